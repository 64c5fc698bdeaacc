"""One test per rule of Caramba! – Mina de Plata, refusals included.

Every die is chosen by hand. Positions are set up by placing the sombreros
where a scenario needs them; only the bankruptcy tests set money directly.
"""

import json
import random

import pytest

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, IllegalAction
from caramba_desktop.games.mina import data
from caramba_desktop.games.mina.rules import GAME, buy_off_cost

# ----- the table: every chance outcome by hand ----------------------------------


MOVER_ACTIONS = {"roll", "ambush", "pick_up"}


def act(state, kind, **params):
    """Apply one action; before a mover's action, every player asked for a deal declines
    (the tests of deals make their offers by hand)."""
    if kind in MOVER_ACTIONS:
        decline_deals(state)
    state.apply(Action(kind, **params))
    return state


def decline_deals(state):
    """Everybody asked declines; the events of the move before are kept to be read (a
    declined deal has none)."""
    events = state.last_events()
    while state.asking and state.offer is None:
        state.apply(Action("no_offer"))
        assert state.last_events() == []
    state.events = events
    return state


def dice(state, *faces):
    """The dice show `faces`; nobody offers a deal before the next roll."""
    for face in faces:
        assert state.current_player == CHANCE, "no die is due"
        act(state, "die", face=face)
    return decline_deals(state)


def move(state, *faces, buy_off=0):
    """The player to move rolls (buying off `buy_off` dice), then the dice show `faces`."""
    act(state, "roll", buy_off=buy_off)
    assert state.dice_left == len(faces), f"{state.dice_left} dice are rolled, not {len(faces)}"
    return dice(state, *faces)


def race(spaces, start=0, players=None, deals=False):
    """A new game whose first race has the sombreros placed on `spaces`, in placing order
    (with 2 or 3 players: everybody's first sombrero, then everybody's second); unless
    `deals`, nobody offers a deal before the first roll."""
    state = GAME.new_state(players or len(spaces))
    act(state, "start_player", player=start)
    for space in spaces:
        act(state, "place", space=space)
    return state if deals else decline_deals(state)


def obs(state, player=None):
    return state.observation(player)


def where(state):
    return [s["space"] for s in obs(state)["sombreros"]]


def events(state, kind):
    return [e for e in state.last_events() if e["type"] == kind]


def refused(state, action, code):
    before = [state.observation(p) for p in range(state.num_players)]
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.code == code
    assert before == [state.observation(p) for p in range(state.num_players)]
    return err.value


# four players, one sombrero each: sombrero s belongs to player s
SPREAD = [25, 30, 35, 40]


# ----- components and set-up ------------------------------------------------


def test_track_of_sixty_spaces_in_three_terrains():
    assert data.SPACES == 60
    terrains = [data.terrain(s) for s in range(1, 61)]
    assert terrains == ["stone"] * 20 + ["gravel"] * 20 + ["clay"] * 20
    assert data.AMBUSH_DICE == {"stone": 3, "gravel": 2, "clay": 1}
    assert data.DIE_FACES == (0, 1, 2, 3, 4, 5)


@pytest.mark.parametrize("players, sombreros, silver", [
    (2, 4, 60), (3, 6, 60), (4, 4, 30), (5, 5, 30), (6, 6, 30)])
def test_set_up_by_player_count(players, sombreros, silver):
    state = GAME.new_state(players)
    view = obs(state)
    assert len(view["sombreros"]) == sombreros and len(view["chips"]) == sombreros
    assert view["money"] == [silver] * players and view["pot"] == 0
    assert state.current_player == CHANCE and view["phase"] == "start"
    # as many dice as sombreros: the last one rolls them all
    assert sombreros == players * data.sombreros_per_player(players)


def test_player_count_limits():
    for bad in (1, 7):
        with pytest.raises(IllegalAction) as err:
            GAME.new_state(bad)
        assert err.value.code == "bad_player_count"


