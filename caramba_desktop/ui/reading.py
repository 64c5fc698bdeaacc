"""Reading games off the window's thread: the start page's unfinished games, Continue,
Open and Replay.

Parsing a journal or a save of a long game and replaying it through the rules takes
50 ms and more (a CABO game of 662 actions, on a busy computer): the window would
freeze. So a file is read, parsed and replayed on a thread of its own, and the
result is taken in on the GUI thread (session/gui_relay.py), where the window only
shows it. The engine is pure Python: the reading thread holds the interpreter in
short turns (READING_SWITCH_INTERVAL), so the window is painted and answers meanwhile.

One game is read at a time: while one is read, Continue, Open and Replay are not
offered, and a second request is ignored, so a double click never opens two games.
A window that closes meanwhile drops what it asked for; a game shown meanwhile (a new
game, a tutorial) is not replaced by the one read.
"""

from __future__ import annotations

import concurrent.futures
import functools
import importlib
import logging
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QObject, Signal

from caramba_desktop import meta
from caramba_desktop.engine.bounds import MAX_NAME_LENGTH
from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.session.gui_relay import when_done
from caramba_desktop.session.journal import load_journal, rewrite
from caramba_desktop.ui import game_views, paths
from caramba_desktop.ui.start_page import UnfinishedGame, game_progress

if TYPE_CHECKING:  # loaded by the reading thread, once the window is painted
    from caramba_desktop.session.replay import Replay
    from caramba_desktop.session.session import Played, Seat

log = logging.getLogger(__name__)


# While the reading thread replays, the window's thread waits for the interpreter at
# each call into Qt, up to Python's switch interval (5 ms) each time: tens of ms in all.
# For the length of a read the interval is a tenth of that, so the window keeps its pace.
READING_SWITCH_INTERVAL = 0.0005


@functools.cache
def reading_thread() -> concurrent.futures.ThreadPoolExecutor:
    """The one thread that reads and replays games for the window."""
    return concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="reading")


_this_read = threading.local()  # on the reading thread: the read's `wanted` flag


def _in_short_turns(work: Callable, *args, wanted: threading.Event | None = None):
    _this_read.wanted = wanted
    before = sys.getswitchinterval()
    sys.setswitchinterval(min(before, READING_SWITCH_INTERVAL))
    try:
        return work(*args)
    finally:
        sys.setswitchinterval(before)


def _import_all(names: tuple[str, ...]) -> None:
    for name in names:
        importlib.import_module(name)


def _draw_table_grain() -> None:
    from caramba_desktop.ui.scene.tableview import table_grain_image

    table_grain_image()


def still_wanted() -> bool:
    """Whether the window still waits for the game being read (no other game was
    shown, the window is open): only then is anything written for it."""
    wanted = getattr(_this_read, "wanted", None)
    return wanted is None or wanted.is_set()


# ----- what is read, on the reading thread ------------------------------------------------


class NotPlayable(RecordError):
    def __init__(self, game_id: str) -> None:
        super().__init__("not_playable", f"no table for {game_id!r} yet")


@dataclass(frozen=True)
class PreparedGame:
    """A record read and replayed as a session replays it: ready to be played on.

    Its journal, when one was asked for, is written here too (the wait for the disk,
    50-100 ms on a busy computer, is not the window's), before the game is shown."""

    record: GameRecord
    seats: list[Seat]
    played: Played
    journal: Path | None = None  # written whole: the session appends to it
    unwritten: OSError | None = None  # why the journal asked for could not be written


@dataclass(frozen=True)
class PreparedReplay:
    """A record replayed move by move: ready for the replay screen."""

    record: GameRecord
    replay: Replay


def _playable(record: GameRecord) -> GameRecord:
    if not game_views.is_playable(record.game_id):
        raise NotPlayable(record.game_id)
    return record


def prepare_play(record: GameRecord, journal: Path | None = None) -> PreparedGame:
    """Check who sits where, then replay `record`; RecordError when it does not replay.
    Then, for a `journal`, write it with the record the session will play on."""
    from caramba_desktop.session.session import play_through, seats_from_meta, table_record

    seats = seats_from_meta(_playable(record))  # first: play_through needs the seats' kinds
    played = play_through(record)
    if journal is None or not still_wanted():  # no game shown: its files stay as they are
        return PreparedGame(record, seats, played)
    table = table_record(record.game_id, seats, record.options, None, record)
    record.meta = table.meta  # the session keeps the start and seed written here
    try:
        rewrite(journal, table)
    except OSError as exc:
        return PreparedGame(record, seats, played, unwritten=exc)
    return PreparedGame(record, seats, played, journal)


def journal_to_play(path: Path) -> PreparedGame:
    return prepare_play(load_journal(path), path)


