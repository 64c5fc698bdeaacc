"""A move the rules refuse says why: every refusal code the rules can give has its
sentence in the four languages, and a refused click on the table shows it."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import caramba_desktop
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.cabo.rules import GAME as CABO
from caramba_desktop.games.caramba.rules import GAME as CARAMBA
from caramba_desktop.games.caravan.rules import GAME as CARAVAN
from caramba_desktop.games.mina.rules import GAME as MINA
from caramba_desktop.ui import language
from caramba_desktop.ui.refusals import illegal_text
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import click, start_game, wait_for_human

PACKAGE = Path(caramba_desktop.__file__).parent
SHARED = ("engine/api.py", "session/session.py")  # the codes every game may give


def refusal_codes(module: Path) -> set[str]:
    """The codes `module` refuses with: IllegalAction("code", ...) and the session's
    self._refuse("code", ...)."""
    codes = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name in ("IllegalAction", "_refuse"):
            codes.add(node.args[0].value)
    return codes


def codes_of(game_id: str) -> set[str]:
    modules = [PACKAGE / path for path in SHARED] + [PACKAGE / "games" / game_id / "rules.py"]
    return set().union(*(refusal_codes(module) for module in modules))


def test_the_codes_are_found_where_the_rules_raise_them():
    assert {"no_theft_marker", "not_enough_actions", "game_over"} <= codes_of("caravan")
    assert {"not_your_turn", "handoff_pending", "malformed_action"} <= codes_of("caramba")
    assert "cabo_on_first_turn" in codes_of("cabo") and "space_taken" in codes_of("mina")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_refusal_code_has_its_own_sentence_in_four_languages(
        qapp, qm_files, english, game_id):
    translate = QCoreApplication.translate
    english_texts = {}
    for lang in ("en", *[code for code in language.LANGUAGES if code != "en"]):
        language.install(qapp, lang, remember=False)
        plain = translate("GameWindow", "That move is not possible now")
        for code in sorted(codes_of(game_id)):
            text = illegal_text(code, game_id)
            assert text and text != plain, f"{game_id}: {code} has no sentence ({lang})"
            if lang == "en":
                english_texts[code] = text
            else:
                assert text != english_texts[code], f"{game_id}: {code} untranslated ({lang})"


# ----- a refused click on the table ---------------------------------------------------------


def loaded_spaces(state, me: int) -> set[int]:
    return {c[0] for q, camels in enumerate(state.camels) if q != me for c in camels
            if c[0] is not None and c[1] is not None and not c[2]}


def thief_without_marker(state) -> bool:
    """The human is to move, has stolen once (the theft marker went to the victim), and
    an empty camel of theirs stands by a rival's loaded camel."""
    return (state.current_player == 0 and not state.theft[0] and state.actions_left >= 1
            and any(c[1] is None and c[0] in loaded_spaces(state, 0)
                    for c in state.camels[0]))


def scripted_move(state) -> Action:
    """The human steals, then goes where a rival carries a good; the rival picks goods up."""
    legal = state.legal_actions()
    if state.current_player == CHANCE:
        return state.chance_outcomes()[0][0]
    kinds = {a.type: a for a in legal}
    if state.current_player == 0:
        spaces = loaded_spaces(state, 0)
        places = [a for a in legal if a.type == "place" and a["space"] in spaces]
        return kinds.get("steal") or (places[0] if places else Action("end_turn"))
    occupied = {c[0] for camels in state.camels for c in camels}
    places = [a for a in legal if a.type == "place" and a["space"] in state.board
              and a["space"] not in occupied]
    return kinds.get("pick_up") or (places[0] if places else Action("end_turn"))


def open_scripted(qtbot, window, tmp_path, state, move, wanted, options=None):
    """Play `move(state)` until `wanted(state)`, then open that game (played with
    `options`) in `window` with the human in seat 0; its actions."""
    actions = []
    while not wanted(state):
        assert len(actions) < 300 and not state.is_terminal()
        actions.append(move(state))
        state.apply(actions[-1])
    record = GameRecord(state.game.id, 2, options or {}, actions, {"seats": [
        {"name": "Sven", "kind": "human", "level": "normal"},
        {"name": "Dolores", "kind": "computer", "level": "normal"}], "seed": 1})
    path = tmp_path / f"position.{state.game.id}"
    path.write_text(record.dumps(), encoding="utf-8")
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    session = window.session
    assert session is not None and wait_for_human(qtbot, session)
    return actions


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_steal_without_a_theft_marker_says_why_on_the_status_line(
        qtbot, make_window, tmp_path, english, lang):
    window = make_window()
    window.set_language(lang)
    state = CARAVAN.new_state(2)
    actions = open_scripted(qtbot, window, tmp_path, state, scripted_move,
                            thief_without_marker)
    page, session = window.game_window, window.session
    mine = session.observation(0)["camels"]
    camel = next(i for i, c in enumerate(mine[0])
                 if c[1] is None and c[0] in loaded_spaces(state, 0))
    victim = next(j for j, c in enumerate(mine[1]) if c[0] == mine[0][camel][0] and c[1])
    assert not page.message_label.isVisible()
    click(qtbot, page.view, ("camel", 0, camel))
    click(qtbot, page.view, ("cargo", 1, victim))
    assert page.message_label.isVisible()
    assert page.message_label.text() == illegal_text("no_theft_marker", "caravan")
    if lang != "en":
        assert "stöldmarkör" in page.message_label.text()
    assert session.observation(0)["camels"] == mine  # nothing was played
    assert len(session.record.actions) == len(actions)