def test_nothing_is_hidden():
    assert GAME.has_secrets is False
    state = race(SPREAD)
    assert obs(state, 0) == {**obs(state, 1), "viewer": 0}
    assert state.determinize(0, random.Random(1)).observation(0) == obs(state, 0)


def test_start_player_is_one_roll_among_all_players():
    state = GAME.new_state(5)
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [Action("start_player", player=p) for p in range(5)]
    assert all(p == pytest.approx(0.2) for _, p in outcomes)


# ----- placing ---------------------------------------------------------------------


def test_first_race_placing_order_follows_the_seats_from_the_start_player():
    state = GAME.new_state(4)
    act(state, "start_player", player=2)
    assert events(state, "race") == [{"type": "race", "race": 1, "order": [2, 3, 0, 1]}]
    placed = []
    while state.phase == "place":
        placed.append(state.current_player)
        act(state, "place", space=10 + len(placed))
    assert placed == [2, 3, 0, 1]


def test_with_two_or_three_players_everybody_places_one_sombrero_then_the_second():
    state = GAME.new_state(3)
    act(state, "start_player", player=1)
    placed = []
    while state.phase == "place":
        placed.append(state.current_player)
        act(state, "place", space=10 + len(placed))
    assert placed == [1, 2, 0, 1, 2, 0]
    owners = [s["owner"] for s in obs(state)["sombreros"]]
    assert owners == [0, 1, 2, 0, 1, 2]


def test_one_sombrero_per_space_anywhere_on_the_track():
    state = GAME.new_state(4)
    act(state, "start_player", player=0)
    assert [a["space"] for a in state.legal_actions()] == list(range(1, 61))
    act(state, "place", space=60)
    refused(state, Action("place", space=60), "space_taken")
    refused(state, Action("place", space=61), "not_a_space")
    refused(state, Action("place", space=0), "not_a_space")
    refused(state, Action("place", space="1"), "not_a_space")
    refused(state, Action("roll", buy_off=0), "wrong_phase")
    refused(state, Action("place", where=3), "malformed_action")
    refused(state, Action("die", face=1), "wrong_phase")
    refused(state, Action("jump"), "unknown_action")
    act(state, "place", space=1)
    assert 1 not in [a["space"] for a in state.legal_actions()]


# ----- order of moves and the hat band ----------------------------------------


def test_the_front_sombrero_takes_the_band_and_moves_first_with_one_die():
    state = race(SPREAD)
    view = obs(state)
    assert view["phase"] == "race" and view["band"] == 3 and view["mover"] == 3
    assert state.current_player == 3 and view["dice"] == 1
    assert state.legal_actions()[0] == Action("roll", buy_off=0)


def test_dice_by_position_one_two_three_four():
    state = race(SPREAD)
    for mover, faces in ((3, [0]), (2, [0, 0]), (1, [0, 0, 0]), (0, [0, 0, 0, 0])):
        assert obs(state)["mover"] == mover
        assert obs(state)["dice"] == len(faces)
        move(state, *faces)
    assert obs(state)["mover"] == 3, "after the last, the first moves again"


def test_before_rolling_the_band_goes_to_the_one_behind_and_from_the_last_to_the_first():
    state = race(SPREAD)
    act(state, "roll", buy_off=0)
    assert obs(state)["band"] == 2 and obs(state)["mover"] == 3
    assert events(state, "band") == [{"type": "band", "sombrero": 2, "overtook": False}]
    dice(state, 1)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    act(state, "roll", buy_off=0)
    assert obs(state)["band"] == 3, "the last gives the band to the first"


def test_the_band_follows_position_after_an_overtaking():
    state = race(SPREAD)
    move(state, 0)  # 3 stays on 40
    move(state, 5, 1)  # 2: 35 -> 41, now first; the band went to 1 before the roll
    assert where(state) == [25, 30, 41, 40]
    assert obs(state)["mover"] == 1 and obs(state)["dice"] == 3
    move(state, 1, 1, 1)  # 1: 30 -> 33
    assert obs(state)["mover"] == 0 and obs(state)["dice"] == 4


