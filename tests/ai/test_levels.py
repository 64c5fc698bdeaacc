"""The computer levels: they play legally, never read hidden state, hint honestly."""

from __future__ import annotations

import json
import random

import pytest

from caramba_desktop.ai import arena, bots
from caramba_desktop.ai.bots import LEVELS, SearchBot, ask, make_bot
from caramba_desktop.ai.hint import hint
from caramba_desktop.ai.ismcts import SeatView
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE

ITERATIONS = 60  # a cap instead of a time budget: the same moves on every machine


def _position(game_id: str, players: int, seed: int, steps: int):
    """A position after `steps` random actions where a player has a real choice."""
    rng = random.Random(seed)
    state = registry.game(game_id).new_state(players)
    done = 0
    while True:
        if state.current_player == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])
            continue
        assert not state.is_terminal()
        if done >= steps and len(state.legal_actions()) > 1:
            return state
        state.apply(rng.choice(state.legal_actions()))
        done += 1


def _bot(kind: str, game_id: str, seed: int):
    bot = make_bot(kind, game_id, seed)
    if isinstance(bot, SearchBot):
        bot.seconds, bot.max_iterations = 60.0, ITERATIONS
    return bot


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_level_plays_a_legal_move(game_id):
    game = registry.game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for k, steps in enumerate((3, 15)):
            state = _position(game_id, players, seed=players * 10 + k, steps=steps)
            seat = state.current_player
            for kind in LEVELS:
                assert ask(_bot(kind, game_id, k), state, seat) in state.legal_actions()


def _secrets(game_id: str, state, seat: int):
    if game_id == "caramba":
        return [sorted(state.hands[q]) for q in range(state.num_players) if q != seat]
    return [state.layouts[q] for q in range(state.num_players) if q != seat] + [state.draw_pile]


@pytest.mark.parametrize("game_id", ["caramba", "cabo"])
def test_the_hard_level_never_reads_hidden_state(game_id):
    state = _position(game_id, 3, seed=7, steps=12)
    seat = state.current_player
    other = state.determinize(seat, random.Random(99))  # the same view, other secrets
    assert other.observation(seat) == state.observation(seat)
    assert _secrets(game_id, other, seat) != _secrets(game_id, state, seat)
    moves = []
    for real in (state, other):
        bot = _bot("hard", game_id, seed=3)
        bot.max_iterations = 400  # enough samples that the secrets would show if read
        result = bot.search(SeatView(real, seat, bot.rng))
        moves.append((result.action, result.shares))
    assert moves[0] == moves[1]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_hint_is_a_legal_move_with_shares_summing_to_one(game_id):
    state = _position(game_id, 2, seed=11, steps=20)
    seat = state.current_player
    found = hint(SeatView(state, seat, random.Random(1)), seed=2, max_iterations=ITERATIONS)
    legal = state.legal_actions()
    assert found.action in legal
    assert {a for a, _ in found.shares} == set(legal)
    assert sum(share for _, share in found.shares) == pytest.approx(1.0)


def test_the_levels_are_arena_seats(monkeypatch, capsys):
    monkeypatch.setattr(bots, "HARD_SECONDS", 0.002)
    assert arena.main(["caramba", "--seats", "hard,normal,easy", "--games", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in result["seats"]] == ["hard", "normal", "easy"]
    assert sum(s["wins"] for s in result["seats"]) == pytest.approx(1.0)
    assert arena.main(["caramba", "--seats", "hard,expert"]) == 2


def test_the_arena_tells_how_long_the_games_last(capsys):
    """In moves (the seats' decisions): one game is its own mean and longest, and each
    of them has as many moves as its seats made decisions."""
    import random

    from caramba_desktop.engine import registry

    assert arena.main(["caramba", "--seats", "easy,normal", "--games", "2", "--seed", "5",
                       "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    lengths = []
    for seed in (5, 6):
        stats = [arena.SeatStats(kind) for kind in ("easy", "normal")]
        players = [bots.make_bot(kind, "caramba", seed=seed * 97 + j)
                   for j, kind in enumerate(("easy", "normal"))]
        _, count = arena.play_game(registry.game("caramba"), players, random.Random(seed),
                                   stats, "a game")
        lengths.append(sum(seat.decisions for seat in stats))
        assert 0 < lengths[-1] < count  # the chance outcomes are no moves
    assert result["mean_moves"] == sum(lengths) / 2
    assert result["longest_moves"] == max(lengths)
    assert "moves per game" in arena.format_arena(result)
