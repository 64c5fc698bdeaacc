"""Opening a bad file changes nothing: a message names the problem, the file and the game
in play stay as they were. The same files are refused by `caramba-desktop check`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from caramba_desktop.check import main as check_main
from caramba_desktop.check import verify_bytes
from caramba_desktop.engine import registry
from caramba_desktop.engine.record import FORMAT_VERSION, MAX_RECORD_BYTES, GameRecord, RecordError
from caramba_desktop.session.journal import journal_text, load_journal
from caramba_desktop.session.session import Seat
from caramba_desktop.ui import game_views, paths
from caramba_desktop.ui.main_window import MainWindow
from caramba_desktop.ui.new_game import NewGameConfig
from caramba_desktop.ui.reading import record_problem
from tests.ui.conftest import wait_for_reading

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"


def a_save(game_id: str) -> dict:
    """A fixture save of `game_id` that is not finished."""
    return json.loads((RECORDS / f"{game_id}_unfinished_mid.json").read_text("utf-8"))


def with_illegal_move(data: dict) -> dict:
    # the third move made again where the twentieth was: well-formed, against the rules
    data["actions"][19] = data["actions"][2]
    return data


def bad_files(game_id: str) -> dict[str, tuple[bytes, str]]:
    """name -> (file content, the RecordError codes it may be refused with)."""
    good = json.dumps(a_save(game_id)).encode("utf-8")
    other = next(g for g in registry.game_ids() if g != game_id)

    def edited(**changes) -> bytes:
        return json.dumps({**a_save(game_id), **changes}).encode("utf-8")

    return {
        "damaged": (good[:100] + b"\x00\xff garbage" + good[120:], "not_json"),
        "truncated": (good[: len(good) // 2], "not_json"),
        "empty": (b"", "not_json"),
        "not utf-8": (good.replace(b'"', b"\xe9", 1), "not_json"),
        "huge": (good[:-1] + b" " * (MAX_RECORD_BYTES + 1) + b"}", "too_large"),
        "not a record": (b'["caramba", 1]', "not_a_record"),
        "unknown game": (edited(game="chess"), "unknown_game"),
        # the moves are malformed for the other game, or break its rules at once
        "another game's moves": (edited(game=other), "bad_content illegal_action"),
        "future version": (edited(format=FORMAT_VERSION + 1), "future_version"),
        "illegal move": (json.dumps(with_illegal_move(a_save(game_id))).encode(), "illegal_action"),
        "bad seats": (edited(meta={"seats": [{"name": 5, "kind": "robot"}]}), "bad_meta"),
    }


CASES = ["damaged", "truncated", "empty", "not utf-8", "huge", "not a record", "unknown game",
         "another game's moves", "future version", "illegal move", "bad seats"]


def test_every_refusal_has_its_own_words():
    codes = ["not_json", "not_a_record", "future_version", "unknown_game", "bad_content",
             "bad_meta", "too_large", "unreadable", "illegal_action"]
    texts = [record_problem(RecordError(code, "x", index=3)) for code in codes]
    assert len(set(texts)) == len(codes)
    assert record_problem(ValueError("x")) not in texts  # the generic text is the last resort


@pytest.mark.parametrize("game_id", game_views.playable_games())
def test_a_bad_file_changes_neither_the_file_nor_the_game_in_play(make_window, qtbot, tmp_path,
                                                                  data_dir, game_id):
    window = make_window()
    seats = [Seat("Dolores", "human"), Seat("Ramón", "computer", "random")]
    session = window.start_config(NewGameConfig(game_id, seats, {}, 3), confirm=False)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10_000)  # Dolores to move
    journal = window._journal_path
    before = (session.record, journal.read_bytes())
    for case in CASES:
        content, code = bad_files(game_id)[case]
        path = tmp_path / f"{case}.caramba.json"
        path.write_bytes(content)
        with pytest.raises(RecordError) as refused:
            verify_bytes(content)
        assert refused.value.code in code.split(), case
        window.open_game(str(path))
        wait_for_reading(qtbot, window)
        assert window.session is session, case  # nothing else opened
        message = window.last_message.text()
        assert path.name in message and record_problem(refused.value) in message
        window.last_message.close()
        assert path.read_bytes() == content, case
        assert window.session is session and not session.closed
        assert (session.record, journal.read_bytes()) == before, case
        assert check_main([str(path)]) == 1


def test_a_directory_or_a_missing_file_is_refused_too(qtbot, make_window, tmp_path):
    window = make_window()
    for path in (tmp_path, tmp_path / "gone.caramba.json"):
        window.open_game(str(path))
        wait_for_reading(qtbot, window)
        assert window.session is None
        assert record_problem(RecordError("unreadable", "")) in window.last_message.text()
        window.last_message.close()
        assert window.session is None


def test_check_says_legal_or_refused(tmp_path, capsys):
    good = RECORDS / "caramba_finished_min.json"
    bad = tmp_path / "bad.caramba.json"
    bad.write_bytes(json.dumps(with_illegal_move(a_save("caramba"))).encode())
    assert check_main([str(good)]) == 0
    assert "legal: caramba, 2 players, 215 moves, finished" in capsys.readouterr().out
    assert check_main([str(good), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{good}: legal") and out[1].startswith(
        f"{bad}: refused (illegal_action): action 20 is illegal")


def test_a_journal_with_a_bad_seat_shows_a_damaged_game_not_a_crash(qtbot, data_dir):
    """Found by hand-editing: a seat name that is a number made the start page fail."""
    save = a_save("caramba")
    save["meta"]["seats"][0]["name"] = 5
    data_dir.mkdir(parents=True, exist_ok=True)
    record = GameRecord.from_json(save)
    journal = paths.new_journal_path("caramba")
    journal.write_text(journal_text(record), encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.refresh_continue()
    wait_for_reading(qtbot, window)
    assert window.start_page.unfinished == []
    assert window.start_page.notice_details.text().endswith(
        record_problem(RecordError("bad_meta", "")))
    assert load_journal(journal).actions == record.actions  # left alone


def test_the_command_line_refuses_a_bad_file_and_starts_anyway(tmp_path):
    bad = tmp_path / "bad.caramba.json"
    bad.write_bytes(b'{"format": 1, "game": "caramba", "pla')
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARAMBA_DESKTOP_DATA=str(data),
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "caramba_desktop", str(bad), "--quit-after-ms", "1500"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 0
    assert bad.read_bytes() == b'{"format": 1, "game": "caramba", "pla'
    assert not list((data / "unfinished").glob("*"))


def test_the_message_is_in_the_players_language(qtbot, make_window, qapp, tmp_path):
    from caramba_desktop.ui import language

    path = tmp_path / "neu.caramba.json"
    path.write_text(json.dumps({**a_save("caramba"), "format": FORMAT_VERSION + 1}), encoding="utf-8")
    window = make_window()
    assert language.install(qapp, "de", remember=False)
    try:
        window.open_game(str(path))
        wait_for_reading(qtbot, window)
        assert "neueren Version" in window.last_message.text()
        assert window.last_message.windowTitle() == "Das Spiel kann nicht geöffnet werden"
    finally:
        language.install(qapp, "en", remember=False)
