"""A Caramba! table as crowded as the rules allow: every player has bid all the
15 cards of his band (at most 7 of them on one treasure) and holds a crate of each
treasure, so every total counts a bonus."""

from __future__ import annotations

from caramba_desktop.engine.api import Action
from caramba_desktop.games.caramba.data import BAND_DECK, CARD_VALUES, TREASURES
from caramba_desktop.games.caramba.rules import GAME

# each seat's order of preference when a two-treasure card may go to either treasure:
# every treasure gets the deepest stack at some seat
PREFERENCES = [("gold", "ammo", "dynamite"), ("ammo", "dynamite", "gold"),
               ("dynamite", "gold", "ammo"), ("ammo", "gold", "dynamite")]
CRATES = [("gold4", "ammo4", "dynamite4"), ("gold4", "ammo4", "dynamite4"),
          ("gold3", "ammo3", "dynamite3"), ("gold3", "ammo3", "dynamite3")]


def all_cards_bid(preference: tuple[str, ...]) -> dict[str, list[str]]:
    bids: dict[str, list[str]] = {t: [] for t in TREASURES}
    for card in BAND_DECK:
        treasure = min(CARD_VALUES[card], key=preference.index)
        bids[treasure].append(card)
    return bids


def crowded_observation(num_players: int, viewer: int = 0) -> dict:
    """An auction in full swing with every card of every band bid."""
    state = GAME.new_state(num_players)
    state.apply(Action("start_player", player=0))
    while state.current_player < 0:  # the deal, the special cards, the crates
        state.apply(state.chance_outcomes()[0][0])
    obs = state.observation(viewer)
    obs["phase"] = "auction"
    for p, seat in enumerate(obs["players"]):
        seat["bids"] = all_cards_bid(PREFERENCES[p])
        seat.update(hand=[] if p == viewer else None, hand_count=0, known_hand=[],
                    draw_count=0, draw_pile=[] if p == viewer else None, discards=[],
                    unsecured=sorted(CRATES[p]))
    return obs
