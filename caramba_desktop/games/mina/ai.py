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
"""

from __future__ import annotations

from functools import cache

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.data import (
    AMBUSH_DICE,
    DIE_FACES,
    SPACES,
    start_silver,
    terrain,
)
from caramba_desktop.games.mina.rules import buy_off_cost

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


class _Board:
    """The facts of a position the decisions need, as the player to move sees them
    (everything in Mina de Plata lies open)."""

    def __init__(self, me: int, race: int, money: int, pot: int, spaces: list[int | None],
                 owners: list[int], chips: list[int | None], mover_space: int | None,
                 arrived: int) -> None:
        self.me = me
        self.race = max(race, 1)
        self.money = money
        self.pot = pot
        self.on_track = [(s, owners[s], x) for s, x in enumerate(spaces) if x is not None]
        self.sombreros = len(spaces)
        self.mover_space = mover_space
        self.arrived = arrived
        self._taken = set(spaces) | set(chips)
        self._ambush: list[float] | None = None

    @classmethod
    def from_observation(cls, obs: dict) -> _Board:
        sombreros = obs["sombreros"]
        mover = obs["mover"]
        return cls(obs["viewer"], obs["race"], obs["money"][obs["viewer"]], obs["pot"],
                   [x["space"] for x in sombreros], [x["owner"] for x in sombreros],
                   [c["space"] for c in obs["chips"]],
                   None if mover is None else sombreros[mover]["space"],
                   sum(1 for x in sombreros if x["arrival"] is not None))

    @classmethod
    def from_state(cls, state) -> _Board:
        """The same facts read from a state: the rollouts' path, without the observation
        (most of a rollout's time went into building it)."""
        me, n = state.current_player, state.num_players
        return cls(me, state.race, state.money[me], state.pot, state.pos,
                   [s % n for s in range(state.num_sombreros)], state.chips,
                   None if state.mover is None else state.pos[state.mover], len(state.in_mine))

    def rank(self, space: int) -> int:
        return 1 + sum(1 for _, _, x in self.on_track if x > space)

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
            dist = landing(self.rank(x))
            weight = -OWN_RISK if owner == self.me else 1.0
            for gap in range(1, min(len(dist), SPACES + 1 - x)):
                odds[x + gap] += dist[gap] * weight
        return [p * dice for p, dice in zip(odds, _CHIP_DICE)]

    def best_ambush(self) -> tuple[float, int | None]:
        """The free space where a chip hurts most (the furthest of equals), and how much."""
        if self._ambush is None:
            self._ambush = self._ambush_values()
        values, taken = self._ambush, self._taken
        best, spot = 0.0, None
        for space in range(1, SPACES + 1):
            if space not in taken and (spot is None or values[space] >= best):
                best, spot = values[space], space
        return best, spot


class HeuristicBot(Bot):
    kind = "heuristic"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.best(_Board.from_observation(observation), legal)

    def best(self, board: _Board, legal: list[Action]) -> Action:
        """The move on `board`."""
        kinds = {a.type for a in legal}
        if "place" in kinds:
            return self._place(board, legal)
        if "roll" not in kinds:  # a picked-up chip must go down again
            return self._lay(board, legal)
        if "ambush" in kinds or "pick_up" in kinds:  # else there is no chip to lay
            value, spot = board.best_ambush()
            if spot is not None and value >= AMBUSH_MIN:
                if Action("ambush", space=spot) in legal:
                    return Action("ambush", space=spot)
                pick_ups = [a for a in legal if a.type == "pick_up"]
                if pick_ups:
                    return pick_ups[0]  # any passed chip: it goes down on the best spot
        return self._roll(board, legal)

    def _place(self, board: _Board, legal: list[Action]) -> Action:
        """As far back as possible: the rearmost rolls most dice, but has most to go."""
        return min(legal, key=lambda a: a["space"])

    def _lay(self, board: _Board, legal: list[Action]) -> Action:
        _, spot = board.best_ambush()
        action = Action("ambush", space=spot)
        return action if action in legal else legal[0]

    def _roll(self, board: _Board, legal: list[Action]) -> Action:
        """Roll every die unless the mover can still be last and is near the mine; then
        buy off as many dice as the budget allows."""
        here = board.mover_space
        rolls = [a for a in legal if a.type == "roll"]
        behind = [x for _, owner, x in board.on_track if owner != board.me and x < here]
        rear_other = min(behind, default=None)
        contender = rear_other is None or here - rear_other <= CONTENDER_GAP
        if not contender or len(rolls) == 1 or SPACES + 1 - here > DANGER:
            return rolls[0]
        reserve = RESERVE_ARRIVALS * (board.arrived + 1) * board.race
        final_pot = board.pot + board.race * sum(range(board.arrived + 1, board.sombreros))
        budget = min(board.money * PURSE_SHARE, max(board.money - reserve, 0),
                     final_pot * POT_SHARE)
        best = rolls[0]
        for action in rolls[1:]:
            if buy_off_cost(action["buy_off"], board.race) <= budget:
                best = action
        return best


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
    return _ROLLOUT_BOT.best(_Board.from_state(state), state.legal_actions())


def rollout_over(root, state) -> bool:
    return state.race != root.race


# the dice make a race's rollouts very noisy: the search leaves the heuristic's move
# only on strong evidence (standard errors of the difference of the two means)
SEARCH_CONFIDENCE = 2.5
# how many spaces the search tries for a placing or an ambush, besides the heuristic's
SEARCH_SPACES = 3


def search_candidates(state, legal: list[Action], rng) -> list[Action]:
    """The heuristic's move, every roll, and the few most promising spaces to place on
    or to lay an ambush on."""
    board = _Board.from_state(state)  # read once, for the heuristic's move and the candidates
    prior = _ROLLOUT_BOT.best(board, legal)
    rolls = [a for a in legal if a.type == "roll"]
    places = [a for a in legal if a.type == "place"]
    ambushes = sorted((a for a in legal if a.type == "ambush"),
                      key=lambda a: -board.ambush_value(a["space"]))
    pick_ups = [a for a in legal if a.type == "pick_up"]
    # the rearmost spaces, and those just behind another player's sombrero
    behind = {x - 1 for _, owner, x in board.on_track if owner != board.me}
    places = places[:SEARCH_SPACES] + [a for a in places if a["space"] in behind]
    return [prior, *rolls, *places, *ambushes[:SEARCH_SPACES], *pick_ups[:1]]
