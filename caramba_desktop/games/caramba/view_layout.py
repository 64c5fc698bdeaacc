"""The Caramba! table's pieces: names in the player's language, card and crate
pictures, the order of a hand, and where each seat lies (scene units)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from caramba_desktop.games.caramba.data import BANDS, CARD_VALUES, CRATE_PARTS, TREASURES
from caramba_desktop.ui.scene import TABLE_HEIGHT, asset_path


def treasure_name(treasure: str) -> str:
    return {
        "gold": QCoreApplication.translate("CarambaView", "Gold"),
        "ammo": QCoreApplication.translate("CarambaView", "Ammunition"),
        "dynamite": QCoreApplication.translate("CarambaView", "Dynamite"),
    }[treasure]


def special_name(special: str) -> str:
    # the Spanish names are the same in every language (a translation may space them)
    return {
        "manos_arriba": QCoreApplication.translate("CarambaView", "Manos arriba!"),
        "estoy_de_vuelta": QCoreApplication.translate("CarambaView", "Estoy de vuelta!"),
        "fuera": QCoreApplication.translate("CarambaView", "Fuera!"),
        "en_seguridad": QCoreApplication.translate("CarambaView", "En seguridad!"),
    }[special]


def special_effect(special: str) -> str:
    """What a special card does and when it may be played, in one tooltip."""
    return {
        "manos_arriba": QCoreApplication.translate(
            "CarambaView", "Manos arriba!: on your auction turn, instead of a bid card (not in "
            "the first round of bidding). The auction ends at once and goes to the result."),
        "estoy_de_vuelta": QCoreApplication.translate(
            "CarambaView", "Estoy de vuelta!: on your auction turn, instead of a bid card. "
            "Take one card of your discard pile back into your hand; you stay in the auction."),
        "fuera": QCoreApplication.translate(
            "CarambaView", "Fuera!: after the crates are drawn, before the first bid. Your "
            "unsecured crates of one treasure cannot be taken from you this round; their bonus "
            "still counts."),
        "en_seguridad": QCoreApplication.translate(
            "CarambaView", "En seguridad!: when crates are secured, instead of one crate. "
            "Secure unsecured crates of any treasures worth 6 at most together, even in a "
            "round you won nothing."),
    }[special]


def phase_name(phase: str) -> str:
    return {
        "setup": QCoreApplication.translate("CarambaView", "Dealing"),
        "crates": QCoreApplication.translate("CarambaView", "Drawing crates"),
        "fuera": QCoreApplication.translate("CarambaView", "Before the auction"),
        "auction": QCoreApplication.translate("CarambaView", "Auction"),
        "secure": QCoreApplication.translate("CarambaView", "Securing crates"),
        "draw": QCoreApplication.translate("CarambaView", "Drawing cards"),
        "over": QCoreApplication.translate("CarambaView", "Game over"),
    }.get(phase, phase)


def band_name(band: str) -> str:
    return {
        "bandidos": QCoreApplication.translate("CarambaView", "Bandidos"),
        "soldados": QCoreApplication.translate("CarambaView", "Soldados"),
        "gringos": QCoreApplication.translate("CarambaView", "Gringos"),
        "indios": QCoreApplication.translate("CarambaView", "Indios"),
    }[band]


# ----- art ------------------------------------------------------------------------------

def card_svg(card: str) -> str:
    return asset_path("caramba", "card_" + card.replace("/", "_") + ".svg")


def back_svg(seat: int) -> str:
    return asset_path("caramba", f"back_{BANDS[seat % len(BANDS)]}.svg")


def special_svg(special: str | None) -> str:
    return asset_path("caramba", f"special_{special}.svg" if special else "back_special.svg")


def crate_svg(crate: str | None) -> str:
    return asset_path("caramba", f"crate_{crate}.svg" if crate else "crate_secured.svg")


def card_parts(card: str) -> list[str]:
    """The treasures of a card, top half first ("gold3/ammo4" -> ["gold", "ammo"])."""
    return [part.rstrip("0123456789") for part in card.split("/")]


def hand_order(card: str) -> tuple:
    values = CARD_VALUES[card]
    first = card_parts(card)[0]
    return (TREASURES.index(first), len(values), values[first], card)


def sorted_crates(crates: list[str]) -> list[str]:
    return sorted(crates, key=lambda c: (TREASURES.index(CRATE_PARTS[c][0]), CRATE_PARTS[c][1]))


# the table's colours: ink, the cream of labels on dark, the glow of what may be chosen
INK, CREAM, GLOW = "#2b1a0e", "#fbf3e1", "#ffd54a"

# ----- layout (scene units; a card is 63 x 88 at scale 1) ---------------------------------

EDGE = 16.0
BLOCK_W, BLOCK_H = 400.0, 250.0  # the mat of a seat at the left or right
BOTTOM_H = 384.0  # the bottom seat's mat: crates in rows, easy to click
STRIP_W, STRIP_H = 860.0, 150.0  # the mat of the seat at the top
MAT_CARD = 0.9  # draw pile, discards, special card in a mat
BACK_FAN = 0.72  # the backs of another player's hand
BID = 1.0  # played cards, where there is room
FAN = 0.27  # fan step of a bid stack (fraction of a card's height: the coloured strip)
MIN_FAN = 0.22  # the least of it that still shows a value whole
HAND = 1.5  # the viewer's hand
CHIP = 54.0  # a crate in a mat
CENTRE_CHIP = 66.0
BUTTON_W, BUTTON_H = 230.0, 48.0
SIDE_Y = 180.0  # top of the left and right mats
CENTRE_Y = 445.0  # the crates to win
STATUS_Y = 776.0
HAND_Y = 892.0
BAG = QPointF(EDGE + 60, EDGE + 80)
SLOTS = {2: ["bottom", "top"], 3: ["bottom", "left", "right"],
         4: ["bottom", "left", "top", "right"]}


@dataclass
class SeatGeometry:
    """Where the parts of one seat's area lie (centres)."""

    mat: QPointF
    mat_size: tuple[float, float]
    name: QPointF
    tag: QPointF  # "Passed", "To play", the score (right-aligned)
    start: QPointF  # the start-player token
    hand: QPointF  # first back of the hand fan (other players)
    hand_width: float
    draw: QPointF
    discard: QPointF
    special: QPointF
    groups: list[QPointF]  # first crate of each treasure's group
    group_width: float  # the most a group may spread
    group_step: float  # the widest step between two crates of a group
    secured: QPointF
    chip: float = CHIP


