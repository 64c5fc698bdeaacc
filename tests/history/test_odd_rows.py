"""A history changed by hand never crashes the reading of it: a game whose values do
not fit is left out and counted, a missing table sets the file aside as damaged, and
`history --json` stays strict JSON."""

from __future__ import annotations

import json

import pytest

from caramba_desktop.history.store import HistoryStore, read_games, read_listing
from tests.history.odd_rows import ALL_GAMES, ODD_VALUES, drop_table, filled_history, spoil
from tests.history.test_cli import run_history


def strict_json(text: str):
    def refuse(constant):
        raise ValueError(f"not JSON: {constant}")
    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize(("table", "column", "value"), ODD_VALUES)
def test_a_game_that_does_not_fit_is_left_out_and_counted(tmp_path, table, column, value):
    path = filled_history(tmp_path)
    spoil(path, table, column, value)
    for games in (HistoryStore(path).games(), read_games(path), read_listing(path)[1]):
        assert len(games) == ALL_GAMES - 1 and games.unreadable == 1
        assert all(game.game_id in ("caravan", "cabo") for game in games)


@pytest.mark.parametrize(("table", "column", "value"), [
    ("seats", "score", "abc"), ("games", "moves", "abc"), ("seats", "score", float("inf")),
    ("seats", "score", float("-inf"))])
def test_the_command_line_lists_the_rest_and_says_how_many_games_it_left_out(
        tmp_path, table, column, value):
    spoil(filled_history(tmp_path), table, column, value)
    listed = run_history(tmp_path, "--json")
    assert listed.returncode == 0, listed.stderr
    assert "Traceback" not in listed.stderr
    assert "1 game could not be read" in listed.stderr
    assert len(strict_json(listed.stdout)["games"]) == ALL_GAMES - 1
    lines = run_history(tmp_path)
    assert lines.returncode == 0 and "Traceback" not in lines.stderr, lines.stderr
    assert len(lines.stdout.splitlines()) == ALL_GAMES - 1


def test_a_missing_table_is_a_damaged_file_set_aside(tmp_path):
    path = filled_history(tmp_path)
    drop_table(path, "seats")
    listed = run_history(tmp_path, "--json")
    assert listed.returncode == 0 and "Traceback" not in listed.stderr, listed.stderr
    assert "was damaged and was set aside as" in listed.stderr
    assert strict_json(listed.stdout) == {"games": []}
    assert len(list(tmp_path.glob("history-damaged-*.sqlite"))) == 1
