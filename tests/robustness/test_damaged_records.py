"""Damaged saves: thousands of broken versions of real saves, thrown at the loader.

The bases are the saved games in tests/fixtures/records (every registered
game). Each example damages one of them: bytes cut off, flipped or replaced
by non-UTF-8, values of the wrong type or absurd size, deep nesting, moves
dropped, doubled, swapped or changed, fields removed or added, another
game's name, markup, control characters and oversized values in the seats'
names and the deal number. The loader (check.verify_bytes: what the app does when it opens
a file) must either load the file and replay every move legally, or refuse
it with a RecordError that has a known code and a message; never anything
else. Damaged journals (the autosave) get the same treatment.

    ROBUSTNESS_EXAMPLES=100000 pytest tests/robustness/test_damaged_records.py   # make soak
"""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from caramba_desktop.check import verify_bytes
from caramba_desktop.engine import registry
from caramba_desktop.engine.bounds import MAX_SEED, name_problem, seed_problem
from caramba_desktop.engine.record import MAX_RECORD_BYTES, GameRecord, RecordError
from caramba_desktop.session.journal import journal_text, load_journal

EXAMPLES = int(os.environ.get("ROBUSTNESS_EXAMPLES", "10000"))
RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
CODES = {"too_large", "not_json", "not_a_record", "future_version", "unknown_game",
         "bad_content", "bad_meta", "illegal_action", "unreadable"}
# long games cost a replay each time; their first moves reach every kind of move early on
MAX_BASE_MOVES = 80


def _bases() -> list[dict]:
    bases = []
    for path in sorted(RECORDS.glob("*_*.json")):
        data = json.loads(path.read_bytes())
        data["actions"] = data["actions"][:MAX_BASE_MOVES]
        bases.append(data)
    return bases


BASES = _bases()
# values seen in real records: a mutation with them gets past the parser to the rules
SEEN_VALUES = sorted({json.dumps(value) for base in BASES for action in base["actions"]
                      for value in action.values()})
ABSURD = [None, True, False, 0, -1, 2**31, 2**63, -(2**64), 10**300, 1e308, -0.0, 0.5, "",
          "x" * 5000, "\u0000", "\ud800", [], {}, [[[[]]]], {"type": {}}, "caravan", "chess"]


def a_value(rng: random.Random):
    """A JSON value: absurd, seen in a real record, a game's name, a number or some text."""
    kind = rng.randrange(5)
    if kind == 0:
        return copy.deepcopy(rng.choice(ABSURD))
    if kind == 1:
        return json.loads(rng.choice(SEEN_VALUES))
    if kind == 2:
        return rng.choice(registry.game_ids())
    if kind == 3:
        return rng.randint(-(10**20), 10**20)
    return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x10FFFF)]))
                   for _ in range(rng.randrange(7)))


