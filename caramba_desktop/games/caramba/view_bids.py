"""A seat's bids on the Caramba! table: in the seat's own zone, a fan per treasure
with the bid half on top, the total (cards + bonus) above each fan, and under it
the bonus named ("3 + 2 bonus")."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from caramba_desktop.games.caramba.data import BANDS, CARD_VALUES, CRATE_PARTS, TREASURES
from caramba_desktop.games.caramba.view_layout import (
    CREAM,
    INK,
    back_svg,
    bid_stacks,
    card_parts,
    card_svg,
)
from caramba_desktop.ui.palette import BAND_COLOURS, TREASURE_COLOURS, ink_on
from caramba_desktop.ui.scene import TableBuilder, scene_font

BONUS_FONT = 14.0


def layout_bids(b: TableBuilder, tooltips: dict[Hashable, str], seat: dict, p: int,
                zone: QRectF) -> None:
    """The cards seat `p` played this auction, in its `zone`; tooltips gets what the
    totals say when pointed at."""
    deepest = max(len(cards) for cards in seat["bids"].values())
    if not deepest:
        return
    stacks = bid_stacks(zone, deepest)
    # a faint zone in the seat's colour tells whose bids these are
    b.mat(("bidzone", p), stacks.area.width(), stacks.area.height(),
          BAND_COLOURS[BANDS[p % len(BANDS)]], stacks.area.center(), faded=True, z=-1)
    for g, t in enumerate(TREASURES):
        cards = seat["bids"][t]
        x = stacks.columns[g]
        if cards:
            bonus = max((CRATE_PARTS[c][1] for c in seat["unsecured"]
                         if CRATE_PARTS[c][0] == t), default=0)
            _layout_total(b, tooltips, (p, t), sum(CARD_VALUES[c][t] for c in cards), bonus,
                          QPointF(x, stacks.badge_y), QPointF(x, stacks.bonus_y),
                          stacks.line_width)
        for i, card in enumerate(cards):
            rotation = 0.0 if card_parts(card)[0] == t else 180.0
            pos = QPointF(x, stacks.first_card_y + i * stacks.fan)
            b.card(("bid", p, card), card_svg(card), back_svg(p), True, pos,
                   scale=stacks.scale, z=100 + i, rotation=rotation,
                   ident=("card", p, card), source=b.anchors[f"hand:{p}"])


def _layout_total(b: TableBuilder, tooltips: dict[Hashable, str], stack: tuple[int, str],
                  bid: int, bonus: int, badge: QPointF, line: QPointF, width: float) -> None:
    """The total of one stack; under it, when a crate's bonus counts in, the sum
    spelled out, or its numbers alone where the stacks stand too close for the word
    (the tooltip still says it)."""
    p, t = stack
    colour = TREASURE_COLOURS[t]
    b.label(("total", p, t), str(bid + bonus), badge, 19, color=ink_on(colour), fill=colour,
            border=INK, z=70)
    if not bonus:
        return
    spelled = QCoreApplication.translate(
        "CarambaView", "%1 + %2 bonus", "a bid's total: its cards and a crate's bonus")
    spelled = spelled.replace("%1", str(bid)).replace("%2", str(bonus))
    fits = QFontMetricsF(scene_font(BONUS_FONT)).horizontalAdvance(spelled) <= width
    b.label(("bonusline", p, t), spelled if fits else f"{bid} + {bonus}", line, BONUS_FONT,
            color=CREAM, max_width=width, z=70)
    tooltips[("total", p, t)] = tooltips[("bonusline", p, t)] = spelled
