"""GameSession: bots off the GUI thread, journal, hand-off privacy, undo, resume."""

from __future__ import annotations

import gc
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from caramba_desktop.ai import bots
from caramba_desktop.ai.bots import BOT_KINDS
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.caramba.data import HAND_SIZE
from caramba_desktop.session.journal import load_journal
from caramba_desktop.session.session import NO_VIEWER, GameResult, GameSession, Seat
from caramba_desktop.session.stall_probe import StallProbe
from tests.session.helpers import judged, pick, wait_for_human


def _collect(signal) -> list:
    got = []
    signal.connect(lambda *args: got.append(args[0] if len(args) == 1 else args))
    return got


@pytest.mark.parametrize("level", BOT_KINDS)
def test_four_computers_play_to_the_end(qtbot, make_session, tmp_path, level, monkeypatch):
    # the searching level thinks briefly here: this test is about the session, not strength
    monkeypatch.setattr(bots, "HARD_SECONDS", 0.005)
    session = make_session("cccc", seed=11, level=level)
    entries = _collect(session.actionApplied)
    assert session.viewer is None  # nobody at the table: the public view
    probe = StallProbe()
    probe.start()
    with qtbot.waitSignal(session.gameOver, timeout=30_000) as over:
        session.start()
    probe.stop()

    result = over.args[0]
    final = session.record.replay()
    assert isinstance(result, GameResult)
    assert result.scores == final.scores() and result.winners == final.winners()
    assert final.is_terminal()
    assert [e.index for e in entries] == list(range(len(session.record.actions)))

    # the journal alone replays to the same end, for every seat and the public
    replayed = load_journal(tmp_path / "game.jsonl").replay()
    for viewer in [0, 1, 2, 3, None]:
        assert replayed.observation(viewer) == session.observation(viewer)

    assert probe.ticks > 0 and probe.max_gap_ms > 0
    print(f"\nlongest event-loop gap while 4 {level} bots played: {probe.max_gap_ms:.1f} ms")


def test_journal_is_written_before_action_applied(qtbot, make_session, tmp_path):
    session = make_session("ccc")
    seen = []

    def check(entry):
        seen.append(len(load_journal(tmp_path / "game.jsonl").actions) == entry.index + 1)

    session.actionApplied.connect(check)
    session.start()
    qtbot.waitUntil(lambda: len(seen) >= 40, timeout=10_000)
    session.close()
    assert all(seen)


def _slow_disk(monkeypatch, on_gui_thread: list[bool] | None = None) -> list[int]:
    """fsync takes 150 ms, as on a disk another process keeps busy; returns the journal
    sizes known to be on disk, one per fsync, in order. `on_gui_thread` is told, per
    fsync, whether the window's thread waited for it."""
    import os

    from caramba_desktop.session import journal

    on_disk, fsync = [], os.fsync

    def slow_fsync(fd: int) -> None:
        if on_gui_thread is not None:
            on_gui_thread.append(threading.current_thread() is threading.main_thread())
        time.sleep(0.15)
        fsync(fd)
        on_disk.append(os.fstat(fd).st_size)

    monkeypatch.setattr(journal.os, "fsync", slow_fsync)
    return on_disk


def test_computer_moves_wait_for_a_slow_disk_off_the_gui_thread(qtbot, make_session,
                                                                tmp_path, monkeypatch):
    session = make_session("ccc")  # chance outcomes and computer moves, no pause
    waited_on_gui_thread: list[bool] = []
    on_disk = _slow_disk(monkeypatch, waited_on_gui_thread)
    path = tmp_path / "game.jsonl"
    shown_on_disk = []
    session.actionApplied.connect(
        lambda entry: shown_on_disk.append(bool(on_disk) and on_disk[-1] == path.stat().st_size))
    session.start()
    qtbot.waitUntil(lambda: len(shown_on_disk) >= 5, timeout=20_000)
    while_playing = list(waited_on_gui_thread)
    session.close()
    assert all(shown_on_disk)  # each move was on disk before the table was told of it
    # ...and the table did not stop for the disk meanwhile: the moves' waits were elsewhere
    assert len(while_playing) > len(shown_on_disk)
    assert not any(while_playing[-len(shown_on_disk):])


