"""A game record: options plus every action (chance outcomes included).

The record is the save file, the replay, the undo history and the bug report.
Loading never evaluates anything: it is bounded JSON, checked field by field,
then replayed through the rules, which refuse anything illegal.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Action, IllegalAction, State

# 2: Mina de Plata's private deals; a format 1 save of it gains the deals declined
FORMAT_VERSION = 2
# The bounds of a file read as a game (a save, a journal), checked before it is read
# or parsed, so that a crafted file is refused at once. The longest games we know
# weigh 23 KB and hold 662 actions (a four-player CABO game, tests/fixtures/records).
MAX_RECORD_BYTES = 1024 * 1024
MAX_RECORD_ACTIONS = 5_000
# meta is free JSON, but the app copies and writes it: deeper nesting than this is
# no record of ours and would only exhaust Python's recursion limit somewhere later
MAX_META_DEPTH = 16


class RecordError(ValueError):
    """A record that cannot be loaded; `code` is a stable id for the UI."""

    def __init__(self, code: str, message: str, **params) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass
class GameRecord:
    game_id: str
    num_players: int
    options: dict = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    # free, JSON-able facts the app keeps with the game (seat names, levels...)
    meta: dict = field(default_factory=dict)

    def new_state(self) -> State:
        return registry.game(self.game_id).new_state(self.num_players, self.options)

    def human_seats(self) -> set[int]:
        """The seats people played (the app keeps each seat's kind in the meta)."""
        seats = self.meta.get("seats")
        return {i for i, seat in enumerate(seats) if isinstance(seat, dict)
                and seat.get("kind") == "human"} if isinstance(seats, list) else set()

    def replay(self, upto: int | None = None) -> State:
        """The state after the first `upto` actions (all by default)."""
        state = self.new_state()
        for index, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(
                    "illegal_action", f"action {index + 1} is illegal: {exc}", index=index + 1
                ) from exc
        return state

    def to_json(self) -> dict:
        return {
            "format": FORMAT_VERSION,
            "game": self.game_id,
            "players": self.num_players,
            "options": dict(self.options),
            "meta": dict(self.meta),
            "actions": [a.to_json() for a in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: object) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("not_a_record", "not a game record")
        version = data.get("format")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError("not_a_record", "not a game record (no format version)")
        if version > FORMAT_VERSION:
            raise RecordError(
                "future_version", f"made by a newer version (format {version})", version=version
            )
        game_id = data.get("game")
        if not isinstance(game_id, str) or game_id not in registry.game_ids():
            # only a string is shown: the repr of a deeply nested value would recurse
            shown = repr(game_id[:40]) if isinstance(game_id, str) else type(game_id).__name__
            raise RecordError("unknown_game", f"unknown game {shown}")
        game = registry.game(game_id)
        players = data.get("players")
        options = data.get("options", {})
        meta = data.get("meta", {})
        actions = data.get("actions")
        if not isinstance(options, dict) or not isinstance(meta, dict):
            raise RecordError("not_a_record", "options and meta must be objects")
        if not isinstance(actions, list):
            raise RecordError("not_a_record", "the record has no action list")
        refuse_too_many_actions(len(actions))
        if _deeper_than(meta, MAX_META_DEPTH):
            raise RecordError("not_a_record", "the record's meta is nested too deeply")
        try:  # JSON may escape a lone surrogate ("\udc80"), which no UTF-8 file can hold
            json.dumps(meta, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise RecordError("not_json", "damaged file: text that is not Unicode") from exc
        try:
            options = game.check_options(players, options)
            parsed = [game.action_from_json(a) for a in actions]
            parsed = game.upgrade_actions(players, options, parsed, version)
        except IllegalAction as exc:
            raise RecordError("bad_content", str(exc)) from exc
        return cls(game_id, players, options, parsed, meta)

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        """The record in `text`; RecordError for anything that is not a valid record."""
        # a character takes up to 4 bytes in UTF-8: only a long str needs encoding to know
        if len(text) > MAX_RECORD_BYTES or (
                isinstance(text, str) and 4 * len(text) > MAX_RECORD_BYTES
                and len(text.encode("utf-8", "surrogatepass")) > MAX_RECORD_BYTES):
            raise _too_large()
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RecordError("not_json", f"damaged file: {exc}") from exc
        return cls.from_json(data)

    @classmethod
    def read(cls, path: str | os.PathLike) -> GameRecord:
        """The record in the file `path`, read with a bound (a huge file is not read whole)."""
        return cls.loads(read_bounded(path))


def read_bounded(path: str | os.PathLike) -> bytes:
    """The bytes of `path`; RecordError when it cannot be read or is over MAX_RECORD_BYTES
    (a file that says so is not read at all)."""
    try:
        with open(path, "rb") as inp:
            if os.fstat(inp.fileno()).st_size > MAX_RECORD_BYTES:
                raise _too_large()
            data = inp.read(MAX_RECORD_BYTES + 1)  # it may have grown meanwhile
    except OSError as exc:
        raise RecordError("unreadable", f"cannot read {path}: {exc.strerror or exc}") from exc
    if len(data) > MAX_RECORD_BYTES:
        raise _too_large()
    return data


def refuse_too_many_actions(count: int) -> None:
    """RecordError when a record holds more actions than any game (before they are parsed)."""
    if count > MAX_RECORD_ACTIONS:
        raise RecordError("too_large", f"{count} actions: more than a game of ours holds "
                          f"({MAX_RECORD_ACTIONS})")


def _too_large() -> RecordError:
    return RecordError("too_large", "the file is too large to be a game record")


def _deeper_than(value: object, limit: int) -> bool:
    """Whether lists and objects in `value` nest more than `limit` levels (no recursion)."""
    level = [value]
    for _ in range(limit + 1):
        level = [child for node in level if isinstance(node, (list, dict))
                 for child in (node.values() if isinstance(node, dict) else node)]
        if not level:
            return False
    return True