def test_the_last_who_overtakes_everybody_takes_the_band_and_moves_again_with_one_die():
    state = race(SPREAD)
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    move(state, 5, 5, 5, 1)  # 0: 25 -> 41, past 3 on 40 who holds the band
    assert where(state) == [41, 30, 35, 40]
    assert events(state, "band") == [{"type": "band", "sombrero": 0, "overtook": True}]
    assert obs(state)["mover"] == 0 and obs(state)["band"] == 0
    assert state.current_player == 0 and obs(state)["dice"] == 1
    move(state, 2)
    assert obs(state)["mover"] == 3, "then the band goes on from the one he left behind"


def test_the_last_who_does_not_pass_everybody_gets_no_extra_move():
    state = race(SPREAD)
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    move(state, 5, 5, 3, 1)  # 0: 25 -> 39, first is still 40
    assert where(state) == [39, 30, 35, 40]
    assert obs(state)["mover"] == 3 and obs(state)["dice"] == 1


def test_a_zero_roll_stays_put():
    state = race(SPREAD)
    move(state, 0)
    assert where(state) == SPREAD
    assert events(state, "roll")[0]["total"] == 0 and events(state, "move") == []


# ----- buying off dice ----------------------------------------------------------


def test_buy_off_costs_one_two_three_per_die_into_the_pot():
    assert [buy_off_cost(k, 1) for k in range(5)] == [0, 1, 3, 6, 10]
    state = race(SPREAD)
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    view = obs(state)
    assert view["dice"] == 4 and view["buy_off_costs"] == [0, 1, 3, 6]
    assert [a for a in state.legal_actions() if a.type == "roll"] == [
        Action("roll", buy_off=k) for k in range(4)]
    move(state, 2, buy_off=3)
    assert events(state, "roll")[0]["faces"] == [2]
    assert obs(state)["money"] == [24, 30, 30, 30] and obs(state)["pot"] == 6
    assert where(state)[0] == 27


def test_at_least_one_die_is_always_rolled():
    state = race(SPREAD)
    assert state.legal_actions()[:1] == [Action("roll", buy_off=0)]
    assert Action("roll", buy_off=1) not in state.legal_actions()
    err = refused(state, Action("roll", buy_off=1), "one_die_must_roll")
    assert err.params == {"dice": 1}
    refused(state, Action("roll", buy_off=-1), "bad_buy_off")
    refused(state, Action("roll", buy_off="1"), "bad_buy_off")


def test_buying_off_needs_the_silver_for_it():
    state = race(SPREAD)
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    state.money[0], state.money[1] = 5, 55  # can pay for two dice (3), not three (6)
    assert obs(state)["max_buy_off"] == 2
    err = refused(state, Action("roll", buy_off=3), "cannot_afford")
    assert err.params == {"cost": 6}


# ----- ambush --------------------------------------------------------------------


def test_an_ambush_chip_goes_on_a_free_space_before_ones_move():
    state = race(SPREAD)
    refused(state, Action("ambush", space=40), "space_taken")
    refused(state, Action("ambush", space=99), "not_a_space")
    act(state, "ambush", space=37)
    assert obs(state)["chips"][3] == {"owner": 3, "space": 37}
    assert state.current_player == 3, "laying the ambush is not the move"
    refused(state, Action("ambush", space=38), "no_ambush_chip")
    assert all(a.type != "ambush" for a in state.legal_actions())
    move(state, 0)
    refused(state, Action("ambush", space=37), "space_taken")  # player 2 may not use it


