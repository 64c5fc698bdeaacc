"""CABO's tutorial: what its texts tell happens in its deal, and its free round ends at
the scoring its totals' step explains."""

from __future__ import annotations

import dataclasses

import pytest

from caramba_desktop.engine.tutorial import play_through, tutorial_for
from caramba_desktop.games.cabo.rules import LOOK, PUBLIC, SETUP

TUTORIAL = tutorial_for("cabo")


def _step(start: str) -> int:
    """The index of the step whose English text starts with `start`."""
    return next(i for i, step in enumerate(TUTORIAL.steps) if step.text[1].startswith(start))


def _played_to(index: int, free_seed: int = 0):
    """The position once the step `index` has been played (or read)."""
    steps = TUTORIAL.steps[:index + 1]
    return play_through(dataclasses.replace(TUTORIAL, steps=steps), free_seed)


def test_pancho_claims_his_7_and_6_wrongly_and_the_3_he_took_goes_back():
    told = _step("Pancho took your 3")
    state = _played_to(told + 1)  # the draw asked after it
    claims = [e for e in state.history if e["type"] == "claim" and e["player"] == 1]
    assert [(c["cards"], c["success"], c["discarded"]) for c in claims] == [([7, 6], False, 3)]
    assert state.layouts[1][0] == 7 and state.layouts[1][2] == 6  # they stay in his row
    assert state.seen[1][0] & PUBLIC and state.seen[1][2] & PUBLIC  # shown to all
    assert state.discard[-1] == 3


@pytest.mark.parametrize("free_seed", range(10))
def test_the_totals_are_explained_at_the_scoring_of_the_round_played_freely(free_seed):
    state = _played_to(_step("The points add up"), free_seed)
    assert len(state.results) == 2  # round 1 (scripted) and round 2 (free) are scored
    assert state.phase in (SETUP, LOOK)  # shown with round 2's result, before round 3 is played
