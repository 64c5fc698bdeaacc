"""The colours of the tables: one place for every colour that carries a rule.

Caramba!'s boxes colour the treasures (gold yellow, ammunition green,
dynamite red) and the four bands; the new-game dialog, the hand-off cover,
the log and the table view all take their colours from here, so a swatch in a
dialog matches the cards on the table.

Plain hex strings, so that the module can be imported without a QApplication;
`qcolor()` makes a QColor when one is needed.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# Caramba! bands, in the order of games/caramba/data.py BANDS (seat i plays band i).
BAND_COLOURS: dict[str, str] = {
    "bandidos": "#8e3b26",  # red-brown
    "soldados": "#2f5f9e",  # blue
    "gringos": "#d2b47a",  # sand
    "indios": "#1e9e97",  # turquoise
}

# Caramba! treasures (the colour of a card's edge and of a crate chip).
TREASURE_COLOURS: dict[str, str] = {
    "gold": "#e0b325",
    "ammo": "#3f8f3a",
    "dynamite": "#c8322a",
}

# Seats 1-4 wear the band colours; games for up to six (Mina de Plata) add two,
# chosen to stay apart from the others also without red or green vision (a plum and
# an olive looked like the blue and the red-brown: tests/ui/test_colour_vision.py).
SEAT_COLOURS: tuple[str, ...] = (
    *BAND_COLOURS.values(),
    "#e6e650",  # lemon
    "#4c1b34",  # wine
)


def seat_colour(index: int) -> str:
    """The colour of seat `index` (0-based), the same in every dialog and on the table."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour`."""
    c = QColor(colour)
    luminance = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return "#1d140c" if luminance > 150 else "#fbf5e9"


# The table of each game: background (felt or desert), its darker edge, the
# ink drawn on it and the accent of highlights. Unknown games get "default".
TABLE_COLOURS: dict[str, dict[str, str]] = {
    "default": {
        "background": "#3c5a45",
        "edge": "#22352a",
        "ink": "#f4efe3",
        "muted": "#c9d3c6",
        "accent": "#e0b325",
    },
    "caramba": {  # sun-baked desert
        "background": "#a9743f",
        "edge": "#5c3a1d",
        "ink": "#fbf1dc",
        "muted": "#ecd6b0",
        "accent": "#e0b325",
    },
    "cabo": {  # night-blue felt
        "background": "#23476e",
        "edge": "#12263d",
        "ink": "#f2f5fa",
        "muted": "#c3d0e0",
        "accent": "#f0c43a",
    },
    "caravan": {  # sand and terracotta
        "background": "#b86a3a",
        "edge": "#6b3517",
        "ink": "#fff4e6",
        "muted": "#f0d2b8",
        "accent": "#f3d36b",
    },
    "mina": {  # stone, gravel, clay
        "background": "#6f6a62",
        "edge": "#3a3632",
        "ink": "#f7f3ec",
        "muted": "#d8d2c7",
        "accent": "#d9d9de",
    },
}


def table_colours(game_id: str | None) -> dict[str, str]:
    return TABLE_COLOURS.get(game_id or "default", TABLE_COLOURS["default"])


def qcolor(colour: str) -> QColor:
    return QColor(colour)
