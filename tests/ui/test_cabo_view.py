"""The CABO table on its own: what each viewer sees, the choices by clicks, the memory
aid and the words of the log. States are built with the engine, cards dealt by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QSettings

from caramba_desktop.engine.api import Action
from caramba_desktop.games.cabo import texts
from caramba_desktop.games.cabo.rules import GAME
from caramba_desktop.games.cabo.view import MEMORY_AID_KEY, CaboView
from caramba_desktop.ui.log_panel import render_lines
from caramba_desktop.ui.scene import is_animating, set_animation_speed

NAMES = ["Anna", "Ben", "Carla"]
LAYOUTS = [[3, 9, 0, 12], [5, 5, 11, 2], [7, 13, 1, 4]]


@dataclass
class Entry:
    """A log entry as the session makes one: the action as each viewer saw it."""

    actor: int
    views: dict
    events: list

    def view_for(self, viewer):
        return self.views.get(viewer, self.views[None])


def play(state, action, log=None):
    actor = state.current_player
    views = {v: state.action_view(action, v) for v in [*range(state.num_players), None]}
    state.apply(action)
    if log is not None:
        log.append(Entry(actor, views, state.last_events()))


def dealt(log=None, flip=6):
    """Three players after the deal (Anna starts), before anybody has looked."""
    s = GAME.new_state(3)
    play(s, Action("start_player", player=0), log)
    for i in range(4):
        for p in range(3):
            play(s, Action("deal", player=p, position=i, card=LAYOUTS[p][i]), log)
    play(s, Action("flip", card=flip), log)
    return s


def looked(log=None):
    s = dealt(log)
    for positions in ([0, 3], [0, 1], [2, 3]):
        play(s, Action("look", positions=positions), log)
    return s


@pytest.fixture
def view(qtbot):
    set_animation_speed(0)
    v = CaboView()
    qtbot.addWidget(v)
    v.resize(1200, 760)
    v.show()
    qtbot.waitExposed(v)
    yield v
    set_animation_speed(1)


def show(view, s, viewer):
    legal = s.legal_actions() if viewer == s.current_player else []
    view.show_observation(s.observation(viewer), legal, viewer, NAMES)


def chosen_by(view):
    chosen = []
    view.actionChosen.connect(chosen.append)
    return chosen


def click_card(view, p, i):
    assert view.stage.get(("card", view.card_id(p, i))).click()


def test_the_look_is_chosen_by_clicks_and_shown_to_the_looker_only(view):
    s = dealt()
    show(view, s, 0)
    assert not view.face_up_places()
    chosen = chosen_by(view)
    click_card(view, 0, 1)
    assert chosen == []
    click_card(view, 0, 3)
    assert chosen == [Action("look", positions=[1, 3])]
    play(s, chosen[0])
    show(view, s, 0)
    assert sorted(view.face_up_places()) == [("layout", 0, 1, 9), ("layout", 0, 3, 12)]
    assert view.holds_moment()
    assert view.stage.get(("button", "done")).click()
    assert not view.face_up_places() and not view.holds_moment()


def test_the_drawn_card_is_face_up_for_its_drawer_only(view):
    s = looked()
    play(s, Action("draw"))
    play(s, Action("drawn", player=0, card=8))
    show(view, s, 0)
    assert ("held", 8) in view.face_up_places()
    for other in (1, 2, None):
        show(view, s, other)
        assert view.face_up_places() == []
    play(s, Action("replace", position=1))
    show(view, s, 1)  # the discarded 9 is public now, the 8 lies face down
    assert view.face_up_places() == []
    assert view.stage.get(("discard",)).count == 2


def test_a_spy_is_chosen_by_clicks_and_seen_by_the_spy_alone(view):
    s = looked()
    play(s, Action("draw"))
    play(s, Action("drawn", player=0, card=10))
    show(view, s, 0)
    chosen = chosen_by(view)
    assert view.stage.get(("button", "spy")).click()
    assert view.pending() == "spy"
    assert view.stage.get(("card", view.card_id(0, 0))).legal is False  # not one's own
    click_card(view, 2, 1)
    assert chosen == [Action("spy", player=2, position=1)]
    play(s, chosen[0])
    show(view, s, 0)
    assert view.face_up_places() == [("layout", 2, 1, 13)]
    show(view, s, 1)  # Ben's eyes: neither the spied card nor anything else
    assert view.face_up_places() == []
    show(view, s, 2)
    assert view.face_up_places() == []


def test_a_set_is_chosen_by_clicks(view):
    s = looked()
    play(s, Action("take"))  # Anna takes the 6 ...
    play(s, Action("replace", position=2))
    play(s, Action("draw"))  # ... Ben draws a 4 and claims his two 5s
    play(s, Action("drawn", player=1, card=4))
    show(view, s, 1)
    chosen = chosen_by(view)
    assert view.stage.get(("button", "set")).click()
    click_card(view, 1, 0)
    click_card(view, 1, 3)
    click_card(view, 1, 3)  # changed his mind
    assert not view.stage.get(("button", "claim")).enabled
    click_card(view, 1, 1)
    assert "2 chosen" in view.status_text()
    assert view.stage.get(("button", "claim")).click()
    assert chosen == [Action("claim", positions=[0, 1])]
    held = view.card_id(1, 0), view._tracker.held
    play(s, chosen[0])
    show(view, s, 1)
    assert view.card_id(1, 1) is None and view.card_id(1, 0) == held[1] != held[0]


def test_a_swap_takes_two_clicks_and_moves_both_cards(qtbot, view):
    s = looked()
    play(s, Action("draw"))
    play(s, Action("drawn", player=0, card=11))
    show(view, s, 0)
    chosen = chosen_by(view)
    view.stage.get(("button", "swap")).click()
    other = view.stage.get(("card", view.card_id(2, 0)))
    assert other.legal  # a card of another player may be the first of the two
    click_card(view, 0, 3)
    assert not view.stage.get(("card", view.card_id(1, 0))).dimmed
    click_card(view, 2, 0)
    assert chosen == [Action("swap", player=0, position=3, other_player=2, other_position=0)]
    mine, theirs = view.card_id(0, 3), view.card_id(2, 0)
    before = view.stage.get(("card", mine)).pos()
    play(s, chosen[0])
    set_animation_speed(1)
    show(view, s, 0)
    assert (view.card_id(0, 3), view.card_id(2, 0)) == (theirs, mine)
    moving = view.stage.get(("card", mine))
    assert is_animating(moving)  # glides to the other seat, does not jump
    qtbot.waitUntil(lambda: not is_animating(moving), timeout=3000)
    assert moving.pos() != before


def test_only_legal_choices_are_offered(view):
    s = looked()
    show(view, s, 0)
    assert view.stage.get(("draw",)).legal and view.stage.get(("discard",)).legal
    assert view.stage.get(("button", "cabo")).enabled
    assert not any(getattr(view.stage.get(("card", view.card_id(p, i))), "legal", False)
                   for p in range(3) for i in range(4))
    play(s, Action("cabo"))
    show(view, s, 1)
    assert not view.stage.get(("button", "cabo")).enabled  # called once a round
    show(view, s, 0)  # not Anna's turn: nothing to choose
    assert view.legal_actions() == [] and view.stage.get(("button", "cabo")) is None
    play(s, Action("take"))
    show(view, s, 1)  # a taken card must be laid down: no discard, no action
    assert view.stage.get(("button", "discard")) is None
    assert not view.stage.get(("discard",)).legal


def test_the_memory_aid_writes_what_the_viewer_has_seen(view):
    s = looked()
    play(s, Action("take"))  # Anna lays the 6 from the discard pile at place 1: public
    play(s, Action("replace", position=1))
    show(view, s, 0)
    assert not view.memory_aid.isChecked()
    assert not [k for k in view.stage.keys() if k[0] == "aid"]
    view.memory_aid.setChecked(True)
    assert QSettings().value(MEMORY_AID_KEY) in (["Anna"], "Anna")

    def aids():
        return {view.card_place(k[1]): view.stage.get(k).text
                for k in view.stage.keys() if k[0] == "aid"}

    assert aids() == {(0, 0): "3", (0, 1): "6", (0, 3): "12"}
    show(view, s, 1)  # Ben's own choice: no aid
    assert not view.memory_aid.isChecked() and aids() == {}
    view.memory_aid.setChecked(True)
    assert aids() == {(0, 1): "6", (1, 0): "5", (1, 1): "5"}
    show(view, s, None)  # the public table is nobody's: no aid
    assert aids() == {}
    again = CaboView()
    show(again, s, 0)
    assert again.memory_aid.isChecked()  # remembered for Anna
    view.memory_aid.setChecked(False)


DRAWS = re.compile(r"^(\w+) draws the (\d+)")


def test_the_log_names_a_value_only_to_whom_it_is_known():
    log = []
    s = looked(log)
    for player, card in ((0, 8), (1, 10), (2, 3)):
        play(s, Action("draw"), log)
        play(s, Action("drawn", player=player, card=card), log)
        play(s, Action("peek", position=0) if card == 8 else
             Action("spy", player=0, position=2) if card == 10 else
             Action("replace", position=0), log)
    for viewer in (0, 1, 2, None):
        lines = [text for text, _ in render_lines(texts, log, viewer, NAMES)]
        named = [m.groups() for m in map(DRAWS.match, lines) if m]
        assert named == ([(NAMES[viewer], str((8, 10, 3)[viewer]))] if viewer is not None
                         else [])
        assert sum("draws a card" in line for line in lines) == 3 - len(named)
        joined = " ".join(lines)
        for secret in ("12", "13"):  # looked at, peeked or spied: never in words
            assert secret not in joined
        assert "Anna secretly looks at cards 1 and 4" in lines
        assert "Ben plays the 10 and spies on card 3 of Anna" in lines
        assert "Anna plays the 8 and peeks at their own card 1" in lines
        assert "Carla replaces their card 1; the 7 (Peek) goes to the discard pile" in lines


@pytest.mark.parametrize("deck_out_ends_round", [False, True])
def test_the_log_promises_the_last_turns_only_when_the_deck_cannot_cut_them_short(
        deck_out_ends_round):
    s = GAME.new_state(2, {"deck_out_ends_round": deck_out_ends_round})
    play(s, Action("start_player", player=0))
    for i in range(4):
        for p in range(2):
            play(s, Action("deal", player=p, position=i, card=LAYOUTS[p][i]))
    play(s, Action("flip", card=6))
    play(s, Action("look", positions=[0, 1]))
    play(s, Action("look", positions=[0, 1]))
    log = []
    play(s, Action("cabo"), log)
    line = render_lines(texts, log, None, NAMES)[-1][0]
    cut_short = "Anna calls CABO! Everybody else has one more turn, unless the draw pile runs out first"
    assert line == (cut_short if deck_out_ends_round
                    else "Anna calls CABO! Everybody else has one more turn")


def test_every_viewer_reads_the_values_that_go_face_up():
    log = []
    s = looked(log)
    play(s, Action("take"), log)  # Anna takes the 6 and lays it down for her 9
    play(s, Action("replace", position=1), log)
    play(s, Action("draw"), log)  # Ben draws a 4, claims 11 and 2: no set
    play(s, Action("drawn", player=1, card=4), log)
    play(s, Action("claim", positions=[2, 3]), log)
    play(s, Action("draw"), log)  # Carla draws a 12, discards it
    play(s, Action("drawn", player=2, card=12), log)
    play(s, Action("discard"), log)
    play(s, Action("draw"), log)  # Anna draws an 11 and swaps
    play(s, Action("drawn", player=0, card=11), log)
    play(s, Action("swap", player=0, position=0, other_player=1, other_position=0), log)
    for viewer in (0, 1, 2, None):
        lines = [text for text, _ in render_lines(texts, log, viewer, NAMES)]
        assert lines[-8:] == [
            "Anna takes the 6 from the discard pile",
            "Anna replaces their card 2; the 9 (Spy) goes to the discard pile",
            "Ben draws the 4" if viewer == 1 else "Ben draws a card",
            "Ben claims a set of cards 3 and 4, but they are 11, 2: no set. "
            "The 4 in hand goes to the discard pile",
            "Carla draws the 12 (Swap)" if viewer == 2 else "Carla draws a card",
            "Carla discards the drawn 12 (Swap)",
            "Anna draws the 11 (Swap)" if viewer == 0 else "Anna draws a card",
            "Anna plays the 11 and swaps card 1 of Anna with card 1 of Ben",
        ]


def _to_the_next_look(s) -> None:
    """Play on (CABO called at once, the first legal move otherwise) until the next
    round's players are to choose the cards they look at."""
    round_now = s.observation(None)["round"]
    while not (s.observation(None)["round"] > round_now
               and any(a.type == "look" for a in s.legal_actions())):
        if s.current_player < 0:
            play(s, s.chance_outcomes()[0][0])
            continue
        legal = s.legal_actions()
        play(s, next((a for a in legal if a.type == "cabo"), legal[0]))


