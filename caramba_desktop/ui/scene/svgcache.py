"""Where the SVG art lives, and a cache of it rendered at the sizes on screen.

As in KDE's libkcardgame, an item never scales a bitmap: it asks the cache for
a pixmap of exactly the size it covers on the device (scene size x view scale
x devicePixelRatio), so cards stay sharp at any window size and DPI.
"""

from __future__ import annotations

import functools
import math
import sys
from collections import OrderedDict
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


@functools.cache  # asked for every item of every redraw: look once
def assets_dir() -> Path:
    """The folder `assets/` (beside the package, or inside a PyInstaller bundle)."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "assets")
    here = Path(__file__).resolve()
    candidates.append(here.parents[3] / "assets")  # repository / source tree
    candidates.append(here.parents[2] / "assets")  # assets installed inside the package
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[-2] if bundle else candidates[0]


@functools.lru_cache(maxsize=4096)  # a view asks for the same few files at every redraw
def asset_path(*parts: str) -> str:
    """The path of an asset file, e.g. asset_path("caramba", "bag.svg")."""
    return str(assets_dir().joinpath(*parts))


class Shadow(NamedTuple):
    """A soft shadow a picture casts down and to the right: its offset, the rounding of
    its corners and its darkness (0-255)."""

    dx: float
    dy: float
    radius: float
    alpha: int

    def in_pixels(self, across: float, down: float) -> Shadow:
        """The same shadow measured in pixels, at `across` and `down` pixels per unit."""
        return Shadow(round(self.dx * across, 2), round(self.dy * down, 2),
                      round(self.radius * across, 2), self.alpha)


class SvgCache:
    """One QSvgRenderer per file, and an LRU cache of pixmaps per (file, size, dpr)."""

    def __init__(self, max_pixmaps: int = 800) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self.max_pixmaps = max_pixmaps

    def renderer(self, path: str) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(path)
            renderer.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
            self._renderers[path] = renderer
        return renderer

    def default_size(self, path: str) -> QSize:
        return self.renderer(path).defaultSize()

    def pixmap(self, path: str, width_px: int, height_px: int, dpr: float = 1.0,
               shadow: Shadow | None = None) -> QPixmap:
        """`path` rendered to width_px x height_px device pixels (devicePixelRatio `dpr`),
        over its `shadow` (in device pixels) if given: the pixmap then reaches that much
        further right and down."""
        width_px, height_px = max(1, int(width_px)), max(1, int(height_px))
        key = (path, width_px, height_px, round(dpr * 100), shadow)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pad_x, pad_y = (math.ceil(shadow.dx), math.ceil(shadow.dy)) if shadow else (0, 0)
        image = QImage(width_px + pad_x, height_px + pad_y,
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if shadow:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, shadow.alpha))
            painter.drawRoundedRect(QRectF(shadow.dx, shadow.dy, width_px, height_px),
                                    shadow.radius, shadow.radius)
        self.renderer(path).render(painter, QRectF(0, 0, width_px, height_px))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self.max_pixmaps:
            self._pixmaps.popitem(last=False)
        return pixmap

    def clear(self) -> None:
        self._pixmaps.clear()


_CACHE: SvgCache | None = None


def svg_cache() -> SvgCache:
    """The application's one cache (create it after the QApplication)."""
    global _CACHE
    if _CACHE is None:
        _CACHE = SvgCache()
    return _CACHE
