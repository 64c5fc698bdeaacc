"""Caravan's tutorial ("Learn to play"): a game for two (game number 13), guided.

Played, scripted on a fixed deal (the computer's moves drafted with
caramba_desktop.tools.tutorial_draft): placing and moving camels, the cost of a
space with camels on it, picking up (Pancho takes a demand marker with his good),
the refill, passing a good along a chain, theft and a delivery.

Free: after the delivery the player plays their own turns and Pancho his. Found in
play and asked as a rule: the player's next load (a pick-up as soon as one of their
camels stands on a good in their second turn of their own or later; at the
beginning of the third at the latest, a pick-up or moving an empty camel onto a
good, which is always possible then). Free again, then explained at the beginning
of the player's fourth turn of their own if their goods would cost points (the
fifth at the latest), with that cost in view under their points: the end of the
game and the penalty.

Explained, not played: the end and the penalty. A game for two lasts about twenty
turns each (17 to 30 in 30 games with the computer on both seats), far too long
for a first lesson. The refill is played once, in the opening: random play rarely
picks up four goods before a game stalls, so a second one is not a moment bound
to come.
"""

from __future__ import annotations

from caramba_desktop.engine.api import Action, State
from caramba_desktop.engine.tutorial import HUMAN, QT_TRANSLATE_NOOP, Step, Tutorial
from caramba_desktop.games.caravan import data as D

# the game's turn (both players counted) that is the player's first of their own,
# after the scripted opening; theirs are every second one from there
FIRST_OWN_TURN = 9


def _in_own_turn(state: State, number: int, beginning: bool = False) -> bool:
    """The player is to move in their `number`th turn of their own or a later one (at
    its beginning: no action spent yet)."""
    return (state.current_player == HUMAN
            and state.turn >= FIRST_OWN_TURN + 2 * (number - 1)
            and (not beginning or state.actions_left == D.MAX_ACTIONS))


def _pick_ups(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.type == "pick_up"]


def _load_moment(state: State) -> bool:
    """A pick-up from the player's second turn of their own on; at the beginning of
    the third at the latest (an empty camel can always move onto a good then)."""
    return (_in_own_turn(state, 2) and bool(_pick_ups(state))) or _in_own_turn(state, 3, True)


def _held_goods_cost(state: State) -> bool:
    """The goods on the player's camels would cost points at the end (two or more)."""
    return D.PENALTY.get(state.held(HUMAN), 0) > 0


def _penalty_moment(state: State) -> bool:
    """The beginning of a turn from the player's fourth of their own on with goods that
    would cost points; the beginning of the fifth at the latest."""
    return (_in_own_turn(state, 4, True) and _held_goods_cost(state)) \
        or _in_own_turn(state, 5, True)


def _loads(state: State, action: Action) -> bool:
    """A pick-up, or an empty camel moving onto a good lying on the board."""
    return action.type == "pick_up" or (action.type == "move_camel"
                                        and action["to"] in state.board)


def _load_target(state: State) -> tuple | None:
    pick_ups = _pick_ups(state)
    if pick_ups:
        return ("space", state.camels[HUMAN][pick_ups[0]["camel"]][0])
    empty = next((i for i, (space, good, _) in enumerate(state.camels[HUMAN])
                  if space is not None and good is None), None)
    return None if empty is None else ("camel", HUMAN, empty)


def _penalty_target(state: State) -> tuple:
    """The cost of the goods held, under the player's points (shown from two goods on)."""
    return ("penalty", HUMAN) if _held_goods_cost(state) else ("score", HUMAN)


STEPS = (
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Welcome to Caravan! You are Rosita and play against Pancho. Goods "
                           "lie on the eight numbered spaces, and each city wants one kind of "
                           "good. Your camels carry goods there in chains: a delivered good "
                           "scores 3 (a common good) or 6 (a rare one)."),
         ("lying", 22)),  # the cloth on space 4: the first good the player takes
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "A turn has four actions; the first turns have fewer, and you start "
                           "with one. Placing a camel from your supply on an empty space costs "
                           "one action. Place a camel on the cloth, on space 4: choose a camel "
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
                           "Only four goods were left on the board, so the board was refilled: "
                           "each of them got a demand marker, and four new goods were drawn from "
                           "the bag onto the empty numbered spaces. Now place your last camel "
                           "between your two camels on the right."),
         ("space", 25), {"type": "place", "space": 25}),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Camels on neighbouring spaces form a chain, and one action passes "
                           "a good along it to any camel of the chain. Pass the cloth to your "
                           "camel next to it: choose the cloth, then that camel."),
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
                           "Delivered: 6 points, and Pancho delivered too. From now on you both "
                           "play as you like. Gao wants your meat, Djenné your hides: build a "
                           "chain there, or send empty camels to new goods."),
         ("score", 0)),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Time to load a good. Picking it up costs one action, and the "
                           "demand markers lying with it are yours: 1 point each. One camel "
                           "must always stay without a good. Pick up a good, or move an empty "
                           "camel onto one; then play on."),
         _load_target, _loads,
         QT_TRANSLATE_NOOP("CaravanTutorial",
                           "Pick up a good with a camel standing on it, or move a camel "
                           "without a good onto a space where a good lies."),
         _load_moment),
    Step(QT_TRANSLATE_NOOP("CaravanTutorial",
                           "The game ends with the first delivery after the bag has run out: "
                           "with two players, after about twenty turns each. Goods still on "
                           "your camels then cost points: two cost 1, three 3, four 6; from "
                           "two on, your player board shows the cost under your points. Play "
                           "on, or start a real game."),
         _penalty_target, when=_penalty_moment),
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
