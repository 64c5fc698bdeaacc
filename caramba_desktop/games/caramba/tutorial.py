"""Caramba!'s tutorial ("Learn to play"): a fixed deal of three rounds for four players.

The steps follow the deal as it unfolds (engine/tutorial.py): round 1 shows the
crates drawn, the auction turn, a two-treasure card, Manos arriba! and a tie;
round 2 Fuera!, the bonus, a treasure won and one lost, securing; round 3 the
crates that stay on the table, Estoy de vuelta!, unsecured crates taken from
another player and En seguridad!. Each player holds one special card, so three of
the four are seen played by the computers. From round 4 on the player plays freely,
against the computers' own moves, until she has won crates again and is asked to
secure one (any she likes). How the game ends is told at the last step: in a fixed
deal it is six to eight rounds away. The computers' moves of rounds 1 to 3 were
drafted with caramba_desktop.tools.tutorial_draft (deal 98, the human's moves
below).
"""

from __future__ import annotations

from caramba_desktop.engine.tutorial import HUMAN, QT_TRANSLATE_NOOP, Step, Tutorial
from caramba_desktop.games.caramba.rules import SECURE


def _bid(card: str, treasure: str) -> dict:
    return {"type": "bid", "card": card, "as": treasure}


FREE_FROM_ROUND = 4  # the rounds before it are the fixed deal's


def _won_crates_again(state) -> bool:
    """The player has won crates in a round of her own and is to secure one."""
    return (state.round >= FREE_FROM_ROUND and state.phase == SECURE
            and state.current_player == HUMAN and bool(state.won[HUMAN]))


def _secure_any(state, action) -> bool:
    return action.type == "secure"


