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
rather than let the game stall.
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
    return _CamelPlan(held, empty_spaces, deliveries, tuple(carried))


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
    return _value(state, p, _camels_key(state.camels[p]))


def _value(state: CaravanState, p: int, camels: tuple, delivering: int = 0) -> float:
    """`evaluate` of p had p's camels stood as `camels` (a `_camels_key`) and had p
    delivered goods worth `delivering` more: what a move of p's own changes."""
    plan = _camel_plan(camels)
    late = state.end_triggered or sum(state.bag.values()) <= D.REFILL_COUNT
    value = sum(D.VALUE[g] for g in state.delivered[p]) + delivering + state.demand_taken[p]
    value -= penalty(plan.held) * (PENALTY_LATE if late else PENALTY_EARLY)
    if plan.held <= HOPE_HELD and not state.end_triggered:
        board = state.board
        # a set, iterated in its own order: the sum comes out to the last bit as ever
        hopes = {space for space in plan.empty_spaces if space in board}
        for space in hopes:
            value += PICK_UP_HOPE * (D.VALUE[board[space]] + state.demand.get(space, 0))
    # once the end is triggered the first delivery ends the game: only it counts
    for share in plan.carried[:1] if state.end_triggered else plan.carried:
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


def _moved(camels: list[list], action: Action) -> tuple[list[tuple], int, int]:
    """A player's camels (space, good, stolen) after his own `action`, the camel it
    moved, and the value it delivers."""
    mine = [tuple(c) for c in camels]
    if action.type == "move_good":
        return _passed(mine, action["camel"], action["to"])
    if action.type == "move_camel":
        mine[action["camel"]] = (action["to"], None, False)
        return mine, action["camel"], 0
    space = action["space"]
    mine[next(i for i, c in enumerate(mine) if c[0] is None)] = (space, None, False)
    # the relay passes a good to the last empty camel there, the placed one or its like
    return mine, max(i for i, c in enumerate(mine) if c[0] == space and c[1] is None), 0


def _passed(mine: list[tuple], i: int, j: int) -> tuple[list[tuple], int, int]:
    """`_moved` for camel i passing its good on to camel j (delivering it in a city)."""
    mine = list(mine)
    good, space = mine[i][1], mine[j][0]
    mine[i] = (mine[i][0], None, False)
    if space == D.CITY_OF_GOOD[good]:
        return mine, j, D.VALUE[good]
    mine[j] = (space, good, False)
    return mine, j, 0


def _cost(state: CaravanState, action: Action, occupied: set[int]) -> int:
    if action.type in ("place", "move_camel"):
        key = "space" if action.type == "place" else "to"
        return state._cost(action[key], occupied)
    return 1


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
            progress = [(g, a) for g, a in scored if a.type in ("pick_up", "steal")]
            if progress:
                best = max(progress, key=lambda ga: ga[0])[1]
        return best if best in legal else legal[0]

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
        base = evaluate(state, me) - best_other
        occupied = state._occupied()
        scored = []
        seen = set()
        useful = self._useful_spaces(state, me)
        for action in legal:
            if action.type == "end_turn":
                continue
            if action.type in ("place", "move_camel") and action.get(
                    "space", action.get("to")) not in useful:
                continue
            if action.type == "move_camel":  # empty camels on one space are alike
                key = (state.camels[me][action["camel"]][0], action["to"])
                if key in seen:
                    continue
                seen.add(key)
            cost = _cost(state, action, occupied)
            if action.type in _OWN_ACTIONS:
                mine, moved, delivering = _moved(state.camels[me], action)
                value = _value(state, me, _camels_key(mine), delivering)
                gain = (value - best_other - base) / cost
                if action.type != "move_good" and state.actions_left > cost:  # turn goes on
                    gain = max(gain, self._relay(state, me, mine, moved, base, best_other,
                                                 cost))
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
    def _relay(state: CaravanState, me: int, mine: list[tuple], moved: int, base: float,
               best_other: float, cost: int) -> float:
        """A camel brought next to a chain pays when a good is then passed onto it
        (a relay with few free camels): the best gain per action of the pair.
        `mine`: my camels after the move of camel `moved`; `best_other`: the best
        opponent's evaluation, which the pair leaves alone."""
        chain = chain_tree({c[0] for c in mine if c[0] is not None}, mine[moved][0])
        best = float("-inf")
        for i, (space, good, _) in enumerate(mine):
            if good is not None and space in chain:
                after, _, delivering = _passed(mine, i, moved)
                value = _value(state, me, _camels_key(after), delivering)
                best = max(best, (value - best_other - base) / (cost + 1))
        return best


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
