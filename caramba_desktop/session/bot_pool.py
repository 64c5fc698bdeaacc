"""The computer seats think in a separate process: a small process pool for the app.

A bot in a thread of the GUI process competes with the GUI for Python's GIL:
while it computes, every short Qt call of the GUI thread that lets the GIL go
may wait for it to come back, and the table stutters. In another process
the bot costs the GUI thread nothing but sending an observation and reading
an action (ai_runner sends JSON only, so this works unchanged).

    bot_pool.warm_up()                        # start the workers before they are needed
    executor = bot_pool.process_executor()   # shared, made on first use, kept to the end
    GameSession(..., executor=executor)

Workers are started with "spawn" (never fork a process that runs Qt). A
worker imports no Qt: what it runs is session/bot_work.py, and the main module
spawn imports again in it (__main__.py) stays small. A frozen build starts its
workers from an executable of their own, built without Qt
(packaging/bot_process.py): the app's executable would load Qt in each.
If processes cannot be started, the bots think in threads after all.
"""

from __future__ import annotations

import atexit
import concurrent.futures
import logging
import multiprocessing
import os
import sys
import threading
from concurrent.futures import BrokenExecutor
from pathlib import Path

from caramba_desktop import meta

log = logging.getLogger(__name__)

# how much lower than the app the bot processes run (Unix nice increment;
# Windows: the below-normal priority class)
WORKER_NICENESS = 10
BELOW_NORMAL_PRIORITY_CLASS = 0x4000
# bot processes at most: one per core up to this many (a hard move is searched
# in all of them at once, see ai_runner)
MAX_WORKERS = 4


class BotPool(concurrent.futures.Executor):
    """A process pool that mends itself: if a worker died (the pool is broken), the
    next task starts a new pool; if processes cannot be started at all, tasks run
    in ai_runner's threads instead."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._closed = False
        self._threads_only = False

    @property
    def parallel_searches(self) -> int:
        """How many searches of one position run at once: one per process."""
        return 1 if self._threads_only else self.workers

    def _new_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        return concurrent.futures.ProcessPoolExecutor(
            self.workers, mp_context=_spawn_context(),
            initializer=_start_worker, initargs=(os.getpid(), _shared_epoch()))

    def submit(self, fn, /, *args, **kwargs) -> concurrent.futures.Future:
        if self._closed:
            raise RuntimeError("the bot pool is shut down")
        for _ in range(0 if self._threads_only else 2):
            try:
                if self._pool is None:
                    self._pool = self._new_pool()
                return self._pool.submit(fn, *args, **kwargs)
            except BrokenExecutor as exc:  # a worker died: a new pool
                log.warning("bot process pool broken (%s); starting a new one", exc)
                self._drop_pool()
            except Exception as exc:  # processes cannot be started here at all
                log.warning("no bot processes (%s); the bots think in threads", exc)
                self._drop_pool()
                self._threads_only = True
                break
        from caramba_desktop.session import ai_runner

        return ai_runner.default_executor().submit(fn, *args, **kwargs)

    def _drop_pool(self) -> None:
        old, self._pool = self._pool, None
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def bot_executable() -> Path:
    """In a frozen build: the executable the bot processes start from, beside the app's."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return Path(sys.executable).with_name(meta.BOT_EXECUTABLE + suffix)


def _spawn_context():
    """How processes of ours start: "spawn", from the bots' own executable when frozen
    (multiprocessing's resource tracker, which the shared count starts, too)."""
    context = multiprocessing.get_context("spawn")
    if getattr(sys, "frozen", False):
        context.set_executable(str(bot_executable()))
    return context


def _start_worker(parent: int, epoch) -> None:
    global _epoch
    _epoch = epoch
    from caramba_desktop.session import bot_work

    # still at the app's priority: ten times lower, a process busy on the other core
    # would stretch these imports from a tenth of a second to more than a second
    bot_work.load_every_bot()
    _yield_to_the_table()
    _watch_parent(parent)


# Stopping searches already running: a count shared with the bot processes. A
# search started at one count stops at its next round once the count moves on.
_epoch = None


class _LocalCount:
    """The count where shared memory cannot be had: it reaches threads only."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def get_lock(self) -> threading.Lock:
        return self._lock


def _shared_epoch():
    global _epoch
    if _epoch is None:
        try:
            _epoch = _spawn_context().Value("q", 0)
        except OSError as exc:  # no shared memory here: bots in threads can still stop
            log.warning("no shared count for the bot processes (%s)", exc)
            _epoch = _LocalCount()
    return _epoch


def thinking_epoch() -> int:
    """The count a search started now carries (see `stopped_since`)."""
    return _shared_epoch().value


def cancel_thinking() -> None:
    """Every search running now, in the bot processes or in threads, stops at its
    next round and answers with what it has (the answer is ignored anyway)."""
    epoch = _shared_epoch()
    with epoch.get_lock():
        epoch.value += 1


def stopped_since(epoch: int) -> bool:
    """In a worker: True once thinking started at `epoch` has been cancelled."""
    return _epoch is not None and _epoch.value != epoch


def _yield_to_the_table() -> None:
    """In a worker: run at a lower priority than the app. A bot thinking flat out
    then takes only the CPU time the GUI thread leaves, so on a machine with few
    cores the table still draws on time."""
    try:
        if hasattr(os, "nice"):
            os.nice(WORKER_NICENESS)
        elif sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), BELOW_NORMAL_PRIORITY_CLASS)
    except OSError as exc:  # not allowed here: the worker thinks at the app's priority
        log.info("bot process keeps its priority (%s)", exc)


def _watch_parent(parent: int) -> None:
    """In a worker: end when the app is gone (killed, crashed), not linger as an orphan."""
    import time

    def watch() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


_pool: BotPool | None = None


def worker_count() -> int:
    """How many bot processes the app runs here: one per core, MAX_WORKERS at most."""
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def process_executor() -> BotPool:
    """The shared pool of bot processes (made on first use, shut down at exit)."""
    global _pool
    if _pool is None:
        _pool = BotPool(worker_count())
        atexit.register(shutdown)
    return _pool


def warm_up(pool: BotPool | None = None) -> list[concurrent.futures.Future]:
    """Start the workers of `pool` (default: the app's) now, in the background, so the
    first computer move does not wait; workers already running stay as they are.
    A future ends once a worker, its bots loaded, has run it."""
    try:
        pool = pool or process_executor()
        # a worker takes a task only once started; a pool starts a worker for each
        # task no idle worker is there for, up to its size
        return [pool.submit(os.getpid) for _ in range(pool.workers)]
    except RuntimeError:  # shut down meanwhile
        return []


def shutdown() -> None:
    """Stop the workers (at exit); pending thinking is dropped."""
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)
