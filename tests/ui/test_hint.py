"""The Hint button: the hard level's move for the human to play, in the player's words."""

import importlib
import re

import pytest
from PySide6.QtCore import Qt

from caramba_desktop.ai.hint import IDENTITY
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
    assert re.search(r"\((about \d+% to win|the best chance it found|not weighed enough)\)$",
                     first), first
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


def _choice(action: dict, tries: int, chance: float, error: float = 0.01) -> dict:
    return {"actions": [action], "tries": tries, "chance": chance, "error": error}


@pytest.fixture
def numbers(monkeypatch):
    """Every game's chances shown as numbers, as where the calibration holds, each the
    search's mean as it is (no game's reading of the means)."""
    for game_id in registry.game_ids():
        monkeypatch.setattr(f"caramba_desktop.games.{game_id}.texts.CHANCES_HOLD",
                            tuple(range(2, 7)))
        monkeypatch.setattr(f"caramba_desktop.games.{game_id}.ai.CHANCE_CALIBRATION",
                            IDENTITY, raising=False)


def test_a_hint_gives_each_move_its_chance_to_win(qapp, numbers):
    roll, buy_off = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    pick = {"type": "pick_up", "space": 18}
    answer = {"action": roll, "shares": [[buy_off, 0.52], [roll, 0.40], [pick, 0.08]],
              "choices": [_choice(buy_off, 520, 0.42), _choice(roll, 400, 0.31),
                          _choice(pick, 12, 0.8, None)]}
    lines = hint_text("mina", answer, 0, NAMES).splitlines()
    assert lines == ["Suggested: buy off 1 die, then roll (about 42% to win)",
                     "or roll every die, buying none off (about 31% to win)",
                     "or pick up the ambush chip from space 18 (not weighed enough)",
                     "Chance to win: the strongest level's estimate, playing on against "
                     "players as strong as itself."]
    # a move the search cannot tell from the suggestion shows no second number
    close = {**answer, "choices": [_choice(buy_off, 520, 0.42, 0.03),
                                   _choice(roll, 400, 0.40, 0.03)]}
    assert hint_text("mina", close, 0, NAMES).splitlines()[1] == \
        "or roll every die, buying none off (as good, as far as it can tell)"


