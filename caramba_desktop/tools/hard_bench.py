"""How many iterations a hard move weighs in the app (`make bench`).

    python -m caramba_desktop.tools.hard_bench [--positions 12] [--seed 1]

The app searches a hard move once in every bot process, each search with its
own seed and the whole time budget, and merges the searches' root counts
(session/ai_runner.py). This plays games with Normal in every seat, takes
--positions of their decisions with more than one legal move, and searches
each as the app does: with one bot process, then with the app's pool (one
process per core, bot_pool.MAX_WORKERS at most), for the arena's HARD_SECONDS;
and with the pool for the time the app gives it at the normal and at the
leisurely pace of computer moves (bots.hard_seconds: it thinks through the
pause the players wait anyway). It prints the iterations a move weighs
(median and range) per game, at 2 players and at the most.
Forced moves and an early stop (the leader cannot be caught) are part of it,
as in play. Run it on an otherwise idle machine: the search works to a clock.
"""

from __future__ import annotations

import argparse
import random
import statistics

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import HARD_SECONDS, ask, hard_seconds, make_bot
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Game
from caramba_desktop.session import bot_pool, bot_work


def positions(game: Game, players: int, count: int, seed: int) -> list[SeatView]:
    """`count` views of decisions with a choice, from games Normal plays in every seat."""
    rng = random.Random(seed)
    views: list[SeatView] = []
    while len(views) < count:
        state = game.new_state(players)
        bots = [make_bot("normal", game.id, rng.getrandbits(63)) for _ in range(players)]
        while not state.is_terminal() and len(views) < count:
            player = state.current_player
            if player == CHANCE:
                state.apply(chance_action(state, rng))
                continue
            if len(state.legal_actions()) > 1 and rng.random() < 0.15:
                views.append(SeatView(state, player, rng))
            state.apply(ask(bots[player], state, player))
    return views


def iterations_per_move(pool: bot_pool.BotPool, views: list[SeatView], seed: int,
                        seconds: float) -> list[int]:
    """The merged iterations of a hard search of each view, as the app runs it."""
    counts = []
    for n, view in enumerate(views):
        parts = [pool.submit(bot_work.search_part, "hard", bot_work.part_seed(seed + n, i),
                             view, bot_pool.thinking_epoch(), seconds)
                 for i in range(pool.parallel_searches)]
        counts.append(ismcts.merge(view.game_id, [p.result() for p in parts]).iterations)
    return counts


def _summary(counts: list[int]) -> str:
    return f"{statistics.median(counts):>7.0f} ({min(counts)}-{max(counts)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hard_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12, help="decisions per row")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    # not at the top: spawn imports this module again in every bot process, which
    # should load no Qt, as the app's do not
    from caramba_desktop.ui.settings import COMPUTER_PACES

    workers = bot_pool.worker_count()
    pools = {1: bot_pool.BotPool(1), workers: bot_pool.BotPool(workers)}
    try:
        for pool in pools.values():  # start the processes before the clock matters
            for started in bot_pool.warm_up(pool):
                started.result()
        runs = [(pool, HARD_SECONDS, f"{n} process{'es' if n > 1 else ''}")
                for n, pool in pools.items()]
        runs += [(pools[workers], hard_seconds(COMPUTER_PACES[pace]), f"{workers}, {pace} pace")
                 for pace in ("normal", "slow")]
        print(f"iterations a hard move weighs, median (range) over {args.positions} decisions")
        print(f"{'':<18}" + "".join(f"{f'{seconds:.2f} s':>22}" for _, seconds, _ in runs))
        print(f"{'game':<10}{'players':>8}" + "".join(f"{name:>22}" for _, _, name in runs))
        for game in registry.all_games():
            for players in sorted({max(2, game.min_players), game.max_players}):
                views = positions(game, players, args.positions, args.seed)
                row = [_summary(iterations_per_move(pool, views, args.seed, seconds))
                       for pool, seconds, _ in runs]
                print(f"{game.id:<10}{players:>8}" + "".join(f"{r:>22}" for r in row),
                      flush=True)
    finally:
        for pool in pools.values():
            pool.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
