"""One test per rule of Caramba! and per special card, refusals included."""

import itertools
import random
from collections import Counter
from itertools import combinations

import pytest

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, IllegalAction
from caramba_desktop.games.caramba import data, rules
from caramba_desktop.games.caramba.data import ALL_CRATES, BAND_DECK, CARD_VALUES, CRATE_PARTS
from tests.games.caramba_table import (
    GAME,
    act,
    bid,
    deal,
    draw_cards,
    draw_crates,
    hand,
    pass_all,
    results,
    seat,
)

FOUR_HANDS = [
    ["gold5", "gold2", "ammo7", "dynamite7"],
    ["dynamite5", "gold7", "ammo2", "gold3/ammo4"],
    ["ammo2", "dynamite2", "ammo3/gold4", "gold2"],
    ["ammo5", "gold7", "dynamite7", "ammo7"],
]
TWO_HANDS = FOUR_HANDS[:2]


def refused(state, action, code):
    before = {p: state.observation(p) for p in range(state.num_players)}
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.code == code
    assert before == {p: state.observation(p) for p in range(state.num_players)}


def at_auction(hands=TWO_HANDS, specials=("fuera", "manos_arriba"), start=0):
    state = deal(hands, list(specials), start=start)
    draw_crates(state, "gold3", "ammo4", "dynamite2")
    assert state.phase == "auction"
    return state


# ----- components and set-up ------------------------------------------------


def test_components_from_the_reconstruction():
    assert len(BAND_DECK) == 15
    assert len(ALL_CRATES) == 24
    assert Counter(c.rstrip("234") for c in ALL_CRATES) == {"gold": 8, "ammo": 8, "dynamite": 8}
    values = [v for card in BAND_DECK for v in CARD_VALUES[card].values()]
    assert min(values) == 2 and max(values) == 7
    assert CARD_VALUES["gold3/ammo4"] == {"gold": 3, "ammo": 4}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_four_cards_and_one_special_each(players):
    state = GAME.new_state(players)
    rng = random.Random(players)
    while state.phase == "setup":
        outcomes = state.chance_outcomes()
        state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
    for p in range(players):
        mine = seat(state, p)
        assert mine["hand_count"] == 4 and mine["draw_count"] == 11
        assert mine["has_special"] and mine["special"] is not None
    # with fewer than four players the other special cards are out of the game
    assert len(state.special_pool) == 4 - players


def test_player_count_limits():
    for bad in (1, 5):
        with pytest.raises(IllegalAction) as err:
            GAME.new_state(bad)
        assert err.value.code == "bad_player_count"


# ----- crate draw -------------------------------------------------------------


def test_crates_are_drawn_until_all_three_treasures_are_present():
    state = deal(TWO_HANDS, ["fuera", "manos_arriba"])
    draw_crates(state, "gold2", "gold4", "ammo3")
    assert state.current_player == CHANCE and state.phase == "crates"
    draw_crates(state, "dynamite3")
    assert state.phase == "auction"
    assert state.observation(0)["centre"] == ["ammo3", "dynamite3", "gold2", "gold4"]


def test_no_crate_drawn_when_centre_and_unsecured_hold_all_three():
    state = at_auction()
    bid(state, "gold5", "gold")
    bid(state, "ammo2", "ammo")
    act(state, "pass")
    act(state, "pass")  # gold to 0, ammo to 1, dynamite 2 stays in the centre
    act(state, "keep")
    act(state, "keep")
    draw_cards(state, {0: ["gold7", "ammo5"], 1: ["gold5", "ammo5"]})
    assert state.phase in ("fuera", "auction"), "no crate had to be drawn"
    assert state.observation(0)["bag_count"] == 21


# ----- auction ---------------------------------------------------------------


def test_start_player_may_not_pass_first():
    state = at_auction()
    assert {a.type for a in state.legal_actions()} == {"bid"}
    refused(state, Action("pass"), "start_player_must_bid")
    bid(state, "gold5", "gold")
    act(state, "pass")  # the second player may pass at once
    assert state.current_player == 0
    act(state, "pass")  # from his second turn on the start player may pass
    assert state.phase == "secure"