def seat_geometry(slot: str, w: float) -> SeatGeometry:
    """The area of the seat at `slot` ("bottom", "left", "top", "right") on a table w wide."""
    if slot == "top":
        x, y = w / 2 - STRIP_W / 2, EDGE - 4
        row = y + 98
        return SeatGeometry(
            mat=QPointF(w / 2, y + STRIP_H / 2), mat_size=(STRIP_W, STRIP_H),
            name=QPointF(x + 18, y + 30), tag=QPointF(x + STRIP_W - 70, y + 30),
            start=QPointF(x + STRIP_W - 30, y + 30), hand=QPointF(x + 40, row), hand_width=130,
            draw=QPointF(x + 228, row), discard=QPointF(x + 294, row),
            special=QPointF(x + 360, row),
            groups=[QPointF(x + 450 + g * 110, row) for g in range(3)], group_width=48,
            group_step=26, secured=QPointF(x + STRIP_W - 50, row))
    if slot == "bottom":
        x, y = EDGE, TABLE_HEIGHT - EDGE - BOTTOM_H
        row = y + 318
        return SeatGeometry(
            mat=QPointF(x + BLOCK_W / 2, y + BOTTOM_H / 2), mat_size=(BLOCK_W, BOTTOM_H),
            name=QPointF(x + 18, y + 30), tag=QPointF(x + BLOCK_W - 70, y + 30),
            start=QPointF(x + BLOCK_W - 30, y + 30), hand=QPointF(w / 2, HAND_Y), hand_width=0,
            draw=QPointF(x + 52, row), discard=QPointF(x + 122, row),
            special=QPointF(x + 192, row),
            groups=[QPointF(x + 50, y + 96 + g * 64) for g in range(3)], group_width=230,
            group_step=64, secured=QPointF(x + BLOCK_W - 52, y + 160), chip=58)
    x = EDGE if slot == "left" else w - EDGE - BLOCK_W
    y = SIDE_Y
    row, crates = y + 110, y + 204
    return SeatGeometry(
        mat=QPointF(x + BLOCK_W / 2, y + BLOCK_H / 2), mat_size=(BLOCK_W, BLOCK_H),
        name=QPointF(x + 18, y + 30), tag=QPointF(x + BLOCK_W - 70, y + 30),
        start=QPointF(x + BLOCK_W - 30, y + 30), hand=QPointF(x + 40, row), hand_width=110,
        draw=QPointF(x + 210, row), discard=QPointF(x + 276, row),
        special=QPointF(x + 350, row),
        groups=[QPointF(x + 42 + g * 100, crates) for g in range(3)], group_width=44,
        group_step=24, secured=QPointF(x + BLOCK_W - 50, crates))


# the viewer's hand: a fan whose outer cards drop and turn, never more than this, so that a
# hand of fifteen stays above the table's edge and beside the mats
FAN_MOST_DROP = 22.0
FAN_MOST_TURN = 7.0  # degrees
FAN_TURN_ROOM = 24.0  # what the outer cards' turn takes at the sides


def fan_curve(count: int, drop: float = 0.9) -> tuple[float, float]:
    """A fan of `count` cards: the drop per squared step from the middle (at most
    `drop`) and the turn per step (1.2 degrees at most)."""
    half = max(1.0, (count - 1) / 2)
    return min(drop, FAN_MOST_DROP / half ** 2), min(1.2, FAN_MOST_TURN / half)


