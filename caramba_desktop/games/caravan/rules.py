"""Caravan (Joe Huber): the rules.

Players place camels on a 7 x 7 desert, pick goods up from the numbered
spaces and pass them along chains of their own orthogonally connected camels
to the city that wants them. A turn has up to four actions (fewer in the very
first turns). Nothing is hidden: only the order of the bag is random, and
every draw from it is a chance node naming the good drawn.

Camels are named by their owner's index list: camel i of the player to move.
A camel is [space or None (supply), good or None, under] where `under` marks
a stolen good, which cannot be stolen again until it is moved.

A clone shares its parent's camels, goods and counters: the search clones every
iteration, and an action changes only a few of them. So the rules never change
one of these in place; they put a changed copy in its stead (a camel, the bag,
a player's deliveries), and a clone copies only the lists of camels themselves.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping
from itertools import compress

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, Game, IllegalAction, State
from caramba_desktop.games.caravan import data as D

SETUP, PLAY, OVER = "setup", "play", "over"

# the parameters each action takes (docs/ENGINE.md)
ACTION_PARAMS = {
    "end_turn": set(), "place": {"space"}, "move_camel": {"camel", "to"},
    "pick_up": {"camel"}, "steal": {"camel", "victim", "target"},
    "move_good": {"camel", "to"},
}
CHANCE_ACTIONS = {"start_player", "draw"}

# actions are immutable values: made once, listed many times
_MOST_CAMELS = max(D.CAMELS, D.CAMELS_VARIANT)
_END_TURN = Action("end_turn")
_PLACE = [Action("place", space=s) for s in range(D.SPACES)]
_MOVE_CAMEL = [[Action("move_camel", camel=i, to=s) for s in range(D.SPACES)]
               for i in range(_MOST_CAMELS)]
# camel i's moves from a space to every other one, in the order of the spaces: with
# actions to spare (most turns) a camel's moves are this list as it is
_MOVE_CAMEL_AWAY = [[[a for a in moves if a["to"] != here] for here in range(D.SPACES)]
                    for moves in _MOVE_CAMEL]
_PICK_UP = [Action("pick_up", camel=i) for i in range(_MOST_CAMELS)]
_STEAL = [[[Action("steal", camel=i, victim=q, target=j) for j in range(_MOST_CAMELS)]
           for q in range(4)] for i in range(_MOST_CAMELS)]
_MOVE_GOOD = [[Action("move_good", camel=i, to=j) for j in range(_MOST_CAMELS)]
              for i in range(_MOST_CAMELS)]
_NO_LOOT: dict = {}
_START = [Action("start_player", player=p) for p in range(4)]
_DRAW = {(k, g): Action("draw", number=k, good=g) for k in D.NUMBERED for g in D.GOODS}



def penalty(held: int) -> int:
    """Points lost for `held` goods picked up (or stolen) and not delivered at the end."""
    return D.PENALTY.get(held, D.PENALTY[max(D.PENALTY)])

class CaravanState(State):
    def __init__(self, game: CaravanGame, num_players: int, options: dict) -> None:
        self.game = game
        self.num_players = n = num_players
        self.options = options
        camels = D.CAMELS_VARIANT if options["sixth_camel"] else D.CAMELS
        self.camels = [[[None, None, False] for _ in range(camels)] for _ in range(n)]
        short = options["goods"] == "short" or (
            options["goods"] == "auto" and n in D.SHORT_GAME_AUTO_PLAYERS)
        self.box = dict(D.SHORT_GAME_REMOVED) if short else {g: 0 for g in D.GOODS}
        self.bag = {g: D.GOODS_COUNT[g] - self.box[g] for g in D.GOODS}
        self.board: dict[int, str] = {}  # space -> good lying there (not carried)
        self.demand: dict[int, int] = {}  # space -> demand markers lying there
        self.demand_supply = D.DEMAND_MARKERS
        self.demand_taken = [0] * n
        self.delivered: list[list[str]] = [[] for _ in range(n)]
        self.theft = [D.THEFT_MARKERS_EACH] * n
        self.phase = SETUP
        self.start_player = 0
        self.player = 0
        self.turn = 0  # turns begun so far in the game
        self.actions_left = 0
        self.end_triggered = False
        self.idle_turns = 0  # turns in a row without a pick-up or delivery
        self.progress = False  # this turn saw a pick-up or delivery
        self.reason = None
        self.queue: list = ["start"] if D.RANDOM_START_PLAYER else []
        self.queue += [("draw", k) for k in sorted(D.NUMBERED)]
        for k in D.START_DEMAND_SPACES:
            self._add_demand(D.NUMBERED[k])
        self.events: list[dict] = []

    # ----- contract -------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return CHANCE if self.queue else self.player

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        task = self.queue[0]
        if task == "start":
            n = self.num_players
            return [(_START[p], 1 / n) for p in range(n)]
        total = sum(self.bag.values())
        return [(_DRAW[task[1], g], k / total) for g, k in sorted(self.bag.items()) if k]

    def is_chance_outcome(self, action: Action) -> bool:
        task = self.queue[0]
        if task == "start":
            player = action.get("player")
            return player in range(self.num_players) and action == _START[player]
        good = action.get("good")
        return self.bag.get(good, 0) > 0 and action == _DRAW[task[1], good]

    def legal_actions(self) -> list[Action]:
        if self.queue or self.phase == OVER:  # nobody decides
            return []
        p = self.player
        mine = self.camels[p]
        # with one action left only spaces without camels are affordable
        anywhere = self.actions_left >= D.MOVE_COST_OCCUPIED
        if not anywhere:  # keeps the free spaces' actions of a list by space
            free = self._free_spaces()
        actions = [_END_TURN]
        in_supply = False
        can_load = self._may_load(p)
        can_steal = self.theft[p] and (can_load or not D.THEFT_KEEPS_ONE_EMPTY_CAMEL)
        loot = self._loot(p) if can_steal else _NO_LOOT
        board, groups = self.board, None
        for i, (space, good, _) in enumerate(mine):
            if space is None:
                in_supply = True
            elif good is None:
                # (the camel's own space is occupied, so never among the free ones)
                actions += (_MOVE_CAMEL_AWAY[i][space] if anywhere
                            else compress(_MOVE_CAMEL[i], free))
                if can_load and space in board:
                    actions.append(_PICK_UP[i])
                if space in loot:
                    actions += [_STEAL[i][q][j] for q, j in loot[space]]
            else:
                groups = groups or self._groups(p)
                group = groups[space]
                actions += [_MOVE_GOOD[i][j] for j, c in enumerate(mine)
                            if c[1] is None and groups.get(c[0]) is group]
        if in_supply:  # placing comes right after ending the turn
            actions[1:1] = _PLACE if anywhere else compress(_PLACE, free)
        return actions

    def apply(self, action: Action) -> None:
        """As State.apply, but a decision is checked on its own: listing every legal
        action (up to a few hundred) for each move would slow search and playouts."""
        if self.queue or self.phase == OVER:  # a chance outcome, or refused as over
            super().apply(action)
            return
        refusal = self._refusal(self.player, action)
        if refusal is not None:
            raise refusal
        self._apply(action)

    def illegal_reason(self, action: Action) -> IllegalAction:
        p = self.current_player
        refusal = self.type_refusal(action.type, ACTION_PARAMS, CHANCE_ACTIONS)
        if refusal is not None:
            return refusal
        if p == CHANCE:
            task = self.queue[0]
            if (action.type == "draw" and task != "start"
                    and set(action.params) == {"number", "good"}
                    and action["number"] == task[1] and action["good"] in self.bag):
                return IllegalAction("not_in_bag", "no such good left in the bag")
            return IllegalAction("not_an_outcome", f"{action!r} is not a possible chance outcome")
        return self._refusal(p, action) or IllegalAction("not_legal", f"{action!r} is not legal")

    def _refusal(self, p: int, action: Action) -> IllegalAction | None:
        """The first rule `action` by player p breaks, or None if it is legal.
        Must agree with legal_actions (tests check both ways)."""
        kind, mine, par = action.type, self.camels[p], action.params
        if kind not in ACTION_PARAMS:
            return self.type_refusal(kind, ACTION_PARAMS, CHANCE_ACTIONS) or IllegalAction(
                "wrong_phase", f"{kind!r} is a chance outcome, not a decision", phase=self.phase)
        if par.keys() != ACTION_PARAMS[kind]:
            return IllegalAction("malformed_action", f"{kind!r} takes {sorted(ACTION_PARAMS[kind])}")
        if kind == "end_turn":
            return None
        # (an action's number is an int or nothing: Action refuses bools and floats)
        if kind == "place" or kind == "move_camel":
            space = par["space" if kind == "place" else "to"]
            if not (type(space) is int and 0 <= space < D.SPACES):
                return IllegalAction("bad_space", "no such space", space=str(space))
        for key in ("camel", "to") if kind == "move_good" else () if kind == "place" else (
                "camel",):
            if not (type(par[key]) is int and 0 <= par[key] < len(mine)):
                return IllegalAction("no_such_camel", "you have no such camel")
        if kind == "place":
            if None not in [c[0] for c in mine]:
                return IllegalAction("no_camel_in_supply", "all your camels are on the board")
            return self._unaffordable(par["space"])
        camel = mine[par["camel"]]
        if camel[0] is None:
            return IllegalAction("camel_in_supply", "that camel is not on the board")
        if kind == "move_good":
            return self._good_refusal(p, camel, mine[par["to"]])
        if camel[1] is not None:
            return IllegalAction("camel_carries_good", "a camel carrying a good cannot do that")
        if kind == "move_camel":
            if par["to"] == camel[0]:
                return IllegalAction("same_space", "the camel is already there")
            return self._unaffordable(par["to"])
        if (kind == "pick_up" or D.THEFT_KEEPS_ONE_EMPTY_CAMEL) and not self._may_load(p):
            return IllegalAction("last_empty_camel",
                                 "you may not load your last camel without a good")
        if kind == "pick_up":
            if camel[0] not in self.board:
                return IllegalAction("no_good_here", "no good lies on that camel's space")
            return None
        return self._theft_refusal(p, camel, par["victim"], par["target"])

    def _good_refusal(self, p: int, camel: list, target: list) -> IllegalAction | None:
        if camel[1] is None:
            return IllegalAction("camel_has_no_good", "that camel carries no good")
        if target[0] is None or target[1] is not None:
            return IllegalAction("target_not_empty", "a good can only go to an empty camel "
                                 "of yours on the board")
        if target[0] not in chain_spaces(self._spaces(p), camel[0]):
            return IllegalAction("not_connected", "the camels are not orthogonally connected")
        return None

    def _theft_refusal(self, p: int, camel: list, victim, target) -> IllegalAction | None:
        if not self.theft[p]:
            return IllegalAction("no_theft_marker", "you have no theft marker")
        if not (type(victim) is int and 0 <= victim < self.num_players) or victim == p:
            return IllegalAction("bad_victim", "you can only steal from another player")
        others = self.camels[victim]
        if not (type(target) is int and 0 <= target < len(others)) or others[target][0] != camel[0]:
            return IllegalAction("not_on_same_space", "that camel is not on your camel's space")
        if others[target][1] is None:
            return IllegalAction("nothing_to_steal", "that camel carries no good")
        if others[target][2]:
            return IllegalAction("good_under_camel", "a stolen good cannot be stolen again "
                                 "until it is moved")
        return None

    def _unaffordable(self, space: int) -> IllegalAction | None:
        if self.actions_left >= D.MOVE_COST_OCCUPIED:  # any space is affordable
            return None
        cost = self._space_cost(space)
        if cost <= self.actions_left:
            return None
        return IllegalAction("not_enough_actions", f"that costs {cost} actions, "
                             f"{self.actions_left} left", cost=cost, left=self.actions_left)

    def _apply(self, action: Action) -> None:
        self.events = []
        if self.queue:  # a chance outcome is due
            task, self.queue = self.queue[0], self.queue[1:]
            if task == "start":
                self.start_player = self.player = action["player"]
                self.events.append({"type": "start_player", "player": self.player})
            else:
                self._draw(task[1], action["good"])
        else:
            _ON[action.type](self, self.player, action.params)
        if self.actions_left <= 0 or self.phase != PLAY:  # else the turn goes on
            self._advance()

    # ----- actions ----------------------------------------------------------

    def _on_end_turn(self, p: int, par: Mapping) -> None:
        self.actions_left = 0

    def _on_place(self, p: int, par: Mapping) -> None:
        i = [c[0] for c in self.camels[p]].index(None)
        self._put_camel(p, i, par["space"], "place")

    def _on_move_camel(self, p: int, par: Mapping) -> None:
        self._put_camel(p, par["camel"], par["to"], "move_camel")

    def _put_camel(self, p: int, i: int, space: int, kind: str) -> None:
        cost = self._space_cost(space)
        mine = self.camels[p]
        _, good, under = camel = mine[i]
        self.events.append({"type": kind, "player": p, "camel": i, "from": camel[0],
                            "to": space, "cost": cost})
        mine[i] = [space, good, under]
        self.actions_left -= cost

    def _on_pick_up(self, p: int, par: Mapping) -> None:
        i = par["camel"]
        space = self.camels[p][i][0]
        self.board = board = dict(self.board)
        self.demand = demand = dict(self.demand)
        good, markers = board.pop(space), demand.pop(space, 0)
        self.camels[p][i] = [space, good, False]
        self.demand_taken = _changed(self.demand_taken, p, self.demand_taken[p] + markers)
        self.events.append({"type": "pick_up", "player": p, "camel": i, "space": space,
                            "good": good, "demand": markers})
        self.actions_left -= 1
        self.progress = True
        if len(self.board) == D.REFILL_AT and (any(self.bag.values())
                                              or D.DEMAND_ADDED_WITH_THE_BAG_EMPTY):
            self._refill()

    def _on_steal(self, p: int, par: Mapping) -> None:
        i, q, j = par["camel"], par["victim"], par["target"]
        space, good, under = self.camels[q][j]
        self.camels[p][i] = [space, good, True]
        self.camels[q][j] = [space, None, under]
        theft = self.theft = list(self.theft)
        theft[p] -= 1
        theft[q] += 1
        self.events.append({"type": "theft", "player": p, "camel": i, "victim": q,
                            "target": j, "space": space, "good": good})
        self.actions_left -= 1
        # no progress: two players could steal one good back and forth for ever

    def _on_move_good(self, p: int, par: Mapping) -> None:
        i, j = par["camel"], par["to"]
        mine = self.camels[p]
        src, dst = mine[i], mine[j]
        good = src[1]
        path = self._path(p, src[0], dst[0])
        mine[i] = [src[0], None, False]
        self.actions_left -= 1
        self.events.append({"type": "move_good", "player": p, "camel": i, "to": j,
                            "good": good, "path": path})
        if dst[0] == D.CITY_OF_GOOD[good]:
            self.delivered = _changed(self.delivered, p, self.delivered[p] + [good])
            self.progress = True
            self.events.append({"type": "delivery", "player": p, "camel": j, "good": good,
                                "city": D.CITY_AT[dst[0]], "space": dst[0],
                                "value": D.VALUE[good]})
            if self.end_triggered:
                self._finish("delivery")
        else:
            mine[j] = [dst[0], good, False]

    # ----- chance and flow ------------------------------------------------------

    def _draw(self, number: int, good: str) -> None:
        space = D.NUMBERED[number]
        self.bag = {**self.bag, good: self.bag[good] - 1}
        self.board = {**self.board, space: good}
        self.events.append({"type": "draw", "number": number, "space": space, "good": good})
        if not any(self.bag.values()) and self.phase == PLAY:
            self.end_triggered = True
            self.events.append({"type": "last_goods"})

    def _refill(self) -> None:
        """Four goods left lying: a demand marker onto each, then new goods from the bag."""
        spaces = [space for space in sorted(self.board) if self._add_demand(space)]
        free = [k for k in sorted(D.NUMBERED) if D.NUMBERED[k] not in self.board]
        draws = min(D.REFILL_COUNT, sum(self.bag.values()), len(free))
        self.queue = self.queue + [("draw", k) for k in free[:draws]]
        if spaces or draws:
            self.events.append({"type": "refill", "demand": spaces, "numbers": free[:draws]})

    def _add_demand(self, space: int) -> bool:
        """A demand marker onto the space, if the supply has one left."""
        if not self.demand_supply:
            return False
        self.demand_supply -= 1
        self.demand = {**self.demand, space: self.demand.get(space, 0) + 1}
        return True

    def _advance(self) -> None:
        if self.phase == OVER or self.queue:
            return
        if self.phase == SETUP:
            self.phase = PLAY
            self._begin_turn(self.start_player)
        elif self.actions_left <= 0:
            self.idle_turns = 0 if self.progress else self.idle_turns + 1
            if self.idle_turns >= D.STALL_ROUNDS * self.num_players:
                self._finish("stalled")
            else:
                self._begin_turn((self.player + 1) % self.num_players)

    def _begin_turn(self, p: int) -> None:
        self.player = p
        self.turn += 1
        self.actions_left = min(self.turn, D.MAX_ACTIONS)
        self.progress = False
        self.events.append({"type": "turn", "player": p, "actions": self.actions_left})

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.reason = reason
        self.queue = []
        self.events.append({"type": "game_over", "reason": reason, "scores": self.scores(),
                            "winners": self.winners()})

    # ----- board helpers --------------------------------------------------------

    def _occupied(self) -> set[int]:
        return {c[0] for camels in self.camels for c in camels if c[0] is not None}

    def _free_spaces(self) -> list[bool]:
        """For each space, whether no camel stands on it."""
        free = [True] * D.SPACES
        for camels in self.camels:
            for camel in camels:
                if camel[0] is not None:
                    free[camel[0]] = False
        return free

    @staticmethod
    def _cost(space: int, occupied: set[int]) -> int:
        return D.MOVE_COST_OCCUPIED if space in occupied else D.MOVE_COST_EMPTY

    def _space_cost(self, space: int) -> int:
        """_cost of one space, without gathering every occupied one first."""
        for camels in self.camels:
            for camel in camels:
                if camel[0] == space:
                    return D.MOVE_COST_OCCUPIED
        return D.MOVE_COST_EMPTY

    def _may_load(self, p: int) -> bool:
        """Loading one more camel must leave p a camel without a good."""
        goods = [c[1] for c in self.camels[p]
                 if D.SUPPLY_CAMELS_COUNT_AS_EMPTY or c[0] is not None]
        return goods.count(None) >= 2  # one to load, one left

    def _loot(self, p: int) -> dict[int, list[tuple[int, int]]]:
        """Space -> the (player, camel) pairs there whose good p could steal."""
        loot: dict[int, list[tuple[int, int]]] = {}
        for q, camels in enumerate(self.camels):
            if q != p:
                for j, camel in enumerate(camels):
                    if camel[1] is not None and not camel[2]:  # a good, not stolen
                        loot.setdefault(camel[0], []).append((q, j))
        return loot

    def _groups(self, p: int) -> dict[int, set[int]]:
        """Each space of p's camels -> the set of spaces of its chain (one set object
        per chain, shared by its spaces)."""
        groups: dict[int, set[int]] = {}
        spaces = self._spaces(p)
        for space in spaces:
            if space not in groups:
                chain = chain_spaces(spaces, space)
                for linked in chain:
                    groups[linked] = chain
        return groups

    def _spaces(self, p: int) -> set[int]:
        """The spaces of p's camels on the board."""
        return {c[0] for c in self.camels[p] if c[0] is not None}

    def _tree(self, p: int, start: int) -> dict[int, int | None]:
        return chain_tree(self._spaces(p), start)

    def _path(self, p: int, start: int, end: int) -> list[int]:
        """A shortest path through p's chain (for the board view)."""
        parent, path = self._tree(p, start), [end]
        while path[-1] != start:
            path.append(parent[path[-1]])
        return path[::-1]

    # ----- results and views ----------------------------------------------------

    def held(self, p: int) -> int:
        return sum(1 for c in self.camels[p] if c[1] is not None)

    def scores(self) -> list[float]:
        value = D.VALUE
        return [sum(value[g] for g in self.delivered[p]) + self.demand_taken[p]
                * D.DEMAND_MARKER_VALUE - penalty(self.held(p))
                for p in range(self.num_players)]

    def winners(self) -> list[int]:
        return self._winners(self.scores()) if self.phase == OVER else []

    def _winners(self, scores: list[float]) -> list[int]:
        """Most points; among those tied, most goods delivered; still tied: all share."""
        ranking = [(s, len(d)) for s, d in zip(scores, self.delivered, strict=True)]
        best = max(ranking)
        return [p for p, r in enumerate(ranking) if r == best]

    def last_events(self) -> list[dict]:
        return [dict(e) for e in self.events]

    def observation(self, player: int | None) -> dict:
        """Everything is public. Compact lists rather than dicts per camel and good:
        search and the conformance checks take thousands of observations."""
        scores = self.scores()
        return {
            "game": "caravan",
            "viewer": player,
            "phase": self.phase,
            "current_player": self.current_player,
            "start_player": self.start_player,
            "turn": self.turn,
            "actions_left": self.actions_left if self.phase == PLAY else 0,
            "bag": dict(self.bag),
            "box": dict(self.box),
            "goods": [[s, g] for s, g in sorted(self.board.items())],
            "demand": [[s, k] for s, k in sorted(self.demand.items())],
            "demand_supply": self.demand_supply,
            "end_triggered": self.end_triggered,
            "idle_turns": self.idle_turns,
            "camels": [[list(c) for c in camels] for camels in self.camels],
            "players": [{"theft_markers": self.theft[p], "demand_markers": self.demand_taken[p],
                         "delivered": sorted(self.delivered[p])}
                        for p in range(self.num_players)],
            "scores": scores,
            "winners": self._winners(scores) if self.phase == OVER else None,
            "end_reason": self.reason,
        }

    # ----- copies -----------------------------------------------------------------

    def clone(self) -> CaravanState:
        new = object.__new__(CaravanState)
        new.__dict__.update(self.__dict__)
        # the rest is shared: the rules change none of it in place (see the top)
        new.camels = [list(camels) for camels in self.camels]
        return new

    def determinize(self, player: int, rng: random.Random) -> CaravanState:
        return self.clone()  # nothing is hidden; the bag's order is a chance node