@pytest.mark.parametrize("chip, faces, terrain_dice", [(37, [2, 0], 2), (43, [5, 3], 1)])
def test_landing_on_an_ambush_rolls_again_by_terrain(chip, faces, terrain_dice):
    state = race(SPREAD)
    act(state, "ambush", space=chip)
    move(state, 0)
    move(state, *faces)  # 2 lands on the chip
    assert events(state, "ambush") == [{"type": "ambush", "sombrero": 2, "space": chip,
                                        "dice": terrain_dice}]
    assert state.current_player == CHANCE and state.dice_left == terrain_dice
    dice(state, *[1] * terrain_dice)
    assert where(state)[2] == chip + terrain_dice
    assert obs(state)["mover"] == 1


def test_an_ambush_on_stone_rolls_three_dice_and_strikes_again_on_zero():
    state = race([5, 10, 15, 40])
    act(state, "ambush", space=12)
    move(state, 0)
    move(state, 1, 1)  # 2 on 15 -> 17
    move(state, 0, 1, 1)  # 1 on 10 -> 12: ambush on stone
    assert state.dice_left == 3
    dice(state, 0, 0, 0)
    assert events(state, "ambush")[0]["dice"] == 3, "a zero leaves him on the chip"
    dice(state, 0, 0, 1)
    assert where(state)[1] == 13


def test_a_chip_stays_until_every_sombrero_has_passed_it():
    state = race([5, 10, 15, 40])
    act(state, "ambush", space=20)
    move(state, 0)
    refused(state, Action("pick_up", space=20), "chip_not_passed")
    refused(state, Action("pick_up", space=21), "no_chip_there")
    refused(state, Action("pick_up", space="20"), "not_a_space")
    move(state, 5, 1)  # 2: 15 -> 21, past the chip; 1 and 0 are still behind it
    assert obs(state)["mover"] == 1 and obs(state)["passed_chips"] == []
    refused(state, Action("pick_up", space=20), "chip_not_passed")


def test_a_chip_laid_behind_everybody_waits_for_a_sombrero_to_move_over_it():
    state = race([30, 32, 34, 40])
    act(state, "ambush", space=20)  # behind everybody: nobody has moved over it yet
    assert obs(state)["passed_chips"] == []
    move(state, 0)
    refused(state, Action("pick_up", space=20), "chip_not_passed")


def test_picking_up_a_chip_every_sombrero_has_passed():
    state = race([18, 32, 34, 40])
    move(state, 0)  # 3 stays
    act(state, "ambush", space=20)
    move(state, 0, 0)  # 2 stays
    move(state, 0, 0, 0)  # 1 stays
    move(state, 1, 1, 1, 1)  # 0: 18 -> 22, over the chip; nobody is behind it now
    assert obs(state)["passed_chips"] == [20] and obs(state)["mover"] == 3
    act(state, "pick_up", space=20)  # player 3 takes player 2's chip
    assert obs(state)["holding"] == 2 and state.current_player == 3
    assert state.legal_actions() == [Action("ambush", space=s) for s in range(1, 61)
                                     if s not in (22, 32, 34, 40)]
    refused(state, Action("roll", buy_off=0), "must_place_chip")
    refused(state, Action("pick_up", space=20), "must_place_chip")
    act(state, "ambush", space=41)
    assert obs(state)["chips"][2] == {"owner": 2, "space": 41} and obs(state)["holding"] is None
    refused(state, Action("pick_up", space=41), "pick_up_limit")
    act(state, "ambush", space=10)  # his own chip is still his to lay
    refused(state, Action("pick_up", space=10), "pick_up_limit")
    move(state, 1)
    assert where(state)[3] == 41 and events(state, "ambush")


def test_chips_go_back_to_their_owners_after_the_race():
    state = race([56, 57, 58, 60])
    act(state, "ambush", space=10)
    move(state, 5)  # 3 enters the mine
    move(state, 5)  # 2 enters the mine
    move(state, 5)  # 1 enters the mine: the race is over
    assert obs(state)["race"] == 2 and obs(state)["phase"] == "place"
    assert all(c["space"] is None for c in obs(state)["chips"])


