"""The Caramba! table: it draws only what an observation holds and offers only
legal choices. States are built with the engine, chance outcomes chosen by hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.caramba.rules import GAME
from caramba_desktop.games.caramba.view import CarambaView
from caramba_desktop.ui.scene import (
    ButtonItem,
    CardItem,
    ChipItem,
    is_animating,
    set_animation_speed,
)
from tests.games.test_caramba_rules import end_with_secured

NAMES = ["Pancho", "Emiliano", "Porfirio", "Dolores"]


# ----- building states ---------------------------------------------------------------


def new_game(hands, specials, start=0, crates=("gold3", "ammo2", "dynamite4")):
    """A game after a fixed deal: hands, special cards, start player, crates drawn."""
    s = GAME.new_state(len(hands))
    s.apply(Action("start_player", player=start))
    for p, hand in enumerate(hands):
        for card in hand:
            s.apply(Action("draw", player=p, card=card))
    for p, special in enumerate(specials):
        s.apply(Action("special", player=p, card=special))
    for crate in crates:
        s.apply(Action("crate", crate=crate))
    return s


def settle_chance(s):
    """Resolve chance events with their first outcome (a fixed, known draw)."""
    while s.current_player == CHANCE:
        s.apply(s.chance_outcomes()[0][0])
    return s


HANDS_2 = [
    ["gold7", "gold3/ammo4", "ammo5", "dynamite2"],
    ["gold5", "ammo3/gold4", "ammo7", "dynamite5"],
]


def won_gold_state(special0="en_seguridad"):
    """Two players; Pancho (0) wins the gold with his 7 and may now secure."""
    s = new_game(
        HANDS_2, [special0, "manos_arriba"], crates=("gold3", "gold4", "ammo2", "dynamite4")
    )
    s.apply(Action("bid", card="gold7", **{"as": "gold"}))
    s.apply(Action("pass"))
    s.apply(Action("pass"))
    assert s.phase == "secure" and s.current_player == 0
    return s


# ----- the view ----------------------------------------------------------------------------


@pytest.fixture
def view(qtbot):
    set_animation_speed(0)
    v = CarambaView()
    qtbot.addWidget(v)
    v.resize(1280, 800)
    v.show()
    qtbot.waitExposed(v)
    yield v
    set_animation_speed(1)


def show(view, s, viewer, legal=None):
    """Show `s` as `viewer` sees it (None: the spectator's view, what everybody sees)."""
    if legal is None:
        legal = s.legal_actions() if viewer == s.current_player else []
    view.show_observation(s.observation(viewer), legal, viewer, NAMES[: s.num_players])


def emitted(view):
    chosen = []
    view.actionChosen.connect(chosen.append)
    return chosen


def click(qtbot, view, item, local=QPointF(0, 0)):
    """A real mouse click on `item` at `local` (item coordinates) through the viewport."""
    lift = getattr(item, "lift", 0.0)
    pos = view.mapFromScene(item.mapToScene(local - QPointF(0, lift)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def cards(view):
    return {k: i for k, i in view.stage.items().items() if isinstance(i, CardItem)}


def button(view, name):
    return view.stage.get(("button", name))


# ----- tests ----------------------------------------------------------------------------------


def test_only_legal_hand_cards_are_enabled(view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    legal = s.legal_actions()
    show(view, s, 0, legal)
    hand = {k[2]: i for k, i in cards(view).items() if k[0] == "hand"}
    assert set(hand) == set(HANDS_2[0])
    assert all(item.legal for item in hand.values())
    # offered fewer actions, the view enables only those cards
    only = [a for a in legal if a.get("card") == "ammo5"]
    show(view, s, 0, only)
    hand = {k[2]: i for k, i in cards(view).items() if k[0] == "hand"}
    assert [c for c, i in hand.items() if i.legal] == ["ammo5"]
    assert all(i.dimmed for c, i in hand.items() if c != "ammo5")
    # not the viewer's turn: nothing is enabled
    show(view, s, 1)
    assert not any(
        i.legal
        for i in view.stage.items().values()
        if hasattr(i, "legal") and not isinstance(i, ButtonItem)
    )
    assert not any(k[0] == "button" for k in view.stage.keys())


def test_single_treasure_card_bids_on_click(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)
    chosen = emitted(view)
    click(qtbot, view, view.stage.get(("hand", 0, "ammo5")))
    assert chosen == [Action("bid", card="ammo5", **{"as": "ammo"})]
    assert view.legal_actions() == []  # no second choice from the same offer


def test_two_treasure_card_asks_which_treasure(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)
    chosen = emitted(view)
    card = view.stage.get(("hand", 0, "gold3/ammo4"))
    click(qtbot, view, card)
    assert chosen == []
    assert view.pending() == "treasure"
    assert button(view, "bid_gold").enabled and button(view, "bid_ammo").enabled
    assert button(view, "pass") is None
    click(qtbot, view, button(view, "bid_ammo"))
    assert chosen == [Action("bid", card="gold3/ammo4", **{"as": "ammo"})]


def test_two_treasure_card_half_click_and_escape(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)
    chosen = emitted(view)
    card = view.stage.get(("hand", 0, "gold3/ammo4"))
    click(qtbot, view, card)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.pending() is None and chosen == []
    click(qtbot, view, card)
    card = view.stage.get(("hand", 0, "gold3/ammo4"))
    click(qtbot, view, card, QPointF(0, -25))  # the top half: gold
    assert chosen == [Action("bid", card="gold3/ammo4", **{"as": "gold"})]


def test_public_table_draws_no_hand_face_up(view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    s.apply(Action("bid", card="gold3/ammo4", **{"as": "ammo"}))
    show(view, s, None, [])
    items = cards(view)
    assert not any(k[0] == "hand" for k in items)
    backs = [i for k, i in items.items() if k[0] == "handback"]
    assert len(backs) == 3 + 4
    assert not any(i.face_up for i in backs)
    # the bid is public and shown face up; no special card is shown face up
    assert items[("bid", 0, "gold3/ammo4")].face_up
    assert not any(i.face_up for k, i in items.items() if k[0] == "special")
    assert not any(k[0] == "button" for k in view.stage.keys())


def test_public_table_hides_secrets_even_from_a_players_observation(view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    view.show_observation(s.observation(0), [], None, NAMES[:2])
    items = cards(view)
    assert not any(k[0] == "hand" for k in items)
    assert not any(i.face_up for k, i in items.items() if k[0] in ("handback", "special"))


def test_other_hands_are_never_face_up(view):
    hands = [
        ["gold7", "ammo5", "dynamite2", "gold2"],
        ["gold5", "ammo7", "dynamite5", "gold2"],
        ["ammo2", "dynamite7", "ammo3/gold4", "gold3/dynamite4"],
        ["dynamite3/ammo4", "gold7", "ammo5", "dynamite2"],
    ]
    s = new_game(hands, ["fuera", "manos_arriba", "en_seguridad", "estoy_de_vuelta"])
    s.apply(Action("bid", card="gold7", **{"as": "gold"}))
    for viewer in range(4):
        show(view, s, viewer)
        items = cards(view)
        hand_keys = [k for k in items if k[0] == "hand"]
        assert {k[1] for k in hand_keys} == {viewer}
        assert not any(i.face_up for k, i in items.items() if k[0] == "handback")
        secret = {c for p in range(4) if p != viewer for c in s.hands[p]}
        for key, item in items.items():
            if item.face_up and key[0] not in ("bid",) and key[1] != viewer:
                pytest.fail(f"{key} of another player drawn face up")
            if item.face_up and key[0] == "special":
                assert key[1] == viewer
        shown = {k[2] for k in hand_keys}
        assert not (shown & (secret - set(s.hands[viewer])))


def test_pass_button_only_when_legal(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)  # the start player must bid on his first turn
    chosen = emitted(view)
    assert Action("pass") not in s.legal_actions()
    assert not button(view, "pass").enabled
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert chosen == []
    click(qtbot, view, button(view, "pass"))  # offered to the rules, to hear why not
    assert chosen == [Action("pass")] and Action("pass") not in s.legal_actions()
    chosen.clear()
    s.apply(Action("bid", card="gold7", **{"as": "gold"}))
    show(view, s, 1)
    assert button(view, "pass").enabled
    click(qtbot, view, button(view, "pass"))
    assert chosen == [Action("pass")]


def test_pass_by_keyboard(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    s.apply(Action("bid", card="gold7", **{"as": "gold"}))
    show(view, s, 1)
    chosen = emitted(view)
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert chosen == [Action("pass")]


def test_keyboard_focus_and_number_keys(qtbot, view):
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)
    chosen = emitted(view)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    first = view.focused_key()
    assert first[0] == "hand"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_key() != first
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focused_key() == first
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(chosen) == 1 and chosen[0].type == "bid" and chosen[0]["card"] == first[2]
    show(view, s, 0)
    chosen.clear()
    qtbot.keyClick(view, Qt.Key.Key_1)  # the first card of the hand as drawn: gold7
    assert chosen == [Action("bid", card="gold7", **{"as": "gold"})]


def test_secure_a_crate_by_click(qtbot, view):
    s = won_gold_state()
    show(view, s, 0)
    chosen = emitted(view)
    crates = {
        k: i
        for k, i in view.stage.items().items()
        if isinstance(i, ChipItem) and k[0] == "crate" and k[1] == 0
    }
    assert {k[2] for k in crates} == {"gold3", "gold4"}
    assert all(i.legal for i in crates.values())
    assert button(view, "keep").enabled
    click(qtbot, view, crates[("crate", 0, "gold4", 0)])
    assert chosen == [Action("secure", crate="gold4")]


def test_keep_button(qtbot, view):
    s = won_gold_state()
    show(view, s, 0)
    chosen = emitted(view)
    click(qtbot, view, button(view, "keep"))
    assert chosen == [Action("keep")]


def test_en_seguridad_ticks_crates_up_to_six(qtbot, view):
    s = won_gold_state("en_seguridad")
    show(view, s, 0)
    chosen = emitted(view)
    click(qtbot, view, button(view, "special"))
    assert view.pending() == "en_seguridad"
    assert not button(view, "confirm").enabled
    click(qtbot, view, view.stage.get(("crate", 0, "gold3", 0)))
    assert view.stage.get(("crate", 0, "gold3", 0)).marked
    click(qtbot, view, view.stage.get(("crate", 0, "gold4", 0)))  # 3 + 4 > 6: not offered,
    assert not view.stage.get(("crate", 0, "gold4", 0)).marked  # but the rules say why
    assert chosen == [Action("en_seguridad", crates=["gold3", "gold4"])]
    assert chosen[0] not in s.legal_actions()
    chosen.clear()
    click(qtbot, view, button(view, "confirm"))
    assert chosen == [Action("en_seguridad", crates=["gold3"])]


def test_en_seguridad_by_keyboard_visits_the_crates_before_secure_and_cancel(qtbot, view):
    s = won_gold_state("en_seguridad")
    show(view, s, 0)
    chosen = emitted(view)
    view.setFocus()
    while view.focused_key() != ("button", "special"):
        qtbot.keyPress(view, Qt.Key.Key_Right)
    qtbot.keyPress(view, Qt.Key.Key_Return)
    assert view.pending() == "en_seguridad"
    order = view.focus_order()
    crates = [key for key in order if key[0] == "crate"]
    assert crates and order[:len(crates)] == crates
    assert order[len(crates):] == [("button", "cancel")]  # Secure waits for a crate
    qtbot.keyPress(view, Qt.Key.Key_Right)
    assert view.focused_key() == crates[0]
    qtbot.keyPress(view, Qt.Key.Key_Return)
    assert view.stage.get(crates[0]).marked
    assert view.focus_order()[-2:] == [("button", "confirm"), ("button", "cancel")]
    while view.focused_key() != ("button", "confirm"):
        qtbot.keyPress(view, Qt.Key.Key_Right)
    qtbot.keyPress(view, Qt.Key.Key_Return)
    assert chosen == [Action("en_seguridad", crates=[crates[0][2]])]


def _round_two(special0):
    """Pancho won gold in round 1 and kept it; round 2 is about to start."""
    s = won_gold_state(special0)
    s.apply(Action("keep"))
    return settle_chance(s)


def test_fuera_asks_which_treasure(qtbot, view):
    s = _round_two("fuera")
    assert s.phase == "fuera" and s.current_player == 0
    show(view, s, 0)
    chosen = emitted(view)
    assert button(view, "continue").enabled
    click(qtbot, view, button(view, "special"))
    assert view.pending() == "fuera"
    click(qtbot, view, button(view, "fuera_gold"))
    assert chosen == [Action("fuera", treasure="gold")]


def test_continue_in_the_window_before_the_auction(qtbot, view):
    s = _round_two("en_seguridad")
    show(view, s, 0)
    chosen = emitted(view)
    assert button(view, "special") is None
    click(qtbot, view, button(view, "continue"))
    assert chosen == [Action("continue")]


def test_estoy_de_vuelta_takes_back_a_discard(qtbot, view):
    s = _round_two("estoy_de_vuelta")
    s.apply(Action("continue"))
    settle_chance(s)
    # round 2: Emiliano starts and must bid, then it is Pancho's turn
    assert s.current_player == 1
    s.apply(s.legal_actions()[0])
    assert s.current_player == 0
    show(view, s, 0)
    chosen = emitted(view)
    click(qtbot, view, button(view, "special"))
    assert view.pending() == "estoy_de_vuelta"
    pick = view.stage.get(("pick", "gold7"))
    assert pick is not None and pick.face_up
    click(qtbot, view, pick)
    assert chosen == [Action("estoy_de_vuelta", card="gold7")]


def test_resize_and_game_over_render(view):
    s = won_gold_state()
    s.apply(Action("secure", crate="gold4"))
    show(view, s, 0)
    view.resize(1920, 1080)
    view.resize(900, 700)
    assert view.stage.get(("mat", 0)) is not None
    # a finished game: scores on the mats, the winner in the status line
    obs = s.observation(0)
    obs.update(phase="over", current_player=-2, scores=[4, 0], winners=[0])
    view.show_observation(obs, [], 0, NAMES[:2])
    assert "Pancho" in view.status_text()


def test_moves_glide_from_where_things_were(qtbot, view):
    set_animation_speed(1)
    s = new_game(HANDS_2, ["fuera", "manos_arriba"])
    show(view, s, 0)
    card = view.stage.get(("hand", 0, "gold7"))
    start = card.pos()
    chosen = emitted(view)
    card.click()
    s.apply(chosen[0])
    show(view, s, 0)
    bid = view.stage.get(("bid", 0, "gold7"))
    assert bid is card  # the same card, moving from the hand to the bids
    assert is_animating(bid) and bid.pos() == start
    s.apply(Action("bid", card="gold5", **{"as": "gold"}))
    show(view, s, 0)
    other = view.stage.get(("bid", 1, "gold5"))  # Emiliano's card comes from his hand
    assert is_animating(other)
    qtbot.waitUntil(lambda: not is_animating(bid) and not is_animating(other), timeout=3000)
    assert bid.pos() != start and bid.scale() == pytest.approx(1.0)


def test_the_end_screen_counts_a_special_card_still_held_in_the_tie_break(qtbot):
    state = end_with_secured([["gold2", "ammo2"], ["dynamite4", "ammo3"]], move_to_draw_pile=1)
    state.special[1] = None  # five band cards each; only player 0 still holds his special card
    rows = CarambaView.end_summary(state.observation(None), NAMES[:2])
    assert [(r.player, r.score, r.winner) for r in rows] == [(0, 7, True), (1, 7, False)]
    assert [r.note for r in rows] == ["6 cards in hand", "5 cards in hand"]


# ----- a game that ends because no crate moves any more -----------------------------


def stalled_game():
    from tests.games.test_caramba_rules import holding_all_three_unsecured, quiet_round

    s = holding_all_three_unsecured()
    while not s.is_terminal():
        quiet_round(s)
    return s


def test_the_end_screen_and_the_log_say_why_a_stalled_game_ended(qtbot, qapp, english):
    from PySide6.QtWidgets import QWidget

    from caramba_desktop.games.caramba.texts import describe_event
    from caramba_desktop.ui import language
    from caramba_desktop.ui.game_over import GameOverPanel

    s = stalled_game()
    final = s.observation(None)
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 700)
    panel = GameOverPanel(host)
    panel.show_result(CarambaView.end_summary(final, NAMES[:2]), NAMES[:2],
                      ending=lambda: CarambaView.end_reason(final))
    said = "For 8 rounds in a row no crate was drawn, won or secured: the game ends here."
    assert panel.ending_label.isVisibleTo(panel) and panel.ending_label.text() == said
    assert describe_event(s.last_events()[-1], NAMES[:2]) == (
        said + " Game over: Pancho wins with 2 points")
    language.install(qapp, "de", remember=False)
    panel.retranslate()
    assert panel.ending_label.text() == ("8 Runden in Folge wurde keine Kiste gezogen, "
                                         "gewonnen oder in Sicherheit gebracht: Das Spiel "
                                         "endet hier.")
    assert describe_event(s.last_events()[-1], NAMES[:2]).startswith("8 Runden in Folge")
    # a game that ends the usual way, with the bag, says nothing of it
    usual = end_with_secured([[], []]).observation(None)
    panel.show_result(CarambaView.end_summary(usual, NAMES[:2]), NAMES[:2],
                      ending=lambda: CarambaView.end_reason(usual))
    assert not panel.ending_label.isVisibleTo(panel)



def test_the_log_warns_at_the_start_of_the_round_that_can_end_a_stalled_game(qapp, english):
    from caramba_desktop.games.caramba.texts import describe_event
    from caramba_desktop.ui import language

    warning = {"type": "stall_warning", "quiet_rounds": 7}
    assert describe_event(warning, NAMES[:2]) == (
        "No crate has moved for 7 rounds: unless one is won, lost or secured in this "
        "round, the game ends after it")
    language.install(qapp, "fr", remember=False)
    assert describe_event(warning, NAMES[:2]).startswith(
        "Aucune caisse n’a bougé depuis 7 tours\u00a0: ")
