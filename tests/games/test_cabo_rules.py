"""One test per rule of CABO, refusals included; scoring is table-driven.

Positions are built by choosing every chance outcome by hand: `deal` lays out
the given layouts (in the order the state deals them) and the first discard.
"""

import random
from collections import Counter

import pytest

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, IllegalAction
from caramba_desktop.games.cabo import data
from caramba_desktop.games.cabo.data import CARD_ACTIONS, CARD_COUNTS, DECK
from caramba_desktop.games.cabo.rules import GAME, CaboGame

# ----- building positions by hand ---------------------------------------------------


def act(state, kind, **params):
    state.apply(Action(kind, **params))
    return state


def deal_round(state, layouts, flip=5, looks=None, look=True):
    """Deal the current round's layouts and first discard, then (if `look`)
    everybody looks (at `looks[p]`, by default his first cards)."""
    while state.current_player == CHANCE and state.phase == "setup":
        task = state.chance_outcomes()[0][0]
        if task.type == "deal":
            p, i = task["player"], task["position"]
            act(state, "deal", player=p, position=i, card=layouts[p][i])
        else:
            act(state, "flip", card=flip)
    while look and state.phase == "look":
        p = state.current_player
        count = len(state.legal_actions()[0]["positions"])
        positions = looks[p] if looks else list(range(count))
        act(state, "look", positions=positions)
    return state


def deal(layouts, flip=5, start=0, looks=None, options=None, look=True):
    """A new game whose first round starts with these layouts."""
    state = GAME.new_state(len(layouts), options)
    act(state, "start_player", player=start)
    return deal_round(state, layouts, flip, looks, look)


def draw(state, card):
    """The player to move draws `card` from the draw pile."""
    player = state.current_player
    act(state, "draw")
    return act(state, "drawn", player=player, card=card)


def layout(state, player, viewer):
    """What `viewer` sees of `player`'s layout: values, None unknown, '-' empty."""
    row = state.observation(viewer)["players"][player]["layout"]
    return [("-" if slot is None else slot["card"]) for slot in row]


def refused(state, action, code):
    before = [state.observation(p) for p in (*range(state.num_players), None)]
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.code == code, err.value
    assert before == [state.observation(p) for p in (*range(state.num_players), None)]
    return err.value


def events(state, kind):
    return [e for e in state.last_events() if e["type"] == kind]


LOW = [[1, 2, 3, 4], [10, 10, 11, 12]]

# ----- components and set-up --------------------------------------------------------


def test_the_deck_has_52_cards():
    assert len(DECK) == 52
    assert CARD_COUNTS[0] == CARD_COUNTS[13] == 2
    assert all(CARD_COUNTS[v] == 4 for v in range(1, 13))
    assert {v: a for v, a in CARD_ACTIONS.items()} == {
        7: "peek", 8: "peek", 9: "spy", 10: "spy", 11: "swap", 12: "swap"}


def test_player_count_and_options():
    for bad in (1, 6):
        with pytest.raises(IllegalAction) as err:
            GAME.new_state(bad)
        assert err.value.code == "bad_player_count"
    assert GAME.default_options() == {"layout_size": 4, "swap_any_two": False, "cabo_penalty": 5,
                                      "deck_out_ends_round": False, "reset_once": False}
    for bad in ({"layout_size": 5}, {"cabo_penalty": 7}, {"reset_once": 1}):
        with pytest.raises(IllegalAction) as err:
            GAME.new_state(2, bad)
        assert err.value.code == "bad_option"


def test_the_first_start_player_is_drawn_at_random():
    state = GAME.new_state(3)
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [Action("start_player", player=p) for p in range(3)]
    assert all(abs(p - 1 / 3) < 1e-12 for _, p in outcomes)
    act(state, "start_player", player=2)
    assert state.last_events() == [{"type": "round", "round": 1, "start_player": 2}]


def test_deal_four_face_down_cards_each_from_the_start_player_and_turn_up_one():
    state = GAME.new_state(3)
    act(state, "start_player", player=1)
    order = []
    while state.phase == "setup":
        outcomes = state.chance_outcomes()
        first = outcomes[0][0]
        if first.type == "deal":
            order.append((first["player"], first["position"]))
            # by the count of each value left in the draw pile
            assert sum(p for _, p in outcomes) == pytest.approx(1)
            act(state, "deal", player=first["player"], position=first["position"],
                card=len(order) - 1)
        else:
            act(state, "flip", card=13)
    assert order[:3] == [(1, 0), (2, 0), (0, 0)] and len(order) == 12
    obs = state.observation(0)
    assert obs["discard"] == [13] and obs["draw_count"] == 52 - 12 - 1
    # nobody knows any card yet, not even his own
    assert all(layout(state, p, viewer) == [None] * 4 for p in range(3) for viewer in range(3))