def _changed(values: list, index: int, value) -> list:
    """A copy of `values` with `value` at `index` (the original may be shared)."""
    values = list(values)
    values[index] = value
    return values


_ON = {"end_turn": CaravanState._on_end_turn, "place": CaravanState._on_place,
       "move_camel": CaravanState._on_move_camel, "pick_up": CaravanState._on_pick_up,
       "steal": CaravanState._on_steal, "move_good": CaravanState._on_move_good}


def chain_tree(spaces: set[int], start: int) -> dict[int, int | None]:
    """The chain of camels on `spaces` through `start`: each of its spaces -> the
    space before it on a shortest way from `start` (None for `start`)."""
    parent: dict[int, int | None] = {start: None}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for nxt in D.NEIGHBOURS[here]:
            if nxt in spaces and nxt not in parent:
                parent[nxt] = here
                todo.append(nxt)
    return parent


def chain_spaces(spaces: set[int], start: int) -> set[int]:
    """The spaces of chain_tree(spaces, start), found with set operations alone:
    listing moves asks for every chain, and needs no way through it."""
    chain, todo = {start}, [start]
    while todo:
        reached = D.NEIGHBOUR_SETS[todo.pop()] & spaces
        reached -= chain
        chain |= reached
        todo += reached
    return chain


class CaravanGame(Game):
    id = "caravan"
    min_players = 2
    max_players = 4
    has_secrets = False
    options_schema: dict[str, dict] = {
        "sixth_camel": {"type": "bool", "default": False},
        "goods": {"type": "choice", "default": "auto", "choices": ["auto", "full", "short"]},
    }

    def new_state(self, num_players: int, options: dict | None = None) -> CaravanState:
        return CaravanState(self, num_players, self.check_options(num_players, options))


GAME = CaravanGame()