def test_closing_while_a_move_goes_to_disk_leaves_the_journal_as_the_table_showed_it(
        qtbot, make_session, tmp_path, monkeypatch):
    session = make_session("ccc")
    _slow_disk(monkeypatch)
    shown = _collect(session.actionApplied)
    session.start()
    qtbot.waitUntil(lambda: len(shown) >= 2, timeout=20_000)
    qtbot.wait(50)  # the next chance outcome is on its way to disk
    session.close()
    assert load_journal(tmp_path / "game.jsonl").actions == session.record.actions
    assert len(session.record.actions) == len(shown)


def test_a_move_that_reaches_the_disk_during_a_pause_is_shown_after_it(
        qtbot, make_session, tmp_path, monkeypatch):
    """A table holding a moment for the eyes (a round's result) pauses play: the move
    already on its way to disk waits with the others until the pause ends."""
    session = make_session("ccc")
    on_disk = _slow_disk(monkeypatch)
    shown = _collect(session.actionApplied)
    session.start()
    qtbot.waitUntil(lambda: len(shown) >= 2, timeout=20_000)
    qtbot.wait(50)  # the next chance outcome is on its way to disk
    session.set_paused(True)
    count, written = len(shown), len(on_disk)
    qtbot.waitUntil(lambda: len(on_disk) > written, timeout=5_000)  # it reached the disk
    qtbot.wait(100)
    assert len(shown) == count  # ...and is not shown under the pause
    session.set_paused(False)
    qtbot.waitUntil(lambda: len(shown) > count, timeout=5_000)
    session.close()
    assert load_journal(tmp_path / "game.jsonl").actions == session.record.actions


def test_illegal_submit_changes_nothing(qtbot, make_session, tmp_path):
    session = make_session("hcc", seed=3)
    session.start()
    assert wait_for_human(qtbot, session)
    before_obs = session.observation()
    before_journal = (tmp_path / "game.jsonl").read_text()
    before_record = session.record.actions
    applied = _collect(session.actionApplied)

    with qtbot.waitSignal(session.illegalAction) as refused:
        assert not session.submit(Action("bid", card="gold99", **{"as": "gold"}))
    code, message = refused.args
    assert code in ("card_not_in_hand", "wrong_phase") and message
    with qtbot.waitSignal(session.illegalAction):
        assert not session.submit(Action("secure", crate="nothing"))

    assert session.observation() == before_obs
    assert session.record.actions == before_record
    assert (tmp_path / "game.jsonl").read_text() == before_journal
    assert applied == []


def test_submit_refused_when_no_human_is_to_act(qtbot, make_session):
    session = make_session("ccc", step_delay_ms=60_000, chance_delay_ms=60_000)
    session.start()
    with qtbot.waitSignal(session.illegalAction) as refused:
        session.submit(Action("pass"))
    assert refused.args[0] == "not_your_turn"
    assert session.record.actions == []


def _last_action(session) -> Action:
    return session.record.actions[-1]


def test_two_humans_hand_off_when_the_human_to_act_changes(qtbot, make_session):
    session = make_session("hhc", seed=5, journal=None)
    handoffs = _collect(session.handoffNeeded)
    viewers = _collect(session.viewerChanged)
    session.start()
    last_human, confirmed, same_human_again = None, 0, 0
    for _ in range(60):
        if not wait_for_human(qtbot, session):
            break
        p = session.current_player
        if session.handoff_pending is not None:
            assert session.handoff_pending == p != last_human
            assert handoffs[-1] == p
            # the table is covered: nothing private, no choices, no moves
            assert session.viewer is None and (not viewers or viewers[-1] == NO_VIEWER)
            assert session.legal_actions() == []
            assert session.observation()["viewer"] is None
            with qtbot.waitSignal(session.illegalAction) as refused:
                session.submit(Action("pass"))
            assert refused.args[0] == "handoff_pending"
            with qtbot.waitSignal(session.viewerChanged) as changed:
                session.confirm_handoff()
            assert changed.args == [p]
            confirmed += 1
            if session.current_player != p:  # a formality, played for p once he was there
                assert _last_action(session).type in session.game.formalities
                last_human = p
                continue
            assert session.viewer == p
        else:
            assert p == last_human == session.viewer  # the same human again: no hand-off
            same_human_again += 1
        assert session.submit(pick(session))
        last_human = p
    assert confirmed == len(handoffs) >= 2
    assert same_human_again >= 1


