"""The arena table of docs/AI.md: played once, kept, written between its markers."""

from __future__ import annotations

import json

from caramba_desktop.tools import ai_table


def _paths(monkeypatch, tmp_path):
    doc = tmp_path / "AI.md"
    doc.write_text(f"# AI\nbefore\n{ai_table.BEGIN}\nold table\n{ai_table.END}\nafter\n")
    monkeypatch.setattr(ai_table, "AI_MD", doc)
    monkeypatch.setattr(ai_table, "RESULTS", tmp_path / "arena" / "results.json")
    return doc


def test_every_game_has_the_pairings_and_a_mixed_table_at_its_maximum():
    plan = {key: (players, orders) for key, _, players, orders in ai_table.entries(["mina"])}
    assert set(plan) == {"mina:2:hard-normal", "mina:2:normal-easy", "mina:2:easy-random",
                         "mina:2:normal-random", "mina:6:mixed"}
    assert plan["mina:2:hard-normal"][1] == [["hard", "normal"], ["normal", "hard"]]
    players, orders = plan["mina:6:mixed"]
    assert players == 6 and len(orders) == 4
    # every level starts a quarter of the games, and seats the same six bots
    assert [order.index("hard") for order in orders] == [0, 1, 2, 3]
    assert all(sorted(order) == sorted(orders[0]) for order in orders)


def test_a_pairing_is_played_in_kept_chunks_and_the_table_written_between_the_markers(
        monkeypatch, tmp_path):
    doc = _paths(monkeypatch, tmp_path)
    monkeypatch.setattr(ai_table, "CHUNK", 2)
    assert ai_table.main(["--games", "6", "--jobs", "1", "--only", "caramba:2:easy-random"]) == 0
    entry = json.loads(ai_table.RESULTS.read_text())["caramba:2:easy-random"]
    # three games in each seat order, in chunks of two and one
    assert sorted((c["first_seed"], c["games"]) for c in entry["chunks"]) == [
        (1000, 2), (1002, 1), (101_000, 2), (101_002, 1)]
    total = ai_table.summary(entry)
    assert total["games"] == 6
    assert sum(level["wins"] for level in total["levels"].values()) == 6
    text = doc.read_text()
    assert text.startswith("# AI\nbefore\n") and text.endswith("after\n")
    assert "old table" not in text
    rates = [line.split("|")[7] for line in text.splitlines() if "easy vs random" in line]
    assert len(rates) == 2  # easy and random, whose win rates add up to all games
    assert sum(float(r.split("%")[0]) for r in rates) == 100.0

    def replay(*args):
        raise AssertionError("a kept chunk was played again")

    monkeypatch.setattr(ai_table, "play_chunk", replay)
    assert ai_table.main(["--games", "6", "--only", "caramba:2:easy-random"]) == 0


def test_games_played_with_another_thinking_time_are_played_again(monkeypatch, tmp_path):
    _paths(monkeypatch, tmp_path)
    monkeypatch.setattr(ai_table, "CHUNK", 2)
    argv = ["--games", "2", "--jobs", "1", "--only", "caramba:2:normal-random"]
    assert ai_table.main(argv) == 0
    monkeypatch.setattr(ai_table.bots, "HARD_SECONDS", ai_table.bots.HARD_SECONDS * 2)
    assert ai_table.main(argv) == 0
    entry = json.loads(ai_table.RESULTS.read_text())["caramba:2:normal-random"]
    assert len(entry["chunks"]) == 2  # one per seat order, none of the stale ones
    assert {c["hard_seconds"] for c in entry["chunks"]} == {ai_table.bots.HARD_SECONDS}


def test_games_of_an_older_hard_search_are_played_again_and_the_others_kept(
        monkeypatch, tmp_path):
    _paths(monkeypatch, tmp_path)
    monkeypatch.setattr(ai_table, "CHUNK", 1)
    played = []

    def play(game_id, seats, first_seed, games, jobs):
        played.append(tuple(seats))
        levels = {kind: {"wins": 0.5, "seats": 1, "median_choice_s": 0.0,
                         "max_decision_s": 0.0} for kind in seats}
        return {"first_seed": first_seed, "games": games, "seconds": 0.0,
                "hard_seconds": ai_table.bots.HARD_SECONDS,
                "hard_search": ai_table.bots.HARD_SEARCH, "levels": levels}

    monkeypatch.setattr(ai_table, "play_chunk", play)
    argv = ["--games", "2", "--only", "cabo:2:hard-normal", "cabo:2:normal-easy"]
    assert ai_table.main(argv) == 0
    assert len(played) == 4
    monkeypatch.setattr(ai_table.bots, "HARD_SEARCH", ai_table.bots.HARD_SEARCH + 1)
    played.clear()
    assert ai_table.main(argv) == 0
    # only the pairing with a hard seat measured the old search
    assert played == [("hard", "normal"), ("normal", "hard")]


def test_the_table_marks_the_rows_an_earlier_hard_search_played():
    def chunk(levels, search):
        return {"first_seed": 1000, "games": 2, "hard_seconds": ai_table.bots.HARD_SECONDS,
                "hard_search": search, "seconds": 1.0,
                "levels": {kind: {"wins": 1.0, "seats": 1, "median_choice_s": 0.0,
                                  "max_decision_s": 0.0} for kind in levels}}

    today = ai_table.bots.HARD_SEARCH
    results = {
        "cabo:2:hard-normal": {"game": "cabo", "players": 2,
                               "chunks": [chunk(("hard", "normal"), today)]},
        "mina:2:hard-normal": {"game": "mina", "players": 2,
                               "chunks": [chunk(("hard", "normal"), today - 1)]},
        "mina:2:normal-easy": {"game": "mina", "players": 2,
                               "chunks": [chunk(("normal", "easy"), None)]},
    }
    rows = ai_table.table(results).splitlines()
    marked = {line.split("|")[1].strip() + " " + line.split("|")[3].strip()
              for line in rows if line.startswith("| ") and "*" in line.split("|")[3]}
    assert marked == {"mina hard vs normal *"}
    assert "earlier version of the hard level's search" in rows[-1]
    del results["mina:2:hard-normal"]
    assert "earlier" not in ai_table.table(results)
