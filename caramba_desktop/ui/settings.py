"""The settings dialog, and the settings' keys, choices and readers in one place.

    language            "ui/language"           de | fr | sv | en (ui/language.py)
    animation speed     "animation/speed"       a factor for every animation's
                                                duration: 0 = off, 0.5 fast, 1 normal, 2 slow
    computer pace       "session/step_delay_ms" ms between two computer moves
    text size           "ui/text_size"          a factor for every text: the window's
                                                and the table's labels (1 = normal)
    contrast            "ui/contrast"           system | high: high contrast whatever
                                                the system says (ui/large_print.py)

There is no setting to ask before a running game is left: leaving loses
nothing (the game waits on its card on the start page), so a question would
only stand in the way; throwing an unfinished game away is always asked.

The dialog applies its values on OK (the language live, through language.py;
the text size and contrast live, through large_print.py) and then emits `applied`; the readers below give the stored values to the
table and the session.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.ui import language, large_print
from caramba_desktop.ui.window_title import keep_title_whole

ANIMATION_KEY = "animation/speed"
STEP_DELAY_KEY = "session/step_delay_ms"

# choice -> factor applied to every animation's duration (0: no animation)
ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
# choice -> milliseconds between two computer moves
COMPUTER_PACES: dict[str, int] = {"fast": 150, "normal": 600, "slow": 1400}
TEXT_SIZE_KEY = "ui/text_size"
CONTRAST_KEY = "ui/contrast"
# choice -> factor of every text's size; the largest still fits the smallest window
TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.2, "larger": 1.4}
# "system": high contrast when the system asks for it; "high": always
CONTRASTS = ("system", "high")
DEFAULT_ANIMATION = "normal"
DEFAULT_PACE = "normal"


def _float(value, default: float) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return default


def animation_speed() -> float:
    """The stored animation factor (0 = animations off)."""
    value = _float(QSettings().value(ANIMATION_KEY), ANIMATION_SPEEDS[DEFAULT_ANIMATION])
    return value if value >= 0 else ANIMATION_SPEEDS[DEFAULT_ANIMATION]


def step_delay_ms() -> int:
    """The stored pause between two computer moves, in milliseconds."""
    value = int(_float(QSettings().value(STEP_DELAY_KEY), COMPUTER_PACES[DEFAULT_PACE]))
    return value if value >= 0 else COMPUTER_PACES[DEFAULT_PACE]


def text_scale() -> float:
    """The stored text size's factor (1 = normal), one of TEXT_SIZES."""
    value = _float(QSettings().value(TEXT_SIZE_KEY), 1.0)
    return TEXT_SIZES[_nearest(TEXT_SIZES, value)]


def contrast() -> str:
    """The stored contrast choice: "system" or "high"."""
    value = QSettings().value(CONTRAST_KEY)
    return value if value in CONTRASTS else "system"


def _nearest(choices: dict, value: float) -> str:
    return min(choices, key=lambda name: abs(choices[name] - value))


def animation_choice_name(choice: str) -> str:
    return {
        "off": QCoreApplication.translate("SettingsDialog", "Off", "animations"),
        "fast": QCoreApplication.translate("SettingsDialog", "Fast", "animations"),
        "normal": QCoreApplication.translate("SettingsDialog", "Normal", "animations"),
        "slow": QCoreApplication.translate("SettingsDialog", "Slow", "animations"),
    }.get(choice, choice)


