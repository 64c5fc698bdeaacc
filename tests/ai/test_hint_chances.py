"""A hint's chances to win: the suggestion never shows less than a move beside it."""

from __future__ import annotations

import math
import random

import pytest

from caramba_desktop.ai.hint import WELL_WEIGHED_TRIES, advice, hint
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine import registry
from tests.ai.test_levels import _position

ROLL, BUY = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
PICK = {"type": "pick_up", "space": 18}


def _choice(action: dict, tries: int, chance: float | None, error: float | None = 0.01):
    return {"actions": [action], "tries": tries, "chance": chance, "error": error}


def test_the_suggestion_is_the_best_chance_among_the_well_weighed_moves():
    """The hard level kept its own move (too close to call), another was tried more and
    did better: the hint suggests the better one, not a lower chance beside a higher."""
    answer = {"action": ROLL, "shares": [[BUY, 0.6], [ROLL, 0.4]],
              "choices": [_choice(BUY, 600, 0.47, 0.02), _choice(ROLL, 400, 0.45, 0.02)]}
    told = advice(answer, "mina")
    assert told.suggestion.action.to_json() == BUY
    assert told.suggestion.chance == 0.47
    # the kept move is within one standard error of the difference: "as good"
    assert told.as_good(told.alternatives[0])


def test_a_move_tried_too_little_has_no_chance_to_show():
    answer = {"action": ROLL, "shares": [[ROLL, 0.9], [PICK, 0.1]],
              "choices": [_choice(ROLL, 900, 0.40),
                          _choice(PICK, WELL_WEIGHED_TRIES - 1, 0.95)]}
    told = advice(answer, "mina")
    # a lucky handful of tries does not make the suggestion
    assert told.suggestion.action.to_json() == ROLL
    assert not told.alternatives[0].weighed
    assert told.chance_lost(told.alternatives[0].action) is None


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_weighed_alternative_shows_a_higher_chance_than_the_suggestion(game_id):
    for seed in range(3):
        state = _position(game_id, 2, seed=seed, steps=8 + 5 * seed)
        view = SeatView(state, state.current_player, random.Random(seed))
        told = hint(view, seed=seed, max_iterations=300).advice
        best = told.suggestion
        assert best.action in state.legal_actions()
        for other in told.alternatives:
            if other.weighed:
                assert best.weighed and round(other.chance * 100) <= round(best.chance * 100)
                assert told.chance_lost(other.action) >= 0


@pytest.mark.parametrize(("chance", "suggested"), [(0.50, ROLL), (0.60, BUY)])
def test_a_misplay_is_suggested_only_when_its_lead_is_proven(chance, suggested):
    """Buying off is called a misplay here: with a lead inside three standard errors its
    chance is noise against what a strong player sees, so the hint keeps the roll and
    shows no chance for the misplay; a lead beyond them is suggested."""
    misplay = {**_choice(BUY, 600, chance, 0.02), "evidence": 3.0}
    answer = {"action": ROLL, "shares": [[BUY, 0.6], [ROLL, 0.4]],
              "choices": [misplay, _choice(ROLL, 400, 0.47, 0.02)]}
    told = advice(answer, "mina")
    assert told.suggestion.action.to_json() == suggested
    if suggested == ROLL:
        assert not told.alternatives[0].weighed
        assert told.chance_lost(told.alternatives[0].action) is None


def test_a_games_reading_of_the_means_keeps_the_moves_order_and_what_is_as_good(
        monkeypatch):
    """A calibrated game reads each mean as a chance to win: lower where the search is
    too sure, in the same order, and an alternative as good as the suggestion before
    stays as good after (its standard error read through the same slope)."""
    from caramba_desktop.ai import hint as hint_module
    from caramba_desktop.engine.api import Action

    def answer(*choices):
        return {"action": {"type": "pass"}, "shares": [],
                "choices": [{"actions": [a], "tries": 400, "chance": c, "error": e}
                            for a, c, e in choices]}

    moves = ({"type": "pass"}, 0.80, 0.02), ({"type": "bid", "card": "gold:5"}, 0.78, 0.02), \
        ({"type": "bid", "card": "gold:7"}, 0.55, 0.02)
    monkeypatch.setattr("caramba_desktop.games.caramba.ai.CHANCE_CALIBRATION",
                        hint_module.IDENTITY)
    plain = hint_module.advice(answer(*moves), "caramba")
    monkeypatch.setattr("caramba_desktop.games.caramba.ai.CHANCE_CALIBRATION", (6.5, -0.3))
    read = hint_module.advice(answer(*moves), "caramba")
    assert read.suggestion.action == plain.suggestion.action == Action("pass")
    assert read.suggestion.chance < plain.suggestion.chance
    assert [c.chance for c in read.alternatives] == sorted(
        (c.chance for c in read.alternatives), reverse=True)
    assert [read.as_good(c) for c in read.alternatives] == \
        [plain.as_good(c) for c in plain.alternatives] == [True, False]
    # a sure result stays all but sure, a mean of a half moves by the offset only, and
    # the more tries behind a mean, the less it is drawn back from the sure
    assert hint_module.calibrated((6.5, -0.3), 1.0, 0.0, 1200)[0] > 0.98
    assert hint_module.calibrated((6.5, -0.3), 0.5, 0.0, 1200)[0] == pytest.approx(
        1 / (1 + math.exp(0.3)))
    assert hint_module.calibrated((6.5, 0.0), 0.8, 0.0, 200)[0] < \
        hint_module.calibrated((6.5, 0.0), 0.8, 0.0, 2000)[0] < 0.8
