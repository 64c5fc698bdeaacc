"""CABO's misplays: the moves a strong player calls clear mistakes from her own view
(games/cabo/ai.py `misplay`), which the hard level plays only on strong evidence."""


import pytest

from caramba_desktop.engine.api import Action
from caramba_desktop.games.cabo.misplay import misplay
from tests.games.misplay_check import normal_misplays
from tests.games.test_cabo_rules import act, deal, draw


def holding_nine_beside_a_known_thirteen():
    """Row 1, 6, 13 and one card not seen (the 13 found with a peek); a 9 drawn."""
    state = deal([[1, 6, 13, 8], [2, 3, 4, 5]])
    draw(state, 7)
    act(state, "peek", position=2)
    draw(state, 10)
    act(state, "discard")
    return draw(state, 9)


def test_keeping_the_thirteen_and_giving_the_nine_to_the_unknown_card_is_a_misplay():
    state = holding_nine_beside_a_known_thirteen()
    assert misplay(state, Action("replace", position=2)) is None
    assert misplay(state, Action("replace", position=3)) == "gives_away_points"
    assert misplay(state, Action("replace", position=1)) == "gives_away_points"
    assert misplay(state, Action("discard")) == "gives_away_points"  # 4 points thrown away


def test_building_a_pair_for_a_later_claim_is_no_misplay():
    """A drawn 12 beside a known 12: on an unknown card it costs points now, but a later
    claim takes both 12s with one card."""
    state = deal([[12, 1, 7, 8], [2, 3, 4, 5]])
    draw(state, 12)
    assert misplay(state, Action("replace", position=2)) is None


def test_a_claim_of_cards_she_knows_differ_is_a_misplay():
    state = deal([[3, 5, 7, 8], [2, 3, 4, 5]])
    draw(state, 4)
    assert misplay(state, Action("claim", positions=[0, 1])) == "claims_unequal_cards"
    # cards not yet seen may be equal: a gamble, not judged
    assert misplay(state, Action("claim", positions=[2, 3])) is None


@pytest.mark.parametrize(("top", "reason"), [(11, "takes_high_card"), (4, None)])
def test_taking_a_discard_higher_than_every_card_held_is_a_misplay(top, reason):
    state = deal([[2, 3, 7, 8], [2, 3, 4, 5]], flip=top)
    assert misplay(state, Action("take")) == reason
    assert misplay(state, Action("draw")) is None


def test_taking_a_high_discard_to_claim_a_known_pair_is_no_misplay():
    state = deal([[9, 9, 7, 8], [2, 3, 4, 5]], flip=10)
    assert misplay(state, Action("take")) is None


@pytest.mark.parametrize(("row", "reason"), [([12, 13, 7, 8], "calls_cabo_behind"),
                                             ([0, 1, 7, 8], None)])
def test_calling_cabo_well_behind_another_player_is_a_misplay(row, reason):
    state = deal([row, [2, 3, 4, 5]])
    for card in (10, 10):  # each player's first turn: a drawn 10 thrown away
        draw(state, card)
        act(state, "discard")
    assert Action("cabo") in state.legal_actions()
    assert misplay(state, Action("cabo")) == reason


def test_the_heuristic_hardly_ever_misplays():
    """Normal at three players over whole matches: under 1 % of its choices flagged."""
    choices, flagged = normal_misplays("cabo", [(3, seed) for seed in range(4)])
    assert choices > 500
    assert flagged / choices < 0.01
