"""The engine contract shared by every game (docs/ENGINE.md).

A game is a `Game` (id, player limits, options) that makes `State`s. A state
says who moves (a player index, CHANCE or TERMINAL), lists the legal actions
and, at a chance node, the outcomes with their probabilities. Every random
event is such a chance node, so a game is fully described by its options and
the list of actions applied: that list is the save file and the replay.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType
from typing import Any

CHANCE = -1
TERMINAL = -2

Json = Any


class IllegalAction(ValueError):
    """An action the state refuses. The state is left unchanged.

    `code` is a stable id the UI translates; `params` fill its placeholders;
    the English message is for logs and the command line.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


def _checked(key: str, value: Any) -> Any:
    """A parameter as stored: str and int as they are, a list or tuple of them as a
    tuple. Anything else (a bool, a float, None, a dict) is refused: True == 1 and
    1.0 == 1 in Python, so such a value would pass for a number it is not."""
    kind = type(value)
    if kind is str or kind is int:
        return value
    if (kind is list or kind is tuple) and all(type(v) is str or type(v) is int for v in value):
        return tuple(value)
    raise IllegalAction("malformed_action", f"bad value for {key!r}: {value!r:.80}")


class Action:
    """An immutable move: a type plus named parameters (str, int or tuples of them).
    Any other parameter is refused with IllegalAction("malformed_action")."""

    __slots__ = ("type", "params", "_key")

    def __init__(self, type: str, **params: Any) -> None:
        # the search makes hundreds of thousands of actions a second: most have
        # one or two parameters of plain str or int, already in order
        for value in params.values():
            kind = value.__class__
            if kind is not str and kind is not int:
                params = {k: _checked(k, v) for k, v in params.items()}
                break
        items = tuple(params.items())
        if len(items) > 1:
            items = tuple(sorted(items))
        setter = object.__setattr__
        setter(self, "type", type)
        setter(self, "params", MappingProxyType(params))
        setter(self, "_key", (type, items))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getitem__(self, name: str) -> Any:
        return self.params[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self._key[1])
        return f"Action({self.type!r}{', ' if inner else ''}{inner})"

    def __reduce__(self):
        # actions travel to the search processes of the computer opponents
        return (_rebuild_action, (self.type, dict(self.params)))

    def to_json(self) -> dict:
        out: dict = {"type": self.type}
        for key, value in self.params.items():
            out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Json) -> Action:
        """Parse a JSON action; malformed data raises IllegalAction, never anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise IllegalAction("malformed_action", f"not an action: {data!r:.80}")
        return cls(data["type"], **{k: v for k, v in data.items() if k != "type"})


# An action with the same type and parameters, made once and then shared: actions are
# immutable, and rules that build the same few again and again (chance outcomes, bids)
# save most of their time in the search this way. Parameters must be hashable.
shared_action = cache(Action)


def _rebuild_action(type: str, params: dict) -> Action:
    return Action(type, **params)


class State:
    """One position of a game. Subclasses implement the rules."""

    game: Game
    num_players: int

    @property
    def current_player(self) -> int:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def illegal_reason(self, action: Action) -> IllegalAction:
        """Why `action` is not legal here (called only for illegal actions)."""
        return IllegalAction("not_legal", f"{action!r} is not legal now")

    def type_refusal(self, kind: str, decisions, outcomes) -> IllegalAction | None:
        """The refusals by an action's type alone, the same in every game: a type that
        is neither one of the game's `decisions` nor of its chance `outcomes`, and a
        decision while a chance outcome is due."""
        if kind not in decisions and kind not in outcomes:
            return IllegalAction("unknown_action", f"{kind!r} is no action of {self.game.id}")
        if kind in decisions and self.current_player == CHANCE:
            return IllegalAction("chance_due", f"a chance outcome is due, not {kind!r}")
        return None

    def apply(self, action: Action) -> None:
        """Apply `action` or raise IllegalAction leaving the state unchanged."""
        player = self.current_player
        if player == TERMINAL:
            raise IllegalAction("game_over", "the game is over")
        if player == CHANCE:
            legal = self.is_chance_outcome(action)
        else:
            legal = self.is_legal(action)
        if not legal:
            raise self.illegal_reason(action)
        self._apply(action)

    def silent_pass(self) -> Action | None:
        """The move a table makes for a human who lets the pause pass (the game's
        `silent_actions`, e.g. declining to offer a deal), if one is legal now."""
        kinds = self.game.silent_actions
        if not kinds or self.current_player < 0:
            return None
        return next((a for a in self.legal_actions() if a.type in kinds), None)

    def is_legal(self, action: Action) -> bool:
        """Whether the decision `action` is one of legal_actions() (with a decision due). A
        game may answer without listing them all: playouts apply a move per decision."""
        moves = self.legal_actions()
        # a shared action is found by identity, without a call of Action.__eq__ for
        # every move before it (Mina de Plata lists up to 180 offers)
        return id(action) in map(id, moves) or action in moves

    def is_chance_outcome(self, action: Action) -> bool:
        """Whether `action` is one of chance_outcomes() (with a chance event due). A game
        may answer without listing them all: playouts apply an outcome per draw."""
        return action in [a for a, _ in self.chance_outcomes()]

    def clone(self) -> State:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def observation(self, player: int | None) -> dict:
        """What `player` may know, as a JSON-able dict; None = what a spectator sees."""
        raise NotImplementedError

    def open_observation(self) -> dict:
        """Every card face up, as the public view of the table: for replaying a game that
        is over ("show all cards"), never for play. A game without secrets: the public
        view. A game with secrets marks it `"open": True`."""
        return self.observation(None)

    def action_view(self, action: Action, viewer: int | None) -> dict:
        """`action` (about to be applied here) as `viewer` may see it; None = public."""
        return action.to_json()

    def last_events(self) -> list[dict]:
        """Public consequences of the last apply (e.g. an auction's results)."""
        return []

    def determinize(self, player: int, rng) -> State:
        """A copy with everything hidden from `player` resampled consistently
        with `player`'s observation (used by search bots and leak tests)."""
        raise NotImplementedError


class Game:
    """A game's constant description; makes new states."""

    id: str = ""
    min_players: int = 2
    max_players: int = 2
    has_secrets: bool = True
    # name -> {"type": "bool"|"choice", "default": value, "choices": [...]}
    options_schema: dict[str, dict] = {}
    # decisions that say nothing when they are a player's only legal move (Caramba!'s
    # "continue" before the auction without Fuera!): a human's is played for him
    formalities: frozenset[str] = frozenset()
    # action types a table may take for a human who lets a pause pass instead of acting
    # (declining a deal): nobody's decision, so no undo stops at one
    silent_actions: frozenset[str] = frozenset()

    def default_options(self) -> dict:
        return {name: spec["default"] for name, spec in self.options_schema.items()}

    def check_options(self, num_players: int, options: dict | None) -> dict:
        """Complete and validate options; raise IllegalAction when invalid."""
        if not isinstance(num_players, int) or not (
            self.min_players <= num_players <= self.max_players
        ):
            raise IllegalAction(
                "bad_player_count",
                f"{self.id} is for {self.min_players}-{self.max_players} players",
                min=self.min_players,
                max=self.max_players,
            )
        merged = self.default_options()
        for name, value in (options or {}).items():
            spec = self.options_schema.get(name)
            if spec is None:
                raise IllegalAction("unknown_option", f"unknown option {name!r}", option=name)
            if spec["type"] == "bool":
                ok = isinstance(value, bool)
            else:  # 4.0 == 4 and True == 1, but neither is a valid choice of 4
                ok = any(value == c and type(value) is type(c) for c in spec["choices"])
            if not ok:
                raise IllegalAction("bad_option", f"bad value for {name!r}", option=name)
            merged[name] = value
        return merged

    def new_state(self, num_players: int, options: dict | None = None) -> State:
        raise NotImplementedError

    def upgrade_actions(self, num_players: int, options: dict, actions: list[Action],
                        version: int) -> list[Action]:
        """The actions of a record saved in format `version`, as this version's rules
        play them (a rule added since may ask for decisions the old save lacks)."""
        return actions

    def action_from_json(self, data: Json) -> Action:
        return Action.from_json(data)
