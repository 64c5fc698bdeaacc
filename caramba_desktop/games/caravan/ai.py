"""A heuristic bot for Caravan.

It reads only its observation (where nothing is hidden) and the legal
actions. It rebuilds the public position, tries each legal action on a copy
and takes the one that raises its evaluation most per action point spent,
ending its turn when nothing helps. The evaluation counts, for every player,
delivered goods and demand markers; each good carried at its value discounted
by the actions its delivery still needs, camels relaying it along the way
when there are too few to lay a whole chain (`delivery_actions`), so every
camel brought nearer and every pass forward shows; goods its empty camels
stand on while it holds little (so it goes for pick-ups, demand markers
first); and the penalty for goods held, weighed more heavily as the bag
empties. It plays for its own value minus the best opponent's, so a theft
counts twice: its gain and the victim's loss. When the game is about to end
for lack of progress and it is not ahead, it picks a good up at a loss
rather than let the game stall, or, with none to pick up, moves a camel
towards one.
"""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import NamedTuple

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME, PLAY, CaravanState, chain_tree, penalty

# a carried good is worth its value times RELAY_DECAY ** (actions its delivery
# still needs), never less than CARRY_FLOOR: each action nearer counts, the last
# ones most; the goods are delivered one after the other, so each one waits for
# the actions of those before it
RELAY_DECAY, CARRY_FLOOR = 0.9, 0.1
# no empty camel left: the good cannot move until another one is delivered
STUCK = 99
# share of a good's value (and markers) for an empty camel standing on it, while
# its owner holds at most HOPE_HELD goods (more would cost penalty points)
PICK_UP_HOPE, HOPE_HELD = 0.05, 1
# how much the end penalty counts: early, and once the bag is empty
PENALTY_EARLY, PENALTY_LATE = 0.4, 1.2
# an action must gain at least this much to be taken
MIN_GAIN = 0.02


def state_from_observation(obs: dict) -> CaravanState:
    """The public position as a state (everything in Caravan is public)."""
    n = len(obs["players"])
    state = GAME.new_state(n, {"sixth_camel": len(obs["camels"][0]) == D.CAMELS_VARIANT})
    state.phase = obs["phase"]
    state.queue = []
    state.player = obs["current_player"] if obs["current_player"] >= 0 else 0
    state.start_player, state.turn = obs["start_player"], obs["turn"]
    state.actions_left = obs["actions_left"]
    state.camels = [[list(c) for c in camels] for camels in obs["camels"]]
    state.board = dict(obs["goods"])
    state.demand = dict(obs["demand"])
    state.demand_supply = obs["demand_supply"]
    state.bag, state.box = dict(obs["bag"]), dict(obs["box"])
    state.end_triggered = obs["end_triggered"]
    state.idle_turns = obs["idle_turns"]
    for p, seat in enumerate(obs["players"]):
        state.theft[p] = seat["theft_markers"]
        state.demand_taken[p] = seat["demand_markers"]
        state.delivered[p] = list(seat["delivered"])
    return state


def delivery_actions(state: CaravanState, p: int) -> list[tuple[int, int]]:
    """For each good p carries, about how many actions its delivery still needs,
    and its value; the quickest first."""
    return list(_camel_plan(_camels_key(state.camels[p])).deliveries)


def _camels_key(camels: list) -> tuple[tuple[int | None, str | None], ...]:
    """What the evaluation reads of a player's camels: where each is, what it carries."""
    return tuple([(c[0], c[1]) for c in camels])


class _CamelPlan(NamedTuple):
    """What `evaluate` needs of one player's camels alone, whatever the rest of the
    position: computed once per arrangement of camels (see `_camel_plan`)."""

    held: int  # goods carried
    penalty: int  # the end penalty for them
    empty_spaces: tuple[int, ...]  # spaces of the empty camels, each once, in camel order
    deliveries: tuple[tuple[int, int], ...]  # as delivery_actions
    # each carried good's share of the evaluation, in the order they are added
    carried: tuple[float, ...]


