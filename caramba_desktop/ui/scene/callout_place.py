"""Where a tutorial's bubble stands on the table, and where its tail points.

The bubble is large (a third of the table's width), the table is full: it cannot
simply stand above its target. `best_place` tries the places of a grid over the
table and those flush against what is there, and takes the one that

1. hides least of what the step shows or asks for (`Room.keep`: the item it talks
   about, the controls of the asked move, the table's buttons, a result panel),
2. then hides least of `Room.avoid` (the status line, the players' panels) and of
   the other items on the table (`Room.items`), with its tail short and clear of
   what it must leave in view.

Rectangles are (left, top, right, bottom) tuples inside: a few thousand places are
weighed at each step, in pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

Box = tuple[float, float, float, float]

GRID = 40.0  # the spacing of the places tried over the whole table
MARGIN = 8.0  # from the table's edge and from what the bubble stands beside
TAIL_MIN = 16.0  # a tail shorter than this is not seen: the bubble stands off that far
AVOID_WEIGHT = 4.0  # a unit of the status line or a panel hidden counts this many of items
TAIL_WEIGHT = 60.0  # a unit of tail length counts as this much of an item hidden
TAIL_CROSSING = 3000.0  # each sample of the tail over what must stay in view
TAIL_SAMPLES = 12


@dataclass
class Room:
    """What the bubble finds on the table (scene rectangles)."""

    table: QRectF
    keep: list[QRectF] = field(default_factory=list)
    avoid: list[QRectF] = field(default_factory=list)
    items: list[QRectF] = field(default_factory=list)


class _Cover:
    """How much of some weighted boxes lies under any box, read at once: their weights
    laid on a grid of cells over the table, summed from its top-left corner (a
    summed-area table)."""

    CELL = 20.0

    def __init__(self, table: Box, boxes: list[Box], weight: float = 1.0) -> None:
        self.left, self.top = table[0], table[1]
        self.cols = int((table[2] - table[0]) / self.CELL) + 1
        self.rows = int((table[3] - table[1]) / self.CELL) + 1
        self.unit = self.CELL * self.CELL
        self.marks = [[0.0] * (self.cols + 1) for _ in range(self.rows + 1)]
        self._sums: list[list[float]] | None = None
        self.add(boxes, weight)

    def add(self, boxes: list[Box], weight: float = 1.0) -> None:
        marks = self.marks
        for box in boxes:
            c0, c1, r0, r1 = self.col(box[0]), self.col(box[2]), self.row(box[1]), self.row(box[3])
            if c0 < c1 and r0 < r1:
                marks[r0][c0] += weight
                marks[r0][c1] -= weight
                marks[r1][c0] -= weight
                marks[r1][c1] += weight
        self._sums = None

    def col(self, x: float) -> int:
        return min(max(int((x - self.left) / self.CELL + 0.5), 0), self.cols)

    def row(self, y: float) -> int:
        return min(max(int((y - self.top) / self.CELL + 0.5), 0), self.rows)

    @property
    def sums(self) -> list[list[float]]:
        """sums[r][c]: the weight under the cells above row r and left of column c."""
        if self._sums is None:
            # the marks summed give each cell's weight; summed again, any box's
            weights = _summed(self.marks, self.rows, self.cols)
            self._sums = [[0.0] * (self.cols + 1)] + [
                [0.0] + row for row in _summed(weights, self.rows, self.cols)]
        return self._sums


def _summed(grid: list[list[float]], rows: int, cols: int) -> list[list[float]]:
    """sums[r][c]: the sum of grid[i][j] for i <= r, j <= c."""
    sums, above = [], [0.0] * cols
    for r in range(rows):
        row, total, source = [], 0.0, grid[r]
        for c in range(cols):
            total += source[c]
            row.append(above[c] + total)
        sums.append(row)
        above = row
    return sums


def _box(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _inside(point: tuple[float, float], box: Box) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _gap(a: Box, b: Box) -> float:
    """The distance between two boxes (0 when they touch or overlap)."""
    dx = max(b[0] - a[2], a[0] - b[2], 0.0)
    dy = max(b[1] - a[3], a[1] - b[3], 0.0)
    return (dx * dx + dy * dy) ** 0.5


def _candidates(width: float, height: float, room: Room,
                pointer: Box | None) -> tuple[list[float], list[float]]:
    table = _box(room.table)
    low_x, high_x = table[0] + MARGIN, table[2] - width - MARGIN
    low_y, high_y = table[1] + MARGIN, table[3] - height - MARGIN
    xs = {low_x, high_x, (table[0] + table[2] - width) / 2}
    ys = {low_y, high_y, (table[1] + table[3] - height) / 2}
    x = low_x
    while x < high_x:
        xs.add(x)
        x += GRID
    y = low_y
    while y < high_y:
        ys.add(y)
        y += GRID
    flush = [_box(r) for r in room.keep + room.avoid]
    if pointer is not None:
        xs.add((pointer[0] + pointer[2] - width) / 2)
        gap = TAIL_MIN + MARGIN
        flush.append((pointer[0] - gap, pointer[1] - gap, pointer[2] + gap, pointer[3] + gap))
    for box in flush:
        xs.update((box[0] - width - MARGIN, box[2] + MARGIN))
        ys.update((box[1] - height - MARGIN, box[3] + MARGIN))
    return ([x for x in xs if low_x <= x <= high_x], [y for y in ys if low_y <= y <= high_y])


def best_place(width: float, height: float, room: Room, pointer: QRectF | None,
               spots: list[QPointF] = ()) -> tuple[QPointF, QPointF | None]:
    """The bubble's top-left corner and the tip of its tail (None: no tail, the bubble
    then stands near the middle of the table). The tail points into `pointer`, at the
    one of `spots` (points of it in view) nearest the bubble when there are some."""
    aim = _box(pointer) if pointer is not None and not pointer.isEmpty() else None
    keep = [_box(r) for r in room.keep]
    table = _box(room.table)
    centre = ((table[0] + table[2]) / 2, (table[1] + table[3]) / 2)
    # what every place costs, weighed along each axis once: the overlaps with what to
    # keep in view, the cells under the bubble, the distance to the aim
    covers = _Cover(table, [_box(r) for r in room.avoid], AVOID_WEIGHT)
    covers.add([_box(r) for r in room.items])
    goal = aim or (*centre, *centre)
    aim_middle = ((goal[0] + goal[2]) / 2, (goal[1] + goal[3]) / 2)
    xs, ys = _candidates(width, height, room, aim)
    across = {x: ([_span(x, x + width, box[0], box[2]) for box in keep],
                  covers.col(x), covers.col(x + width), _span_gap(x, x + width, goal[0], goal[2]))
              for x in xs}
    down = {y: ([_span(y, y + height, box[1], box[3]) for box in keep],
                covers.row(y), covers.row(y + height), _span_gap(y, y + height, goal[1], goal[3]))
            for y in ys}
    sums = covers.sums
    weight = TAIL_WEIGHT if aim is not None else TAIL_WEIGHT / 4
    best, best_cost = None, None
    for x, (wide, c0, c1, dx) in across.items():
        for y, (tall, r0, r1, dy) in down.items():
            hidden = sum(w * h for w, h in zip(wide, tall))
            if best_cost is not None and hidden > best_cost[0]:
                continue
            gap = (dx * dx + dy * dy) ** 0.5
            if aim is not None and gap < TAIL_MIN:
                hidden += 1.0  # touching the item: no tail to be seen
            cost = (sums[r1][c1] - sums[r0][c1] - sums[r1][c0] + sums[r0][c0]) * covers.unit
            cost += weight * gap
            if best_cost is not None and (hidden, cost) >= best_cost:
                continue
            if aim is not None:
                bubble = (x, y, x + width, y + height)
                cost += TAIL_CROSSING * _crossings(bubble, aim_middle, keep)
            if best_cost is None or (hidden, cost) < best_cost:
                best, best_cost = (x, y), (hidden, cost)
    if best is None:  # a table smaller than the bubble: its middle
        return QPointF(centre[0] - width / 2, centre[1] - height / 2), None
    x, y = best
    if aim is None:
        return QPointF(x, y), None
    bubble = (x, y, x + width, y + height)
    # the tail ends just inside the item, in the middle of its side facing the bubble
    # (a corner would lie between two cards or two spaces; the middle of the item is
    # where it is clicked), at a point of it in view that the tail can reach (the
    # bubble may lie on a whole board)
    ideal = _edge_middle(bubble, aim)
    points = [(spot.x(), spot.y()) for spot in spots] or [ideal]
    reach = [p for p in points if _gap(bubble, (*p, *p)) >= TAIL_MIN]
    if not reach:
        return QPointF(x, y), None
    tip = min(reach, key=lambda p: (p[0] - ideal[0]) ** 2 + (p[1] - ideal[1]) ** 2)
    return QPointF(x, y), QPointF(*tip)


def hides(corner: QPointF, width: float, height: float, keep: list[QRectF]) -> bool:
    """Does a bubble of this size at `corner` lie on any of `keep`?"""
    bubble = QRectF(corner.x(), corner.y(), width, height)
    return any(bubble.intersects(rect.adjusted(1, 1, -1, -1)) for rect in keep)


def _edge_middle(bubble: Box, aim: Box) -> tuple[float, float]:
    """The middle of the side of `aim` that faces `bubble`, a little inside it."""
    inset = min(10.0, (aim[2] - aim[0]) / 4, (aim[3] - aim[1]) / 4)
    mid_x, mid_y = (aim[0] + aim[2]) / 2, (aim[1] + aim[3]) / 2
    if bubble[3] <= aim[1]:
        return mid_x, aim[1] + inset
    if bubble[1] >= aim[3]:
        return mid_x, aim[3] - inset
    return (aim[0] + inset if bubble[2] <= aim[0] else aim[2] - inset), mid_y


def _span(a0: float, a1: float, b0: float, b1: float) -> float:
    """How much of [b0, b1] lies in [a0, a1]."""
    return max(0.0, min(a1, b1) - max(a0, b0))


def _span_gap(a0: float, a1: float, b0: float, b1: float) -> float:
    return max(b0 - a1, a0 - b1, 0.0)


def _crossings(bubble: Box, tip: tuple[float, float], keep: list[Box]) -> int:
    """How many samples of the tail lie over what must stay in view (the box the tail
    points into aside)."""
    start = ((bubble[0] + bubble[2]) / 2, (bubble[1] + bubble[3]) / 2)
    own = [box for box in keep if _inside(tip, box)]
    count = 0
    for k in range(1, TAIL_SAMPLES):
        t = k / TAIL_SAMPLES
        point = (start[0] + (tip[0] - start[0]) * t, start[1] + (tip[1] - start[1]) * t)
        if _inside(point, bubble):
            continue
        count += any(_inside(point, box) for box in keep if box not in own)
    return count