# crates of one kind: a crate partly under the next still shows its value when this much
# of it is left in view; crates of one value lie in a small stack, each this much apart
READABLE_STEP = 0.72
STACK_STEP = 2.0


def crate_places(group: list, geo: SeatGeometry,
                 apart: bool) -> tuple[list[tuple[int, int]], float, float]:
    """Where a seat's unsecured crates of one treasure lie: (column, depth in its stack)
    for each of `group`'s keys ("crate", p, crate, n), the chip size and the step
    between columns. `apart`: a column for every crate; else crates of one value share
    a stack, and the columns (a value each) never hide a value."""
    if apart:
        places = [(i, 0) for i in range(len(group))]
    else:
        places, values = [], []
        for key in group:
            if key[2] not in values:
                values.append(key[2])
            places.append((len(values) - 1, key[3]))
    columns = (places[-1][0] + 1) if places else 1
    if columns == 1:
        return places, geo.chip, 0.0
    room = geo.group_width + geo.chip
    chip = geo.chip if apart else min(geo.chip, room / (1 + READABLE_STEP * (columns - 1)))
    step = min(geo.group_step if apart else chip, (room - chip) / (columns - 1))
    return places, chip, step


# ----- the bids: each seat's own zone ---------------------------------------------------

ZONE_GAP = 8.0  # between two seats' bid zones, and between a zone and a mat or the crates
ZONE_PAD = 4.0  # inside a zone, around its stacks
COLUMN_GAP = 14.0  # between two stacks of one seat, at least
WIDE_COLUMN_GAP = 56.0  # where there is room: the bonus line under a badge says "bonus"
ZONE_HEAD = 50.0  # above the cards: the totals' badges, under them the bonus spelled out
DEEPEST_STACK = 7  # the most cards a band holds for one treasure (data.BAND_DECK)


def bid_zones(slots: list[str], w: float) -> dict[str, QRectF]:
    """Each seat's own place for its bids, on a table w wide. The seats at the left,
    top and right share the band above the crates, side by side in that order; the
    seat at the bottom has the band between the crates and the status line."""
    left, right = EDGE + BLOCK_W + ZONE_GAP, w - EDGE - BLOCK_W - ZONE_GAP
    upper = [slot for slot in ("left", "top", "right") if slot in slots]
    top = EDGE - 4 + STRIP_H + ZONE_GAP if "top" in slots else EDGE + 44
    bottom = CENTRE_Y - CENTRE_CHIP / 2 - ZONE_GAP
    width = (right - left - (len(upper) - 1) * ZONE_GAP) / len(upper)
    zones = {slot: QRectF(left + i * (width + ZONE_GAP), top, width, bottom - top)
             for i, slot in enumerate(upper)}
    lower = CENTRE_Y + CENTRE_CHIP / 2 + ZONE_GAP
    zones["bottom"] = QRectF(left, lower, right - left, STATUS_Y - 26 - lower)
    return zones


@dataclass
class BidStacks:
    """Where a seat's three stacks lie in its zone (centres; cards at `scale`)."""

    scale: float
    columns: list[float]  # x of each treasure's stack
    badge_y: float  # the totals' badges
    bonus_y: float  # the lines "3 + 2 bonus"
    line_width: float  # the most a bonus line may take
    first_card_y: float
    fan: float  # from one card of a stack to the next
    area: QRectF  # what the stacks of `deepest` cards cover, with the zone's padding


def bid_stacks(zone: QRectF, deepest: int) -> BidStacks:
    """Three stacks side by side in `zone`, as large as the deepest possible stack
    allows, fanned as far as the `deepest` one present lets them; where the zone is
    wide, the stacks stand apart so that the line under each badge has room."""
    inner = zone.adjusted(ZONE_PAD, ZONE_PAD, -ZONE_PAD, -ZONE_PAD)
    by_width = (inner.width() - 2 * COLUMN_GAP) / (3 * 63)
    by_height = (inner.height() - ZONE_HEAD) / (88 * (1 + (DEEPEST_STACK - 1) * MIN_FAN))
    scale = min(BID, by_width, by_height)
    card_w, card_h = 63 * scale, 88 * scale
    step = max(card_w + COLUMN_GAP, min(card_w + WIDE_COLUMN_GAP, inner.width() / 3))
    width = min(inner.width(), max(card_w + 2 * step, 3 * step))
    x = zone.center().x()
    fan = min(FAN * card_h, (inner.height() - ZONE_HEAD - card_h) / max(1, deepest - 1))
    height = 2 * ZONE_PAD + ZONE_HEAD + card_h + max(0, deepest - 1) * fan
    return BidStacks(scale, [x - step, x, x + step], inner.top() + 14, inner.top() + 38,
                     min(step - 4, width - 2 * step), inner.top() + ZONE_HEAD + card_h / 2,
                     fan, QRectF(x - width / 2 - ZONE_PAD, zone.top(), width + 2 * ZONE_PAD,
                                 height))
