"""Mina de Plata's tutorial: played freely after its start, it reaches the next race,
where the player buys off a die at that race's price."""

from __future__ import annotations

import pytest

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.tutorial import HUMAN, play_through, tutorial_for


@pytest.mark.parametrize("free_seed", range(5))
def test_the_last_asked_move_buys_off_a_die_at_the_next_races_price(free_seed):
    state = play_through(tutorial_for("mina"), free_seed)
    paid = [e for e in state.last_events() if e["type"] == "payment"
            and e["reason"] == "buy_off"]
    assert state.race >= 2
    assert paid == [{"type": "payment", "from": HUMAN, "to": None, "amount": state.race,
                     "owed": state.race, "reason": "buy_off"}]


def test_pancho_offers_a_deal_once_and_the_player_decides():
    tutorial = tutorial_for("mina")
    offers = [move for move in tutorial.opponent_moves if move["type"] == "offer"]
    assert offers == [{"type": "offer", "amount": 2}]
    deciding = [step for step in tutorial.steps if callable(step.move)
                and step.move(None, Action("accept")) and step.move(None, Action("refuse"))]
    assert len(deciding) == 1 and deciding[0].target == ("button", "accept")
