"""The rulebook's worked example: Pancho, Emiliano, Porfirio and Dolores.

Round 1: Pancho draws two gold, three ammunition and then dynamite; Pancho
wins the gold, Dolores the ammunition, Emiliano the dynamite; Porfirio takes
his card back. Pancho and Dolores secure their 4s, Emiliano his dynamite.
Round 2: Emiliano starts and draws only until dynamite is there (Pancho's
gold and Dolores' ammunition count as present); he wins the gold including
Pancho's crate, Porfirio the dynamite, and the tie on ammunition sends
Dolores' crates to the centre. Round 3: Emiliano's gold bonus is 2.
"""

import pytest

from tests.games.caramba_table import (
    DOLORES,
    EMILIANO,
    PANCHO,
    PORFIRIO,
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

HANDS = [
    ["gold5", "gold2", "ammo7", "dynamite7"],  # Pancho
    ["dynamite5", "gold7", "ammo2", "gold3/ammo4"],  # Emiliano
    ["ammo2", "dynamite2", "ammo3/gold4", "gold2"],  # Porfirio
    ["ammo5", "gold7", "dynamite7", "ammo7"],  # Dolores
]
SPECIALS = ["manos_arriba", "fuera", "estoy_de_vuelta", "en_seguridad"]


@pytest.fixture
def round1():
    state = deal(HANDS, SPECIALS, start=PANCHO)
    draw_crates(state, "gold3", "gold4", "ammo2", "ammo3")
    assert state.phase == "crates", "still no dynamite: Pancho keeps drawing"
    draw_crates(state, "ammo4", "dynamite3")
    assert state.phase == "auction", "all three treasures present: drawing stops"
    bid(state, "gold5", "gold")
    bid(state, "dynamite5", "dynamite")
    bid(state, "ammo2", "ammo")
    bid(state, "ammo5", "ammo")
    pass_all(state)
    return state


def test_round_1_results(round1):
    won = results(round1)
    assert won["gold"]["winner"] == PANCHO and won["gold"]["crates"] == ["gold3", "gold4"]
    assert won["ammo"]["winner"] == DOLORES
    assert won["ammo"]["crates"] == ["ammo2", "ammo3", "ammo4"]
    assert won["dynamite"]["winner"] == EMILIANO
    assert seat(round1, PANCHO)["unsecured"] == ["gold3", "gold4"]
    # the winners discard the cards that won; Porfirio takes his back
    assert seat(round1, PANCHO)["discards"] == ["gold5"]
    assert seat(round1, DOLORES)["discards"] == ["ammo5"]
    assert "ammo2" in hand(round1, PORFIRIO) and len(hand(round1, PORFIRIO)) == 4
    assert seat(round1, PORFIRIO)["discards"] == []


def play_round_1_securing(state):
    assert state.phase == "secure" and state.current_player == PANCHO
    act(state, "secure", crate="gold4")
    act(state, "secure", crate="dynamite3")  # Emiliano; Porfirio has no crates
    act(state, "secure", crate="ammo4")  # Dolores
    draw_cards(state, {PANCHO: ["gold7", "ammo5"], EMILIANO: ["gold5", "ammo5"],
                       PORFIRIO: ["gold5", "ammo5"], DOLORES: ["gold5", "dynamite5"]})


def test_round_1_securing(round1):
    play_round_1_securing(round1)
    assert seat(round1, PANCHO)["secured"] == ["gold4"]
    assert seat(round1, PANCHO)["unsecured"] == ["gold3"]
    assert seat(round1, DOLORES)["unsecured"] == ["ammo2", "ammo3"]
    # others see how many crates are secured, not which
    assert seat(round1, PANCHO, viewer=DOLORES)["secured"] is None
    assert seat(round1, PANCHO, viewer=DOLORES)["secured_count"] == 1


@pytest.fixture
def round2(round1):
    play_round_1_securing(round1)
    state = round1
    assert state.start_player == EMILIANO, "the start player moves to the left"
    draw_crates(state, "gold2")
    assert state.phase == "crates", "gold and ammunition are present; dynamite is missing"
    draw_crates(state, "dynamite2")
    # Dolores then Pancho (seat order from Emiliano) may play Fuera! first
    assert state.phase == "fuera"
    act(state, "continue")
    act(state, "continue")
    assert state.phase == "auction" and state.current_player == EMILIANO
    bid(state, "gold7", "gold")
    bid(state, "dynamite2", "dynamite")  # Porfirio
    act(state, "pass")  # Dolores: her ammunition bonus of 3 stands alone
    act(state, "pass")  # Pancho: his gold bonus of 3
    act(state, "pass")  # Emiliano
    bid(state, "ammo3/gold4", "ammo")  # Porfirio ties Dolores' bonus
    act(state, "pass")  # Porfirio
    return state


def test_round_2_bonuses_and_tie(round2):
    won = results(round2)
    assert won["gold"]["winner"] == EMILIANO
    assert won["gold"]["totals"][PANCHO] == 3, "Pancho's unsecured gold 3 is a bonus of 3"
    assert won["gold"]["crates"] == ["gold2", "gold3"], "the centre's gold and Pancho's"
    assert won["dynamite"]["winner"] == PORFIRIO
    assert won["ammo"]["winner"] is None
    assert won["ammo"]["totals"][DOLORES] == won["ammo"]["totals"][PORFIRIO] == 3
    assert won["ammo"]["to_centre"] == ["ammo2", "ammo3"]
    assert round2.observation(PANCHO)["centre"] == ["ammo2", "ammo3"]
    assert seat(round2, DOLORES)["unsecured"] == []
    assert seat(round2, PANCHO)["unsecured"] == []
    # a tie wins nothing: both take their ammunition cards back
    assert "ammo3/gold4" in hand(round2, PORFIRIO)


def test_round_3_bonus(round2):
    state = round2
    act(state, "secure", crate="gold3")  # Emiliano
    act(state, "secure", crate="dynamite2")  # Porfirio
    assert seat(state, EMILIANO)["unsecured"] == ["gold2"]
    draw_cards(state, {p: ["gold3/dynamite4", "dynamite3/gold4"] for p in range(4)})
    # round 3: Porfirio starts; gold (Emiliano) and ammunition (centre) are there
    assert state.start_player == PORFIRIO
    draw_crates(state, "dynamite4")
    act(state, "continue")  # Emiliano's pre-auction window
    bid(state, "ammo2", "ammo")  # Porfirio must bid first
    pass_all(state)
    assert results(state)["gold"]["totals"][EMILIANO] == 2
    assert results(state)["gold"]["winner"] == EMILIANO
