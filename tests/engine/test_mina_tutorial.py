"""Mina de Plata's tutorial: played freely after its start, it reaches the next race,
where the player buys off a die at that race's price."""

from __future__ import annotations

import pytest

from caramba_desktop.engine.tutorial import HUMAN, play_through, tutorial_for


@pytest.mark.parametrize("free_seed", range(5))
def test_the_last_asked_move_buys_off_a_die_at_the_next_races_price(free_seed):
    state = play_through(tutorial_for("mina"), free_seed)
    paid = [e for e in state.last_events() if e["type"] == "payment"
            and e["reason"] == "buy_off"]
    assert state.race >= 2
    assert paid == [{"type": "payment", "from": HUMAN, "to": None, "amount": state.race,
                     "owed": state.race, "reason": "buy_off"}]
