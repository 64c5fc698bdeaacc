"""The look of the CABO table: its colours, where things lie and the card art.

Scene units: the table is TABLE_HEIGHT high; a card is 63 x 88 at scale 1.
"""

from __future__ import annotations

from caramba_desktop.ui.scene import asset_path

INK, CREAM, MUTED, GLOW = "#12263d", "#f2f5fa", "#c3d0e0", "#f0c43a"
ACTION_BLUE = "#2f5c8c"  # the buttons of the card actions and the score sheet

EDGE = 16.0
TOP_H = 250.0  # the opponents' mats along the top
PILE_Y = 420.0
PILE_SCALE = 1.25
HELD_SCALE = 1.6
STATUS_Y = 566.0
MY_Y = 826.0  # the centre of the viewer's cards
MY_SCALE = 1.95
BUTTON_W, BUTTON_H = 220.0, 48.0
GAP = 14.0  # between the cards of a layout


def card_svg(value: int) -> str:
    return asset_path("cabo", f"card_{value}.svg")


def back_svg() -> str:
    return asset_path("cabo", "back.svg")
