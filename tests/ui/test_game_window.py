"""The game screen in the real main window: whole games, pass-and-play privacy, clicks,
autosave and Continue, opening damaged files. Animations off, no delays."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.caramba import texts
from caramba_desktop.games.caramba.view import card_parts
from caramba_desktop.session.journal import load_journal
from caramba_desktop.session.session import Seat
from caramba_desktop.ui import paths
from caramba_desktop.ui.log_panel import render_lines
from caramba_desktop.ui.new_game import NewGameConfig
from caramba_desktop.ui.scene import ButtonItem, CardItem
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import click, wait_for_human

NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio"]


def seats(kinds: str, level: str = "random") -> list[Seat]:
    """One letter a seat: h human, c computer."""
    return [Seat(NAMES[i], "human" if k == "h" else "computer", level)
            for i, k in enumerate(kinds)]


def start(window, kinds: str, seed: int, level: str = "random"):
    window.start_config(NewGameConfig("caramba", seats(kinds, level), {}, seed), confirm=False)
    return window.session




def pick(session, salt: int = 0) -> Action:
    rng = random.Random(f"{salt}:{len(session.log())}")
    return rng.choice(session.legal_actions())


def face_up_cards(view) -> list[tuple]:
    return [key for key, item in view.stage.items().items()
            if isinstance(item, CardItem) and item.face_up]




# ----- (a) a whole game of computers --------------------------------------------------


def test_four_computers_play_to_the_end_and_the_end_screen_shows_the_scores(qtbot, make_window):
    window = make_window()
    session = start(window, "cccc", seed=11, level="heuristic")
    page = window.game_window
    qtbot.waitUntil(lambda: page.end_panel.isVisible(), timeout=60_000)

    engine = session.record.replay()  # the engine's own result, from the record
    assert engine.is_terminal()
    scores = engine.scores()
    assert page.end_panel.scores() == dict(enumerate(scores))
    shown = [label.text() for label in page.end_panel.score_labels]
    by_rank = sorted(range(4), key=lambda p: (-scores[p], -len(engine.hands[p]), p))
    assert shown == [f"{scores[p]} pts" for p in by_rank]
    winners = [row.player for row in page.end_panel.rows() if row.winner]
    assert winners == engine.winners()
    names = " ".join(NAMES[w] for w in winners)
    assert names in page.end_panel.subheading.text()
    # every secured crate is revealed on the end screen
    for row in page.end_panel.rows():
        assert len(row.icons) == len(engine.secured[row.player])
    assert "Game over" in page.view.status_text()
    assert not page.view.legal_actions()
    # the finished game left the unfinished ones: Continue offers unfinished games only
    assert paths.unfinished_journals() == []
    assert load_journal(paths.finished_path()).actions == session.record.actions
    page.end_panel.backToStart.emit()
    assert window.stack.currentWidget() is window.start_page
    assert not window.start_page.card("caramba").continue_button.isVisible()


def test_play_again_keeps_the_seats(qtbot, make_window):
    window = make_window()
    start(window, "cc", seed=3, level="heuristic")
    page = window.game_window
    qtbot.waitUntil(lambda: page.end_panel.isVisible(), timeout=30_000)
    page.end_panel.again_button.click()
    assert window.game_window is not page
    assert [s.name for s in window.session.seats] == NAMES[:2]
    assert window.session.record.actions == [] or window.session.log()[0].index == 0
    assert paths.unfinished_journals() == [window._journal_path]


# ----- (b) pass-and-play privacy ---------------------------------------------------------


MAX_HANDOFFS = 40  # several rounds: auctions, Fuera! and securing windows, draws
DRAWN_CARD = re.compile(r"draws (gold|ammunition|dynamite) \d")


def test_handoffs_show_nothing_private_before_confirmation(qtbot, make_window):
    window = make_window()
    session = start(window, "hhc", seed=5)
    page = window.game_window
    view, log = page.view, page.log
    humans = {0, 1}
    handoffs = moves = 0
    while handoffs < MAX_HANDOFFS and wait_for_human(qtbot, session):
        if session.handoff_pending is not None:
            p = session.handoff_pending
            handoffs += 1
            assert page.cover.isVisible() and page.cover.name == NAMES[p]
            assert session.viewer is None and log.viewer is None
            # no hand card and no special card face up: the table is the public one
            for key in face_up_cards(view):
                assert key[0] not in ("hand", "special", "pick"), key
            for key in view.stage.keys():
                if key[0] == "special":
                    assert not view.stage.get(key).face_up
            assert not view.legal_actions()
            # the log is the public log: no card drawn by anybody, no secured crate named
            public = [t for t, _ in render_lines(texts, session.log(), None, page.names)]
            assert log.lines() == public
            assert not any(DRAWN_CARD.search(line) for line in log.lines())
            assert page.status_label.text() == f"Pass the screen to {NAMES[p]}"
            qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
            if session.current_player != p:  # a formality, played for her: the next cover
                assert session.record.actions[-1].type in session.game.formalities
                continue
            assert session.viewer == p and not page.cover.isVisible()
            # now the hand on the table is hers, and only hers
            for key in face_up_cards(view):
                if key[0] in ("hand", "special"):
                    assert key[1] == p, key
            continue
        p = session.current_player
        assert p in humans and session.viewer == p  # never another's table without a hand-off
        assert set(view.legal_actions()) == set(session.legal_actions())
        assert session.submit(pick(session))
        moves += 1
    assert handoffs == MAX_HANDOFFS or session.is_over()
    assert moves >= MAX_HANDOFFS and session.observation(None)["round"] >= 3


# ----- (c) a human's turn by mouse ----------------------------------------------------------


def first_human_auction_turn(qtbot, window, seed_range=range(1, 60)):
    """A 2-player game where the human (seat 0) starts the first auction with a
    two-treasure card in hand."""
    for seed in seed_range:
        session = start(window, "hc", seed=seed)
        wait_for_human(qtbot, session)
        obs = session.observation(0)
        hand = obs["players"][0]["hand"]
        if (obs["phase"] == "auction" and obs["start_player"] == 0
                and any("/" in card for card in hand)):
            return session
    raise AssertionError("no suitable deal")


def test_clicking_through_a_human_turn(qtbot, make_window):
    window = make_window()
    session = first_human_auction_turn(qtbot, window)
    page = window.game_window
    view = page.view
    legal = session.legal_actions()
    assert Action("pass") not in legal  # the start player must bid in the first round

    # an illegal move is not offered: Pass is there but disabled, a click on it plays
    # nothing and says why; the P key does nothing
    pass_button = view.stage.get(("button", "pass"))
    assert isinstance(pass_button, ButtonItem) and not pass_button.legal
    count = len(session.record.actions)
    click(qtbot, view, ("button", "pass"))
    assert page.message_label.text() == "As start player you must bid on your first turn"
    with qtbot.assertNotEmitted(view.actionChosen, wait=20):
        qtbot.keyClick(view, Qt.Key.Key_P)
    assert len(session.record.actions) == count
    assert len(session.log()) == len(page.log.entries())

    # a two-treasure card asks for the treasure first
    card = next(c for c in session.observation(0)["players"][0]["hand"] if "/" in c)
    first, second = card_parts(card)
    with qtbot.assertNotEmitted(view.actionChosen, wait=20):
        click(qtbot, view, ("hand", 0, card))
    assert view.pending() == "treasure"
    assert view.stage.get(("button", f"bid_{first}")) is not None
    assert view.stage.get(("button", f"bid_{second}")) is not None
    assert "Which treasure" in page.status_label.text()

    # Escape gives the choice up; choosing again and clicking the second treasure bids
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.pending() is None
    click(qtbot, view, ("hand", 0, card))
    with qtbot.waitSignal(view.actionChosen) as chosen:
        click(qtbot, view, ("button", f"bid_{second}"))
    assert chosen.args[0] == Action("bid", card=card, **{"as": second})
    entry = session.log()[-1] if session.log()[-1].actor == 0 else None
    bids = [e for e in session.log() if e.actor == 0 and e.views[None]["type"] == "bid"]
    assert bids[-1].views[None] == {"type": "bid", "card": card, "as": second}
    assert entry is None or entry.index == bids[-1].index
    assert any("Pancho bids" in line and texts.treasure_name(second) in line
               for line in page.log.lines())

    # while the computer is to act, the hand cannot be played: a click says whose turn
    session.step_delay_ms = 60_000  # the computer's answer waits: a window to click in
    if session.current_player == 1:
        hand = session.observation(0)["players"][0]["hand"]
        count = len(session.record.actions)
        click(qtbot, view, ("hand", 0, hand[0]))
        assert page.message_label.text() == "It is not your turn"
        assert len(session.record.actions) == count and session.current_player == 1
        assert not view.legal_actions()


def test_undo_button_takes_back_the_humans_move(qtbot, make_window):
    window = make_window()
    session = first_human_auction_turn(qtbot, window)
    session.step_delay_ms = 60_000  # the computer's answer waits: undo is possible meanwhile
    page = window.game_window
    before = session.observation(0)
    assert not page.undo_button.isEnabled()
    bid = next(a for a in session.legal_actions() if a.type == "bid")
    assert session.submit(bid)
    # only the computer (still thinking) came after: offered once the bid is judged
    qtbot.waitUntil(page.undo_button.isEnabled)
    qtbot.mouseClick(page.undo_button, Qt.MouseButton.LeftButton)
    assert session.observation(0) == before
    assert page.log.entries() == session.log()
    assert set(page.view.legal_actions()) == set(session.legal_actions())


# ----- (e) closing and continuing ---------------------------------------------------------


def test_closing_mid_game_then_continue_restores_the_same_game(qtbot, make_window):
    window = make_window()
    session = start(window, "hccc", seed=21)
    for _ in range(3):  # a few human moves in
        assert wait_for_human(qtbot, session)
        session.submit(pick(session))
    assert wait_for_human(qtbot, session)
    record = session.record
    observations = [session.observation(v) for v in (0, 1, 2, 3, None)]
    journal = window._journal_path
    window.close()
    assert session.closed and journal.exists()

    again = make_window()
    card = again.start_page.card("caramba")
    assert card.continue_button.isVisible()
    assert [game.names for game in card.waiting] == [NAMES]
    assert "Pancho, Dolores, Emiliano, Porfirio" in card.waiting_details.text()
    again.continue_game()
    wait_for_reading(qtbot, again)
    resumed = again.session
    assert resumed is again.session and resumed is not session
    assert resumed.record.actions == record.actions
    assert resumed.seed == session.seed and resumed.seats == session.seats
    assert [resumed.observation(v) for v in (0, 1, 2, 3, None)] == observations
    assert again.game_window.log.lines() == window_lines(resumed)
    assert set(again.game_window.view.legal_actions()) == set(resumed.legal_actions())


def window_lines(session):
    return [t for t, _ in render_lines(texts, session.log(), session.viewer,
                                       [s.name for s in session.seats])]


def test_leave_keeps_the_game_for_continue(qtbot, make_window):
    window = make_window()
    session = start(window, "hc", seed=8)
    assert wait_for_human(qtbot, session)
    actions = session.record.actions
    window.game_window.leave_button.click()
    assert window.game_window is None and session.closed
    assert window.stack.currentWidget() is window.start_page
    continue_button = window.start_page.card("caramba").continue_button
    assert continue_button.isVisible()
    continue_button.click()
    wait_for_reading(qtbot, window)
    assert window.session.record.actions == actions


# ----- (f) files ------------------------------------------------------------------------------


def test_save_as_and_open_round_trip(qtbot, make_window, tmp_path):
    window = make_window()
    session = start(window, "hcc", seed=4)
    assert wait_for_human(qtbot, session)
    path = str(tmp_path / "game.caramba.json")
    assert window.save_game_as(path)
    observation = session.observation(0)
    window.leave_game()
    window.open_game(path)
    wait_for_reading(qtbot, window)
    opened = window.session
    assert opened is window.session
    assert opened.observation(0) == observation
    assert opened.record.actions == session.record.actions
    # the opened game is autosaved as it goes on, and the game it followed is kept
    assert load_journal(window._journal_path).actions == session.record.actions
    assert len(paths.unfinished_journals()) == 2


def test_opening_a_damaged_file_changes_nothing(qtbot, make_window, tmp_path):
    window = make_window()
    session = start(window, "hcc", seed=9)
    assert wait_for_human(qtbot, session)
    page = window.game_window
    journal = window._journal_path.read_bytes()
    actions = session.record.actions
    observation = session.observation(0)

    good = session.record
    illegal = GameRecord(good.game_id, good.num_players, good.options,
                         good.actions[:5] + [Action("pass")], good.meta)
    damaged = {
        "truncated.caramba.json": good.dumps()[: len(good.dumps()) // 2],
        "illegal.caramba.json": illegal.dumps(),
        "other.caramba.json": '{"format": 1, "game": "chess", "players": 2, "actions": []}',
        "empty.caramba.json": "",
    }
    expected = {
        "truncated.caramba.json": "not readable game data",
        "illegal.caramba.json": "move 6 breaks the rules",
        "other.caramba.json": "a game this version does not know",
        "empty.caramba.json": "not readable game data",
    }
    for name, text in damaged.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        window.open_game(str(path))
        wait_for_reading(qtbot, window)
        assert window.session is session  # nothing else opened
        message = window.last_message
        assert message is not None and message.isVisible()
        assert name in message.text() and expected[name] in message.text()
        assert "Nothing was changed" in message.text()
        message.close()
        assert window.game_window is page and window.session is session
        assert not session.closed
        assert session.record.actions == actions and session.observation(0) == observation
        assert window._journal_path.read_bytes() == journal
    window.open_game(str(tmp_path / "missing.caramba.json"))
    wait_for_reading(qtbot, window)
    assert window.session is session
    assert "cannot be read" in window.last_message.text()
    # the game goes on
    assert session.submit(pick(session))


def test_a_damaged_autosave_is_reported_on_the_start_page(qtbot, make_window):
    journal = paths.new_journal_path("caramba")
    journal.write_text('{"format": 1, "game": "caramba"}\n{"type": "x"', "utf-8")
    window = make_window()
    page = window.start_page
    assert page.notice_box.isVisible()
    assert not any(card.continue_button.isVisible() for card in page.cards)
    assert "could not be restored" in page.notice_title.text()
    assert journal.name in page.notice_details.text()


def test_a_refused_move_is_named_in_the_status_line(qtbot, make_window):
    window = make_window()
    session = first_human_auction_turn(qtbot, window)
    page = window.game_window
    assert not page.message_label.isVisible()
    assert not session.submit(Action("pass"))  # the start player must bid first
    assert page.message_label.isVisible()
    assert page.message_label.text() == "As start player you must bid on your first turn"
    assert set(page.view.legal_actions()) == set(session.legal_actions())  # offered again


def test_a_game_that_stalls_says_so_on_the_end_screen(qtbot, make_window, tmp_path,
                                                        monkeypatch):
    """Pancho holds crates of all three treasures and nobody takes one: opened one move
    before the eighth quiet round ends, the game ends with that move, and the end screen
    says why."""
    from caramba_desktop.games.caramba.rules import CarambaState
    from tests.games.test_caramba_rules import holding_all_three_unsecured, quiet_round

    played = []
    apply = CarambaState.apply
    monkeypatch.setattr(CarambaState, "apply",
                        lambda state, action: (played.append(action), apply(state, action))[1])
    state = holding_all_three_unsecured()
    while not state.is_terminal():
        quiet_round(state)
    monkeypatch.undo()
    last_keep = max(i for i, a in enumerate(played) if a.type == "keep")
    window = make_window()
    meta = start(window, "hc", seed=1).record.meta
    window.leave_game()
    path = tmp_path / "stalled.caramba.json"
    path.write_text(GameRecord("caramba", 2, {}, played[:last_keep], meta).dumps(),
                    encoding="utf-8")
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    session = window.session
    assert not session.is_over()
    assert wait_for_human(qtbot, session) and session.observation(0)["quiet_rounds"] == 7
    assert session.submit(Action("keep"))
    panel = window.game_window.end_panel
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    assert panel.ending_label.isVisible()
    assert panel.ending_label.text() == ("For 8 rounds in a row no crate was drawn, won or "
                                         "secured: the game ends here.")
    assert "Pancho wins" in panel.subheading.text()
