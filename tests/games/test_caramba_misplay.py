"""Caramba!'s misplay detector (games/caramba/misplay.py): the clear mistakes a
strong player sees are flagged with their reason, the sensible moves beside them are
not, and the heuristic (the Normal level) almost never plays a flagged move."""

import json
import random
from pathlib import Path

import pytest

from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.caramba.misplay import misplay
from caramba_desktop.games.caramba.rules import GAME
from tests.games.caramba_table import act, bid, deal, draw_crates
from tests.games.misplay_check import normal_misplays

POSITIONS = Path(__file__).parents[1] / "ai" / "positions" / "caramba.json"


def bid_action(card, treasure):
    return Action("bid", card=card, **{"as": treasure})


def draw_cards(state):
    """The end-of-round draws, each the first card of the pile's sorted outcomes."""
    while state.current_player == CHANCE and state.phase == "draw":
        state.apply(state.chance_outcomes()[0][0])
    return state


def flags(state):
    """Every legal move with its reason (None: not a misplay)."""
    return {action: misplay(state, action) for action in state.legal_actions()}


HANDS = [["gold7", "ammo7", "dynamite7", "gold5"], ["ammo2", "ammo5", "dynamite2", "gold3/ammo4"]]


def gold_kept():
    """Round 2 of a two-player game: seat 0 won gold 3 in round 1 and kept it; the
    ammunition 2 and dynamite 2 still in the centre; seat 0 (holding Fuera!) to speak before the
    auction, which seat 1 opens."""
    state = deal(HANDS, ["fuera", "manos_arriba"])
    draw_crates(state, "gold3", "ammo2", "dynamite2")
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    assert state.phase == "secure" and state.current_player == 0
    act(state, "keep")
    draw_cards(state)  # the ammunition 2 and dynamite 2 still lie in the centre: no crate drawn
    assert state.phase == "fuera" and state.current_player == 0
    return state


# ----- keeps_crate --------------------------------------------------------------------


def test_keeping_every_crate_after_a_win_is_flagged_and_every_secure_is_not():
    state = deal(HANDS, ["manos_arriba", "fuera"])
    draw_crates(state, "gold3", "ammo4", "dynamite2")
    bid(state, "ammo7", "ammo")
    act(state, "pass")
    bid(state, "gold7", "gold")
    bid(state, "dynamite7", "dynamite")
    act(state, "pass")
    assert state.phase == "secure" and state.current_player == 0
    judged = flags(state)
    assert judged[Action("keep")] == "keeps_crate"
    secures = [a for a in judged if a.type == "secure"]
    assert len(secures) == 3 and all(judged[a] is None for a in secures)


def test_en_seguridad_after_a_win_is_no_misplay():
    state = deal(HANDS, ["en_seguridad", "fuera"])
    draw_crates(state, "gold4", "gold3", "gold2", "ammo2", "dynamite2")
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    judged = flags(state)
    assert judged[Action("keep")] == "keeps_crate"
    assert judged[Action("en_seguridad", crates=("gold2", "gold4"))] is None


def test_keeping_without_a_win_is_no_misplay():
    # seat 0 holds its gold 3 and wins nothing this round: it may not secure, and
    # keeping En seguridad! for later is a plan, not a mistake
    state = deal(HANDS, ["en_seguridad", "manos_arriba"])
    draw_crates(state, "gold3", "ammo2", "dynamite2")
    bid(state, "gold7", "gold")
    act(state, "pass")
    act(state, "pass")
    act(state, "keep")
    draw_cards(state)
    act(state, "continue")  # seat 0's window before the auction: it has no Fuera!
    bid(state, "ammo5", "ammo")  # seat 1 opens
    act(state, "pass")
    act(state, "pass")
    act(state, "secure", crate="ammo2")  # seat 1, the start player, secures first
    assert state.phase == "secure" and state.current_player == 0 and not state.won[0]
    judged = flags(state)
    assert judged[Action("keep")] is None
    assert any(a.type == "en_seguridad" for a in judged)


# ----- bids_on_won ------------------------------------------------------------------


def gold_led():
    """Seat 1 bid dynamite 2, seat 0 leads gold with a 7; seat 1 to answer."""
    state = deal([["gold2", "gold5", "gold7", "dynamite5"], HANDS[1]], ["manos_arriba", "fuera"],
                 start=1)
    draw_crates(state, "gold4", "ammo2", "dynamite2")
    bid(state, "dynamite2", "dynamite")
    return bid(state, "gold7", "gold")


def nobody_left():
    """Seat 0 leads gold with a 7 and seat 1 has passed."""
    state = act(gold_led(), "pass")
    assert state.current_player == 0 and state.passed[1]
    return state


def test_a_card_on_a_treasure_nobody_can_answer_is_flagged():
    judged = flags(nobody_left())
    assert judged[bid_action("gold5", "gold")] == "bids_on_won"
    assert judged[bid_action("gold2", "gold")] == "bids_on_won"
    # taking the dynamite, or stopping, is what a strong player does
    assert judged[bid_action("dynamite5", "dynamite")] is None
    assert judged[Action("pass")] is None


