"""Large print reaches what the boards write themselves: Caravan's column letters and
city names, Mina de Plata's Caramba card. Seen as a player sees them: the board
rendered at the normal and at the largest text size, its writing taking more room."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from caramba_desktop.games.caravan.view_board import BX, BY, CELL
from caramba_desktop.ui import settings
from tests.ui.table_helpers import start_game, wait_for_human

LARGEST = max(settings.TEXT_SIZES, key=settings.TEXT_SIZES.get)
PIXELS_PER_UNIT = 2


def rendered(view, rect: QRectF) -> QImage:
    image = QImage(int(rect.width() * PIXELS_PER_UNIT), int(rect.height() * PIXELS_PER_UNIT),
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    view.scene().render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def count(image: QImage, wanted) -> int:
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if wanted(image.pixelColor(x, y)))


def writing_grows(qtbot, view, rect: QRectF, wanted, print_size) -> tuple[int, int]:
    normal = count(rendered(view, rect), wanted)
    print_size(LARGEST)
    qtbot.wait(5)
    return normal, count(rendered(view, rect), wanted)


def test_caravans_column_letters_grow_with_the_text_size(qtbot, make_window, print_size):
    window = make_window()
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    assert wait_for_human(qtbot, session)
    letters = QRectF(BX, BY - 36, 7 * CELL, 30)
    normal, larger = writing_grows(qtbot, window.game_window.view, letters,
                                   lambda c: c.lightness() > 200, print_size)
    assert normal > 0 and larger > normal * 1.4


def test_minas_caramba_card_writes_larger_with_the_text_size(qtbot, make_window, print_size):
    window = make_window()
    session = start_game(window, "mina", ["Ana", "Cid"], "hc", 5)
    assert wait_for_human(qtbot, session)
    view = window.game_window.view
    card = view.stage.get(("card",))
    rect = card.sceneBoundingRect()
    normal, larger = writing_grows(qtbot, view, rect, lambda c: c.lightness() < 80, print_size)
    assert larger > normal * 1.15
    assert card.cramped() == []
