"""The language of the interface: which one, and switching it live.

Four languages: German, French, Swedish and English. The choice is kept in
QSettings; on first start the system's language is taken when it is one of
the four, else English.

`install(app, lang)` swaps the translators: ours (i18n/build/
caramba_desktop_<lang>.qm, built by `make translations`) and Qt's own
(qtbase_<lang>, for the standard buttons and dialogs). Installing or removing
a translator makes Qt send a LanguageChange event to every window and from
there to every child widget. The pattern of every widget of ours:

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

where `retranslate()` sets every visible text again through
`QCoreApplication.translate("<ClassName>", ...)`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from caramba_desktop import meta

# code -> the language's own name (never translated: a German speaker looks for "Deutsch").
LANGUAGES: dict[str, str] = {
    "de": "Deutsch",
    "fr": "Français",
    "sv": "Svenska",
    "en": "English",
}
DEFAULT_LANGUAGE = "en"
SETTINGS_KEY = "ui/language"



def QT_TRANSLATE_NOOP(context: str, text: str,  # noqa: N802 (lupdate's name)
                      disambiguation: str | None = None) -> tuple[str, str, str | None]:
    """A text of Qt's own for our catalogue (the translation tools find this call)."""
    return (context, text, disambiguation)


# Qt's own texts that its catalogues leave in English in one of our languages: Qt 6
# renamed two labels of its file dialog (Save as, Open) and the French qtbase has not
# followed, nor has it the file list's "Folder"; the German and Swedish ones lack the
# warning about a bad file name. Our catalogue, installed after Qt's and so asked
# first, gives them in Qt's own contexts.
QT_TEXTS_WE_TRANSLATE = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Invalid filename"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "<b>The name \"%1\" cannot be used.</b><p>Try using "
                      "another name, with fewer characters or no punctuation marks."),
)

_translators: list[QTranslator] = []
_current: str = DEFAULT_LANGUAGE


def native_name(lang: str) -> str:
    return LANGUAGES.get(lang, lang)


def qm_path(lang: str) -> Path:
    """Our compiled catalogue for `lang` (may be missing before `make translations`)."""
    return meta.i18n_dir() / "build" / f"caramba_desktop_{lang}.qm"


def _code(name: str) -> str:
    """'de-CH', 'sv_SE' or 'fr' -> 'de', 'sv', 'fr'."""
    return name.replace("_", "-").split("-")[0].lower()


def system_language() -> str:
    """The first of the system's preferred languages we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = _code(name)
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def stored_language() -> str | None:
    value = QSettings().value(SETTINGS_KEY)
    return value if isinstance(value, str) and value in LANGUAGES else None


def initial_language() -> str:
    """The language to start in: the stored choice, else the system's, else English."""
    return stored_language() or system_language()


def current_language() -> str:
    """The language installed last (English before any install)."""
    return _current


def install(app: QCoreApplication, lang: str, remember: bool = True) -> bool:
    """Make `lang` the interface language, live.

    Removes the translators installed before, installs ours and Qt's for
    `lang`, and (with `remember`) stores the choice. Returns whether our
    catalogue was found (always True for English, whose texts are the
    sources). An unknown code falls back to English.
    """
    global _current
    if lang not in LANGUAGES:
        lang = DEFAULT_LANGUAGE
    while _translators:
        old = _translators.pop()
        app.removeTranslator(old)
        old.deleteLater()

    ours_found = lang == DEFAULT_LANGUAGE
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    sources = (
        (f"qtbase_{lang}", qt_folder),
        (qm_path(lang).stem, str(qm_path(lang).parent)),
    )
    for filename, folder in sources:
        translator = QTranslator(app)
        if translator.load(filename, folder):
            app.installTranslator(translator)
            _translators.append(translator)
            if filename.startswith("caramba_desktop_"):
                ours_found = True
        else:
            translator.deleteLater()

    QLocale.setDefault(QLocale(lang))
    _current = lang
    if remember:
        QSettings().setValue(SETTINGS_KEY, lang)
    return ours_found


def installed_translators() -> list[QTranslator]:
    """The translators `install` put in place (for tests and diagnostics)."""
    return list(_translators)


def percent_text(share: float) -> str:
    """A share of 0..1 as a whole percent, spaced as the language writes it (French
    "30 %"), which Python's format cannot do."""
    return QCoreApplication.translate("Numbers", "{number}%").format(
        number=QLocale().toString(round(share * 100)))
