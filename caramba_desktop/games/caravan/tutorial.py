"""Caravan's tutorial ("Learn to play"): the first turns of a fixed game for two.

The turns show placing and moving camels, the cost of a space with camels on it,
picking up (with a demand marker), the refill, passing a good along a chain,
theft and a delivery; the end of the game and the penalty come too late in a
game to be played here and are explained after the delivery. The computer's
moves were drafted with caramba_desktop.tools.tutorial_draft (game number 13).
"""

from __future__ import annotations

from caramba_desktop.engine.tutorial import QT_TRANSLATE_NOOP, Step, Tutorial

STEPS = (
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Welcome to Caravan! You are Rosita, against Pancho. Goods lie on "
                           "the eight numbered spaces, and each city wants one kind of good. "
                           "Your camels carry goods there in chains: a delivered good scores "
                           "3 (a common good) or 6 (a rare one)."),
         ("board",)),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "A turn has four actions; the first turns have fewer, and you start "
                           "with one. Placing a camel from your supply on an empty space costs "
                           "one action. Place a camel on the cloth, on space 4: click a camel "
                           "of your supply, then the space."),
         ("space", 22), {"type": "place", "space": 22},
         QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Place your camel on the cloth (space 4): it is a rare good, worth "
                           "6.")),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Pancho placed a camel and picked up salt, with the demand marker "
                           "lying there: each demand marker is a point. You have three "
                           "actions now. Pick up the cloth with your camel standing on it."),
         ("lying", 22), {"type": "pick_up", "camel": 0}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Cloth is wanted in Tunis, at the right edge of the board. Place a "
                           "camel on the hides (space 5), then one on Tunis itself."),
         ("space", 26), ({"type": "place", "space": 26}, {"type": "place", "space": 27}),
         QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Place a camel on the hides (space 5), then one on Tunis.")),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Four actions this turn. Place a camel right of your camel with the "
                           "cloth."),
         ("space", 23), {"type": "place", "space": 23}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Pick up the hides with your camel on space 5."),
         ("lying", 26), {"type": "pick_up", "camel": 1}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Only four goods were left lying: the refill. Each of them got a "
                           "demand marker, and four new goods were drawn from the bag onto the "
                           "empty numbered spaces. Now place your last camel between your two "
                           "camels on the right."),
         ("space", 25), {"type": "place", "space": 25}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Camels on neighbouring spaces form a chain, and one action passes "
                           "a good along it to any camel of the chain. Pass the cloth to your "
                           "camel next to it: click the cloth, then that camel."),
         ("cargo", 0, 0), {"type": "move_good", "camel": 0, "to": 3}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Pancho's meat stands in the gap of your chain. Moving a camel costs "
                           "one action onto an empty space, two onto a space with camels on "
                           "it. Move your empty camel on the left onto Pancho's camel with the "
                           "meat: two actions."),
         ("space", 24), {"type": "move_camel", "camel": 0, "to": 24}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Theft: a camel of yours without a good may steal the good of "
                           "another player's camel on its space, with your theft marker. Steal "
                           "Pancho's meat."),
         ("cargo", 1, 3), {"type": "steal", "camel": 0, "victim": 1, "target": 3}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Your camels now reach from the cloth to Tunis without a gap. Pass "
                           "the cloth along the chain to your camel on Tunis: it is "
                           "delivered."),
         ("cargo", 0, 3), {"type": "move_good", "camel": 3, "to": 2}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Delivered: 6 points. The game ends with the first delivery after "
                           "the bag has run out. Then goods still on your camels cost points: "
                           "two cost 1, three 3, four 6. Play on, or start a real game."),
         ("score", 0)),
)

# every decision of the computer (Pancho, seat 1), in order
OPPONENT_MOVES = (
    {"type": "place", "space": 48},
    {"type": "pick_up", "camel": 0},
    {"type": "place", "space": 38},
    {"type": "pick_up", "camel": 1},
    {"type": "place", "space": 31},
    {"type": "place", "space": 24},
    {"type": "place", "space": 17},
    {"type": "move_good", "camel": 1, "to": 3},
    {"type": "pick_up", "camel": 1},
    {"type": "move_good", "camel": 1, "to": 4},
    {"type": "move_camel", "camel": 3, "to": 3},
    {"type": "move_camel", "camel": 1, "to": 10},
    {"type": "pick_up", "camel": 1},
    {"type": "move_good", "camel": 4, "to": 3},
)

TUTORIAL = Tutorial("caravan", 13, ("Pancho",), STEPS, OPPONENT_MOVES)
