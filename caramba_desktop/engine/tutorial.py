"""A guided first game ("Learn to play"): its steps as data, and a runner without Qt.

A tutorial is a fixed deal (the deal number the session draws its chance outcomes
from), the computer players' moves in order, and the steps a callout shows the
human player (seat 0). A step explains (the player reads it and goes on), or asks
for a move at a key moment: the only move the table then accepts; another one is
answered by the step's `wrong` text and not played. Until the player first plays
freely, every computer decision comes from the script, so the deal unfolds the
same way every time. A step with a trigger (`when`) lets the player play freely,
any legal move, with the computers playing their own, until the trigger holds;
what it then asks for is a kind of move (a rule), since the exact position is no
longer known. Once the steps are done (or skipped) the game goes on as a normal
game.

Each game's tutorial lives in `games/<id>/tutorial.py` as `TUTORIAL`; its texts are
marked with QT_TRANSLATE_NOOP (a context, an English text) for the translation
files. `play_through` replays a tutorial headless, as `caramba-desktop tutorial
GAME --check` does (free moves drawn at random), and names the first step that
breaks.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

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
    (("hand", 0, "gold3/ammo4"), ("centre",), ("special", 2)), or a function of the
    position giving one; None: the table.
    move: the one move asked for (an action's JSON), or a tuple of moves the step
    asks for one after another (the rolls of a race), or a rule `move(state, action)`
    any move of which is welcome (after free play, where the exact position is not
    known); None: the step only explains.
    when: the step waits until `when(state)` has held once; until then the player
    plays freely (any legal move) and the computers play their own moves.
    """

    text: tuple[str, str]
    target: tuple | Callable[[State], tuple | None] | None = None
    move: dict | tuple[dict, ...] | Callable[[State, Action], bool] | None = None
    wrong: tuple[str, str] | None = None
    when: Callable[[State], bool] | None = None

    @property
    def asks(self) -> bool:
        return self.move is not None

    @property
    def moves(self) -> tuple[dict, ...]:
        """The exact moves this step asks for, in order (none for a rule)."""
        if self.move is None or callable(self.move):
            return ()
        return (self.move,) if isinstance(self.move, dict) else tuple(self.move)

    @property
    def move_count(self) -> int:
        return 1 if callable(self.move) else len(self.moves)

    def target_in(self, state: State) -> tuple | None:
        return self.target(state) if callable(self.target) else self.target


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    deal: int  # the deal number: the session's seed
    names: tuple[str, ...]  # the computer players, seats 1, 2, ...
    steps: tuple[Step, ...]
    opponent_moves: tuple[dict, ...]  # the computers' decisions until the first free move
    options: dict = field(default_factory=dict)

    @property
    def num_players(self) -> int:
        return len(self.names) + 1

    def ask_count(self) -> int:
        """The moves asked for, all steps together."""
        return sum(step.move_count for step in self.steps)

    def free_stretches(self) -> int:
        """How often the player plays freely between two steps."""
        return sum(1 for step in self.steps if step.when is not None)


def tutorial_for(game_id: str) -> Tutorial:
    """The tutorial of `game_id`; KeyError when the game has none."""
    registry.game(game_id)  # KeyError for an unknown game
    try:
        module = importlib.import_module(f"caramba_desktop.games.{game_id}.tutorial")
    except ModuleNotFoundError as exc:
        raise KeyError(f"{game_id} has no tutorial") from exc
    return module.TUTORIAL


def tutorial_games() -> list[str]:
    """The ids of the games that have a tutorial. Found without loading them: the start
    page asks before its first paint, and a game's rules load later, when needed."""
    return [game_id for game_id in registry.game_ids()
            if importlib.util.find_spec(f"caramba_desktop.games.{game_id}.tutorial")]


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


ASKED, FREE, READ_FIRST, WRONG = "asked", "free", "read first", "wrong"


@dataclass(frozen=True)
class Place:
    """Where a tutorial stands: the step due, the moves of it played, whether its
    trigger (`when`) has held, whether the computers still follow the script."""

    step: int = 0
    within: int = 0
    triggered: bool = False
    scripted: bool = True


