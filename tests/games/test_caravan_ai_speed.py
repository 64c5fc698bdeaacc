"""The Caravan heuristic caches what it computes of each player's camels and
judges its own moves without playing them: a cached evaluation must be the one
a fresh computation gives, a move judged the one played."""

import random

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.caravan import ai
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME, CaravanState


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
            mine, _, delivering = ai._moved(ai._camels_key(state.camels[me]), action)
            assert mine == ai._camels_key(child.camels[me]), action
            worth = [sum(D.VALUE[g] for g in s.delivered[me]) for s in (state, child)]
            assert delivering == worth[1] - worth[0]
            assert ai._Judge(state, me).value(mine, delivering) == ai.evaluate(child, me)
            judged += 1
            delivered += delivering > 0
    assert judged > 50 and delivered, (judged, delivered)


def _gains_by_playing(state, legal, rng):
    """The heuristic's gains worked out the slow way: every move, and every relay of a
    good onto a camel just brought, played on a copy of the state."""
    me = state.current_player
    base = ai.relative(state, me)
    occupied = state._occupied()
    useful = ai.HeuristicBot._useful_spaces(state, me)
    scored, seen, relays = [], set(), 0
    for action in legal:
        if action.type == "end_turn":
            continue
        to = action.get("space", action.get("to"))
        if action.type in ("place", "move_camel"):
            if to not in useful:
                continue
            if action.type == "move_camel":
                key = (state.camels[me][action["camel"]][0], to)
                if key in seen:
                    continue
                seen.add(key)
            cost = state._cost(to, occupied)
        else:
            cost = 1
        child = state.clone()
        child.apply(action)
        gain = (ai.relative(child, me) - base) / cost
        if action.type in ("place", "move_camel") and state.actions_left > cost:
            mine = child.camels[me]
            moved = max(i for i, c in enumerate(mine) if c[0] == to and c[1] is None)
            chain = child._tree(me, to)
            for i, (space, good, _) in enumerate(mine):
                if good is not None and space in chain:
                    relayed = child.clone()
                    relayed.apply(Action("move_good", camel=i, to=moved))
                    gain = max(gain, (ai.relative(relayed, me) - base) / (cost + 1))
                    relays += 1
        scored.append((gain + rng.random() * 1e-3, action))
    return scored, relays


def test_gains_are_those_of_the_moves_played():
    """The heuristic judges its own moves, and a good relayed onto a camel it brings,
    without playing them: its gains are those of the moves played on a copy."""
    relays = 0
    for players, moves in ((2, 20), (2, 30), (2, 45), (3, 40), (4, 40), (4, 60)):
        state = _position(players, moves, seed=moves + players)
        legal = state.legal_actions()
        expected, relayed = _gains_by_playing(state, legal, random.Random(moves))
        bot = ai.HeuristicBot("caravan", 0)
        bot.rng = random.Random(moves)
        assert bot.gains(state, legal) == expected
        relays += relayed
    assert relays, "no relay was judged"


class _NeverAlike(list):
    """Legal moves that never equal those of an earlier visit."""

    def __eq__(self, other):
        return False


def test_search_reuses_a_nodes_moves_as_if_worked_out(monkeypatch):
    """A node of the search keeps which of its moves the last visit's legal moves
    allowed: the search is the one that works them out at every visit."""
    views = []
    for players, moves in ((2, 25), (4, 50)):
        state, rng = _position(players, moves, seed=moves), random.Random(moves)
        while state.current_player == CHANCE:
            state.apply(chance_action(state, rng))
        views.append(SeatView(state, state.current_player, rng))

    def searched():
        return [ismcts.search(view, 60.0, random.Random(7), view.legal_actions()[0],
                              max_iterations=120) for view in views]

    reused = searched()
    legal_actions = CaravanState.legal_actions
    monkeypatch.setattr(CaravanState, "legal_actions",
                        lambda state: _NeverAlike(legal_actions(state)))
    worked_out = searched()
    for a, b in zip(reused, worked_out, strict=True):
        assert (a.action, a.shares, a.values, a.root) == (b.action, b.shares, b.values, b.root)
