"""Tiny games on the engine contract whose best moves are known by hand, to test
what the search finds (tests/ai/test_search.py).

- `TwoStep`: the first seat picks "left" or "right". Right wins on a fair coin.
  Left leads to a second choice of the same seat: "win" or "lose". Its
  heuristic always says "lose", so rollouts alone judge left worthless; only
  a search that looks two moves ahead takes left (and wins every time).
- `Dare`: the first seat plays "safe" (a fair coin decides) or "dare"; after a
  dare the second seat picks "forgive" (its heuristic: the first seat wins)
  or "punish" (it wins). A search that lets the opponent answer for himself
  plays safe; rollouts with the opponent's heuristic alone would dare.
- `HiddenCoin`: a coin lands heads with 70 % and only the second seat sees it;
  then the first seat calls it and wins if right, else the second seat wins.
  The heuristic calls tails. An honest search calls heads whatever the real
  coin shows; a search that peeked would call the real coin. `FairCoin`: the
  same with a fair coin, so that the two calls are even and only noise tells
  them apart.
- `LongRoad`: the first seat picks "left" or "right", then walks a long road
  (one legal move a step) to the end, where right wins. Its evaluation
  (`judge_the_fork`) says left leads. A rollout that plays to the end finds
  right; one cut short after ROLLOUT_MOVES moves takes the evaluation's word.
"""

from __future__ import annotations

import dataclasses
import random

from caramba_desktop.ai.ismcts import Knowledge, softmax_values
from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, Game, State


class _ToyState(State):
    def __init__(self, game: Game) -> None:
        self.game = game
        self.num_players = 2
        self.moves: list[Action] = []

    def clone(self):
        new = type(self)(self.game)
        new.moves = list(self.moves)
        return new

    def _apply(self, action: Action) -> None:
        self.moves.append(action)

    def winners(self) -> list[int]:
        return [0] if self.first_wins() else [1]

    def scores(self) -> list[float]:
        return [1.0, 0.0] if self.first_wins() else [0.0, 1.0]


class _ForkState(_ToyState):
    """The first seat picks one of FIRST: COIN lets a fair coin decide, the other
    move lets seat ANSWERER pick one of ANSWERS; the first seat wins on WINNING."""

    FIRST: tuple[str, str]
    COIN: str
    ANSWERER: int
    ANSWERS: tuple[str, str]
    WINNING: str

    @property
    def current_player(self) -> int:
        if not self.moves:
            return 0
        if len(self.moves) > 1:
            return TERMINAL
        return CHANCE if self.moves[0].type == self.COIN else self.ANSWERER

    def legal_actions(self) -> list[Action]:
        return [Action(name) for name in (self.ANSWERS if self.moves else self.FIRST)]

    def chance_outcomes(self):
        return [(Action("coin", side="heads"), 0.5), (Action("coin", side="tails"), 0.5)]

    def first_wins(self) -> bool:
        last = self.moves[-1]
        return last.type == self.WINNING or last.get("side") == "heads"

    def observation(self, player):
        return {"moves": [a.to_json() for a in self.moves]}

    def determinize(self, player, rng):
        return self.clone()


class TwoStepState(_ForkState):
    FIRST, COIN, ANSWERER, ANSWERS, WINNING = ("right", "left"), "right", 0, ("lose", "win"), "win"


class DareState(_ForkState):
    FIRST, COIN = ("dare", "safe"), "safe"
    ANSWERER, ANSWERS, WINNING = 1, ("forgive", "punish"), "forgive"


class HiddenCoinState(_ToyState):
    HEADS = 0.7

    @property
    def current_player(self) -> int:
        return (CHANCE, 0, TERMINAL)[len(self.moves)]

    def legal_actions(self) -> list[Action]:
        return [Action("call", side="tails"), Action("call", side="heads")]

    def chance_outcomes(self):
        return [(Action("coin", side="heads"), self.HEADS),
                (Action("coin", side="tails"), 1 - self.HEADS)]

    def first_wins(self) -> bool:
        return self.moves[1]["side"] == self.moves[0]["side"]

    def observation(self, player):
        coin = self.moves[0]["side"] if self.moves and player == 1 else None
        return {"coin": coin, "called": len(self.moves) > 1}

    def action_view(self, action, viewer):
        if action.type == "coin" and viewer != 1:
            return {"type": "coin"}
        return action.to_json()

    def determinize(self, player, rng):
        new = self.clone()
        if player != 1 and new.moves:  # the coin anew, with its odds
            side = "heads" if rng.random() < self.HEADS else "tails"
            new.moves[0] = Action("coin", side=side)
        return new


class FairCoinState(HiddenCoinState):
    HEADS = 0.5


class LongRoadState(_ToyState):
    ROAD = 200

    @property
    def current_player(self) -> int:
        return 0 if len(self.moves) <= self.ROAD else TERMINAL

    def legal_actions(self) -> list[Action]:
        return [Action("walk")] if self.moves else [Action("left"), Action("right")]

    def first_wins(self) -> bool:
        return self.moves[0].type == "right"

    def observation(self, player):
        return {"moves": len(self.moves)}

    def determinize(self, player, rng):
        return self.clone()


def judge_the_fork(state: State, seat: int) -> list[float]:
    """LongRoad's evaluation, wrong on purpose: left leads."""
    return [0.9, 0.1] if state.moves[0].type == "left" else [0.2, 0.8]


class ToyGame(Game):
    def __init__(self, game_id: str, state_type: type[_ToyState], secrets: bool) -> None:
        self.id = game_id
        self.state_type = state_type
        self.has_secrets = secrets

    def new_state(self, num_players: int = 2, options=None) -> State:
        return self.state_type(self)


TWO_STEP = ToyGame("toy_two_step", TwoStepState, secrets=False)
HIDDEN_COIN = ToyGame("toy_hidden_coin", HiddenCoinState, secrets=True)
FAIR_COIN = ToyGame("toy_fair_coin", FairCoinState, secrets=True)
DARE = ToyGame("toy_dare", DareState, secrets=False)
LONG_ROAD = ToyGame("toy_long_road", LongRoadState, secrets=False)


def _bad_heuristic(state: State, rng: random.Random) -> Action:
    """Always the first legal move: "right", "lose", "dare", "forgive", "tails"."""
    return state.legal_actions()[0]


def _even(state: State, seat: int) -> list[float]:
    return softmax_values([0.0, 0.0], 1.0)


KNOWLEDGE = Knowledge(evaluate=_even, rollout_move=_bad_heuristic,
                      rollout_over=lambda root, state: False)


def toy_knowledge(monkeypatch) -> None:
    """Make the toy games known to the search."""
    from caramba_desktop.ai import ismcts

    for game in (TWO_STEP, HIDDEN_COIN, FAIR_COIN, DARE):
        monkeypatch.setitem(ismcts._knowledge, game.id, KNOWLEDGE)
    monkeypatch.setitem(ismcts._knowledge, LONG_ROAD.id,
                        dataclasses.replace(KNOWLEDGE, evaluate=judge_the_fork))