def test_start_player_with_an_empty_hand_must_pass():
    state = at_auction()
    state.hands[0].clear()
    assert state.legal_actions() == [Action("pass")]


def test_passing_is_for_good_and_the_auction_runs_while_anyone_bids():
    state = at_auction(FOUR_HANDS, ("fuera", "manos_arriba", "estoy_de_vuelta", "en_seguridad"))
    bid(state, "gold2", "gold")
    act(state, "pass")  # player 1 is out for this auction
    bid(state, "gold2", "gold")
    bid(state, "ammo5", "ammo")
    assert state.current_player == 0
    bid(state, "ammo7", "ammo")
    assert state.current_player == 2, "player 1 passed and is skipped"
    bid(state, "dynamite2", "dynamite")
    bid(state, "ammo7", "ammo")
    act(state, "pass")
    act(state, "pass")
    assert state.phase == "auction" and state.current_player == 3, "one bidder goes on alone"
    bid(state, "dynamite7", "dynamite")
    assert state.current_player == 3
    act(state, "pass")
    assert state.phase == "secure"
    assert results(state)["dynamite"]["winner"] == 3


def test_one_card_per_turn():
    state = at_auction()
    bid(state, "gold5", "gold")
    assert state.current_player == 1
    refused(state, Action("bid", card="gold2", **{"as": "gold"}), "card_not_in_hand")


def test_two_treasure_card_bids_only_on_the_chosen_treasure():
    state = at_auction()
    bid(state, "gold5", "gold")
    refused(state, Action("bid", card="gold3/ammo4", **{"as": "dynamite"}), "card_lacks_treasure")
    bid(state, "gold3/ammo4", "ammo")
    assert seat(state, 1)["bids"] == {"gold": [], "ammo": ["gold3/ammo4"], "dynamite": []}
    act(state, "pass")
    act(state, "pass")
    assert results(state)["ammo"]["totals"] == [0, 4]
    assert results(state)["gold"]["totals"] == [5, 0]


# ----- result of the auction ------------------------------------------------------


def test_highest_total_wins_all_crates_of_its_treasure_and_only_winning_cards_are_discarded():
    state = at_auction()
    bid(state, "gold5", "gold")
    bid(state, "gold7", "gold")
    bid(state, "ammo7", "ammo")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["gold"]["winner"] == 1
    assert results(state)["ammo"]["winner"] == 0
    assert seat(state, 1)["discards"] == ["gold7"]
    assert seat(state, 0)["discards"] == ["ammo7"]
    assert "gold5" in hand(state, 0), "the losing bid goes back to the hand"
    assert results(state)["dynamite"]["winner"] is None, "nobody bid: nothing moves"
    assert state.observation(0)["centre"] == ["dynamite2"]


def round_1_player_0_takes_gold(state):
    """Player 0 wins the gold 3 with his gold 5 and keeps it unsecured."""
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    assert seat(state, 0)["unsecured"] == ["gold3"]
    assert state.phase == "fuera", "nothing to draw: the centre and player 0 hold all three"
    act(state, "continue")
    assert state.phase == "auction" and state.current_player == 1
    return state


def test_tie_sends_every_unprotected_unsecured_crate_to_the_centre():
    state = round_1_player_0_takes_gold(at_auction())
    bid(state, "gold3/ammo4", "gold")  # 3 against player 0's bonus of 3
    act(state, "pass")
    act(state, "pass")
    gold = results(state)["gold"]
    assert gold["winner"] is None and gold["totals"] == [3, 3]
    assert gold["to_centre"] == ["gold3"]
    assert seat(state, 0)["unsecured"] == []
    assert "gold3" in state.observation(1)["centre"]
    assert "gold3/ammo4" in hand(state, 1), "a tie wins nothing, so the card comes back"