# A search evaluates every player after every move, but a move changes one
# player's camels (two with a theft): the others' plans come from this cache.
@lru_cache(maxsize=1 << 15)
def _camel_plan(camels: tuple[tuple[int | None, str | None], ...]) -> _CamelPlan:
    held = sum(1 for _, good in camels if good is not None)
    empty_spaces = tuple(dict.fromkeys(space for space, good in camels if good is None
                                       and space is not None))
    deliveries = tuple(_deliveries(camels)) if held else ()
    carried, waited = [], 0
    for actions, worth in deliveries:
        waited += actions
        carried.append(worth * max(CARRY_FLOOR, RELAY_DECAY ** waited))
    return _CamelPlan(held, penalty(held), empty_spaces, deliveries, tuple(carried))


def _deliveries(camels: tuple[tuple[int | None, str | None], ...]) -> list[tuple[int, int]]:
    """delivery_actions of these camels."""
    spaces = frozenset(space for space, _ in camels if space is not None)
    empty_at: dict[int | None, int] = {}
    for space, good in camels:
        if good is None:
            empty_at[space] = empty_at.get(space, 0) + 1
    needs = []
    for space, good in camels:
        if space is None or good is None:
            continue
        way = _way(spaces, space, D.CITY_OF_GOOD[good])
        cover = [empty_at.get(cell, 0) if cell in spaces else -1 for cell in way]
        free = sum(n for cell, n in empty_at.items() if cell not in way)
        needs.append((_relay(cover, free), D.VALUE[good]))
    return sorted(needs)


def _relay(cover: list[int], free: int) -> int:
    """Actions to bring a good along its way and deliver it, relaying.

    `cover[i]` is what stands on the way's i-th space: -1 nothing of the
    player's, 0 only loaded camels (a good passes over them), n > 0 that many
    empty camels. An empty camel off the way (`free`) fills the first gap; with
    none free, a pass takes the good to the farthest empty camel it reaches and
    frees the camels behind it; if the good cannot move at all, the farthest
    camel ahead is taken back to fill a gap nearer."""
    cover = list(cover)
    last = len(cover) - 1
    actions, at = 0, -1
    for _ in range(4 * len(cover) + 4):
        reach, k = at, at + 1
        while k <= last and cover[k] >= 0:
            if cover[k] > 0:
                reach = k
            k += 1
        if reach == last:
            return actions + 1
        if free and k <= last:
            cover[k] = 1
            free -= 1
        elif free:  # the way is covered but the city's camels are loaded
            cover[last] = 1
            free -= 1
        elif reach > at:
            # behind the good now: its old carrier, the empty camels it passed
            # over, the receiver's companions (one for the carrier, one less
            # for the receiver: the sum of the empty camels up to the receiver)
            free += sum(n for n in cover[at + 1:reach + 1] if n > 0)
            for i in range(at + 1, reach + 1):
                cover[i] = 0
            at = reach
        else:
            ahead = [i for i in range(k, last + 1) if cover[i] > 0]
            if not ahead:
                return STUCK
            cover[ahead[-1]] -= 1
            if not cover[ahead[-1]]:
                cover[ahead[-1]] = -1
            free += 1
            continue
        actions += 1
    return STUCK


# `_way` weighs a path by gaps first, then steps, in one number: a path has fewer
# steps than there are spaces
_GAP = D.SPACES + 1
_UNREACHED = _GAP * _GAP


@lru_cache(maxsize=65536)
def _way(spaces: frozenset[int], start: int, target: int) -> tuple[int, ...]:
    """The spaces after `start` up to `target` on the way with the fewest spaces
    without one of the player's camels (`spaces`), the shortest among those.
    Cached: a bot's trials share the camels' spaces."""
    best = [_UNREACHED] * D.SPACES
    best[start] = 0
    parent = [start] * D.SPACES
    todo = [(0, start)]
    pop, push, neighbours = heapq.heappop, heapq.heappush, D.NEIGHBOURS
    while todo:
        cost, here = pop(todo)
        if here == target:
            break
        if best[here] < cost:
            continue
        on_camel, on_gap = cost + 1, cost + _GAP + 1
        for nxt in neighbours[here]:
            step = on_camel if nxt in spaces else on_gap
            if step < best[nxt]:
                best[nxt] = step
                parent[nxt] = here
                push(todo, (step, nxt))
    way = [target]
    while way[-1] != start:
        way.append(parent[way[-1]])
    return tuple(reversed(way[:-1]))


