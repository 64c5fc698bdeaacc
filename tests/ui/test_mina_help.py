"""The rules help of Caramba! – Mina de Plata in four languages."""

import html
import re

import pytest

from caramba_desktop.games.mina.data import AMBUSH_DICE, SPACES, TERRAIN_OF_SPACE
from caramba_desktop.ui.rules_help import available_help, help_path

LANGUAGES = ("de", "en", "fr", "sv")
RECONSTRUCTED = {
    "en": "Reconstructed for this app",
    "de": "Für diese App rekonstruiert",
    "fr": "Reconstitué pour cette application",
    "sv": "Rekonstruerat för den här appen",
}
COMPUTER = {"en": "How the computer plays", "de": "Wie der Computer spielt",
            "fr": "Comment joue l’ordinateur", "sv": "Hur datorn spelar"}


def _html(lang: str) -> str:
    return help_path("mina", lang).read_text(encoding="utf-8")


def _text(lang: str) -> str:
    text = html.unescape(re.sub(r"<[^>]+>", " ", _html(lang)))
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


def _h2(lang: str) -> list[str]:
    return [html.unescape(re.sub(r"<[^>]+>", "", h)).strip()
            for h in re.findall(r"<h2[^>]*>(.*?)</h2>", _html(lang), flags=re.S)]


def test_four_languages_with_the_same_sections():
    assert available_help("mina") == sorted(LANGUAGES)
    counts = {lang: len(_h2(lang)) for lang in LANGUAGES}
    assert len(set(counts.values())) == 1 and counts["en"] >= 10, counts
    for lang in LANGUAGES:
        assert COMPUTER[lang] in _h2(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reconstructed_track_is_marked_as_data_py_has_it(lang):
    text = _text(lang)
    assert RECONSTRUCTED[lang] in text
    assert f"{SPACES} " in text
    kinds = list(dict.fromkeys(TERRAIN_OF_SPACE.values()))
    for kind in kinds:
        spaces = [s for s, k in TERRAIN_OF_SPACE.items() if k == kind]
        assert f"{spaces[0]}–{spaces[-1]}" in text or f"{spaces[0]} à {spaces[-1]}" in text
    dice = [AMBUSH_DICE[k] for k in kinds]  # 3 on stone, 2 on gravel, 1 on clay
    assert re.search(r"\b{}\b.*\b{}\b.*\b{}\b".format(*dice), text)


def test_german_uses_the_rulebooks_terms():
    text = _text("de")
    for term in ("Sombrero", "Hutband", "Hinterhalt", "freikaufen", "Freikauf", "Mina de Plata",
                 "Schale", "Silberstück", "Inflation", "Rennen", "Caramba-Karte", "Pleite", "Stein",
                 "Kies", "Lehm"):
        assert term in text, term
