"""The Mina de Plata bots: legal, sensible in clear positions, the heuristic
clearly ahead of random play, and the search's evaluation a fair judge."""

import random

import pytest

from caramba_desktop.ai import arena
from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina import ai
from caramba_desktop.games.mina.ai import HeuristicBot, landing, rollout_move
from caramba_desktop.games.mina.data import FEW_PLAYERS
from caramba_desktop.games.mina.rules import GAME
from tests.games.evaluation_check import (
    judged_positions,
    temperature_log_losses,
    uniform_log_loss,
)
from tests.games.rollout_check import rollout_moves_checked
from tests.games.test_mina_rules import act, move, race


def choose(state, seed=1):
    player = state.current_player
    action = HeuristicBot("mina", seed).choose(state.observation(player), state.legal_actions())
    assert action in state.legal_actions()
    return action


def play_until_roll(state):
    """Let the bot lay and move ambushes until it chooses its roll."""
    while True:
        action = choose(state)
        if action.type == "roll":
            return action
        state.apply(action)


def test_make_bot_finds_the_heuristic():
    assert isinstance(make_bot("heuristic", "mina", seed=1), HeuristicBot)


def test_landing_probabilities():
    assert landing(1) == pytest.approx([1 / 6] * 6)
    two = landing(2)
    assert len(two) == 11 and sum(two) == pytest.approx(1)
    assert two[5] == pytest.approx(6 / 36) and two[0] == pytest.approx(1 / 36)


def test_places_its_sombrero_as_far_back_as_it_can():
    state = GAME.new_state(4)
    act(state, "start_player", player=0)
    act(state, "place", space=1)
    assert choose(state) == Action("place", space=2)


def test_lays_its_ambush_where_the_rearmost_opponent_will_land_on_stone():
    state = race([10, 50, 55, 60])  # player 3 moves first; 0 on 10 rolls four dice
    action = choose(state)
    assert action.type == "ambush" and 11 <= action["space"] <= 20


def test_a_picked_up_chip_goes_down_again():
    state = race([18, 32, 34, 40])
    move(state, 0)
    act(state, "ambush", space=20)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    move(state, 1, 1, 1, 1)  # 0: 18 -> 22, over the chip
    act(state, "pick_up", space=20)
    action = choose(state)
    assert action.type == "ambush" and action["space"] > 22


def test_moves_a_passed_chip_to_where_it_strikes():
    state = race([10, 50, 55, 60])
    move(state, 0)
    act(state, "ambush", space=11)  # player 2 wastes his chip just before the last one
    move(state, 0, 0)
    move(state, 0, 0, 0)
    move(state, 1, 1, 0, 0)  # 0: 10 -> 12, over the chip
    assert state.current_player == 3
    action = choose(state)
    assert action.type == "ambush"  # first his own chip
    state.apply(action)
    assert choose(state) == Action("pick_up", space=11)


def test_buys_off_dice_when_it_can_still_be_last_near_the_mine():
    state = race([57, 58, 59, 60])
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    assert state.current_player == 0 and state.observation(0)["dice"] == 4
    assert play_until_roll(state)["buy_off"] >= 1


def test_rolls_every_die_far_from_the_mine():
    state = race([5, 10, 15, 20])
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    assert state.current_player == 0
    assert play_until_roll(state) == Action("roll", buy_off=0)


def test_rushes_when_another_players_sombrero_is_far_behind():
    state = race([10, 50, 55, 60])
    move(state, 0)
    move(state, 0, 0)
    assert state.current_player == 1 and state.observation(1)["dice"] == 3
    assert play_until_roll(state) == Action("roll", buy_off=0), "it cannot be last: arrive cheaply"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_heuristic_bots_play_whole_games(players):
    bots = [make_bot("heuristic", "mina", seed=p) for p in range(players)]
    stats = [arena.SeatStats("heuristic") for _ in range(players)]
    state, _ = arena.play_game(GAME, bots, random.Random(players), stats, "test")
    assert state.is_terminal() and state.winners()


@pytest.mark.parametrize("players, at_least", [(2, 0.7), (6, 0.3)])
def test_heuristic_beats_random(players, at_least):
    """200 seeded games; random play would win 1/players of them."""
    seats = ["heuristic"] + ["random"] * (players - 1)
    result = arena.run_arena(GAME, seats, games=200, seed=1)
    rates = [s["win_rate"] for s in result["seats"]]
    assert rates[0] >= at_least
    assert rates[0] > 2 * max(rates[1:])


@pytest.mark.parametrize("players", [2, 6])
def test_the_searchs_rollouts_play_the_heuristics_moves(players):
    """The search reads a rollout's position straight from the state, without the
    observation: it must choose what a heuristic player of that seat chooses."""
    bots = [make_bot("random" if p % 2 else "heuristic", "mina", seed=p) for p in range(players)]
    # moves made with a chip left in the supply after one was laid (AMBUSHES_PER_MOVE)
    limited = []

    def note_limited(state):
        p = state.current_player
        if state.holding is None and state.supply_chip(p) is not None \
                and not state.may_lay_ambush(p):
            limited.append(p)

    compared = rollout_moves_checked(GAME, bots, HeuristicBot("mina", 1), rollout_move,
                                     random.Random(players), note_limited)
    assert compared > 50, "a whole game's decisions were compared"
    if players <= FEW_PLAYERS:  # two chips each: the limit holds one back
        assert limited, "moves under the one-ambush-per-move limit were compared"


@pytest.mark.parametrize("players, games", [(2, 300), (6, 100)])
def test_the_evaluation_is_as_sure_of_a_lead_as_the_games_bear_out(players, games, monkeypatch):
    """At the start of a race, where the search's rollouts end, the evaluation must
    foretell the game's winner better than a coin toss, and better than if it were
    twice or half as sure of a lead."""
    positions = judged_positions(GAME, players, games, lambda state: state.race)
    half, as_is, twice = temperature_log_losses(positions, ai, "SEARCH_TEMPERATURE_SHARE",
                                                monkeypatch)
    assert len(positions) > games
    assert as_is < 0.9 * uniform_log_loss(players)
    assert as_is < half
    assert as_is < twice
