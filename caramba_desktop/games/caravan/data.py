"""Caravan (Joe Huber, Rio Grande Games 2019): components and the project's decisions.

The rulebook text we have lacks the board picture. Everything marked
RECONSTRUCTION or DECISION below is the project's choice (shared FACTS.md,
section 3, and the points the rulebook leaves open), kept in this one file so
that someone holding the physical game can correct it in one place.

Spaces are numbered 0..48, row by row from the top-left: space = row * 7 + col.
"""

SIZE = 7
SPACES = SIZE * SIZE


def cell(row: int, col: int) -> int:
    return row * SIZE + col


def row_col(space: int) -> tuple[int, int]:
    return divmod(space, SIZE)


def _neighbours(space: int) -> tuple[int, ...]:
    r, c = row_col(space)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
            out.append(cell(r + dr, c + dc))
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(s) for s in range(SPACES))
NEIGHBOUR_SETS = tuple(frozenset(n) for n in NEIGHBOURS)  # for chains built by set operations


def neighbours(space: int) -> tuple[int, ...]:
    """The orthogonal neighbours of a space (no diagonals)."""
    return NEIGHBOURS[space]


COMMON = ("meat", "swords", "salt", "hides")  # red, blue, white, brown
RARE = ("ivory", "cloth", "gems", "paper")  # grey, purple, green, pink
GOODS = COMMON + RARE
COLOURS = {"meat": "red", "swords": "blue", "salt": "white", "hides": "brown",
           "ivory": "grey", "cloth": "purple", "gems": "green", "paper": "pink"}
VALUE = {**{g: 3 for g in COMMON}, **{g: 6 for g in RARE}}
DEMAND_MARKER_VALUE = 1

# FACTS: 9 of each common good, 3 of each rare one (48).
GOODS_COUNT = {**{g: 9 for g in COMMON}, **{g: 3 for g in RARE}}
TOTAL_GOODS = sum(GOODS_COUNT.values())
# The shorter game (recommended with 2 or 3 players): back to the box go
# three of each common good and one of each rare one.
SHORT_GAME_REMOVED = {**{g: 3 for g in COMMON}, **{g: 1 for g in RARE}}
DEMAND_MARKERS = 44
THEFT_MARKERS_EACH = 1
CAMELS = 5
CAMELS_VARIANT = 6  # "a sixth camel" for learning or a relaxed game

# RECONSTRUCTION (FACTS): the numbered spaces 1-8 (1, 2, 7, 8 are the corners).
NUMBERED = {1: cell(0, 0), 2: cell(0, 6), 3: cell(1, 3), 4: cell(3, 1),
            5: cell(3, 5), 6: cell(5, 3), 7: cell(6, 0), 8: cell(6, 6)}
START_DEMAND_SPACES = (1, 2, 7, 8)

# RECONSTRUCTION (FACTS): the cities, each taking one good. Only Marrakech
# (ivory) is named in the rulebook; the other names are the project's.
CITIES = {
    "marrakech": (cell(0, 3), "ivory"),
    "tunis": (cell(3, 6), "cloth"),
    "sijilmasa": (cell(6, 3), "gems"),
    "cairo": (cell(3, 0), "paper"),
    "timbuktu": (cell(2, 2), "salt"),
    "gao": (cell(2, 4), "meat"),
    "djenne": (cell(4, 2), "hides"),
    "kano": (cell(4, 4), "swords"),
}
CITY_OF_GOOD = {good: space for space, good in CITIES.values()}
CITY_AT = {space: name for name, (space, _) in CITIES.items()}

# Actions per turn: the first turn of the game has 1, the next 2, then 3,
# then 4 for everybody (the rulebook's two-player example).
MAX_ACTIONS = 4
MOVE_COST_EMPTY = 1  # place/move an empty camel onto a space without camels
MOVE_COST_OCCUPIED = 2  # ... onto a space with one or more camels

REFILL_AT = 4  # goods left lying on the board that trigger the refill
REFILL_COUNT = 4

# DECISION (FACTS, following the text): when the goods lying on the board fall
# to four, a demand marker goes onto each of their spaces also once the bag is
# empty (while markers are left); only the new goods are missing then. The text
# makes no exception for the empty bag. False: nothing happens once it is empty.
DEMAND_ADDED_WITH_THE_BAG_EMPTY = True

# DECISION (FACTS): penalty for goods held (picked up, not delivered) at the end,
# by how many; 5 is possible only with the sixth camel.
PENALTY = {0: 0, 1: 0, 2: 1, 3: 3, 4: 6, 5: 10}

# DECISION: the rule "never pick up a good that would leave all your camels
# carrying goods" counts the camels still in your supply as empty camels
# (they can still be placed, so you keep possible actions).
SUPPLY_CAMELS_COUNT_AS_EMPTY = True

# DECISION: the same rule holds for stealing: a theft must leave you one camel
# without a good (the rulebook states it for picking up, giving the reason that
# you would have no possible actions left, which holds for theft as well).
THEFT_KEEPS_ONE_EMPTY_CAMEL = True

# DECISION (FACTS): camels of one player on the same space are connected; the
# rules build chains over spaces, so this needs no switch of its own.

# DECISION: the start player is drawn at random (the rulebook: the last player
# to choose a colour, "or choose the start player at random").
RANDOM_START_PLAYER = True

# DECISION: the game option "goods" = "auto" plays the shorter game with 2 or
# 3 players, as the rulebook recommends, and the full game with 4.
SHORT_GAME_AUTO_PLAYERS = (2, 3)

# DECISION (not in the rulebook): a game in which this many full rounds pass
# without a pick-up or a delivery is stuck and ends there, scored as usual. A
# theft is no progress: two players could steal one good back and forth for ever. A table would agree to stop; a program must. Players who play for the
# goods never come near it (a relay crosses the board in a few rounds), but
# random play and a stuck computer opponent do.
STALL_ROUNDS = 10