def test_deal_draws_by_the_count_of_each_value():
    state = GAME.new_state(2)
    act(state, "start_player", player=0)
    probs = dict((a["card"], p) for a, p in state.chance_outcomes())
    assert probs[0] == pytest.approx(2 / 52) and probs[5] == pytest.approx(4 / 52)
    act(state, "deal", player=0, position=0, card=0)
    probs = dict((a["card"], p) for a, p in state.chance_outcomes())
    assert probs[0] == pytest.approx(1 / 51)
    act(state, "deal", player=1, position=0, card=0)
    assert 0 not in {a["card"] for a, _ in state.chance_outcomes()}


def test_each_player_chooses_two_of_his_cards_to_look_at():
    state = deal(LOW, start=1, look=False)
    assert state.phase == "look" and state.current_player == 1  # the start player first
    assert len(state.legal_actions()) == 6
    refused(state, Action("look", positions=[0]), "look_count")
    refused(state, Action("look", positions=[1, 1]), "repeated_position")
    refused(state, Action("look", positions=[0, 4]), "no_such_card")
    act(state, "look", positions=[1, 3])
    assert layout(state, 1, 1) == [None, 10, None, 12]
    assert layout(state, 1, 0) == [None] * 4 and layout(state, 1, None) == [None] * 4
    seen = [slot["seen_by"] for slot in state.observation(0)["players"][1]["layout"]]
    assert seen == [[], [1], [], [1]]  # which cards he looked at is public
    act(state, "look", positions=[0, 2])
    assert state.phase == "turn" and state.current_player == 1


def test_more_cards_in_the_layout_option():
    layouts = [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]]
    state = deal(layouts, options={"layout_size": 6}, looks=[[0, 2, 4], [1, 3, 5]])
    assert layout(state, 0, 0) == [1, None, 3, None, 5, None]
    assert layout(state, 1, 1) == [None, 5, None, 3, None, 1]
    assert state.observation(0)["draw_count"] == 52 - 12 - 1
    draw(state, 9)
    # a set may have four cards at most
    refused(state, Action("claim", positions=[0, 1, 2, 3, 4]), "set_too_large")


# ----- the turn -------------------------------------------------------------------


def test_turns_go_round_from_the_start_player():
    state = deal([[1, 2, 3, 4]] * 3, start=2)
    seen = []
    for _ in range(4):
        seen.append(state.current_player)
        draw(state, 6)
        act(state, "discard")
    assert seen == [2, 0, 1, 2]


def test_take_the_discard_and_replace_a_card():
    state = deal(LOW, flip=0)
    assert state.legal_actions() == [Action("draw"), Action("take"), Action("cabo")]
    act(state, "take")
    assert state.observation(1)["held"] == 0  # a card from the discard pile is public
    # no action, no discarding it again: the taken card must replace a card
    refused(state, Action("discard"), "must_place_taken_card")
    act(state, "replace", position=2)
    assert state.observation(0)["discard"] == [3]
    assert layout(state, 0, 1)[2] == 0 and layout(state, 0, None)[2] == 0
    assert state.current_player == 1


def test_a_taken_action_card_has_no_action():
    state = deal(LOW, flip=7)
    act(state, "take")
    assert {a.type for a in state.legal_actions()} == {"replace", "claim"}
    refused(state, Action("peek", position=0), "must_place_taken_card")


def test_draw_and_keep_the_card_known_to_the_drawer_alone():
    state = deal(LOW)
    act(state, "draw")
    assert state.current_player == CHANCE
    drawn = Action("drawn", player=0, card=0)
    assert state.action_view(drawn, 0) == {"type": "drawn", "player": 0, "card": 0}
    assert state.action_view(drawn, 1) == state.action_view(drawn, None) == {
        "type": "drawn", "player": 0}
    state.apply(drawn)
    assert state.observation(0)["held"] == 0
    assert state.observation(1)["held"] is None and state.observation(None)["held"] is None
    act(state, "replace", position=3)
    assert state.observation(1)["discard"] == [5, 4]
    assert layout(state, 0, 0) == [1, 2, None, 0]
    assert layout(state, 0, 1) == [None] * 4


def test_draw_and_discard():
    state = deal(LOW)
    draw(state, 13)
    act(state, "discard")
    assert state.observation(1)["discard"] == [5, 13]
    assert state.current_player == 1


@pytest.mark.parametrize("card", [7, 8])
def test_peek_at_one_of_your_own_cards(card):
    state = deal(LOW)
    draw(state, card)
    assert Action("peek", position=3) in state.legal_actions()
    act(state, "peek", position=3)
    assert layout(state, 0, 0) == [1, 2, None, 4]
    assert layout(state, 0, 1) == [None] * 4  # only the fact is public
    assert state.observation(1)["players"][0]["layout"][3]["seen_by"] == [0]
    assert state.observation(1)["discard"] == [5, card]


