"""The window's longest stall while a long game opens (`make bench`).

    python -m caramba_desktop.tools.open_bench [--runs 3] [--profile CASE]

A generated five-seat CABO game (Normal computers played it to its end; everyone
sits as a human, so nothing moves once it is shown) is opened through the app's
window, one fresh app per run (offscreen, its own data and settings folder), four
ways: Continue (its journal waits on its card), Open and Replay (a saved file),
and New game (five seats, from its first deal). A 1 ms timer beats on the window's
thread from the request until SETTLE_MS after the game is on the screen; its
longest gap is the longest stall the player could have seen. Beside it, the
longest stretch of the window's own CPU time between two beats: what a quiet
machine would show, where a busy one adds the others' turns. The goal: under
STALL_LIMIT_MS. --profile CASE prints a cProfile of the window's thread for that
case instead (the reading thread is not in it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from caramba_desktop.tools.gui_bench import (
    STALL_LIMIT_MS,
    child_result,
    isolated_env,
    offscreen_app,
)

CASES = ("continue", "open", "replay", "new")
CASE_NAMES = {"continue": "Continue", "open": "Open", "replay": "Replay", "new": "New game"}
GAME = "cabo"
SEATS = 5
SEED = 10  # a game of 731 actions
SETTLE_MS = 600  # after the game is shown: the table's first paints and work
SAVED_NAME = "long.cabo.json"


def long_game():
    """The generated game, one action before its end."""
    import random

    from caramba_desktop.ai.bots import ask, make_bot
    from caramba_desktop.engine import registry
    from caramba_desktop.engine.record import GameRecord

    rng = random.Random(SEED)
    state = registry.game(GAME).new_state(SEATS)
    bots = [make_bot("normal", GAME, i) for i in range(SEATS)]
    actions = []
    while not state.is_terminal():
        player = state.current_player
        if player < 0:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        else:
            action = ask(bots[player], state, player)
        state.apply(action)
        actions.append(action)
    seats = [{"name": f"Player {i + 1}", "kind": "human"} for i in range(SEATS)]
    return GameRecord(GAME, SEATS, {}, actions[:-1], {"seats": seats, "seed": SEED})


def prepare(case: str, folder: str) -> None:
    from caramba_desktop.session import journal
    from caramba_desktop.ui.paths import JOURNAL_SUFFIX, UNFINISHED_FOLDER

    data = os.path.join(folder, "data")
    os.makedirs(os.path.join(data, UNFINISHED_FOLDER), exist_ok=True)
    if case == "continue":
        journal.rewrite(os.path.join(data, UNFINISHED_FOLDER, f"{GAME}-bench{JOURNAL_SUFFIX}"),
                        long_game())
    elif case in ("open", "replay"):
        with open(os.path.join(folder, SAVED_NAME), "w", encoding="utf-8") as out:
            out.write(long_game().dumps())


def open_once(case: str, folder: str, profile: bool) -> dict:
    """In a fresh app: the start page, then `case`; the heartbeat's longest gap (ms)."""
    import cProfile
    import pstats

    from PySide6.QtCore import QEventLoop, Qt, QTimer

    from caramba_desktop.session.session import Seat
    from caramba_desktop.ui.main_window import MainWindow
    from caramba_desktop.ui.new_game import NewGameConfig

    app, loop = offscreen_app(folder)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    waiting = QEventLoop()
    QTimer.singleShot(800, waiting.quit)  # the start page is painted, its cards listed
    waiting.exec()
    window.reading.wait()

    beats: list[float] = []
    spent: list[float] = []  # the window's thread's own CPU time at each beat
    heart = QTimer()
    heart.setTimerType(Qt.TimerType.PreciseTimer)
    heart.setInterval(1)

    def beat() -> None:
        beats.append(time.perf_counter())
        spent.append(time.thread_time())

    heart.timeout.connect(beat)
    shown: dict[str, float] = {}

    def watch() -> None:
        page = window.replay_window if case == "replay" else window.game_window
        if page is not None and "at" not in shown and window.stack.currentWidget() is page:
            shown["at"] = time.perf_counter()
            QTimer.singleShot(SETTLE_MS, waiting.quit)

    looking = QTimer()
    looking.setInterval(5)
    looking.timeout.connect(watch)

    def request() -> None:
        if case == "continue":
            window.continue_game()
        elif case == "open":
            window.open_game(os.path.join(folder, SAVED_NAME))
        elif case == "replay":
            window.replay_game(os.path.join(folder, SAVED_NAME))
        else:
            seats = [Seat(f"Player {i + 1}", "human") for i in range(SEATS)]
            window.start_config(NewGameConfig(GAME, seats, {}, SEED), confirm=False)

    # its own CPU time: the profile of a quiet machine, not of the others' load
    profiler = cProfile.Profile(time.thread_time) if profile else None
    heart.start()
    looking.start()
    started = time.perf_counter()
    beat()
    if profiler:
        profiler.enable()
    QTimer.singleShot(0, request)
    QTimer.singleShot(60_000, waiting.quit)  # a hang: give up
    waiting.exec()
    if profiler:
        profiler.disable()
    heart.stop()
    looking.stop()
    if "at" not in shown:
        raise RuntimeError(f"{case}: the game was never shown")
    gaps = [(b - a) * 1000.0 for a, b in zip(beats, beats[1:])]
    worst = max(range(len(gaps)), key=gaps.__getitem__)
    # the longest stretch of the window's own work between two beats: the stall a
    # quiet machine would show, where the wall clock also counts the others' turns
    cpu = max((b - a) * 1000.0 for a, b in zip(spent, spent[1:]))
    if profiler:
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
    window.close()
    loop.close()
    return {"stall": gaps[worst], "stall_at": (beats[worst] - started) * 1000.0,
            "cpu": cpu, "shown": (shown["at"] - started) * 1000.0}