def _look_at_two(view, s) -> None:
    """The viewer (Anna, to look) looks at her first two cards by clicks."""
    show(view, s, 0)
    chosen = chosen_by(view)
    click_card(view, 0, 0)
    click_card(view, 0, 1)
    play(s, chosen[-1])
    show(view, s, 0)


def _done_after_looking(view, s):
    """Where Done stands once the viewer has looked at two cards."""
    _look_at_two(view, s)
    return view.stage.get(("button", "done")).scenePos()


def test_done_stays_where_it_was_once_there_is_a_score_sheet(view):
    s = dealt()
    first = _done_after_looking(view, s)
    view.stage.get(("button", "done")).click()
    _to_the_next_look(s)
    while s.current_player != 0:  # the others look first where they start
        play(s, Action("look", positions=[0, 1]))
    show(view, s, 0)
    if view.stage.get(("button", "continue")) is not None:  # the round's result
        view.stage.get(("button", "continue")).click()
    second = _done_after_looking(view, s)
    assert view.stage.get(("button", "sheet")) is not None
    assert second == first



def _card_image(svg_path: str, scale: int = 4):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(126 * scale, 176 * scale, QImage.Format.Format_ARGB32)
    image.fill(QColor("#fbf7ee"))  # the card's paper
    painter = QPainter(image)
    QSvgRenderer(svg_path).render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    return image


