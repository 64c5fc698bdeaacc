"""Do private deals pay? Mina de Plata games between computers that deal and the
same level that never deals; the deals table of docs/AI.md.

    python -m caramba_desktop.tools.deal_bench [--games 200] [--players 2 4] [--level normal]

Half the seats deal, half never do (they decline to offer and refuse every offer),
alternating round the table; the seats swap for every other game. Game i is played
with seed i. Prints, per player count: offers and accepted deals per game, and the
dealing seats' share of the wins with its 95% interval (a fair share is 1/2).
"""

from __future__ import annotations

import argparse
import random
import sys

from caramba_desktop.ai.arena import chance_action, wilson_interval
from caramba_desktop.ai.bots import ask, make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.games.mina.ai import HeuristicBot


class NeverDeals(HeuristicBot):
    """The heuristic, but it offers nothing and refuses every offer."""

    def deal_offer(self, board) -> int:
        return 0

    def accepts(self, board) -> bool:
        return False


def _bot(level: str, deals: bool, seed: int):
    bot = make_bot(level, "mina", seed=seed)
    if deals:
        return bot
    if level == "easy":
        bot.inner = NeverDeals("mina", seed)
        return bot
    return NeverDeals("mina", seed)


def play(level: str, players: int, games: int, everybody: bool = False) -> dict:
    """`games` games of `players` seats at `level`, half of them dealing (`everybody`:
    all of them, to count how often computers deal among themselves)."""
    game = registry.game("mina")
    wins = offers = deals = 0.0
    for i in range(games):
        dealing = [everybody or (p + i) % 2 == 0 for p in range(players)]
        bots = [_bot(level, dealing[p], i * 97 + p) for p in range(players)]
        state, rng = game.new_state(players), random.Random(i)
        while not state.is_terminal():
            player = state.current_player
            action = (chance_action(state, rng) if player == CHANCE
                      else ask(bots[player], state, player))
            offers += action.type == "offer"
            deals += action.type == "accept"
            state.apply(action)
        winners = state.winners()
        wins += sum(1 / len(winners) for w in winners if dealing[w])
    low, high = wilson_interval(wins, games)
    return {"level": level, "players": players, "games": games, "offers": offers / games,
            "deals": deals / games, "share": wins / games, "low": low, "high": high}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--level", default="normal", choices=("easy", "normal"))
    parser.add_argument("--everybody", action="store_true",
                        help="every seat deals: how often deals happen (no win share)")
    args = parser.parse_args(argv)
    print("| level | players | games | offers per game | deals per game "
          "| dealing seats' share of the wins (95%) |")
    print("|---|---|---|---|---|---|")
    for players in args.players:
        if players % 2 and not args.everybody:
            print(f"{players} players: an even number is needed", file=sys.stderr)
            continue
        r = play(args.level, players, args.games, args.everybody)
        share = ("every seat deals" if args.everybody
                 else f"{r['share']:.0%} ({r['low']:.0%}-{r['high']:.0%})")
        print(f"| {r['level']} | {players} | {r['games']} | {r['offers']:.1f} "
              f"| {r['deals']:.1f} | {share} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