class SettingsDialog(QDialog):
    """Language, text size, contrast, animation speed, computer pace."""

    applied = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setModal(True)

        self.language_combo = QComboBox(self)
        for code, native in language.LANGUAGES.items():
            self.language_combo.addItem(native, code)
        self.animation_combo = QComboBox(self)
        for choice in ANIMATION_SPEEDS:
            self.animation_combo.addItem("", choice)
        self.pace_combo = QComboBox(self)
        for choice in COMPUTER_PACES:
            self.pace_combo.addItem("", choice)
        self.text_size_combo = QComboBox(self)
        for choice in TEXT_SIZES:
            self.text_size_combo.addItem("", choice)
        self.contrast_combo = QComboBox(self)
        for choice in CONTRASTS:
            self.contrast_combo.addItem("", choice)

        self.language_label = QLabel(self)
        self.animation_label = QLabel(self)
        self.pace_label = QLabel(self)
        self.text_size_label = QLabel(self)
        self.contrast_label = QLabel(self)
        for label, field in (
            (self.language_label, self.language_combo),
            (self.animation_label, self.animation_combo),
            (self.pace_label, self.pace_combo),
            (self.text_size_label, self.text_size_combo),
            (self.contrast_label, self.contrast_combo),
        ):
            label.setBuddy(field)

        self.general_box = QGroupBox(self)
        general = QFormLayout(self.general_box)
        general.setHorizontalSpacing(12)  # a long label ("Textgröße:") apart from its box
        general.addRow(self.language_label, self.language_combo)
        general.addRow(self.text_size_label, self.text_size_combo)
        general.addRow(self.contrast_label, self.contrast_combo)
        self.table_box = QGroupBox(self)
        table = QFormLayout(self.table_box)
        table.setHorizontalSpacing(12)
        table.addRow(self.animation_label, self.animation_combo)
        table.addRow(self.pace_label, self.pace_combo)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.general_box)
        layout.addWidget(self.table_box)
        layout.addStretch(1)
        layout.addWidget(self.buttons)

        self.load()
        self.retranslate()

    # ----- values ----------------------------------------------------------------

    def load(self) -> None:
        """Show the stored values."""
        self._select(
            self.language_combo,
            language.current_language()
            if language.stored_language() is None
            else language.stored_language(),
        )
        self._select(self.animation_combo, _nearest(ANIMATION_SPEEDS, animation_speed()))
        self._select(self.pace_combo, _nearest(COMPUTER_PACES, step_delay_ms()))
        self._select(self.text_size_combo, _nearest(TEXT_SIZES, text_scale()))
        self._select(self.contrast_combo, contrast())

    @staticmethod
    def _select(combo: QComboBox, data) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    def chosen_language(self) -> str:
        return self.language_combo.currentData()

    def apply(self) -> None:
        """Store the values; switch the language live if it changed."""
        settings = QSettings()
        settings.setValue(ANIMATION_KEY, ANIMATION_SPEEDS[self.animation_combo.currentData()])
        settings.setValue(STEP_DELAY_KEY, COMPUTER_PACES[self.pace_combo.currentData()])
        settings.setValue(TEXT_SIZE_KEY, TEXT_SIZES[self.text_size_combo.currentData()])
        settings.setValue(CONTRAST_KEY, self.contrast_combo.currentData())
        app = QApplication.instance()
        lang = self.chosen_language()
        if app is not None and (
                lang != language.current_language() or language.stored_language() != lang):
            language.install(app, lang)
        if app is not None:
            large_print.apply(app)
        self.applied.emit()

    def accept(self) -> None:
        self.apply()
        super().accept()

    # ----- language ----------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("SettingsDialog", "Settings"))
        keep_title_whole(self)
        self.general_box.setTitle(QCoreApplication.translate("SettingsDialog", "General"))
        self.table_box.setTitle(QCoreApplication.translate("SettingsDialog", "At the table"))
        self.language_label.setText(QCoreApplication.translate("SettingsDialog", "&Language:"))
        self.animation_label.setText(QCoreApplication.translate("SettingsDialog", "&Animations:"))
        self.pace_label.setText(QCoreApplication.translate("SettingsDialog", "Computer &moves:"))
        for i in range(self.animation_combo.count()):
            self.animation_combo.setItemText(
                i, animation_choice_name(self.animation_combo.itemData(i))
            )
        paces = {
            "fast": QCoreApplication.translate("SettingsDialog", "Quick", "computer moves"),
            "normal": QCoreApplication.translate("SettingsDialog", "Normal", "computer moves"),
            "slow": QCoreApplication.translate("SettingsDialog", "Leisurely", "computer moves"),
        }
        for i in range(self.pace_combo.count()):
            self.pace_combo.setItemText(i, paces.get(self.pace_combo.itemData(i), ""))
        self.text_size_label.setText(QCoreApplication.translate("SettingsDialog", "&Text size:"))
        sizes = {
            "normal": QCoreApplication.translate("SettingsDialog", "Normal", "text size"),
            "large": QCoreApplication.translate("SettingsDialog", "Large", "text size"),
            "larger": QCoreApplication.translate("SettingsDialog", "Larger", "text size"),
        }
        for i in range(self.text_size_combo.count()):
            self.text_size_combo.setItemText(i, sizes[self.text_size_combo.itemData(i)])
        self.contrast_label.setText(QCoreApplication.translate("SettingsDialog", "&Contrast:"))
        contrasts = {
            "system": QCoreApplication.translate("SettingsDialog", "As the system sets it",
                                                 "contrast"),
            "high": QCoreApplication.translate("SettingsDialog", "High", "contrast"),
        }
        for i in range(self.contrast_combo.count()):
            self.contrast_combo.setItemText(i, contrasts[self.contrast_combo.itemData(i)])
        self.text_size_combo.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Bigger letters at the side and on the table"))
        self.contrast_combo.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "High: white on black, also where the system does not offer it"))
        self.language_combo.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "The language changes as soon as you press OK."
            )
        )
        self.animation_combo.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "How fast cards and pieces move on the table"
            )
        )
        self.pace_combo.setToolTip(
            QCoreApplication.translate(
                "SettingsDialog", "How long the computer players wait between their moves"
            )
        )