# ----- occupied spaces ---------------------------------------------------------


def test_landing_on_a_sombrero_is_greeted_with_silver_and_rolls_one_die_again():
    state = race(SPREAD)
    move(state, 0)
    move(state, 5, 0)  # 2: 35 -> 40 onto 3
    assert events(state, "occupied") == [{"type": "occupied", "sombrero": 2, "below": 3,
                                          "space": 40}]
    assert {"type": "payment", "from": 3, "to": 2, "amount": 1, "owed": 1,
            "reason": "greeting"} in state.last_events()
    assert obs(state)["money"] == [30, 30, 31, 29]
    assert state.current_player == CHANCE and state.dice_left == 1
    dice(state, 0)  # a zero: he pays again, the other rolls again
    assert obs(state)["money"] == [30, 30, 32, 28] and state.dice_left == 1
    dice(state, 3)
    assert where(state) == [25, 30, 43, 40]
    assert obs(state)["mover"] == 1


def test_the_roll_after_a_greeting_may_land_on_the_next_sombrero():
    state = race([25, 30, 40, 42])
    move(state, 0)
    move(state, 0, 0)
    move(state, 5, 5, 0)  # 1: 30 -> 40 onto 2
    dice(state, 2)  # -> 42 onto 3
    assert obs(state)["money"] == [30, 32, 29, 29]
    dice(state, 1)
    assert where(state) == [25, 43, 40, 42]


def test_own_sombrero_below_pays_nothing():
    state = race([10, 20, 30, 40], players=2)  # player 0: sombreros 0, 2; player 1: 1, 3
    move(state, 0)  # 3 (player 1)
    move(state, 0, 0)  # 2 (player 0)
    move(state, 5, 5, 0)  # 1 (player 1): 20 -> 30 onto 2 (player 0): greeted
    dice(state, 1)
    assert obs(state)["money"] == [59, 61]
    move(state, 5, 5, 5, 5)  # 0 (player 0): 10 -> 30 onto his own sombrero 2
    assert events(state, "occupied") and not events(state, "payment")
    assert obs(state)["money"] == [59, 61]
    dice(state, 2)
    assert where(state) == [32, 31, 30, 40]


# ----- the mine and the pot --------------------------------------------------------


def test_arrivals_pay_one_two_three_and_the_last_on_the_track_wins_the_pot():
    state = race([57, 58, 59, 60])
    move(state, 1)  # 3 on 60 enters the mine
    assert events(state, "arrival") == [{"type": "arrival", "sombrero": 3, "player": 3,
                                         "place": 1}]
    assert obs(state)["pot"] == 1 and obs(state)["money"][3] == 29
    assert obs(state)["sombreros"][3] == {"owner": 3, "space": None, "arrival": 1}
    assert obs(state)["mover"] == 2 and obs(state)["dice"] == 1
    move(state, 2)
    assert obs(state)["pot"] == 3 and obs(state)["costs"]["next_arrival"] == 3
    move(state, 3)
    result = events(state, "race_result")
    assert result == [{"type": "race_result", "race": 1, "winner": 0, "pot": 6,
                       "ranking": [0, 1, 2, 3], "money": [36, 27, 28, 29]}]
    assert obs(state)["pot"] == 0 and obs(state)["last_pot"] == 6


def test_the_next_race_is_placed_in_the_order_of_the_ranking():
    state = race([57, 58, 59, 60])
    move(state, 5)
    move(state, 0)  # 2 stays on 59
    move(state, 0, 4)  # 1: 58 -> 62, second into the mine
    move(state, 5, 5)  # 0: 57 -> 67, third: 2 is left and wins
    ranking = events(state, "race_result")[0]["ranking"]
    assert ranking == [2, 0, 1, 3]
    assert events(state, "race") == [{"type": "race", "race": 2, "order": [2, 0, 1, 3]}]
    placed = []
    while state.phase == "place":
        placed.append(state.current_player)
        act(state, "place", space=len(placed))
    assert placed == [2, 0, 1, 3]
    assert obs(state)["band"] == 3 and obs(state)["mover"] == 3  # on space 4


