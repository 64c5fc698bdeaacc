"""The CABO table.

`CaboView.show_observation(obs, legal, viewer, names)` draws what
`state.observation(viewer)` holds and offers the viewer the `legal` choices
by mouse and keyboard (`actionChosen(Action)`); viewer None is the public
table. Every layout is a row of face-down cards whose places never move: the
viewer's large at the bottom, the others along the top; draw pile, discard
pile and the card in hand in the middle.

Three moments stop the game for the eyes of one or all:

- a private reveal: the cards the viewer just looked at (round start), peeked
  at or spied on are shown face up until clicked away (or a few seconds, when
  nobody waits for the screen);
- the round's end: every layout face up, the points with the rule that gave
  them, and the score sheet of the match, until "Continue";
- while either is up, `holds_handoff()` tells the game window to wait with the
  hand-off cover until `handoffReleased`, so a player sees what he looked at
  before the screen is passed on, and everybody sees the scoring.

The memory aid (off by default) writes on each card the value the viewer has
seen there: taken from the observation, which holds exactly what the viewer
was shown, never more. It is each player's own choice: QSettings
"cabo/memory_aid_players" lists the names of those who use it, and the public
table behind a hand-off cover (nobody's) has none.

This module holds the view's state and what the viewer may choose; the seats and
piles are drawn by view_drawing.py, the round's end by view_round_panel.py, the
status line is worded by view_status.py, view_tracker.py follows the cards as
they move and view_style.py holds the colours, places and card art.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QWidget

from caramba_desktop.engine.api import Action
from caramba_desktop.games.cabo import texts, view_speech
from caramba_desktop.games.cabo.data import LOOKED_AT, SET_MAX, SET_MIN
from caramba_desktop.games.cabo.view_drawing import TableDrawing, anchor
from caramba_desktop.games.cabo.view_hint import HintKeys
from caramba_desktop.games.cabo.view_round_panel import layout_round_panel
from caramba_desktop.games.cabo.view_status import TableMoment, status_text
from caramba_desktop.games.cabo.view_style import (
    ACTION_BLUE,
    BUTTON_H,
    BUTTON_W,
    CREAM,
    EDGE,
    GLOW,
    INK,
    STATUS_Y,
)
from caramba_desktop.games.cabo.view_swap import SwapChoice
from caramba_desktop.games.cabo.view_tracker import CardTracker
from caramba_desktop.ui.game_views import ResultRow
from caramba_desktop.ui.palette import table_colours
from caramba_desktop.ui.scene import TABLE_HEIGHT, TableBuilder, TableView

MEMORY_AID_KEY = "cabo/memory_aid_players"
REVEAL_MS = 5000  # a private reveal fades by itself after this, unless a hand-off waits

class CaboView(SwapChoice, HintKeys, TableView):
    """The CABO table for one viewer (or the public, viewer None)."""

    actionChosen = Signal(object)
    words = view_speech  # the table in words for a screen reader
    statusChanged = Signal()
    # a round's scoring, seen by everybody, was closed: the next player takes the screen
    # over behind the hand-off cover, as on every other turn
    sharedMomentEnded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        colours = table_colours("cabo")
        self.set_table_colors(colours["background"], colours["edge"])
        self._obs: dict | None = None
        self._legal: list[Action] = []
        self._viewer: int | None = None
        self._names: list[str] = []
        self._bottom = 0
        self._pending: str | None = None  # "set", "peek", "spy", "swap"
        self._selection: list[int] = []  # own places (look, set); a swap's first (p, i)
        self._swap_first: tuple[int, int] | None = None
        # another's card chosen before its Spy or Swap: the keys lead there once it is on
        self._aimed: tuple[int, int] | None = None
        self._chosen: tuple[int, Action] | None = None  # the viewer's last look/peek/spy
        self._reveal: dict | None = None  # {"owner", "cards": {(p, i): value}}
        self._results_seen = 0  # round results the viewer has dismissed
        self._sheet_open = False
        self._holding = False  # the game window waits for us with its hand-off cover
        self._tracker = CardTracker()
        self._b = TableBuilder()
        self._buttons: list[tuple] = []
        self._reveal_timer = QTimer(self)
        self._reveal_timer.setSingleShot(True)
        self._reveal_timer.timeout.connect(self._on_reveal_timeout)
        self.memory_aid = QCheckBox(self)
        self.memory_aid.setObjectName("caboMemoryAid")
        self.memory_aid.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.memory_aid.setStyleSheet(
            f"QCheckBox {{ color: {INK}; background: {CREAM}; padding: 6px 10px;"
            f" border: 2px solid {GLOW}; border-radius: 8px; font-weight: bold; }}")
        self.memory_aid.hide()  # shown with a viewer's table
        self.memory_aid.toggled.connect(self._on_memory_aid)
        self.retranslate()

    # ----- the view interface (ui/game_views.py) ------------------------------------------

    def show_observation(self, obs: dict, legal: list[Action], viewer: int | None,
                         names: list[str]) -> None:
        first = self._obs is None
        legal = list(legal or []) if viewer is not None else []
        # a refused click plays nothing: the same table again keeps a choice in progress
        unchanged = (obs, legal, viewer) == (self._obs, self._legal, self._viewer)
        self._obs = obs
        self._legal = legal
        self._viewer = viewer
        self._names = list(names)
        if viewer is not None:
            self._bottom = viewer
        self._load_memory_aid()
        self._bottom %= len(obs["players"])
        if first:  # a game opened again starts at its present, not at old reveals
            over = obs["phase"] == "over"
            self._results_seen = len(obs["results"]) - (1 if over else 0)
        if not unchanged:
            self._pending, self._selection, self._swap_first = None, [], None
            self._aimed = None
        if viewer is not None and self._reveal and self._reveal["owner"] != viewer:
            self._reveal = None  # another player's eyes: what he was shown goes away
        self._capture_reveal(obs, viewer)
        self._tracker.update(obs)
        self.set_focused_key(None)
        self._render(animate=not first)

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def pending(self) -> str | None:
        return self._pending

    def status_text(self) -> str:
        if self._obs is None:
            return ""
        now = TableMoment(
            round_over=self._round_over_shown(),
            revealed=len(self._reveal["cards"]) if self._reveal else 0,
            kinds=frozenset(self._kinds()), pending=self._pending,
            chosen=len(self._selection), swap_started=self._swap_first is not None)
        return status_text(self._obs, self._viewer, self._names, now)

    def phase_text(self) -> str:
        obs = self._obs
        if obs is None or not obs["round"]:
            return ""
        text = QCoreApplication.translate("CaboView", "Round {round} · {phase}").format(
            round=obs["round"], phase=texts.phase_name(obs["phase"]))
        if obs["caller"] is not None and obs["phase"] in ("turn", "hold"):
            text += " · " + QCoreApplication.translate("CaboView", "CABO by {name}").format(
                name=self._name(obs["caller"]))
        return text

    @staticmethod
    def end_summary(obs: dict, names: list[str]) -> list[ResultRow]:
        """Every player's total, lowest (best) first, with the rounds he won."""
        scores, winners = obs.get("scores") or [], obs.get("winners") or []
        rows = []
        for p in range(len(obs["players"])):
            won = sum(1 for r in obs["results"] if p in r["winners"])
            note = QCoreApplication.translate("CaboView", "Rounds won: {count}").format(count=won)
            rows.append(ResultRow(p, scores[p], p in winners, [], note))
        rows.sort(key=lambda r: (r.score, r.player))
        return rows

    def holds_handoff(self) -> bool:
        """True while a moment is up that must be seen before the screen is passed on."""
        self._holding = self.holds_moment()
        if self._holding:
            self._reveal_timer.stop()
            self._render(animate=False)
        return self._holding

    def moment_owner(self) -> int | None:
        """The player still looking at what was revealed to him (None: nobody's moment)."""
        return self._reveal["owner"] if self._reveal is not None else None

    def holds_moment(self) -> bool:
        """A private reveal or the round's scoring is up (no side effect)."""
        return self._reveal is not None or self._round_over_shown()

    def card_id(self, player: int, place: int) -> int | None:
        """The id in the key ("card", id) of the card lying at a place (None: empty)."""
        return self._tracker.places.get((player, place))

    # what a tutorial's callout should leave in view: the piles, the card in hand and
    # the player's own row (a tutorial's player sits at the bottom, seat 0)
    TUTORIAL_AVOID = (("draw",), ("discard",), ("held",), ("mat", 0))

    def tutorial_keys(self, target: tuple) -> list | None:
        """The items a tutorial's callout points at for ("place", player, place) and
        ("held",), which the table keys by card id; None: by the keys' prefix."""
        if target[0] == "place":
            uid = self.card_id(target[1], target[2])
            return [("card", uid)] if uid is not None else []
        if target[0] == "held":
            return [("card", self._tracker.held)] if self._tracker.held is not None else []
        return None

    def card_place(self, uid: int) -> tuple[int, int] | None:
        return self._tracker.where(uid)

    def cancel_pending(self) -> None:
        if self._pending is not None or self._selection:
            self._set_pending(None)
        elif self._reveal is not None:
            self._end_reveal()

    def relayout(self) -> None:
        self._place_memory_aid()
        if self._obs is not None:
            self._render(animate=False)

    def retranslate(self) -> None:
        self.memory_aid.setText(QCoreApplication.translate("CaboView", "Memory aid"))
        self.memory_aid.setToolTip(QCoreApplication.translate(
            "CaboView", "Shows on each card the value you saw there (for beginners)"))
        self.memory_aid.adjustSize()
        self.relayout()

    def clear(self) -> None:
        self.stage.clear()
        self._obs = None
        self._legal = []
        self._reveal = None

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_memory_aid()

    def face_up_places(self) -> list[tuple]:
        """What the table shows face up now: ("layout", p, i, value), ("held", value) and
        ("reveal", p, i, value) for the round-end panel (tests and screen readers)."""
        shown = []
        for key, item in self.stage.items().items():
            if not getattr(item, "face_up", False) or not isinstance(key, tuple):
                continue
            value = int(item.face.rsplit("_", 1)[1].split(".")[0])
            if key[0] == "card":
                place = self._tracker.where(key[1])
                shown.append(("layout", *place, value) if place else ("held", value))
            elif key[0] == "reveal":
                shown.append(("reveal", key[1], key[2], value))
        return shown

    # ----- reading the observation ----------------------------------------------------------

    def _n(self) -> int:
        return len(self._obs["players"])

    def _name(self, p: int) -> str:
        return texts.player_name(self._names, p)

    def _present(self, p: int) -> list[int]:
        return [i for i, s in enumerate(self._obs["players"][p]["layout"]) if s is not None]

    def _round_over_shown(self) -> bool:
        return self._obs is not None and (
            len(self._obs["results"]) > self._results_seen or self._sheet_open)

    def _kinds(self) -> set[str]:
        return {a.type for a in self._legal}

    # ----- the private reveal -------------------------------------------------------------

    def _capture_reveal(self, obs: dict, viewer: int | None) -> None:
        """After the viewer's own look, peek or spy: the values he was shown, kept for
        the reveal even when the table turns public behind a hand-off."""
        if self._chosen is None or viewer != self._chosen[0]:
            return
        owner, action = self._chosen
        if action.type == "look":
            places = [(owner, i) for i in action["positions"]]
        elif action.type == "peek":
            places = [(owner, action["position"])]
        else:
            places = [(action["player"], action["position"])]
        layout = obs["players"]
        cards = {(q, i): layout[q]["layout"][i]["card"] for q, i in places
                 if layout[q]["layout"][i] is not None}
        if cards and all(v is not None for v in cards.values()):
            self._chosen = None
            self._reveal = {"owner": owner, "cards": cards}
            self._reveal_timer.start(REVEAL_MS)

    def _on_reveal_timeout(self) -> None:
        if not self._holding:
            self._end_reveal()

    def _end_reveal(self) -> None:
        self._reveal_timer.stop()
        self._reveal = None
        self._release()

    def _release(self) -> None:
        """A moment is over: draw the table as it is now; let a waiting hand-off come
        unless another moment is still up."""
        still_up = self.holds_moment()
        release = self._holding and not still_up
        if release:
            self._holding = False
        if self._obs is not None:
            self._render(animate=True)
        if release:
            self.handoffReleased.emit()

    def _close_round(self) -> None:
        fresh = len(self._obs["results"]) > self._results_seen  # not a sheet reopened
        self._results_seen = len(self._obs["results"])
        self._sheet_open = False
        if fresh:
            self.sharedMomentEnded.emit()
        self._release()

    def _toggle_sheet(self) -> None:
        self._sheet_open = not self._sheet_open
        self._render(animate=False)

    # ----- choosing -------------------------------------------------------------------------

    def _choose(self, action: Action) -> None:
        if action not in self._legal:
            return
        if action.type in ("look", "peek", "spy"):
            self._chosen = (self._viewer, action)
        self._legal = []
        self._pending, self._selection, self._swap_first = None, [], None
        self._render(animate=True)
        self.actionChosen.emit(action)

    def _set_pending(self, pending: str | None) -> None:
        self._pending, self._selection, self._swap_first = pending, [], None
        self.set_focused_key(None)
        self._render(animate=True)
        aimed, self._aimed = self._aimed, None
        if pending is not None and aimed is not None:
            key = ("card", self._tracker.places.get(aimed))
            if key in self.focus_order():
                self.set_focused_key(key)

    def _aim_before_power(self, power: str, p: int, i: int) -> None:
        """Another's card chosen while the card held must first be used as Spy or Swap:
        the table says so, the keys go to that button and from it back to the card."""
        self.clickRefused.emit(f"{power}_button_first")
        self._aimed = (p, i)
        if ("button", power) in self.focus_order():
            self.set_focused_key(("button", power))

    def _on_own_card(self, i: int) -> None:
        kinds = self._kinds()
        if "look" in kinds or self._pending == "set":
            self._toggle(i)
        elif self._pending == "peek":
            self._choose(Action("peek", position=i))
        elif self._pending == "swap":
            self._on_swap_card(self._viewer, i)
        else:
            self._choose(Action("replace", position=i))

    def _toggle(self, i: int) -> None:
        if i in self._selection:
            self._selection.remove(i)
        else:
            self._selection.append(i)
        if "look" in self._kinds() and len(self._selection) == LOOKED_AT[len(
                self._obs["players"][self._viewer]["layout"])]:
            self._choose(Action("look", positions=sorted(self._selection)))
            return
        self._render(animate=True)

    def _claim_action(self) -> Action:
        return Action("claim", positions=sorted(self._selection))

    def keyPressEvent(self, event) -> None:
        key, text = event.key(), event.text()
        shortcuts = {Qt.Key.Key_D: Action("draw"), Qt.Key.Key_T: Action("take"),
                     Qt.Key.Key_C: Action("cabo"), Qt.Key.Key_X: Action("discard")}
        if key in shortcuts and self._pending is None:
            self._choose(shortcuts[key])
        elif text and text in "123456" and self._viewer is not None:
            uid = self._tracker.places.get((self._viewer, int(text) - 1))
            item = self.stage.get(("card", uid)) if uid is not None else None
            if item is not None:
                item.click()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ----- building the table -----------------------------------------------------------------

    def _render(self, animate: bool) -> None:
        if self._obs is None:
            return
        self._b = TableBuilder()
        self._buttons = []
        overlay = self._round_over_shown()
        if not overlay:
            self._compute_choices()
        drawing = TableDrawing(self._b, self._obs, self._names, self._viewer, self._bottom,
                               self._tracker, self._reveal, self.memory_aid.isChecked(),
                               self.table_width(), self._end_reveal)
        for p in range(self._n()):
            drawing.seat(p)
        drawing.centre()
        if overlay:
            reopened = self._sheet_open and len(self._obs["results"]) <= self._results_seen
            layout_round_panel(self._b, self._obs, self._names, self.table_width(), reopened,
                               self._close_round)
        self._layout_controls(overlay)
        self.stage.sync(self._b.specs, animate=animate, sink=self._sink)
        self.set_focus_order(self._b.focus_order)
        self.statusChanged.emit()

    def _button(self, name: str, text: str, on_activate, enabled: bool = True,
                color: str = "#e8eef6", ink: str = INK, refused=None) -> None:
        self._buttons.append((name, text, on_activate, enabled, color, ink, refused))

    def _compute_choices(self) -> None:
        me, b = self._viewer, self._b
        self._aimable: list = []  # cards the keys reach that are no choice yet
        if self._reveal is not None:  # its owner is still at the screen
            self._button("done", QCoreApplication.translate("CaboView", "Done"),
                         self._end_reveal, True, GLOW, INK)
        if me is not None and not self._legal and self._obs["phase"] in ("turn", "hold"):
            self._refuse_cards(me)  # another's turn: a card now hears whose turn it is
        if me is None or not self._legal:
            b.focus_order = self._button_keys()  # "Done" is for the keys too
            return
        kinds = self._kinds()
        if "look" in kinds:
            for i in self._present(me):
                self._target_place(me, i, marked=i in self._selection)
            self._refuse_cards(me, own=False, reason="look_own_cards")  # and the piles:
            for pile in (("draw",), ("discard",)):
                b.refuse(pile, lambda: self.clickRefused.emit("look_own_cards"))
        elif kinds & {"draw", "take", "cabo"}:
            if "draw" in kinds:
                b.target(("draw",), lambda pos: self._choose(Action("draw")))
            if "take" in kinds:
                b.target(("discard",), lambda pos: self._choose(Action("take")))
            self._button("cabo", QCoreApplication.translate("CaboView", "Call CABO"),
                         lambda: self._choose(Action("cabo")), "cabo" in kinds, GLOW, INK,
                         refused=lambda: self.actionChosen.emit(Action("cabo")))
            self._refuse_cards(me)  # a card before drawing: first the draw
        else:
            self._hold_choices(me, kinds)
        order = [k for k in b.targets if k[0] == "card"] + self._aimable
        order += [k for k in b.targets if k[0] in ("draw", "discard")]
        b.focus_order = order + self._button_keys()

    def _button_keys(self) -> list:
        return [("button", name) for name, _text, _on, enabled, *_colours in self._buttons
                if enabled]

    def _hold_choices(self, me: int, kinds: set[str]) -> None:
        b, pending = self._b, self._pending
        if pending == "set":
            for i in self._present(me):
                chosen = i in self._selection
                if chosen or len(self._selection) < SET_MAX:
                    self._target_place(me, i, marked=chosen)
                else:  # a fifth card: the rules say how many a set may hold
                    self._refuse_place(me, i, Action("claim", positions=sorted(
                        self._selection + [i])))
            count = len(self._selection)
            text = QCoreApplication.translate("CaboView", "Replace these cards ({count})").format(
                count=count)
            claim = self._claim_action()
            self._button("claim", text, lambda: self._choose(claim),
                         SET_MIN <= count and claim in self._legal, GLOW, INK,
                         refused=lambda: self.actionChosen.emit(claim))
        elif pending == "peek":
            for i in self._present(me):
                self._target_place(me, i)
        elif pending == "spy":
            for a in self._legal:
                if a.type == "spy":
                    self._target_place(a["player"], a["position"])
            for i in self._present(me):  # spying is on another's card
                self._refuse_place(me, i, Action("spy", player=me, position=i))
        elif pending == "swap":
            self._swap_targets()
        else:
            for i in self._present(me):
                if Action("replace", position=i) in self._legal:
                    self._target_place(me, i)
            if kinds & {"spy", "swap"}:  # another's card: first the card's action, and the
                first = "spy" if "spy" in kinds else "swap"  # keys reach it as clicks do
                for p in range(self._n()):
                    for i in self._present(p) if p != me else []:
                        key = ("card", self._tracker.places[(p, i)])
                        b.refuse(key, lambda p=p, i=i: self._aim_before_power(first, p, i))
                        self._aimable.append(key)
            else:  # another's card: only a spy or swap reaches it
                self._refuse_cards(me, own=False)
            if "discard" in kinds:
                b.target(("discard",), lambda pos: self._choose(Action("discard")))
                self._button("discard", QCoreApplication.translate("CaboView", "Discard it"),
                             lambda: self._choose(Action("discard")))
            for power in ("peek", "spy", "swap"):
                if power in kinds:
                    self._button(power, texts.action_name(power),
                                 lambda power=power: self._set_pending(power), True, ACTION_BLUE,
                                 CREAM)
            if "claim" in kinds:
                self._button("set", QCoreApplication.translate("CaboView", "Replace a set…"),
                             lambda: self._set_pending("set"))
            return
        self._button("cancel", QCoreApplication.translate("CaboView", "Cancel"),
                     lambda: self._set_pending(None))

    def _refuse_cards(self, me: int, own: bool = True, reason: str | None = None) -> None:
        """A click on a card offers what it would mean (one's own: lay the card held on
        it; another's: spy on it) to the rules, which say why not now; or the table
        says its own `reason` (a code worded by texts.illegal_text)."""
        for p in range(self._n()):
            for i in self._present(p) if own or p != me else []:
                if reason is not None:
                    self._b.refuse(("card", self._tracker.places[(p, i)]),
                                   lambda: self.clickRefused.emit(reason))
                else:
                    self._refuse_place(p, i, Action("replace", position=i) if p == me
                                       else Action("spy", player=p, position=i))

    def _refuse_place(self, p: int, i: int, action: Action) -> None:
        """A click on player p's card at i offers `action` to the rules, to hear why not."""
        self._b.refuse(("card", self._tracker.places[(p, i)]),
                       lambda: self.actionChosen.emit(action))

    def _target_place(self, p: int, i: int, marked: bool = False) -> None:
        uid = self._tracker.places[(p, i)]
        on_click = (lambda pos, i=i: self._on_own_card(i)) if p == self._viewer else (
            (lambda pos, p=p, i=i: self._on_swap_card(p, i)) if self._pending == "swap" else
            (lambda pos, p=p, i=i: self._choose(Action("spy", player=p, position=i))))
        self._b.target(("card", uid), on_click, marked=marked, lift=18.0 if marked else 0.0)

    # ----- controls and status -------------------------------------------------------------

    def _layout_controls(self, overlay: bool) -> None:
        w, b = self.table_width(), self._b
        self.memory_aid.setVisible(not overlay and self._viewer is not None)
        if overlay:  # the status line above the table says it; the panel fills the middle
            return
        b.label(("status",), self.status_text(), QPointF(w / 2, STATUS_Y), 22, fill=INK,
                border=GLOW if self._legal or self._reveal else None, z=950,
                max_width=w - 2 * (EDGE + BUTTON_W + 24), wrap=True)  # never cut
        # the lowest place is the score sheet's, kept free in the first round: the
        # buttons above it stand where they stood, Done never turns into the sheet
        x = w - EDGE - BUTTON_W / 2
        bottom = TABLE_HEIGHT - EDGE - BUTTON_H / 2
        if self._obs["results"]:
            b.button(("button", "sheet"), QCoreApplication.translate("CaboView", "Score sheet"),
                     QPointF(x, bottom), self._toggle_sheet, width=BUTTON_W, height=BUTTON_H,
                     color=ACTION_BLUE, ink=CREAM)
        top = bottom - len(self._buttons) * (BUTTON_H + 12)
        for i, (name, text, on_activate, enabled, color, ink, refused) in enumerate(
                self._buttons):
            b.button(("button", name), text, QPointF(x, top + i * (BUTTON_H + 12)), on_activate,
                     enabled=enabled, width=BUTTON_W, height=BUTTON_H, color=color, ink=ink,
                     refused=refused)

    # ----- where disappearing things go ---------------------------------------------------------

    def _sink(self, key: Hashable, item) -> QPointF | None:
        if isinstance(key, tuple) and key[0] == "card" and self._tracker.round == (
                self._obs or {}).get("round"):
            return anchor(self.table_width(), "discard")
        return None

    # ----- the memory aid ---------------------------------------------------------------------

    def _place_memory_aid(self) -> None:
        aid = self.memory_aid
        aid.adjustSize()
        aid.move(10, self.height() - aid.height() - 10)

    def _aid_users(self) -> list[str]:
        value = QSettings().value(MEMORY_AID_KEY, [])
        return [value] if isinstance(value, str) else list(value or [])

    def _load_memory_aid(self) -> None:
        """The checkbox shows the viewer's own choice (the public table has no aid)."""
        on = self._viewer is not None and self._name(self._viewer) in self._aid_users()
        self.memory_aid.blockSignals(True)
        self.memory_aid.setChecked(on)
        self.memory_aid.blockSignals(False)

    def _on_memory_aid(self, on: bool) -> None:
        if self._viewer is None:
            return
        name = self._name(self._viewer)
        users = [user for user in self._aid_users() if user != name] + ([name] if on else [])
        QSettings().setValue(MEMORY_AID_KEY, users)
        self.relayout()
