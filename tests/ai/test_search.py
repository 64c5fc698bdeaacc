"""What the tree search finds, on toy games whose best moves are known by hand
(tests/ai/toy_games.py), and how it spends and gives up its time."""

from __future__ import annotations

import dataclasses
import random

import pytest

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine.api import Action
from tests.ai.toy_games import (
    DARE,
    FAIR_COIN,
    HIDDEN_COIN,
    KNOWLEDGE,
    LONG_ROAD,
    TWO_STEP,
    toy_knowledge,
)


@pytest.fixture(autouse=True)
def _toys(monkeypatch):
    toy_knowledge(monkeypatch)


def _search(state, seat=0, iterations=400, seed=1, prior=None):
    view = SeatView(state, seat, random.Random(seed))
    prior = prior or view.legal_actions()[0]
    return ismcts.search(view, 60.0, random.Random(seed + 1), prior, max_iterations=iterations)


def test_the_search_looks_past_a_misleading_rollout():
    """Rollouts alone say left loses (the heuristic then picks "lose"); the tree
    finds the winning second move behind it and values left at a sure win."""
    result = _search(TWO_STEP.new_state())
    assert result.action == Action("left")
    assert result.values[Action("left")] > 0.9
    share = dict(result.shares)
    assert share[Action("left")] > 0.7 and sum(share.values()) == pytest.approx(1.0)


def test_the_search_expects_the_other_player_to_answer_in_his_own_interest():
    """After a dare the opponent's rules of thumb would forgive, but he gains by
    punishing: the search finds his answer and plays safe."""
    result = _search(DARE.new_state())
    assert result.action == Action("safe")
    assert result.values[Action("dare")] < 0.3


@pytest.mark.parametrize("coin", ["heads", "tails"])
def test_the_search_weighs_a_hidden_coin_by_its_odds_not_by_its_face(coin):
    """The coin is heads 70 % of the time and only the opponent sees it: the
    honest call is heads, whichever way the real coin fell."""
    state = HIDDEN_COIN.new_state()
    state.apply(Action("coin", side=coin))
    result = _search(state, iterations=600)
    assert result.action == Action("call", side="heads")
    assert result.values[result.action] == pytest.approx(0.7, abs=0.08)


@pytest.mark.parametrize(("rollout_moves", "expected"), [(None, "right"), (3, "left")])
def test_a_rollout_cut_short_takes_the_evaluations_judgement(monkeypatch, rollout_moves,
                                                             expected):
    """Right wins at the end of a long road; the evaluation wrongly says left leads.
    Rollouts to the end find right; rollouts cut short after a few moves judge where
    they stop, by the evaluation, and take left."""
    know = ismcts._knowledge[LONG_ROAD.id]
    monkeypatch.setitem(ismcts._knowledge, LONG_ROAD.id,
                        dataclasses.replace(know, rollout_moves=rollout_moves))
    result = _search(LONG_ROAD.new_state(), iterations=60)
    assert result.action == Action(expected)
    assert result.values[Action(expected)] > 0.8


def test_the_same_view_gives_the_same_search_whatever_the_secret():
    results = []
    for coin in ("heads", "tails"):
        state = HIDDEN_COIN.new_state()
        state.apply(Action("coin", side=coin))
        found = _search(state, iterations=200, seed=5)
        results.append((found.action, found.shares, found.values))
    assert results[0] == results[1]


def test_a_cancelled_search_answers_at_once_with_a_legal_move():
    view = SeatView(TWO_STEP.new_state(), 0, random.Random(1))
    result = ismcts.search(view, 60.0, random.Random(2), Action("right"), stop=lambda: True)
    assert result.iterations == ismcts.CHECK_EVERY
    assert result.action in view.legal_actions()


def test_a_clear_choice_ends_before_the_time_is_up():
    """Left wins every time: once right could not catch up even if it got every
    iteration of the time left, the search stops (here about halfway)."""
    view = SeatView(TWO_STEP.new_state(), 0, random.Random(1))
    result = ismcts.search(view, 1.0, random.Random(2), Action("right"))
    assert result.action == Action("left")
    assert result.seconds < 0.9


@pytest.mark.parametrize(("iterations", "expected"), [(16, "tails"), (2000, "heads")])
def test_a_noisy_game_leaves_the_heuristic_only_on_strong_evidence(monkeypatch, iterations,
                                                                  expected):
    """With SEARCH_CONFIDENCE the heuristic's call (tails) stands until the search has
    seen enough coins to be sure that heads is better."""
    monkeypatch.setitem(ismcts._knowledge, HIDDEN_COIN.id,
                        dataclasses.replace(KNOWLEDGE, confidence=2.5))
    state = HIDDEN_COIN.new_state()
    state.apply(Action("coin", side="heads"))
    result = _search(state, iterations=iterations)
    assert result.action == Action("call", side=expected)


