"""Seeded random games of CABO, Caramba! and Mina de Plata go exactly as pinned.

Every legal move list, chance outcome list, public consequence and seat's view of
a random game at the fewest and the most players is digested and compared with
tests/fixtures/playouts.json (tests/fixtures/make_playouts.py): the rules may get
faster, never different.
"""

from __future__ import annotations

import json

import pytest

from tests.fixtures.make_playouts import PLAYOUTS, case_name, cases, play

PINNED = json.loads(PLAYOUTS.read_text("utf-8"))


@pytest.mark.parametrize("case", cases(), ids=[case_name(*case) for case in cases()])
def test_seeded_random_games_go_as_pinned(case):
    assert play(*case) == PINNED[case_name(*case)]
