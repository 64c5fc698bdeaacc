"""Caravan's tutorial: its moments in free play come in any play, soon."""

from __future__ import annotations

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.engine.tutorial import HUMAN, Progress, chance_outcome, tutorial_state
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.tutorial import FIRST_OWN_TURN, TUTORIAL

GAME = registry.game("caravan")
END_TURN = GAME.action_from_json({"type": "end_turn"})
LOAD, PENALTY = len(TUTORIAL.steps) - 1, len(TUTORIAL.steps)  # the step numbers


def shown_at(free_move) -> dict[int, tuple[int, int]]:
    """Play the tutorial, the player's free moves chosen by `free_move(state)` and the
    computer ending its turns once free play began: step number -> (turn, actions
    left) when it was first there to be shown."""
    progress = Progress(TUTORIAL)
    state = tutorial_state(TUTORIAL)
    shown: dict[int, tuple[int, int]] = {}
    index = computer = 0
    progress.observe(state)
    while not progress.done:
        player = state.current_player
        if progress.shows(state, player == HUMAN):
            shown.setdefault(progress.place.step + 1, (state.turn, state.actions_left))
            if not progress.step.asks:
                progress.read()
                progress.observe(state)
                continue
        if player == CHANCE:
            action = chance_outcome(state, TUTORIAL.deal, index)
        elif player == HUMAN:
            action = free_move(state) if progress.waiting() else progress.expected(state)
            progress.judge(state, action)
        else:
            action = progress.scripted_move(state, computer) or END_TURN
            computer += 1
        state.apply(action)
        index += 1
        progress.observe(state)
    return shown


def own_turn(number: int) -> int:
    return FIRST_OWN_TURN + 2 * (number - 1)


def end_turn(state):
    return END_TURN


def test_a_player_who_only_ends_turns_is_still_asked_to_load_and_told_of_the_end():
    shown = shown_at(end_turn)
    assert shown[LOAD] == (own_turn(3), D.MAX_ACTIONS)
    # the meat and the hides carried from the opening would cost a point
    assert shown[PENALTY] == (own_turn(4), D.MAX_ACTIONS)


def test_a_camel_on_a_good_in_the_second_own_turn_brings_the_load_at_once():
    def onto_a_good(state):
        if state.turn < own_turn(2):
            return END_TURN
        return next((a for a in state.legal_actions()
                     if a.type == "move_camel" and a["to"] in state.board), END_TURN)

    shown = shown_at(onto_a_good)
    turn, left = shown[LOAD]
    assert turn == own_turn(2) and left < D.MAX_ACTIONS
