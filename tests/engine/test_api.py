"""The engine contract itself: Action, IllegalAction, Game options, State.apply, registry."""

from __future__ import annotations

import json
import pickle
import random
import subprocess
import sys

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, Game, IllegalAction, State

# ----- Action -------------------------------------------------------------------


@pytest.mark.parametrize("action", [
    Action("pass"),
    Action("bid", card="gold3/ammo4", **{"as": "ammo"}),
    Action("draw", player=2, card="gold5"),
    Action("en_seguridad", crates=["ammo2", "gold4"]),
    Action("empty_list", crates=[]),
])
def test_action_json_round_trip(action: Action) -> None:
    data = json.loads(json.dumps(action.to_json()))
    assert data["type"] == action.type
    again = Action.from_json(data)
    assert again == action and hash(again) == hash(action)
    assert again.to_json() == action.to_json()


def test_action_pickles() -> None:
    action = Action("en_seguridad", crates=["ammo2", "gold4"])
    again = pickle.loads(pickle.dumps(action))
    assert again == action and hash(again) == hash(action)
    with pytest.raises(AttributeError):
        again.type = "keep"


def test_action_lists_become_tuples_and_back() -> None:
    crates = ["ammo2", "gold4"]
    action = Action("en_seguridad", crates=crates)
    crates.append("gold2")  # the caller's list is not shared
    assert action["crates"] == ("ammo2", "gold4")
    assert action.to_json() == {"type": "en_seguridad", "crates": ["ammo2", "gold4"]}


