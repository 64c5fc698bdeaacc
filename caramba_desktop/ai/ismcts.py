"""Information Set Monte Carlo Tree Search.

The searching seat does not know the real state, only its information set:
every state consistent with what it has seen. Each iteration of the search
samples one such state (a determinization, `State.determinize`), walks a tree
of the seat's information sets with it, grows the tree by one node, plays on
from there with the game's heuristic for a few moves (or to the horizon: the
end of the round, race or turn), scores the position with the game's
evaluation and adds that value to every node on the way. This is
SO-ISMCTS with partially observable moves (Cowling, Powley & Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012):

- the tree is the searching seat's: a move of another player or of chance is
  a branch by what the seat sees of it (`State.action_view`), so a card
  another player draws, or a crate he secures face down, is one branch
  whatever it is, and a die the seat sees rolled branches by its face. Of
  another player's move only the choice counts, not what it reveals: so he
  cannot choose by the cards of the sample he has not seen himself;
- a node is chosen by UCB1 among the moves legal in this iteration's
  determinization, with the count of iterations in which a move was
  available in place of its parent's visits (availability), since another
  sample may deal other cards and so allow other moves;
- every player chooses in the tree for himself (each node keeps the value
  of the player who moved into it). Where the other players hold secrets
  (Caramba!, CABO), their choices are their heuristic's, read from their own
  view of the sample: a node of the tree is the searching seat's information
  set, which mixes every card the other player may hold, and choosing by its
  values he would play as if he did not know his own cards (single-observer
  ISMCTS's known weakness; the paper's multiple-observer variant keeps a
  tree for every player, at several times the cost). The seat's own later
  choices stay in the tree, branching by what it sees of theirs;
- only the moves the game names worth trying (`search_candidates`) take
  part, the heuristic's move first; below the root a node weighs more of
  them the more often it is visited (progressive widening: Coulom 2007,
  Chaslot et al. 2008), so that the other players in the tree answer with
  sensible moves from the first iterations on.

The search has a time budget. It stops early when the most visited move can
no longer be overtaken in the time left, or when asked to (`stop`). It
answers the move tried most often (in a game that asks for it, only when its
mean beats the heuristic's move by `SEARCH_CONFIDENCE` standard errors). A
move the game's `misplay` calls a clear mistake is answered only when its mean
beats the heuristic's move by `MISPLAY_CONFIDENCE` standard errors, else the
heuristic's move: among moves the search cannot tell apart, noise must not
override what the heuristic clearly knows.
Searches of one position run side by side, one per core, each with its own
tree, merge into one answer (`merge`: their root counts are added up).

The search never sees the real state. It is handed a `SeatView`, which keeps
only one determinization of it, made when the view is built; every iteration
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
- optionally `ROLLOUT_MOVES`: how many moves a rollout plays beyond the tree
  before the evaluation judges (default: to the horizon);
- optionally `SEARCH_EXPLORATION`: UCB1's exploration weight, for a game whose
  values lie closer together than most (default `EXPLORATION`);
- optionally `SEARCH_CONFIDENCE`: for a game whose values are very noisy (dice):
  the most visited move replaces the heuristic's only when its mean beats the
  heuristic's by this many standard errors (default 0: the most visited move);
- optionally `search_candidates(state, legal, rng)`: the moves worth
  trying, `rollout_move`'s first (default: that move, then all legal moves);
  one call, so that a heuristic that scores every move scores them once;
- optionally `shade_sample(state, seat, rng)`: reshuffles, in place, what
  the seat has not seen in a sample towards what the other players' play
  makes likely (default: the uniform sample is kept). It may only exchange
  things hidden from the seat, so the seat's view stays the same.

and optionally through its `misplay.py`: `misplay(state, action)`, a short
reason when `action`, for the player to move, is a move a strong player calls
a clear mistake (judged from that player's own view only), else None; and
optionally `MISPLAY_CONFIDENCE`, the standard errors such a move needs
(default 3).
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, State

# UCB1's exploration weight, for values in [0, 1]
EXPLORATION = 0.7
# below the root, a node visited n times chooses among its first 1 + WIDENING * sqrt(n)
# moves: the heuristic's move alone at first, so that the players in the tree play
# sensibly before a node has been visited often enough to question its moves
WIDENING = 0.5
# how many iterations run between two looks at the clock and at `stop`
CHECK_EVERY = 8
# how many standard errors a move the game calls a misplay must beat the heuristic's move by
MISPLAY_CONFIDENCE = 3.0
# a move tried fewer times than this proves nothing against another: two tries alike
# would show no spread at all, as if their mean were certain
PROOF_VISITS = 10


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


def _as_dealt(state: State, seat: int, rng: random.Random) -> None:
    """The uniform sample of `State.determinize`, unchanged."""


@dataclass(frozen=True)
class Knowledge:
    """The game-specific part of the search, from the game's ai.py."""

    evaluate: Callable[[State, int], list[float]]
    rollout_move: Callable[[State, random.Random], Action]
    rollout_over: Callable[[State, State], bool]
    # None: every legal move is worth trying
    candidates: Callable[[State, list[Action], random.Random], list[Action]] | None = None
    shade: Callable[[State, int, random.Random], None] = _as_dealt
    rollout_moves: int | None = None
    exploration: float = EXPLORATION
    confidence: float = 0.0
    # None: the game names no misplays
    misplay: Callable[[State, Action], str | None] | None = None
    misplay_confidence: float = MISPLAY_CONFIDENCE


