"""The table of Caramba! – Mina de Plata.

`MinaView.show_observation(obs, legal, viewer, names)` draws what
`state.observation(viewer)` holds and lets the viewer choose one of `legal`
by mouse or keyboard; the choice is emitted as `actionChosen(Action)`.

Layout (scene units, table height 1000, width by the window's shape): the
track winds in five rows of twelve spaces from Acapulco (bottom left) to the
Mina de Plata (top right), grey stone first, then yellow gravel, then brown
clay. Beside the mine, in the right column: the bowl with the pot, the
sombreros that arrived, the Caramba card with this race's costs, the dice
(or, between races, the last race's result) and the buttons. Along the
bottom: every player's purse (gold and silver chips), the sombreros waiting
to be placed and the ambush chips in supply.

Motion: a sombrero hops from space to space along the track, dice tumble
out of the hand, the hat band slides to the next sombrero; all at the
application's animation speed, and not at all when animations are off.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina import view_speech
from caramba_desktop.games.mina.data import GOLD, SPACES
from caramba_desktop.games.mina.rules import ACCEPT, REFUSE, buy_off_cost
from caramba_desktop.games.mina.texts import (
    dice_text,
    player_name,
    purse_text,
    silver_text,
    sombrero_name,
)
from caramba_desktop.games.mina.view_board import (
    ACAPULCO,
    BOUGHT_RISE,
    BUTTON_H,
    BUTTON_W,
    CARD_H,
    CARD_TOP,
    COIN,
    CREAM,
    DIE,
    DIE_STEP,
    EDGE,
    GLOW,
    HAT_H,
    HAT_W,
    INK,
    MINE,
    PURSE_H,
    PURSE_TOP,
    RIGHT_W,
    SAND,
    STACK_UP,
    STATUS_Y,
    TRAY_TOP,
    AmbushChipItem,
    BoardItem,
    CardContent,
    CostCardItem,
    HaloItem,
    SpaceItem,
    Track,
    hop,
    mina_svg,
    ordinal_place,
    sombrero_svg,
    tumble,
)
from caramba_desktop.games.mina.view_deal import (
    DealDialog,
    accept_label,
    answer_status,
    asked_status,
    offer_label,
    refuse_label,
    waiting_status,
)
from caramba_desktop.ui.game_views import ResultRow
from caramba_desktop.ui.palette import ink_on, seat_colour, table_colours
from caramba_desktop.ui.scene import (
    TABLE_HEIGHT,
    TableBuilder,
    TableView,
    scene_font,
)

MARK_LETTERS = 2  # the most letters of its owner's name an ambush chip has room for


class MinaView(TableView):
    """The Mina de Plata table for one viewer (or the public, viewer None)."""

    actionChosen = Signal(object)
    words = view_speech  # the table in words for a screen reader
    statusChanged = Signal()  # drawn again: status_text() may have changed
    # True: a player opened the deal dialog, the table waits for him; False: he let go
    holdRequested = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        colours = table_colours("mina")
        self.set_table_colors(colours["background"], colours["edge"])
        self._obs: dict | None = None
        self._legal: list[Action] = []
        self._viewer: int | None = None
        self._names: list[str] = []
        self._pending: str | None = None  # "ambush": choosing the space of one's own chip
        # the dice marked to buy off before the roll is confirmed: any of them, they are alike
        self._marked: list[int] = []
        self._b = TableBuilder()
        self._buttons: list[tuple] = []
        self._track = Track(self.table_width())
        self._spots: dict[int, tuple] = {}  # sombrero -> where it was drawn last
        self._roll_shown: tuple | None = None  # the roll on the tray: (who, faces, complete)
        self._roll_serial = 0  # a new roll gets new dice (they tumble in)
        self.deal_dialog: DealDialog | None = None  # open while an offer is being made

    # ----- the view interface (ui/game_views.py) -------------------------------------

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
        if not unchanged:
            self._pending = None
            self._marked = []
        self.set_focused_key(None)
        self._render(animate=not first)

    def legal_actions(self) -> list[Action]:
        """The actions still offered (empty once one was chosen)."""
        return list(self._legal)

    def pending(self) -> str | None:
        return self._pending

    def buy_off(self) -> int:
        """How many dice are marked to buy off."""
        return len(self._marked)

    def status_text(self) -> str:
        item = self.stage.get(("status",))
        return item.text if item is not None else ""

    def phase_text(self) -> str:
        obs = self._obs
        if obs is None or obs["phase"] == "start":
            return ""
        if obs["phase"] == "over":
            return QCoreApplication.translate("MinaView", "Game over")
        if obs["phase"] == "place":
            return QCoreApplication.translate("MinaView", "Race {race}: placing").format(
                race=obs["race"])
        return QCoreApplication.translate("MinaView", "Race {race}").format(race=obs["race"])

    @staticmethod
    def end_summary(obs: dict, names: list[str]) -> list[ResultRow]:
        """Every player's silver, richest first, the purse as chips; who ran out."""
        scores, winners = obs.get("scores") or obs["money"], obs.get("winners") or []
        eliminated = obs.get("eliminated") or []
        rows = []
        for p, silver in enumerate(scores):
            gold, rest = divmod(int(silver), GOLD)
            icons = [mina_svg("gold.svg")] * min(gold, 15) + [mina_svg("silver.svg")] * rest
            if p in eliminated:
                note = QCoreApplication.translate("MinaView", "Out of silver: eliminated")
            else:
                note = purse_text(gold, rest)
            rows.append(ResultRow(p, silver, p in winners, icons, note, score_text=silver_text))
        rows.sort(key=lambda r: (-r.score, r.player))
        return rows

    def cancel_pending(self) -> None:
        if self._pending is not None or self._marked:
            self._pending, self._marked = None, []
            self._render(animate=True)

    def relayout(self) -> None:
        self._track = Track(self.table_width())
        if self._obs is not None:
            self._render(animate=False)

    def retranslate(self) -> None:
        self.relayout()

    def clear(self) -> None:
        self.stage.clear()
        self._obs = None
        self._legal = []
        self._spots = {}

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- the hint -------------------------------------------------------------------------

    def hint_keys(self, action: Action) -> list:
        obs = self._obs
        if obs is None:
            return []
        kind = action.type
        if kind == "roll":
            dice = obs["dice"]
            return [("button", "roll")] + [("todie", i)
                                           for i in range(dice - action["buy_off"], dice)]
        if kind == "pick_up":
            return [("chip", action["space"])]
        if kind == "ambush" and obs["holding"] is None and self._pending != "ambush":
            return [("supply", obs["current_player"])]
        if kind in ("accept", "refuse"):  # a deal's answer: its button on the table
            return [("button", kind)]
        if kind in ("offer", "no_offer"):  # the dialog asks the rest; letting pass declines
            return [("button", "offer")] if kind == "offer" else []
        return [("space", action["space"])]

    def tutorial_rect(self, target: tuple) -> QRectF | None:
        """Where a tutorial's ("space", s) lies on the track (a space has no item)."""
        if target[0] != "space" or self._track is None:
            return None
        centre, size = self._track.centres[target[1]], self._track.tile
        return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)

    def hint_rects(self, action: Action) -> list[QRectF]:
        if action.type != "ambush" or ("space", action["space"]) in self.hint_keys(action):
            return []  # not a space, or one the hint names as an item
        centre, size = self._track.centres[action["space"]], self._track.tile
        return [QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)]

    # ----- choosing ----------------------------------------------------------------

    def _choose(self, action: Action) -> None:
        if action not in self._legal:
            return
        self._legal, self._pending, self._marked = [], None, []
        self._render(animate=True)
        self.actionChosen.emit(action)

    def _set_pending(self, pending: str | None) -> None:
        self._pending = pending
        self.set_focused_key(None)
        self._render(animate=True)

    def _can_buy_off(self, count: int) -> bool:
        return Action("roll", buy_off=count) in self._legal

    def _on_die(self, i: int) -> None:
        """Any die may be bought off, the dice being alike: a click marks it, a click on a
        marked one takes it back to be rolled."""
        if i in self._marked:
            self._marked.remove(i)
        elif self._can_buy_off(len(self._marked) + 1):
            self._marked.append(i)
        else:
            return
        self._render(animate=True)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        unmarked = [i for i in range(self._obs["dice"] or 0) if i not in self._marked] \
            if self._obs else []
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and unmarked:
            self._on_die(unmarked[-1])
        elif key == Qt.Key.Key_Minus and self._marked:
            self._on_die(self._marked[-1])
        elif key == Qt.Key.Key_R:
            self._choose(Action("roll", buy_off=len(self._marked)))
        elif key == Qt.Key.Key_A and self._can_lay_own_chip():
            self._set_pending("ambush")
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _moving(self) -> bool:
        """The viewer is about to roll (no deal to make or answer first)."""
        return any(a.type == "roll" for a in self._legal)

    def _can_lay_own_chip(self) -> bool:
        """An own chip from the supply may go down (not a picked-up one: that must)."""
        return bool(self._obs and self._obs["holding"] is None
                    and any(a.type == "ambush" for a in self._legal))

    # ----- reading the observation -----------------------------------------------------

    def _n(self) -> int:
        return len(self._obs["money"])

    def _name(self, p: int) -> str:
        return player_name(self._names, p)

    def _hat_name(self, s: int) -> str:
        names = self._names if len(self._names) == self._n() else [
            self._name(p) for p in range(self._n())]
        return sombrero_name(names, s)

    # ----- building the table -------------------------------------------------------------

    def _render(self, animate: bool) -> None:
        if self._obs is None:
            return
        self._b = TableBuilder()
        self._buttons = []
        before = set(self.stage.keys())
        self._compute_choices()
        self._layout_track()
        self._layout_purses()
        self._layout_sombreros()
        self._layout_mine()
        self._layout_card()
        tumbling = self._layout_tray()
        self._layout_controls()
        self.stage.sync(self._b.specs, animate=animate)
        self.set_focus_order(self._b.focus_order)
        if animate:
            self._start_hops()
            for key, start, end in tumbling:
                item = self.stage.get(key)
                if key not in before and item is not None:
                    tumble(item, start, end)
        self._spots = dict(self._new_spots)
        self.statusChanged.emit()

    # ----- choices ---------------------------------------------------------------------------

    def _compute_choices(self) -> None:
        obs, legal, b = self._obs, self._legal, self._b
        if not legal:
            return
        kinds = {a.type for a in legal}
        if "no_offer" in kinds or "accept" in kinds:
            self._deal_choices("accept" in kinds)
            return
        if "place" in kinds or obs["holding"] is not None or self._pending == "ambush":
            kind = "place" if "place" in kinds else "ambush"
            for s in range(1, SPACES + 1):
                action = Action(kind, space=s)
                if action in legal:
                    b.target(("space", s), lambda pos, a=action: self._choose(a))
                else:  # a click there hears why not (the space is taken)
                    b.dim.add(("space", s))
                    b.refuse(("space", s), lambda a=action: self.actionChosen.emit(a))
            b.focus_order = [("space", s) for s in range(1, SPACES + 1)
                             if ("space", s) in b.targets]
            if self._pending == "ambush":
                self._button("cancel", QCoreApplication.translate("MinaView", "Cancel"),
                             self.cancel_pending)
                b.focus_order.append(("button", "cancel"))
            return
        # the move: buy off dice, lay or move an ambush, roll
        k = len(self._marked)
        for i in range(obs["dice"]):
            if i in self._marked or self._can_buy_off(k + 1):
                b.target(("todie", i), lambda pos, i=i: self._on_die(i), marked=i in self._marked)
            else:  # too dear, or the last die to roll: the rules say which
                b.refuse(("todie", i), lambda a=Action("roll", buy_off=k + 1):
                         self.actionChosen.emit(a))
        for space in {chip["space"] for chip in obs["chips"]} - {None}:
            action = Action("pick_up", space=space)
            if action in legal:
                b.target(("chip", space), lambda pos, a=action: self._choose(a))
            else:  # not passed by every sombrero yet, or one already picked up
                b.refuse(("chip", space), lambda a=action: self.actionChosen.emit(a))
        if k:  # the price stands on the tray above: the button stays short in every language
            text = QCoreApplication.translate("MinaView", "Pay and roll")
        else:
            text = QCoreApplication.translate("MinaView", "Roll {dice}").format(
                dice=dice_text(obs["dice"] + obs["deal"]["deal_dice"]))
        self._button("roll", text, lambda: self._choose(Action("roll", buy_off=k)),
                     color="#c0392b", ink=CREAM)
        for hat, sombrero in enumerate(obs["sombreros"]):  # one's own, clicked to move it
            if sombrero["owner"] == self._viewer and sombrero["space"] is not None:
                b.refuse(("sombrero", hat), lambda: self.clickRefused.emit("sombrero_by_dice"))
        if self._can_lay_own_chip():
            self._button("ambush", QCoreApplication.translate("MinaView", "Lay an ambush"),
                         lambda: self._set_pending("ambush"), color="#17120e", ink=CREAM)
            b.target(("supply", self._obs["current_player"]),
                     lambda pos: self._set_pending("ambush"))
            for s in range(1, SPACES + 1):  # a space first: the button says how
                b.refuse(("space", s), lambda: self.clickRefused.emit("ambush_button_first"))
        if k:
            self._button("cancel", QCoreApplication.translate("MinaView", "Keep every die"),
                         self.cancel_pending)
        b.focus_order = [("button", name) for name, *_ in self._buttons]
        b.focus_order += [key for key in b.targets if key[0] in ("todie", "chip", "supply")]

    def _deal_choices(self, answering: bool) -> None:
        """Asked for a deal: the button that opens the dialog (letting the pause pass
        declines); offered one: accept or refuse."""
        if answering:
            amount = self._obs["deal"]["offer"]["amount"]
            self._button("accept", accept_label(amount), lambda: self._choose(ACCEPT),
                         color="#c0392b", ink=CREAM)
            self._button("refuse", refuse_label(), lambda: self._choose(REFUSE))
        else:
            self._button("offer", offer_label(), self.open_deal_dialog, color="#c9a227")
        self._b.focus_order = [("button", name) for name, *_ in self._buttons]

    def open_deal_dialog(self) -> None:
        """The offer of the player asked: the table holds until he offers or cancels."""
        obs = self._obs
        if self.deal_dialog is not None or obs is None or obs["deal"]["asking"] is None:
            return
        me = obs["deal"]["asking"]
        self.holdRequested.emit(True)
        dialog = DealDialog(self._hat_name(obs["mover"]), self._name(me), obs["money"][me],
                            2 * max(1, obs["race"]), self)
        dialog.accepted.connect(lambda: self._choose(Action("offer", amount=dialog.offered())))
        dialog.rejected.connect(lambda: self.holdRequested.emit(False))
        dialog.finished.connect(self._deal_dialog_closed)
        self.deal_dialog = dialog
        dialog.open()

    def _deal_dialog_closed(self) -> None:
        self.deal_dialog = None

    def _button(self, name: str, text: str, on_activate, color: str = "#f4e3c1",
                ink: str = INK) -> None:
        self._buttons.append((name, text, on_activate, color, ink))

    # ----- the track ---------------------------------------------------------------------------

    def _layout_track(self) -> None:
        b, track = self._b, self._track
        b.add(("board",), lambda: BoardItem(track), QPointF(0, 0), z=-10,
              update=lambda item: item.set_track(track), kind=BoardItem)
        size = track.tile
        for key in {**b.targets, **b.refusals}.keys() | b.dim:
            if key[0] == "space":
                b.add(key, lambda: SpaceItem(size), track.centres[key[1]], z=1,
                      update=lambda item: item.set_size(size), kind=SpaceItem)
        b.svg(("acapulco",), mina_svg("acapulco.svg"), 72, 84, track.acapulco, z=2)
        b.label(("acapulco_name",), ACAPULCO, QPointF(EDGE, track.acapulco.y() + 56), 15,
                fill=INK, align=Qt.AlignmentFlag.AlignLeft, z=3)
        for c, chip in enumerate(self._obs["chips"]):
            space = chip["space"]
            if space is None:
                continue
            self._add_chip(("chip", space), c, track.centres[space] + QPointF(0, size * 0.18),
                           z=20)

    def _add_chip(self, key: tuple, chip: int, pos: QPointF, z: float) -> None:
        owner = self._obs["chips"][chip]["owner"]
        colour, mark = seat_colour(owner), self._owner_mark(owner)
        self._b.add(key, AmbushChipItem, pos, z=z, ident=("ambush", chip), kind=AmbushChipItem,
                    update=lambda item: item.set_owner(colour, mark))

    def _owner_mark(self, p: int) -> str:
        """The owner's mark on a chip: the shortest start of the name (up to MARK_LETTERS
        letters) that no other player's name shares, else the seat number."""
        names = [self._name(q).upper() for q in range(self._n())]
        for length in range(1, MARK_LETTERS + 1):
            mark = names[p][:length]
            if all(not other.startswith(mark) for q, other in enumerate(names) if q != p):
                return mark.capitalize()
        return str(p + 1)

    def _layout_sombreros(self) -> None:
        obs, b, track = self._obs, self._b, self._track
        self._new_spots: dict[int, tuple] = {}
        self._hat_pos: dict[int, QPointF] = {}
        stacks: dict[int, int] = {}
        n = self._n()
        mover, band = obs["mover"], obs["band"]
        rolling = obs["rolling"]["sombrero"] if obs["rolling"] else None
        order = sorted(range(len(obs["sombreros"])), key=lambda s: s == rolling)  # on top
        for s in order:
            hat = obs["sombreros"][s]
            owner = hat["owner"]
            if hat["space"] is not None:
                level = stacks.get(hat["space"], 0)
                stacks[hat["space"]] = level + 1
                centre = track.centres[hat["space"]]
                pos = centre - QPointF(0, track.tile * 0.12 + level * STACK_UP)
                spot = ("track", hat["space"])
                z = 100 + centre.y() / 10 + level * 5
            elif hat["arrival"] is not None:
                pos, spot, z = self._arrival_pos(hat["arrival"]), ("mine",), 100
                b.label(("arrival", hat["arrival"]), str(hat["arrival"]),
                        pos + QPointF(HAT_W * 0.42, HAT_H * 0.3), 15, fill=INK, border=CREAM,
                        z=102)
            else:
                pos, spot, z = self._home(owner, s // n), ("home",), 60
            self._new_spots[s] = spot
            self._hat_pos[s] = pos
            scale = 1.0 if spot[0] != "home" else 0.9
            b.svg(("sombrero", s), sombrero_svg(owner), HAT_W, HAT_H, pos, z=z, scale=scale)
            if obs["phase"] == "place" and obs["to_place"] and obs["to_place"][0] == s:
                b.add(("halo",), HaloItem, pos, z=z - 1, kind=HaloItem)
            if obs["phase"] == "race" and s == mover:
                b.add(("halo",), HaloItem, pos, z=z - 1, kind=HaloItem)
            if s == band:
                b.svg(("band",), mina_svg("band.svg"), HAT_W * 0.8, HAT_W * 0.4,
                      pos + QPointF(0, HAT_H * 0.1), z=z + 1)

    def _start_hops(self) -> None:
        """A sombrero that went forward on the track hops along it instead of flying."""
        obs = self._obs
        for s, hat in enumerate(obs["sombreros"]):
            old, new = self._spots.get(s), self._new_spots.get(s)
            if not old or old[0] != "track" or new == old or new[0] == "home":
                continue
            end = None if new[0] == "mine" else new[1]
            if end is not None and end < old[1]:
                continue
            item = self.stage.get(("sombrero", s))
            points = self._track.hop(old[1], end, self._hat_pos[s])
            points[-1] = self._hat_pos[s]  # a sombrero stands above the centre, stacked higher
            hop(item, [item.pos()] + points[1:])

    # ----- the mine, the pot, the Caramba card ---------------------------------------------

    def _column_x(self) -> float:
        return self.table_width() - EDGE - RIGHT_W

    def _arrival_pos(self, place: int) -> QPointF:
        x0 = self._column_x()
        return QPointF(x0 + 38 + (place - 1) * 62, 214)

    def _layout_mine(self) -> None:
        obs, b = self._obs, self._b
        x0 = self._column_x()
        b.svg(("mine",), mina_svg("mine.svg"), 140, 112, QPointF(x0 + 76, 74), z=2)
        b.label(("mine_name",), MINE, QPointF(x0 + 76, 142), 17, fill=INK, z=3)
        bowl = QPointF(x0 + 240, 80)
        b.svg(("bowl",), mina_svg("bowl.svg"), 150, 82, bowl, z=2)
        gold, silver = divmod(obs["pot"], GOLD)
        chips = [("gold", i) for i in range(min(gold, 8))] + [
            ("silver", i) for i in range(silver)]
        source = self._purse_anchor(self._owner(obs["mover"])) if obs["mover"] is not None else None
        for j, (metal, i) in enumerate(chips):
            angle = j * 2.4
            radius = 8 + (j % 5) * 9
            pos = bowl + QPointF(math.cos(angle) * radius * 1.6, -14 + math.sin(angle) * radius * 0.45)
            b.svg(("pot", metal, i), mina_svg(f"{metal}.svg"), 24, 24, pos, z=3 + j * 0.01,
                  source=source)
        b.label(("pot_label",), QCoreApplication.translate("MinaView", "Pot: {silver}").format(
            silver=silver_text(obs["pot"])), QPointF(x0 + RIGHT_W, 172), 19, fill=INK,
                border=SAND, align=Qt.AlignmentFlag.AlignRight, max_width=RIGHT_W, z=4)

    def _owner(self, sombrero: int) -> int:
        return self._obs["sombreros"][sombrero]["owner"]

    def _layout_card(self) -> None:
        """The Caramba card: every cost of this race (inflation: times the race number)."""
        obs = self._obs
        race = max(1, obs["race"])
        places = range(1, max(2, len(obs["sombreros"])))
        translate = QCoreApplication.translate
        card = CardContent(
            translate("MinaView", "Caramba! · race {race} · costs ×{race}").format(race=race),
            [(translate("MinaView", "Buying off dice"), translate("MinaView", "dice"),
              [buy_off_cost(k, race) for k in places]),
             (translate("MinaView", "Arriving in the mine"), translate("MinaView", "place"),
              [k * race for k in places])],
            translate("MinaView", "Occupied space"), race,
            len(self._marked))
        centre = QPointF(self._column_x() + RIGHT_W / 2, CARD_TOP + CARD_H / 2)
        self._b.add(("card",), lambda: CostCardItem(RIGHT_W - 10, CARD_H), centre, z=2,
                    update=lambda item: item.set_content(card), kind=CostCardItem)

    # ----- the dice tray, or the race result -------------------------------------------------

    def _layout_tray(self) -> list[tuple]:
        """Draw the dice (or the last race's result); returns the dice to throw in."""
        obs, b = self._obs, self._b
        x0 = self._column_x()
        if obs["phase"] in ("over", "place"):
            self._layout_result()
            return []
        b.mat(("tray",), RIGHT_W - 10, 176, "#3b2a1c", QPointF(x0 + RIGHT_W / 2, TRAY_TOP + 88),
              z=1)
        rolling, last = obs["rolling"], obs["last_roll"]
        caption, faces, to_roll = "", [], 0
        if rolling is not None:
            faces, to_roll = rolling["faces"], rolling["dice_left"]
            caption = self._roll_caption(rolling["sombrero"], rolling["reason"])
            shown = (rolling["sombrero"], rolling["reason"], tuple(faces), False)
        elif obs["dice"] is not None and self._legal:  # the dice to buy off, a deal's too
            to_roll = obs["dice"] + obs["deal"]["deal_dice"]
            caption = QCoreApplication.translate("MinaView", "{name} moves with {dice}").format(
                name=self._hat_name(obs["mover"]), dice=dice_text(to_roll))
            shown = None
        elif last is not None and obs["phase"] == "race":
            faces = last["faces"]
            caption = self._roll_caption(last["sombrero"], last["reason"])
            shown = (last["sombrero"], last["reason"], tuple(faces), True)
        else:
            shown = None
        self._note_roll(shown)
        b.label(("tray_caption",), caption, QPointF(x0 + RIGHT_W / 2, TRAY_TOP + 22), 17,
                color=SAND, max_width=RIGHT_W - 30, z=5)
        count = len(faces) + to_roll
        first = x0 + RIGHT_W / 2 - (count - 1) * DIE_STEP / 2
        cup = QPointF(x0 + 20, TRAY_TOP + 160)
        tumbling = []
        y = TRAY_TOP + 80
        for i, face in enumerate(faces):
            key = ("die", self._roll_serial, i)
            pos = QPointF(first + i * DIE_STEP, y)
            b.svg(key, mina_svg(f"die_{face}.svg"), DIE, DIE, pos, radius=8, z=30)
            tumbling.append((key, cup, pos))
        marked = self._marked if rolling is None else []
        for j in range(len(faces), count):
            key = ("todie", j)
            # a die bought off stands out of the row, paid with a coin in front of it
            pos = QPointF(first + j * DIE_STEP, y - (BOUGHT_RISE if j in marked else 0))
            b.svg(key, mina_svg("die_to_roll.svg"), DIE, DIE, pos, radius=8, z=30)
            if j in marked:
                b.svg(("coin", j), mina_svg("silver.svg"), 28, 28, pos + QPointF(12, 18), z=31)
        if rolling is None and obs["dice"] and self._moving():
            k = len(self._marked)
            text = QCoreApplication.translate(
                "MinaView", "Choose a die to buy it off") if not k else QCoreApplication.translate(
                "MinaView", "Buy off {dice}: {silver}").format(
                dice=dice_text(k), silver=silver_text(obs["buy_off_costs"][k]))
            if obs["max_buy_off"] == 0:
                text = QCoreApplication.translate("MinaView", "No dice can be bought off")
            b.label(("buy_off",), text, QPointF(x0 + RIGHT_W / 2, TRAY_TOP + 140), 17,
                    color=INK if k else SAND, fill=GLOW if k else None, max_width=RIGHT_W - 16,
                    wrap=True, z=5)
        return tumbling

    def _note_roll(self, shown: tuple | None) -> None:
        """Count a roll as new (its dice tumble in) unless it goes on the one on the tray."""
        if shown is None or shown == self._roll_shown:
            return
        old = self._roll_shown
        same = (old is not None and old[:2] == shown[:2] and not old[3]
                and shown[2][:len(old[2])] == old[2])
        if not same:
            self._roll_serial += 1
        self._roll_shown = shown

    def _roll_caption(self, sombrero: int, reason: str) -> str:
        name = self._hat_name(sombrero)
        if reason == "ambush":
            return QCoreApplication.translate("MinaView", "Ambush! {name} rolls again").format(
                name=name)
        if reason == "occupied":
            return QCoreApplication.translate("MinaView", "Occupied! {name} rolls again").format(
                name=name)
        return QCoreApplication.translate("MinaView", "{name} rolls").format(name=name)

    def _layout_result(self) -> None:
        """Placing: the order (after a race: its ranking, whose winner took the pot);
        at the end: the final standing."""
        obs, b = self._obs, self._b
        x0 = self._column_x()
        over = obs["phase"] == "over"
        rows = self.end_summary(obs, self._names) if over else []
        height = 176 if not over else 44 + 26 * len(rows)
        b.mat(("tray",), RIGHT_W - 10, height, GLOW, QPointF(x0 + RIGHT_W / 2, TRAY_TOP + height / 2),
              z=1)
        if over:
            title = QCoreApplication.translate("MinaView", "Final standing")
            lines = [(r.player, ("★ " if r.winner else "") + self._name(r.player),
                      silver_text(int(r.score))) for r in rows]
        elif obs["race"] > 1:
            race = obs["race"] - 1
            winner = self._owner(obs["ranking"][0])
            title = QCoreApplication.translate("MinaView", "Race {race}: {name} wins the pot"
                                               ).format(race=race, name=self._name(winner))
            lines = [(self._owner(s), ordinal_place(i + 1) + " " + self._hat_name(s),
                      silver_text(obs["last_pot"]) if i == 0 else "")
                     for i, s in enumerate(obs["ranking"])]
        else:
            title = QCoreApplication.translate("MinaView", "Placing order")
            lines = [(self._owner(s), ordinal_place(i + 1) + " " + self._hat_name(s), "")
                     for i, s in enumerate(obs["to_place"])]
        b.label(("result_title",), title, QPointF(x0 + RIGHT_W / 2, TRAY_TOP + 22), 18,
                color=CREAM, max_width=RIGHT_W - 30, wrap=True, z=5)
        row_step = 26.0 if over or len(lines) <= 5 else 22.0
        # the names give way to the values beside them (a long amount in French)
        values = max((QFontMetricsF(scene_font(16)).horizontalAdvance(value)
                      for *_, value in lines), default=0.0)
        names = min(RIGHT_W - 150, RIGHT_W - 52 - values)
        for i, (p, text, value) in enumerate(lines):
            pos = QPointF(x0 + 24, TRAY_TOP + 52 + i * row_step)
            b.label(("result", i), text, pos, 16 if row_step > 22 else 15,
                    color=ink_on(seat_colour(p)), fill=seat_colour(p),
                    align=Qt.AlignmentFlag.AlignLeft, max_width=names, z=5)
            if value:
                b.label(("result_value", i), value, QPointF(x0 + RIGHT_W - 24, pos.y()), 16,
                        color=CREAM, align=Qt.AlignmentFlag.AlignRight, z=5)

    # ----- purses --------------------------------------------------------------------------------

    def _purse_rect(self, p: int) -> QRectF:
        n = self._n()
        width = (self._column_x() - EDGE - 12 - (n - 1) * 10) / n
        return QRectF(EDGE + p * (width + 10), PURSE_TOP, width, PURSE_H)

    def _purse_anchor(self, p: int) -> QPointF:
        return self._purse_rect(p).center()

    def _home(self, p: int, j: int) -> QPointF:
        rect = self._purse_rect(p)
        return QPointF(rect.right() - 40 - j * 64, rect.top() + 104)

    def _layout_purses(self) -> None:
        obs, b = self._obs, self._b
        n = self._n()
        for p in range(n):
            rect = self._purse_rect(p)
            colour = seat_colour(p)
            acting = obs["current_player"] == p
            broke = obs["broke"][p] or (obs["eliminated"] and p in obs["eliminated"])
            b.mat(("purse", p), rect.width(), rect.height(), colour, rect.center(),
                  active=acting, faded=broke, z=-1)
            left, top = rect.left(), rect.top()
            b.label(("name", p), self._name(p), QPointF(left + 12, top + 26), 21,
                    color=ink_on(colour), fill=colour, border=GLOW if acting else CREAM,
                    align=Qt.AlignmentFlag.AlignLeft, max_width=rect.width() - 24, z=12)
            tag = self._purse_tag(p, broke)
            if tag:
                b.label(("tag", p), tag, QPointF(left + 14, top + 58), 16, color=SAND,
                        align=Qt.AlignmentFlag.AlignLeft, max_width=rect.width() - 28, z=12)
            gold, silver = divmod(obs["money"][p], GOLD)
            for i, (metal, count) in enumerate((("gold", gold), ("silver", silver))):
                b.pile(("coins", p, metal), mina_svg(f"{metal}.svg"), count,
                       QPointF(left + 32 + i * 56, top + 112), width=COIN, height=COIN,
                       radius=COIN / 2, empty="faded", z=10)
            supply = [c for c in range(p, len(obs["chips"]), n) if obs["chips"][c]["space"] is None]
            # beside the ambush chips; a narrow purse (six players) takes a second line
            b.label(("money", p), silver_text(obs["money"][p]), QPointF(left + 14, top + 170),
                    18, color=CREAM, align=Qt.AlignmentFlag.AlignLeft, wrap=True,
                    max_width=rect.width() - 28 - 44 * len(supply), z=12)
            for j, c in enumerate(supply):
                if obs["holding"] == c:
                    continue  # in the hand of the player who picked it up
                key = ("supply", p) if j == 0 else ("supply", p, j)
                self._add_chip(key, c, QPointF(rect.right() - 28 - j * 44, top + 170), z=12)
            b.anchors[f"purse:{p}"] = rect.center()

    def _purse_tag(self, p: int, broke: bool) -> str:
        obs = self._obs
        if obs["phase"] == "over":
            if p in (obs["winners"] or []):
                return "★ " + QCoreApplication.translate("MinaView", "Winner")
            if p in (obs["eliminated"] or []):
                return QCoreApplication.translate("MinaView", "Eliminated")
            return ""
        if broke:
            return QCoreApplication.translate("MinaView", "Out of silver")
        if obs["current_player"] == p:
            return QCoreApplication.translate("MinaView", "To play")
        return ""

    # ----- controls and status ----------------------------------------------------------------

    def _layout_controls(self) -> None:
        w, b = self.table_width(), self._b
        status_w = self._column_x() - EDGE - 24
        b.label(("status",), self._status(), QPointF(EDGE + status_w / 2, STATUS_Y), 21,
                fill=INK, border=GLOW if self._legal else None, max_width=status_w, z=950)
        x = w - EDGE - RIGHT_W / 2
        count = len(self._buttons)
        top = TABLE_HEIGHT - EDGE - BUTTON_H / 2 - (count - 1) * (BUTTON_H + 12)
        for i, (name, text, on_activate, color, ink) in enumerate(self._buttons):
            b.button(("button", name), text, QPointF(x, top + i * (BUTTON_H + 12)), on_activate,
                     width=BUTTON_W, height=BUTTON_H, color=color, ink=ink)

    def _status(self) -> str:
        obs = self._obs
        phase, current = obs["phase"], obs["current_player"]
        if phase == "over":
            winners = obs.get("winners") or []
            names = ", ".join(self._name(p) for p in winners)
            if len(winners) == 1:
                return QCoreApplication.translate("MinaView", "Game over: {name} wins").format(
                    name=names)
            return QCoreApplication.translate("MinaView", "Game over: shared win for {names}"
                                              ).format(names=names)
        if self._legal:
            return self._status_for_choice()
        offer = obs["deal"]["offer"] if phase == "race" else None
        if offer is not None:
            return waiting_status(self._hat_name(obs["mover"]), self._name(offer["from"]),
                                  offer["amount"])
        if current is None or current < 0:
            if obs["rolling"] is not None:
                return QCoreApplication.translate("MinaView", "{name} is rolling").format(
                    name=self._hat_name(obs["rolling"]["sombrero"]))
            return ""
        name = self._name(current)
        if phase == "place":
            return QCoreApplication.translate("MinaView", "{name} is placing a sombrero"
                                              ).format(name=name)
        if obs["holding"] is not None:
            return QCoreApplication.translate("MinaView", "{name} is laying the ambush chip "
                                              "down again").format(name=name)
        return QCoreApplication.translate("MinaView", "{name} is to move with {dice}").format(
            name=self._hat_name(obs["mover"]),
            dice=dice_text((obs["dice"] or 1) + obs["deal"]["deal_dice"]))

    def _status_for_choice(self) -> str:
        obs = self._obs
        if obs["phase"] == "place":
            return QCoreApplication.translate("MinaView", "Place your sombrero: choose a free "
                                              "space")
        if obs["holding"] is not None:
            return QCoreApplication.translate("MinaView", "Put the ambush chip down on a free "
                                              "space")
        if self._pending == "ambush":
            return QCoreApplication.translate("MinaView", "Lay your ambush: choose a free space")
        deal = obs["deal"]
        if deal["offer"] is not None:
            return answer_status(self._name(deal["offer"]["from"]), deal["offer"]["amount"])
        if deal["asking"] is not None:
            return asked_status(self._hat_name(obs["mover"]),
                                dice_text(obs["dice"] + deal["deal_dice"]))
        return QCoreApplication.translate("MinaView", "Your move with {dice}: {choices}").format(
            dice=dice_text(obs["dice"] + deal["deal_dice"]), choices=self._choice_words())

    def _choice_words(self) -> str:
        """What the player may do now, as the engine allows it: no ambush offered once the
        last own chip is down, a pick-up only while a passed chip may be taken."""
        translate = QCoreApplication.translate
        kinds = {a.type for a in self._legal}
        choices = []
        if self._obs["max_buy_off"] >= 1:
            choices.append(translate("MinaView", "buy off dice"))
        if "pick_up" in kinds:
            choices.append(translate("MinaView", "pick up a glowing ambush chip"))
        if self._can_lay_own_chip():
            choices.append(translate("MinaView", "lay an ambush"))
        roll = translate("MinaView", "roll")
        if not choices:
            return roll
        return translate("MinaView", "{choices}, or {last}", "a list of choices").format(
            choices=", ".join(choices), last=roll)

