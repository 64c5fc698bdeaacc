"""Larger print on a table laid out for the normal one: each label grows as far as it
can without running into another label, off the table, or out of its width.

The tables place their labels for the normal text size. With a larger one
(scene/reading.py) every label starts at the full scale; a label that then overlaps
another, leaves the table or is cut steps back towards its normal size, a little at
a time, until it fits. At the normal size every table fits (tests/ui/test_text_fit.py),
so the steps end there at the latest.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from caramba_desktop.ui.scene import reading
from caramba_desktop.ui.scene.items import LabelItem

STEP = 0.1  # how much a label gives up per round
SLACK = 2.0  # what the fit tests allow: edges may touch by this much


def _overlap(a: QRectF, b: QRectF) -> bool:
    shared = a.intersected(b)
    return shared.width() > SLACK and shared.height() > SLACK


def settle(labels: list[tuple[LabelItem, QPointF]], table: QRectF) -> None:
    """Give every label of a table (each with the place it goes to) its growth."""
    scale = reading.text_scale()
    if scale <= 1.0:
        for label, _ in labels:
            label.set_growth(scale)  # no larger print: nothing to settle
        return
    labels = [(label, pos) for label, pos in labels if label.text and label.isVisible()]
    growth = {id(label): scale for label, _ in labels}
    inside = table.adjusted(-1, -1, 1, 1)
    while True:
        boxes, crowded = [], set()
        for label, pos in labels:
            rect, whole = label.fits_with_growth(growth[id(label)])
            box = rect.adjusted(2, 2, -2, -2).translated(pos)
            if not whole or not inside.contains(box):
                crowded.add(id(label))
            boxes.append((label, box))
        for i, (label, box) in enumerate(boxes):
            for other, other_box in boxes[i + 1:]:
                if _overlap(box, other_box):
                    crowded.update((id(label), id(other)))
        shrinking = [key for key in crowded if growth[key] > 1.0]
        if not shrinking:
            break
        for key in shrinking:
            growth[key] = max(1.0, growth[key] - STEP)
    for label, _ in labels:
        label.set_growth(growth[id(label)])
