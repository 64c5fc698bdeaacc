"""Render the app icon (assets/icon.svg) to PNG files with Qt's SVG renderer.

    python packaging/render_icons.py OUT_DIR [SIZE ...]       PNGs: OUT_DIR/<size>.png
    python packaging/render_icons.py --iconset DIR.iconset    for macOS's iconutil
    python packaging/render_icons.py --ico FILE.ico           for Windows

The PNG sizes default to 16 24 32 48 64 128 256 512: the hicolor icons of the
.deb. The .ico holds PNG images (read by Windows Vista and later).
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
from pathlib import Path

ICON = Path(__file__).resolve().parent.parent / "assets" / "icon.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(ICON))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {ICON}")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"{size}.png"
        if not image.save(str(path)):
            raise SystemExit(f"cannot write {path}")
        written.append(path)
    return written


def write_iconset(folder: Path) -> Path:
    """The folder iconutil turns into an .icns: icon_<n>x<n>[@2x].png."""
    pngs = {p.stem: p for p in render(folder / "sizes", (16, 32, 64, 128, 256, 512, 1024))}
    for size in (16, 32, 128, 256, 512):
        os.replace(pngs[str(size)], folder / f"icon_{size}x{size}.png")
        # read before the loop moves it: the @2x image is the next size's plain one
        (folder / f"icon_{size}x{size}@2x.png").write_bytes(pngs[str(2 * size)].read_bytes())
    for leftover in (folder / "sizes").iterdir():
        leftover.unlink()
    (folder / "sizes").rmdir()
    return folder


def write_ico(path: Path, sizes: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)) -> Path:
    """An .ico of PNG images: a 6-byte header, a 16-byte entry per image, the images."""
    with tempfile.TemporaryDirectory() as scratch:
        images = [p.read_bytes() for p in render(Path(scratch), sizes)]
    offset = 6 + 16 * len(images)
    header = struct.pack("<HHH", 0, 1, len(images))
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        side = size % 256  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + entries + b"".join(images))
    return path


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == "--iconset" and len(sys.argv) == 3:
        print(write_iconset(Path(sys.argv[2])))
        raise SystemExit(0)
    if sys.argv[1] == "--ico" and len(sys.argv) == 3:
        print(write_ico(Path(sys.argv[2])))
        raise SystemExit(0)
    chosen = tuple(int(s) for s in sys.argv[2:]) or SIZES
    for png in render(Path(sys.argv[1]), chosen):
        print(png)
