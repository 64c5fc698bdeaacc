"""Eased moves of scene items, with one speed factor for the whole application.

`animate_to(item, pos)` glides an item to `pos` (and, if given, to a scale, a
rotation and an opacity) with an OutCubic easing. `set_animation_speed(0)`
switches animations off: items then move at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

_speed = 1.0

MOVE_MS = 280  # a thing moving from where it was to where it goes
ARRIVE_MS = 340  # a new thing flying in from its source
LEAVE_MS = 220  # a thing leaving the table


def set_animation_speed(factor: float) -> None:
    """1 = normal, 2 = twice as fast, 0 = no animation at all."""
    global _speed
    _speed = max(0.0, float(factor))


def animation_speed() -> float:
    return _speed


def stop_animation(item: QGraphicsItem) -> None:
    """Stop a running move of `item`, leaving it where it is now."""
    anim = getattr(item, "_scene_anim", None)
    if anim is not None:
        item._scene_anim = None
        try:
            anim.stop()
        except RuntimeError:  # already deleted with its item
            pass


def is_animating(item: QGraphicsItem) -> bool:
    return getattr(item, "_scene_anim", None) is not None


def animate_to(item: QGraphicsItem, pos: QPointF, duration_ms: int = MOVE_MS, *,
               scale: float | None = None, rotation: float | None = None,
               opacity: float | None = None,
               on_finished: Callable[[], None] | None = None,
               easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
               ) -> QVariantAnimation | None:
    """Glide `item` to `pos` in `duration_ms` (divided by the speed factor).

    Returns the running animation, or None when the item was moved at once
    (speed 0, zero duration, or nothing to do); `on_finished` is called in
    every case once the item has arrived."""
    running = getattr(item, "_scene_anim", None)
    if running is not None and getattr(item, "_scene_target", None) == (
            QPointF(pos), scale, rotation, opacity):
        # already on its way there (a redraw that did not move it): let it glide on
        # rather than start over, which would stutter and cost a new animation
        if on_finished:
            item._scene_landed.append(on_finished)
        return running
    stop_animation(item)
    start = (item.pos(), item.scale(), item.rotation(), item.opacity())
    end = (QPointF(pos), start[1] if scale is None else scale,
           start[2] if rotation is None else rotation,
           start[3] if opacity is None else opacity)
    nothing_to_do = (start[0] == end[0] and start[1:] == end[1:])
    if _speed <= 0 or duration_ms <= 0 or nothing_to_do or item.scene() is None:
        if not nothing_to_do:  # most items of a redraw stay where they are
            _apply(item, end)
        if on_finished:
            on_finished()
        return None
    parent = item if isinstance(item, QGraphicsObject) else None
    anim = QVariantAnimation(parent)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(max(1, int(duration_ms / _speed)))
    anim.setEasingCurve(easing)

    def step(t: float) -> None:
        p0, p1 = start[0], end[0]
        item.setPos(p0 + (p1 - p0) * t)
        item.setScale(start[1] + (end[1] - start[1]) * t)
        item.setRotation(start[2] + (end[2] - start[2]) * t)
        item.setOpacity(start[3] + (end[3] - start[3]) * t)

    landed = [on_finished] if on_finished else []

    def done() -> None:
        if getattr(item, "_scene_anim", None) is anim:
            item._scene_anim = None
            _apply(item, end)
            _call_landed(landed)

    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    item._scene_anim = anim
    item._scene_target = (QPointF(pos), scale, rotation, opacity)
    item._scene_landed = landed
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim


def _call_landed(landed: list[Callable[[], None]]) -> None:
    """Call a finished move's callbacks, then drop them: they hold the item, and kept
    on it they would make a removed item a reference cycle."""
    for callback in landed:
        callback()
    landed.clear()


def _apply(item: QGraphicsItem, state: tuple) -> None:
    item.setPos(state[0])
    item.setScale(state[1])
    item.setRotation(state[2])
    item.setOpacity(state[3])


def animate_along(item: QGraphicsItem, points: list[QPointF], duration_ms: int,
                  lift: Callable[[float], float] = lambda length: 0.0) -> None:
    """Move `item` through `points` one after the other at an even pace (a pawn
    hopping space by space, a good handed along a chain), rising `lift(length)`
    at the middle of each leg; at once when animations are off.

    Behaves as animate_to towards the last point: the Stage lets it run on when
    the table is drawn again with the same target."""
    stop_animation(item)
    end = points[-1]
    if _speed <= 0 or len(points) < 2 or item.scene() is None:
        item.setPos(end)
        return
    lengths = [math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in zip(points, points[1:])]
    total = sum(lengths) or 1.0
    anim = QVariantAnimation(item if isinstance(item, QGraphicsObject) else None)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(max(1, int(duration_ms / _speed)))
    anim.setEasingCurve(QEasingCurve.Type.InOutSine)

    def step(t: float) -> None:
        along = t * total
        for a, b, length in zip(points, points[1:], lengths):
            if along <= length or b is end:
                f = min(1.0, along / length) if length else 1.0
                item.setPos(a + (b - a) * f - QPointF(0, math.sin(math.pi * f) * lift(length)))
                return
            along -= length

    landed: list = []

    def done() -> None:
        if getattr(item, "_scene_anim", None) is anim:
            item._scene_anim = None
            item.setPos(end)
            _call_landed(landed)

    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    item._scene_anim = anim
    item._scene_target = (QPointF(end), 1.0, 0.0, 1.0)
    item._scene_landed = landed
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
