"""The rules help: a game's rules in the player's language, with a table of contents.

Each game keeps its rules as HTML fragments in ``games/<game_id>/help/<lang>.html``
(simple HTML that QTextBrowser renders: h1-h3, p, lists, tables, b/i). The
texts are the project's own words, never the rulebook's. The dialog lists the
h2 headings on the left; choosing one scrolls the text to it, and scrolling the
text keeps the list in step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QTextBlock
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.ui.game_views import game_title

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
FALLBACK_LANGUAGE = "en"

# How far below a heading's top the text may be scrolled and the heading still
# count as the current section (pixels).
_SECTION_SLACK = 48
# The help files colour their "reconstructed" box for a light page; on a dark
# page the dialog swaps these colours (background, text, border) for dark ones.
_BOX_COLOURS_DARK = {"#fff6da": "#3a3120", "#3b2f10": "#f1e4c0", "#c9a227": "#a8841c"}
# Room the contents list's item style (padding, frame) takes around a title.
_ITEM_PADDING = QSize(26, 12)


def _language_code(language: str) -> str:
    """'de_DE', 'de-CH' or 'DE' -> 'de'."""
    return language.replace("-", "_").split("_")[0].lower() or FALLBACK_LANGUAGE


def help_path(game_id: str, language: str) -> Path:
    """The help file of `game_id` in `language`, or the English one if that language has none.

    The English path is returned even when it does not exist; callers check.
    """
    folder = GAMES_DIR / game_id / "help"
    wanted = folder / f"{_language_code(language)}.html"
    return wanted if wanted.is_file() else folder / f"{FALLBACK_LANGUAGE}.html"


def available_help(game_id: str) -> list[str]:
    """The language codes for which `game_id` has a help file, sorted."""
    folder = GAMES_DIR / game_id / "help"
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.glob("*.html") if p.is_file())


class RulesHelpDialog(QDialog):
    """The rules of one game, with a table of contents built from its h2 headings."""

    def __init__(self, game_id: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesHelpDialog")
        self.game_id = game_id
        self.language = _language_code(language)
        self._headings: list[QTextBlock] = []
        self._following_text = False  # True while the list follows the text's scrolling

        self.contents_label = QLabel()
        self.contents_label.setObjectName("rulesContentsLabel")
        label_font = QFont(self.contents_label.font())
        label_font.setBold(True)
        self.contents_label.setFont(label_font)
        self.contents_label.setContentsMargins(4, 0, 0, 2)

        self.contents = QListWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setUniformItemSizes(False)
        self.contents.viewport().installEventFilter(self)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.setSpacing(2)
        self.contents.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.contents_label.setBuddy(self.contents)
        self.contents.currentRowChanged.connect(self._on_section_chosen)
        # clicking the section that is already current scrolls back to it
        self.contents.itemClicked.connect(
            lambda item: self._scroll_to_section(self.contents.row(item))
        )

        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(True)
        self.browser.setFrameShape(QTextBrowser.Shape.NoFrame)
        text_font = QFont(self.browser.font())
        text_font.setPointSizeF(text_font.pointSizeF() * 1.08)
        self.browser.setFont(text_font)
        self.browser.document().setDocumentMargin(28)
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_text)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(10, 14, 6, 8)
        side_layout.setSpacing(6)
        side_layout.addWidget(self.contents_label)
        side_layout.addWidget(self.contents, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(side)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([250, 750])
        side.setMinimumWidth(160)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.setContentsMargins(12, 0, 12, 10)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.buttons)

        self.setSizeGripEnabled(True)
        self.setMinimumSize(560, 400)
        self.resize(1000, 720)
        self._retranslate()
        self._load()

    # ----- public -------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Show the rules in `language` (English if there are none), keeping the section."""
        row = self.contents.currentRow()
        self.language = _language_code(language)
        self._retranslate()
        self._load()
        if 0 <= row < self.contents.count():
            self.contents.setCurrentRow(row)

    def section_titles(self) -> list[str]:
        """The h2 headings, in order, as the contents list shows them."""
        return [self.contents.item(i).text() for i in range(self.contents.count())]

    def current_path(self) -> Path:
        return help_path(self.game_id, self.language)

    # ----- loading --------------------------------------------------------------

    def _load(self) -> None:
        path = self.current_path()
        document = self.browser.document()
        document.setDefaultStyleSheet(self._style_sheet())
        self._style_contents()
        try:
            html = path.read_text(encoding="utf-8")
        except OSError:
            html = "<p>{}</p>".format(QCoreApplication.translate(
                "RulesHelpDialog", "No rules are available for this game yet."))
        if self._is_dark():
            for light, dark in _BOX_COLOURS_DARK.items():
                html = html.replace(light, dark)
        self.browser.setHtml(html)
        self._build_contents()
        self.browser.verticalScrollBar().setValue(0)

    def _build_contents(self) -> None:
        self._headings = []
        self.contents.blockSignals(True)
        self.contents.clear()
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2 and block.text().strip():
                self._headings.append(block)
                item = QListWidgetItem(block.text().strip())
                item.setToolTip(block.text().strip())
                self.contents.addItem(item)
            block = block.next()
        if self._headings:
            self.contents.setCurrentRow(0)
        self.contents.blockSignals(False)
        self._fit_contents()

    def _fit_contents(self) -> None:
        """Give each contents entry the height its wrapped title needs (no '…')."""
        width = self.contents.viewport().width() - _ITEM_PADDING.width()
        if width <= 0:
            return
        metrics = QFontMetrics(self.contents.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            rect = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, item.text())
            item.setSizeHint(QSize(width, rect.height() + _ITEM_PADDING.height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.contents.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_contents()
        return super().eventFilter(watched, event)

    def _is_dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    def _style_contents(self) -> None:
        if self._is_dark():
            selected, selected_text, hover = "#5a4712", "#fff3cf", "rgba(255, 255, 255, 0.07)"
        else:
            selected, selected_text, hover = "#f2dfa6", "#3b2f10", "rgba(0, 0, 0, 0.05)"
        self.contents.setStyleSheet(
            "QListWidget { border: none; background: transparent; outline: 0; }"
            "QListWidget::item { padding: 5px 8px; border-radius: 5px; }"
            f"QListWidget::item:hover {{ background: {hover}; }}"
            f"QListWidget::item:selected {{ background: {selected}; color: {selected_text}; }}"
        )

    def _style_sheet(self) -> str:
        palette = self.palette()
        accent = "#e7bd3a" if self._is_dark() else "#8a5a00"
        muted = palette.color(QPalette.ColorRole.PlaceholderText).name()
        return (
            "h1 { font-size: xx-large; font-weight: bold; margin-top: 0px; margin-bottom: 2px; }"
            f"p.byline {{ color: {muted}; margin-top: 0px; margin-bottom: 10px; }}"
            f"h2 {{ font-size: x-large; font-weight: bold; color: {accent};"
            " margin-top: 30px; margin-bottom: 8px; }"
            "h3 { font-size: large; font-weight: bold; margin-top: 18px; margin-bottom: 4px; }"
            "p { margin-top: 4px; margin-bottom: 8px; line-height: 135%; }"
            "li { margin-bottom: 4px; line-height: 130%; }"
            "ul, ol { margin-top: 2px; margin-bottom: 8px; }"
        )

    # ----- contents <-> text ------------------------------------------------------

    def _section_top(self, row: int) -> int:
        layout = self.browser.document().documentLayout()
        return int(layout.blockBoundingRect(self._headings[row]).top())

    def _on_section_chosen(self, row: int) -> None:
        if not self._following_text:
            self._scroll_to_section(row)

    def _scroll_to_section(self, row: int) -> None:
        if not 0 <= row < len(self._headings):
            return
        bar = self.browser.verticalScrollBar()
        # leave a little air above the heading, but not its whole top margin
        target = max(0, self._section_top(row) - 6)
        self._following_text = True
        try:
            bar.setValue(min(target, bar.maximum()))
        finally:
            self._following_text = False

    def _follow_text(self, value: int) -> None:
        """Keep the contents list on the section being read."""
        if self._following_text or not self._headings:
            return
        bar = self.browser.verticalScrollBar()
        current = 0
        for row in range(len(self._headings)):
            if self._section_top(row) <= value + _SECTION_SLACK:
                current = row
        if value >= bar.maximum() > 0:
            # at the very end: the last section whose heading is on screen
            bottom = value + self.browser.viewport().height()
            visible = [r for r in range(len(self._headings)) if self._section_top(r) < bottom]
            current = max(current, visible[-1]) if visible else current
            # a short last section cannot reach the top; keep a chosen one
            chosen = self.contents.currentRow()
            if chosen > current and chosen in visible:
                current = chosen
        if current != self.contents.currentRow():
            self._following_text = True
            try:
                self.contents.setCurrentRow(current)
            finally:
                self._following_text = False

    # ----- language --------------------------------------------------------------

    def _retranslate(self) -> None:
        title = game_title(self.game_id)  # French spaces its "!" as the page does
        self.setWindowTitle(
            QCoreApplication.translate("RulesHelpDialog", "Rules — {game}").format(game=title))
        self.contents_label.setText(QCoreApplication.translate("RulesHelpDialog", "Contents"))
        self.contents.setAccessibleName(QCoreApplication.translate("RulesHelpDialog", "Contents"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(QCoreApplication.translate("RulesHelpDialog", "Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._load_keeping_position()
        super().changeEvent(event)

    def _load_keeping_position(self) -> None:
        if not hasattr(self, "browser"):
            return
        value = self.browser.verticalScrollBar().value()
        row = self.contents.currentRow()
        self._load()
        self._following_text = True
        try:
            self.contents.setCurrentRow(row)
        finally:
            self._following_text = False
        self.browser.verticalScrollBar().setValue(value)
