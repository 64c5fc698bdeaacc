"""`caramba-desktop check FILE...`: would the app open these saved games? No window.

Each file is read as the app reads it (at most MAX_RECORD_BYTES, JSON only,
nothing evaluated), its seats are checked and every move is replayed through
the rules. One line per file (control characters in names and paths written
out as escapes):

    a.caramba.json: legal: caramba, 2 players, 201 moves, finished (scores 30 32; won by Ramón)
    b.caramba.json: legal: mina, 3 players, 216 moves, unfinished (Pancho to play)
    c.caramba.json: refused (illegal_action): action 17 is illegal: ...

Exit status 0 when every file is legal, 1 when any is refused (2: usage).
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass

from caramba_desktop.engine.api import CHANCE, State
from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.record import GameRecord, RecordError, read_bounded


@dataclass(frozen=True)
class Verdict:
    """A save that loads and replays: its record and the position it reaches."""

    record: GameRecord
    state: State
    names: list[str]


def verify_bytes(data: bytes | str) -> Verdict:
    """Load `data` as the app loads a save file; RecordError says why it is refused."""
    # the session module needs QtCore; importing it here keeps `check --help` quick
    from caramba_desktop.session.session import seats_from_meta

    record = GameRecord.loads(data)
    names = [seat.name for seat in seats_from_meta(record)]
    return Verdict(record, record.replay(), names)


def verify_file(path: str | os.PathLike) -> Verdict:
    return verify_bytes(read_bounded(path))


def describe(verdict: Verdict) -> str:
    """The verdict on a legal save, in one line of English."""
    record, state = verdict.record, verdict.state
    head = (f"legal: {record.game_id}, {record.num_players} players, "
            f"{len(record.actions)} moves")
    if state.is_terminal():
        winners = ", ".join(verdict.names[p] for p in state.winners())
        scores = " ".join(f"{score:g}" for score in state.scores())
        return f"{head}, finished (scores {scores}; won by {winners})"
    player = state.current_player
    if player == CHANCE:
        return f"{head}, unfinished (a card or die is next)"
    return f"{head}, unfinished ({verdict.names[player]} to play)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="caramba-desktop check",
        description="Replay saved games without a window and say whether they are legal.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a saved game (.caramba.json)")
    args = parser.parse_args(argv)
    refused = 0
    for path in args.files:
        try:
            line = describe(verify_file(path))
        except RecordError as exc:
            refused += 1
            line = f"refused ({exc.code}): {exc}"
        # a name or a path may hold any character: escaped, none can drive the
        # terminal or start a line that looks like another verdict
        print(escape_controls(f"{path}: {line}"), flush=True)
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
