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

Private deals: one more die pushes the mover towards the mine, where his
sombrero leaves the race, or past others. Both sides judge a deal by the same
measure, the search's evaluation of the fortunes (silver and a share of the
pot by rank from the back), expected over the mover's roll with and without
the die: the mover accepts when the silver makes up for what the die costs
him; an offerer, who can work out that answer from what lies open, offers the
least the mover accepts, and only when that still gains him something. Between
two players a deal gains one what it costs the other, so computers strike none;
with more players both may gain, at the others' expense or by trading sure
silver for a chance at the pot (a chance is worth more to the one behind). An
offer is weighed only by a player in the fight for last place, when one more
die may carry the mover into the mine: the deals worth making are there, and
the search's rollouts ask every player at every roll.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from functools import cache
from operator import add, mul

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.data import (
    AMBUSH_DICE,
    DEAL_MIN_AMOUNT,
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
# The most of its purse the bot pays to buy off dice in one move, or offers for a deal.
PURSE_SHARE = 0.25
# The most of the pot it expects at the end of the race it pays in one move.
POT_SHARE = 0.2
# A player offers a deal only while one of his sombreros is among this many rearmost
# on the track: the pot goes to the last one, and the offers worth making came from
# there (100 of 101 in 120 games of 3, 4 and 6 players without this limit).
DEAL_FIGHT = 2
# Keep this many arrivals' worth of silver (at this race's price) for the mine.
RESERVE_ARRIVALS = 2


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


class _Track:
    """The sombreros on the track of a position: worked out once for the players asked
    one after the other at a roll (and not to be changed by its readers)."""

    __slots__ = ("key", "on_track", "spaces", "_fighters")

    def __init__(self, key: tuple, spaces: list[int | None], owners: Sequence[int]) -> None:
        self.key = key
        # (sombrero, owner, space) of every sombrero on the track, and their spaces in order
        self.on_track = [(s, owners[s], x) for s, x in enumerate(spaces) if x is not None]
        self.spaces = sorted(x for _, _, x in self.on_track)
        self._fighters: set[int] | None = None

    def fighters(self) -> set[int]:
        """The players with a sombrero among the DEAL_FIGHT rearmost."""
        if self._fighters is None:
            spaces = self.spaces
            rear = spaces[DEAL_FIGHT - 1] if len(spaces) >= DEAL_FIGHT else SPACES
            self._fighters = {owner for _, owner, x in self.on_track if x <= rear}
        return self._fighters


_last_track: list[_Track | None] = [None]


def _track(spaces: list[int | None], owners: Sequence[int]) -> _Track:
    """The track of these sombreros' spaces and owners, the last one's if it is that."""
    key = (tuple(spaces), owners)
    track = _last_track[0]
    if track is None or track.key != key:
        track = _last_track[0] = _Track(key, spaces, owners)
    return track


class _Board:
    """The facts of a position the decisions need, as the player to move sees them
    (everything in Mina de Plata lies open)."""

    def __init__(self, me: int, race: int, moneys: Sequence[int], pot: int,
                 spaces: list[int | None], owners: Sequence[int], chips: list[int | None],
                 mover: int | None, arrived: int, deal_dice: int = 0,
                 offer: tuple[int, int] | None = None) -> None:
        self.me = me
        self.offer = offer  # (offerer, amount): the silver offered to me for one more die
        self.deal_dice = deal_dice  # the dice deals added to this roll already
        self.race = max(race, 1)
        self.moneys = moneys
        self.money = moneys[me]
        self.pot = pot
        self._positions, self._owners, self._chips = spaces, owners, chips
        self.sombreros = len(spaces)
        self.mover_space = None if mover is None else spaces[mover]
        self.mover_owner = None if mover is None else owners[mover]
        self.arrived = arrived
        self._ambush: list[float] | None = None
        self._track: _Track | None = None
        self._taken_spaces: set[int | None] | None = None

    # read when a decision needs them: the rollouts ask every player at every roll for
    # an offer, and most answer without them
    def _sombreros(self) -> _Track:
        if self._track is None:
            self._track = _track(self._positions, self._owners)
        return self._track

    @property
    def on_track(self) -> list[tuple[int, int, int]]:
        """(sombrero, owner, space) of every sombrero on the track."""
        return self._sombreros().on_track

    @property
    def _spaces(self) -> list[int]:
        return self._sombreros().spaces

    @property
    def _taken(self) -> set[int | None]:
        if self._taken_spaces is None:
            self._taken_spaces = set(self._positions) | set(self._chips)
        return self._taken_spaces

    def outlook_key(self) -> tuple:
        """What a `DealOutlook` depends on: the same for every player asked at a roll."""
        return (self.mover_space, self.mover_owner, self.deal_dice, self.race, self.pot,
                self.arrived, tuple(self.moneys), self._sombreros().key)

    @classmethod
    def from_observation(cls, obs: dict) -> _Board:
        sombreros = obs["sombreros"]
        offer = obs["deal"]["offer"]
        return cls(obs["viewer"], obs["race"], obs["money"], obs["pot"],
                   [x["space"] for x in sombreros], tuple(x["owner"] for x in sombreros),
                   [c["space"] for c in obs["chips"]], obs["mover"],
                   sum(1 for x in sombreros if x["arrival"] is not None),
                   obs["deal"]["deal_dice"],
                   None if offer is None else (offer["from"], offer["amount"]))

    @classmethod
    def from_state(cls, state) -> _Board:
        """The same facts read from a state: the rollouts' path, without the observation
        (most of a rollout's time went into building it)."""
        return cls(state.current_player, state.race, state.money, state.pot, state.pos,
                   _owners(state.num_players, state.num_sombreros), state.chips,
                   state.mover, len(state.in_mine), state.deal_dice, state.offer)

    @property
    def players(self) -> int:
        return len(self.moneys)

    def final_pot(self) -> int:
        """The pot at the race's end if nobody buys off another die: every sombrero
        but the last pays for arriving."""
        return self.pot + self.race * sum(range(self.arrived + 1, self.sombreros))

    def mine_in_reach(self) -> bool:
        """One more die may carry the mover into the mine, out of the race."""
        dice = self.rank(self.mover_space) + self.deal_dice + 1
        return self.mover_space + dice * DIE_FACES[-1] > SPACES

    def in_the_fight(self) -> bool:
        """One of my sombreros is among the DEAL_FIGHT rearmost on the track."""
        return self.me in self._sombreros().fighters()

    def reserve(self) -> int:
        """Silver kept for arriving at the mine."""
        return RESERVE_ARRIVALS * (self.arrived + 1) * self.race

    def may_be_last(self, space: int) -> bool:
        """No other player's sombrero is more than CONTENDER_GAP spaces behind `space`."""
        behind = [x for _, owner, x in self.on_track if owner != self.me and x < space]
        return not behind or space - min(behind) <= CONTENDER_GAP

    def rank(self, space: int) -> int:
        spaces = self._spaces
        return 1 + len(spaces) - bisect_right(spaces, space)

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


def may_pay(board: _Board) -> bool:
    """An offer to the mover is worth weighing: there are more than two players
    (between two, a deal gains one what it costs the other), one more die may carry
    the mover into the mine, and I am in the fight for last place."""
    # the fight first: of the players asked at a roll, at most DEAL_FIGHT are in it
    return board.players > 2 and board.in_the_fight() and board.mine_in_reach()


class DealOutlook:
    """Each player's chance to win (the search's evaluation, `search_value`) after the
    mover's roll, expected over its totals with his dice and with one die more
    (ambushes and greetings aside): the die matters when it may carry his sombrero
    past another or into the mine."""

    def __init__(self, board: _Board) -> None:
        self.mover = board.mover_owner
        self.temperature = SEARCH_TEMPERATURE_SHARE * start_silver(board.players)
        here = board.mover_space
        dice = board.rank(here) + board.deal_dice
        others = [(x, owner) for _, owner, x in board.on_track if x != here]
        ahead = sorted(x for x, _ in others if x > here)
        now, more = landing(dice), landing(dice + 1)
        # the totals that pass as many sombreros (None: into the mine) are one outcome
        odds: dict[int | None, list[float]] = {}
        for total, chance in enumerate(more):
            passed = None if here + total > SPACES else bisect_left(ahead, here + total)
            both = odds.setdefault(passed, [0.0, 0.0])
            both[0] += now[total] if total < len(now) else 0.0
            both[1] += chance
        self.matters = len(odds) > 1
        self._outcomes = [(self._fortunes(board, others, ahead, passed), both)
                          for passed, both in odds.items()]
        self._without: list[float] | None = None  # each seat's chance without the die

    def _fortunes(self, board: _Board, others: list[tuple[int, int]], ahead: list[int],
                  passed: int | None) -> list[float]:
        if passed is None:  # he pays for arriving, and his claim on the pot is gone
            moneys = list(board.moneys)
            fee = min((board.arrived + 1) * board.race, moneys[self.mover])
            moneys[self.mover] -= fee
            return fortunes(moneys, board.pot + fee, others)
        there = ahead[passed - 1] + 0.5 if passed else board.mover_space
        return fortunes(board.moneys, board.pot, [*others, (there, self.mover)])

    def _with_die(self, seat: int, payer: int, amount: int) -> float:
        total = 0.0
        for strengths, both in self._outcomes:
            if amount:
                strengths = list(strengths)
                strengths[payer] -= amount
                strengths[self.mover] += amount
            total += both[1] * softmax_values(strengths, self.temperature)[seat]
        return total

    def gain(self, seat: int, payer: int, amount: int) -> float:
        """What one more die for `amount` silver from `payer` to the mover changes in
        `seat`'s chance to win."""
        if self._without is None:  # the same for every seat: one softmax per outcome
            self._without = [0.0] * len(self._outcomes[0][0])
            for strengths, both in self._outcomes:
                chances = softmax_values(strengths, self.temperature)
                self._without = [x + both[0] * c for x, c in zip(self._without, chances,
                                                                 strict=True)]
        return self._with_die(seat, payer, amount) - self._without[seat]

    def price(self, payer: int, most: int) -> int | None:
        """The least silver, up to `most`, for which the mover gains from the die."""
        if self.gain(self.mover, payer, most) < 0:
            return None
        low, high = DEAL_MIN_AMOUNT, most
        while low < high:
            middle = (low + high) // 2
            if self.gain(self.mover, payer, middle) >= 0:
                high = middle
            else:
                low = middle + 1
        return low


_last_outlook: list = [None, None]  # (the board's outlook_key, its DealOutlook)


def deal_outlook(board: _Board) -> DealOutlook:
    """The board's `DealOutlook`, worked out once for every player asked at a roll."""
    key = board.outlook_key()
    if _last_outlook[0] != key:
        _last_outlook[:] = key, DealOutlook(board)
    return _last_outlook[1]


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
            return OFFERS[amount - DEAL_MIN_AMOUNT] if amount else NO_OFFER
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
        """The silver offered to the mover for one more die (0: none): the least he
        accepts, when the die is worth that much to me, within my purse's share."""
        most = min(int(board.money * PURSE_SHARE), board.money - board.reserve())
        if most < DEAL_MIN_AMOUNT or not may_pay(board):
            return 0
        outlook = deal_outlook(board)
        if not outlook.matters or outlook.gain(board.me, board.me, DEAL_MIN_AMOUNT) <= 0:
            return 0  # not worth even the least offer (it is worth less the more it costs)
        price = outlook.price(board.me, most)
        if price is None or outlook.gain(board.me, board.me, price) <= 0:
            return 0
        return price

    def accepts(self, board: _Board) -> bool:
        """Accept when the silver makes up for what the die costs my chance to win."""
        offerer, amount = board.offer
        outlook = deal_outlook(board)
        return not outlook.matters or outlook.gain(board.me, offerer, amount) >= 0

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


def fortunes(moneys: Sequence[int], pot: float, track: list[tuple[float, int]]) -> list[float]:
    """Each player's silver and his share of the pot, from the (space, owner) of the
    sombreros on the track: the rearmost are the likeliest to be left there and take it."""
    claims = [0.0] * len(moneys)
    for rank, (_, owner) in enumerate(sorted(track), start=1):
        claims[owner] += 1.0 / rank
    total_claim = sum(claims) or 1.0
    return [money + pot * claim / total_claim for money, claim in zip(moneys, claims, strict=True)]


def search_value(state, seat: int) -> list[float]:
    """Each player's chance to win, from his fortune (`fortunes`)."""
    n = state.num_players
    owners = _owners(n, state.num_sombreros)
    strengths = fortunes(state.money, state.pot, [(space, owners[s]) for s, space
                                                  in enumerate(state.pos) if space is not None])
    for p in state.eliminated:
        strengths[p] = SEARCH_ELIMINATED
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


# the offers the search weighs besides the heuristic's: the least the mover accepts
# (as the heuristic reckons it, up to the whole purse) times each of these
SEARCH_OFFER_MULTIPLES = (1, 2)


def search_offers(board: _Board) -> list[Action]:
    """The offers worth weighing, as the heuristic weighs them (`may_pay`): none when the
    die changes nothing or the mover takes no price the purse can pay."""
    if not may_pay(board):
        return []
    outlook = deal_outlook(board)
    price = outlook.price(board.me, board.money) if outlook.matters else None
    if price is None:
        return []
    amounts = sorted({price * m for m in SEARCH_OFFER_MULTIPLES})
    return [OFFERS[a - DEAL_MIN_AMOUNT] for a in amounts if a <= board.money]


def search_candidates(state, legal: list[Action], rng) -> list[Action]:
    """The heuristic's move, every roll, and the few most promising spaces to place on
    or to lay an ambush on; for a deal, no offer and the offers worth weighing, or both
    answers."""
    board = _Board.from_state(state)  # read once, for the heuristic's move and the candidates
    prior = _ROLLOUT_BOT.best(board, legal)
    if state.offer is not None:
        return [prior, ACCEPT, REFUSE]
    if state.asking:
        return [prior, NO_OFFER, *search_offers(board)]
    rolls = [a for a in legal if a.type == "roll"]
    places = [a for a in legal if a.type == "place"]
    ambushes = sorted((a for a in legal if a.type == "ambush"),
                      key=lambda a: -board.ambush_value(a["space"]))
    pick_ups = [a for a in legal if a.type == "pick_up"]
    # the rearmost spaces, and those just behind another player's sombrero
    behind = {x - 1 for _, owner, x in board.on_track if owner != board.me}
    places = places[:SEARCH_SPACES] + [a for a in places if a["space"] in behind]
    return [prior, *rolls, *places, *ambushes[:SEARCH_SPACES], *pick_ups[:1]]
