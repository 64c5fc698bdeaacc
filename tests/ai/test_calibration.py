"""The calibration: every chance a hint would say meets the result of its game."""

from __future__ import annotations

import json

import pytest

from caramba_desktop.tools.calibration import main, play, table


def test_a_game_of_hard_seats_meets_each_chance_said_with_the_result():
    pairs = play("caramba", 2, iterations=60, seed=3)
    assert pairs
    assert all(0 <= said <= 1 for said, _ in pairs)
    # two seats, one winner (or a shared win): the results are the seats' shares
    assert {result for _, result in pairs} <= {0.0, 0.5, 1.0}


def test_the_table_counts_per_tenth_and_scores_against_the_average():
    pairs = [(0.05, 0.0), (0.08, 1.0), (0.45, 1.0), (0.41, 0.0), (1.0, 1.0)]
    result = table(pairs)
    assert [(r["from"], r["count"]) for r in result["rows"]] == [(0.0, 2), (0.4, 2), (0.9, 1)]
    assert result["rows"][0]["won"] == 0.5 and result["rows"][0]["said"] == pytest.approx(0.065)
    assert result["brier"] == pytest.approx(sum((c - r) ** 2 for c, r in pairs) / 5)
    assert result["brier_constant"] == pytest.approx(sum((0.6 - r) ** 2 for _, r in pairs) / 5)


def test_the_command_writes_its_table(tmp_path, capsys):
    out = tmp_path / "caramba.json"
    assert main(["--game", "caramba", "--games", "1", "--iterations", "150",
                 "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("caramba: 1 games") and "Brier" in printed
    written = json.loads(out.read_text())
    assert written["games"] == 1 and written["positions"] == sum(
        row["count"] for row in written["rows"])
    with pytest.raises(SystemExit):
        main(["--game", "caramba", "--iterations", "0"])