def ambush_ahead(state) -> bool:
    """The human is to move in the race, their ambush chip lies where no sombrero has
    passed it yet."""
    return state.current_player == 0 and state.phase == "race" and any(
        chip["space"] is not None for chip in state.observation(0)["chips"])


def race_move(state) -> Action:
    """Chance takes its first outcome; the human lays an ambush far ahead."""
    legal = state.legal_actions()
    if state.current_player == CHANCE:
        return state.chance_outcomes()[0][0]
    ambushes = [a for a in legal if a.type == "ambush"]
    if ambushes and state.current_player == 0:
        return ambushes[-1]
    return next((a for a in legal if a.type in ("place", "roll")), legal[0])


def test_a_chip_no_sombrero_has_passed_says_why_it_cannot_be_taken(
        qtbot, make_window, tmp_path):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, MINA.new_state(2), race_move,
                            ambush_ahead)
    page, session = window.game_window, window.session
    space = next(chip["space"] for chip in session.observation(0)["chips"] if chip["space"])
    click(qtbot, page.view, ("chip", space))
    assert page.message_label.isVisible()
    assert page.message_label.text() == "Not every sombrero has passed that ambush chip yet"
    assert len(session.record.actions) == len(actions)


def test_manos_arriba_in_the_first_round_says_why_it_cannot_be_played(qtbot, make_window):
    window = make_window()
    session = window.start_tutorial("caramba")  # Rosita holds Manos arriba! in round 1
    page = window.game_window
    page.guide.finish()  # a normal game from here
    assert wait_for_human(qtbot, session)
    assert session.observation(0)["players"][0]["special"] == "manos_arriba"
    count = len(session.record.actions)
    click(qtbot, page.view, ("special", 0))
    assert page.message_label.isVisible()
    assert page.message_label.text() == (
        "Manos arriba! cannot be played in the first round of an auction")
    assert len(session.record.actions) == count


def test_calling_cabo_on_the_first_turn_says_from_when_it_may_be_called(
        qtbot, make_window, monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.cabo.data.CABO_ON_FIRST_TURN", False)
    window = make_window()
    session = start_game(window, "cabo", ["Anna", "Ben"], "hc", seed=5)
    page = window.game_window
    while wait_for_human(qtbot, session) and Action("draw") not in session.legal_actions():
        session.submit(session.legal_actions()[0])  # the opening look
        qtbot.wait(1)
    button = page.view.stage.get(("button", "cabo"))
    assert button is not None and not button.legal  # shown, not offered
    count = len(session.record.actions)
    click(qtbot, page.view, ("button", "cabo"))
    assert page.message_label.isVisible()
    assert page.message_label.text() == "CABO may be called from your second turn on"
    assert len(session.record.actions) == count


def dealt(special: str):
    """A Caramba! opening: Dolores starts and bids, the human holds `special`."""
    def move(state) -> Action:
        legal = state.legal_actions()
        if state.current_player == CHANCE:
            outcomes = [a for a, _ in state.chance_outcomes()]
            wanted = [a for a in outcomes if a.type == "start_player" and a["player"] == 1
                      or a.type == "special" and a["card"] == special]
            return (wanted or outcomes)[0]
        return next(a for a in legal if a.type == "bid")
    return move


def humans_first_bid(state) -> bool:
    return state.current_player == 0 and state.phase == "auction"


@pytest.mark.parametrize("special, sentence", [
    ("estoy_de_vuelta", "Your discard pile is empty: there is no card to take back"),
    ("fuera", "That move belongs to another part of the turn"),
    ("en_seguridad", "That move belongs to another part of the turn")])
def test_a_special_card_that_cannot_be_played_now_says_why(
        qtbot, make_window, tmp_path, special, sentence):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CARAMBA.new_state(2), dealt(special),
                            humans_first_bid)
    page, session = window.game_window, window.session
    assert session.observation(0)["players"][0]["special"] == special
    click(qtbot, page.view, ("special", 0))
    assert page.message_label.isVisible()
    assert page.message_label.text() == sentence
    assert len(session.record.actions) == len(actions)
    assert session.observation(0)["players"][0]["special"] == special


