"""What a bot process runs: a computer seat's move, a searching level's search.

Only the engine, the games' rules and bots and the search are imported here,
never Qt nor qasync: a bot process starts with these alone, in a fifth of the
time and half the modules the GUI's imports would cost it (docs/AI.md, Where
it runs). Where no processes can be started, the GUI process runs the same
functions in threads (session/ai_runner.py).
"""

from __future__ import annotations

import functools
import os
import random
import sys
import time

from caramba_desktop.ai.bots import BOT_KINDS, make_bot
from caramba_desktop.ai.ismcts import SearchResult, SeatView
from caramba_desktop.engine import registry
from caramba_desktop.session import bot_pool

# the least a search thinks when its bot process came to it late
LATE_SEARCH_SECONDS = 0.05


def choose_json(kind: str, game_id: str, seed: int, observation: dict, legal: list[dict]) -> dict:
    """A fresh bot of `kind` picks one of `legal` (JSON in, JSON out)."""
    game = registry.game(game_id)
    actions = [game.action_from_json(a) for a in legal]
    return make_bot(kind, game_id, seed).choose(observation, actions).to_json()


def search_part(kind: str, seed: int, view: SeatView, epoch: int,
                seconds: float | None = None, asked_at: float | None = None) -> SearchResult:
    """A fresh searching bot of `kind` searches `view` for `seconds` (the level's own
    time: None), unless `bot_pool.cancel_thinking()` cuts it short.

    `asked_at`: time.monotonic() when the move was asked for (one clock for all
    processes of a machine). A bot process that comes to it late, still starting or
    busy on a busy machine, thinks only for what is left of `seconds`
    (LATE_SEARCH_SECONDS at least), so that the move still comes on time."""
    if seconds is not None and asked_at is not None:
        seconds = max(LATE_SEARCH_SECONDS, seconds - max(0.0, time.monotonic() - asked_at))
    stop = functools.partial(bot_pool.stopped_since, epoch)
    return make_bot(kind, view.game_id, seed, seconds).search(view, stop)


def part_seed(seed: int, part: int) -> int:
    """The seed of search `part` of a move searched in every bot process."""
    # the first search keeps the move's seed: one process searches as one bot would
    return seed if part == 0 else random.Random(f"{seed}:part:{part}").getrandbits(63)


def load_every_bot() -> None:
    """Import every game's rules and bots now, so that no first move waits for them."""
    for game_id in registry.game_ids():
        for kind in BOT_KINDS:
            try:
                make_bot(kind, game_id, 0)
            except Exception:  # a game still being built: its first move will tell
                pass


def census() -> tuple[int, int, list[str], str]:
    """The self-test's look into a bot process: its process id, how many bots it made
    (each kind for each game, so all their code loads), the GUI modules (Qt, qasync)
    it has loaded, and the executable it runs."""
    bots = [make_bot(kind, game_id, 0) for game_id in registry.game_ids() for kind in BOT_KINDS]
    gui = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "qasync"))
    return os.getpid(), len(bots), gui, sys.executable