def test_the_last_auction_stays_in_every_observation_until_the_next_one():
    state = at_auction()
    assert state.observation(None)["last_auction"] is None
    state = round_1_player_0_takes_gold(state)  # round 1 resolved; round 2's auction runs
    for viewer in (None, 0, 1):
        last = state.observation(viewer)["last_auction"]
        assert last["round"] == 1
        assert [e["treasure"] for e in last["results"]] == ["gold", "ammo", "dynamite"]
        assert last["results"][0]["winner"] == 0 and last["results"][0]["crates"] == ["gold3"]
    bid(state, "gold3/ammo4", "gold")
    act(state, "pass")
    act(state, "pass")
    assert state.observation(1)["last_auction"] == {"round": 2, "results": list(
        results(state).values())}
    state.observation(0)["last_auction"]["results"][0]["to_centre"].append("gold4")
    assert state.observation(0)["last_auction"]["results"][0]["to_centre"] == ["gold3"]


def test_a_bonus_alone_defends_the_crates():
    state = round_1_player_0_takes_gold(at_auction())
    bid(state, "gold3/ammo4", "ammo")  # player 1 bids elsewhere
    act(state, "pass")
    act(state, "pass")
    gold = results(state)["gold"]
    assert gold["totals"] == [3, 0], "the highest unsecured gold crate is a bonus of 3"
    assert gold["winner"] == 0
    assert seat(state, 0)["unsecured"] == ["gold3"]


def test_an_out_bid_bonus_loses_the_crates_to_the_winner():
    state = round_1_player_0_takes_gold(at_auction())
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["gold"]["crates"] == ["gold3"]
    assert seat(state, 1)["unsecured"] == ["gold3"]
    assert seat(state, 0)["unsecured"] == []


def test_nothing_moves_when_nobody_bids_on_a_treasure():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    dynamite = results(state)["dynamite"]
    assert dynamite["totals"] == [0, 0] and dynamite["winner"] is None
    assert dynamite["to_centre"] == []
    assert state.observation(0)["centre"] == ["ammo4", "dynamite2"]


# ----- securing ----------------------------------------------------------------


def test_only_winners_secure_and_only_one_crate():
    state = at_auction()
    bid(state, "gold5", "gold")
    bid(state, "ammo2", "ammo")
    act(state, "pass")
    act(state, "pass")
    assert state.current_player == 0
    secure_moves = [a for a in state.legal_actions() if a.type == "secure"]
    assert secure_moves == [Action("secure", crate="gold3")]
    act(state, "secure", crate="gold3")
    assert state.current_player == 1 and state.phase == "secure"
    act(state, "keep")
    assert seat(state, 0)["secured"] == ["gold3"]
    assert seat(state, 1)["unsecured"] == ["ammo4"]


def test_a_bonus_alone_over_an_empty_centre_takes_no_crate_and_gives_no_right_to_secure():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")  # player 0 takes the gold 3 and may secure: he keeps it
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    act(state, "continue")  # player 0, the only one with crates, plays no Fuera!
    assert state.phase == "auction" and state.centre == ["ammo4", "dynamite2"]
    bid(state, "ammo5", "ammo")  # player 1 opens the second round
    act(state, "pass")
    act(state, "pass")
    gold = results(state)["gold"]
    assert gold["winner"] == 0 and gold["crates"] == [], "his bonus wins gold, but takes nothing"
    act(state, "secure", crate="ammo4")  # player 1 took a crate
    assert state.current_player == 0 and not seat(state, 0)["won"]
    assert state.legal_actions() == [Action("keep")]
    refused(state, Action("secure", crate="gold3"), "secure_without_win")


