"""Render the app offscreen at 1280 x 800 in every language (`make screenshots`).

    python -m caramba_desktop.tools.screenshots [--out docs/screenshots] [--lang de]

Writes, for each language <lang>: start_<lang>.png (the start page, a game of
each waiting to be continued), newgame_<lang>.png (the new-game dialog), the four
tables in mid-game (caramba_<lang>.png: a four-player auction in round 3 or
later with many bids, unsecured and secured crates; cabo_, caravan_ and
mina_<lang>.png: the human to move after some moves of the bots), handoff_
(the hand-off cover), cabo_round_ (a CABO round's result), mina_race_ (Mina
de Plata between two races), gameover_ (the end screen of Caramba!), games_, statistics_ and review_
(the games played, the statistics, a review of Pancho's play), rules_
(the rules help) and tutorial_<game>_<lang>.png (a step of each game's Learn
to play). Every position is played by bots from a
fixed seed. The pictures are saved with a palette of 256 colours (small files).

Needs the .qm files (`make translations`). Runs with its own data folder and
settings, so the player's autosave and choices are never touched.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

LANGS = ("de", "fr", "sv", "en")
SIZE = (1280, 800)
NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio", "Rosita", "Pablo"]
SEED = 2005  # the year of the TILSIT edition
# the other tables: game, players, moves played by the bots before the picture
OTHER_TABLES = (("cabo", 4, 40), ("caravan", 3, 60), ("mina", 4, 40))
# the step of each game's tutorial shown (its index): a callout pointing at a thing
TUTORIAL_STEPS = {"caramba": 3, "cabo": 7, "caravan": 9, "mina": 4}


def _isolate() -> tempfile.TemporaryDirectory:
    """Offscreen Qt, a temporary data folder and settings (call before QApplication)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.TemporaryDirectory(prefix="caramba-shots-")
    os.environ["CARAMBA_DESKTOP_DATA"] = os.path.join(folder.name, "data")
    return folder


def midgame_record(seed: int = SEED, players: int = 4, human: int = 0):
    """A record of a game played by bots up to a telling moment of an auction.

    The position: round 3 or later, the human seat to bid, cards already bid by
    at least two players, unsecured crates in front of two players or more and
    secured crates with two or more. The seat names and kinds are in the meta
    (seat `human` is a human, the others computers)."""
    from caramba_desktop.engine.record import GameRecord

    def telling(state, actions) -> bool:
        return state.current_player == human and _telling(state.observation(human), human)

    for attempt in range(50):
        actions = bot_game("caramba", players, f"{seed}:{attempt}", stop=telling)
        state = GameRecord("caramba", players, {}, actions).replay()
        if not state.is_terminal():
            meta = {"seats": [{"name": NAMES[i], "level": "normal",
                               "kind": "human" if i == human else "computer"}
                              for i in range(players)], "seed": seed}
            return GameRecord("caramba", players, {}, actions, meta)
    raise RuntimeError("no telling position found")


def bot_game(game_id: str, players: int, seed: int | str, actions=(), stop=None) -> list:
    """The actions of a game played on from `actions` by heuristic bots (chance drawn
    from `seed`) until `stop(state, actions)` holds before a decision, or the end."""
    from caramba_desktop.ai.bots import make_bot
    from caramba_desktop.engine import registry
    from caramba_desktop.engine.api import CHANCE

    game = registry.game(game_id)
    state = game.new_state(players)
    for action in actions:
        state.apply(action)
    actions = list(actions)
    rng = random.Random(seed)
    bots = [make_bot("heuristic", game_id, i) for i in range(players)]
    while not state.is_terminal():
        p = state.current_player
        if p == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
        elif stop is not None and stop(state, actions):
            break
        else:
            action = bots[p].choose(state.observation(p), state.legal_actions())
        state.apply(action)
        actions.append(action)
    return actions


def table_record(game_id: str, players: int, moves: int, seed: int = SEED, human: int = 0):
    """A game of `game_id` where seat `human` is to decide after `moves` actions or more."""
    return stopped_record(game_id, players, lambda obs, done: done >= moves, seed, human)