def test_one_human_never_needs_a_hand_off(qtbot, make_session):
    session = make_session("hcc", seed=9, journal=None)
    handoffs = _collect(session.handoffNeeded)
    viewers = _collect(session.viewerChanged)
    session.start()
    while wait_for_human(qtbot, session):
        assert session.viewer == 0 and session.current_player == 0
        session.submit(pick(session))
    assert handoffs == [] and viewers == [] and session.viewer == 0


def test_log_entries_show_each_seat_only_its_own_secrets(qtbot, make_session):
    session = make_session("hcc", seed=2, journal=None)
    session.start()
    wait_for_human(qtbot, session)
    draws = [e for e in session.log() if e.view_for(None)["type"] == "draw"]
    assert len(draws) == 3 * HAND_SIZE  # the deal
    for entry in draws:
        owner = entry.view_for(None)["player"]
        assert "card" not in entry.view_for(None)
        for viewer in range(3):
            assert ("card" in entry.view_for(viewer)) == (viewer == owner)


def _formality(session, entry) -> bool:
    """Was the entry's move a formality played for its player (his only legal move)?"""
    action = session.record.actions[entry.index]
    if action.type not in session.game.formalities:
        return False
    before = GameRecord(session.game.id, len(session.seats), {},
                        session.record.actions[:entry.index]).replay()
    return before.legal_actions() == [action]


def _undo_case(session) -> str:
    """What undo must do now, read from the log: 'ok', 'chance', 'human' or 'none'."""
    for entry in reversed(session.log()):
        if entry.actor == session.viewer and not _formality(session, entry):
            return "ok"
        if entry.actor == session.viewer:
            continue
        if entry.actor == CHANCE:
            return "chance"
        if session.seats[entry.actor].is_human:
            return "human"
    return "none"


@pytest.mark.parametrize("kinds", ["hcc", "hhc"])
def test_undo_goes_back_over_computer_moves_only(qtbot, make_session, tmp_path, kinds):
    session = make_session(kinds, seed=4)
    resets = _collect(session.stateReset)
    session.start()
    seen = {"ok": 0, "chance": 0, "human": 0, "over_computers": 0}
    for turn in range(120):
        if not wait_for_human(qtbot, session):
            break
        session.confirm_handoff()
        if not session.legal_actions():  # a formality was played for him: on to the next
            continue
        case = _undo_case(session)
        assert judged(qtbot, session).can_undo() == (case == "ok"), case
        if case in ("chance", "human"):
            before = session.record.actions
            assert not session.undo() and session.record.actions == before
        if case == "ok" and seen["over_computers"] < 2:
            me = session.viewer
            target = next(e for e in reversed(session.log())
                          if e.actor == me and not _formality(session, e)).index
            replayed = GameRecord(
                "caramba", len(kinds), {}, session.record.actions[:target]
            ).replay()
            seen["over_computers"] += any(e.actor != me for e in session.log()[target:])
            assert session.undo()
            assert resets and len(session.record.actions) == target
            assert session.current_player == me
            for viewer in [*range(len(kinds)), None]:  # the same state as a replay
                assert session.observation(viewer) == replayed.observation(viewer)
            assert session.legal_actions() == replayed.legal_actions()
            assert load_journal(tmp_path / "game.jsonl").actions == session.record.actions
        if case != "none":
            seen[case] += 1
        session.submit(pick(session, salt=turn))  # after an undo, maybe another choice
    assert seen["over_computers"] >= 1 and seen["chance"] >= 1
    if kinds == "hhc":
        assert seen["human"] >= 1


