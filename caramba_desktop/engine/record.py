"""A game record: options plus every action (chance outcomes included).

The record is the save file, the replay, the undo history and the bug report.
Loading never evaluates anything: it is bounded JSON, checked field by field,
then replayed through the rules, which refuse anything illegal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Action, IllegalAction, State

FORMAT_VERSION = 1
MAX_RECORD_BYTES = 4 * 1024 * 1024


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
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError("not_a_record", "not a game record (no format version)")
        if version > FORMAT_VERSION:
            raise RecordError(
                "future_version", f"made by a newer version (format {version})", version=version
            )
        game_id = data.get("game")
        if game_id not in registry.game_ids():
            raise RecordError("unknown_game", f"unknown game {game_id!r:.40}")
        game = registry.game(game_id)
        players = data.get("players")
        options = data.get("options", {})
        meta = data.get("meta", {})
        actions = data.get("actions")
        if not isinstance(options, dict) or not isinstance(meta, dict):
            raise RecordError("not_a_record", "options and meta must be objects")
        if not isinstance(actions, list):
            raise RecordError("not_a_record", "the record has no action list")
        try:
            options = game.check_options(players, options)
            parsed = [game.action_from_json(a) for a in actions]
        except IllegalAction as exc:
            raise RecordError("bad_content", str(exc)) from exc
        return cls(game_id, players, options, parsed, meta)

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError("too_large", "the file is too large to be a game record")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RecordError("not_json", f"damaged file: {exc}") from exc
        return cls.from_json(data)
