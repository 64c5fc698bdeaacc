"""A redraw leaves nothing for the garbage collector: the table's description of
one redraw is freed the moment the next one replaces it. While every redraw's
description was a reference cycle, the collector swept thousands of them in the
middle of a game, and its sweeps were among the table's longest pauses."""

from __future__ import annotations

import gc
import random
import weakref

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from caramba_desktop.ai.arena import chance_action
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.ui import game_views
from caramba_desktop.ui.scene import CardItem, Spec, Stage, set_animation_speed

NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio", "Juana", "Pilar"]


@pytest.mark.parametrize("game_id", game_views.playable_games())
def test_a_redraw_frees_the_last_description_at_once(qtbot, game_id):
    view = game_views.create_view(game_id)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    described: list[weakref.ref] = []
    sync = view.stage.sync

    def remember_sync(specs, **kw):
        described.append(weakref.ref(specs[0]))
        sync(specs, **kw)

    view.stage.sync = remember_sync
    game = registry.game(game_id)
    state = game.new_state(max(2, game.min_players))
    rng = random.Random(5)
    redraws = 0
    gc.disable()  # only reference counting may free the old description
    try:
        while redraws < 10 and not state.is_terminal():
            player = state.current_player
            if player == CHANCE:
                state.apply(chance_action(state, rng))
                continue
            legal = state.legal_actions()  # the choices' targets take part, as in play
            view.show_observation(state.observation(player), legal, player, NAMES)
            first = described[-1]
            view.show_observation(state.observation(player), legal, player, NAMES)
            assert first() is None, f"{game_id}: a redraw kept the last one's description"
            redraws += 1
            state.apply(rng.choice(legal))
    finally:
        gc.enable()
    assert redraws == 10


def test_a_card_that_glided_off_the_table_is_freed_at_once(qtbot):
    set_animation_speed(1)
    scene = QGraphicsScene()
    stage = Stage(scene)
    spec = Spec("card", lambda: CardItem(None, "back.svg", face_up=False), QPointF(0, 0))
    stage.sync([spec])
    card = weakref.ref(stage.get("card"))
    qtbot.waitUntil(lambda: card().opacity() == 1.0)  # it has faded in
    gc.disable()
    try:
        stage.sync([], sink=lambda key, item: QPointF(300, 0))
        qtbot.waitUntil(lambda: card() is None or card().scene() is None)
        qtbot.wait(20)  # its deleteLater
        assert card() is None, "the card's moves kept it alive in a reference cycle"
    finally:
        gc.enable()
