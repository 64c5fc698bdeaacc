"""Asking a computer seat for its move without blocking the GUI thread.

`ask_bot` hands the work to a concurrent.futures executor through the asyncio
loop (qasync's in the app) and calls back on the GUI thread with the result.
qasync posts that callback as a queued Qt signal and a zero timer, so it is
delivered by any running Qt event loop: `app.exec()` under
`loop.run_forever()` in the app, or the nested loops of pytest-qt's
`qtbot.waitSignal` / `waitUntil` in tests. The one condition: the qasync loop
must be the current asyncio loop (`asyncio.set_event_loop(qasync.QEventLoop(app))`).

The worker runs session/bot_work.py (no Qt there) and gets only what the seat
may know: the observation and the legal actions as JSON, or for a searching
level a `SeatView`, which holds a determinization drawn from the seat's own
view (ai/ismcts.py), never the real state. All of it pickles, so the same
call works in a process pool.
A search runs once per bot process, side by side with its own seed, and the
searches' root counts are merged (`ismcts.merge`): on two cores the hard level
weighs twice the iterations in the same time. A search already running is
stopped by `bot_pool.cancel_thinking()` at its next round (the session does so
when it drops a pending move); its late answer is ignored.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import random
import time
from collections.abc import Callable

import qasync

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.bots import SEARCH_KINDS
from caramba_desktop.ai.hint import hint_json
from caramba_desktop.ai.ismcts import SearchResult, SeatView
from caramba_desktop.engine.api import State
from caramba_desktop.session import bot_pool
from caramba_desktop.session.bot_work import choose_json, part_seed, search_part

_executor: concurrent.futures.Executor | None = None


def default_executor() -> concurrent.futures.Executor:
    """One small thread pool shared by all sessions (a closed session's bot may still finish)."""
    global _executor
    if _executor is None:
        _executor = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="caramba-bot")
    return _executor


def side_by_side(executor: concurrent.futures.Executor | None) -> int:
    """How many searches of one position `executor` runs at once: one per bot process
    (threads share one interpreter, so more searches there would not search more)."""
    return getattr(executor, "parallel_searches", 1)


def _searched(
    loop: asyncio.AbstractEventLoop,
    executor: concurrent.futures.Executor | None,
    kind: str,
    seed: int,
    view: SeatView,
    answer: Callable[[SearchResult], dict],
    seconds: float | None = None,
) -> asyncio.Future:
    """A future of `answer(the merged searches of view)`; cancelling it cancels them."""
    epoch, asked_at = bot_pool.thinking_epoch(), time.monotonic()
    parts = asyncio.gather(*(
        loop.run_in_executor(executor or default_executor(), search_part, kind,
                             part_seed(seed, i), view, epoch, seconds, asked_at)
        for i in range(side_by_side(executor))))
    merged = loop.create_future()

    def finish(done: asyncio.Future) -> None:
        # read even when nobody waits any more: asyncio logs a failure never read as an
        # error, and a cancelled gather ends with a CancelledError as its failure
        failure = None if done.cancelled() else done.exception()
        if merged.done():
            return
        if done.cancelled():
            merged.cancel()
        elif failure is not None:
            merged.set_exception(failure)
        else:
            try:
                merged.set_result(answer(ismcts.merge(view.game_id, done.result())))
            except Exception as exc:  # reported through the future, like a bot's own failure
                merged.set_exception(exc)

    parts.add_done_callback(finish)
    merged.add_done_callback(lambda f: parts.cancel() if f.cancelled() else None)
    return merged


def event_loop() -> asyncio.AbstractEventLoop:
    """The loop that delivers results: the running one (app) or the one set (tests)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    if not (isinstance(loop, qasync.QEventLoop) or loop.is_running()):
        # a plain asyncio loop nobody runs would swallow every bot move in silence
        raise RuntimeError("computer seats need a qasync event loop: "
                           "asyncio.set_event_loop(qasync.QEventLoop(app))")
    return loop


def ask_bot(
    loop: asyncio.AbstractEventLoop,
    executor: concurrent.futures.Executor | None,
    kind: str,
    game_id: str,
    seed: int,
    state: State,
    seat: int,
    on_done: Callable[[asyncio.Future], None],
    seconds: float | None = None,
) -> asyncio.Future:
    """Start the bot for `seat` at `state`; `on_done(future)` runs later on the
    loop's (GUI) thread. A searching bot thinks for `seconds` (None: its level's time).

    Cancelling the returned future drops work not yet started; a search already
    running stops early after `bot_pool.cancel_thinking()`. Either way the caller
    must ignore late results.
    """
    if kind in SEARCH_KINDS:
        view = SeatView(state, seat, random.Random(f"{seed}:view"))
        future = _searched(loop, executor, kind, seed, view, lambda r: r.action.to_json(),
                           seconds)
    else:
        future = loop.run_in_executor(
            executor or default_executor(), choose_json, kind, game_id, seed,
            state.observation(seat), [a.to_json() for a in state.legal_actions()],
        )
    future.add_done_callback(on_done)
    return future


def ask_hint(
    loop: asyncio.AbstractEventLoop,
    executor: concurrent.futures.Executor | None,
    state: State,
    seat: int,
    seed: int,
    on_done: Callable[[asyncio.Future], None],
    seconds: float | None = None,
) -> asyncio.Future:
    """Start a hint for `seat` (ai/hint.py), searched for `seconds`, the way ask_bot
    starts a bot."""
    view = SeatView(state, seat, random.Random(f"{seed}:view"))
    future = _searched(loop, executor, "hard", seed, view, lambda r: hint_json(r, view),
                       seconds)
    future.add_done_callback(on_done)
    return future
