"""The main window: the start page and the game screen, with the menus.

The start page (ui/start_page.py) lists the four games, each with a
"Continue" for its unfinished games. A game runs on a GameWindow page
(ui/game_window.py); every game started or opened here writes a journal of
its own (ui/paths.py), so leaving, starting another game, closing the window,
a crash or a power cut loses nothing: the game waits on its card. Only the
player throws one away: a new game of the same game first asks whether to
keep the unfinished one. A finished game's journal is moved aside, so
"Continue" only ever offers unfinished games. Continue, Open and Replay read and
replay their file on a thread of their own (ui/opening.py, ui/reading.py): the game
shows a moment later, and the window never freezes meanwhile.

Every finished game is kept in the games played (ui/history_keeper.py), which
the Game menu and the start page open, with their statistics.

Menus: Game (New, Continue, Open, Save as, Games played, Statistics, Undo,
Leave, Settings, Quit),
Language (Deutsch, Français, Svenska, English: switches live), Help (Rules,
About). Every text is set again on a LanguageChange (retranslate()).
"""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from caramba_desktop import meta
from caramba_desktop.engine import registry
from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.tutorial import tutorial_for, tutorial_games
from caramba_desktop.session.gui_relay import when_done
from caramba_desktop.ui import game_views, language, paths, settings
from caramba_desktop.ui.game_views import game_title
from caramba_desktop.ui.opening import GameFiles, shown_file_name
from caramba_desktop.ui.reading import Reader
from caramba_desktop.ui.start_gate import StartGate
from caramba_desktop.ui.start_page import (
    StartPage,
    UnfinishedGame,
    game_progress,
    unfinished_summary,
)

if TYPE_CHECKING:
    import concurrent.futures

    from caramba_desktop.session.session import GameSession, Seat
    from caramba_desktop.ui.new_game import NewGameConfig, NewGameDialog

log = logging.getLogger(__name__)


# what the event loop, the games played and a game's start need: loaded once the start
# page is painted (app.run), while it answers
START_MODULES = ("asyncio", "qasync", "caramba_desktop.ui.history_keeper",
                 "caramba_desktop.session.session", "caramba_desktop.session.bot_pool",
                 "caramba_desktop.ui.scene.animation", "caramba_desktop.ui.new_game")


def table_modules(game_id: str) -> tuple[str, ...]:
    """What a game screen of `game_id` needs: its rules, its words and its table."""
    view_module = game_views.VIEW_CLASSES[game_id].partition(":")[0]
    return (registry.GAME_MODULES[game_id], f"caramba_desktop.games.{game_id}.texts",
            view_module)


def settle_memory(full: bool = False) -> None:
    """Freeze what lives now, so no long sweep interrupts the game that follows.

    A game screen opens: the young generations are collected (a few ms), then the
    survivors frozen. The full collection (unfreeze, collect, freeze: 70-200 ms for a
    long game on a busy computer) would freeze the opening window; it is `full`, when
    the player is back on the start page, and gives back the frozen garbage of the
    games left since (16 000 objects for a long game)."""
    if full:
        gc.unfreeze()
        gc.collect()
    else:
        gc.collect(1)
    gc.freeze()


# ----- the window ------------------------------------------------------------------