def test_where_the_chances_do_not_hold_a_hint_says_better_or_worse(qapp, monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.mina.texts.CHANCES_HOLD", ())
    roll, buy_off = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    pick = {"type": "pick_up", "space": 18}
    answer = {"action": roll, "shares": [[buy_off, 0.5], [roll, 0.3], [pick, 0.2]],
              "choices": [_choice(buy_off, 500, 0.42), _choice(roll, 300, 0.36),
                          _choice(pick, 200, 0.12)]}
    lines = hint_text("mina", answer, 0, NAMES).splitlines()
    assert lines == ["Suggested: buy off 1 die, then roll (the best chance it found)",
                     "or roll every die, buying none off (worse)",
                     "or pick up the ambush chip from space 18 (much worse)",
                     "Better or worse: as the strongest level judges it; in this game its "
                     "chances are too rough to show as numbers."]


def test_chances_show_as_numbers_only_at_the_player_counts_where_they_held(qapp,
                                                                           monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.mina.texts.CHANCES_HOLD", (2,))
    roll, buy_off = {"type": "roll", "buy_off": 0}, {"type": "roll", "buy_off": 1}
    answer = {"action": roll, "shares": [[buy_off, 0.6], [roll, 0.4]],
              "choices": [_choice(buy_off, 600, 0.42), _choice(roll, 400, 0.31)]}
    two = hint_text("mina", answer, 0, NAMES).splitlines()
    three = hint_text("mina", answer, 0, [*NAMES, "Emiliano"]).splitlines()
    assert two[0].endswith("(about 42% to win)") and three[0].endswith("(the best chance it found)")


def test_two_bids_that_read_the_same_name_their_cards(qapp, numbers):
    def bid(card):
        return {"type": "bid", "card": card, "as": "dynamite"}

    ammo = {"type": "bid", "card": "ammo3/gold4", "as": "ammo"}
    answer = {"action": ammo,
              "shares": [[ammo, 0.14], [bid("ammo3/dynamite4"), 0.13],
                         [bid("gold3/dynamite4"), 0.13], [bid("dynamite7"), 0.13]],
              "choices": [_choice(ammo, 140, 0.5), _choice(bid("ammo3/dynamite4"), 130, 0.4),
                          _choice(bid("gold3/dynamite4"), 130, 0.3),
                          _choice(bid("dynamite7"), 130, 0.2)]}
    lines = hint_text("caramba", answer, 0, NAMES).splitlines()
    assert lines[:4] == [
        "Suggested: bid 3 on ammunition (about 50% to win)",
        "or bid 4 on dynamite with the ammunition 3 / dynamite 4 card (about 40% to win)",
        "or bid 4 on dynamite with the gold 3 / dynamite 4 card (about 30% to win)",
        "or bid 7 on dynamite (about 20% to win)"]


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


def _preview(state):
    def preview(action):
        if state.game.has_secrets:
            return []
        trial = state.clone()
        trial.apply(action)
        return trial.last_events()
    return preview


def _two_alike_camels():
    """A Caravan position of random play where the player to move has two empty camels
    on one space."""
    import random

    from caramba_desktop.engine.api import CHANCE

    rng = random.Random(1)
    state = registry.game("caravan").new_state(2)
    while True:
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        spaces = [c[0] for c in state.camels[state.current_player]
                  if c[0] is not None and c[1] is None]
        if len(spaces) != len(set(spaces)):
            return state, next(s for s in spaces if spaces.count(s) > 1)
        state.apply(rng.choice(state.legal_actions()))


def test_two_alike_camels_moving_to_one_space_are_one_choice(qapp):
    import random

    from caramba_desktop.ai.hint import hint
    from caramba_desktop.ai.ismcts import SeatView

    state, shared = _two_alike_camels()
    seat = state.current_player
    twins = [a for a in state.legal_actions() if a.type == "move_camel"
             and state.camels[seat][a["camel"]][0] == shared]
    assert len({a["camel"] for a in twins}) == 2
    found = hint(SeatView(state, seat, random.Random(2)), seed=3, max_iterations=300)
    told = found.advice
    for to in {a["to"] for a in twins}:
        pair = [a for a in twins if a["to"] == to]
        groups = {id(told.choice_of(a)) for a in pair}
        assert len(groups) == 1, to  # one line for "move a camel from here to there"
        assert set(pair) <= set(told.choice_of(pair[0]).actions())
    lines = hint_text("caravan", found.answer, seat, NAMES, _preview(state)).splitlines()
    assert len(_moves_of(lines)) == len(set(_moves_of(lines)))


def _moves_of(lines: list[str]) -> list[str]:
    """The moves a hint's lines name (its last line says what a chance is)."""
    return [line.removeprefix("Suggested: ").removeprefix("or ").rsplit(" (", 1)[0]
            for line in lines[:-1]]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_hint_never_names_one_move_twice(qapp, game_id):
    import random

    from caramba_desktop.ai.hint import hint
    from caramba_desktop.ai.ismcts import SeatView
    from tests.ai.test_levels import _position

    for seed in range(4):
        state = _position(game_id, 2, seed=seed, steps=6 + 7 * seed)
        seat = state.current_player
        found = hint(SeatView(state, seat, random.Random(seed)), seed=seed, max_iterations=200)
        moves = _moves_of(hint_text(game_id, found.answer, seat, NAMES,
                                    _preview(state)).splitlines())
        assert len(moves) == len(set(moves)), moves


def test_a_reason_says_what_the_move_visibly_changes(qapp):
    from caramba_desktop.ui.hint import reason_text

    mina = {"buy_off_costs": [0, 1, 3], "money": [49, 69]}
    assert reason_text("mina", {"type": "roll", "buy_off": 2}, mina, 0, NAMES) == \
        "It buys off 2 dice for 3 silver."
    assert reason_text("mina", {"type": "place", "space": 58}, mina, 0, NAMES) == \
        "Your sombrero would stand 3 spaces from the mine."
    cabo = {"players": [{"layout": [{"card": 9}, {"card": None}]}], "held": 2,
            "discard": [11]}
    assert reason_text("cabo", {"type": "replace", "position": 0}, cabo, 0, NAMES) == \
        "Your 9 (Spy) makes way for 2: 7 points less."
    caramba = {"players": [{"bids": {"gold": ["gold5"]}}, {"bids": {"gold": ["gold7"]}}]}
    assert reason_text("caramba", {"type": "bid", "card": "gold2", "as": "gold"}, caramba,
                       0, NAMES) == \
        "Your bid cards on gold would come to 7; the highest other bid there is 7."
    theft = [{"type": "theft", "player": 0, "victim": 1, "good": "salt", "space": 3}]
    assert reason_text("caravan", {"type": "steal", "camel": 0, "victim": 1, "target": 0},
                       {}, 0, NAMES, lambda action: theft) == "It uses your theft marker."


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_hint_says_why_in_every_game(qtbot, make_window, game_id):
    """Somewhere in a game's first decisions the suggestion comes with a reason."""
    import random

    from caramba_desktop.ai.hint import hint
    from caramba_desktop.ai.ismcts import SeatView
    from tests.ai.test_levels import _position

    said = []
    for seed in range(6):
        state = _position(game_id, 2, seed=seed, steps=3 + 4 * seed)
        seat = state.current_player
        found = hint(SeatView(state, seat, random.Random(seed)), seed=seed, max_iterations=150)
        lines = hint_text(game_id, found.answer, seat, NAMES, _preview(state),
                          state.observation(seat)).splitlines()
        said += [line for line in lines if line.startswith("Why: ")]
    assert said, game_id


def test_copies_of_a_crate_are_one_choice(qapp):
    """Two gold 2 crates won in Caramba!: securing one or the other is one line."""
    import random

    from caramba_desktop.ai.hint import hint
    from caramba_desktop.ai.ismcts import SeatView
    from caramba_desktop.engine.api import CHANCE

    rng = random.Random(4)
    for _ in range(40):
        state = registry.game("caramba").new_state(2)
        while not state.is_terminal():
            if state.current_player == CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes],
                                        [p for _, p in outcomes])[0])
                continue
            legal = state.legal_actions()
            twins = [a for a in legal if a.type == "en_seguridad"
                     and len(set(a["crates"])) < len(a["crates"])]
            if twins:
                break
            state.apply(rng.choice(legal))
        if not state.is_terminal():
            break
    crate = next(c for c in twins[0]["crates"] if twins[0]["crates"].count(c) > 1)
    secure = [a for a in legal if a.type == "secure" and a["crate"] == crate]
    assert len(secure) == 1  # one move, whichever copy is put in safety
    seat = state.current_player
    found = hint(SeatView(state, seat, random.Random(1)), seed=1, max_iterations=400)
    moves = _moves_of(hint_text("caramba", found.answer, seat, NAMES).splitlines())
    assert len(moves) == len(set(moves)), moves


