"""Bot-vs-bot games through a GameSession, as the app plays them but without a window.

Every registered game, player counts cycling through min..max, seats mixing
the quick bot levels. Each game must reach its end; its journal must load back
to exactly its record; the record must replay to the same final position.

    SOAK_SESSIONS=200 pytest tests/robustness/test_session_soak.py   # make soak
"""

from __future__ import annotations

import os
import time

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.session.journal import load_journal
from caramba_desktop.session.session import GameSession, Seat

GAMES = int(os.environ.get("SOAK_SESSIONS", "1"))
LEVELS = ("heuristic", "random", "easy")  # the searching levels take seconds a game


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_bot_games_through_a_session_end_and_replay(qtbot, qloop, tmp_path, game_id):
    game = registry.game(game_id)
    started = time.monotonic()
    moves = 0
    for number in range(GAMES):
        players = game.min_players + number % (game.max_players - game.min_players + 1)
        seats = [Seat(f"Bot {p + 1}", "computer", LEVELS[(number + p) % len(LEVELS)])
                 for p in range(players)]
        journal = tmp_path / f"{number}.journal"
        session = GameSession(game_id, seats, seed=number, journal_path=str(journal),
                              step_delay_ms=0, chance_delay_ms=0)
        with qtbot.waitSignal(session.gameOver, timeout=120_000):
            session.start()
        session.close()
        record = session.record
        final = record.replay()
        assert final.is_terminal() and final.winners()
        assert final.observation(None) == session.observation(None)
        assert load_journal(journal).to_json() == record.to_json(), f"{game_id} seed {number}"
        journal.unlink()
        moves += len(record.actions)
    print(f"{game_id}: {GAMES} games, {moves} moves, {time.monotonic() - started:.1f} s")
