"""Information-set Monte Carlo search with policy rollouts.

The searching seat does not know the real state, only its information set:
every state consistent with what it has seen. The search samples that set
(`State.determinize`), and in each sample tries every candidate move, then
lets the game's own heuristic play every seat to a horizon (the end of the
round, race or a few turns) and scores the position with the game's
evaluation. It is a policy-improvement step over the heuristic (Tesauro &
Galperin, "On-line policy improvement using Monte-Carlo search", NIPS 1996;
the determinized sampling is Perfect Information Monte Carlo, as in
Long et al., "Understanding the success of PIMC", AAAI 2010).

Two choices keep the search from being weaker than the heuristic it rolls
out with, even with a few dozen samples:

- paired samples: in one round every candidate is played from the same
  sample with the same chance outcomes (common random numbers), so the
  comparison of two moves is not drowned by the luck of the draw;
- the heuristic's own move is the default: another move is chosen only when
  it beats it by more than `CONFIDENCE` standard errors of the paired
  difference. Candidates clearly behind the leader are dropped as the
  rounds go on, so the time goes to the moves still in question.

A round can also be exact: in a game with nothing hidden (Caravan), a round
whose rollouts met no chance would only repeat itself, so the search stops
there and takes the best move of that round.

The search never sees the real state. It is handed a `SeatView`, which keeps
only one determinization of it, made when the view is built; every round
resamples that sample again. So the secrets of the real state never enter
the search, nor the process it runs in.

A game takes part through its `ai.py`:

- `search_value(state, seat)`: a value in [0, 1] per player, the chance to
  win as far as the position shows (it gets the searching seat, so it can
  count what that seat has not seen at its expected value);
- `rollout_move(state, rng)`: the heuristic's move for the player to move,
  read from the (sampled) state, fast;
- `rollout_over(root, state)`: True when a rollout from `root` has reached
  its horizon;
- optionally `search_candidates(state, legal, prior)`: the moves worth
  trying (default: all legal moves);
- optionally `shade_sample(state, seat, rng)`: reshuffles, in place, what
  the seat has not seen in a sample towards what the other players' play
  makes likely (default: the uniform sample is kept). It may only exchange
  things hidden from the seat, so the seat's view stays the same;
- optionally `SEARCH_CONFIDENCE`: the game's own `CONFIDENCE` (a game whose
  rollouts are very noisy asks for more before leaving the heuristic's move).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, State

# standard errors by which a move must beat the heuristic's to replace it
CONFIDENCE = 1.5
# ...and by which a candidate may trail the leader before it is dropped
DROP = 2.5
# rounds before any candidate is dropped (the estimates need a few samples)
MIN_ROUNDS = 6
# by how much a move must beat the heuristic's in an exact round (one that met
# nothing hidden and no chance), above the rollouts' tie-breaking
EXACT_MARGIN = 1e-6


class SeatView:
    """What one seat may use for a decision.

    Built from the real state, it keeps only `state.determinize(seat, rng)`:
    a state whose hidden parts are resampled from the seat's observation.
    The seat's observation and its legal actions are the same in the sample
    as in the real state (the engine contract). Views pickle, so a search can
    run in another process.
    """

    __slots__ = ("seat", "game_id", "_sample")

    def __init__(self, state: State, seat: int, rng: random.Random) -> None:
        if state.current_player != seat:
            raise ValueError(f"seat {seat} is not to move")
        self.seat = seat
        self.game_id = state.game.id
        self._sample = state.determinize(seat, rng)

    def observation(self) -> dict:
        return self._sample.observation(self.seat)

    def legal_actions(self) -> list[Action]:
        return self._sample.legal_actions()

    def determinization(self, rng: random.Random) -> State:
        """A fresh full state consistent with the seat's observation."""
        return self._sample.determinize(self.seat, rng)

    def __getstate__(self):
        return (self.seat, self.game_id, self._sample)

    def __setstate__(self, data) -> None:
        self.seat, self.game_id, self._sample = data


def _all_moves(state: State, legal: list[Action], prior: Action) -> list[Action]:
    return legal


def _as_dealt(state: State, seat: int, rng: random.Random) -> None:
    """The uniform sample of `State.determinize`, unchanged."""


@dataclass(frozen=True)
class Knowledge:
    """The game-specific part of the search, from the game's ai.py."""

    evaluate: Callable[[State, int], list[float]]
    rollout_move: Callable[[State, random.Random], Action]
    rollout_over: Callable[[State, State], bool]
    candidates: Callable[[State, list[Action], Action], list[Action]] = _all_moves
    shade: Callable[[State, int, random.Random], None] = _as_dealt
    confidence: float = CONFIDENCE


_knowledge: dict[str, Knowledge] = {}


def knowledge(game_id: str) -> Knowledge:
    if game_id not in _knowledge:
        module = importlib.import_module(f"caramba_desktop.games.{game_id}.ai")
        _knowledge[game_id] = Knowledge(module.search_value, module.rollout_move,
                                        module.rollout_over,
                                        getattr(module, "search_candidates", _all_moves),
                                        getattr(module, "shade_sample", _as_dealt),
                                        getattr(module, "SEARCH_CONFIDENCE", CONFIDENCE))
    return _knowledge[game_id]


def softmax_values(strengths: list[float], temperature: float) -> list[float]:
    """Win chances from per-player strengths: a softmax (they sum to 1)."""
    top = max(strengths)
    weights = [math.exp((s - top) / temperature) for s in strengths]
    total = sum(weights)
    return [w / total for w in weights]


