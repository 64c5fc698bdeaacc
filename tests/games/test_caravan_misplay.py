"""Caravan's misplay detector (ai.misplay): the clear mistakes a strong player names,
flagged with their key; the sensible moves beside them left alone; and the heuristic
(the Normal level) almost never making one."""


from caramba_desktop.engine.api import Action
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.misplay import misplay
from tests.games.misplay_check import normal_misplays
from tests.games.test_caravan_rules import MARRAKECH, full_turn, new_game, put

cell = D.cell
TIMBUKTU = cell(2, 2)  # salt


def deliver(camel, to):
    return Action("move_good", camel=camel, to=to)


def ivory_at_marrakech(left=4):
    """Player 0: an empty camel on Marrakech, ivory next to it, a free camel further on."""
    state = full_turn(new_game(), left)
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (cell(0, 1), None))
    return state


def last_goods(state, delivered):
    """The bag emptied: the next delivery ends the game. `delivered`: each player's goods."""
    state.bag = {g: 0 for g in D.GOODS}
    state.end_triggered = True
    state.delivered = [list(goods) for goods in delivered]
    return state


def flags(state):
    return {a: misplay(state, a) for a in state.legal_actions() if misplay(state, a)}


def test_ending_the_turn_with_a_delivery_at_hand_is_flagged():
    state = ivory_at_marrakech()
    assert misplay(state, Action("end_turn")) == "ends_turn_undelivered"
    assert misplay(state, deliver(1, 0)) is None
    # with actions to spare, doing something else first is no clear mistake
    assert misplay(state, Action("place", space=cell(5, 5))) is None
    assert misplay(state, Action("move_camel", camel=2, to=cell(1, 1))) is None


def test_the_last_action_spent_elsewhere_is_no_clear_mistake_before_the_end():
    state = ivory_at_marrakech(left=1)
    assert misplay(state, Action("end_turn")) == "ends_turn_undelivered"
    assert misplay(state, Action("move_camel", camel=2, to=cell(1, 1))) is None


def test_passing_a_good_past_its_city_is_flagged():
    state = ivory_at_marrakech()
    assert misplay(state, deliver(1, 2)) == "passes_by_city"
    assert misplay(state, deliver(1, 0)) is None


def test_nothing_is_flagged_without_a_delivery_at_hand():
    state = full_turn(new_game())
    put(state, 0, (cell(0, 1), "ivory"), (cell(0, 2), None))  # Marrakech has no camel of mine
    assert flags(state) == {}
    assert misplay(state, deliver(0, 1)) is None  # a pass towards the city


def test_a_delivery_of_a_chain_cut_off_is_not_at_hand():
    state = full_turn(new_game())
    put(state, 0, (MARRAKECH, None), (cell(1, 2), "ivory"))  # diagonal: not connected
    assert flags(state) == {}


def test_near_a_stalled_end_the_detector_keeps_out():
    state = ivory_at_marrakech()
    state.idle_turns = (D.STALL_ROUNDS - 1) * state.num_players
    assert flags(state) == {}


def test_a_winning_delivery_at_the_end_must_be_made():
    state = last_goods(ivory_at_marrakech(), [["salt"], ["salt", "meat"]])  # 3 against 6
    assert misplay(state, deliver(1, 0)) is None  # 9 against 6: the game ends, won
    assert misplay(state, Action("end_turn")) == "misses_winning_delivery"
    # an action first, the delivery still at hand this turn: fine
    assert misplay(state, Action("place", space=cell(5, 5))) is None
    # ... but not the turn's last action, nor moving the city's camel away
    assert misplay(state, Action("move_camel", camel=0, to=cell(5, 5))) == "misses_winning_delivery"
    state.actions_left = 1
    assert misplay(state, Action("place", space=cell(5, 5))) == "misses_winning_delivery"


def test_at_the_end_a_delivery_that_would_not_win_need_not_be_made():
    state = last_goods(ivory_at_marrakech(), [[], ["ivory", "cloth"]])  # 6 against 12
    assert misplay(state, Action("end_turn")) is None
    assert misplay(state, deliver(1, 0)) is None  # ending it lost is no worse than others
    assert misplay(state, deliver(1, 2)) is None


