"""Mina de Plata's ambush chips on the table: each shows its owner's colour and initial;
a chip the player may pick up glows and the status line says so; once the player's
own chips are down, the status no longer offers an ambush. Through the real window."""

from __future__ import annotations

from caramba_desktop.games.mina.view_board import AmbushChipItem
from caramba_desktop.ui.palette import seat_colour
from tests.ui.table_helpers import click, start_game, targets, wait_for_human

NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio"]


def test_chips_show_their_owner_and_the_status_follows_what_may_be_done(qtbot, make_window):
    window = make_window()
    session = start_game(window, "mina", NAMES, "hccc", seed=4)
    page = window.game_window
    view = page.view

    picked = laid = False
    marks: dict[int, str] = {}
    for _ in range(200):
        assert wait_for_human(qtbot, session)
        obs = session.observation(0)
        kinds = {a.type for a in session.legal_actions()}
        status = page.status_label.text()
        if obs["phase"] == "place":
            click(qtbot, view, sorted(targets(view), key=lambda k: k[1])[0])
            continue
        if "refuse" in kinds:  # a computer offers a deal: not this time
            click(qtbot, view, ("button", "refuse"))
            continue
        if obs["holding"] is not None:
            click(qtbot, view, sorted(targets(view), key=lambda k: k[1])[-1])
            continue
        # every chip on the track: its owner's colour and initial
        for chip in obs["chips"]:
            if chip["space"] is not None:
                item = view.stage.get(("chip", chip["space"]))
                assert isinstance(item, AmbushChipItem)
                assert item.owner_colour == seat_colour(chip["owner"])
                assert NAMES[chip["owner"]].startswith(item.mark)
                marks.setdefault(chip["owner"], item.mark)
        assert len(set(marks.values())) == len(marks)  # Pancho "Pa", Porfirio "Po"
        offered = {a["space"] for a in (a.to_json() for a in session.legal_actions())
                   if a["type"] == "pick_up"}
        for space in obs["passed_chips"]:
            item = view.stage.get(("chip", space))
            assert item.legal == (space in offered)
        assert ("pick up" in status) == bool(offered), status
        assert ("lay an ambush" in status) == ("ambush" in kinds), status
        if laid and not picked and offered:
            space = min(offered)
            click(qtbot, view, ("chip", space))
            assert session.observation(0)["holding"] is not None
            picked = True
            continue
        if "ambush" in kinds and not laid:
            click(qtbot, view, ("button", "ambush"))
            click(qtbot, view, sorted(targets(view), key=lambda k: k[1])[0])
            laid = True
            status = page.status_label.text()
            assert "lay an ambush" not in status, status  # one chip each with four players
            continue
        if picked and laid:
            break
        click(qtbot, view, ("button", "roll"))
    assert picked and laid
