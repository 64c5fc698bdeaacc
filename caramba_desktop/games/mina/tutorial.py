"""Mina de Plata's tutorial ("Learn to play"): a fixed game for two, its first race
begun step by step, then played freely, and the start of the next race.

Scripted (exact moves, Pancho's moves from the script, game number 0): placing,
the dice by rank and the hat band, laying an ambush, an occupied space with its
greeting and the hat band taken back, and a private deal Pancho offers (the
player accepts or refuses). Then the player plays the race freely
(rolls, ambush chips, buying off) and the steps come when their moment does:
the first turn near the mine where a die can be bought off (asked: a roll with a
die bought off), the first sombrero in the mine (its cost), the race's end (the
pot), the next race's placing (asked: a sombrero placed) and its first turn
where a die can be bought off at the doubled cost (asked: a roll with a die
bought off). Explained only, since a short game does not reach it: how the game
ends (a player out of silver, the richest wins). Pancho's moves were drafted
with caramba_desktop.tools.tutorial_draft.
"""

from __future__ import annotations

from caramba_desktop.engine.api import Action, State
from caramba_desktop.engine.tutorial import HUMAN, QT_TRANSLATE_NOOP, Step, Tutorial
from caramba_desktop.games.mina.data import CLAY, SPACES, TERRAIN_OF_SPACE
from caramba_desktop.games.mina.rules import PLACE, RACE


def _roll(buy_off: int = 0) -> dict:
    return {"type": "roll", "buy_off": buy_off}


def _human_moves(state: State) -> bool:
    """The player is about to move a sombrero (no dice rolling, no chip in hand, no deal
    to make or answer first)."""
    return (state.phase == RACE and state.current_player == HUMAN
            and state.holding is None and not state.asking and state.offer is None)


def can_buy_off_near_the_mine(state: State) -> bool:
    """The player may buy off a die, with a sombrero on clay (the last stretch) or once
    a sombrero is in the mine."""
    return (_human_moves(state) and state.max_buy_off() >= 1
            and (TERRAIN_OF_SPACE[state.pos[state.mover]] == CLAY or bool(state.in_mine)))


def a_sombrero_arrived(state: State) -> bool:
    """A sombrero is in the mine (or a race has ended: its arrivals were there)."""
    return bool(state.in_mine) or between_races(state)


def between_races(state: State) -> bool:
    """A race has ended and the next one's sombreros are being placed."""
    return state.phase == PLACE and state.race >= 2


def can_buy_off_in_a_later_race(state: State) -> bool:
    """A turn of the player's in the second race (or later) that may buy off a die."""
    return state.race >= 2 and _human_moves(state) and state.max_buy_off() >= 1


def first_arrival(state: State) -> tuple:
    """The sombrero that arrived first (the mine, once the race is over)."""
    return ("sombrero", state.in_mine[0]) if state.in_mine else ("mine",)


def rearmost_free_space(state: State) -> tuple:
    return ("space", min(space for space in range(1, SPACES + 1) if space not in state.pos))


def answers_the_offer(state: State, action: Action) -> bool:
    return action.type in ("accept", "refuse")


def buys_off_a_die(state: State, action: Action) -> bool:
    return action.type == "roll" and action["buy_off"] >= 1


def places_a_sombrero(state: State, action: Action) -> bool:
    return action.type == "place"


BUY_OFF_WRONG = QT_TRANSLATE_NOOP("MinaTutorial",
                                  "Buy off at least one die this time: choose a die, then "
                                  "roll.")

STEPS = (
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Welcome to the Mina de Plata! You are Rosita and play against "
                           "Pancho; each of you runs two sombreros along the track to the mine. "
                           "Arriving costs silver, and the last sombrero left on the track wins "
                           "the pot: in this race, slow is good."),
         ("mine",)),
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
                           "one on clay, and runs on. You have two chips and may lay one "
                           "before each move. Lay one on space 18: choose “Lay an "
                           "ambush”, then the space."),
         ("space", 18), {"type": "ambush", "space": 18},
         QT_TRANSLATE_NOOP("MinaTutorial", "Lay an ambush on space 18 first.")),
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
                           "Pancho offers you 2 silver to roll one more die: a private deal. "
                           "An extra die pushes your sombrero towards the mine, where it "
                           "pays and leaves the race; the silver would be yours at once. "
                           "Before any roll the others may offer you such a deal, and you "
                           "may offer one too: choose “Offer a deal” while another player is "
                           "about to roll. Accept or refuse."),
         ("button", "accept"), answers_the_offer),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Now the race is yours: roll on each of your turns, and pick up an "
                           "ambush chip that every sombrero has passed to lay it again further "
                           "on. Ambushes catch everybody, their own layer too. The next step "
                           "comes when a sombrero of yours reaches the clay, near the mine."),
         ("button", "roll")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "Near the mine every space counts. Before rolling you may buy off "
                           "dice into the pot: the first die costs 1 silver, the second 2 "
                           "more, and so on; one die is always rolled. Choose a die to buy it "
                           "off, then roll."),
         ("tray",), buys_off_a_die, BUY_OFF_WRONG, when=can_buy_off_near_the_mine),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "A sombrero has arrived in the mine. Arriving costs silver into the "
                           "pot, more for each later one: in the first race the first pays 1, "
                           "the second 2, the third 3. Keep "
                           "yours on the track as long as you can: the last player left there "
                           "wins the pot."),
         first_arrival, when=a_sombrero_arrived),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "The race is over: only one player's sombreros were left on the "
                           "track, and that player took the pot, all the silver paid in this "
                           "race. The result shows the order of the finish."),
         ("tray",), when=between_races),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "A new race begins with the pot empty. The sombreros are placed "
                           "again, in the order of the last result: the winner's sombrero "
                           "first. Place a sombrero."),
         rearmost_free_space, places_a_sombrero,
         QT_TRANSLATE_NOOP("MinaTutorial", "Place a sombrero on a free space.")),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "From race to race every cost grows: twice as much in the second "
                           "race, three times in the third. The Caramba card shows this "
                           "race's costs: the greeting, buying off, arriving. Buy off a die "
                           "at the new price, then roll."),
         ("card",), buys_off_a_die, BUY_OFF_WRONG, when=can_buy_off_in_a_later_race),
    Step(QT_TRANSLATE_NOOP("MinaTutorial",
                           "That is the whole game: race follows race, each dearer than the "
                           "last. A player who runs out of silver and does not win the race "
                           "is out; when a player cannot start a race, the richest wins. "
                           "Play on, or start a real game."),
         ("bowl",)),
)

# Pancho's (seat 1) decisions until the player first plays freely; he declines to deal
# until his offer, once the player's sombrero on space 8 is about to roll
OPPONENT_MOVES = (
    {"type": "place", "space": 2},
    {"type": "place", "space": 4},
    {"type": "roll", "buy_off": 0},
    {"type": "no_offer"},
    {"type": "roll", "buy_off": 0},
    {"type": "no_offer"},
    {"type": "roll", "buy_off": 0},
    {"type": "offer", "amount": 2},
)

TUTORIAL = Tutorial("mina", 0, ("Pancho",), STEPS, OPPONENT_MOVES)
