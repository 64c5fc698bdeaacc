"""A hint for a human seat: the hard level's move and the alternatives it weighed.

The search runs on the seat's own determinizations (a `SeatView`), so a hint
never tells more than the seat may know. `hint` searches in-process (tests,
the command line); the app searches in its bot processes and turns the
(merged) search into JSON with `hint_json`.
"""

from __future__ import annotations

from dataclasses import dataclass

from caramba_desktop.ai.bots import SearchBot
from caramba_desktop.ai.ismcts import SearchResult, SeatView
from caramba_desktop.engine.api import Action

# how many alternatives a hint lists beside the move
ALTERNATIVES = 3


@dataclass
class Hint:
    action: Action
    # (action, share of the search's iterations), most tried first; the shares sum to 1
    shares: list[tuple[Action, float]]


def hint(view: SeatView, seed: int, max_iterations: int | None = None) -> Hint:
    """The hard level's move for `view`, with every legal action's share of the search."""
    bot = SearchBot(view.game_id, seed, max_iterations=max_iterations)
    result = bot.search(view)
    return Hint(result.action, result.shares)


def hint_json(result: SearchResult) -> dict:
    """A search's hint as JSON ({"action", "shares": [[action, share]]})."""
    return {"action": result.action.to_json(),
            "shares": [[a.to_json(), share] for a, share in result.shares]}