def evaluate(state: CaravanState, p: int) -> float:
    """Player p's prospects in points (see the module's docstring)."""
    return _Judge(state, p).value(_camels_key(state.camels[p]))


class _Judge:
    """`evaluate` of one player for any arrangement of his camels: what it reads of
    the rest of the position is worked out once for all the moves he weighs."""

    __slots__ = ("fixed", "penalty_weight", "end_triggered", "hope")

    def __init__(self, state: CaravanState, p: int) -> None:
        self.fixed = sum(D.VALUE[g] for g in state.delivered[p]) + state.demand_taken[p]
        late = state.end_triggered or sum(state.bag.values()) <= D.REFILL_COUNT
        self.penalty_weight = PENALTY_LATE if late else PENALTY_EARLY
        self.end_triggered = state.end_triggered
        demand = state.demand
        # what an empty camel standing on a good adds (see PICK_UP_HOPE)
        self.hope = {space: PICK_UP_HOPE * (D.VALUE[good] + demand.get(space, 0))
                     for space, good in state.board.items()}

    def value(self, camels: tuple, delivering: int = 0) -> float:
        """The player's evaluation had his camels stood as `camels` (a `_camels_key`) and
        had he delivered goods worth `delivering` more: what a move of his own changes."""
        plan = _camel_plan(camels)
        value = self.fixed + delivering - plan.penalty * self.penalty_weight
        if plan.held <= HOPE_HELD and not self.end_triggered:
            hope = self.hope
            # a set, iterated in its own order: the sum comes out to the last bit as ever
            for space in {space for space in plan.empty_spaces if space in hope}:
                value += hope[space]
        # once the end is triggered the first delivery ends the game: only it counts
        for share in plan.carried[:1] if self.end_triggered else plan.carried:
            value += share
        return value


def relative(state: CaravanState, p: int) -> float:
    return evaluate(state, p) - _best_other(state, p)


def _best_other(state: CaravanState, p: int) -> float:
    return max([evaluate(state, q) for q in range(state.num_players) if q != p])


# these actions change only the mover's camels and delivered goods (and whose turn
# it is), which no other player's evaluation reads: after them the opponents'
# evaluations are those before, and `gains` judges the mover's camels as they would
# stand (`_moved`) without playing the move on a copy of the state
_OWN_ACTIONS = frozenset({"place", "move_camel", "move_good"})


def _moved(camels: tuple, action: Action) -> tuple[tuple, int, int]:
    """A player's camels (a `_camels_key`) after his own `action`, the camel it moved,
    and the value it delivers."""
    if action.type == "move_good":
        return _passed(camels, action["camel"], action["to"])
    mine = list(camels)
    if action.type == "move_camel":
        mine[action["camel"]] = (action["to"], None)
        return tuple(mine), action["camel"], 0
    space = action["space"]
    mine[mine.index((None, None))] = (space, None)  # the first camel in the supply
    # the relay passes a good to the last empty camel there, the placed one or its like
    return tuple(mine), max(i for i, c in enumerate(mine) if c == (space, None)), 0


def _passed(camels: tuple, i: int, j: int) -> tuple[tuple, int, int]:
    """`_moved` for camel i passing its good on to camel j (delivering it in a city)."""
    mine = list(camels)
    (start, good), space = mine[i], mine[j][0]
    mine[i] = (start, None)
    if space == D.CITY_OF_GOOD[good]:
        return tuple(mine), j, D.VALUE[good]
    mine[j] = (space, good)
    return tuple(mine), j, 0


