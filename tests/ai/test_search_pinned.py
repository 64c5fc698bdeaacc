"""The search plays the same, seed for seed, as it did before it was made faster:
on fixed positions of every game, searched for a fixed number of iterations with a
fixed seed, every root move is tried as often as then. A change that only speeds the
search up keeps these counts; one that changes its play (a shorter rollout, another
evaluation) changes them, and the counts are then taken anew on purpose:

    python -m tests.ai.test_search_pinned
"""

from __future__ import annotations

import random

import pytest

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE

ITERATIONS = 60

# (game, players, random moves before the position): the root moves, in the order the
# search lists them, with how often each was tried and the sum of its values
PINNED = {
    ('caramba', 2, 5): [
        ("Action('secure', crate='ammo4')", 18, 12.70335097),
        ("Action('keep')", 12, 7.399006961),
        ("Action('secure', crate='ammo2')", 14, 9.294527407),
        ("Action('secure', crate='ammo3')", 16, 10.87713974),
    ],
    ('caramba', 2, 20): [
        ("Action('en_seguridad', crates=('ammo2', 'gold4'))", 12, 5.892316485),
        ("Action('keep')", 8, 3.301708991),
        ("Action('secure', crate='ammo2')", 10, 4.545506977),
        ("Action('secure', crate='gold4')", 11, 5.33669261),
        ("Action('en_seguridad', crates=('ammo2',))", 9, 3.761758861),
        ("Action('en_seguridad', crates=('gold4',))", 10, 4.550062105),
    ],
    ('caramba', 2, 45): [
        ("Action('bid', as='ammo', card='ammo5')", 8, 7.259138302),
        ("Action('bid', as='dynamite', card='dynamite2')", 9, 8.328848385),
        ("Action('bid', as='dynamite', card='dynamite3/ammo4')", 8, 7.372838111),
        ("Action('bid', as='ammo', card='dynamite3/ammo4')", 8, 7.325197924),
        ("Action('bid', as='gold', card='gold3/dynamite4')", 5, 3.158670447),
        ("Action('bid', as='dynamite', card='gold3/dynamite4')", 9, 8.395412774),
        ("Action('bid', as='gold', card='gold5')", 7, 6.248145532),
        ("Action('bid', as='gold', card='gold7')", 6, 4.945386692),
    ],
    ('caramba', 4, 5): [
        ("Action('bid', as='dynamite', card='dynamite7')", 18, 5.636538854),
        ("Action('bid', as='ammo', card='ammo2')", 16, 4.692660766),
        ("Action('bid', as='dynamite', card='dynamite5')", 15, 4.244769268),
        ("Action('pass')", 11, 2.304540076),
    ],
    ('caramba', 4, 20): [
        ("Action('bid', as='dynamite', card='ammo3/dynamite4')", 10, 2.817956593),
        ("Action('bid', as='ammo', card='ammo3/dynamite4')", 8, 1.594874913),
        ("Action('bid', as='ammo', card='ammo5')", 8, 1.773697023),
        ("Action('bid', as='dynamite', card='dynamite2')", 9, 2.313521122),
        ("Action('bid', as='dynamite', card='dynamite3/ammo4')", 10, 2.816343332),
        ("Action('bid', as='ammo', card='dynamite3/ammo4')", 8, 1.708713765),
        ("Action('pass')", 7, 1.377871136),
    ],
    ('caramba', 4, 45): [
        ("Action('bid', as='ammo', card='ammo2')", 20, 2.726960554),
        ("Action('bid', as='gold', card='gold2')", 20, 2.71961142),
        ("Action('pass')", 20, 2.740624414),
    ],
    ('cabo', 2, 5): [
        ("Action('replace', position=0)", 24, 10.519791613),
        ("Action('replace', position=1)", 14, 5.457714889),
        ("Action('replace', position=2)", 11, 4.119458976),
        ("Action('discard')", 11, 3.922894839),
    ],
    ('cabo', 2, 20): [
        ("Action('take')", 49, 28.405081691),
        ("Action('draw')", 9, 3.859134986),
        ("Action('cabo')", 2, 0.434675042),
    ],
    ('cabo', 2, 45): [
        ("Action('replace', position=0)", 15, 1.164631595),
        ("Action('replace', position=2)", 18, 1.682414156),
        ("Action('replace', position=3)", 16, 1.330544101),
        ("Action('discard')", 11, 0.523018802),
    ],
    ('cabo', 5, 5): [
        ("Action('take')", 42, 13.232291784),
        ("Action('draw')", 12, 2.807797178),
        ("Action('cabo')", 6, 0.835199681),
    ],
    ('cabo', 5, 20): [
        ("Action('take')", 22, 12.979602637),
        ("Action('draw')", 38, 23.16791314),
    ],
    ('cabo', 5, 45): [
        ("Action('draw')", 34, 6.762247259),
        ("Action('take')", 20, 3.294656891),
        ("Action('cabo')", 6, 0.230317669),
    ],
    ('caravan', 2, 5): [
        ("Action('place', space=38)", 13, 6.743765541),
        ("Action('move_camel', camel=0, to=38)", 12, 5.876484008),
        ("Action('end_turn')", 8, 3.375370064),
        ("Action('move_camel', camel=1, to=38)", 9, 4.090345589),
        ("Action('move_camel', camel=0, to=42)", 9, 3.937054248),
        ("Action('move_camel', camel=1, to=0)", 9, 4.021818982),
    ],
    ('caravan', 2, 20): [
        ("Action('place', space=26)", 11, 5.935025071),
        ("Action('move_camel', camel=2, to=26)", 11, 5.917486116),
        ("Action('end_turn')", 6, 2.327348067),
        ("Action('move_camel', camel=1, to=26)", 11, 5.908982846),
        ("Action('move_camel', camel=0, to=26)", 11, 5.885265478),
        ("Action('place', space=48)", 10, 5.175030976),
    ],
    ('caravan', 2, 45): [
        ("Action('move_camel', camel=4, to=22)", 10, 6.313612281),
        ("Action('move_camel', camel=2, to=10)", 12, 7.683501988),
        ("Action('end_turn')", 4, 1.248462184),
        ("Action('move_camel', camel=4, to=26)", 11, 7.3676753),
        ("Action('move_camel', camel=2, to=38)", 12, 7.937197964),
        ("Action('move_camel', camel=4, to=10)", 11, 7.3676753),
    ],
    ('caravan', 4, 5): [
        ("Action('pick_up', camel=0)", 14, 4.539578501),
        ("Action('end_turn')", 9, 2.071120036),
        ("Action('move_camel', camel=1, to=38)", 9, 2.234479624),
        ("Action('place', space=38)", 10, 2.468898525),
        ("Action('place', space=48)", 9, 2.14463639),
        ("Action('move_camel', camel=1, to=48)", 9, 2.14463639),
    ],
    ('caravan', 4, 20): [
        ("Action('move_camel', camel=0, to=26)", 11, 3.972462541),
        ("Action('place', space=26)", 11, 3.972462541),
        ("Action('end_turn')", 7, 1.492321133),
        ("Action('move_camel', camel=1, to=26)", 11, 3.972462541),
        ("Action('place', space=42)", 10, 3.329347139),
        ("Action('move_camel', camel=0, to=48)", 10, 3.327223767),
    ],
    ('caravan', 4, 45): [
        ("Action('pick_up', camel=3)", 12, 4.269839169),
        ("Action('end_turn')", 8, 1.902925916),
        ("Action('pick_up', camel=4)", 12, 4.268704046),
        ("Action('pick_up', camel=0)", 12, 4.268704046),
        ("Action('move_camel', camel=2, to=6)", 8, 1.965514319),
        ("Action('move_camel', camel=0, to=6)", 8, 2.12285864),
    ],
    ('mina', 2, 5): [
        ("Action('accept')", 55, 51.027199618),
        ("Action('refuse')", 5, 2.292397285),
    ],
    ('mina', 2, 20): [
        ("Action('no_offer')", 60, 54.888181804),
    ],
    ('mina', 2, 45): [
        ("Action('accept')", 34, 29.738193839),
        ("Action('refuse')", 26, 21.238022609),
    ],
    ('mina', 6, 5): [
        ("Action('place', space=1)", 10, 2.680356771),
        ("Action('place', space=2)", 10, 2.433228059),
        ("Action('place', space=3)", 9, 2.260606559),
        ("Action('place', space=22)", 7, 1.11535074),
        ("Action('place', space=45)", 6, 0.820890161),
        ("Action('place', space=47)", 6, 0.85068681),
        ("Action('place', space=52)", 6, 0.848465356),
        ("Action('place', space=57)", 6, 0.82135584),
    ],
    ('mina', 6, 20): [
        ("Action('accept')", 52, 25.914833435),
        ("Action('refuse')", 8, 1.338479769),
    ],
    ('mina', 6, 45): [
        ("Action('no_offer')", 60, 10.310399077),
    ],
}