def test_peek_spy_and_swap_teach_their_player_alone():
    """Each viewer (the spectator too) sees exactly what he learnt, at its new place."""
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], looks=[[0, 1]] * 3)
    draw(state, 7)
    act(state, "peek", position=3)  # Anna learns her 4
    draw(state, 9)
    act(state, "spy", player=2, position=2)  # Ben learns Carla's 11
    draw(state, 11)
    act(state, "swap", player=0, position=3, other_player=2, other_position=2)  # blind
    known = {viewer: [layout(state, q, viewer) for q in range(3)] for viewer in (0, 1, 2, None)}
    assert known[0] == [[1, 2, None, None], [None] * 4, [None, None, 4, None]]
    assert known[1] == [[None, None, None, 11], [5, 6, None, None], [None] * 4]
    assert known[2] == [[None] * 4, [None] * 4, [9, 10, None, None]]
    assert known[None] == [[None] * 4] * 3


@pytest.mark.parametrize("card", [9, 10])
def test_spy_on_another_players_card(card):
    state = deal([[1, 2, 3, 4]] * 3)
    draw(state, card)
    refused(state, Action("spy", player=0, position=2), "spy_on_own_card")
    act(state, "spy", player=2, position=3)
    assert layout(state, 2, 0) == [None, None, None, 4]
    assert layout(state, 2, 1) == [None] * 4 and layout(state, 2, 2) == [1, 2, None, None]
    assert state.observation(None)["players"][2]["layout"][3]["seen_by"] == [0]


@pytest.mark.parametrize("card", [11, 12])
def test_swap_is_blind_and_knowledge_moves_with_the_cards(card):
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    draw(state, card)
    act(state, "swap", player=0, position=3, other_player=2, other_position=0)
    assert state.layouts[0] == [1, 2, 3, 9] and state.layouts[2] == [4, 10, 11, 12]
    # neither card is looked at: each player still knows only the card he knew
    assert layout(state, 0, 0) == [1, 2, None, None]
    assert layout(state, 2, 2) == [None, 10, None, None]
    assert layout(state, 2, 0) == [None] * 4 and layout(state, 0, 2) == [None, None, None, 9]
    assert state.observation(1)["history"][-1] == {
        "type": "swap", "player": 0, "card": card, "target": 0, "position": 3,
        "other_target": 2, "other_position": 0}


def test_swap_with_one_of_your_own_cards_only():
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    draw(state, 11)
    refused(state, Action("swap", player=1, position=0, other_player=2, other_position=0),
            "swap_without_own_card")
    refused(state, Action("swap", player=0, position=0, other_player=0, other_position=1),
            "swap_same_player")
    assert len([a for a in state.legal_actions() if a.type == "swap"]) == 4 * 8


def test_house_rule_swap_between_two_other_players():
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], options={"swap_any_two": True})
    draw(state, 12)
    assert len([a for a in state.legal_actions() if a.type == "swap"]) == 3 * 16
    act(state, "swap", player=1, position=0, other_player=2, other_position=0)
    assert state.layouts[1][0] == 9 and state.layouts[2][0] == 5


def test_actions_need_the_right_card_from_the_draw_pile():
    state = deal(LOW)
    draw(state, 9)
    refused(state, Action("peek", position=0), "card_lacks_action")
    refused(state, Action("swap", player=0, position=0, other_player=1, other_position=0),
            "card_lacks_action")
    assert not any(a.type in ("peek", "swap") for a in state.legal_actions())
    state = deal(LOW)
    draw(state, 6)
    assert {a.type for a in state.legal_actions()} == {"replace", "claim", "discard"}


# ----- sets of equal cards ----------------------------------------------------------


def test_a_true_set_is_replaced_by_one_card_and_the_layout_shrinks():
    state = deal([[6, 2, 6, 9], [1, 1, 1, 1]])
    draw(state, 0)
    act(state, "claim", positions=[0, 2])
    claim = events(state, "claim")[0]
    assert claim == {"type": "claim", "player": 0, "positions": [0, 2], "cards": [6, 6],
                     "success": True, "source": "pile"}
    assert state.observation(1)["discard"] == [5, 6, 6]
    assert layout(state, 0, 0) == [0, 2, "-", None]  # places never move
    assert state.observation(1)["players"][0]["count"] == 3
    assert state.layouts[0] == [0, 2, None, 9]


@pytest.mark.parametrize("positions,left", [([1, 3], 3), ([0, 1, 3], 2), ([0, 1, 2, 3], 1)])
def test_the_rulebook_a_set_leaves_three_two_or_only_one_card(positions, left):
    """"Er spielt dann mit entsprechend weniger Karten weiter (3, 2 oder sogar nur 1)"."""
    state = deal([[7, 7, 7, 7], [1, 2, 3, 4]])
    draw(state, 2)
    act(state, "claim", positions=positions)
    assert events(state, "claim")[0]["success"] is True
    assert state.observation(1)["players"][0]["count"] == left
    assert state.observation(1)["discard"] == [5] + [7] * len(positions)
    assert layout(state, 0, 0)[positions[0]] == 2  # the drawn card, known to its owner
    assert layout(state, 0, 1)[positions[0]] is None and state.current_player == 1


