"""Keep a scene's items in step with a description of the table.

A view describes the whole table each time it changes: a list of `Spec`s,
one per item, each with a stable key such as ("hand", 2, "gold5"). `Stage.sync`
then makes the scene match, and explains the change with motion:

- an item whose key existed before glides from where it was to where it goes;
- a new item whose `ident` matches an item that disappeared (the same card
  moving from a hand to a bid, the same crate from the centre to a player)
  is that item, gliding to its new place;
- any other new item flies in from its `source` (the bag, a player's draw pile);
- an item that disappeared glides to its sink (if the view names one) and fades.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from caramba_desktop.ui.scene.animation import (
    ARRIVE_MS,
    LEAVE_MS,
    MOVE_MS,
    animate_to,
    is_animating,
    stop_animation,
)
from caramba_desktop.ui.scene.items import LabelItem
from caramba_desktop.ui.scene.print_fit import settle

FLIGHT_Z = 10_000.0  # items in flight are drawn above the table


@dataclass
class Spec:
    """One item of the table as the view wants it now."""

    key: Hashable
    create: Callable[[], QGraphicsItem]
    pos: QPointF
    z: float = 0.0
    scale: float = 1.0
    rotation: float = 0.0
    opacity: float = 1.0
    ident: Hashable | None = None  # the same thing in another zone (cross-zone moves)
    source: QPointF | None = None  # where a new item comes from (None: fades in in place)
    update: Callable[[QGraphicsItem], None] | None = None  # configure the item (every sync)
    kind: type | None = None  # the item class; a different one replaces the item


class Stage:
    """The items of one scene, by key."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._items: dict[Hashable, QGraphicsItem] = {}

    def items(self) -> dict[Hashable, QGraphicsItem]:
        return dict(self._items)

    def get(self, key: Hashable) -> QGraphicsItem | None:
        return self._items.get(key)

    def keys(self) -> Iterable[Hashable]:
        return self._items.keys()

    def clear(self) -> None:
        for item in self._items.values():
            stop_animation(item)
            self.scene.removeItem(item)
        self._items.clear()

    def sync(self, specs: list[Spec], *, animate: bool = True,
             sink: Callable[[Hashable, QGraphicsItem], QPointF | None] | None = None) -> None:
        """Make the scene hold exactly the items of `specs`, moving them as explained above.

        `sink(key, item)` says where a disappearing item goes (None: it fades in place)."""
        old = self._items
        new: dict[Hashable, QGraphicsItem] = {}
        waiting: list[Spec] = []
        for spec in specs:
            item = old.get(spec.key)
            if item is not None and (spec.kind is None or type(item) is spec.kind):
                del old[spec.key]
                new[spec.key] = item
                self._place(item, spec, animate, MOVE_MS)
            else:
                waiting.append(spec)
        by_ident: dict[Hashable, list[Hashable]] = defaultdict(list)
        for key, item in old.items():
            ident = getattr(item, "_stage_ident", None)
            if ident is not None:
                by_ident[ident].append(key)
        for spec in waiting:
            item = None
            if spec.ident is not None and by_ident.get(spec.ident):
                old_key = by_ident[spec.ident].pop(0)
                candidate = old.pop(old_key)
                if spec.kind is None or type(candidate) is spec.kind:
                    item = candidate
                else:
                    old[old_key] = candidate
            if item is not None:
                new[spec.key] = item
                self._place(item, spec, animate, MOVE_MS)
                continue
            item = spec.create()
            new[spec.key] = item
            self.scene.addItem(item)
            if animate and spec.source is not None:
                item.setPos(spec.source)
                item.setScale(spec.scale)
                item.setRotation(spec.rotation)
                item.setOpacity(0.0)
                self._place(item, spec, animate, ARRIVE_MS)
            elif animate:
                item.setPos(spec.pos)
                item.setScale(spec.scale)
                item.setRotation(spec.rotation)
                item.setOpacity(0.0)
                self._place(item, spec, animate, LEAVE_MS)
            else:
                self._place(item, spec, False, 0)
        for key, item in old.items():
            self._remove(key, item, animate, sink)
        self._items = new
        settle([(new[spec.key], spec.pos) for spec in specs
                if isinstance(new[spec.key], LabelItem)], self.scene.sceneRect())

    def _place(self, item: QGraphicsItem, spec: Spec, animate: bool, duration: int) -> None:
        item._stage_key = spec.key
        item._stage_ident = spec.ident
        if spec.update is not None:
            spec.update(item)
        pos, scale, rotation = item.pos(), item.scale(), item.rotation()
        if (pos == spec.pos and scale == spec.scale and rotation == spec.rotation
                and item.opacity() == spec.opacity and not is_animating(item)):
            item.setZValue(spec.z)  # already in place, as most items of a redraw are
            return
        moving = animate and (pos != spec.pos or scale != spec.scale
                              or rotation != spec.rotation)
        item.setZValue(FLIGHT_Z + spec.z if moving else spec.z)

        def landed(item=item, z=spec.z) -> None:
            item.setZValue(z)

        animate_to(item, spec.pos, duration if animate else 0, scale=spec.scale,
                   rotation=spec.rotation, opacity=spec.opacity, on_finished=landed)

    def _remove(self, key: Hashable, item: QGraphicsItem, animate: bool,
                sink: Callable[[Hashable, QGraphicsItem], QPointF | None] | None) -> None:
        target = sink(key, item) if (sink and animate) else None
        if hasattr(item, "set_state"):
            item.set_state(legal=False, focused=False)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

        def gone(item=item) -> None:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
            if hasattr(item, "deleteLater"):
                item.deleteLater()

        if not animate:
            stop_animation(item)
            gone()
            return
        item.setZValue(FLIGHT_Z + item.zValue() * 0.001)
        animate_to(item, target if target is not None else item.pos(), MOVE_MS if target
                   else LEAVE_MS, opacity=0.0, on_finished=gone)
