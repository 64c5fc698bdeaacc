"""The split of a search iteration's time (`make bench`) covers the whole iteration,
and the bench leaves the search as it found it."""

from __future__ import annotations

import pytest

from caramba_desktop.ai import ismcts
from caramba_desktop.engine import registry
from caramba_desktop.tools import search_bench


@pytest.mark.parametrize("game_id", ["mina", "cabo"])
def test_the_split_shares_the_whole_iteration_and_leaves_the_search_unclocked(game_id):
    game = registry.game(game_id)
    know = ismcts.knowledge(game_id)
    state_class = type(game.new_state(2))
    apply, legal = state_class._apply, state_class.legal_actions
    speed, split, moves = search_bench.measure(game, 2, 1, 10, seed=3)
    assert speed > 0 and moves > 0
    assert set(split) == set(search_bench.PARTS)
    assert sum(split.values()) == pytest.approx(1.0)
    assert split["rollout move"] > 0 and split["sample"] > 0 and split["tree"] > 0
    assert ismcts.knowledge(game_id) is know
    assert state_class._apply is apply and state_class.legal_actions is legal