def second_race(spaces):
    """Race 1 ends at once with ranking [0, 1, 2, 3]; race 2 is placed on `spaces`."""
    state = race([57, 58, 59, 60])
    move(state, 1)
    move(state, 2)
    move(state, 3)
    assert obs(state)["race"] == 2 and obs(state)["money"] == [36, 27, 28, 29]
    for space in spaces:
        act(state, "place", space=space)
    return state


def test_inflation_doubles_every_cost_in_the_second_race():
    state = second_race([25, 30, 35, 40])
    assert obs(state)["costs"] == {"greeting": 2, "next_arrival": 2}
    move(state, 0)  # 3
    move(state, 5, 0)  # 2: 35 -> 40 onto 3: a greeting of 2
    assert obs(state)["money"] == [36, 27, 30, 27]
    dice(state, 1)
    move(state, 0, 0, 0)  # 1
    assert obs(state)["buy_off_costs"] == [0, 2, 6, 12]
    move(state, 0, buy_off=3)  # 0 pays 2 + 4 + 6
    assert obs(state)["money"] == [24, 27, 30, 27] and obs(state)["pot"] == 12


def test_inflation_of_arrivals_in_the_second_race():
    state = second_race([1, 2, 59, 60])
    move(state, 5)  # 3 first into the mine: 2 silver
    move(state, 5)  # 2 second: 4 silver
    assert obs(state)["pot"] == 6 and obs(state)["money"] == [36, 27, 24, 27]


# ----- running out of money and the end of the game ---------------------------------


def test_a_player_out_of_silver_pays_what_he_can_and_plays_on_without_paying():
    state = race([25, 30, 59, 60])
    state.money[2], state.money[0] = 1, 59
    move(state, 5)  # 3 arrives first, pays 1
    move(state, 5)  # 2 arrives second, owes 2, has 1
    assert {"type": "payment", "from": 2, "to": None, "amount": 1, "owed": 2,
            "reason": "arrival"} in state.last_events()
    assert events(state, "broke") == [{"type": "broke", "player": 2}]
    assert obs(state)["broke"] == [False, False, True, False]
    assert obs(state)["money"][2] == 0 and obs(state)["pot"] == 2


def test_a_broke_player_pays_nothing_more_in_this_race():
    state = race([25, 30, 52, 57])
    state.money[3], state.money[0] = 1, 59
    move(state, 0)
    move(state, 5, 0)  # 2 lands on 3: 3 pays his last silver
    assert obs(state)["broke"][3] and obs(state)["money"][3] == 0
    dice(state, 0)  # 2 lands on him again: he owes 1 and pays nothing
    assert {"type": "payment", "from": 3, "to": 2, "amount": 0, "owed": 1,
            "reason": "greeting"} in state.last_events()
    dice(state, 1)  # 2 on 58
    move(state, 0, 0, 0)
    move(state, 0, 0, 0, 0)
    move(state, 0)  # 2
    assert obs(state)["mover"] == 3 and obs(state)["dice"] == 2
    state.money[3], state.money[0] = 5, 54  # as if a greeting had brought him silver
    assert obs(state)["max_buy_off"] == 0
    assert [a for a in state.legal_actions() if a.type == "roll"] == [Action("roll", buy_off=0)]
    move(state, 5, 5)  # 3 enters the mine and pays nothing
    assert {"type": "payment", "from": 3, "to": None, "amount": 0, "owed": 1,
            "reason": "arrival"} in state.last_events()
    assert obs(state)["money"][3] == 5


