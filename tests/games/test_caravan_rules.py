"""One test per rule of Caravan, refusals included.

Every draw from the bag is chosen by hand. Positions a scenario needs are
laid out directly (camels, goods, the bag); the rules then run as in play.
"""

import json
import random
from collections import Counter

import pytest

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, IllegalAction
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.rules import GAME, penalty

cell = D.cell
OPENING = ["salt", "meat", "ivory", "hides", "swords", "cloth", "gems", "paper"]
MARRAKECH = cell(0, 3)  # ivory


def act(state, kind, **params):
    state.apply(Action(kind, **params))
    return state


def new_game(players=2, opening=OPENING, start=0, **options):
    state = GAME.new_state(players, options)
    act(state, "start_player", player=start)
    for number, good in zip(sorted(D.NUMBERED), opening, strict=True):
        act(state, "draw", number=number, good=good)
    return state


def full_turn(state, left=4):
    """Skip the opening turns: the player to move has `left` actions."""
    state.turn, state.actions_left = 4, left
    return state


def put(state, player, *camels):
    """Lay out a player's camels: (space, good) or (space, good, under)."""
    for i, camel in enumerate(camels):
        state.camels[player][i] = [camel[0], camel[1], camel[2] if len(camel) > 2 else False]
    return state


def refused(state, action, code):
    before = [state.observation(p) for p in range(state.num_players)]
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.code == code, str(err.value)
    assert before == [state.observation(p) for p in range(state.num_players)]
    return err.value


def events(state, kind):
    return [e for e in state.last_events() if e["type"] == kind]


def all_goods(state):
    goods = Counter(state.bag) + Counter(state.box) + Counter(state.board.values())
    for p in range(state.num_players):
        goods += Counter(state.delivered[p]) + Counter(c[1] for c in state.camels[p] if c[1])
    return goods


# ----- components and set-up ------------------------------------------------


def test_components():
    assert D.TOTAL_GOODS == 48
    assert [D.GOODS_COUNT[g] for g in D.COMMON] == [9] * 4
    assert [D.GOODS_COUNT[g] for g in D.RARE] == [3] * 4
    assert len(D.CITIES) == 8 and set(D.CITY_OF_GOOD) == set(D.GOODS)
    assert D.CITY_OF_GOOD["ivory"] == MARRAKECH
    assert len(set(D.NUMBERED.values()) | set(D.CITY_OF_GOOD.values())) == 16
    assert {D.NUMBERED[k] for k in (1, 2, 7, 8)} == {0, 6, 42, 48}  # the corners


@pytest.mark.parametrize("players, in_bag", [(2, 24), (3, 24), (4, 40)])
def test_set_up(players, in_bag):
    state = new_game(players)
    view = state.observation(None)
    assert view["goods"] == sorted([D.NUMBERED[k], good] for k, good in
                                   zip(sorted(D.NUMBERED), OPENING, strict=True))
    assert view["demand"] == [[D.NUMBERED[k], 1] for k in (1, 2, 7, 8)]
    assert view["demand_supply"] == 40
    assert sum(view["bag"].values()) == in_bag
    assert all(p["theft_markers"] == 1 for p in view["players"])
    assert view["camels"] == [[[None, None, False]] * 5] * players  # all in the supply
    assert all_goods(state) == Counter(D.GOODS_COUNT)
    assert state.current_player == 0 and state.actions_left == 1


def test_draws_follow_the_bag():
    state = GAME.new_state(4)
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [Action("start_player", player=p) for p in range(4)]
    act(state, "start_player", player=2)
    outcomes = dict(state.chance_outcomes())
    assert outcomes[Action("draw", number=1, good="salt")] == pytest.approx(9 / 48)
    assert outcomes[Action("draw", number=1, good="ivory")] == pytest.approx(3 / 48)
    for _ in range(3):
        act(state, "draw", number=len(state.board) + 1, good="gems")
    assert Action("draw", number=4, good="gems") not in dict(state.chance_outcomes())
    refused(state, Action("draw", number=4, good="gems"), "not_in_bag")
    refused(state, Action("draw", number=5, good="salt"), "not_an_outcome")
    refused(state, Action("end_turn"), "chance_due")
    refused(state, Action("fly"), "unknown_action")


