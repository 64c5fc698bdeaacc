"""CABO's misplays: the moves a strong player calls clear mistakes, judged
from the mover's own view (ai/ismcts.py asks strong evidence before the search
plays one; the arena counts them; tests/ai/positions holds positions of each)."""

from __future__ import annotations

from caramba_desktop.engine.api import Action
from caramba_desktop.games.cabo.ai import _Table
from caramba_desktop.games.cabo.rules import HOLD

# A move is a misplay when another legal move gives away this many points less, from the
# player's own view (a card not seen counted at the mean of the cards unaccounted for)
MISPLAY_POINTS = 4
# The standard errors a misplay must win by before the search plays it (ai/ismcts.py): more
# than elsewhere, since a match's chances move little with one round's points, and a move
# the tree explored more shows a higher mean by its better play further down; at 3, two
# positions of the suite "proved" a card kept beside a known 12 (tests/ai/positions)
MISPLAY_CONFIDENCE = 4.0


def misplay(state, action: Action) -> str | None:
    """Why `action` is a clear mistake for the player to move, judged from her own view:
    "gives_away_points" (a card kept or placed where another choice saves 4 points more,
    now and counting the set a later claim could take), "claims_unequal_cards" (a claim
    of cards she knows differ), "takes_high_card" (the discard taken though it is at
    least as high as every card she holds and makes no set of hers to claim),
    "calls_cabo_behind" (CABO called with her total 4 or more above another
    player's); else None."""
    kind = action.type
    if kind in ("look", "draw", "peek", "spy") and state.phase != HOLD:
        return None
    table = _Table.from_state(state, state.current_player)
    if kind == "take":
        highest = max(table.estimate(table.me, i) for i in table.mine)
        saves = max(gain for gain, _ in table.placements(table.top))
        draws = any(a.type == "draw" for a in state.legal_actions())
        return "takes_high_card" if draws and table.top >= highest and saves <= 0 else None
    if kind == "cabo":
        mine = table.total(table.me)
        others = min(table.total(q) for q in range(table.n) if q != table.me)
        return "calls_cabo_behind" if mine >= others + MISPLAY_POINTS else None
    if state.phase != HOLD:
        return None
    if kind == "claim":
        cards = [table.cards[table.me, i] for i in action["positions"]]
        if None not in cards and len(set(cards)) > 1:
            return "claims_unequal_cards"
    values = _hold_values(table, state.legal_actions())
    if action not in values:
        return None
    now, later = values[action]
    best_now = max(v[0] for v in values.values())
    best_later = max(v[1] for v in values.values())
    if best_now - now >= MISPLAY_POINTS and best_later - later >= MISPLAY_POINTS:
        return "gives_away_points"
    return None


def _hold_values(table: _Table, legal: list[Action]) -> dict[Action, tuple[float, float]]:
    """For each judged move with a card in hand: the points it saves now, and with the
    set a later claim could take (the held card placed beside known equal ones). A claim
    of cards not all known is a gamble and is not judged."""
    card, me = table.held, table.me
    values: dict[Action, tuple[float, float]] = {}
    for gain, action in table.placements(card):
        if action not in legal:
            continue
        taken = action["positions"] if action.type == "claim" else (action["position"],)
        partners = sum(1 for i in table.mine
                       if i not in taken and table.cards[me, i] == card)
        values[action] = (gain, gain + card * partners)
    for action in legal:
        if action.type in ("discard", "peek", "spy"):
            values[action] = (0.0, 0.0)
        elif action.type == "swap":
            ends = [(action["player"], action["position"]),
                    (action["other_player"], action["other_position"])]
            own = [end for end in ends if end[0] == me]
            if not own:
                values[action] = (0.0, 0.0)
                continue
            theirs = next(end for end in ends if end[0] != me)
            gain = table.estimate(*own[0]) - table.estimate(*theirs)
            values[action] = (gain, gain)
    return values
