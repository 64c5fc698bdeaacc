"""Generate the Caramba! SVG art (our own drawings): card faces, card backs,
special cards, crate chips, the bag and the start-player token.

Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python assets/caramba/make_art.py

Text (card values, names) is converted to plain SVG paths here, with Qt and the
DejaVu fonts, so the committed SVG files render the same on every system
whatever fonts it has. The generated .svg files are committed; rerun this
script after changing the drawing code or caramba_desktop/games/caramba/data.py.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from caramba_desktop.games.caramba.data import BANDS, CARD_VALUES, CRATE_VALUES, TREASURES  # noqa: E402
from caramba_desktop.ui.palette import BAND_COLOURS, TREASURE_COLOURS  # noqa: E402

# ---------------------------------------------------------------------------
# palette: the colours carry the rules (gold yellow, ammunition green,
# dynamite red) and tell the four bands apart
# ---------------------------------------------------------------------------

PAPER = "#fbf3e1"
INK = "#3a2716"


def mix(a: str, b: str, t: float) -> str:
    """The colour a fraction t of the way from a to b."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb))


def _light(colour: str) -> bool:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b > 150


def _treasure(colour: str) -> dict[str, str]:
    return {"base": colour, "dark": mix(colour, "#000000", 0.5), "light": mix(colour, PAPER, 0.8),
            "ink": "#3d2b00" if _light(colour) else "#ffffff"}


def _band(colour: str) -> dict[str, str]:
    light = _light(colour)
    return {"base": colour, "dark": mix(colour, "#000000", 0.3 if light else 0.45),
            "light": mix(colour, PAPER, 0.8), "ink": "#3a2716" if light else PAPER}


# one source of truth for the colours that carry the rules: ui/palette.py
TREASURE = {t: _treasure(c) for t, c in TREASURE_COLOURS.items()}
BAND = {b: _band(c) for b, c in BAND_COLOURS.items()}
WOOD = "#c48a4e"
WOOD_DARK = "#6e4322"
WOOD_LIGHT = "#dcaa6e"

W, H, R = 630, 880, 42  # card: poker proportions 63 x 88, rounded corners
STRIP = 230  # the coloured strip along a card's short edge (value + colour)

_app = None


def _qt():
    global _app
    from PySide6.QtGui import QGuiApplication

    if _app is None:
        _app = QGuiApplication.instance() or QGuiApplication(["make_art", "-platform", "offscreen"])
    return _app


def _fmt(v: float) -> str:
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def text_path(text: str, size: float, x: float, y: float, *, anchor: str = "middle",
              family: str = "DejaVu Serif", bold: bool = True, condensed: bool = False,
              fill: str = INK, stroke: str | None = None, stroke_width: float = 0,
              valign: str = "baseline", max_width: float | None = None) -> str:
    """`text` as an SVG path (glyph outlines), placed at (x, y)."""
    _qt()
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFont, QPainterPath, QTransform

    font = QFont(family + (" Condensed" if condensed else ""))
    font.setBold(bold)
    font.setPixelSize(100)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    scale = size / 100
    if max_width and box.width() * scale > max_width:
        scale = max_width / box.width()
    dx = {"start": -box.left(), "middle": -box.center().x(), "end": -box.right()}[anchor]
    dy = {"baseline": 0, "middle": -box.center().y(), "top": -box.top()}[valign]
    path = QTransform().translate(x, y).scale(scale, scale).translate(dx, dy).map(path)
    parts = []
    i, n = 0, path.elementCount()
    while i < n:
        e = path.elementAt(i)
        if e.isMoveTo():
            parts.append(f"M{_fmt(e.x)} {_fmt(e.y)}")
            i += 1
        elif e.isLineTo():
            parts.append(f"L{_fmt(e.x)} {_fmt(e.y)}")
            i += 1
        else:  # cubic: this element and the next two
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            parts.append(f"C{_fmt(e.x)} {_fmt(e.y)} {_fmt(c2.x)} {_fmt(c2.y)} "
                         f"{_fmt(end.x)} {_fmt(end.y)}")
            i += 3
    d = "".join(parts)
    out = f'<path d="{d}" fill="{fill}"/>'
    if stroke:  # an outline under the glyphs (QtSvg knows no paint-order)
        out = (f'<path d="{d}" fill="{stroke}" stroke="{stroke}" '
               f'stroke-width="{_fmt(stroke_width)}" stroke-linejoin="round"/>' + out)
    return out