def test_options():
    state = new_game(2, sixth_camel=True, goods="full")
    assert len(state.camels[0]) == 6 and sum(state.bag.values()) == 40
    assert sum(new_game(4, goods="short").bag.values()) == 24
    with pytest.raises(IllegalAction):
        GAME.new_state(2, {"goods": "half"})
    with pytest.raises(IllegalAction):
        GAME.new_state(5)


def test_nothing_is_hidden():
    assert GAME.has_secrets is False
    state = new_game()
    assert state.observation(0) == {**state.observation(1), "viewer": 0}
    assert state.determinize(0, random.Random(1)).observation(0) == state.observation(0)


# ----- turns ------------------------------------------------------------------------


@pytest.mark.parametrize("players, expected", [
    (2, [(0, 1), (1, 2), (0, 3), (1, 4), (0, 4)]),
    (3, [(1, 1), (2, 2), (0, 3), (1, 4), (2, 4), (0, 4)]),
    (4, [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]),
])
def test_rising_actions_per_turn(players, expected):
    state = new_game(players, start=expected[0][0])
    seen = []
    for _ in expected:
        seen.append((state.current_player, state.actions_left))
        act(state, "end_turn")  # remaining actions may be skipped
    assert seen == expected


def test_turn_ends_when_the_actions_are_spent():
    state = new_game()
    act(state, "place", space=cell(3, 3))
    assert state.current_player == 1 and state.actions_left == 2
    assert events(state, "turn") == [{"type": "turn", "player": 1, "actions": 2}]


# ----- placing and moving camels ------------------------------------------------------


def test_place_costs_one_on_an_empty_space_two_where_camels_stand():
    state = full_turn(new_game())
    act(state, "place", space=cell(3, 3))
    assert state.actions_left == 3
    assert events(state, "place")[0]["cost"] == 1
    act(state, "place", space=cell(3, 3))  # one's own camel counts too
    assert state.actions_left == 1
    refused(state, Action("place", space=cell(3, 3)), "not_enough_actions")
    act(state, "place", space=cell(6, 3))
    assert state.current_player == 1
    act(state, "end_turn")
    full_turn(state)
    act(state, "place", space=cell(6, 3))  # another player's camel
    assert state.actions_left == 2


def test_place_anywhere_and_only_from_the_supply():
    state = full_turn(new_game())
    put(state, 0, *[(cell(0, i), None) for i in range(5)])
    refused(state, Action("place", space=cell(5, 5)), "no_camel_in_supply")
    refused(state, Action("place", space=49), "bad_space")


def test_move_an_empty_camel_anywhere():
    state = full_turn(new_game())
    put(state, 0, (cell(0, 0), None), (cell(1, 1), None))
    act(state, "move_camel", camel=0, to=cell(6, 6))  # no adjacency needed, camels there
    assert state.camels[0][0][0] == cell(6, 6) and state.actions_left == 3
    act(state, "move_camel", camel=0, to=cell(1, 1))
    assert state.actions_left == 1
    refused(state, Action("move_camel", camel=1, to=cell(1, 1)), "same_space")


def test_a_camel_carrying_a_good_cannot_move():
    state = full_turn(new_game())
    put(state, 0, (cell(2, 0), "salt"))
    refused(state, Action("move_camel", camel=0, to=cell(3, 3)), "camel_carries_good")
    refused(state, Action("move_camel", camel=3, to=cell(3, 3)), "camel_in_supply")
    refused(state, Action("move_camel", camel=7, to=cell(3, 3)), "no_such_camel")


# ----- picking up ---------------------------------------------------------------------


def test_pick_up_takes_the_demand_markers():
    state = full_turn(new_game())
    put(state, 0, (D.NUMBERED[1], None))
    act(state, "pick_up", camel=0)
    assert state.camels[0][0] == [D.NUMBERED[1], "salt", False]
    assert state.demand_taken[0] == 1 and D.NUMBERED[1] not in state.demand
    assert D.NUMBERED[1] not in state.board
    assert events(state, "pick_up")[0]["demand"] == 1
    refused(state, Action("pick_up", camel=0), "camel_carries_good")


def test_no_pick_up_without_a_good():
    state = full_turn(new_game())
    put(state, 0, (cell(3, 3), None))
    refused(state, Action("pick_up", camel=0), "no_good_here")


