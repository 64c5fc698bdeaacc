"""Mina de Plata's tutorial ("Learn to play"): the first race of a fixed game for two.

The race shows placing, the dice by rank and the hat band, an ambush, an occupied
space with its greeting, buying off dice, arriving in the mine and the pot; the
next race's costs are explained at its end. The rolls between those moments are
asked as one step each. The computer's moves were drafted with
caramba_desktop.tools.tutorial_draft (game number 0).
"""

from __future__ import annotations

from caramba_desktop.engine.tutorial import QT_TRANSLATE_NOOP, Step, Tutorial


def _roll(buy_off: int = 0) -> dict:
    return {"type": "roll", "buy_off": buy_off}


STEPS = (
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Welcome to the Mina de Plata! You are Rosita, against Pancho; each "
                           "of you runs two sombreros along the track to the mine. Arriving "
                           "costs silver, and the last sombrero left on the track wins the "
                           "pot: in this race, slow is good."),
         ("board",)),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "First the sombreros are placed, one per space, in turns. Place "
                           "your first sombrero on space 1, at the very back."),
         ("space", 1), {"type": "place", "space": 1},
         QT_TRANSLATE_NOOP("MinaTutorial",
                           "Place it on space 1: the further back, the longer it stays on the "
                           "track.")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Pancho took space 2. Place your second sombrero on space 3."),
         ("space", 3), {"type": "place", "space": 3}),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "The sombrero nearest the mine moves first with one die, the next "
                           "one with two dice, and so on: the rank decides the dice. The hat "
                           "band shows whose turn it is. Your sombrero on space 3 is second: "
                           "roll its two dice."),
         ("band",), _roll()),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Before you roll you may lay an ambush on a free space: a sombrero "
                           "that stops there rolls again, three dice on stone, two on gravel, "
                           "one on clay, and runs on. Lay your chips on spaces 18 and 19: "
                           "Lay an ambush, then click the space."),
         ("space", 18), ({"type": "ambush", "space": 18}, {"type": "ambush", "space": 19}),
         QT_TRANSLATE_NOOP("MinaTutorial",
                           "Lay an ambush first, on space 18, then one on space 19.")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Now roll: your last sombrero is fourth, so it rolls four dice."),
         ("band",), _roll()),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "It stopped on Pancho's sombrero, an occupied space: the sombrero "
                           "below greets you with 1 silver, and you roll one die again. Then "
                           "yours had passed every other one: it takes the hat band and moves "
                           "again at once with one die. Roll."),
         ("band",), _roll()),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Roll whenever it is your turn, and watch where the dice take the "
                           "sombreros: ambushes catch everybody, their own layer too."),
         ("tray",), (_roll(),) * 8),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Near the mine every space counts. Before rolling you may buy off "
                           "dice: 1 silver each into the pot, and one die is always rolled. "
                           "Click a die to buy it off, then roll."),
         ("tray",), _roll(1),
         QT_TRANSLATE_NOOP("MinaTutorial",
                           "Buy off one die this time: click a die, then roll.")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Roll this one with all its dice, then buy off one die again for "
                           "the next."),
         ("tray",), (_roll(), _roll(1))),
    Step(QT_TRANSLATE_NOOP("MinaTutorial", "Roll with all dice."),
         ("tray",), _roll()),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Your first sombrero arrived in the mine: the first to arrive pays "
                           "1 silver into the pot, the second 2, and so on; Pancho's came "
                           "second. Keep your last one out as long as you can: buy off a die "
                           "on each of its turns."),
         ("mine",), (_roll(1), _roll(1)),
         QT_TRANSLATE_NOOP("MinaTutorial", "Buy off one die, then roll.")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Your last sombrero arrived third and paid 3. Pancho's is the last "
                           "on the track: he wins the pot. In the next race every cost is "
                           "doubled (the greeting, buying off, arriving), in the third "
                           "tripled. When a player cannot start a race, the richest wins. "
                           "Play on, or start a real game."),
         ("bowl",)),
)

# every decision of the computer (Pancho, seat 1), in order
OPPONENT_MOVES = (
    {"type": "place", "space": 2},
    {"type": "place", "space": 4},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "ambush", "space": 36},
    {"type": "ambush", "space": 35},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 1},
    {"type": "roll", "buy_off": 1},
    {"type": "roll", "buy_off": 1},
    {"type": "roll", "buy_off": 1},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "roll", "buy_off": 0},
    {"type": "place", "space": 1},
)

TUTORIAL = Tutorial("mina", 0, ("Pancho",), STEPS, OPPONENT_MOVES)
