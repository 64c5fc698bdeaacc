"""CABO's actions: what each decision takes, and the actions the rules list again and
again (chance outcomes, the moves with a card in hand), each made once and shared: an
action is immutable, and the search lists hundreds of thousands a second."""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations

from caramba_desktop.engine.api import Action, shared_action
from caramba_desktop.games.cabo.data import DECK, LOOKED_AT, SET_MAX, SET_MIN

# the parameters each decision takes (docs/ENGINE.md)
ACTION_PARAMS = {
    "look": {"positions"},
    "draw": set(), "take": set(), "cabo": set(),
    "replace": {"position"}, "claim": {"positions"}, "discard": set(),
    "peek": {"position"}, "spy": {"player", "position"},
    "swap": {"player", "position", "other_player", "other_position"},
}  # fmt: skip
CHANCE_ACTIONS = {"start_player", "deal", "flip", "drawn"}
@lru_cache(maxsize=4096)
def hold_actions(p: int, present: tuple[tuple[int, ...], ...], power: str | None,
                  swap_any_two: bool, protected: int | None) -> tuple[Action, ...]:
    """What player p may do with a card in hand; `power` is None for a taken card
    (which must be placed), else the drawn card's action or "". No swap touches
    the cards of player `protected`."""
    mine = present[p]
    actions = [shared_action("replace", position=i) for i in mine]
    actions += [shared_action("claim", positions=c)
                for k in range(SET_MIN, min(SET_MAX, len(mine)) + 1)
                for c in combinations(mine, k)]
    if power is None:
        return tuple(actions)
    actions.append(shared_action("discard"))
    if power == "peek":
        actions += [shared_action("peek", position=i) for i in mine]
    elif power == "spy":
        actions += [shared_action("spy", player=q, position=i)
                    for q, places in enumerate(present) if q != p for i in places]
    elif power == "swap":
        cards = [(q, i) for q, places in enumerate(present) for i in places]
        actions += [shared_action("swap", player=a[0], position=a[1], other_player=b[0],
                         other_position=b[1])
                    for a, b in combinations(cards, 2)
                    if a[0] != b[0] and (swap_any_two or p in (a[0], b[0]))
                    and protected not in (a[0], b[0])]
    return tuple(actions)


DRAW, TAKE, CABO = shared_action("draw"), shared_action("take"), shared_action("cabo")
# layout size -> every choice of the cards to look at
LOOKS = {size: [shared_action("look", positions=c) for c in combinations(range(size), k)]
          for size, k in LOOKED_AT.items()}


@cache  # the same few per task, asked for at every draw
def outcome(task: tuple, value: int) -> Action:
    """The chance outcome of `task` (see CaboState.queue) that draws card (or start
    player) `value`."""
    kind = task[0]
    if kind == "start":
        return shared_action("start_player", player=value)
    if kind == "deal":
        return shared_action("deal", player=task[1], position=task[2], card=value)
    if kind == "flip":
        return shared_action("flip", card=value)
    return shared_action("drawn", player=task[1], card=value)


@cache
def card_outcomes(task: tuple) -> tuple[Action, ...]:
    """The chance outcomes of a card drawn for `task`, by the card's value."""
    return tuple(outcome(task, value) for value in range(max(DECK) + 1))
