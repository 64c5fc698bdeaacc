"""Where a search iteration's time goes (`make bench`).

    python -m caramba_desktop.tools.search_bench [--positions 4] [--iterations 150] [--seed 1]

Takes --positions decisions with a choice from games Normal plays in every
seat (as hard_bench does) and searches each for exactly --iterations, in this
process, twice: once plain, for the iterations a second of processor time,
and once with a clock on every part of the iteration, for the split: the
determinization (the engine's sample of the hidden state, then the game's
`shade_sample`), the tree (choosing by UCB1, the nodes' moves and keys,
growing it and adding the values up; apart: the game's candidates and the
other players' moves, and the rules' legal moves and moves played), and the rollout (the heuristic's moves, the horizon test, the
evaluation, playing the moves, and the rest: the chance events and the loop),
with the heuristic's moves a rollout plays on average. The clocks cost a
little, so the shares, not their sum, are the measure. Per game, at 2 players
and at the most; a fixed amount of work, so before and after can be compared.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from collections import defaultdict

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Game, State
from caramba_desktop.tools.hard_bench import positions

# the parts of the split, in print order
PARTS = ("sample", "shade", "tree", "tree knowledge", "tree rules", "rollout move",
         "rollout over", "evaluate", "rollout apply", "rollout rest")


class _Clocks:
    """Seconds per part; `in_rollout` tells a heuristic's or an apply's time in the
    rollout from that in the tree. A clocked call inside another (a heuristic that
    plays a move on a copy) is the outer one's time."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self.in_rollout = False
        self.running = False

    def timed(self, function, tree_part: str, rollout_part: str):
        def run(*args):
            if self.running:
                return function(*args)
            self.running = True
            start = time.perf_counter()
            try:
                return function(*args)
            finally:
                part = rollout_part if self.in_rollout else tree_part
                self.spent[part] += time.perf_counter() - start
                self.calls[part] += 1
                self.running = False
        return run


class _TimedTree(ismcts._Tree):
    """A search tree whose iterations clock their parts."""

    clocks: _Clocks

    def sample(self) -> State:
        start = time.perf_counter()
        sample = self.view.determinization(self.rng)
        shaded = time.perf_counter()
        self.know.shade(sample, self.seat, self.rng)
        self.clocks.spent["sample"] += shaded - start
        self.clocks.spent["shade"] += time.perf_counter() - shaded
        return sample

    def rollout(self, state: State) -> list[float]:
        self.clocks.in_rollout = True
        start = time.perf_counter()
        try:
            return super().rollout(state)
        finally:
            self.clocks.spent["rollout"] += time.perf_counter() - start
            self.clocks.in_rollout = False

    def iterate(self) -> None:
        start = time.perf_counter()
        super().iterate()
        self.clocks.spent["iteration"] += time.perf_counter() - start


def _searched(view: ismcts.SeatView, prior, iterations: int, seed: int,
              tree_class: type[ismcts._Tree] = ismcts._Tree) -> float:
    """Processor seconds for `iterations` iterations of a search of `view` (on a shared
    machine, the wall clock also counts the time other processes had the core)."""
    rng = random.Random(seed)
    start = time.process_time()
    tree = ismcts.planted(view, rng, prior, view.legal_actions(), tree_class)
    for _ in range(iterations):
        tree.iterate()
    return time.process_time() - start


def _split(views, priors, iterations: int, seed: int) -> tuple[dict[str, float], float]:
    """Each part's share of the iterations' time, over `views`, and the heuristic's
    moves a rollout plays on average."""
    clocks = _Clocks()
    know = ismcts.knowledge(views[0].game_id)
    timed = dataclasses.replace(
        know,
        rollout_move=clocks.timed(know.rollout_move, "tree knowledge", "rollout move"),
        rollout_over=clocks.timed(know.rollout_over, "-", "rollout over"),
        evaluate=clocks.timed(know.evaluate, "-", "evaluate"),
        candidates=know.candidates and clocks.timed(know.candidates, "tree knowledge", "-"))
    state_class = type(views[0]._sample)
    apply, legal = state_class._apply, state_class.legal_actions
    state_class._apply = clocks.timed(apply, "tree rules", "rollout apply")
    state_class.legal_actions = clocks.timed(legal, "tree rules", "rollout rest")
    ismcts._knowledge[views[0].game_id] = timed
    _TimedTree.clocks = clocks
    try:
        for n, (view, prior) in enumerate(zip(views, priors, strict=True)):
            _searched(view, prior, iterations, seed + n, _TimedTree)
    finally:
        state_class._apply, state_class.legal_actions = apply, legal
        ismcts._knowledge[views[0].game_id] = know
    spent = clocks.spent
    parts = {part: spent[part] for part in PARTS}
    parts["tree"] = (spent["iteration"] - spent["sample"] - spent["shade"] - spent["rollout"]
                     - spent["tree knowledge"] - spent["tree rules"])
    parts["rollout rest"] = (spent["rollout"] - spent["rollout move"] - spent["rollout over"]
                             - spent["evaluate"] - spent["rollout apply"])
    total = sum(parts.values())
    shares = {part: seconds / total for part, seconds in parts.items()}
    return shares, clocks.calls["rollout move"] / (len(views) * iterations)


def measure(game: Game, players: int, count: int, iterations: int,
            seed: int) -> tuple[float, dict[str, float], float]:
    """Iterations a second over `count` positions, the split, and the moves a rollout
    plays."""
    views = positions(game, players, count, seed)
    heuristic = make_bot("heuristic", game.id, seed)
    priors = [heuristic.choose(v.observation(), v.legal_actions()) for v in views]
    seconds = sum(_searched(view, prior, iterations, seed + n)
                  for n, (view, prior) in enumerate(zip(views, priors, strict=True)))
    return (count * iterations / seconds, *_split(views, priors, iterations, seed))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="search_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=4, help="decisions per row")
    parser.add_argument("--iterations", type=int, default=150, help="per decision")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"a search iteration's time by part, in % ({args.positions} decisions of "
          f"{args.iterations} iterations)")
    print(f"{'game':<10}{'players':>8}{'iter/s':>8}{'rollout':>8}"
          + "".join(f"{p:>{max(len(p) + 1, 7)}}" for p in PARTS))
    for game in registry.all_games():
        for players in sorted({max(2, game.min_players), game.max_players}):
            speed, split, moves = measure(game, players, args.positions, args.iterations,
                                          args.seed)
            print(f"{game.id:<10}{players:>8}{speed:>8.0f}{moves:>8.1f}"
                  + "".join(f"{split[p] * 100:>{max(len(p) + 1, 7)}.1f}" for p in PARTS),
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