def test_no_pick_up_that_loads_every_camel():
    state = full_turn(new_game())
    put(state, 0, (cell(2, 0), "salt"), (cell(2, 1), "salt"), (cell(5, 0), "meat"),
        (cell(5, 1), "meat"), (D.NUMBERED[3], None))
    refused(state, Action("pick_up", camel=4), "last_empty_camel")
    # DECISION: a camel still in the supply counts as a camel without a good
    state.camels[0][3] = [None, None, False]
    assert D.SUPPLY_CAMELS_COUNT_AS_EMPTY
    act(state, "pick_up", camel=4)


# ----- theft --------------------------------------------------------------------------


def test_steal_hands_over_the_marker_and_hides_the_good():
    state = full_turn(new_game())
    put(state, 1, (cell(3, 3), "gems"))
    put(state, 0, (cell(3, 3), None), (cell(3, 3), None))
    act(state, "steal", camel=0, victim=1, target=0)
    assert state.camels[0][0] == [cell(3, 3), "gems", True]
    assert state.camels[1][0] == [cell(3, 3), None, False]
    assert state.theft == [0, 2]
    assert events(state, "theft")[0]["good"] == "gems"
    # the stolen good cannot be stolen back until it is moved
    state.theft[0] = 1
    put(state, 1, (cell(3, 3), None))
    state.player = 1
    refused(state, Action("steal", camel=0, victim=0, target=0), "good_under_camel")


def test_no_theft_without_a_marker_or_elsewhere():
    state = full_turn(new_game())
    put(state, 1, (cell(3, 3), "gems"), (cell(4, 3), "salt"))
    put(state, 0, (cell(3, 3), None))
    refused(state, Action("steal", camel=0, victim=1, target=1), "not_on_same_space")
    refused(state, Action("steal", camel=0, victim=0, target=0), "bad_victim")
    state.theft = [0, 2]
    refused(state, Action("steal", camel=0, victim=1, target=0), "no_theft_marker")


def test_two_players_stealing_one_good_back_and_forth_still_end_the_game():
    state = full_turn(new_game())
    west, east = cell(3, 3), cell(3, 4)
    put(state, 0, (west, None), (east, None))
    put(state, 1, (east, "gems"), (west, None))  # the gems go round and round
    for turn in range(1, 100):
        if state.is_terminal():
            break
        p = state.player  # his camel 1 stands beside the good, his camel 0 one space on
        act(state, "steal", camel=1, victim=1 - p, target=0)
        act(state, "move_good", camel=1, to=0)  # no longer under a camel: it may be stolen
        act(state, "end_turn")
    assert state.is_terminal() and state.reason == "stalled"
    assert turn - 1 == D.STALL_ROUNDS * 2, "ten full rounds of thefts are no progress"


def test_a_moved_stolen_good_lies_on_top_again():
    state = full_turn(new_game())
    put(state, 0, (cell(3, 3), "gems", True), (cell(3, 4), None))
    act(state, "move_good", camel=0, to=1)
    assert state.camels[0][1] == [cell(3, 4), "gems", False]
    assert state.camels[0][0] == [cell(3, 3), None, False]


# ----- moving and delivering goods ------------------------------------------------------


def test_rulebook_example_dans_chain_to_marrakech():
    """A on Marrakech, D next to it with ivory, E diagonal with ivory."""
    state = full_turn(new_game())
    a, d, e = 0, 1, 2
    put(state, 0, (MARRAKECH, None), (cell(0, 2), "ivory"), (cell(1, 4), "ivory"))
    refused(state, Action("move_good", camel=e, to=a), "not_connected")
    act(state, "move_good", camel=d, to=a)
    assert state.delivered[0] == ["ivory"]
    assert state.camels[0][a] == [MARRAKECH, None, False]
    assert state.camels[0][d] == [cell(0, 2), None, False]
    assert events(state, "delivery")[0] == {
        "type": "delivery", "player": 0, "camel": a, "good": "ivory", "city": "marrakech",
        "space": MARRAKECH, "value": 6}


