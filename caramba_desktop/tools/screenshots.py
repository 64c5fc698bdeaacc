"""Render the app offscreen at 1280 x 800 in every language (`make screenshots`).

    python -m caramba_desktop.tools.screenshots [--out docs/screenshots] [--extra]

Writes start_<lang>.png (the start page, a game of each waiting to be continued)
and caramba_<lang>.png (Caramba! in mid-game: four players, one human viewer,
a few rounds played by the bots from a fixed seed, so hands, bids, unsecured
and secured crates all show), and in English cabo_en, caravan_en and
mina_en.png (the other tables, the human to move after some moves of the
bots; --extra renders them in every language), and tutorial_<game>_en.png (a
step of each game's Learn to play, in every language with --extra). --extra also renders the new-game dialog, the
hand-off cover and the end screen (to look at, not for the README).

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
NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio"]
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
    from caramba_desktop.engine.record import GameRecord

    actions = bot_game(game_id, players, seed,
                       stop=lambda state, done: state.current_player == human
                       and len(done) >= moves)
    meta = {"seats": [{"name": NAMES[i], "level": "normal",
                       "kind": "human" if i == human else "computer"}
                      for i in range(players)], "seed": seed}
    return GameRecord(game_id, players, {}, actions, meta)


def _telling(obs: dict, me: int) -> bool:
    seats = obs["players"]
    bidders = sum(1 for s in seats if any(s["bids"].values()))
    return (obs["phase"] == "auction" and obs["round"] >= 3 and bidders >= 2
            and sum(1 for s in seats if s["unsecured"]) >= 2
            and sum(1 for s in seats if s["secured_count"]) >= 2
            and seats[me]["hand_count"] >= 4 and len(obs["centre"]) >= 3)


def _settle(app, ms: int = 60) -> None:
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def _save(widget, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not widget.grab().save(str(path)):
        raise OSError(f"cannot write {path}")
    print(path)


def render(out: Path, langs=LANGS, extra: bool = False) -> list[Path]:
    temp = _isolate()
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from caramba_desktop.app import make_application
    from caramba_desktop.session.journal import rewrite
    from caramba_desktop.session.session import GameSession
    from caramba_desktop.ui import language, paths
    from caramba_desktop.ui.main_window import MainWindow
    from caramba_desktop.ui.scene import set_animation_speed

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      os.path.join(temp.name, "settings"))
    app = make_application([])
    app.setStyle("Fusion")  # the same look on every machine that renders the pictures
    set_animation_speed(0)
    record = midgame_record()
    # the start page offers each game's Continue: Caramba! and the other tables wait
    rewrite(paths.new_journal_path(record.game_id), record)
    for game_id, players, moves in OTHER_TABLES:
        rewrite(paths.new_journal_path(game_id), table_record(game_id, players, moves))
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
        path = out / f"start_{lang}.png"
        _save(window, path)
        written.append(path)

        session = GameSession.from_record(record, step_delay_ms=0, chance_delay_ms=0)
        window._show_session(session, None)
        _settle(app, 120)
        path = out / f"caramba_{lang}.png"
        _save(window, path)
        written.append(path)
        for game_id, players, moves in (OTHER_TABLES if lang == "en" or extra else ()):
            other = GameSession.from_record(table_record(game_id, players, moves),
                                            step_delay_ms=0, chance_delay_ms=0)
            window._show_session(other, None)
            _settle(app, 120)
            path = out / f"{game_id}_{lang}.png"
            _save(window, path)
            written.append(path)
        for game_id, step in (TUTORIAL_STEPS.items() if lang == "en" or extra else ()):
            window.start_tutorial(game_id)
            _play_tutorial_to(app, window.game_window, step)
            path = out / f"tutorial_{game_id}_{lang}.png"
            _save(window, path)
            written.append(path)
        if extra:
            written += _extra_shots(app, window, out, lang, record)
        window.close()
        window.deleteLater()
        _settle(app, 10)
    QApplication.processEvents()
    temp.cleanup()
    return written


def _play_tutorial_to(app, page, step: int) -> None:
    """Play the tutorial on `page` with its asked moves until step `step` is shown
    (an auction's result on the way is read and closed)."""
    guide, session = page.guide, page.session
    asked = guide.tutorial.asked_moves()
    for _ in range(5000):
        _settle(app, 5)
        if getattr(page.view, "result_shown", lambda: False)():
            page.view.cancel_pending()
        if not guide.callout.isVisible():
            continue
        if guide.step_index == step:
            _settle(app, 400)  # the bubble follows the items to their places
            return
        if guide.current_step().asks:
            made = sum(1 for entry in session.log() if entry.actor == 0)
            page.view.actionChosen.emit(session.game.action_from_json(asked[made][1]))
        else:
            guide.next()
    raise RuntimeError(f"the tutorial of {session.game.id} never reached step {step}")


def _extra_shots(app, window, out: Path, lang: str, record) -> list[Path]:
    """The new-game dialog, the hand-off cover, a human's choice pending, the end screen."""
    from caramba_desktop.engine.record import GameRecord
    from caramba_desktop.session.session import GameSession

    shots = []
    window.new_game("caramba")
    _settle(app)
    dialog = window.new_game_dialog
    path = out / f"extra_newgame_{lang}.png"
    _save(dialog, path)
    shots.append(path)
    dialog.reject()

    # the pending treasure choice of a two-treasure card
    view = window.game_window.view
    hand = [k for k in view.stage.keys() if k[0] == "hand" and "/" in k[2]]
    if hand:
        view.stage.get(hand[0]).click()
        _settle(app)
        path = out / f"extra_choice_{lang}.png"
        _save(window, path)
        shots.append(path)

    # two humans: the hand-off cover
    meta = dict(record.meta)
    meta["seats"] = [dict(s, kind="human") if i < 2 else s for i, s in enumerate(meta["seats"])]
    two = GameRecord(record.game_id, record.num_players, record.options, record.actions, meta)
    session = GameSession.from_record(two, step_delay_ms=0, chance_delay_ms=0)
    window._show_session(session, None)
    _settle(app)
    if session.handoff_pending is None:
        window.game_window.cover.show_for(NAMES[0], "#8e3b26")
    _settle(app)
    path = out / f"extra_handoff_{lang}.png"
    _save(window, path)
    shots.append(path)

    # the end screen: play the record on to the end with bots
    session = GameSession.from_record(_finished(record), step_delay_ms=0, chance_delay_ms=0)
    window._show_session(session, None)
    _settle(app, 150)
    path = out / f"extra_end_{lang}.png"
    _save(window, path)
    shots.append(path)
    window.game_window.end_panel.lift()
    _settle(app)
    path = out / f"extra_endtable_{lang}.png"
    _save(window, path)
    shots.append(path)
    return shots


def _finished(record):
    from caramba_desktop.engine.record import GameRecord

    actions = bot_game(record.game_id, record.num_players, 7, record.actions)
    return GameRecord(record.game_id, record.num_players, record.options, actions, record.meta)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs/screenshots", type=Path)
    parser.add_argument("--lang", action="append", choices=LANGS,
                        help="only this language (repeatable)")
    parser.add_argument("--extra", action="store_true",
                        help="also the new-game dialog, hand-off cover and end screen")
    args = parser.parse_args(argv)
    render(args.out, tuple(args.lang or LANGS), args.extra)
    return 0


if __name__ == "__main__":
    sys.exit(main())
