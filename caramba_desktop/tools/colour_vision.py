"""The tables as a player with red-green colour blindness sees them.

    python -m caramba_desktop.tools.colour_vision [--out build/colour_vision] [--lang en]

Renders the four tables in mid-game (the positions of `make screenshots`) and
writes each as seen with deuteranopia and with protanopia: <game>_<kind>.png.
The simulation is a colour matrix over the picture (Machado, Oliveira and
Fernandes 2009, full severity, applied to linear RGB). `simulate` gives the same
for one colour, so a test can check that the colours a table tells apart by
colour alone stay apart.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# rows: the R, G, B seen, from the R, G, B shown (linear RGB)
MATRICES = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
KINDS = tuple(MATRICES)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


LINEAR = [_linear(c) for c in range(256)]


def simulate(colour: str, kind: str) -> tuple[int, int, int]:
    """'#rrggbb' as seen with `kind` (deuteranopia or protanopia): (r, g, b)."""
    rgb = [LINEAR[int(colour[i:i + 2], 16)] for i in (1, 3, 5)]
    return tuple(_encoded(sum(m * c for m, c in zip(row, rgb, strict=True)))
                 for row in MATRICES[kind])


def distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """How far apart two colours look: CIE76 (Euclidean distance in L*a*b*)."""
    return sum((x - y) ** 2 for x, y in zip(_lab(a), _lab(b), strict=True)) ** 0.5


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    r, g, b = (LINEAR[c] for c in rgb)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b,
           0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
         for t in (xyz[0] / 0.9505, xyz[1], xyz[2] / 1.089)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def simulate_image(image, kind: str):
    """A QImage as seen with `kind`: the matrix over every pixel, through lookup tables
    (nine of 256 entries: each seen channel is a sum of three)."""
    from PySide6.QtGui import QImage

    source = image.convertToFormat(QImage.Format.Format_RGB888)
    tables = [[[m * LINEAR[c] for c in range(256)] for m in row] for row in MATRICES[kind]]
    encode = [_encoded(i / 4095) for i in range(4096)]
    width, height, stride = source.width(), source.height(), source.bytesPerLine()
    data = bytes(source.constBits())
    out = bytearray(len(data))
    for y in range(height):
        start = y * stride
        line = data[start:start + width * 3]
        pixels = zip(line[0::3], line[1::3], line[2::3], strict=True)
        seen = bytearray()
        for r, g, b in pixels:
            for tr, tg, tb in tables:
                seen.append(encode[min(4095, max(0, int((tr[r] + tg[g] + tb[b]) * 4095)))])
        out[start:start + width * 3] = seen
    return QImage(bytes(out), width, height, stride, QImage.Format.Format_RGB888).copy()


def render(out: Path, lang: str) -> list[Path]:
    from caramba_desktop.tools import screenshots

    temp = screenshots._isolate()
    from caramba_desktop.app import make_application
    from caramba_desktop.ui import language
    from caramba_desktop.ui.main_window import MainWindow
    from caramba_desktop.ui.scene import set_animation_speed

    app = make_application([])
    app.setStyle("Fusion")
    set_animation_speed(0)
    language.install(app, lang, remember=False)
    window = MainWindow()
    window.session_kwargs = {"step_delay_ms": 0, "chance_delay_ms": 0}
    window.resize(*screenshots.SIZE)
    window.show()
    written = []
    positions = screenshots.positions()
    out.mkdir(parents=True, exist_ok=True)
    for game in ("caramba", "cabo", "caravan", "mina"):
        screenshots._show(app, window, positions[game])
        picture = window.grab().toImage()
        for kind in KINDS:
            path = out / f"{game}_{kind}.png"
            simulate_image(picture, kind).save(str(path))
            print(path)
            written.append(path)
    window.close()
    temp.cleanup()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/colour_vision", type=Path)
    parser.add_argument("--lang", default="en", choices=("de", "fr", "sv", "en"))
    args = parser.parse_args(argv)
    render(args.out, args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())
