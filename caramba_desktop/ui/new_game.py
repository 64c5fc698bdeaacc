"""The new-game dialog: who plays, humans or computers, the game's options, the deal.

    dialog = NewGameDialog(registry.game("caramba"), parent)
    if dialog.exec():
        config = dialog.result_config()   # NewGameConfig(game_id, seats, options, seed)

The number of players stays within the game's limits; every seat has a
name (unique, not empty), is a human or a computer, and a computer has a
level. The levels offered are LEVELS of ai/bots.py (older saves may name
any of its BOT_KINDS); `level_name` gives each its translated name. The game's
options come from its `options_schema` (bool: a check box, choice: a combo),
labelled by the game's texts module when it has words for them. An optional
deal number replays a deal (the session's seed); empty means a new deal.

The last configuration of each game is remembered in QSettings.
"""

from __future__ import annotations

import html
import importlib
import json
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QSettings, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.ai.bots import LEVELS
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Game
from caramba_desktop.engine.bounds import MAX_NAME_LENGTH, MAX_SEED, MAX_SEED_DIGITS, name_problem
from caramba_desktop.ui import palette
from caramba_desktop.ui.game_views import game_title
from caramba_desktop.ui.large_print import relative_font

if TYPE_CHECKING:
    from caramba_desktop.session.session import Seat

SETTINGS_GROUP = "newGame"
NAMES_KEY = f"{SETTINGS_GROUP}/names"  # the last name typed at each seat, in any game
# the games whose luck is a deal of cards: their number is a "deal"; the dice and tile
# games have no cards, so theirs is a "game number"
DEALT_GAMES = frozenset({"caramba", "cabo"})


@dataclass(frozen=True)
class NewGameConfig:
    """What the dialog chose: enough to start a GameSession."""

    game_id: str
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    seed: int | None = None  # None: a new random deal


# ----- the words the dialog shows (shared with the main window) ------------------


def levels() -> tuple[str, ...]:
    """The computer levels offered, weakest first (ai/bots.py LEVELS)."""
    return tuple(LEVELS)


def default_level() -> str:
    """The level a new computer seat starts with."""
    return "normal"


def level_name(kind: str) -> str:
    """A computer level as a player reads it."""
    names = {
        "random": QCoreApplication.translate("NewGameDialog", "Beginner"),
        "heuristic": QCoreApplication.translate("NewGameDialog", "Experienced"),
        "easy": QCoreApplication.translate("NewGameDialog", "Easy"),
        "normal": QCoreApplication.translate("NewGameDialog", "Normal"),
        "hard": QCoreApplication.translate("NewGameDialog", "Hard"),
    }
    return names.get(kind, kind.replace("_", " ").capitalize())


def level_description(kind: str) -> str:
    """What a computer level does, in a sentence (the rules help tells more)."""
    translate = QCoreApplication.translate
    descriptions = {
        "easy": translate("NewGameDialog", "Plays by rules of thumb, but one decision in four "
                                           "is a random move"),
        "normal": translate("NewGameDialog", "Plays by rules of thumb"),
        "hard": translate("NewGameDialog", "Thinks ahead, playing the game on in its head many "
                                           "times; sees only what its seat may see"),
    }
    return descriptions.get(kind, "")


def _stored_json(key: str):
    """The value kept as JSON under `key` in QSettings (None: none, or damaged)."""
    raw = QSettings().value(key)
    try:
        return json.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        return None


def default_names() -> list[str]:
    """Friendly names for new seats (the characters of the Caramba! rulebooks first)."""
    return [
        QCoreApplication.translate("NewGameDialog", "Pancho"),
        QCoreApplication.translate("NewGameDialog", "Dolores"),
        QCoreApplication.translate("NewGameDialog", "Emiliano"),
        QCoreApplication.translate("NewGameDialog", "Porfirio"),
        QCoreApplication.translate("NewGameDialog", "Rosita"),
        QCoreApplication.translate("NewGameDialog", "Pablo"),
    ]


DESIGNERS = {
    "caramba": "Michael Schacht",
    "cabo": "Melissa Limes & Mandy Henning",
    "caravan": "Joe Huber",
    "mina": "Alex Randolph",
}

