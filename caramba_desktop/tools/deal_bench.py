"""Do private deals pay? Mina de Plata games between computers that deal and the
same level that never deals; the deals table of docs/AI.md.

    python -m caramba_desktop.tools.deal_bench [--games 200] [--players 2 4]
        [--level normal] [--iterations 100] [--everybody]

Half the seats deal, half never do (they decline to offer and refuse every offer),
alternating round the table. The games come in pairs with the same seed (pair k:
seed k, dice and bots alike), the dealing seats swapped in the second game: where no
deal is struck the two games are the same game and give the dealing seats exactly
one win of two, so the share of the wins measures what the deals change, not the
seats' luck. Prints, per player count: offers and accepted deals per game, and the
dealing seats' share of the wins with its 95% interval (a fair share is 1/2).
The hard level thinks a fixed number of search iterations per decision
(`--iterations`), not a time: the result does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import random
import sys

from caramba_desktop.ai.arena import chance_action, wilson_interval
from caramba_desktop.ai.bots import LEVELS, Bot, SearchBot, ask, make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.mina.rules import NO_OFFER, REFUSE

# generous: the hard level stops at its iterations, not at the clock
HARD_BENCH_SECONDS = 60.0


class NeverDeals(Bot):
    """A level that offers nothing and refuses every offer, and otherwise plays as
    it does (its slips and its search included)."""

    def __init__(self, inner: Bot) -> None:
        self.inner, self.kind, self.searches = inner, inner.kind, inner.searches
        self.rng = inner.rng  # a searching level draws its samples from it

    # Asked to offer, the level decides all the same and its offer is dropped: it draws
    # the same random numbers as when it deals, so a pair's games stay one game until
    # a deal is struck. An offer to answer comes only from a dealing seat, and the
    # pair's other game has no such question: it is refused without a thought.
    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if REFUSE in legal:
            return REFUSE
        action = self.inner.choose(observation, legal)
        return NO_OFFER if action.type == "offer" else action

    def decide(self, view) -> Action:
        if REFUSE in view.legal_actions():
            return REFUSE
        action = self.inner.decide(view)
        return NO_OFFER if action.type == "offer" else action


def _bot(level: str, deals: bool, seed: int, iterations: int) -> Bot:
    if level == "hard":
        bot = SearchBot("mina", seed, HARD_BENCH_SECONDS, iterations)
    else:
        bot = make_bot(level, "mina", seed=seed)
    return bot if deals else NeverDeals(bot)


def play(level: str, players: int, games: int, everybody: bool = False,
         iterations: int = 100) -> dict:
    """`games` games of `players` seats at `level`, half of them dealing (`everybody`:
    all of them, to count how often computers deal among themselves)."""
    game = registry.game("mina")
    wins = offers = deals = 0.0
    for i in range(games):
        pair = i if everybody else i // 2  # every seat deals: no pairs to compare
        dealing = [everybody or (p + i) % 2 == 0 for p in range(players)]
        bots = [_bot(level, dealing[p], pair * 97 + p, iterations) for p in range(players)]
        state, rng = game.new_state(players), random.Random(pair)
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
    parser.add_argument("--level", default="normal", choices=LEVELS)
    parser.add_argument("--iterations", type=int, default=100,
                        help="search iterations per decision of the hard level")
    parser.add_argument("--everybody", action="store_true",
                        help="every seat deals: how often deals happen (no win share)")
    args = parser.parse_args(argv)
    if args.games % 2 and not args.everybody:
        parser.error("--games must be even: the games come in pairs")
    print("| level | players | games | offers per game | deals per game "
          "| dealing seats' share of the wins (95%) |")
    print("|---|---|---|---|---|---|")
    for players in args.players:
        if players % 2 and not args.everybody:
            print(f"{players} players: an even number is needed", file=sys.stderr)
            continue
        r = play(args.level, players, args.games, args.everybody, args.iterations)
        share = ("every seat deals" if args.everybody
                 else f"{r['share']:.0%} ({r['low']:.0%}-{r['high']:.0%})")
        print(f"| {r['level']} | {players} | {r['games']} | {r['offers']:.1f} "
              f"| {r['deals']:.1f} | {share} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
