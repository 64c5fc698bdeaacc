"""Private deals in Caramba! – Mina de Plata: before the mover rolls, the other
players may offer him silver for one more die; he accepts or refuses each offer."""

from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.mina import data
from tests.games.test_mina_rules import SPREAD, act, events, move, obs, race, refused, where


def test_before_a_roll_the_others_are_asked_in_seat_order_after_the_mover():
    state = race(SPREAD, deals=True)  # sombrero 3 (player 3) on 40 moves first
    assert obs(state)["mover"] == 3
    asked = []
    while state.asking:
        asked.append(state.current_player)
        assert obs(state)["deal"]["asking"] == state.current_player
        legal = state.legal_actions()
        assert legal[0] == Action("no_offer")
        assert [a["amount"] for a in legal[1:]] == list(range(1, 31))  # the whole purse
        act(state, "no_offer")
    assert asked == [0, 1, 2]
    assert state.current_player == 3 and Action("roll", buy_off=0) in state.legal_actions()


def test_an_accepted_offer_is_paid_to_the_mover_at_once_and_adds_a_die():
    state = race(SPREAD, deals=True)
    act(state, "offer", amount=7)  # player 0 offers 7 silver
    assert state.current_player == 3, "the mover answers"
    assert state.legal_actions() == [Action("accept"), Action("refuse")]
    assert obs(state)["deal"]["offer"] == {"from": 0, "amount": 7}
    act(state, "accept")
    assert state.money[:4] == [23, 30, 30, 37] and state.pot == 0  # to the mover, not the pot
    assert {"type": "deal", "from": 0, "to": 3, "amount": 7, "accepted": True} in \
        state.last_events()
    assert state.current_player == 1, "the next player is asked"
    act(state, "no_offer")
    act(state, "no_offer")
    assert obs(state)["deal"]["deal_dice"] == 1
    move(state, 2, 3)  # one die of his own and the deal's die
    assert where(state) == [25, 30, 35, 45]


def test_the_amount_is_not_multiplied_by_the_race():
    state = race(SPREAD, deals=True)
    state.race = 3
    act(state, "offer", amount=4)
    act(state, "accept")
    assert state.money[0] == 26 and state.money[3] == 34


def test_the_deal_die_cannot_be_bought_off():
    state = race(SPREAD)
    act(state, "roll", buy_off=0)
    act(state, "die", face=0)  # sombrero 2 on 35 rolls two dice next
    act(state, "no_offer")  # player 3
    act(state, "offer", amount=5)  # player 0
    act(state, "accept")
    act(state, "no_offer")  # player 1
    assert max(a["buy_off"] for a in state.legal_actions() if a.type == "roll") == 1
    refused(state, Action("roll", buy_off=2), "one_die_must_roll")
    act(state, "roll", buy_off=1)
    assert state.dice_left == 2  # one of his own and the deal's


def test_no_deal_beyond_the_dice_of_the_game():
    state = race(SPREAD)  # sombrero 0 on 25 rolls all four dice of the game last
    for faces in ((0,), (0, 0), (0, 0, 0)):
        move(state, *faces)
    assert obs(state)["mover"] == 0 and obs(state)["dice"] == 4
    # the roll has all four dice of the game: nobody is asked, and an offer is refused
    assert state.current_player == 0 and not state.asking
    err = refused(state, Action("offer", amount=5), "deal_dice_limit")
    assert err.params == {"dice": 4}


def test_a_refused_offer_pays_nothing_and_adds_no_die():
    state = race(SPREAD, deals=True)
    act(state, "no_offer")
    act(state, "offer", amount=10)  # player 1
    act(state, "refuse")
    assert state.money[:4] == [30, 30, 30, 30]
    assert {"type": "deal", "from": 1, "to": 3, "amount": 10, "accepted": False} in \
        state.last_events()
    act(state, "no_offer")
    act(state, "roll", buy_off=0)
    assert state.dice_left == 1


def test_more_silver_than_the_purse_is_refused_and_changes_nothing():
    state = race(SPREAD, deals=True)
    err = refused(state, Action("offer", amount=31), "deal_not_enough_silver")
    assert err.params == {"amount": 31, "money": 30}
    refused(state, Action("offer", amount=0), "bad_amount")
    refused(state, Action("roll", buy_off=0), "deals_first")
    refused(state, Action("accept"), "no_offer_to_answer")
    act(state, "offer", amount=3)
    refused(state, Action("roll", buy_off=0), "answer_offer")


def test_no_offer_once_the_mover_may_roll():
    state = race(SPREAD)  # everybody declined
    assert state.current_player == 3
    refused(state, Action("offer", amount=3), "deal_not_before_roll")
    refused(state, Action("refuse"), "no_offer_to_answer")
    act(state, "roll", buy_off=0)
    assert state.current_player == CHANCE
    refused(state, Action("offer", amount=3), "chance_due")


def test_a_broke_player_may_accept_but_is_not_asked_to_offer():
    state = race(SPREAD, deals=True)
    state.broke[1] = True
    state.broke[3] = True  # the mover ran out of silver: he may still accept
    act(state, "offer", amount=5)
    act(state, "accept")
    assert state.money[3] == 35
    assert state.current_player == 2, "player 1 is broke and is not asked"


def test_deals_with_two_players_go_up_to_four_dice():
    assert [data.game_dice(n) for n in range(2, 7)] == [4, 6, 4, 5, 6]
    state = race([10, 20, 30, 40], players=2, deals=True)  # players 0, 1, 0, 1
    assert obs(state)["mover"] == 3 and state.current_player == 0
    act(state, "offer", amount=2)
    act(state, "accept")
    assert state.current_player == 1 and not state.asking
    act(state, "roll", buy_off=0)
    assert state.dice_left == 2


def test_deals_are_in_the_record_and_replay():
    state = race(SPREAD, deals=True)
    record = GameRecord("mina", 4)
    record.actions = [Action("start_player", player=0)]
    record.actions += [Action("place", space=s) for s in SPREAD]
    record.actions += [Action("offer", amount=6), Action("accept"), Action("no_offer"),
                       Action("offer", amount=2), Action("refuse")]
    for action in record.actions[-5:]:
        state.apply(action)
    again = GameRecord.loads(record.dumps()).replay()
    assert again.observation(None) == state.observation(None)
    assert again.money[:4] == [24, 30, 30, 36]
    assert events(state, "deal")[0]["accepted"] is False
