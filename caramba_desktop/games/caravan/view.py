"""The table of Caravan.

`CaravanView.show_observation(obs, legal, viewer, names)` draws what
`state.observation(viewer)` holds and lets the viewer choose one of `legal`
by mouse or keyboard; the choice is emitted as `actionChosen(Action)`.

Layout (scene units, table height 1000, width by the window's shape): the 7 x 7
desert on the left, columns A-G and rows 1-7 written along its edges; the
cities framed in the colour of the good they want, the numbered spaces with
their numbers. On the right: what is expected now, the actions left this turn,
the bag, and a board for every player with the goods delivered, the demand
and theft markers, the camels still in the supply and the running score.

Choosing: click one of your camels (or your supply to place one), then where
it goes (each space shows what it costs), the good it picks up, or the rival's
good it steals; click a camel carrying a good, then the empty camel of the same
chain it goes to (the path through the chain is drawn). Escape gives up.

Motion: camels walk to their new space, goods glide onto the camel that picks
them up, hop along a chain from camel to camel and, delivered, on to the
player's board; all at the application's animation speed, none when off.
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
from PySide6.QtWidgets import QWidget

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan import view_speech
from caramba_desktop.games.caravan.texts import (
    actions_text,
    city_name,
    delivered_text,
    demand_text,
    penalty_text,
    player_name,
    points_text,
)
from caramba_desktop.games.caravan.view_board import (
    CAMEL_H,
    CAMEL_W,
    CAMEL_Z,
    CARGO,
    CELL,
    CITY_SLOTS,
    COLUMN_X,
    CREAM,
    EDGE,
    GLOW,
    GOOD,
    GOOD_COLOURS,
    INK,
    MARKER,
    MATS_BOTTOM,
    MATS_TOP,
    SAND,
    SLOTS,
    STATUS_Y,
    STOLEN_Z,
    TOKEN,
    TURN_Y,
    ActionsItem,
    BoardItem,
    PathItem,
    SpaceItem,
    camel_svg,
    caravan_svg,
    cell_centre,
    chain_path,
    good_svg,
    travel,
)
from caramba_desktop.games.caravan.view_clicks import RefusedClicks
from caramba_desktop.ui.game_views import ResultRow
from caramba_desktop.ui.palette import ink_on, seat_colour, table_colours
from caramba_desktop.ui.scene import (
    TABLE_HEIGHT,
    TableBuilder,
    TableView,
)

# the first row of delivered goods on a player's board: below the cost of the goods
# held, which stands under the points
GOODS_Y = 80.0


class CaravanView(RefusedClicks, TableView):
    """The Caravan table for one viewer (or the public, viewer None)."""

    actionChosen = Signal(object)
    words = view_speech  # the table in words for a screen reader
    statusChanged = Signal()  # drawn again: status_text() may have changed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        colours = table_colours("caravan")
        self.set_table_colors(colours["background"], colours["edge"])
        self._obs: dict | None = None
        self._legal: list[Action] = []
        self._viewer: int | None = None
        self._names: list[str] = []
        # ("place", i): supply camel i picked up; ("camel", i) or ("good", i) on the board
        self._pending: tuple | None = None
        self._b = TableBuilder()
        self._buttons: list[tuple] = []
        self._travels: list[tuple] = []  # goods to move along a chain on the next draw
        self._spots: dict = {}  # where a marker that leaves the board goes (sink)

    # ----- the view interface (ui/game_views.py) -------------------------------------

    def show_observation(self, obs: dict, legal: list[Action], viewer: int | None,
                         names: list[str]) -> None:
        legal = list(legal or []) if viewer is not None else []
        # a refused click plays nothing: the same table again keeps the camel picked up
        unchanged = (obs, legal, viewer) == (self._obs, self._legal, self._viewer)
        before, self._obs = self._obs, obs
        self._legal = legal
        self._viewer = viewer
        self._names = list(names)
        if not unchanged:
            self._pending = None
        self._travels = self._find_travels(before, obs) if before is not None else []
        self.set_focused_key(None)
        self._render(animate=before is not None, before=before)

    def legal_actions(self) -> list[Action]:
        """The actions still offered (empty once one was chosen)."""
        return list(self._legal)

    def pending(self) -> tuple | None:
        return self._pending

    def status_text(self) -> str:
        item = self.stage.get(("status",))
        return item.text if item is not None else ""

    def phase_text(self) -> str:
        obs = self._obs
        if obs is None or obs["phase"] == "setup":
            return ""
        if obs["phase"] == "over":
            return QCoreApplication.translate("CaravanView", "Game over")
        text = QCoreApplication.translate("CaravanView", "Turn {turn}: {name}").format(
            turn=obs["turn"], name=self._name(obs["current_player"])) if obs[
            "current_player"] >= 0 else QCoreApplication.translate("CaravanView",
                                                                   "New goods are drawn")
        if obs["end_triggered"]:
            text += " · " + QCoreApplication.translate("CaravanView", "the next delivery ends "
                                                       "the game")
        return text

    @staticmethod
    def end_summary(obs: dict, names: list[str]) -> list[ResultRow]:
        """Every player's points, best first; the goods delivered as icons."""
        winners = obs.get("winners") or []
        rows = []
        for p, score in enumerate(obs["scores"]):
            seat = obs["players"][p]
            held = sum(1 for c in obs["camels"][p] if c[1])
            icons = [good_svg(g) for g in seat["delivered"]]
            parts = [delivered_text(len(seat["delivered"])), demand_text(seat["demand_markers"])]
            if D.PENALTY.get(held, 0):
                parts.append(penalty_text(held))
            note = ", ".join(parts)
            rows.append(ResultRow(p, score, p in winners, icons, note))
        rows.sort(key=lambda r: (-r.score, -len(obs["players"][r.player]["delivered"]), r.player))
        return rows

    def cancel_pending(self) -> None:
        if self._pending is not None:
            self._set_pending(None)

    def relayout(self) -> None:
        if self._obs is not None:
            self._render(animate=False)

    def retranslate(self) -> None:
        self.relayout()

    def clear(self) -> None:
        self.stage.clear()
        self._obs = None
        self._legal = []
        self._pending = None

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_E and Action("end_turn") in self._legal:
            self._choose(Action("end_turn"))
            event.accept()
            return
        super().keyPressEvent(event)

    # ----- the hint -------------------------------------------------------------------------

    def hint_keys(self, action: Action) -> list:
        obs = self._obs
        if obs is None:
            return []
        me, kind = obs["current_player"], action.type
        if kind == "end_turn":
            return [("button", "end_turn")]
        if kind == "place":
            supply = [i for i, c in enumerate(obs["camels"][me]) if c[0] is None]
            return [("camel", me, supply[0])] if supply else []
        keys = [("camel", me, action["camel"])]
        if kind == "pick_up":
            keys.append(("lying", obs["camels"][me][action["camel"]][0]))
        elif kind == "steal":
            keys.append(("cargo", action["victim"], action["target"]))
        elif kind == "move_good":
            keys.append(("camel", me, action["to"]))
        return keys

    def tutorial_rect(self, target: tuple) -> QRectF | None:
        """Where a tutorial's ("space", s) lies on the board (a space has no item)."""
        if target[0] != "space":
            return None
        centre = cell_centre(target[1])
        return QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL)

    def hint_rects(self, action: Action) -> list[QRectF]:
        space = action.get("space") if action.type == "place" else (
            action.get("to") if action.type == "move_camel" else None)
        if space is None:
            return []
        centre = cell_centre(space)
        return [QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL)]

    # ----- choosing ----------------------------------------------------------------

    def _choose(self, action: Action) -> None:
        if action not in self._legal:
            return
        self._legal, self._pending = [], None
        self._render(animate=True)
        self.actionChosen.emit(action)

    def _set_pending(self, pending: tuple | None) -> None:
        self._pending = pending
        self.set_focused_key(None)
        self._render(animate=True)

    # ----- reading the observation -----------------------------------------------------

    def _n(self) -> int:
        return len(self._obs["players"])

    def _name(self, p: int) -> str:
        return player_name(self._names, p)

    def _occupied(self) -> set[int]:
        return {c[0] for camels in self._obs["camels"] for c in camels if c[0] is not None}

    def _cost(self, space: int) -> int:
        return D.MOVE_COST_OCCUPIED if space in self._occupied() else D.MOVE_COST_EMPTY

    def _find_travels(self, before: dict, after: dict) -> list[tuple]:
        """The goods handed along a chain since the last drawing: (player, path, key of the
        good's new item). Only one per player is certain; more are left to glide."""
        travels = []
        for p, (old, new) in enumerate(zip(before["camels"], after["camels"])):
            left = [i for i, (a, b) in enumerate(zip(old, new)) if a[1] and not b[1]
                    and a[0] == b[0]]
            if len(left) != 1 or old[left[0]][2] and before["current_player"] != p:
                continue
            i = left[0]
            good, start = old[i][1], old[i][0]
            came = [j for j, (a, b) in enumerate(zip(old, new)) if not a[1] and b[1] == good]
            delivered = (after["players"][p]["delivered"].count(good)
                         - before["players"][p]["delivered"].count(good))
            spaces = {c[0] for c in new if c[0] is not None}
            if len(came) == 1:
                end, key = new[came[0]][0], ("cargo", p, came[0])
            elif delivered == 1 and not came:
                end = D.CITY_OF_GOOD[good]
                key = ("delivered", p, good, after["players"][p]["delivered"].count(good) - 1)
            else:
                continue
            travels.append((p, chain_path(spaces, start, end), key))
        return travels

    # ----- building the table -------------------------------------------------------------

    def _render(self, animate: bool, before: dict | None = None) -> None:
        if self._obs is None:
            return
        self._b = TableBuilder()
        self._buttons = []
        self._camel_pos: dict[tuple, QPointF] = {}
        self._paths: list[tuple] = []  # (target camel, points, colour) of a good to pass
        self._compute_choices()
        self._layout_board()
        self._layout_top()
        self._layout_mats()
        self._layout_camels()
        self._layout_goods()
        self._layout_controls()
        self._spots = self._marker_sinks(before)
        self.stage.sync(self._b.specs, animate=animate,
                        sink=lambda key, item: self._spots.get(key))
        self.set_focus_order(self._b.focus_order)
        if animate:
            self._start_travels()
        self._travels = []
        self.statusChanged.emit()

    def _marker_sinks(self, before: dict | None) -> dict:
        """Demand markers taken from the board go to the board of the player who took them."""
        if before is None:
            return {}
        gained = [p for p, (a, b) in enumerate(zip(before["players"], self._obs["players"]))
                  if b["demand_markers"] > a["demand_markers"]]
        if not gained:
            return {}
        target = self._b.anchors.get(f"demand:{gained[0]}")
        return {("demand", s, k): target for s, count in before["demand"] for k in range(count)}

    def _start_travels(self) -> None:
        for p, path, key in self._travels:
            item = self.stage.get(key)
            if item is None or len(path) < 2:
                continue
            points = [cell_centre(s) + QPointF(0, -CELL * 0.16) for s in path]
            travel(item, points + [item._scene_target[0]] if getattr(
                item, "_scene_target", None) else points)

    # ----- choices ---------------------------------------------------------------------------

    def _compute_choices(self) -> None:
        obs, legal, b = self._obs, self._legal, self._b
        if not legal:
            self._refuse_while_others_play()
            return
        me = obs["current_player"]
        mine = obs["camels"][me]
        places = {a["space"]: a for a in legal if a.type == "place"}
        pending = self._pending
        translate = QCoreApplication.translate
        if pending is None:
            for i, camel in enumerate(mine):
                if camel[0] is not None and any(a.get("camel") == i for a in legal):
                    nxt = ("good", i) if camel[1] else ("camel", i)
                    b.target(("camel", me, i), lambda pos, nxt=nxt: self._set_pending(nxt))
            self._supply_targets(me, places, None)
        elif pending[0] in ("place", "camel"):
            if pending[0] == "camel":
                i = pending[1]
                b.target(("camel", me, i), lambda pos: self.cancel_pending(), marked=True)
                spaces = {a["to"]: a for a in legal if a.type == "move_camel" and a["camel"] == i}
                for a in legal:
                    if a.type == "pick_up" and a["camel"] == i:
                        b.target(("lying", mine[i][0]), lambda pos, a=a: self._choose(a))
                    if a.type == "steal" and a["camel"] == i:
                        b.target(("cargo", a["victim"], a["target"]),
                                 lambda pos, a=a: self._choose(a))
                self._refusals_of_camel(me, i)
            else:
                self._supply_targets(me, places, pending[1])
                spaces = places
            for space, action in spaces.items():
                b.target(("cell", space), lambda pos, a=action: self._choose(a))
        else:
            i = pending[1]
            b.target(("camel", me, i), lambda pos: self.cancel_pending(), marked=True)
            for j, camel in enumerate(mine):
                if j != i and camel[0] is not None:
                    self._refuse(("camel", me, j), Action("move_good", camel=i, to=j))
            chain = {c[0] for c in mine if c[0] is not None}
            for a in legal:
                if a.type == "move_good" and a["camel"] == i:
                    b.target(("camel", me, a["to"]), lambda pos, a=a: self._choose(a))
                    path = chain_path(chain, mine[i][0], mine[a["to"]][0])
                    self._paths.append((a["to"], [cell_centre(s) for s in path],
                                        GOOD_COLOURS[mine[i][1]]))
        if Action("end_turn") in legal:
            self._buttons.append(("end_turn", translate("CaravanView", "End turn"),
                                  lambda: self._choose(Action("end_turn"))))
        if pending is not None:
            self._buttons.append(("cancel", translate("CaravanView", "Cancel"),
                                  self.cancel_pending))
        # a choice begun goes on with where to (first for the keys), its camel after
        onward = [key for key in b.targets if pending is not None and key[0] != "camel"]
        b.focus_order = onward + [key for key in b.targets if key not in onward
                                  and (key[0] != "camel" or key[1] == me)]
        b.focus_order += [key for key in b.targets if key not in b.focus_order]
        b.focus_order += [("button", name) for name, *_ in self._buttons]

    def _supply_targets(self, me: int, places: dict, picked: int | None) -> None:
        """The camels in the supply are alike: a click on any of them picks one up to
        place it (a second click on the one picked up puts it back)."""
        if not places:
            return
        for i, camel in enumerate(self._obs["camels"][me]):
            if camel[0] is not None:
                continue
            if i == picked:
                self._b.target(("camel", me, i), lambda pos: self.cancel_pending(), marked=True)
            else:
                self._b.target(("camel", me, i),
                               lambda pos, i=i: self._set_pending(("place", i)))

    # ----- the board -----------------------------------------------------------------------

    def _layout_board(self) -> None:
        b = self._b
        names = {city: city_name(city) for city in D.CITIES}
        on_space = self._on_space if self._viewer is not None else None

        def update(item: BoardItem) -> None:
            item.set_names(names)
            item.on_space = on_space
        b.add(("board",), BoardItem, QPointF(0, 0), z=-10, update=update, kind=BoardItem)
        for key in list(b.targets):
            if key[0] != "cell":
                continue
            cost = str(self._cost(key[1]))
            in_city = key[1] in D.CITY_AT
            b.add(key, SpaceItem, cell_centre(key[1]), z=1, kind=SpaceItem,
                  update=lambda item, cost=cost, city=in_city: item.set_cost(cost, city))
        for j, points, colour in self._paths:
            b.add(("path", j), PathItem, QPointF(0, 0), z=90,
                  update=lambda item, p=points, c=colour: item.set_path(p, c), kind=PathItem)

    def _layout_camels(self) -> None:
        obs = self._obs
        by_space: dict[int, list[tuple[int, int]]] = {}
        for p, camels in enumerate(obs["camels"]):
            for i, camel in enumerate(camels):
                if camel[0] is not None:
                    by_space.setdefault(camel[0], []).append((p, i))
        for space, here in by_space.items():
            slots = (CITY_SLOTS if space in D.CITY_AT else SLOTS).get(len(here)) or [
                (0.3 * math.cos(k * 2 * math.pi / len(here)),
                 0.08 + 0.28 * math.sin(k * 2 * math.pi / len(here))) for k in range(len(here))]
            scale = 1.0 if len(here) <= 2 else 0.82 if len(here) <= 4 else 0.68
            centre = cell_centre(space)
            for (p, i), (dx, dy) in zip(here, slots):
                pos = centre + QPointF(dx * CELL, dy * CELL)
                self._camel(p, i, pos, scale, CAMEL_Z + pos.y() / 50)
        for p, camels in enumerate(obs["camels"]):
            supply = [i for i, c in enumerate(camels) if c[0] is None]
            for k, i in enumerate(supply):
                self._camel(p, i, self._supply_pos(p, k), 0.72, 40)

    def _camel(self, p: int, i: int, pos: QPointF, scale: float, z: float) -> None:
        b = self._b
        b.svg(("camel", p, i), camel_svg(p), CAMEL_W, CAMEL_H, pos, z=z, scale=scale, radius=10)
        self._camel_pos[(p, i)] = pos
        space, good, under = self._obs["camels"][p][i]
        if good is None:
            return
        if under:  # a stolen good lies at its camel's feet until it is moved again: in
            # front of every camel of the space, or the victim's camel hides it
            cargo = pos + QPointF(CAMEL_W * 0.04 * scale, CAMEL_H * 0.62 * scale)
            cz = STOLEN_Z
        else:
            cargo, cz = pos + QPointF(-3 * scale, -CAMEL_H * 0.42 * scale), z + 0.5
        b.svg(("cargo", p, i), good_svg(good), CARGO, CARGO, cargo, z=cz, scale=scale, radius=6,
              ident=("good", good))

    def _layout_goods(self) -> None:
        obs, b = self._obs, self._b
        bag = b.anchors["bag"]
        for space, good in obs["goods"]:
            pos = cell_centre(space) + QPointF(CELL * 0.06, -CELL * 0.25)
            b.svg(("lying", space), good_svg(good), GOOD, GOOD, pos, z=60, radius=8,
                  ident=("good", good), source=bag)
        for space, count in obs["demand"]:
            corner = cell_centre(space) + QPointF(-CELL * 0.36, CELL * 0.34)
            for k in range(count):
                b.svg(("demand", space, k), caravan_svg("demand.svg"), MARKER, MARKER,
                      corner + QPointF(k * 7, -k * 7), z=55 + k, source=bag)

    # ----- the right column ------------------------------------------------------------------

    def _column_width(self) -> float:
        return self.table_width() - COLUMN_X - EDGE

    def _mat_rect(self, p: int) -> QRectF:
        n = self._n()
        height = min(230.0, (MATS_BOTTOM - MATS_TOP - (n - 1) * 10) / n)
        return QRectF(COLUMN_X, MATS_TOP + p * (height + 10), self._column_width(), height)

    def _supply_pos(self, p: int, k: int) -> QPointF:
        rect = self._mat_rect(p)
        return QPointF(rect.left() + 40 + k * 50, rect.bottom() - 34)

    def _layout_mats(self) -> None:
        obs, b = self._obs, self._b
        over = obs["phase"] == "over"
        for p, seat in enumerate(obs["players"]):
            rect = self._mat_rect(p)
            colour = seat_colour(p)
            acting = obs["current_player"] == p
            b.mat(("mat", p), rect.width(), rect.height(), colour, rect.center(), active=acting,
                  z=-1)
            left, top, right = rect.left(), rect.top(), rect.right()
            winner = over and p in (obs["winners"] or [])
            name = ("★ " if winner else "") + self._name(p)
            b.label(("name", p), name, QPointF(left + 12, top + 24), 20,
                    color=ink_on(colour), fill=colour, border=GLOW if acting else CREAM,
                    align=Qt.AlignmentFlag.AlignLeft, max_width=rect.width() * 0.55, z=12)
            b.label(("score", p), points_text(obs["scores"][p]), QPointF(right - 14, top + 24),
                    22, color=CREAM, align=Qt.AlignmentFlag.AlignRight, z=12)
            counts: dict[str, int] = {}
            for k, good in enumerate(seat["delivered"]):
                m = counts[good] = counts.get(good, -1) + 1
                per_row = max(1, int((rect.width() - 30) // (TOKEN + 4)))
                pos = QPointF(left + 26 + (k % per_row) * (TOKEN + 4),
                              top + GOODS_Y + (k // per_row) * (TOKEN + 4))
                b.svg(("delivered", p, good, m), good_svg(good), TOKEN, TOKEN, pos, z=12,
                      radius=5, ident=("good", good))
            self._layout_markers(p, rect)

    def _layout_markers(self, p: int, rect: QRectF) -> None:
        obs, b = self._obs, self._b
        seat = obs["players"][p]
        y = rect.bottom() - 34
        pile = QPointF(rect.right() - 40, y)
        b.pile(("demand_pile", p), caravan_svg("demand.svg"), seat["demand_markers"], pile,
               width=30, height=30, radius=15, empty="faded", z=12)
        b.anchors[f"demand:{p}"] = pile
        for k in range(seat["theft_markers"]):
            b.svg(("theft", p, k), caravan_svg("theft.svg"), 32, 32,
                  QPointF(rect.right() - 96 - k * 38, y), z=12, radius=16, ident=("theft",))
        held = sum(1 for c in obs["camels"][p] if c[1])
        if D.PENALTY.get(held, 0):
            b.label(("penalty", p), penalty_text(held), QPointF(rect.right() - 14, rect.top() + 52), 15,
                    color=SAND, align=Qt.AlignmentFlag.AlignRight, z=12)

    def _layout_top(self) -> None:
        obs, b = self._obs, self._b
        width = self._column_width()
        left = COLUMN_X
        playing = obs["phase"] == "play" and obs["current_player"] >= 0
        total = min(obs["turn"], D.MAX_ACTIONS) if playing else 0
        b.add(("actions",), ActionsItem, QPointF(left + 4, TURN_Y), z=5,
              update=lambda item: item.set_actions(obs["actions_left"], total),
              kind=ActionsItem)
        bag = QPointF(left + width - 94, TURN_Y - 4)
        if playing:
            text = QCoreApplication.translate("CaravanView", "{actions} left").format(
                actions=actions_text(obs["actions_left"]))
            x = left + 20 + total * 34
            b.label(("actions_text",), text, QPointF(x, TURN_Y), 16, color=CREAM,
                    align=Qt.AlignmentFlag.AlignLeft, max_width=bag.x() - 26 - x, z=5)
        b.pile(("bag",), caravan_svg("bag.svg"), sum(obs["bag"].values()), bag, width=44, height=50,
               empty="faded", z=5)
        b.anchors["bag"] = bag
        b.pile(("demand_supply",), caravan_svg("demand.svg"), obs["demand_supply"],
               QPointF(left + width - 36, TURN_Y), width=30, height=30, radius=15,
               empty="faded", z=5)

    def _layout_controls(self) -> None:
        b = self._b
        width = self._column_width()
        b.label(("status",), self._status(), QPointF(COLUMN_X + width / 2, STATUS_Y), 20,
                fill=INK, border=GLOW if self._legal else None, max_width=width, wrap=True,
                z=950)
        count = len(self._buttons)
        button_w = min(240.0, (width - 12 * (count - 1)) / max(1, count))
        y = TABLE_HEIGHT - EDGE - 26
        for k, (name, text, on_activate) in enumerate(self._buttons):
            x = COLUMN_X + button_w / 2 + k * (button_w + 12)
            primary = name == "end_turn"
            b.button(("button", name), text, QPointF(x, y), on_activate, width=button_w,
                     height=46, color="#c0392b" if primary else "#f4e3c1",
                     ink=CREAM if primary else INK)

    def _status(self) -> str:
        obs = self._obs
        translate = QCoreApplication.translate
        if obs["phase"] == "over":
            winners = obs.get("winners") or []
            names = ", ".join(self._name(p) for p in winners)
            if len(winners) == 1:
                return translate("CaravanView", "Game over: {name} wins").format(name=names)
            return translate("CaravanView", "Game over: shared win for {names}").format(
                names=names)
        if self._legal:
            pending = self._pending
            if pending is None:
                return translate("CaravanView", "Your turn: choose a camel, or your supply to "
                                 "place one")
            if pending[0] == "place":
                return translate("CaravanView", "Place the camel: choose a space (number = "
                                 "cost in actions)")
            if pending[0] == "camel":
                return translate("CaravanView", "Choose a space for the camel (number = cost) "
                                 "or a good to take")
            return translate("CaravanView", "Choose the empty camel that takes the good")
        current = obs["current_player"]
        if current < 0:
            return translate("CaravanView", "Goods are drawn from the bag")
        return translate("CaravanView", "{name} is playing").format(name=self._name(current))