def run_case(case: str, profile: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="caramba-open-") as folder:
        prepare(case, folder)
        done = subprocess.run(
            [sys.executable, "-m", "caramba_desktop.tools.open_bench", "--case", case,
             "--folder", folder] + (["--profile", case] if profile else []),
            env=isolated_env(folder), capture_output=True, text=True, timeout=300)
    if profile:
        print(done.stderr[-12000:])
    return child_result(case, done)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh apps per case")
    parser.add_argument("--profile", choices=CASES,
                        help="one run of this case, with a profile of the window's thread")
    parser.add_argument("--case", choices=CASES, help=argparse.SUPPRESS)  # one app's run
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.case:
        print("result " + json.dumps(open_once(args.case, args.folder, bool(args.profile))),
              flush=True)
        return 0
    if args.profile:
        print(run_case(args.profile, True))
        return 0
    load_before = os.getloadavg()[0]
    print(f"opening a {SEATS}-seat {GAME} game of {len(long_game().actions)} actions, "
          f"{args.runs} fresh apps per case; longest gap of a 1 ms heartbeat on the "
          f"window's thread, from the request to {SETTLE_MS} ms after the game is shown",
          flush=True)
    for case in CASES:
        results = [run_case(case, False) for _ in range(args.runs)]
        worst = max(r["cpu"] for r in results)
        verdict = "ok" if worst <= STALL_LIMIT_MS else f"OVER {STALL_LIMIT_MS:.0f} ms"
        print(f"{CASE_NAMES[case]:<9} longest stall "
              + ", ".join(f"{r['stall']:.0f} (at {r['stall_at']:.0f})" for r in results)
              + " ms; of the window's own work "
              + ", ".join(f"{r['cpu']:.0f}" for r in results)
              + f" ms ({verdict}); shown after "
              f"{statistics.median(r['shown'] for r in results):.0f} ms (median)", flush=True)
    print(f"(load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after, "
          f"on {os.cpu_count()} CPUs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