def test_a_set_of_four_leaves_one_card():
    state = deal([[8, 8, 8, 8], [1, 2, 3, 4]])
    act(state, "take")
    act(state, "claim", positions=[0, 1, 2, 3])
    assert layout(state, 0, 1) == [5, "-", "-", "-"]
    draw(state, 4)
    act(state, "discard")
    # with a single card left there is no set to claim any more
    draw(state, 4)
    assert [a.type for a in state.legal_actions()] == ["replace", "discard"]


def test_a_failed_claim_costs_the_turn_and_the_drawn_card():
    state = deal([[6, 2, 7, 9], [1, 1, 1, 1]])
    draw(state, 0)
    act(state, "claim", positions=[0, 2])
    assert events(state, "claim")[0]["success"] is False
    assert state.observation(1)["discard"] == [5, 0]  # the drawn card is discarded
    assert state.layouts[0] == [6, 2, 7, 9]  # the cards go back face down where they lay
    # ... but everybody has seen them
    assert layout(state, 0, 1) == [6, None, 7, None] and layout(state, 0, None)[2] == 7
    assert state.current_player == 1


def test_a_failed_claim_with_the_taken_discard_puts_it_back():
    state = deal([[6, 2, 7, 9], [1, 1, 1, 1]], flip=3)
    act(state, "take")
    act(state, "claim", positions=[1, 3])
    assert state.observation(1)["discard"] == [3]
    assert state.layouts[0] == [6, 2, 7, 9]


def test_the_rulebook_example_two_swap_cards_11_and_12_are_no_set():
    state = deal([[11, 12, 3, 4], LOW[0]])
    draw(state, 0)
    act(state, "claim", positions=[0, 1])
    assert events(state, "claim")[0]["success"] is False


def test_claiming_a_set_of_one_card_is_refused():
    state = deal(LOW)
    draw(state, 0)
    refused(state, Action("claim", positions=[1]), "set_too_small")
    refused(state, Action("claim", positions=[1, 1]), "repeated_position")
    refused(state, Action("claim", positions=[2, 1]), "malformed_action")  # listed in order
    assert GAME.action_from_json({"type": "claim", "positions": [2, 1]}) == Action(
        "claim", positions=[1, 2])


def test_empty_places_cannot_be_named():
    state = deal([[6, 6, 1, 2], [3, 3, 3, 3]])
    draw(state, 0)
    act(state, "claim", positions=[0, 1])
    draw(state, 4)
    act(state, "discard")
    draw(state, 12)
    refused(state, Action("replace", position=1), "no_such_card")
    refused(state, Action("swap", player=0, position=1, other_player=1, other_position=1),
            "no_such_card")
    act(state, "swap", player=0, position=3, other_player=1, other_position=1)
    draw(state, 9)
    refused(state, Action("spy", player=0, position=1), "no_such_card")
    refused(state, Action("spy", player=7, position=1), "no_such_player")


# ----- the draw pile ----------------------------------------------------------------


def exhaust_draw_pile(state):
    """Draw and discard until the draw pile is empty."""
    while state.observation(None)["draw_count"]:
        act(state, "draw")
        act(state, "drawn", **state.chance_outcomes()[0][0].params)
        act(state, "discard")
    return state


def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_but_its_top_card():
    state = exhaust_draw_pile(deal(LOW))
    top = state.discard[-1]
    act(state, "draw")
    assert events(state, "reshuffle") == [{"type": "reshuffle", "cards": 52 - 8 - 1}]
    obs = state.observation(0)
    assert obs["discard"] == [top] and obs["draw_count"] == 43
    assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1)


def test_second_edition_the_round_ends_when_the_draw_pile_runs_out():
    state = deal(LOW, options={"deck_out_ends_round": True})
    for _ in range(42):
        act(state, "draw")
        act(state, "drawn", **state.chance_outcomes()[0][0].params)
        act(state, "discard")
    assert state.round == 1 and state.observation(None)["draw_count"] == 1
    act(state, "draw")
    act(state, "drawn", **state.chance_outcomes()[0][0].params)
    act(state, "discard")
    result = events(state, "round_result")[0]
    assert result["reason"] == "deck_out" and result["caller"] is None
    assert result["points"] == [0, 43] and result["rules"] == ["lowest", "sum"]


# ----- CABO and the end of a round --------------------------------------------------


def test_cabo_gives_every_other_player_one_last_turn():
    state = deal([[1, 2, 3, 4]] * 4, start=1)
    draw(state, 6)
    act(state, "discard")  # player 1
    act(state, "cabo")  # player 2, on his first turn
    assert state.observation(0)["caller"] == 2
    order = []
    while state.round == 1:
        order.append(state.current_player)
        assert Action("cabo") not in state.legal_actions()
        draw(state, 6)
        act(state, "discard")
    assert order == [3, 0, 1]
    assert events(state, "round_result")[0]["caller"] == 2


