"""The table's words suit the keyboard and a screen reader as well as the mouse: a
status line, a refusal, a tutorial's step and the hand-off cover ask to choose a thing
or go on, never to click it, in every language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from caramba_desktop.ui import language
from tests.ui.table_helpers import start_game, wait_for_human

CLICK = re.compile(r"click|klick|cliqu", re.IGNORECASE)
I18N = Path(__file__).resolve().parents[2] / "i18n"
# what the tables, the tutorials' steps and bubble, and the hand-off cover say
TABLE_CONTEXTS = {"CaboView", "CaboTexts", "CarambaView", "CarambaTexts", "CaravanView",
                  "CaravanTexts", "MinaView", "MinaTexts", "Tutorial", "GameWindow",
                  "CaboTutorial", "CarambaTutorial", "CaravanTutorial", "MinaTutorial",
                  "HandoffCover"}


@pytest.mark.parametrize("lang", language.LANGUAGES)
def test_no_table_text_asks_for_a_click(lang):
    root = ElementTree.parse(I18N / f"caramba_desktop_{lang}.ts").getroot()
    clicks = [(context.findtext("name"), message.findtext("translation"))
              for context in root.iter("context") if context.findtext("name") in TABLE_CONTEXTS
              for message in context.iter("message")
              if CLICK.search(message.findtext("translation") or "")]
    assert clicks == []


@pytest.mark.parametrize("lang", ["de", "fr", "sv", "en"])
@pytest.mark.parametrize("game_id", ["cabo", "caramba", "caravan", "mina"])
def test_the_status_line_at_the_first_turn_asks_to_choose(qtbot, make_window, game_id, lang):
    window = make_window()
    window.set_language(lang)
    session = start_game(window, game_id, ["Ana", "Cid"], "hc", 5)
    assert wait_for_human(qtbot, session)
    status = window.game_window.status_label.text()
    assert status and not CLICK.search(status), status
