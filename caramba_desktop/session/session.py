"""GameSession: one game in play, between the engine and the table.

The session owns the engine state; the UI sees only observations, the legal
actions of a human's turn and LogEntry views, so nothing secret can reach a
view by accident. Everything happens on the GUI thread except a computer
seat's thinking (ai_runner), whose result is applied back here.

Randomness: chance outcome number k is drawn with `random.Random("<seed>:chance:k")`
and a bot's decision at action k gets a seed made the same way. A single
Random(seed) would give other draws after a resume or an undo, since its
inner state is not in the record; this way the game seed and the record
fully determine the game, across resume and undo.
"""

from __future__ import annotations

import copy
import logging
import random
import secrets
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from caramba_desktop.ai.bots import BOT_KINDS, hard_seconds
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, IllegalAction, State
from caramba_desktop.engine.bounds import MAX_NAME_LENGTH, MAX_SEED, name_problem, seed_problem
from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.engine.tutorial import seeded_rng
from caramba_desktop.history.store import utc_text
from caramba_desktop.session import ai_runner, bot_pool
from caramba_desktop.session.journal import Journal, atomic_write_text, load_journal
from caramba_desktop.session.reveal_judge import RevealJudge

log = logging.getLogger(__name__)

NO_VIEWER = -1  # viewerChanged's value for "nobody": the table shows the public view
_CURRENT = object()  # observation()'s default: the session's viewer


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str  # "human" | "computer"
    level: str = "heuristic"  # a bot kind (ai.bots.BOT_KINDS), used by computer seats

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or self.kind not in ("human", "computer"):
            raise ValueError(f"bad seat {self!r}")
        if self.kind == "computer" and self.level not in BOT_KINDS:
            raise ValueError(f"unknown bot level {self.level!r}")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @classmethod
    def from_json(cls, data: object) -> Seat:
        if not isinstance(data, dict):
            raise RecordError("bad_meta", "a seat must be an object")
        try:
            return cls(data.get("name"), data.get("kind"), data.get("level", "heuristic"))
        except ValueError as exc:
            raise RecordError("bad_meta", str(exc)) from exc


def seats_from_meta(record: GameRecord) -> list[Seat]:
    """Who sits where, from a record's meta (a save, a journal); RecordError("bad_meta")
    when the seats are missing or bad (a name the new-game dialog would refuse), or the
    seed is no deal number (engine/bounds.py)."""
    raw = record.meta.get("seats")
    if not isinstance(raw, list) or len(raw) != record.num_players:
        raise RecordError("bad_meta", "the record does not say who sits where")
    seed = record.meta.get("seed")
    if seed is not None:
        _check_seed(seed)
    seats = [Seat.from_json(s) for s in raw]
    for number, seat in enumerate(seats, 1):
        problem = name_problem(seat.name)
        if problem == "too_long":
            raise RecordError("bad_meta", f"the name of seat {number} is longer than "
                                          f"{MAX_NAME_LENGTH} characters", problem="long_name")
        if problem:
            raise RecordError("bad_meta", f"the name of seat {number} holds a control "
                                          "character", problem="control_in_name")
    return seats


def table_record(game_id: str, seats: Sequence[Seat], options: dict | None = None,
                 seed: int | None = None, record: GameRecord | None = None) -> GameRecord:
    """The record a session plays on (and journals): `record` (or a new game) with its
    checked options, its start, seats and seed (a new one unless given or recorded).
    ValueError or RecordError when the options, the seats or the seed do not fit."""
    options = registry.game(game_id).check_options(len(seats), options)
    if record is None:
        record = GameRecord(game_id, len(seats), options)
    elif record.game_id != game_id or record.num_players != len(seats):
        raise ValueError("the record is of another game or player count")
    if seed is None:
        seed = record.meta.get("seed")
    if seed is None:
        seed = secrets.randbits(63)
    _check_seed(seed)
    return GameRecord(
        game_id, len(seats), options, list(record.actions),
        # "started" (UTC) stays with the game across resume; the history keeps it
        {"started": utc_text(time.time()), **record.meta,
         "seats": [asdict(s) for s in seats], "seed": seed},
    )


