"""The Caramba! table's pieces: names in the player's language, card and crate
pictures, the order of a hand, and where each seat lies (scene units)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF

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


# ----- layout (scene units; a card is 63 x 88 at scale 1) ---------------------------------

EDGE = 16.0
BLOCK_W, BLOCK_H = 400.0, 250.0  # the mat of a seat at the left or right
BOTTOM_H = 384.0  # the bottom seat's mat: crates in rows, easy to click
STRIP_W, STRIP_H = 860.0, 150.0  # the mat of the seat at the top
MAT_CARD = 0.9  # draw pile, discards, special card in a mat
BACK_FAN = 0.72  # the backs of another player's hand
BID = 1.0  # played cards
FAN = 0.27  # fan step of a bid stack (fraction of a card's height: the coloured strip)
HAND = 1.5  # the viewer's hand
CHIP = 54.0  # a crate in a mat
CENTRE_CHIP = 66.0
STACK_GAP = 74.0  # between two treasures' bid stacks, where there is room
ZONE_GAP = 8.0  # between a side mat and its bids, and between two seats' bids
BUTTON_W, BUTTON_H = 230.0, 48.0
SIDE_Y = 180.0  # top of the left and right mats
TOP_BIDS_Y = 190.0  # badges above the bids of the seat at the top
CENTRE_Y = 432.0  # the crates to win
BOTTOM_BIDS_Y = 494.0  # badges above the bids of the seat at the bottom
STATUS_Y = 744.0
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


def stack_gap(w: float) -> float:
    """The distance between two treasures' bid stacks: with four players the bids of
    the left, top and right seats lie side by side between the side mats."""
    room = w - 2 * (EDGE + BLOCK_W) - 4 * ZONE_GAP - 3 * 63 * BID
    return min(STACK_GAP, room / 6)


def bid_anchor(slot: str, g: int, w: float) -> QPointF:
    """The centre of the total's badge above the bid stack of treasure index g."""
    gap = stack_gap(w)
    if slot == "top":
        return QPointF(w / 2 + (g - 1) * gap, TOP_BIDS_Y)
    if slot == "bottom":
        return QPointF(w / 2 + (g - 1) * gap, BOTTOM_BIDS_Y)
    x0 = EDGE + BLOCK_W + ZONE_GAP + 63 * BID / 2
    if slot == "left":
        return QPointF(x0 + g * gap, SIDE_Y + 10)
    return QPointF(w - x0 - (2 - g) * gap, SIDE_Y + 10)
