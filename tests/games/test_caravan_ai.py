"""The Caravan bots: legal, sensible in clear positions, and the heuristic
clearly ahead of random play."""



from caramba_desktop.ai import arena
from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.ai import HeuristicBot, state_from_observation
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