def test_which_two_cards_to_look_at_first_is_one_choice(qapp):
    """At the start of a CABO round every card lies face down, seen by nobody: the six
    pairs to look at are the same choice, weighed as one."""
    import random

    from caramba_desktop.ai.hint import hint
    from caramba_desktop.ai.ismcts import SeatView
    from caramba_desktop.engine.api import CHANCE

    state, rng = registry.game("cabo").new_state(2), random.Random(1)
    while state.current_player == CHANCE or state.legal_actions()[0].type != "look":
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            state.apply(state.legal_actions()[0])
    assert len(state.legal_actions()) == 6
    found = hint(SeatView(state, state.current_player, rng), seed=1, max_iterations=300)
    assert found.advice.alternatives == [] and found.advice.suggestion.tries == 300
    lines = hint_text("cabo", found.answer, state.current_player, NAMES).splitlines()
    assert len(_moves_of(lines)) == 1


def test_calling_cabo_with_a_place_emptied_by_a_set_is_explained_from_the_cards_left(qapp):
    """A set replaced leaves an empty place in the row: the review of a later CABO call
    sums the cards known and shows, instead of stopping at the empty place."""
    from caramba_desktop.ui.hint import reason_text

    cabo = {"players": [{"layout": [{"card": 3}, None, {"card": None}, {"card": 0}]}],
            "held": None, "discard": [1]}
    assert reason_text("cabo", {"type": "cabo"}, cabo, 0, NAMES) == \
        "The cards you know add up to 3; the others get one more turn each."
