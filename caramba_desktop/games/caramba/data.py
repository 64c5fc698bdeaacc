"""Caramba! components.

RECONSTRUCTION: the rulebook gives neither the 15 cards of a band's deck nor
how the 8 chips of a treasure split among the values 2-4. The lists below are
the project's decision (shared FACTS.md, section 1), kept here alone so that
someone holding the physical game can correct them in one place.
"""

TREASURES = ("gold", "ammo", "dynamite")
BANDS = ("bandidos", "soldados", "gringos", "indios")
SPECIALS = ("manos_arriba", "estoy_de_vuelta", "fuera", "en_seguridad")

# RECONSTRUCTION: every band holds the same 15 cards. A card id names its
# treasure(s) and value(s): "gold5", or "gold3/ammo4" for a two-treasure card.
BAND_DECK = (
    "gold2", "gold5", "gold7",
    "ammo2", "ammo5", "ammo7",
    "dynamite2", "dynamite5", "dynamite7",
    "gold3/ammo4", "ammo3/gold4",
    "ammo3/dynamite4", "dynamite3/ammo4",
    "dynamite3/gold4", "gold3/dynamite4",
)  # fmt: skip

# RECONSTRUCTION: the values of the 8 crate chips of each treasure.
CRATE_VALUES = (2, 2, 2, 3, 3, 3, 4, 4)

HAND_SIZE = 4
CARDS_DRAWN_PER_ROUND = 2
EN_SEGURIDAD_LIMIT = 6


def _split(part: str) -> tuple[str, int]:
    treasure = part.rstrip("0123456789")
    return treasure, int(part[len(treasure):])


# card id -> {treasure: value}
CARD_VALUES: dict[str, dict[str, int]] = {
    card: dict(_split(part) for part in card.split("/")) for card in BAND_DECK
}

ALL_CRATES = tuple(f"{t}{v}" for t in TREASURES for v in CRATE_VALUES)

# crate id -> (treasure, value)
CRATE_PARTS: dict[str, tuple[str, int]] = {c: _split(c) for c in ALL_CRATES}