def test_the_cards_of_a_highest_total_that_took_no_crate_are_discarded_all_the_same():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")  # player 0 takes the gold 3 and keeps it in the open
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    act(state, "continue")
    bid(state, "ammo5", "ammo")  # player 1 opens the second round
    bid(state, "gold2", "gold")  # no gold lies in the centre: 2 + bonus 3 takes nothing
    act(state, "pass")
    act(state, "pass")
    gold = results(state)["gold"]
    assert gold["winner"] == 0 and gold["crates"] == []
    assert "gold2" in seat(state, 0)["discards"] and "gold2" not in hand(state, 0)


def test_securing_without_having_won_is_refused():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    act(state, "fuera", treasure="gold")  # protected, player 0 keeps the crate without winning
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["gold"]["winner"] == 1
    assert state.phase == "secure" and state.current_player == 0
    assert state.legal_actions() == [Action("keep")]
    refused(state, Action("secure", crate="gold3"), "secure_without_win")


# ----- drawing and the next round ----------------------------------------------------


def test_two_cards_drawn_and_own_discards_reshuffled_when_the_pile_is_empty():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    pile = state.draw_piles[0]
    state.hands[0] += [c for c in pile if c != "ammo5"]  # one card is left to draw
    state.draw_piles[0] = ["ammo5"]
    act(state, "draw", player=0, card="ammo5")
    assert {"type": "reshuffle", "player": 0} in state.last_events()
    assert seat(state, 0)["discards"] == [] and seat(state, 0)["draw_count"] == 1
    act(state, "draw", player=0, card="gold5")
    assert "gold5" in hand(state, 0)
    assert state.chance_outcomes()[0][0]["player"] == 1, "then player 1 draws"


def test_a_used_up_draw_pile_is_reshuffled_at_once():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")  # player 0 wins the gold: his gold 5 is discarded
    act(state, "keep")
    state.hands[0] += [c for c in state.draw_piles[0] if c not in ("ammo5", "gold7")]
    state.draw_piles[0] = ["ammo5", "gold7"]  # his last two cards
    act(state, "draw", player=0, card="ammo5")
    act(state, "draw", player=0, card="gold7")
    assert {"type": "reshuffle", "player": 0} in state.last_events()
    assert seat(state, 0)["discards"] == [] and seat(state, 0)["draw_pile"] == ["gold5"]


def test_start_player_moves_left():
    state = at_auction(start=1)
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "gold7"], 1: ["gold5", "ammo5"]})
    assert state.start_player == 0


def test_hand_size_is_unlimited():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "gold7"], 1: ["gold5", "ammo5"]})
    assert seat(state, 1)["hand_count"] == 6


# ----- end of the game ------------------------------------------------------------


def test_game_ends_when_the_bag_cannot_supply_every_treasure():
    state = at_auction()
    # every other dynamite crate lies secured in front of player 1
    for crate in [c for c in state.bag if c.startswith("dynamite")]:
        state.bag.remove(crate)
        state.secured[1].append(crate)
    bid(state, "gold5", "gold")
    bid(state, "dynamite5", "dynamite")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    act(state, "secure", crate="dynamite2")  # no dynamite is left anywhere
    draw_cards(state, {0: ["ammo5", "gold7"], 1: ["gold5", "ammo5"]})
    assert state.current_player == TERMINAL and state.is_terminal()
    assert state.scores() == [0, 2 + 2 + 2 + 3 + 3 + 3 + 4 + 4]
    assert state.winners() == [1]
    assert state.last_events()[-1]["type"] == "game_over"
    assert state.legal_actions() == []
    refused_at_end = pytest.raises(IllegalAction)
    with refused_at_end as err:
        state.apply(Action("pass"))
    assert err.value.code == "game_over"


def end_with_secured(secured, move_to_draw_pile=0):
    """Round 1 ends with an empty bag: player 0 secures his gold 3 and the game is over."""
    state = at_auction()
    state.bag = []
    state.secured = secured
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "secure", crate="gold3")
    for _ in range(move_to_draw_pile):
        state.draw_piles[1].append(state.hands[1].pop())
    draw_cards(state, {0: ["ammo5", "gold7"], 1: ["gold5", "ammo5"]})
    assert state.is_terminal(), "gold is missing and the bag is empty"
    return state