def test_a_lead_others_can_still_answer_may_be_raised():
    state = bid(gold_led(), "ammo2", "ammo")
    # seat 1 has three cards in hand and could hold a gold 7 and 5: raising early is a
    # choice, not a mistake
    assert all(reason is None for reason in flags(state).values())


# ----- bids_for_nothing ----------------------------------------------------------------


def test_a_winning_card_on_a_treasure_with_nothing_to_take_is_flagged():
    state = gold_kept()
    act(state, "fuera", treasure="gold")  # seat 0's gold 3 cannot be taken this round
    bid(state, "ammo2", "ammo")  # seat 1 opens
    bid(state, "dynamite7", "dynamite")
    assert state.current_player == 1 and "ammo3/gold4" in state.hands[1]
    judged = flags(state)
    # 4 over seat 0's bonus of 3 wins gold, which brings nothing: the card is discarded
    assert judged[bid_action("ammo3/gold4", "gold")] == "bids_for_nothing"
    # the same card on ammunition, a card that comes back, or a pass: all fine
    assert judged[bid_action("ammo3/gold4", "ammo")] is None
    assert judged[bid_action("dynamite2", "dynamite")] is None
    assert judged[Action("pass")] is None
    # a tie on gold wins nothing either, and costs nothing: the card comes back
    assert judged[bid_action("gold3/ammo4", "gold")] is None


def test_gold_is_at_stake_without_fuera():
    state = gold_kept()
    act(state, "continue")
    bid(state, "ammo2", "ammo")
    bid(state, "dynamite7", "dynamite")
    assert misplay(state, bid_action("ammo3/gold4", "gold")) is None


# ----- ends_auction_losing --------------------------------------------------------------


def behind_everywhere(second):
    """Seat 0 holds Manos arriba! in the second auction round; seat 1 has answered each of
    its 2s with a 5 (or, `second` = "ammo2", tied the ammunition)."""
    state = deal([["gold2", "ammo2", "dynamite2", "gold7"], ["gold5", second, "dynamite5", "ammo7"]],
                 ["manos_arriba", "fuera"])
    draw_crates(state, "gold2", "ammo2", "dynamite2")
    for mine, theirs in (("gold2", "gold5"), ("ammo2", second), ("dynamite2", "dynamite5")):
        bid(state, mine, mine.rstrip("0123456789"))
        bid(state, theirs, theirs.rstrip("0123456789"))
    assert state.current_player == 0
    return state


def test_manos_arriba_while_the_other_leads_everything_is_flagged():
    judged = flags(behind_everywhere("ammo5"))
    assert judged[Action("manos_arriba")] == "ends_auction_losing"
    assert judged[Action("pass")] is None
    assert judged[bid_action("gold7", "gold")] is None


def test_manos_arriba_that_freezes_a_tie_is_no_misplay():
    judged = flags(behind_everywhere("ammo2"))
    assert judged[Action("manos_arriba")] is None


# ----- the start player's opening and other phases -----------------------------------------


def test_the_forced_opening_is_never_flagged():
    state = deal(HANDS, ["manos_arriba", "fuera"])
    draw_crates(state, "gold2", "ammo2", "dynamite2")
    assert all(reason is None for reason in flags(state).values())


def test_fuera_window_is_never_flagged():
    assert all(reason is None for reason in flags(gold_kept()).values())


# ----- the heuristic and the positions suite ------------------------------------------------


@pytest.mark.parametrize("players,seeds", [(2, range(3)), (4, range(2))])
def test_the_heuristic_almost_never_plays_a_flagged_move(players, seeds):
    choices, flagged = normal_misplays("caramba", [(players, seed) for seed in seeds])
    assert choices > 100
    assert flagged / choices < 0.01


def test_the_detector_reads_only_the_movers_view():
    # the same position seen through different samples of what the mover cannot see
    # (the other's hand, draw pile and special card) is judged the same
    state = behind_everywhere("ammo5")
    for seed in range(10):
        sample = state.determinize(0, random.Random(seed))
        assert flags(sample) == flags(state)


def suite_positions():
    if not POSITIONS.exists():
        return []
    return json.loads(POSITIONS.read_text(encoding="utf-8"))["positions"]


@pytest.mark.parametrize("position", suite_positions(), ids=lambda p: p["name"])
def test_suite_position(position):
    record = position["record"]
    actions = [GAME.action_from_json(a) for a in record["actions"]]
    state = GameRecord("caramba", record["players"], record.get("options", {}), actions).replay()
    assert state.current_player >= 0
    legal = state.legal_actions()
    right = [GAME.action_from_json(a) for a in position["right"]]
    assert right and all(a in legal for a in right)
    assert all(misplay(state, a) is None for a in right)
    assert any(misplay(state, a) is not None for a in legal)