def test_undo_while_a_bot_waits_drops_its_move(qtbot, make_session):
    session = make_session("hcc", seed=4, step_delay_ms=1000, journal=None)
    session.start()
    while wait_for_human(qtbot, session):
        session.submit(pick(session))
        if judged(qtbot, session).can_undo():  # the computers are about to move after the human
            length = len(session.record.actions)
            assert session.undo()
            qtbot.wait(500)
            assert len(session.record.actions) == length - 1  # the human's move is gone
            assert session.current_player == 0
            return
    pytest.fail("no undoable moment")


def test_undo_refused_for_nobody_or_when_over(qtbot, make_session):
    session = make_session("ccc")
    assert not session.can_undo() and not session.undo()


def test_resume_after_close_continues_exactly(qtbot, make_session, tmp_path):
    # the same human choices give the same game, whether it was interrupted or not
    straight = make_session("hcc", seed=21, journal=None)
    straight.start()
    while wait_for_human(qtbot, straight):
        straight.submit(pick(straight))

    first = make_session("hcc", seed=21, journal="broken.jsonl")
    first.start()
    for _ in range(6):
        wait_for_human(qtbot, first)
        first.submit(pick(first))
    qtbot.wait(5)  # mid-game, maybe in the middle of the computers' moves
    observation, actions = first.observation(0), first.record.actions
    first.close()

    resumed = GameSession.resume(str(tmp_path / "broken.jsonl"),
                                 step_delay_ms=0, chance_delay_ms=0)
    try:
        assert resumed.dropped_lines == 0
        assert resumed.record.actions == actions
        assert resumed.observation(0) == observation and resumed.viewer == 0
        assert resumed.seed == 21 and [s.kind for s in resumed.seats] == ["human", "computer", "computer"]
        resumed.start()
        while wait_for_human(qtbot, resumed):
            resumed.submit(pick(resumed))
        assert resumed.record.actions == straight.record.actions
    finally:
        resumed.close()


def test_resume_tolerates_a_torn_last_line(qtbot, make_session, tmp_path):
    session = make_session("ccc", step_delay_ms=60_000)
    session.start()
    qtbot.waitUntil(lambda: len(session.record.actions) >= 10, timeout=10_000)
    actions = session.record.actions
    session.close()
    path = tmp_path / "game.jsonl"
    with open(path, "a", encoding="utf-8") as out:
        out.write('{"type":"crate","cra')
    resumed = GameSession.resume(str(path), step_delay_ms=0, chance_delay_ms=0)
    try:
        assert resumed.dropped_lines == 1
        assert resumed.record.actions == actions
        assert path.read_text().endswith("\n")  # the journal was written clean again
        resumed.start()
        qtbot.waitUntil(lambda: len(resumed.record.actions) > len(actions) + 5, timeout=10_000)
        assert load_journal(path).dropped_lines == 0
    finally:
        resumed.close()


class _SlowExecutor(ThreadPoolExecutor):
    """A bot that thinks for 300 ms (and says when it starts)."""

    def __init__(self) -> None:
        super().__init__(1)
        self.started = threading.Event()

    def submit(self, fn, /, *args, **kwargs):
        def slow(*a):
            self.started.set()
            time.sleep(0.3)
            return fn(*a)

        return super().submit(slow, *args)


def test_close_while_a_bot_thinks_applies_nothing_afterwards(qtbot, make_session, tmp_path):
    executor = _SlowExecutor()
    session = make_session("ccc", executor=executor)
    applied = _collect(session.actionApplied)
    session.start()
    qtbot.waitUntil(executor.started.is_set, timeout=10_000)
    session.close()
    count, journal = len(applied), (tmp_path / "game.jsonl").read_text()
    qtbot.wait(600)  # the bot finishes meanwhile; its answer must be ignored
    executor.shutdown()
    assert len(applied) == count and (tmp_path / "game.jsonl").read_text() == journal
    assert session.closed