def svg(width: float, height: float, body: str, defs: str = "") -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
            f'<!-- Caramba Desktop art, generated by assets/caramba/make_art.py -->\n'
            f'<defs>{defs}</defs>\n{body}\n</svg>\n')


# ---------------------------------------------------------------------------
# pictograms, drawn in a 100 x 100 box centred on (50, 50)
# ---------------------------------------------------------------------------

def picto_gold() -> str:
    """Three stacked gold bars and a nugget glint."""
    def bar(x: float, y: float) -> str:
        return (f'<path d="M{x + 8} {y} h34 l8 18 h-50 z" fill="#f7d54a" stroke="#7a5600" '
                f'stroke-width="3" stroke-linejoin="round"/>'
                f'<path d="M{x} {y + 18} h50 v9 h-50 z" fill="#d9a514" stroke="#7a5600" '
                f'stroke-width="3" stroke-linejoin="round"/>'
                f'<path d="M{x + 12} {y + 4} h16" stroke="#fff6c8" stroke-width="3" '
                f'stroke-linecap="round"/>')
    return (bar(2, 62) + bar(48, 62) + bar(25, 33)
            + '<path d="M74 14 l3 9 9 3 -9 3 -3 9 -3 -9 -9 -3 9 -3z" fill="#fffbe0" '
              'stroke="#b08400" stroke-width="1.5"/>')


def picto_ammo() -> str:
    """Three cartridges standing in a bandolier."""
    out = []
    for x in (18, 41, 64):
        out.append(
            f'<path d="M{x} 40 q9 -30 18 0 z" fill="#c87a3c" stroke="#5a3210" stroke-width="3" '
            f'stroke-linejoin="round"/>'
            f'<rect x="{x}" y="40" width="18" height="38" fill="#e3b54a" stroke="#6b4a0c" '
            f'stroke-width="3"/>'
            f'<path d="M{x + 5} 46 v24" stroke="#fff0b0" stroke-width="3" stroke-linecap="round"/>')
    out.append('<rect x="6" y="62" width="88" height="18" rx="4" fill="#4f7d2c" stroke="#20400f" '
               'stroke-width="3"/>'
               '<path d="M10 71 h80" stroke="#86b55a" stroke-width="2" stroke-dasharray="6 5"/>')
    return "".join(out)


def picto_dynamite() -> str:
    """A bundle of three red sticks with a burning fuse."""
    out = ['<path d="M50 22 q6 -10 16 -12" fill="none" stroke="#4a3422" stroke-width="3.5" '
           'stroke-linecap="round"/>',
           '<path d="M70 0 l3 7 7 -2 -4 6 6 4 -7 1 1 7 -5 -5 -5 5 1 -7 -7 -1 6 -4 -4 -6 7 2z" '
           'fill="#ffd23f" stroke="#d9661c" stroke-width="1.5" stroke-linejoin="round"/>']
    for x, y in ((20, 30), (56, 30), (38, 24)):
        out.append(f'<rect x="{x}" y="{y}" width="24" height="66" rx="5" fill="#d8392b" '
                   f'stroke="#6d140d" stroke-width="3"/>'
                   f'<path d="M{x + 6} {y + 6} v52" stroke="#f28b7f" stroke-width="3" '
                   f'stroke-linecap="round"/>')
    out.append('<rect x="16" y="62" width="68" height="10" rx="2" fill="#e8d6a8" stroke="#6d4d1d" '
               'stroke-width="2.5"/>')
    return "".join(out)


PICTO = {"gold": picto_gold, "ammo": picto_ammo, "dynamite": picto_dynamite}


def place(body: str, cx: float, cy: float, size: float, rotate: float = 0) -> str:
    s = size / 100
    rot = f" rotate({_fmt(rotate)})" if rotate else ""
    return (f'<g transform="translate({_fmt(cx)} {_fmt(cy)}){rot} scale({s:.4f}) '
            f'translate(-50 -50)">{body}</g>')


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------