STEPS = (
    # ----- round 1
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Welcome to Caramba! You are Rosita and play the Bandidos at the "
                           "bottom, against "
                           "Pancho, Dolores and Emiliano. Each round starts with crates drawn "
                           "from the bag into the centre of the table until all three treasures"
                           " lie there: gold, ammunition and dynamite."),
         ("centre",)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The treasures are auctioned all at once. Whoever bids the most on a"
                           " treasure wins all of its crates. Only crates you secure count as "
                           "points at the end."),
         ("centre",)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "These are your auction cards. A card bids its value on its "
                           "treasure. A two-treasure card bids on one of its two treasures: you"
                           " choose which when you play it."),
         ("hand", 0)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Emiliano is the start player and has bid 4 on ammunition. Play your"
                           " dynamite 3 / ammunition 4 card on ammunition: choose it, then its"
                           " ammunition half. You draw level with him."),
         ("hand", 0, "dynamite3/ammo4"), _bid("dynamite3/ammo4", "ammo"),
         QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Not this one yet: play the dynamite 3 / ammunition 4 card on "
                           "ammunition, so that your bid matches Emiliano's.")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Your special card is Manos arriba! Played in place of a bid, it "
                           "ends the auction at once, but not in the first auction round. "
                           "Everybody has had a turn now."),
         ("special", 0)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Play Manos arriba! now: the auction ends, and every treasure goes "
                           "to the highest total as it stands."),
         ("special", 0), {"type": "manos_arriba"},
         QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Try your special card instead: Manos arriba! ends the auction while"
                           " your ammunition is level with Emiliano's.")),
    # ----- round 2
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Dolores won the gold, Emiliano the dynamite. On ammunition you and "
                           "Emiliano had 4 each: a tie, so nobody won it and its crates stayed "
                           "in the centre. Cards that won go to the discard pile; the others "
                           "come back to the hand."),
         ("centre",)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "After the auction, whoever won crates may secure one of their "
                           "crates: face down, safe for good, points at the end. Dolores and "
                           "Emiliano did so. The other crates they won lie unsecured in front "
                           "of them."),
         ("secured", 2)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Dolores played Fuera! before the auction: this round nobody can "
                           "take her unsecured gold crates."),
         ("fuera", 2)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The bonus: the highest unsecured crate of a treasure in front of a "
                           "player adds to that player's bids on it. Dolores starts with 3 on "
                           "gold before she plays a card."),
         ("bonus", 2, "gold")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "You are the start player now: your first turn must be a bid. Five "
                           "ammunition crates wait in the centre. Bid your ammunition 7."),
         ("hand", 0, "ammo7"), _bid("ammo7", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold "
                           "7."),
         ("hand", 0, "gold7"), _bid("gold7", "gold")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Pancho is after the ammunition too. Add your ammunition 5."),
         ("hand", 0, "ammo5"), _bid("ammo5", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Add the dynamite 3 / ammunition 4 card on ammunition: a two-"
                           "treasure card may bid on a different treasure each auction."),
         ("hand", 0, "dynamite3/ammo4"), _bid("dynamite3/ammo4", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Your gold 5 brings your gold to 12."),
         ("hand", 0, "gold5"), _bid("gold5", "gold")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Play your last card, ammunition 3 / dynamite 4, on dynamite."),
         ("hand", 0, "ammo3/dynamite4"), _bid("ammo3/dynamite4", "dynamite")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Your hand is empty: pass. Whoever passes is out of this auction; it"
                           " ends when everybody has passed."),
         ("button", "pass"), {"type": "pass"}),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "You won the gold, but only the crate from the centre: Fuera! kept "
                           "Dolores's gold. Pancho beat your 16 on ammunition with 17 and took "
                           "the ammunition: the cards you bid on it are back in your hand."),
         ("result", "outcome")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "You won a crate, so you may secure one. Secure your gold 3: choose "
                           "it."),
         ("crate", 0, "gold3"), {"type": "secure", "crate": "gold3"},
         QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Secure the gold 3: unsecured crates can still be taken by the "
                           "others.")),
    # ----- round 3
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Round 3. Everybody drew new cards. No crates were drawn: crates "
                           "lying unsecured in front of players count as present. Pancho has a "
                           "bonus of 3 on ammunition, and whoever wins the ammunition takes his"
                           " unsecured ammunition crates."),
         ("bonus", 1, "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Go for Pancho's ammunition: bid your ammunition 7."),
         ("hand", 0, "ammo7"), _bid("ammo7", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Pancho played Estoy de vuelta! in his turn: he took a card back "
                           "from his discard pile into his hand, his ammunition 7."),
         ("discard", 1)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Keep bidding on ammunition: your ammunition 5."),
         ("hand", 0, "ammo5"), _bid("ammo5", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The dynamite 3 / ammunition 4 card, on ammunition."),
         ("hand", 0, "dynamite3/ammo4"), _bid("dynamite3/ammo4", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The gold 3 / ammunition 4 card, on ammunition."),
         ("hand", 0, "gold3/ammo4"), _bid("gold3/ammo4", "ammo")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The ammunition 3 / dynamite 4 card, on dynamite."),
         ("hand", 0, "ammo3/dynamite4"), _bid("ammo3/dynamite4", "dynamite")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "The ammunition 3 / gold 4 card, on gold."),
         ("hand", 0, "ammo3/gold4"), _bid("ammo3/gold4", "gold")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Your hand is empty again: pass."),
         ("button", "pass"), {"type": "pass"}),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "You won the ammunition and took Pancho's four unsecured ammunition "
                           "crates. Emiliano took Dolores's gold: without Fuera! it was no longer "
                           "safe. Then he played En seguridad! This card secures several of his "
                           "own unsecured crates at once, from this round or earlier ones, worth "
                           "up to 6 together."),
         ("result", "outcome")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Secure an ammunition 3, your most valuable crate."),
         ("crate", 0, "ammo3"), {"type": "secure", "crate": "ammo3"},
         QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Secure an ammunition 3: it is worth more than the ammunition 2.")),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "From the next round on you play on your own: bid, pass and play "
                           "your cards as you think best. You have seen all four special cards; "
                           "yours is used up. This bubble comes back once you have won crates "
                           "again."),
         ("secured", 0)),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "You won crates again: secure one of them, whichever you like. A "
                           "secured crate is safe for good; one left unsecured can be taken, "
                           "but the highest of each treasure gives you its bonus."),
         ("crate", HUMAN), _secure_any,
         QT_TRANSLATE_NOOP("CarambaTutorial",
                           "Secure one of your crates now: choose it."),
         when=_won_crates_again),
    Step(QT_TRANSLATE_NOOP("CarambaTutorial",
                           "That is Caramba! The rounds go on until a missing treasure can no "
                           "longer be drawn from the bag. Most points in secured crates wins; "
                           "on a tie, most cards in hand. Play on, or start a real game."),
         ("secured", 0)),
)

