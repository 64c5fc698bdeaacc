"""A guided first game ("Learn to play"): its steps as data, and a runner without Qt.

A tutorial is a fixed deal (the deal number the session draws its chance outcomes
from), the computer players' moves in order, and the steps a callout shows the
human player (seat 0). A step either explains (the player reads it and goes on) or
asks for one move: the only move the table then accepts; another one is answered by
the step's `wrong` text and not played. Every decision of the human during the
tutorial is such an asked step, and every decision of a computer comes from the
script, so the deal unfolds the same way every time. Once the steps are done (or
skipped) the game goes on as a normal game.

Each game's tutorial lives in `games/<id>/tutorial.py` as `TUTORIAL`; its texts are
marked with QT_TRANSLATE_NOOP (a context, an English text) for the translation
files. `play_through` replays a tutorial headless, as `caramba-desktop tutorial
GAME --check` does, and names the first step whose move the game refuses.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action, IllegalAction, State

HUMAN = 0  # the seat the player takes in every tutorial


def QT_TRANSLATE_NOOP(context: str, text: str) -> tuple[str, str]:  # noqa: N802 (lupdate's name)
    """A text to translate later in `context` (the translation tools find this call)."""
    return (context, text)


def seeded_rng(seed: int, purpose: str, index: int) -> random.Random:
    """The generator a session uses for `purpose` ("chance", "bot", ...) at action
    `index`: string seeds are hashed with SHA-512, the same on every system."""
    return random.Random(f"{seed}:{purpose}:{index}")


def chance_outcome(state: State, seed: int, index: int) -> Action:
    """The chance outcome a session with `seed` draws as action number `index`."""
    outcomes = state.chance_outcomes()
    rng = seeded_rng(seed, "chance", index)
    return rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0]


@dataclass(frozen=True)
class Step:
    """One callout. `text` and `wrong` are (context, English text) pairs.

    target: the items the callout points at, as a prefix of the table's item keys
    (("hand", 0, "gold3/ammo4"), ("centre",), ("special", 2)); None: the table.
    move: the one move asked for (an action's JSON), or a tuple of moves the step
    asks for one after another (the rolls of a race); None: the step only explains.
    """

    text: tuple[str, str]
    target: tuple | None = None
    move: dict | tuple[dict, ...] | None = None
    wrong: tuple[str, str] | None = None

    @property
    def asks(self) -> bool:
        return self.move is not None

    @property
    def moves(self) -> tuple[dict, ...]:
        """The moves this step asks for, in order."""
        if self.move is None:
            return ()
        return (self.move,) if isinstance(self.move, dict) else tuple(self.move)


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    deal: int  # the deal number: the session's seed
    names: tuple[str, ...]  # the computer players, seats 1, 2, ...
    steps: tuple[Step, ...]
    opponent_moves: tuple[dict, ...]  # every computer decision, in the order they come
    options: dict = field(default_factory=dict)

    @property
    def num_players(self) -> int:
        return len(self.names) + 1

    def asked_moves(self) -> list[tuple[int, dict]]:
        """Every decision of the human, in order: (the index of the step asking it, the
        move)."""
        return [(i, move) for i, step in enumerate(self.steps) for move in step.moves]

    def ask_count(self) -> int:
        return len(self.asked_moves())


def tutorial_for(game_id: str) -> Tutorial:
    """The tutorial of `game_id`; KeyError when the game has none."""
    registry.game(game_id)  # KeyError for an unknown game
    try:
        module = importlib.import_module(f"caramba_desktop.games.{game_id}.tutorial")
    except ModuleNotFoundError as exc:
        raise KeyError(f"{game_id} has no tutorial") from exc
    return module.TUTORIAL


def tutorial_games() -> list[str]:
    """The ids of the games that have a tutorial."""
    games = []
    for game_id in registry.game_ids():
        try:
            tutorial_for(game_id)
        except KeyError:
            continue
        games.append(game_id)
    return games


class TutorialBroken(Exception):
    """The deal no longer unfolds as the tutorial says. `step` is the number (1-based)
    of the step that broke, or None when a computer move broke before the next one."""

    def __init__(self, step: int | None, message: str) -> None:
        super().__init__(message)
        self.step = step


def scripted_move(tutorial: Tutorial, state: State, decisions_before: int) -> Action | None:
    """The scripted move of the computer to act, when `decisions_before` computer
    decisions were made: None once the script is used up."""
    if decisions_before >= len(tutorial.opponent_moves):
        return None
    game = registry.game(tutorial.game_id)
    return game.action_from_json(tutorial.opponent_moves[decisions_before])


def play_through(tutorial: Tutorial) -> State:
    """Play every step of `tutorial` headless, as the table would, and return the
    position after the last one; TutorialBroken names the first move refused."""
    game = registry.game(tutorial.game_id)
    state = game.new_state(tutorial.num_players, tutorial.options)
    asked = tutorial.asked_moves()
    asks = [step for step, _ in asked]
    index = human = computer = 0
    while human < len(asks):
        player = state.current_player
        if state.is_terminal():
            raise TutorialBroken(asks[human] + 1, "the game ended before this step")
        if player == CHANCE:
            action = chance_outcome(state, tutorial.deal, index)
        elif player == HUMAN:
            action = game.action_from_json(asked[human][1])
            human += 1
        else:
            action = scripted_move(tutorial, state, computer)
            computer += 1
            if action is None:
                raise TutorialBroken(asks[human] + 1, "the computers' moves ran out before "
                                                      "this step")
        try:
            state.apply(action)
        except IllegalAction as exc:
            step = asks[human - 1] + 1 if player == HUMAN else asks[human] + 1
            who = "the asked move" if player == HUMAN else f"computer move {computer}"
            raise TutorialBroken(step, f"{who} {action.to_json()} is refused: {exc}") from exc
        index += 1
    return state
