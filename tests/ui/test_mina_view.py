"""The Mina de Plata table in the real game window: a human places, lays an ambush,
buys off dice and rolls by clicks; computers play a whole game to the end screen;
the log tells the rolls and the payments. Animations off, no delays."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QFontMetricsF, QTransform

from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina import texts
from caramba_desktop.games.mina.rules import GAME, buy_off_cost
from caramba_desktop.games.mina.view import MinaView
from caramba_desktop.ui import language
from caramba_desktop.ui.scene import set_animation_speed
from tests.ui.table_helpers import click, start_game, targets, wait_for_human

NAMES = ["Pancho", "Dolores", "Emiliano"]


def start(window, kinds: str, seed: int):
    return start_game(window, "mina", NAMES, kinds, seed)










def last_human_action(session):
    return next(e.views[None] for e in reversed(session.log()) if e.actor == 0)


def test_a_human_places_lays_an_ambush_buys_off_and_rolls_by_clicks(qtbot, make_window):
    window = make_window()
    session = start(window, "hc", seed=4)
    page = window.game_window
    view = page.view
    assert page.title_label.text() == "Caramba! – Mina de Plata"

    # placing: every free space is offered, nothing else; a click places the sombrero
    placed = 0
    while wait_for_human(qtbot, session) and session.observation(0)["phase"] == "place":
        obs = session.observation(0)
        taken = {h["space"] for h in obs["sombreros"]}
        assert targets(view) == {("space", s) for s in range(1, 61) if s not in taken}
        assert "Place your sombrero" in page.status_label.text()
        space = min(s for s in range(1, 61) if s not in taken)  # far back: many dice
        click(qtbot, view, ("space", space))
        assert last_human_action(session) == {"type": "place", "space": space}
        placed += 1
    assert placed == 2  # two sombreros each with two players

    laid = bought = False
    while not (laid and bought) and wait_for_human(qtbot, session):
        obs = session.observation(0)
        if obs["holding"] is not None:  # not reached here: the human picks nothing up
            raise AssertionError("unexpected pick-up")
        assert f"Race {obs['race']}" in page.phase_label.text()
        if obs["deal"]["offer"] is not None:  # a computer offers a deal: not this time
            click(qtbot, view, ("button", "refuse"))
            continue
        if not laid and view.stage.get(("button", "ambush")) is not None:
            click(qtbot, view, ("button", "ambush"))
            assert view.pending() == "ambush"
            free = sorted(s for s in range(1, 61) if ("space", s) in targets(view))
            taken = {h["space"] for h in obs["sombreros"]} | {c["space"] for c in obs["chips"]}
            assert free == [s for s in range(1, 61) if s not in taken]
            click(qtbot, view, ("space", free[-1]))
            assert last_human_action(session) == {"type": "ambush", "space": free[-1]}
            assert session.observation(0)["chips"][0]["space"] == free[-1]
            laid = True
            continue
        if not bought and obs["max_buy_off"] >= 1:
            dice, race = obs["dice"], obs["race"]
            # the Caramba card lists the engine's costs at this race's inflation
            card = view.stage.get(("card",)).content
            assert card.rows[0][2] == [buy_off_cost(k, race) for k in range(1, 4)]
            click(qtbot, view, ("todie", dice - 1))  # the last die: buy it off
            assert view.buy_off() == 1
            shown = texts.silver_text(buy_off_cost(1, race))
            assert shown in view.stage.get(("buy_off",)).text
            assert view.stage.get(("button", "roll")).text == "Pay and roll"  # price: above
            money, start_space = obs["money"][0], obs["sombreros"][obs["mover"]]["space"]
            mover = obs["mover"]
            click(qtbot, view, ("button", "roll"))
            entry = next(e for e in reversed(session.log()) if e.actor == 0)
            assert entry.views[None] == {"type": "roll", "buy_off": 1}
            payment = next(e for e in entry.events if e["type"] == "payment")
            assert payment == {"type": "payment", "from": 0, "to": None, "reason": "buy_off",
                               "amount": buy_off_cost(1, race), "owed": buy_off_cost(1, race)}
            assert session.observation(0)["money"][0] <= money - payment["amount"] + 2 * race
            # the roll is made with one die fewer, and the sombrero went on from there

            def rolls():
                return [ev for e in session.log()[entry.index:] for ev in e.events
                        if ev["type"] == "roll" and ev["sombrero"] == mover]
            qtbot.waitUntil(lambda: bool(rolls()), timeout=5000)
            assert rolls()[0]["reason"] == "move" and len(rolls()[0]["faces"]) == dice - 1
            now = session.observation(0)["sombreros"][mover]
            assert now["space"] is None or now["space"] >= start_space
            bought = True
            continue
        click(qtbot, view, ("button", "roll"))
    assert laid and bought


def test_computers_play_to_the_end_and_the_end_screen_shows_the_engines_scores(
        qtbot, make_window):
    window = make_window()
    session = start(window, "ccc", seed=29)
    page = window.game_window
    qtbot.waitUntil(lambda: page.end_panel.isVisible(), timeout=90_000)
    engine = session.record.replay()
    assert engine.is_terminal()
    assert page.end_panel.scores() == dict(enumerate(engine.scores()))
    winners = [row.player for row in page.end_panel.rows() if row.winner]
    assert winners == engine.winners()
    assert NAMES[winners[0]] in page.end_panel.subheading.text()
    assert page.view.status_text().startswith("Game over")
    assert not page.view.legal_actions()
    # the end screen counts in silver, not in points
    assert [label.text() for label in page.end_panel.score_labels[:3]] == [
        texts.silver_text(int(row.score)) for row in page.end_panel.rows()]
    # the final standing on the table: the same silver, richest first
    standing = [page.view.stage.get(("result_value", i)).text for i in range(3)]
    assert standing == [texts.silver_text(int(s)) for s in sorted(engine.scores(),
                                                                    reverse=True)]
    # the log tells every roll and every payment
    lines = page.log.lines()
    events = [ev for e in session.log() for ev in e.events]
    rolls = [ev for ev in events if ev["type"] == "roll"]
    # an accepted deal's payment is told by the deal's own line
    payments = [ev for ev in events if ev["type"] == "payment" and ev["reason"] != "deal"]
    deals = [ev for ev in events if ev["type"] == "deal" and ev["accepted"]]
    assert len([t for t in lines if " accepts " in t]) == len(deals)
    assert len([t for t in lines if re.search(r" rolls (again [^:]*: )?[\d +=]+$", t)]) == len(
        rolls)
    assert len([t for t in lines if re.search(r" pays \d| greets ", t)]) == len(payments)
    for ev in payments[:20]:
        assert texts.describe_event(ev, NAMES) in lines
    assert any("wins the pot" in t for t in lines)
    assert lines[-1].startswith("Game over")


# ----- the view on its own: states built by hand ---------------------------------------


def placed_state():
    """Three players, sombreros on 5, 14, 23, 33, 41, 52; the one on 52 to move."""
    s = GAME.new_state(3)
    s.apply(Action("start_player", player=0))
    for space in (5, 14, 23, 33, 41, 52):
        s.apply(Action("place", space=space))
    return declined(s)


def declined(s):
    """Nobody offers the mover a deal."""
    while s.asking and s.offer is None:
        s.apply(Action("no_offer"))
    return s


def shown_view(qtbot, speed: float = 0.0) -> MinaView:
    set_animation_speed(speed)
    view = MinaView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    return view


def test_only_the_player_to_move_gets_choices_and_keys_buy_off(qtbot):
    view = shown_view(qtbot)
    s = placed_state()
    s.apply(Action("roll", buy_off=0))
    s.apply(Action("die", face=1))  # 52 -> 53; the one on 41 moves next, with two dice
    mover = declined(s).current_player
    other = (mover + 1) % 3
    view.show_observation(s.observation(other), [], other, NAMES)
    assert not targets(view) and view.stage.get(("button", "roll")) is None
    assert "is to move with 2 dice" in view.status_text()
    view.show_observation(s.observation(mover), s.legal_actions(), mover, NAMES)
    assert {("todie", 0), ("todie", 1)} <= targets(view)
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.buy_off() == 1
    qtbot.keyClick(view, Qt.Key.Key_Plus)  # a die must always be rolled
    assert view.buy_off() == 1
    assert ("todie", 0) not in targets(view)
    with qtbot.waitSignal(view.actionChosen) as chosen:
        qtbot.keyClick(view, Qt.Key.Key_R)
    assert chosen.args[0] == Action("roll", buy_off=1)
    assert not view.legal_actions() and not targets(view)


def test_a_sombrero_hops_along_the_track_unless_animations_are_off(qtbot):
    from caramba_desktop.ui.scene import is_animating

    for speed in (1.0, 0.0):
        view = shown_view(qtbot, speed)
        s = placed_state()
        view.show_observation(s.observation(None), [], None, NAMES)
        hat = view.stage.get(("sombrero", 5))  # the one on 52
        before = hat.pos()
        s.apply(Action("roll", buy_off=0))
        s.apply(Action("die", face=4))
        view.show_observation(s.observation(None), [], None, NAMES)
        assert view.stage.get(("sombrero", 5)) is hat
        die = next(item for key, item in view.stage.items().items() if key[0] == "die")
        if speed:
            assert is_animating(hat) and hat.pos() == before
            assert is_animating(die)
            qtbot.waitUntil(lambda: not (is_animating(hat) or is_animating(die)), timeout=3000)
        else:
            assert not is_animating(hat) and not is_animating(die)
        centre = view._track.centres[56]
        assert abs(hat.pos().x() - centre.x()) < 1 and hat.pos().y() < centre.y()
    set_animation_speed(0)


def first_race_played(seed: int = 2):
    """Three players after a first race played out at random, without deals."""
    import random

    s, rng = GAME.new_state(3), random.Random(seed)
    while s.observation(None)["race"] < 2:
        if s.current_player < 0:
            outcomes = s.chance_outcomes()
            s.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            s.apply(rng.choice(declined(s).legal_actions()))
    return s


def test_between_races_the_table_tells_who_took_the_pot_and_how_much(qtbot):
    view = shown_view(qtbot)
    s = first_race_played()
    result = [e for e in s.last_events() if e["type"] == "race_result"][0]
    view.show_observation(s.observation(None), [], None, NAMES)
    assert NAMES[result["winner"]] in view.stage.get(("result_title",)).text
    # the pot's silver beside the winning sombrero, nothing beside the others
    assert view.stage.get(("result_value", 0)).text == texts.silver_text(result["pot"])
    assert view.stage.get(("result_value", 1)) is None


def test_in_french_the_pot_beside_the_winner_leaves_the_winner_readable(
        qtbot, qapp, qm_files, english):
    language.install(qapp, "fr", remember=False)
    view = shown_view(qtbot)
    view.show_observation(first_race_played().observation(None), [], None, NAMES)
    name, pot = view.stage.get(("result", 0)), view.stage.get(("result_value", 0))
    assert "pièces d’argent" in pot.text
    assert name.shown_text() == name.text
    assert not name.sceneBoundingRect().intersects(pot.sceneBoundingRect())


def test_in_german_the_hint_to_buy_off_a_die_is_shown_in_full(qtbot, qapp, qm_files, english):
    language.install(qapp, "de", remember=False)
    view = shown_view(qtbot)
    s = placed_state()
    s.apply(Action("roll", buy_off=0))
    s.apply(Action("die", face=1))  # the one on 41 moves next, with two dice
    declined(s)
    view.show_observation(s.observation(s.current_player), s.legal_actions(), s.current_player,
                          NAMES)
    hint = view.stage.get(("buy_off",))
    assert hint.text.startswith("Wähle einen Würfel")
    assert hint.shown_text() == hint.text
    tray = view.stage.get(("tray",)).sceneBoundingRect()
    assert tray.contains(hint.sceneBoundingRect())


class _RecordingPainter:
    """Stands in for a QPainter: keeps each text drawn with the font it was drawn in."""

    def __init__(self) -> None:
        self.font, self.drawn = None, []

    def setFont(self, font) -> None:  # noqa: N802 (Qt's name)
        self.font = font

    def drawText(self, rect, flags, text) -> None:  # noqa: N802
        self.drawn.append((text, QFontMetricsF(self.font).horizontalAdvance(text),
                           rect.width()))

    def worldTransform(self) -> QTransform:  # noqa: N802
        return QTransform()

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def test_in_french_every_text_of_the_caramba_card_is_drawn_within_its_place(
        qtbot, qapp, qm_files, english):
    """"Caramba ! · course 2 · coûts ×2" shrinks to its width, not a pixel past it."""
    language.install(qapp, "fr", remember=False)
    view = shown_view(qtbot)
    s = placed_state()
    s.race = 2
    view.show_observation(s.observation(None), [], None, NAMES)
    painter = _RecordingPainter()
    view.stage.get(("card",)).paint(painter, None)
    assert any(text.startswith("Caramba") for text, _, _ in painter.drawn)
    assert [(text, round(advance, 1), width) for text, advance, width in painter.drawn
            if advance > width] == []


def dice_to_move(players: int = 4, dice: int = 4):
    """A position where the player to move has `dice` dice and may buy off all but one."""
    import random

    s, rng = GAME.new_state(players), random.Random(3)
    while True:
        if s.current_player < 0:
            outcomes = s.chance_outcomes()
            s.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        obs = declined(s).observation(s.current_player)
        if (obs["dice"] == dice and obs["max_buy_off"] == dice - 1 and obs["rolling"] is None
                and any(a.type == "roll" for a in s.legal_actions())
                and not obs["deal"]["deal_dice"]):
            return s
        s.apply(rng.choice(s.legal_actions()))


def test_any_die_can_be_bought_off_and_the_dice_marked_stand_out(qtbot):
    """The dice are alike: a click on the second die, then on the third, marks those two
    (raised, ticked, a coin before each); a click on a marked one takes it back."""
    view = shown_view(qtbot)
    s = dice_to_move()
    mover = s.current_player
    names = [*NAMES, "Porfirio"]
    view.show_observation(s.observation(mover), s.legal_actions(), mover, names)
    row = view.stage.get(("todie", 0)).pos().y()
    assert all(("todie", i) in targets(view) for i in range(4))
    click(qtbot, view, ("todie", 1))
    click(qtbot, view, ("todie", 2))
    assert view.buy_off() == 2
    for i in range(4):
        die = view.stage.get(("todie", i))
        chosen = i in (1, 2)
        assert die.marked == chosen
        assert (die.pos().y() < row) == chosen
        assert (view.stage.get(("coin", i)) is not None) == chosen
    cost = texts.silver_text(s.observation(mover)["buy_off_costs"][2])
    assert cost in view.stage.get(("buy_off",)).text
    click(qtbot, view, ("todie", 0))  # a third: only the fourth die is left to roll
    assert view.buy_off() == 3 and ("todie", 3) not in targets(view)
    click(qtbot, view, ("todie", 1))  # taken back
    assert view.buy_off() == 2 and not view.stage.get(("todie", 1)).marked
    with qtbot.waitSignal(view.actionChosen) as chosen:
        click(qtbot, view, ("button", "roll"))
    assert chosen.args[0] == Action("roll", buy_off=2)


def test_the_roll_button_shows_its_whole_label_in_every_language(qtbot, qapp, qm_files,
                                                                english):
    s = dice_to_move(6, 6)
    mover = s.current_player
    names = [*NAMES, "Porfirio", "Marie", "Pancho"]
    for lang in ("fr", "de", "sv", "en"):
        language.install(qapp, lang, remember=False)
        view = shown_view(qtbot)
        view.show_observation(s.observation(mover), s.legal_actions(), mover, names)
        for i in range(6):
            button = view.stage.get(("button", "roll"))
            assert button.fitted_label()[1] == button.text, (lang, i)
            if i < 5:
                click(qtbot, view, ("todie", i))


def test_a_screen_reader_reads_the_caramba_cards_costs(qtbot):
    """The card's every cost, as the accessibility interface gives it to a reader."""
    view = shown_view(qtbot)
    s = placed_state()
    view.show_observation(s.observation(0), [], 0, NAMES)
    table = QAccessible.queryAccessibleInterface(view)
    children = [table.child(i) for i in range(table.childCount())]
    card = next((c for c in children if c.text(QAccessible.Text.Name).startswith("Caramba!")),
                None)
    assert card is not None, "the Caramba card is not among the table's spoken items"
    said = card.text(QAccessible.Text.Description)
    race = 1
    assert "Buying off dice" in said and "Arriving in the mine" in said
    assert f"dice 2: {texts.silver_text(buy_off_cost(2, race))}" in said
    assert f"place 3: {texts.silver_text(3 * race)}" in said
    assert f"Occupied space: {texts.silver_text(race)}" in said