def stopped_record(game_id: str, players: int, stop, seed: int = SEED, human: int = 0):
    """A game of `game_id` played by bots until `stop(observation, moves)` holds with
    seat `human` (a human in the record's seats) to decide; stop=None: to the end."""
    from caramba_desktop.engine.record import GameRecord

    def telling(state, done) -> bool:
        # a question the table answers for the human by itself (a deal declined) is no
        # moment to show: the game would move on under the eyes
        return stop is not None and state.current_player == human and (
            state.silent_pass() is None) and stop(state.observation(human), len(done))

    actions = bot_game(game_id, players, seed, stop=telling)
    meta = {"seats": [{"name": NAMES[i], "level": "normal",
                       "kind": "human" if i == human else "computer"}
                      for i in range(players)], "seed": seed,
            "started": "2026-11-21T19:30:00Z"}  # a fixed moment: the history keeps it once
    return GameRecord(game_id, players, {}, actions, meta)


def _telling(obs: dict, me: int) -> bool:
    """An auction in full swing: every player has bid, six cards or more lie out."""
    seats = obs["players"]
    bidders = sum(1 for s in seats if any(s["bids"].values()))
    bids = sum(len(cards) for s in seats for cards in s["bids"].values())
    return (obs["phase"] == "auction" and obs["round"] >= 3 and bidders == len(seats)
            and bids >= 6
            and sum(1 for s in seats if s["unsecured"]) >= 2
            and sum(1 for s in seats if s["secured_count"]) >= 2
            and seats[me]["hand_count"] >= 3 and len(obs["centre"]) >= 2)


def _settle(app, ms: int = 60) -> None:
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def _save(widget, path: Path) -> Path:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    path.parent.mkdir(parents=True, exist_ok=True)
    image = widget.grab().toImage().convertToFormat(
        QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.DiffuseDither)
    if not image.save(str(path)):
        raise OSError(f"cannot write {path}")
    print(path)
    return path


def positions() -> dict:
    """The games looked at, by picture name: records played by bots from fixed seeds."""
    tables = {"caramba": midgame_record()}
    tables.update({game: table_record(game, players, moves)
                   for game, players, moves in OTHER_TABLES})
    return {
        **tables,
        "cabo_round": stopped_record("cabo", 4, lambda obs, done: len(obs["results"]) >= 2),
        "mina_race": stopped_record("mina", 4, lambda obs, done: obs["race"] >= 2),
        "gameover": stopped_record("caramba", 4, None),
    }


def keep_history(reviewed) -> None:
    """Games played for the history pages (`reviewed` among them, with a review of
    Pancho's play, searched briefly: a picture needs its look, not its strength)."""
    from caramba_desktop.ai.review import decisions, review
    from caramba_desktop.history.store import HistoryStore
    from caramba_desktop.session.session import GameSession

    store = HistoryStore.open_default()
    for seed in (SEED + 1, SEED + 2):
        store.add_finished(stopped_record("caramba", 4, None, seed=seed))
    for game_id, players in (("cabo", 3), ("caravan", 2), ("mina", 4)):
        store.add_finished(stopped_record(game_id, players, None))
    session = GameSession.from_record(reviewed)  # as the table keeps it when it ends there
    reviewed = session.record
    session.close()
    history_id = store.add_finished(reviewed)
    found = decisions(reviewed, 0)
    entries = review(found, 0, reviewed.meta["seed"], seconds=None, max_iterations=150)
    store.save_review(history_id, 0, {"decisions": list(entries)})


def render(out: Path, langs=LANGS) -> list[Path]:
    temp = _isolate()
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from caramba_desktop.app import make_application
    from caramba_desktop.session.journal import rewrite
    from caramba_desktop.ui import language, paths
    from caramba_desktop.ui.main_window import MainWindow
    from caramba_desktop.ui.scene import set_animation_speed

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      os.path.join(temp.name, "settings"))
    app = make_application([])
    app.setStyle("Fusion")  # the same look on every machine that renders the pictures
    set_animation_speed(0)
    games = positions()
    # the start page offers each game's Continue: every table waits
    for game_id in ("caramba", *(game for game, _, _ in OTHER_TABLES)):
        rewrite(paths.new_journal_path(game_id), games[game_id])
    keep_history(games["gameover"])
    written = []
    for lang in langs:
        if not language.install(app, lang, remember=False):
            print(f"warning: no translations for {lang}; run `make translations`",
                  file=sys.stderr)
        window = MainWindow()
        window.session_kwargs = {"step_delay_ms": 0, "chance_delay_ms": 0}
        window.resize(*SIZE)
        window.show()
        _settle(app)
        written.append(_save(window, out / f"start_{lang}.png"))
        written += _shots(app, window, out, lang, games)
        window.close()
        window.deleteLater()
        _settle(app, 10)
    QApplication.processEvents()
    temp.cleanup()
    return written


