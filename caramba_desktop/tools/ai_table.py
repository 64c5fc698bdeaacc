"""The arena table of docs/AI.md: every level against the others, in every game.

    python -m caramba_desktop.tools.ai_table [--games 400] [--jobs 2] [--only GAME ...]

For every game, at 2 players: hard against normal, normal against easy, easy
against random and normal against random, half the games in each seat order;
at the game's maximum: hard, normal, easy and random seats together (the rest
random), the seats turned round so that each level starts equally often.

Each finished pairing is kept in docs/arena/results.json with its games, seeds
and the level's search time, so a run can be stopped and taken up again: what
is there already (with at least --games games) is not played again. The table
in docs/AI.md, between its two markers, is then written anew from that file.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from caramba_desktop.ai import bots
from caramba_desktop.ai.arena import run_arena, wilson_interval
from caramba_desktop.engine import registry

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "docs" / "arena" / "results.json"
AI_MD = ROOT / "docs" / "AI.md"
BEGIN, END = "<!-- arena table: begin -->", "<!-- arena table: end -->"
PAIRS = (("hard", "normal"), ("normal", "easy"), ("easy", "random"), ("normal", "random"))
MIXED = ("hard", "normal", "easy", "random")


def entries(game_ids: list[str]) -> list[tuple[str, str, int, list[list[str]]]]:
    """(entry id, game id, players, the seat lists its games are split over)."""
    out = []
    for game_id in game_ids:
        game = registry.game(game_id)
        for a, b in PAIRS:
            out.append((f"{game_id}:2:{a}-{b}", game_id, 2, [[a, b], [b, a]]))
        n = game.max_players
        seats = [*MIXED, *["random"] * (n - len(MIXED))]
        turns = [seats[-k:] + seats[:-k] if k else seats for k in range(len(MIXED))]
        out.append((f"{game_id}:{n}:mixed", game_id, n, turns))
    return out


def play(game_id: str, players: int, orders: list[list[str]], games: int, seed: int,
         jobs: int) -> dict:
    """Play `games` games split evenly over the seat orders; the totals per level."""
    game = registry.game(game_id)
    levels: dict[str, dict] = {}
    seconds = 0.0
    share = -(-games // len(orders))
    for k, seats in enumerate(orders):
        result = run_arena(game, seats, share, seed + 100_000 * k, jobs)
        seconds += result["seconds"]
        for kind, seat in zip(seats, result["seats"], strict=True):
            total = levels.setdefault(kind, {"wins": 0.0, "seats": 0, "median_choice_s": [],
                                             "max_decision_s": 0.0})
            total["wins"] += seat["wins"]
            total["seats"] = seats.count(kind)  # the seats it takes in one game
            total["median_choice_s"].append(seat["median_choice_s"])
            total["max_decision_s"] = max(total["max_decision_s"], seat["max_decision_s"])
    for total in levels.values():
        total["median_choice_s"] = statistics.median(total["median_choice_s"])
    return {"game": game_id, "players": players, "games": share * len(orders), "seed": seed,
            "hard_seconds": bots.HARD_SECONDS, "seconds": seconds, "levels": levels}


def table(results: dict) -> str:
    lines = ["| game | players | pairing | games | level | wins | win rate (95 % CI) | "
             "decision ms (median / max) |", "|---|---|---|---|---|---|---|---|"]
    for key, r in results.items():
        pairing = key.split(":")[2].replace("-", " vs ")
        for kind, level in sorted(r["levels"].items(), key=lambda kv: MIXED.index(kv[0])):
            games = r["games"]
            # in a mixed game several random seats share the random level's wins
            lo, hi = wilson_interval(level["wins"] / level["seats"], games)
            rate = level["wins"] / level["seats"] / games
            ms = (f"{level['median_choice_s'] * 1e3:.0f} / {level['max_decision_s'] * 1e3:.0f}"
                  if kind == "hard" else "< 10")
            seats = f" (per seat, {level['seats']} seats)" if level["seats"] > 1 else ""
            lines.append(f"| {r['game']} | {r['players']} | {pairing} | {games} | {kind}{seats} "
                         f"| {level['wins']:.1f} | {rate:.1%} [{lo:.1%}, {hi:.1%}] | {ms} |")
    return "\n".join(lines)


def write_table(results: dict) -> None:
    text = AI_MD.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    AI_MD.write_text(f"{head}{BEGIN}\n{table(results)}\n{END}{tail}", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m caramba_desktop.tools.ai_table",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per pairing (400)")
    parser.add_argument("--jobs", type=int, default=2, help="processes playing at once (2)")
    parser.add_argument("--seed", type=int, default=1000, help="first seed (1000)")
    parser.add_argument("--only", nargs="*", help="these entries or games only")
    args = parser.parse_args(argv)
    results = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
    for key, game_id, players, orders in entries(registry.game_ids()):
        if args.only and not {key, game_id} & set(args.only):
            continue
        if results.get(key, {}).get("games", 0) >= args.games:
            continue
        print(f"{key}: {args.games} games ...", file=sys.stderr, flush=True)
        results[key] = play(game_id, players, orders, args.games, args.seed, args.jobs)
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n",
                           encoding="utf-8")
        write_table(results)
    write_table(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
