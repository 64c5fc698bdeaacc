"""Caramba! – Mina de Plata (Alex Randolph, Amigo 1992): components and the
project's decisions.

The rulebook text we have breaks off inside "Besetzte Felder" and says
nothing of the board's size. Everything marked RECONSTRUCTION or DECISION
below is the project's choice (shared FACTS.md, section 4), kept in this one
file so that someone holding the physical game can correct it in one place.
Decisions the rules module could not take as a plain value are listed here
too, as comments, and in docs/ENGINE.md:

- DECISION: money is counted in silver; gold chips (10 silver) are only how
  the table shows it, and change is always made.
- DECISION: the first race's placing order comes from a roll-off, modelled as
  one chance node naming the start player (uniform); then the seats follow
  in turn (index + 1). With two sombreros each, everybody places his first
  sombrero before anybody places his second.
- DECISION: a sombrero may be placed on any space of the track, one per space.
- DECISION: the number of dice of a move is the rank of the moving sombrero
  among those still on the track when it moves (FACTS); only this move roll
  can be bought down. The re-rolls forced by an ambush or an occupied space
  are rolled in full.
- DECISION: a player may buy off only dice he can pay for in full; a player
  who ran out of silver in this race buys off nothing.
- DECISION: a sombrero that enters the mine has not "overtaken everybody";
  only one still on the track ahead of all others takes the hat band back.
- DECISION: an ambush chip is placed on a free space (no sombrero, no chip).
  A player places his own chips from his supply before any of his moves. The
  rulebook's chip stays "until all sombreros have moved over it": it may be
  picked up once no sombrero stands behind it and at least one sombrero has
  moved over it since it was laid (FACTS), by whoever is about to move, and
  must be put down again at once (PICK_UPS_PER_TURN limits how often). All
  chips go back to their owners after each race.
- DECISION: a player runs out of silver when a payment leaves him with none
  (or he cannot pay in full); he pays nothing more in this race, though he
  keeps what greetings bring him. After the race he is eliminated unless he
  won it, and a player with no silver cannot start the next race; either
  ends the game. The richest player who is not eliminated wins; equal
  fortunes share the win.
- DECISION: the placing order of a later race follows the last race's
  ranking (the winning player's sombreros still on the track, rearmost
  first, then the others in reverse order of arrival). With two sombreros
  each, players are ranked by their better-placed sombrero; in that order
  each places one sombrero, then, in the same order, the second ones (FACTS).
"""

SPACES = 60  # RECONSTRUCTION (FACTS): the mine lies beyond space 60

# RECONSTRUCTION (FACTS): spaces 1-20 stone, 21-40 gravel, 41-60 clay.
STONE, GRAVEL, CLAY = "stone", "gravel", "clay"
TERRAIN_OF_SPACE = {s: STONE if s <= 20 else GRAVEL if s <= 40 else CLAY
                    for s in range(1, SPACES + 1)}

# Dice rolled again after a move ends on an ambush chip (rulebook).
AMBUSH_DICE = {STONE: 3, GRAVEL: 2, CLAY: 1}

DIE_FACES = (0, 1, 2, 3, 4, 5)  # the dice have no 6 and a blank side
GOLD = 10  # one gold chip is worth 10 silver

# Start money and pieces: 2 gold + 10 silver, one sombrero and one ambush chip
# each; with 2 or 3 players two of each and 60 silver.
START_SILVER_MANY, START_SILVER_FEW = 30, 60
FEW_PLAYERS = 3  # up to this many players run two sombreros each

GREETING = 1  # silver the sombrero below pays the one landing on it (times the race)

# DECISION: an ambush re-roll that totals 0 leaves the sombrero on the chip,
# so the ambush strikes again, as the rulebook says of occupied spaces.
AMBUSH_REPEATS_ON_ZERO = True

# DECISION: how many passed ambush chips a player may pick up before one move.
PICK_UPS_PER_TURN = 1

# DECISION (FACTS, following the text: "Vor einem Zug ... einen Hinterhalt
# legen"): how many chips a player may lay from his supply before one move, also
# with two chips each (2-3 players). Putting down a picked-up chip is not laying
# one: PICK_UPS_PER_TURN limits that.
AMBUSHES_PER_MOVE = 1

# DECISION: the race ends when all sombreros left on the track belong to one
# player ("the player still on the track when all others have arrived").
# False: it ends only when a single sombrero is left.
RACE_ENDS_WITH_ONE_PLAYER_LEFT = True

# DECISION (FACTS, private deals, "Hier sind 10 Silberstückchen, wenn du mit einem
# Würfel mehr würfelst"): before each move roll, the other players are asked in turn,
# in seat order after the mover, whether they offer him silver from their own purse
# for one more die on this roll; each is asked once per roll and
# the mover accepts or refuses each offer. An accepted offer is paid at once to the
# mover (not into the pot); its die is rolled with his and cannot be bought off. The
# amount is free (DEAL_MIN_AMOUNT up to the whole purse), not multiplied by the race.
# A player who ran out of silver in this race may accept an offer but not make one.
DEAL_MIN_AMOUNT = 1


def sombreros_per_player(num_players: int) -> int:
    return 2 if num_players <= FEW_PLAYERS else 1


def start_silver(num_players: int) -> int:
    return START_SILVER_FEW if num_players <= FEW_PLAYERS else START_SILVER_MANY


def terrain(space: int) -> str:
    return TERRAIN_OF_SPACE[space]


# DECISION (FACTS): a roll never has more dice than the box holds: as many as players,
# four with two players and six with three (the rulebook), i.e. one per sombrero. Deals
# stop once the mover's dice and the dice bought by deals reach this number.
def game_dice(num_players: int) -> int:
    return num_players * sombreros_per_player(num_players)