def test_after_cabo_the_round_ends_when_the_player_before_the_caller_has_played():
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8], [6, 6, 9, 9]], start=1, flip=0)
    draw(state, 4)
    act(state, "discard")  # Ben
    draw(state, 4)
    act(state, "discard")  # Carla
    act(state, "cabo")  # Anna, the last seat of the first turn round
    act(state, "take")  # Ben's last turn: the 4 for his 8
    act(state, "replace", position=3)
    assert state.round == 1 and state.current_player == 2
    draw(state, 3)  # Carla's last turn: a true set
    act(state, "claim", positions=[2, 3])
    result = events(state, "round_result")[0]
    assert result["caller"] == 0 and result["layouts"][2] == [6, 6, 3, None]
    assert result["history"][-1]["type"] == "claim"  # the caller had no further turn
    assert state.round == 2


def test_cabo_once_per_round():
    state = deal(LOW)
    act(state, "cabo")
    err = refused(state, Action("cabo"), "cabo_already_called")
    assert err.params == {"caller": 0}


def test_cabo_on_the_very_first_turn():
    assert data.CABO_ON_FIRST_TURN, "the project's reading (FACTS)"
    state = deal(LOW)
    act(state, "cabo")
    draw(state, 6)
    act(state, "discard")
    assert events(state, "round_result")[0]["rules"] == ["caller_lowest", "sum"]


def test_the_other_reading_calls_cabo_only_from_ones_second_turn(monkeypatch):
    monkeypatch.setattr(data, "CABO_ON_FIRST_TURN", False)
    state = deal(LOW)
    assert Action("cabo") not in state.legal_actions()
    refused(state, Action("cabo"), "cabo_on_first_turn")
    draw(state, 6)
    act(state, "discard")
    act(state, "take")  # player 1's first turn
    assert Action("cabo") not in state.legal_actions()  # he holds the card
    act(state, "replace", position=0)
    assert Action("cabo") in state.legal_actions()


def test_the_callers_cards_can_still_be_swapped():
    assert data.CALLERS_CARDS_SWAPPABLE, "the project's reading (FACTS)"
    state = deal(LOW)
    act(state, "cabo")
    draw(state, 11)
    act(state, "swap", player=0, position=0, other_player=1, other_position=3)
    assert events(state, "round_result")[0]["layouts"][0] == [12, 2, 3, 4]


def test_the_other_reading_protects_the_callers_cards_from_a_swap(monkeypatch):
    monkeypatch.setattr(data, "CALLERS_CARDS_SWAPPABLE", False)
    state = deal([[1, 2, 3, 4], [10, 10, 11, 12], [6, 6, 6, 6]])
    act(state, "cabo")
    draw(state, 11)
    swaps = [a for a in state.legal_actions() if a.type == "swap"]
    assert swaps and all(0 not in (a["player"], a["other_player"]) for a in swaps)
    refused(state, Action("swap", player=0, position=0, other_player=1, other_position=3),
            "callers_cards_protected")


def test_acting_after_the_round_ended_is_refused():
    state = deal(LOW)
    act(state, "cabo")
    draw(state, 6)
    act(state, "discard")
    assert state.round == 2 and state.current_player == CHANCE  # the next deal is due
    refused(state, Action("draw"), "chance_due")
    refused(state, Action("discard"), "chance_due")
    refused(state, Action("flip", card=4), "not_an_outcome")


def test_wrong_phase_and_malformed_actions_are_refused():
    state = deal(LOW)
    refused(state, Action("discard"), "wrong_phase")
    refused(state, Action("look", positions=[0, 1]), "wrong_phase")
    refused(state, Action("draw", card=3), "malformed_action")
    refused(state, Action("drawn", player=0, card=3), "wrong_phase")
    refused(state, Action("shuffle"), "unknown_action")
    act(state, "draw")
    refused(state, Action("discard"), "chance_due")
    refused(state, Action("shuffle"), "unknown_action")
    act(state, "drawn", player=0, card=3)
    refused(state, Action("replace", position="0"), "no_such_card")
    refused(state, Action("replace"), "malformed_action")
    refused(state, Action("take"), "wrong_phase")


def test_the_round_result_is_shown_and_the_next_round_is_dealt():
    state = deal(LOW)
    act(state, "cabo")
    draw(state, 6)
    act(state, "discard")
    kinds = [e["type"] for e in state.last_events()]
    assert kinds == ["round_result", "round"]
    obs = state.observation(1)
    assert obs["results"][0]["layouts"] == LOW and obs["results"][0]["totals"] == [0, 43]
    assert obs["round"] == 2 and obs["phase"] == "setup" and obs["history"] == []
    deal_round(state, [[13, 13, 12, 12], [0, 0, 1, 1]])
    assert state.current_player == 0 and layout(state, 0, 0) == [13, 13, None, None]


# ----- scoring ----------------------------------------------------------------------


def score_round(layouts, caller, totals=None, options=None):
    """Deal `layouts`, let `caller` call CABO at once and everybody else draw and
    discard a 6; returns the round_result."""
    state = deal(layouts, start=caller, options=options)
    if totals is not None:
        state.totals = list(totals)
    act(state, "cabo")
    while True:
        draw(state, 6)
        act(state, "discard")
        if events(state, "round_result"):
            return state, events(state, "round_result")[0]


