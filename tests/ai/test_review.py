"""The review of a seat's play: from the seat's own view only, and its command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from caramba_desktop.ai.review import LOOK_AGAIN_RATIO, Decision, decisions, judged, review
from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.review_cli import main as review_main
from tests.ai.test_levels import _secrets

RECORDS = Path(__file__).parent.parent / "fixtures" / "records"
ENTRY_KEYS = {"index", "played", "best", "played_share", "best_share", "flag", "shares"}
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


def test_a_decision_is_worth_another_look_when_its_move_got_much_less_search():
    state = _record("mina_finished_min").new_state()
    roll, buy = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    decision = Decision(4, state, Action.from_json(roll))
    close = judged(decision, {"action": buy, "shares": [[buy, 0.5], [roll, 0.4]]})
    assert (close["played_share"], close["best_share"], close["flag"]) == (0.4, 0.5, False)
    far_share = LOOK_AGAIN_RATIO * 0.5 - 0.01
    far = judged(decision, {"action": buy, "shares": [[buy, 0.5], [roll, far_share]]})
    assert far["flag"] and far["best"] == buy and far["played"] == roll
    same = judged(decision, {"action": roll, "shares": [[buy, 0.9], [roll, 0.1]]})
    assert not same["flag"]  # the move the level prefers is never marked


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
        assert entry["flag"] == (entry["played"] != entry["best"] and
                                 entry["played_share"] < LOOK_AGAIN_RATIO * entry["best_share"])


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
