"""The Mina de Plata computers' private deals: an offer is worth it to the offerer and
priced at the least the mover accepts, so it is seldom refused and seldom made."""

import collections
import random

import pytest

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import ask, make_bot
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.mina.ai import HeuristicBot
from caramba_desktop.games.mina.rules import GAME
from tests.games.test_mina_rules import SPREAD, race


def computer_games(players: int, games: int, level: str = "normal"):
    """The states just before each offer in `games` games of computers, and the
    number of offers each player received in each race."""
    before_offers, asked = [], collections.Counter()
    for i in range(games):
        state, rng = GAME.new_state(players), random.Random(i)
        bots = [make_bot(level, "mina", seed=10 * i + p) for p in range(players)]
        while not state.is_terminal():
            p = state.current_player
            action = chance_action(state, rng) if p == CHANCE else ask(bots[p], state, p)
            if action.type == "offer":
                before_offers.append((state.clone(), action["amount"]))
                asked[(i, state.race, state.owner(state.mover))] += 1
            state.apply(action)
    return before_offers, asked


def answer(state, amount: int) -> Action:
    """The mover's answer (the heuristic) to an offer of `amount` now."""
    state = state.clone()
    state.apply(Action("offer", amount=amount))
    return HeuristicBot("mina", 1).choose(state.observation(state.current_player),
                                          state.legal_actions())


@pytest.mark.parametrize("players", [4, 6])
def test_a_computer_offers_the_least_the_mover_accepts(players):
    offers, _ = computer_games(players, 30)
    assert offers, "computers deal among themselves"
    for state, amount in offers:
        assert answer(state, amount) == Action("accept")
        if amount > 1:
            assert answer(state, amount - 1) == Action("refuse")


def test_nobody_is_asked_more_than_twice_a_race():
    """Each refused offer is a question to a person: computers ask seldom."""
    for players in (3, 4, 5, 6):
        _, asked = computer_games(players, 20)
        assert max(asked.values(), default=0) <= 2, players


def test_between_two_players_a_computer_makes_no_offer():
    """What a deal gains one of two players it costs the other: no price suits both."""
    offers, _ = computer_games(2, 20)
    assert not offers


def test_nobody_offers_far_from_the_mine():
    state = race(SPREAD, deals=True)  # the mover on 40 rolls one die
    while state.asking:
        p = state.current_player
        action = HeuristicBot("mina", p).choose(state.observation(p), state.legal_actions())
        assert action == Action("no_offer")
        state.apply(action)


@pytest.mark.parametrize("spaces, players, why", [
    (SPREAD, 4, "far from the mine, one more die changes little"),
    ([55, 57, 58, 59], 2, "between two players a deal gains one what it costs the other"),
])
def test_hard_declines_a_deal_worth_nothing_without_weighing_offers(spaces, players, why):
    state = race(spaces, players=players, deals=True)
    assert state.asking and state.mover is not None
    p = state.current_player
    bot = make_bot("hard", "mina", seed=1, seconds=60.0)
    result = bot.search(SeatView(state, p, random.Random(2)))
    assert result.action == Action("no_offer"), why
    assert result.iterations == ismcts.CHECK_EVERY, why  # it stopped at its first look
