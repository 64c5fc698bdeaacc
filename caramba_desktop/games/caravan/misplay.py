"""Caravan's misplays: the moves a strong player calls clear mistakes, judged
from the mover's own view (ai/ismcts.py asks strong evidence before the search
plays one; the arena counts them; tests/ai/positions holds positions of each)."""

from __future__ import annotations

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import PLAY, CaravanState

# Nothing is hidden in Caravan, so the mover's view is the whole state. Every mistake
# named here turns on a delivery the mover can make at once (a good on a camel of a
# chain that holds an empty camel of the mover's on the good's city): without one the
# detector says nothing, and finding one reads only the mover's few camels.
#
# Reason keys:
# - "ends_turn_undelivered": ends the turn, actions left, while a good could be
#   delivered now; before the last goods are drawn a delivery only adds points and
#   frees a camel, and the turn's unused actions are lost anyway. Once the next refill
#   empties the bag, a player may keep one deliverable good to end the game with when
#   it suits him: then this and the next two keys need two such goods.
# - "passes_by_city": passes a good on to another camel when that very good could go
#   to its city with the same one action instead (the delivery leaves the same chain
#   with one more empty camel and the points banked).
# - "breaks_the_chain": moves away a camel of the chain (or the one on the city) that a
#   delivery needs, with an action to spare, and opens no other delivery: delivering
#   first and then moving it banks the good, where now it waits for the chain to be
#   built again, open to theft.
# - "misses_winning_delivery": the bag is empty, so the next delivery ends the game,
#   and a delivery now would leave the mover the only winner; the move gives that up
#   for this turn (ends the turn, spends the last action, breaks the chain), leaving
#   the others a turn to end the game or steal the good.
# - "delivers_to_lose": the bag is empty and this delivery ends the game with the mover
#   not among the winners, while another delivery legal now would make him the only one.
# - "triggers_end_undelivered": picks up the good whose refill empties the bag, so that
#   the next delivery ends the game, while two of his goods could be delivered and an
#   action is left to deliver one first: now only one of them can ever be delivered (to
#   end the game, and that would not win it); delivering one first banks it and keeps
#   the other to end the game with.


def _deliveries_now(state: CaravanState, p: int) -> list[Action]:
    """The moves of goods that p can make now and that deliver them."""
    mine = state.camels[p]
    cities = {c[0] for c in mine if c[1] is None and c[0] in D.CITY_AT}
    if not cities:
        return []
    loaded = [(i, c[0], c[1]) for i, c in enumerate(mine)
              if c[1] is not None and D.CITY_OF_GOOD[c[1]] in cities]
    if not loaded:
        return []
    groups = state._groups(p)
    out = []
    for i, space, good in loaded:
        city = D.CITY_OF_GOOD[good]
        if city in groups[space]:
            j = next(j for j, c in enumerate(mine) if c[0] == city and c[1] is None)
            out.append(Action("move_good", camel=i, to=j))
    return out


def _sole_winner(state: CaravanState, p: int, action: Action) -> bool:
    """Whether p's `action` ends the game with p the only winner."""
    child = state.clone()
    child.apply(action)
    return child.phase != PLAY and child.winners() == [p]


def _stall_near(state: CaravanState) -> bool:
    """The game may soon end for lack of progress (rules: STALL_ROUNDS), where keeping it
    going or letting it stop can both be right: the detector keeps out of it."""
    return state.idle_turns >= (D.STALL_ROUNDS - 2) * state.num_players


def misplay(state: CaravanState, action: Action) -> str | None:
    """`action` for the player to move in `state`: a short reason key (see above) when a
    strong player calls it a clear mistake, else None. Everything in Caravan is public."""
    if state.phase != PLAY or state.queue:
        return None
    p = state.player
    deliveries = _deliveries_now(state, p)
    if not deliveries:
        return None
    kind = action.type
    if kind == "move_good" and _delivers(state, p, action):
        if not state.end_triggered:
            return None
        # the bag is empty: this delivery ends the game
        if p in _winners_after(state, action) or not any(
                _sole_winner(state, p, d) for d in deliveries):
            return None
        return "delivers_to_lose"
    if not state.end_triggered:
        if _stall_near(state):
            return None
        if kind == "move_camel" and state.actions_left > state._space_cost(action["to"]):
            after = state.clone()
            after.apply(action)
            before, still = {d["camel"] for d in deliveries}, {
                d["camel"] for d in _deliveries_now(after, p)}
            if before - still and not still - before:
                return "breaks_the_chain"
        if len(deliveries) < 2 and 0 < sum(state.bag.values()) <= D.REFILL_COUNT:
            # the next refill empties the bag: keeping one good that can end the game
            # when it suits the mover may be his plan
            return None
        if kind == "end_turn":
            return "ends_turn_undelivered"
        if kind == "move_good" and any(d["camel"] == action["camel"] for d in deliveries):
            return "passes_by_city"
        if kind == "pick_up" and state.actions_left >= 2 and _empties_the_bag(state):
            after = _drawn(state, action)  # the end triggered, his turn going on
            if not any(_sole_winner(after, p, d) for d in _deliveries_now(after, p)):
                return "triggers_end_undelivered"
        return None
    # the bag is empty: the next delivery ends the game
    if not any(_sole_winner(state, p, d) for d in deliveries):
        return None
    child = state.clone()
    child.apply(action)
    if child.phase != PLAY:  # the game ended for lack of progress
        return None if child.winners() == [p] else "misses_winning_delivery"
    if child.player == p and not child.queue and any(
            _sole_winner(child, p, d) for d in _deliveries_now(child, p)):
        return None  # the winning delivery is still there this turn
    return "misses_winning_delivery"


def _delivers(state: CaravanState, p: int, action: Action) -> bool:
    """Whether p's move of a good (a legal one) takes it into its city."""
    mine = state.camels[p]
    return mine[action["to"]][0] == D.CITY_OF_GOOD[mine[action["camel"]][1]]


def _empties_the_bag(state: CaravanState) -> bool:
    """Whether a pick-up now empties the bag: it leaves REFILL_AT goods lying, and the
    refill draws what the bag holds (up to REFILL_COUNT onto as many free spaces)."""
    return (len(state.board) == D.REFILL_AT + 1
            and 0 < sum(state.bag.values()) <= D.REFILL_COUNT)


def _drawn(state: CaravanState, action: Action) -> CaravanState:
    """A copy after `action` and the draws it calls for (any goods: the goods drawn
    change nobody's score, and the player's turn goes on with them)."""
    child = state.clone()
    child.apply(action)
    while child.queue:
        child.apply(child.chance_outcomes()[0][0])
    return child


def _winners_after(state: CaravanState, action: Action) -> list[int]:
    child = state.clone()
    child.apply(action)
    return child.winners()
