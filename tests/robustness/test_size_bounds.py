"""A journal or save bigger than any game is refused at once, with the reason, before
it is parsed: by its size (MAX_RECORD_BYTES) or by its number of actions
(MAX_RECORD_ACTIONS), on the start page, on Continue and on Open."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from caramba_desktop.engine.record import (
    MAX_RECORD_ACTIONS,
    MAX_RECORD_BYTES,
    GameRecord,
    RecordError,
)
from caramba_desktop.session import journal as journal_module
from caramba_desktop.session.journal import journal_text, load_journal
from caramba_desktop.ui import paths
from caramba_desktop.ui.reading import record_problem
from tests.ui.conftest import wait_for_reading

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
TOO_LARGE = record_problem(RecordError("too_large", ""))


def padded_journal(path: Path, lines: int, width: int = 16) -> Path:
    """A journal of a game in play, its last move written again (`width` bytes a line,
    blanks after it) until it has `lines` lines: the copies break the rules, which
    only reading them all would tell."""
    record = GameRecord.read(RECORDS / "cabo_unfinished_mid.json")
    text = journal_text(record)
    last = text.splitlines()[-1].ljust(width - 1) + "\n"
    path.write_text(text + last * (lines - text.count("\n")), encoding="utf-8")
    return path


@pytest.fixture
def no_parsing(monkeypatch):
    """Fails the test if a journal line is parsed."""
    def parse(*_args, **_kwargs):
        raise AssertionError("the file was parsed")
    monkeypatch.setattr(journal_module, "json", SimpleNamespace(dumps=json.dumps, loads=parse))


def test_a_journal_of_four_megabytes_is_refused_at_once_on_the_start_page_and_continue(
        qtbot, make_window, data_dir, no_parsing):
    folder = data_dir / paths.UNFINISHED_FOLDER
    folder.mkdir(parents=True)
    huge = padded_journal(folder / "cabo-20260601-100000.journal", 150_000, 27)
    assert 4_000_000 < huge.stat().st_size < 4 * 1024 * 1024  # under the old bound
    window = make_window()
    assert window.start_page.unfinished == []
    assert window.start_page.notice_details.text().endswith(TOO_LARGE)
    window.continue_game(str(huge))
    wait_for_reading(qtbot, window)
    assert window.session is None
    assert window.last_message.text() == TOO_LARGE
    assert huge.stat().st_size > MAX_RECORD_BYTES  # left alone


def test_a_journal_of_more_actions_than_any_game_is_refused_before_it_is_parsed(
        tmp_path, no_parsing):
    path = padded_journal(tmp_path / "long.journal", MAX_RECORD_ACTIONS + 2)
    assert path.stat().st_size < MAX_RECORD_BYTES  # small enough: its length tells
    with pytest.raises(RecordError) as refused:
        load_journal(path)
    assert refused.value.code == "too_large"


def test_a_save_of_more_actions_than_any_game_is_refused_with_the_reason(qtbot, make_window,
                                                                        tmp_path):
    save = json.loads((RECORDS / "cabo_unfinished_mid.json").read_text("utf-8"))
    save["actions"] += [save["actions"][-1]] * MAX_RECORD_ACTIONS
    path = tmp_path / "long.caramba.json"
    path.write_text(json.dumps(save), encoding="utf-8")
    window = make_window()
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    assert window.session is None
    assert TOO_LARGE in window.last_message.text()


def test_the_bounds_leave_room_for_the_longest_games():
    """Four times the heaviest and the longest game we know, at least."""
    for path in RECORDS.glob("*_*_*.json"):  # every game kept (expected.json is not one)
        assert 4 * path.stat().st_size < MAX_RECORD_BYTES
        assert 4 * len(GameRecord.read(path).actions) < MAX_RECORD_ACTIONS