def test_action_equality_ignores_parameter_order() -> None:
    a = Action("draw", player=1, card="gold5")
    b = Action("draw", card="gold5", player=1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != Action("draw", player=2, card="gold5")
    assert a != Action("deal", player=1, card="gold5")
    assert a != a.to_json()


def test_action_access() -> None:
    action = Action("bid", card="gold5", **{"as": "gold"})
    assert action["as"] == "gold" and action.get("card") == "gold5"
    assert action.get("missing") is None and action.get("missing", 3) == 3
    with pytest.raises(KeyError):
        action["missing"]
    assert repr(action) == "Action('bid', as='gold', card='gold5')"
    assert repr(Action("pass")) == "Action('pass')"


def test_action_is_immutable() -> None:
    action = Action("draw", player=1, card="gold5")
    with pytest.raises(AttributeError):
        action.type = "deal"
    with pytest.raises(AttributeError):
        action.params = {}
    with pytest.raises(AttributeError):
        action.extra = 1
    assert action == Action("draw", player=1, card="gold5")


def test_action_params_cannot_be_changed() -> None:
    action = Action("draw", player=1, card="gold5")
    with pytest.raises(TypeError):
        action.params["card"] = "gold7"


@pytest.mark.parametrize("data", [
    None, 3, "bid", ["bid"], True,
    {}, {"card": "gold5"}, {"type": 3}, {"type": None}, {"type": ["bid"]},
    {"type": "bid", "card": True},
    {"type": "bid", "card": [True]},
    {"type": "bid", "card": {"gold": 5}},
    {"type": "bid", "card": [["gold5"]]},
    {"type": "bid", "card": [{"a": 1}]},
    {"type": "bid", "card": None},
    {"type": "bid", "card": 1.5},
])
def test_action_from_json_refuses_malformed_data(data) -> None:
    with pytest.raises(IllegalAction) as info:
        Action.from_json(data)
    assert info.value.code == "malformed_action"


@pytest.mark.parametrize("value", [True, False, 1.0, 0.5, None, {"a": 1}, [True], [1.0], [[1]]])
def test_an_action_refuses_a_parameter_that_is_no_str_or_int_when_made(value) -> None:
    # True == 1 and 1.0 == 1: such a parameter would pass for the number it equals
    with pytest.raises(IllegalAction) as info:
        Action("roll", buy_off=value)
    assert info.value.code == "malformed_action"
    with pytest.raises(IllegalAction):
        Action("swap", player=0, position=value)


def test_illegal_action_is_a_value_error_with_code_and_params() -> None:
    exc = IllegalAction("bad_option", "bad value for 'x'", option="x")
    assert isinstance(exc, ValueError)
    assert (exc.code, exc.params, str(exc)) == ("bad_option", {"option": "x"}, "bad value for 'x'")


# ----- Game options ----------------------------------------------------------------


class OptionGame(Game):
    id = "option_game"
    min_players, max_players = 2, 4
    options_schema = {
        "short": {"type": "bool", "default": False},
        "edition": {"type": "choice", "default": 1, "choices": [1, 2]},
    }


def test_check_options_completes_defaults() -> None:
    game = OptionGame()
    assert game.default_options() == {"short": False, "edition": 1}
    assert game.check_options(2, None) == {"short": False, "edition": 1}
    assert game.check_options(4, {"edition": 2}) == {"short": False, "edition": 2}
    assert game.check_options(3, {"short": True}) == {"short": True, "edition": 1}


@pytest.mark.parametrize(("players", "options", "code"), [
    (1, None, "bad_player_count"),
    (5, None, "bad_player_count"),
    ("3", None, "bad_player_count"),
    (None, None, "bad_player_count"),
    (2.0, None, "bad_player_count"),
    (2, {"colour": "red"}, "unknown_option"),
    (2, {"short": 1}, "bad_option"),
    (2, {"short": "yes"}, "bad_option"),
    (2, {"edition": 3}, "bad_option"),
    (2, {"edition": "1"}, "bad_option"),
])
def test_check_options_refusals(players, options, code) -> None:
    with pytest.raises(IllegalAction) as info:
        OptionGame().check_options(players, options)
    assert info.value.code == code


def test_bad_player_count_names_the_limits() -> None:
    with pytest.raises(IllegalAction) as info:
        OptionGame().check_options(7, {})
    assert info.value.params == {"min": 2, "max": 4}


# ----- State.apply on a toy game ----------------------------------------------------


class CoinState(State):
    """A coin is tossed (chance), then player 0 guesses it; then the game is over."""

    def __init__(self, game: Game) -> None:
        self.game, self.num_players = game, 2
        self.coin: str | None = None
        self.guess: str | None = None

    @property
    def current_player(self) -> int:
        if self.coin is None:
            return CHANCE
        return 0 if self.guess is None else TERMINAL

    def chance_outcomes(self):
        return [(Action("coin", side=s), 0.5) for s in ("heads", "tails")] if self.coin is None else []

    def legal_actions(self):
        return [Action("guess", side=s) for s in ("heads", "tails")] if self.current_player == 0 else []

    def _apply(self, action: Action) -> None:
        if action.type == "coin":
            self.coin = action["side"]
        else:
            self.guess = action["side"]

    def scores(self):
        return [1, 0] if self.guess == self.coin else [0, 1]


class CoinGame(Game):
    id = "coin"

    def new_state(self, num_players: int = 2, options=None) -> CoinState:
        self.check_options(num_players, options)
        return CoinState(self)


def test_apply_refuses_a_decision_at_a_chance_node() -> None:
    state = CoinGame().new_state()
    with pytest.raises(IllegalAction) as info:
        state.apply(Action("guess", side="heads"))
    assert info.value.code == "not_legal"
    assert state.coin is None and state.current_player == CHANCE


def test_apply_refuses_an_outcome_at_a_decision_and_after_the_end() -> None:
    state = CoinGame().new_state()
    state.apply(Action("coin", side="tails"))
    for bad in (Action("coin", side="heads"), Action("guess", side="edge"), Action("guess")):
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert (state.coin, state.guess, state.current_player) == ("tails", None, 0)
    state.apply(Action("guess", side="tails"))
    assert state.is_terminal() and state.scores() == [1, 0]
    with pytest.raises(IllegalAction) as info:
        state.apply(Action("guess", side="tails"))
    assert info.value.code == "game_over"


def test_state_defaults() -> None:
    state = CoinGame().new_state()
    assert state.last_events() == []
    assert state.action_view(Action("coin", side="heads"), 1) == {"type": "coin", "side": "heads"}


# ----- registry and layering ----------------------------------------------------------


def test_registry() -> None:
    assert "caramba" in registry.game_ids()
    assert [g.id for g in registry.all_games()] == registry.game_ids()
    assert registry.game("caramba") is registry.game("caramba")
    with pytest.raises(KeyError):
        registry.game("no_such_game")
    for game in registry.all_games():
        assert game.min_players <= game.max_players
        state = game.new_state(game.min_players)
        assert state.num_players == game.min_players and not state.is_terminal()


def test_engine_games_and_arena_import_no_qt() -> None:
    code = (
        "import sys\n"
        "from caramba_desktop.engine import api, record, registry\n"
        "registry.all_games()\n"
        "import caramba_desktop.ai.arena\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', "
        "'qasync'))\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_open_view_shows_every_card_and_play_never_sees_it(game_id) -> None:
    """For replaying a finished game: every hidden card face up; the views of play stay
    as they were (no "open" mark, nothing more shown)."""
    state = registry.game(game_id).new_state(3)
    rng = random.Random(4)
    for _ in range(40):
        if state.current_player == CHANCE:
            state.apply(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply(rng.choice(state.legal_actions()))
    opened = state.open_observation()
    assert json.loads(json.dumps(opened)) == opened
    assert all("open" not in state.observation(p) for p in (None, 0, 1, 2))
    if not state.game.has_secrets:
        assert opened == state.observation(None)
        return
    assert opened["open"] and opened["viewer"] is None
    if game_id == "caramba":
        assert all(seat["hand"] is not None and seat["secured"] is not None
                   for seat in opened["players"])
    else:
        assert all(slot is None or slot["card"] is not None
                   for seat in opened["players"] for slot in seat["layout"])
    assert any(opened["players"][q] != state.observation(None)["players"][q] for q in range(3))