_knowledge: dict[str, Knowledge] = {}


def knowledge(game_id: str) -> Knowledge:
    if game_id not in _knowledge:
        module = importlib.import_module(f"caramba_desktop.games.{game_id}.ai")
        misplays = _misplay_module(game_id)
        _knowledge[game_id] = Knowledge(module.search_value, module.rollout_move,
                                        module.rollout_over,
                                        getattr(module, "search_candidates", None),
                                        getattr(module, "shade_sample", _as_dealt),
                                        getattr(module, "ROLLOUT_MOVES", None),
                                        getattr(module, "SEARCH_EXPLORATION", EXPLORATION),
                                        getattr(module, "SEARCH_CONFIDENCE", 0.0),
                                        getattr(misplays, "misplay", None),
                                        getattr(misplays, "MISPLAY_CONFIDENCE",
                                                MISPLAY_CONFIDENCE))
    return _knowledge[game_id]


def _misplay_module(game_id: str):
    """The game's misplay.py, None for a game that names no misplays."""
    name = f"caramba_desktop.games.{game_id}.misplay"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


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
    # (action, share of the root's visits), most visited first; the shares sum to 1
    shares: list[tuple[Action, float]]
    # action -> its mean value for the searching seat (0..1), for actions tried
    values: dict[Action, float]
    iterations: int
    seconds: float
    # what merging searches of the same position needs (`merge`): the heuristic's move,
    # and the root's tried moves with (visits, summed values, summed squares)
    prior: Action
    root: dict[Action, tuple[int, float, float]]
    # the root's moves the game calls misplays, with the standard errors each must beat the
    # heuristic's move by (`misplays`); judged from the seat's view, so the same in every search
    evidence: dict[Action, float] = field(default_factory=dict)


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


def _frozen(data: dict) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in data.items()))


class _Node:
    """An information set of the searching seat, reached by one move."""

    __slots__ = ("children", "visits", "value", "square", "available", "moves", "legal",
                 "usable")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.value = 0.0  # summed values of the player who made the move into this node
        self.square = 0.0  # ...and their squares, for the spread
        self.available = 0  # iterations in which that move was legal at the parent
        self.moves: list[Action] | None = None  # the moves worth trying here, best guess first
        # the legal moves at the last visit and those of `moves` among them: a game without
        # secrets lists the same moves at every visit, and comparing the lists (of the same
        # objects where a game shares its actions) is quicker than hashing every move
        self.legal: list[Action] | None = None
        self.usable: list[Action] = []

    def mean(self) -> float:
        return self.value / self.visits

    def error(self) -> float:
        """The standard error of the mean (infinite with fewer than two visits)."""
        if self.visits < 2:
            return math.inf
        spread = max(0.0, self.square / self.visits - self.mean() ** 2)
        return math.sqrt(spread / (self.visits - 1))

    def ucb(self, exploration: float) -> float:
        return (self.value / self.visits
                + exploration * math.sqrt(math.log(self.available) / self.visits))


