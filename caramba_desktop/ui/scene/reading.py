"""How the table's texts read: one scale for every label and button on a table, and
high contrast (Settings: text size and contrast, applied by ui/large_print.py).

The table keeps its layout in card units; a scale above 1 makes its words bigger
within that layout (a label with a width limit still shrinks to fit it). High
contrast darkens the table's felt and draws its light inks white.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

_scale = 1.0
_high_contrast = False

# an ink at least this light is drawn white in high contrast (the muted greys and
# creams of the tables' captions); dark inks on light pills stay as they are
LIGHT_INK = 150
HIGH_CONTRAST_INK = "#ffffff"


def set_reading(scale: float, high_contrast: bool) -> None:
    global _scale, _high_contrast
    _scale = max(0.5, float(scale))
    _high_contrast = bool(high_contrast)


def text_scale() -> float:
    """The factor of every text size on a table (1: as designed)."""
    return _scale


def grown(size: float, most: float) -> float:
    """A text's (or a badge's) `size` at the text size, as far as its room allows: no
    larger than `most`, never smaller than as designed."""
    return max(size, min(size * _scale, most))


def high_contrast() -> bool:
    return _high_contrast


def ink(colour: QColor | str) -> QColor:
    """`colour` as a text on the table is drawn: white for a light ink in high contrast."""
    colour = QColor(colour)
    if _high_contrast and colour.lightness() >= LIGHT_INK:
        return QColor(HIGH_CONTRAST_INK)
    return colour


def felt(colour: QColor) -> QColor:
    """The table's colour behind its texts: darker in high contrast."""
    return colour.darker(260) if _high_contrast else colour
