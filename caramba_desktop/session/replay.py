"""A finished or saved game, move by move: what the replay window steps through.

    replay = Replay(record)          # replays the record once (RecordError if illegal)
    replay.stops                      # the positions a player steps between (action counts)
    replay.observation(moves, viewer) # the table after that many actions, as `viewer` saw it
    replay.entries(moves)             # the log up to there

A stop is a position where a player is to decide or the game is over: the
chance outcomes that follow a move (a card drawn, the dice) belong to that
move's step, so stepping never halts on a half-dealt table. The states of
every stop are kept (a clone each, a few milliseconds for a whole game), so
going back or jumping is a lookup, not a replay.
"""

from __future__ import annotations

from caramba_desktop.engine.api import CHANCE, IllegalAction, State
from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.session.session import LogEntry, views_then_apply


class Replay:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        state = record.new_state()
        self._states: dict[int, State] = {}
        self._entries: list[LogEntry] = []
        self.stops: list[int] = []  # action counts: the state after that many actions
        for index, action in enumerate(record.actions):
            self._keep(index, state)
            actor = state.current_player
            try:
                views = views_then_apply(state, action)
            except IllegalAction as exc:
                raise RecordError("illegal_action", f"action {index + 1} is illegal: {exc}",
                                  index=index + 1) from exc
            self._entries.append(LogEntry(index, actor, views, state.last_events()))
        self._keep(len(record.actions), state, last=True)
        self.finished = state.is_terminal()

    def _keep(self, count: int, state: State, last: bool = False) -> None:
        if state.current_player != CHANCE or last:
            self.stops.append(count)
            self._states[count] = state.clone()

    def observation(self, moves: int, viewer: int | None, open_cards: bool = False) -> dict:
        """The table after `moves` actions as `viewer` saw it (None: the public view);
        `open_cards`: every card face up, only once the game is over."""
        state = self._states[moves]
        if open_cards and self.finished:
            return state.open_observation()
        return state.observation(viewer)

    def current_player(self, moves: int) -> int:
        return self._states[moves].current_player

    def entries(self, moves: int) -> list[LogEntry]:
        """The log of the first `moves` actions."""
        return self._entries[:moves]