class _Tree:
    """One search: the tree, the game's knowledge and the searching seat."""

    def __init__(self, view: SeatView, know: Knowledge, rng: random.Random) -> None:
        self.seat = view.seat
        self.know = know
        self.rng = rng
        self.view = view
        self.root = _Node()
        self.all_moves = know.candidates is None
        self.origin = self.sample()  # the root's sample: where the rollouts' horizon is told

    def sample(self) -> State:
        sample = self.view.determinization(self.rng)
        self.know.shade(sample, self.seat, self.rng)
        return sample

    def key(self, state: State, action: Action, player: int) -> Hashable:
        """The move as the searching seat tells it apart from the others.

        Chance: all the seat sees of the outcome. Another player's choice: what the
        seat sees of the choice itself, not what the move then reveals (the card
        he throws away): else he would choose by the cards of this sample, as if
        he knew his own cards that he has not looked at."""
        if player == self.seat or not state.game.has_secrets:
            return action
        seen = state.action_view(action, self.seat)
        if player != CHANCE:
            chosen = action.params
            seen = {k: v for k, v in seen.items() if k == "type" or k in chosen}
        return _frozen(seen)

    def candidates(self, state: State, legal: list[Action]) -> list[Action]:
        """The moves worth trying in `state`, the heuristic's first."""
        if self.all_moves:
            return [self.know.rollout_move(state, self.rng), *legal]
        return self.know.candidates(state, legal, self.rng)

    def moves(self, node: _Node, state: State, legal: list[Action]) -> list[Action]:
        """The moves worth trying at `node` that are legal in this sample."""
        if node.usable and legal == node.legal:
            return node.usable
        allowed = set(legal)
        if node.moves is None:
            node.moves = _unique(self.candidates(state, legal), allowed)
        elif self.all_moves:
            known = set(node.moves)
            node.moves.extend(a for a in legal if a not in known)
        usable = [a for a in node.moves if a in allowed]
        if not usable:  # a sample unlike the ones before: its own candidates join
            usable = _unique(self.candidates(state, legal), allowed)
            node.moves.extend(usable)
        node.legal, node.usable = legal, usable
        return usable

    def choose(self, node: _Node, state: State, player: int) -> tuple[Hashable, Action]:
        """The move to follow at a decision node: an untried one, else the best by UCB1.
        Below the root only the first moves (the heuristic's first) are in play, more
        as the node is visited more (progressive widening). Another player in a game
        with secrets plays his heuristic's move, read from his own view of the sample."""
        if player != self.seat and state.game.has_secrets:
            action = self.know.rollout_move(state, self.rng)
            return self.key(state, action, player), action
        moves = self.moves(node, state, state.legal_actions())
        if node is not self.root:
            moves = moves[:1 + int(WIDENING * math.sqrt(node.visits))]
        if not state.game.has_secrets:  # every move is its own key (`key`)
            return self._choose_open(node, moves)
        classes: dict[Hashable, list[Action]] = {}
        for action in moves:
            classes.setdefault(self.key(state, action, player), []).append(action)
        untried = None
        for key in classes:
            child = node.children.get(key)
            if child is None:
                untried = key if untried is None else untried
            else:
                child.available += 1
        if untried is not None:
            key = untried
        else:
            weight = self.know.exploration
            key = max(classes, key=lambda k: node.children[k].ucb(weight))
        members = classes[key]
        return key, members[0] if len(members) == 1 else self.rng.choice(members)

    def _choose_open(self, node: _Node, moves: list[Action]) -> tuple[Action, Action]:
        """`choose` in a game without secrets, where a move is its own key."""
        children = node.children
        chosen = None
        for action in moves:
            child = children.get(action)
            if child is None:
                chosen = action if chosen is None else chosen  # the first untried
            else:
                child.available += 1
        if chosen is None:
            weight = self.know.exploration
            chosen = max(moves, key=lambda a: children[a].ucb(weight))
        return chosen, chosen

    def iterate(self) -> None:
        state = self.sample()
        node, path = self.root, [(self.root, None)]
        while True:
            player = state.current_player
            if player == TERMINAL:
                values = terminal_values(state)
                break
            if player == CHANCE:
                action = chance_move(state, self.rng)
                key = self.key(state, action, CHANCE)
            else:
                key, action = self.choose(node, state, player)
            child = node.children.get(key)
            state._apply(action)
            if child is None:
                child = node.children[key] = _Node()
                child.available = 1
                path.append((child, player))
                values = self.rollout(state)
                break
            node = child
            path.append((node, player))
        for visited, mover in path:
            visited.visits += 1
            if mover is not None and mover >= 0:
                value = values[mover]
                visited.value += value
                visited.square += value * value

    def rollout(self, state: State) -> list[float]:
        """Play on with the heuristic for every seat to the horizon (or for the game's
        ROLLOUT_MOVES moves); the evaluation there, for every player."""
        know, root, rng = self.know, self.origin, self.rng
        over, move, most = know.rollout_over, know.rollout_move, know.rollout_moves
        moves = 0
        while True:
            player = state.current_player
            if player == TERMINAL:
                return terminal_values(state)
            if over(root, state) or moves == most:
                return know.evaluate(state, self.seat)
            if player == CHANCE:
                state._apply(chance_move(state, rng))
            else:
                state._apply(move(state, rng))
                moves += 1


def _unique(actions: list[Action], allowed: set[Action]) -> list[Action]:
    seen: set[Action] = set()
    out = []
    for a in actions:
        if a in allowed and a not in seen:
            seen.add(a)
            out.append(a)
    return out


