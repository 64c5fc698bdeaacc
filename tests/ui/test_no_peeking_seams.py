"""No peeking at the seams: in two-human games of CABO and Caramba! (Ana, Cid a computer,
Ben), through the real window, every way a player could look is tried at every step:
Undo and Ctrl+Z at once and after the computer's moves (and, taken back, another
choice, as a curious player would), Hint, Save as then Replay in every view offered and
Open, Games played, Statistics, a language switch, a resize. After each, every card the
table shows face up and privately is written down for the person at the screen; at the
end each person may have seen no card that the rules did not show them in the game as
it was played (every position of its record, observation(person)). Any card more fails,
and so does a card a screen reader hears named (the accessible names of the table's
items) that the rules did not show.
The texts too: no label, button, tooltip, accessible name or log line may hold a line of
the log that only another person may read, and the log shows the view of the person at
the screen (or the public one)."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import QApplication

from caramba_desktop.ai import bots
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.cabo import texts as cabo_texts
from caramba_desktop.games.caramba import texts as caramba_texts
from caramba_desktop.games.caramba.data import CARD_VALUES, SPECIALS
from caramba_desktop.games.caramba.view_layout import card_svg, special_svg
from caramba_desktop.ui.log_panel import render_lines, texts_for
from caramba_desktop.ui.replay_bar import PUBLIC
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import click, start_game
from tests.ui.test_no_peeking import visible_texts

NAMES = ["Ana", "Cid", "Ben"]
HUMANS = (0, 2)
LOOKS = ("look", "peek", "spy")  # CABO's decisions that show a hidden card


# ----- what a table shows privately, and what the rules showed ----------------------------

def table_secrets(game_id: str, view) -> set[tuple]:
    """The cards the table shows face up that the public may not see."""
    obs = view._obs
    if obs is None or obs.get("phase") == "over":
        return set()
    if game_id == "cabo":
        found = set()
        for place in view.face_up_places():
            if place[0] == "layout":
                _, p, i, value = place
                slot = obs["players"][p]["layout"][i]
                if not (slot and slot["public"]):
                    found.add(("layout", obs["round"], p, i, value))
            elif place[0] == "held" and obs["held_from"] != "discard":
                found.add(("held", obs["round"], obs["draw_count"], place[1]))
        return found
    found = set()
    for key, item in view.stage.items().items():
        if getattr(item, "face_up", False) and key[0] in ("hand", "special"):
            found.add((key[0], key[1], os.path.basename(item.face)))
    return found


def spoken_secrets(game_id: str, view) -> set[tuple]:
    """The private cards a screen reader hears named on the table: each item's accessible
    name, as AT-SPI reads it, matched against every card's words."""
    obs = view._obs
    if obs is None or obs.get("phase") == "over":
        return set()
    found = set()
    for key in view.spoken_keys():
        name = view.accessible_item(key).text(QAccessible.Text.Name)
        if game_id == "cabo" and key[0] == "card":
            value = next((v for v in range(14) if name.endswith(": " + cabo_texts.card_text(v))
                          or name == cabo_texts.card_text(v)), None)
            place = view.card_place(key[1])
            if value is None:
                continue
            if place is None:
                if obs["held_from"] != "discard":
                    found.add(("held", obs["round"], obs["draw_count"], value))
            elif not (obs["players"][place[0]]["layout"][place[1]] or {}).get("public"):
                found.add(("layout", obs["round"], *place, value))
        elif game_id == "caramba" and key[0] in ("hand", "handback"):
            found |= {("hand", key[1], os.path.basename(card_svg(card)))
                      for card in CARD_VALUES if caramba_texts.card_text(card) == name}
        elif game_id == "caramba" and key[0] == "special":
            found |= {("special", key[1], os.path.basename(special_svg(card)))
                      for card in SPECIALS if caramba_texts.special_name(card) == name}
    return found


