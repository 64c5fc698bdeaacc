"""Which moves show a seat something hidden (engine/reveal.py), judged from the
observations alone: the answers a player would give, checked against CABO's own
record of who has seen which card."""

from __future__ import annotations

import random

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.engine.reveal import seats_shown
from caramba_desktop.games.cabo.rules import PUBLIC


def decisions(game_id: str, players: int, seed: int, options: dict | None = None):
    """(state, action) at every decision of a random game."""
    rng = random.Random(seed)
    state = registry.game(game_id).new_state(players, options)
    while not state.is_terminal():
        if state.current_player == CHANCE:
            actions, weights = zip(*state.chance_outcomes())
            state.apply(rng.choices(actions, weights)[0])
            continue
        action = rng.choice(state.legal_actions())
        yield state.clone(), action
        state.apply(action)


def test_a_look_at_an_unknown_card_shows_it_and_a_blind_swap_shows_nothing():
    checked = {"look": 0, "peek": 0, "spy": 0, "swap": 0, "take": 0, "draw": 0}
    for seed in range(4):
        for state, action in decisions("cabo", 3, seed, {"swap_any_two": bool(seed % 2)}):
            me = state.current_player
            shown = seats_shown(state, action, range(3))
            after = state.clone()
            after.apply(action)
            if len(after.results) > len(state.results):
                assert shown == {0, 1, 2}  # the round is scored: every card is shown
                continue
            if action.type == "look":
                assert shown == {me}  # his own cards, to him alone
            elif action.type in ("peek", "spy"):
                target = action.get("player", me)
                unknown = not state.seen[target][action["position"]] & 1 << me
                # the card in hand goes face up too: the others see it
                assert shown == ({me} if unknown else set()) | (set(range(3)) - {me})
            elif action.type == "swap":  # knowledge moves with the cards, nothing more
                assert shown == set(range(3)) - {me}  # but the card in hand is seen
            elif action.type in ("take", "draw"):
                assert shown == set()
            else:
                continue
            checked[action.type] += 1
    assert all(checked.values()), checked


def test_a_card_laid_down_face_up_shows_it_to_those_who_did_not_know_it():
    found = 0
    for state, action in (pair for seed in range(6) for pair in decisions("cabo", 3, seed)):
        me = state.current_player
        if action.type == "replace" and state.held_from == "discard":
            after = state.clone()
            after.apply(action)
            if len(after.results) > len(state.results):
                continue  # the round is scored: every card is shown anyway
            mask = state.seen[me][action["position"]]
            unaware = {q for q in range(3) if not mask & (1 << q | PUBLIC)}
            assert seats_shown(state, action, range(3)) == unaware
            found += me in unaware
    assert found


def test_playing_ones_own_cards_shows_nothing_hidden_in_caramba():
    for state, action in decisions("caramba", 3, 5):
        assert seats_shown(state, action, range(3)) == set(), action


def test_a_game_without_secrets_shows_nothing():
    for game_id in ("mina", "caravan"):
        state, action = next(decisions(game_id, 2, 1))
        assert seats_shown(state, action, range(2)) == set()
