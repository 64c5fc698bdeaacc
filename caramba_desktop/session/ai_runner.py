"""Asking a computer seat for its move without blocking the GUI thread.

`ask_bot` hands the work to a concurrent.futures executor through the asyncio
loop (qasync's in the app) and calls back on the GUI thread with the result.
qasync posts that callback as a queued Qt signal and a zero timer, so it is
delivered by any running Qt event loop: `app.exec()` under
`loop.run_forever()` in the app, or the nested loops of pytest-qt's
`qtbot.waitSignal` / `waitUntil` in tests. The one condition: the qasync loop
must be the current asyncio loop (`asyncio.set_event_loop(qasync.QEventLoop(app))`).

The worker gets only JSON (the seat's observation and its legal actions) and
returns JSON, never a State or an Action object: so no hidden information can
reach a bot, and the same call works in a process pool (Actions do not
pickle; plain dicts do).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable

import qasync

from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Action

_executor: concurrent.futures.Executor | None = None


def default_executor() -> concurrent.futures.Executor:
    """One small thread pool shared by all sessions (a closed session's bot may still finish)."""
    global _executor
    if _executor is None:
        _executor = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="caramba-bot")
    return _executor


def choose_json(kind: str, game_id: str, seed: int, observation: dict, legal: list[dict]) -> dict:
    """Runs in the worker: a fresh bot of `kind` picks one of `legal` (JSON in, JSON out)."""
    game = registry.game(game_id)
    actions = [game.action_from_json(a) for a in legal]
    return make_bot(kind, game_id, seed).choose(observation, actions).to_json()


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
    observation: dict,
    legal: list[Action],
    on_done: Callable[[asyncio.Future], None],
) -> asyncio.Future:
    """Start the bot; `on_done(future)` runs later on the loop's (GUI) thread.

    Cancelling the returned future drops work not yet started; work already
    running cannot be interrupted, so the caller must also ignore late results.
    """
    future = loop.run_in_executor(
        executor or default_executor(), choose_json,
        kind, game_id, seed, observation, [a.to_json() for a in legal],
    )
    future.add_done_callback(on_done)
    return future
