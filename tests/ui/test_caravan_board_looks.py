"""What the Caravan board shows stays readable: a camel in a city leaves its name free;
a stolen good at its camel's feet is in front of every camel; a space's cost badge leaves
a city's good free; the cost of the goods held leaves the goods delivered free. Positions played by the computers, opened in the real window."""

from __future__ import annotations

import pytest

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.view_board import city_good_rect, city_name_band
from caramba_desktop.tools.screenshots import NAMES, bot_game
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import click, wait_for_human


def open_position(qtbot, make_window, tmp_path, wanted, players: int = 3):
    """The window with a game where the human (seat 0) is to move and `wanted(state)`."""
    def stop(state, done):
        return state.current_player == 0 and wanted(state)

    for seed in range(40):
        actions = bot_game("caravan", players, seed, stop=stop)
        record = GameRecord("caravan", players, {}, actions, {
            "seats": [{"name": NAMES[i], "level": "normal",
                       "kind": "human" if i == 0 else "computer"} for i in range(players)],
            "seed": seed})
        state = record.replay()
        if not state.is_terminal():
            break
    else:
        raise AssertionError("no such position")
    path = tmp_path / "position.caravan"
    path.write_text(record.dumps(), encoding="utf-8")
    window = make_window()
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    session = window.session
    assert session is not None and wait_for_human(qtbot, session)
    return window.game_window.view, session


def outline(item):
    """An item's drawn shape in scene coordinates (not its glow margin)."""
    return item.mapToScene(item.shape()).boundingRect()


def camels_on(obs, spaces) -> list[tuple[int, int, int]]:
    return [(p, i, camel[0]) for p, camels in enumerate(obs["camels"])
            for i, camel in enumerate(camels) if camel[0] in spaces]


def test_a_camel_in_a_city_leaves_the_name_readable(qtbot, make_window, tmp_path):
    def two_in_a_city(state):
        obs = state.observation(0)
        spaces = [s for _, _, s in camels_on(obs, D.CITY_AT)]
        return any(spaces.count(s) >= 2 for s in spaces)

    view, session = open_position(qtbot, make_window, tmp_path, two_in_a_city)
    here = camels_on(session.observation(0), D.CITY_AT)
    assert here
    for p, i, space in here:
        band = city_name_band(space)
        for key in (("camel", p, i), ("cargo", p, i)):
            item = view.stage.get(key)
            if item is not None:
                assert not outline(item).intersects(band), (key, D.CITY_AT[space])


def test_a_stolen_good_is_not_hidden_by_the_camels_of_its_space(qtbot, make_window, tmp_path):
    def stolen(state):
        return any(camel[2] for camels in state.observation(0)["camels"] for camel in camels)

    view, session = open_position(qtbot, make_window, tmp_path, stolen)
    obs = session.observation(0)
    thief = [(p, i) for p, camels in enumerate(obs["camels"])
             for i, camel in enumerate(camels) if camel[2]]
    camels = [item for key, item in view.stage.items().items() if key[0] == "camel"]
    for p, i in thief:
        good = view.stage.get(("cargo", p, i))
        shape = outline(good)
        assert not [c for c in camels if c.zValue() > good.zValue()
                    and outline(c).intersects(shape)], "a camel stands in front of the good"
        space = obs["camels"][p][i][0]
        assert sum(1 for camels_ in obs["camels"] for c in camels_ if c[0] == space) >= 2


@pytest.mark.parametrize("text_size", ["normal", "larger"])
def test_a_cost_badge_leaves_a_citys_good_free(qtbot, make_window, tmp_path, print_size,
                                               text_size):
    print_size(text_size)
    def may_enter_a_city(state):
        return any(a.type == "move_camel" and a["to"] in D.CITY_AT
                   for a in state.legal_actions())

    view, session = open_position(qtbot, make_window, tmp_path, may_enter_a_city)
    move = next(a for a in session.legal_actions()
                if a.type == "move_camel" and a["to"] in D.CITY_AT)
    click(qtbot, view, ("camel", 0, move["camel"]))
    offered = [key for key in view.stage.keys() if key[0] == "cell" and key[1] in D.CITY_AT]
    assert ("cell", move["to"]) in offered
    for key in offered:
        badge = view.stage.get(key).badge_rect()
        assert not badge.intersects(city_good_rect(key[1])), D.CITY_AT[key[1]]
        assert not badge.intersects(city_name_band(key[1]))


def test_the_cost_of_the_goods_held_leaves_the_goods_delivered_readable(
        qtbot, make_window, tmp_path, english):
    def penalty_beside_goods(state):
        return any(D.PENALTY.get(state.held(p), 0) and len(state.observation(0)["players"][p][
            "delivered"]) >= 6 for p in range(state.num_players))

    view, session = open_position(qtbot, make_window, tmp_path, penalty_beside_goods,
                                  players=2)
    view.window().set_language("fr")  # the longest words: "−1 pour 2 marchandises gardées"
    qtbot.wait(10)
    penalties = [key for key in view.stage.keys() if key[0] == "penalty"]
    assert penalties
    for key in penalties:
        cost = view.stage.get(key).sceneBoundingRect()
        goods = [outline(item) for k, item in view.stage.items().items()
                 if k[:2] == ("delivered", key[1])]
        assert goods and not any(cost.intersects(good) for good in goods), key
