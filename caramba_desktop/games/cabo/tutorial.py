"""CABO's tutorial ("Learn to play"): one round of a fixed deal against one player.

The round shows the first look, drawing and replacing, Spy, Swap, Peek, taking
from the discard pile, a set, calling CABO and the scoring; what a wrong claim
costs, a total of exactly 100 and Kamikaze are rare in a first round and are
explained at the claim and at the scoring instead. The computer's moves were
drafted with caramba_desktop.tools.tutorial_draft (deal 133).
"""

from __future__ import annotations

from caramba_desktop.engine.tutorial import QT_TRANSLATE_NOOP, Step, Tutorial

DRAW = {"type": "draw"}

STEPS = (
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Welcome to CABO! You are Rosita, against Pancho. Your four cards "
                           "lie face down in front of you, and their places never change. "
                           "At the end of a round the lowest sum scores nothing; everybody "
                           "else scores their sum."),
         ("mat", 0)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "At the start of a round you may look at two of your own cards. "
                           "Look at your two cards on the left: click them, then confirm."),
         ("place", 0, 0), {"type": "look", "positions": [0, 1]},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "For this tutorial, look at the two cards on the left.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "An 8 and a 4. In your turn you draw the top card of the draw "
                           "pile, or you take the top card of the discard pile. Draw from the "
                           "draw pile."),
         ("draw",), DRAW),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "A 3! Put it in place of one of your cards: it lies there face "
                           "down, and the old card goes onto the discard pile. Replace your "
                           "8."),
         ("place", 0, 0), {"type": "replace", "position": 0},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Replace the 8, your first card: a 3 there lowers your sum by 5.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial", "Pancho has played. Draw again."),
         ("draw",), DRAW),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you "
                           "look at one card of another player, then the 9 is discarded. "
                           "Spy on Pancho's first card."),
         ("place", 1, 0), {"type": "spy", "player": 1, "position": 0},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Use the 9 as Spy on Pancho's first card: you will want it "
                           "soon.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Pancho's first card is a 3. He drew a 9 too and spied on your "
                           "first card. Draw."),
         ("draw",), DRAW),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: "
                           "exchange one of your cards with one of another player's, neither "
                           "looked at. Swap your third card, which you have not seen, for "
                           "Pancho's 3."),
         ("place", 1, 0),
         {"type": "swap", "player": 0, "position": 2, "other_player": 1, "other_position": 0},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Use the 12 as Swap: your third card for Pancho's first card, "
                           "the 3 you spied.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Your third card is now Pancho's 3. Draw."),
         ("draw",), DRAW),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "A 1. Put it in place of your third card, the 3."),
         ("place", 0, 2), {"type": "replace", "position": 2}),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Pancho took a card from the discard pile. A card taken there must "
                           "go into your row, and its action cannot be used. Draw."),
         ("draw",), DRAW),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: "
                           "look at one of your own cards. Peek at your fourth card, the one "
                           "you have not seen yet."),
         ("place", 0, 3), {"type": "peek", "position": 3},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Use the 8 as Peek on your fourth card: it is the only one you do "
                           "not know.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Your fourth card is a 1, like your third: a set. Two, three or "
                           "four cards of the same value may be exchanged all at once for the "
                           "card in your hand."),
         ("place", 0, 3)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Pancho discarded a 0, the lowest card there is. Take it from the "
                           "discard pile."),
         ("discard",), {"type": "take"}),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Claim your two 1s as a set: choose both. They go onto the discard "
                           "pile and the 0 lies in the place of the first. A wrong claim costs: "
                           "the cards are shown to all and stay, and the card in your hand is "
                           "discarded."),
         ("place", 0, 2), {"type": "claim", "positions": [2, 3]},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Claim the set: your third and fourth cards, both 1s.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Pancho claimed a set too. Your row is 3, 4 and 0: a sum of 7. "
                           "Call CABO instead of drawing: everybody else plays one more turn, "
                           "then the round is scored."),
         ("button", "cabo"), {"type": "cabo"},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Call CABO now: your sum of 7 is low.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "At the scoring all cards are shown. The lowest sum scores 0; the "
                           "others score their sums. Whoever called CABO without the lowest "
                           "sum scores 5 more."),
         ("panel",)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "The points add up over the rounds; the game ends when a total "
                           "passes 100, and the lowest total wins. A total of exactly 100 "
                           "drops to 50. Kamikaze: both 13s and two 12s in your row at the "
                           "end score 0 for you and 50 for everybody else."),
         ("panel",)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "That is CABO! Play on with the next round, or start a real "
                           "game."),
         ("panel",)),
)

# every decision of the computer (Pancho, seat 1), in order
OPPONENT_MOVES = (
    {"type": "look", "positions": [0, 1]},
    {"type": "draw"},
    {"type": "replace", "position": 1},
    {"type": "draw"},
    {"type": "replace", "position": 2},
    {"type": "draw"},
    {"type": "spy", "player": 0, "position": 0},
    {"type": "draw"},
    {"type": "spy", "player": 0, "position": 1},
    {"type": "take"},
    {"type": "replace", "position": 0},
    {"type": "draw"},
    {"type": "replace", "position": 3},
    {"type": "take"},
    {"type": "claim", "positions": [2, 3]},
    {"type": "draw"},
    {"type": "replace", "position": 1}
)

TUTORIAL = Tutorial("cabo", 133, ("Pancho",), STEPS, OPPONENT_MOVES)
