"""The frozen build's bot processes start here: `caramba-desktop-bots`, beside the app.

An executable runs the runtime hooks of everything bundled with it in every
process it starts, and PySide6's loads Qt. So the bot processes get an
executable of their own, built without Qt (caramba-desktop.spec), which
session/bot_pool.py hands to multiprocessing in a frozen build.
"""

import multiprocessing
import multiprocessing.spawn
import sys


def _skip_main_script(main_path: str) -> None:
    """multiprocessing would run the app's main script (launcher.py) again here, which
    is not in this executable and not needed: a bot process runs caramba_desktop's
    modules only (so multiprocessing does it on Windows, for any frozen program)."""


if __name__ == "__main__":
    multiprocessing.spawn._fixup_main_from_path = _skip_main_script
    multiprocessing.freeze_support()  # a bot process: runs until the app ends it, then exits
    sys.exit("caramba-desktop-bots runs the computer players of caramba-desktop; "
             "start caramba-desktop instead.")