def test_score_is_the_sum_of_secured_crates_and_a_tie_goes_to_the_larger_hand():
    state = end_with_secured([["gold2", "ammo2"], ["dynamite4", "ammo3"]])
    assert state.scores() == [7, 7]
    assert [seat(state, p)["hand_count"] for p in (0, 1)] == [5, 6]
    assert state.winners() == [1]
    assert seat(state, 1, viewer=0)["secured"] == ["ammo3", "dynamite4"], (
        "at the end the secured crates are shown")


def test_equal_score_and_hand_is_a_shared_win():
    state = end_with_secured([["gold2", "ammo2"], ["dynamite4", "ammo3"]], move_to_draw_pile=1)
    assert state.winners() == [0, 1]


def test_a_special_card_still_held_counts_as_a_card_in_hand_in_a_tie():
    state = end_with_secured([["gold2", "ammo2"], ["dynamite4", "ammo3"]], move_to_draw_pile=1)
    state.special[1] = None  # player 1 played his earlier; player 0 still holds Fuera!
    assert [seat(state, p)["hand_count"] for p in (0, 1)] == [5, 5]
    assert state.winners() == [0], "five band cards and a special card beat five band cards"


def test_unsecured_and_centre_crates_score_nothing():
    state = end_with_secured([[], []])
    assert state.scores() == [3, 0]


# ----- special cards --------------------------------------------------------------


def test_manos_arriba_not_in_the_first_auction_round_then_ends_it_at_once():
    state = at_auction(specials=("fuera", "manos_arriba"))
    bid(state, "gold5", "gold")
    refused(state, Action("manos_arriba"), "manos_arriba_first_round")
    bid(state, "gold7", "gold")
    bid(state, "ammo7", "ammo")  # the second auction round
    assert Action("manos_arriba") in state.legal_actions()
    act(state, "manos_arriba")
    assert state.phase == "secure", "the auction ended without anybody passing"
    assert results(state)["gold"]["winner"] == 1
    assert results(state)["ammo"]["winner"] == 0
    assert state.observation(0)["played_specials"] == [{"player": 1, "card": "manos_arriba"}]
    assert not seat(state, 1)["has_special"]


@pytest.mark.parametrize("special", ["manos_arriba", "estoy_de_vuelta"])
def test_a_player_without_bid_cards_may_still_play_his_special_card(special):
    state = deal(TWO_HANDS, ["fuera", special])
    state.discards[1].append("gold7")  # from an earlier round
    state.hands[1] = ["ammo2"]
    draw_crates(state, "gold3", "ammo4", "dynamite2")
    bid(state, "gold5", "gold")
    assert {a.type for a in state.legal_actions()} >= {"bid", "pass"}
    bid(state, "ammo2", "ammo")  # his last bid card
    bid(state, "gold2", "gold")  # the second auction round
    assert state.current_player == 1 and hand(state, 1) == []
    assert {a.type for a in state.legal_actions()} == {"pass", special}
    act(state, special, **({"card": "gold7"} if special == "estoy_de_vuelta" else {}))
    assert not seat(state, 1)["has_special"]


def test_a_player_with_neither_a_bid_card_nor_a_playable_special_card_passes():
    state = deal(TWO_HANDS, ["fuera", "estoy_de_vuelta"])
    state.hands[1] = ["ammo2"]
    draw_crates(state, "gold3", "ammo4", "dynamite2")
    bid(state, "gold5", "gold")
    bid(state, "ammo2", "ammo")
    bid(state, "gold2", "gold")
    assert state.legal_actions() == [Action("pass")], "nothing discarded to take back"


def test_a_special_card_not_held_is_refused():
    state = at_auction(specials=("fuera", "manos_arriba"))
    refused(state, Action("manos_arriba"), "special_not_held")
    refused(state, Action("estoy_de_vuelta", card="gold5"), "special_not_held")


