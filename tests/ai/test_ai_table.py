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


def test_a_pairing_is_played_once_and_the_table_written_between_the_markers(
        monkeypatch, tmp_path):
    doc = _paths(monkeypatch, tmp_path)
    assert ai_table.main(["--games", "4", "--jobs", "1", "--only", "caramba:2:easy-random"]) == 0
    kept = json.loads(ai_table.RESULTS.read_text())
    entry = kept["caramba:2:easy-random"]
    assert entry["games"] == 4
    assert sum(level["wins"] for level in entry["levels"].values()) == 4
    text = doc.read_text()
    assert text.startswith("# AI\nbefore\n") and text.endswith("after\n")
    assert "old table" not in text and "| caramba | 2 | easy vs random | 4 | easy |" in text

    def replay(*args):
        raise AssertionError("a kept pairing was played again")

    monkeypatch.setattr(ai_table, "play", replay)
    assert ai_table.main(["--games", "4", "--only", "caramba:2:easy-random"]) == 0