class MainWindow(QMainWindow, GameFiles):
    sessionShown = Signal(object)  # a GameSession is on the table, about to start
    GEOMETRY_KEY = "mainWindow/geometry"
    # the smallest window: every text of the tables, panels and dialogs fits from here
    # on in all four languages (tests/ui/test_text_fit.py)
    MINIMUM_SIZE = (1024, 560)
    USUAL_SIZE = (1280, 800)
    FRAME_ALLOWANCE = 40  # the title bar above the window, which the screen must hold too

    def __init__(self, parent: QWidget | None = None, finish_start: bool = True) -> None:
        """With `finish_start` False the caller calls finish_start() once the window
        is painted: the start page shows before the games played and the journals
        are read (and before the code that needs)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(meta.APP_NAME)
        self.setMinimumSize(*self.MINIMUM_SIZE)
        # extra GameSession arguments (tests and tools: delays 0, an executor)
        self.session_kwargs: dict = {}
        self.game_window = None  # the GameWindow page while a game is shown
        self.replay_window = None  # the ReplayWindow page while a replay is shown
        self.last_message: QMessageBox | None = None
        self.keep_question: QMessageBox | None = None  # keep the unfinished game?
        self.unsaved_question: QMessageBox | None = None  # play on without saving?
        self.new_game_dialog: NewGameDialog | None = None
        self.settings_dialog = None
        self.games_played_dialog = None
        self.statistics_dialog = None
        self._rules_dialogs: dict = {}
        self._journal_path: Path | None = None  # the autosave of the game shown
        # games are read and replayed on a thread of their own (ui/reading.py)
        self.reading = Reader(self)
        self.reading.listed.connect(self._show_unfinished)
        self.reading.busyChanged.connect(self._update_actions)
        self._listed_once = False
        self._continue_when_listed = False  # Continue asked before the games were listed
        self.start_gate = StartGate()  # what needs finish_start() waits for it
        wait = self.start_gate.guarded

        self.stack = QStackedWidget(self)
        self.start_page = StartPage(self.stack)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        sp = self.start_page
        sp.newGameRequested.connect(wait(self.new_game))
        sp.rulesRequested.connect(self.show_rules)
        sp.tutorialRequested.connect(wait(self.start_tutorial))
        sp.continueRequested.connect(wait(self.continue_game))
        sp.openRequested.connect(wait(self.open_game))
        sp.settingsRequested.connect(self.show_settings)
        sp.gamesPlayedRequested.connect(wait(self.show_games_played))
        sp.statisticsRequested.connect(wait(self.show_statistics))
        sp.aboutRequested.connect(self.show_about)

        self._make_menus()
        self.retranslate()
        self._restore_geometry()
        if finish_start:
            self.finish_start()

    def load_start_modules(self) -> concurrent.futures.Future:
        """Load what finish_start() needs on the reading thread (done: call it)."""
        return self.reading.load(START_MODULES)

    def finish_start(self) -> None:
        """Open the games played, offer Continue for the unfinished games, and get the
        computers and the tables ready; then do what the player asked meanwhile."""
        from caramba_desktop.ui.history_keeper import HistoryKeeper

        # a data folder that cannot be made or written: said once, and play goes on
        self.writing_problem = paths.writing_problem()
        self.history = HistoryKeeper(self.warn, say_unkept=self.writing_problem is None)
        if self.writing_problem is not None:
            self._say_nothing_is_kept(self.writing_problem)
        self.refresh_continue()  # moves a finished game a crash left behind aside
        # once the unfinished games are listed, the tables' code loads, a game at a time,
        # off the window's thread, and the bot processes start: the first game then
        # opens without a pause for imports, and its first computer move waits for no
        # process start
        self.reading.draw_table_grain()
        self._load_in_turn([("caramba_desktop.ui.game_window",),
                            *map(table_modules, game_views.playable_games())])
        QTimer.singleShot(250, self._warm_up_bots)
        self.start_gate.open()

    def _load_in_turn(self, groups: list[tuple[str, ...]]) -> None:
        """Load the modules of `groups` on the reading thread, a group once the one before
        is loaded: a game the player asks to read meanwhile waits for one group at most."""
        if not groups:
            # what is loaded now lives as long as the app: keep it out of the garbage
            # collector's full sweeps, which would otherwise pause the table for 20-40 ms
            gc.freeze()
            return

        def loaded(me: MainWindow, done: concurrent.futures.Future) -> None:
            if done.exception() is not None:  # a half-built game must not stop the app
                log.warning("cannot load %s: %s", groups[0][-1], done.exception())
            me._load_in_turn(groups[1:])

        when_done(self.reading.load(groups[0]), self, loaded)

    # ----- menus ---------------------------------------------------------------------

    def _action(self, shortcut: str | None, slot) -> QAction:
        action = QAction(self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda checked=False: slot())
        return action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        wait = self.start_gate.guarded
        self.new_action = self._action("Ctrl+N", wait(self.new_game))
        self.continue_action = self._action(None, wait(self.continue_game))
        self.open_action = self._action("Ctrl+O", wait(self.open_game))
        self.save_action = self._action("Ctrl+S", self.save_game_as)
        self.replay_action = self._action("Ctrl+R", wait(self.replay_game))
        self.games_played_action = self._action(None, wait(self.show_games_played))
        self.statistics_action = self._action(None, wait(self.show_statistics))
        self.undo_action = self._action("Ctrl+Z", self.undo)
        self.leave_action = self._action(None, self.leave_game)
        self.settings_action = self._action("Ctrl+,", self.show_settings)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = self._action("Ctrl+Q", self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for action in (self.new_action, self.continue_action, self.open_action,
                       self.save_action, self.replay_action, None, self.games_played_action,
                       self.statistics_action, None, self.undo_action, self.leave_action, None,
                       self.settings_action, None, self.quit_action):
            if action is None:
                self.game_menu.addSeparator()
            else:
                self.game_menu.addAction(action)
        self.game_menu.aboutToShow.connect(self._update_actions)

        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, native in language.LANGUAGES.items():
            action = QAction(native, self)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda checked=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        self.help_menu = bar.addMenu("")
        self.rules_action = self._action("F1", self.show_rules)
        self.about_action = self._action(None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.rules_action)
        self.tutorial_menu = self.help_menu.addMenu("")
        self.tutorial_actions: dict[str, QAction] = {}
        for game_id in tutorial_games():
            action = QAction(self)
            action.triggered.connect(
                lambda checked=False, g=game_id: self.start_gate.guarded(self.start_tutorial)(g))
            self.tutorial_menu.addAction(action)
            self.tutorial_actions[game_id] = action
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self._update_actions()

    def _update_actions(self) -> None:
        in_game = self.game_window is not None
        session = self.session
        self.save_action.setEnabled(in_game)
        self.leave_action.setEnabled(in_game)
        self.undo_action.setEnabled(bool(session is not None and session.can_undo()))
        tip = ""  # the menu item says why it is not offered, as the button does
        if session is not None:
            from caramba_desktop.ui.game_window import undo_tip

            tip = undo_tip(session)
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
        reading = self.reading.busy  # one game is read at a time
        self.continue_action.setEnabled(
            not in_game and not reading and bool(self.start_page.unfinished))
        self.open_action.setEnabled(not reading)
        self.replay_action.setEnabled(not reading)
        self.start_page.set_reading(reading)
        for code, action in self.language_actions.items():
            action.setChecked(code == language.current_language())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        # a translator was installed or removed: the language changed, live
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.continue_action.setText(translate("MainWindow", "&Continue the last game"))
        self.open_action.setText(translate("MainWindow", "&Open…"))
        self.save_action.setText(translate("MainWindow", "&Save as…"))
        self.replay_action.setText(translate("MainWindow", "&Replay…"))
        self.replay_action.setToolTip(translate(
            "MainWindow", "Watch a finished or saved game again, move by move"))
        self.games_played_action.setText(translate("MainWindow", "Games &played…"))
        self.statistics_action.setText(translate("MainWindow", "Stat&istics…"))
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.leave_action.setText(translate("MainWindow", "&Leave the game"))
        self.settings_action.setText(translate("MainWindow", "Se&ttings…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.tutorial_menu.setTitle(translate("MainWindow", "&Learn to play"))
        for game_id, action in self.tutorial_actions.items():
            action.setText(game_title(game_id))
        self.about_action.setText(translate("MainWindow", "&About {app}").format(app=meta.APP_NAME))
        self._update_actions()
        for dialog in list(self._rules_dialogs.values()):
            dialog.set_language(language.current_language())

    # ----- state -----------------------------------------------------------------------

    @property
    def session(self) -> GameSession | None:
        return self.game_window.session if self.game_window is not None else None

    def _session_kwargs(self) -> dict:
        from caramba_desktop.session import bot_pool

        kwargs = {"step_delay_ms": settings.step_delay_ms(),
                  "chance_delay_ms": min(120, settings.step_delay_ms())}
        kwargs.update(self.session_kwargs)
        if "executor" not in kwargs:  # the bots think in their own process (no GIL shared)
            kwargs["executor"] = bot_pool.process_executor()
        return kwargs

    def _say_nothing_is_kept(self, exc: OSError) -> None:
        translate = QCoreApplication.translate
        self.warn(translate("MainWindow", "Autosave is not possible"),
                  translate("MainWindow", "Nothing can be written in the folder “{folder}”: "
                            "{reason}. The games are not saved as they are played, and the "
                            "games played are not kept; you can play as usual.").format(
                      folder=escape_controls(str(paths.chosen_data_dir())),
                      reason=exc.strerror or str(exc)), str(exc))

    def _warm_up_bots(self) -> None:
        """Start the bot processes, if they are not running (they are kept between games)."""
        from caramba_desktop.session import bot_pool

        if "executor" not in self.session_kwargs:
            bot_pool.warm_up()

    def _unfinished_in_play(self) -> bool:
        session = self.session
        return session is not None and not session.is_over()

    def _table_game(self) -> UnfinishedGame | None:
        """The unfinished game on the table, if it is autosaved (else nothing keeps it)."""
        session = self.session
        if not self._unfinished_in_play() or self._journal_path is None:
            return None
        return UnfinishedGame(session.game.id, [seat.name for seat in session.seats],
                              game_progress(session.observation(None)),
                              len(session.record.actions), QDateTime.currentDateTime(),
                              self._journal_path)

    def _waiting_game(self, game_id: str) -> UnfinishedGame | None:
        """The unfinished game of `game_id` a new one would follow: the one on the
        table, else the last one played."""
        if self._unfinished_in_play() and self.game_window.game_id == game_id:
            return self._table_game()
        return next((game for game in self.start_page.unfinished if game.game_id == game_id),
                    None)

    def _ask_keep_then(self, game_id: str, then: Callable[[Path | None], object]) -> None:
        """Run `then(discard)` once the player said what becomes of the unfinished game
        of `game_id` (discard: its journal, to be thrown away; None: keep it). Without
        one, at once; Cancel: never."""
        waiting = self._waiting_game(game_id)
        if waiting is None:
            then(None)
            return
        translate = QCoreApplication.translate
        box = self._question(
            "keepQuestion", translate("MainWindow", "Keep the unfinished game?"),
            translate("MainWindow", "Your game of {game} is not finished: {summary}.").format(
                game=game_title(game_id), summary=unfinished_summary(waiting)),
            translate("MainWindow", "Keep it to continue it later from its card on the start "
                      "page, or discard it for good."))
        keep = box.addButton(translate("MainWindow", "Keep it"),
                             QMessageBox.ButtonRole.AcceptRole)
        keep.setObjectName("keepButton")
        discard = box.addButton(translate("MainWindow", "Discard it"),
                                QMessageBox.ButtonRole.DestructiveRole)
        discard.setObjectName("discardButton")
        box.setDefaultButton(keep)

        def answered(button) -> None:
            if button is keep:
                then(None)
            elif button is discard:
                then(waiting.path)

        box.buttonClicked.connect(answered)
        self.keep_question = box
        box.open()

    def _question(self, name: str, title: str, text: str, informative: str) -> QMessageBox:
        """A question that does not block, with Cancel (Escape); the caller adds its
        answers. Plain text: it may name players and files."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName(name)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(informative)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setEscapeButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        return box

    def warn(self, title: str, text: str, detail: str = "") -> QMessageBox:
        """A message that does not block (tests read `last_message`)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("warningMessage")
        box.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a file's name
        if detail:
            box.setDetailedText(escape_controls(detail))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.last_message = box
        box.open()
        return box

    # ----- starting and leaving games -----------------------------------------------

    def new_game(self, game_id: str | None = None) -> None:
        """Open the new-game dialog for `game_id` (default: the game shown, or the first),
        after asking what becomes of the unfinished game of the same game."""
        if not game_id:
            game_id = self.game_window.game_id if self.game_window else None
        if not game_id or not game_views.is_playable(game_id):
            game_id = game_views.playable_games()[0]
        self._warm_up_bots()  # while the players are seated
        self._ask_keep_then(game_id, lambda discard: self._open_new_game_dialog(game_id, discard))

    def _open_new_game_dialog(self, game_id: str, discard: Path | None) -> None:
        from caramba_desktop.ui.new_game import NewGameDialog

        dialog = NewGameDialog(registry.game(game_id), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(lambda: self._start(dialog.result_config(), discard))
        self.new_game_dialog = dialog
        dialog.open()

    def start_config(self, config: NewGameConfig, confirm: bool = True) -> GameSession | None:
        """Start the game `config` describes, autosaved in a journal of its own.

        `confirm`: first ask what becomes of an unfinished game of the same game; the
        game then starts once the player answered (None is returned meanwhile)."""
        if confirm and self._waiting_game(config.game_id) is not None:
            self._ask_keep_then(config.game_id, lambda discard: self._start(config, discard))
            return None
        return self._start(config, None)

    def _start(self, config: NewGameConfig, discard: Path | None) -> GameSession:
        from caramba_desktop.session.session import GameSession

        self._close_game()  # it stays in its journal, unless the player discards it
        if discard is not None:
            self._discard(discard)
        def make(journal: Path | None) -> GameSession:
            return GameSession(config.game_id, config.seats, config.options, config.seed,
                               journal_path=journal and str(journal), **self._session_kwargs())

        path = session = None
        if self.writing_problem is None:  # else it was said once, at the start
            try:
                path = paths.new_journal_path(config.game_id)
                session = make(path)
            except OSError as exc:
                translate = QCoreApplication.translate
                self.warn(translate("MainWindow", "Autosave is not possible"),
                          translate("MainWindow", "The game cannot be saved as it is played; "
                             "it starts anyway."), str(exc))
                path = None
        if session is None:
            session = make(None)
        self._show_session(session, path)
        return session

    def start_tutorial(self, game_id: str) -> GameSession:
        """A guided first game of `game_id` (engine/tutorial.py) against the computers of
        its fixed deal. It is not autosaved: it can always be started again."""
        from caramba_desktop.session.session import GameSession, Seat

        tutorial = tutorial_for(game_id)
        self._close_game()
        # a name, not "You": the log speaks of every player alike ("Rosita bids 4")
        player = QCoreApplication.translate("NewGameDialog", "Rosita")
        seats = [Seat(player, "human"), *computer_seats(list(tutorial.names))]
        session = GameSession(game_id, seats, tutorial.options, tutorial.deal,
                              **self._session_kwargs())
        self._show_session(session, None, tutorial)
        return session

    def _discard(self, journal: Path) -> None:
        """Throw an unfinished game away, as the player asked."""
        try:
            journal.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot discard %s: %s", journal, exc)

    def play_again(self, same_deal: bool = False) -> None:
        """The same seats and options, a new deal (or the same one: `same_deal`)."""
        session = self.session
        if session is None:
            return
        from caramba_desktop.ui.new_game import NewGameConfig

        config = NewGameConfig(session.game.id, list(session.seats),
                               dict(session.record.options),
                               session.seed if same_deal else None)
        self.start_config(config, confirm=False)

    def save_game_as(self, path: str | None = None) -> bool:
        session = self.session
        if session is None:
            return False
        translate = QCoreApplication.translate
        if not path:
            dialog = self.save_dialog()
            if not dialog.exec() or not dialog.selectedFiles():
                return False
            path = paths.with_save_suffix(dialog.selectedFiles()[0])
        try:
            session.save(path)
        except OSError as exc:
            self.warn(translate("MainWindow", "The game could not be saved"),
                      translate("MainWindow", "“{file}” could not be written: {reason}").format(
                          file=shown_file_name(path), reason=exc.strerror or str(exc)),
                      str(exc))
            return False
        QSettings().setValue("files/folder", str(Path(path).parent))
        if self.game_window is not None:
            self.game_window.show_note(translate("MainWindow", "Saved as “{file}”").format(
                file=os.path.basename(path)))
        return True

    def save_dialog(self) -> QFileDialog:
        """The Save as dialog for the game shown, not yet open. It says what a save
        holds; the name it suggests tells nothing of the deal."""
        translate = QCoreApplication.translate
        session = self.session
        name = (f"{session.game.id}-"
                f"{QDateTime.currentDateTime().toString('yyyy-MM-dd-HHmm')}{paths.SAVE_SUFFIX}")
        dialog = QFileDialog(self, translate("MainWindow", "Save the game as"),
                             paths.save_folder(QSettings().value("files/folder")),
                             translate("MainWindow", "Saved games (*{suffix});;All files (*)"
                                       ).format(suffix=paths.SAVE_SUFFIX))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # a system dialog takes no note
        dialog.selectFile(name)
        note = QLabel(translate("MainWindow", "A saved game holds every card, the hidden ones "
                                "too, so that it can be continued and replayed."), dialog)
        note.setObjectName("saveNote")
        note.setWordWrap(True)
        grid = dialog.layout()
        if isinstance(grid, QGridLayout):
            grid.addWidget(note, grid.rowCount(), 0, 1, grid.columnCount())
        return dialog

    def undo(self) -> None:
        if self.game_window is not None:
            self.game_window.undo()

    def leave_game(self) -> None:
        """Back to the start page; an unfinished game stays in the autosave, and its
        card offers it at once (it is known: its journal is not read again)."""
        left = self._table_game()
        self._close_game()  # its journal is complete now
        if left is not None:
            self.reading.know(left)
            self.start_page.put_first(left)
        self.stack.setCurrentWidget(self.start_page)
        self.refresh_continue()
        self._update_actions()
        QTimer.singleShot(0, lambda: settle_memory(full=True))  # once the page is shown

    def _show_session(self, session: GameSession, journal: Path | None,
                      tutorial=None) -> None:
        from caramba_desktop.ui.game_window import GameWindow

        self.reading.forget_read()  # a game read meanwhile would not replace this one
        self._close_replay()
        page = GameWindow(session, self.stack)
        if tutorial is not None:
            page.start_tutorial(tutorial)
        page.leaveRequested.connect(self.leave_game)
        page.newGameRequested.connect(self.new_game)
        page.playAgainRequested.connect(self.play_again)
        page.playDealAgainRequested.connect(lambda: self.play_again(same_deal=True))
        page.rulesRequested.connect(self.show_rules)
        page.replayRequested.connect(self.replay_game)
        page.gameFinished.connect(self._game_finished)
        self._journal_path = journal
        self.game_window = page
        # the menu's Undo (Ctrl+Z) follows the game, not only the opening of the menu
        for signal in (session.actionApplied, session.stateReset, session.turnChanged,
                       session.viewerChanged, session.gameOver, session.undoChanged):
            signal.connect(lambda *_: self._update_actions())
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._update_actions()
        settle_memory()
        self.sessionShown.emit(session)
        page.start()

    def _game_finished(self, result) -> None:
        """Keep the finished game in the games played, and its journal aside, so Continue
        offers unfinished games only (a crash in between: keep_left_finished)."""
        session = self.session
        if session is None:
            return
        session.close()  # closes the journal file
        outcome = (result.scores, result.winners) if result is not None else None
        history_id = self.history.keep(session.record, outcome)
        form = self.history.recent_form(history_id, session.game.id)
        if form is not None and self.game_window is not None:
            self.game_window.end_panel.set_recent_form(form, session.game.id)
        journal, self._journal_path = self._journal_path, None
        if journal is not None and journal.exists():
            try:
                os.replace(journal, paths.finished_path())
            except OSError as exc:
                log.warning("cannot move %s aside: %s", journal, exc)
        self.refresh_continue()

    def _close_game(self) -> None:
        page, self.game_window = self.game_window, None
        if page is not None:
            self._remove_page(page)
            self._journal_path = None

    def _remove_page(self, page: QWidget) -> None:
        """Take a game or replay page off the stack, its work stopped."""
        page.shutdown()
        self.stack.removeWidget(page)
        page.deleteLater()

    # ----- dialogs ------------------------------------------------------------------------

    def show_games_played(self) -> None:
        from caramba_desktop.ui.games_played import GamesPlayedDialog

        dialog = GamesPlayedDialog(self.history.store, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.loaded.connect(self.history.report_moved_aside)  # reading found it damaged
        self.games_played_dialog = dialog
        dialog.open()

    def show_statistics(self) -> None:
        from caramba_desktop.ui.statistics import StatisticsDialog

        dialog = StatisticsDialog(self.history.store, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.statistics_dialog = dialog
        dialog.open()
        self.history.report_moved_aside()

    def show_settings(self) -> None:
        from caramba_desktop.ui.settings import SettingsDialog

        dialog = SettingsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.applied.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()

    def apply_settings(self) -> None:
        from caramba_desktop.ui.scene import set_animation_speed

        set_animation_speed(settings.animation_speed())
        session = self.session
        if session is not None:
            kwargs = self._session_kwargs()
            session.step_delay_ms = kwargs["step_delay_ms"]
            session.chance_delay_ms = kwargs["chance_delay_ms"]
        self._update_actions()

    def show_rules(self, game_id: str | None = None) -> None:
        from caramba_desktop.ui.rules_help import RulesHelpDialog

        if not game_id:
            game_id = self.game_window.game_id if self.game_window else "caramba"
        dialog = self._rules_dialogs.get(game_id)
        if dialog is None:
            dialog = RulesHelpDialog(game_id, language.current_language(), self)
            dialog.setModal(False)
            self._rules_dialogs[game_id] = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def about_text(self) -> str:
        translate = QCoreApplication.translate
        lines = [
            f"<h2>{meta.APP_NAME} {meta.VERSION}</h2>",
            "<p>{}</p>".format(translate("MainWindow", "Four tabletop games at one screen: pass "
                                  "the screen around the table, or play against the "
                                  "computer.")),
            "<p>{}<br>".format(translate("MainWindow", "The games and their designers:")),
            "<b>Caramba!</b> — Michael Schacht<br>",
            "<b>CABO</b> — Melissa Limes &amp; Mandy Henning<br>",
            "<b>Caravan</b> — Joe Huber<br>",
            "<b>Caramba! – Mina de Plata</b> — Alex Randolph</p>",
            "<p>{}</p>".format(translate("MainWindow", "This is an unofficial adaptation made by fans; "
                                  "the games belong to their designers and publishers. "
                                  "The art and the rules texts are our own.")),
            "<p>{}</p>".format(translate("MainWindow", "The rulebooks do not list every card: "
                                  "Caramba!'s band decks and the values of its crates are "
                                  "reconstructions (see the rules).")),
        ]
        return "".join(lines)

    def show_about(self) -> None:
        translate = QCoreApplication.translate
        box = QMessageBox(self)
        box.setObjectName("aboutBox")
        box.setWindowTitle(translate("MainWindow", "About {app}").format(app=meta.APP_NAME))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.about_text())
        box.setIcon(QMessageBox.Icon.NoIcon)
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.last_message = box
        box.open()

    def set_language(self, code: str) -> None:
        app = QApplication.instance()
        if app is not None:
            language.install(app, code)
        self._update_actions()

    # ----- window ----------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        geometry = QSettings().value(self.GEOMETRY_KEY)
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(self.first_size())

    def first_size(self) -> QSize:
        """The size of the very first window: the usual one where the screen has room
        for it and its frame, else as much of the screen as there is (a 1366 x 768
        laptop), never below the smallest window."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        size = QSize(*self.USUAL_SIZE)
        if screen is not None:
            room = screen.availableGeometry().size() - QSize(0, self.FRAME_ALLOWANCE)
            size = size.boundedTo(room)
        return size.expandedTo(QSize(*self.MINIMUM_SIZE))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        QSettings().setValue(self.GEOMETRY_KEY, self.saveGeometry())
        # the session stops (bots cancelled); an unfinished game stays in the autosave;
        # a game being read is not opened any more
        self.reading.drop()
        self._close_game()
        self._close_replay()
        for dialog in list(self._rules_dialogs.values()):
            dialog.close()
        super().closeEvent(event)


def computer_seats(names: list[str], level: str = "normal") -> list[Seat]:
    from caramba_desktop.session.session import Seat

    return [Seat(name, "computer", level) for name in names]
