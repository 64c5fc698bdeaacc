"""Moves on the table: many at once, each landing exactly where it was sent, stopped
or sent elsewhere on the way, and items that vanish while or just after moving."""

from __future__ import annotations

import time

import pytest
import shiboken6
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from caramba_desktop.ui.scene import (
    CardItem,
    animate_along,
    animate_to,
    is_animating,
    set_animation_speed,
    stop_animation,
)


@pytest.fixture
def table(qapp):
    set_animation_speed(1)
    scene = QGraphicsScene()
    yield scene
    for item in scene.items():
        stop_animation(item)


def _cards(scene: QGraphicsScene, count: int) -> list[CardItem]:
    cards = []
    for k in range(count):
        card = CardItem(None, "back.svg", face_up=False)
        scene.addItem(card)
        card.setPos(k, 0)
        cards.append(card)
    return cards


def test_a_whole_deal_glides_at_once_and_every_card_lands_where_it_was_sent(qtbot, table):
    cards = _cards(table, 60)
    landed = []
    for k, card in enumerate(cards):
        animate_to(card, QPointF(400 + k, 300), 120, scale=0.5, rotation=90.0, opacity=0.5,
                   on_finished=lambda k=k: landed.append(k))
    assert all(is_animating(card) for card in cards)
    qtbot.wait(60)
    halfway = cards[10].pos()
    assert 10 < halfway.x() < 410 and 0 < halfway.y() < 300  # on its way, not jumped
    qtbot.waitUntil(lambda: len(landed) == 60, timeout=3000)
    assert sorted(landed) == list(range(60))  # each told once that it arrived
    for k, card in enumerate(cards):
        assert not is_animating(card)
        assert card.pos() == QPointF(400 + k, 300)
        assert (card.scale(), card.rotation(), card.opacity()) == (0.5, 90.0, 0.5)


def test_a_stopped_card_stays_where_it_was_and_is_not_reported_as_arrived(qtbot, table):
    stopped, other = _cards(table, 2)
    landed = []
    animate_to(stopped, QPointF(500, 0), 200, on_finished=lambda: landed.append("stopped"))
    animate_to(other, QPointF(500, 0), 200, on_finished=lambda: landed.append("other"))
    qtbot.wait(80)
    stop_animation(stopped)
    where = stopped.pos()
    assert 0 < where.x() < 500
    qtbot.waitUntil(lambda: landed == ["other"], timeout=3000)
    qtbot.wait(50)
    assert stopped.pos() == where and landed == ["other"]


def test_a_card_sent_elsewhere_on_its_way_goes_there_from_where_it_is(qtbot, table):
    card = _cards(table, 1)[0]
    animate_to(card, QPointF(500, 0), 200)
    qtbot.wait(80)
    turned_at = card.pos().x()
    animate_to(card, QPointF(0, 300), 200)
    qtbot.wait(20)
    assert card.pos().x() <= turned_at  # no jump back to the start, no overshoot
    qtbot.waitUntil(lambda: not is_animating(card), timeout=3000)
    assert card.pos() == QPointF(0, 300)


def test_asked_again_for_the_same_target_a_card_glides_on_and_reports_to_both(qtbot, table):
    card = _cards(table, 1)[0]
    landed = []
    animate_to(card, QPointF(500, 0), 200, on_finished=lambda: landed.append(1))
    qtbot.wait(80)
    where = card.pos()
    animate_to(card, QPointF(500, 0), 200, on_finished=lambda: landed.append(2))
    assert card.pos() == where  # not restarted from here with a new easing
    qtbot.waitUntil(lambda: len(landed) == 2, timeout=3000)
    assert landed == [1, 2] and card.pos() == QPointF(500, 0)


def test_a_pawn_hops_through_every_space_and_stops_on_the_last(qtbot, table):
    pawn = _cards(table, 1)[0]
    spaces = [QPointF(0, 0), QPointF(100, 0), QPointF(100, 100), QPointF(200, 100)]
    seen = set()
    animate_along(pawn, spaces, 300)
    while is_animating(pawn):
        seen.add((round(pawn.pos().x(), -1), round(pawn.pos().y(), -1)))
        qtbot.wait(5)
    assert pawn.pos() == spaces[-1]
    assert any(x == 100 and 0 < y < 100 for x, y in seen)  # it took the path's corner


def test_a_card_deleted_on_its_way_does_not_hold_up_the_others(qtbot, table):
    gone, other = _cards(table, 2)
    animate_to(gone, QPointF(500, 0), 150)
    animate_to(other, QPointF(500, 0), 150)
    qtbot.wait(40)
    shiboken6.delete(gone)
    qtbot.waitUntil(lambda: not is_animating(other), timeout=3000)
    assert other.pos() == QPointF(500, 0)


def test_a_card_may_be_thrown_away_the_moment_it_lands(qapp, table):
    """Before, each move was a Qt object of the card's own that deleted itself later,
    when the event loop came round to it: a card thrown away before then (events
    handled as a nested loop does) crashed the application."""
    for _ in range(3):
        _glide_then_throw_away(qapp, table)
        moving = _cards(table, 1)[0]
        animate_to(moving, QPointF(0, 300), 40)
        _run_until(qapp, lambda: not is_animating(moving))
        assert moving.pos() == QPointF(0, 300)


def _glide_then_throw_away(qapp, table: QGraphicsScene) -> None:
    """Five cards glide, land, leave the table and, on return, are deleted."""
    cards = _cards(table, 5)
    for card in cards:
        animate_to(card, QPointF(300, 0), 40)
    _run_until(qapp, lambda: not any(is_animating(card) for card in cards))
    for card in cards:
        table.removeItem(card)


def _run_until(qapp, done, seconds: float = 3.0) -> None:
    """Handle events as a nested event loop does (no deferred deletions) until `done()`."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "still moving"
        qapp.processEvents()
        time.sleep(0.002)


def test_a_failing_arrival_call_does_not_strand_the_other_cards(qtbot, table):
    first, second = _cards(table, 2)

    def fail() -> None:
        raise ValueError("a callback failed")

    animate_to(first, QPointF(100, 0), 40, on_finished=fail)
    animate_to(second, QPointF(100, 0), 40)
    with qtbot.capture_exceptions() as errors:
        qtbot.waitUntil(lambda: not is_animating(second), timeout=3000)
    assert [type(error[1]) for error in errors] == [ValueError]
    assert not is_animating(first)
    assert first.pos() == second.pos() == QPointF(100, 0)
