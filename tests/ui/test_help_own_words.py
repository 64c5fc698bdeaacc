"""Every game's rules help is told in our own words: no run of eight words in a row
is taken over from the game's rulebook (compared with the rulebooks' fingerprints,
tests/fixtures/rulebook_prints.py)."""

import pytest

from caramba_desktop.ui.rules_help import help_path
from tests.fixtures import rulebook_prints

GAME_BOOKS = {
    "caramba": ("caramba-schacht.de.txt", "caramba-schacht.fr.txt"),
    "cabo": ("cabo.de.txt",),
    "caravan": ("caravan.sv.txt",),
    "mina": ("caramba-randolph.de.txt",),
}
LANGUAGES = ("de", "en", "fr", "sv")


@pytest.fixture(scope="module")
def prints():
    return rulebook_prints.load()


@pytest.mark.parametrize("game_id", GAME_BOOKS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_help_does_not_copy_the_rulebook(prints, game_id, lang):
    ours = rulebook_prints.runs(help_path(game_id, lang).read_text(encoding="utf-8"))
    for book in GAME_BOOKS[game_id]:
        assert len(prints[book]) > 500  # the whole rulebook was fingerprinted
        assert not ours & prints[book], f"{game_id}/{lang} repeats {book}"


def test_the_fingerprint_sees_a_copied_run_through_markup_and_case():
    copied = "Der Spieler, der <b>zuerst</b> alle&nbsp;seine Karten ausgespielt hat, gewinnt"
    reference = rulebook_prints.runs(
        "der spieler der zuerst alle seine karten ausgespielt hat gewinnt sofort")
    assert rulebook_prints.runs(copied) & reference
    assert not rulebook_prints.runs("Ein ganz anderer Satz mit acht oder mehr Wörtern darin") \
        & reference