def save_to_play(path: str, autosaved: bool) -> PreparedGame:
    """The game of a save file, and (`autosaved`) a new journal of its own."""
    record = GameRecord.read(path)  # bounded: a huge file is not read whole
    try:
        journal = paths.new_journal_path(record.game_id) if autosaved else None
    except OSError:  # no folder for it: the game is played unsaved
        journal = None
    return prepare_play(record, journal)


def prepare_replay(record: GameRecord) -> PreparedReplay:
    from caramba_desktop.session.replay import Replay
    from caramba_desktop.session.session import seats_from_meta

    seats_from_meta(_playable(record))  # the replay screen names every seat
    return PreparedReplay(record, Replay(record))


def save_to_replay(path: str) -> PreparedReplay:
    return prepare_replay(GameRecord.read(path))


def read_unfinished(path: Path) -> UnfinishedGame | None:
    """The unfinished game in a journal, or None (no file, or a finished game).

    A finished game found there (a crash after its end) is moved to the finished
    slot. A damaged journal raises RecordError."""
    from caramba_desktop.session.session import seats_from_meta

    if not path.exists():
        return None
    record = load_journal(path)
    state = record.replay()
    if state.is_terminal():
        try:
            os.replace(path, paths.finished_path())
        except OSError:
            pass
        return None
    names = [seat.name for seat in seats_from_meta(record)]  # RecordError when bad
    saved = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    return UnfinishedGame(record.game_id, names, game_progress(state.observation(None)),
                          len(record.actions), saved, path)


@dataclass(frozen=True)
class LeftFinished:
    """The last finished game's journal (the finished slot): kept in the games played
    already, unless the app stopped between its end and its keeping."""

    record: GameRecord
    ended: float  # when it was last written


def read_left_finished() -> LeftFinished | None:
    path = paths.finished_path()
    try:
        if not path.exists():
            return None
        return LeftFinished(load_journal(path), path.stat().st_mtime)
    except (OSError, RecordError) as exc:
        log.warning("the last finished game cannot be read: %s", exc)
        return None


Stamp = tuple[int, int]  # a file's size and time: unchanged, it is not read again


@dataclass
class Listing:
    """The unfinished games in the data folder, the last played first."""

    games: list[UnfinishedGame] = field(default_factory=list)
    damaged: list[tuple[Path, Exception]] = field(default_factory=list)
    known: dict[Path, tuple[Stamp, UnfinishedGame]] = field(default_factory=dict)
    left_finished: LeftFinished | None = None  # when asked for


def read_listing(known: dict[Path, tuple[Stamp, UnfinishedGame]], skip: Path | None,
                 with_finished: bool = False) -> Listing:
    """Every unfinished game but the journal `skip` (the game on the table); a journal
    read before (`known`) and unchanged since is not read again. `with_finished`: the
    last finished game's journal too (after the unfinished: one of them may be a
    finished game, moved there now)."""
    listing = Listing()
    for path in paths.unfinished_journals():
        if path == skip:
            continue
        try:
            stat = path.stat()
            stamp = (stat.st_size, stat.st_mtime_ns)
            seen = known.get(path)
            game = seen[1] if seen and seen[0] == stamp else read_unfinished(path)
        except (RecordError, ValueError, OSError) as exc:
            log.warning("the autosaved game %s cannot be resumed: %s", path, exc)
            listing.damaged.append((path, exc))
            continue
        if game is not None:
            listing.known[path] = (stamp, game)
            listing.games.append(game)
    if with_finished:
        listing.left_finished = read_left_finished()
    return listing


# ----- the window's side -------------------------------------------------------------------