def test_a_good_passes_through_occupied_camels_to_an_empty_one():
    state = full_turn(new_game())
    put(state, 0, (cell(5, 0), "salt"), (cell(5, 1), "meat"), (cell(5, 2), None),
        (cell(5, 2), "hides"))
    act(state, "move_good", camel=0, to=2)
    assert state.camels[0][2] == [cell(5, 2), "salt", False]
    assert events(state, "move_good")[0]["path"] == [cell(5, 0), cell(5, 1), cell(5, 2)]
    assert state.delivered[0] == []  # not a city: the good just travels
    refused(state, Action("move_good", camel=1, to=3), "target_not_empty")
    refused(state, Action("move_good", camel=2, to=4), "target_not_empty")  # in supply


def test_camels_on_one_space_are_connected():
    state = full_turn(new_game())
    put(state, 0, (cell(3, 3), "salt"), (cell(3, 3), None))
    act(state, "move_good", camel=0, to=1)
    assert state.camels[0][1][1] == "salt"


def test_other_players_camels_do_not_link_a_chain():
    state = full_turn(new_game())
    put(state, 0, (cell(1, 0), "salt"), (cell(1, 2), None))
    put(state, 1, (cell(1, 1), None))
    refused(state, Action("move_good", camel=0, to=1), "not_connected")


# ----- refill and end ------------------------------------------------------------------


def test_refill_when_four_goods_are_left_lying():
    state = full_turn(new_game())
    for k in (3, 4, 5):
        del state.board[D.NUMBERED[k]]  # picked up earlier
    put(state, 0, (D.NUMBERED[6], None))
    act(state, "pick_up", camel=0)
    assert events(state, "refill") == [{"type": "refill", "numbers": [3, 4, 5, 6],
                                        "demand": sorted(D.NUMBERED[k] for k in (1, 2, 7, 8))}]
    assert state.current_player == CHANCE
    assert [state.demand[D.NUMBERED[k]] for k in (1, 2, 7, 8)] == [2, 2, 2, 2]
    for k in (3, 4, 5, 6):
        assert state.chance_outcomes()[0][0]["number"] == k
        act(state, "draw", number=k, good="salt")
    assert state.current_player == 0 and state.actions_left == 3  # the turn goes on
    assert len(state.board) == 8 and state.demand_supply == 36


def test_with_the_bag_empty_four_goods_left_lying_still_get_demand_markers():
    state = full_turn(new_game())
    state.bag = {g: 0 for g in D.GOODS}  # emptied by an earlier refill
    state.demand_supply = 9
    for k in (3, 4, 5):
        del state.board[D.NUMBERED[k]]
    put(state, 0, (D.NUMBERED[6], None))
    act(state, "pick_up", camel=0)
    corners = sorted(D.NUMBERED[k] for k in (1, 2, 7, 8))
    assert [state.demand[space] for space in corners] == [2, 2, 2, 2]
    assert state.demand_supply == 5
    assert events(state, "refill") == [{"type": "refill", "numbers": [], "demand": corners}]
    assert state.current_player == 0 and len(state.board) == 4, "no goods to draw"


@pytest.mark.parametrize("supply", [2, 0])
def test_with_the_bag_empty_the_last_demand_markers_go_as_far_as_they_reach(supply):
    state = full_turn(new_game())
    state.bag = {g: 0 for g in D.GOODS}
    state.demand_supply = supply
    for k in (3, 4, 5):
        del state.board[D.NUMBERED[k]]
    put(state, 0, (D.NUMBERED[6], None))
    act(state, "pick_up", camel=0)
    corners = sorted(D.NUMBERED[k] for k in (1, 2, 7, 8))
    assert [state.demand[space] for space in corners] == [2] * supply + [1] * (4 - supply)
    assert state.demand_supply == 0
    # the log tells only of markers laid: with none left there is nothing to tell
    assert events(state, "refill") == ([{"type": "refill", "numbers": [],
                                         "demand": corners[:supply]}] if supply else [])


def test_no_refill_before_four():
    state = full_turn(new_game())
    for k in (3, 4):
        del state.board[D.NUMBERED[k]]
    put(state, 0, (D.NUMBERED[6], None))
    act(state, "pick_up", camel=0)
    assert len(state.board) == 5 and state.current_player == 0


