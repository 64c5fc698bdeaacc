"""The bot interface and the table of bot kinds.

A bot chooses from what its seat may know. Most bots get the observation and
the legal actions of their turn; a searching bot (`searches = True`) gets a
`SeatView` (ai/ismcts.py), which holds a determinization of the state drawn
from the seat's own view and never the state itself. Either way a bot cannot
cheat.

The levels a player picks (`LEVELS`, weakest first):

- easy: the game's heuristic, but one decision in four is a random legal move,
  except the moves a beginner makes at once (a game's `beginner_move`);
- normal: the game's heuristic;
- hard: an information-set Monte Carlo tree search (ai/ismcts.py) over
  the seat's own view, thinking HARD_SECONDS a decision in the arena and,
  at the table, through the pause before a computer move (`hard_seconds`),
  with the heuristic playing the rollouts.

`random` and `heuristic` remain for the arena and for games saved with them.
"""

from __future__ import annotations

import importlib
import random

from caramba_desktop.engine.api import Action, State

# thinking time per decision of the hard level (a forced move takes none), the arena's
HARD_SECONDS = 0.3
# The hard level's search as the arena table knows it: raised when a change makes it play
# otherwise (2: a misplay needs evidence, ai/ismcts.py), so that its games are played again
HARD_SEARCH = 2
# At the table a computer move waits for the pace the players chose (the pause between two
# computer moves): the hard level thinks through as much of that pause as is left, less
# the time its answer takes to come back, HARD_SECONDS at least and this at most.
HARD_MAX_SECONDS = 0.9
ANSWER_SECONDS = 0.08
# the share of the easy level's decisions made at random
EASY_NOISE = 0.25


def hard_seconds(pause_left_ms: float) -> float:
    """How long the hard level thinks when the table will pause `pause_left_ms` more
    before the computer's move in any case: the players wait no longer for it."""
    return min(HARD_MAX_SECONDS, max(HARD_SECONDS, pause_left_ms / 1000 - ANSWER_SECONDS))


class Bot:
    kind = "bot"
    searches = False  # True: decides with decide(SeatView), not choose()

    def __init__(self, game_id: str, seed: int | None = None) -> None:
        self.game_id = game_id
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        raise NotImplementedError

    def decide(self, view) -> Action:
        """The move for a `SeatView` (what a searching bot implements)."""
        return self.choose(view.observation(), view.legal_actions())


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    kind = "random"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.rng.choice(legal)


def _heuristic(game_id: str) -> type[Bot]:
    return importlib.import_module(f"caramba_desktop.games.{game_id}.ai").HeuristicBot


class NoisyBot(Bot):
    """The game's heuristic, with a share of random moves: beatable, never absurd for long."""

    kind = "easy"

    def __init__(self, game_id: str, seed: int | None = None, noise: float = EASY_NOISE) -> None:
        super().__init__(game_id, seed)
        self.noise = noise
        self.inner = _heuristic(game_id)(game_id, self.rng.getrandbits(63))
        # a game may name the moves a beginner makes without a second thought
        # (Caramba!: securing a crate); they are never left to chance
        module = importlib.import_module(f"caramba_desktop.games.{game_id}.ai")
        self.beginner_move = getattr(module, "beginner_move", None)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if self.beginner_move is not None:
            move = self.beginner_move(observation, legal)
            if move is not None:
                return move
        if len(legal) > 1 and self.rng.random() < self.noise:
            slips = getattr(self.inner, "slips", None)  # a game may rule out absurd slips
            return self.rng.choice(slips(legal) if slips else legal)
        return self.inner.choose(observation, legal)


class SearchBot(Bot):
    """A tree search within a time budget (ai/ismcts.py), the heuristic's move tried first."""

    searches = True

    def __init__(self, game_id: str, seed: int | None = None, seconds: float | None = None,
                 max_iterations: int | None = None, kind: str = "hard") -> None:
        from caramba_desktop.ai import ismcts

        super().__init__(game_id, seed)
        ismcts.knowledge(game_id)  # a game without a search evaluation has no searching bot
        self.kind = kind
        self.heuristic = _heuristic(game_id)(game_id, self.rng.getrandbits(63))
        self.seconds = HARD_SECONDS if seconds is None else seconds
        self.max_iterations = max_iterations

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        raise TypeError("a searching bot decides from a SeatView: use decide()")

    def decide(self, view, stop=None) -> Action:
        return self.search(view, stop).action

    def search(self, view, stop=None):
        """The search's result, the heuristic's move tried first (`stop`: see ismcts.search)."""
        from caramba_desktop.ai import ismcts

        prior = self.heuristic.choose(view.observation(), view.legal_actions())
        return ismcts.search(view, self.seconds, self.rng, prior, self.max_iterations, stop)


LEVELS = ("easy", "normal", "hard")
BOT_KINDS = ("random", "heuristic", *LEVELS)
SEARCH_KINDS = frozenset({"hard"})  # the kinds that decide from a SeatView


def make_bot(kind: str, game_id: str, seed: int | None = None,
             seconds: float | None = None, iterations: int | None = None) -> Bot:
    """A bot of `kind`; `seconds` is a searching bot's thinking time (HARD_SECONDS),
    `iterations` a fixed search in its place (reproducible whatever the machine's load)."""
    if kind == "random":
        return RandomBot(game_id, seed)
    if kind in ("heuristic", "normal"):
        bot = _heuristic(game_id)(game_id, seed)
        bot.kind = kind
        return bot
    if kind == "easy":
        return NoisyBot(game_id, seed)
    if kind == "hard":
        return SearchBot(game_id, seed, seconds, iterations)
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")


def ask(bot: Bot, state: State, seat: int) -> Action:
    """The bot's move at `state` for `seat`, given only what the bot may see."""
    if bot.searches:
        from caramba_desktop.ai.ismcts import SeatView

        return bot.decide(SeatView(state, seat, bot.rng))
    return bot.choose(state.observation(seat), state.legal_actions())
