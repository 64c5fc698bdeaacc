"""Switching the language from the menu changes the window, the table and the log, live."""

from __future__ import annotations

from caramba_desktop.session.session import Seat
from caramba_desktop.ui import language
from caramba_desktop.ui.new_game import NewGameConfig
from tests.ui.table_helpers import wait_for_human


def snapshot(window) -> dict:
    page = window.game_window
    return {
        "menu": window.game_menu.title(),
        "undo": page.undo_button.text(),
        "side": page.players_heading.text(),
        "table": page.view.status_text(),
        "status": page.status_label.text(),
        "phase": page.phase_label.text(),
        "log": page.log.lines(),
    }


def test_the_language_menu_switches_window_table_and_log_live(
        qtbot, make_window, qm_files, english):
    window = make_window()
    seats = [Seat("Pancho", "human"), Seat("Dolores", "computer", "random"),
             Seat("Emiliano", "computer", "random")]
    window.start_config(NewGameConfig("caramba", seats, {}, 12), confirm=False)
    session = window.session
    for _ in range(6):  # a few moves in: the log has bids, passes, draws
        wait_for_human(qtbot, session)
        session.submit(session.legal_actions()[-1])
    wait_for_human(qtbot, session)
    before = snapshot(window)
    assert before["menu"] == "&Game" and before["undo"] == "Undo"

    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spiel")
    qtbot.waitUntil(lambda: window.game_window.status_label.text()
                    == window.game_window.view.status_text())
    german = snapshot(window)
    assert language.current_language() == "de"
    assert window.language_actions["de"].isChecked()
    assert german["undo"] == "Rückgängig" and german["side"] == "Spieler"
    assert german["table"] != before["table"] and german["table"].startswith("Wähle")
    assert german["phase"] in ("Versteigerung", "Vor der Versteigerung",
                               "Kisten in Sicherheit bringen")
    assert len(german["log"]) == len(before["log"]) and german["log"] != before["log"]
    assert any(" passt" in line or " bietet " in line for line in german["log"])
    # the whole table speaks German: the round label and the buttons
    round_label = window.game_window.view.stage.get(("round",))
    assert round_label is not None and round_label.text.startswith("Runde")

    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Partie")
    assert window.game_window.undo_button.text() == "Annuler"
    assert window.game_window.view.status_text() not in (before["table"], german["table"])

    window.language_actions["sv"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spel")
    assert window.game_window.undo_button.text() == "Ångra"

    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    qtbot.waitUntil(lambda: window.game_window.status_label.text() == before["status"])
    assert snapshot(window) == before


def test_the_start_page_speaks_the_chosen_language(qtbot, make_window, qm_files, english):
    window = make_window()
    card = window.start_page.cards[0]
    assert card.new_button.text() == "New game…"
    window.set_language("sv")
    qtbot.waitUntil(lambda: card.new_button.text() == "Nytt spel…")
    assert window.start_page.prompt.text() == "Välj ett spel"
    assert window.start_page.cards[1].soon_label.text() == "Kommer snart"
    assert language.stored_language() == "sv"  # remembered for the next start