def test_broke_and_not_winning_eliminates_and_ends_the_game_richest_wins():
    state = race([57, 58, 59, 60])
    state.money[3], state.money[0] = 1, 59
    move(state, 5)  # 3 pays his last silver: broke
    move(state, 5)
    move(state, 5)
    assert state.current_player == TERMINAL and state.is_terminal()
    over = events(state, "game_over")
    assert over == [{"type": "game_over", "scores": [65, 27, 28, 0], "winners": [0],
                     "eliminated": [3]}]
    assert state.winners() == [0] and state.scores() == [65, 27, 28, 0]
    assert obs(state)["eliminated"] == [3] and obs(state)["phase"] == "over"
    assert state.legal_actions() == [] and state.chance_outcomes() == []
    with pytest.raises(IllegalAction) as err:
        state.apply(Action("die", face=1))
    assert err.value.code == "game_over"


def test_a_broke_player_who_wins_the_race_stays_in_the_game():
    state = race([57, 58, 59, 60])
    state.money[0], state.money[1] = 1, 59
    move(state, 5)
    move(state, 5)
    move(state, 0)  # 1 stays on 58
    assert obs(state)["mover"] == 0 and obs(state)["dice"] == 2
    move(state, 0, buy_off=1)  # 0 pays his last silver to buy off a die: broke
    assert obs(state)["broke"][0]
    move(state, 5)  # 1 enters the mine: 0 is left on the track and wins
    result = events(state, "race_result")[0]
    assert result["winner"] == 0 and result["pot"] == 7
    assert state.phase == "place" and obs(state)["race"] == 2
    assert obs(state)["broke"] == [False] * 4 and obs(state)["money"][0] == 7


def test_the_game_ends_when_a_player_cannot_start_the_next_race():
    state = race([57, 58, 59, 60])
    state.money[1], state.money[0] = 3, 57
    move(state, 5)
    move(state, 5)
    move(state, 5)  # 1 pays 3, all he has
    assert state.is_terminal()
    assert events(state, "game_over")[0]["eliminated"] == [1]
    assert state.winners() == [0]


def test_equal_fortunes_share_the_win():
    state = race([57, 58, 59, 60])
    state.money = [40, 49, 30, 1]
    move(state, 5)  # 3 pays his last silver
    move(state, 5)  # 2 pays 2
    move(state, 5)  # 1 pays 3; 0 wins the pot of 6
    assert state.scores() == [46, 46, 28, 0]
    assert state.winners() == [0, 1]


# ----- two and three players ------------------------------------------------------


def test_each_sombrero_moves_on_its_own_with_its_rank():
    state = race([10, 20, 30, 40, 50, 60], players=3)  # player 0 owns 0 and 3, ...
    assert [s["owner"] for s in obs(state)["sombreros"]] == [0, 1, 2, 0, 1, 2]
    order = []
    for _ in range(6):
        order.append((obs(state)["mover"], state.current_player, obs(state)["dice"]))
        move(state, *[0] * obs(state)["dice"])
    assert order == [(5, 2, 1), (4, 1, 2), (3, 0, 3), (2, 2, 4), (1, 1, 5), (0, 0, 6)]


def test_with_two_or_three_players_everybody_has_two_ambush_chips_laid_one_per_move():
    state = race([10, 20, 30, 40], players=2)
    assert state.current_player == 1  # his sombrero 3 is in front
    act(state, "ambush", space=45)
    assert not any(a.type == "ambush" for a in state.legal_actions())
    refused(state, Action("ambush", space=46), "ambush_limit")
    move(state, 4)  # sombrero 3: 40 -> 44
    move(state, 0, 0)  # sombrero 2 (player 0)
    assert state.current_player == 1 and state.mover == 1  # his second sombrero
    act(state, "ambush", space=50)  # the next move, his second chip
    refused(state, Action("ambush", space=51), "no_ambush_chip")
    assert [c["space"] for c in obs(state)["chips"]] == [None, 45, None, 50]
    assert [c["owner"] for c in obs(state)["chips"]] == [0, 1, 0, 1]