class Reader(QObject):
    """Reads for one window: a game to show (one at a time), and the unfinished games."""

    busyChanged = Signal()  # a game is being read, or is read
    listed = Signal(object)  # the unfinished games were read: a Listing

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reading: concurrent.futures.Future | None = None  # the game being read
        self._wanted = threading.Event()  # set while the game being read is waited for
        self._listing: concurrent.futures.Future | None = None  # the newest listing asked
        self._known: dict[Path, tuple[Stamp, UnfinishedGame]] = {}

    def load(self, names: tuple[str, ...]) -> concurrent.futures.Future:
        """Import the modules `names` on the reading thread, in turns short enough for
        the window to keep its pace (an import is Python's work: 20-50 ms a game's
        table), after what was asked before."""
        return reading_thread().submit(_in_short_turns, _import_all, names)

    def draw_table_grain(self) -> None:
        """Draw the table's grain (100-200 ms, once a run) on the reading thread, after
        what was asked before it: no table waits for it on the window's thread (a QImage
        may be made on any thread), and the first paint does not share the interpreter
        with it."""
        reading_thread().submit(_in_short_turns, _draw_table_grain)

    @property
    def busy(self) -> bool:
        """Whether a game is being read (Continue, Open and Replay wait for it)."""
        return self._reading is not None

    @property
    def listing(self) -> bool:
        """Whether the unfinished games are being read."""
        return self._listing is not None

    def read(self, then: Callable[[concurrent.futures.Future], object],
             work: Callable, *args) -> bool:
        """Run `work(*args)` on the reading thread, then `then(future)` on this one.
        False, and nothing done, while another game is being read."""
        if self._reading is not None:
            return False
        self._wanted = threading.Event()
        self._wanted.set()
        self._reading = reading_thread().submit(_in_short_turns, work, *args,
                                                wanted=self._wanted)
        when_done(self._reading, self, lambda me, done: me._read(done, then))
        self.busyChanged.emit()
        return True

    def _read(self, done: concurrent.futures.Future, then) -> None:
        if done is not self._reading:
            return  # forgotten: the window closed, or another game was shown
        self._reading = None
        self.busyChanged.emit()
        then(done)

    def know(self, game: UnfinishedGame) -> None:
        """`game`'s journal holds `game` as it is now: it need not be read again."""
        try:
            stat = game.path.stat()
        except OSError:
            return
        self._known[game.path] = ((stat.st_size, stat.st_mtime_ns), game)

    def list_unfinished(self, skip: Path | None, with_finished: bool = False) -> None:
        """Read the unfinished games again (and the last finished game: `with_finished`);
        `listed` follows (only for the newest ask)."""
        self._listing = reading_thread().submit(_in_short_turns, read_listing,
                                                dict(self._known), skip, with_finished)
        when_done(self._listing, self, Reader._listed)

    def _listed(self, done: concurrent.futures.Future) -> None:
        if done is not self._listing:
            return  # asked again meanwhile, or dropped
        self._listing = None
        try:
            listing: Listing = done.result()  # it names the journals it could not read
        except Exception:  # never a crash: the cards stay as they were
            log.exception("the unfinished games could not be listed")
            return
        self._known = listing.known
        self.listed.emit(listing)

    def wait(self) -> None:
        """Until the game asked for is read and shown: for code that drives the window
        as a player would (the self-test, the tools), which must not race ahead."""
        while self._reading is not None:
            concurrent.futures.wait([self._reading])
            QCoreApplication.processEvents()

    def forget_read(self) -> None:
        """The game being read is not shown when it is read (another one was, meanwhile)."""
        self._wanted.clear()
        if self._reading is not None:
            self._reading.cancel()
            self._reading = None
            self.busyChanged.emit()

    def drop(self) -> None:
        """Forget everything being read: nothing of it is shown (the window closes)."""
        if self._listing is not None:
            self._listing.cancel()
            self._listing = None
        self.forget_read()


# ----- the words --------------------------------------------------------------------------


def record_problem(exc: Exception) -> str:
    """Why a file is not a game we can open, in words."""
    translate = QCoreApplication.translate
    code = getattr(exc, "code", None)
    params = getattr(exc, "params", {}) or {}
    texts = {
        "not_json": translate("MainWindow", "The file is damaged: it is not readable game data."),
        "not_a_record": translate("MainWindow", "The file is not a saved game of {app}.").format(
            app=meta.APP_NAME),
        "future_version": translate("MainWindow", "The game was saved by a newer version of {app}."
                             ).format(app=meta.APP_NAME),
        "unknown_game": translate("MainWindow", "The file holds a game this version does not know."),
        "bad_content": translate("MainWindow", "The file is damaged: its options or moves are not "
                          "valid."),
        "bad_meta": translate("MainWindow", "The file is damaged: it does not say who plays which "
                       "seat."),
        "too_large": translate("MainWindow", "The file is too large to be a saved game."),
        "unreadable": translate("MainWindow", "The file cannot be read."),
        "not_playable": translate("MainWindow", "This game cannot be played in this version yet."),
    }
    meta_problems = {
        "long_name": translate("MainWindow", "The file is damaged: a player's name is longer "
                               "than {count} characters.").format(count=MAX_NAME_LENGTH),
        "control_in_name": translate("MainWindow", "The file is damaged: a player's name holds "
                                     "control characters."),
        "seed": translate("MainWindow", "The file is damaged: its deal number is out of range."),
    }
    if code == "bad_meta" and params.get("problem") in meta_problems:
        return meta_problems[params["problem"]]
    if code == "illegal_action":
        return translate("MainWindow", "The file is damaged: move {number} breaks the rules.").format(
            number=params.get("index", "?"))
    if code in texts:
        return texts[code]
    if isinstance(exc, OSError):
        return translate("MainWindow", "The file cannot be read.")
    return translate("MainWindow", "The file is damaged.")
