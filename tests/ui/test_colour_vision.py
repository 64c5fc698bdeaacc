"""Players, treasures and goods stay apart for a player without red or green vision.

Each colour is seen through a deuteranopia and a protanopia simulation (a colour
matrix, caramba_desktop/tools/colour_vision.py). The seats' colours are all a
Mina de Plata sombrero has to tell whose it is, so every two of them must stay
clearly apart in both. Treasures and goods that come to look alike must differ in
their picture: their SVGs without their colours are not the same drawing.
"""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtGui import QColor, QImage

from caramba_desktop.games.caravan.view_board import GOOD_COLOURS
from caramba_desktop.tools.colour_vision import KINDS, distance, simulate, simulate_image
from caramba_desktop.ui import palette
from caramba_desktop.ui.scene import assets_dir

APART = 30.0  # CIE76 units: two colours clearly told apart side by side
COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def _closest(colours: dict[str, str]) -> list[tuple[float, str, str, str]]:
    """(distance, vision, a, b) for every two colours, as seen normally and simulated."""
    pairs = []
    for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
        pairs.append((distance(_rgb(ca), _rgb(cb)), "normal", a, b))
        pairs += [(distance(simulate(ca, kind), simulate(cb, kind)), kind, a, b)
                  for kind in KINDS]
    return sorted(pairs)


def test_the_simulation_keeps_greys_and_merges_red_with_green():
    assert simulate("#808080", "deuteranopia") == simulate("#808080", "protanopia") \
        == (128, 128, 128)
    for kind in KINDS:
        assert distance(simulate("#c8322a", kind), simulate("#3f8f3a", kind)) < APART
    image = QImage(2, 1, QImage.Format.Format_RGB888)
    image.setPixelColor(0, 0, QColor("#c8322a"))
    image.setPixelColor(1, 0, QColor("#2f63b8"))
    seen = simulate_image(image, "protanopia")
    assert [seen.pixelColor(x, 0).getRgb()[:3] for x in (0, 1)] == [
        simulate("#c8322a", "protanopia"), simulate("#2f63b8", "protanopia")]


def test_every_two_seats_stay_apart_without_red_or_green_vision():
    seats = {f"seat {i + 1} {c}": c for i, c in enumerate(palette.SEAT_COLOURS)}
    close = [pair for pair in _closest(seats) if pair[0] < APART]
    assert not close, close


def _drawing(path) -> str:
    """An SVG without its colours: what is left is the shape."""
    return COLOUR.sub("#", path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("things, colours, picture", [
    ("treasures", palette.TREASURE_COLOURS, "caramba/crate_{}2.svg"),
    ("treasures", palette.TREASURE_COLOURS, "caramba/card_{}2.svg"),
    ("goods", GOOD_COLOURS, "caravan/good_{}.svg"),
])
def test_look_alike_treasures_and_goods_differ_in_their_picture(things, colours, picture):
    alike = {(a, b) for d, kind, a, b in _closest(colours) if d < APART}
    assert alike, f"no {things} look alike: the check would check nothing"
    same = [(a, b) for a, b in alike
            if _drawing(assets_dir() / picture.format(a))
            == _drawing(assets_dir() / picture.format(b))]
    assert not same, f"{things} told apart by colour alone: {same}"
