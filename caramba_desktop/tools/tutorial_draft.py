"""Draft the computers' script of a tutorial: `python -m caramba_desktop.tools.tutorial_draft`.

    python -m caramba_desktop.tools.tutorial_draft caramba --deal 98 --players 4 \\
        --human moves.json

plays a deal as a session with that deal number would (chance outcomes by the deal
number, every computer seat at the normal level), the human's moves taken in order
from moves.json (a JSON list of actions) until they run out, and prints what
happened, one line a decision, then the computers' moves as JSON: the
`opponent_moves` of games/<game>/tutorial.py. Run it again after a rule or a
heuristic changed the deal, and check the steps' texts against the new lines.
"""

from __future__ import annotations

import argparse
import json
import sys

from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.engine.tutorial import HUMAN, chance_outcome, seeded_rng


def draft(game_id: str, deal: int, players: int, human_moves: list[dict]) -> tuple[list, list]:
    """(the log lines, the computers' moves) until the human's moves run out."""
    game = registry.game(game_id)
    state = game.new_state(players)
    lines, computer, human = [], [], list(human_moves)
    index = 0
    while not state.is_terminal():
        player = state.current_player
        if player == CHANCE:
            action = chance_outcome(state, deal, index)
        elif player == HUMAN:
            if not human:
                break
            action = game.action_from_json(human.pop(0))
            lines.append(f"you: {json.dumps(action.to_json())}")
        else:
            seed = seeded_rng(deal, "bot", index).getrandbits(63)
            action = make_bot("normal", game_id, seed).choose(state.observation(player),
                                                              state.legal_actions())
            computer.append(action.to_json())
            lines.append(f"seat {player}: {json.dumps(action.to_json())}")
        state.apply(action)
        lines += [f"  event: {json.dumps(event)}" for event in state.last_events()]
        index += 1
    return lines, computer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tutorial_draft", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--deal", type=int, required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--human", required=True, help="a JSON file: the human's moves")
    args = parser.parse_args(argv)
    with open(args.human, encoding="utf-8") as file:
        moves = json.load(file)
    lines, computer = draft(args.game, args.deal, args.players, moves)
    print("\n".join(lines))
    print(json.dumps(computer))
    return 0


if __name__ == "__main__":
    sys.exit(main())