SCORING = [
    # (case, layouts, caller, points, rules, winners)
    ("caller lowest", [[0, 1, 2, 3], [4, 4, 4, 4], [9, 9, 9, 9]], 0,
     [0, 16, 36], ["caller_lowest", "sum", "sum"], [0]),
    ("caller not lowest: +5", [[4, 4, 4, 4], [0, 1, 2, 3], [9, 9, 9, 9]], 0,
     [21, 0, 36], ["caller_not_lowest", "lowest", "sum"], [1]),
    ("caller tied for lowest wins alone", [[1, 2, 3, 4], [4, 3, 2, 1], [9, 9, 9, 9]], 0,
     [0, 10, 36], ["caller_lowest", "tied_with_caller", "sum"], [0]),
    ("tie without the caller: all tied score 0", [[9, 9, 9, 9], [1, 2, 3, 4], [4, 3, 2, 1]], 0,
     [41, 0, 0], ["caller_not_lowest", "lowest", "lowest"], [1, 2]),
    ("Kamikaze of a non-caller", [[0, 0, 1, 1], [13, 12, 13, 12], [9, 9, 9, 9]], 0,
     [50, 0, 50], ["kamikaze_victim", "kamikaze", "kamikaze_victim"], [1]),
    ("Kamikaze of the caller", [[12, 13, 12, 13], [0, 0, 1, 1]], 0,
     [0, 50], ["kamikaze", "kamikaze_victim"], [0]),
    ("a 12, 12, 13 and a 1 is no Kamikaze", [[12, 13, 12, 1], [0, 0, 1, 1]], 1,
     [38, 0], ["sum", "caller_lowest"], [1]),
    ("both 13s and one 12 is no Kamikaze", [[13, 12, 13, 1], [0, 0, 1, 1]], 1,
     [39, 0], ["sum", "caller_lowest"], [1]),
    ("caller tied with two others wins alone",
     [[1, 2, 3, 4], [4, 3, 2, 1], [2, 2, 3, 3], [9, 9, 9, 9]], 0,
     [0, 10, 10, 36], ["caller_lowest", "tied_with_caller", "tied_with_caller", "sum"], [0]),
    ("three tied without the caller all score 0",
     [[9, 9, 9, 9], [1, 2, 3, 4], [4, 3, 2, 1], [2, 2, 3, 3]], 0,
     [41, 0, 0, 0], ["caller_not_lowest", "lowest", "lowest", "lowest"], [1, 2, 3]),
    ("Kamikaze: a caller without the lowest sum scores 50, no +5",
     [[9, 9, 9, 9], [0, 0, 1, 1], [12, 12, 13, 13]], 0,
     [50, 50, 0], ["kamikaze_victim", "kamikaze_victim", "kamikaze"], [2]),
]


@pytest.mark.parametrize("case,layouts,caller,points,rules,winners", SCORING,
                         ids=[c[0] for c in SCORING])
def test_scoring(case, layouts, caller, points, rules, winners):
    state, result = score_round(layouts, caller)
    assert result["sums"] == [sum(row) for row in layouts]
    assert (result["points"], result["rules"], result["winners"]) == (points, rules, winners)
    assert state.scores() == points
    assert result["caller"] == caller and result["kamikaze"] == (
        rules.index("kamikaze") if "kamikaze" in rules else None)


def test_second_edition_cabo_penalty_of_ten():
    _, result = score_round([[4, 4, 4, 4], [0, 1, 2, 3]], 0, options={"cabo_penalty": 10})
    assert result["points"] == [26, 0]


def test_kamikaze_in_a_larger_layout():
    layouts = [[13, 1, 12, 13, 0, 12], [0, 1, 1, 1, 2, 2]]
    _, result = score_round(layouts, 1, options={"layout_size": 6})
    assert result["kamikaze"] == 0 and result["points"] == [0, 50]


def test_exactly_100_becomes_50():
    state, result = score_round([[0, 1, 2, 3], [4, 4, 4, 4], [9, 9, 9, 9]], 0,
                                totals=[40, 84, 64])
    assert result["points"] == [0, 16, 36]
    assert result["reset"] == [1, 2] and result["totals"] == state.scores() == [40, 50, 50]
    assert not state.is_terminal()


def test_second_edition_100_becomes_50_only_once():
    options = {"reset_once": True}
    state, _ = score_round([[0, 1, 2, 3], [4, 4, 4, 4]], 0, totals=[0, 84],
                           options=options)
    assert state.scores() == [0, 50]
    state.totals = [0, 84]
    deal_round(state, [[0, 1, 2, 3], [4, 4, 4, 4]])
    act(state, "cabo")
    draw(state, 6)
    act(state, "discard")
    result = events(state, "round_result")[0]
    assert result["reset"] == [] and state.scores() == [0, 100] and not state.is_terminal()


