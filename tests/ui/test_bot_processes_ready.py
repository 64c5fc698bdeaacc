"""The bot processes are running before a game needs them, and serve every game."""

from caramba_desktop.session import bot_pool
from caramba_desktop.ui.main_window import computer_seats
from caramba_desktop.ui.new_game import NewGameConfig


def _bot_processes(pool: bot_pool.BotPool) -> set[int]:
    processes = pool._pool._processes if pool._pool is not None else {}
    return set(processes)


def test_the_bot_processes_start_on_the_start_page_and_are_kept_between_games(
        make_window, qtbot):
    bot_pool.shutdown()  # as in a fresh app: no bot process yet
    window = make_window()  # the start page, nothing asked of the computer
    pool = bot_pool.process_executor()
    qtbot.waitUntil(lambda: len(_bot_processes(pool)) == pool.workers, timeout=20_000)
    started = _bot_processes(pool)
    config = NewGameConfig("caramba", computer_seats(["Pancho", "Dolores"]), {}, 1)
    for _ in range(2):
        session = window.start_config(config, confirm=False)
        qtbot.waitUntil(lambda s=session: any(e.actor >= 0 for e in s.log()), timeout=30_000)
        window.leave_game()
    assert _bot_processes(pool) == started
