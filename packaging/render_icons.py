"""Render the app icon (assets/icon.svg) to PNG files with Qt's SVG renderer.

    python packaging/render_icons.py OUT_DIR [SIZE ...]       PNGs: OUT_DIR/<size>.png
    python packaging/render_icons.py --icns FILE.icns         for macOS
    python packaging/render_icons.py --ico FILE.ico           for Windows

The PNG sizes default to 16 24 32 48 64 128 256 512: the hicolor icons of the
.deb. The .ico holds PNG images (read by Windows Vista and later), and so does
the .icns (read by macOS 10.7 and later).
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


# macOS's icon types that hold a PNG of the given side (the @2x types of a size
# carry twice its pixels): 16 and 32 (icp4, icp5), then 128, 256, 512, 1024, then
# 16, 32, 128, 256 at @2x
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))


def write_icns(path: Path) -> Path:
    """A macOS .icns of PNG images: 'icns' and the file's length, then per image its
    type, its length (with these 8 bytes) and the PNG. All numbers big-endian."""
    sides = tuple(sorted({side for _, side in ICNS_TYPES}))
    with tempfile.TemporaryDirectory() as scratch:
        pngs = {side: png.read_bytes()
                for side, png in zip(sides, render(Path(scratch), sides), strict=True)}
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[side])) + pngs[side]
                    for kind, side in ICNS_TYPES)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)
    return path


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
    if sys.argv[1] == "--icns" and len(sys.argv) == 3:
        print(write_icns(Path(sys.argv[2])))
        raise SystemExit(0)
    if sys.argv[1] == "--ico" and len(sys.argv) == 3:
        print(write_ico(Path(sys.argv[2])))
        raise SystemExit(0)
    chosen = tuple(int(s) for s in sys.argv[2:]) or SIZES
    for png in render(Path(sys.argv[1]), chosen):
        print(png)
