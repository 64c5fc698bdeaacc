"""Eased moves of scene items, with one speed factor for the whole application.

`animate_to(item, pos)` glides an item to `pos` (and, if given, to a scale, a
rotation and an opacity) with an OutCubic easing. `set_animation_speed(0)`
switches animations off: items then move at once.

Every running move is stepped by one clock (`_Clock`), a single animation of
Qt's: a redraw starts dozens of moves at once, and a move of its own (an
animation object, two connections, a call into Python per item and frame)
cost several times as much to start and to run. The clock also keeps no Qt
object on the items, so an item may be deleted at any time.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF
from PySide6.QtWidgets import QGraphicsItem

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


class _Move:
    """One item on its way: from `start` to `end` (position, scale, rotation,
    opacity), or along a path (`along(eased)` places the item)."""

    __slots__ = ("item", "start", "change", "end", "along", "began", "duration", "curve",
                 "landed")

    def __init__(self, item: QGraphicsItem, start: tuple, end: tuple, duration: int,
                 easing: QEasingCurve.Type, along: Callable[[float], None] | None = None,
                 ) -> None:
        self.item, self.start, self.end, self.along = item, start, end, along
        self.change = tuple(b - a for a, b in zip(start, end))
        self.duration = duration
        self.curve = _curve(easing)
        self.landed: list[Callable[[], None]] = []
        self.began = 0

    def step(self, eased: float) -> None:
        if self.along is not None:
            self.along(eased)
            return
        item, (pos, scale, rotation, opacity) = self.item, self.start
        moved, scaled, turned, faded = self.change
        item.setPos(pos + moved * eased)
        if scaled:
            item.setScale(scale + scaled * eased)
        if turned:
            item.setRotation(rotation + turned * eased)
        if faded:
            item.setOpacity(opacity + faded * eased)

    def land(self) -> None:
        """Put the item where it was going, then call and drop the callbacks: they hold
        the item, and kept they would make a removed item a reference cycle."""
        self.item._scene_anim = None
        landed, self.landed = self.landed, []
        try:
            if self.along is None:
                _apply(self.item, self.end)
            else:
                self.item.setPos(self.end[0])
        except RuntimeError:  # the item was deleted meanwhile: nothing to tell
            return
        for callback in landed:
            callback()


@functools.cache
def _curve(easing: QEasingCurve.Type) -> QEasingCurve:
    return QEasingCurve(easing)


class _Clock(QAbstractAnimation):
    """Runs while any move does, and at each of Qt's animation frames steps them all."""

    def __init__(self) -> None:
        super().__init__()
        self._moves: list[_Move] = []

    def duration(self) -> int:
        return -1  # until stopped: the moves come and go

    def add(self, move: _Move) -> None:
        running = self.state() == QAbstractAnimation.State.Running
        move.began = self.currentTime() if running else 0
        self._moves.append(move)  # before starting: a start steps the moves at time 0
        if not running:
            self.start()

    def drop(self, move: _Move) -> None:
        if move in self._moves:
            self._moves.remove(move)

    def updateCurrentTime(self, now: int) -> None:  # noqa: N802 (Qt's name)
        running, self._moves = self._moves, []
        arrived = []
        for move in running:
            if move.item._scene_anim is not move:  # stopped, or sent elsewhere, meanwhile
                continue
            progress = (now - move.began) / move.duration
            if progress >= 1.0:
                arrived.append(move)
            else:
                try:
                    move.step(move.curve.valueForProgress(progress))
                except RuntimeError:  # its item was deleted along the way
                    continue
            self._moves.append(move)
        # an arrived move leaves the list as it lands: should a callback fail, the moves
        # after it land at the next frame rather than never
        for move in arrived:  # their callbacks may start or stop other moves
            if move in self._moves:
                self._moves.remove(move)
                move.land()
        if not self._moves:
            self.stop()


_clock: _Clock | None = None


def _start(move: _Move, target: tuple) -> None:
    """Set `move` going; `target` is what it was asked to reach (a redraw that asks
    for the same lets it run on)."""
    global _clock
    if _clock is None:
        _clock = _Clock()
    move.item._scene_anim = move
    move.item._scene_target = target
    _clock.add(move)


def stop_animation(item: QGraphicsItem) -> None:
    """Stop a running move of `item`, leaving it where it is now."""
    move = getattr(item, "_scene_anim", None)
    if move is not None:
        item._scene_anim = None
        _clock.drop(move)


def is_animating(item: QGraphicsItem) -> bool:
    return getattr(item, "_scene_anim", None) is not None


def animate_to(item: QGraphicsItem, pos: QPointF, duration_ms: int = MOVE_MS, *,
               scale: float | None = None, rotation: float | None = None,
               opacity: float | None = None,
               on_finished: Callable[[], None] | None = None,
               easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
    """Glide `item` to `pos` in `duration_ms` (divided by the speed factor); at once
    with speed 0, zero duration or nothing to do. `on_finished` is called in every
    case once the item has arrived."""
    target = (QPointF(pos), scale, rotation, opacity)
    running = getattr(item, "_scene_anim", None)
    if running is not None and item._scene_target == target:
        # already on its way there (a redraw that did not move it): let it glide on
        # rather than start over, which would stutter
        if on_finished:
            running.landed.append(on_finished)
        return
    stop_animation(item)
    start = (item.pos(), item.scale(), item.rotation(), item.opacity())
    end = (target[0], start[1] if scale is None else scale,
           start[2] if rotation is None else rotation,
           start[3] if opacity is None else opacity)
    nothing_to_do = (start[0] == end[0] and start[1:] == end[1:])
    if _speed <= 0 or duration_ms <= 0 or nothing_to_do or item.scene() is None:
        if not nothing_to_do:  # most items of a redraw stay where they are
            _apply(item, end)
        if on_finished:
            on_finished()
        return
    move = _Move(item, start, end, max(1, int(duration_ms / _speed)), easing)
    if on_finished:
        move.landed.append(on_finished)
    _start(move, target)


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

    def place(t: float) -> None:
        along = t * total
        for a, b, length in zip(points, points[1:], lengths):
            if along <= length or b is end:
                f = min(1.0, along / length) if length else 1.0
                item.setPos(a + (b - a) * f - QPointF(0, math.sin(math.pi * f) * lift(length)))
                return
            along -= length

    target = (QPointF(end), 1.0, 0.0, 1.0)
    _start(_Move(item, (), target, max(1, int(duration_ms / _speed)), QEasingCurve.Type.InOutSine,
                 place), target)
