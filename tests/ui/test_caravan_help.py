"""The Caravan rules help: four languages with the same sections, the board of data.py,
the reconstruction and the stall rule marked, the rulebook told in our own words."""

import re

import pytest

from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.texts import coordinate
from caramba_desktop.ui.rules_help import available_help, help_path

LANGUAGES = ("de", "en", "fr", "sv")
STALL_WORDS = {"en": "ten full rounds", "de": "zehn volle Runden", "fr": "dix tours complets",
               "sv": "tio hela omgångar"}
RECONSTRUCTED = {"en": "Reconstructed", "de": "rekonstruiert", "fr": "Reconstitué",
                 "sv": "Rekonstruerat"}


def _html(lang: str) -> str:
    return help_path("caravan", lang).read_text(encoding="utf-8")


def test_help_in_four_languages_with_the_same_sections():
    assert available_help("caravan") == sorted(LANGUAGES)
    counts = {lang: len(re.findall(r"<h2>", _html(lang))) for lang in LANGUAGES}
    assert len(set(counts.values())) == 1 and counts["en"] >= 10, counts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_city_table_is_the_board_of_data_py(lang):
    rows = re.findall(r"<tr><td>[^<]*</td><td>[^<]*</td><td>[^<]*</td><td>(\d)</td>"
                      r"<td>[^(]*\((\w\d)", _html(lang))
    expected = sorted((str(D.VALUE[good]), coordinate(space))
                      for space, good in D.CITIES.values())
    assert sorted(rows) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_marks_the_reconstruction_and_the_stall_rule(lang):
    text = _html(lang)
    assert RECONSTRUCTED[lang] in text
    assert D.STALL_ROUNDS == 10 and STALL_WORDS[lang] in text
    for penalty in ("−1", "−3", "−6"):
        assert penalty in text
