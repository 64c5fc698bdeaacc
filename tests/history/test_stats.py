"""The statistics of the fixture history: the numbers are counted by hand from
PANCHO_GAMES (tests/history/fixture_games.py), not by the code under test."""

from __future__ import annotations

import pytest

from caramba_desktop.history.stats import player_stats, recent_form
from caramba_desktop.history.store import HistoryStore
from tests.history.fixture_games import fill


@pytest.fixture
def games(tmp_path):
    store = HistoryStore(tmp_path / "history.sqlite")
    fill(store)
    yield store.games()
    store.close()


def stats_of(games, name, game_id):
    return next(s for s in player_stats(games) if s.name == name and s.game_id == game_id)


def test_pancho_at_caravan(games):
    # W 55, L 15, W 55, W 52, L 35, L 15, W 55
    caravan = stats_of(games, "Pancho", "caravan")
    assert (caravan.games, caravan.wins) == (7, 4)
    assert caravan.win_rate == pytest.approx(4 / 7)
    assert caravan.best == 55
    assert caravan.average == pytest.approx(282 / 7)
    assert (caravan.current_streak, caravan.longest_streak) == (1, 2)
    # hard sat at games 1, 2, 4, 5, 7; easy at 3, 4; normal at 4, 6
    levels = {level: (t.games, t.wins) for level, t in caravan.by_level.items()}
    assert levels == {"hard": (5, 3), "easy": (2, 2), "normal": (2, 1)}
    assert caravan.levels() == ["easy", "normal", "hard"]
    assert [won for _, won in caravan.results] == [True, False, True, True, False, False, True]


def test_cabo_counts_the_fewest_points_as_the_best(games):
    cabo = stats_of(games, "Pancho", "cabo")  # W 43 and L 104 against hard, W 43 with Lupe
    assert (cabo.games, cabo.wins, cabo.best) == (3, 2, 43)
    assert cabo.average == pytest.approx(190 / 3)
    assert (cabo.current_streak, cabo.longest_streak) == (1, 1)
    assert {level: (t.games, t.wins) for level, t in cabo.by_level.items()} == {"hard": (2, 1)}


def test_pass_and_play_counts_both_humans_and_no_computer(games):
    lupe = stats_of(games, "Lupe", "cabo")
    assert (lupe.games, lupe.wins, lupe.best, lupe.current_streak, lupe.by_level) == (
        1, 0, 104, 0, {})
    assert {(s.name, s.game_id) for s in player_stats(games)} == {
        ("Pancho", "caravan"), ("Pancho", "cabo"), ("Lupe", "cabo")}


def test_the_game_over_line_looks_at_the_last_five_games_against_the_strongest(games):
    seventh = next(g for g in games if g.started == "2026-06-07T10:00:00Z")
    form = recent_form(games, seventh)
    # against hard, the newest first: game 7 W, 5 L, 4 W, 2 L, 1 W
    assert (form.name, form.wins, form.games, form.level) == ("Pancho", 3, 5, "hard")
    pass_and_play = games[0]  # the newest
    form = recent_form(games, pass_and_play)
    # no computer at the table: Pancho's last CABO games, whoever played
    assert (form.name, form.wins, form.games, form.level) == ("Pancho", 2, 3, None)
