"""The CABO bots: decisions on built positions, matches against random, and the
search's evaluation a fair judge."""

import random

import pytest

from caramba_desktop.ai.bots import RandomBot, make_bot
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.cabo import ai
from caramba_desktop.games.cabo.ai import HeuristicBot, _Table, rollout_move
from caramba_desktop.games.cabo.rules import GAME
from tests.games.evaluation_check import (
    judged_positions,
    temperature_log_losses,
    uniform_log_loss,
)
from tests.games.rollout_check import rollout_moves_checked
from tests.games.test_cabo_rules import act, deal, draw


def decide(state, seed=0):
    player = state.current_player
    legal = state.legal_actions()
    action = HeuristicBot("cabo", seed).choose(state.observation(player), legal)
    assert action in legal
    return action


# ----- decisions --------------------------------------------------------------


def test_made_by_the_bot_table():
    assert isinstance(make_bot("heuristic", "cabo", seed=1), HeuristicBot)


def test_claims_a_set_it_knows():
    state = deal([[9, 9, 3, 4], [1, 2, 3, 4]])
    draw(state, 2)
    assert decide(state) == Action("claim", positions=[0, 1])


def test_takes_a_low_discard_to_replace_its_highest_known_card():
    state = deal([[12, 3, 5, 6], [1, 2, 3, 4]], flip=0)
    assert decide(state) == Action("take")
    act(state, "take")
    assert decide(state) == Action("replace", position=0)


def test_draws_when_the_discard_is_high():
    state = deal([[12, 3, 5, 6], [1, 2, 3, 4]], flip=13)
    assert decide(state) == Action("draw")


def test_keeps_a_low_drawn_card_and_discards_a_useless_one():
    state = deal([[3, 10, 5, 6], [1, 2, 3, 4]])
    draw(state, 1)
    assert decide(state) == Action("replace", position=1)
    state = deal([[3, 10, 5, 6], [1, 2, 3, 4]])
    draw(state, 13)
    assert decide(state) == Action("discard")


def test_peeks_at_an_unknown_own_card():
    state = deal([[3, 2, 5, 6], [1, 2, 3, 4]])
    draw(state, 7)
    assert decide(state) in (Action("peek", position=2), Action("peek", position=3))


def test_spies_on_an_unknown_card_of_another_player():
    state = deal([[3, 2, 5, 6], [1, 2, 3, 4]])
    draw(state, 10)
    action = decide(state)
    assert action.type == "spy" and action["player"] == 1


def test_swaps_a_high_card_for_a_low_card_it_has_spied():
    state = deal([[11, 2, 5, 6], [0, 2, 3, 4]], looks=[[0, 1], [2, 3]])
    draw(state, 9)
    act(state, "spy", player=1, position=0)
    draw(state, 6)
    act(state, "discard")
    draw(state, 12)
    assert decide(state) == Action("swap", player=0, position=0, other_player=1, other_position=0)


def test_calls_cabo_when_its_sum_is_low_and_not_when_high():
    state = deal([[0, 1, 2, 1], [9, 9, 9, 9]], looks=[[0, 1], [0, 1]])
    draw(state, 7)
    act(state, "peek", position=2)
    draw(state, 6)
    act(state, "discard")
    assert decide(state) == Action("cabo")
    state = deal([[12, 13, 2, 1], [9, 9, 9, 9]])
    assert decide(state) != Action("cabo")


def test_a_taken_card_is_always_placed():
    state = deal([[1, 0, 2, 3], [9, 9, 9, 9]], flip=13)
    act(state, "take")
    assert decide(state).type in ("replace", "claim")


# ----- matches ------------------------------------------------------------------


def play(bots, seed, options=None):
    rng = random.Random(seed)
    state = GAME.new_state(len(bots), options)
    while not state.is_terminal():
        player = state.current_player
        if player == CHANCE:
            actions, weights = zip(*state.chance_outcomes())
            state.apply(rng.choices(actions, weights)[0])
            continue
        legal = state.legal_actions()
        action = bots[player].choose(state.observation(player), legal)
        assert action in legal
        state.apply(action)
    return state


def win_rate(players, games):
    """The heuristic bot's share of wins (ties shared) against random bots, its seat
    moving round the table."""
    wins = 0.0
    for game in range(games):
        seat = game % players
        bots = [HeuristicBot("cabo", game) if p == seat else RandomBot("cabo", game * 7 + p)
                for p in range(players)]
        winners = play(bots, game).winners()
        if seat in winners:
            wins += 1 / len(winners)
    return wins / games


def test_beats_a_random_bot_heads_up():
    assert win_rate(2, 200) > 0.9


def test_beats_three_random_bots():
    assert win_rate(4, 100) > 0.5


@pytest.mark.parametrize("options", [
    {"layout_size": 6, "swap_any_two": True},
    {"deck_out_ends_round": True, "reset_once": True, "cabo_penalty": 10},
])
def test_plays_legally_with_every_option(options):
    for seed in range(4):
        players = 2 + seed % 4
        bots = [HeuristicBot("cabo", seed * 10 + p) for p in range(players)]
        assert play(bots, seed, options).winners()


def test_same_seed_same_game():
    def final(seed):
        bots = [HeuristicBot("cabo", seed + p) for p in range(3)]
        state = play(bots, seed)
        return state.scores(), state.round

    assert final(5) == final(5)


@pytest.mark.parametrize("players", [2, 5])
def test_the_searchs_rollouts_play_the_heuristics_moves(players):
    """The search reads a rollout's position straight from the state, without the
    observation: it must see what each seat sees and choose what a heuristic player
    of that seat chooses."""
    def every_seat_sees_the_same(state):
        for seat in range(players):
            seen = _Table.from_observation(state.observation(seat))
            assert vars(_Table.from_state(state, seat)) == vars(seen)

    compared = 0
    for seed in range(4):
        bots = [RandomBot("cabo", p) if (p + seed) % 2 else HeuristicBot("cabo", p)
                for p in range(players)]
        compared += rollout_moves_checked(GAME, bots, HeuristicBot("cabo", 1), rollout_move,
                                          random.Random(seed), every_seat_sees_the_same)
    assert compared > 150


@pytest.mark.parametrize("players, games", [(2, 150), (5, 60)])
def test_the_evaluation_is_as_sure_of_a_lead_as_the_games_bear_out(players, games, monkeypatch):
    """At the end of a round, where the search's rollouts end at the latest, the
    evaluation must foretell the match's winner better than a coin toss, and better
    than if it were twice or half as sure of a lead."""
    positions = judged_positions(GAME, players, games, lambda state: len(state.results))
    half, as_is, twice = temperature_log_losses(positions, ai, "SEARCH_TEMPERATURE_SHARED",
                                                monkeypatch)
    assert len(positions) > games
    assert as_is < 0.9 * uniform_log_loss(players)
    assert as_is < half
    assert as_is < twice