class HeuristicBot(Bot):
    kind = "heuristic"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1 or observation["phase"] != PLAY:
            return legal[0]
        return self.best(state_from_observation(observation), legal)

    def best(self, state: CaravanState, legal: list[Action]) -> Action:
        """The move for the player to move in `state` (which is left unchanged)."""
        if len(legal) == 1 or state.phase != PLAY:
            return legal[0]
        return self.pick(state, legal, self.gains(state, legal))

    def pick(self, state: CaravanState, legal: list[Action],
             scored: list[tuple[float, Action]]) -> Action:
        """The move among `scored` (from `gains`): the best gain, else ending the turn."""
        best, best_gain = Action("end_turn"), MIN_GAIN
        for gain, action in scored:
            if gain > best_gain:
                best, best_gain = action, gain
        if best.type == "end_turn" and self._must_move_on(state):
            # a theft is no progress for the stall rule: only a pick-up (or a delivery)
            progress = [(g, a) for g, a in scored if a.type == "pick_up"]
            if progress:
                best = max(progress, key=lambda ga: ga[0])[1]
            else:
                best = self._towards_a_good(state, legal) or best
        return best if best in legal else legal[0]

    @staticmethod
    def _towards_a_good(state: CaravanState, legal: list[Action]) -> Action | None:
        """With no good to pick up, the camel move (or placing) that brings an empty
        camel nearest to a good lying on the board, if it comes nearer than any does."""
        if not state.board or not state._may_load(state.player):
            return None

        def distance(space: int) -> int:
            r, c = D.row_col(space)
            return min(abs(r - gr) + abs(c - gc) for gr, gc in map(D.row_col, state.board))

        empty = [c[0] for c in state.camels[state.player] if c[0] is not None and c[1] is None]
        nearest = min(map(distance, empty), default=D.SPACES)
        moves = [(distance(a["space"] if a.type == "place" else a["to"]), i, a)
                 for i, a in enumerate(legal) if a.type in ("place", "move_camel")]
        closest = min(moves, default=None, key=lambda m: m[:2])
        return closest[2] if closest is not None and closest[0] < nearest else None

    @staticmethod
    def _must_move_on(state: CaravanState) -> bool:
        """The game is about to end for lack of progress (rules: STALL_ROUNDS) and
        the player to move is not ahead: it takes a good even at a loss."""
        if state.idle_turns < (D.STALL_ROUNDS - 2) * state.num_players:
            return False
        scores = state.scores()
        me = state.player
        return scores[me] <= max(s for q, s in enumerate(scores) if q != me)

    def gains(self, state: CaravanState, legal: list[Action]) -> list[tuple[float, Action]]:
        """(gain per action point, action) for the legal moves worth considering."""
        me = state.player
        best_other = _best_other(state, me)
        judge = _Judge(state, me)
        now = _camels_key(state.camels[me])
        base = judge.value(now) - best_other
        occupied = state._occupied()
        # a camel moved with actions to spare may take a good on from a chain (`_relay`)
        holding = any(good is not None for _, good in now)
        chains: dict[int, dict[int, int]] = {}  # moving camel -> `_chains` of the others
        scored = []
        seen = set()
        useful = self._useful_spaces(state, me)
        for action in legal:
            kind = action.type
            if kind == "end_turn":
                continue
            cost = 1
            if kind == "place" or kind == "move_camel":
                to = action["space"] if kind == "place" else action["to"]
                if to not in useful:
                    continue
                if kind == "move_camel":  # empty camels on one space are alike
                    key = (now[action["camel"]][0], to)
                    if key in seen:
                        continue
                    seen.add(key)
                cost = state._cost(to, occupied)
            if kind in _OWN_ACTIONS:
                mine, moved, delivering = _moved(now, action)
                gain = (judge.value(mine, delivering) - best_other - base) / cost
                if holding and kind != "move_good" and state.actions_left > cost:  # turn goes on
                    camel = action["camel"] if kind == "move_camel" else now.index((None, None))
                    if camel not in chains:
                        chains[camel] = _chains(now, camel)
                    gain = max(gain, self._relay(judge, mine, moved, chains[camel], base,
                                                 best_other, cost))
            else:
                child = state.clone()
                child._apply(action)
                gain = (relative(child, me) - base) / cost
            gain += self.rng.random() * 1e-3  # break ties at random
            scored.append((gain, action))
        return scored

    @staticmethod
    def _useful_spaces(state: CaravanState, me: int) -> set[int]:
        """Where a camel may be worth bringing: next to my camels (chains), the
        cities, goods lying on the board, other players' loaded camels (theft)."""
        useful = set(state.board) | set(D.CITY_OF_GOOD.values())
        for space, _, _ in state.camels[me]:
            if space is not None:
                useful.update(D.neighbours(space))
        for q, camels in enumerate(state.camels):
            if q != me:
                useful.update(c[0] for c in camels if c[1] is not None and not c[2])
        return useful

    @staticmethod
    def _relay(judge: _Judge, mine: tuple, moved: int, chains: dict[int, int], base: float,
               best_other: float, cost: int) -> float:
        """A camel brought next to a chain pays when a good is then passed onto it
        (a relay with few free camels): the best gain per action of the pair.
        `mine`: my camels (a `_camels_key`) after the move of camel `moved`; `chains`:
        those of my other camels (`_chains`); `best_other`: the best opponent's
        evaluation, which the pair leaves alone."""
        to = mine[moved][0]
        joined = {chains[space] for space in (to, *D.NEIGHBOURS[to]) if space in chains}
        best = float("-inf")
        for i, (space, good) in enumerate(mine):
            if good is not None and chains[space] in joined:
                after, _, delivering = _passed(mine, i, moved)
                best = max(best, (judge.value(after, delivering) - best_other - base)
                           / (cost + 1))
        return best


