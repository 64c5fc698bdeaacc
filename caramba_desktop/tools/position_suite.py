"""The position suite: how often each level finds the move a strong player sees.

    python -m caramba_desktop.tools.position_suite [GAME ...] [--iterations N]

Like a chess engine's test suite: tests/ai/positions/<game>.json holds
positions (a game record up to a decision) where a strong player sees at once
what is right, each with the moves she accepts ("right") and why. Hard
searches each position for a fixed number of iterations (`SUITE_ITERATIONS`,
a little under what a hard move weighs at the table's normal pace on a 2-core
machine), so the result does not depend on the machine's load; Normal's share
stands beside it. tests/ai/test_positions.py asks Hard for FOUND_AT_LEAST.
`tools/blunders.py` finds new positions in played games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from caramba_desktop.ai.bots import SearchBot, make_bot
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine.api import Action, State
from caramba_desktop.engine.record import GameRecord

SUITES = Path(__file__).resolve().parents[2] / "tests" / "ai" / "positions"
SUITE_ITERATIONS = 800
FOUND_AT_LEAST = 0.95


@dataclass
class Position:
    name: str
    why: str
    state: State
    right: list[Action]


def positions(game_id: str) -> list[Position]:
    data = json.loads((SUITES / f"{game_id}.json").read_text(encoding="utf-8"))
    found = []
    for entry in data["positions"]:
        record = GameRecord.from_json(entry["record"])
        state = record.replay()
        right = [Action.from_json(a) for a in entry["right"]]
        found.append(Position(entry["name"], entry["why"], state, right))
    return found


def suite_games() -> list[str]:
    return sorted(path.stem for path in SUITES.glob("*.json"))


def hard_move(position: Position, seed: int, iterations: int = SUITE_ITERATIONS) -> Action:
    state = position.state
    bot = SearchBot(state.game.id, seed, max_iterations=iterations)
    return bot.decide(SeatView(state, state.current_player, random.Random(seed)))


def normal_move(position: Position, seed: int) -> Action:
    state = position.state
    bot = make_bot("normal", state.game.id, seed)
    return bot.choose(state.observation(state.current_player), state.legal_actions())


def missed(game_id: str, level: str, iterations: int = SUITE_ITERATIONS) -> list[tuple]:
    """The positions where `level` ("hard" or "normal") did not find a right move, with
    the move it played; and the number of positions."""
    suite = positions(game_id)
    wrong = []
    for seed, position in enumerate(suite):
        move = (hard_move(position, seed, iterations) if level == "hard"
                else normal_move(position, seed))
        if move not in position.right:
            wrong.append((position.name, move))
    return wrong, len(suite)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m caramba_desktop.tools.position_suite",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every suite)")
    parser.add_argument("--iterations", type=int, default=SUITE_ITERATIONS)
    args = parser.parse_args(argv)
    for game_id in args.games or suite_games():
        line = [f"{game_id:<9}"]
        for level in ("hard", "normal"):
            wrong, total = missed(game_id, level, args.iterations)
            line.append(f"{level} {total - len(wrong)}/{total} "
                        f"({(total - len(wrong)) / total:.0%})")
            for name, move in wrong:
                print(f"  {game_id} {level} missed {name}: played {move!r}", file=sys.stderr)
        print("  ".join(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
