"""The Caramba! table through the window: every seat's bids lie in a place of their
own, whatever the number of players, the bids and the window's size; a total that
counts a crate's bonus says so; a special card says what it does."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caramba.data import CARD_VALUES
from caramba_desktop.games.caramba.view import CarambaView
from caramba_desktop.ui.scene import is_animating, set_animation_speed
from tests.ui.caramba_crowded import crowded_observation
from tests.ui.table_helpers import click, start_game, wait_for_human

NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio"]
BID_PARTS = ("bid", "total", "bonusline", "bidzone")


def table_page(make_window, qtbot, players: int):
    """A game window at the table, waiting for its human (the first seat)."""
    window = make_window()
    session = start_game(window, "caramba", NAMES[:players], "h" + "c" * (players - 1), seed=3)
    assert wait_for_human(qtbot, session)
    return window, window.game_window


def drawn_rect(item) -> QRectF:
    """Where an item paints, in scene units (a mat's glow, a card's shadow left out)."""
    if hasattr(item, "rect"):
        return item.mapRectToScene(item.rect())
    return item.mapToScene(item.shape()).boundingRect()


def seat_bids(view, player: int) -> list[QRectF]:
    return [drawn_rect(item) for key, item in view.stage.items().items()
            if isinstance(key, tuple) and key[0] in BID_PARTS and key[1] == player]


def others(view) -> dict:
    """What bids must never cover: the seats' mats, the crates to win, the status."""
    return {key: drawn_rect(item) for key, item in view.stage.items().items()
            if isinstance(key, tuple) and key[0] in ("mat", "centre", "status")}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_bids_in_a_place_of_its_own(make_window, qtbot, players):
    window, page = table_page(make_window, qtbot, players)
    view = page.view
    smallest = window.minimumSizeHint()
    for size in [(1280, 800), (smallest.width(), smallest.height()), (1920, 800)]:
        window.resize(*size)
        qtbot.wait(10)
        view.show_observation(crowded_observation(players), [], 0, NAMES[:players])
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        rects = {p: seat_bids(view, p) for p in range(players)}
        assert all(len(r) > 15 for r in rects.values())  # 15 cards, badges, a zone each
        for p in range(players):
            for rect in rects[p]:
                assert visible.contains(rect), (size, p, rect, visible)
                for q in range(players):
                    if q != p:
                        assert not any(rect.intersects(o) for o in rects[q]), (size, p, q)
                for key, other in others(view).items():
                    assert not rect.intersects(other), (size, p, key)


def test_a_total_with_a_bonus_says_so(make_window, qtbot):
    window, page = table_page(make_window, qtbot, 2)
    view = page.view
    obs = crowded_observation(2)
    obs["players"][0]["bids"] = {"gold": ["gold3/ammo4"], "ammo": [], "dynamite": []}
    obs["players"][0]["unsecured"] = ["gold2"]
    obs["players"][1]["bids"] = {"gold": ["gold5"], "ammo": [], "dynamite": []}
    obs["players"][1]["unsecured"] = []
    view.show_observation(obs, [], 0, NAMES[:2])
    assert view.stage.get(("total", 0, "gold")).text == "5"
    assert view.stage.get(("bonusline", 0, "gold")).text == "3 + 2 bonus"
    assert view.stage.get(("total", 0, "gold")).toolTip() == "3 + 2 bonus"
    assert view.stage.get(("total", 1, "gold")).text == "5"
    assert view.stage.get(("bonusline", 1, "gold")) is None  # no bonus, nothing to explain