def rule_secrets(game_id: str, obs: dict) -> set[tuple]:
    """The cards `obs` shows that the public observation does not."""
    if obs.get("phase") == "over":
        return set()
    found = set()
    if game_id == "cabo":
        for p, seat in enumerate(obs["players"]):
            for i, slot in enumerate(seat["layout"]):
                if slot and slot["card"] is not None and not slot["public"]:
                    found.add(("layout", obs["round"], p, i, slot["card"]))
        if obs["held"] is not None and obs["held_from"] != "discard":
            found.add(("held", obs["round"], obs["draw_count"], obs["held"]))
        return found
    for p, seat in enumerate(obs["players"]):
        found |= {("hand", p, os.path.basename(card_svg(c))) for c in seat["hand"] or []}
        if seat["special"]:
            found.add(("special", p, os.path.basename(special_svg(seat["special"]))))
    return found


class Witness:
    """What the screen showed each person privately, and where."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.seen: dict[int | None, dict[tuple, str]] = {None: {}, 0: {}, 2: {}}
        self.heard = 0  # private cards a screen reader heard named (rightly or not)

    def note(self, person: int | None, view, where: str) -> None:
        for secret in table_secrets(self.game_id, view):
            self.seen[person].setdefault(secret, where)
        heard = spoken_secrets(self.game_id, view)
        self.heard += len(heard)
        for secret in heard:
            self.seen[person].setdefault(secret, f"{where} (heard)")

    def cards_more(self, record: GameRecord) -> dict:
        """Per person, the private cards seen that no position of `record` showed them."""
        shown = {person: set() for person in self.seen}
        state = record.new_state()
        for action in [*record.actions, None]:
            for person in HUMANS:
                shown[person] |= rule_secrets(self.game_id, state.observation(person))
            if action is not None:
                state.apply(action)
        return {person: {s: where for s, where in seen.items() if s not in shown[person]}
                for person, seen in self.seen.items()
                if any(s not in shown[person] for s in seen)}


def others_lines(game_id: str, entries, names, person: int | None) -> set[str]:
    """The log's lines that only another person may read (a card he drew, looked at)."""
    texts = texts_for(game_id)

    def lines(viewer: int | None) -> set[str]:
        return {text for text, _ in render_lines(texts, entries, viewer, names)}

    theirs = set().union(*(lines(other) for other in HUMANS if other != person))
    return theirs - lines(person) - lines(None)


def assert_no_others_lines(window, game_id, entries, names, person, where: str) -> None:
    """No label, button, tooltip, accessible name or log line shows another's line."""
    leaked = others_lines(game_id, entries, names, person) & set(visible_texts(window))
    assert not leaked, (where, leaked)


def at_screen(page) -> int | None:
    """Who looks at the game window now (None: the cover is up, or the public table)."""
    session = page.session
    if not page.cover.isHidden():
        return None
    if session.viewer is not None:
        return session.viewer
    return getattr(page.view, "moment_owner", lambda: None)()


# ----- a curious player ----------------------------------------------------------------------

