"""The arena table of docs/AI.md: every level against the others, in every game.

    python -m caramba_desktop.tools.ai_table [--games 400] [--jobs 2] [--only GAME ...]

For every game, at 2 players: hard against normal, normal against easy, easy
against random and normal against random, half the games in each seat order;
at the game's maximum: hard, normal, easy and random seats together (the rest
random), the seats turned round by one place for each quarter of the games.

The games are played in chunks of CHUNK games of one seat order, a chunk of
every pairing in turn, and each chunk is kept in docs/arena/results.json with
its seeds and the hard level's thinking time as soon as it is played: a run
can be stopped and taken up again, and what is kept is not played again
(chunks played with another thinking time, or another version of the hard
search where a hard seat plays, are dropped). The table in
docs/AI.md, between its two markers, is written anew after every chunk.
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
# games of one seat order played and kept at a time
CHUNK = 20


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


def play_chunk(game_id: str, seats: list[str], first_seed: int, games: int, jobs: int) -> dict:
    """One chunk of games in one seat order: per level its wins and decision times."""
    result = run_arena(registry.game(game_id), seats, games, first_seed, jobs)
    levels: dict[str, dict] = {}
    for kind, seat in zip(seats, result["seats"], strict=True):
        level = levels.setdefault(kind, {"wins": 0.0, "seats": seats.count(kind),
                                         "median_choice_s": seat["median_choice_s"],
                                         "max_decision_s": 0.0})
        level["wins"] += seat["wins"]
        level["max_decision_s"] = max(level["max_decision_s"], seat["max_decision_s"])
    return {"first_seed": first_seed, "games": games, "hard_seconds": bots.HARD_SECONDS,
            "hard_search": bots.HARD_SEARCH,
            "seconds": result["seconds"], "levels": levels}


def _current(chunk: dict, orders: list[list[str]]) -> bool:
    """Whether a kept chunk measures today's levels: games played with another thinking
    time, or with a hard seat and another version of its search, measure another level."""
    if chunk["hard_seconds"] != bots.HARD_SECONDS:
        return False
    return "hard" not in orders[0] or chunk.get("hard_search") == bots.HARD_SEARCH


def summary(entry: dict) -> dict:
    """An entry's chunks added up: games, and per level wins and decision times."""
    levels: dict[str, dict] = {}
    for chunk in entry["chunks"]:
        for kind, part in chunk["levels"].items():
            level = levels.setdefault(kind, {"wins": 0.0, "seats": part["seats"],
                                             "medians": [], "max_decision_s": 0.0})
            level["wins"] += part["wins"]
            level["medians"].append(part["median_choice_s"])
            level["max_decision_s"] = max(level["max_decision_s"], part["max_decision_s"])
    for level in levels.values():
        level["median_choice_s"] = statistics.median(level.pop("medians"))
    return {"game": entry["game"], "players": entry["players"],
            "games": sum(c["games"] for c in entry["chunks"]), "levels": levels}


def table(results: dict) -> str:
    lines = ["| game | players | pairing | games | level | wins | win rate (95 % CI) | "
             "decision ms (median / max) |", "|---|---|---|---|---|---|---|---|"]
    order = [key for key, *_ in entries(registry.game_ids())]
    earlier = False
    for key in sorted(results, key=lambda k: order.index(k) if k in order else len(order)):
        r = summary(results[key])
        if not r["games"]:
            continue
        pairing = key.split(":")[2].replace("-", " vs ")
        if "hard" in r["levels"] and any(c.get("hard_search") != bots.HARD_SEARCH
                                         for c in results[key]["chunks"]):
            pairing += " *"
            earlier = True
        for kind, level in sorted(r["levels"].items(), key=lambda kv: MIXED.index(kv[0])):
            games = r["games"]
            # in a mixed game several random seats share the random level's wins
            lo, hi = wilson_interval(level["wins"] / level["seats"], games)
            rate = level["wins"] / level["seats"] / games
            ms = f"{_ms(level['median_choice_s'])} / {_ms(level['max_decision_s'])}"
            seats = f" (per seat, {level['seats']} seats)" if level["seats"] > 1 else ""
            lines.append(f"| {r['game']} | {r['players']} | {pairing} | {games} | {kind}{seats} "
                         f"| {level['wins']:.1f} | {rate:.1%} [{lo:.1%}, {hi:.1%}] | {ms} |")
    if earlier:
        lines.append("\n\\* played with an earlier version of the hard level's search: "
                     "`make ai-table` plays these games again with today's")
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    ms = seconds * 1e3
    return f"{ms:.0f}" if ms >= 10 else f"{ms:.1f}"


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
    plan = [e for e in entries(registry.game_ids())
            if not args.only or {e[0], e[1]} & set(args.only)]
    for key, game_id, players, orders in plan:
        entry = results.setdefault(key, {"game": game_id, "players": players, "chunks": []})
        entry["chunks"] = [c for c in entry["chunks"] if _current(c, orders)]
    steps = -(-args.games // (2 * CHUNK))  # the most chunks a seat order needs
    for step in range(steps):  # a chunk of every pairing in turn: all of them advance
        for key, game_id, _, orders in plan:
            per_order = -(-args.games // len(orders))
            games = min(CHUNK, per_order - step * CHUNK)
            done = {c["first_seed"] for c in results[key]["chunks"]}
            for k, seats in enumerate(orders):
                first = args.seed + 100_000 * k + step * CHUNK
                if games <= 0 or first in done:
                    continue
                print(f"{key} {seats}: seeds {first}..{first + games - 1}",
                      file=sys.stderr, flush=True)
                results[key]["chunks"].append(play_chunk(game_id, seats, first, games, args.jobs))
                save(results)
    save(results)
    return 0


def save(results: dict) -> None:
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    write_table(results)


if __name__ == "__main__":
    sys.exit(main())
