"""Large print and high contrast, for the whole application, applied at once.

The text size (Settings) scales the application's font, so every text of the
window and its dialogs grows with it; a text made bigger or bolder than the rest
(a title, a heading) says so with `relative_font(widget, factor, bold)` and keeps
its proportion. The tables' labels grow by the same factor (scene/reading.py).
A widget with more to do when the print changes (a side panel's width, a table's
layout) has a `follow_print()` method, called after each change.

High contrast comes from the system when it reports it (Qt's contrast preference,
or a GTK high-contrast theme): the system's palette is then kept as it is, and the
app draws none of its muted greys. Where the system cannot tell, the Settings'
"High" contrast sets a black-and-white palette of the app's own.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from caramba_desktop.ui import settings
from caramba_desktop.ui.scene.reading import set_reading

FACTOR_PROPERTY = "printFactor"  # a widget's font size against the application's
BOLD_PROPERTY = "printBold"
MUTED_PROPERTY = "printMuted"  # a secondary text, drawn grey unless in high contrast
DEFAULT_POINT_SIZE = 10.0

# the application's font before any text size of ours, whether the palette is ours,
# and the text size and contrast applied last
_system: dict[str, object] = {}


def system_high_contrast() -> bool:
    """True when the platform asks for high contrast."""
    app = QGuiApplication.instance()
    if app is not None:
        hints = app.styleHints()  # kept: the accessibility hints live as long as it
        accessibility = getattr(hints, "accessibility", None)
        if accessibility is not None and accessibility().contrastPreference() == \
                Qt.ContrastPreference.HighContrast:
            return True
    # GNOME's and GTK's high-contrast themes, which older Qt platform themes do not report
    theme = os.environ.get("GTK_THEME", "").lower().replace("-", "")
    return "highcontrast" in theme or "contrasthigh" in theme


def high_contrast() -> bool:
    """True when the app draws in high contrast (the system's or the Settings' choice)."""
    return settings.contrast() == "high" or system_high_contrast()


def high_contrast_palette() -> QPalette:
    """White and yellow on black: the app's palette when the Settings ask for high
    contrast and the system has none of its own."""
    ink, paper, mark = QColor("#ffffff"), QColor("#000000"), QColor("#ffe14d")
    pal = QPalette(ink, paper)  # window text and window; the rest derived, then set
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Base, paper), (roles.AlternateBase, QColor("#1c1c1c")), (roles.Text, ink),
        (roles.Button, paper), (roles.ButtonText, ink), (roles.BrightText, mark),
        (roles.Highlight, mark), (roles.HighlightedText, paper),
        (roles.ToolTipBase, paper), (roles.ToolTipText, ink),
        (roles.PlaceholderText, QColor("#e6e6e6")), (roles.Link, QColor("#8fd8ff")),
        (roles.LinkVisited, QColor("#e0b0ff")), (roles.Mid, QColor("#d0d0d0")),
        (roles.Light, QColor("#ffffff")), (roles.Midlight, QColor("#bcbcbc")),
        (roles.Dark, QColor("#d0d0d0")), (roles.Shadow, QColor("#ffffff")),
    ):
        pal.setColor(role, colour)
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a8a8a8"))
    return pal


def grown(pixels: int) -> int:
    """A panel's width made for text at the normal size, grown half as much as the text
    (its lines wrap more): the table beside it keeps its room in a small window."""
    return round(pixels * (1 + (settings.text_scale() - 1) / 2))


def relative_font(widget: QWidget, factor: float, bold: bool = False) -> None:
    """Give `widget` a font `factor` times the application's (bold if asked); it keeps
    that proportion when the text size changes."""
    widget.setProperty(FACTOR_PROPERTY, float(factor))
    widget.setProperty(BOLD_PROPERTY, bool(bold))
    _set_relative_font(widget)


def _set_relative_font(widget: QWidget) -> None:
    font = QFont(QApplication.font(widget))
    size = font.pointSizeF() if font.pointSizeF() > 0 else DEFAULT_POINT_SIZE
    factor = widget.property(FACTOR_PROPERTY)
    if factor > 1:  # a title is large already: it grows less than the text around it
        factor = 1 + (factor - 1) / settings.text_scale()
    font.setPointSizeF(size * factor)
    font.setBold(bool(widget.property(BOLD_PROPERTY)))
    widget.setFont(font)


def mute(label: QLabel) -> None:
    """Draw `label` as a secondary text (grey), but in the palette's own ink in high
    contrast."""
    label.setProperty(MUTED_PROPERTY, True)
    _set_muted(label)


def _set_muted(label: QLabel) -> None:
    pal = QApplication.palette(label)
    if not high_contrast():
        pal.setColor(QPalette.ColorRole.WindowText,
                     pal.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(pal)


def apply(app: QApplication) -> None:
    """Apply the stored text size and contrast to every window, table and dialog."""
    if not _system:
        _system["font"] = QFont(app.font())
    scale = settings.text_scale()
    font = QFont(_system["font"])
    size = font.pointSizeF() if font.pointSizeF() > 0 else DEFAULT_POINT_SIZE
    font.setPointSizeF(size * scale)
    if font != app.font():
        app.setFont(font)
    own_palette = settings.contrast() == "high" and not system_high_contrast()
    if own_palette:
        app.setPalette(high_contrast_palette())
    elif _system.get("own palette"):
        app.setPalette(QPalette())  # nothing of ours: the system's, following its changes
    _system["own palette"] = own_palette
    state = (scale, high_contrast(), own_palette)
    if _system.get("applied") == state:
        return  # nothing to follow: the tables are not laid out again
    _system["applied"] = state
    set_reading(scale, high_contrast())
    for widget in app.allWidgets():
        if widget.styleSheet():  # its style sheet holds the old font for it and below
            widget.setStyleSheet(widget.styleSheet())
    for widget in app.allWidgets():
        if widget.property(FACTOR_PROPERTY) is not None:
            _set_relative_font(widget)
        if widget.property(MUTED_PROPERTY):
            _set_muted(widget)
        follow = getattr(widget, "follow_print", None)
        if callable(follow):
            follow()


def follow_system(app: QApplication) -> None:
    """Apply the print now, and again whenever the system's contrast changes."""
    apply(app)
    hints = app.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is not None:
        accessibility().contrastPreferenceChanged.connect(lambda *_: apply(app))