class Player:
    def __init__(self, qtbot, window, witness: Witness, seed: int, path) -> None:
        self.qtbot, self.window, self.witness = qtbot, window, witness
        self.rng = random.Random(seed)
        self.path = str(path)
        self.step = 0
        self.taken_back = self.refused = self.replays = 0
        self.waited_undo = False  # this turn's Undo while the computer plays was tried

    @property
    def page(self):
        return self.window.game_window

    @property
    def session(self):
        return self.page.session

    def look(self, where: str) -> None:
        page = self.page
        person = at_screen(page)
        self.witness.note(person, page.view, f"step {self.step}: {where}")
        assert_no_others_lines(self.window, self.witness.game_id, self.session.log(),
                               page.names, person, where)
        # the log tells no more than the table: the view of the one at the screen
        assert page.log.viewer in (person, None), where
        assert page.log.entries() == self.session.log(), where

    def settle(self) -> None:
        """Run until a person must act, a cover or a moment waits, or the end."""
        session, view = self.session, self.page.view
        for _ in range(20_000):
            if getattr(view, "result_shown", lambda: False)() and self.page.cover.isHidden():
                click(self.qtbot, view, ("button", "result"))
            if (session.is_over() or session.handoff_pending is not None
                    or session.legal_actions() or getattr(view, "holds_moment", bool)()):
                return
            self.qtbot.wait(1)
            self.undo_between_computer_moves()
        pytest.fail("nothing came to do")

    def undo_between_computer_moves(self) -> None:
        """Once a turn, Undo while the computer plays (it has moved, not all yet)."""
        log = self.session.log()
        if (not self.waited_undo and log and log[-1].actor == 1
                and self.page.undo_button.isEnabled()):
            self.waited_undo = True
            self.take_back(lambda: self.qtbot.mouseClick(self.page.undo_button,
                                                         Qt.MouseButton.LeftButton),
                           "Undo after the computer's move")

    def choose(self):
        choices = self.session.legal_actions()
        kinds = {a.type for a in choices}
        looks = [a for a in choices if a.type in LOOKS]
        if looks:
            return self.rng.choice(looks)
        if "draw" in kinds and self.rng.random() < 0.8:  # a drawn 7 to 10 looks
            return next(a for a in choices if a.type == "draw")
        calls = self.session.observation(None)["draw_count"] < 30 if "cabo" in kinds else False
        if calls:  # the round ends: another deal
            return next(a for a in choices if a.type == "cabo")
        return self.rng.choice([a for a in choices if a.type != "cabo"] or choices)

    def play(self, action) -> None:
        """`action` chosen on the table, as its clicks choose it; what it shows the player
        is on the table before anything else is tried."""
        view = self.page.view
        view._choose(action)
        if action.type in LOOKS:
            self.qtbot.waitUntil(view.holds_moment, timeout=5_000)

    def take_back(self, way, name: str) -> None:
        """Try `way` of undoing; taken back, choose again, maybe otherwise."""
        before = list(self.session.record.actions)
        way()
        self.look(name)
        after = self.session.record.actions
        if len(after) < len(before):
            self.taken_back += 1
            self.look(f"{name}: taken back")
            self.play(self.choose())
            self.look(f"{name}: chosen again")
        elif self.session.undo_refusal() == "seen":
            self.refused += 1
            assert self.page.undo_button.toolTip() == \
                "You have seen a card since: it cannot be taken back"

    def press_undo(self) -> None:
        self.window.activateWindow()  # a dialog closed: the keys go to the window again
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window)
        focused = QApplication.focusWidget() or self.page.view
        key = QKeySequence("Ctrl+Z")[0]
        self.qtbot.keyClick(focused, key.key(), key.keyboardModifiers())

    # ----- the other ways to look ---------------------------------------------------------

    def all_around(self) -> None:
        window = self.window
        person = at_screen(self.page)
        hint = self.page.hint
        if hint.button.isEnabled():
            hint.button.click()
            self.qtbot.waitUntil(lambda: hint._future is None, timeout=30_000)
            self.look("Hint")
        window.show_games_played()
        self.look("Games played")
        window.games_played_dialog.close()
        window.show_statistics()
        self.look("Statistics")
        window.statistics_dialog.close()
        for code in ("de", "en"):
            window.set_language(code)
            self.qtbot.wait(1)
            self.look(f"language {code}")
        window.resize(820, 600)
        self.qtbot.wait(1)
        self.look("small window")
        window.resize(1280, 800)
        self.qtbot.wait(1)
        assert window.save_game_as(self.path)
        self.replay_every_view(person)
        # Open: the game goes on from the file
        window.open_game(self.path)
        wait_for_reading(self.qtbot, window)
        assert window.session is not None
        self.settle()
        self.look("Open")

    def replay_every_view(self, person: int | None) -> None:
        self.window.replay_game(self.path)
        wait_for_reading(self.qtbot, self.window)
        page = self.window.replay_window
        assert page is not None
        # the review opens in the reviewed player's own view: only in a finished game,
        # so a game still played offers no review that could turn the table to a seat
        viewer = page.viewer
        page.review.start()
        assert page.review.isHidden() and not page.review.running and page.viewer == viewer
        box = page.bar.viewer_box
        ends = (len(page.replay.stops) // 2, len(page.replay.stops) - 1)
        for index in range(box.count()):
            if not box.model().item(index).isEnabled():
                continue
            box.setCurrentIndex(index)
            box.activated.emit(index)
            cover = getattr(page, "cover", None)  # "I am Ben — show my cards"
            if cover is not None and cover.isVisible():
                self.qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
            for stop in ends:
                page.step_to(stop)
                where = f"step {self.step}: replay, {box.itemText(index)}, stop {stop}"
                self.witness.note(person, page.view, where)
                assert_no_others_lines(self.window, self.witness.game_id,
                                       page.replay.entries(page.moves), page.names, person,
                                       where)
                assert page.log.viewer == (None if box.itemData(index) == PUBLIC
                                           else box.itemData(index))
        self.replays += 1
        self.window.leave_replay()

    def turn(self, probe_all: bool) -> bool:
        """One thing at the screen, with every way to look around it when `probe_all`
        and the screen shows a table to play (not the cover, not a moment): whether
        it looked around."""
        self.step += 1
        self.waited_undo = False
        page = self.page
        self.settle()
        self.look("table")
        if not page.cover.isHidden():
            self.qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
            self.look("cover passed")
            return False
        view = page.view
        if getattr(view, "holds_moment", bool)():
            click(self.qtbot, view, ("button", "continue" if view.stage.get(
                ("button", "continue")) else "done"))
            self.look("moment closed")
            return False
        if probe_all:
            self.all_around()
            if self.session.handoff_pending is not None or not self.session.legal_actions():
                return True
        action = self.choose()
        self.play(action)
        self.look(f"played {action.type}")
        self.take_back(self.press_undo, "Ctrl+Z at once")
        self.take_back(lambda: self.qtbot.mouseClick(self.page.undo_button,
                                                     Qt.MouseButton.LeftButton),
                       "the Undo button at once")
        return probe_all


GAMES = [
    ("caramba", {}, 11, 70),
    ("cabo", {}, 3, 110),
    ("cabo", {"layout_size": 6, "swap_any_two": True, "cabo_penalty": 10,
              "deck_out_ends_round": True, "reset_once": True}, 8, 110),
]


@pytest.mark.parametrize(("game_id", "options", "seed", "steps"), GAMES,
                         ids=["caramba", "cabo", "cabo-options"])
def test_no_one_at_the_screen_sees_a_card_the_rules_did_not_show(
        qtbot, make_window, tmp_path, monkeypatch, game_id, options, seed, steps):
    monkeypatch.setattr(bots, "HARD_SECONDS", 0.005)  # the hint: quick, in this process
    window = make_window()
    window.activateWindow()
    window.session_kwargs.update(executor=None, step_delay_ms=15)
    start_game(window, game_id, NAMES, "hch", seed, options, level="random")
    witness = Witness(game_id)
    player = Player(qtbot, window, witness, seed, tmp_path / f"{game_id}.caramba.json")
    probes = 0
    due = False  # a look around waits for a table to play: the cover's turns vary in time
    for step in range(steps):
        if player.session.is_over():
            break
        due = due or step % 12 == 5
        reveal_ahead = any(a.type in LOOKS for a in player.session.legal_actions())
        probe = due or (reveal_ahead and probes < 3)
        if player.turn(probe_all=probe):
            probes += reveal_ahead
            due = False
    record = player.session.record
    print(f"\n{game_id}: {len(record.actions)} actions, {player.step} steps, "
          f"{player.taken_back} taken back, {player.refused} refused as seen, "
          f"{player.replays} replays, {sum(map(len, witness.seen.values()))} secrets seen")
    assert witness.cards_more(record) == {}
    # it did look: rounds, undos, replays, private cards. A CABO undo comes back, is
    # refused as seen or finds nothing of the person's to take back, depending on
    # whether a computer has moved by the time it is pressed: only Caramba!'s is sure
    assert player.taken_back or game_id == "cabo"
    assert player.replays >= 3
    assert witness.seen[0] and witness.seen[2] and witness.heard
    if game_id == "cabo":
        assert player.session.observation(None)["round"] >= 2

