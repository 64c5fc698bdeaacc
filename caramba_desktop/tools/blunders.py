"""Find the positions where a seat played a misplay, as candidates for a position suite.

    python -m caramba_desktop.tools.blunders cabo --seats hard,normal --games 10 \\
        --iterations 600 --unguarded --out /tmp/cabo.json

Plays games as the arena does (game i with seed + i) and keeps every decision
where a seat played a move the game's `misplay` calls a clear mistake: the
game record up to that decision, the move played, the reason, and the moves
the detector accepts there ("right"). `--unguarded` lets hard seats search
without the misplay guard (ai/ismcts.py: `misplays`), to find the positions
where the search's own preference is a blunder: the suite's best material.
The candidates are written in the position suite's format
(tests/ai/positions/<game>.json); their "why" is a draft to rewrite.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import ask, make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, State
from caramba_desktop.engine.record import GameRecord

# a position lists at most this many accepted moves; past that, the heuristic's alone
MAX_RIGHT = 12


def candidates(game_id: str, seats: list[str], games: int, seed: int,
               iterations: int | None, guarded: bool = True) -> list[dict]:
    game = registry.game(game_id)
    know = ismcts.knowledge(game_id)
    misplay = know.misplay
    if not guarded:  # the searches judge no move a misplay; the candidates still do
        ismcts._knowledge[game_id] = dataclasses.replace(know, misplay=None)
    found = []
    for game_seed in range(seed, seed + games):
        rng = random.Random(game_seed)
        bots = [make_bot(kind, game_id, seed=game_seed * 97 + j, iterations=iterations)
                for j, kind in enumerate(seats)]
        normal = make_bot("normal", game_id, seed=game_seed)
        state, actions = game.new_state(len(seats)), []
        while not state.is_terminal():
            player = state.current_player
            action = (chance_action(state, rng) if player == CHANCE
                      else ask(bots[player], state, player))
            reason = None if player == CHANCE else misplay(state, action)
            if reason:
                found.append(_candidate(state, game_id, actions, action, reason, seats[player],
                                        misplay, normal))
            state.apply(action)
            actions.append(action)
    ismcts._knowledge[game_id] = know
    return found


def _candidate(state: State, game_id: str, actions: list, action, reason: str, bot: str,
               misplay, normal) -> dict:
    legal = state.legal_actions()
    right = [a for a in legal if not misplay(state, a)]
    if len(right) > MAX_RIGHT:
        right = [normal.choose(state.observation(state.current_player), legal)]
    record = GameRecord(game_id, state.num_players, dict(state.options), list(actions))
    return {"name": f"{reason}-{len(actions)}",
            "why": f"{bot} played {action!r} ({reason})",
            "record": record.to_json(),
            "right": [a.to_json() for a in right]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m caramba_desktop.tools.blunders",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=registry.game_ids())
    parser.add_argument("--seats", default="hard,normal", help="bot kinds, one per seat")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=600,
                        help="hard seats search this many iterations a decision")
    parser.add_argument("--unguarded", action="store_true",
                        help="hard seats search without the misplay guard")
    parser.add_argument("--out", help="write the candidates here (else to stdout)")
    args = parser.parse_args(argv)
    found = candidates(args.game, args.seats.split(","), args.games, args.seed, args.iterations,
                       guarded=not args.unguarded)
    text = json.dumps({"game": args.game, "positions": found}, indent=1)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(text + "\n")
        print(f"{len(found)} candidates written to {args.out}", file=sys.stderr)
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
