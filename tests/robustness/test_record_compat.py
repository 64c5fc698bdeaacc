"""Saved games stay loadable: every fixture save replays to the position it was saved in.

tests/fixtures/records/<game>_*.json are saves of this format version made by
bots with fixed seeds (tests/fixtures/make_records.py), finished and
unfinished; expected.json beside them says where each one ends. A rules
change that breaks old saves, or makes them end elsewhere, fails here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from caramba_desktop.check import verify_file
from caramba_desktop.engine import registry
from caramba_desktop.engine.record import FORMAT_VERSION
from tests.fixtures.make_records import outcome

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
EXPECTED = json.loads((RECORDS / "expected.json").read_text("utf-8"))
FILES = sorted(path.name for path in RECORDS.glob("*_*.json"))


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_has_finished_and_unfinished_saves(game_id):
    names = [name for name in FILES if name.startswith(f"{game_id}_")]
    assert names, f"no saves of {game_id}: run python tests/fixtures/make_records.py"
    finished = [name for name in names if EXPECTED[name]["terminal"]]
    assert len(finished) >= 2 and len(names) - len(finished) >= 2


@pytest.mark.parametrize("name", FILES)
def test_a_save_replays_to_where_it_was_saved(name):
    verdict = verify_file(RECORDS / name)
    facts = EXPECTED[name]
    saved = json.loads((RECORDS / name).read_text("utf-8"))
    written = json.loads(verdict.record.dumps())
    # a rule added since asks for decisions the save lacks: the table's silent ones
    silent = verdict.state.game.silent_actions
    kept = [a for a in written.pop("actions") if a["type"] not in silent
            or a in saved["actions"]]
    assert len(kept) == facts["moves"]
    assert outcome(verdict.state) == {k: v for k, v in facts.items() if k != "moves"}
    # and it is written back in the same form, in this version's format
    assert kept == saved.pop("actions")
    assert written == {**saved, "format": FORMAT_VERSION}
