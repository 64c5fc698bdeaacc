"""Scene items as a player reads them."""

from PySide6.QtGui import QFontMetricsF

from caramba_desktop.ui.scene import ButtonItem


def test_a_long_button_label_is_shown_whole_in_a_smaller_font(qapp):
    short = ButtonItem("Fertig", 220, 48)
    long = ButtonItem("Remplacer une série…", 220, 48)
    short_font, short_text = short.fitted_label()
    long_font, long_text = long.fitted_label()
    assert short_text == "Fertig" and long_text == "Remplacer une série…"
    assert long_font.pixelSize() < short_font.pixelSize()
    assert QFontMetricsF(long_font).horizontalAdvance(long_text) <= 220


def test_a_label_far_too_long_is_cut_with_an_ellipsis_not_drawn_tiny(qapp):
    button = ButtonItem("Überschallgeschwindigkeitsflugzeug " * 3, 220, 48)
    font, text = button.fitted_label()
    assert text.endswith("…")
    assert font.pixelSize() >= ButtonItem("x", 220, 48).fitted_label()[0].pixelSize() * 0.7
