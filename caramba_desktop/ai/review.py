"""A review of one seat's play in a finished game: "How did I play?"

Each decision of the seat (a position where it had more than one legal move)
is searched by the hard level from the seat's own view at that moment: a
`SeatView` built from the position, the same observation-only search as a
hint (ai/hint.py). The real hidden state never enters the search, so a
review cannot tell the player what he could not have known.

A decision's entry (JSON, as the command line prints it and the history keeps it):

    {"index": 17,              # the move's position in the record (0 = the first action)
     "played": {...},          # the move the seat made
     "best": {...},            # the move the hard level prefers
     "played_share": 0.08,     # the share of the search the played move got
     "best_share": 0.61,       # ... and the preferred one
     "played_chance": 0.31,    # the chance to win after the played move (None: not
     "best_chance": 0.42,      #   weighed enough), and after the preferred one
     "chance_lost": 0.11,      # what the played move gave away (0: as good; None: unknown)
     "mark": "look_again",     # or "costly_slip", or None (LOOK_AGAIN_LOSS, COSTLY_SLIP_LOSS)
     "flag": true,             # marked
     "shares": [[move, share], ...],  # the most tried moves
     "choices": [...]}         # the search's weighed choices (ai/hint.hint_json)

This module imports no Qt: the command line and the app's bot processes use it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from caramba_desktop.ai.bots import HARD_MAX_SECONDS, SearchBot
from caramba_desktop.ai.hint import ALTERNATIVES, advice, hint_json
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Action, IllegalAction, State
from caramba_desktop.engine.record import GameRecord, RecordError

# A review thinks about each decision as long as the hard level thinks at the table at
# its slowest pace: the move it prefers is the move a hard seat would have played there.
REVIEW_SECONDS = HARD_MAX_SECONDS
# A decision is marked by the chance to win it gave away against the hard level's best
# choice (ai/hint.Advice.chance_lost), in points of chance; set from the calibration
# (docs/AI.md): a tenth of the chance said is about as far as it can be trusted.
LOOK_AGAIN_LOSS = 0.10  # "worth another look"
COSTLY_SLIP_LOSS = 0.20  # "a costly slip"
# A played move the search did not weigh enough for a chance is still marked when it got
# less than this fraction of the tries the best choice got: the search spends its tries on
# the moves that keep proving good (UCB1), so a move given under a third as many was
# tried and found clearly worse.
LOOK_AGAIN_RATIO = 1 / 3
MARKS = ("look_again", "costly_slip")


class ReviewError(ValueError):
    """A game or seat that cannot be reviewed; `code`: "unfinished" or "bad_seat"."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Decision:
    """One choice of the seat: the position before it and the move made."""

    index: int
    state: State
    played: Action


def decisions(record: GameRecord, seat: int) -> list[Decision]:
    """The seat's real choices in the finished game `record` (forced moves and, for a
    person, the passes the table made for him left out).
    RecordError if the record does not replay; ReviewError if it is unfinished or
    `seat` is not one of its seats."""
    if not 0 <= seat < record.num_players:
        raise ReviewError("bad_seat", f"seat {seat + 1} is not in this {record.num_players}"
                                      "-player game")
    state = record.new_state()
    # what the table does for a person who lets the pause pass (declining to offer a
    # deal) is nobody's choice
    automatic = state.game.silent_actions if seat in record.human_seats() else frozenset()
    found = []
    for index, played in enumerate(record.actions):
        if state.current_player == seat and len(state.legal_actions()) > 1 \
                and played.type not in automatic:
            found.append(Decision(index, state.clone(), played))
        try:
            state.apply(played)
        except IllegalAction as exc:
            raise RecordError("illegal_action", f"action {index + 1} is illegal: {exc}",
                              index=index + 1) from exc
    if not state.is_terminal():
        raise ReviewError("unfinished", "the game is not finished: only a finished game "
                                        "can be reviewed")
    return found


def view_seed(seed: int, decision: Decision) -> int:
    """The seed of one decision's search: the same review for the same game and seed."""
    return random.Random(f"{seed}:review:{decision.index}").getrandbits(63)


def mark(lost: float | None, played_tries: int, best_tries: int) -> str | None:
    """A decision's mark from the chance it lost (None: not weighed enough to say)."""
    if lost is None:
        return "look_again" if played_tries < LOOK_AGAIN_RATIO * best_tries else None
    if lost >= COSTLY_SLIP_LOSS:
        return "costly_slip"
    return "look_again" if lost >= LOOK_AGAIN_LOSS else None


def judged(decision: Decision, answer: dict) -> dict:
    """A decision's entry from the search's answer (ai/hint.hint_json)."""
    game = registry.game(decision.state.game.id)
    told = advice(answer, game.id)
    best = told.suggestion
    played = told.choice_of(decision.played)
    share_of = {game.action_from_json(a): share for a, share in answer["shares"]}
    shares = list(share_of.items())
    shown = shares[:ALTERNATIVES + 1]
    if decision.played not in dict(shown):
        shown.append((decision.played, share_of.get(decision.played, 0.0)))
    lost = told.chance_lost(decision.played) if decision.played not in best.actions() else 0.0
    the_mark = None
    if decision.played not in best.actions():
        the_mark = mark(lost, played.tries if played else 0, best.tries)
        if the_mark is None and played is not None and played.evidence:
            the_mark = "look_again"  # a misplay: a clear mistake, whatever its noisy chance
    return {"index": decision.index,
            "played": decision.played.to_json(),
            "best": best.action.to_json(),
            "played_share": share_of.get(decision.played, 0.0),
            "best_share": sum(share_of.get(a, 0.0) for a in best.actions()),
            "played_chance": played.chance if played and played.weighed else None,
            "best_chance": best.chance if best.weighed else None,
            "chance_lost": lost,
            "mark": the_mark,
            "flag": the_mark is not None,
            "shares": [[a.to_json(), share] for a, share in shown],
            "choices": answer.get("choices", [])}


def search_answer(decision: Decision, seat: int, seed: int, seconds: float | None,
                  max_iterations: int | None = None,
                  stop: Callable[[], bool] | None = None) -> dict:
    """The hard level's search of one decision from the seat's own view (in-process)."""
    bot_seed = view_seed(seed, decision)
    view = SeatView(decision.state, seat, random.Random(f"{bot_seed}:view"))
    bot = SearchBot(view.game_id, bot_seed, seconds, max_iterations)
    return hint_json(bot.search(view, stop), view)


def review(found: list[Decision], seat: int, seed: int = 0,
           seconds: float | None = REVIEW_SECONDS, max_iterations: int | None = None,
           stop: Callable[[], bool] | None = None) -> Iterator[dict]:
    """The entries of `found`, one by one (a caller can show progress or stop between)."""
    for decision in found:
        if stop is not None and stop():
            return
        yield judged(decision, search_answer(decision, seat, seed, seconds, max_iterations,
                                             stop))
