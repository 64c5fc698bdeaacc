"""The arena command line: `caramba-desktop arena ...` (caramba_desktop/ai/arena.py)."""

from __future__ import annotations

import json

import pytest

from caramba_desktop.ai import arena

SEAT_KEYS = {"bot", "wins", "win_rate", "ci95", "mean_score", "mean_decision_s",
             "median_choice_s", "max_decision_s", "misplay_chances", "misplays", "misplay_rate"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = arena.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_run(capsys) -> None:
    code, out, err = run(capsys, "caramba", "--players", "3", "--games", "20", "--seed", "5",
                         "--json")
    assert code == 0
    result = json.loads(out)  # exactly one JSON object, nothing else on stdout
    assert set(result) == {"game", "players", "games", "seed", "iterations", "seats",
                           "games_per_s", "actions_per_s", "seconds", "mean_moves",
                           "longest_moves"}
    assert (result["game"], result["players"], result["games"], result["seed"]) == (
        "caramba", 3, 20, 5)
    assert len(result["seats"]) == 3
    assert sum(s["wins"] for s in result["seats"]) == pytest.approx(20)
    for seat in result["seats"]:
        assert set(seat) == SEAT_KEYS and seat["bot"] == "random"
        lo, hi = seat["ci95"]
        assert 0 <= lo <= seat["win_rate"] <= hi <= 1
        assert seat["win_rate"] == pytest.approx(seat["wins"] / 20)
        assert seat["mean_score"] >= 0
        assert 0 <= seat["mean_decision_s"] <= seat["max_decision_s"]
    assert result["games_per_s"] > 0 and result["actions_per_s"] > result["games_per_s"]
    assert 0 < result["mean_moves"] <= result["longest_moves"]


def test_runs_are_reproducible(capsys) -> None:
    argv = ("caramba", "--seats", "random,random", "--games", "5", "--seed", "9", "--json")
    first = json.loads(run(capsys, *argv)[1])
    second = json.loads(run(capsys, *argv)[1])
    assert [(s["wins"], s["mean_score"]) for s in first["seats"]] == [
        (s["wins"], s["mean_score"]) for s in second["seats"]]
    assert first["players"] == 2  # taken from --seats


def test_heuristic_seat(capsys) -> None:
    pytest.importorskip("caramba_desktop.games.caramba.ai")
    code, out, _ = run(capsys, "caramba", "--seats", "heuristic,random", "--games", "3",
                       "--json")
    assert code == 0
    assert [s["bot"] for s in json.loads(out)["seats"]] == ["heuristic", "random"]


def test_table(capsys) -> None:
    code, out, err = run(capsys, "caramba", "--games", "3")
    assert code == 0 and err == ""
    assert "win rate" in out and "games/s" in out
    assert len([line for line in out.splitlines() if "random" in line]) == 4  # default: max


@pytest.mark.parametrize(("argv", "message"), [
    (["caramba", "--players", "3", "--seats", "random,random"], "--seats"),
    (["caramba", "--players", "2", "--seats", "random,random,random"], "--seats"),
    (["caramba", "--players", "9"], "2-4 players"),
    (["caramba", "--seats", "random,genius"], "genius"),
    (["no_such_game"], "unknown game"),
    ([], "name a game"),
    (["caramba", "--games", "0"], "--games"),
    (["caramba", "--all"], "--bench"),
    (["caramba", "--games", "many"], "invalid int"),
])
def test_usage_errors_exit_2(capsys, argv, message) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err


def test_help_exits_0(capsys) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "--seats" in out


def test_bench(capsys) -> None:
    code, out, _ = run(capsys, "caramba", "--bench", "--seconds", "0.2")
    assert code == 0
    row = out.splitlines()[1].split()
    assert row[:2] == ["caramba", "4"]
    assert all(float(value) > 0 for value in row[2:])


def test_bench_all_json(capsys) -> None:
    code, out, _ = run(capsys, "--bench", "--all", "--seconds", "0.1", "--json")
    assert code == 0
    rows = json.loads(out)["bench"]
    assert [r["game"] for r in rows] == arena.registry.game_ids()
    for r in rows:
        for key in ("games", "actions", "games_per_s", "actions_per_s", "clone_us",
                    "legal_actions_us"):
            assert r[key] > 0, key


def test_bench_all_at_two_players(capsys) -> None:
    code, out, _ = run(capsys, "--bench", "--all", "--players", "2", "--seconds", "0.1", "--json")
    assert code == 0
    rows = json.loads(out)["bench"]
    assert [(r["game"], r["players"]) for r in rows] == [
        (game_id, 2) for game_id in arena.registry.game_ids()]
    assert all(r["search_iterations_per_s"] > 0 for r in rows)


def test_wilson_interval() -> None:
    assert arena.wilson_interval(0, 0) == (0.0, 1.0)
    lo, hi = arena.wilson_interval(0, 20)
    assert lo == 0 and 0 < hi < 0.2
    lo, hi = arena.wilson_interval(20, 20)
    assert 0.8 < lo < 1 and hi == 1
    lo, hi = arena.wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(1 - lo)


def test_a_game_that_never_ends_is_reported(capsys, monkeypatch) -> None:
    monkeypatch.setattr(arena, "MAX_ACTIONS", 50)
    code, out, err = run(capsys, "caramba", "--games", "2")
    assert code == 1 and out == ""
    assert "no end after 50 actions" in err and "seed 1" in err


def test_an_illegal_choice_is_reported(capsys, monkeypatch) -> None:
    class Cheat(arena.Bot):
        def choose(self, observation, legal):
            return arena.Action("win_now")

    monkeypatch.setattr(arena, "make_bot", lambda kind, game_id, seed=None, iterations=None:
                        Cheat(game_id))
    code, out, err = run(capsys, "caramba", "--games", "1")
    assert code == 1 and out == ""
    assert "illegal action Action('win_now')" in err


def test_games_in_two_processes_score_as_in_one(capsys) -> None:
    argv = ("caramba", "--seats", "normal,easy,random", "--games", "12", "--seed", "3", "--json")
    alone = json.loads(run(capsys, *argv)[1])
    shared = json.loads(run(capsys, *argv, "--jobs", "2")[1])
    assert [(s["wins"], s["mean_score"]) for s in alone["seats"]] == [
        (s["wins"], s["mean_score"]) for s in shared["seats"]]
    assert run(capsys, "caramba", "--jobs", "0")[0] == 2


def test_misplays_are_counted_against_the_chances_to_make_them(capsys) -> None:
    """Random seats in CABO throw points away again and again; the heuristic hardly
    ever does (the arena's misplay count, docs/AI.md)."""
    code, out, _ = run(capsys, "cabo", "--seats", "random,normal", "--games", "4", "--json")
    assert code == 0
    rand, normal = json.loads(out)["seats"]
    assert rand["misplay_chances"] >= 40 and rand["misplay_rate"] > 0.2
    assert sum(rand["misplays"].values()) == round(rand["misplay_rate"] * rand["misplay_chances"])
    assert normal["misplay_chances"] >= 40 and normal["misplay_rate"] < 0.01