def _underlined(image, box: tuple[int, int, int, int], ink) -> bool:
    """Whether the value in `box` (x, y, width, height of the picture) has a line
    under it: its lowest row of ink spans the value's whole width, its highest not."""
    x0, y0, w, h = box
    rows = {}
    for y in range(y0, y0 + h):
        xs = [x for x in range(x0, x0 + w) if ink(image.pixel(x, y))]
        if xs:
            rows[y] = (min(xs), max(xs), len(xs))
    left = min(r[0] for r in rows.values())
    right = max(r[1] for r in rows.values())
    width = right - left + 1
    lowest, highest = rows[max(rows)], rows[min(rows)]
    return lowest[2] >= 0.8 * width and highest[2] < 0.8 * width


def test_a_six_and_a_nine_are_underlined_as_printed_cards_are():
    """The corner value and the big one; a card turned round then shows its line on top."""
    from PySide6.QtGui import QColor

    from caramba_desktop.games.cabo.view_style import card_svg

    s = 4
    corner = (12 * s, 11 * s, 22 * s, 28 * s)
    centre_box = (44 * s, 58 * s, 38 * s, 58 * s)  # inside the coloured disc
    for value in (6, 9):
        image = _card_image(card_svg(value), s)
        paper = QColor("#fbf7ee").lightness()

        def inked(pixel):
            return abs(QColor(pixel).lightness() - paper) > 60

        def cream(pixel):  # the big value: paper-coloured on the coloured disc
            return abs(QColor(pixel).lightness() - paper) < 20

        assert _underlined(image, corner, inked), value
        assert _underlined(image, centre_box, cream), value


