"""Caramba!'s misplays: the moves a strong player calls clear mistakes, judged
from the mover's own view (ai/ismcts.py asks strong evidence before the search
plays one; the arena counts them; tests/ai/positions holds positions of each)."""

from __future__ import annotations

from collections import Counter
from itertools import chain

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caramba.ai import _TREASURE_OF, _VALUES
from caramba_desktop.games.caramba.data import (
    BAND_DECK,
    CARD_VALUES,
    CRATE_VALUES,
    TREASURES,
)

# The moves a strong player calls clear mistakes whatever the others hold, judged from
# what the mover sees: the table (bids, crates, discards, hand counts, who passed, the
# specials played) and his own hand. Overbidding before the others have spoken is no
# such mistake (a big lead discourages them, and Manos arriba! may cut the auction
# short): only a card that can be seen to be thrown away is. Each reason key:
#
# - keeps_crate: keeps every crate while he may secure one; the right ends with the
#   round, and an unsecured crate can still be taken. Not when securing could end the
#   game: a treasure no crate stands for any more, with none sure to be left in the bag,
#   ends it at the next round, and a player behind keeps crates to play on.
# - bids_on_won: a card on a treasure nobody can reach any more, even with the best
#   cards left in his deck; it is discarded for nothing, while a pass (nothing else to
#   fight for) or a card that comes back (on a treasure he stays behind on) was there.
# - bids_for_nothing: a card that gives him the lead on a treasure with no crate to take
#   or keep; a winning total's cards are discarded, and such a win gives no right to
#   secure; the same alternatives were there.
# - ends_auction_losing: Manos arriba! while another player alone leads every
#   treasure; it ends the auction only for the others, and spends the card, where a
#   pass gave them the same or less.

_DECK = Counter(BAND_DECK)


def _seat_total(state, p: int, t: str) -> int:
    """A seat's total on `t`: its bid cards plus its bonus, as everybody sees them."""
    bonus = max((_VALUES[c] for c in state.unsecured[p] if _TREASURE_OF[c] == t), default=0)
    return bonus + sum(CARD_VALUES[c][t] for c in state.bids[p][t])


def _reach(state, q: int, t: str, estoy_open: bool) -> int:
    """The most player `q` could still bring `t` to this auction: his total plus the best
    cards his deck may hold, one for each card in his hand (his draw pile and hand are
    his deck less his discards and bids, all in view), and a discarded card if he may
    hold Estoy de vuelta!."""
    total = _seat_total(state, q, t)
    if state.passed[q]:
        return total
    bids = [c for u in TREASURES for c in state.bids[q][u]]
    pool = _DECK - Counter(state.discards[q]) - Counter(bids)
    count = len(state.hands[q])
    if estoy_open and state.special[q] is not None:  # whether he holds a special is seen
        pool += Counter(state.discards[q])
        count += 1
    values = sorted((CARD_VALUES[c].get(t, 0) for c in pool.elements()), reverse=True)
    return total + sum(values[:count])


def _stake_empty(state, me: int, t: str) -> bool:
    """Whether a win on `t` takes and keeps no crate: none in the centre, none another
    player could lose, none of mine another player's win could take."""
    if any(_TREASURE_OF[c] == t for c in state.centre):
        return False
    return all(state.protected[p] == t or all(_TREASURE_OF[c] != t for c in state.unsecured[p])
               for p in range(state.num_players))


def _auction_facts(state, me: int) -> tuple[dict, dict, dict]:
    """Per treasure: my total, the best total of another, the best another could reach."""
    others = [q for q in range(state.num_players) if q != me]
    estoy_open = (state.special[me] != "estoy_de_vuelta"
                  and all(card != "estoy_de_vuelta" for _, card in state.played_specials))
    mine = {t: _seat_total(state, me, t) for t in TREASURES}
    best = {t: max(_seat_total(state, q, t) for q in others) for t in TREASURES}
    reach = {t: max(_reach(state, q, t, estoy_open) for q in others) for t in TREASURES}
    return mine, best, reach


def _free_card(state, me: int, mine: dict, best: dict, skip: str) -> bool:
    """Whether a bid of mine on another treasure than `skip` leaves me behind there: the
    card comes back after the auction, and it keeps me in the auction all the same."""
    return any(u != skip and mine[u] + value < best[u]
               for card in set(state.hands[me]) for u, value in CARD_VALUES[card].items())


def _staying_in_useless(state, me: int, mine: dict, best: dict, reach: dict) -> bool:
    """Whether nothing can change for me any more: every other player has passed, or
    every treasure is mine for sure or out of my reach (not even a tie)."""
    if all(state.passed[q] for q in range(state.num_players) if q != me):
        return True
    hand = state.hands[me]
    for t in TREASURES:
        most = mine[t] + sum(CARD_VALUES[c].get(t, 0) for c in hand)
        if not (mine[t] > reach[t] or most < best[t]):
            return False
    return True


def _secure_keeps_the_game(state, me: int) -> bool:
    """Whether one of my secures surely changes nothing about the game's end: its treasure
    stays in the centre or in another of my unsecured crates, or the bag surely still
    holds a crate of every treasure (of the crates I cannot see, those of other players'
    secured piles might all be of one treasure)."""
    mine = state.unsecured[me]
    for crate in set(mine):
        t = _TREASURE_OF[crate]
        if any(_TREASURE_OF[c] == t for c in state.centre) or sum(
                _TREASURE_OF[c] == t for c in mine) > 1:
            return True
    hidden = sum(len(state.secured[q]) for q in range(state.num_players) if q != me)
    seen = Counter(_TREASURE_OF[c] for c in chain(state.centre, state.secured[me],
                                                  *state.unsecured))
    return all(len(CRATE_VALUES) - seen[t] - hidden >= 1 for t in TREASURES)


def misplay(state, action: Action) -> str | None:
    """`action` for the player to move in `state`, judged from that player's own view:
    the reason key (above) when a strong player calls it a clear mistake, else None."""
    me = state.current_player
    kind = action.type
    if state.phase == "secure":
        # the secure actions are legal exactly when he took a crate this round
        keeps = kind == "keep" and state.won[me] and state.unsecured[me]
        return "keeps_crate" if keeps and _secure_keeps_the_game(state, me) else None
    if state.phase != "auction" or kind not in ("bid", "manos_arriba"):
        return None
    mine, best, reach = _auction_facts(state, me)
    if kind == "manos_arriba":
        leaders = [sum(1 for q in range(state.num_players) if _seat_total(state, q, t) == top)
                   for t in TREASURES for top in [max(mine[t], best[t])]]
        lost = all(best[t] > mine[t] for t in TREASURES) and leaders == [1, 1, 1]
        return "ends_auction_losing" if lost else None
    if me == state.start_player and state.auction_turns == 0:
        return None  # the opening must be a card: there is no pass to compare with
    t = action["as"]
    if mine[t] > reach[t]:
        reason = "bids_on_won"
    elif mine[t] + CARD_VALUES[action["card"]][t] > best[t] and _stake_empty(state, me, t):
        reason = "bids_for_nothing"
    else:
        return None
    if _free_card(state, me, mine, best, t) or _staying_in_useless(state, me, mine, best, reach):
        return reason
    return None