def test_passing_on_the_start_players_first_turn_says_a_bid_is_due(
        qtbot, make_window, tmp_path):
    def human_starts(state) -> Action:
        outcomes = [a for a, _ in state.chance_outcomes()]
        return next((a for a in outcomes if a.type == "start_player" and a["player"] == 0),
                    outcomes[0])
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CARAMBA.new_state(2), human_starts,
                            humans_first_bid)
    page, session = window.game_window, window.session
    assert not page.view.stage.get(("button", "pass")).legal  # shown, not offered
    click(qtbot, page.view, ("button", "pass"))
    assert page.message_label.text() == "As start player you must bid on your first turn"
    assert len(session.record.actions) == len(actions)


def secure_without_a_win(state) -> bool:
    """The human holds En seguridad!, took no crate this round and has two unsecured
    crates worth more than its limit together."""
    crates = state.unsecured[0]
    return (state.current_player == 0 and state.phase == "secure" and not state.won[0]
            and state.special[0] == "en_seguridad" and len(crates) >= 2
            and sum(sorted(int(c[-1]) for c in crates)[-2:]) > 6)


def keeping_en_seguridad(seed: int):
    """Random play, but the human is dealt En seguridad! and keeps it."""
    rng = random.Random(seed)

    def move(state) -> Action:
        if state.current_player == CHANCE:
            outcomes = [a for a, _ in state.chance_outcomes()]
            return next((a for a in outcomes if a.type == "special" and a["player"] == 0
                         and a["card"] == "en_seguridad"), None) or rng.choice(outcomes)
        if state.current_player == 0 and state.phase == "secure":
            return Action("keep")
        return rng.choice(state.legal_actions())
    return move


def open_secure_without_a_win(qtbot, make_window, tmp_path):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CARAMBA.new_state(2),
                            keeping_en_seguridad(21), secure_without_a_win)
    return window, window.game_window, window.session, actions


def test_securing_a_crate_without_a_win_says_who_may_secure(qtbot, make_window, tmp_path):
    window, page, session, actions = open_secure_without_a_win(qtbot, make_window, tmp_path)
    crate = next(k for k in page.view.stage.keys() if k[0] == "crate" and k[1] == 0)
    click(qtbot, page.view, crate)
    assert page.message_label.text() == "Only a player who won a crate this round may secure crates"
    assert len(session.record.actions) == len(actions)


def test_en_seguridad_over_its_limit_says_the_limit(qtbot, make_window, tmp_path):
    window, page, session, actions = open_secure_without_a_win(qtbot, make_window, tmp_path)
    click(qtbot, page.view, ("special", 0))
    crates = sorted((k for k in page.view.stage.keys() if k[0] == "crate" and k[1] == 0),
                    key=lambda k: int(k[2][-1]))
    first, second = crates[-1], crates[-2]  # together worth more than 6
    click(qtbot, page.view, first)
    assert page.view.stage.get(first).marked
    click(qtbot, page.view, second)
    assert page.message_label.text() == "En seguridad! secures crates worth 6 at most"
    assert page.view.stage.get(first).marked and not page.view.stage.get(second).marked
    assert len(session.record.actions) == len(actions)


# ----- CABO: a card that is no choice now ----------------------------------------------------


def drawing(value: int):
    """A CABO round in which the human draws a `value` from the pile."""
    def move(state) -> Action:
        if state.current_player == CHANCE:
            outcomes = [a for a, _ in state.chance_outcomes()]
            return next((a for a in outcomes if a.type == "drawn" and a["player"] == 0
                         and a["card"] == value), outcomes[0])
        return state.legal_actions()[0]  # look, draw, lay it down
    return move


def open_holding(qtbot, make_window, tmp_path, value: int, options=None):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CABO.new_state(2, options),
                            drawing(value), lambda s: s.current_player == 0
                            and s.phase == "hold" and s.held == value, options)
    return window.game_window, window.session, actions


def card_key(page, player: int, position: int) -> tuple:
    return ("card", page.view._tracker.places[(player, position)])


def test_another_players_card_without_a_spy_or_swap_card_says_why(
        qtbot, make_window, tmp_path):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, 2)
    click(qtbot, page.view, card_key(page, 1, 0))
    assert page.message_label.text() == "This card has no such action"
    assert len(session.record.actions) == len(actions)