def search(view: SeatView, seconds: float, rng: random.Random, prior: Action,
           max_iterations: int | None = None,
           stop: Callable[[], bool] | None = None) -> SearchResult:
    """Search for about `seconds` (or exactly `max_iterations`, for reproducible runs);
    `prior` is the heuristic's move, tried first. `stop()` true ends the search at
    its next look at the clock (the search was cancelled)."""
    start = time.perf_counter()
    legal = view.legal_actions()
    if len(legal) == 1:
        return SearchResult(legal[0], [(legal[0], 1.0)], {}, 0, time.perf_counter() - start,
                            legal[0], {})
    tree = planted(view, rng, prior, legal)
    deadline = start + seconds
    iterations = 0
    while iterations != max_iterations:
        tree.iterate()
        iterations += 1
        if iterations % CHECK_EVERY:
            continue
        if stop is not None and stop():
            break
        if max_iterations is None:
            now = time.perf_counter()
            if now >= deadline or _decided(tree, legal, iterations, now - start, deadline - now):
                break
    evidence = misplays(tree.know, tree.origin, list(tree.root.children))
    return _answer(tree.root.children, legal, prior, tree.know.confidence, evidence,
                   iterations, time.perf_counter() - start)


def misplays(know: Knowledge, state: State, actions: list[Action]) -> dict[Action, float]:
    """The moves of `actions` the game calls misplays for the player to move in `state`,
    each with the standard errors it needs to be answered."""
    if know.misplay is None:
        return {}
    return {a: know.misplay_confidence for a in actions if know.misplay(state, a)}


def planted(view: SeatView, rng: random.Random, prior: Action, legal: list[Action],
            tree_class: type[_Tree] = _Tree) -> _Tree:
    """A new search tree of `view`, its root's moves `prior` first (`legal`: the view's)."""
    tree = tree_class(view, knowledge(view.game_id), rng)
    tree.root.moves = _unique([prior, *tree.candidates(tree.origin, legal)], set(legal))
    return tree


def merge(game_id: str, results: list[SearchResult]) -> SearchResult:
    """One answer from searches of the same position run side by side, each with its
    own tree (root parallelisation: Chaslot, Winands & van den Herik 2008): the
    root's counts added up, the answer chosen from the sums as one search would.
    The first result's heuristic move stands for all."""
    iterations = sum(r.iterations for r in results)
    if len(results) == 1 or not iterations:  # one search, or a forced move: nothing to add
        return results[0]
    legal = [a for a, _ in results[0].shares]
    children: dict[Action, _Node] = {}
    for result in results:
        for action, (visits, value, square) in result.root.items():
            node = children.setdefault(action, _Node())
            node.visits += visits
            node.value += value
            node.square += square
    return _answer(children, legal, results[0].prior, knowledge(game_id).confidence,
                   {a: w for r in results for a, w in r.evidence.items()}, iterations,
                   max(r.seconds for r in results))


def _answer(children: dict, legal: list[Action], prior: Action, confidence: float,
            evidence: dict[Action, float], iterations: int, seconds: float) -> SearchResult:
    """The result of a search whose root moves reached `children`."""
    ranked = sorted(((a, children.get(a)) for a in legal),
                    key=lambda p: (-(p[1].visits if p[1] else 0), -(p[1].mean() if p[1] else 0)))
    shares = [(a, (n.visits if n else 0) / iterations) for a, n in ranked]
    values = {a: n.mean() for a, n in ranked if n}
    root = {a: (n.visits, n.value, n.square) for a, n in ranked if n}
    best = ranked[0][0]
    if best in evidence and not _proven(children, best, prior, evidence[best]):
        # a misplay the iterations do not prove: the search's noise led it there, so the
        # heuristic's move stands (or, were it a misplay too, the most visited one that is none)
        best = prior if prior not in evidence else next(
            (a for a, n in ranked if n and a not in evidence), prior)
    action = best if _proven(children, best, prior, confidence) else prior
    return SearchResult(action, shares, values, iterations, seconds, prior, root, evidence)


def _proven(children: dict, best: Action, prior: Action, weight: float) -> bool:
    """True unless `weight` asks for evidence that `best` beats the heuristic's move
    and the iterations do not give it."""
    chosen, kept = children.get(best), children.get(prior)
    if not weight or best == prior or kept is None:
        return True
    if min(chosen.visits, kept.visits) < PROOF_VISITS:
        return False
    error = math.sqrt(chosen.error() ** 2 + kept.error() ** 2)
    return chosen.mean() - kept.mean() > weight * error


def _decided(tree: _Tree, legal: list[Action], iterations: int, spent: float,
             left: float) -> bool:
    """True when the most visited move stays ahead whatever the time left brings."""
    visits = sorted((n.visits for n in tree.root.children.values()), reverse=True)
    if len(visits) < 2:
        return len(tree.root.moves) < 2
    return visits[0] - visits[1] > iterations / spent * left