def test_last_draw_triggers_the_end_and_the_next_delivery_ends_it():
    state = full_turn(new_game())
    state.bag = {g: 0 for g in D.GOODS}
    state.bag["salt"] = 4
    for k in (3, 4, 5):
        del state.board[D.NUMBERED[k]]
    put(state, 0, (D.NUMBERED[6], None), (cell(2, 3), "salt"), (cell(2, 2), None),
        (cell(0, 4), "gems"))
    act(state, "pick_up", camel=0)
    for k in (3, 4, 5):
        act(state, "draw", number=k, good="salt")
        assert not state.end_triggered
    act(state, "draw", number=6, good="salt")
    assert state.end_triggered and events(state, "last_goods")
    act(state, "move_good", camel=1, to=2)  # salt to Timbuktu
    assert state.current_player == TERMINAL
    over = events(state, "game_over")[0]
    # 3 for the salt, -1 for the two goods still held (the cloth and the gems)
    assert state.held(0) == 2
    assert over["scores"] == [3 - 1, 0] and over["winners"] == [0]
    assert state.legal_actions() == []
    refused(state, Action("end_turn"), "game_over")


def test_penalty_table():
    assert [penalty(k) for k in range(6)] == [0, 0, 1, 3, 6, 10]


def test_scoring_and_tie_breaks():
    state = new_game(3)
    state.delivered = [["ivory", "salt"], ["gems", "meat"], ["paper", "cloth"]]
    state.demand_taken = [3, 3, 0]
    put(state, 2, (cell(0, 0), "salt"), (cell(0, 1), "salt"))
    assert state.scores() == [12, 12, 11]
    state.phase = "over"
    assert state.winners() == [0, 1]  # equal points, equal deliveries: shared
    state.delivered[1].append("salt")
    state.demand_taken[1] = 0
    assert state.scores() == [12, 12, 11] and state.winners() == [1]  # more deliveries


# ----- refusals, records, conservation ----------------------------------------------


def test_malformed_actions_are_refused_with_codes():
    state = full_turn(new_game())
    put(state, 0, (cell(3, 3), None))
    refused(state, Action("fly"), "unknown_action")
    refused(state, Action("place"), "malformed_action")
    refused(state, Action("place", space="x"), "bad_space")
    refused(state, Action("move_camel", camel=-1, to=1), "no_such_camel")
    refused(state, Action("end_turn", extra=1), "malformed_action")
    refused(state, Action("start_player", player=0), "wrong_phase")


def check_components(state):
    assert all_goods(state) == Counter(D.GOODS_COUNT), "48 goods"
    on_board = sum(state.demand.values())
    assert on_board + sum(state.demand_taken) + state.demand_supply == D.DEMAND_MARKERS
    assert sum(state.theft) == state.num_players and min(state.theft) >= 0
    for camels in state.camels:
        assert len(camels) in (D.CAMELS, D.CAMELS_VARIANT)
        assert all(c[1] is None or c[0] is not None for c in camels), "goods on supply camels"
        assert sum(1 for c in camels if c[1] is None) >= 1, "a camel without a good"
    assert len(state.board) <= 8 and set(state.board) <= set(D.NUMBERED.values())


def every_decision(state):
    """Every decision with its parameters in range, legal or not."""
    camels = range(len(state.camels[0]))
    yield Action("end_turn")
    yield from (Action("place", space=s) for s in range(D.SPACES))
    for i in camels:
        yield Action("pick_up", camel=i)
        yield from (Action("move_camel", camel=i, to=s) for s in range(D.SPACES))
        yield from (Action("move_good", camel=i, to=j) for j in camels)
        yield from (Action("steal", camel=i, victim=q, target=j)
                    for q in range(state.num_players) for j in camels)


def crowded_position(left, loaded):
    """Player 0 to move: a chain over three spaces with two goods (one stolen), a
    good to pick up, rivals' goods to steal (one not: it was stolen itself)."""
    state = full_turn(new_game(3), left)
    put(state, 0, (cell(3, 3), "salt"), (cell(3, 4), "meat" if loaded else None),
        (cell(3, 4), "gems", True), (D.NUMBERED[5], None),
        (cell(6, 6), "paper") if loaded else (None, None))
    put(state, 1, (cell(3, 3), "meat"), (D.NUMBERED[5], "ivory", True),
        (D.NUMBERED[5], "hides"))
    put(state, 2, (cell(3, 4), "cloth"), (cell(2, 3), None))
    return state


