"""Entry point: `caramba-desktop` / `python -m caramba_desktop`.

    caramba-desktop                 start the GUI
    caramba-desktop arena GAME ...  let bots play each other (no GUI)
"""

from __future__ import annotations

import multiprocessing
import sys


def main(argv: list[str] | None = None) -> int:
    # Must come first: in a frozen build, the AI's worker processes start here.
    multiprocessing.freeze_support()
    if argv is None:
        argv = sys.argv[1:]
    if argv and argv[0] == "arena":
        from caramba_desktop.ai.arena import main as arena_main

        return arena_main(argv[1:])

    from caramba_desktop.app import run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
