"""CABO's tutorial ("Learn to play"): a fixed first round against one player, then
a round played freely.

Round 1 (deal 133, both players' moves fixed) shows the first look, drawing and
replacing, Spy, Swap, Pancho's wrong claim (his cards are shown and stay, the card
he took goes back), Peek, taking from the discard pile, a set, calling CABO and the
scoring. Round 2 is the player's own, Pancho playing his own moves too; at its
scoring, with the score sheet on screen, the running totals and a total of exactly
100 are explained, and Kamikaze. Those two are explained and not played: exactly
100 needs many rounds, Kamikaze four given cards in one row. At the player's first
turn of round 3 the tutorial asks them to draw from the draw pile and to use the
card's action if it has one (a turn that every round brings; a card with an action
does not come to every player in every round). Pancho's round-1 moves were drafted
with caramba_desktop.tools.tutorial_draft; his wrong claim is set by hand.
"""

from __future__ import annotations

from caramba_desktop.engine.api import Action, State
from caramba_desktop.engine.tutorial import HUMAN, QT_TRANSLATE_NOOP, Step, Tutorial
from caramba_desktop.games.cabo.data import CARD_ACTIONS
from caramba_desktop.games.cabo.rules import TURN

DRAW = {"type": "draw"}


def the_players_turn(state: State) -> bool:
    """The player is to draw, take or call CABO: every round brings this."""
    return state.current_player == HUMAN and state.phase == TURN


def draws_from_the_pile(state: State, action: Action) -> bool:
    return action.type == "draw"


def uses_an_action_it_has(state: State, action: Action) -> bool:
    """A card with an action is used for it; any other card may go anywhere."""
    return state.held not in CARD_ACTIONS or action.type == CARD_ACTIONS[state.held]


def cards_the_action_reaches(state: State) -> tuple:
    """Spy and Swap reach Pancho's cards; Peek and a card without an action, yours."""
    return ("mat", 1) if CARD_ACTIONS.get(state.held) in ("spy", "swap") else ("mat", HUMAN)


def a_round_was_scored(state: State) -> bool:
    """The move just played ended a round: its scoring is on the table."""
    return any(event["type"] == "round_result" for event in state.events)


STEPS = (
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Welcome to CABO! You are Rosita and play against Pancho. Your four "
                           "cards lie face down in front of you, and their places never change. "
                           "At the end of a round the lowest sum scores nothing; everybody else "
                           "scores their sum."),
         ("mat", 0)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "At the start of a round you may look at two of your own cards. "
                           "Look at your two cards on the left: choose them both."),
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
                           "Pancho took your 3 from the discard pile and tried to replace two "
                           "of his cards with it as a set. They were a 7 and a 6: no set. Both "
                           "were shown to all and stay in his row, and the 3 went back onto the "
                           "discard pile."),
         ("place", 1, 0)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "A card taken from the discard pile must go into your row; its "
                           "action cannot be used. Draw from the draw pile."),
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
                           "Replace your two 1s as a set: choose both. You know them, so the "
                           "set is right: they go onto the discard pile and the 0 lies in the "
                           "place of the first."),
         ("place", 0, 2), {"type": "claim", "positions": [2, 3]},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Replace the set: your third and fourth cards, both 1s.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call "
                           "CABO instead of drawing: everybody else plays one more turn, then the "
                           "round is scored."),
         ("button", "cabo"), {"type": "cabo"},
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "Call CABO now: your sum of 7 is low.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "At the scoring all cards are shown. The lowest sum scores 0; the "
                           "others score their sums. Whoever called CABO without the lowest "
                           "sum scores 5 more."),
         ("panel",)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Now the next round: new cards, and you look at two of them again. "
                           "Play it your own way, Pancho plays his. The tutorial speaks up "
                           "again at its scoring."),
         ("panel",)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "The points add up over the rounds on the score sheet. The game "
                           "ends when a total passes 100, and the lowest total wins. A total "
                           "of exactly 100 drops to 50."),
         ("panel",), when=a_round_was_scored),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Kamikaze: whoever has both 13s and two 12s in their row at the "
                           "scoring scores 0, and everybody else 50. It is rare: four particular "
                           "cards in one row."),
         ("panel",)),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "Your turn. Draw from the draw pile: only a card drawn there brings "
                           "its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or "
                           "12."),
         ("draw",), draws_from_the_pile,
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "This time draw from the draw pile, to see what its cards can do."),
         the_players_turn),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "If your card has an action, use it now: the more cards you know, "
                           "the better you choose. A card without one replaces one of yours "
                           "or is discarded."),
         cards_the_action_reaches, uses_an_action_it_has,
         QT_TRANSLATE_NOOP("CaboTutorial",
                           "This card has an action: use it this time, on the card you "
                           "choose.")),
    Step(QT_TRANSLATE_NOOP("CaboTutorial",
                           "That is CABO! Play on with this round, or start a real game."),
         ("mat", HUMAN)),
)

# every decision of the computer (Pancho, seat 1) in round 1, in order; his claim of
# the 7 and the 6 (his tenth and eleventh moves) is set by hand to show a wrong claim
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
    {"type": "claim", "positions": [0, 2]},
    {"type": "draw"},
    {"type": "replace", "position": 3},
    {"type": "take"},
    {"type": "claim", "positions": [2, 3]},
    {"type": "draw"},
    {"type": "replace", "position": 1},
)

TUTORIAL = Tutorial("cabo", 133, ("Pancho",), STEPS, OPPONENT_MOVES)
