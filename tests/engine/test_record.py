"""GameRecord: the save file. It loads what it wrote and refuses everything else
with a RecordError, never with another exception."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.engine.record import FORMAT_VERSION, MAX_RECORD_BYTES, GameRecord, RecordError
from caramba_desktop.games.caramba.data import ALL_CRATES, BAND_DECK, SPECIALS, TREASURES


def played(players: int, seed: int, steps: int | None = None) -> GameRecord:
    """A record of a random game of Caramba!, cut after `steps` actions if given."""
    rng = random.Random(seed)
    record = GameRecord("caramba", players, {}, [], {"seats": ["Dolores", "Ramón"]})
    state = record.new_state()
    while not state.is_terminal() and (steps is None or len(record.actions) < steps):
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = rng.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record


def observations(state) -> list[dict]:
    return [state.observation(p) for p in range(state.num_players)]


FULL = played(3, seed=7)
SHORT = played(2, seed=11, steps=60)


def test_a_finished_game_round_trips_and_replays() -> None:
    text = FULL.dumps()
    loaded = GameRecord.loads(text)
    assert loaded == FULL
    assert loaded.meta == {"seats": ["Dolores", "Ramón"]}
    original, replayed = FULL.replay(), loaded.replay()
    assert replayed.is_terminal()
    assert observations(replayed) == observations(original)
    assert (replayed.scores(), replayed.winners()) == (original.scores(), original.winners())
    assert GameRecord.loads(text.encode("utf-8")) == FULL


def test_the_format() -> None:
    data = json.loads(SHORT.dumps())
    assert list(data) == ["format", "game", "players", "options", "meta", "actions"]
    assert data["format"] == FORMAT_VERSION and data["game"] == "caramba"
    assert data["players"] == 2 and len(data["actions"]) == 60
    assert data["actions"][0] == SHORT.actions[0].to_json()


def test_replay_upto_gives_the_state_after_that_many_actions() -> None:
    state = SHORT.new_state()
    for count, action in enumerate(SHORT.actions[:25], start=1):
        state.apply(action)
        if count in (1, 10, 25):
            assert observations(SHORT.replay(count)) == observations(state)
    assert observations(SHORT.replay(0)) == observations(SHORT.new_state())


def with_changes(**changes) -> str:
    data = json.loads(SHORT.dumps())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(("text", "code"), [
    ("", "not_json"),
    (b"", "not_json"),
    ("hello", "not_json"),
    (SHORT.dumps()[: len(SHORT.dumps()) // 2], "not_json"),
    (SHORT.dumps()[:-1], "not_json"),
    (b"\xff\xfe\x00garbage", "not_json"),
    ("[" * 100_000, "not_json"),
    (" " * (MAX_RECORD_BYTES + 1), "too_large"),
    (b"{" + b" " * MAX_RECORD_BYTES + b"}", "too_large"),
    ("[]", "not_a_record"),
    ("null", "not_a_record"),
    ('"caramba"', "not_a_record"),
    ('{"game": "caramba"}', "not_a_record"),
    (with_changes(format="1"), "not_a_record"),
    (with_changes(format=True), "not_a_record"),
    (with_changes(format=FORMAT_VERSION + 1), "future_version"),
    (with_changes(game="chess"), "unknown_game"),
    (with_changes(game=None), "unknown_game"),
    (with_changes(game=["caramba"]), "unknown_game"),
    (with_changes(options=[]), "not_a_record"),
    (with_changes(meta="x"), "not_a_record"),
    (with_changes(actions={}), "not_a_record"),
    (with_changes(actions=None), "not_a_record"),
    (with_changes(players=1), "bad_content"),
    (with_changes(players="2"), "bad_content"),
    (with_changes(options={"speed": 2}), "bad_content"),
    (with_changes(actions=[{"card": "gold5"}]), "bad_content"),
    (with_changes(actions=[{"type": "draw", "card": True}]), "bad_content"),
    (with_changes(actions=["pass"]), "bad_content"),
])
def test_loads_refuses(text, code) -> None:
    with pytest.raises(RecordError) as info:
        GameRecord.loads(text)
    assert info.value.code == code


@pytest.mark.parametrize("index", [0, 1, 30, 59])
def test_an_illegal_action_is_refused_on_replay(index: int) -> None:
    data = json.loads(SHORT.dumps())
    data["actions"][index] = {"type": "pass"} if index == 0 else {"type": "no_such_action"}
    record = GameRecord.loads(json.dumps(data))  # well-formed: the rules judge it
    with pytest.raises(RecordError) as info:
        record.replay()
    assert info.value.code == "illegal_action"
    assert info.value.params == {"index": index + 1}
    record.replay(index)  # everything before it is fine


def test_actions_after_the_end_are_refused() -> None:
    data = json.loads(FULL.dumps())
    data["actions"].append(data["actions"][-1])
    with pytest.raises(RecordError) as info:
        GameRecord.loads(json.dumps(data)).replay()
    assert info.value.code == "illegal_action"


# ----- property: damaged records are loaded or refused, nothing else ------------------

VALID = SHORT.dumps()
VALID_BYTES = VALID.encode("utf-8")

# values that look like the real thing, so mutations reach the rules, not just the parser
PLAUSIBLE = st.sampled_from([
    *BAND_DECK, *ALL_CRATES, *SPECIALS, *TREASURES, "caramba", "pass", "bid", "draw",
    "crate", "deal", "special", "start_player", "secure", "keep", "continue", "fuera",
    "en_seguridad", "manos_arriba", "estoy_de_vuelta", "as", "card", "player", "type",
    -1, 0, 1, 2, 3, 4, 5, 10**6,
])
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | PLAUSIBLE,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.text(max_size=5) | PLAUSIBLE.filter(lambda v: isinstance(v, str)), inner, max_size=3),
    max_leaves=6,
)


def paths(node, prefix=()):
    """Every place in a JSON tree, as a tuple of keys and indexes."""
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, (*prefix, index))


ALL_PATHS = [p for p in paths(json.loads(VALID)) if len(p) != 2 or p[0] != "actions"]
# (whole actions are left out: replacing one makes it malformed, which is tested enough)


def load_and_replay(text: str | bytes) -> None:
    """Load and replay; a RecordError is a fine answer, anything else fails the test."""
    try:
        GameRecord.loads(text).replay()
    except RecordError as exc:
        assert exc.code and str(exc)
        event(exc.code)
    else:
        event("loaded and replayed")


PROPERTY = settings(max_examples=400, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@PROPERTY
@given(st.lists(st.tuples(st.integers(0, len(VALID_BYTES) - 1), st.integers(0, 255)),
                min_size=1, max_size=4))
def test_byte_flips(flips) -> None:
    data = bytearray(VALID_BYTES)
    for position, value in flips:
        data[position] = value
    load_and_replay(bytes(data))


# the ends of the actions in the text: cut there and closed with "]}", a record is valid
ACTION_ENDS = [i + 1 for i, ch in enumerate(VALID) if ch == "}" and i > VALID.index('"actions"')]


@PROPERTY
@given(st.integers(0, len(VALID) - 1) | st.sampled_from(ACTION_ENDS),
       st.sampled_from(["", "]}", "}", "]"]) | st.text(max_size=3))
def test_truncations(cut: int, tail: str) -> None:
    load_and_replay(VALID[:cut] + tail)


@PROPERTY
@given(st.lists(st.tuples(st.sampled_from(ALL_PATHS), PLAUSIBLE | JSON_VALUES),
                min_size=1, max_size=3))
def test_json_value_changes(changes) -> None:
    data = json.loads(VALID)
    for path, value in changes:
        if not path:
            data = value
            continue
        node = data
        try:
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed this place
    load_and_replay(json.dumps(data))


def test_a_mutated_action_list_can_still_be_legal() -> None:
    # dropping the last actions leaves a shorter, valid record
    data = json.loads(VALID)
    data["actions"] = data["actions"][:10]
    record = GameRecord.loads(json.dumps(data))
    assert record.actions == SHORT.actions[:10]
    assert isinstance(record.replay().current_player, int)
    assert record.actions[0] == Action.from_json(data["actions"][0])
