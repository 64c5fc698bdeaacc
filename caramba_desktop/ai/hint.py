"""A hint for a human seat: the hard level's weighing of the moves, as chances to win.

The search runs on the seat's own determinizations (a `SeatView`), so a hint
never tells more than the seat may know. `hint` searches in-process (tests,
the command line); the app searches in its bot processes and turns the
(merged) search into JSON with `hint_json`.

A move's chance is the search's mean result after it from the seat's own view
(a win counts 1, a shared win its share, an unfinished game the game's
evaluation), read through the game's calibration where it has one
(`calibrated`): an estimate of the chance to win the game. Moves that are the same
for the player (which of two alike camels moves) are one choice, their tries
added up (a game's `alike_key`). `advice` turns the JSON into what a player
reads: the suggestion is the choice with the best chance among those weighed
enough, so no alternative beside it ever shows a higher chance; a move the game
calls a misplay (ai/ismcts.py) is suggested only when its chance beats the best
other by the evidence the search asks of it, else its chance is not shown (it is
"not weighed enough" to set against what a strong player sees); an alternative
the search cannot tell apart from it (within CLEAR_ERRORS standard errors) is
"as good", whichever rule picked the hard level's own move.

This module imports no Qt: the command line and the bot processes use it.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from caramba_desktop.ai.bots import SearchBot
from caramba_desktop.ai.ismcts import SearchResult, SeatView
from caramba_desktop.engine.api import Action

# how many alternatives a hint lists beside the move
ALTERNATIVES = 3
# A choice tried fewer times than this is "not weighed enough": with a result of 0 or 1
# per try, 40 tries leave a standard error of up to 8 points, the most a chance shown
# to the nearest point may honestly carry.
WELL_WEIGHED_TRIES = 40
# An alternative is "as good" as the suggestion unless its chance is lower by more than
# this many standard errors of the difference (about 84 % one-sided confidence).
CLEAR_ERRORS = 1.0
# A calibration (lean, offset) that reads the search's means as they are; a mean is
# kept this far from 0 and 1 before it is read (a sure result stays all but sure); a
# search of very few tries is read with at least this slope.
IDENTITY = (0.0, 0.0)
SURE = 0.001
MIN_SLOPE = 0.2


@dataclass
class Choice:
    """One real choice of the player: the moves that are the same for her, weighed."""

    action: Action  # the one a hint shows and highlights
    tries: int
    chance: float | None  # None: never tried
    error: float  # the standard error of `chance` (inf below two tries)
    alike: list[Action] = field(default_factory=list)  # the other moves that are the same
    # a misplay's standard errors to beat the best other choice by (0: no misplay)
    evidence: float = 0.0
    # a misplay whose chance seemed higher than the suggestion's without that evidence
    unproven: bool = False

    @property
    def weighed(self) -> bool:
        return self.tries >= WELL_WEIGHED_TRIES and not self.unproven

    def actions(self) -> list[Action]:
        return [self.action, *self.alike]


@dataclass
class Advice:
    """What a hint or a review says of one decision."""

    suggestion: Choice
    # the other choices, the well weighed by chance (best first), then the rest by tries
    alternatives: list[Choice]

    def as_good(self, choice: Choice) -> bool:
        """True when the search cannot tell `choice` from the suggestion by its chance."""
        best = self.suggestion
        if choice is best:
            return True
        if not (choice.weighed and best.weighed):
            return False
        spread = math.hypot(choice.error, best.error)
        return best.chance - choice.chance <= CLEAR_ERRORS * spread

    def choice_of(self, action: Action) -> Choice | None:
        for choice in (self.suggestion, *self.alternatives):
            if action in choice.actions():
                return choice
        return None

    def chance_lost(self, action: Action) -> float | None:
        """The chance `action` gave away against the suggestion (0 where the search
        cannot tell them apart); None when it was not weighed enough to say."""
        choice = self.choice_of(action)
        if choice is None or not choice.weighed or not self.suggestion.weighed:
            return None
        if self.as_good(choice):
            return 0.0
        return self.suggestion.chance - choice.chance


@dataclass
class Hint:
    action: Action
    # (action, share of the search's iterations), most tried first; the shares sum to 1
    shares: list[tuple[Action, float]]
    answer: dict  # hint_json's
    advice: Advice


def hint(view: SeatView, seed: int, max_iterations: int | None = None) -> Hint:
    """The hard level's move for `view`, with every legal action's share of the search
    and the advice a player reads."""
    bot = SearchBot(view.game_id, seed, max_iterations=max_iterations)
    result = bot.search(view)
    answer = hint_json(result, view)
    return Hint(result.action, result.shares, answer, advice(answer, view.game_id))


def _alike(game_id: str, view: SeatView | None) -> Callable[[Action], Hashable]:
    """What a move is for the player: the game's `alike_key` where it has one (moves that
    differ only in which of two alike pieces moves), read from a sample of the seat's
    view (only what the seat sees of it decides), else the move itself."""
    module = importlib.import_module(f"caramba_desktop.games.{game_id}.ai")
    key = getattr(module, "alike_key", None)
    if key is None or view is None:
        return lambda action: action
    state = view.determinization(random.Random(0))
    return lambda action: key(state, action)


def _choices(result: SearchResult, alike: Callable[[Action], Hashable]) -> list[dict]:
    """The search's root moves grouped into real choices, with tries, chance and error."""
    groups: dict[Hashable, list[Action]] = {}
    for action, _share in result.shares:
        groups.setdefault(alike(action), []).append(action)
    choices = []
    for members in groups.values():
        tries = total = squares = 0
        for action in members:
            visits, value, square = result.root.get(action, (0, 0.0, 0.0))
            tries, total, squares = tries + visits, total + value, squares + square
        chance = total / tries if tries else None
        error = None
        if tries > 1:
            error = math.sqrt(max(0.0, squares / tries - chance ** 2) / (tries - 1))
        choice = {"actions": [a.to_json() for a in members], "tries": tries,
                  "chance": chance, "error": error}
        evidence = max(result.evidence.get(a, 0.0) for a in members)
        if evidence:
            choice["evidence"] = evidence
        choices.append(choice)
    return choices