def _view(game_id: str, players: int, moves: int) -> ismcts.SeatView:
    """The first decision with a choice after `moves` random moves of a seeded game."""
    rng = random.Random(moves)
    state = registry.game(game_id).new_state(players)
    while moves or state.current_player == CHANCE or len(state.legal_actions()) < 2:
        if state.current_player == CHANCE:
            state.apply(chance_action(state, rng))
            continue
        state.apply(rng.choice(state.legal_actions()))
        moves = max(moves - 1, 0)
    return ismcts.SeatView(state, state.current_player, rng)


def tried(game_id: str, players: int, moves: int) -> list[tuple[str, int, float]]:
    view = _view(game_id, players, moves)
    prior = make_bot("heuristic", game_id, 0).choose(view.observation(), view.legal_actions())
    tree = ismcts.planted(view, random.Random(players * 100 + moves), prior,
                          view.legal_actions())
    for _ in range(ITERATIONS):
        tree.iterate()
    children = tree.root.children
    return [(repr(a), children[a].visits, round(children[a].value, 9)) if a in children
            else (repr(a), 0, 0.0) for a in tree.root.moves]


def _positions():
    for game in registry.all_games():
        for players in sorted({max(2, game.min_players), game.max_players}):
            for moves in (5, 20, 45):
                yield game.id, players, moves


@pytest.mark.parametrize("position", list(_positions()), ids=str)
def test_the_search_tries_the_root_moves_as_often_as_before(position):
    assert tried(*position) == PINNED[position]


if __name__ == "__main__":
    print("PINNED = {")
    for position in _positions():
        print(f"    {position!r}: [")
        for root_move in tried(*position):
            print(f"        {root_move!r},")
        print("    ],")
    print("}")
