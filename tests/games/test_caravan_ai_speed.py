"""The Caravan heuristic caches what it computes of each player's camels: a
cached evaluation must be the one a fresh computation gives."""

import random

from caramba_desktop.ai.arena import chance_action
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.games.caravan import ai
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME


def _position(players, moves, seed):
    """A position after `moves` moves of the heuristic against itself."""
    rng, bot = random.Random(seed), ai.HeuristicBot("caravan", seed)
    state = GAME.new_state(players)
    while moves:
        if state.current_player == CHANCE:
            state.apply(chance_action(state, rng))
        else:
            state.apply(bot.best(state, state.legal_actions()))
            moves -= 1
    return state


def _fresh(state):
    ai._camel_plan.cache_clear()
    ai._way.cache_clear()
    copy = state.clone()
    return ([ai.evaluate(copy, p) for p in range(copy.num_players)],
            [ai.delivery_actions(copy, p) for p in range(copy.num_players)])


def _cached(state):
    return ([ai.evaluate(state, p) for p in range(state.num_players)],
            [ai.delivery_actions(state, p) for p in range(state.num_players)])


def test_cached_evaluations_equal_fresh_ones():
    for players, moves in ((2, 30), (4, 45)):
        state = _position(players, moves, seed=players)
        before = _fresh(state)
        children = []
        for action in state.legal_actions()[::3]:
            child = state.clone()
            child.apply(action)
            children.append((child, _fresh(child)))
        for child, expected in reversed(children):  # the cache has seen them all
            assert _cached(child) == expected
            assert _cached(state) == before
        ai.delivery_actions(state, 0).clear()  # the caller's list, not the cache's
        assert _cached(state) == before


def test_own_moves_are_judged_as_if_played():
    """The heuristic judges a move of its own camels without playing it on a copy:
    the camels, the delivery and the evaluation it works out are the played move's."""
    judged = delivered = 0
    for players, moves in ((2, 20), (2, 45), (4, 40)):
        state = _position(players, moves, seed=moves)
        me = state.current_player
        for action in state.legal_actions():
            if action.type not in ai._OWN_ACTIONS:
                continue
            child = state.clone()
            child.apply(action)
            mine, _, delivering = ai._moved(state.camels[me], action)
            assert mine == [tuple(c) for c in child.camels[me]], action
            worth = [sum(D.VALUE[g] for g in s.delivered[me]) for s in (state, child)]
            assert delivering == worth[1] - worth[0]
            assert ai._value(state, me, ai._camels_key(mine), delivering) == ai.evaluate(child, me)
            judged += 1
            delivered += delivering > 0
    assert judged > 50 and delivered, (judged, delivered)
