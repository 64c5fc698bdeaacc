"""The in-app rules help: the four Caramba! texts and the dialog that shows them."""

import html
import re

import pytest

from caramba_desktop.games.caramba.data import BAND_DECK, CARD_VALUES, CRATE_VALUES
from caramba_desktop.ui.rules_help import RulesHelpDialog, available_help, help_path

LANGUAGES = ("de", "en", "fr", "sv")

# How each text names the reconstruction box, and the three treasures.
RECONSTRUCTED = {
    "en": "Reconstructed for this app",
    "de": "Für diese App rekonstruiert",
    "fr": "Reconstitué pour cette application",
    "sv": "Rekonstruerat för den här appen",
}
TREASURE_NAMES = {
    "en": {"gold": "gold", "ammo": "ammunition", "dynamite": "dynamite"},
    "de": {"gold": "Gold", "ammo": "Munition", "dynamite": "Dynamit"},
    "fr": {"gold": "or", "ammo": "munitions", "dynamite": "dynamite"},
    "sv": {"gold": "guld", "ammo": "ammunition", "dynamite": "dynamit"},
}
SPECIAL_CARDS = ("Manos arriba!", "Estoy de vuelta!", "Fuera!", "En seguridad!")


def _html(lang: str) -> str:
    return help_path("caramba", lang).read_text(encoding="utf-8")


def _text(lang: str) -> str:
    """The help as plain text: tags dropped, entities and no-break spaces resolved."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", _html(lang)))
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


def _h2(lang: str) -> list[str]:
    found = re.findall(r"<h2[^>]*>(.*?)</h2>", _html(lang), flags=re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", h)).strip() for h in found]


# ----- the texts ---------------------------------------------------------------


def test_help_exists_in_all_four_languages():
    assert available_help("caramba") == sorted(LANGUAGES)
    for lang in LANGUAGES:
        path = help_path("caramba", lang)
        assert path.name == f"{lang}.html" and path.is_file()


def test_every_language_has_the_same_sections():
    counts = {lang: len(_h2(lang)) for lang in LANGUAGES}
    assert len(set(counts.values())) == 1, counts
    assert counts["en"] >= 10
    for lang in LANGUAGES:
        assert len(set(_h2(lang))) == counts[lang], f"{lang}: two sections share a title"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_marks_the_reconstruction(lang):
    text = _text(lang)
    assert RECONSTRUCTED[lang] in text
    assert ", ".join(map(str, CRATE_VALUES)) in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_lists_the_band_deck_of_data_py(lang):
    """If someone corrects data.BAND_DECK, the help must be corrected with it."""
    names = TREASURE_NAMES[lang]
    text = _text(lang)
    for card in set(BAND_DECK):
        words = " / ".join(f"{names[t]} {v}" for t, v in CARD_VALUES[card].items())
        assert words in text, f"{lang}: {words!r} missing"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_names_the_special_cards_in_spanish(lang):
    text = _text(lang)
    if lang == "fr":  # French spaces its "!" (a no-break space)
        text = re.sub(r"[\s\u00a0]!", "!", text)
    for name in SPECIAL_CARDS:
        assert name in text


def test_german_and_french_use_their_rulebooks_terms():
    german, french = _text("de"), _text("fr")
    for term in (
        "Versteigerung",
        "in Sicherheit",
        "Kiste",
        "Schatzart",
        "Startspieler",
        "Nachziehstapel",
        "Tischmitte",
        "Gleichstand",
        "Bonus",
    ):
        assert term in german, term
    for term in (
        "enchères",
        "lieu sûr",
        "caisse",
        "premier joueur",
        "pioche",
        "défausse",
        "centre de la table",
        "égalité",
    ):
        assert term in french, term


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_is_a_simple_self_contained_fragment(lang):
    source = _html(lang).lower()
    for tag in ("<html", "<head", "<body", "<style", "<link", "<script", "<img"):
        assert tag not in source, f"{lang}: {tag}"
    assert "http://" not in source and "https://" not in source


# ----- finding the file -----------------------------------------------------------


def test_help_path_falls_back_to_english():
    assert help_path("caramba", "it").name == "en.html"
    assert help_path("caramba", "de_DE").name == "de.html"
    assert help_path("caramba", "fr-CH").name == "fr.html"
    assert available_help("no_such_game") == []


# ----- the dialog -----------------------------------------------------------------


def test_dialog_lists_the_sections(qtbot):
    dialog = RulesHelpDialog("caramba", "en")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Rules — Caramba!"
    assert dialog.section_titles() == _h2("en")
    assert dialog.contents.currentRow() == 0
    assert "Reconstructed for this app" in dialog.browser.toPlainText()


def test_choosing_a_section_scrolls_to_it(qtbot):
    dialog = RulesHelpDialog("caramba", "en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0
    row = dialog.section_titles().index("The special cards")
    dialog.contents.setCurrentRow(row)
    assert bar.value() > 0
    assert bar.value() == pytest.approx(dialog._section_top(row), abs=20)
    # scrolling the text back to the top moves the contents with it
    bar.setValue(0)
    assert dialog.contents.currentRow() == 0


def test_dialog_switches_language(qtbot):
    dialog = RulesHelpDialog("caramba", "en")
    qtbot.addWidget(dialog)
    dialog.contents.setCurrentRow(3)
    dialog.set_language("de")
    assert dialog.language == "de"
    assert dialog.current_path().name == "de.html"
    assert dialog.section_titles() == _h2("de")
    assert dialog.contents.currentRow() == 3  # the same section, now in German
    text = dialog.browser.toPlainText()
    assert "Versteigerung" in text and "in Sicherheit" in text
    dialog.set_language("fr_FR")
    assert dialog.section_titles() == _h2("fr")
    assert "enchères" in dialog.browser.toPlainText()
    dialog.set_language("it")  # no Italian help: English
    assert dialog.section_titles() == _h2("en")


def test_dialog_for_a_game_without_help_says_so(qtbot):
    dialog = RulesHelpDialog("no_such_game", "en")
    qtbot.addWidget(dialog)
    assert dialog.section_titles() == []
    assert "No rules" in dialog.browser.toPlainText()