def places(node, prefix=()):
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from places(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from places(value, (*prefix, index))


PLACES = [list(places(base)) for base in BASES]


def _node(tree, place):
    for key in place:
        tree = tree[key]
    return tree


# ----- mutations of the parsed record ------------------------------------------------
# Each takes the tree, a seeded Random and the base's index; hypothesis picks which run.


def replace_value(tree, rng, base):
    place = rng.choice(PLACES[base])
    if not place:
        return a_value(rng)
    _node(tree, place[:-1])[place[-1]] = a_value(rng)
    return tree


def delete_field(tree, rng, base):
    place = rng.choice(PLACES[base])
    if place:
        del _node(tree, place[:-1])[place[-1]]
    return tree


def add_field(tree, rng, base):
    node = _node(tree, rng.choice(PLACES[base]))
    if isinstance(node, dict):
        node[rng.choice(["type", "player", "card", "extra", "actions", "seats"])] = a_value(rng)
    elif isinstance(node, list):
        node.insert(rng.randint(0, len(node)), a_value(rng))
    return tree


def shuffle_moves(tree, rng, base):
    actions = tree["actions"]
    if len(actions) < 2:
        return tree
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    how = rng.choice(["swap", "double", "drop", "move_to_end", "cut_here"])
    if how == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "double":
        actions.insert(j, copy.deepcopy(actions[i]))  # an earlier damage may have left a non-object
    elif how == "drop":
        del actions[i]
    elif how == "move_to_end":
        actions.append(actions.pop(i))
    else:
        del actions[i:]
    return tree


def change_move(tree, rng, base):
    """One parameter of one move takes a value seen elsewhere: often well-formed, illegal."""
    actions = tree["actions"]
    if actions:
        action = rng.choice(actions)
        action[rng.choice(sorted(action))] = json.loads(rng.choice(SEEN_VALUES))
    return tree


def header(tree, rng, base):
    odd = [0, 2, 99, "1", 1.0, {"seats": "x"}, {"seed": "7"}, {"seats": [{"name": "A"}]},
           {"seats": [1, 2]}, {"seed": 10**30}]
    key = rng.choice(["format", "game", "players", "options", "meta"])
    tree[key] = copy.deepcopy(rng.choice(odd)) if rng.random() < 0.5 else a_value(rng)
    return tree


def seats(tree, rng, base):
    seat = rng.choice(tree["meta"]["seats"])
    seat[rng.choice(["name", "kind", "level"])] = (
        rng.choice(["human", "computer", "random", "hard", "godlike", "\udc80"])
        if rng.random() < 0.5
        else a_value(rng))
    return tree


MARKUP = ["<b>", "</b>", '<img src="x.png">', '<a href="https://x.test">', "&amp;", "<!--"]
CONTROLS = ["\x00", "\x07", "\x1b[2J", "\x1b]0;x\x07", "\n", "\r", "\t", "\x7f", "\x85",
            "\u2028", "\u202e", "\u2066", "\u200f"]


def a_name(rng: random.Random) -> str:
    """A seat's name with markup, control characters, or too long, or all at once."""
    parts = [rng.choice(["Dolores", "Ramón", "", "x" * rng.choice([39, 40, 41, 400])])]
    for _ in range(rng.randrange(4)):
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(MARKUP + CONTROLS))
    return "".join(parts)


def names_and_seeds(tree, rng, base):
    """Markup, control characters and oversized values in the names and the seed."""
    meta = tree["meta"]
    if rng.random() < 0.6:
        rng.choice(meta["seats"])["name"] = a_name(rng)
    if rng.random() < 0.6:
        meta["seed"] = rng.choice([0, MAX_SEED, MAX_SEED + 1, -1, 2**64, 10**4000,
                                   "<b>7</b>", "7\x1b", 7.5, True, None, [7]])
    return tree


TREE_MUTATIONS = [replace_value, delete_field, add_field, shuffle_moves, change_move, header,
                  seats, names_and_seeds]


# ----- mutations of the bytes ------------------------------------------------------------


def cut(data, rng):
    return data[:rng.randrange(len(data) + 1)]


def flip(data, rng):
    at = rng.randrange(len(data) + 1)
    return data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]


def not_utf8(data, rng):
    at = rng.randrange(len(data) + 1)
    return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xff"]) + data[at:]


def nest(data, rng):
    at, depth = rng.randrange(len(data) + 1), rng.choice([20, 900, 5000, 200_000])
    return data[:at] + b"[" * depth + b"]" * depth + data[at:]


def huge_number(data, rng):
    at = rng.randrange(len(data) + 1)
    return data[:at] + rng.choice([b"9" * 20, b"9" * 5000, b"1e999", b"-1e-999", b"NaN"]) + data[at:]


def blank(data, rng):
    return b""


TEXT_MUTATIONS = [cut, flip, not_utf8, nest, huge_number, blank]


