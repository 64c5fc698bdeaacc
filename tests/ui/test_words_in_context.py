"""The review's decisions, read where a player meets them, in each language.

Counts take Qt's plural forms (French singular for 0 and 1); a Caravan city takes its
own form after a preposition; the dice and tile games ask for a game number, not a
deal; the memory aid says what it shows; French names its treasures with articles.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDateTime

from caramba_desktop.games.cabo import texts as cabo
from caramba_desktop.games.caramba import texts as caramba
from caramba_desktop.games.caramba.data import CARD_VALUES
from caramba_desktop.games.caramba.view import protect_text
from caramba_desktop.games.caravan import data as caravan_data
from caramba_desktop.games.caravan import texts as caravan
from caramba_desktop.games.mina import texts as mina
from caramba_desktop.ui import language
from caramba_desktop.ui.new_game import NewGameDialog
from caramba_desktop.ui.start_page import UnfinishedGame, unfinished_summary


@pytest.fixture
def speak(qapp):
    """Install a language for the test; English again afterwards."""
    yield lambda lang: language.install(qapp, lang, remember=False)
    language.install(qapp, "en", remember=False)


COUNTS = {  # language: texts for 0, 1, 2 silver; 1 and 2 actions
    "en": (["0 silver", "1 silver", "2 silver"], ["1 action", "2 actions"]),
    "de": (["0 Silberstücke", "1 Silberstück", "2 Silberstücke"], ["1 Aktion", "2 Aktionen"]),
    "fr": (["0 pièce d’argent", "1 pièce d’argent", "2 pièces d’argent"],
           ["1 action", "2 actions"]),
    "sv": (["0 silver", "1 silver", "2 silver"], ["1 handling", "2 handlingar"]),
}


@pytest.mark.parametrize("lang", sorted(COUNTS))
def test_counts_take_the_plural_forms_of_their_language(speak, lang):
    speak(lang)
    silver, actions = COUNTS[lang]
    assert [mina.silver_text(n) for n in (0, 1, 2)] == silver
    assert [caravan.actions_text(n) for n in (1, 2)] == actions


def test_french_says_zero_and_one_in_the_singular(speak):
    speak("fr")
    assert caravan.points_text(0) == "0 point" and caravan.points_text(1) == "1 point"
    assert caravan.points_text(3) == "3 points"
    assert caravan.points_text(-1) == "−1 point" and caravan.points_text(-3) == "−3 points"
    assert mina.dice_text(1) == "1 dé" and mina.dice_text(3) == "3 dés"
    assert cabo.COUNTS.points_short(1) == "1 pt"


CAIRO = caravan_data.CITIES["cairo"][0]
F1, SPACE_6 = caravan_data.cell(0, 5), caravan_data.NUMBERED[6]
DELIVERY = {"type": "delivery", "player": 0, "good": "paper", "city": "cairo", "value": 6}
MOVE = {"type": "move_camel", "player": 0, "from": F1, "to": SPACE_6, "cost": 1}
FROM_CAIRO = {"type": "move_camel", "player": 0, "from": CAIRO, "to": F1, "cost": 2}

CARAVAN_LINES = {
    "en": ("Ana delivers paper to Cairo: 6 points",
           "Ana moves a camel from F1 to space 6 (D6) (1 action)",
           "Ana moves a camel from Cairo to F1 (2 actions)"),
    "de": ("Ana liefert Papier nach Kairo: 6 Punkte",
           "Ana versetzt ein Kamel von F1 auf Feld 6 (D6) (1 Aktion)",
           "Ana versetzt ein Kamel aus Kairo nach F1 (2 Aktionen)"),
    "fr": ("Ana livre le papier au Caire\u00a0: 6 points",
           "Ana déplace un chameau de F1 à la case 6 (D6) (1 action)",
           "Ana déplace un chameau du Caire en F1 (2 actions)"),
    "sv": ("Ana levererar papper till Kairo: 6 poäng",
           "Ana flyttar en kamel från F1 till ruta 6 (D6) (1 handling)",
           "Ana flyttar en kamel från Kairo till F1 (2 handlingar)"),
}


@pytest.mark.parametrize("lang", sorted(CARAVAN_LINES))
def test_the_caravan_log_says_a_city_as_its_language_does_after_a_preposition(speak, lang):
    speak(lang)
    lines = tuple(caravan.describe_event(e, ["Ana"]) for e in (DELIVERY, MOVE, FROM_CAIRO))
    assert lines == CARAVAN_LINES[lang]
    assert "→" not in "".join(lines)


def test_french_names_the_treasures_with_their_articles(speak):
    speak("fr")
    assert [protect_text(t) for t in ("gold", "ammo", "dynamite")] == [
        "Protéger l’or", "Protéger les munitions", "Protéger la dynamite"]
    card = next(iter(CARD_VALUES))
    line = caramba.describe({"type": "estoy_de_vuelta", "card": card}, 0, ["Ana"])
    assert line.startswith(f"Ana reprend la carte {caramba.card_text(card)} en main")


@pytest.mark.parametrize("lang", ["de", "fr", "sv"])
def test_a_dice_or_tile_game_asks_for_a_game_number_not_a_deal_of_cards(qtbot, speak, lang):
    speak(lang)
    words = {}
    for game in ("caramba", "mina", "caravan"):
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        words[game] = " ".join((dialog.deal_box.title(), dialog.seed_label.text(),
                                dialog.seed_hint.text())).lower()
    card_words = {"de": "karten", "fr": "donne", "sv": "giv"}[lang]
    assert card_words in words["caramba"]
    assert card_words not in words["mina"] and card_words not in words["caravan"]
    assert words["mina"] == words["caravan"]


def test_the_start_page_calls_a_round_of_cabo_a_manche_in_french(qtbot, speak, tmp_path):
    speak("fr")
    saved = QDateTime.currentDateTime()
    cabo_game = UnfinishedGame("cabo", ["Ana", "Bo"], ("round", 3), 40, saved, tmp_path / "cabo.journal")
    assert "manche 3" in unfinished_summary(cabo_game)
    caramba_game = UnfinishedGame("caramba", ["Ana", "Bo"], ("round", 3), 40, saved,
                                  tmp_path / "caramba.journal")
    assert "tour 3" in unfinished_summary(caramba_game)


def test_the_memory_aid_says_what_it_shows(qtbot):
    from caramba_desktop.games.cabo.view import CaboView

    view = CaboView()
    qtbot.addWidget(view)
    view.retranslate()
    assert view.memory_aid.toolTip().startswith("Shows on each card the value you saw there")


@pytest.mark.parametrize("lang, title", [("fr", "Règles — Caramba\u00a0!"),
                                         ("de", "Regeln – Caramba!")])
def test_the_rules_window_title_writes_the_game_as_its_language_does(qtbot, speak, lang, title):
    from caramba_desktop.ui.rules_help import RulesHelpDialog

    speak(lang)
    dialog = RulesHelpDialog("caramba", lang)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == title


def test_a_french_hint_spaces_its_percentages(speak, monkeypatch):
    from caramba_desktop.ui.hint import hint_text

    monkeypatch.setattr("caramba_desktop.games.cabo.texts.CHANCES_HOLD", (2, 3, 4, 5))
    speak("fr")
    draw, take = {"type": "draw"}, {"type": "take"}
    choices = [{"actions": [draw], "tries": 300, "chance": 0.3, "error": 0.01},
               {"actions": [take], "tries": 700, "chance": 0.7, "error": 0.01}]
    text = hint_text("cabo", {"action": draw, "shares": [(draw, 0.3), (take, 0.7)],
                              "choices": choices}, 0, ["Ana", "Bo"])
    assert "environ 30\u00a0% de chances" in text and "environ 70\u00a0% de chances" in text
    assert "%" not in text.replace("\u00a0%", "")


@pytest.mark.parametrize("lang, places", [("fr", ["1\u1d49\u02b3", "2\u1d49", "3\u1d49"]),
                                          ("de", ["1.", "2.", "3."])])
def test_a_mina_ranking_writes_its_places_as_the_language_does(speak, lang, places):
    from caramba_desktop.games.mina.view_board import ordinal_place

    speak(lang)
    assert [ordinal_place(n) for n in (1, 2, 3)] == places


BUTTONS = {  # a button named in running text: its context and label
    "Next": "Tutorial", "Done": "CaboView", "Continue": "CarambaView",
    "Lay an ambush": "MinaView",
}
QUOTES = {"en": ("“", "”"), "de": ("„", "“"), "fr": ("«\u00a0", "\u00a0»"), "sv": ("”", "”")}


@pytest.mark.parametrize("lang", sorted(QUOTES))
def test_a_button_named_in_running_text_is_quoted_with_its_own_label(lang):
    from tests.ui.test_translations import ts_messages

    messages = ts_messages(lang)
    label = {source: forms[0] for (context, source, _), (_, forms, _) in messages.items()
             if BUTTONS.get(source) == context}
    found = 0
    for (context, source, _), (_, forms, _) in messages.items():
        for button, shown in label.items():
            if f"“{button}”" in source:
                found += 1
                opening, closing = QUOTES[lang]
                assert f"{opening}{shown.replace('&', '')}{closing}" in forms[0], (
                    f"{context}: {forms[0]!r} names the button {shown!r} unquoted or "
                    "by another label")
    assert found >= 5
