"""Do the hint's chances hold? Hard plays Hard, and each chance said meets the result.

    python -m caramba_desktop.tools.calibration --game mina [--iterations 600]
        [--cpu-minutes 20] [--games 0] [--players 2] [--seed 1] [--json FILE]

Every seat is the hard level with a fixed iteration budget (the same search a
hint runs: ai/hint.py). At each decision with a choice the chance the hint
would show for its suggestion (the game's CHANCE_CALIBRATION reading the
search's mean) is written down with the seat; at the end of the game each is
met with the seat's result (a win 1, a shared win its share). The table gives,
per tenth of the chance said, how many positions fell there, the mean chance
said and how often they were won; then the Brier score of the chances against
that of always saying the seats' average. The chance assumes opponents as
strong as the search, so only games among hard seats can test it. Last comes
the reading of the means that would have fitted these games best: fitted on
some seeds, it is checked on others (--seed).
It stops after --games games (0: none set) or when the process has used
--cpu-minutes of processor time, whichever comes first. Run it niced.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time

from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import SearchBot
from caramba_desktop.ai.hint import IDENTITY, advice, hint_json, logit
from caramba_desktop.ai.ismcts import SeatView, terminal_values
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE

DECILES = 10
# how much the fitted reading leans towards the means as they are (in decisions' weight)
PRIOR = 1.0


def play(game_id: str, players: int, iterations: int,
         seed: int) -> list[tuple[float, float, float, int]]:
    """One game of hard seats: for every decision with a choice the search's mean after
    the suggestion, the chance the hint says (the game's reading of that mean), the
    seat's result and the tries the search made."""
    rng = random.Random(seed)
    state = registry.game(game_id).new_state(players)
    bots = [SearchBot(game_id, rng.getrandbits(63), max_iterations=iterations)
            for _ in range(players)]
    said: list[tuple[int, float, float, int]] = []
    while not state.is_terminal():
        player = state.current_player
        if player == CHANCE:
            state.apply(chance_action(state, rng))
            continue
        view = SeatView(state, player, rng)
        result = bots[player].search(view)
        if len(view.legal_actions()) > 1:
            answer = hint_json(result, view)
            suggestion = advice(answer, game_id).suggestion
            if suggestion.weighed:
                shown = suggestion.action.to_json()
                mean = next(c["chance"] for c in answer["choices"] if shown in c["actions"])
                tries = sum(c["tries"] for c in answer["choices"])
                said.append((player, mean, suggestion.chance, tries))
        state.apply(result.action)
    final = terminal_values(state)
    return [(mean, chance, final[player], tries) for player, mean, chance, tries in said]


def fit(decisions: list[tuple[float, int, float]], steps: int = 30) -> tuple[float, float]:
    """The reading (lean, offset) of a search's means as chances that best foretells the
    results of `decisions` (mean, the search's tries, result): the least log-loss of
    sigmoid((1 - lean / sqrt(tries)) * logit(mean) + offset) (ai/hint.py's `calibrated`),
    by Newton's method. A slight pull towards reading the means as they are (PRIOR, as
    much as a few decisions weigh) keeps a handful of games, all won, from an endless
    lean."""
    rows = []
    for mean, tries, result in decisions:
        x = logit(mean)
        rows.append((x, -x / math.sqrt(max(tries, 1)), result))
    lean, offset = IDENTITY
    for _ in range(steps):
        g0, g1 = PRIOR * (lean - IDENTITY[0]), PRIOR * (offset - IDENTITY[1])
        h00 = h11 = PRIOR
        h01 = 0.0
        for x, leaning, y in rows:
            z = x + lean * leaning + offset
            p = 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0
            w = p * (1 - p)
            g0, g1 = g0 + (p - y) * leaning, g1 + (p - y)
            h00, h01, h11 = h00 + w * leaning * leaning, h01 + w * leaning, h11 + w
        det = h00 * h11 - h01 * h01
        lean -= (h11 * g0 - h01 * g1) / det
        offset -= (h00 * g1 - h01 * g0) / det
    return lean, offset


def table(pairs: list[tuple[float, float]]) -> dict:
    """Per tenth of the chance said: count, mean said, share won; and the Brier scores."""
    rows = []
    for decile in range(DECILES):
        inside = [(c, r) for c, r in pairs
                  if decile <= c * DECILES < decile + 1 or (decile == DECILES - 1 and c == 1)]
        if inside:
            rows.append({"from": decile / DECILES, "to": (decile + 1) / DECILES,
                         "count": len(inside),
                         "said": sum(c for c, _ in inside) / len(inside),
                         "won": sum(r for _, r in inside) / len(inside)})
    average = sum(r for _, r in pairs) / len(pairs)
    return {"positions": len(pairs), "rows": rows,
            "brier": sum((c - r) ** 2 for c, r in pairs) / len(pairs),
            "brier_constant": sum((average - r) ** 2 for _, r in pairs) / len(pairs),
            "worst_gap": max((abs(row["said"] - row["won"]) for row in rows
                              if row["count"] >= 30), default=None)}


def format_table(game_id: str, games: int, result: dict) -> str:
    lines = [f"{game_id}: {games} games, {result['positions']} positions",
             "  chance said   positions   mean said   won"]
    for row in result["rows"]:
        lines.append(f"  {row['from']:>4.0%}-{row['to']:<5.0%}  {row['count']:>9}   "
                     f"{row['said']:>9.1%}   {row['won']:>5.1%}")
    gap = result["worst_gap"]
    lines.append(f"  Brier {result['brier']:.3f} (always the average: "
                 f"{result['brier_constant']:.3f}); widest gap in a tenth with 30+ "
                 f"positions: {'-' if gap is None else f'{gap:.1%}'}")
    return "\n".join(lines)


def _write(args: argparse.Namespace, said: list[tuple[float, float, float, int, int]],
           games: int) -> None:
    with open(args.json, "w", encoding="utf-8") as out:
        json.dump({"game": args.game, "games": games, "iterations": args.iterations,
                   "players": args.players, **table([(c, r) for _, c, r, _, _ in said]),
                   "reading": fit([(m, n, r) for m, _, r, n, _ in said]),
                   # per decision: the search's mean, the chance said, the result, the
                   # search's tries, the game
                   "said": said}, out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="calibration", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=registry.game_ids())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=600)
    parser.add_argument("--cpu-minutes", type=float, default=20.0)
    parser.add_argument("--games", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", metavar="FILE", help="also write the table as JSON")
    args = parser.parse_args(argv)
    if args.iterations < 1 or args.cpu_minutes <= 0 or args.games < 0:
        parser.error("--iterations, --cpu-minutes and --games must be positive")
    said: list[tuple[float, float, float, int, int]] = []
    games = 0
    while (not args.games or games < args.games) and \
            time.process_time() < args.cpu_minutes * 60:
        seed = args.seed * 100_003 + games
        said += [(*decision, games) for decision in
                 play(args.game, args.players, args.iterations, seed)]
        games += 1
        if args.json and said:  # after every game: a long run stopped early still tells
            _write(args, said, games)
    if not said:
        print(f"{args.game}: no decision weighed enough in {games} games")
        return 1
    print(format_table(args.game, games, table([(c, r) for _, c, r, _, _ in said])))
    lean, offset = fit([(m, n, r) for m, _, r, n, _ in said])
    print(f"  the reading of the search's means that fits these games best: "
          f"CHANCE_CALIBRATION = ({lean:.2f}, {offset:.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
