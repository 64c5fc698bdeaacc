"""TableBuilder: describe a table item by item, then let a Stage make it so.

A game view builds a fresh description on every change (observation, a
choice in progress, a resize): one call per item, with a stable key. The
builder also records which keys are legal targets of the current choice
(`target`), which stay dimmed (`dim`) and in which order the keyboard visits
them (`focus_order`); it configures every item accordingly on sync.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from caramba_desktop.ui.scene.items import (
    ButtonItem,
    CardItem,
    ChipItem,
    LabelItem,
    MatItem,
    PileItem,
    SvgItem,
)
from caramba_desktop.ui.scene.stage import Spec


@dataclass
class Target:
    """How an item takes part in the current choice: what a click does, whether it
    is already chosen (a tick), how far it is raised."""

    on_click: Callable[[QPointF | None], None] | None = None
    marked: bool = False
    lift: float = 0.0


class TableBuilder:
    """Collects the Specs of one table and the roles of its items in a choice."""

    def __init__(self) -> None:
        self.specs: list[Spec] = []
        self.targets: dict[Hashable, Target] = {}
        self.dim: set[Hashable] = set()
        self.refusals: dict[Hashable, Callable[[], None]] = {}
        self.focus_order: list[Hashable] = []
        self.anchors: dict[str, QPointF] = {}  # named places (a pile, a hand) for motion

    # roles ----------------------------------------------------------------------------

    def target(self, key: Hashable, on_click: Callable[[QPointF | None], None], *,
               marked: bool = False, lift: float = 0.0) -> None:
        """Make `key` a legal target of the current choice."""
        self.targets[key] = Target(on_click, marked, lift)

    def refuse(self, key: Hashable, try_move: Callable[[], None]) -> None:
        """A click on `key` is no choice now, yet it means a move: `try_move` offers it
        to the rules, whose refusal the table then puts in words."""
        self.refusals[key] = try_move

    def untarget(self, key: Hashable, dim: bool = True) -> None:
        self.targets.pop(key, None)
        if dim:
            self.dim.add(key)

    # items ------------------------------------------------------------------------------

    def add(self, key: Hashable, create: Callable[[], QGraphicsItem], pos: QPointF, *,
            z: float = 0.0, scale: float = 1.0, rotation: float = 0.0,
            ident: Hashable | None = None, source: QPointF | None = None,
            update: Callable[[QGraphicsItem], None] | None = None,
            kind: type | None = None) -> None:
        """Any item; `update` configures it (new or reused) on every sync."""
        # the closure holds the builder's dicts, not the builder: through self it would
        # close a reference cycle (builder, its specs, this closure) that only the
        # garbage collector frees, and its sweeps of every redraw's leftovers stall the table
        targets, dim, refusals = self.targets, self.dim, self.refusals

        def configure(item: QGraphicsItem) -> None:
            if update is not None:
                update(item)
            if hasattr(item, "set_state") and not isinstance(item, ButtonItem):
                target = targets.get(key)
                item.on_click = target.on_click if target else None
                item.on_refused = None if target else refusals.get(key)
                item.set_state(legal=target is not None, dimmed=key in dim,
                               marked=bool(target and target.marked),
                               lift=target.lift if target else 0.0)
        self.specs.append(Spec(key, create, pos, z, scale, rotation, ident=ident, source=source,
                               update=configure, kind=kind))

    def card(self, key: Hashable, face: str | None, back: str, face_up: bool, pos: QPointF, *,
             scale: float = 1.0, z: float = 0.0, hover_lift: float = 0.0, **kw) -> None:
        """A card showing its `face` (an SVG path) if face_up, else its `back`."""
        def update(item: CardItem) -> None:
            item.set_card(face, back, face_up)
            item.set_state(hover_lift=hover_lift)
        self.add(key, lambda: CardItem(face, back, face_up), pos, z=z, scale=scale,
                 update=update, kind=CardItem, **kw)

    def chip(self, key: Hashable, svg: str, size: float, pos: QPointF, *, z: float = 0.0,
             **kw) -> None:
        def update(item: ChipItem) -> None:
            item.set_svg(svg)
            item.set_size(size)
        self.add(key, lambda: ChipItem(svg, size), pos, z=z, update=update, kind=ChipItem, **kw)

    def svg(self, key: Hashable, svg: str, width: float, height: float, pos: QPointF, *,
            radius: float = 0.0, z: float = 0.0, **kw) -> None:
        def update(item: SvgItem) -> None:
            item.set_svg(svg)
            item.set_size(width, height)
        self.add(key, lambda: SvgItem(svg, width, height, radius), pos, z=z,
                 update=update, kind=SvgItem, **kw)

    def pile(self, key: Hashable, svg: str, count: int, pos: QPointF, *, width: float,
             height: float, radius: float = 0.0, z: float = 5.0, empty: str = "outline",
             **kw) -> None:
        """A pile with a count badge; `empty` is how an empty one looks ("outline", "faded")."""
        def update(item: PileItem) -> None:
            item.set_svg(svg)
            item.set_count(count)
            item.empty_style = empty
        self.add(key, lambda: PileItem(svg, width, height, radius, count), pos, z=z,
                 update=update, kind=PileItem, **kw)

    def label(self, key: Hashable, text: str, pos: QPointF, size: float = 22.0, *,
              color: str = "#fbf3e1", fill: str | None = None, border: str | None = None,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
              width: float | None = None, max_width: float | None = None,
              wrap: bool = False, z: float = 50.0) -> None:
        def update(item: LabelItem) -> None:
            item.set_text(text)
            item.set_style(color=color, fill=fill, border=border, size=size, width=width or 0,
                           max_width=max_width or 0)
        self.add(key, lambda: LabelItem(text, size, color=color, fill=fill, border=border,
                                        align=align, width=width, max_width=max_width,
                                        wrap=wrap),
                 pos, z=z, update=update, kind=LabelItem)

    def mat(self, key: Hashable, width: float, height: float, color: str, pos: QPointF, *,
            active: bool = False, faded: bool = False, opaque: bool = False,
            z: float = 0.0) -> None:
        self.add(key, lambda: MatItem(width, height, color), pos, z=z,
                 update=lambda m: m.set_mat(width, height, color, active, faded, opaque),
                 kind=MatItem)

    def button(self, key: Hashable, text: str, pos: QPointF, on_activate: Callable[[], None], *,
               enabled: bool = True, width: float = 230.0, height: float = 48.0,
               color: str = "#f4e3c1", ink: str = "#2b1a0e", z: float = 960.0,
               refused: Callable[[], None] | None = None) -> None:
        """A button on the table; only an enabled one acts, and joins the focus order (a
        click on a disabled one calls `refused`: the table says why not)."""
        def update(item: ButtonItem) -> None:
            item.set_button(text, color=color, ink=ink, enabled=enabled, width=width)
            item.on_click = (lambda pos: on_activate()) if enabled else None
            item.on_refused = None if enabled else refused
        self.add(key, lambda: ButtonItem(text, width, height), pos, z=z, update=update,
                 kind=ButtonItem)