def test_searches_side_by_side_merge_into_one_answer():
    """Two searches of one position, each with its own seed (one per bot process):
    the answer counts the iterations of both and plays the move most tried over both."""
    parts = [_search(TWO_STEP.new_state(), iterations=200, seed=seed) for seed in (1, 7)]
    merged = ismcts.merge(TWO_STEP.id, parts)
    assert merged.iterations == 400
    visits = {a: sum(p.root[a][0] for p in parts if a in p.root) for a, _ in merged.shares}
    assert dict(merged.shares) == {a: v / 400 for a, v in visits.items()}
    assert merged.action == max(visits, key=visits.get) == Action("left")
    left = [p.root[Action("left")] for p in parts]
    assert merged.values[Action("left")] == pytest.approx(
        sum(value for _, value, _ in left) / sum(n for n, _, _ in left))


def test_merged_searches_weigh_their_evidence_together(monkeypatch):
    """Each of two short searches alone is not sure enough to leave the heuristic's
    call (tails) in a noisy game; their coins counted together are."""
    monkeypatch.setitem(ismcts._knowledge, HIDDEN_COIN.id,
                        dataclasses.replace(KNOWLEDGE, confidence=2.5))
    state = HIDDEN_COIN.new_state()
    state.apply(Action("coin", side="heads"))
    tails = Action("call", side="tails")
    parts = [_search(state, iterations=100, seed=seed, prior=tails) for seed in (2, 102)]
    assert [p.action for p in parts] == [tails, tails]
    assert ismcts.merge(HIDDEN_COIN.id, parts).action == Action("call", side="heads")



def _flagging(move: str):
    """A misplay detector that calls `move` a clear mistake."""
    return lambda state, action: "flagged" if action.type == "call" and \
        action["side"] == move or action.type == move else None


@pytest.mark.parametrize(("iterations", "expected"), [(30, "tails"), (2000, "heads")])
def test_a_move_called_a_misplay_is_played_only_on_strong_evidence(monkeypatch, iterations,
                                                                  expected):
    """Heads is the better call, but the game calls it a misplay: the heuristic's tails
    stands until heads has won by MISPLAY_CONFIDENCE standard errors."""
    monkeypatch.setitem(ismcts._knowledge, HIDDEN_COIN.id,
                        dataclasses.replace(KNOWLEDGE, misplay=_flagging("heads")))
    state = HIDDEN_COIN.new_state()
    state.apply(Action("coin", side="heads"))
    result = _search(state, iterations=iterations, prior=Action("call", side="tails"))
    assert result.evidence == {Action("call", side="heads"): ismcts.MISPLAY_CONFIDENCE}
    assert result.action == Action("call", side=expected)


def test_a_misplay_the_search_prefers_by_noise_gives_way_to_the_best_other_move(monkeypatch):
    """Two even calls of a fair coin: whichever the search's noise prefers, it never
    answers the flagged one without proof, and without the flag it sometimes does."""
    def answers(flag):
        knowledge = dataclasses.replace(KNOWLEDGE, misplay=flag)
        monkeypatch.setitem(ismcts._knowledge, FAIR_COIN.id, knowledge)
        state = FAIR_COIN.new_state()
        state.apply(Action("coin", side="tails"))
        return {_search(state, iterations=40, seed=seed,
                        prior=Action("call", side="tails")).action["side"]
                for seed in range(30)}

    assert answers(_flagging("heads")) == {"tails"}
    assert answers(None) == {"tails", "heads"}


def test_merged_searches_keep_every_misplay_judged(monkeypatch):
    monkeypatch.setitem(ismcts._knowledge, HIDDEN_COIN.id,
                        dataclasses.replace(KNOWLEDGE, misplay=_flagging("heads")))
    state = HIDDEN_COIN.new_state()
    state.apply(Action("coin", side="heads"))
    tails = Action("call", side="tails")
    parts = [_search(state, iterations=20, seed=seed, prior=tails) for seed in (2, 102)]
    merged = ismcts.merge(HIDDEN_COIN.id, parts)
    assert merged.evidence == {Action("call", side="heads"): ismcts.MISPLAY_CONFIDENCE}
    assert merged.action == tails
