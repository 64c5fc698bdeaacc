"""`caramba-desktop tutorial GAME --check [--lang L]`: every tutorial plays to its end in
every language, and a deal that no longer unfolds as its steps say is named loudly."""

from __future__ import annotations

import dataclasses

import pytest

from caramba_desktop import tutorial_check
from caramba_desktop.engine.tutorial import (
    TutorialBroken,
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
    free = tutorial.free_stretches()
    played = (f", {free} stretches of free play, played {tutorial_check.RUNS} ways"
              if free else "")
    assert capsys.readouterr().out == (
        f"{game_id}: the tutorial plays to its end ({len(tutorial.steps)} steps, "
        f"{tutorial.ask_count()} moves asked{played}), texts in {lang}\n")


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
