"""The database of games played: each finished game once, its record whole, the
filters, the reviews, an older schema brought up to date, and a damaged file set
aside for a new one."""

from __future__ import annotations

import sqlite3

import pytest

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.history import store as store_module
from caramba_desktop.history.store import HistoryStore
from tests.history.fixture_games import BASE_TIME, PANCHO_GAMES, RECORDS, fill, record_with


@pytest.fixture
def store(tmp_path):
    opened = HistoryStore(tmp_path / "history.sqlite")
    yield opened
    opened.close()


def test_a_finished_game_is_kept_once_with_its_whole_record(store):
    record = record_with("caravan_finished_min", PANCHO_GAMES[0][1], 1)
    history_id = store.add_finished(record, ended=BASE_TIME)
    assert history_id is not None
    assert store.add_finished(record, ended=BASE_TIME + 60) is None  # the same game again
    [game] = store.games()
    assert (game.id, game.game_id, game.moves, game.deal) == (history_id, "caravan", 201, 3000)
    assert game.started == "2026-06-01T10:00:00Z" and game.ended == "2026-05-28T20:26:40Z"
    assert [(p.name, p.kind, p.level, p.score, p.winner) for p in game.players] == [
        ("Pancho", "human", None, 55, True), ("Dolores", "computer", "hard", 15, False)]
    assert store.record(history_id).to_json() == record.to_json()
    with pytest.raises(KeyError):
        store.record(history_id + 1)


def test_an_unfinished_game_is_not_kept(store):
    record = GameRecord.read(RECORDS / "caravan_unfinished_mid.json")
    with pytest.raises(ValueError):
        store.add_finished(record)
    assert store.games() == []


def test_the_games_come_newest_first_and_filter_by_game_and_player(store):
    fill(store)
    games = store.games()
    assert len(games) == len(PANCHO_GAMES)
    assert [g.ended for g in games] == sorted((g.ended for g in games), reverse=True)
    assert [g.game_id for g in games][:4] == ["cabo", "cabo", "cabo", "caravan"]
    assert {g.game_id for g in store.games("cabo")} == {"cabo"}
    assert len(store.games("cabo")) == 3
    assert len(store.games(player="Lupe")) == 1
    assert len(store.games("caravan", "Pancho")) == 7
    assert store.games("mina") == [] and store.games(player="Nobody") == []
    assert store.player_names() == ["Lupe", "Pancho"]  # the computers are not players


def test_a_review_is_kept_per_game_and_seat(store):
    history_id = store.add_finished(record_with("cabo_finished_min", PANCHO_GAMES[7][1], 8))
    assert store.review(history_id, 1) is None
    store.save_review(history_id, 1, {"decisions": [{"index": 3, "flag": True}]})
    store.save_review(history_id, 1, {"decisions": []})  # a second review replaces the first
    assert store.review(history_id, 1) == {"decisions": []}
    assert store.review(history_id, 0) is None


def test_a_database_of_the_first_schema_is_brought_up_to_date(tmp_path):
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)
    for statement in store_module.MIGRATIONS[0]:
        conn.execute(statement)
    conn.execute("INSERT INTO games VALUES (7, 'x', 'cabo', NULL, '2026-01-01T00:00:00Z', 3,"
                 " NULL, '{}')")
    conn.execute("INSERT INTO seats VALUES (7, 0, 'Pancho', 'human', NULL, 4, 1)")
    conn.execute("PRAGMA user_version=1")
    conn.commit()
    conn.close()
    store = HistoryStore(path)
    assert store.moved_aside is None
    assert [g.id for g in store.games()] == [7]
    store.save_review(7, 0, {"decisions": []})
    assert store.review(7, 0) == {"decisions": []}
    store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == store_module.SCHEMA_VERSION
    conn.close()


def _garbage(path):
    path.write_bytes(b"not a database at all " * 500)


def _truncated(path):
    store = HistoryStore(path)
    fill(store)
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _newer(path):
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version={store_module.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("damage", [_garbage, _truncated, _newer])
def test_a_damaged_file_is_set_aside_and_a_new_one_started(tmp_path, damage):
    path = tmp_path / "history.sqlite"
    damage(path)
    before = path.read_bytes()
    store = HistoryStore(path)
    assert store.moved_aside is not None and store.moved_aside.read_bytes() == before
    assert store.moved_aside.parent == tmp_path
    assert store.games() == []
    assert store.add_finished(record_with("cabo_finished_min", PANCHO_GAMES[7][1], 8))
    store.close()
    assert HistoryStore(path).moved_aside is None  # the new file is good


def test_a_file_damaged_while_open_is_set_aside_on_the_next_write(tmp_path):
    path = tmp_path / "history.sqlite"
    store = HistoryStore(path)
    store.close()
    _garbage(path)
    for companion in tmp_path.glob("history.sqlite-*"):
        companion.unlink()
    store._conn = sqlite3.connect(path, isolation_level=None)  # as if damaged meanwhile
    assert store.add_finished(record_with("cabo_finished_min", PANCHO_GAMES[7][1], 8))
    assert store.moved_aside is not None and len(store.games()) == 1
    store.close()