class Progress:
    """A tutorial's steps against a game in play, without Qt: the table's guide and the
    headless checker both follow a game with it.

    Call `observe(state)` after every move; `due(state)` says whether the current step
    is there to be shown (its trigger has held); `judge(state, action)` whether the
    player's move may be played (and moves on when it may); `read()` passes a step
    that only explains. `place` and `restore` let undo take moves back.
    """

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.game = registry.game(tutorial.game_id)
        self.place = Place()

    @property
    def done(self) -> bool:
        return self.place.step >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.tutorial.steps[self.place.step]

    def restore(self, place: Place) -> None:
        self.place = place

    def observe(self, state: State) -> None:
        """A move was played (or the game began): a waiting step's trigger may hold."""
        step = self.step
        if step is not None and step.when is not None and not self.place.triggered \
                and step.when(state):
            self.place = replace(self.place, triggered=True)

    def skip_to_the_end(self) -> None:
        """The game is over before a step's moment came (a player who never won
        anything, say): on to the closing step."""
        self.place = Place(len(self.tutorial.steps) - 1, 0, False, False)

    def waiting(self) -> bool:
        """The current step waits for its trigger: the player plays freely."""
        step = self.step
        return step is not None and step.when is not None and not self.place.triggered

    def asks_later(self) -> bool:
        """A later step (or this one) will still ask the player for a move or wait."""
        return any(step.asks or step.when is not None
                   for step in self.tutorial.steps[self.place.step:])

    def script_needed(self) -> bool:
        """Does an exact move still to be asked rely on the computers' script (one
        before the next stretch of free play)?"""
        for step in self.tutorial.steps[self.place.step:]:
            if step.when is not None and (step is not self.step or not self.place.triggered):
                return False
            if step.moves:
                return True
        return False

    def shows(self, state: State, human_to_move: bool) -> bool:
        """Is the current step to be shown now: its trigger has held, and the player is
        to move? A step that explains what its moment brought (a round's scoring) comes
        at that moment, and so do the steps at the end, when nothing more is asked."""
        if self.done or self.waiting():
            return False
        step = self.step
        return (human_to_move or state.is_terminal() or not self.asks_later()
                or (step.when is not None and not step.asks))

    def expected(self, state: State) -> Action:
        """The move the current asked step wants now (a rule's: the first legal move it
        welcomes)."""
        step = self.step
        if callable(step.move):
            welcome = [a for a in state.legal_actions() if step.move(state, a)]
            if not welcome:
                raise TutorialBroken(self.place.step + 1, "no legal move fits this step")
            return welcome[0]
        return self.game.action_from_json(step.moves[self.place.within])

    def judge(self, state: State, action: Action) -> str:
        """ASKED or FREE: the move may be played (the tutorial moves on); READ_FIRST or
        WRONG: not now (a step to read is shown; the step asks for another move)."""
        step = self.step
        if step is None:
            return FREE
        if self.waiting():
            self.place = replace(self.place, scripted=False)
            return FREE
        if not step.asks:
            return READ_FIRST
        fits = step.move(state, action) if callable(step.move) else \
            action == self.game.action_from_json(step.moves[self.place.within])
        if not fits:
            return WRONG
        within = self.place.within + 1
        if within >= step.move_count:
            self.place = Place(self.place.step + 1, 0, False, self.place.scripted)
        else:
            self.place = replace(self.place, within=within)
        return ASKED

    def asked_here(self, state: State) -> bool:
        """Does the step ask for a move the player can make now (one the table would
        otherwise make for him, as declining a deal)?"""
        step = self.step
        if step is None or not step.asks or self.waiting():
            return False
        legal = state.legal_actions()
        if callable(step.move):
            return any(step.move(state, a) for a in legal)
        return self.game.action_from_json(step.moves[self.place.within]) in legal

    def read(self) -> bool:
        """The step that only explains has been read: on to the next one."""
        step = self.step
        if step is None or step.asks or self.waiting():
            return False
        self.place = Place(self.place.step + 1, 0, False, self.place.scripted)
        return True

    def scripted_move(self, state: State, decisions_before: int) -> Action | None:
        """The computer's scripted move while the script leads (None: its own)."""
        if not self.place.scripted or not self.asks_later():
            return None
        return scripted_move(self.tutorial, state, decisions_before)


MOVE_LIMIT = 5000  # a free stretch this long has lost its way: the trigger never came


def play_through(tutorial: Tutorial, free_seed: int = 0) -> State:
    """Play every step of `tutorial` headless, as the table would, and return the
    position after the last one; TutorialBroken names the first step that breaks.

    The asked moves are the tutorial's; where the player plays freely (and the
    computers with them), moves are drawn at random from the legal ones, by
    `free_seed`: every seed must reach every step."""
    progress = Progress(tutorial)
    state = tutorial_state(tutorial)
    free = random.Random(f"{tutorial.deal}:free:{free_seed}")
    index = computer = 0
    progress.observe(state)
    while not progress.done:
        human_to_move = state.current_player == HUMAN
        if progress.shows(state, human_to_move) and not progress.step.asks:
            progress.read()
            progress.observe(state)
            continue
        number = progress.place.step + 1
        if state.is_terminal():
            raise TutorialBroken(number, "the game ended before this step")
        if index >= MOVE_LIMIT:
            raise TutorialBroken(number, f"this step did not come within {MOVE_LIMIT} moves")
        player = state.current_player
        if player == CHANCE:
            action = chance_outcome(state, tutorial.deal, index)
        elif player == HUMAN and state.silent_pass() is not None \
                and not progress.asked_here(state):
            action = state.silent_pass()  # the table's, once the pause passes
        elif player == HUMAN:
            action = free.choice(state.legal_actions()) if progress.waiting() \
                else progress.expected(state)
            if progress.judge(state, action) not in (ASKED, FREE):
                raise TutorialBroken(number, f"the asked move {action.to_json()} is not "
                                             "the step's")
        else:
            action = progress.scripted_move(state, computer)
            if action is None:
                if progress.place.scripted and progress.script_needed():
                    raise TutorialBroken(number, "the computers' moves ran out before "
                                                 "this step")
                # free play deals no more: a random offer throws silver away
                action = state.silent_pass() or free.choice(state.legal_actions())
            computer += 1
        try:
            state.apply(action)
        except IllegalAction as exc:
            who = "the asked move" if player == HUMAN else f"computer move {computer}"
            raise TutorialBroken(number, f"{who} {action.to_json()} is refused: {exc}") from exc
        index += 1
        progress.observe(state)
    return state


def tutorial_state(tutorial: Tutorial) -> State:
    return registry.game(tutorial.game_id).new_state(tutorial.num_players, tutorial.options)