def _play_tutorial_to(app, page, step: int) -> None:
    """Play the tutorial on `page` with its asked moves (and where the player plays
    freely, moves drawn from a fixed seed) until step `step` is shown (an auction's
    result on the way is read and closed)."""
    guide, session = page.guide, page.session
    free_moves = random.Random(1)
    for _ in range(20000):
        _settle(app, 5)
        if getattr(page.view, "result_shown", lambda: False)():
            page.view.cancel_pending()
        if not guide.callout.isVisible():
            continue
        if guide.step_index == step and not guide.playing_freely():
            _settle(app, 400)  # the bubble follows the items to their places
            return
        if guide.playing_freely():
            if session.legal_actions():
                page.view.actionChosen.emit(free_moves.choice(session.legal_actions()))
        elif guide.current_step().asks:
            if session.legal_actions():
                page.view.actionChosen.emit(guide.progress.expected(session.position))
        else:
            guide.next()
    raise RuntimeError(f"the tutorial of {session.game.id} never reached step {step}")


def _show(app, window, record) -> None:
    from caramba_desktop.session.session import GameSession

    window._show_session(GameSession.from_record(record, step_delay_ms=0, chance_delay_ms=0),
                         None)
    _settle(app, 120)


def _shots(app, window, out: Path, lang: str, games: dict) -> list[Path]:
    """Every picture but the start page, in one language."""
    from PySide6.QtWidgets import QPushButton

    from caramba_desktop.engine.record import GameRecord

    shots = []
    window.new_game("caramba")
    _settle(app)
    if window.keep_question is not None:  # Caramba! waits on its card: the player keeps it
        window.keep_question.findChild(QPushButton, "keepButton").click()
        _settle(app)
    shots.append(_save(window.new_game_dialog, out / f"newgame_{lang}.png"))
    window.new_game_dialog.reject()
    for name, record in games.items():
        _show(app, window, record)
        if name == "cabo_round":  # the last round's result over the table
            window.game_window.view.stage.get(("button", "sheet")).click()
            _settle(app)
        shots.append(_save(window, out / f"{name}_{lang}.png"))

    # two humans: the hand-off cover before the second one's move
    record = games["caramba"]
    meta = dict(record.meta)
    meta["seats"] = [dict(s, kind="human") if i < 2 else s for i, s in enumerate(meta["seats"])]
    _show(app, window, GameRecord(record.game_id, record.num_players, record.options,
                                  record.actions, meta))
    window.game_window.cover.show_for(NAMES[1], "#2f63b8")
    _settle(app)
    shots.append(_save(window, out / f"handoff_{lang}.png"))

    window.show_games_played()  # the history: the games played, their numbers, a review
    while window.games_played_dialog.reading:  # the list is read on a thread of its own
        _settle(app)
    _settle(app)
    shots.append(_save(window.games_played_dialog, out / f"games_{lang}.png"))
    window.games_played_dialog.close()
    window.show_statistics()
    window.statistics_dialog.set_player("Pancho")
    while window.statistics_dialog.reading:  # the games are read on a thread of their own
        _settle(app)
    _settle(app)
    shots.append(_save(window.statistics_dialog, out / f"statistics_{lang}.png"))
    window.statistics_dialog.close()
    store = window.history.store
    history_id = next(game.id for game in store.games("caramba") if store.review(game.id, 0))
    window.replay_record(store.record(history_id), history_id)
    window.reading.wait()
    replay = window.replay_window
    # the decision the strongest level liked least, with its explanation
    worst = min(replay.review.result["decisions"],
                key=lambda entry: entry["played_share"] - entry["best_share"])
    replay.step_to_move(worst["index"])
    _settle(app, 120)
    shots.append(_save(window, out / f"review_{lang}.png"))
    window.leave_replay()

    window.show_rules("caramba")
    _settle(app)
    rules = window._rules_dialogs["caramba"]
    rules.resize(*SIZE)
    _settle(app)
    shots.append(_save(rules, out / f"rules_{lang}.png"))
    rules.close()

    for game_id, step in TUTORIAL_STEPS.items():  # Learn to play: a callout at work
        window.start_tutorial(game_id)
        _play_tutorial_to(app, window.game_window, step)
        shots.append(_save(window, out / f"tutorial_{game_id}_{lang}.png"))
    return shots


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/screenshots", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGS,
                        help="only this language (repeatable)")
    args = parser.parse_args(argv)
    render(args.out, tuple(args.lang or LANGS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