def _chains(camels: tuple, moving: int) -> dict[int, int]:
    """The chains of a player's camels (a `_camels_key`) but camel `moving`: each of
    their spaces -> the same one of its chain's spaces for the whole chain. A camel
    moved onto a space joins the chains on it and next to it."""
    spaces = {space for i, (space, _) in enumerate(camels) if i != moving and space is not None}
    chains: dict[int, int] = {}
    for space in spaces:
        if space not in chains:
            chains.update(dict.fromkeys(chain_tree(spaces, space), space))
    return chains


# the search's evaluation (ai/ismcts.py): its uncertainty, in points of `evaluate`
SEARCH_TEMPERATURE = 4.0


def search_value(state: CaravanState, seat: int) -> list[float]:
    """Each player's chance to win, from `evaluate` of every player."""
    return softmax_values([evaluate(state, p) for p in range(state.num_players)],
                          SEARCH_TEMPERATURE)


# ----- the rollouts of the search: the heuristic plays out the turn ------------------

_ROLLOUT_BOT = HeuristicBot("caravan", 0)


def rollout_move(state, rng) -> Action:
    _ROLLOUT_BOT.rng = rng  # ties broken by the search's generator: searches repeat exactly
    return _ROLLOUT_BOT.best(state, state.legal_actions())


def rollout_over(root, state) -> bool:
    return state.turn != root.turn


# how many of the heuristic's best-scored moves the search tries besides its choice
SEARCH_MOVES = 5


def search_candidates(state, legal: list[Action], rng) -> list[Action]:
    """The heuristic's move, ending the turn and the heuristic's best-scored moves,
    from one scoring of the moves (it is most of a search's time)."""
    _ROLLOUT_BOT.rng = rng
    if len(legal) == 1 or state.phase != PLAY:
        return legal
    scored = _ROLLOUT_BOT.gains(state, legal)
    ranked = sorted(scored, key=lambda ga: -ga[0])
    return [_ROLLOUT_BOT.pick(state, legal, scored), Action("end_turn"),
            *(a for _, a in ranked[:SEARCH_MOVES])]


def alike_key(state: CaravanState, action: Action) -> tuple:
    """A move as the player tells it apart: her camels are alike, so a camel is named by
    its space and load (two empty camels on one space moving to E4 are one choice), and
    another player's camel by its space."""
    p = state.current_player
    params = dict(action.params)
    if "camel" in params:
        params["camel"] = tuple(state.camels[p][params["camel"]][:2])
    if action.type == "move_good":
        params["to"] = state.camels[p][params["to"]][0]
    if action.type == "steal":
        params["target"] = state.camels[params["victim"]][params["target"]][0]
    return action.type, tuple(sorted(params.items()))
