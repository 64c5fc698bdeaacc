"""How long the GUI thread waits around Undo (`make bench`).

    python -m caramba_desktop.tools.undo_bench [--seconds 15]

Whether an Undo may cross a move depends on whether the move showed a person at
the table something hidden (engine/reveal.py). Two tables are played, people
choosing at random and often taking a move back: Caramba! with one person and
three computers, and CABO with two people and a computer between them. As the
game screen does, Undo's state is read after every move, hand-off, take-back and
verdict (can_undo, undo_refusal), and an Undo is clicked where it is offered.
Printed: the longest of these reads and clicks, and the longest event-loop stall
(session/stall_probe.StallProbe). The plan allows 50 ms on the GUI thread.
The computers think in the app's bot processes.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

STALL_LIMIT_MS = 50.0
TABLES = [  # (label, game, seats: "h" a person, "c" a computer)
    ("Caramba!, 1 person and 3 computers", "caramba", "hccc"),
    ("CABO, 2 people and a computer", "cabo", "hch"),
]


def play(game_id: str, kinds: str, seed: int, seconds: float, executor) -> dict:
    """Play `game_id` for `seconds` at most; the longest Undo read, click and stall (ms)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from caramba_desktop.session.session import GameSession, Seat
    from caramba_desktop.session.stall_probe import StallProbe

    seats = [Seat(f"P{i}", "human" if k == "h" else "computer", "heuristic")
             for i, k in enumerate(kinds)]
    session = GameSession(game_id, seats, seed=seed, step_delay_ms=0, chance_delay_ms=0,
                          executor=executor)
    rng = random.Random(seed)
    worst = {"read": 0.0, "click": 0.0, "cpu": 0.0, "reads": 0, "clicks": 0}

    def timed(kind: str, call):
        started, cpu = time.perf_counter(), time.thread_time()
        result = call()
        worst[kind] = max(worst[kind], (time.perf_counter() - started) * 1000.0)
        worst["cpu"] = max(worst["cpu"], (time.thread_time() - cpu) * 1000.0)
        worst[kind + "s"] += 1
        return result

    def read_undo(*_):
        timed("read", lambda: (session.can_undo(), session.undo_refusal()))

    signals = [session.actionApplied, session.stateReset, session.viewerChanged,
               session.turnChanged]
    signals += [s for s in [getattr(session, "undoChanged", None)] if s is not None]
    for signal in signals:
        signal.connect(read_undo)

    def person_plays():
        if session.is_over():
            return
        if session.handoff_pending is not None:
            session.confirm_handoff()
            return
        choices = session.legal_actions()
        if not choices:
            return
        if timed("read", session.can_undo) and rng.random() < 0.4:
            timed("click", session.undo)
        else:
            session.submit(rng.choice(choices))

    driver = QTimer()
    driver.setInterval(15)
    driver.timeout.connect(person_plays)
    probe = StallProbe(5)
    until = QEventLoop()
    session.gameOver.connect(until.quit)
    QTimer.singleShot(int(seconds * 1000), until.quit)
    probe.start()
    driver.start()
    session.start()
    if not session.is_over():
        until.exec()
    driver.stop()
    probe.stop()
    session.close()
    worst["stall"] = probe.max_gap_ms
    worst["actions"] = len(session.record.actions)
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15.0, help="play time per table")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    from caramba_desktop.tools.gui_bench import isolated_env, offscreen_app

    folder = tempfile.TemporaryDirectory(prefix="caramba-bench-")
    os.environ.update(isolated_env(folder.name))
    from PySide6.QtCore import QEventLoop, QTimer

    from caramba_desktop.session import bot_pool

    app, loop = offscreen_app(folder.name)
    executor = bot_pool.process_executor()
    for started in bot_pool.warm_up(executor):
        started.result(timeout=60)
    for label, game_id, kinds in TABLES:
        worst = {"read": 0.0, "click": 0.0, "cpu": 0.0, "stall": 0.0, "reads": 0, "clicks": 0,
                 "actions": 0}
        deadline = time.monotonic() + args.seconds
        seed = args.seed
        while time.monotonic() < deadline:
            game = play(game_id, kinds, seed, deadline - time.monotonic(), executor)
            worst.update({k: max(worst[k], game[k]) for k in ("read", "click", "cpu", "stall")})
            worst.update({k: worst[k] + game[k] for k in ("reads", "clicks", "actions")})
            seed += 1
        gui = max(worst["read"], worst["click"])
        verdict = "ok" if gui <= STALL_LIMIT_MS else f"OVER the {STALL_LIMIT_MS:.0f} ms budget"
        print(f"{label}: {worst['actions']} actions, {worst['reads']} reads of Undo's state "
              f"(longest {worst['read']:.1f} ms), {worst['clicks']} Undo clicks (longest "
              f"{worst['click']:.1f} ms): longest GUI-thread stall around Undo {gui:.1f} ms "
              f"({verdict}; of it GUI-thread CPU at most {worst['cpu']:.1f} ms); longest event-loop "
              f"stall {worst['stall']:.1f} ms")
        idle = QEventLoop()
        QTimer.singleShot(100, idle.quit)
        idle.exec()
    if hasattr(os, "getloadavg"):
        print(f"(machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: "
              "other processes lengthen stalls)")
    loop.close()
    bot_pool.shutdown()
    folder.cleanup()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