# Caramba!'s seats play the four bands in this order (games/caramba/data.py BANDS).
_BANDS = tuple(palette.BAND_COLOURS)


def _texts(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    except ModuleNotFoundError:
        return None


def _norm(name: str) -> str:
    return " ".join(name.split()).casefold()


# ----- one seat ------------------------------------------------------------------


class SeatRow(QWidget):
    """One seat: colour swatch, name, human/computer toggle, computer level."""

    def __init__(self, index: int, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.game_id = game_id
        colour = palette.seat_colour(index)

        self.swatch = QLabel(str(index + 1), self)
        self.swatch.setObjectName("seatSwatch")
        self.swatch.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.swatch.setFixedSize(30, 30)
        self.swatch.setStyleSheet(
            f"#seatSwatch {{ background: {colour}; color: {palette.ink_on(colour)};"
            " border: 1px solid rgba(0, 0, 0, 90); border-radius: 15px; font-weight: bold; }"
        )

        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setMinimumWidth(150)

        self.human_button = QPushButton(self)
        self.computer_button = QPushButton(self)
        toggle = QHBoxLayout()
        toggle.setSpacing(0)
        for button in (self.human_button, self.computer_button):
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            toggle.addWidget(button)
        self.kind_group = QButtonGroup(self)
        self.kind_group.setExclusive(True)
        self.kind_group.addButton(self.human_button)
        self.kind_group.addButton(self.computer_button)
        self.human_button.setChecked(True)
        self.kind_group.buttonToggled.connect(lambda *_: self._update_level())

        self.level_combo = QComboBox(self)
        for kind in levels():
            self.level_combo.addItem(level_name(kind), kind)
        self.set_level(default_level())

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.setSpacing(10)
        layout.addWidget(self.swatch)
        layout.addWidget(self.name_edit, 1)
        layout.addLayout(toggle)
        layout.addWidget(self.level_combo)
        self._update_level()
        self.retranslate()

    # values

    @property
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def set_name(self, name: str) -> None:
        self.name_edit.setText(name)

    @property
    def kind(self) -> str:
        return "computer" if self.computer_button.isChecked() else "human"

    def set_kind(self, kind: str) -> None:
        (self.computer_button if kind == "computer" else self.human_button).setChecked(True)
        self._update_level()

    @property
    def level(self) -> str:
        return self.level_combo.currentData() or default_level()

    def set_level(self, level: str) -> None:
        index = self.level_combo.findData(level)
        self.level_combo.setCurrentIndex(
            index if index >= 0 else self.level_combo.findData(default_level())
        )

    def seat(self) -> Seat:
        from caramba_desktop.session.session import Seat

        return Seat(self.name, self.kind, self.level)

    def _update_level(self) -> None:
        self.level_combo.setEnabled(self.kind == "computer")

    # language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        number = self.index + 1
        self.human_button.setText(QCoreApplication.translate("NewGameDialog", "Human"))
        self.computer_button.setText(QCoreApplication.translate("NewGameDialog", "Computer"))
        self.human_button.setToolTip(
            QCoreApplication.translate("NewGameDialog", "A person plays this seat")
        )
        self.computer_button.setToolTip(
            QCoreApplication.translate("NewGameDialog", "The computer plays this seat")
        )
        self.level_combo.setToolTip(
            QCoreApplication.translate("NewGameDialog", "How well the computer plays")
        )
        for i in range(self.level_combo.count()):
            kind = self.level_combo.itemData(i)
            self.level_combo.setItemText(i, level_name(kind))
            # as a paragraph of rich text, Qt wraps the tooltip rather than running it off
            tip = f"<p>{html.escape(level_description(kind))}</p>"
            self.level_combo.setItemData(i, tip, Qt.ItemDataRole.ToolTipRole)
        self.name_edit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name_edit.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Name of player {number}").format(
                number=number
            )
        )
        self.level_combo.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Level of player {number}").format(
                number=number
            )
        )
        if self.game_id == "caramba" and self.index < len(_BANDS):
            band = _BANDS[self.index].capitalize()  # Bandidos, Soldados...: the box's names
            self.swatch.setToolTip(
                QCoreApplication.translate("NewGameDialog", "Plays the {band}").format(band=band)
            )
        else:
            self.swatch.setToolTip(
                QCoreApplication.translate("NewGameDialog", "Player {number}").format(number=number)
            )