# every computer decision of the deal, in order (seats 1, 2, 3)
OPPONENT_MOVES = (
    {"type": "bid", "card": "gold3/ammo4", "as": "ammo"},
    {"type": "bid", "card": "gold3/ammo4", "as": "gold"},
    {"type": "bid", "card": "gold5", "as": "gold"},
    {"type": "bid", "card": "dynamite3/gold4", "as": "dynamite"},
    {"type": "secure", "crate": "dynamite3"},
    {"type": "secure", "crate": "gold4"},
    {"type": "fuera", "treasure": "gold"},
    {"type": "bid", "card": "dynamite7", "as": "dynamite"},
    {"type": "bid", "card": "ammo3/gold4", "as": "gold"},
    {"type": "bid", "card": "dynamite2", "as": "dynamite"},
    {"type": "bid", "card": "ammo3/dynamite4", "as": "ammo"},
    {"type": "bid", "card": "gold3/ammo4", "as": "gold"},
    {"type": "bid", "card": "dynamite7", "as": "dynamite"},
    {"type": "bid", "card": "gold3/dynamite4", "as": "dynamite"},
    {"type": "bid", "card": "ammo3/dynamite4", "as": "ammo"},
    {"type": "bid", "card": "gold2", "as": "gold"},
    {"type": "bid", "card": "ammo3/gold4", "as": "ammo"},
    {"type": "bid", "card": "gold3/dynamite4", "as": "dynamite"},
    {"type": "bid", "card": "gold3/ammo4", "as": "ammo"},
    {"type": "bid", "card": "gold3/ammo4", "as": "ammo"},
    {"type": "bid", "card": "ammo7", "as": "ammo"},
    {"type": "bid", "card": "gold5", "as": "gold"},
    {"type": "bid", "card": "ammo7", "as": "ammo"},
    {"type": "pass"},
    {"type": "pass"},
    {"type": "pass"},
    {"type": "secure", "crate": "ammo4"},
    {"type": "keep"},
    {"type": "continue"},
    {"type": "continue"},
    {"type": "bid", "card": "dynamite3/ammo4", "as": "ammo"},
    {"type": "bid", "card": "ammo3/gold4", "as": "gold"},
    {"type": "bid", "card": "dynamite7", "as": "dynamite"},
    {"type": "estoy_de_vuelta", "card": "ammo7"},
    {"type": "bid", "card": "ammo3/dynamite4", "as": "ammo"},
    {"type": "bid", "card": "dynamite2", "as": "dynamite"},
    {"type": "bid", "card": "ammo7", "as": "ammo"},
    {"type": "bid", "card": "dynamite3/gold4", "as": "dynamite"},
    {"type": "bid", "card": "gold2", "as": "gold"},
    {"type": "bid", "card": "gold2", "as": "gold"},
    {"type": "bid", "card": "gold3/ammo4", "as": "ammo"},
    {"type": "bid", "card": "gold7", "as": "gold"},
    {"type": "pass"},
    {"type": "bid", "card": "gold3/dynamite4", "as": "gold"},
    {"type": "bid", "card": "gold5", "as": "gold"},
    {"type": "bid", "card": "gold2", "as": "gold"},
    {"type": "bid", "card": "gold3/ammo4", "as": "gold"},
    {"type": "bid", "card": "ammo7", "as": "ammo"},
    {"type": "pass"},
    {"type": "pass"},
    {"type": "en_seguridad", "crates": ["dynamite4", "gold2"]},
    {"type": "continue"},)

TUTORIAL = Tutorial("caramba", 98, ("Pancho", "Dolores", "Emiliano"), STEPS, OPPONENT_MOVES)
