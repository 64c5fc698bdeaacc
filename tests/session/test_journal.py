"""The journal on disk: appends are durable, torn last lines are tolerated."""

from __future__ import annotations

import os

import pytest

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.session import journal as journal_mod
from caramba_desktop.session.journal import Journal, atomic_write_text, load_journal, rewrite

ACTIONS = [Action("start_player", player=1), Action("draw", player=0, card="gold7"),
           Action("draw", player=0, card="ammo3/gold4")]


def _record(actions=()):
    return GameRecord("caramba", 3, {}, list(actions), {"seed": 5, "seats": []})


def _write(tmp_path, actions=ACTIONS):
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.start(_record())
    for action in actions:
        journal.append(action)
    journal.close()
    return path


def test_round_trip_and_each_append_is_fsynced(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(journal_mod.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    path = _write(tmp_path)
    # one fsync for the header file (atomic write) and one per action at least
    assert len(synced) >= 1 + len(ACTIONS)
    loaded = load_journal(path)
    assert loaded.actions == ACTIONS
    assert loaded.meta == {"seed": 5, "seats": []}
    assert loaded.dropped_lines == 0
    assert len(path.read_text().splitlines()) == 1 + len(ACTIONS)


@pytest.mark.parametrize("tail", [b'{"type":"dr', b'{"type":"draw","player":0,"card":"gold2"}',
                                  "{\"type\":\"draw\",\"card\":\"é".encode()[:-1]])
def test_torn_last_line_is_dropped(tmp_path, tail):
    path = _write(tmp_path)
    with open(path, "ab") as out:
        out.write(tail)  # a crash in the middle of an append: no final newline
    loaded = load_journal(path)
    assert loaded.actions == ACTIONS
    assert loaded.dropped_lines == 1


@pytest.mark.parametrize("damage", [
    lambda text: text.replace('"card":"gold7"', '"card":"gold7'),  # a broken line inside
    lambda text: text + "\n",  # an empty line
    lambda text: "",  # no header
    lambda text: text.split("\n", 1)[1],  # header missing: the first line is an action
    lambda text: text.replace('"game":"caramba"', '"game":"chess"'),
    # two actions on one line, and one list over two lines: each line is one value
    lambda text: "\n".join([*text.split("\n")[:1], ",".join(text.split("\n")[1:3]),
                            *text.split("\n")[3:]]),
    lambda text: text.replace('{"type":"start_player","player":1}', '[1\n2]'),
])
def test_other_damage_is_refused(tmp_path, damage):
    path = _write(tmp_path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(RecordError):
        load_journal(path)


def test_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError):
        load_journal(tmp_path / "nope.jsonl")


def test_rewrite_replaces_atomically_and_appends_continue(tmp_path):
    path = _write(tmp_path)
    rewrite(path, _record(ACTIONS[:1]))
    assert load_journal(path).actions == ACTIONS[:1]
    journal = Journal(path)
    journal.start(_record(ACTIONS[:2]))
    journal.append(ACTIONS[2])
    journal.close()
    assert load_journal(path).actions == ACTIONS
    assert sorted(os.listdir(tmp_path)) == ["j.jsonl"]  # no temp file left behind


def test_atomic_write_text_keeps_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    atomic_write_text(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(journal_mod.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["settings.json"]
