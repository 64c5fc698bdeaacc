"""Mina de Plata's misplay detector (misplay.py): the clear mistakes a strong player sees
are flagged with their reason, the sensible moves beside them are not, and the heuristic
(Normal) almost never makes one."""


from caramba_desktop.engine.api import Action
from caramba_desktop.games.mina.misplay import misplay
from caramba_desktop.games.mina.rules import GAME
from tests.games.misplay_check import normal_misplays
from tests.games.test_mina_rules import act, decline_deals, race
from tests.games.test_mina_rules import move as declined_move

ROLL_ALL, BUY_ONE = Action("roll", buy_off=0), Action("roll", buy_off=1)


def move(state, *faces, deals=False):
    """The player to move rolls all his dice, showing `faces`; unless `deals`, nobody
    offers a deal before the next roll."""
    if not deals:
        return declined_move(state, *faces)
    act(state, "roll", buy_off=0)
    for face in faces:
        state.apply(Action("die", face=face))
    return state


def duel(pot=30):
    """Four players; two sombreros have entered the mine, and player 0 on 52 (two dice)
    is to move behind player 1 on 59, the last two on the track; `pot` in the bowl."""
    state = race([52, 57, 59, 60])
    move(state, 5)  # 60 enters the mine
    move(state, 5)  # 59 enters the mine
    move(state, 2, deals=True)  # 57 to 59; the deals before player 0's roll are open
    assert state.pos == [52, 59, None, None] and state.owner(state.mover) == 0
    state.pot = pot  # as if buy-offs had filled the bowl
    return state


def flags(state):
    return {a: misplay(state, a) for a in state.legal_actions() if misplay(state, a)}


def test_rolling_both_dice_that_may_carry_the_last_sombrero_into_the_mine():
    state = duel()
    decline_deals(state)
    assert misplay(state, ROLL_ALL) == "rolls_into_mine"
    assert misplay(state, BUY_ONE) is None  # one die cannot reach the mine from 52


def test_a_small_pot_is_not_worth_flagging_the_roll_for():
    state = duel(pot=3)
    decline_deals(state)
    assert misplay(state, ROLL_ALL) is None


def test_the_roll_is_free_while_more_players_are_in_the_race():
    state = race([52, 57, 59, 60])  # nobody's arrival ends the race yet
    move(state, 0)
    move(state, 0, 0)
    move(state, 0, 0, 0)
    decline_deals(state)
    assert state.current_player == 0 and state.dice_count(state.mover) == 4
    assert not flags(state)


def test_an_ambush_only_the_movers_sombrero_can_run_into():
    state = duel()
    decline_deals(state)
    assert misplay(state, Action("ambush", space=57)) == "ambush_on_self"
    assert misplay(state, Action("ambush", space=10)) is None  # behind him: harmless
    assert misplay(state, Action("ambush", space=60)) is None  # may strike player 1 too


def test_buying_off_with_the_last_silver_when_the_mine_is_far():
    state = race([10, 20, 30, 40])
    move(state, 1)
    move(state, 1, 1)
    move(state, 1, 1, 1)
    decline_deals(state)
    assert state.current_player == 0
    state.money[0] = 1  # one silver left: one die bought off empties his purse
    assert misplay(state, BUY_ONE) == "buys_off_into_ruin"
    assert misplay(state, ROLL_ALL) is None


def test_selling_the_pot_for_a_silver():
    state = duel()
    assert state.asking and state.asking[0] == 1  # the deals before player 0's roll
    state.apply(Action("offer", amount=1))
    assert state.current_player == 0
    assert misplay(state, Action("accept")) == "sells_the_pot"
    assert misplay(state, Action("refuse")) is None


def test_a_fair_price_for_the_die_is_no_misplay():
    state = duel()
    state.apply(Action("offer", amount=10))
    assert misplay(state, Action("accept")) is None


def test_only_mover_decisions_are_judged():
    state = GAME.new_state(2)
    state.apply(Action("start_player", player=0))
    assert not flags(state)  # placing is a matter of plan, never flagged


def test_the_heuristic_almost_never_misplays():
    choices, flagged = normal_misplays("mina", [(2, 1), (2, 2), (3, 3), (6, 4), (6, 5)])
    assert choices > 500
    assert flagged < 0.01 * choices
