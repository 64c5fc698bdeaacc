"""Private deals at the Mina de Plata table, in the real game window: whoever does not
deal clicks nothing; a human offers through the dialog, the mover answers on the
table; a human offers to a computer; the log tells the deal."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from caramba_desktop.games.mina.view_deal import DealDialog
from caramba_desktop.ui import language
from tests.ui.table_helpers import click, start_game, wait_for_human

NAMES = ["Pancho", "Dolores"]


def start(window, kinds: str, seed: int = 7, pause_ms: int = 0):
    window.session_kwargs = {"step_delay_ms": pause_ms, "chance_delay_ms": 0}
    return start_game(window, "mina", NAMES, kinds, seed)


def place_all(qtbot, session, view):
    """Both humans place their sombreros as far back as they can."""
    while (wait_for_human(qtbot, session, asked=True)
           and session.observation(None)["phase"] == "place"):
        taken = {h["space"] for h in session.observation(None)["sombreros"]}
        click(qtbot, view, ("space", min(s for s in range(1, 61) if s not in taken)))


def offer_through_dialog(qtbot, view, amount: int) -> DealDialog:
    click(qtbot, view, ("button", "offer"))
    dialog = view.deal_dialog
    assert isinstance(dialog, DealDialog) and dialog.isVisible()
    dialog.amount.setValue(amount)
    dialog.offer_button.click()
    return dialog


def test_whoever_does_not_deal_clicks_nothing(qtbot, make_window):
    window = make_window()
    session = start(window, "hh")
    view = window.game_window.view
    place_all(qtbot, session, view)
    # the mover's roll is offered without anybody declining a deal by hand
    assert wait_for_human(qtbot, session)
    mover = session.observation(None)["mover"] % 2
    assert session.current_player == mover and view.stage.get(("button", "roll")) is not None
    passes = [e for e in session.log() if e.views[None] == {"type": "no_offer"}]
    assert [e.actor for e in passes] == [1 - mover]
    assert not any("offer" in line for line in window.game_window.log.lines())
    # the pass was nobody's decision: undo goes back past it, to the mover's placing
    assert session.log()[-2].actor == mover and session.can_undo()
    window.game_window.undo()
    assert session.observation(None)["phase"] == "place" and session.current_player == mover


def test_a_human_offers_in_a_dialog_and_the_other_accepts_on_the_table(qtbot, make_window):
    window = make_window()
    session = start(window, "hh", pause_ms=600_000)  # the pause outlasts the test
    page = window.game_window
    view = page.view
    place_all(qtbot, session, view)
    assert wait_for_human(qtbot, session, asked=True)
    obs = session.observation(None)
    mover, asked = obs["mover"] % 2, obs["deal"]["asking"]
    assert asked == 1 - mover and session.viewer == asked
    # only now, and only for the player asked: the button, no roll
    assert view.stage.get(("button", "offer")) is not None
    assert view.stage.get(("button", "roll")) is None
    assert "You may offer a deal" in page.status_label.text()
    money = list(obs["money"])
    offer_through_dialog(qtbot, view, 7)
    assert session.log()[-1].views[None] == {"type": "offer", "amount": 7}
    # the answer comes from the mover: the table turns to him
    qtbot.waitUntil(lambda: session.viewer == mover)
    assert f"{NAMES[asked]} offers you 7 silver" in page.status_label.text()
    assert view.stage.get(("button", "accept")).text == "Accept 7 silver"
    click(qtbot, view, ("button", "accept"))
    after = session.observation(None)
    assert after["money"][mover] == money[mover] + 7
    assert after["money"][asked] == money[asked] - 7
    assert after["deal"]["deal_dice"] == 1
    assert view.stage.get(("button", "roll")).text == f"Roll {after['dice'] + 1} dice"
    line = f"{NAMES[mover]} accepts {NAMES[asked]}'s 7 silver and rolls one more die"
    assert line in page.log.lines()


def test_cancelling_the_dialog_lets_the_pause_decline(qtbot, make_window):
    window = make_window()
    session = start(window, "hh", pause_ms=600_000)
    view = window.game_window.view
    place_all(qtbot, session, view)
    assert wait_for_human(qtbot, session, asked=True)
    click(qtbot, view, ("button", "offer"))
    session.step_delay_ms = 0  # the pause is over while the dialog is open: it holds
    qtbot.wait(50)
    assert session.observation(None)["deal"]["asking"] is not None
    view.deal_dialog.reject()
    qtbot.waitUntil(lambda: session.observation(None)["deal"]["asking"] is None)
    assert session.log()[-1].views[None] == {"type": "no_offer"}


def test_the_open_deal_dialog_follows_a_language_switch(qtbot, qapp, make_window, english):
    window = make_window()
    session = start(window, "hh", pause_ms=600_000)
    view = window.game_window.view
    place_all(qtbot, session, view)
    assert wait_for_human(qtbot, session, asked=True)
    click(qtbot, view, ("button", "offer"))
    dialog = view.deal_dialog
    assert dialog.windowTitle() == "Offer a deal" and dialog.offer_button.text() == "Offer"
    language.install(qapp, "de", remember=False)
    # Qt posts LanguageChange to every window: it arrives with the next events
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Geschäft anbieten", timeout=2000)
    assert dialog.offer_button.text() == "Anbieten"
    assert dialog.silver_label.text() == "Silberstücke:"
    assert "Du hast" in dialog.terms.text() and "have" not in dialog.terms.text()
    assert dialog.isVisible() and view.deal_dialog is dialog  # the offer is still open


def test_a_human_offers_a_deal_to_a_computer_which_answers(qtbot, make_window):
    window = make_window()
    session = start(window, "hc", seed=11, pause_ms=1500)  # the computer's pause
    view = window.game_window.view
    for _ in range(200):
        assert wait_for_human(qtbot, session, asked=True)
        obs = session.observation(0)
        if obs["phase"] == "place":
            taken = {h["space"] for h in obs["sombreros"]}
            click(qtbot, view, ("space", max(s for s in range(1, 61) if s not in taken)))
        elif obs["deal"]["asking"] == 0:  # the computer is about to roll: offer
            offer_through_dialog(qtbot, view, 30)
            break
        elif obs["deal"]["offer"] is not None:
            click(qtbot, view, ("button", "refuse"))
        else:
            click(qtbot, view, ("button", "roll"))
    qtbot.waitUntil(lambda: any(ev["type"] == "deal" for e in session.log() for ev in e.events),
                    timeout=10_000)
    deal = next(ev for e in session.log() for ev in e.events if ev["type"] == "deal")
    assert deal["from"] == 0 and deal["to"] == 1 and deal["amount"] == 30
    line = window.game_window.log.lines()
    assert any(NAMES[1] in t and "30 silver" in t for t in line)


def test_the_hint_suggests_accepting_or_refusing_an_offer_with_its_chance(qtbot, make_window):
    window = make_window()
    session = start(window, "hh", seed=4, pause_ms=600_000)
    view = window.game_window.view
    place_all(qtbot, session, view)
    assert wait_for_human(qtbot, session, asked=True)
    offer_through_dialog(qtbot, view, 5)
    qtbot.waitUntil(lambda: session.observation(None)["deal"]["offer"] is not None)
    hint = window.game_window.hint
    qtbot.mouseClick(hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hint.label.text().startswith("Suggested:"), timeout=30_000)
    first = hint.label.text().splitlines()[0]
    assert re.fullmatch(r"Suggested: (accept the offer and roll one more die|refuse the offer)"
                        r" \((about \d+% to win|the best chance it found|not weighed enough)\)",
                        first), first
