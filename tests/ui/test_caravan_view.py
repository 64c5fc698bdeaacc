"""The Caravan table in the real game window: a human plays a turn of four actions by
clicks (place, pick up, place, pass the good along the chain); computers play a
whole game to the end screen. Animations off, no delays. Then the view on its
own: the choices offered are exactly the legal ones, the path of a good."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan import texts
from caramba_desktop.games.caravan.rules import GAME
from caramba_desktop.games.caravan.view import CaravanView, PathItem
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import click, start_game, targets, wait_for_human

NAMES = ["Dan", "Kim", "Lea"]


def start(window, kinds: str, seed: int, options: dict | None = None):
    return start_game(window, "caravan", NAMES, kinds, seed, options)
cell = D.cell










def last_human_action(session):
    return next(e.views[None] for e in reversed(session.log()) if e.actor == 0)


def test_a_human_plays_a_turn_of_four_actions_by_clicks(qtbot, make_window):
    window = make_window()
    session = start(window, "hc", seed=3)
    page = window.game_window
    view = page.view
    assert page.title_label.text() == "Caravan"
    # the opening turns have fewer actions: end them with the button
    while wait_for_human(qtbot, session) and session.observation(0)["actions_left"] < 4:
        assert "Your turn" in page.status_label.text()
        click(qtbot, view, ("button", "end_turn"))
        assert last_human_action(session) == {"type": "end_turn"}
    obs = session.observation(0)
    assert obs["current_player"] == 0 and obs["actions_left"] == 4
    assert "Dan" in page.phase_label.text()
    occupied = {c[0] for camels in obs["camels"] for c in camels if c[0] is not None}
    # a numbered space with a good, itself and a neighbour free of camels
    space, good = next((s, g) for s, g in obs["goods"] if s not in occupied
                       and any(n not in occupied for n in D.NEIGHBOURS[s]))
    beside = next(n for n in D.NEIGHBOURS[space] if n not in occupied)

    # 1: place a camel: the supply, then the space (each space shows its cost)
    click(qtbot, view, ("camel", 0, 0))
    assert view.pending() == ("place", 0)
    offered = {k[1] for k in targets(view) if k[0] == "cell"}
    assert offered == set(range(D.SPACES))  # 4 actions: every space is affordable
    assert view.stage.get(("cell", space)).cost_text == "1"
    for s in occupied:
        assert view.stage.get(("cell", s)).cost_text == "2"
    click(qtbot, view, ("cell", space))
    assert last_human_action(session) == {"type": "place", "space": space}

    # 2: pick up the good with it: the camel, then the good
    click(qtbot, view, ("camel", 0, 0))
    assert view.pending() == ("camel", 0)
    assert ("lying", space) in targets(view)
    click(qtbot, view, ("lying", space))
    assert last_human_action(session) == {"type": "pick_up", "camel": 0}
    assert session.observation(0)["camels"][0][0] == [space, good, False]

    # 3: place a second camel next to it
    click(qtbot, view, ("camel", 0, 1))
    click(qtbot, view, ("cell", beside))
    assert last_human_action(session) == {"type": "place", "space": beside}

    # 4: pass the good along the chain: the loaded camel, then the empty one
    click(qtbot, view, ("camel", 0, 0))
    assert view.pending() == ("good", 0)
    assert targets(view) == {("camel", 0, 0), ("camel", 0, 1)}  # itself (to give up) + target
    assert view.stage.get(("path", 1)) is not None
    click(qtbot, view, ("camel", 0, 1))
    assert last_human_action(session) == {"type": "move_good", "camel": 0, "to": 1}
    mine = session.observation(None)["camels"][0]
    assert mine[0][1] is None and (mine[1][1] == good or good in
                                   session.observation(None)["players"][0]["delivered"])
    # the four actions are spent: the computer's turn; the log told each action in words
    assert session.observation(None)["current_player"] != 0
    lines = page.log.lines()
    assert f"Dan places a camel {texts.space_phrase(space, 'in')} (1 action)" in lines
    assert any(t.startswith(f"Dan picks up {good} {texts.space_phrase(space, 'in')}")
               for t in lines)


def test_computers_play_to_the_end_and_the_end_screen_shows_the_engines_scores(
        qtbot, make_window):
    window = make_window()
    session = start(window, "cc", seed=5)
    page = window.game_window
    qtbot.waitUntil(lambda: page.end_panel.isVisible(), timeout=60_000)
    engine = session.record.replay()
    assert engine.is_terminal()
    assert page.end_panel.scores() == dict(enumerate(engine.scores()))
    winners = [row.player for row in page.end_panel.rows() if row.winner]
    assert winners == engine.winners()
    assert page.view.status_text().startswith("Game over")
    assert not page.view.legal_actions()
    # every player's board shows the engine's score and the goods delivered
    final = engine.observation(None)
    for p in range(2):
        assert page.view.stage.get(("score", p)).text == texts.points_text(final["scores"][p])
        shown = sorted(k[2] for k in page.view.stage.keys() if k[:2] == ("delivered", p))
        assert shown == final["players"][p]["delivered"]
    lines = page.log.lines()
    deliveries = [ev for e in session.log() for ev in e.events if ev["type"] == "delivery"]
    for ev in deliveries:
        assert texts.describe_event(ev, NAMES[:2]) in lines
    assert lines[-1].endswith(texts.describe_event(
        next(ev for ev in session.log()[-1].events if ev["type"] == "game_over"), NAMES[:2]))


def test_any_camel_in_the_supply_can_be_taken_to_place_it(qtbot, make_window):
    window = make_window()
    session = start(window, "hc", seed=3)
    view = window.game_window.view
    assert wait_for_human(qtbot, session)
    supply = [i for i, c in enumerate(session.observation(0)["camels"][0]) if c[0] is None]
    assert len(supply) >= 3
    last = supply[-1]
    click(qtbot, view, ("camel", 0, last))  # the rightmost camel, not the first
    assert view.pending() == ("place", last)
    assert view.stage.get(("camel", 0, last)).marked
    click(qtbot, view, ("camel", 0, supply[1]))  # another one instead
    assert view.pending() == ("place", supply[1])
    click(qtbot, view, ("camel", 0, supply[1]))  # put back
    assert view.pending() is None
    click(qtbot, view, ("camel", 0, supply[2]))
    occupied = {c[0] for camels in session.observation(0)["camels"] for c in camels
                if c[0] is not None}
    space = next(s for s in range(D.SPACES) if s not in occupied)
    click(qtbot, view, ("cell", space))
    assert last_human_action(session) == {"type": "place", "space": space}


# ----- the view on its own: positions built by hand ---------------------------------------


def chain_state():
    """Dan to move: ivory on B1 in a chain B1-C1-D1 (Marrakech); a salt he stole under
    his camel on B2, where Kim's empty camel stands too."""
    s = GAME.new_state(2)
    s.apply(Action("start_player", player=0))
    for k, good in zip(sorted(D.NUMBERED), D.GOODS, strict=True):
        s.apply(Action("draw", number=k, good=good))
    s.turn, s.actions_left = 5, 4
    s.camels[0] = [[cell(0, 1), "ivory", False], [cell(0, 2), None, False],
                   [D.CITY_OF_GOOD["ivory"], None, False], [cell(1, 1), "salt", True],
                   [None, None, False]]
    s.camels[1][0] = [cell(1, 1), None, False]
    return s


