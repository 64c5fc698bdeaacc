"""The end of a Caramba! auction on the table: for each treasure every player's
total, who won it and which crates, a tie and the crates it sent to the centre;
it stays until Continue (or, with nobody but computers at the table, a pause)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from caramba_desktop.games.caramba.data import BANDS
from caramba_desktop.games.caramba.view_layout import (
    BUTTON_H,
    CREAM,
    EDGE,
    GLOW,
    INK,
    STATUS_Y,
    crate_svg,
    sorted_crates,
    treasure_name,
)
from caramba_desktop.ui.palette import BAND_COLOURS, TREASURE_COLOURS, ink_on
from caramba_desktop.ui.scene import TableBuilder

MUTED = "#cdb892"
PANEL_Z = 900
TITLE_H, HEAD_H, ROW_H, FOOT_H = 84.0, 48.0, 112.0, 96.0
TREASURE_W = 200.0  # the treasure's name at the left of its row
OUTCOME_W = 470.0  # the outcome and its crates at the right
CRATE = 38.0
RESULT_CONTINUE = ("button", "result")


def layout_result_panel(b: TableBuilder, auction: dict, names: Sequence[str], width: float,
                        on_close: Callable[[], None]) -> None:
    """The panel over the table, above the status line; `names` in seat order."""
    results = auction["results"]
    n = len(names)
    pw = min(width - 60, 1200.0)
    x0 = width / 2 - pw / 2
    ph = TITLE_H + HEAD_H + len(results) * ROW_H + FOOT_H
    top = (EDGE + STATUS_Y - 30) / 2 - ph / 2
    b.mat(("result", "panel"), pw, ph, GLOW, QPointF(width / 2, top + ph / 2), opaque=True,
          z=PANEL_Z)
    title = QCoreApplication.translate("CarambaView", "Round %1: the auction's result")
    b.label(("result", "title"), title.replace("%1", str(auction["round"])),
            QPointF(width / 2, top + 44), 28, color=GLOW, max_width=pw - 40, z=PANEL_Z + 1)
    col_w = min(160.0, (pw - TREASURE_W - OUTCOME_W - 40) / n)
    columns = [x0 + TREASURE_W + (p + 0.5) * col_w for p in range(n)]
    for p in range(n):
        colour = BAND_COLOURS[BANDS[p % len(BANDS)]]
        b.label(("result", "name", p), names[p], QPointF(columns[p], top + TITLE_H + 14), 20,
                color=ink_on(colour), fill=colour, max_width=col_w - 8, z=PANEL_Z + 1)
    for r, event in enumerate(results):
        y = top + TITLE_H + HEAD_H + (r + 0.5) * ROW_H
        _layout_treasure(b, event, names, columns, QPointF(x0, y), x0 + pw - OUTCOME_W)
    b.button(RESULT_CONTINUE, QCoreApplication.translate("CarambaView", "Continue"),
             QPointF(width / 2, top + ph - FOOT_H / 2), on_close, width=260, height=BUTTON_H,
             color=GLOW, ink=INK)


def _layout_treasure(b: TableBuilder, event: dict, names: Sequence[str], columns: list[float],
                     left: QPointF, outcome_x: float) -> None:
    """One treasure's row: its name, each player's total (the winner's, or the tied
    leaders', marked), and what happened to its crates."""
    t, y = event["treasure"], left.y()
    colour = TREASURE_COLOURS[t]
    b.label(("result", "treasure", t), treasure_name(t), QPointF(left.x() + 30, y), 22,
            color=ink_on(colour), fill=colour, border=INK, align=Qt.AlignmentFlag.AlignLeft,
            max_width=TREASURE_W - 40, z=PANEL_Z + 1)
    totals, winner = event["totals"], event["winner"]
    best = max(totals)
    for p, total in enumerate(totals):
        if best > 0 and total == best:  # the winner, or one of the tied
            fill, ink = (GLOW, INK) if winner is not None else (CREAM, INK)
        else:
            fill, ink = None, CREAM if total else MUTED
        b.label(("result", "total", t, p), str(total), QPointF(columns[p], y), 26, color=ink,
                fill=fill, border=INK if fill else None, z=PANEL_Z + 1)
    crates = sorted_crates(event["crates"] if winner is not None else event["to_centre"])
    b.label(("result", "outcome", t), outcome_text(event, names), QPointF(outcome_x, y - 20),
            19, color=CREAM, align=Qt.AlignmentFlag.AlignLeft, max_width=OUTCOME_W - 30,
            z=PANEL_Z + 1)
    for i, crate in enumerate(crates):
        b.chip(("result", "crate", t, i), crate_svg(crate), CRATE,
               QPointF(outcome_x + CRATE / 2 + i * (CRATE + 6), y + 24), z=PANEL_Z + 2)


def outcome_text(event: dict, names: Sequence[str]) -> str:
    """What a treasure's result did, in a few words. (One crate and several are two
    texts: the translation tools at hand keep no plural forms for Python sources.)"""
    winner, best = event["winner"], max(event["totals"])
    if winner is not None:
        count = len(event["crates"])
        if count == 1:
            text = QCoreApplication.translate("CarambaView", "%1 wins a crate")
        elif count:
            text = QCoreApplication.translate("CarambaView", "%1 wins %2 crates")
        else:
            text = QCoreApplication.translate("CarambaView", "%1 wins: no crate to take")
        return text.replace("%1", names[winner]).replace("%2", str(count))
    if best <= 0:
        return QCoreApplication.translate("CarambaView", "Nobody bid")
    count = len(event["to_centre"])
    if count == 1:
        return QCoreApplication.translate("CarambaView", "Tie: a crate goes to the centre")
    if count:
        return QCoreApplication.translate("CarambaView", "Tie: %1 crates go to the centre"
                                          ).replace("%1", str(count))
    return QCoreApplication.translate("CarambaView", "Tie: nobody wins")