def test_the_race_ends_when_only_one_players_sombreros_are_left():
    state = race([50, 58, 59, 60], players=2)  # player 0: sombreros 0 (50), 2 (59); player 1: 1, 3
    move(state, 5)  # 3 (player 1) in
    move(state, 5)  # 2 (player 0) in
    move(state, 5)  # 1 (player 1) in: only player 0 is left
    result = events(state, "race_result")[0]
    assert result["winner"] == 0 and result["pot"] == 6
    assert result["money"] == [64, 56] and result["ranking"] == [0, 1, 2, 3]


def test_the_winning_players_sombreros_left_on_the_track_rank_rearmost_first():
    state = race([50, 40, 59, 60], players=2)  # player 0: 0 (50), 2 (59); player 1: 1 (40), 3 (60)
    move(state, 5)  # 3 (player 1) in: pays 1
    move(state, 0)  # 2 stays
    move(state, 0, 0)  # 0 stays
    move(state, 5, 5, 5)  # 1 (player 1): 40 -> 55, not past everybody
    assert obs(state)["mover"] == 2
    move(state, 0)  # 2 stays
    move(state, 5, 1)  # 1, second now: 55 -> 61, in: player 0 is left with 0 and 2
    result = events(state, "race_result")[0]
    assert result["ranking"] == [0, 2, 1, 3] and result["winner"] == 0
    assert result["money"] == [63, 57]


def test_with_two_sombreros_each_a_later_race_is_placed_one_sombrero_per_player_at_a_time():
    state = race([50, 40, 59, 60], players=2)
    move(state, 5)
    move(state, 0)
    move(state, 0, 0)
    move(state, 5, 5, 5)
    move(state, 0)
    move(state, 5, 1)  # ranking [0, 2, 1, 3]: both of player 0's sombreros first
    # players ranked by their better-placed sombrero: 0, then 1; first ones, then second ones
    assert events(state, "race")[0]["order"] == [0, 1, 0, 1]
    placed = []
    while state.phase == "place":
        placed.append(state.current_player)
        act(state, "place", space=10 + len(placed))
    assert placed == [0, 1, 0, 1]


# ----- contract details -----------------------------------------------------------


def test_refusals_at_a_chance_node():
    state = race(SPREAD)
    act(state, "roll", buy_off=0)
    refused(state, Action("die", face=6), "not_an_outcome")
    refused(state, Action("roll", buy_off=0), "chance_due")
    refused(state, Action("jump"), "unknown_action")
    assert [a for a, _ in state.chance_outcomes()] == [Action("die", face=f) for f in range(6)]


def test_events_and_observation_survive_json():
    state = race(SPREAD)
    act(state, "ambush", space=37)
    move(state, 0)
    move(state, 2, 0)
    view = obs(state)
    assert json.loads(json.dumps(view)) == view
    assert json.loads(json.dumps(state.last_events())) == state.last_events()
    assert view["rolling"] == {"sombrero": 2, "reason": "ambush", "faces": [],
                               "dice_left": 2}
    assert view["last_roll"] == {"sombrero": 2, "player": 2, "reason": "move",
                                 "faces": [2, 0], "total": 2}
    for action in state.chance_outcomes():
        assert GAME.action_from_json(action[0].to_json()) == action[0]


def test_a_clone_is_independent():
    state = race(SPREAD)
    copy = state.clone()
    move(copy, 3)
    assert where(state) == SPREAD and where(copy) == [25, 30, 35, 43]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_and_conserve_silver(players):
    rng = random.Random(players)
    for _ in range(5):
        state = GAME.new_state(players)
        total = sum(state.money)
        while not state.is_terminal():
            if state.current_player == CHANCE:
                actions, weights = zip(*state.chance_outcomes())
                state.apply(rng.choices(actions, weights)[0])
            else:
                state.apply(rng.choice(state.legal_actions()))
            assert sum(state.money) + state.pot == total
        assert state.winners() and obs(state)["eliminated"]