TOTALS = [
    # (case, totals before, layouts, caller, totals after, reset, match over, winners)
    ("99 stays and play goes on", [83, 0], [[4, 4, 4, 4], [0, 1, 2, 3]], 1,
     [99, 0], [], False, []),
    ("Kamikaze's 50 making exactly 100 becomes 50", [50, 0],
     [[0, 0, 1, 1], [13, 12, 13, 12]], 0, [50, 0], [0], False, []),
    ("the caller's +5 reaching 101 ends the match", [80, 0], [[4, 4, 4, 4], [0, 1, 2, 3]], 0,
     [101, 0], [], True, [1]),
    ("far beyond 101 ends the match", [95, 0], [[9, 9, 9, 9], [0, 1, 2, 3]], 1,
     [131, 0], [], True, [1]),
    ("100 becomes 50 in the round that ends the match", [84, 65, 40],
     [[4, 4, 4, 4], [9, 9, 9, 9], [0, 1, 2, 3]], 2, [50, 101, 40], [0], True, [2]),
    ("the lowest total wins, not the round's winner", [30, 98, 95],
     [[4, 4, 4, 4], [0, 1, 2, 3], [3, 3, 2, 2]], 1, [46, 98, 105], [], True, [0]),
]


@pytest.mark.parametrize("case,before,layouts,caller,after,reset,over,winners", TOTALS,
                         ids=[c[0] for c in TOTALS])
def test_totals_after_a_round(case, before, layouts, caller, after, reset, over, winners):
    state, result = score_round(layouts, caller, totals=before)
    assert (result["totals"], state.scores(), result["reset"]) == (after, after, reset)
    assert state.is_terminal() == over and state.winners() == winners


def test_the_match_ends_at_101_and_the_lowest_total_wins():
    state, result = score_round([[0, 1, 2, 3], [4, 4, 4, 4], [9, 9, 9, 9]], 0,
                                totals=[70, 60, 65])
    assert state.is_terminal() and state.current_player == TERMINAL
    assert state.scores() == [70, 76, 101] and state.winners() == [0]
    over = events(state, "game_over")[0]
    assert over == {"type": "game_over", "scores": [70, 76, 101], "winners": [0]}
    # everything is shown at the end
    assert layout(state, 2, 0) == [9, 9, 9, 9]
    assert state.observation(None)["winners"] == [0]
    refused(state, Action("draw"), "game_over")


def test_a_tie_for_the_lowest_total_shares_the_win():
    state, _ = score_round([[0, 1, 2, 3], [4, 4, 4, 4], [9, 9, 9, 9]], 0,
                           totals=[76, 60, 65])
    assert state.scores() == [76, 76, 101] and state.winners() == [0, 1]


# ----- the next round's start player ------------------------------------------------


def test_the_round_winner_starts_the_next_round():
    state, _ = score_round([[4, 4, 4, 4], [0, 1, 2, 3], [9, 9, 9, 9]], 0)
    assert state.observation(None)["start_player"] == 1
    assert state.last_events()[-1] == {"type": "round", "round": 2, "start_player": 1}


def test_of_several_winners_the_lowest_total_starts():
    state, _ = score_round([[9, 9, 9, 9], [1, 2, 3, 4], [4, 3, 2, 1]], 0, totals=[0, 20, 10])
    assert state.start_player == 2 and state.round == 2


def test_the_kamikaze_player_starts_the_next_round():
    state, _ = score_round([[0, 0, 1, 1], [9, 9, 9, 9], [13, 12, 13, 12]], 0)
    assert state.start_player == 2 and state.round == 2


def test_winners_still_tied_draw_the_start_player():
    state, _ = score_round([[9, 9, 9, 9], [1, 2, 3, 4], [4, 3, 2, 1]], 0, totals=[0, 10, 10])
    assert state.current_player == CHANCE and state.round == 1
    assert layout(state, 0, None) == [9, 9, 9, 9]  # the scored layouts stay shown
    outcomes = state.chance_outcomes()
    assert outcomes == [(Action("start_player", player=1), 0.5),
                        (Action("start_player", player=2), 0.5)]
    refused(state, Action("start_player", player=0), "not_an_outcome")
    act(state, "start_player", player=2)
    assert state.round == 2 and state.start_player == 2


# ----- privacy ----------------------------------------------------------------------


def known_to(state, viewer):
    """(player, position) of the cards `viewer` may know, from the state itself."""
    return {(q, i) for q in range(state.num_players) for i, v in enumerate(state.layouts[q])
            if v is not None and state._knows(viewer, state.seen[q][i])}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_observation_shows_a_card_its_viewer_has_not_seen(players):
    rng = random.Random(players)
    for game_number in range(6):
        state = GAME.new_state(players, {"swap_any_two": game_number % 2 == 1})
        while not state.is_terminal():
            for viewer in (*range(players), None):
                obs = state.observation(viewer)
                shown = {(q, i) for q, seat in enumerate(obs["players"])
                         for i, slot in enumerate(seat["layout"])
                         if slot is not None and slot["card"] is not None}
                assert shown <= known_to(state, viewer)
                if obs["held"] is not None:
                    assert viewer == state.turn or state.held_from == "discard"
            if state.current_player == CHANCE:
                actions, weights = zip(*state.chance_outcomes())
                action = rng.choices(actions, weights)[0]
                if action.type in ("deal", "drawn"):
                    for viewer in (*range(players), None):
                        if action.type == "deal" or viewer != action["player"]:
                            assert "card" not in state.action_view(action, viewer)
            else:
                action = rng.choice(state.legal_actions())
            state.apply(action)


