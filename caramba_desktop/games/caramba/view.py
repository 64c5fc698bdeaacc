"""The Caramba! table.

`CarambaView.show_observation(obs, legal, viewer, names)` draws what
`state.observation(viewer)` holds, nothing else, and lets the viewer choose
one of `legal` by mouse or keyboard; the choice is emitted as
`actionChosen(Action)`. viewer None is the public table: no hand face up.

Layout (scene units, table height 1000, width by the window's shape): the
viewer's seat at the bottom with the hand large along the bottom edge, the
others at the left, top and right; each seat has a mat (name, hand, draw
pile, discards, special card, crates) and its bids in a zone of its own
towards the centre where the crates to win lie (view_bids.py). A bid card is
laid with the half of the treasure it bids on at the top (the colour towards
the centre, as the rulebook says), in a fan per treasure that shows every value.

When an auction is over, its result stays over the table until Continue
(view_result_panel.py); meanwhile `holdsPlay(True)` asks the game to wait.
The status line is worded by view_status.py.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Hashable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem, QWidget

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caramba import view_speech
from caramba_desktop.games.caramba.data import (
    BANDS,
    CARD_VALUES,
    CRATE_PARTS,
    EN_SEGURIDAD_LIMIT,
    TREASURES,
    cards_in_hand,
)
from caramba_desktop.games.caramba.texts import COUNTS, stall_end_text
from caramba_desktop.games.caramba.view_bids import layout_bids
from caramba_desktop.games.caramba.view_layout import (
    BACK_FAN,
    BAG,
    BLOCK_W,
    BUTTON_H,
    BUTTON_W,
    CENTRE_CHIP,
    CENTRE_Y,
    CHIP,
    CREAM,
    EDGE,
    FAN_TURN_ROOM,
    GLOW,
    HAND,
    HAND_Y,
    INK,
    MAT_CARD,
    SLOTS,
    STACK_STEP,
    STATUS_Y,
    SeatGeometry,
    back_svg,
    band_name,
    bid_zones,
    card_parts,
    card_svg,
    crate_places,
    crate_svg,
    fan_curve,
    hand_order,
    phase_name,
    seat_geometry,
    sorted_crates,
    special_effect,
    special_name,
    special_svg,
    treasure_name,
)
from caramba_desktop.games.caramba.view_result_panel import RESULT_CONTINUE, layout_result_panel
from caramba_desktop.games.caramba.view_status import status_text
from caramba_desktop.ui.game_views import ResultRow
from caramba_desktop.ui.palette import BAND_COLOURS, TREASURE_COLOURS, ink_on, table_colours
from caramba_desktop.ui.scene import (
    TABLE_HEIGHT,
    TableBuilder,
    TableView,
    asset_path,
    is_animating,
)

SAND = "#ecd6b0"
# with nobody but computers at the table, a result stays up as long as this many of
# their moves would take
RESULT_READING_STEPS = 8
START_TOKEN_SLIDE_Z = 11.0  # above the mats, below the names (12) and everything on them


def _paragraph(text: str) -> str:
    """A long tooltip as a paragraph of rich text: Qt wraps it instead of running it off."""
    return f"<p>{html.escape(text)}</p>"


def _tie_break_cards(seat: dict) -> int:
    """A player's cards in hand as the end's tie-break counts them."""
    return cards_in_hand(seat["hand_count"], seat["has_special"])


def protect_text(treasure: str) -> str:
    """Fuera!'s button for a treasure, whole, so each language can give it its article."""
    if treasure == "gold":
        return QCoreApplication.translate("CarambaView", "Protect gold")
    if treasure == "ammo":
        return QCoreApplication.translate("CarambaView", "Protect ammunition")
    return QCoreApplication.translate("CarambaView", "Protect dynamite")


