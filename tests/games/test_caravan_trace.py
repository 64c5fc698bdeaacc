"""Caravan plays exactly as it did: long seeded games against a recorded trace.

Each game's every step (who moves, the legal moves in their order or the chance
outcomes with their odds, the action taken, the events, the whole table as a
spectator sees it, and the refusal codes of a few wrong moves) goes into a
running digest, written down every 100 steps in tests/fixtures/caravan_traces.json.
A change meant only to make the rules faster must leave every digest as it
was; the first one that differs says where the games part.

    python -m tests.games.test_caravan_trace --write   # only if the file is missing
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from functools import cache
from pathlib import Path

import pytest

from caramba_desktop.engine.api import CHANCE, Action, IllegalAction
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME

TRACES = Path(__file__).resolve().parents[1] / "fixtures" / "caravan_traces.json"
CHECKPOINT = 100  # steps per recorded digest

# (name, players, options, seed, policy, goods left in the bag after the opening)
GAMES = [
    ("two_kinds", 2, {}, 11, "by_kind", None),
    ("three_sixth_camel", 3, {"sixth_camel": True}, 12, "by_kind", None),
    ("four_kinds", 4, {}, 13, "by_kind", None),
    ("four_short_kinds", 4, {"goods": "short"}, 14, "by_kind", None),
    ("two_full_kinds", 2, {"goods": "full"}, 15, "by_kind", None),
    ("four_uniform", 4, {}, 16, "uniform", None),
    ("three_last_goods", 3, {}, 17, "by_kind", 6),
    ("two_last_goods", 2, {"sixth_camel": True}, 18, "by_kind", 3),
]


def choose(state, legal, policy, rng):
    """`uniform`: any legal move. `by_kind`: a kind of move first, then one of that
    kind, rarely ending the turn early: it picks up, steals and passes goods far
    more often than uniform play, whose many camel moves drown the rest."""
    if policy == "uniform":
        return rng.choice(legal)
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.type, []).append(action)
    kinds = sorted(by_kind)
    if len(kinds) > 1 and rng.random() < 0.8:
        kinds.remove("end_turn")
    return rng.choice(by_kind[rng.choice(kinds)])


def wrong_moves(state, rng):
    """A few moves of every kind with random parameters, most of them refused."""
    camels, spaces = D.CAMELS_VARIANT + 1, D.SPACES + 2
    return [Action("place", space=rng.randrange(spaces)),
            Action("move_camel", camel=rng.randrange(camels), to=rng.randrange(spaces)),
            Action("pick_up", camel=rng.randrange(camels)),
            Action("steal", camel=rng.randrange(camels), victim=rng.randrange(5),
                   target=rng.randrange(camels)),
            Action("move_good", camel=rng.randrange(camels), to=rng.randrange(camels)),
            Action("end_turn"), Action("draw", number=1, good="salt")]


def thin_the_bag(state, left: int, rng) -> None:
    """Back to the box with all but `left` goods of the bag, to reach the game's end."""
    goods = [g for g, k in sorted(state.bag.items()) for _ in range(k)]
    keep = rng.sample(goods, left)
    for good in state.bag:
        state.box[good] += state.bag[good] - keep.count(good)
        state.bag[good] = keep.count(good)


def trace(players, options, seed, policy, bag_left) -> dict:
    """Play one game; every other step on a clone, whose parent must stay as it was."""
    rng = random.Random(seed)
    state = GAME.new_state(players, options)
    digest, checkpoints, steps, seen = hashlib.sha256(), [], 0, set()
    while not state.is_terminal():
        if bag_left is not None and state.phase == "play" and steps and sum(
                state.bag.values()) > bag_left:
            thin_the_bag(state, bag_left, rng)
        mover = state.current_player
        if mover == CHANCE:
            outcomes = state.chance_outcomes()
            listed = [[a.to_json(), p] for a, p in outcomes]
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            refusals = []
        else:
            legal = state.legal_actions()
            listed = [a.to_json() for a in legal]
            action = choose(state, legal, policy, rng)
            refusals = [refusal(state, wrong) for wrong in wrong_moves(state, rng)]
        if steps % 2:
            parent, before = state, state.observation(None)
            state = state.clone()
        state.apply(action)
        if steps % 2:
            assert parent.observation(None) == before, "a clone's move changed its parent"
        step = [mover, listed, action.to_json(), refusals, state.last_events(),
                state.observation(None)]
        digest.update(json.dumps(step, sort_keys=True).encode())
        seen.update(event["type"] for event in state.last_events())
        steps += 1
        if steps % CHECKPOINT == 0:
            checkpoints.append(digest.hexdigest()[:16])
    checkpoints.append(digest.hexdigest()[:16])
    return {"steps": steps, "reason": state.reason, "scores": state.scores(),
            "checkpoints": checkpoints, "seen": seen | {f"end:{state.reason}"}}


def refusal(state, action) -> str:
    """The code `apply` refuses `action` with ("" if it takes it), on a copy."""
    try:
        state.clone().apply(action)
    except IllegalAction as err:
        return err.code
    return ""


@cache
def played(name: str) -> dict:
    """A game of GAMES played now (once per test run)."""
    return trace(*next(plan for game, *plan in GAMES if game == name))


@pytest.mark.parametrize("name", [g[0] for g in GAMES])
def test_a_seeded_game_plays_step_for_step_as_recorded(name):
    recorded = json.loads(TRACES.read_text("utf-8"))[name]
    now = {k: v for k, v in played(name).items() if k != "seen"}
    for k, (mine, then) in enumerate(zip(now["checkpoints"], recorded["checkpoints"])):
        assert mine == then, f"the game parts from the record within steps {k * CHECKPOINT}-" \
                             f"{(k + 1) * CHECKPOINT}"
    assert now == recorded


def test_the_traces_reach_every_kind_of_event():
    """The recorded games are worth comparing: together they pass every rule."""
    seen = set().union(*(played(name)["seen"] for name, *_ in GAMES))
    assert seen >= {"place", "move_camel", "pick_up", "theft", "move_good", "delivery",
                    "refill", "draw", "last_goods", "end:delivery", "end:stalled"}


if __name__ == "__main__":
    if "--write" in sys.argv and not TRACES.exists():
        TRACES.write_text(json.dumps({name: {k: v for k, v in played(name).items() if k != "seen"}
                                         for name, *_ in GAMES}, indent=1) + "\n", "utf-8")
    print(json.dumps({k: (v["steps"], v["reason"]) for k, v in
                      json.loads(TRACES.read_text("utf-8")).items()}))
