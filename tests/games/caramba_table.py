"""Build Caramba! positions by choosing every chance outcome by hand."""

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action

GAME = registry.game("caramba")

PANCHO, EMILIANO, PORFIRIO, DOLORES = range(4)


def act(state, kind, **params):
    state.apply(Action(kind, **params))
    return state


def bid(state, card, treasure):
    return act(state, "bid", card=card, **{"as": treasure})


def deal(hands, specials, start=0):
    """A new game with the given opening hands and special cards."""
    state = GAME.new_state(len(hands))
    act(state, "start_player", player=start)
    for player, hand in enumerate(hands):
        for card in hand:
            act(state, "draw", player=player, card=card)
    for player, special in enumerate(specials):
        act(state, "special", player=player, card=special)
    return state


def draw_crates(state, *crates):
    for crate in crates:
        act(state, "crate", crate=crate)
    return state


def draw_cards(state, cards_by_player):
    """The end-of-round draws, in the order the state asks for them."""
    pending = {p: list(cards) for p, cards in cards_by_player.items()}
    while state.current_player == CHANCE and state.phase == "draw":
        player = state.chance_outcomes()[0][0]["player"]
        act(state, "draw", player=player, card=pending[player].pop(0))
    return state


def pass_all(state):
    while state.phase == "auction":
        act(state, "pass")
    return state


def hand(state, player):
    return state.observation(player)["players"][player]["hand"]


def seat(state, player, viewer=None):
    return state.observation(player if viewer is None else viewer)["players"][player]


def results(state):
    return {e["treasure"]: e for e in state.last_events() if e["type"] == "result"}