def test_the_table_offers_only_legal_choices_and_shows_a_goods_path(qtbot):
    state = chain_state()
    view = CaravanView()
    qtbot.addWidget(view)
    view.resize(1400, 860)
    legal = state.legal_actions()
    view.show_observation(state.observation(0), legal, 0, NAMES[:2])
    # the camels that can act and the supply; nothing of the rival
    movers = {a["camel"] for a in legal if "camel" in a.params}
    assert targets(view) == {("camel", 0, i) for i in movers} | {("camel", 0, 4)}
    # the stolen good is drawn below its camel, a carried one above
    camel = view.stage.get(("camel", 0, 3)).pos()
    assert view.stage.get(("cargo", 0, 3)).pos().y() > camel.y()
    assert view.stage.get(("cargo", 0, 0)).pos().y() < view.stage.get(("camel", 0, 0)).pos().y()
    # the ivory goes to C1 or straight on to Marrakech: a path to each
    view.stage.get(("camel", 0, 0)).click()
    assert targets(view) == {("camel", 0, 0), ("camel", 0, 1), ("camel", 0, 2)}
    paths = {k[1]: view.stage.get(k) for k in view.stage.keys() if k[0] == "path"}
    assert set(paths) == {1, 2} and all(isinstance(p, PathItem) for p in paths.values())
    assert len(paths[2]._points) == 3  # B1, C1, D1
    chosen = []
    view.actionChosen.connect(chosen.append)
    view.stage.get(("camel", 0, 2)).click()
    assert chosen == [Action("move_good", camel=0, to=2)]
    assert not targets(view)  # nothing more to click until the table is drawn again
    # a moving camel with one action left: only spaces without camels are offered
    state.actions_left = 1
    view.show_observation(state.observation(0), state.legal_actions(), 0, NAMES[:2])
    view.stage.get(("camel", 0, 1)).click()
    offered = {k[1] for k in targets(view) if k[0] == "cell"}
    occupied = {c[0] for camels in state.camels for c in camels if c[0] is not None}
    assert offered == set(range(D.SPACES)) - occupied
    view.cancel_pending()
    assert view.pending() is None


