"""The calibration: every chance a hint would say meets the result of its game."""

from __future__ import annotations

import json
import random

import pytest

from caramba_desktop.ai import hint
from caramba_desktop.tools.calibration import fit, main, play, table


def test_a_game_of_hard_seats_meets_each_chance_said_with_the_result(monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.caramba.ai.CHANCE_CALIBRATION", (4.0, -0.2))
    decisions = play("caramba", 2, iterations=60, seed=3)
    assert decisions
    assert all(0 <= mean <= 1 and 0 <= said <= 1 for mean, said, _, _ in decisions)
    # every decision searched its 60 tries (less where the leader could not be caught)
    assert all(0 < tries <= 60 for _, _, _, tries in decisions)
    # the chance said is the game's reading of the search's mean after those tries
    assert all(said == pytest.approx(hint.calibrated((4.0, -0.2), mean, 0.0, tries)[0])
               for mean, said, _, tries in decisions)
    # two seats, one winner (or a shared win): the results are the seats' shares
    assert {result for _, _, result, _ in decisions} <= {0.0, 0.5, 1.0}


def test_the_fitted_reading_finds_how_results_follow_the_means():
    rng = random.Random(5)
    truth = (6.0, -0.3)  # means that lean towards the sure, the more so after few tries
    decisions = []
    for k in range(30_000):
        mean, tries = rng.uniform(0.02, 0.98), (100, 400, 1600)[k % 3]
        chance = hint.calibrated(truth, mean, 0.0, tries)[0]
        decisions.append((mean, tries, 1.0 if rng.random() < chance else 0.0))
    lean, offset = fit(decisions)
    assert lean == pytest.approx(6.0, abs=0.6) and offset == pytest.approx(-0.3, abs=0.05)
    # means that already foretell the results are read as they are
    fair = [(m, n, 1.0 if rng.random() < m else 0.0) for m, n, _ in decisions]
    lean, offset = fit(fair)
    assert lean == pytest.approx(0.0, abs=0.6) and offset == pytest.approx(0.0, abs=0.05)


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
    assert "CHANCE_CALIBRATION = (" in printed
    written = json.loads(out.read_text())
    assert written["games"] == 1 and written["positions"] == sum(
        row["count"] for row in written["rows"]) == len(written["said"])
    assert len(written["reading"]) == 2
    with pytest.raises(SystemExit):
        main(["--game", "caramba", "--iterations", "0"])


def test_a_few_games_all_won_give_a_finite_reading():
    lean, offset = fit([(0.9, 200, 1.0), (0.95, 200, 1.0), (0.99, 200, 1.0)])
    assert abs(lean) < 50 and abs(offset) < 10