@pytest.mark.parametrize("left, loaded", [(1, False), (4, False), (4, True)])
def test_the_legal_list_is_exactly_what_apply_accepts(left, loaded):
    state = crowded_position(left, loaded)
    legal = state.legal_actions()
    kinds = Counter(a.type for a in legal)
    # four loaded camels of five: no pick-up, no theft (the last empty camel stays empty)
    assert kinds["steal"] == (0 if loaded else 2)  # the hides and the cloth, not the ivory
    assert kinds["pick_up"] == (0 if loaded else 1)
    assert kinds["move_good"] == (3 if loaded else 4)
    assert (Action("place", space=cell(3, 3)) in legal) == (left >= 2 and not loaded)
    assert (Action("place", space=cell(5, 5)) in legal) == (not loaded)
    for action in every_decision(state):
        child = state.clone()
        try:
            child.apply(action)
        except IllegalAction:
            assert action not in legal, action
        else:
            assert action in legal, action


def playout(players, seed, bots=None, options=None):
    """A seeded game with the fuzzer's checks at every step; returns its record."""
    from caramba_desktop.ai.bots import make_bot
    rng = random.Random(seed)
    state = GAME.new_state(players, options)
    agents = [make_bot(k, "caravan", seed + i) for i, k in enumerate(bots or ["random"] * players)]
    record = GameRecord("caravan", players, GAME.check_options(players, options))
    while not state.is_terminal():
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9 and state.legal_actions() == []
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            choices = [a for a, _ in outcomes]
        else:
            choices = state.legal_actions()
            assert state.chance_outcomes() == [] and len(set(choices)) == len(choices)
            action = agents[state.current_player].choose(
                state.observation(state.current_player), choices)
        before = state.observation(None)
        if rng.random() < 0.05:
            assert state.clone().observation(None) == before
            for a in choices:
                child = state.clone()
                child.apply(a)
                check_components(child)
                assert GAME.action_from_json(json.loads(json.dumps(a.to_json()))) == a
            for bad in (Action("move_camel", camel=0, to=rng.randrange(60)),
                        Action("pick_up", camel=rng.randrange(7)),
                        Action("steal", camel=0, victim=rng.randrange(4), target=0),
                        Action("move_good", camel=rng.randrange(6), to=rng.randrange(6)),
                        Action("place", space=rng.randrange(52))):
                if bad not in choices:
                    with pytest.raises(IllegalAction) as err:
                        state.apply(bad)
                    assert err.value.code
                    assert state.observation(None) == before
            json.dumps(state.observation(0))
        twin = state.clone()
        state.apply(action)
        twin.apply(action)
        assert twin.observation(None) == state.observation(None)
        assert twin.last_events() == state.last_events()
        record.actions.append(action)
        check_components(state)
    assert state.winners() and len(state.scores()) == players
    return record, state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_the_contract(players):
    record, state = playout(players, players)
    assert record.actions[0].type == "start_player"


def test_heuristic_bots_play_the_last_refill_to_the_end():
    """Four goods left in the bag: the next refill empties it, and the first
    delivery after that ends the game."""
    from caramba_desktop.ai.bots import make_bot
    state = new_game(2)
    state.bag = {g: 0 for g in D.GOODS} | {"salt": 2, "ivory": 1, "meat": 1}
    lying = Counter(state.board.values())
    state.box = {g: D.GOODS_COUNT[g] - state.bag[g] - lying[g] for g in D.GOODS}
    bots = [make_bot("heuristic", "caravan", p) for p in range(2)]
    rng, draws = random.Random(5), 0
    while not state.is_terminal():
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            draws += 1
        else:
            p = state.current_player
            state.apply(bots[p].choose(state.observation(p), state.legal_actions()))
        check_components(state)
    assert draws == 4 and not any(state.bag.values())
    assert state.reason == "delivery" and events(state, "delivery")


def test_record_round_trip():
    record, state = playout(2, 3)
    loaded = GameRecord.loads(record.dumps())
    assert loaded.actions == record.actions
    replayed = loaded.replay()
    assert replayed.observation(None) == state.observation(None)
    assert replayed.scores() == state.scores()