def test_a_slot_may_close_the_session(qtbot, make_session):
    session = make_session("ccc", journal=None)
    session.actionApplied.connect(lambda e: e.index == 2 and session.close())
    session.start()
    qtbot.wait(200)
    assert len(session.record.actions) == 3


def test_pause_stops_automatic_steps(qtbot, make_session):
    session = make_session("ccc")
    session.set_paused(True)
    session.start()
    qtbot.wait(100)
    assert session.record.actions == []
    session.set_paused(False)
    qtbot.waitUntil(lambda: len(session.record.actions) > 5, timeout=5_000)


def test_pacing_delay_between_computer_moves(qtbot, make_session):
    session = make_session("ccc", step_delay_ms=80, journal=None)
    times = []
    session.actionApplied.connect(lambda e: e.actor >= 0 and times.append(time.monotonic()))
    session.start()
    qtbot.waitUntil(lambda: len(times) >= 4, timeout=10_000)
    session.close()
    gaps = [b - a for a, b in zip(times, times[1:])]
    assert min(gaps) >= 0.07


def test_save_writes_a_loadable_record(qtbot, make_session, tmp_path):
    session = make_session("hcc")
    session.start()
    wait_for_human(qtbot, session)
    session.save(str(tmp_path / "saved.json"))
    loaded = GameRecord.loads((tmp_path / "saved.json").read_text())
    assert loaded.actions == session.record.actions and loaded.meta["seed"] == 7
    again = GameSession.from_record(loaded)
    try:
        assert again.observation(0) == session.observation(0)
    finally:
        again.close()


def test_a_failing_journal_is_reported_and_play_goes_on(qtbot, make_session, monkeypatch):
    from caramba_desktop.session import journal

    session = make_session("ccc")
    failures = _collect(session.journalFailed)

    def full_disk(self, action):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal.Journal, "append", full_disk)
    session.start()
    qtbot.waitUntil(lambda: len(session.record.actions) > 10, timeout=5_000)
    assert len(failures) == 1 and "space" in failures[0]


def test_a_broken_bot_does_not_stop_the_game(qtbot, make_session, monkeypatch, caplog):
    from caramba_desktop.session import ai_runner

    def broken(*args):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(ai_runner, "choose_json", broken)
    session = make_session("ccc")
    session.start()
    qtbot.waitUntil(lambda: any(e.actor >= 0 for e in session.log()), timeout=5_000)
    assert "bot failed" in caplog.text


def test_closing_while_a_hard_bot_thinks_cuts_its_search_short(qtbot, make_session):
    from caramba_desktop.session import bot_pool

    executor = _SlowExecutor()
    session = make_session("ccc", level="hard", journal=None, executor=executor)
    session.start()
    qtbot.waitUntil(executor.started.is_set, timeout=10_000)
    epoch = bot_pool.thinking_epoch()
    session.close()
    executor.shutdown()
    assert bot_pool.thinking_epoch() == epoch + 1  # the thinking search stops early


def test_closing_while_two_searches_think_logs_no_error(qtbot, make_session, caplog):
    # the searches of both bot processes are dropped; asyncio would log their gathered
    # cancellation as an error never read, at every undo or close of a thinking game
    executor = _SlowExecutor()
    executor.parallel_searches = 2
    session = make_session("ccc", level="hard", journal=None, executor=executor)
    session.start()
    qtbot.waitUntil(executor.started.is_set, timeout=10_000)
    session.close()
    executor.shutdown()
    qtbot.wait(20)
    gc.collect()  # a future never read is reported when it is freed
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


class _TwoBotProcesses(ThreadPoolExecutor):
    """Stands in for a pool of two bot processes (bot_pool.BotPool(2))."""

    parallel_searches = 2

    def __init__(self) -> None:
        super().__init__(2)


