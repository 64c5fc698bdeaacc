"""Which moves show a seat something hidden: information is never taken back.

    seats_shown(state, action, seats)   # before applying: which of `seats` the move
                                        # shows a hidden fact

A move shows seat `s` something when what `s` observes after it is not fixed by
what `s` observed before it and by the move itself. This is decided from the
contract alone, so a new game cannot forget it: the move is replayed on worlds
`s` holds possible (`determinize(s)`, where the move is legal too) and `s`'s
observations after are compared with the real one. A spy, a peek, a card turned
face up from an unknown place all give other observations in other worlds; a
blind swap or a card bid from one's own hand do not (that the move could be made
is the move itself). Chance outcomes are not judged here: the session treats
every chance outcome as new information.

Sampling can miss only a fact that almost every possible world agrees on: one that
half of them share is missed once in 65 536 (SAMPLES worlds). The worlds are drawn
with a fixed seed, so a position gets the same verdict on every run.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from caramba_desktop.engine.api import Action, IllegalAction, State

SAMPLES = 16  # the worlds each seat's observation after the move is compared in
TRIES = 8 * SAMPLES  # worlds drawn at most: those where the move is illegal are skipped


def seats_shown(state: State, action: Action, seats: Iterable[int]) -> set[int]:
    """Those of `seats` that `action`, a legal decision at `state`, shows a hidden fact."""
    if not state.game.has_secrets:
        return set()
    real = state.clone()
    real.apply(action)
    return {seat for seat in seats
            if _shows(state, action, seat, real.observation(seat))}


def _shows(state: State, action: Action, seat: int, seen: dict) -> bool:
    rng = random.Random(f"reveal:{seat}")
    compared = 0
    for _ in range(TRIES):
        world = state.determinize(seat, rng)
        try:
            world.apply(action)
        except IllegalAction:  # a world where the move cannot be made tells nothing
            continue
        if world.observation(seat) != seen:
            return True
        compared += 1
        if compared == SAMPLES:
            break
    return False
