"""A bot process loads what thinking needs and nothing of the GUI.

Qt and qasync are most of what the GUI process imports: a bot process loading
them would start several times slower, and the first computer move would wait
for it. This module imports no Qt at its top, since a bot process imports it
to run `qt_modules_loaded`.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time

GUI_PACKAGES = ("PySide6", "shiboken6", "qasync")


def qt_modules_loaded() -> list[str]:
    """In any process: the Qt and qasync modules it has loaded."""
    return sorted(m for m in sys.modules if m.split(".")[0] in GUI_PACKAGES)


def _qt_modules_after_importing(module: str) -> list[str]:
    code = f"import sys, {module}; print('\\n'.join(sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, timeout=120).stdout.split()
    return sorted(m for m in loaded if m.split(".")[0] in GUI_PACKAGES)


def test_the_code_a_bot_process_runs_imports_no_qt():
    from caramba_desktop.session import ai_runner

    # what the bots run, and the main module spawn imports again in every bot process
    # (the console script imports this one; a frozen build's bot processes run none of
    # it, packaging/bot_process.py)
    modules = {ai_runner.choose_json.__module__, ai_runner.search_part.__module__,
               "caramba_desktop.session.bot_pool", "caramba_desktop.__main__"}
    assert {m: _qt_modules_after_importing(m) for m in sorted(modules)} == {
        m: [] for m in sorted(modules)}


def _first_decision():
    """A game of Caramba! dealt up to its first decision, and that player's view."""
    from caramba_desktop.ai.ismcts import SeatView
    from caramba_desktop.engine import registry

    rng = random.Random(3)
    state = registry.game("caramba").new_state(2)
    while state.current_player < 0:  # deal: chance outcomes until a player decides
        state.apply(rng.choice([a for a, _ in state.chance_outcomes()]))
    return state, SeatView(state, state.current_player, rng)


def test_a_bot_process_searches_a_hard_move_without_loading_qt():
    from caramba_desktop.session import ai_runner, bot_pool

    state, view = _first_decision()
    pool = bot_pool.BotPool(1)
    try:
        searched = pool.submit(ai_runner.search_part, "hard", 1, view,
                               bot_pool.thinking_epoch(), 0.05).result(timeout=120)
        loaded = pool.submit(qt_modules_loaded).result(timeout=60)
    finally:
        pool.shutdown(wait=True)
    assert searched.action in state.legal_actions()
    assert loaded == []


def test_a_search_begun_late_still_answers_when_the_move_is_due():
    """A bot process that comes to a move late (still starting, or on a busy machine)
    thinks only for what is left of the move's time."""
    from caramba_desktop.session import ai_runner, bot_pool

    state, view = _first_decision()
    begun = time.monotonic()
    searched = ai_runner.search_part("hard", 1, view, bot_pool.thinking_epoch(), 0.5,
                                     begun - 0.45)  # asked for 450 ms ago
    assert searched.action in state.legal_actions()
    assert time.monotonic() - begun < 0.3