def test_spying_on_ones_own_card_says_spy_is_on_another(qtbot, make_window, tmp_path):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, 9)
    click(qtbot, page.view, ("button", "spy"))
    click(qtbot, page.view, card_key(page, 0, 0))
    assert page.message_label.text() == "Spy looks at another player's card"
    assert page.view.pending() == "spy"  # still spying
    assert len(session.record.actions) == len(actions)


def test_swapping_two_cards_of_one_player_says_a_swap_takes_two_players(
        qtbot, make_window, tmp_path):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, 11)
    click(qtbot, page.view, ("button", "swap"))
    click(qtbot, page.view, card_key(page, 1, 0))
    click(qtbot, page.view, card_key(page, 1, 1))
    assert page.message_label.text() == "A swap exchanges the cards of two players"
    assert page.view.stage.get(card_key(page, 1, 0)).marked  # the first card stays chosen
    assert len(session.record.actions) == len(actions)


def test_a_set_of_fewer_than_two_cards_says_how_many_a_set_holds(
        qtbot, make_window, tmp_path):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, 2)
    click(qtbot, page.view, ("button", "set"))
    click(qtbot, page.view, card_key(page, 0, 0))
    assert not page.view.stage.get(("button", "claim")).legal
    click(qtbot, page.view, ("button", "claim"))
    assert page.message_label.text() == "A set has at least two cards"
    assert page.view.stage.get(card_key(page, 0, 0)).marked
    assert len(session.record.actions) == len(actions)


def test_a_fifth_card_in_a_set_says_how_many_a_set_holds(qtbot, make_window, tmp_path):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, 6,
                                          {"layout_size": 6})
    click(qtbot, page.view, ("button", "set"))
    for i in range(4):
        click(qtbot, page.view, card_key(page, 0, i))
    click(qtbot, page.view, card_key(page, 0, 4))
    assert page.message_label.text() == "A set has at most four cards"
    assert [page.view.stage.get(card_key(page, 0, i)).marked for i in range(6)] == [
        True] * 4 + [False] * 2
    assert len(session.record.actions) == len(actions)


def test_a_bid_while_a_computer_plays_says_it_is_not_your_turn(qtbot, make_window, tmp_path):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CARAMBA.new_state(2), dealt("fuera"),
                            humans_first_bid)
    page, session = window.game_window, window.session
    session.set_paused(True)  # Dolores thinks on
    bid = next(a for a in session.legal_actions() if a.type == "bid")
    session.submit(bid)
    qtbot.waitUntil(lambda: not page.view.legal_actions())
    assert session.current_player == 1
    card = next(c for c in session.observation(0)["players"][0]["hand"])
    click(qtbot, page.view, ("hand", 0, card))
    assert page.message_label.text() == "It is not your turn"
    assert len(session.record.actions) == len(actions) + 1  # only the bid
    assert session.current_player == 1


def test_a_die_that_cannot_be_bought_off_says_why(qtbot, make_window, tmp_path):
    window, state = make_window(), MINA.new_state(2)
    actions = open_scripted(qtbot, window, tmp_path, state, race_move,
                            lambda s: s.current_player == 0 and s.phase == "race"
                            and Action("roll", buy_off=0) in s.legal_actions())
    page, session = window.game_window, window.session
    dice = session.observation(0)["dice"]
    bought = 0
    while Action("roll", buy_off=bought + 1) in session.legal_actions():
        click(qtbot, page.view, ("todie", bought))
        bought += 1
    assert bought < dice
    click(qtbot, page.view, ("todie", bought))
    code = state.illegal_reason(Action("roll", buy_off=bought + 1)).code
    assert code in ("cannot_afford", "one_die_must_roll")
    assert page.message_label.text() == illegal_text(code, "mina")
    assert [page.view.stage.get(("todie", i)).marked for i in range(bought + 1)] == [
        True] * bought + [False]  # the dice bought off stay marked
    assert len(session.record.actions) == len(actions)


def test_a_card_before_drawing_and_on_anothers_turn_says_why(qtbot, make_window, tmp_path):
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, CABO.new_state(2), drawing(2),
                            lambda s: s.current_player == 0 and s.phase == "turn")
    page, session = window.game_window, window.session
    click(qtbot, page.view, card_key(page, 0, 0))
    assert page.message_label.text() == "That move belongs to another part of the turn"
    assert len(session.record.actions) == len(actions)
    session.step_delay_ms = 60_000  # Ben's answer waits: a moment to click in
    session.submit(Action("draw"))
    qtbot.waitUntil(lambda: Action("replace", position=0) in session.legal_actions())
    session.submit(Action("replace", position=0))
    qtbot.waitUntil(lambda: session.current_player == 1 and not page.view.legal_actions())
    count = len(session.record.actions)
    click(qtbot, page.view, card_key(page, 0, 1))
    assert page.message_label.text() == "It is not your turn"
    assert len(session.record.actions) == count
