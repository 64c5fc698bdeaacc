"""The journal: a game written to disk as it is played, one action per line.

Line 1 is the record without its actions (format, game, players, options,
meta); every further line is one action as JSON. An append is written,
flushed and fsync'ed before it returns, so what the table has shown is on
disk even if the power goes. A crash in the middle of an append can leave
one torn last line: loading drops it (and says so); anything else damaged
is refused with RecordError, as for a save file.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord, RecordError, read_bounded


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Replace `path` with `text` so that a reader sees the old or the new file, never half."""
    path = Path(path)
    try:  # a replaced file keeps its permissions; mkstemp's own 0600 would hide a new save
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            os.chmod(tmp, mode)
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # makes the rename itself durable on POSIX; Windows cannot open a folder this way
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _action_line(action: Action) -> str:
    return json.dumps(action.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"


def journal_text(record: GameRecord) -> str:
    header = record.to_json()
    del header["actions"]
    head = json.dumps(header, ensure_ascii=False, separators=(",", ":")) + "\n"
    return head + "".join(_action_line(a) for a in record.actions)


def rewrite(path: str | os.PathLike, record: GameRecord) -> None:
    """Write the whole journal of `record` atomically (undo, resume, save as)."""
    atomic_write_text(path, journal_text(record))


@dataclass
class JournalRecord(GameRecord):
    """A GameRecord read from a journal; `dropped_lines` counts torn lines left out."""

    dropped_lines: int = 0


def load_journal(path: str | os.PathLike) -> JournalRecord:
    """Read a journal; a torn last line is dropped, other damage raises RecordError."""
    lines = read_bounded(path).split(b"\n")
    # every complete line ends with "\n", so the last piece is b"" or a torn write
    dropped = 1 if lines[-1] else 0
    lines = lines[:-1]
    if not lines:
        raise RecordError("not_a_record", "the journal has no header")
    try:
        parsed = [json.loads(line.decode("utf-8")) for line in lines]
    except (ValueError, RecursionError) as exc:
        raise RecordError("not_json", f"damaged journal: {exc}") from exc
    header = parsed[0]
    if not isinstance(header, dict) or "actions" in header:
        raise RecordError("not_a_record", "the journal header is not a record header")
    record = GameRecord.from_json({**header, "actions": parsed[1:]})
    return JournalRecord(
        record.game_id, record.num_players, record.options, record.actions, record.meta,
        dropped_lines=dropped,
    )


class Journal:
    """The open journal of a game in play: `start` it with a record, then `append`."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self._file = None

    def start(self, record: GameRecord) -> None:
        """Write `record` as the whole journal (atomically) and open it for appending."""
        # Windows refuses to replace a file that is open, so close first
        self.close()
        rewrite(self.path, record)
        self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115

    def append(self, action: Action) -> None:
        if self._file is None:
            raise ValueError("the journal is not open")
        self._file.write(_action_line(action))
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
