"""Entry point: `caramba-desktop` / `python -m caramba_desktop`.

    caramba-desktop                 start the GUI
    caramba-desktop arena GAME ...  let bots play each other (no GUI)
    caramba-desktop check FILE...   replay saved games and say if they are legal (no GUI)
    caramba-desktop review FILE --seat N [--seconds S] [--json]
                                    review a seat's play in a finished saved game (no GUI)
    caramba-desktop history [--json]  list the finished games kept (no GUI)
    caramba-desktop tutorial GAME --check [--lang L]
                                    play a game's tutorial headless to its end
    caramba-desktop --self-test     check this installation offscreen (selftest.py)
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    # Must come first: in a frozen build, the AI's worker processes start here. Only
    # there: importing multiprocessing would delay the window's first paint.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    if argv is None:
        argv = sys.argv[1:]
    if argv and argv[0] == "arena":
        from caramba_desktop.ai.arena import main as arena_main

        return arena_main(argv[1:])
    if argv and argv[0] == "check":
        from caramba_desktop.check import main as check_main

        return check_main(argv[1:])
    if argv and argv[0] == "review":
        from caramba_desktop.review_cli import main as review_main

        return review_main(argv[1:])
    if argv and argv[0] == "history":
        from caramba_desktop.history.cli import main as history_main

        return history_main(argv[1:])
    if argv and argv[0] == "tutorial":
        from caramba_desktop.tutorial_check import main as tutorial_main

        return tutorial_main(argv[1:])
    if "--self-test" in argv:
        from caramba_desktop.selftest import main as self_test

        return self_test(argv[argv.index("--self-test") + 1:])

    from caramba_desktop.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
