"""A heuristic bot for Caravan.

It reads only its observation (where nothing is hidden) and the legal
actions. It rebuilds the public position, tries each legal action on a copy
and takes the one that raises its evaluation most per action point spent,
ending its turn when nothing helps. The evaluation counts, for every player,
delivered goods and demand markers, the goods carried weighted by how many
more camels their chain to the city still needs (so it builds chains, passes
goods along them and delivers), goods its empty camels stand on (so it goes
for pick-ups, demand markers first), and the penalty for goods held, weighed
more heavily as the bag empties. It plays for its own value minus the best
opponent's, so a theft counts twice: its gain and the victim's loss.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME, PLAY, CaravanState, penalty

# a carried good is worth its value times CARRY_BASE - CARRY_STEP * (camels its chain
# needs) - CARRY_DIST * (its distance to the city), so passing it forward along a
# chain (relaying with few camels) pays too
CARRY_BASE, CARRY_STEP, CARRY_DIST, CARRY_FLOOR = 0.95, 0.12, 0.06, 0.1
# share of a good's value (and markers) for an empty camel standing on it
PICK_UP_HOPE = 0.1
# the share of the other goods carried, waiting for the camels to serve them
CARRY_LATER = 0.4
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


def chain_need(state: CaravanState, p: int, start: int, good: str) -> int:
    """How many more camels p must bring to pass a good from `start` to its city."""
    target = D.CITY_OF_GOOD[good]
    camels = state.camels[p]
    spaces = frozenset(c[0] for c in camels if c[0] is not None)
    need = _gaps(spaces, start, target)
    if target in spaces and not any(c[0] == target and c[1] is None for c in camels):
        need += 1  # the camel on the city is loaded: another must come
    return need


@lru_cache(maxsize=65536)
def _gaps(spaces: frozenset[int], start: int, target: int) -> int:
    """Spaces without one of `spaces` on the best orthogonal path from start to target
    (0-1 breadth-first search). Cached: a bot's trials share the camels' spaces."""
    dist = [99] * D.SPACES
    dist[start] = 0
    todo = deque([start])
    near = D.NEIGHBOURS
    while todo:
        here = todo.popleft()
        base = dist[here]
        if here == target:
            break
        for nxt in near[here]:
            if nxt in spaces:
                if base < dist[nxt]:
                    dist[nxt] = base
                    todo.appendleft(nxt)
            elif base + 1 < dist[nxt]:
                dist[nxt] = base + 1
                todo.append(nxt)
    return dist[target]


def evaluate(state: CaravanState, p: int) -> float:
    late = state.end_triggered or sum(state.bag.values()) <= D.REFILL_COUNT
    mine = state.camels[p]
    value = sum(D.VALUE[g] for g in state.delivered[p]) + state.demand_taken[p]
    value -= penalty(state.held(p)) * (PENALTY_LATE if late else PENALTY_EARLY)
    carried, hopes = [], set()
    for space, good, _ in mine:
        if space is None:
            continue
        if good is not None:
            r, c = D.row_col(space)
            cr, cc = D.row_col(D.CITY_OF_GOOD[good])
            dist = abs(r - cr) + abs(c - cc)
            need = chain_need(state, p, space, good)
            focus = max(CARRY_FLOOR, CARRY_BASE - CARRY_STEP * need - CARRY_DIST * dist)
            later = max(CARRY_FLOOR, CARRY_LATER - CARRY_DIST * dist)
            carried.append((D.VALUE[good] * focus, D.VALUE[good] * later))
        elif space in state.board and not state.end_triggered and state._may_load(p):
            hopes.add(space)
    for space in hopes:
        value += PICK_UP_HOPE * (D.VALUE[state.board[space]] + state.demand.get(space, 0))
    # the camels serve one chain at a time: the best good gets its chain's worth
    carried.sort(reverse=True)
    shrink = 0.5 if state.end_triggered else 1.0
    for k, (focus, later) in enumerate(carried):
        value += (focus if k == 0 else later) * shrink
    return value


def relative(state: CaravanState, p: int) -> float:
    others = [evaluate(state, q) for q in range(state.num_players) if q != p]
    return evaluate(state, p) - max(others)


def _cost(state: CaravanState, action: Action) -> int:
    if action.type in ("place", "move_camel"):
        key = "space" if action.type == "place" else "to"
        return state._cost(action[key], state._occupied())
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
        best, best_gain = Action("end_turn"), MIN_GAIN
        for gain, action in self.gains(state, legal):
            if gain > best_gain:
                best, best_gain = action, gain
        return best if best in legal else legal[0]

    def gains(self, state: CaravanState, legal: list[Action]) -> list[tuple[float, Action]]:
        """(gain per action point, action) for the legal moves worth considering."""
        me = state.player
        base = relative(state, me)
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
            child = state.clone()
            child._apply(action)
            cost = _cost(state, action)
            gain = (relative(child, me) - base) / cost
            if action.type in ("place", "move_camel") and child.player == me:
                gain = max(gain, self._relay(child, me, action, base, cost))
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
    def _relay(child: CaravanState, me: int, action: Action, base: float, cost: int) -> float:
        """A camel brought next to a chain pays when a good is then passed onto it
        (a relay with few free camels): the best gain per action of the pair."""
        mine = child.camels[me]
        if action.type == "move_camel":
            moved = action["camel"]
        else:
            moved = max(i for i, c in enumerate(mine) if c[0] == action["space"]
                        and c[1] is None)
        group = child._groups(me)[mine[moved][0]]
        best = float("-inf")
        for i, (space, good, _) in enumerate(mine):
            if good is not None and space in group:
                grand = child.clone()
                grand._apply(Action("move_good", camel=i, to=moved))
                best = max(best, (relative(grand, me) - base) / (cost + 1))
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


def search_candidates(state, legal: list[Action], prior: Action) -> list[Action]:
    """Ending the turn and the heuristic's best-scored moves."""
    if state.phase != PLAY:
        return legal
    ranked = sorted(_ROLLOUT_BOT.gains(state, legal), key=lambda ga: -ga[0])
    return [prior, Action("end_turn"), *(a for _, a in ranked[:SEARCH_MOVES])]