@st.composite
def damaged(draw) -> bytes:
    # hypothesis picks the base and the kinds of damage; a seed picks the places and
    # values (a few draws per example keep hypothesis's own work small)
    base = draw(st.integers(0, len(BASES) - 1))
    tree_damage = draw(st.lists(st.sampled_from(TREE_MUTATIONS), max_size=3))
    text_damage = draw(st.lists(st.sampled_from(TEXT_MUTATIONS), max_size=2))
    rng = random.Random(draw(st.integers(0, 2**32)))
    tree = copy.deepcopy(BASES[base])
    for mutation in tree_damage:
        try:
            tree = mutation(tree, rng, base)
        except (KeyError, IndexError, TypeError, AttributeError, ValueError):
            pass  # an earlier mutation moved the place away: the record is damaged anyway
    data = json.dumps(tree, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    for mutation in text_damage:
        data = mutation(data, rng)
    return data


def judge(data: bytes) -> None:
    """Loaded and replayed legally, or refused with a known code and a message."""
    try:
        verdict = verify_bytes(data)
    except RecordError as exc:
        assert exc.code in CODES, exc.code
        assert str(exc)
        event(exc.code)
        return
    event("loaded and replayed")
    # what loads keeps to the new-game dialog's bounds: nothing there that it would refuse
    assert all(name_problem(name) is None for name in verdict.names)
    seed = verdict.record.meta.get("seed")
    assert seed is None or seed_problem(seed) is None
    # what was loaded is a game of the rules: saved again (UTF-8, as the app writes it),
    # it loads to the same position
    again = verify_bytes(verdict.record.dumps().encode("utf-8"))
    assert again.record == verdict.record
    for viewer in [*range(verdict.record.num_players), None]:
        assert again.state.observation(viewer) == verdict.state.observation(viewer)


# derandomized: every run of make test throws the same damaged saves (make soak more)
PROPERTY = settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@PROPERTY
@given(damaged())
def test_damaged_saves_are_loaded_legally_or_refused_with_a_reason(data: bytes) -> None:
    judge(data)


@settings(max_examples=max(200, EXAMPLES // 10), deadline=None, database=None,
          derandomize=True, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(base=st.integers(0, len(BASES) - 1), data=st.data())
def test_damaged_journals_are_resumed_legally_or_refused(tmp_path_factory, base: int, data):
    """The autosave after a crash or a bad disk: a torn last line is dropped, nothing more."""
    record = GameRecord.from_json(BASES[base])
    text = journal_text(record).encode("utf-8")
    damage = data.draw(st.sampled_from(["cut", "flip", "not_utf8", "blank"]))
    at = data.draw(st.integers(0, len(text)))
    if damage == "cut":
        text = text[:at]
    elif damage == "flip":
        text = text[:at] + bytes([data.draw(st.integers(0, 255))]) + text[at + 1:]
    elif damage == "not_utf8":
        text = text[:at] + b"\xff" + text[at:]
    else:
        text = b""
    path = tmp_path_factory.mktemp("journal") / "current.journal"
    path.write_bytes(text)
    try:
        loaded = load_journal(path)
        state = loaded.replay()
    except RecordError as exc:
        assert exc.code in CODES and str(exc)
        return
    # a journal that loads holds a beginning of the game (a flip may hit a seat's name)
    assert loaded.dropped_lines <= 1
    assert loaded.actions == record.actions[:len(loaded.actions)] or damage == "flip"
    assert state.observation(None) == loaded.replay().observation(None)


def test_a_huge_file_is_refused_without_reading_it_whole(tmp_path) -> None:
    from caramba_desktop.check import verify_file

    path = tmp_path / "huge.caramba.json"
    with open(path, "wb") as out:
        out.write(json.dumps(BASES[0]).encode()[:-1])
        out.write(b" " * (5 * 1024 * 1024) + b"}")
    assert path.stat().st_size > MAX_RECORD_BYTES
    with pytest.raises(RecordError) as refused:
        verify_file(path)
    assert refused.value.code == "too_large"


def _edited(**changes) -> bytes:
    return json.dumps({**BASES[0], **changes}).encode("utf-8")


@pytest.mark.parametrize(("data", "code"), [
    # loaded once, then copying or writing the game failed with RecursionError
    (_edited(meta={"seats": BASES[0]["meta"]["seats"], "notes": json.loads("[" * 900 + "]" * 900)}),
     "not_a_record"),
    # loaded once, then autosaving it failed with UnicodeEncodeError
    (_edited(meta={"seats": [{**seat, "name": "\udc80"} for seat in BASES[0]["meta"]["seats"]]}),
     "not_json"),
    (_edited(format=0), "not_a_record"),
    (_edited(format=-3), "not_a_record"),
])
def test_faults_found_here_stay_fixed(data, code) -> None:
    with pytest.raises(RecordError) as refused:
        verify_bytes(data)
    assert refused.value.code == code