def test_the_wrong_delivery_that_ends_the_game_lost_is_flagged():
    state = full_turn(new_game())
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"),
        (TIMBUKTU, None), (cell(2, 1), "salt"))
    last_goods(state, [["meat"], ["ivory"]])
    state.demand_taken = [0, 1]  # 3 against 7
    # the salt ends the game 6 against 7, lost; the ivory 9 against 7, won
    assert misplay(state, deliver(3, 2)) == "delivers_to_lose"
    assert misplay(state, deliver(1, 0)) is None
    assert misplay(state, Action("end_turn")) == "misses_winning_delivery"


def test_the_heuristic_almost_never_plays_a_flagged_move():
    games = [(2, seed) for seed in range(3)] + [(4, seed) for seed in range(3, 5)]
    choices, flagged = normal_misplays("caravan", games)
    assert choices > 300
    assert flagged / choices < 0.01


def bag_nearly_empty(state):
    """Five goods lie on the board and four are left in the bag: the next pick-up's
    refill empties it, after which the next delivery ends the game."""
    state.board = {D.NUMBERED[k]: good for k, good in
                   zip((1, 2, 3, 4, 5), ("salt", "meat", "hides", "swords", "gems"), strict=True)}
    state.bag = {g: 0 for g in D.GOODS} | {"salt": 4}
    return state


def test_picking_up_the_last_refill_before_delivering_is_flagged():
    state = bag_nearly_empty(ivory_at_marrakech())
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (D.NUMBERED[3], None),  # on hides
        (TIMBUKTU, None), (cell(2, 1), "salt"))
    state.delivered = [[], ["ivory", "cloth", "gems"]]  # behind: one delivery would end it lost
    assert misplay(state, Action("pick_up", camel=2)) == "triggers_end_undelivered"
    assert misplay(state, deliver(1, 0)) is None  # first the ivory, then the hides
    assert misplay(state, deliver(4, 3)) is None
    state.actions_left = 1  # no action for both: either may be right
    assert misplay(state, Action("pick_up", camel=2)) is None


def test_one_good_may_be_kept_to_end_the_game_with():
    """The next refill empties the bag: a single deliverable good may be kept on purpose,
    to end the game when it suits the player."""
    state = bag_nearly_empty(ivory_at_marrakech())
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (D.NUMBERED[3], None))
    assert misplay(state, Action("end_turn")) is None
    assert misplay(state, Action("pick_up", camel=2)) is None
    assert misplay(state, deliver(1, 0)) is None
    # moving the camel on Marrakech away with actions to spare keeps nothing, though
    assert misplay(state, Action("move_camel", camel=0, to=cell(5, 5))) == "breaks_the_chain"


def test_picking_up_the_last_refill_is_fine_when_the_delivery_then_wins():
    state = bag_nearly_empty(ivory_at_marrakech())
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (D.NUMBERED[3], None),
        (TIMBUKTU, None), (cell(2, 1), "salt"))
    state.delivered = [["salt"], ["salt"]]  # the ivory after the hides ends it won
    assert misplay(state, Action("pick_up", camel=2)) is None
    assert misplay(state, Action("end_turn")) == "ends_turn_undelivered"  # two goods at hand


def test_moving_a_camel_the_delivery_needs_is_flagged_with_an_action_to_spare():
    state = ivory_at_marrakech()
    put(state, 0, (MARRAKECH, None), (cell(0, 1), "ivory"), (cell(0, 2), None), (cell(4, 0), None))
    # the camel between the ivory and Marrakech, or the one on Marrakech: deliver first
    assert misplay(state, Action("move_camel", camel=2, to=cell(5, 5))) == "breaks_the_chain"
    assert misplay(state, Action("move_camel", camel=0, to=cell(5, 5))) == "breaks_the_chain"
    # a camel the chain does not need is free to go
    assert misplay(state, Action("move_camel", camel=3, to=cell(5, 5))) is None
    assert misplay(state, deliver(1, 0)) is None
    state.actions_left = 1  # no action left to deliver as well: no clear mistake
    assert misplay(state, Action("move_camel", camel=2, to=cell(5, 5))) is None