class CarambaView(TableView):
    """The Caramba! table for one viewer (or the public, viewer None)."""

    actionChosen = Signal(object)
    words = view_speech  # the table in words for a screen reader
    statusChanged = Signal()  # the table was drawn again: status_text() may have changed
    # True while an auction's result is up: play waits until it is closed
    holdsPlay = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        colours = table_colours("caramba")
        self.set_table_colors(colours["background"], colours["edge"])
        self._obs: dict | None = None
        self._prev: dict | None = None
        self._legal: list[Action] = []
        self._viewer: int | None = None
        self._names: list[str] = []
        self._bottom = 0
        self._pending: tuple | None = None
        self._selection: list[Hashable] = []  # crate keys ticked for En seguridad!
        self._b = TableBuilder()
        self._buttons: list[tuple] = []
        self._tooltips: dict[Hashable, str] = {}  # what an item says when pointed at
        self._results_seen = 0  # the round of the last auction result closed
        self._holding_play = self._holding_handoff = False
        self._watch_pace: Callable[[], int] | None = None  # nobody plays: results pass alone
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(self._close_result)

    # ----- public API -----------------------------------------------------------------------

    def show_observation(self, obs: dict, legal: list[Action], viewer: int | None,
                         names: list[str]) -> None:
        """Draw `obs` (an observation for `viewer`, None = public) and offer `legal`."""
        if self._obs is None:  # a game taken up again: its last result was seen before
            self._results_seen = (obs.get("last_auction") or {}).get("round", 0)
        legal = list(legal or []) if viewer is not None else []
        # a refused click plays nothing: the same table again keeps a choice in progress
        unchanged = (obs, legal, viewer) == (self._obs, self._legal, self._viewer)
        self._prev, self._obs = self._obs, obs
        self._legal = legal
        self._viewer = viewer
        self._names = list(names)
        if viewer is not None:
            self._bottom = viewer  # the public table keeps the last viewer's seat at the bottom
        self._bottom %= len(obs["players"])
        if not unchanged:
            self._pending = None
            self._selection = []
        self.set_focused_key(None)
        self._render(animate=self._prev is not None)

    def legal_actions(self) -> list[Action]:
        """The actions still offered (empty once one was chosen)."""
        return list(self._legal)

    def pending(self) -> str | None:
        """The choice in progress: "treasure", "estoy_de_vuelta", "fuera", "en_seguridad"."""
        return self._pending[0] if self._pending else None

    def status_text(self) -> str:
        item = self.stage.get(("status",))
        return item.text if item is not None else ""

    def phase_text(self) -> str:
        """The phase of the round, in words (for the game screen's status line)."""
        if self._obs is None:
            return ""
        return phase_name(self._obs["phase"])

    @staticmethod
    def end_summary(obs: dict, names: list[str]) -> list[ResultRow]:
        """The end screen's rows: every player's secured crates, score and hand size
        (the tie-break), best first. Read from the final observation, which shows all."""
        rows = []
        scores, winners = obs.get("scores") or [], obs.get("winners") or []
        for p, seat in enumerate(obs["players"]):
            crates = sorted_crates(seat.get("secured") or [])
            note = COUNTS.cards_in_hand(_tie_break_cards(seat))
            rows.append(ResultRow(p, scores[p] if p < len(scores) else 0, p in winners,
                                  [crate_svg(c) for c in crates], note))
        rows.sort(key=lambda r: (-r.score, -_tie_break_cards(obs["players"][r.player]), r.player))
        return rows

    @staticmethod
    def end_reason(obs: dict) -> str:
        """The end screen's line on a game that ended for lack of moving crates."""
        return stall_end_text() if obs.get("reason") == "stalled" else ""

    def cancel_pending(self) -> None:
        if self._pending is not None:
            self._set_pending(None)
        elif self.result_shown():
            self._close_result()

    def result_shown(self) -> bool:
        """An auction's result is up, until Continue."""
        last = self._obs.get("last_auction") if self._obs is not None else None
        return last is not None and last["round"] > self._results_seen

    def holds_handoff(self) -> bool:
        """The result is read by the players at the screen before it is passed on."""
        self._holding_handoff = self.result_shown()
        return self._holding_handoff

    def set_watch_pace(self, step_delay_ms: Callable[[], int]) -> None:
        """Nobody plays at this table: a result closes by itself after a pause that
        follows the computers' pace (`step_delay_ms()`, read when a result comes)."""
        self._watch_pace = step_delay_ms

    def relayout(self) -> None:
        if self._obs is not None:
            self._render(animate=False)

    def retranslate(self) -> None:
        """Redraw the table's words in the current language."""
        self.relayout()

    def clear(self) -> None:
        self.stage.clear()
        self._obs = self._prev = None
        self._legal = []
        self._result_timer.stop()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def hint_keys(self, action: Action) -> list:
        """What the hint's move starts with: the card, the crates, the special or a button."""
        me, kind = self._viewer, action.type
        if me is None or self._obs is None:
            return []
        if kind == "bid":
            return [("hand", me, action["card"]), ("button", f"bid_{action['as']}")]
        crates = {"secure": [action.get("crate")],
                  "en_seguridad": list(action.get("crates") or [])}.get(kind, [])
        keys = [key for key in self._crate_keys(me) if key[2] in crates]
        if kind in ("manos_arriba", "estoy_de_vuelta", "fuera", "en_seguridad"):
            keys.append(("special", me))
        if kind == "estoy_de_vuelta":
            keys.append(("pick", action["card"]))
        if kind in ("pass", "keep", "continue"):
            keys.append(("button", kind))
        return keys

    # ----- choosing -------------------------------------------------------------------------

    def _choose(self, action: Action) -> None:
        if action not in self._legal or self.result_shown():  # a key behind the result
            return
        self._legal = []
        self._pending = None
        self._selection = []
        self._render(animate=True)
        self.actionChosen.emit(action)

    def _set_pending(self, pending: tuple | None) -> None:
        self._pending = pending
        self._selection = []
        self.set_focused_key(None)
        self._render(animate=True)

    def _on_hand_card(self, card: str, pos: QPointF | None) -> None:
        parts = card_parts(card)
        if len(parts) == 1:
            self._choose(Action("bid", card=card, **{"as": parts[0]}))
        elif self._pending == ("treasure", card):
            if pos is not None:  # the half clicked: the top one is the first treasure
                self._choose(Action("bid", card=card, **{"as": parts[0 if pos.y() < 0 else 1]}))
        else:
            self._set_pending(("treasure", card))

    def _on_special(self) -> None:
        kinds = {a.type for a in self._legal}
        if "manos_arriba" in kinds:
            self._choose(Action("manos_arriba"))
        else:
            for kind in ("estoy_de_vuelta", "fuera", "en_seguridad"):
                if kind in kinds:
                    self._set_pending((kind,))
                    return

    def _toggle_crate(self, key: Hashable) -> None:
        if key in self._selection:
            self._selection.remove(key)
        else:
            self._selection.append(key)
        self.set_focused_key(key)
        self._render(animate=True)

    @staticmethod
    def _seguridad_action(keys: list[Hashable]) -> Action:
        return Action("en_seguridad", crates=sorted(k[2] for k in keys))

    # ----- keyboard (arrows, Tab, Enter, Escape: TableView) ---------------------------------

    def keyPressEvent(self, event) -> None:
        text = event.text()
        if event.key() == Qt.Key.Key_P:
            self._choose(Action("pass"))  # ignored unless passing is legal
        elif text and text in "123456789":
            self._activate_hand_card(int(text) - 1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _activate_hand_card(self, index: int) -> None:
        if self._viewer is None or self._obs is None:
            return
        hand = self._hand(self._viewer)
        if 0 <= index < len(hand):
            key = ("hand", self._viewer, hand[index])
            item = self.stage.get(key)
            if item is not None and key in self._b.targets:
                self.set_focused_key(key)
                item.click()

    # ----- reading the observation ----------------------------------------------------------

    def _n(self) -> int:
        return len(self._obs["players"])

    def _name(self, p: int) -> str:
        if p < len(self._names) and self._names[p]:
            return self._names[p]
        return QCoreApplication.translate("CarambaView", "Player %1").replace("%1", str(p + 1))

    def _hand(self, p: int) -> list[str]:
        hand = self._obs["players"][p]["hand"]
        return sorted(hand, key=hand_order) if hand is not None else []

    def _slot(self, p: int) -> str:
        return SLOTS[self._n()][(p - self._bottom) % self._n()]

    def _crate_keys(self, p: int) -> list[Hashable]:
        keys, seen = [], Counter()
        for crate in sorted_crates(self._obs["players"][p]["unsecured"]):
            keys.append(("crate", p, crate, seen[crate]))
            seen[crate] += 1
        return keys

    # ----- building the table -----------------------------------------------------------------

    def _render(self, animate: bool) -> None:
        if self._obs is None:
            return
        self._b = TableBuilder()
        self._b.anchors["bag"] = BAG
        self._buttons = []
        self._tooltips = {}
        result = self.result_shown()
        if result:
            names = [self._name(p) for p in range(self._n())]
            layout_result_panel(self._b, self._obs["last_auction"], names, self.table_width(),
                                self._close_result)
        else:
            self._compute_choices()
        for p in range(self._n()):
            self._layout_seat(p)
        self._layout_centre()
        self._layout_controls()
        self.stage.sync(self._b.specs, animate=animate, sink=self._sink)
        for key, item in self.stage.items().items():
            item.setToolTip(self._tooltips.get(key, ""))
        token = self.stage.get(("start",))
        if token is not None and is_animating(token):
            # the sombrero slides on the table to the next start player: under the words
            # and cards it passes, never over a band's name
            token.setZValue(START_TOKEN_SLIDE_Z)
        if result:
            self._b.focus_order = [RESULT_CONTINUE]
        self.set_focus_order(self._b.focus_order)
        self._hold_play(result)
        self.statusChanged.emit()

    # ----- an auction's result ----------------------------------------------------------------

    def _hold_play(self, result: bool) -> None:
        """Tell the game to wait while the result is up, and go on once it is closed."""
        if result == self._holding_play:
            return
        self._holding_play = result
        if result:
            self.set_focused_key(RESULT_CONTINUE)  # Enter or Space closes it
            if self._watch_pace is not None:
                self._result_timer.start(RESULT_READING_STEPS * self._watch_pace())
        else:
            self._result_timer.stop()
        self.holdsPlay.emit(result)
        if not result and self._holding_handoff:
            self._holding_handoff = False
            self.handoffReleased.emit()

    def _close_result(self) -> None:
        if self.result_shown():
            self._results_seen = self._obs["last_auction"]["round"]
            self._render(animate=True)

    def _button(self, name: str, text: str, on_activate, enabled: bool = True,
                color: str = "#f4e3c1", ink: str = INK, refused: Action | None = None) -> None:
        """A button; a click on a disabled one offers `refused` to the rules, to hear why."""
        tried = None if refused is None else (lambda: self.actionChosen.emit(refused))
        self._buttons.append((name, text, on_activate, enabled, color, ink, tried))

    def _treasure_button(self, name: str, text: str, treasure: str, on_activate,
                         enabled: bool = True) -> None:
        colour = TREASURE_COLOURS[treasure]
        self._button(name, text, on_activate, enabled, colour, ink_on(colour))

    def _refuse(self, key: tuple, action: Action) -> None:
        """A click on `key` offers `action` to the rules, whose refusal the table says."""
        if not self.result_shown():
            self._b.refuse(key, lambda: self.actionChosen.emit(action))

    def _special_button(self, special: str) -> None:
        self._b.target(("special", self._viewer), lambda pos: self._on_special())
        self._button("special", special_name(special), self._on_special, True, "#5a2f17", CREAM)
        self._tooltips[("button", "special")] = _paragraph(special_effect(special))

    # ----- choices --------------------------------------------------------------------------------

    def _compute_choices(self) -> None:
        """Which items and buttons are legal targets now, and what choosing them does."""
        me, legal, b = self._viewer, self._legal, self._b
        if me is not None and not legal and self._obs["phase"] == "auction":
            for card in self._hand(me):  # another's turn: a bid now hears whose turn it is
                self._refuse(("hand", me, card), Action("bid", card=card,
                                                        **{"as": card_parts(card)[0]}))
        if me is None or not legal:
            return
        kinds = {a.type for a in legal}
        if kinds & {"bid", "pass", "manos_arriba", "estoy_de_vuelta"}:
            self._auction_choices(me, kinds)
        elif kinds & {"continue", "fuera"}:
            self._fuera_choices(me)
        else:
            self._secure_choices(me, kinds)
        # a card's choice (its treasure) comes before the rest; crates to tick come
        # before the buttons that secure them or give up
        first = self._pending is not None and self._pending != ("en_seguridad",)
        buttons = [("button", name) for name, _, _, enabled, *_ in self._buttons if enabled]
        order = buttons if first else []
        order += [("hand", me, c) for c in self._hand(me) if ("hand", me, c) in b.targets]
        order += [k for k in b.targets if k[0] == "pick"]
        order += [k for k in self._crate_keys(me) if k in b.targets]
        order += [k for k in b.targets if k[0] == "special"]
        b.focus_order = order + ([] if first else buttons)

    def _auction_choices(self, me: int, kinds: set[str]) -> None:
        b, legal, pending = self._b, self._legal, self._pending
        hand_keys = [("hand", me, c) for c in self._hand(me)]
        for key in hand_keys:
            card = key[2]
            if any(Action("bid", card=card, **{"as": t}) in legal for t in card_parts(card)):
                chosen = pending == ("treasure", card)
                b.target(key, lambda pos, c=card: self._on_hand_card(c, pos), marked=chosen,
                         lift=26.0 if chosen else 0.0)
            else:  # a click on it hears why not
                b.dim.add(key)
                self._refuse(key, Action("bid", card=card, **{"as": card_parts(card)[0]}))
        if pending and pending[0] == "treasure":
            card = pending[1]
            for t in card_parts(card):
                action = Action("bid", card=card, **{"as": t})
                text = QCoreApplication.translate(
                    "CarambaView", "%1 %2", "a button: treasure and card value (Gold 3)")
                text = text.replace("%1", treasure_name(t)).replace("%2", str(CARD_VALUES[card][t]))
                self._treasure_button(f"bid_{t}", text, t, lambda a=action: self._choose(a),
                                      action in legal)
            self._button("cancel", QCoreApplication.translate("CarambaView", "Cancel"),
                         self.cancel_pending)
        elif pending == ("estoy_de_vuelta",):
            for key in hand_keys:
                b.untarget(key)
            for card in sorted(set(self._obs["players"][me]["discards"]), key=hand_order):
                action = Action("estoy_de_vuelta", card=card)
                if action in legal:
                    b.target(("pick", card), lambda pos, a=action: self._choose(a))
            self._button("cancel", QCoreApplication.translate("CarambaView", "Cancel"),
                         self.cancel_pending)
        else:
            self._button("pass", QCoreApplication.translate("CarambaView", "Pass"),
                         lambda: self._choose(Action("pass")), Action("pass") in legal,
                         refused=Action("pass"))  # the start player's first turn
            special = kinds & {"manos_arriba", "estoy_de_vuelta"}
            if special:
                self._special_button(special.pop())
            else:
                self._refuse_special(me)

    def _fuera_choices(self, me: int) -> None:
        b, legal = self._b, self._legal
        fuera = [a["treasure"] for a in legal if a.type == "fuera"]
        if self._pending == ("fuera",):
            for key in self._crate_keys(me):
                t = CRATE_PARTS[key[2]][0]
                if t in fuera:
                    b.target(key, lambda pos, t=t: self._choose(Action("fuera", treasure=t)))
                else:
                    b.dim.add(key)
            for t in fuera:
                self._treasure_button(f"fuera_{t}", protect_text(t), t,
                                      lambda t=t: self._choose(Action("fuera", treasure=t)))
            self._button("cancel", QCoreApplication.translate("CarambaView", "Cancel"),
                         self.cancel_pending)
        else:
            self._button("continue", QCoreApplication.translate("CarambaView", "Continue"),
                         lambda: self._choose(Action("continue")))
            if fuera:
                self._special_button("fuera")
            else:
                self._refuse_special(me)

    def _secure_choices(self, me: int, kinds: set[str]) -> None:
        b, legal = self._b, self._legal
        if self._pending == ("en_seguridad",):
            chosen = list(self._selection)
            for key in self._crate_keys(me):
                ticked = key in chosen
                if ticked or self._seguridad_action(chosen + [key]) in legal:
                    b.target(key, lambda pos, k=key: self._toggle_crate(k), marked=ticked)
                else:  # over the limit: a click hears it
                    b.dim.add(key)
                    self._refuse(key, self._seguridad_action(chosen + [key]))
            action = self._seguridad_action(chosen)
            total = sum(CRATE_PARTS[k[2]][1] for k in chosen)
            text = QCoreApplication.translate("CarambaView", "Secure %1 of %2")
            text = text.replace("%1", str(total)).replace("%2", str(EN_SEGURIDAD_LIMIT))
            self._button("confirm", text, lambda: self._choose(action),
                         bool(chosen) and action in legal, "#2e7d46", CREAM)
            self._button("cancel", QCoreApplication.translate("CarambaView", "Cancel"),
                         self.cancel_pending)
            return
        for key in self._crate_keys(me):
            action = Action("secure", crate=key[2])
            if action in legal:
                b.target(key, lambda pos, a=action: self._choose(a))
            else:  # e.g. no crate won this round: a click hears why not
                b.dim.add(key)
                self._refuse(key, action)
        self._button("keep", QCoreApplication.translate("CarambaView", "Keep"),
                     lambda: self._choose(Action("keep")))
        if "en_seguridad" in kinds:
            self._special_button("en_seguridad")
        else:
            self._refuse_special(me)

    def _refuse_special(self, me: int) -> None:
        """The special card held but not playable now: a click on it offers it to the rules
        (Manos arriba! in round 1, Estoy de vuelta! with an empty discard pile, a card
        of another part of the turn), whose refusal the table says."""
        seat = self._obs["players"][me]
        special = seat.get("special")
        if special is None:
            return
        # any value of the card's parameter: the rules refuse the card before reading it
        params = {"estoy_de_vuelta": {"card": next(iter(seat["discards"]), "none")},
                  "fuera": {"treasure": "none"},
                  "en_seguridad": {"crates": tuple(sorted(seat["unsecured"]))}}
        self._refuse(("special", me), Action(special, **params.get(special, {})))

    # ----- a seat -------------------------------------------------------------------------------

    def _layout_seat(self, p: int) -> None:
        obs, seat, b = self._obs, self._obs["players"][p], self._b
        slot = self._slot(p)
        geo = seat_geometry(slot, self.table_width())
        band = BANDS[p % len(BANDS)]
        colour = BAND_COLOURS[band]
        acting = obs["current_player"] == p
        auction = obs["phase"] == "auction"
        mw, mh = geo.mat_size
        b.anchors.update({f"hand:{p}": geo.hand, f"draw:{p}": geo.draw,
                          f"discard:{p}": geo.discard, f"secured:{p}": geo.secured})

        b.mat(("mat", p), mw, mh, colour, geo.mat, active=acting,
              faded=seat["passed"] and auction)
        b.label(("name", p), self._name(p), geo.name, 24, color=ink_on(colour), fill=colour,
                border=GLOW if acting else CREAM, align=Qt.AlignmentFlag.AlignLeft, z=12)
        self._layout_tag(p, geo, band)
        if obs["start_player"] == p:
            b.svg(("start",), asset_path("caramba", "start_player.svg"), 44, 44, geo.start,
                  radius=22, z=14)
        self._layout_cards(p, slot, geo)
        self._layout_crates(p, geo)
        zone = bid_zones(SLOTS[self._n()], self.table_width())[slot]
        layout_bids(b, self._tooltips, seat, p, zone)
        if slot == "bottom":
            self._layout_hand(p)

    def _layout_tag(self, p: int, geo: SeatGeometry, band: str) -> None:
        """Right of the name: the score, "Passed" or "To play"; else the band's name."""
        obs, seat = self._obs, self._obs["players"][p]
        tag = None
        if obs["phase"] == "over" and obs.get("scores") is not None:
            text = COUNTS.points(obs["scores"][p])
            if p in (obs.get("winners") or []):
                tag = ("★ " + text, INK, GLOW)  # short: the tag must not cover the name
            else:
                tag = (text, CREAM, "#3b2414")
        elif seat["passed"] and obs["phase"] == "auction":
            tag = (QCoreApplication.translate("CarambaView", "Passed"), CREAM, "#5b4a40")
        elif obs["current_player"] == p:
            tag = (QCoreApplication.translate("CarambaView", "To play"), INK, GLOW)
        right = Qt.AlignmentFlag.AlignRight
        if tag:
            self._b.label(("tag", p), tag[0], geo.tag, 19, color=tag[1], fill=tag[2],
                          border=INK, align=right, z=13)
        else:
            self._b.label(("tag", p), band_name(band), geo.tag, 18, color=SAND, align=right, z=13)

    def _layout_cards(self, p: int, slot: str, geo: SeatGeometry) -> None:
        """Another player's hand (backs), the draw pile, the discards, the special card."""
        seat, b = self._obs["players"][p], self._b
        back = back_svg(p)
        if slot != "bottom":
            count = seat["hand_count"]
            step = min(16.0, geo.hand_width / max(1, count - 1))
            # a replay with every card shown lays the hand open (a finished game only)
            shown = self._hand(p) if self._obs.get("open") else []
            for k in range(count):
                face = card_svg(shown[k]) if shown else None
                b.card(("handback", p, k), face, back, bool(shown),
                       QPointF(geo.hand.x() + k * step, geo.hand.y()), scale=BACK_FAN,
                       z=20 + k, source=geo.draw)
            if count:
                b.label(("handcount", p), str(count),
                        QPointF(geo.hand.x() + (count - 1) * step + 22, geo.hand.y() + 30), 18,
                        fill=INK, border=CREAM, z=40)
        card_w, card_h, card_r = 63 * MAT_CARD, 88 * MAT_CARD, 4.2 * MAT_CARD
        b.pile(("draw", p), back, seat["draw_count"], geo.draw, width=card_w, height=card_h,
               radius=card_r)
        discards = sorted(seat["discards"], key=hand_order)
        b.pile(("discard", p), card_svg(discards[-1]) if discards else back, len(discards),
               geo.discard, width=card_w, height=card_h, radius=card_r)
        # only the viewer's own special card is face up (and everybody's at the end), even
        # if a caller hands the public table a player's observation
        mine = p == self._viewer or self._obs["phase"] == "over" or self._obs.get("open")
        special = seat["special"] if mine else None
        if seat["has_special"]:
            b.card(("special", p), special_svg(special) if special else None, special_svg(None),
                   special is not None, geo.special, scale=MAT_CARD, z=15,
                   ident=("special", p, special) if special else None)
            if special:
                self._tooltips[("special", p)] = _paragraph(special_effect(special))
        elif seat["protected"]:  # Fuera! in play this round, laid beside the crates
            b.card(("fuera", p), special_svg("fuera"), special_svg(None), True, geo.special,
                   scale=MAT_CARD, z=15, ident=("special", p, "fuera"))
            self._tooltips[("fuera", p)] = _paragraph(special_effect("fuera"))

    def _layout_crates(self, p: int, geo: SeatGeometry) -> None:
        """Unsecured crates by treasure with the bonus and Fuera!'s shield; secured crates."""
        seat, b = self._obs["players"][p], self._b
        keys = self._crate_keys(p)
        own_row = self._slot(p) == "bottom"  # each crate apart: they are clicked one by one
        for g, t in enumerate(TREASURES):
            group = [k for k in keys if CRATE_PARTS[k[2]][0] == t]
            start = geo.groups[g]
            places, chip, step = crate_places(group, geo, own_row)
            start = QPointF(start.x() - (geo.chip - chip) / 2, start.y())  # the same left edge
            for i, (key, (column, depth)) in enumerate(zip(group, places, strict=True)):
                pos = QPointF(start.x() + column * step, start.y() - depth * STACK_STEP)
                b.chip(key, crate_svg(key[2]), chip, pos, z=30 + i, ident=("crate", key[2]),
                       source=BAG)
                if depth and (i + 1 == len(group) or places[i + 1][1] == 0):
                    b.label(("cratecount", p, key[2]), f"×{depth + 1}",
                            QPointF(pos.x() + chip * 0.38, pos.y() - chip * 0.46), 15,
                            color=INK, fill=CREAM, border=INK, z=46)
            if group:
                bonus = max(CRATE_PARTS[k[2]][1] for k in group)
                last = start.x() + places[-1][0] * step
                b.label(("bonus", p, t), f"+{bonus}",
                        QPointF(last + chip * 0.42, start.y() + chip * 0.42), 17,
                        color=ink_on(TREASURE_COLOURS[t]), fill=TREASURE_COLOURS[t],
                        border=INK, z=45)
            if seat["protected"] == t:
                b.svg(("shield", p), asset_path("caramba", "protected.svg"), 32, 32,
                      QPointF(start.x() - chip * 0.42, start.y() - chip * 0.42), radius=16,
                      z=46, source=geo.special)
        b.pile(("secured", p), crate_svg(None), seat["secured_count"], geo.secured, width=CHIP,
               height=CHIP, radius=CHIP * 0.11)
        if p == self._viewer and seat["secured"]:
            points = sum(CRATE_PARTS[c][1] for c in seat["secured"])
            b.label(("securedsum", p), COUNTS.points_short(points),
                    QPointF(geo.secured.x(), geo.secured.y() + CHIP / 2 + 20), 17, color=SAND,
                    z=11)

    def _layout_hand(self, p: int) -> None:
        """The bottom seat's hand, large along the bottom edge (face down for the public)."""
        seat, b = self._obs["players"][p], self._b
        w = self.table_width()
        centre_x = w / 2
        span = min(2 * (centre_x - EDGE - BLOCK_W - 30),
                   2 * (w - EDGE - BUTTON_W - 30 - centre_x))
        card_w = 63 * HAND
        if (self._viewer == p or self._obs.get("open")) and seat["hand"] is not None:
            cards = self._hand(p)
            count = len(cards)
            # the outer cards of a long fan turn and drop: room kept for that at the sides
            step = min(card_w + 8, (span - card_w - FAN_TURN_ROOM) / max(1, count - 1))
            sag, turn = fan_curve(count)
            earlier_discards = self._prev["players"][p]["discards"] if self._prev else []
            for i, card in enumerate(cards):
                off = i - (count - 1) / 2
                source = b.anchors[f"discard:{p}" if card in earlier_discards else f"draw:{p}"]
                b.card(("hand", p, card), card_svg(card), back_svg(p), True,
                       QPointF(centre_x + off * step, HAND_Y + off * off * sag), scale=HAND,
                       z=200 + i, rotation=off * turn, ident=("card", p, card), source=source,
                       hover_lift=8.0)
            return
        count = seat["hand_count"]
        step = min(40.0, (span - card_w - FAN_TURN_ROOM) / max(1, count - 1))
        sag, turn = fan_curve(count, 0.6)
        for k in range(count):
            off = k - (count - 1) / 2
            b.card(("handback", p, k), None, back_svg(p), False,
                   QPointF(centre_x + off * step, HAND_Y + off * off * sag), scale=HAND * 0.85,
                   z=200 + k, rotation=off * turn, source=b.anchors[f"draw:{p}"])
        if count:
            b.label(("handcount", p), str(count),
                    QPointF(centre_x + (count - 1) / 2 * step + 52, HAND_Y + 50), 20, fill=INK,
                    border=CREAM, z=260)

    # ----- centre, controls, status -----------------------------------------------------------

    def _layout_centre(self) -> None:
        obs, b = self._obs, self._b
        w = self.table_width()
        b.pile(("bag",), asset_path("caramba", "bag.svg"), obs["bag_count"], BAG, width=92,
               height=92, empty="faded")
        if obs["round"]:
            text = QCoreApplication.translate("CarambaView", "Round %1")
            b.label(("round",), text.replace("%1", str(obs["round"])),
                    QPointF(EDGE + 130, EDGE + 48), 24, align=Qt.AlignmentFlag.AlignLeft)
        seen: Counter = Counter()
        crates = sorted_crates(obs["centre"])
        for g, t in enumerate(TREASURES):
            group = [c for c in crates if CRATE_PARTS[c][0] == t]
            step = min(CENTRE_CHIP + 6, 150.0 / max(1, len(group) - 1))
            x0 = w / 2 + (g - 1) * 230 - (len(group) - 1) * step / 2
            for i, crate in enumerate(group):
                key = ("centre", crate, seen[crate])
                seen[crate] += 1
                b.chip(key, crate_svg(crate), CENTRE_CHIP, QPointF(x0 + i * step, CENTRE_Y),
                       z=30 + i, ident=("crate", crate), source=BAG)
        picks = [k for k in b.targets if k[0] == "pick"]
        if picks:  # the discards the viewer may take back with Estoy de vuelta!
            n = len(picks)
            b.mat(("pickpanel",), n * 80 + 60, 190, GLOW, QPointF(w / 2, CENTRE_Y + 40),
                  opaque=True, z=900)
            b.label(("picktitle",),
                    QCoreApplication.translate("CarambaView", "Take back which card?"),
                    QPointF(w / 2, CENTRE_Y - 32), 22, z=901)
            for i, key in enumerate(picks):
                b.card(key, card_svg(key[1]), back_svg(self._viewer), True,
                       QPointF(w / 2 + (i - (n - 1) / 2) * 80, CENTRE_Y + 54), scale=1.1,
                       z=910 + i, source=b.anchors.get(f"discard:{self._viewer}"))

    def _layout_controls(self) -> None:
        w, b = self.table_width(), self._b
        text = status_text(self._obs, self._legal, self._pending, self._name,
                           self.result_shown())
        b.label(("status",), text, QPointF(w / 2, STATUS_Y), 22, fill=INK,
                border=GLOW if self._legal else None, z=950,
                max_width=w - 2 * (EDGE + BLOCK_W + 24))
        x = w - EDGE - BUTTON_W / 2
        top = TABLE_HEIGHT - EDGE - BUTTON_H / 2 - (len(self._buttons) - 1) * (BUTTON_H + 12)
        for i, (name, text, on_activate, enabled, color, ink, refused) in enumerate(
                self._buttons):
            b.button(("button", name), text, QPointF(x, top + i * (BUTTON_H + 12)), on_activate,
                     enabled=enabled, width=BUTTON_W, height=BUTTON_H, color=color, ink=ink,
                     refused=refused)

    # ----- where disappearing things go ---------------------------------------------------------

    def _sink(self, key: Hashable, item: QGraphicsItem) -> QPointF | None:
        obs, anchors = self._obs, self._b.anchors
        if not isinstance(key, tuple) or obs is None:
            return None
        zone = key[0]
        if zone == "bid":  # a won bid goes to the discards, a lost one back to the hand
            p, card = key[1], key[2]
            if card in obs["players"][p]["discards"]:
                return anchors.get(f"discard:{p}")
            return anchors.get(f"hand:{p}")
        if zone == "crate":  # a crate that left the unsecured ones was secured
            p = key[1]
            before = self._prev["players"][p]["secured_count"] if self._prev else 0
            if obs["players"][p]["secured_count"] > before:
                return anchors.get(f"secured:{p}")
        if zone == "handback":
            return anchors.get(f"hand:{key[1]}")
        return None
