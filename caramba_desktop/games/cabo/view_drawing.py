"""Drawing the CABO table for one render: the seats with their layouts, the draw
pile, the discard pile and the card in hand. What is face up follows the
observation and the private reveal on show; nothing here decides a move."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from caramba_desktop.games.cabo import texts
from caramba_desktop.games.cabo.view_style import (
    CREAM,
    EDGE,
    GAP,
    GLOW,
    HELD_SCALE,
    INK,
    MUTED,
    MY_SCALE,
    MY_Y,
    PILE_SCALE,
    PILE_Y,
    TOP_H,
    back_svg,
    card_svg,
)
from caramba_desktop.games.cabo.view_tracker import CardTracker
from caramba_desktop.ui.palette import ink_on, seat_colour
from caramba_desktop.ui.scene import TABLE_HEIGHT, TableBuilder


def anchor(width: float, name: str) -> QPointF:
    """The centre of the draw pile, the discard pile or the card in hand."""
    return {"draw": QPointF(width / 2 - 230, PILE_Y), "discard": QPointF(width / 2 - 70, PILE_Y),
            "held": QPointF(width / 2 + 120, PILE_Y)}[name]


def seat_place(width: float, obs: dict, bottom: int,
               p: int) -> tuple[QPointF, float, float, float]:
    """(centre of the row of cards, card scale, mat width, mat height) of seat p; the
    `bottom` seat lies large at the bottom, the others along the top."""
    n = len(obs["players"])
    size = len(obs["players"][p]["layout"])
    if p == bottom:
        scale = MY_SCALE if size <= 4 else MY_SCALE * 0.82
        mat_width = size * (63 * scale + GAP) + 60
        return QPointF(width / 2, MY_Y), scale, mat_width, TABLE_HEIGHT - 640 - EDGE
    others = [(bottom + k) % n for k in range(1, n)]
    slot = others.index(p)
    span = (width - 2 * EDGE - (len(others) - 1) * 14) / len(others)
    mat_width = min(span, 620.0)
    scale = min(1.3, (mat_width - 40) / (size * (63 + GAP)))
    x = EDGE + span / 2 + slot * (span + 14)
    return QPointF(x, 150.0), scale, mat_width, TOP_H - EDGE


class TableDrawing:
    """Adds the seats and the middle of the table to a TableBuilder."""

    def __init__(self, b: TableBuilder, obs: dict, names: Sequence[str], viewer: int | None,
                 bottom: int, tracker: CardTracker, reveal: dict | None, memory_aid: bool,
                 width: float, on_reveal_click: Callable[[], None]) -> None:
        self.b, self.obs, self.names, self.viewer = b, obs, names, viewer
        self.bottom, self.tracker, self.reveal = bottom, tracker, reveal
        self.memory_aid, self.width, self.on_reveal_click = memory_aid, width, on_reveal_click
        # the player still looking at what was shown to him keeps the turn's marks until
        # Done: the next one is not called to play while those cards are up
        self.acting = reveal["owner"] if reveal else obs["current_player"]

    def _name(self, p: int) -> str:
        return texts.player_name(self.names, p)

    # ----- seats ----------------------------------------------------------------------------

    def seat(self, p: int) -> None:
        obs, b = self.obs, self.b
        centre, scale, mw, mh = seat_place(self.width, obs, self.bottom, p)
        colour = seat_colour(p)
        acting = self.acting == p
        mat_y = (640 + (TABLE_HEIGHT - EDGE)) / 2 if p == self.bottom else EDGE + mh / 2
        b.mat(("mat", p), mw, mh, colour, QPointF(centre.x(), mat_y), active=acting)
        name_pos = QPointF(centre.x() - mw / 2 + 18, mat_y - mh / 2 + 30)
        b.label(("name", p), self._name(p), name_pos, 24, color=ink_on(colour), fill=colour,
                border=GLOW if acting else CREAM, align=Qt.AlignmentFlag.AlignLeft, z=12,
                max_width=mw * 0.55)
        self._tag(p, QPointF(centre.x() + mw / 2 - 18, name_pos.y()))
        size = len(obs["players"][p]["layout"])
        step = 63 * scale + GAP
        for i in range(size):
            pos = QPointF(centre.x() + (i - (size - 1) / 2) * step, centre.y())
            if obs["players"][p]["layout"][i] is None:
                b.pile(("gap", p, i), back_svg(), 0, pos, width=63 * scale,
                       height=88 * scale, radius=4.2 * scale, z=1)
                continue
            self._card(p, i, pos, scale)

    def _tag(self, p: int, pos: QPointF) -> None:
        obs, translate = self.obs, QCoreApplication.translate
        text = texts.COUNTS.points_short(obs["scores"][p])
        if obs["caller"] == p and obs["phase"] in ("turn", "hold"):
            text = translate("CaboView", "CABO!") + "  " + text
            self.b.label(("tag", p), text, pos, 20, color=INK, fill=GLOW, border=INK,
                         align=Qt.AlignmentFlag.AlignRight, z=13)
        elif self.acting == p and obs["phase"] in ("look", "turn", "hold"):
            text = translate("CaboView", "To play") + " · " + text
            self.b.label(("tag", p), text, pos, 20, color=INK, fill=GLOW, border=INK,
                         align=Qt.AlignmentFlag.AlignRight, z=13)
        else:
            self.b.label(("tag", p), text, pos, 20, color=MUTED,
                         align=Qt.AlignmentFlag.AlignRight, z=13)

    def _card(self, p: int, i: int, pos: QPointF, scale: float) -> None:
        b, obs = self.b, self.obs
        uid = self.tracker.places[(p, i)]
        slot = obs["players"][p]["layout"][i]
        known = slot["card"]
        revealed = self.reveal["cards"].get((p, i)) if self.reveal else None
        # "open": a replay of a finished game with every card shown
        face_up = obs["phase"] == "over" or obs.get("open") or revealed is not None
        value = revealed if revealed is not None else known
        key = ("card", uid)
        if revealed is not None and key not in b.targets:
            b.target(key, lambda pos: self.on_reveal_click(), marked=False, lift=10.0)
        source = anchor(self.width, "discard" if uid in self.tracker.from_discard else "draw")
        b.card(key, card_svg(value) if value is not None else None, back_svg(),
               face_up and value is not None, pos, scale=scale, z=20 + i, source=source)
        if self.memory_aid and known is not None and not face_up:
            b.label(("aid", uid), str(known),
                    QPointF(pos.x() - 63 * scale * 0.28, pos.y() - 88 * scale * 0.32),
                    15 + 6 * scale, color=INK, fill=CREAM, border=GLOW, z=60 + i)

    # ----- the middle -----------------------------------------------------------------------

    def centre(self) -> None:
        obs, b = self.obs, self.b
        cw, ch = 63 * PILE_SCALE, 88 * PILE_SCALE
        draw, discard = anchor(self.width, "draw"), anchor(self.width, "discard")
        b.pile(("draw",), back_svg(), obs["draw_count"], draw, width=cw, height=ch, radius=5)
        top = obs["discard"][-1] if obs["discard"] else None
        b.pile(("discard",), card_svg(top) if top is not None else back_svg(),
               len(obs["discard"]), discard, width=cw, height=ch, radius=5)
        caption_y = PILE_Y + ch / 2 + 22
        b.label(("caption", "draw"), QCoreApplication.translate("CaboView", "Draw pile"),
                QPointF(draw.x(), caption_y), 16, color=MUTED)
        b.label(("caption", "discard"), QCoreApplication.translate("CaboView", "Discard pile"),
                QPointF(discard.x(), caption_y), 16, color=MUTED)
        uid = self.tracker.held
        if obs["held_from"] is None or uid is None:
            return
        held = obs["held"]
        pos = anchor(self.width, "held")
        b.card(("card", uid), card_svg(held) if held is not None else None, back_svg(),
               held is not None, pos, scale=HELD_SCALE, z=300,
               source=discard if obs["held_from"] == "discard" else draw)
        owner = obs["turn_player"]
        text = QCoreApplication.translate("CaboView", "In {name}'s hand").format(
            name=self._name(owner))
        if owner == self.viewer:
            text = QCoreApplication.translate("CaboView", "Your card")
        b.label(("caption", "held"), text, QPointF(pos.x(), PILE_Y + 88 * HELD_SCALE / 2 + 22),
                16, color=MUTED)
