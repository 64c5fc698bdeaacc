"""Caramba! (Michael Schacht): the rules.

A round has five phases: crates are drawn until all three treasures are
present, the auction, its result, securing crates, drawing cards. Decisions
the rulebook lets a player take at a moment when others could not tell
whether he holds a special card (Fuera! before the auction, En seguridad!
while securing) are asked of every player with unsecured crates, so the
order of turns never betrays who holds which special card.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import chain, combinations_with_replacement, repeat

from caramba_desktop.engine.api import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    State,
    shared_action,
)
from caramba_desktop.games.caramba import data
from caramba_desktop.games.caramba.actions import (
    ACTION_PARAMS,
    BIDS,
    CHANCE_ACTIONS,
    CONTINUE,
    KEEP,
    MANOS_ARRIBA,
    PASS,
    outcome,
)
from caramba_desktop.games.caramba.data import (
    ALL_CRATES,
    BAND_DECK,
    CARD_VALUES,
    CARDS_DRAWN_PER_ROUND,
    CRATE_PARTS,
    CRATE_VALUES,
    EN_SEGURIDAD_LIMIT,
    HAND_SIZE,
    SPECIALS,
    TREASURES,
)

# phases
SETUP, CRATES, FUERA, AUCTION, SECURE, DRAW, OVER = (
    "setup", "crates", "fuera", "auction", "secure", "draw", "over",
)  # fmt: skip


def _copy_auction(auction: dict | None) -> dict | None:
    if auction is None:
        return None
    results = [{key: list(value) if isinstance(value, list) else value
                for key, value in event.items()} for event in auction["results"]]
    return {"round": auction["round"], "results": results}


def _crate_value(crate: str) -> int:
    return CRATE_PARTS[crate][1]


def _crate_treasure(crate: str) -> str:
    return CRATE_PARTS[crate][0]


def _en_seguridad_choices(crates: list[str]) -> list[tuple[str, ...]]:
    """Every choice of crates worth at most the limit, sorted. A crate is worth at
    least 2, so a choice holds at most three: built from the distinct crates, not
    from every subset (which would freeze the table at twenty crates)."""
    counts = Counter(crates)
    most = EN_SEGURIDAD_LIMIT // min(CRATE_VALUES)
    return sorted(combo for size in range(1, most + 1)
                  for combo in combinations_with_replacement(sorted(counts), size)
                  if sum(_crate_value(c) for c in combo) <= EN_SEGURIDAD_LIMIT
                  and all(combo.count(c) <= counts[c] for c in combo))


class CarambaState(State):
    def __init__(self, game: CarambaGame, num_players: int) -> None:
        self.game = game
        self.num_players = n = num_players
        self.phase = SETUP
        self.round = 0
        self.start_player = 0
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.draw_piles: list[list[str]] = [list(BAND_DECK) for _ in range(n)]
        self.discards: list[list[str]] = [[] for _ in range(n)]
        # cards everybody saw go back into a hand (lost bids, Estoy de vuelta!)
        self.known_hand: list[list[str]] = [[] for _ in range(n)]
        self.bids: list[dict[str, list[str]]] = [{t: [] for t in TREASURES} for _ in range(n)]
        self.special: list[str | None] = [None] * n
        self.special_pool = list(SPECIALS)
        self.played_specials: list[tuple[int, str]] = []
        self.bag = list(ALL_CRATES)
        self.centre: list[str] = []
        self.unsecured: list[list[str]] = [[] for _ in range(n)]
        self.secured: list[list[str]] = [[] for _ in range(n)]
        self.protected: list[str | None] = [None] * n
        self.won = [False] * n
        self.passed = [False] * n
        self.auction_turns = 0
        self.turn = 0
        # pending chance events ("start"), ("deal", p), ("special", p), ("crate",), ("draw", p)
        # or decision windows ("window", p)
        self.queue: list[tuple] = [("start",)]
        self.queue += [("deal", p) for p in range(n) for _ in range(HAND_SIZE)]
        self.queue += [("special", p) for p in range(n)]
        self.events: list[dict] = []
        # the last auction's outcome, kept for the table until the next one: its round
        # and its "result" events, one per treasure
        self.last_auction: dict | None = None
        # rounds in a row in which no crate was drawn, taken, sent to the centre or
        # secured (data.STALL_ROUNDS); `crates_moved` tells of the round under way
        self.quiet_rounds = 0
        self.crates_moved = False
        self.reason: str | None = None  # why the game ended: "bag" or "stalled"

    # ----- contract -------------------------------------------------------

    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase == AUCTION:  # most moves of a game are bids
            return self.turn
        if phase == OVER:
            return TERMINAL
        queue = self.queue
        if queue and queue[0][0] == "window":
            return queue[0][1]
        return CHANCE

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        task = self.queue[0]
        if task[0] == "start":
            return [(outcome(task, p), 1 / self.num_players) for p in range(self.num_players)]
        source = self._chance_source(task)
        total = len(source)
        counts = Counter(sorted(source))  # counted in sorted order: the outcomes come sorted
        weights = map(total.__rtruediv__, counts.values())  # k / total for each count k
        return list(zip(map(outcome, repeat(task), counts), weights))

    def is_chance_outcome(self, action: Action) -> bool:
        task = self.queue[0]
        if task[0] == "start":
            value, pool = action.get("player"), range(self.num_players)
        else:
            value = action.get("crate" if task[0] == "crate" else "card")
            pool = self._chance_source(task)
        return value in pool and action == outcome(task, value)

    def _chance_source(self, task: tuple) -> list[str]:
        """What chance draws from for `task`: the specials, the bag, or a draw pile."""
        if task[0] == "special":
            return self.special_pool
        return self.bag if task[0] == "crate" else self.draw_piles[task[1]]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        if self.phase == AUCTION:
            return self._auction_actions(self.turn)
        player = self.current_player
        if player < 0:
            return []
        if self.phase == FUERA:
            return self._fuera_actions(player)
        return self._secure_actions(player)

    def is_legal(self, action: Action) -> bool:
        if self.phase == AUCTION and action.type == "bid":  # a bid card in hand is legal
            card = action.get("card")
            return card in self.hands[self.turn] and action in BIDS.get(card, ())
        return super().is_legal(action)

    def _auction_actions(self, p: int) -> list[Action]:
        # the bids of each card in hand, one card after the other
        bids = list(chain.from_iterable(map(BIDS.__getitem__, sorted(set(self.hands[p])))))
        holds_special = self.special[p] and (bids or data.SPECIALS_WITHOUT_BID_CARDS)
        specials = self._playable_specials(p) if holds_special else []
        if self._start_players_first_turn(p):
            opening = bids if data.START_PLAYER_OPENS_WITH_A_BID_CARD else bids + specials
            return opening or [PASS]
        bids.append(PASS)
        return bids + specials if specials else bids

    def _playable_specials(self, p: int) -> list[Action]:
        if self.special[p] == "manos_arriba" and not self._first_auction_round():
            return [MANOS_ARRIBA]
        if self.special[p] == "estoy_de_vuelta":
            return [shared_action("estoy_de_vuelta", card=c) for c in sorted(set(self.discards[p]))]
        return []

    def _fuera_actions(self, p: int) -> list[Action]:
        actions = [CONTINUE]
        if self.special[p] == "fuera":
            treasures = {_crate_treasure(c) for c in self.unsecured[p]}
            actions += [shared_action("fuera", treasure=t) for t in TREASURES if t in treasures]
        return actions

    def _secure_actions(self, p: int) -> list[Action]:
        actions = [KEEP]
        crates = self.unsecured[p]
        if self.won[p]:
            actions += [shared_action("secure", crate=c) for c in sorted(set(crates))]
        if self.special[p] == "en_seguridad":
            actions += [Action("en_seguridad", crates=c) for c in _en_seguridad_choices(crates)]
        return actions

    def _first_auction_round(self) -> bool:
        return self.auction_turns < self.num_players

    def _start_players_first_turn(self, p: int) -> bool:
        return p == self.start_player and self.auction_turns == 0

    def illegal_reason(self, action: Action) -> IllegalAction:
        p = self.current_player
        kind = action.type
        refusal = self.type_refusal(kind, ACTION_PARAMS, CHANCE_ACTIONS)
        if refusal is not None:
            return refusal
        if p == CHANCE:
            return IllegalAction("not_an_outcome", f"{action!r} is not a possible chance outcome")
        expected = {AUCTION: {"bid", "pass", "manos_arriba", "estoy_de_vuelta"},
                    FUERA: {"continue", "fuera"},
                    SECURE: {"keep", "secure", "en_seguridad"}}[self.phase]
        if kind not in expected:
            return IllegalAction("wrong_phase", f"{kind!r} is not possible in the {self.phase} phase",
                                 phase=self.phase)
        if set(action.params) != ACTION_PARAMS[kind]:
            return IllegalAction("malformed_action", f"{kind!r} takes {sorted(ACTION_PARAMS[kind])}")
        if kind in SPECIALS and self.special[p] != kind:
            return IllegalAction("special_not_held", "you do not hold that special card",
                                 card=kind)
        if self._start_players_first_turn(p) and kind != "bid" and (
                kind == "pass" or data.START_PLAYER_OPENS_WITH_A_BID_CARD):
            return IllegalAction("start_player_must_bid",
                                 "the start player must bid on his first turn")
        if kind != "bid" and not self.hands[p] and not data.SPECIALS_WITHOUT_BID_CARDS:
            return IllegalAction("no_bid_card_passes", "a player without a bid card must pass")
        if kind == "bid":
            card = action.get("card")
            if card not in self.hands[p]:
                return IllegalAction("card_not_in_hand", "that card is not in your hand")
            return IllegalAction("card_lacks_treasure", "that card does not bid on that treasure")
        if kind == "manos_arriba":
            return IllegalAction("manos_arriba_first_round",
                                 "Manos arriba! cannot be played in the first auction round")
        if kind == "estoy_de_vuelta":
            if not self.discards[p]:
                return IllegalAction("discard_pile_empty", "your discard pile is empty")
            return IllegalAction("card_not_discarded", "that card is not in your discard pile")
        if kind == "fuera":
            return IllegalAction("nothing_to_protect",
                                 "you have no unsecured crates of that treasure")
        if kind == "secure":
            if not self.won[p]:
                return IllegalAction("secure_without_win",
                                     "only a player who took a crate this round may secure")
            return IllegalAction("crate_not_yours", "that crate is not among your unsecured crates")
        crates = action.get("crates")
        if isinstance(crates, tuple) and Counter(crates) <= Counter(self.unsecured[p]) and crates:
            return IllegalAction("en_seguridad_too_much",
                                 "En seguridad! secures crates worth 6 at most",
                                 limit=EN_SEGURIDAD_LIMIT)
        return IllegalAction("crate_not_yours", "those crates are not among your unsecured crates")

    def _apply(self, action: Action) -> None:
        self.events = []
        kind = action.type
        if self.phase == AUCTION:
            self._on_auction_action(self.turn, action)
        elif self.current_player == CHANCE:
            self.queue.pop(0)
            getattr(self, "_on_" + kind)(action)
        else:
            p = self.queue.pop(0)[1]
            getattr(self, "_on_" + kind)(p, action)
        self._advance()

    # ----- chance ---------------------------------------------------------

    def _on_start_player(self, action: Action) -> None:
        self.start_player = action["player"]

    def _on_draw(self, action: Action) -> None:
        p, card = action["player"], action["card"]
        self.draw_piles[p].remove(card)
        self.hands[p].append(card)
        if data.RESHUFFLE_AT_ONCE:
            self._reshuffle_if_used_up(p)

    def _on_special(self, action: Action) -> None:
        self.special_pool.remove(action["card"])
        self.special[action["player"]] = action["card"]

    def _on_crate(self, action: Action) -> None:
        self.bag.remove(action["crate"])
        self.centre.append(action["crate"])
        self.crates_moved = True
        if self._missing_treasures():
            self.queue = [("crate",)]
        else:
            self._open_fuera_window()

    # ----- decisions --------------------------------------------------------

    def _on_continue(self, p: int, action: Action) -> None:
        pass

    def _on_fuera(self, p: int, action: Action) -> None:
        self._play_special(p)
        self.protected[p] = action["treasure"]

    def _on_keep(self, p: int, action: Action) -> None:
        pass

    def _on_secure(self, p: int, action: Action) -> None:
        self._secure(p, [action["crate"]])

    def _on_en_seguridad(self, p: int, action: Action) -> None:
        self._play_special(p)
        self._secure(p, action["crates"])

    def _secure(self, p: int, crates) -> None:
        self.crates_moved = True
        for crate in crates:
            self.unsecured[p].remove(crate)
            self.secured[p].append(crate)

    def _play_special(self, p: int) -> None:
        self.played_specials = [*self.played_specials, (p, self.special[p])]
        self.special[p] = None

    def _on_auction_action(self, p: int, action: Action) -> None:
        kind = action.type
        if kind == "bid":
            card = action["card"]
            self.hands[p].remove(card)
            if card in self.known_hand[p]:
                self.known_hand[p].remove(card)
            self.bids[p][action["as"]] = [*self.bids[p][action["as"]], card]
        elif kind == "pass":
            self.passed[p] = True
        elif kind == "estoy_de_vuelta":
            self._play_special(p)
            self.discards[p].remove(action["card"])
            self.hands[p].append(action["card"])
            self.known_hand[p].append(action["card"])
        self.auction_turns += 1
        if kind == "manos_arriba":
            self._play_special(p)
            self._resolve_auction()
            return
        for step in range(1, self.num_players + 1):
            nxt = (p + step) % self.num_players
            if not self.passed[nxt]:
                self.turn = nxt
                return
        self._resolve_auction()

    # ----- round flow -------------------------------------------------------

    def _missing_treasures(self) -> set[str]:
        present = {_crate_treasure(c) for c in self.centre}
        for crates in self.unsecured:
            present.update(_crate_treasure(c) for c in crates)
        return set(TREASURES) - present

    def _seat_order(self) -> list[int]:
        return [(self.start_player + i) % self.num_players for i in range(self.num_players)]

    def _begin_round(self) -> None:
        self.round += 1
        missing = self._missing_treasures()
        in_bag = {_crate_treasure(c) for c in self.bag}
        if not missing <= in_bag:
            self._finish("bag")
            return
        self.events.append({"type": "round", "round": self.round,
                            "start_player": self.start_player})
        if self.quiet_rounds == data.STALL_ROUNDS - 1:
            # said aloud at a table: unless a crate moves now, this is the last round
            self.events.append({"type": "stall_warning", "quiet_rounds": self.quiet_rounds})
        self.phase = CRATES
        if missing:
            self.queue = [("crate",)]
        else:
            self._open_fuera_window()

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.reason = reason
        self.queue = []
        self.events.append({"type": "game_over", "reason": reason, "scores": self.scores(),
                            "winners": self.winners()})

    def _end_round(self) -> None:
        """After the last draw: the next round, unless too many rounds in a row
        passed without a crate moving (data.STALL_ROUNDS)."""
        self.quiet_rounds = 0 if self.crates_moved else self.quiet_rounds + 1
        self.crates_moved = False
        if self.quiet_rounds >= data.STALL_ROUNDS:
            self._finish("stalled")
            return
        self.start_player = (self.start_player + 1) % self.num_players
        self._begin_round()

    def _open_fuera_window(self) -> None:
        self.phase = FUERA
        self.queue = [("window", p) for p in self._seat_order() if self.unsecured[p]]

    def _start_auction(self) -> None:
        self.phase = AUCTION
        self.auction_turns = 0
        self.turn = self.start_player

    def _resolve_auction(self) -> None:
        n = self.num_players
        self.won = [False] * n
        for t in TREASURES:
            totals = [sum(CARD_VALUES[c][t] for c in self.bids[p][t]) + self._bonus(p, t)
                      for p in range(n)]
            best = max(totals)
            leaders = [p for p in range(n) if totals[p] == best]
            event = {"type": "result", "treasure": t, "totals": totals, "winner": None,
                     "crates": [], "to_centre": []}
            if best > 0 and len(leaders) == 1:
                self._award(leaders[0], t, event)
            elif best > 0:
                self._return_to_centre(t, event)
            self.events.append(event)
        self.last_auction = {"round": self.round, "results": self.events[-len(TREASURES):]}
        for p in range(n):
            for t in TREASURES:
                self.hands[p] += self.bids[p][t]
                self.known_hand[p] += self.bids[p][t]
                self.bids[p][t] = []
        self.passed = [False] * n
        self.phase = SECURE
        self.queue = [("window", p) for p in self._seat_order() if self.unsecured[p]]

    def _bonus(self, p: int, treasure: str) -> int:
        return max((_crate_value(c) for c in self.unsecured[p]
                    if _crate_treasure(c) == treasure), default=0)

    def _takeable(self, p: int, treasure: str) -> list[str]:
        if self.protected[p] == treasure:
            return []
        return [c for c in self.unsecured[p] if _crate_treasure(c) == treasure]

    def _award(self, winner: int, treasure: str, event: dict) -> None:
        event["winner"] = winner
        gained = [c for c in self.centre if _crate_treasure(c) == treasure]
        self.centre = [c for c in self.centre if _crate_treasure(c) != treasure]
        for p in range(self.num_players):
            if p != winner:
                for crate in self._takeable(p, treasure):
                    self.unsecured[p].remove(crate)
                    gained.append(crate)
        self.unsecured[winner] += gained
        self.crates_moved = self.crates_moved or bool(gained)
        event["crates"] = sorted(gained)
        if gained or data.WINNING_CARDS_DISCARDED_WITHOUT_CRATE:
            self.discards[winner] += self.bids[winner][treasure]
            self.bids[winner][treasure] = []
        self.won[winner] = self.won[winner] or bool(gained) or not data.SECURING_NEEDS_A_CRATE_TAKEN

    def _return_to_centre(self, treasure: str, event: dict) -> None:
        for p in range(self.num_players):
            for crate in self._takeable(p, treasure):
                self.unsecured[p].remove(crate)
                self.centre.append(crate)
                event["to_centre"].append(crate)
                self.crates_moved = True
        event["to_centre"].sort()

    def _advance(self) -> None:
        """Move on through automatic steps until a decision or a chance event is due."""
        if self.phase == AUCTION:  # the next bid is due
            return
        while True:
            if self.phase == SETUP and not self.queue:
                self._begin_round()
            elif self.phase == FUERA and not self.queue:
                self._start_auction()
            elif self.phase == SECURE and not self.queue:
                self._end_round_phases()
                self.phase = DRAW
                self.queue = [("draw", p) for p in self._seat_order()
                              for _ in range(CARDS_DRAWN_PER_ROUND)]
            elif self.phase == DRAW:
                if self.queue and not self._ready_to_draw(self.queue[0][1]):
                    self.queue.pop(0)
                    continue
                if not self.queue:
                    self._end_round()
                    continue
                return
            else:
                return

    def _end_round_phases(self) -> None:
        self.protected = [None] * self.num_players
        self.won = [False] * self.num_players

    def _ready_to_draw(self, p: int) -> bool:
        # a pile used up while the discards were empty is refilled at the next draw
        self._reshuffle_if_used_up(p)
        return bool(self.draw_piles[p])

    def _reshuffle_if_used_up(self, p: int) -> None:
        if not self.draw_piles[p] and self.discards[p]:
            self.draw_piles[p], self.discards[p] = self.discards[p], []
            self.events.append({"type": "reshuffle", "player": p})

    # ----- results and views ----------------------------------------------

    def scores(self) -> list[float]:
        return [sum(_crate_value(c) for c in crates) for crates in self.secured]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        ranking = [(score, data.cards_in_hand(len(self.hands[p]), self.special[p] is not None))
                   for p, score in enumerate(self.scores())]
        best = max(ranking)
        return [p for p, r in enumerate(ranking) if r == best]

    def last_events(self) -> list[dict]:
        return list(self.events)

    def action_view(self, action: Action, viewer: int | None) -> dict:
        shown = action.to_json()
        owner = shown.get("player", self.current_player)
        if viewer == owner or self.phase == OVER:
            return shown
        if action.type in ("draw", "special"):
            shown.pop("card")
        elif action.type == "secure":
            shown.pop("crate")
        elif action.type == "en_seguridad":
            shown["crates"] = len(shown["crates"])
        return shown

    def observation(self, player: int | None) -> dict:
        return self._observation(player, opened=False)

    def open_observation(self) -> dict:
        return {**self._observation(None, opened=True), "open": True}

    def _observation(self, player: int | None, opened: bool) -> dict:
        over = self.phase == OVER
        seats = []
        for p in range(self.num_players):
            mine = p == player or opened
            seats.append({
                "hand": sorted(self.hands[p]) if mine or over else None,
                "hand_count": len(self.hands[p]),
                "known_hand": sorted(self.known_hand[p]),
                "draw_pile": sorted(self.draw_piles[p]) if mine else None,
                "draw_count": len(self.draw_piles[p]),
                "discards": sorted(self.discards[p]),
                "bids": {t: list(self.bids[p][t]) for t in TREASURES},
                "passed": self.passed[p],
                "special": self.special[p] if mine or over else None,
                "has_special": self.special[p] is not None,
                "unsecured": sorted(self.unsecured[p]),
                "secured": sorted(self.secured[p]) if mine or over else None,
                "secured_count": len(self.secured[p]),
                "protected": self.protected[p],
                "won": self.won[p],
            })
        return {
            "game": "caramba",
            "viewer": player,
            "phase": self.phase,
            "round": self.round,
            "start_player": self.start_player,
            "current_player": self.current_player,
            "first_auction_round": self.phase == AUCTION and self._first_auction_round(),
            "centre": sorted(self.centre),
            "bag_count": len(self.bag),
            "players": seats,
            "played_specials": [{"player": p, "card": c} for p, c in self.played_specials],
            "scores": self.scores() if over else None,
            "winners": self.winners() if over else None,
            "last_auction": _copy_auction(self.last_auction),
            "quiet_rounds": self.quiet_rounds,
            "reason": self.reason,
        }

    # ----- copies -------------------------------------------------------------

    def clone(self) -> CarambaState:
        new = object.__new__(CarambaState)
        new.__dict__.update(self.__dict__)
        # spelled out rather than looped over names: the search clones every iteration. Shared:
        # the lists the rules only replace (bids' cards, played specials, the move's events).
        new.hands = list(map(list, self.hands))
        new.draw_piles = list(map(list, self.draw_piles))
        new.discards = list(map(list, self.discards))
        new.known_hand = list(map(list, self.known_hand))
        new.unsecured = list(map(list, self.unsecured))
        new.secured = list(map(list, self.secured))
        new.bids = list(map(dict, self.bids))
        new.special, new.special_pool = self.special[:], self.special_pool[:]
        new.bag, new.centre, new.protected = self.bag[:], self.centre[:], self.protected[:]
        new.won, new.passed, new.queue = self.won[:], self.passed[:], self.queue[:]
        return new

    def determinize(self, player: int, rng: random.Random) -> CarambaState:
        new = self.clone()
        if self.phase == OVER:
            return new  # everything is shown at the end
        others = [q for q in range(self.num_players) if q != player]
        for q in others:
            unknown = list((Counter(new.hands[q]) - Counter(new.known_hand[q])).elements())
            # sorted first: the sample then depends on `player`'s view and rng alone
            pool = sorted(unknown + new.draw_piles[q])
            rng.shuffle(pool)
            new.hands[q] = list(new.known_hand[q]) + pool[:len(unknown)]
            new.draw_piles[q] = pool[len(unknown):]
        holders = [q for q in others if new.special[q] is not None]
        specials = sorted([new.special[q] for q in holders] + new.special_pool)
        rng.shuffle(specials)
        for q in holders:
            new.special[q] = specials.pop()
        new.special_pool = specials
        crates = sorted(new.bag + [c for q in others for c in new.secured[q]])
        rng.shuffle(crates)
        for q in others:
            k = len(new.secured[q])
            new.secured[q], crates = crates[:k], crates[k:]
        new.bag = crates
        return new


class CarambaGame(Game):
    id = "caramba"
    min_players = 2
    max_players = 4
    has_secrets = True
    options_schema: dict[str, dict] = {}
    # asked of everybody with crates, so that nobody can tell who holds Fuera! (the
    # turns and the hand-offs stay the same); without it there is nothing to choose
    formalities = frozenset({"continue"})

    def new_state(self, num_players: int, options: dict | None = None) -> CarambaState:
        self.check_options(num_players, options)
        return CarambaState(self, num_players)

    def action_from_json(self, data) -> Action:
        action = Action.from_json(data)
        if action.type == "en_seguridad" and isinstance(action.get("crates"), tuple):
            # the same crates in any order are the same choice
            return Action("en_seguridad", crates=sorted(action["crates"], key=str))
        return action


GAME = CarambaGame()
