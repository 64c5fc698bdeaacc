"""CABO components, numbers and the project's reading of the rulebook.

The rulebook is the first edition's (shared rulebooks/cabo.de.txt); the
project's facts and decisions are in shared FACTS.md, section 2. Every point
where the text leaves a choice open is written down here as a DECISION (our
reading, to be stated in the rules help) or a RECONSTRUCTION (a rule the text
does not give at all), so that it can be corrected in one place.
"""

# 52 cards: two 0s, four each of 1-12, two 13s. A card is its value (an int).
CARD_COUNTS = {0: 2, **{v: 4 for v in range(1, 13)}, 13: 2}
DECK = tuple(v for v, k in sorted(CARD_COUNTS.items()) for _ in range(k))

# The card actions, usable only on a card drawn from the draw pile.
CARD_ACTIONS = {7: "peek", 8: "peek", 9: "spy", 10: "spy", 11: "swap", 12: "swap"}

# DECISION: the layout size is an option (house rule "Spiel mit mehr als 4 Karten",
# whose example is six cards with three looked at). Layout size -> cards looked at.
LOOKED_AT = {4: 2, 6: 3}
LAYOUT_SIZES = tuple(LOOKED_AT)

# DECISION: the rulebook says "2 seiner eigenen Karten" without saying which, so
# each player chooses which of his cards to look at (a decision, in seat order
# from the start player).

# DECISION: what a player knows follows from what he saw: a card taken from the
# discard pile was seen face up by everybody, so its place is known to all; a
# swap is done in view of all (who swapped which places), so whoever knew one of
# the two cards knows where it went (the swap itself is blind, FACTS).
# DECISION: turns go to the next seat (index + 1), from the start player.

SET_MIN, SET_MAX = 2, 4  # "Zwei, drei oder vier Karten mit gleichem Zahlenwert"

# DECISION (FACTS): CABO may be called on any turn, a player's first turn of the
# round included; the rulebook names no earliest turn. False: only after one has
# drawn or taken a card this round.
CABO_ON_FIRST_TURN = True
# DECISION (FACTS): the caller's cards may still be swapped after his call; the
# rulebook protects them nowhere. False: a swap may not touch them.
CALLERS_CARDS_SWAPPABLE = True

# DECISION: when a set is replaced, the new card lies where the leftmost card of
# the set lay; the other places of the set stay empty. The places of a layout
# never move, so what a player remembers of a place stays true.
# DECISION: on a failed claim every claimed card was turned face up, so all
# players (and spectators) know these cards from then on (FACTS: cards revealed
# for a claimed set are seen by everybody); they go back face down where they
# lay, the drawn (or taken) card goes onto the discard pile and the turn ends.
# DECISION: any 2-4 of one's cards may be claimed, known or not; only the reveal
# tells whether the claim holds.

# Scoring (Wertung).
CABO_PENALTY = 5  # first edition: added to the sum of a caller without the lowest sum
CABO_PENALTY_SECOND_EDITION = 10
KAMIKAZE = {12: 2, 13: 2}  # a layout holding two 12s and both 13s at the round's end
KAMIKAZE_POINTS = 50
# DECISION: Kamikaze needs those four cards in the layout; with a six-card layout
# other cards may lie beside them. It overrides everything else, the Cabo call
# included: the caller scores 50 like every other player (no extra penalty).
RESET_AT, RESET_TO = 100, 50  # a total of exactly 100 becomes 50
GAME_END = 101  # the match ends when a total reaches 101 or more
# DECISION: 100 -> 50 is applied to the total after each round (Kamikaze's 50
# included); the start player of the next round is decided on the totals after it.
# DECISION: the round's winners (who start the next round) are those scoring 0:
# the caller alone if he shares the lowest sum, else everyone with the lowest sum;
# with Kamikaze, its player.

# DECISION: the draw pile is a multiset whose order is decided card by card as it
# is drawn (a chance node per draw); shuffling it is therefore no chance node.
# It is refilled (all of the discard pile but its top card) when a player wants
# to draw from it empty. The whole discard pile is public: every card on it lay
# face up once.
# DECISION: the cards are dealt one at a time around the table from the start
# player, then the top card of the draw pile is turned up as the discard pile.

# Second edition (FACTS: "Cabo miss +10, round also ends when the deck runs out,
# 100 -> 50 only once per game"), each change an option.
# RECONSTRUCTION: with "deck_out_ends_round" the round ends (and is scored) at the
# end of the turn in which the last card of the draw pile was drawn, even if the
# players after a Cabo call have not all had their last turn; no reshuffle.
# DECISION: with "reset_once" each player may go from 100 to 50 once per match;
# a second total of exactly 100 stays 100.

# House rule "Swap-Aktion": the swap may exchange the cards of any two different
# players, the swapping player's own included.

OPTIONS_SCHEMA = {
    "layout_size": {"type": "choice", "default": 4, "choices": list(LAYOUT_SIZES)},
    "swap_any_two": {"type": "bool", "default": False},
    "cabo_penalty": {"type": "choice", "default": CABO_PENALTY,
                     "choices": [CABO_PENALTY, CABO_PENALTY_SECOND_EDITION]},
    "deck_out_ends_round": {"type": "bool", "default": False},
    "reset_once": {"type": "bool", "default": False},
}
