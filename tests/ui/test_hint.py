"""The Hint button: the hard level's move for the human to play, in the player's words."""

import importlib
import re

import pytest
from PySide6.QtCore import Qt

from caramba_desktop.engine import registry
from caramba_desktop.ui.hint import hint_text, move_text
from tests.ui.table_helpers import start_game, wait_for_human

NAMES = ["Pancho", "Dolores"]
SEEDS = {"caramba": 3, "cabo": 3, "caravan": 5, "mina": 4}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_hint_names_a_move_in_words_for_the_human_to_move(qtbot, make_window, game_id):
    window = make_window()
    session = start_game(window, game_id, NAMES, "hc", SEEDS[game_id])
    assert wait_for_human(qtbot, session)
    if session.handoff_pending is not None:
        session.confirm_handoff()
    hint = window.game_window.hint
    assert hint.available() and hint.button.isEnabled()
    qtbot.mouseClick(hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hint.label.text().startswith("Suggested:"), timeout=30_000)
    first = hint.label.text().splitlines()[0]
    move = first.removeprefix("Suggested: ").rsplit(" (", 1)[0]
    raw_names = {a.type.replace("_", " ") for a in session.legal_actions()}
    assert move and move not in raw_names, first
    assert first.endswith("%)")
    # a move made meanwhile drops the hint
    session.submit(session.legal_actions()[0])
    assert not hint.label.isVisible()


def test_moves_the_log_tells_by_their_outcome_still_get_words(qapp):
    assert move_text("cabo", {"type": "draw"}, 0, NAMES) == "draw a card"
    assert move_text("cabo", {"type": "claim", "positions": [0, 2]}, 0, NAMES) == \
        "replace cards 1 and 3 as a set"
    assert move_text("mina", {"type": "roll", "buy_off": 0}, 0, NAMES) == \
        "roll every die, buying none off"
    assert move_text("mina", {"type": "roll", "buy_off": 2}, 0, NAMES) == \
        "buy off 2 dice, then roll"
    assert move_text("caramba", {"type": "keep"}, 0, NAMES) == "keep your crates unsecured"


def test_a_caravan_move_is_named_by_what_it_would_do(qtbot, make_window):
    window = make_window()
    session = start_game(window, "caravan", NAMES, "hc", SEEDS["caravan"])
    assert wait_for_human(qtbot, session)
    place = next(a for a in session.legal_actions() if a.type == "place")
    text = move_text("caravan", place.to_json(), 0, NAMES, session.preview)
    assert text.startswith("place a camel on ") and text.endswith("(1 action)")
    # nothing happened: the preview played on a copy
    assert place in session.legal_actions() and not session.is_over()


def test_no_preview_where_the_game_has_secrets(qtbot, make_window):
    window = make_window()
    session = start_game(window, "cabo", NAMES, "hc", SEEDS["cabo"])
    assert wait_for_human(qtbot, session)
    if session.handoff_pending is not None:
        session.confirm_handoff()
    assert all(session.preview(a) == [] for a in session.legal_actions())


def test_a_hint_says_why_its_move_was_not_the_most_tried(qapp):
    roll, buy_off = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    kept = {"action": roll, "shares": [[buy_off, 0.52], [roll, 0.48]]}
    lines = hint_text("mina", kept, 0, NAMES).splitlines()
    assert lines == ["Suggested: roll every die, buying none off (48%)",
                     "or buy off 1 die, then roll (52%)",
                     "Percentages: how much of its thinking the strongest level gave each move.",
                     "Suggested though thought about less: too close to call, no other move "
                     "proved clearly better."]
    most_tried = {"action": buy_off, "shares": [[buy_off, 0.52], [roll, 0.48]]}
    assert len(hint_text("mina", most_tried, 0, NAMES).splitlines()) == 3
    # the note also when the better-tried alternative is not listed first
    pick = {"type": "pick_up", "space": 18}
    shares = [[pick, 0.30], [buy_off, 0.32], [roll, 0.38]]
    lines = hint_text("mina", {"action": pick, "shares": shares}, 0, NAMES).splitlines()
    assert lines[1] == "or roll every die, buying none off (38%)"
    assert lines[-1].startswith("Suggested though thought about less: too close to call")


def test_two_bids_that_read_the_same_name_their_cards(qapp):
    def bid(card):
        return {"type": "bid", "card": card, "as": "dynamite"}

    answer = {"action": {"type": "bid", "card": "ammo3/gold4", "as": "ammo"},
              "shares": [[{"type": "bid", "card": "ammo3/gold4", "as": "ammo"}, 0.14],
                         [bid("ammo3/dynamite4"), 0.13], [bid("gold3/dynamite4"), 0.13],
                         [bid("dynamite7"), 0.13]]}
    lines = hint_text("caramba", answer, 0, NAMES).splitlines()
    assert lines[:4] == [
        "Suggested: bid 3 on ammunition (14%)",
        "or bid 4 on dynamite with the ammunition 3 / dynamite 4 card (13%)",
        "or bid 4 on dynamite with the gold 3 / dynamite 4 card (13%)",
        "or bid 7 on dynamite (13%)"]


def _choices_of_random_games(game_id: str, games: int = 6) -> dict[str, list[tuple]]:
    """{action type: [(action, state)]}: the moves players were offered in random games."""
    import random

    from caramba_desktop.engine.api import CHANCE

    game, rng, found = registry.game(game_id), random.Random(7), {}
    for _ in range(games):
        state = game.new_state(2)
        while not state.is_terminal():
            if state.current_player == CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
                continue
            actions = state.legal_actions()
            for action in actions:
                found.setdefault(action.type, [])
                if len(found[action.type]) < 5:
                    found[action.type].append((action, state.clone()))
            state.apply(rng.choice(actions))
    return found


@pytest.mark.parametrize("lang", ["de", "fr", "sv", "en"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_move_a_hint_offers_is_said_to_the_player(qapp, qm_files, game_id, lang):
    """The options read alike, in the second person, in every game: "zieh eine Karte"
    next to "sag Cabo an", never the log's "Anna sagt Cabo an! …"."""
    from caramba_desktop.ui import language

    language.install(qapp, lang, remember=False)
    try:
        names = ["Annabel", "Bertrand"]
        for kind, examples in _choices_of_random_games(game_id).items():
            for action, state in examples:
                def preview(a, state=state):
                    if state.game.has_secrets:
                        return []
                    trial = state.clone()
                    trial.apply(a)
                    return trial.last_events()

                text = move_text(game_id, action.to_json(), state.current_player, names, preview)
                actor = names[state.current_player]
                texts = importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
                assert texts.describe_choice(action.to_json(), state.current_player,
                                             preview(action), names), f"{game_id}: {kind}"
                assert actor not in text, f"{game_id} {lang}: {text!r} names the player"
                assert not re.search("![\u00a0\u202f ]?:", text), f"{text!r}: “!:”"
                assert text[:1].islower() or text[:1].isdigit() or text.startswith(
                    ("CABO", "Manos", "Peek", "Spy", "Swap")), text
    finally:
        language.install(qapp, "en", remember=False)