def test_estoy_de_vuelta_takes_a_discarded_card_back_during_the_auction():
    state = at_auction(specials=("fuera", "estoy_de_vuelta"))
    bid(state, "gold5", "gold")
    bid(state, "gold7", "gold")
    assert not any(a.type == "estoy_de_vuelta" for a in state.legal_actions()), "nothing discarded"
    act(state, "pass")
    act(state, "pass")  # player 1 wins the gold and discards his 7
    act(state, "keep")
    assert state.phase == "draw"
    draw_cards(state, {0: ["ammo5", "gold7"], 1: ["gold5", "ammo5"]})
    act(state, "continue")  # player 1's own pre-auction window (he holds gold 3)
    assert state.current_player == 1 and state.start_player == 1
    assert {a.type for a in state.legal_actions()} == {"bid"}, "the start player opens with a bid"
    refused(state, Action("estoy_de_vuelta", card="gold7"), "start_player_must_bid")
    bid(state, "dynamite5", "dynamite")
    bid(state, "ammo5", "ammo")
    refused(state, Action("estoy_de_vuelta", card="gold5"), "card_not_discarded")
    act(state, "estoy_de_vuelta", card="gold7")
    assert seat(state, 1)["discards"] == []
    assert "gold7" in hand(state, 1)
    assert seat(state, 1, viewer=0)["known_hand"] == ["gold7"], "everybody saw it come back"
    assert state.current_player == 0, "it took player 1's turn"
    act(state, "pass")
    bid(state, "gold7", "gold")
    assert seat(state, 1)["bids"]["gold"] == ["gold7"]


def test_fuera_is_played_before_the_auction_and_protects_one_treasure():
    state = at_auction(specials=("fuera", "manos_arriba"))
    bid(state, "gold5", "gold")
    bid(state, "ammo2", "ammo")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    assert state.phase == "fuera" and state.current_player == 1, "seat order from player 1"
    assert state.legal_actions() == [Action("continue")], "player 1 does not hold Fuera!"
    act(state, "continue")
    assert state.current_player == 0
    assert set(state.legal_actions()) == {Action("continue"), Action("fuera", treasure="gold")}
    refused(state, Action("fuera", treasure="ammo"), "nothing_to_protect")
    act(state, "fuera", treasure="gold")
    assert state.phase == "auction"
    refused(state, Action("fuera", treasure="gold"), "wrong_phase")
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["gold"]["winner"] == 1
    assert seat(state, 0)["unsecured"] == ["gold3"], "Fuera! kept the gold"
    assert seat(state, 0)["protected"] == "gold"
    act(state, "keep")  # player 1 (won gold, holds ammo 4)
    act(state, "keep")
    draw_cards(state, {0: ["gold7", "dynamite5"], 1: ["gold2", "ammo7"]})
    assert seat(state, 0)["protected"] is None, "the protection lasts one round"


def test_fuera_also_protects_against_a_tie():
    state = at_auction(specials=("fuera", "manos_arriba"))
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state, {0: ["ammo5", "ammo3/gold4"], 1: ["gold5", "ammo5"]})
    act(state, "fuera", treasure="gold")
    bid(state, "gold3/ammo4", "gold")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["gold"]["winner"] is None
    assert seat(state, 0)["unsecured"] == ["gold3"]


def en_seguridad_round(crates):
    state = deal(TWO_HANDS, ["en_seguridad", "manos_arriba"])
    draw_crates(state, *crates)
    bid(state, "gold5", "gold")
    act(state, "pass")
    bid(state, "dynamite7", "dynamite")
    act(state, "pass")
    assert state.phase == "secure" and state.current_player == 0
    return state


