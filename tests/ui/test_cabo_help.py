"""The CABO rules help: four languages, the same sections, every variant the app offers."""

import re

import pytest

from caramba_desktop.games.cabo.data import CABO_PENALTY, CABO_PENALTY_SECOND_EDITION, GAME_END
from caramba_desktop.ui.rules_help import available_help, help_path

LANGUAGES = ("de", "en", "fr", "sv")


def _html(lang: str) -> str:
    return help_path("cabo", lang).read_text(encoding="utf-8")


def test_help_in_four_languages_with_the_same_sections():
    assert available_help("cabo") == sorted(LANGUAGES)
    counts = {lang: len(re.findall(r"<h2>", _html(lang))) for lang in LANGUAGES}
    assert len(set(counts.values())) == 1 and counts["en"] >= 10, counts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_states_the_numbers_of_data_py(lang):
    text = _html(lang)
    for number in (GAME_END, CABO_PENALTY, CABO_PENALTY_SECOND_EDITION, 100, 50):
        assert re.search(rf"\b{number}\b", text), number
    for word in ("Peek", "Spy", "Swap", "Kamikaze", "CABO"):
        assert word in text
