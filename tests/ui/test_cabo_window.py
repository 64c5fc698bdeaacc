"""CABO in the real game screen: two humans play by clicks with hand-offs in between,
and a match of computers runs to its end. Animations off, no delays."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt

from caramba_desktop.engine.api import Action
from caramba_desktop.games.cabo import texts
from caramba_desktop.ui.log_panel import render_lines
from caramba_desktop.ui.scene import CardItem
from tests.ui.table_helpers import click, start_game

NAMES = ["Anna", "Ben", "Carla", "Dirk"]


def start(window, kinds: str, seed: int, options: dict | None = None):
    return start_game(window, "cabo", NAMES, kinds, seed, options)




def settle(qtbot, session, page, timeout: float = 20.0) -> None:
    """Let automatic steps run until a human must act, a cover or a moment waits, or the end."""
    deadline = time.monotonic() + timeout
    while not (session.is_over() or session.handoff_pending is not None
               or session.legal_actions() or page.view.holds_moment()):
        assert time.monotonic() < deadline, "nothing came to do"
        qtbot.wait(1)




def own_card(view, player: int, place: int) -> tuple:
    return ("card", view.card_id(player, place))


def assert_only_public_faces(view, public: dict) -> None:
    """Nothing face up on the table that the public observation does not show."""
    for shown in view.face_up_places():
        if shown[0] == "layout":
            _, p, i, value = shown
            assert public["players"][p]["layout"][i]["card"] == value, shown
        elif shown[0] == "held":
            assert public["held"] == shown[1], shown
    for key, item in view.stage.items().items():
        if key[0] == "aid":
            place = view.card_place(key[1])
            assert place is not None and public["players"][place[0]]["layout"][place[1]][
                "card"] is not None, key


def test_two_humans_play_a_round_by_clicks_and_nothing_private_shows_before_a_handoff(
        qtbot, make_window):
    window = make_window()
    session = start(window, "hh", seed=7)
    page = window.game_window
    view = page.view
    covers = turns = moments = 0
    seen_set = seen_peek = False
    while not session.observation(None)["results"]:
        settle(qtbot, session, page)
        if view.holds_moment() and page.cover.isHidden() and session.handoff_pending is not None:
            # the player who just looked still sees his cards; the cover waits for Done
            assert view.face_up_places()
            moments += 1
            click(qtbot, view, ("button", "done"))
            assert not page.cover.isHidden()
            continue
        if not page.cover.isHidden():
            covers += 1
            p = session.handoff_pending
            assert session.viewer is None and page.log.viewer is None
            assert_only_public_faces(view, session.observation(None))
            public_log = [t for t, _ in render_lines(texts, session.log(), None, page.names)]
            assert page.log.lines() == public_log
            assert page.status_label.text() == f"Pass the screen to {NAMES[p]}"
            qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
            assert session.viewer == p and page.cover.isHidden()
            continue
        me = session.current_player
        obs = session.observation(me)
        kinds = {a.type for a in session.legal_actions()}
        if "look" in kinds:
            click(qtbot, view, own_card(view, me, 1))
            click(qtbot, view, own_card(view, me, 2))
            assert [i for i, s in enumerate(session.observation(me)["players"][me]["layout"])
                    if me in s["seen_by"]] == [1, 2]
        elif "draw" in kinds:
            turns += 1
            if turns == 7:
                click(qtbot, view, ("button", "cabo"))
            else:
                click(qtbot, view, ("draw",))
        elif "peek" in kinds and not seen_peek:
            seen_peek = True
            click(qtbot, view, ("button", "peek"))
            click(qtbot, view, own_card(view, me, 0))
            value = session.observation(me)["players"][me]["layout"][0]["card"]
            assert ("layout", me, 0, value) in view.face_up_places()
        elif "claim" in kinds and not seen_set and turns >= 3:
            seen_set = True
            click(qtbot, view, ("button", "set"))
            click(qtbot, view, own_card(view, me, 0))
            click(qtbot, view, own_card(view, me, 3))
            assert view.pending() == "set"
            with qtbot.waitSignal(view.actionChosen) as chosen:
                click(qtbot, view, ("button", "claim"))
            assert chosen.args[0] == Action("claim", positions=[0, 3])
        else:
            # the drawn card is face up for its drawer only
            assert ("held", obs["held"]) in view.face_up_places()
            click(qtbot, view, own_card(view, me, 1))
    assert covers >= 4 and moments >= 2 and seen_set and seen_peek
    # the round's end: every card shown, the scores with their rules; the cover waits
    settle(qtbot, session, page)
    result = session.observation(None)["results"][0]
    reveal = {(p, i): v for kind, p, i, v in (s for s in view.face_up_places()
                                               if s[0] == "reveal")}
    assert reveal == {(p, i): v for p, row in enumerate(result["layouts"])
                      for i, v in enumerate(row) if v is not None}
    labels = {k: item.text for k, item in view.stage.items().items()
              if k[0] == "panel" and hasattr(item, "text")}
    assert labels[("panel", "total", 0)] == str(result["totals"][0])
    assert labels[("panel", "rule", 0)].startswith(texts.rule_text(
        result["rules"][0], result, NAMES[:2]))
    click(qtbot, view, ("button", "continue"))
    assert not view.holds_moment()


def test_computers_play_a_match_to_the_end_and_the_end_screen_shows_the_scores(
        qtbot, make_window):
    window = make_window()
    session = start(window, "cc", seed=3)
    page = window.game_window
    qtbot.waitUntil(lambda: page.end_panel.isVisible(), timeout=60_000)
    engine = session.record.replay()
    assert engine.is_terminal() and max(engine.scores()) >= 101
    assert page.end_panel.scores() == dict(enumerate(engine.scores()))
    shown = [label.text() for label in page.end_panel.score_labels]
    by_rank = sorted(range(2), key=lambda p: (engine.scores()[p], p))
    assert shown == [f"{engine.scores()[p]} pts" for p in by_rank]
    assert [r.player for r in page.end_panel.rows() if r.winner] == engine.winners()
    assert "Game over" in page.view.status_text()
    # the final round is shown face up, with the match's score sheet
    final = engine.observation(None)
    assert all(isinstance(item, CardItem) and item.face_up
               for k, item in page.view.stage.items().items() if k[0] == "reveal")
    assert page.view.stage.get(("sheet", "round", 0)) is not None
    assert final["results"][-1]["totals"] == engine.scores()


def test_a_long_instruction_moves_no_table_and_is_never_cut(qtbot, qapp, make_window, english):
    """In German, in the smallest window: the drawn card's long instruction takes the
    status line's second line without pushing the table down, and the prompt on the
    table shows it whole."""
    from caramba_desktop.ui import language
    from caramba_desktop.ui.main_window import MainWindow

    language.install(qapp, "de", remember=False)
    window = make_window()
    window.resize(*MainWindow.MINIMUM_SIZE)
    session = start(window, "hc", seed=3)
    page = window.game_window
    view = page.view
    while "draw" not in {a.type for a in session.legal_actions()}:
        settle(qtbot, session, page)
        if view.holds_moment():
            click(qtbot, view, ("button", "done"))
        elif "look" in {a.type for a in session.legal_actions()}:
            click(qtbot, view, own_card(view, 0, 0))
            click(qtbot, view, own_card(view, 0, 1))
    qtbot.wait(20)
    table_top = page.table_host.mapTo(window, page.table_host.rect().topLeft()).y()
    short = page.status_label.text()
    click(qtbot, view, ("draw",))
    qtbot.waitUntil(lambda: "discard" in {a.type for a in session.legal_actions()})
    qtbot.wait(20)
    assert page.status_label.text() != short
    long = page.status_label.text()
    assert page.status_label.fontMetrics().horizontalAdvance(long) > \
        page.status_label.width(), "the instruction takes two lines"
    assert page.table_host.mapTo(window, page.table_host.rect().topLeft()).y() == table_top
    prompt = view.stage.get(("status",))
    assert prompt.shown_text() == long
    assert prompt.sceneBoundingRect().width() <= view.table_width()
