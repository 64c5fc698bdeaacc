"""The journal: a game written to disk as it is played, one action per line.

Line 1 is the record without its actions (format, game, players, options,
meta); every further line is one action as JSON. An append is written and
flushed at once; the wait for the disk (fsync), tens of milliseconds while
another process writes, runs in the journal's own thread, and the session
shows a move only once its line is on disk, so what the table has shown is
on disk even if the power goes. A crash in the middle of an append can leave
one torn last line: loading drops it (and says so); anything else damaged
is refused with RecordError, as for a save file.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import (
    GameRecord,
    RecordError,
    read_bounded,
    refuse_too_many_actions,
)
from caramba_desktop.history.folder import PRIVATE_FILE_MODE


def atomic_write_text(path: str | os.PathLike, text: str, mode: int | None = None) -> None:
    """Replace `path` with `text` so that a reader sees the old or the new file, never half.

    The file is `mode`; by default a replaced file keeps its own (the player may have
    shared a save) and a new one is for this account alone: a game holds every
    hidden card."""
    path = Path(path)
    if mode is None:
        try:
            mode = path.stat().st_mode & 0o777
        except OSError:
            mode = PRIVATE_FILE_MODE
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


_disk_waits: concurrent.futures.ThreadPoolExecutor | None = None


def _disk_thread() -> concurrent.futures.ThreadPoolExecutor:
    """The one thread that waits for the disk, for every journal, line after line."""
    global _disk_waits
    if _disk_waits is None:
        _disk_waits = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="journal")
    return _disk_waits


def _action_line(action: Action) -> str:
    return json.dumps(action.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"


def journal_text(record: GameRecord) -> str:
    header = record.to_json()
    del header["actions"]
    head = json.dumps(header, ensure_ascii=False, separators=(",", ":")) + "\n"
    return head + "".join(_action_line(a) for a in record.actions)


def rewrite(path: str | os.PathLike, record: GameRecord) -> None:
    """Write the whole journal of `record` atomically (undo, resume, save as); it is
    private, also when an older version left it readable to all."""
    atomic_write_text(path, journal_text(record), PRIVATE_FILE_MODE)


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
    refuse_too_many_actions(len(lines) - 1)  # before a line is parsed
    try:
        # one parse of all the lines as a list: ten times as quick as line by line
        parsed = json.loads("[" + ",".join(line.decode("utf-8") for line in lines) + "]")
    except (ValueError, RecursionError) as exc:
        raise RecordError("not_json", f"damaged journal: {exc}") from exc
    if len(parsed) != len(lines):  # a line held two values, or a value ran over two lines
        raise RecordError("not_json", "damaged journal: a line is not one value")
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
        self._on_disk: concurrent.futures.Future | None = None  # the last line's fsync
        self._last_line_at = 0  # the file's size before the last line

    def start(self, record: GameRecord) -> None:
        """Write `record` as the whole journal (atomically) and open it for appending."""
        # Windows refuses to replace a file that is open, so close first
        self.close()
        rewrite(self.path, record)
        self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115

    def append_to_written(self) -> None:
        """Open for appending a journal already written whole (`rewrite`, on a thread
        that reads games): the window need not wait for the disk twice more."""
        self.close()
        self._file = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115

    def append(self, action: Action) -> concurrent.futures.Future:
        """Write the line of `action`; the future ends once it is on disk (or fails
        with the OSError), waited for in the journal's thread."""
        if self._file is None:
            raise ValueError("the journal is not open")
        self._last_line_at = os.fstat(self._file.fileno()).st_size
        self._file.write(_action_line(action))
        self._file.flush()
        self._on_disk = _disk_thread().submit(os.fsync, self._file.fileno())
        return self._on_disk

    def close(self, drop_last_line: bool = False) -> None:
        """Close the file; `drop_last_line`: its move was never shown, take it out.
        OSError when the line cannot be taken out (the file is closed anyway)."""
        if self._file is None:
            return
        file, self._file = self._file, None
        with file:
            if self._on_disk is not None:  # never close the file under its fsync
                concurrent.futures.wait([self._on_disk])
            if drop_last_line:
                os.ftruncate(file.fileno(), self._last_line_at)
                os.fsync(file.fileno())
