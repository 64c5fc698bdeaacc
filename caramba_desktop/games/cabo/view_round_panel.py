"""The end of a CABO round on the table: every layout face up, each player's sum,
points and the rule that gave them, above the score sheet of the match."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from caramba_desktop.games.cabo import texts
from caramba_desktop.games.cabo.view_style import (
    BUTTON_H,
    CREAM,
    EDGE,
    GLOW,
    INK,
    MUTED,
    back_svg,
    card_svg,
)
from caramba_desktop.ui.palette import ink_on, seat_colour
from caramba_desktop.ui.scene import TABLE_HEIGHT, TableBuilder


def layout_round_panel(b: TableBuilder, obs: dict, names: Sequence[str], width: float,
                       reopened: bool, on_close: Callable[[], None]) -> None:
    """The last round's reveal, points and rules, above the match's score sheet;
    `reopened`: the sheet was opened again (nothing new to see)."""
    results = obs["results"]
    if not results:
        return
    result = results[-1]
    n = len(obs["players"])
    pw = min(width - 40, 1300.0)
    x0 = width / 2 - pw / 2
    row_h = min(116.0, 440.0 / n)
    sheet_rows = min(len(results), 8, int((TABLE_HEIGHT - 2 * EDGE - 250 - n * row_h) // 30))
    ph = 84 + n * row_h + 24 + 40 + sheet_rows * 30 + 84
    top = TABLE_HEIGHT / 2 - ph / 2
    b.mat(("panel",), pw, ph, GLOW, QPointF(width / 2, TABLE_HEIGHT / 2), opaque=True, z=900)
    title = QCoreApplication.translate("CaboView", "Round {round}: the cards are shown")
    b.label(("panel", "title"), title.format(round=result["round"]),
            QPointF(width / 2, top + 44), 28, color=GLOW, z=901)
    size = max(len(row) for row in result["layouts"])
    scale = min(0.95, (row_h - 16) / 88)
    columns = _Columns(x0, pw, cards_x=x0 + 220, after_cards=x0 + 220 + size * (63 * scale + 8) + 16)
    for p in range(n):
        y = top + 84 + p * row_h + row_h / 2
        _layout_result_row(b, p, result, names, y, columns, scale)
    _layout_sheet(b, n, names, x0, pw, top + 84 + n * row_h + 24, results[-sheet_rows:])
    if reopened:
        text = QCoreApplication.translate("CaboView", "Close")
    elif obs["phase"] == "over":
        text = QCoreApplication.translate("CaboView", "See the result")
    else:
        text = QCoreApplication.translate("CaboView", "Continue")
    b.button(("button", "continue"), text, QPointF(width / 2, top + ph - 46), on_close,
             width=260, height=BUTTON_H, color=GLOW, ink=INK)
    b.focus_order = [("button", "continue")]


class _Columns(NamedTuple):
    """Where a result row's parts lie."""

    x0: float  # the panel's left edge
    pw: float  # the panel's width
    cards_x: float  # the left edge of the first card
    after_cards: float  # the sum, then the rule, follow the cards here


def _layout_result_row(b: TableBuilder, p: int, result: dict, names: Sequence[str], y: float,
                       at: _Columns, scale: float) -> None:
    colour = seat_colour(p)
    b.label(("panel", "name", p), texts.player_name(names, p), QPointF(at.x0 + 30, y), 22,
            color=ink_on(colour), fill=colour, align=Qt.AlignmentFlag.AlignLeft,
            max_width=200, z=901)
    for i, value in enumerate(result["layouts"][p]):
        if value is not None:
            pos = QPointF(at.cards_x + i * (63 * scale + 8) + 63 * scale / 2, y)
            b.card(("reveal", p, i), card_svg(value), back_svg(), True, pos, scale=scale,
                   z=902)
    rule = texts.rule_text(result["rules"][p], result, names)
    if p == result["caller"] and result["rules"][p] in ("sum", "tied_with_caller"):
        rule += " · " + QCoreApplication.translate("CaboView", "called CABO")
    if p in result["reset"]:
        rule += " · " + texts.reset_text()
    b.label(("panel", "sum", p), "= " + str(result["sums"][p]), QPointF(at.after_cards, y), 24,
            color=CREAM, align=Qt.AlignmentFlag.AlignLeft, z=901)
    # a fixed width: a long rule takes a second line in the size of the others, not
    # a smaller font
    b.label(("panel", "rule", p), rule, QPointF(at.after_cards + 78, y), 18, color=MUTED,
            align=Qt.AlignmentFlag.AlignLeft, width=at.x0 + at.pw - at.after_cards - 220,
            wrap=True, z=901)
    points = result["points"][p]
    b.label(("panel", "points", p), f"+{points}", QPointF(at.x0 + at.pw - 110, y), 24,
            color=INK if points == 0 else CREAM, fill=GLOW if points == 0 else None, z=901)
    b.label(("panel", "total", p), str(result["totals"][p]), QPointF(at.x0 + at.pw - 40, y), 26,
            color=CREAM, z=901)


def _layout_sheet(b: TableBuilder, n: int, names: Sequence[str], x0: float, pw: float,
                  top: float, shown: list[dict]) -> None:
    """The score sheet: a row per round (the last ones that fit), a column per player:
    the round's points and the total after it."""
    col_w = min(170.0, (pw - 200) / n)
    x_first = x0 + 200 + col_w / 2
    b.label(("sheet", "head"), QCoreApplication.translate("CaboView", "Score sheet"),
            QPointF(x0 + 30, top + 14), 20, color=GLOW, align=Qt.AlignmentFlag.AlignLeft,
            z=901)
    for p in range(n):
        b.label(("sheet", "name", p), texts.player_name(names, p),
                QPointF(x_first + p * col_w, top + 14), 18, color=CREAM, max_width=col_w - 8,
                z=901)
    for k, result in enumerate(shown):
        y = top + 48 + k * 30
        text = QCoreApplication.translate("CaboView", "Round {round}").format(
            round=result["round"])
        b.label(("sheet", "round", k), text, QPointF(x0 + 30, y), 17, color=MUTED,
                align=Qt.AlignmentFlag.AlignLeft, z=901)
        for p in range(n):
            mark = "  (100→50)" if p in result["reset"] else ""
            b.label(("sheet", "cell", k, p), f"+{result['points'][p]} → "
                    f"{result['totals'][p]}{mark}", QPointF(x_first + p * col_w, y), 17,
                    color=GLOW if p in result["winners"] else CREAM, z=901)
