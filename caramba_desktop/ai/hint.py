"""A hint for a human seat: the hard level's move and the alternatives it weighed.

The search runs on the seat's own determinizations (a `SeatView`), so a hint
never tells more than the seat may know. `hint_json` is what the bot process
runs (JSON out); `hint` is the same in-process, for tests and the command line.
"""

from __future__ import annotations

from dataclasses import dataclass

from caramba_desktop.ai.bots import SearchBot
from caramba_desktop.ai.ismcts import SeatView
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


def hint_json(seed: int, view: SeatView) -> dict:
    """Runs in the bot process: the hint as JSON ({"action", "shares": [[action, share]]})."""
    found = hint(view, seed)
    return {"action": found.action.to_json(),
            "shares": [[a.to_json(), share] for a, share in found.shares]}