def goods_drawn(view) -> dict:
    """The size of every good on the players' boards and on the camels, by key."""
    return {key: (round(item.boundingRect().width()), round(item.boundingRect().height()))
            for key, item in view.stage.items().items() if key[0] in ("delivered", "cargo")}


def test_the_goods_keep_their_size_after_continue(qtbot, make_window):
    """A good picked up from the board and delivered is drawn on the player's board at
    the board's size, as it is drawn again when the game is continued later."""
    window = make_window()
    session = start(window, "hc", seed=5)
    while wait_for_human(qtbot, session) and not any(
            seat["delivered"] for seat in session.observation(None)["players"]):
        click(qtbot, window.game_window.view, ("button", "end_turn"))
    before = goods_drawn(window.game_window.view)
    assert any(key[0] == "delivered" for key in before)
    window.leave_game()
    qtbot.mouseClick(window.start_page.card("caravan").continue_button,
                     Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, window)
    after = goods_drawn(window.game_window.view)
    assert after == before


MANY_GOODS = Path(__file__).parent.parent / "fixtures" / "positions" / \
    "caravan_many_goods.caramba.json"  # a full game of two: 20 and 19 goods delivered


@pytest.mark.parametrize("lang", ["de", "fr", "sv", "en"])
def test_every_good_delivered_stays_whole_and_apart_on_the_end_screen(
        qtbot, make_window, qapp, lang):
    from PySide6.QtCore import QRectF

    from caramba_desktop.engine.record import GameRecord
    from caramba_desktop.session.session import GameSession
    from caramba_desktop.ui import language
    from caramba_desktop.ui.main_window import MainWindow

    language.install(qapp, lang, remember=False)
    try:
        window = make_window()
        record = GameRecord.read(MANY_GOODS)
        delivered = [len(seat["delivered"]) for seat in record.replay().observation(0)["players"]]
        assert max(delivered) >= 16
        window._show_session(GameSession.from_record(record, step_delay_ms=0,
                                                     chance_delay_ms=0), None)
        panel = window.game_window.end_panel
        for size in ((1280, 800), MainWindow.MINIMUM_SIZE):
            window.resize(*size)
            qtbot.wait(30)
            rows = [icons for icons in panel.findChildren(QWidget)
                    if hasattr(icons, "icon_rects")]
            assert sorted(len(icons.paths) for icons in rows) == sorted(delivered)
            for icons in rows:
                shown = icons.icon_rects()
                box = QRectF(icons.rect())
                assert icons.parentWidget().rect().contains(icons.geometry()), size
                assert all(box.contains(rect) and rect.width() >= 20 for rect in shown), size
                assert not any(a.intersects(b) for i, a in enumerate(shown)
                               for b in shown[i + 1:]), size
    finally:
        language.install(qapp, "en", remember=False)