def card_outline() -> str:
    return (f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="{R - 3}" fill="none" '
            f'stroke="{INK}" stroke-width="6"/>')


def top_rounded(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rectangle whose two top corners are rounded (QtSvg has no clip-path)."""
    return (f"M{x} {y + h} V{y + r} A{r} {r} 0 0 1 {x + r} {y} H{x + w - r} "
            f"A{r} {r} 0 0 1 {x + w} {y + r} V{y + h} Z")


def clip_segment(x0: float, y0: float, x1: float, y1: float,
                 box: tuple[float, float, float, float]) -> tuple[float, ...] | None:
    """The part of a segment inside box (left, top, right, bottom): Liang-Barsky."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def treasure_strip(treasure: str, value: int) -> str:
    """The strip at the top of a card: colour, big value, small pictogram.

    Drawn for the top edge; the bottom one is the same, turned by 180 degrees."""
    t = TREASURE[treasure]
    ink_stroke = t["dark"] if treasure != "gold" else "#fff3c4"
    return (f'<path d="{top_rounded(0, 0, W, STRIP, R)}" fill="{t["base"]}"/>'
            f'<rect x="0" y="{STRIP - 14}" width="{W}" height="14" fill="{t["dark"]}" '
            f'opacity="0.55"/>'
            + text_path(str(value), 250, 52, STRIP / 2 - 6, anchor="start", valign="middle",
                        fill=t["ink"], stroke=ink_stroke, stroke_width=10)
            + f'<circle cx="{W - 130}" cy="{STRIP / 2 - 6}" r="86" fill="{PAPER}" '
              f'stroke="{t["dark"]}" stroke-width="7"/>'
            + place(PICTO[treasure](), W - 130, STRIP / 2 - 6, 130))


def single_card(treasure: str, value: int) -> str:
    t = TREASURE[treasure]
    body = (f'<g>'
            f'<rect width="{W}" height="{H}" rx="{R}" fill="{PAPER}"/>'
            f'<rect x="36" y="{STRIP + 24}" width="{W - 72}" height="{H - 2 * STRIP - 48}" '
            f'rx="26" fill="{t["light"]}" stroke="{t["base"]}" stroke-width="5"/>'
            + place(PICTO[treasure](), W / 2, H / 2, 330)
            + treasure_strip(treasure, value)
            + f'<g transform="rotate(180 {W / 2} {H / 2})">{treasure_strip(treasure, value)}</g>'
            + '</g>' + card_outline())
    return svg(W, H, body)


def double_card(parts: list[tuple[str, int]]) -> str:
    """A two-treasure card: the first treasure on the top half, the second on the
    bottom half turned round, so either colour can face the centre of the table."""
    def half(treasure: str, value: int) -> str:
        t = TREASURE[treasure]
        return (f'<path d="{top_rounded(0, 0, W, H / 2, R)}" fill="{t["light"]}"/>'
                + place(PICTO[treasure](), W / 2, STRIP + (H / 2 - STRIP) / 2 + 2, 205)
                + treasure_strip(treasure, value))
    (t1, v1), (t2, v2) = parts
    body = (f'<g>'
            f'<rect width="{W}" height="{H}" rx="{R}" fill="{PAPER}"/>'
            + half(t1, v1)
            + f'<g transform="rotate(180 {W / 2} {H / 2})">{half(t2, v2)}</g>'
            + f'<path d="M0 {H / 2} H{W}" stroke="{INK}" stroke-width="6"/>'
            + f'<circle cx="{W / 2}" cy="{H / 2}" r="20" fill="{PAPER}" stroke="{INK}" '
              f'stroke-width="5"/>'
            + '</g>' + card_outline())
    return svg(W, H, body)


def emblem(band: str) -> str:
    """A simple emblem per band in a 100 box (cream on the band colour)."""
    c = PAPER
    if band == "bandidos":  # a sombrero
        return (f'<path d="M4 66 q46 22 92 0 q-8 -10 -26 -10 q-4 -34 -20 -36 q-16 2 -20 36 '
                f'q-18 0 -26 10z" fill="{c}"/>'
                f'<path d="M31 54 q19 8 38 0" stroke="{BAND[band]["base"]}" stroke-width="5" '
                f'fill="none"/>')
    if band == "soldados":  # a five-pointed star badge
        return (f'<circle cx="50" cy="50" r="40" fill="none" stroke="{c}" stroke-width="6"/>'
                f'<path d="M50 18 L58.8 39.9 L82.4 41.5 L64.3 56.6 L70 79.5 L50 67 L30 79.5 '
                f'L35.7 56.6 L17.6 41.5 L41.2 39.9Z" fill="{c}"/>')
    if band == "gringos":  # a horseshoe
        return (f'<path d="M26 86 L18 46 Q18 12 50 12 Q82 12 82 46 L74 86 L60 86 L66 46 '
                f'Q66 28 50 28 Q34 28 34 46 L40 86Z" fill="{c}"/>'
                + "".join(f'<circle cx="{x}" cy="{y}" r="3.5" fill="{BAND[band]["base"]}"/>'
                          for x, y in ((26, 66), (24, 48), (74, 66), (76, 48), (34, 28), (66, 28))))
    # indios: a feather
    return (f'<path d="M70 8 Q96 40 44 88 L38 94 L34 90 L40 84 Q20 40 70 8Z" fill="{c}"/>'
            f'<path d="M66 16 Q54 50 37 89" stroke="{BAND[band]["base"]}" stroke-width="4" '
            f'fill="none"/>'
            + "".join(f'<path d="M{x} {y} l-12 4" stroke="{BAND[band]["base"]}" '
                      f'stroke-width="3"/>' for x, y in ((58, 34), (53, 48), (47, 62)))
            + "".join(f'<path d="M{x} {y} l12 -6" stroke="{BAND[band]["base"]}" '
                      f'stroke-width="3"/>' for x, y in ((62, 36), (57, 52), (52, 66))))


def card_back(band: str) -> str:
    b = BAND[band]
    frame = PAPER if b["ink"] == PAPER else b["dark"]  # light bands get a dark frame
    segments = (clip_segment(x, 0, x - H, H, (14, 14, W - 14, H - 14))
                for x in range(0, W + H, 44))
    stripes = "".join(f'<path d="M{s[0]:.1f} {s[1]:.1f} L{s[2]:.1f} {s[3]:.1f}" '
                      f'stroke="{b["dark"]}" stroke-width="14" opacity="0.35"/>'
                      for s in segments if s)
    body = (f'<g>'
            f'<rect width="{W}" height="{H}" rx="{R}" fill="{b["base"]}"/>{stripes}'
            f'<rect x="34" y="34" width="{W - 68}" height="{H - 68}" rx="26" fill="none" '
            f'stroke="{frame}" stroke-width="8"/>'
            f'<circle cx="{W / 2}" cy="{H / 2 - 30}" r="170" fill="{b["dark"]}" stroke="{frame}" '
            f'stroke-width="10"/>'
            + place(emblem(band), W / 2, H / 2 - 30, 230)
            + f'<rect x="90" y="{H - 200}" width="{W - 180}" height="96" rx="48" '
              f'fill="{b["dark"]}" stroke="{frame}" stroke-width="5"/>'
            + text_path(band.capitalize(), 62, W / 2, H - 152, valign="middle", fill=PAPER,
                        max_width=W - 240)
            + '</g>' + card_outline())
    return svg(W, H, body)


def special_back() -> str:
    """The common back of the four special cards (dealt face down)."""
    base, dark, gilt = "#5a2f17", "#3b1d0d", "#e0a23a"
    segments = (clip_segment(x, 0, x - H, H, (14, 14, W - 14, H - 14))
                for x in range(0, W + H, 44))
    stripes = "".join(f'<path d="M{s[0]:.1f} {s[1]:.1f} L{s[2]:.1f} {s[3]:.1f}" '
                      f'stroke="{dark}" stroke-width="14" opacity="0.5"/>' for s in segments if s)
    star = []
    for k in range(16):
        a = math.radians(k * 22.5 - 90)
        r = 150 if k % 2 == 0 else 62
        star.append(f"{W / 2 + r * math.cos(a):.1f} {H / 2 + r * math.sin(a):.1f}")
    body = (f'<rect width="{W}" height="{H}" rx="{R}" fill="{base}"/>{stripes}'
            f'<rect x="34" y="34" width="{W - 68}" height="{H - 68}" rx="26" fill="none" '
            f'stroke="{gilt}" stroke-width="8"/>'
            f'<circle cx="{W / 2}" cy="{H / 2}" r="200" fill="{dark}" stroke="{gilt}" '
            f'stroke-width="10"/>'
            f'<path d="M{" L".join(star)}Z" fill="{gilt}" stroke="#fbe3a6" stroke-width="6" '
            f'stroke-linejoin="round"/>'
            f'<circle cx="{W / 2}" cy="{H / 2}" r="40" fill="{dark}" stroke="#fbe3a6" '
            f'stroke-width="6"/>'
            + card_outline())
    return svg(W, H, body)


SPECIAL_NAMES = {  # the same Spanish names in every language
    "manos_arriba": ("Manos", "arriba!"),
    "estoy_de_vuelta": ("Estoy de", "vuelta!"),
    "fuera": ("Fuera!",),
    "en_seguridad": ("En", "seguridad!"),
}


def picto_special(name: str) -> str:
    skin, dark = "#e7b07a", "#6b3d1c"
    if name == "manos_arriba":  # two raised hands
        def hand(x: float, flip: bool) -> str:
            s = -1 if flip else 1
            tr = f"translate({x} 0) scale({s} 1)"
            return (f'<g transform="{tr}"><path d="M-14 92 L-16 50 L-22 30 Q-24 22 -17 22 '
                    f'L-10 40 L-12 10 Q-11 3 -5 4 L-3 36 L-1 4 Q5 0 8 5 L7 37 L11 10 Q16 6 19 11 '
                    f'L16 42 L22 28 Q28 26 27 34 L18 62 L16 92Z" fill="{skin}" stroke="{dark}" '
                    f'stroke-width="3.5" stroke-linejoin="round"/></g>')
        return hand(28, False) + hand(72, True)
    if name == "estoy_de_vuelta":  # a card coming back: circular arrow around a card
        return (f'<rect x="36" y="30" width="28" height="40" rx="4" fill="{PAPER}" stroke="{INK}" '
                f'stroke-width="3.5"/>'
                f'<path d="M22 62 A30 30 0 1 1 50 80" fill="none" stroke="#2d5ea8" '
                f'stroke-width="9" stroke-linecap="round"/>'
                f'<path d="M8 54 L22 74 L36 56Z" fill="#2d5ea8"/>')
    if name == "fuera":  # a shield
        return ('<path d="M50 6 L88 20 Q88 70 50 94 Q12 70 12 20Z" fill="#b8c4cf" '
                'stroke="#2f3a45" stroke-width="5" stroke-linejoin="round"/>'
                '<path d="M50 16 L78 26 Q78 64 50 83Z" fill="#e4eaf0"/>'
                '<path d="M35 50 L46 61 L67 36" fill="none" stroke="#2f3a45" stroke-width="8" '
                'stroke-linecap="round" stroke-linejoin="round"/>')
    # en_seguridad: a safe
    return ('<rect x="12" y="14" width="76" height="72" rx="8" fill="#6f7a84" stroke="#2a3036" '
            'stroke-width="4"/>'
            '<rect x="20" y="22" width="60" height="56" rx="5" fill="#8d99a4" stroke="#2a3036" '
            'stroke-width="3"/>'
            '<circle cx="50" cy="50" r="16" fill="#d7dde2" stroke="#2a3036" stroke-width="3.5"/>'
            '<path d="M50 38 V50 L58 56" stroke="#2a3036" stroke-width="4" fill="none" '
            'stroke-linecap="round"/>'
            '<rect x="18" y="86" width="12" height="6" fill="#2a3036"/>'
            '<rect x="70" y="86" width="12" height="6" fill="#2a3036"/>')


def special_card(name: str) -> str:
    lines = SPECIAL_NAMES[name]
    title_h = 250
    title = []
    if len(lines) == 1:
        title.append(text_path(lines[0], 120, W / 2, title_h / 2, valign="middle", fill=PAPER,
                               condensed=True, max_width=W - 100))
    else:
        title.append(text_path(lines[0], 92, W / 2, title_h / 2 - 48, valign="middle",
                               fill=PAPER, condensed=True, max_width=W - 100))
        title.append(text_path(lines[1], 92, W / 2, title_h / 2 + 52, valign="middle",
                               fill=PAPER, condensed=True, max_width=W - 100))
    cx, cy = W / 2, title_h + (H - title_h) / 2 - 10
    box = (30, title_h + 28, W - 30, H - 30)
    rays = []
    for k in range(12):
        a = math.radians(k * 30 + 15)
        seg = clip_segment(cx, cy, cx + 900 * math.cos(a), cy + 900 * math.sin(a), box)
        if seg:
            rays.append(f'<path d="M{seg[0]:.1f} {seg[1]:.1f} L{seg[2]:.1f} {seg[3]:.1f}" '
                        f'stroke="#f3dfb2" stroke-width="44"/>')
    body = (f'<g>'
            f'<rect width="{W}" height="{H}" rx="{R}" fill="#f8e7c2"/>'
            f'<rect x="24" y="{title_h + 22}" width="{W - 48}" height="{H - title_h - 46}" '
            f'rx="24" fill="#f8ebcc"/>{"".join(rays)}'
            f'<path d="{top_rounded(0, 0, W, title_h, R)}" fill="#5a2f17"/>'
            f'<rect x="0" y="{title_h - 14}" width="{W}" height="14" fill="#e0a23a"/>'
            + "".join(title)
            + place(picto_special(name), cx, cy, 430)
            + f'<rect x="24" y="{title_h + 22}" width="{W - 48}" height="{H - title_h - 46}" '
              f'rx="24" fill="none" stroke="#e0a23a" stroke-width="6"/>'
            + '</g>' + card_outline())
    return svg(W, H, body)


# ---------------------------------------------------------------------------
# crates (chips), the bag, the start-player token
# ---------------------------------------------------------------------------

C = 200  # chip size


def crate_body(brace: bool) -> str:
    planks = "".join(f'<rect x="14" y="{y}" width="{C - 28}" height="{(C - 28) / 4}" '
                     f'fill="{WOOD if i % 2 else WOOD_LIGHT}"/>'
                     f'<path d="M20 {y + 10} q40 6 80 0 t70 2" stroke="#a06a34" stroke-width="2" '
                     f'fill="none" opacity="0.7"/>'
                     for i, y in enumerate(14 + k * (C - 28) / 4 for k in range(4)))
    seams = "".join(f'<path d="M14 {14 + k * (C - 28) / 4} H{C - 14}" stroke="{WOOD_DARK}" '
                    f'stroke-width="3"/>' for k in range(1, 4))
    out = (f'<rect x="4" y="4" width="{C - 8}" height="{C - 8}" rx="22" fill="{WOOD_DARK}"/>'
           + planks + seams)
    if brace:
        out += (f'<path d="M22 22 L{C - 22} {C - 22} M{C - 22} 22 L22 {C - 22}" '
                f'stroke="{WOOD_DARK}" stroke-width="26" stroke-linecap="round"/>'
                f'<path d="M22 22 L{C - 22} {C - 22} M{C - 22} 22 L22 {C - 22}" '
                f'stroke="#b57c42" stroke-width="16" stroke-linecap="round"/>')
    out += (f'<rect x="10" y="10" width="{C - 20}" height="{C - 20}" rx="17" fill="none" '
            f'stroke="#8a5a2e" stroke-width="10"/>'
            + "".join(f'<circle cx="{x}" cy="{y}" r="6" fill="#3b2a1a"/>'
                      for x in (24, C - 24) for y in (24, C - 24)))
    return out


def crate(treasure: str, value: int) -> str:
    t = TREASURE[treasure]
    ink_stroke = t["dark"] if treasure != "gold" else "#fff3c4"
    body = (crate_body(False)
            + f'<circle cx="{C / 2}" cy="{C / 2}" r="66" fill="{t["base"]}" stroke="{PAPER}" '
              f'stroke-width="9"/>'
            + f'<circle cx="{C / 2}" cy="{C / 2}" r="72" fill="none" stroke="{t["dark"]}" '
              f'stroke-width="4"/>'
            + text_path(str(value), 118, C / 2, C / 2 + 2, valign="middle", fill=t["ink"],
                        stroke=ink_stroke, stroke_width=6)
            + f'<circle cx="{C - 34}" cy="{C - 34}" r="26" fill="{PAPER}" stroke="{t["dark"]}" '
              f'stroke-width="4"/>'
            + place(PICTO[treasure](), C - 34, C - 34, 38))
    return svg(C, C, body)


def crate_secured() -> str:
    body = (crate_body(True)
            + f'<circle cx="{C / 2}" cy="{C / 2}" r="34" fill="{WOOD_DARK}"/>'
            + '<path d="M84 96 v-14 a16 16 0 0 1 32 0 v14" fill="none" stroke="#d8dde2" '
              'stroke-width="7"/>'
            + '<rect x="76" y="94" width="48" height="34" rx="6" fill="#e8c45a" stroke="#5a3d0c" '
              'stroke-width="4"/>'
            + '<circle cx="100" cy="109" r="5" fill="#5a3d0c"/>')
    return svg(C, C, body)


def bag() -> str:
    body = ('<path d="M70 52 Q40 70 30 120 Q22 176 100 182 Q178 176 170 120 Q160 70 130 52Z" '
            'fill="#b99463" stroke="#4e3519" stroke-width="7" stroke-linejoin="round"/>'
            '<path d="M66 38 Q100 58 134 38 L128 56 Q100 66 72 56Z" fill="#a07a4a" '
            'stroke="#4e3519" stroke-width="6" stroke-linejoin="round"/>'
            '<path d="M70 56 Q100 70 130 56" fill="none" stroke="#6e1f1a" stroke-width="7"/>'
            '<path d="M128 60 q18 8 14 28" fill="none" stroke="#6e1f1a" stroke-width="6" '
            'stroke-linecap="round"/>'
            '<path d="M58 110 q10 40 34 52 M140 104 q0 40 -26 58" fill="none" stroke="#8c6a3c" '
            'stroke-width="4"/>')
    return svg(C, C, body)


def start_token() -> str:
    body = ('<circle cx="100" cy="100" r="92" fill="#e0a23a" stroke="#5a2f17" stroke-width="8"/>'
            '<circle cx="100" cy="100" r="76" fill="#f6d98f" stroke="#b5731f" stroke-width="4"/>'
            + place(emblem("bandidos").replace("#fbf3e1", "#5a2f17").replace(
                BAND["bandidos"]["base"], "#e0a23a"), 100, 100, 130))
    return svg(C, C, body)


def shield_token() -> str:
    """The marker of a treasure protected by Fuera! (laid beside those crates)."""
    body = ('<circle cx="100" cy="100" r="92" fill="#5a2f17" stroke="#e0a23a" stroke-width="8"/>'
            + place(picto_special("fuera"), 100, 102, 130))
    return svg(C, C, body)


# ---------------------------------------------------------------------------

def card_file(card: str) -> str:
    return "card_" + card.replace("/", "_") + ".svg"


def main() -> None:
    out = HERE
    written = []

    def write(name: str, text: str) -> None:
        (out / name).write_text(text, encoding="utf-8")
        written.append(name)

    singles = {(t, v) for t in TREASURES for v in range(2, 8)}
    for t, v in sorted(singles):
        write(card_file(f"{t}{v}"), single_card(t, v))
    for card, values in sorted(CARD_VALUES.items()):
        parts = [(p.rstrip("0123456789"), int(p.lstrip("abcdefghijklmnopqrstuvwxyz")))
                 for p in card.split("/")]
        assert dict(parts) == values
        if len(parts) == 2:
            write(card_file(card), double_card(parts))
    for band in BANDS:
        write(f"back_{band}.svg", card_back(band))
    for name in SPECIAL_NAMES:
        write(f"special_{name}.svg", special_card(name))
    write("back_special.svg", special_back())
    for t in TREASURES:
        for v in sorted(set(CRATE_VALUES)):
            write(f"crate_{t}{v}.svg", crate(t, v))
    write("crate_secured.svg", crate_secured())
    write("bag.svg", bag())
    write("start_player.svg", start_token())
    write("protected.svg", shield_token())
    print(f"wrote {len(written)} files to {out}")


if __name__ == "__main__":
    main()