def test_a_hint_is_searched_once_per_bot_process_and_merged(qtbot, make_session, monkeypatch):
    from caramba_desktop.ai import ismcts
    from caramba_desktop.session import ai_runner

    seeds, merged = [], []
    search_part, merge = ai_runner.search_part, ismcts.merge

    def counted_search(kind, seed, view, epoch, seconds, asked_at):
        seeds.append(seed)
        return search_part(kind, seed, view, epoch, seconds, asked_at)

    def counted_merge(game_id, parts):
        merged.append(parts)
        return merge(game_id, parts)

    monkeypatch.setattr(ai_runner, "search_part", counted_search)
    monkeypatch.setattr(ismcts, "merge", counted_merge)
    executor = _TwoBotProcesses()
    try:
        session = make_session("hc", executor=executor)
        hint = _hint_at_first_turn(qtbot, session).result()
    finally:
        executor.shutdown()
    assert len(set(seeds)) == 2  # two searches, each with its own seed
    assert len(merged) == 1 and len(merged[0]) == 2  # ...and one answer from both
    total = merged[0][0].iterations + merged[0][1].iterations
    visits = {a: sum(p.root.get(a, (0,))[0] for p in merged[0])
              for a in session.legal_actions()}
    # the hint is a move both searches together tried most (a short search on a busy
    # machine may try two moves equally often)
    assert visits[session.game.action_from_json(hint["action"])] == max(visits.values())
    assert sum(share for _, share in hint["shares"]) == pytest.approx(1.0)
    assert max(share for _, share in hint["shares"]) == pytest.approx(
        max(visits.values()) / total)


def _hint_at_first_turn(qtbot, session):
    """Start `session`, ask a hint at the human's first turn and wait for it: its future."""
    session.start()
    assert wait_for_human(qtbot, session)
    answers = []
    session.ask_hint(answers.append)
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=30_000)
    return answers[0]


def _thinking_times(monkeypatch) -> list[float | None]:
    """The thinking time each search is asked for, from now on (they search 0.01 s)."""
    from caramba_desktop.session import ai_runner

    asked = []
    search_part = ai_runner.search_part

    def timed_search(kind, seed, view, epoch, seconds, asked_at):
        asked.append(seconds)
        return search_part(kind, seed, view, epoch, 0.01)

    monkeypatch.setattr(ai_runner, "search_part", timed_search)
    return asked


@pytest.mark.parametrize("pace_ms", [150, 600, 1400])
def test_a_hard_seat_thinks_through_the_pause_before_its_move(qtbot, make_session,
                                                              monkeypatch, pace_ms):
    """The table waits the chosen pace before a computer move in any case: the hard
    level searches for as much of it as is left, never less than the arena's time, and
    never so long that the players wait longer than the pace."""
    asked = _thinking_times(monkeypatch)
    executor = ThreadPoolExecutor(1)
    try:
        session = make_session("cc", level="hard", journal=None, executor=executor,
                               step_delay_ms=pace_ms)
        session.start()
        qtbot.waitUntil(lambda: len(asked) >= 1, timeout=10_000)
        session.close()
    finally:
        executor.shutdown()
    seconds = asked[0]
    assert bots.HARD_SECONDS <= seconds <= bots.HARD_MAX_SECONDS <= 1.0
    assert seconds <= pace_ms / 1000 or seconds == bots.HARD_SECONDS
    if pace_ms == 150:
        assert seconds == bots.HARD_SECONDS
    elif pace_ms == 600:
        assert 0.45 <= seconds <= 0.6
    else:
        assert seconds == bots.HARD_MAX_SECONDS


@pytest.mark.parametrize("pace_ms", [150, 1400])
def test_a_hint_thinks_as_long_as_a_hard_seat_at_this_table(qtbot, make_session, monkeypatch,
                                                            pace_ms):
    asked = _thinking_times(monkeypatch)
    executor = ThreadPoolExecutor(1)
    try:
        _hint_at_first_turn(qtbot, make_session("hc", executor=executor, step_delay_ms=pace_ms))
    finally:
        executor.shutdown()
    assert asked == [bots.hard_seconds(pace_ms)]
    assert asked[0] == (bots.HARD_SECONDS if pace_ms == 150 else bots.HARD_MAX_SECONDS)


