"""Caramba! components and the project's reading of the rulebook.

RECONSTRUCTION: the rulebook gives neither the 15 cards of a band's deck nor
how the 8 chips of a treasure split among the values 2-4. The lists below are
the project's decision (shared FACTS.md, section 1), kept here alone so that
someone holding the physical game can correct them in one place. Every point
where the text leaves a choice open is written down here as a DECISION, each
stated in the rules help's decisions box.
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

# DECISION (FACTS): a treasure's total is the cards bid on it plus the bonus, the
# highest unsecured crate of that treasure in front of the player. If every total
# is 0 nothing moves; a tie for the highest total sends every unprotected
# unsecured crate of the treasure to the centre. A bid need not outbid the highest
# total (the rulebook's example has ties).
# DECISION (FACTS): Fuera! is played after the crates are drawn and before the
# first bid; Manos arriba! and Estoy de vuelta! in place of a bid card on one's
# auction turn. Crates in the centre count as present when crates are drawn.
# Secured crates lie face down: others see how many, not their values.

# DECISION (FACTS): the rulebook lets "die Spieler, die eine oder mehrere
# Schatzkisten gewonnen haben" secure: a highest total that takes no crate (a
# bonus alone over an empty centre, or only crates protected by Fuera!) wins
# none. False: every highest total gives the right to secure.
SECURING_NEEDS_A_CRATE_TAKEN = True

# DECISION (FACTS): the cards of the highest total are discarded also when that
# total took no crate; the rulebook speaks only of cards "mit deren Hilfe Schätze
# gewonnen wurden". False: they go back into the hand like lost bids.
WINNING_CARDS_DISCARDED_WITHOUT_CRATE = True

# DECISION (FACTS): the start player "muss in der ersten Runde eine Karte
# spielen": his first turn is a bid card, not a pass and not Estoy de vuelta!;
# only without a bid card does he pass. False: Estoy de vuelta! may open too.
START_PLAYER_OPENS_WITH_A_BID_CARD = True

# DECISION (FACTS): a special card is a card in hand, so a player with no bid card
# left may still play it (Manos arriba! from the second auction round, Estoy de
# vuelta! with a card in his discards); with neither he passes. False: a player
# without bid cards must pass.
SPECIALS_WITHOUT_BID_CARDS = True

# DECISION (FACTS): a used-up draw pile is replaced by one's own discards at once
# (the rulebook: "Hat ein Spieler seinen Stapel aufgebraucht"). False: only when
# the next draw finds it empty.
RESHUFFLE_AT_ONCE = True

# DECISION (not in the rulebook, which ends a game only when the bag cannot supply
# the missing treasures): when this many rounds in a row pass in which no crate is
# drawn, taken, sent to the centre or secured, the game ends there and is scored as
# usual. A player holding unsecured crates of all three treasures draws none, wins
# each on his bonus alone and so may not secure (SECURING_NEEDS_A_CRATE_TAKEN):
# against players who do not bid, nothing could ever change; a table would agree to
# stop. Measured over 3,000 games of random, Easy and Normal players (2-4 seats), the
# longest quiet stretch of a game still moving was 5 rounds (Normal against Normal: 2).
STALL_ROUNDS = 8

# DECISION (FACTS): a tie at the end goes to "die meisten Handkarten": band cards
# and a special card not played alike; still tied, the win is shared. False: band
# cards only.
TIE_BREAK_COUNTS_SPECIAL_CARD = True


def cards_in_hand(band_cards: int, holds_special: bool) -> int:
    """The cards in hand a tie at the end counts."""
    return band_cards + (TIE_BREAK_COUNTS_SPECIAL_CARD and holds_special)