def terminal_values(state: State) -> list[float]:
    winners = state.winners()
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]


@dataclass
class SearchResult:
    action: Action
    # (action, share of the rollouts), most tried first; the shares sum to 1
    shares: list[tuple[Action, float]]
    # action -> its mean value for the searching seat (0..1), for actions tried
    values: dict[Action, float]
    rounds: int
    rollouts: int
    seconds: float


def chance_move(state: State, rng: random.Random) -> Action:
    outcomes = state.chance_outcomes()
    if len(outcomes) == 1:
        return outcomes[0][0]
    pick = rng.random()
    for action, p in outcomes:
        pick -= p
        if pick < 0:
            return action
    return outcomes[-1][0]


def rollout(root: State, state: State, seat: int, know: Knowledge,
            rng: random.Random) -> tuple[float, bool]:
    """Play `state` on with the heuristic to the horizon: the seat's value there,
    and whether chance took part on the way."""
    chance = False
    while True:
        player = state.current_player
        if player == TERMINAL:
            return terminal_values(state)[seat], chance
        if know.rollout_over(root, state):
            return know.evaluate(state, seat)[seat], chance
        if player == CHANCE:
            chance = True
            state._apply(chance_move(state, rng))
        else:
            state._apply(know.rollout_move(state, rng))


class _Arm:
    """One candidate move: its rollouts' values, paired with the prior's by round."""

    __slots__ = ("action", "values")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.values: dict[int, float] = {}  # round -> value

    def mean(self) -> float:
        return sum(self.values.values()) / len(self.values)


def _advantage(arm: _Arm, base: _Arm) -> tuple[float, float]:
    """Mean paired difference of `arm` over `base` and its standard error."""
    diffs = [v - base.values[r] for r, v in arm.values.items() if r in base.values]
    n = len(diffs)
    if n < 2:
        return 0.0, math.inf
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n) + 1e-9


def _sample(view: SeatView, know: Knowledge, rng: random.Random) -> State:
    sample = view.determinization(rng)
    know.shade(sample, view.seat, rng)
    return sample


def search(view: SeatView, seconds: float, rng: random.Random, prior: Action,
           max_rounds: int | None = None,
           stop: Callable[[], bool] | None = None) -> SearchResult:
    """Search for about `seconds` (and at most `max_rounds`, for reproducible runs)
    around the heuristic's move `prior`; `stop()` true ends it after the round
    under way (the search was cancelled)."""
    start = time.perf_counter()
    legal = view.legal_actions()
    if len(legal) == 1:
        return SearchResult(legal[0], [(legal[0], 1.0)], {}, 0, 0, time.perf_counter() - start)
    know = knowledge(view.game_id)
    seat = view.seat
    first = _sample(view, know, rng)
    allowed = set(legal)
    moves = [a for a in know.candidates(first, legal, prior) if a != prior and a in allowed]
    arms = {a: _Arm(a) for a in [prior, *moves]}
    base = arms[prior]
    live = list(arms.values())
    deadline = start + seconds
    rounds = 0
    round_s = 0.0
    exact = False
    while len(live) > 1 and rounds != max_rounds and not exact:
        now = time.perf_counter()
        if rounds and max_rounds is None and now + round_s > deadline:
            break
        if rounds and stop is not None and stop():
            break
        sample = first if rounds == 0 else _sample(view, know, rng)
        seed = rng.getrandbits(64)
        chance = False
        for arm in live:
            state = sample.clone()
            state._apply(arm.action)
            arm.values[rounds], met = rollout(sample, state, seat, know, random.Random(seed))
            chance = chance or met
        # nothing hidden from the seat and no chance on the way: every other round
        # would play the same again
        exact = not (chance or sample.game.has_secrets)
        rounds += 1
        round_s = (time.perf_counter() - start) / rounds
        if rounds >= MIN_ROUNDS:
            live = _survivors(live, base)
    chosen = prior
    if exact:
        leader = max(live, key=_Arm.mean)
        if leader.mean() > base.mean() + EXACT_MARGIN:
            chosen = leader.action
    else:
        margin = 0.0
        for arm in arms.values():
            if arm is not base:
                gain, error = _advantage(arm, base)
                if gain - know.confidence * error > margin:
                    chosen, margin = arm.action, gain - know.confidence * error
    counts = {a: len(arm.values) for a, arm in arms.items()}
    tried = sum(counts.values())
    if not tried:  # nothing in question: the heuristic's move is the whole answer
        counts, tried = {prior: 1}, 1
    ranked = sorted(legal, key=lambda a: -counts.get(a, 0))
    shares = [(a, counts.get(a, 0) / tried) for a in ranked]
    values = {a: arm.mean() for a, arm in arms.items() if arm.values}
    return SearchResult(chosen, shares, values, rounds, sum(len(a.values) for a in arms.values()),
                        time.perf_counter() - start)


def _survivors(live: list[_Arm], base: _Arm) -> list[_Arm]:
    """The candidates still in question: the prior always, the others unless they
    trail the best by DROP standard errors."""
    leader = max(live, key=_Arm.mean)
    kept = []
    for arm in live:
        if arm is base or arm is leader:
            kept.append(arm)
            continue
        gain, error = _advantage(arm, leader)
        if gain > -DROP * error:
            kept.append(arm)
    return kept
