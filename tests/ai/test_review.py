"""The review of a seat's play: from the seat's own view only, and its command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from caramba_desktop.ai.hint import WELL_WEIGHED_TRIES
from caramba_desktop.ai.review import (
    COSTLY_SLIP_LOSS,
    LOOK_AGAIN_LOSS,
    Decision,
    decisions,
    judged,
    review,
)
from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.review_cli import main as review_main
from tests.ai.test_levels import _secrets

RECORDS = Path(__file__).parent.parent / "fixtures" / "records"
ENTRY_KEYS = {"index", "played", "best", "played_share", "best_share", "played_chance",
              "best_chance", "chance_lost", "mark", "flag", "shares", "choices"}
ITERATIONS = 40  # a cap instead of a time budget: the same review on every machine
DECISIONS = 20  # enough of a game for a secret to show if the search read it


def _record(name: str) -> GameRecord:
    return GameRecord.read(RECORDS / f"{name}.json")


@pytest.mark.parametrize("game_id", ["caramba", "cabo"])
def test_the_review_never_reads_hidden_state(game_id):
    """Two games that look the same to the seat at every decision, with other secrets
    (the others' cards, the draw piles), get the same review."""
    seat = 0
    real = decisions(_record(f"{game_id}_finished_min"), seat)[:DECISIONS]
    rng = random.Random(5)
    other = [Decision(d.index, d.state.determinize(seat, rng), d.played) for d in real]
    for a, b in zip(real, other, strict=True):
        assert a.state.observation(seat) == b.state.observation(seat)
    assert any(_secrets(game_id, a.state, seat) != _secrets(game_id, b.state, seat)
               for a, b in zip(real, other, strict=True))
    reviews = [list(review(found, seat, seed=3, seconds=60.0, max_iterations=ITERATIONS))
               for found in (real, other)]
    assert reviews[0] == reviews[1]
    assert [entry["index"] for entry in reviews[0]] == [d.index for d in real]


def _choice(action: dict, tries: int, chance: float | None) -> dict:
    return {"actions": [action], "tries": tries, "chance": chance, "error": 0.01}


def test_a_decision_is_marked_by_the_chance_to_win_it_gave_away():
    state = _record("mina_finished_min").new_state()
    roll, buy = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    decision = Decision(4, state, Action.from_json(roll))

    def entry(played_chance: float, tries: int = 400) -> dict:
        return judged(decision, {"action": buy, "shares": [[buy, 0.5], [roll, 0.4]],
                                 "choices": [_choice(buy, 500, 0.50),
                                             _choice(roll, tries, played_chance)]})

    close = entry(0.50 - LOOK_AGAIN_LOSS + 0.02)
    assert (close["played_chance"], close["best_chance"]) == pytest.approx((0.42, 0.5))
    assert close["mark"] is None and not close["flag"]
    look = entry(0.50 - LOOK_AGAIN_LOSS - 0.01)
    assert look["mark"] == "look_again" and look["flag"]
    assert look["chance_lost"] == pytest.approx(LOOK_AGAIN_LOSS + 0.01)
    slip = entry(0.50 - COSTLY_SLIP_LOSS - 0.01)
    assert slip["mark"] == "costly_slip" and slip["best"] == buy and slip["played"] == roll
    # a move the search dropped after a few tries has no chance to show, but is marked
    dropped = entry(0.1, tries=WELL_WEIGHED_TRIES - 1)  # under a third of 500
    assert dropped["played_chance"] is None and dropped["mark"] == "look_again"
    same = judged(Decision(4, state, Action.from_json(buy)),
                  {"action": buy, "shares": [[buy, 0.9], [roll, 0.1]],
                   "choices": [_choice(buy, 900, 0.5), _choice(roll, 100, 0.1)]})
    assert same["mark"] is None  # the move the level prefers is never marked


def test_only_the_seats_real_choices_are_reviewed():
    record = _record("caravan_finished_min")
    found = decisions(record, 1)
    assert found
    state = record.new_state()
    for index, action in enumerate(record.actions):
        chosen = [d for d in found if d.index == index]
        if state.current_player == 1 and len(state.legal_actions()) > 1:
            assert chosen and chosen[0].played == action
        else:
            assert not chosen
        state.apply(action)


def test_a_deal_the_table_declined_for_a_person_is_no_decision_of_his():
    """The table declines a deal for a person who lets the pause pass: "How did I
    play?" must not judge a choice he never made. A computer's decline is its own."""
    record = _record("mina_finished_min")
    record.meta["seats"][0]["kind"] = "human"
    mine = decisions(record, 0)
    assert any(d.played.type == "roll" for d in mine)
    assert not [d.index for d in mine if d.played.type == "no_offer"]
    assert any(d.played.type == "no_offer" for d in decisions(record, 1))


def test_the_command_prints_the_review_as_json(capsys):
    path = RECORDS / "caravan_finished_min.json"
    assert review_main([str(path), "--seat", "2", "--seconds", "0.005", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)  # exactly one JSON object
    assert set(out) == {"decisions"}
    expected = [d.index for d in decisions(_record("caravan_finished_min"), 1)]
    assert [entry["index"] for entry in out["decisions"]] == expected
    record = _record("caravan_finished_min")
    for entry in out["decisions"]:
        assert set(entry) == ENTRY_KEYS
        assert entry["played"] == record.actions[entry["index"]].to_json()
        assert 0 <= entry["played_share"] <= 1 and 0 < entry["best_share"] <= 1
        for chance in (entry["played_chance"], entry["best_chance"]):
            assert chance is None or 0 <= chance <= 1
        assert entry["mark"] in (None, "look_again", "costly_slip")
        assert entry["flag"] == (entry["mark"] is not None)
        if entry["chance_lost"] is not None:
            assert entry["mark"] == ("costly_slip" if entry["chance_lost"] >= COSTLY_SLIP_LOSS
                                     else "look_again" if entry["chance_lost"] >= LOOK_AGAIN_LOSS
                                     else None) or entry["played"] == entry["best"]


def test_the_command_refuses_what_it_cannot_review(capsys, tmp_path):
    unfinished = RECORDS / "cabo_unfinished_mid.json"
    finished = RECORDS / "cabo_finished_min.json"
    damaged = tmp_path / "damaged.caramba.json"
    damaged.write_text(finished.read_text()[:500])
    assert review_main([str(unfinished), "--seat", "1", "--json"]) == 1
    assert "not finished" in capsys.readouterr().err
    for seat in ("0", "3"):
        assert review_main([str(finished), "--seat", seat, "--json"]) == 2
        assert "is not in this 2-player game" in capsys.readouterr().err
    assert review_main([str(damaged), "--seat", "1", "--json"]) == 1
    err = capsys.readouterr().err
    assert "damaged file" in err and "Traceback" not in err
    with pytest.raises(SystemExit):
        review_main([str(finished), "--seat", "1", "--seconds", "0"])


def test_the_command_loads_no_qt():
    path = RECORDS / "mina_finished_min.json"
    script = ("import sys\n"
              "from caramba_desktop.__main__ import main\n"
              f"code = main(['review', {str(path)!r}, '--seat', '1', '--seconds', '0.002',"
              " '--json'])\n"
              "assert code == 0, code\n"
              "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'qasync'))))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_a_review_stops_when_asked():
    found = decisions(_record("cabo_finished_min"), 0)
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    entries = list(review(found, 0, seconds=60.0, stop=stop))
    assert len(entries) < len(found)


def test_the_command_searches_with_the_games_own_seed_as_the_review_panel_does(
        monkeypatch, capsys):
    """The same game gets the same searches from the command and from the window."""
    path = RECORDS / "caravan_finished_min.json"
    seeds = []

    def reviewing(found, seat, seed=0, **kwargs):
        seeds.append(seed)
        return iter(())

    monkeypatch.setattr("caramba_desktop.review_cli.review", reviewing)
    assert review_main([str(path), "--seat", "1", "--json"]) == 0
    assert seeds == [_record("caravan_finished_min").meta["seed"]] and seeds != [0]


@pytest.mark.parametrize("played_chance", [0.49, 0.52])
def test_a_misplay_is_always_worth_another_look(played_chance):
    """Rolling on where the game calls that a misplay: marked even when the search's
    chance for it lies close to the best, or above it without proof."""
    state = _record("mina_finished_min").new_state()
    roll, buy = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    misplay = {**_choice(roll, 400, played_chance), "evidence": 3.0}
    entry = judged(Decision(4, state, Action.from_json(roll)),
                   {"action": buy, "shares": [[buy, 0.5], [roll, 0.4]],
                    "choices": [_choice(buy, 500, 0.50), misplay]})
    assert entry["best"] == buy
    assert entry["mark"] == "look_again" and entry["flag"]
