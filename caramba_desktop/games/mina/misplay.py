"""Mina de Plata's misplays: the moves a strong player calls clear mistakes, judged
from the mover's own view (ai/ismcts.py asks strong evidence before the search
plays one; the arena counts them; tests/ai/positions holds positions of each)."""

from __future__ import annotations

from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.ai import landing
from caramba_desktop.games.mina.data import (
    AMBUSH_DICE,
    SPACES,
    terrain,
)
from caramba_desktop.games.mina.rules import (
    buy_off_cost,
)

# Everything in Mina de Plata lies open, so the detector reads the state itself (a
# determinization is the real state's copy). It judges only the moves whose harm can be
# counted on the spot: the chance that this very move carries the mover's sombrero
# into the mine, where its arrival gives its owner's claim on the pot away.

# A roll is a misplay when buying off more dice lowers the chance of entering the mine on
# this move by at least this much...
MISPLAY_MINE_DROP = 0.15
# ... and that lower chance is worth this many times the extra silver the dice cost
# (the drop in chance times what the arrival loses, `_arrival_stake`)
MISPLAY_STAKE_MARGIN = 2.0
# ... and the extra silver is at most this share of the purse (a strong player does not
# spend his last silver on it: out of silver, he is out of the game unless he wins the race)
MISPLAY_PURSE_SHARE = 0.5
# An accepted deal is a misplay when the silver is less than a third of what the die
# is expected to cost (its rise of that chance times what the arrival loses).
MISPLAY_DEAL_MARGIN = 3.0
# A chip is a misplay when it raises that chance by at least this much.
MISPLAY_CHIP_RISK = 0.1


def _mine_chance(state, sombrero: int, dice: int, chips: frozenset[int]) -> float:
    """The chance that `sombrero`, about to roll `dice` dice for its move, ends this move
    in the mine: counting the rolls again on an occupied space (one die) or on an ambush
    chip in `chips` (by terrain), where a 0 repeats the roll, and the move again with one
    die of a last sombrero that overtakes everybody. The other sombreros stand still
    meanwhile, so the chain is worked out exactly (deals and new chips aside)."""
    start = state.pos[sombrero]
    others = frozenset(x for t, x in enumerate(state.pos) if x is not None and t != sombrero)
    front = max(others, default=0)
    was_last = all(x > start for x in others)
    memo: dict[tuple[int, int, bool, bool], float] = {}

    def roll(space: int, count: int, again: bool, first: bool) -> float:
        """From `space`, a roll of `count` dice; `again`: a roll on an occupied or ambush
        space, which a 0 repeats; `first`: the move may still end in an overtaking."""
        key = (space, count, again, first)
        if key not in memo:
            dist, chance, loop = landing(count), 0.0, 0.0
            for total, p in enumerate(dist):
                if space + total > SPACES:
                    chance += p
                elif total == 0:
                    loop += p if again else 0.0  # a move roll of 0 ends the move here
                else:
                    chance += p * land(space + total, first)
            memo[key] = chance / (1.0 - loop)
        return memo[key]

    def land(space: int, first: bool) -> float:
        if space in others:
            return roll(space, 1, True, first)
        if space in chips:
            return roll(space, AMBUSH_DICE[terrain(space)], True, first)
        if first and was_last and space > front:  # he takes the band and moves again
            return roll(space, 1, False, False)
        return 0.0

    return roll(start, dice, False, True)


def _chip_spaces(state) -> frozenset[int]:
    return frozenset(x for x in state.chips if x is not None)


def _last_claim(state, sombrero: int) -> bool:
    """The sombrero is its owner's last on the track, and its arrival ends the race: all
    the others on the track belong to one other player, who takes the pot."""
    owner = state.owner(sombrero)
    rest = {state.owner(t) for t, x in enumerate(state.pos) if x is not None and t != sombrero}
    return len(rest) == 1 and owner not in rest


def _arrival_stake(state, sombrero: int) -> float:
    """What the sombrero's arrival in a race it ends costs its owner: the pot with both
    fees (his, and the one the other player would pay arriving later), times his claim on
    it as the evaluation counts claims (1/rank from the back, `fortunes`): at the front of
    the last two he is the less likely to be left on the track."""
    fee = (len(state.in_mine) + 1) * state.race
    spaces = sorted(x for x in state.pos if x is not None)
    claims = [1.0 / rank for rank in range(1, len(spaces) + 1)]
    mine = claims[len(spaces) - 1 - spaces.index(state.pos[sombrero])]
    return (state.pot + 2 * fee) * mine / sum(claims)