def test_en_seguridad_secures_crates_worth_up_to_6_in_the_securing_phase():
    state = en_seguridad_round(["gold3", "ammo4", "dynamite2"])
    combos = {a["crates"] for a in state.legal_actions() if a.type == "en_seguridad"}
    assert combos == {("dynamite2",), ("gold3",), ("dynamite2", "gold3")}
    state.apply(GAME.action_from_json({"type": "en_seguridad", "crates": ["gold3", "dynamite2"]}))
    assert seat(state, 0)["secured"] == ["dynamite2", "gold3"]
    assert seat(state, 0)["unsecured"] == []
    assert not seat(state, 0)["has_special"]


def test_en_seguridad_lists_its_choices_at_once_even_with_twenty_crates(monkeypatch):
    """Built from the distinct crates, not from every subset of twenty (a million)."""
    state = en_seguridad_round(["gold3", "ammo4", "dynamite2"])
    state.unsecured[0] = sorted(ALL_CRATES)[:20]
    tried = []

    def counted(pool, size):
        for combo in itertools.combinations_with_replacement(pool, size):
            tried.append(combo)
            yield combo

    monkeypatch.setattr(rules, "combinations_with_replacement", counted)
    combos = {a["crates"] for a in state.legal_actions() if a.type == "en_seguridad"}
    values = [CRATE_PARTS[c][1] for c in state.unsecured[0]]
    expected = {tuple(sorted(state.unsecured[0][i] for i in picked))
                for k in (1, 2, 3) for picked in combinations(range(20), k)
                if sum(values[i] for i in picked) <= 6}
    assert combos == expected and len(combos) == 44
    assert 0 < len(tried) < 5_000  # 2**20 subsets would be a million


def test_en_seguridad_over_6_is_refused():
    state = en_seguridad_round(["gold4", "ammo4", "dynamite3"])
    refused(state, Action("en_seguridad", crates=["dynamite3", "gold4"]), "en_seguridad_too_much")
    refused(state, Action("en_seguridad", crates=["ammo4"]), "crate_not_yours")


def test_an_unknown_action_and_a_decision_at_a_chance_node_say_so():
    state = deal(TWO_HANDS, ["fuera", "manos_arriba"])
    assert state.current_player == CHANCE
    refused(state, Action("bid", card="gold5", **{"as": "gold"}), "chance_due")
    refused(state, Action("shuffle"), "unknown_action")
    draw_crates(state, "gold3", "ammo4", "dynamite2")
    refused(state, Action("shuffle"), "unknown_action")


def test_en_seguridad_only_in_the_securing_phase():
    state = at_auction(specials=("en_seguridad", "manos_arriba"))
    refused(state, Action("en_seguridad", crates=["gold3"]), "wrong_phase")


# ----- privacy --------------------------------------------------------------------------


def test_observation_hides_hands_draw_piles_and_special_cards_of_others():
    state = at_auction(specials=("fuera", "manos_arriba"))
    other = seat(state, 1, viewer=0)
    assert other["hand"] is None and other["hand_count"] == 4
    assert other["draw_pile"] is None and other["draw_count"] == 11
    assert other["special"] is None and other["has_special"]
    assert seat(state, 0)["special"] == "fuera"
    text = repr(state.observation(0)["players"][1])
    for card in FOUR_HANDS[1]:
        assert card not in text


def test_drawn_cards_and_secured_crates_are_hidden_in_the_log():
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    act(state, "pass")
    secure = Action("secure", crate="gold3")
    assert state.action_view(secure, 0) == {"type": "secure", "crate": "gold3"}
    assert state.action_view(secure, 1) == {"type": "secure"}
    act(state, "secure", crate="gold3")
    draw = state.chance_outcomes()[0][0]
    assert "card" in state.action_view(draw, draw["player"])
    assert state.action_view(draw, 1 - draw["player"]) == {"type": "draw", "player": 0}
    assert state.action_view(draw, None) == {"type": "draw", "player": 0}


# ----- a game in which no crate moves any more ---------------------------------


