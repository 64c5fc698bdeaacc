"""The log panel and Caramba!'s texts: what each viewer may read, in the current language."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.caramba import texts
from caramba_desktop.games.caramba.data import BAND_DECK, SPECIALS
from caramba_desktop.session.session import LogEntry
from caramba_desktop.ui.log_panel import LogPanel, render_lines

NAMES = ["Pancho", "Dolores", "Emiliano"]


class Recorder:
    """Plays Caramba! by hand and keeps LogEntries as the session makes them."""

    def __init__(self, players: int = 3) -> None:
        self.state = registry.game("caramba").new_state(players)
        self.entries: list[LogEntry] = []

    def play(self, action: Action) -> LogEntry:
        state = self.state
        actor = state.current_player
        views = {v: state.action_view(action, v) for v in [*range(state.num_players), None]}
        state.apply(action)
        entry = LogEntry(len(self.entries), actor, views, state.last_events())
        self.entries.append(entry)
        return entry

    def play_randomly(self, seed: int, steps: int | None = None) -> None:
        rng = random.Random(seed)
        count = 0
        while not self.state.is_terminal() and (steps is None or count < steps):
            if self.state.current_player == CHANCE:
                outcomes = self.state.chance_outcomes()
                action = rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                action = rng.choice(self.state.legal_actions())
            self.play(action)
            count += 1


def build_qm(folder: Path, context: str, pairs: dict[str, str], lang: str = "de") -> Path:
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    messages = "".join(
        f"<message><source>{escape(s)}</source><translation>{escape(t)}</translation></message>"
        for s, t in pairs.items()
    )
    ts = folder / f"log_{lang}.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>'
        f'<TS version="2.1" language="{lang}"><context><name>{escape(context)}</name>'
        f"{messages}</context></TS>",
        encoding="utf-8",
    )
    qm = folder / f"log_{lang}.qm"
    subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def make_panel(qtbot, entries=(), viewer=None) -> LogPanel:
    panel = LogPanel(game_id="caramba", names=NAMES)
    qtbot.addWidget(panel)
    panel.set_entries(entries)
    panel.set_viewer(viewer)
    return panel


# ----- the panel ----------------------------------------------------------------------


def test_a_drawn_card_shows_only_to_its_owner(qtbot):
    rec = Recorder()
    rec.play(Action("start_player", player=0))
    for card in ("gold2", "gold5", "gold7", "ammo2"):  # the deal: Pancho's four cards first
        rec.play(Action("draw", player=0, card=card))
    rec.play(Action("draw", player=1, card="ammo5"))
    panel = make_panel(qtbot, rec.entries, viewer=None)
    assert panel.lines() == ["Start player: Pancho", "Pancho draws 4 cards", "Dolores draws a card"]
    panel.set_viewer(1)
    assert panel.lines()[-1] == "Dolores draws ammunition 5"
    panel.set_viewer(0)
    assert panel.lines()[-1] == "Dolores draws a card"
    assert [panel.list.item(i).text() for i in range(panel.list.count())] == panel.lines()


def test_draws_of_one_player_share_a_line(qtbot):
    rec = Recorder()
    rec.play(Action("start_player", player=2))
    for card in ("gold2", "gold3/ammo4", "gold5", "ammo2"):
        rec.play(Action("draw", player=0, card=card))
    rec.play(Action("draw", player=1, card="dynamite7"))
    panel = make_panel(qtbot, rec.entries)
    assert panel.lines()[1:] == ["Pancho draws 4 cards", "Dolores draws a card"]
    panel.set_viewer(0)
    assert panel.lines()[1:] == [
        "Pancho draws gold 2, gold 3 / ammunition 4, gold 5, ammunition 2",
        "Dolores draws a card",
    ]


def test_appending_updates_the_last_line(qtbot):
    rec = Recorder()
    rec.play(Action("start_player", player=0))
    panel = make_panel(qtbot)
    panel.set_game("caramba", NAMES)
    for entry in rec.entries:
        panel.append_entry(entry)
    panel.append_entry(rec.play(Action("draw", player=0, card="gold2")))
    assert panel.lines()[-1] == "Pancho draws a card"
    panel.append_entry(rec.play(Action("draw", player=0, card="gold5")))
    assert panel.lines()[-1] == "Pancho draws 2 cards" and panel.list.count() == 2
    panel.clear()
    assert panel.lines() == [] and panel.list.count() == 0


def test_public_view_never_tells_a_secret():
    """A whole game: the public log names no drawn card, special card or secured crate."""
    for seed in range(3):
        rec = Recorder(3)
        rec.play_randomly(seed)
        public = [text for text, _ in render_lines(texts, rec.entries, None, NAMES)]
        assert public[-1].startswith("Game over")
        before_end = public[:-1]
        card_words = r"(gold|ammunition|dynamite) \d"
        for line in before_end:
            assert not re.search(r"draws .*" + card_words, line), line
            assert not re.search(r"secures " + card_words, line), line
            assert "receives the special card" not in line, line
        for viewer in range(3):
            own = [text for text, _ in render_lines(texts, rec.entries, viewer, NAMES)]
            assert any(
                f"{NAMES[viewer]} draws " in line and re.search(card_words, line) for line in own
            )
            for other in set(range(3)) - {viewer}:
                assert not any(
                    f"{NAMES[other]} draws " in line and re.search(card_words, line) for line in own
                )


def test_panel_rerenders_on_language_change(qtbot, qapp, tmp_path):
    rec = Recorder()
    rec.play(Action("start_player", player=0))
    for p in range(3):
        for _ in range(4):
            rec.play(rec.state.chance_outcomes()[0][0])
    panel = make_panel(qtbot, rec.entries)
    assert panel.lines()[0] == "Start player: Pancho"
    qm = build_qm(
        tmp_path,
        "CarambaTexts",
        {
            "Start player: {name}": "Startspieler: {name}",
        },
    )
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        # Qt posts LanguageChange to every window: it arrives with the next events
        qtbot.waitUntil(lambda: panel.lines()[0] == "Startspieler: Pancho", timeout=2000)
        assert panel.list.item(0).text() == "Startspieler: Pancho"
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: panel.lines()[0] == "Start player: Pancho", timeout=2000)


def test_language_change_calls_retranslate(qtbot, monkeypatch):
    panel = make_panel(qtbot)
    calls = []
    monkeypatch.setattr(panel, "retranslate", lambda: calls.append(1))
    QCoreApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert calls == [1]


def test_a_game_without_texts_shows_nothing(qtbot):
    rec = Recorder()
    rec.play(Action("start_player", player=0))
    panel = LogPanel(game_id="no_such_game", names=NAMES)
    qtbot.addWidget(panel)
    panel.set_entries(rec.entries)
    assert panel.lines() == []


# ----- Caramba!'s words ------------------------------------------------------------------


def test_names_of_things():
    assert texts.treasure_name("ammo") == "ammunition"
    assert texts.treasure_title("gold") == "Gold"
    assert texts.card_text("gold3/ammo4") == "gold 3 / ammunition 4"
    assert texts.card_text("dynamite7") == "dynamite 7"
    assert texts.card_text("manos_arriba") == "Manos arriba!"
    assert texts.crate_text("dynamite3") == "dynamite 3"
    assert texts.crates_text(["gold2", "ammo4"]) == "gold 2, ammunition 4"
    assert {texts.special_name(s) for s in SPECIALS} == {
        "Manos arriba!",
        "Estoy de vuelta!",
        "Fuera!",
        "En seguridad!",
    }
    assert all(texts.card_text(card) for card in BAND_DECK)


@pytest.mark.parametrize(
    ("view", "actor", "line"),
    [
        ({"type": "bid", "card": "gold3/ammo4", "as": "ammo"}, 0, "Pancho bids 4 on ammunition"),
        ({"type": "bid", "card": "gold5", "as": "gold"}, 0, "Pancho bids 5 on gold"),
        ({"type": "pass"}, 1, "Dolores passes"),
        ({"type": "manos_arriba"}, 2, "Emiliano plays Manos arriba! — the auction ends"),
        (
            {"type": "estoy_de_vuelta", "card": "gold7"},
            1,
            "Dolores takes gold 7 back (Estoy de vuelta!)",
        ),
        ({"type": "fuera", "treasure": "gold"}, 0, "Pancho protects their gold crates (Fuera!)"),
        ({"type": "secure"}, 1, "Dolores secures a crate"),
        ({"type": "secure", "crate": "gold4"}, 1, "Dolores secures gold 4"),
        (
            {"type": "en_seguridad", "crates": 2},
            1,
            "Dolores plays En seguridad! and secures 2 crates",
        ),
        (
            {"type": "en_seguridad", "crates": 1},
            1,
            "Dolores plays En seguridad! and secures a crate",
        ),
        (
            {"type": "en_seguridad", "crates": ["ammo4", "dynamite2"]},
            1,
            "Dolores plays En seguridad! and secures ammunition 4, dynamite 2",
        ),
        ({"type": "draw", "player": 2}, CHANCE, "Emiliano draws a card"),
        ({"type": "draw", "player": 2, "card": "ammo5"}, CHANCE, "Emiliano draws ammunition 5"),
        ({"type": "crate", "crate": "dynamite3"}, CHANCE, "Crate drawn: dynamite 3"),
        ({"type": "start_player", "player": 1}, CHANCE, "Start player: Dolores"),
        ({"type": "special", "player": 1}, CHANCE, None),
        (
            {"type": "special", "player": 1, "card": "fuera"},
            CHANCE,
            "Dolores receives the special card Fuera!",
        ),
        ({"type": "continue"}, 0, None),
        ({"type": "keep"}, 0, None),
    ],
)
def test_describe(view, actor, line):
    assert texts.describe(view, actor, NAMES) == line


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (
            {
                "type": "result",
                "treasure": "gold",
                "totals": [3, 0, 7],
                "winner": 2,
                "crates": ["gold3", "gold4"],
                "to_centre": [],
            },
            "Gold: Emiliano wins 2 crates (7 against 3)",
        ),
        (
            {
                "type": "result",
                "treasure": "dynamite",
                "totals": [0, 5, 0],
                "winner": 1,
                "crates": ["dynamite2"],
                "to_centre": [],
            },
            "Dynamite: Dolores wins a crate (5 against 0)",
        ),
        (
            {
                "type": "result",
                "treasure": "gold",
                "totals": [4, 2, 0],
                "winner": 0,
                "crates": [],
                "to_centre": [],
            },
            "Gold: Pancho wins (4 against 2) — no crates to take",
        ),
        (
            {
                "type": "result",
                "treasure": "ammo",
                "totals": [3, 3, 1],
                "winner": None,
                "crates": [],
                "to_centre": ["ammo2", "ammo3"],
            },
            "Ammunition: tie at 3 — the crates go back to the centre",
        ),
        (
            {
                "type": "result",
                "treasure": "ammo",
                "totals": [3, 3, 1],
                "winner": None,
                "crates": [],
                "to_centre": [],
            },
            "Ammunition: tie at 3 — nobody wins",
        ),
        (
            {
                "type": "result",
                "treasure": "dynamite",
                "totals": [0, 0, 0],
                "winner": None,
                "crates": [],
                "to_centre": [],
            },
            "Dynamite: nobody bids",
        ),
        (
            {"type": "reshuffle", "player": 1},
            "Dolores shuffles the discard pile into a new draw pile",
        ),
        (
            {"type": "game_over", "scores": [12, 9, 4], "winners": [0]},
            "Game over: Pancho wins with 12 points",
        ),
        (
            {"type": "game_over", "scores": [12, 12, 4], "winners": [0, 1]},
            "Game over: Pancho, Dolores share the win with 12 points",
        ),
        ({"type": "something_new"}, None),
    ],
)
def test_describe_event(event, line):
    assert texts.describe_event(event, NAMES) == line