def test_the_own_special_card_says_what_it_does(make_window, qtbot):
    window, page = table_page(make_window, qtbot, 3)
    view = page.view
    special = page.session.observation(0)["players"][0]["special"]
    card = view.stage.get(("special", 0))
    point = view.mapFromScene(card.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(
        QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    when = {"manos_arriba": "auction turn", "estoy_de_vuelta": "discard pile",
            "fuera": "cannot be taken", "en_seguridad": "worth 6 at most"}[special]
    assert when in QToolTip.text()
    QToolTip.hideText()
    for p in (1, 2):  # the others' special cards lie face down and tell nothing
        assert view.stage.get(("special", p)).toolTip() == ""


def test_the_sombrero_never_covers_a_band_name(make_window, qtbot):
    """The start player's sombrero passes to the next seat: at rest it lies clear of
    the band's name, and on its way it slides under the words it passes."""
    window, page = table_page(make_window, qtbot, 4)
    view = page.view
    obs = crowded_observation(4)
    obs.update(start_player=1, current_player=-1)  # Dolores, at the left
    view.show_observation(obs, [], None, NAMES)
    set_animation_speed(1)
    try:
        obs = dict(obs, start_player=2)  # the sombrero goes to Emiliano, at the top
        view.show_observation(obs, [], None, NAMES)
        token, band = view.stage.get(("start",)), view.stage.get(("tag", 2))
        assert band.text == "Gringos" and is_animating(token)
        crossed = False
        while is_animating(token):
            if drawn_rect(token).intersects(drawn_rect(band)):
                crossed = True
                assert token.zValue() < band.zValue(), "the sombrero covers the band's name"
            qtbot.wait(5)
        assert crossed  # its way passes the name
        assert not drawn_rect(token).intersects(drawn_rect(band))
        assert token.zValue() > view.stage.get(("mat", 2)).zValue()
    finally:
        set_animation_speed(0)


# ----- an auction's result stays on the table ----------------------------------------------


def play_until_result(qtbot, page, timeout: float = 30.0) -> None:
    """The human passes (bids when he must, keeps his crates) until an auction's result
    is up on the table."""
    session, view = page.session, page.view
    deadline = time.monotonic() + timeout
    while not view.result_shown():
        assert time.monotonic() < deadline, "no auction came to its end"
        legal = session.legal_actions() if session.viewer == session.current_player else []
        if legal:
            kinds = {a.type: a for a in legal}
            session.submit(kinds.get("pass") or kinds.get("keep") or kinds.get("continue")
                           or legal[0])
        else:
            qtbot.wait(2)


def test_the_result_waits_for_the_human(make_window, qtbot):
    window = make_window()
    session = start_game(window, "caramba", NAMES[:3], "hcc", seed=11)
    page = window.game_window
    play_until_result(qtbot, page)
    view = page.view
    last = session.observation(None)["last_auction"]
    title = view.stage.get(("result", "title"))
    assert title is not None and "1" in title.text
    for event in last["results"]:
        t = event["treasure"]
        shown = [view.stage.get(("result", "total", t, p)).text for p in range(3)]
        assert shown == [str(v) for v in event["totals"]]
        assert view.stage.get(("result", "outcome", t)).text
        crates = event["crates"] if event["winner"] is not None else event["to_centre"]
        assert all(view.stage.get(("result", "crate", t, i)) for i in range(len(crates)))
    assert view.focused_key() == ("button", "result")  # Enter or Space would close it too
    moves = len(session.log())
    qtbot.wait(400)
    assert view.result_shown() and len(session.log()) == moves, "play went on under it"
    assert view.legal_actions() == [] or view.stage.get(("button", "pass")) is None
    click(qtbot, view, ("button", "result"))
    assert not view.result_shown()
    qtbot.waitUntil(lambda: len(session.log()) > moves or bool(session.legal_actions()),
                    timeout=5000)


def test_with_computers_only_the_result_passes_at_their_pace(make_window, qtbot):
    window = make_window()
    pace = 30
    window.session_kwargs = {"step_delay_ms": pace, "chance_delay_ms": 0}
    session = start_game(window, "caramba", NAMES[:3], "ccc", seed=5)
    view = window.game_window.view
    held = []  # (when, held) each time play stops for a result and goes on
    view.holdsPlay.connect(lambda on: held.append((time.monotonic(), on, len(session.log()))))
    # the moves applied while a result is on the table (the one that brought it aside);
    # a move already on its way when play stopped lands as play goes on, result closed
    under = []
    session.actionApplied.connect(lambda entry: view.result_shown() and under.append(entry))
    qtbot.waitUntil(lambda: len(held) >= 2, timeout=30000)
    (shown_at, up, moves), (closed_at, down, _) = held[:2]
    assert up and not down and view.stage.get(("result", "title")) is None
    assert closed_at - shown_at >= 0.95 * 8 * pace / 1000
    assert [e.index for e in under if e.index >= moves] == [], \
        "nothing was played while the result was up"
    qtbot.waitUntil(lambda: len(session.log()) > moves, timeout=5000)


def test_pass_and_play_the_cover_waits_for_the_result(make_window, qtbot):
    """Two humans at one screen: the result is read before the screen is passed on."""
    window = make_window()
    session = start_game(window, "caramba", NAMES[:2], "hh", seed=7)
    page = window.game_window
    view, cover = page.view, page.cover
    held_cover = False
    deadline = time.monotonic() + 30
    while not held_cover:
        assert time.monotonic() < deadline, "no result came before a hand-off"
        if not cover.isHidden():
            qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
        elif view.result_shown():
            held_cover = session.handoff_pending is not None
            assert cover.isHidden(), "the cover hides the result"
            click(qtbot, view, ("button", "result"))
            if held_cover:
                assert not cover.isHidden(), "the screen is passed on once it is read"
        else:
            legal = session.legal_actions() if session.viewer == session.current_player else []
            if legal:
                kinds = {a.type: a for a in legal}
                session.submit(kinds.get("pass") or kinds.get("keep")
                               or kinds.get("continue") or legal[0])
            else:
                qtbot.wait(2)


def test_the_result_names_winner_tie_and_crates(qtbot):
    view = CarambaView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    obs = crowded_observation(4)
    view.show_observation(obs, [], 0, NAMES)
    results = [
        {"type": "result", "treasure": "gold", "totals": [14, 9, 0, 14], "winner": None,
         "crates": [], "to_centre": ["gold3", "gold4"]},
        {"type": "result", "treasure": "ammo", "totals": [5, 11, 7, 0], "winner": 1,
         "crates": ["ammo2"], "to_centre": []},
        {"type": "result", "treasure": "dynamite", "totals": [0, 0, 0, 0], "winner": None,
         "crates": [], "to_centre": []},
    ]
    view.show_observation(dict(obs, last_auction={"round": 3, "results": results}), [], 0,
                          NAMES)
    outcome = {t: view.stage.get(("result", "outcome", t)).text
               for t in ("gold", "ammo", "dynamite")}
    assert outcome == {"gold": "Tie: 2 crates go to the centre", "ammo": "Dolores wins a crate",
                       "dynamite": "Nobody bid"}
    assert view.stage.get(("result", "crate", "gold", 1)) is not None
    assert view.stage.get(("result", "crate", "ammo", 0)) is not None
    marked = {key[2:] for key, item in view.stage.items().items()
              if key[:2] == ("result", "total") and item._fill}
    assert marked == {("gold", 0), ("gold", 3), ("ammo", 1)}  # the tied and the winner


def test_every_value_of_another_players_crates_can_be_read(make_window, qtbot):
    """Pancho's munition 2, 3, 3, 3 (and a gold 2, 3, 4 beside it): no crate's value lies
    under another crate, and the three 3s say how many they are."""
    from tests.ui.caramba_crowded import crowded_observation

    window, page = table_page(make_window, qtbot, 4)
    view = page.view
    obs = crowded_observation(4)
    unsecured = {1: ["ammo2", "ammo3", "ammo3", "ammo3", "gold2", "gold3", "gold4"],
                 2: ["gold2", "gold3", "gold4", "gold4", "dynamite2"],
                 3: ["dynamite2", "dynamite2", "dynamite3", "dynamite4"]}
    for p, crates in unsecured.items():
        obs["players"][p]["unsecured"] = crates
    for size in [(1280, 800), (1024, 560)]:
        window.resize(*size)
        qtbot.wait(10)
        view.show_observation(obs, [], 0, NAMES)
        qtbot.waitUntil(lambda: not is_animating(view))
        items = view.stage.items()
        for p, crates in unsecured.items():
            chips = {key: item for key, item in items.items() if key[:2] == ("crate", p)}
            assert len(chips) == len(crates)
            for crate in set(crates):
                top = max((item for key, item in chips.items() if key[2] == crate),
                          key=lambda item: item.zValue())
                box = drawn_rect(top)
                value = QRectF(box.center().x() - box.width() * 0.2,
                               box.center().y() - box.height() * 0.25,
                               box.width() * 0.4, box.height() * 0.5)
                over = [key for key, item in chips.items() if item.zValue() > top.zValue()
                        and drawn_rect(item).intersects(value)]
                assert over == [], (size, p, crate)
        count = items.get(("cratecount", 1, "ammo3"))
        assert count is not None and count.shown_text() == "×3"


def test_a_hand_of_fifteen_cards_fits_its_place(make_window, qtbot):
    """Late in a game with nothing at stake the whole band may be in hand: the fan stays
    above the table's bottom edge and off the seats' mats, in both window sizes."""
    from caramba_desktop.games.caramba.data import BAND_DECK
    from caramba_desktop.ui.scene import TABLE_HEIGHT
    from tests.ui.caramba_crowded import crowded_observation

    window, page = table_page(make_window, qtbot, 2)
    view = page.view
    obs = crowded_observation(2)
    obs["players"][0].update(hand=list(BAND_DECK), hand_count=len(BAND_DECK))
    for seat in obs["players"]:
        seat["bids"] = {t: [] for t in seat["bids"]}
    for size in [(1280, 800), (1024, 560)]:
        window.resize(*size)
        qtbot.wait(10)
        view.show_observation(obs, [], 0, NAMES[:2])
        items = view.stage.items()
        cards = [drawn_rect(item) for key, item in items.items() if key[0] == "hand"]
        assert len(cards) == len(BAND_DECK)
        mats = [drawn_rect(item) for key, item in items.items() if key[0] == "mat"]
        for card in cards:
            assert card.bottom() <= TABLE_HEIGHT and card.left() >= 0 and \
                card.right() <= view.table_width(), (size, card)
            assert not any(card.intersects(mat) for mat in mats), (size, card)


def _continues_played_for(session, player: int) -> int:
    actions = session.record.actions
    return sum(1 for entry in session.log()
               if entry.actor == player and actions[entry.index].type == "continue")


def test_no_continue_is_asked_before_an_auction_without_fuera(make_window, qtbot):
    """A player who keeps crates and holds no Fuera! has nothing to decide before the
    auction: the table goes on to the auction, and Undo never goes back to that moment."""
    window = make_window()
    session = start_game(window, "caramba", NAMES[:2], "hc", seed=11)
    undone = False
    while wait_for_human(qtbot, session) and session.observation(0)["round"] <= 8:
        assert session.legal_actions() != [Action("continue")], "nothing to choose"
        if not undone and _continues_played_for(session, 0) and session.can_undo():
            undone = session.undo()
            assert wait_for_human(qtbot, session)
            assert session.legal_actions() != [Action("continue")]
        legal = session.legal_actions()
        bids = sorted((a for a in legal if a.type == "bid"),
                      key=lambda a: -CARD_VALUES[a["card"]][a["as"]])
        kept = [a for a in legal if a.type in ("keep", "continue", "pass")]
        session.submit((bids or kept or legal)[0])  # wins crates, and keeps them
    assert _continues_played_for(session, 0) > 0  # the moment came, and passed by itself
    assert undone