def _careful_dice(state, sombrero: int, extra: int = 0) -> int:
    """The fewest dice the mover rolls when he buys off as many as a strong player would
    pay for here (at most MISPLAY_PURSE_SHARE of his purse); `extra`: dice added by deals."""
    money, k = state.money[state.owner(sombrero)], 0
    while k < state.max_buy_off() and buy_off_cost(k + 1, state.race) <= MISPLAY_PURSE_SHARE * money:
        k += 1
    return state.dice_count(sombrero) + state.deal_dice + extra - k


def _misplayed_roll(state, buy_off: int) -> str | None:
    s = state.mover
    p = state.owner(s)
    dice = state.dice_count(s) + state.deal_dice
    chips = _chip_spaces(state)
    paid = buy_off_cost(buy_off, state.race)
    if buy_off and not state.broke[p] and paid >= state.money[p]:
        # his last silver for dice that buy no safety from the mine on this move
        risk = _mine_chance(state, s, dice - buy_off, chips)
        if _mine_chance(state, s, dice - buy_off + 1, chips) <= risk + MISPLAY_MINE_DROP / 3:
            return "buys_off_into_ruin"
    if not _last_claim(state, s):
        return None
    risk = _mine_chance(state, s, dice - buy_off, chips)
    if risk < MISPLAY_MINE_DROP:
        return None
    stake = _arrival_stake(state, s)
    for more in range(buy_off + 1, state.max_buy_off() + 1):
        extra = buy_off_cost(more, state.race) - paid
        if extra > MISPLAY_PURSE_SHARE * state.money[p]:
            break
        drop = risk - _mine_chance(state, s, dice - more, chips)
        if drop >= MISPLAY_MINE_DROP and drop * stake >= MISPLAY_STAKE_MARGIN * extra:
            return "rolls_into_mine"
    return None


def _misplayed_chip(state, space: int) -> str | None:
    """A chip laid where only the mover's own sombreros can land, raising the chance
    that his last one is thrown into the mine on this very move."""
    s = state.mover
    start = state.pos[s]
    if not start < space <= start + 5 * state.dice_count(s) + 5 or not _last_claim(state, s):
        return None
    me = state.owner(s)
    if any(x is not None and x < space and state.owner(t) != me for t, x in enumerate(state.pos)):
        return None  # it may strike another player's sombrero too
    dice, chips = _careful_dice(state, s), _chip_spaces(state)
    before = _mine_chance(state, s, dice, chips)
    after = _mine_chance(state, s, dice, chips | {space})
    return "ambush_on_self" if after - before >= MISPLAY_CHIP_RISK else None


def _misplayed_answer(state) -> str | None:
    """Accepting silver for one more die that may well carry the mover's last sombrero
    into the mine, for less than the pot that arrival hands away."""
    s = state.mover
    if not _last_claim(state, s):
        return None
    dice, chips = _careful_dice(state, s), _chip_spaces(state)
    rise = _mine_chance(state, s, dice + 1, chips) - _mine_chance(state, s, dice, chips)
    amount = state.offer[1]
    if rise >= MISPLAY_MINE_DROP and rise * _arrival_stake(state, s) >= MISPLAY_DEAL_MARGIN * amount:
        return "sells_the_pot"
    return None


def misplay(state, action: Action) -> str | None:
    """`action` for the player to move in `state`: a reason key when a strong player
    calls it a clear mistake, else None (ai/ismcts.py). The keys:

    - "rolls_into_mine": a roll with dice that may well carry the mover's last sombrero
      into the mine, which ends the race and hands the pot to the other player, when
      buying off more dice, cheap against that pot, keeps it on the track.
    - "buys_off_into_ruin": buying off dice with the last silver (out of silver, a player
      is out of the game unless he wins the race) when they buy no safety on this move.
    - "ambush_on_self": a chip laid where only the mover's own sombreros can land and
      where it may throw his last sombrero into the mine on this move.
    - "sells_the_pot": accepting silver for one more die that may carry the mover's last
      sombrero into the mine, for less than the pot that arrival hands away.
    """
    kind = action.type
    if kind == "roll":
        return _misplayed_roll(state, action["buy_off"])
    if kind == "ambush":
        return _misplayed_chip(state, action["space"])
    if kind == "accept":
        return _misplayed_answer(state)
    return None