def test_the_cards_that_go_face_up_are_named_to_everybody():
    """The taken discard, a replaced card, a drawn card once discarded or played and
    the card in hand after a failed claim lie face up for all; a drawn card before
    that is its drawer's secret, and a peeked or spied value is no view's business."""
    state = deal([[1, 2, 3, 4], [6, 13, 7, 9]], flip=8)

    def views(action):
        shown = {v: state.action_view(action, v) for v in (0, 1, None)}
        state.apply(action)
        return shown

    def alike(action, **public):
        shown = views(action)
        assert shown[0] == shown[1] == shown[None] == {**action.to_json(), **public}

    alike(Action("take"), card=8)
    alike(Action("replace", position=2), discarded=3)
    act(state, "draw")
    drawn = views(Action("drawn", player=1, card=10))
    assert drawn[1]["card"] == 10 and "card" not in drawn[0] and "card" not in drawn[None]
    alike(Action("spy", player=0, position=0), card=10)
    assert layout(state, 0, 1)[0] == 1 and layout(state, 0, None)[0] is None
    draw(state, 7)
    alike(Action("peek", position=3), card=7)
    draw(state, 12)
    alike(Action("swap", player=0, position=1, other_player=1, other_position=1), card=12)
    draw(state, 5)
    alike(Action("discard"), card=5)
    draw(state, 0)
    act(state, "claim", positions=[2, 3])
    assert events(state, "claim")[0] == {
        "type": "claim", "player": 1, "positions": [2, 3], "cards": [7, 9], "success": False,
        "source": "pile", "discarded": 0}
    assert state.observation(None)["discard"][-1] == 0


def test_determinize_keeps_what_the_player_knows_and_resamples_the_rest():
    state = deal([[1, 2, 3, 4], [5, 6, 7, 8]])
    draw(state, 9)
    act(state, "spy", player=1, position=2)
    act(state, "take")
    act(state, "replace", position=0)  # player 1's 5 goes public on the discard, a 9 lies there
    draw(state, 6)
    act(state, "discard")
    draw(state, 0)  # player 1 holds a card player 0 has not seen
    rng = random.Random(1)
    samples = [state.determinize(0, rng) for _ in range(30)]
    for sample in samples:
        assert sample.observation(0) == state.observation(0)
        assert sample.layouts[0][:2] == [1, 2] and sample.layouts[1][0] == 9
        assert sample.layouts[1][2] == 7
        cards = [v for row in sample.layouts for v in row] + sample.draw_pile + sample.discard
        assert sorted(cards + [sample.held]) == sorted(DECK)
    # what player 0 does not know does vary: his own unseen cards and the card player 1 drew
    assert len({tuple(s.layouts[0][2:]) for s in samples}) > 1
    assert len({s.held for s in samples}) > 1
    assert all(s.held == 0 for s in (state.determinize(1, rng) for _ in range(5)))


def test_determinize_at_the_end_changes_nothing():
    state, _ = score_round([[0, 1, 2, 3], [4, 4, 4, 4], [9, 9, 9, 9]], 0, totals=[70, 60, 65])
    assert state.determinize(1, random.Random(0)).layouts == state.layouts


def test_swap_actions_are_normalised_from_json():
    action = GAME.action_from_json({"type": "swap", "player": 2, "position": 1,
                                    "other_player": 0, "other_position": 3})
    assert action == Action("swap", player=0, position=3, other_player=2, other_position=1)
    state = deal(LOW)
    draw(state, 11)
    refused(state, Action("swap", player=1, position=1, other_player=0, other_position=3),
            "malformed_action")


def test_cabo_game_instance():
    assert isinstance(GAME, CaboGame) and GAME.id == "cabo"
    assert (GAME.min_players, GAME.max_players, GAME.has_secrets) == (2, 5, True)
    assert Counter(DECK) == CARD_COUNTS


# ----- the conformance fuzzer on the options ----------------------------------------


class _Variant(CaboGame):
    """CABO whose defaults are some options, so that the fuzzer plays them."""

    def __init__(self, **options):
        self.options_schema = {name: {**spec, "default": options.get(name, spec["default"])}
                               for name, spec in CaboGame.options_schema.items()}


@pytest.mark.parametrize("options", [
    {"layout_size": 6, "swap_any_two": True},
    {"deck_out_ends_round": True, "reset_once": True, "cabo_penalty": 10},
])
def test_the_options_pass_the_conformance_checks(options):
    from tests.conformance.test_fuzz import Playout, Tally

    game, tally = _Variant(**options), Tally()
    for seed in range(30):
        Playout(game, seed, 2 + seed % 4, tally, deep_all=seed == 0).run()
    assert tally.games == 30 and tally.determinize_changed > 0 and tally.hidden_views > 0