# ----- the dialog ----------------------------------------------------------------


class NewGameDialog(QDialog):
    """Set up a game: players, options, deal number."""

    SCREEN_MARGIN = 80  # px of the screen's height kept for the title bar and margins

    def __init__(self, game: Game | str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = registry.game(game) if isinstance(game, str) else game
        self.setObjectName("newGameDialog")
        self.setModal(True)
        # the chosen toggle (player count, human/computer) must read at a glance
        self.setStyleSheet(
            "#newGameDialog QPushButton[checkable=\"true\"] { background: palette(button);"
            " color: palette(button-text); border: 1px solid palette(mid);"
            " padding: 5px 18px; min-width: 1.5em; }"
            "#newGameDialog QPushButton[checkable=\"true\"]:hover { border-color: #b8901c; }"
            "#newGameDialog QPushButton[checkable=\"true\"]:checked { background: #e0b325;"
            " color: #2b1a0e; border-color: #8a6a10; }"
            "#newGameDialog QPushButton[checkable=\"true\"]:focus { border: 1px solid #2b1a0e; }"
        )
        gid = self.game.id
        self._error: str | None = None

        # header
        self.heading = QLabel(self)
        self.heading.setObjectName("newGameHeading")
        relative_font(self.heading, 1.6, True)
        self.subheading = QLabel(self)
        self.subheading.setObjectName("newGameSubheading")

        # players
        self.players_box = QGroupBox(self)
        self.count_label = QLabel(self.players_box)
        self.count_group = QButtonGroup(self)
        self.count_group.setExclusive(True)
        count_row = QHBoxLayout()
        count_row.setSpacing(0)
        self.count_buttons: dict[int, QPushButton] = {}
        for n in range(self.game.min_players, self.game.max_players + 1):
            button = QPushButton(str(n), self.players_box)
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setMinimumWidth(44)
            self.count_group.addButton(button, n)
            self.count_buttons[n] = button
            count_row.addWidget(button)
        self.count_group.idToggled.connect(self._count_toggled)
        count_line = QHBoxLayout()
        count_line.addWidget(self.count_label)
        count_line.addSpacing(8)
        count_line.addLayout(count_row)
        count_line.addStretch(1)

        self.seat_rows = [SeatRow(i, gid, self.players_box) for i in range(self.game.max_players)]
        names = default_names()
        for row in self.seat_rows:
            row.set_name(names[row.index % len(names)])
            row.set_kind("human" if row.index == 0 else "computer")
            row.name_edit.textEdited.connect(self._clear_error)

        players = QVBoxLayout(self.players_box)
        players.setSpacing(6)
        players.addLayout(count_line)
        players.addSpacing(6)
        for row in self.seat_rows:
            players.addWidget(row)

        # the game's options
        self.options_box = QGroupBox(self)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        form = QFormLayout(self.options_box)
        for name, spec in self.game.options_schema.items():
            if spec.get("type") == "bool":
                widget: QWidget = QCheckBox(self.options_box)
                widget.setChecked(bool(spec.get("default")))
                form.addRow(widget)
            else:
                widget = QComboBox(self.options_box)
                for value in spec.get("choices", []):
                    widget.addItem(str(value), value)
                widget.setCurrentIndex(max(0, widget.findData(spec.get("default"))))
                label = QLabel(self.options_box)
                self.option_labels[name] = label
                form.addRow(label, widget)
            self.option_widgets[name] = widget
        self.options_box.setVisible(bool(self.option_widgets))

        # the deal
        self.deal_box = QGroupBox(self)
        self.seed_label = QLabel(self.deal_box)
        self.seed_edit = QLineEdit(self.deal_box)
        # digits (and spaces, as a copied number may bring); the value is checked on
        # Start, so a number too large is named, not silently cut
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[\d ]*"), self.seed_edit)
        )
        self.seed_edit.setMaxLength(2 * MAX_SEED_DIGITS)
        self.seed_edit.textEdited.connect(self._clear_error)
        self.seed_edit.setMaximumWidth(220)
        self.seed_label.setBuddy(self.seed_edit)
        self.seed_hint = QLabel(self.deal_box)
        self.seed_hint.setWordWrap(True)
        self.seed_hint.setEnabled(False)  # drawn dimmed: an explanation, not a control
        deal = QGridLayout(self.deal_box)
        deal.addWidget(self.seed_label, 0, 0)
        deal.addWidget(self.seed_edit, 0, 1)
        deal.setColumnStretch(2, 1)
        deal.addWidget(self.seed_hint, 1, 0, 1, 3)

        # message and buttons
        self.error_label = QLabel(self)
        self.error_label.setObjectName("newGameError")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a name
        self.error_label.setStyleSheet("#newGameError { color: #b3261e; font-weight: bold; }")
        self.error_label.hide()

        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        # a dialog taller than the screen (five seats, large print, a netbook) scrolls
        # its seats and options; the buttons stay in sight
        body = QWidget()
        body.setObjectName("newGameBody")
        content = QVBoxLayout(body)
        content.setContentsMargins(20, 18, 20, 0)
        content.setSpacing(12)
        content.addWidget(self.heading)
        content.addWidget(self.subheading)
        content.addSpacing(4)
        content.addWidget(self.players_box)
        content.addWidget(self.options_box)
        content.addWidget(self.deal_box)
        content.addWidget(self.error_label)
        content.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("newGameScroll")
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 16)
        layout.setSpacing(12)
        layout.addWidget(self.scroll, 1)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(20, 0, 20, 0)
        buttons.addWidget(self.buttons)
        layout.addLayout(buttons)

        self.set_player_count(self.game.min_players)
        self._restore()
        self.retranslate()
        self.seat_rows[0].name_edit.setFocus()

    # ----- values ----------------------------------------------------------------

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # the toggles' style sheet applies when they are first shown: fit to it then
        if not getattr(self, "_fitted", False):
            self._fitted = True
            self._fit_height()
            wanted = self.scroll.widget().sizeHint().width() + self.scroll.minimumWidth() - \
                self.scroll.widget().layout().totalMinimumSize().width()
            self.resize(max(wanted, self.width()), self.minimumHeight())
        self._fit_height()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_height()

    def _fit_height(self) -> None:
        """Keep the dialog as tall as its contents need at its width, but no taller than
        the screen (then its contents scroll). Qt's minimum for a window ignores that
        wrapped texts (the deal's hint) need more lines when narrow: the rows were
        squeezed, the last seat's number cut, and the window grew late."""
        body = self.scroll.widget().layout()
        body.activate()
        self.scroll.setMinimumWidth(body.totalMinimumSize().width()
                                    + self.scroll.verticalScrollBar().sizeHint().width())
        contents = max(body.totalMinimumSize().height(), body.totalHeightForWidth(
            self.scroll.viewport().width() or self.width()))
        screen = self.screen().availableGeometry().height() if self.screen() else contents
        self.scroll.setMinimumHeight(max(0, min(contents, screen - self.SCREEN_MARGIN
                                                - self.buttons.sizeHint().height())))
        layout = self.layout()
        layout.activate()
        needed = layout.totalMinimumSize().height()
        if self.minimumHeight() != needed:
            self.setMinimumHeight(needed)
        if self.height() < needed:
            self.resize(self.width(), needed)

    def player_count(self) -> int:
        n = self.count_group.checkedId()
        return n if n > 0 else self.game.min_players

    def set_player_count(self, n: int) -> None:
        """Choose the number of players (clamped to the game's limits)."""
        n = max(self.game.min_players, min(self.game.max_players, int(n)))
        self.count_buttons[n].setChecked(True)
        self._show_rows(n)

    def _count_toggled(self, n: int, checked: bool) -> None:
        if checked:
            self._show_rows(n)
            self._clear_error()

    def _show_rows(self, n: int) -> None:
        for row in self.seat_rows:
            row.setVisible(row.index < n)
        if self.isVisible():
            self._fit_height()

    def active_rows(self) -> list[SeatRow]:
        return self.seat_rows[: self.player_count()]

    def options(self) -> dict:
        values = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            else:
                values[name] = widget.currentData()
        return values

    def seed(self) -> int | None:
        """The deal number entered; None when empty or no deal number (see seed_error)."""
        digits = self.seed_edit.text().replace(" ", "")
        if not digits or len(digits) > MAX_SEED_DIGITS or int(digits) > MAX_SEED:
            return None
        return int(digits)

    def seed_error(self) -> str | None:
        """Why the deal number entered is none, in words; None when empty or good."""
        if self.seed() is None and self.seed_edit.text().strip():
            return QCoreApplication.translate(
                "NewGameDialog", "There is no deal number {number}: deal numbers go from 0 "
                "to {max}.").format(number=self.seed_edit.text().strip(), max=MAX_SEED)
        return None

    def set_seed(self, seed: int | None) -> None:
        self.seed_edit.setText("" if seed is None else str(seed))

    def validation_error(self) -> str | None:
        """Why the dialog cannot start the game, in words; None when all is well."""
        seen: dict[str, int] = {}
        for row in self.active_rows():
            if not row.name:
                return QCoreApplication.translate(
                    "NewGameDialog", "Player {number} needs a name."
                ).format(number=row.index + 1)
            key = _norm(row.name)
            if key in seen:
                return QCoreApplication.translate(
                    "NewGameDialog",
                    "Players {first} and {second} are both called “{name}”. "
                    "Please give each player a different name.",
                ).format(first=seen[key] + 1, second=row.index + 1, name=row.name)
            seen[key] = row.index
            if name_problem(row.name):  # the name field's length keeps to the bound
                return QCoreApplication.translate(
                    "NewGameDialog", "The name of player {number} holds an invisible control "
                    "character. Please type the name again.").format(number=row.index + 1)
        return self.seed_error()

    def _first_bad_row(self) -> SeatRow | None:
        seen = set()
        for row in self.active_rows():
            key = _norm(row.name)
            if not key or key in seen or name_problem(row.name):
                return row
            seen.add(key)
        return None

    def result_config(self) -> NewGameConfig:
        return NewGameConfig(
            game_id=self.game.id,
            seats=[row.seat() for row in self.active_rows()],
            options=self.options(),
            seed=self.seed(),
        )

    # ----- accepting ---------------------------------------------------------

    def accept(self) -> None:
        error = self.validation_error()
        if error:
            self._show_error(error)
            bad = self._first_bad_row()
            field = bad.name_edit if bad is not None else self.seed_edit
            field.setFocus()
            field.selectAll()
            return
        self._save()
        super().accept()

    def _show_error(self, message: str) -> None:
        self._error = message
        self.error_label.setText(message)
        self.error_label.show()
        if self.isVisible():
            self._fit_height()

    def _clear_error(self, *_: Any) -> None:
        self._error = None
        self.error_label.hide()

    # ----- memory ------------------------------------------------------------

    def _settings_key(self) -> str:
        return f"{SETTINGS_GROUP}/{self.game.id}"

    def _save(self) -> None:
        data = {
            "players": self.player_count(),
            "seats": [
                {"name": row.name, "kind": row.kind, "level": row.level} for row in self.seat_rows
            ],
            "options": self.options(),
        }
        QSettings().setValue(self._settings_key(), json.dumps(data, ensure_ascii=False))
        names = _stored_json(NAMES_KEY)
        names = names if isinstance(names, list) else []
        for row in self.active_rows():
            names += [None] * (row.index + 1 - len(names))
            names[row.index] = row.name
        QSettings().setValue(NAMES_KEY, json.dumps(names, ensure_ascii=False))

    def _restore(self) -> None:
        data = _stored_json(self._settings_key())
        if isinstance(data, dict):
            self._restore_game(data)
        # the names last typed at each seat, in whichever game: a family types them once
        names = _stored_json(NAMES_KEY)
        if isinstance(names, list):
            for row, name in zip(self.seat_rows, names, strict=False):
                if isinstance(name, str) and name.strip():
                    row.set_name(name[:MAX_NAME_LENGTH])

    def _restore_game(self, data: dict) -> None:
        seats = data.get("seats")
        if isinstance(seats, list):
            for row, seat in zip(self.seat_rows, seats, strict=False):
                if not isinstance(seat, dict):
                    continue
                if isinstance(seat.get("name"), str) and seat["name"].strip():
                    row.set_name(seat["name"][:MAX_NAME_LENGTH])
                if seat.get("kind") in ("human", "computer"):
                    row.set_kind(seat["kind"])
                if isinstance(seat.get("level"), str):
                    row.set_level(seat["level"])
        options = data.get("options")
        if isinstance(options, dict):
            for name, value in options.items():
                widget = self.option_widgets.get(name)
                if isinstance(widget, QCheckBox) and isinstance(value, bool):
                    widget.setChecked(value)
                elif isinstance(widget, QComboBox) and widget.findData(value) >= 0:
                    widget.setCurrentIndex(widget.findData(value))
        if isinstance(data.get("players"), int):
            self.set_player_count(data["players"])

    # ----- language ----------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _retranslate_seed(self) -> None:
        """A card game's number names a deal; a dice or tile game has no cards to deal."""
        translate = QCoreApplication.translate
        if self.game.id in DEALT_GAMES:
            title = translate("NewGameDialog", "Deal")
            label = translate("NewGameDialog", "&Deal number:")
            name = translate("NewGameDialog", "Deal number")
            hint = translate("NewGameDialog", "Leave empty for a new deal. Enter the number of "
                             "an earlier deal to play the same cards again.")
        else:
            title = translate("NewGameDialog", "Game number")
            label = translate("NewGameDialog", "&Game number:")
            name = translate("NewGameDialog", "Game number")
            hint = translate("NewGameDialog", "Leave empty for a new game. Enter the number of "
                             "an earlier game to play again with the same luck.")
        self.deal_box.setTitle(title)
        self.seed_label.setText(label)
        self.seed_edit.setAccessibleName(name)
        self.seed_hint.setText(hint)

    def retranslate(self) -> None:
        gid = self.game.id
        title = game_title(gid)
        self.setWindowTitle(
            QCoreApplication.translate("NewGameDialog", "New game: {game}").format(game=title)
        )
        self.heading.setText(title)
        designer = DESIGNERS.get(gid)
        players = QCoreApplication.translate("NewGameDialog", "{low}–{high} players").format(
            low=self.game.min_players, high=self.game.max_players
        )
        if designer:
            by = QCoreApplication.translate("NewGameDialog", "by {designer}")
            players = f"{by.format(designer=designer)} · {players}"
        self.subheading.setText(players)
        self.players_box.setTitle(QCoreApplication.translate("NewGameDialog", "Players"))
        self.count_label.setText(QCoreApplication.translate("NewGameDialog", "Number of players:"))
        for n, button in self.count_buttons.items():
            button.setAccessibleName(
                QCoreApplication.translate("NewGameDialog", "{count} players").format(count=n)
            )
        self.options_box.setTitle(QCoreApplication.translate("NewGameDialog", "Options"))
        texts = _texts(gid)
        for name, widget in self.option_widgets.items():
            label = None
            if texts is not None and hasattr(texts, "option_label"):
                label = texts.option_label(name)
            label = label or name.replace("_", " ").capitalize()
            if isinstance(widget, QCheckBox):
                widget.setText(label)
            else:
                self.option_labels[name].setText(
                    QCoreApplication.translate("NewGameDialog", "{option}:").format(option=label)
                )
                for i in range(widget.count()):
                    value = widget.itemData(i)
                    text = None
                    if texts is not None and hasattr(texts, "option_choice_label"):
                        text = texts.option_choice_label(name, value)
                    widget.setItemText(i, text or str(value))
        self.seed_edit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "random"))
        self._retranslate_seed()
        self.start_button.setText(QCoreApplication.translate("NewGameDialog", "&Start game"))
        if self._error is not None:
            self._show_error(self.validation_error() or "")
            if not self.validation_error():
                self._clear_error()
        if self.isVisible():
            self._fit_height()
