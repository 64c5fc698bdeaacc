"""`caramba-desktop tutorial GAME --check [--lang L]`: every tutorial plays to its end in
every language, and a deal that no longer unfolds as its steps say is named loudly."""

from __future__ import annotations

import dataclasses
import random

import pytest

from caramba_desktop import tutorial_check
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.engine.tutorial import (
    ASKED,
    FREE,
    HUMAN,
    WRONG,
    Place,
    Progress,
    TutorialBroken,
    chance_outcome,
    play_through,
    tutorial_for,
    tutorial_games,
)


def test_the_games_with_a_tutorial():
    assert {"caramba", "cabo"} <= set(tutorial_games())


@pytest.mark.parametrize("lang", tutorial_check.LANGUAGES)
@pytest.mark.parametrize("game_id", tutorial_games())
def test_the_checker_passes_every_tutorial_in_every_language(
        qm_files, capsys, game_id, lang):
    assert tutorial_check.main([game_id, "--check", "--lang", lang]) == 0
    tutorial = tutorial_for(game_id)
    stretches = tutorial.free_stretches()
    free = (f", {stretches} stretch{'es' if stretches > 1 else ''} of free play, played "
            f"{tutorial_check.RUNS} ways") if stretches else ""
    assert capsys.readouterr().out == (
        f"{game_id}: the tutorial plays to its end ({len(tutorial.steps)} steps, "
        f"{tutorial.ask_count()} moves asked{free}), texts in {lang}\n")


def _with_move(tutorial, index: int, move: dict):
    steps = list(tutorial.steps)
    steps[index] = dataclasses.replace(steps[index], move=move)
    return dataclasses.replace(tutorial, steps=tuple(steps))


def test_an_asked_move_the_rules_refuse_names_its_step(monkeypatch, capsys):
    tutorial = tutorial_for("caramba")
    asked = [i for i, step in enumerate(tutorial.steps) if step.asks]
    broken = _with_move(tutorial, asked[3], {"type": "bid", "card": "gold7", "as": "dynamite"})
    with pytest.raises(TutorialBroken) as caught:
        play_through(broken)
    assert caught.value.step == asked[3] + 1
    monkeypatch.setattr(tutorial_check, "tutorial_for", lambda game_id: broken)
    assert tutorial_check.main(["caramba", "--check"]) == 1
    assert capsys.readouterr().out.startswith(f"caramba: step {asked[3] + 1} broke: ")


def test_a_computer_move_that_no_longer_fits_names_the_step_it_comes_before():
    tutorial = tutorial_for("cabo")
    moves = list(tutorial.opponent_moves)
    moves[2] = {"type": "cabo"}  # the computer's second turn: CABO is not its move there
    broken = dataclasses.replace(tutorial, opponent_moves=tuple(moves))
    with pytest.raises(TutorialBroken) as caught:
        play_through(broken)
    assert "computer move 3" in str(caught.value)
    assert tutorial.steps[caught.value.step - 1].asks


def test_an_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        tutorial_check.main(["nonsense", "--check"])
    assert caught.value.code == 2
    assert "'nonsense' has no tutorial" in capsys.readouterr().err


def test_every_tutorial_lets_the_player_play_freely_between_key_moments():
    for game_id in tutorial_games():
        tutorial = tutorial_for(game_id)
        assert tutorial.free_stretches() >= 1, game_id
        # guided from the first step, and a key moment asked after free play
        assert tutorial.steps[0].when is None, game_id
        first_free = next(i for i, step in enumerate(tutorial.steps) if step.when is not None)
        assert any(step.asks for step in tutorial.steps[:first_free]), game_id
        assert any(step.asks for step in tutorial.steps[first_free:]), game_id


def test_a_moment_that_never_comes_names_its_step(capsys):
    tutorial = tutorial_for("caramba")
    waiting = next(i for i, step in enumerate(tutorial.steps) if step.when is not None)
    steps = list(tutorial.steps)
    steps[waiting] = dataclasses.replace(steps[waiting], when=lambda state: False)
    broken = dataclasses.replace(tutorial, steps=tuple(steps))
    with pytest.raises(TutorialBroken) as caught:
        play_through(broken)
    assert caught.value.step == waiting + 1
    assert "ended before this step" in str(caught.value)


def test_free_moves_are_any_legal_move_and_an_asked_kind_refuses_others():
    tutorial = tutorial_for("caramba")
    progress = Progress(tutorial)
    waiting = next(i for i, step in enumerate(tutorial.steps) if step.when is not None)
    state = play_through(dataclasses.replace(tutorial, steps=tutorial.steps[:waiting]))
    progress.restore(Place(step=waiting))
    assert progress.waiting() and progress.script_needed() is False
    move = state.legal_actions()[-1] if state.current_player == HUMAN else None
    if move is not None:
        assert progress.judge(state, move) == FREE and not progress.place.scripted
    # the step's moment: the player is to secure, and only a crate secured will do
    while not tutorial.steps[waiting].when(state):
        state.apply(_any_move(state, waiting))
    progress.observe(state)
    assert not progress.waiting() and progress.shows(state, human_to_move=True)
    keep = next(a for a in state.legal_actions() if a.type == "keep")
    assert progress.judge(state, keep) == WRONG and progress.place.step == waiting
    secure = next(a for a in state.legal_actions() if a.type == "secure")
    assert progress.judge(state, secure) == ASKED and progress.place.step == waiting + 1


def _any_move(state, index: int):
    if state.current_player == CHANCE:
        return chance_outcome(state, 0, index)
    return random.Random(index).choice(state.legal_actions())
