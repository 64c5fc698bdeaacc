"""What a save may hold in its names and deal number: the same bounds as the new-game
dialog, refused with a message otherwise; and `check` prints one safe line a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from caramba_desktop.check import main as check_main
from caramba_desktop.check import verify_bytes
from caramba_desktop.engine.bounds import MAX_NAME_LENGTH, MAX_SEED
from caramba_desktop.engine.record import RecordError
from caramba_desktop.ui.reading import record_problem

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
SAVE = json.loads((RECORDS / "caramba_unfinished_mid.json").read_text("utf-8"))


def with_meta(name: str | None = None, seed: object = "keep") -> bytes:
    data = json.loads(json.dumps(SAVE))
    if name is not None:
        data["meta"]["seats"][1]["name"] = name
    if seed != "keep":
        data["meta"]["seed"] = seed
    return json.dumps(data).encode("utf-8")


@pytest.mark.parametrize("name", ["D" * MAX_NAME_LENGTH, "<b>Dolores</b>", "Ramón 🌵", "ن ש"])
def test_names_within_the_bounds_load(name):
    assert verify_bytes(with_meta(name=name)).names[1] == name


@pytest.mark.parametrize(("name", "words"), [
    ("D" * (MAX_NAME_LENGTH + 1), "longer than 40 characters"),
    ("x" * 4000, "longer than 40 characters"),
    ("Dolo\x1b[2Jres", "holds control characters"),
    ("Dolores\nPancho", "holds control characters"),
    ("\u202eserolod", "holds control characters"),
    ("Dolores\u2028", "holds control characters"),
])
def test_a_name_the_dialog_would_refuse_is_refused(name, words):
    with pytest.raises(RecordError) as refused:
        verify_bytes(with_meta(name=name))
    assert refused.value.code == "bad_meta"
    assert words in record_problem(refused.value)


@pytest.mark.parametrize("seed", [0, 1, MAX_SEED])
def test_every_deal_number_the_app_draws_loads(seed):
    assert verify_bytes(with_meta(seed=seed)).record.meta["seed"] == seed


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10**400, "7", 7.0, True])
def test_a_deal_number_out_of_range_is_refused(seed):
    with pytest.raises(RecordError) as refused:
        verify_bytes(with_meta(seed=seed))
    assert refused.value.code == "bad_meta"
    if isinstance(seed, int) and not isinstance(seed, bool):
        assert "deal number is out of range" in record_problem(refused.value)


def test_check_prints_one_escaped_line_a_file(tmp_path, capsys):
    tricky = tmp_path / "a\x1b[2J\nb.caramba.json: legal: caramba\u202e.json"
    tricky.write_bytes(with_meta(name="<b>Dolores</b>"))
    bad = tmp_path / "bad.caramba.json"
    bad.write_bytes(with_meta(name="Do\x1b]0;pwned\x07lores"))
    assert check_main([str(tricky), str(bad)]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) == 2
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert lines[0] == (f"{tmp_path}/a\\x1b[2J\\x0ab.caramba.json: legal: caramba\\u202e.json: "
                        "legal: caramba, 3 players, 126 moves, unfinished (<b>Dolores</b> to play)")
    assert lines[1] == f"{bad}: refused (bad_meta): the name of seat 2 holds a control character"
