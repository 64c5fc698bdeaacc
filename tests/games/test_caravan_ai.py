"""The Caravan bots: legal, sensible in clear positions, and the heuristic
clearly ahead of random play."""

import random

from caramba_desktop.ai import arena
from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.ai import HeuristicBot, delivery_actions, state_from_observation
from caramba_desktop.games.caravan.rules import GAME
from tests.games.test_caravan_rules import MARRAKECH, full_turn, new_game, put

cell = D.cell


def choose(state, seed=1):
    player = state.current_player
    action = HeuristicBot("caravan", seed).choose(state.observation(player),
                                                  state.legal_actions())
    assert action in state.legal_actions()
    return action


def test_make_bot_finds_the_heuristic():
    assert isinstance(make_bot("heuristic", "caravan", seed=1), HeuristicBot)


def test_the_public_position_is_rebuilt_exactly():
    state = full_turn(new_game(3))
    put(state, 1, (cell(3, 3), "gems", True), (cell(2, 2), None))
    state.theft = [0, 2, 1]
    state.player = 1
    rebuilt = state_from_observation(state.observation(1))
    assert rebuilt.observation(1) == state.observation(1)
    assert rebuilt.legal_actions() == state.legal_actions()


def test_delivers_when_it_can():
    state = full_turn(new_game())
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (cell(1, 4), "ivory"))
    assert choose(state) == Action("move_good", camel=1, to=0)


def test_picks_up_a_good_with_a_demand_marker():
    state = full_turn(new_game())
    put(state, 0, (D.NUMBERED[2], None))  # a corner: meat with a demand marker
    assert choose(state) == Action("pick_up", camel=0)


def test_builds_a_chain_towards_the_city():
    state = full_turn(new_game())
    put(state, 0, (cell(0, 1), "ivory"))  # two steps from Marrakech
    action = choose(state)
    assert action.type == "place" and action["space"] in (cell(0, 2), MARRAKECH)


def test_steals_a_rare_good_next_to_its_city():
    state = full_turn(new_game())
    put(state, 1, (cell(0, 2), "ivory"))
    put(state, 0, (cell(0, 2), None), (MARRAKECH, None))
    assert choose(state) == Action("steal", camel=0, victim=1, target=0)


def test_ends_its_turn_when_nothing_helps_at_the_end():
    state = full_turn(new_game())
    state.bag = {g: 0 for g in D.GOODS}
    state.end_triggered = True
    put(state, 0, (cell(6, 6), None))
    state.board = {}
    assert choose(state) == Action("end_turn")


def test_heuristic_beats_random_in_a_small_arena():
    """A few seeded whole games (the large measurement is `arena caravan`)."""
    result = arena.run_arena(GAME, ["heuristic", "random"], games=4, seed=1)
    heuristic, rand = result["seats"]
    assert heuristic["wins"] == 4
    assert heuristic["mean_score"] > rand["mean_score"] + 10


def test_a_chain_laid_at_once_then_one_pass():
    """Ivory three spaces from Marrakech, four camels in the supply: three camels
    laid on the way and one pass."""
    state = full_turn(new_game())
    put(state, 0, (cell(0, 0), "ivory"))
    assert delivery_actions(state, 0) == [(4, 6)]


def test_one_empty_camel_relays_the_good():
    """Only one camel left without a good: lay it ahead, pass, lay it ahead
    again... two actions a space."""
    state = full_turn(new_game())
    put(state, 0, (cell(0, 0), "ivory"), (cell(6, 6), "salt"), (cell(6, 5), "salt"),
        (cell(5, 6), "meat"))
    assert (6, 6) in delivery_actions(state, 0)


def test_a_camel_is_taken_back_from_the_way_when_none_is_free():
    """Meat one gap away from a chain of three empty camels ending on Gao: one of
    them fills the gap, a pass, it goes back to the city, the last pass."""
    state = full_turn(new_game())
    gao = D.CITY_OF_GOOD["meat"]
    put(state, 1, (cell(0, 6), "meat"), (cell(6, 6), "meat"), (gao, None),
        (gao + 1, None), (gao + 2, None))
    assert delivery_actions(state, 1)[0] == (4, 3)


def test_it_moves_on_rather_than_let_the_game_stall_when_behind():
    state = full_turn(new_game())
    state.idle_turns = (D.STALL_ROUNDS - 2) * state.num_players
    assert HeuristicBot._must_move_on(state)  # level: not ahead
    state.delivered[0] = ["ivory"]
    assert not HeuristicBot._must_move_on(state)  # ahead: the stall is no threat
    state.delivered[0], state.idle_turns = [], 2
    assert not HeuristicBot._must_move_on(state)


def test_with_a_stall_near_and_no_good_to_pick_up_it_moves_a_camel_towards_one():
    state = full_turn(new_game(), left=1)
    state.idle_turns = (D.STALL_ROUNDS - 1) * state.num_players
    state.board = {D.NUMBERED[8]: "salt"}  # one good left lying, in the bottom-right corner
    state.demand = {}
    state.bag = dict.fromkeys(state.bag, 0)
    state.end_triggered = True  # a good on the board promises nothing any more
    corner = D.row_col(D.NUMBERED[8])
    put(state, 0, (cell(4, 6), None))
    state.delivered[1] = ["meat"]  # player 0 is behind
    action = choose(state)
    assert action.type in ("place", "move_camel"), action
    row, col = D.row_col(action["space"] if action.type == "place" else action["to"])
    assert abs(row - corner[0]) + abs(col - corner[1]) < 2, "nearer the salt than before"


def test_heuristic_bots_play_for_the_goods_to_the_end():
    """Two computer players finish the game by delivering after the last goods
    were drawn, not by the rule for a stalled game."""
    for seed in range(1, 5):
        bots = [make_bot("normal", "caravan", seed * 10 + p) for p in range(2)]
        stats = [arena.SeatStats("normal") for _ in bots]
        state, _ = arena.play_game(GAME, bots, random.Random(seed), stats, f"seed {seed}")
        assert state.reason == "delivery", seed
        assert not any(state.bag.values())
