"""A heuristic bot for Caramba! – Mina de Plata.

It reads only its observation and the legal actions. The silver paid for
buying off dice goes into the pot, which the last one on the track takes: to
the winner of a race his buy-offs come back, to everybody else they are lost.
So the bot hangs back (buys off dice) with a sombrero that can still be last,
as long as the price is small against the pot it may win and its purse, and
rushes (rolls every die) with one that cannot: an early arrival pays least.
It places its sombreros as far back as it can, and lays ambushes where the
other players' sombreros are most likely to end their next move, on the
terrain that throws them furthest.

Private deals: one more die pushes the mover towards the mine. The bot offers
silver to a mover who is its rival for last place (not far ahead of its own
rearmost sombrero), a small share of the pot it hopes to win; as the mover it
accepts any offer when it cannot be last anyway (rushing costs it nothing),
and otherwise only an offer worth as much as the share of the pot the die may
cost it.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from functools import cache
from operator import add, mul

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.data import (
    AMBUSH_DICE,
    DIE_FACES,
    PICK_UPS_PER_TURN,
    SPACES,
    start_silver,
    terrain,
)
from caramba_desktop.games.mina.rules import (
    ACCEPT,
    NO_OFFER,
    OFFERS,
    REFUSE,
    ROLLS,
    SPACE_ACTIONS,
    buy_off_cost,
)
from caramba_desktop.games.mina.rules import PLACE as PLACING

# An ambush is laid (or moved) only where it is likely enough to strike
# (probability that an opponent ends his next move there, times the dice it throws).
AMBUSH_MIN = 0.25
# Own sombreros count this much more than opponents' when judging an ambush spot.
OWN_RISK = 2.0
# A sombrero hangs back when no other player's sombrero is further back than this
# many spaces behind it.
CONTENDER_GAP = 12
# Dice are bought off only this close to the mine (spaces to go).
DANGER = 25
# The most of its purse the bot pays to buy off dice in one move.
PURSE_SHARE = 0.25
# The most of the pot it expects at the end of the race it pays in one move.
POT_SHARE = 0.2
# Keep this many arrivals' worth of silver (at this race's price) for the mine.
RESERVE_ARRIVALS = 2
# Deals: the share of the pot expected at the race's end the bot offers for one more
# die of a rival, and the least share it accepts for one more die of its own when it
# can still be last. A rival is a mover at most this many spaces ahead of the bot's
# rearmost sombrero.
DEAL_OFFER_SHARE = 0.1
DEAL_ACCEPT_SHARE = 0.3
DEAL_RIVAL_AHEAD = 5


# from the mine back: the furthest of equally good spaces comes first
_SPACES_BACKWARDS = range(SPACES, 0, -1)
# the dice an ambush chip throws back a sombrero with, per space
_CHIP_DICE = (0, *(AMBUSH_DICE[terrain(s)] for s in range(1, SPACES + 1)))


@cache
def landing(dice: int) -> tuple[float, ...]:
    """Probability of each total of `dice` dice (faces 0-5)."""
    dist = [1.0]
    for _ in range(dice):
        new = [0.0] * (len(dist) + len(DIE_FACES) - 1)
        for total, p in enumerate(dist):
            for face in DIE_FACES:
                new[total + face] += p / len(DIE_FACES)
        dist = new
    return tuple(dist)


@cache
def _ends_ahead(dice: int, space: int, weight: float) -> tuple[float, ...]:
    """For each space ahead of `space` on the track: the probability that a sombrero
    there rolling `dice` dice ends its move on it (ambushes and greetings aside), times
    `weight`."""
    dist = landing(dice)
    return tuple(dist[gap] * weight for gap in range(1, min(len(dist), SPACES + 1 - space)))


@cache
def _owners(players: int, sombreros: int) -> tuple[int, ...]:
    return tuple(s % players for s in range(sombreros))


class _Board:
    """The facts of a position the decisions need, as the player to move sees them
    (everything in Mina de Plata lies open)."""

    def __init__(self, me: int, race: int, money: int, pot: int, spaces: list[int | None],
                 owners: Sequence[int], chips: list[int | None], mover_space: int | None,
                 arrived: int, offer: int | None = None) -> None:
        self.me = me
        self.offer = offer  # the silver offered to me for one more die
        self.race = max(race, 1)
        self.money = money
        self.pot = pot
        self.on_track = [(s, owners[s], x) for s, x in enumerate(spaces) if x is not None]
        self._spaces = sorted(x for _, _, x in self.on_track)
        self.sombreros = len(spaces)
        self.mover_space = mover_space
        self.arrived = arrived
        self._taken = set(spaces) | set(chips)
        self._ambush: list[float] | None = None

    @classmethod
    def from_observation(cls, obs: dict) -> _Board:
        sombreros = obs["sombreros"]
        mover = obs["mover"]
        offer = obs["deal"]["offer"]
        return cls(obs["viewer"], obs["race"], obs["money"][obs["viewer"]], obs["pot"],
                   [x["space"] for x in sombreros], [x["owner"] for x in sombreros],
                   [c["space"] for c in obs["chips"]],
                   None if mover is None else sombreros[mover]["space"],
                   sum(1 for x in sombreros if x["arrival"] is not None),
                   None if offer is None else offer["amount"])

    @classmethod
    def from_state(cls, state) -> _Board:
        """The same facts read from a state: the rollouts' path, without the observation
        (most of a rollout's time went into building it)."""
        me = state.current_player
        return cls(me, state.race, state.money[me], state.pot, state.pos,
                   _owners(state.num_players, state.num_sombreros), state.chips,
                   None if state.mover is None else state.pos[state.mover], len(state.in_mine),
                   None if state.offer is None else state.offer[1])

    def final_pot(self) -> int:
        """The pot at the race's end if nobody buys off another die: every sombrero
        but the last pays for arriving."""
        return self.pot + self.race * sum(range(self.arrived + 1, self.sombreros))

    def reserve(self) -> int:
        """Silver kept for arriving at the mine."""
        return RESERVE_ARRIVALS * (self.arrived + 1) * self.race

    def may_be_last(self, space: int) -> bool:
        """No other player's sombrero is more than CONTENDER_GAP spaces behind `space`."""
        behind = [x for _, owner, x in self.on_track if owner != self.me and x < space]
        return not behind or space - min(behind) <= CONTENDER_GAP

    def rank(self, space: int) -> int:
        return 1 + len(self._spaces) - bisect_right(self._spaces, space)

    def first_free(self) -> int:
        return next(s for s in range(1, SPACES + 1) if s not in self._taken)

    def ambush_value(self, space: int) -> float:
        """How much a chip here is expected to hurt the others rather than me."""
        if self._ambush is None:
            self._ambush = self._ambush_values()
        return self._ambush[space]

    def _ambush_values(self) -> list[float]:
        """Per space: the chance that each sombrero ends its next move there (mine
        counted OWN_RISK times against), times the dice a chip there throws."""
        odds = [0.0] * (SPACES + 1)
        for _, owner, x in self.on_track:
            weight = -OWN_RISK if owner == self.me else 1.0
            ahead = _ends_ahead(self.rank(x), x, weight)
            end = x + 1 + len(ahead)
            odds[x + 1:end] = map(add, odds[x + 1:end], ahead)
        return list(map(mul, odds, _CHIP_DICE))

    def best_ambush(self) -> tuple[float, int | None]:
        """The free space where a chip hurts most (the furthest of equals), and how much."""
        if self._ambush is None:
            self._ambush = self._ambush_values()
        values, taken = self._ambush, self._taken
        free = [space for space in _SPACES_BACKWARDS if space not in taken]
        if not free:
            return 0.0, None
        spot = max(free, key=values.__getitem__)  # the first of equals, going backwards
        return values[spot], spot


# the decisions: place a sombrero, lay a picked-up chip again, or move (roll, and
# before that perhaps lay or pick up a chip); offer a deal to the mover, answer one
STEP_PLACE, STEP_LAY, STEP_MOVE = "place", "lay", "move"
STEP_OFFER, STEP_ANSWER = "offer", "answer"


class HeuristicBot(Bot):
    kind = "heuristic"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.best(_Board.from_observation(observation), legal)

    def best(self, board: _Board, legal: list[Action]) -> Action:
        """The move on `board`, one of `legal`."""
        kinds = {a.type for a in legal}
        if "place" in kinds:
            return self.decide(board, STEP_PLACE)
        if "no_offer" in kinds:
            return self.decide(board, STEP_OFFER)
        if "accept" in kinds:
            return self.decide(board, STEP_ANSWER)
        if "roll" not in kinds:
            return self.decide(board, STEP_LAY)
        pick_ups = [a["space"] for a in legal if a.type == "pick_up"]
        return self.decide(board, STEP_MOVE, max(a["buy_off"] for a in legal if a.type == "roll"),
                           "ambush" in kinds, min(pick_ups, default=None))

    def decide(self, board: _Board, step: str, max_buy_off: int = 0, has_chip: bool = False,
               pick_up: int | None = None) -> Action:
        """The move on `board`; for a move, what the mover may do: buy off up to
        `max_buy_off` dice, lay a chip from his supply, pick up the chip on `pick_up`."""
        if step == STEP_PLACE:  # as far back as possible: the rearmost rolls most dice
            return SPACE_ACTIONS["place"][board.first_free()]
        if step == STEP_LAY:  # a picked-up chip must go down again
            return SPACE_ACTIONS["ambush"][board.best_ambush()[1]]
        if step == STEP_OFFER:
            amount = self.deal_offer(board)
            return OFFERS[amount - 1] if amount else NO_OFFER
        if step == STEP_ANSWER:
            return ACCEPT if self.accepts(board) else REFUSE
        if has_chip or pick_up is not None:
            value, spot = board.best_ambush()
            if spot is not None and value >= AMBUSH_MIN:
                if has_chip:
                    return SPACE_ACTIONS["ambush"][spot]
                return SPACE_ACTIONS["pick_up"][pick_up]  # it goes down on the best spot
        return ROLLS[self._buy_off(board, max_buy_off)]

    def slips(self, legal: list[Action]) -> list[Action]:
        """The moves a careless player (the easy level) may make by mistake: any but an
        offer of silver, which nobody makes by accident."""
        return [a for a in legal if a.type != "offer"] or legal

    def deal_offer(self, board: _Board) -> int:
        """The silver offered to the mover for one more die (0: none): a share of the pot
        when the mover is a rival for last place, if the purse allows."""
        mine = [x for _, owner, x in board.on_track if owner == board.me]
        if not mine or board.mover_space is None or board.mover_space - min(mine) > DEAL_RIVAL_AHEAD:
            return 0
        if not board.may_be_last(min(mine)):
            return 0
        amount = max(1, round(board.final_pot() * DEAL_OFFER_SHARE))
        if amount > board.money * PURSE_SHARE or board.money - amount < board.reserve():
            return 0
        return amount

    def accepts(self, board: _Board) -> bool:
        """Accept when my sombrero cannot be last anyway, or the silver outweighs the
        share of the pot one more die may cost."""
        if not board.may_be_last(board.mover_space):
            return True
        return board.offer >= board.final_pot() * DEAL_ACCEPT_SHARE

    def _buy_off(self, board: _Board, most: int) -> int:
        """Roll every die unless the mover can still be last and is near the mine; then
        buy off as many dice as the budget allows."""
        here = board.mover_space
        if not board.may_be_last(here) or most == 0 or SPACES + 1 - here > DANGER:
            return 0
        budget = min(board.money * PURSE_SHARE, max(board.money - board.reserve(), 0),
                     board.final_pot() * POT_SHARE)
        k = 0
        while k < most and buy_off_cost(k + 1, board.race) <= budget:
            k += 1
        return k


# ----- the evaluation of the search (ai/ismcts.py) --------------------------------

# The evaluation's uncertainty, as a share of the start silver. Calibrated on games
# Normal plays in every seat: the fortunes at the start of a race predict the game's
# winner best (log-loss) at 40-50 silver of uncertainty with 60 start silver, and at
# 25-30 with 30; at 5 silver the prediction was worse than a coin toss.
SEARCH_TEMPERATURE_SHARE = 0.8
# An eliminated player's strength lies this far below any fortune.
SEARCH_ELIMINATED = -100.0


def search_value(state, seat: int) -> list[float]:
    """Each player's chance to win, from the silver and a share of the pot: the
    rearmost sombreros are the likeliest to be left on the track and take it."""
    n = state.num_players
    on_track = sorted((space, s) for s, space in enumerate(state.pos) if space is not None)
    claims = [0.0] * n
    for rank, (_, s) in enumerate(on_track, start=1):
        claims[s % n] += 1.0 / rank
    total_claim = sum(claims) or 1.0
    strengths = [SEARCH_ELIMINATED if p in state.eliminated
                 else state.money[p] + state.pot * claims[p] / total_claim for p in range(n)]
    return softmax_values(strengths, SEARCH_TEMPERATURE_SHARE * start_silver(n))


# ----- the rollouts of the search: the heuristic for every seat, to the race's end -----

_ROLLOUT_BOT = HeuristicBot("mina")


def rollout_move(state, rng) -> Action:
    """The heuristic's move, with what the mover may do asked of the rules directly
    rather than read from the list of legal moves (making it took a fifth of a rollout)."""
    board = _Board.from_state(state)
    if state.phase == PLACING:
        return _ROLLOUT_BOT.decide(board, STEP_PLACE)
    if state.offer is not None:
        return _ROLLOUT_BOT.decide(board, STEP_ANSWER)
    if state.asking:
        return _ROLLOUT_BOT.decide(board, STEP_OFFER)
    if state.holding is not None:
        return _ROLLOUT_BOT.decide(board, STEP_LAY)
    has_chip = state.may_lay_ambush(board.me)
    passed = None if has_chip or state.pick_ups >= PICK_UPS_PER_TURN else state.passed_chips()
    return _ROLLOUT_BOT.decide(board, STEP_MOVE, state.max_buy_off(), has_chip,
                               passed[0] if passed else None)


def rollout_over(root, state) -> bool:
    return state.race != root.race


# the dice make a race's rollouts very noisy: the search leaves the heuristic's move
# only on strong evidence (standard errors of the difference of the two means)
SEARCH_CONFIDENCE = 2.5
# how many spaces the search tries for a placing or an ambush, besides the heuristic's
SEARCH_SPACES = 3


# the amounts the search tries for an offer besides the heuristic's, in silver
SEARCH_OFFERS = (1, 3, 6, 10)


def search_candidates(state, legal: list[Action], rng) -> list[Action]:
    """The heuristic's move, every roll, and the few most promising spaces to place on
    or to lay an ambush on; for a deal, no offer and a few amounts, or both answers."""
    board = _Board.from_state(state)  # read once, for the heuristic's move and the candidates
    prior = _ROLLOUT_BOT.best(board, legal)
    if state.offer is not None:
        return [prior, ACCEPT, REFUSE]
    if state.asking:
        return [prior, NO_OFFER, *(OFFERS[a - 1] for a in SEARCH_OFFERS
                                   if a <= state.money[board.me])]
    rolls = [a for a in legal if a.type == "roll"]
    places = [a for a in legal if a.type == "place"]
    ambushes = sorted((a for a in legal if a.type == "ambush"),
                      key=lambda a: -board.ambush_value(a["space"]))
    pick_ups = [a for a in legal if a.type == "pick_up"]
    # the rearmost spaces, and those just behind another player's sombrero
    behind = {x - 1 for _, owner, x in board.on_track if owner != board.me}
    places = places[:SEARCH_SPACES] + [a for a in places if a["space"] in behind]
    return [prior, *rolls, *places, *ambushes[:SEARCH_SPACES], *pick_ups[:1]]
