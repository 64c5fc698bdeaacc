"""Caramba!'s actions: what each decision takes, and the actions the rules list again
and again (chance outcomes, bids), each made once and shared: an action is immutable,
and the search lists hundreds of thousands a second."""

from __future__ import annotations

from functools import cache

from caramba_desktop.engine.api import Action, shared_action
from caramba_desktop.games.caramba.data import CARD_VALUES

# the parameters each decision takes (docs/ENGINE.md)
ACTION_PARAMS = {
    "bid": {"card", "as"}, "pass": set(), "manos_arriba": set(), "estoy_de_vuelta": {"card"},
    "continue": set(), "fuera": {"treasure"},
    "keep": set(), "secure": {"crate"}, "en_seguridad": {"crates"},
}
CHANCE_ACTIONS = {"start_player", "draw", "special", "crate"}

PASS, MANOS_ARRIBA = shared_action("pass"), shared_action("manos_arriba")
CONTINUE, KEEP = shared_action("continue"), shared_action("keep")

# every bid a band card allows: listed at each turn of every auction
BIDS = {card: [shared_action("bid", card=card, **{"as": t}) for t in treasures]
         for card, treasures in CARD_VALUES.items()}


@cache  # the same few per task, asked for at every draw
def outcome(task: tuple, value) -> Action:
    """The chance outcome of `task` (see CarambaState.queue) that draws `value`: the
    start player, a special card, a crate or a band card."""
    kind = task[0]
    if kind == "start":
        return shared_action("start_player", player=value)
    if kind == "special":
        return shared_action("special", player=task[1], card=value)
    if kind == "crate":
        return shared_action("crate", crate=value)
    return shared_action("draw", player=task[1], card=value)
