"""Scene items as a player reads them."""

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from caramba_desktop.ui.scene import CARD_H, ButtonItem, CardItem, LabelItem, MatItem


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


def _scene_with(item):
    scene = QGraphicsScene()
    scene.addItem(item)
    item.setPos(0, 0)
    return scene


def test_a_raised_card_is_found_where_it_now_stands(qapp):
    card = CardItem(None, "back.svg", False)
    scene = _scene_with(card)
    above = QPointF(0, -CARD_H / 2 - 20)
    assert card not in scene.items(above)
    card.set_state(legal=True, lift=30)
    assert card in scene.items(above)  # the pointer finds it where it was raised to
    card.set_state(lift=0)
    assert card not in scene.items(above)


def test_a_card_hovered_while_it_rises_stays_under_the_pointer(qapp):
    card = CardItem(None, "back.svg", False)
    scene = _scene_with(card)
    card.set_state(legal=True, hover_lift=25)
    card.hoverEnterEvent(None)
    assert card in scene.items(QPointF(0, -CARD_H / 2 - 15))


def test_a_longer_text_and_a_wider_mat_take_their_new_room(qapp):
    label = LabelItem("7")
    mat = MatItem(100, 60)
    scene = QGraphicsScene()
    scene.addItem(label)
    scene.addItem(mat)
    far = QPointF(label.boundingRect().right() + 40, 0)
    label.set_text("Dolores: 7 crates secured")
    assert label in scene.items(far)
    mat.set_mat(400, 60, "#8e3b26", False)
    assert mat in scene.items(QPointF(180, 0))


def test_a_card_casts_its_shadow_below_and_to_the_right_only(qapp):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from caramba_desktop.ui.scene import CARD_W
    from caramba_desktop.ui.scene.svgcache import asset_path

    card = CardItem(asset_path("caramba", "card_gold2.svg"), "back.svg", True)
    scene = _scene_with(card)
    scene.setBackgroundBrush(Qt.GlobalColor.white)
    zoom = 5
    area = QRectF(-40, -50, 80, 100)
    image = QImage(int(area.width() * zoom), int(area.height() * zoom), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), area)
    painter.end()

    def grey(x, y):  # the pixel at scene point (x, y)
        return image.pixelColor(int((x - area.x()) * zoom), int((y - area.y()) * zoom)).value()

    bottom, right, left, top = CARD_H / 2, CARD_W / 2, -CARD_W / 2, -CARD_H / 2
    assert 150 < grey(0, bottom + 1.2) < 235  # the shadow: dimmed, not black
    assert 150 < grey(right + 0.8, 0) < 235
    assert grey(0, bottom + 2.6) == 255 and grey(right + 2.0, 0) == 255  # and no further
    assert grey(left - 0.8, 0) == 255 and grey(0, top - 0.8) == 255  # none above or left