def holding_all_three_unsecured():
    """Player 0 takes gold and ammunition in round 1 and secures the dynamite 2; in round 2
    he takes the dynamite 3 drawn for it. From round 3 on he holds unsecured crates of all
    three treasures: no crate is drawn, and his bonus alone wins every treasure."""
    state = at_auction()
    bid(state, "gold5", "gold")
    act(state, "pass")
    bid(state, "ammo7", "ammo")
    bid(state, "dynamite7", "dynamite")
    act(state, "pass")
    act(state, "secure", crate="dynamite2")
    draw_cards(state, {0: ["dynamite5", "gold7"], 1: ["gold5", "ammo5"]})
    draw_crates(state, "dynamite3")
    act(state, "continue")
    bid(state, "ammo2", "ammo")  # player 1 opens; his 2 loses to the ammunition bonus 4
    bid(state, "dynamite5", "dynamite")
    act(state, "pass")
    act(state, "pass")
    assert results(state)["dynamite"]["crates"] == ["dynamite3"]
    act(state, "keep")
    draw_any_cards(state)
    assert state.round == 3 and sorted(state.unsecured[0]) == ["ammo4", "dynamite3", "gold3"]
    return state


def draw_any_cards(state):
    while state.current_player == CHANCE and state.phase == "draw":
        state.apply(state.chance_outcomes()[0][0])


def quiet_round(state):
    """A round in which nothing moves: the start player opens where player 0's bonus
    wins anyway (player 1 with his ammunition 2), everybody else passes."""
    assert state.phase == "fuera", "no crate is drawn"
    while state.phase == "fuera":
        act(state, "continue")
    opener = state.start_player
    bids = [a for a in state.legal_actions() if a.type == "bid" and a["as"] != "gold"]
    state.apply(Action("bid", card="ammo2", **{"as": "ammo"}) if opener == 1 else bids[0])
    while state.phase == "auction":
        act(state, "pass")
    assert all(not r["crates"] and not r["to_centre"] for r in results(state).values())
    while state.phase == "secure":
        act(state, "keep")
    draw_any_cards(state)


def test_a_game_ends_after_eight_rounds_in_a_row_in_which_no_crate_moves():
    state = holding_all_three_unsecured()
    for played in range(1, data.STALL_ROUNDS):
        quiet_round(state)
        assert not state.is_terminal(), f"{played} quiet round(s) do not end the game"
    quiet_round(state)
    assert data.STALL_ROUNDS == 8 and state.round == 2 + data.STALL_ROUNDS
    assert state.is_terminal() and state.observation(None)["reason"] == "stalled"
    # scored as usual: secured crates only, the unsecured ones count for nothing
    assert state.last_events()[-1] == {"type": "game_over", "reason": "stalled",
                                       "scores": [2, 0], "winners": [0]}


def test_a_quiet_stretch_shorter_than_eight_rounds_does_not_end_the_game():
    state = holding_all_three_unsecured()
    for _ in range(data.STALL_ROUNDS - 1):
        quiet_round(state)
    # player 1 opens with his gold 7 and takes player 0's gold 3: a crate changes hands
    while state.phase == "fuera":
        act(state, "continue")
    assert state.start_player == 1
    bid(state, "gold7", "gold")
    pass_all(state)
    assert results(state)["gold"]["crates"] == ["gold3"]
    while state.phase == "secure":
        act(state, "keep")
    draw_any_cards(state)
    assert not state.is_terminal() and state.observation(0)["quiet_rounds"] == 0
    for _ in range(data.STALL_ROUNDS - 1):
        quiet_round(state)
    assert not state.is_terminal(), "two stretches of seven quiet rounds are not eight"
    assert state.observation(0)["quiet_rounds"] == data.STALL_ROUNDS - 1


def test_the_round_that_can_end_a_stalled_game_is_announced_at_its_start():
    state = holding_all_three_unsecured()
    for _ in range(data.STALL_ROUNDS - 2):
        quiet_round(state)
        assert not [e for e in state.last_events() if e["type"] == "stall_warning"]
    quiet_round(state)
    assert {"type": "stall_warning", "quiet_rounds": 7} in state.last_events()