def _check_seed(seed: object) -> None:
    problem = seed_problem(seed)
    if problem == "not_integer":
        raise RecordError("bad_meta", "the seed must be an integer")
    if problem:
        raise RecordError("bad_meta", f"the seed must lie between 0 and {MAX_SEED}",
                          problem="seed")


@dataclass(frozen=True)
class LogEntry:
    """One applied action as each seat may see it (computed before it was applied)."""

    index: int  # position in the record
    actor: int  # seat index, or CHANCE (-1)
    views: dict  # {seat index: view, None: public view}
    events: list  # public consequences (State.last_events)

    def view_for(self, viewer: int | None) -> dict:
        return self.views.get(viewer, self.views[None])


@dataclass(frozen=True)
class GameResult:
    scores: list
    winners: list


class GameSession(QObject):
    """One game in play. Call start() once the signals are connected.

    Signals (all emitted on the GUI thread):
      actionApplied(LogEntry)  after the action is applied and journaled
      turnChanged(int)         a decision is due from this seat (again each decision)
      handoffNeeded(int)       cover the table and pass it to this seat (pass-and-play)
      viewerChanged(int)       whose secrets the table may show now; NO_VIEWER = public
      gameOver(GameResult)     the game has ended
      illegalAction(str, str)  submit() refused: code (to translate), English message
      stateReset()             undo/resume rebuilt the state: redraw from scratch
      journalFailed(str)       the journal could not be written; play goes on unsaved
      undoChanged()            a move has been judged: ask can_undo() / undo_refusal() again
    """

    actionApplied = Signal(object)
    turnChanged = Signal(int)
    handoffNeeded = Signal(int)
    viewerChanged = Signal(int)
    gameOver = Signal(object)
    illegalAction = Signal(str, str)
    stateReset = Signal()
    journalFailed = Signal(str)
    undoChanged = Signal()
    _lineOnDisk = Signal(object)  # (fsync future, gen), sent from the journal's thread

    def __init__(
        self,
        game_id: str,
        seats: Sequence[Seat],
        options: dict | None = None,
        seed: int | None = None,
        journal_path: str | None = None,
        record: GameRecord | None = None,
        *,
        played: Played | None = None,
        journal_written: bool = False,
        step_delay_ms: int = 450,
        chance_delay_ms: int = 120,
        executor=None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = registry.game(game_id)
        self._seats = tuple(seats)
        self._record = table_record(game_id, self._seats, options, seed, record)
        self.seed = self._record.meta["seed"]
        # `played`: the record was replayed on a reading thread, for these seats
        self._state, self._log, self._snapshots = played or play_through(self._record)
        self.dropped_lines = getattr(record, "dropped_lines", 0)
        self.step_delay_ms = step_delay_ms  # before a computer move is applied
        self.chance_delay_ms = chance_delay_ms  # before a chance outcome is applied
        self._executor = executor
        # whether a move showed a person something hidden, judged in the executor
        self._judge = RevealJudge(executor, self)
        self._judge.judged.connect(self.undoChanged)
        self._humans = [i for i, s in enumerate(self._seats) if s.is_human]
        self._viewer: int | None = self._humans[0] if len(self._humans) == 1 else None
        self._handoff: int | None = None  # the seat the table waits to be passed to
        self._gen = 0  # bumped by every change: a bot answer for an older one is dropped
        self._future = None  # the bot's pending work
        self._ready: Action | None = None  # the bot's answer, waiting for its pacing delay
        # a chance outcome or computer move whose journal line is on its way to disk
        self._on_its_way: tuple[Action, int] | None = None
        self._landed = None  # the future of _on_its_way's line, once it is on disk
        self._script = None  # set_script: where the computers' moves come from instead
        # a human's silent pass (the game's `silent_actions`) waits while held
        self._holding = False
        self._last_step = time.monotonic()
        self._started = self._closed = self._paused = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._lineOnDisk.connect(self._on_line_on_disk)  # queued: it comes from a thread
        self._journal = Journal(journal_path) if journal_path else None
        if self._journal and journal_written:  # by a reading thread, the table's record
            self._journal.append_to_written()
        elif self._journal:
            self._journal.start(self._record)  # raises OSError: the caller reports it

    @classmethod
    def from_record(cls, record: GameRecord, journal_path: str | None = None,
                    seats: Sequence[Seat] | None = None, **kwargs) -> GameSession:
        """A session continuing `record`; seats and seed come from its meta unless given."""
        if seats is None:
            seats = seats_from_meta(record)
        return cls(record.game_id, seats, record.options, journal_path=journal_path,
                   record=record, **kwargs)

    @classmethod
    def resume(cls, journal_path: str, **kwargs) -> GameSession:
        """Continue the game of a journal where it stopped (see `dropped_lines`)."""
        return cls.from_record(load_journal(journal_path), journal_path=journal_path, **kwargs)

    # ----- what the UI may ask -------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def current_player(self) -> int:
        return self._state.current_player

    @property
    def handoff_pending(self) -> int | None:
        return self._handoff

    @property
    def record(self) -> GameRecord:
        r = self._record
        return GameRecord(r.game_id, r.num_players, dict(r.options), list(r.actions),
                          copy.deepcopy(r.meta))

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def closed(self) -> bool:
        return self._closed

    def is_over(self) -> bool:
        return self._state.is_terminal()

    def deal_is_secret(self) -> bool:
        """Whether the deal number must stay hidden now: a new game with the same number
        deals the same cards, so in a game with secrets a human could read the others'
        hands (a computer's too) or the draws to come. Once the game is over it may show."""
        return self.game.has_secrets and bool(self._humans) and not self.is_over()

    def observation(self, viewer=_CURRENT) -> dict:
        """The observation of `viewer` (default: the session's viewer; None = public)."""
        return self._state.observation(self._viewer if viewer is _CURRENT else viewer)

    @property
    def position(self) -> State:
        """The game's position as it stands, to read and not to change (a tutorial's
        steps wait for moments of it)."""
        return self._state

    def legal_actions(self) -> list[Action]:
        """The human's choices; empty when no human may act now (or the table is covered)."""
        p = self._state.current_player
        if p < 0 or not self._seats[p].is_human or self._handoff is not None:
            return []
        return self._state.legal_actions()

    def log(self) -> list[LogEntry]:
        """Every action so far, e.g. to refill a log panel after stateReset."""
        return list(self._log)

    def preview(self, action: Action) -> list[dict]:
        """The public events `action` would cause now, in a game without secrets (a hint
        names a move by them); [] in a game with secrets, where they could tell more
        than the player knows."""
        if self.game.has_secrets or action not in self._state.legal_actions():
            return []
        trial = self._state.clone()
        trial.apply(action)
        return trial.last_events()

    def ask_hint(self, on_done):
        """Start a hint for the human to move, searched on his own view only
        (ai/hint.py) as long as a hard seat at this table thinks, so that it is the
        move that seat would take; `on_done(future)` runs on the GUI thread. None
        when no human may act now."""
        if not self.legal_actions():
            return None
        return ai_runner.ask_hint(ai_runner.event_loop(), self._executor, self._state,
                                  self._state.current_player,
                                  self._rng("hint").getrandbits(63), on_done,
                                  hard_seconds(self.step_delay_ms))

    # ----- control ---------------------------------------------------------

    def start(self) -> None:
        """Announce the position and start playing the automatic steps."""
        if self._started or self._closed:
            return
        self._started = True
        self._last_step = time.monotonic()
        self._after_change(self._gen)

    def set_paused(self, paused: bool) -> None:
        """While paused no chance outcome or computer move is applied (a bot may think;
        one already on its way to disk is shown once play goes on)."""
        self._paused = paused
        if not paused and self._landed is not None:
            self._show_landed()
            return
        if not self._play_formality():
            self._schedule()

    def confirm_handoff(self) -> None:
        """The player the table was passed to is there: show the table as hers."""
        if self._handoff is None or self._closed:
            return
        self._viewer, self._handoff = self._handoff, None
        self._undo_plan()  # her last move is judged from now on
        gen = self._gen
        self.viewerChanged.emit(self._viewer)
        if gen == self._gen:
            self._play_formality()

    def share_screen(self) -> None:
        """Everybody has looked at the screen together (a round's scoring): with secrets and
        several humans the table turns public, and the human to act next (this one too)
        takes it over behind the hand-off cover."""
        if (self._closed or self._handoff is not None or len(self._humans) < 2
                or not self.game.has_secrets):
            return
        if self._viewer is not None:
            self._viewer = None
            self.viewerChanged.emit(NO_VIEWER)
        p = self._state.current_player
        if p >= 0 and self._seats[p].is_human:
            self._handoff = p
            self.handoffNeeded.emit(p)

    def set_script(self, script) -> None:
        """Let `script(state, n)` choose the computers' moves, n = the computer decisions
        made so far (a tutorial's deal unfolds the same every time); where it answers
        None, or a move the rules refuse, the seat's bot decides. None: bots only."""
        self._script = script

    def hold(self, holding: bool) -> None:
        """Hold (True) or let go (False) of a silent pass: a human asked for something he
        may let pass (an offer in Mina de Plata) is answered for him once the pause of a
        computer move is over, unless he holds the table to act himself."""
        self._holding = holding
        self._schedule()

    def submit(self, action: Action) -> bool:
        """The human to move plays `action`; refused (illegalAction) otherwise."""
        p = self._state.current_player
        if self._closed:
            return self._refuse("session_closed", "the game is closed")
        if p == TERMINAL:
            return self._refuse("game_over", "the game is over")
        if p < 0 or not self._seats[p].is_human:
            return self._refuse("not_your_turn", "it is not a human player's turn")
        if self._handoff is not None:
            return self._refuse("handoff_pending", "the table has not been passed on yet")
        try:
            self._apply(action, p)
        except IllegalAction as exc:
            return self._refuse(exc.code, str(exc))
        return True

    def can_undo(self) -> bool:
        """Whether undo() would take a move back now. Never while a move it would cross
        is still being judged (undoChanged tells when that is done)."""
        return self._undo_plan()[0] is not None

    @property
    def judging(self) -> bool:
        """Whether a move is still being judged (see can_undo)."""
        return self._judge.busy

    def undo_refusal(self) -> str | None:
        """Why the viewer's last decision cannot be taken back although only computer
        moves follow it: "seen", a move since showed something hidden. None otherwise."""
        return self._undo_plan()[1]

    def undo(self) -> bool:
        """Take back the viewer's last decision and the computer moves after it, unless
        one of them showed a person at the table something hidden (undo_refusal)."""
        target = self._undo_plan()[0]
        if target is None:
            return False
        self._invalidate()
        # the snapshot equals a replay of the record up to `target` (tests check
        # it); replaying a long game would stall the GUI thread past 50 ms
        self._state = self._snapshots[target].clone()
        self._record.actions = self._record.actions[:target]
        del self._log[target:]
        self._snapshots = {i: s for i, s in self._snapshots.items() if i < target}
        self._judge.forget_from(target)
        self._restart_journal()
        self._last_step = time.monotonic()
        gen = self._gen
        self.stateReset.emit()
        if gen == self._gen:
            self._after_change(gen)
        return True

    def save(self, path: str) -> None:
        """Write the record as a save file (atomically); OSError goes to the caller."""
        atomic_write_text(path, self._record.dumps())

    def close(self) -> None:
        """Stop for good: pending bot work is dropped, the journal is closed."""
        if self._closed:
            return
        self._closed = True
        unshown = self._on_its_way is not None
        self._invalidate()
        self._judge.forget_from(0)
        if self._journal:
            try:  # the journal holds what the table has shown
                self._journal.close(drop_last_line=unshown)
            except OSError as exc:  # Continue shows that move, nothing worse
                log.error("journal %s: the last line stays: %s", self._journal.path, exc)

    # ----- inside ------------------------------------------------------------

    def _refuse(self, code: str, message: str) -> bool:
        self.illegalAction.emit(code, message)
        return False

    def _undo_plan(self) -> tuple[int | None, str | None]:
        """Index of the viewer's last decision if it may be taken back (only computer
        moves follow it, and none of these moves showed something hidden), and
        undo_refusal's reason."""
        v = self._viewer
        if v is None or self._closed or self._state.is_terminal() or not self._seats[v].is_human:
            return None, None
        for entry in reversed(self._log):
            if self._is_silent(self._record.actions[entry.index]):
                continue  # a pass the table made: nobody's decision
            if entry.actor == v:
                before = self._snapshots.get(entry.index)
                if before is not None and self._formality(before) is not None:
                    continue  # a formality played for him is no decision to take back
                shown = self._shown_since(entry.index)
                if shown:
                    return None, "seen"  # information is never taken back
                return (None if shown is None else entry.index), None
            if entry.actor == CHANCE or self._seats[entry.actor].is_human:
                return None, None  # new information, or another player's decision
        return None, None

    def _shown_since(self, target: int) -> bool | None:
        """Whether a move from action `target` on showed a person at the table a hidden
        fact (engine/reveal.py); None while that is not known yet. A computer forgets
        what it saw: it decides from its observation alone. Each move is judged once,
        when an undo may first cross it, away from the GUI thread (session/reveal_judge.py)."""
        if not self.game.has_secrets:
            return False  # nothing is hidden: no move can show anything
        actions = self._record.actions
        state, unknown = None, False
        for index in range(target, len(actions)):
            shown = self._judge.showed(index)
            if shown:
                return True
            if shown is None:
                unknown = True
                if state is None and not self._judge.asked(index):
                    state = self._snapshots[target].clone()
                    for action in actions[target:index]:
                        state.apply(action)
            if state is not None:
                if not self._judge.asked(index):
                    self._judge.judge(index, state.clone(), actions[index], self._humans)
                state.apply(actions[index])
        return None if unknown else False

    def _is_silent(self, action: Action) -> bool:
        return action.type in self.game.silent_actions

    def _invalidate(self) -> None:
        self._gen += 1
        self._timer.stop()
        if self._future is not None and not self._future.done():
            self._future.cancel()
            bot_pool.cancel_thinking()  # a search already thinking stops early
        self._future = self._ready = self._on_its_way = self._landed = None

    def _apply(self, action: Action, actor: int, journaled: bool = False) -> None:
        state = self._state
        self._holding = False
        decides = actor >= 0 and self._seats[actor].is_human and not self._is_silent(action)
        before = state.clone() if decides else None
        views = views_then_apply(state, action)
        on_disk = None if journaled else self._append_to_journal(action)
        if on_disk is not None:
            try:  # a player's own move is shown at once, so its line is waited for here
                on_disk.result()
            except OSError as exc:
                self._journal_failed(exc)
        self._record.actions.append(action)
        entry = LogEntry(len(self._log), actor, views, state.last_events())
        self._log.append(entry)
        if before is not None:
            self._snapshots[entry.index] = before  # where an undo of this decision goes
        self._invalidate()
        self._last_step = time.monotonic()
        gen = self._gen
        self.actionApplied.emit(entry)
        if gen == self._gen:  # a slot may have undone or closed meanwhile
            self._after_change(gen)

    def _after_change(self, gen: int) -> None:
        self._undo_plan()  # the moves an undo may cross now are judged from now on
        p = self._state.current_player
        if p == TERMINAL:
            self.gameOver.emit(GameResult(self._state.scores(), self._state.winners()))
            return
        if p >= 0 and not self._announce_turn(p, gen):
            return
        if gen == self._gen and not self._play_formality():
            self._schedule()

    def _formality(self, state: State) -> Action | None:
        """The human's only legal move when it is a formality (Game.formalities)."""
        p = state.current_player
        if p < 0 or not self._seats[p].is_human:
            return None
        legal = state.legal_actions()
        if len(legal) == 1 and legal[0].type in self.game.formalities:
            return legal[0]
        return None

    def _play_formality(self) -> bool:
        """Play a formality for the human once the table is in his hands (after the
        cover, where there is one: the hand-offs tell nothing); True if played."""
        action = self._formality(self._state)
        if action is None or self._handoff is not None or self._closed or self._paused or \
                self._viewer != self._state.current_player and len(self._humans) > 1:
            return False
        self._apply(action, self._state.current_player)
        return True

    def _announce_turn(self, p: int, gen: int) -> bool:
        """Emit turnChanged, with a hand-off first where privacy needs one."""
        handoff = False
        if self._seats[p].is_human and len(self._humans) > 1 and p != self._viewer:
            if self.game.has_secrets:
                handoff, self._handoff = True, p
                new_viewer = None
            else:
                new_viewer = p  # nothing is secret: the table simply follows the player
            if new_viewer != self._viewer:
                self._viewer = new_viewer
                self.viewerChanged.emit(NO_VIEWER if new_viewer is None else new_viewer)
        for signal in ([self.turnChanged, self.handoffNeeded] if handoff else [self.turnChanged]):
            if gen != self._gen:
                return False
            signal.emit(p)
        return gen == self._gen

    def _schedule(self) -> None:
        self._timer.stop()
        if not self._started or self._closed or self._paused or self._on_its_way:
            return
        p = self._state.current_player
        if p == CHANCE:
            self._timer.start(self.chance_delay_ms)
        elif p >= 0 and not self._seats[p].is_human:
            if self._ready is not None:
                # a computer's silent pass is nothing to watch: it takes no pause
                pause = 0 if self._is_silent(self._ready) else self.step_delay_ms
                waited = (time.monotonic() - self._last_step) * 1000
                self._timer.start(max(0, round(pause - waited)))
            elif self._future is None:
                self._ask_bot(p)
        elif p >= 0 and not self._holding and self._handoff is None and self._state.silent_pass():
            waited = (time.monotonic() - self._last_step) * 1000
            self._timer.start(max(0, round(self.step_delay_ms - waited)))

    def _on_timer(self) -> None:
        if self._closed or self._paused:
            return
        p = self._state.current_player
        if p == CHANCE:
            outcomes = self._state.chance_outcomes()
            rng = self._rng("chance")
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            self._journal_then_apply(action, CHANCE)
        elif p >= 0 and self._ready is not None:
            action, self._ready = self._ready, None
            self._journal_then_apply(action, p)
        elif p >= 0 and self._seats[p].is_human and not self._holding:
            action = self._state.silent_pass()
            if action is not None:
                self._journal_then_apply(action, p)

    def _journal_then_apply(self, action: Action, actor: int) -> None:
        """Apply a chance outcome or computer move once its line is on disk. The wait
        for the disk runs in the journal's thread: with another process writing it takes
        tens of milliseconds, which the table's animations must not stall for."""
        on_disk = self._append_to_journal(action)
        if on_disk is None:
            self._apply(action, actor, journaled=True)
            return
        self._on_its_way = (action, actor)
        gen = self._gen
        on_disk.add_done_callback(lambda done: self._lineOnDisk.emit((done, gen)))

    def _on_line_on_disk(self, news: tuple) -> None:
        done, gen = news
        if gen != self._gen or self._on_its_way is None:
            return  # undone or closed meanwhile (an undo wrote the journal anew)
        self._landed = done
        if not self._paused:  # a table holding a moment for the eyes shows it afterwards
            self._show_landed()

    def _show_landed(self) -> None:
        done, self._landed = self._landed, None
        (action, actor), self._on_its_way = self._on_its_way, None
        if done.exception() is not None:
            self._journal_failed(done.exception())
        self._apply(action, actor, journaled=True)

    def _append_to_journal(self, action: Action):
        """The future of `action`'s line reaching the disk; None without a journal."""
        if not self._journal:
            return None
        try:
            return self._journal.append(action)
        except OSError as exc:
            self._journal_failed(exc)
            return None

    def _ask_bot(self, p: int) -> None:
        if self._script is not None:
            computer_moves = sum(1 for entry in self._log
                                 if entry.actor >= 0 and not self._seats[entry.actor].is_human)
            move = self._script(self._state.clone(), computer_moves)
            if move is not None and move in self._state.legal_actions():
                self._ready = move
                self._schedule()
                return
        gen = self._gen
        legal = self._state.legal_actions()
        seed = self._rng("bot").getrandbits(63)

        def done(future) -> None:
            if gen != self._gen or self._closed or future.cancelled():
                return  # undone, closed, or another move came first: too late
            self._future = None
            self._ready = self._checked_bot_answer(future, legal)
            self._schedule()

        # the move waits for the pace in any case: a searching seat thinks through it
        pause_left = self.step_delay_ms - (time.monotonic() - self._last_step) * 1000
        self._future = ai_runner.ask_bot(
            ai_runner.event_loop(), self._executor, self._seats[p].level, self.game.id,
            seed, self._state, p, done, hard_seconds(pause_left),
        )

    def _checked_bot_answer(self, future, legal: list[Action]) -> Action:
        # a broken bot must not stop the game: log it and play a random legal move
        try:
            action = self.game.action_from_json(future.result())
            if action in legal:
                return action
            log.error("a %s bot chose an illegal action %r", self.game.id, action)
        except Exception:
            log.exception("bot failed; playing a random legal action instead")
        return self._rng("fallback").choice(legal)

    def _rng(self, purpose: str) -> random.Random:
        return seeded_rng(self.seed, purpose, len(self._record.actions))

    def _restart_journal(self) -> None:
        if self._journal:
            try:
                self._journal.start(self._record)
            except OSError as exc:
                self._journal_failed(exc)

    def _journal_failed(self, exc: OSError) -> None:
        log.error("journal %s failed: %s", self._journal.path, exc)
        self._journal.close()
        self._journal = None
        self.journalFailed.emit(str(exc))


Played = tuple[State, list[LogEntry], dict[int, State]]


def play_through(record: GameRecord) -> Played:
    """The state after the record, its log (what each seat saw of each action),
    and the states before the human decisions (undo goes back to those)."""
    humans = record.human_seats()
    state = record.new_state()
    silent = state.game.silent_actions
    entries, snapshots = [], {}
    for index, action in enumerate(record.actions):
        actor = state.current_player
        if actor in humans and action.type not in silent:
            snapshots[index] = state.clone()
        try:
            views = views_then_apply(state, action)
        except IllegalAction as exc:
            raise RecordError(
                "illegal_action", f"action {index + 1} is illegal: {exc}", index=index + 1
            ) from exc
        entries.append(LogEntry(index, actor, views, state.last_events()))
    return state, entries, snapshots


def views_then_apply(state: State, action: Action) -> dict:
    """Apply a legal `action` and return how each seat (and the public) saw it.

    Views are taken before the apply (the contract), and only of a legal
    action, so a game's action_view never has to cope with nonsense.
    """
    p = state.current_player
    if p == TERMINAL:
        raise IllegalAction("game_over", "the game is over")
    legal = [a for a, _ in state.chance_outcomes()] if p == CHANCE else state.legal_actions()
    if action not in legal:
        raise state.illegal_reason(action)
    views = {v: state.action_view(action, v) for v in [*range(state.num_players), None]}
    state.apply(action)
    return views