def test_a_look_at_a_hidden_card_is_never_taken_back(qtbot, qloop):
    """CABO, Ana (human), Cid (computer), Ben (human): a spy, a peek or the first look
    cannot be undone before the computer moves (it has not yet: nothing ran in
    between), and Undo says why."""
    seats = [Seat("Ana", "human"), Seat("Cid", "computer", "random"), Seat("Ben", "human")]
    session = GameSession("cabo", seats, seed=3, step_delay_ms=0, chance_delay_ms=0)
    session.start()
    looked, undone = set(), 0
    for turn in range(400):
        if not wait_for_human(qtbot, session) or looked >= {"look", "peek", "spy"}:
            break
        session.confirm_handoff()
        me = session.current_player
        seen_before = session.observation(me)
        layouts = seen_before["players"]
        choices = session.legal_actions()
        looks = [a for a in choices if a.type == "look" or a.type in ("peek", "spy") and
                 layouts[a.get("player", me)]["layout"][a["position"]]["card"] is None]
        draws = [a for a in choices if a.type == "draw"]  # a drawn 7 to 10 looks
        action = (looks or draws or [pick(session, salt=turn)])[0]
        session.set_paused(True)  # the computer waits until Undo's state is read
        assert session.submit(action)
        judged(qtbot, session)
        if action.type in ("look", "peek", "spy") and session.viewer == me:
            card = session.observation(me) != seen_before
            assert card and not session.can_undo() and not session.undo()
            assert session.undo_refusal() == "seen"
            looked.add(action.type)
        elif session.can_undo():  # a move that showed nothing hidden may be taken back
            assert session.undo_refusal() is None and session.undo()
            undone += 1
            assert session.submit(action)
        session.set_paused(False)
    session.close()
    assert looked == {"look", "peek", "spy"} and undone > 0


def test_an_undo_never_crosses_a_computer_move_that_showed_a_card(qtbot, qloop):
    """CABO, Ana against Cid: Cid takes the discard and lays down a card Ana never saw,
    face up. Until then Ana may take her move back; afterwards she has seen the card."""
    seats = [Seat("Ana", "human"), Seat("Cid", "computer", "random")]
    session = GameSession("cabo", seats, seed=5, step_delay_ms=0, chance_delay_ms=0)

    def cid(state, _count):
        if Action("take") in state.legal_actions():
            return Action("take")
        if state.held_from == "discard":  # a card of his that Ana does not know
            layout = state.observation(0)["players"][1]["layout"]
            unknown = [i for i, slot in enumerate(layout) if slot and slot["card"] is None]
            return Action("replace", position=unknown[0]) if unknown else None
        return None

    session.set_script(cid)
    after_cid, cid_moved = [], []
    # the table holds still after each of Cid's moves until Undo's state is read
    session.actionApplied.connect(lambda entry: entry.actor == 1 and (
        cid_moved.append(session.record.actions[entry.index].type), session.set_paused(True)))
    session.start()
    while not any(kind == "replace" for kind, *_ in after_cid):
        qtbot.waitUntil(lambda: session.paused or bool(session.legal_actions()))
        if session.paused:
            judged(qtbot, session)
            after_cid.append((cid_moved[-1], session.can_undo(), session.undo_refusal()))
            session.set_paused(False)
            continue
        choices = session.legal_actions()
        known = [i for i, slot in enumerate(session.observation(0)["players"][0]["layout"])
                 if slot and slot["card"] is not None]
        if Action("take") in choices and known:
            action = Action("take")
        elif session.observation(None)["held_from"] == "discard" and known:
            action = Action("replace", position=known[0])  # a card she knows: nothing new
        else:
            action = next((a for a in choices if a.type == "look"), choices[0])
        assert session.submit(action)
    session.close()
    take, replace = after_cid[-2:]
    assert take == ("take", True, None)  # only Cid's public take since her move
    assert replace == ("replace", False, "seen")
