"""CABO (Melissa Limes, Mandy Henning): the rules.

Each player has a row of face-down cards whose places never move. A round:
the cards are dealt (one chance node per card), every player looks at some
of his own cards, then turns go round until somebody calls CABO and each
other player has had one more turn; the round is scored. The match ends when
a total reaches 101.

The state remembers, for every card in a layout, who knows its value (a bit
per player, plus PUBLIC once everybody saw it). Knowledge travels with a card
when it is swapped, so each observation can show honestly what its player has
seen and where those cards went. The rulebook's open points are decided in
data.py.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from caramba_desktop.engine.api import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    State,
)
from caramba_desktop.games.cabo import data
from caramba_desktop.games.cabo.actions import (
    ACTION_PARAMS,
    CABO,
    CHANCE_ACTIONS,
    DRAW,
    LOOKS,
    TAKE,
    card_outcomes,
    hold_actions,
    outcome,
)
from caramba_desktop.games.cabo.data import (
    CARD_ACTIONS,
    DECK,
    GAME_END,
    KAMIKAZE,
    KAMIKAZE_POINTS,
    LOOKED_AT,
    OPTIONS_SCHEMA,
    RESET_AT,
    RESET_TO,
    SET_MAX,
    SET_MIN,
)

# phases
SETUP, LOOK, TURN, HOLD, OVER = "setup", "look", "turn", "hold", "over"

PUBLIC = 1 << 8  # beside the bits of players 0-4: everybody saw this card

PHASE_ACTIONS = {
    LOOK: {"look"},
    TURN: {"draw", "take", "cabo"},
    HOLD: {"replace", "claim", "discard", "peek", "spy", "swap"},
}


def is_kamikaze(layout: list[int | None]) -> bool:
    counts = Counter(v for v in layout if v is not None)
    return all(counts[v] >= k for v, k in KAMIKAZE.items())


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _copy(records: list[dict]) -> list[dict]:
    """A copy of flat records (values: scalars or lists of them), so views share no state."""
    return [{k: list(v) if isinstance(v, list) else v for k, v in r.items()} for r in records]


class CaboState(State):
    def __init__(self, game: CaboGame, num_players: int, options: dict) -> None:
        self.game = game
        self.num_players = n = num_players
        self.options = options
        self.size = options["layout_size"]
        self.phase = SETUP
        self.round = 0
        self.start_player = 0
        self.turn = 0
        self.layouts: list[list[int | None]] = [[None] * self.size for _ in range(n)]
        self.seen: list[list[int]] = [[0] * self.size for _ in range(n)]  # who knows each card
        self.draw_pile = list(DECK)
        self.discard: list[int] = []  # bottom to top
        self.held: int | None = None  # the card drawn or taken this turn
        self.held_from: str | None = None  # "pile" or "discard"
        self.caller: int | None = None
        self.totals = [0] * n
        self.resets = [0] * n  # times a total of exactly 100 became 50
        self.results: list[dict] = []  # the score sheet: one round_result per round
        self.results_json = "[]"  # the same as JSON text: observations copy it fast
        self.history: list[dict] = []  # this round's public moves
        # pending chance events ("start", candidates), ("deal", p, i), ("flip",), ("draw", p)
        # or decisions ("look", p)
        self.queue: list[tuple] = [("start", tuple(range(n)))]
        self.events: list[dict] = []

    # ----- contract -------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        queue = self.queue
        if queue:
            return queue[0][1] if queue[0][0] == "look" else CHANCE
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        task = self.queue[0]
        if task[0] == "start":
            return [(outcome(task, p), 1 / len(task[1])) for p in task[1]]
        total, by_value = len(self.draw_pile), card_outcomes(task)
        # counted in sorted order: the outcomes come out sorted, no pairs to sort
        return [(by_value[v], k / total) for v, k in Counter(sorted(self.draw_pile)).items()]

    def is_chance_outcome(self, action: Action) -> bool:
        task = self.queue[0]
        if task[0] == "start":
            value, pool = action.get("player"), task[1]
        else:
            value, pool = action.get("card"), self.draw_pile
        return value in pool and action == outcome(task, value)

    def legal_actions(self) -> list[Action]:
        p = self.current_player
        if p < 0:
            return []
        if self.phase == LOOK:
            return list(LOOKS[self.size])
        if self.phase == TURN:
            actions = [DRAW, TAKE] if self._can_draw() else [TAKE]
            if self.caller is None and self._may_call(p):
                actions.append(CABO)
            return actions
        return self._hold_actions(p)

    def _may_call(self, p: int) -> bool:
        return data.CABO_ON_FIRST_TURN or any(
            e["player"] == p and e["type"] in ("draw", "take") for e in self.history)

    def _protected(self) -> int | None:
        """The player whose cards no swap may touch."""
        return None if data.CALLERS_CARDS_SWAPPABLE else self.caller

    def _hold_actions(self, p: int) -> list[Action]:
        present = tuple(tuple(self._present(q)) for q in range(self.num_players))
        power = CARD_ACTIONS.get(self.held, "") if self.held_from == "pile" else None
        return list(hold_actions(p, present, power, self.options["swap_any_two"],
                                  self._protected()))

    def _present(self, p: int) -> list[int]:
        return [i for i, v in enumerate(self.layouts[p]) if v is not None]

    def _can_draw(self) -> bool:
        return bool(self.draw_pile) or len(self.discard) > 1

    def illegal_reason(self, action: Action) -> IllegalAction:
        p, kind = self.current_player, action.type
        if p == CHANCE and kind in ACTION_PARAMS and self.phase == SETUP:
            return IllegalAction("chance_due", "no round is under way: the cards are dealt")
        refusal = self.type_refusal(kind, ACTION_PARAMS, CHANCE_ACTIONS)
        if refusal is not None:
            return refusal
        if p == CHANCE:
            return IllegalAction("not_an_outcome", f"{action!r} is not a possible chance outcome")
        if kind not in PHASE_ACTIONS[self.phase]:
            return IllegalAction("wrong_phase", f"{kind!r} is not possible in the {self.phase} "
                                 "phase", phase=self.phase)
        if set(action.params) != ACTION_PARAMS[kind]:
            return IllegalAction("malformed_action", f"{kind!r} takes {sorted(ACTION_PARAMS[kind])}")
        if kind == "cabo" and self.caller is None:
            return IllegalAction("cabo_on_first_turn", "CABO may be called from your second "
                                 "turn of the round on")
        if kind == "cabo":
            return IllegalAction("cabo_already_called", "CABO has already been called this round",
                                 caller=self.caller)
        if kind == "draw":
            return IllegalAction("draw_pile_empty", "there is no card to draw")
        if kind in ("look", "claim"):
            return self._positions_reason(p, action["positions"], kind)
        if kind in ("discard", "peek", "spy", "swap") and self.held_from != "pile":
            return IllegalAction("must_place_taken_card",
                                 "a card taken from the discard pile must replace a card")
        if kind in ("peek", "spy", "swap") and CARD_ACTIONS.get(self.held) != kind:
            return IllegalAction("card_lacks_action", f"this card has no {kind} action",
                                 action=kind)
        if kind == "spy" and action["player"] == p:
            return IllegalAction("spy_on_own_card", "spy looks at another player's card")
        targets = [(action.get("player", p), action["position"])]
        if kind == "swap":
            targets.append((action["other_player"], action["other_position"]))
        for q, i in targets:
            if not (_int(q) and 0 <= q < self.num_players):
                return IllegalAction("no_such_player", f"there is no player {q!r}")
            if not (_int(i) and 0 <= i < self.size and self.layouts[q][i] is not None):
                return IllegalAction("no_such_card", f"player {q} has no card at {i!r}")
        if kind == "swap" and targets[0][0] == targets[1][0]:
            return IllegalAction("swap_same_player", "a swap exchanges cards of two players")
        if kind == "swap" and targets[0][0] > targets[1][0]:
            return IllegalAction("malformed_action", "swap lists the lower player first")
        if kind == "swap" and self._protected() in (targets[0][0], targets[1][0]):
            return IllegalAction("callers_cards_protected", "the caller's cards cannot be swapped")
        if kind == "swap":
            return IllegalAction("swap_without_own_card", "you may only swap one of your cards")
        return IllegalAction("not_legal", f"{action!r} is not legal now")

    def _positions_reason(self, p: int, positions, kind: str) -> IllegalAction:
        if not isinstance(positions, tuple) or not all(_int(i) for i in positions):
            return IllegalAction("malformed_action", "positions is a list of card places")
        for i in positions:
            if not (0 <= i < self.size and self.layouts[p][i] is not None):
                return IllegalAction("no_such_card", f"you have no card at {i}")
        if len(set(positions)) != len(positions):
            return IllegalAction("repeated_position", "a card is named twice")
        if kind == "look" and len(positions) != LOOKED_AT[self.size]:
            return IllegalAction("look_count", "look at exactly that many cards",
                                 count=LOOKED_AT[self.size])
        if kind == "claim" and len(positions) < SET_MIN:
            return IllegalAction("set_too_small", "a set has at least two cards", min=SET_MIN)
        if kind == "claim" and len(positions) > SET_MAX:
            return IllegalAction("set_too_large", "a set has at most four cards", max=SET_MAX)
        return IllegalAction("malformed_action", "positions are listed in increasing order")

    def _apply(self, action: Action) -> None:
        self.events = []
        p = self.current_player
        if p == CHANCE:
            self.queue.pop(0)
            getattr(self, "_on_" + action.type)(action)
        else:
            if self.phase == LOOK:
                self.queue.pop(0)
            getattr(self, "_on_" + action.type)(p, action)
        if self.phase == LOOK and not self.queue:
            self.phase, self.turn = TURN, self.start_player

    # ----- chance ---------------------------------------------------------

    def _on_start_player(self, action: Action) -> None:
        self.start_player = action["player"]
        self._begin_round()

    def _on_deal(self, action: Action) -> None:
        self.draw_pile.remove(action["card"])
        self.layouts[action["player"]][action["position"]] = action["card"]

    def _on_flip(self, action: Action) -> None:
        self.draw_pile.remove(action["card"])
        self.discard.append(action["card"])
        self.phase = LOOK

    def _on_drawn(self, action: Action) -> None:
        self.draw_pile.remove(action["card"])
        self.held, self.held_from = action["card"], "pile"
        self.phase = HOLD

    # ----- decisions --------------------------------------------------------

    def _on_look(self, p: int, action: Action) -> None:
        for i in action["positions"]:
            self.seen[p][i] |= 1 << p
        self._log("look", p, positions=list(action["positions"]))

    def _on_draw(self, p: int, action: Action) -> None:
        if not self.draw_pile:  # keep the top card, the rest becomes the new draw pile
            self.draw_pile, self.discard = self.discard[:-1], self.discard[-1:]
            self.events.append({"type": "reshuffle", "cards": len(self.draw_pile)})
        self.queue = [("draw", p)]
        self._log("draw", p)

    def _on_take(self, p: int, action: Action) -> None:
        self.held, self.held_from = self.discard.pop(), "discard"
        self.phase = HOLD
        self._log("take", p, card=self.held)

    def _on_cabo(self, p: int, action: Action) -> None:
        self.caller = p
        self._log("cabo", p)
        self._end_turn(p)

    def _on_replace(self, p: int, action: Action) -> None:
        i = action["position"]
        old = self.layouts[p][i]
        self.discard.append(old)
        self._log("replace", p, position=i, discarded=old, source=self.held_from)
        self._place(p, i)
        self._end_turn(p)

    def _on_claim(self, p: int, action: Action) -> None:
        positions = list(action["positions"])
        cards = [self.layouts[p][i] for i in positions]
        success = len(set(cards)) == 1
        event = {"type": "claim", "player": p, "positions": positions, "cards": cards,
                 "success": success, "source": self.held_from}
        if not success:  # the card in hand goes face up to the discard pile
            event["discarded"] = self.held
        self.events.append(event)
        self.history.append(event)
        if success:
            self.discard += cards
            for i in positions[1:]:
                self.layouts[p][i], self.seen[p][i] = None, 0
            self._place(p, positions[0])
        else:  # everybody saw the cards; the card in hand goes to the discard pile
            for i in positions:
                self.seen[p][i] = self._everybody()
            self._drop_held()
        self._end_turn(p)

    def _on_discard(self, p: int, action: Action) -> None:
        self._log("discard", p, card=self.held)
        self._drop_held()
        self._end_turn(p)

    def _on_peek(self, p: int, action: Action) -> None:
        self.seen[p][action["position"]] |= 1 << p
        self._log("peek", p, card=self.held, position=action["position"])
        self._drop_held()
        self._end_turn(p)

    def _on_spy(self, p: int, action: Action) -> None:
        q, i = action["player"], action["position"]
        self.seen[q][i] |= 1 << p
        self._log("spy", p, card=self.held, target=q, position=i)
        self._drop_held()
        self._end_turn(p)

    def _on_swap(self, p: int, action: Action) -> None:
        q, i = action["player"], action["position"]
        r, j = action["other_player"], action["other_position"]
        self.layouts[q][i], self.layouts[r][j] = self.layouts[r][j], self.layouts[q][i]
        self.seen[q][i], self.seen[r][j] = self.seen[r][j], self.seen[q][i]
        self._log("swap", p, card=self.held, target=q, position=i,
                  other_target=r, other_position=j)
        self._drop_held()
        self._end_turn(p)

    def _log(self, kind: str, p: int, **details) -> None:
        self.history.append({"type": kind, "player": p, **details})

    def _everybody(self) -> int:
        return (1 << self.num_players) - 1 | PUBLIC

    def _place(self, p: int, i: int) -> None:
        """The card in hand goes face down at place i: known to p, or to all if taken."""
        self.layouts[p][i] = self.held
        self.seen[p][i] = self._everybody() if self.held_from == "discard" else 1 << p
        self.held = self.held_from = None

    def _drop_held(self) -> None:
        self.discard.append(self.held)
        self.held = self.held_from = None

    # ----- round flow -------------------------------------------------------

    def _end_turn(self, p: int) -> None:
        self.phase = TURN
        nxt = (p + 1) % self.num_players
        if self.options["deck_out_ends_round"] and not self.draw_pile:
            self._end_round("deck_out")
        elif nxt == self.caller:
            self._end_round("cabo")
        else:
            self.turn = nxt

    def _begin_round(self) -> None:
        self.round += 1
        n, size = self.num_players, self.size
        self.phase = SETUP
        self.layouts = [[None] * size for _ in range(n)]
        self.seen = [[0] * size for _ in range(n)]
        self.draw_pile, self.discard = list(DECK), []
        self.held = self.held_from = self.caller = None
        self.history = []
        order = [(self.start_player + k) % n for k in range(n)]
        self.queue = [("deal", p, i) for i in range(size) for p in order]
        self.queue += [("flip",)] + [("look", p) for p in order]
        self.events.append({"type": "round", "round": self.round,
                            "start_player": self.start_player})

    def _end_round(self, reason: str) -> None:
        n, caller = self.num_players, self.caller
        sums = [sum(v for v in row if v is not None) for row in self.layouts]
        kamikaze = next((p for p in range(n) if is_kamikaze(self.layouts[p])), None)
        if kamikaze is not None:
            winners = [kamikaze]
            points = [0 if p == kamikaze else KAMIKAZE_POINTS for p in range(n)]
            rules = ["kamikaze" if p == kamikaze else "kamikaze_victim" for p in range(n)]
        else:
            lowest = [p for p in range(n) if sums[p] == min(sums)]
            winners = [caller] if caller in lowest else lowest
            points, rules = list(sums), ["sum"] * n
            for p in range(n):
                if p in winners:
                    points[p], rules[p] = 0, "caller_lowest" if p == caller else "lowest"
                elif p == caller:
                    points[p] += self.options["cabo_penalty"]
                    rules[p] = "caller_not_lowest"
                elif p in lowest:
                    rules[p] = "tied_with_caller"
        reset = []
        for p in range(n):
            self.totals[p] += points[p]
            if self.totals[p] == RESET_AT and not (self.options["reset_once"] and self.resets[p]):
                self.totals[p] = RESET_TO
                self.resets[p] += 1
                reset.append(p)
        result = {"type": "round_result", "round": self.round, "reason": reason,
                  "caller": caller, "layouts": [list(row) for row in self.layouts],
                  "sums": sums, "kamikaze": kamikaze, "points": points, "rules": rules,
                  "reset": reset, "totals": list(self.totals), "winners": winners,
                  "history": self.history}
        sheet = json.dumps(result)  # the rounds before are not written again
        self.results_json = f"{self.results_json[:-1]}, {sheet}]" if self.results else f"[{sheet}]"
        # replaced, not changed: copies of the state share the score sheet
        self.results = [*self.results, result]
        self.events.append(result)
        # every card was shown for the scoring
        self.seen = [[self._everybody() if v is not None else 0 for v in row]
                     for row in self.layouts]
        if max(self.totals) >= GAME_END:
            self.phase = OVER
            self.events.append({"type": "game_over", "scores": self.scores(),
                                "winners": self.winners()})
            return
        best = min(self.totals[w] for w in winners)
        starters = tuple(w for w in winners if self.totals[w] == best)
        self.phase = SETUP
        if len(starters) == 1:
            self.start_player = starters[0]
            self._begin_round()
        else:  # still tied: the start player is drawn among them
            self.queue = [("start", starters)]

    # ----- results and views ----------------------------------------------

    def scores(self) -> list[float]:
        """The totals so far: penalty points, the lower the better."""
        return list(self.totals)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        return [p for p, t in enumerate(self.totals) if t == min(self.totals)]

    def last_events(self) -> list[dict]:
        return json.loads(json.dumps(self.events))

    def action_view(self, action: Action, viewer: int | None) -> dict:
        data, kind = action.to_json(), action.type
        # a dealt card lies face down; a drawn card is seen by its drawer alone
        if kind == "deal" or (kind == "drawn" and viewer != action["player"]):
            data.pop("card")
        # a card that goes face up is named for everybody
        elif kind == "take":
            data["card"] = self.discard[-1]
        elif kind == "replace":
            data["discarded"] = self.layouts[self.turn][action["position"]]
        elif kind in ("discard", "peek", "spy", "swap"):
            data["card"] = self.held
        elif kind == "cabo" and self.options["deck_out_ends_round"]:
            data["deck_out_ends_round"] = True  # the last turns may be cut short
        return data

    def _knows(self, viewer: int | None, mask: int) -> bool:
        return bool(mask & PUBLIC) or (viewer is not None and bool(mask & 1 << viewer))

    def observation(self, player: int | None) -> dict:
        return self._observation(player, opened=False)

    def open_observation(self) -> dict:
        return {**self._observation(None, opened=True), "open": True}

    def _observation(self, player: int | None, opened: bool) -> dict:
        over = self.phase == OVER
        seats = []
        for q in range(self.num_players):
            layout = []
            for v, mask in zip(self.layouts[q], self.seen[q], strict=True):
                if v is None:
                    layout.append(None)
                    continue
                layout.append({
                    "card": v if over or opened or self._knows(player, mask) else None,
                    "seen_by": [k for k in range(self.num_players) if mask & 1 << k],
                    "public": bool(mask & PUBLIC),
                })
            seats.append({"layout": layout, "count": len(self._present(q)),
                          "total": self.totals[q]})
        holding = self.phase == HOLD
        shown_held = holding and (player == self.turn or self.held_from == "discard" or opened)
        return {
            "game": "cabo",
            "viewer": player,
            "options": dict(self.options),
            "phase": self.phase,
            "round": self.round,
            "start_player": self.start_player,
            "current_player": self.current_player,
            "turn_player": self.turn if self.phase in (TURN, HOLD) else None,
            "caller": self.caller,
            "draw_count": len(self.draw_pile),
            "discard": list(self.discard),
            "held_from": self.held_from if holding else None,
            "held": self.held if shown_held else None,
            "players": seats,
            "history": _copy(self.history),
            "results": json.loads(self.results_json),
            "scores": self.scores(),
            "winners": self.winners() if over else None,
        }

    # ----- copies -------------------------------------------------------------

    def clone(self) -> CaboState:
        new = object.__new__(CaboState)
        new.__dict__.update(self.__dict__)
        # spelled out rather than looped over names: the search clones every iteration
        # Shared, not copied: the score sheet and the events, which the rules only ever
        # replace (every move starts its events anew).
        new.layouts = list(map(list, self.layouts))
        new.seen = list(map(list, self.seen))
        new.draw_pile, new.discard = self.draw_pile[:], self.discard[:]
        new.totals, new.resets = self.totals[:], self.resets[:]
        new.history, new.queue = self.history[:], self.queue[:]
        return new

    def determinize(self, player: int, rng: random.Random) -> CaboState:
        """Every card `player` does not know (layouts, the draw pile, a card another
        player drew) is dealt anew from those same cards."""
        new = self.clone()
        if self.phase == OVER:
            return new
        bit = 1 << player
        unknown = [(q, i) for q in range(self.num_players) for i in self._present(q)
                   if not self.seen[q][i] & bit]
        pool = [self.layouts[q][i] for q, i in unknown] + new.draw_pile
        hidden_held = self.held_from == "pile" and self.turn != player
        if hidden_held:
            pool.append(self.held)
        pool.sort()  # the sample then depends on `player`'s view and rng alone
        rng.shuffle(pool)
        for q, i in unknown:
            new.layouts[q][i] = pool.pop()
        if hidden_held:
            new.held = pool.pop()
        new.draw_pile = pool
        return new


class CaboGame(Game):
    id = "cabo"
    min_players = 2
    max_players = 5
    has_secrets = True
    options_schema = OPTIONS_SCHEMA

    def new_state(self, num_players: int, options: dict | None = None) -> CaboState:
        return CaboState(self, num_players, self.check_options(num_players, options))

    def action_from_json(self, data) -> Action:
        action = Action.from_json(data)
        positions = action.get("positions")
        if (action.type in ("look", "claim") and isinstance(positions, tuple)
                and all(_int(i) for i in positions)):
            # the same cards in any order are the same choice
            return Action(action.type, **{**action.params, "positions": sorted(positions)})
        if action.type == "swap" and set(action.params) == ACTION_PARAMS["swap"]:
            a = (action["player"], action["position"])
            b = (action["other_player"], action["other_position"])
            if all(_int(x) for x in a + b) and a > b:
                return Action("swap", player=b[0], position=b[1],
                              other_player=a[0], other_position=a[1])
        return action


GAME = CaboGame()