def hint_json(result: SearchResult, view: SeatView | None = None) -> dict:
    """A search's hint as JSON: {"action", "shares": [[action, share]], "choices":
    [{"actions", "tries", "chance", "error"[, "evidence"]}]} ("evidence" on a misplay:
    the standard errors it must win by); with the `view`, alike moves are one choice."""
    game_id = view.game_id if view is not None else None
    alike = _alike(game_id, view) if game_id else (lambda action: action)
    return {"action": result.action.to_json(),
            "shares": [[a.to_json(), share] for a, share in result.shares],
            "choices": _choices(result, alike)}


def advice(answer: dict, game_id: str) -> Advice:
    """The advice of a hint's JSON: the suggestion and the alternatives, their chances
    as the game's calibration reads the search's means (`calibrated`)."""
    from caramba_desktop.engine import registry

    game = registry.game(game_id)
    reading = _calibration(game_id)
    entries = answer.get("choices") or _choices_of_shares(answer)
    iterations = sum(entry["tries"] for entry in entries)
    choices = []
    for entry in entries:
        actions = [game.action_from_json(a) for a in entry["actions"]]
        chance, error = calibrated(reading, entry["chance"],
                                   math.inf if entry["error"] is None else entry["error"],
                                   iterations)
        choices.append(Choice(actions[0], entry["tries"], chance, error, actions[1:],
                              entry.get("evidence", 0.0)))
    searched = game.action_from_json(answer["action"])
    _doubt_misplays(choices)
    weighed = [c for c in choices if c.weighed]
    if weighed:
        suggestion = max(weighed, key=lambda c: (c.chance, searched in c.actions(), c.tries))
    else:
        suggestion = next((c for c in choices if searched in c.actions()), None) or \
            Choice(searched, 0, None, math.inf)
    if searched in suggestion.alike:  # the hard level's own move is the one shown
        suggestion.alike.remove(searched)
        suggestion.alike.insert(0, suggestion.action)
        suggestion.action = searched
    others = [c for c in choices if c is not suggestion]
    others.sort(key=lambda c: (not c.weighed, -(c.chance or 0.0) if c.weighed else -c.tries))
    return Advice(suggestion, others)


def _calibration(game_id: str) -> tuple[float, float]:
    """The game's CHANCE_CALIBRATION (its ai module): (0, 0) reads the means as they are."""
    module = importlib.import_module(f"caramba_desktop.games.{game_id}.ai")
    return getattr(module, "CHANCE_CALIBRATION", IDENTITY)


def calibrated(reading: tuple[float, float], chance: float | None, error: float,
               iterations: int) -> tuple[float | None, float]:
    """A mean result read as a chance to win, after a search of `iterations`:
    sigmoid(slope * logit(mean) + offset) with slope 1 - lean / sqrt(iterations), the
    (lean, offset) fitted on games among hard seats (tools/calibration.py). The search's
    means lean towards the sure: its suggestion is the best of several noisy means
    (a lean that shrinks as the tries grow), and its rollouts answer for the others
    with the weaker heuristic. The reading keeps the order of the moves of one search,
    and carries the standard error through its slope there."""
    lean, offset = reading
    if chance is None or reading == IDENTITY:
        return chance, error
    slope = max(MIN_SLOPE, 1.0 - lean / math.sqrt(max(iterations, 1)))
    mean = min(max(chance, SURE), 1.0 - SURE)
    read = 1.0 / (1.0 + math.exp(-(slope * logit(mean) + offset)))
    return read, error * slope * read * (1.0 - read) / (mean * (1.0 - mean))


def logit(mean: float) -> float:
    """The log-odds of a mean result, kept SURE away from 0 and 1."""
    mean = min(max(mean, SURE), 1.0 - SURE)
    return math.log(mean / (1.0 - mean))


def _doubt_misplays(choices: list[Choice]) -> None:
    """Mark unproven the misplays whose chance beats the best other choice's by less than
    the evidence asked of them: their lead is the search's noise."""
    plain = [c for c in choices if c.weighed and not c.evidence]
    best = max(plain, key=lambda c: c.chance, default=None)
    for choice in choices:
        if not (choice.evidence and choice.weighed):
            continue
        if best is None:
            choice.unproven = True
        elif choice.chance > best.chance:
            lead = choice.chance - best.chance
            choice.unproven = lead <= choice.evidence * math.hypot(choice.error, best.error)


def _choices_of_shares(answer: dict) -> list[dict]:
    """An answer saved before chances were kept: every move tried, none weighed."""
    return [{"actions": [a], "tries": 0, "chance": None, "error": None}
            for a, _share in answer["shares"]]