def test_the_rules_of_a_round_are_written_in_one_size(view):
    """The longest rule (a tie with the caller, 100 turned into 50) takes a second line,
    not a smaller font than the others."""
    s = dealt()
    show(view, s, 0)
    _to_the_next_look(s)
    obs = s.observation(0)
    result = obs["results"][-1]
    result["rules"][1] = "tied_with_caller"
    result["reset"] = [1]
    view.resize(820, 560)
    view.show_observation(obs, [], 0, NAMES)
    rules = [view.stage.get(("panel", "rule", p)) for p in range(3)]
    assert len({item._font().pixelSize() for item in rules}) == 1
    longest = rules[1]
    assert longest.shown_text() == texts.rule_text("tied_with_caller", result, NAMES) + \
        " · " + texts.reset_text()


def _marked_to_play(view) -> list[int]:
    return [p for p in range(3) if "To play" in view.stage.get(("tag", p)).shown_text()]


def test_the_next_player_is_called_to_play_once_the_looker_is_done(view):
    s = dealt()
    _look_at_two(view, s)
    assert s.current_player == 1 and view.face_up_places()
    assert _marked_to_play(view) == [0]  # Anna still looks at her two cards
    view.stage.get(("button", "done")).click()
    assert _marked_to_play(view) == [1]


def test_a_card_drawn_in_mid_round_is_not_told_as_the_deal(view):
    s = looked()
    show(view, s, 1)
    assert view.status_text() == "Anna is playing"
    play(s, Action("draw"))  # the card drawn is the next chance outcome
    assert s.current_player < 0
    show(view, s, 1)
    assert view.status_text() == "Anna is playing"
    dealing = GAME.new_state(3)
    play(dealing, Action("start_player", player=0))
    show(view, dealing, 1)
    assert view.status_text() == "The cards are dealt"
