"""The conformance fuzzer: seeded random playouts of every registered game.

A game joins by being registered (engine/registry.py) and may add a
component-conservation function to COMPONENTS below. Every step of every
playout gets the cheap checks; a sample of steps (the first few nodes of each
kind in a batch, then DEEP_RATE of the others) gets the expensive ones. Every
record goes through JSON; every REPLAY_EVERY-th game is replayed from it.
Batches of games run on up to two worker processes.

    CONFORMANCE_GAMES=20000 pytest tests/conformance   # a soak run
    CONFORMANCE_WORKERS=1 ...                          # all in this process

A failure names the game, seed, player count and step. To re-run that one
game with every check at every step:

    python tests/conformance/test_fuzz.py caramba SEED PLAYERS
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, fields

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, Game, IllegalAction, State
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.games.cabo import data as cabo_data
from caramba_desktop.games.caramba import data as caramba_data
from caramba_desktop.games.caravan import data as caravan_data
from caramba_desktop.games.mina import data as mina_data

GAMES = int(os.environ.get("CONFORMANCE_GAMES", "500"))
WORKERS = int(os.environ.get("CONFORMANCE_WORKERS", min(2, os.cpu_count() or 1)))
BATCHES = 4  # each game id's playouts are split into this many batches
BASE_SEED = 20_000  # game i is played with seed BASE_SEED + i
MAX_STEPS = 100_000
DEEP_FIRST = 5  # nodes of each kind that are deep-checked first in every batch
DEEP_RATE = 0.004  # then this share of the other steps
REPLAY_EVERY = 5
ILLEGAL_SORTS = ("unknown", "other_side", "same_type", "other_phase", "mutation")


# ----- component conservation, one function per game ----------------------------

CARAMBA_DECK = sorted(caramba_data.BAND_DECK)
CARAMBA_SPECIALS = sorted(caramba_data.SPECIALS)
CARAMBA_CRATES = sorted(caramba_data.ALL_CRATES)


def _caramba_components(state: State) -> None:
    """15 cards per band, 4 special cards, 24 crates; scores are the secured crates."""
    for p in range(state.num_players):
        cards = state.hands[p] + state.draw_piles[p] + state.discards[p]
        for bid in state.bids[p].values():
            cards += bid
        assert sorted(cards) == CARAMBA_DECK, f"player {p}'s 15 cards: {sorted(cards)}"
        hand, known = state.hands[p], state.known_hand[p]
        assert all(known.count(c) <= hand.count(c) for c in known), "known_hand is not in hand"
    specials = [s for s in state.special if s is not None] + state.special_pool
    specials += [card for _, card in state.played_specials]
    assert sorted(specials) == CARAMBA_SPECIALS, f"the 4 special cards: {specials}"
    crates = state.bag + state.centre
    for p in range(state.num_players):
        crates += state.unsecured[p] + state.secured[p]
    assert sorted(crates) == CARAMBA_CRATES, f"the 24 crates: {sorted(crates)}"
    values = [sum(caramba_data.CRATE_PARTS[c][1] for c in s) for s in state.secured]
    assert state.scores() == values, "scores are the values of the secured crates"


CABO_DECK = sorted(cabo_data.DECK)


def _cabo_components(state: State) -> None:
    """The 52 cards: layouts, draw pile, discard pile, the card in hand; scores as scored."""
    cards = [v for row in state.layouts for v in row if v is not None]
    cards += state.draw_pile + state.discard + ([] if state.held is None else [state.held])
    assert sorted(cards) == CABO_DECK, f"the 52 cards: {sorted(cards)}"
    sheet = state.results[-1]["totals"] if state.results else [0] * state.num_players
    assert state.scores() == sheet, "scores are the totals of the last round"


def _mina_components(state: State) -> None:
    """Silver (players + pot) is conserved; every sombrero and chip is somewhere, once."""
    n = state.num_players
    total = n * mina_data.start_silver(n)
    assert sum(state.money) + state.pot == total, f"silver {state.money} + pot {state.pot}"
    assert min(state.money) >= 0 and state.pot >= 0 and state.scores() == state.money
    count = n * mina_data.sombreros_per_player(n)
    placed = [s for s, x in enumerate(state.pos) if x is not None]
    waiting = list(range(count)) if state.phase == "start" else state.to_place
    assert sorted(placed + state.in_mine + waiting) == list(range(count)), "sombreros"
    spaces = [state.pos[s] for s in placed]
    assert all(1 <= x <= mina_data.SPACES for x in spaces), f"off the track: {spaces}"
    shared = len(spaces) - len(set(spaces))  # only while one rolls on after landing on another
    assert shared == 0 or (shared == 1 and state.reason == "occupied" and state.dice_left), (
        f"one sombrero per space: {spaces}")
    chips = [c for c in state.chips if c is not None]
    assert len(state.chips) == count and len(set(chips)) == len(chips), f"chips {state.chips}"
    assert state.holding is None or state.chips[state.holding] is None, "a held chip on the board"


def _caravan_components(state: State) -> None:
    """48 goods, 44 demand markers, every camel and theft marker; scores as counted."""
    n, data = state.num_players, caravan_data
    goods = dict(state.bag)
    carried = list(state.board.values())
    for p in range(n):
        carried += state.delivered[p] + [c[1] for c in state.camels[p] if c[1]]
    for good, count in state.box.items():
        goods[good] += count
    for good in carried:
        goods[good] += 1
    assert goods == data.GOODS_COUNT, f"the 48 goods: {goods}"
    markers = sum(state.demand.values()) + sum(state.demand_taken) + state.demand_supply
    assert markers == data.DEMAND_MARKERS, f"the 44 demand markers: {markers}"
    assert sum(state.theft) == n * data.THEFT_MARKERS_EACH and min(state.theft) >= 0, (
        f"theft markers {state.theft}")
    camels = data.CAMELS_VARIANT if state.options["sixth_camel"] else data.CAMELS
    scores = state.scores()
    for p, mine in enumerate(state.camels):
        assert len(mine) == camels, f"player {p} has {len(mine)} camels"
        assert all((c[0] is not None or not c[1]) and (c[1] or not c[2]) for c in mine), (
            f"player {p}'s camels {mine}: a good in the supply, or under no good")
        assert not all(c[1] for c in mine), f"player {p} has no camel without a good"
        value = sum(data.VALUE[g] for g in state.delivered[p]) + state.demand_taken[p]
        held = sum(1 for c in mine if c[1])
        assert scores[p] == value - data.PENALTY[held], f"player {p}'s score {scores[p]}"
    assert set(state.board) <= set(data.NUMBERED.values()), "goods off the numbered spaces"


COMPONENTS = {"caramba": _caramba_components, "cabo": _cabo_components,
              "caravan": _caravan_components, "mina": _mina_components}


# ----- helpers ----------------------------------------------------------------------


def observations(state: State) -> list[dict]:
    """Every player's observation, then the spectator's (None)."""
    return [state.observation(p) for p in (*range(state.num_players), None)]


def canonical(data) -> str:
    """Strict JSON text of `data`, which must survive JSON unchanged."""
    text = json.dumps(data, sort_keys=True, allow_nan=False)
    assert json.loads(text) == data, f"does not survive JSON unchanged: {data!r:.200}"
    return text


def choices_of(state: State) -> list[Action]:
    if state.current_player == CHANCE:
        return [a for a, _ in state.chance_outcomes()]
    return state.legal_actions()


UNKNOWN = "no_such_action"  # a type no game has


def mutation(action: Action, rng: random.Random) -> Action:
    """A plausible near-miss of a legal action: a wrong, missing or extra parameter."""
    params = dict(action.params)
    if not params or rng.random() < 0.2:
        return rng.choice([Action(action.type, **params, extra=1),
                           Action(action.type + "_x", **params)])
    key = rng.choice(sorted(params))
    value = params.pop(key)
    if isinstance(value, int):
        wrong = [value + 1 + rng.randrange(5), -1, 10**6, str(value), None]
    elif isinstance(value, str):
        wrong = [value + "x", "", 3, None]
    else:
        wrong = [value + value[:1], value[:-1], (*value, "x"), "x", None]
    choice = rng.choice(wrong)  # None: leave the parameter out
    if choice is None:
        return Action(action.type, **params)
    return Action(action.type, **params, **{key: choice})


@dataclass
class Tally:
    """What a batch exercised, so that no check passes vacuously."""

    games: int = 0
    steps: int = 0
    deep: int = 0
    refused: int = 0
    unmakeable: int = 0
    determinized: int = 0
    determinize_changed: int = 0
    hidden_views: int = 0
    replays: int = 0
    seen_kinds: Counter = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        for f in fields(self):
            if f.name != "seen_kinds":
                setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


# ----- one playout ------------------------------------------------------------------


class Playout:
    """One seeded game, checked as it goes. Its actions come from `play` alone,
    so a seed gives the same game whichever checks run; checks draw from `check`."""

    def __init__(self, game: Game, seed: int, players: int, tally: Tally,
                 deep_all: bool = False) -> None:
        self.game, self.seed, self.n, self.tally = game, seed, players, tally
        self.deep_all = deep_all
        self.play = random.Random(seed)
        self.check = random.Random(seed * 7919 + 13)
        self._components = COMPONENTS.get(game.id, lambda state: None)
        self.pool: dict[bool, list[Action]] = {True: [], False: []}  # chance? -> seen
        self.seen: set[Action] = set()
        self.step = 0
        self.twin: State | None = None  # a clone that was given the playout's next action

    def where(self) -> str:
        return f"{self.game.id} seed={self.seed} players={self.n} step={self.step}"

    def components(self, state: State) -> None:
        try:
            self._components(state)
        except AssertionError as exc:
            raise AssertionError(f"{self.where()}: components not conserved: {exc}") from None

    def run(self) -> None:
        state = self.game.new_state(self.n)
        record = GameRecord(self.game.id, self.n, self.game.check_options(self.n, None))
        snapshot = None  # (prefix length, observations then) for a partial replay
        for self.step in range(MAX_STEPS):
            self.tally.steps += 1
            if state.is_terminal():
                self.check_terminal(state)
                break
            action = self.check_step(state)
            if self.check.random() < 0.004:
                snapshot = (len(record.actions), observations(state))
            state.apply(action)
            record.actions.append(action)
            if self.twin is not None:
                self.check_twin(state, action)
        else:
            raise AssertionError(f"{self.where()}: no end after {MAX_STEPS} actions")
        self.tally.games += 1
        self.check_record(record, state, snapshot)

    def check_step(self, state: State) -> Action:
        """The checks of one non-terminal node; returns the action the playout takes."""
        where, player = self.where(), state.current_player
        assert player == CHANCE or 0 <= player < self.n, f"{where}: current_player {player}"
        chance = player == CHANCE
        if chance:
            outcomes = state.chance_outcomes()
            assert outcomes, f"{where}: a chance node without outcomes"
            assert state.legal_actions() == [], f"{where}: legal actions at a chance node"
            assert all(p > 0 for _, p in outcomes), f"{where}: an impossible outcome listed"
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9, f"{where}: sum of {outcomes}"
            choices = [a for a, _ in outcomes]
            action = self.play.choices(choices, weights=[p for _, p in outcomes])[0]
        else:
            choices = state.legal_actions()
            assert choices, f"{where}: a decision without legal actions"
            assert state.chance_outcomes() == [], f"{where}: chance outcomes at a decision"
            action = self.play.choice(choices)
        assert len(set(choices)) == len(choices), f"{where}: duplicate actions {choices}"

        kind = (chance, frozenset(a.type for a in choices))
        self.tally.seen_kinds[kind] += 1
        if (self.deep_all or self.tally.seen_kinds[kind] <= DEEP_FIRST
                or self.check.random() < DEEP_RATE):
            self.check_deep(state, choices, action)
        else:
            sort = self.check.choice(ILLEGAL_SORTS)
            self.check_refused(state, choices, [self.illegal_action(state, choices, sort)])
        self.check_unmakeable(choices)
        self.components(state)
        self.remember(action, chance)
        return action

    def remember(self, action: Action, chance: bool) -> None:
        """Keep the actions seen in this game: illegal ones are made of them."""
        if action not in self.seen:
            self.seen.add(action)
            self.pool[chance].append(action)

    # ----- the expensive checks --------------------------------------------------

    def check_deep(self, state: State, choices: list[Action], action: Action) -> None:
        where, chance = self.where(), state.current_player == CHANCE
        self.tally.deep += 1
        before = observations(state)
        for obs in before:
            canonical(obs)
        for a in choices:
            assert self.game.action_from_json(json.loads(json.dumps(a.to_json()))) == a, (
                f"{where}: {a!r} does not survive JSON")
        assert observations(state.clone()) == before, f"{where}: a clone looks different"
        assert state.winners() == [], f"{where}: winners before the end"
        self.check_determinize(state, choices, before)
        children = {}
        for a in choices:
            child = state.clone()
            try:
                child.apply(a)
            except Exception as exc:
                raise AssertionError(f"{where}: legal {a!r} fails on a clone: {exc!r}") from exc
            self.components(child)
            children[a] = child
        self.check_views(state, children)
        self.check_refused(state, choices,
                           [self.illegal_action(state, choices, sort) for sort in ILLEGAL_SORTS],
                           full=True)
        for a in choices:
            self.remember(a, chance)
        assert observations(state) == before, f"{where}: clones or checks changed the state"
        self.twin = children[action]

    def check_twin(self, state: State, action: Action) -> None:
        """The same action keeps a clone equal to its original."""
        twin, self.twin = self.twin, None
        assert observations(twin) == observations(state), (
            f"{self.where()}: {action!r} leaves a clone different from its original")
        assert twin.last_events() == state.last_events(), (
            f"{self.where()}: {action!r} gives a clone other events")

    def check_determinize(self, state: State, choices: list[Action], before: list[dict]) -> None:
        """Resampling what p cannot see must not change what p sees (or may do)."""
        if not self.game.has_secrets:
            return
        where = self.where()
        for p in range(self.n):
            sample = state.determinize(p, self.check)
            assert sample.observation(p) == before[p], (
                f"{where}: determinize({p}) changed player {p}'s observation, so the "
                "observation shows something hidden from him")
            assert sample.observation(None) == before[-1], (
                f"{where}: determinize({p}) changed the spectator's view, so it shows "
                f"something hidden from player {p}")
            self.components(sample)
            if p == state.current_player:
                assert sample.legal_actions() == choices, (
                    f"{where}: the legal actions depend on something player {p} cannot see")
            self.tally.determinized += 1
            if any(sample.observation(q) != before[q] for q in range(self.n) if q != p):
                self.tally.determinize_changed += 1

    def check_views(self, state: State, children: dict[Action, State]) -> None:
        """Actions that a viewer (a player, or the spectator None) cannot tell apart
        afterwards must look alike to him in action_view, in the public view and in
        last_events. One player, drawn at random, is checked per step."""
        where = self.where()
        for viewer in (self.check.randrange(self.n), None):
            groups: dict[str, list[Action]] = {}
            for a, child in children.items():
                groups.setdefault(canonical(child.observation(viewer)), []).append(a)
            for group in groups.values():
                if len(group) < 2:
                    continue
                self.tally.hidden_views += 1
                for who in {viewer, None}:
                    views = {canonical(state.action_view(a, who)) for a in group}
                    assert len(views) == 1, (
                        f"{where}: action_view for {who} tells apart {group}, which viewer "
                        f"{viewer} cannot tell apart: {sorted(views)}")
                events = {canonical(children[a].last_events()) for a in group}
                assert len(events) == 1, f"{where}: last_events tell apart {group}: {events}"

    # ----- illegal actions ---------------------------------------------------------

    def illegal_action(self, state: State, choices: list[Action], sort: str) -> Action | None:
        """A plausible illegal action of one sort, or None if none came to hand."""
        rng, chance = self.check, state.current_player == CHANCE
        for _ in range(10):
            if sort == "unknown":
                bad = Action(UNKNOWN)
            elif sort == "other_side":  # a chance outcome at a decision, or the reverse
                pool = self.pool[not chance]
                bad = rng.choice(pool) if pool else None
            elif sort in ("same_type", "other_phase"):  # seen elsewhere in this game
                pool = self.pool[chance]
                bad = rng.choice(pool) if pool else None
                if bad is not None and (sort == "same_type") != any(
                        a.type == bad.type for a in choices):
                    bad = None
            else:
                bad = mutation(rng.choice(choices), rng)
            if bad is not None and bad not in choices:
                return bad
        return None

    def expected_code(self, state: State, bad: Action) -> str | None:
        """The code the contract itself fixes for a refusal: an unknown type, or a
        decision (of a type seen at decisions) while a chance outcome is due."""
        if bad.type == UNKNOWN:
            return "unknown_action"
        if state.current_player == CHANCE and any(a.type == bad.type for a in self.pool[False]):
            return "chance_due"
        return None

    def check_unmakeable(self, choices: list[Action]) -> None:
        """A legal action with a bool or a float for one of its numbers (True == 1 and
        1.0 == 1 in Python) cannot even be made, nor read from JSON."""
        numbers = [(a, k) for a in choices for k, v in a.params.items() if type(v) is int]
        if not numbers:
            return
        action, key = self.check.choice(numbers)
        value = action[key]
        for wrong in (bool(value), float(value)):
            data = {**action.to_json(), key: wrong}
            for make in (lambda: Action(action.type, **{**action.params, key: wrong}),
                         lambda: self.game.action_from_json(data)):
                try:
                    make()
                except IllegalAction as exc:
                    assert exc.code == "malformed_action", f"{self.where()}: {exc.code}"
                else:
                    raise AssertionError(f"{self.where()}: {data} was made into an action")
        self.tally.unmakeable += 1

    def check_refused(self, state: State, choices: list[Action],
                      candidates: list[Action | None], full: bool = False) -> None:
        """Each candidate is refused with a coded IllegalAction; the state stays as it
        was (checked in `full` here, else by check_deep and the replays)."""
        where, player = self.where(), state.current_player
        for bad in candidates:
            if bad is None:
                continue
            try:
                state.apply(bad)
            except IllegalAction as exc:
                assert isinstance(exc.code, str) and exc.code, f"{where}: no code for {bad!r}"
                assert isinstance(exc.params, dict) and str(exc), f"{where}: {exc!r}"
                expected = self.expected_code(state, bad)
                assert expected in (None, exc.code), (
                    f"{where}: {bad!r} refused with {exc.code!r}, not {expected!r}")
            except Exception as exc:
                raise AssertionError(
                    f"{where}: {bad!r} raised {exc!r} instead of IllegalAction") from exc
            else:
                raise AssertionError(f"{where}: illegal {bad!r} was accepted")
            assert state.current_player == player, f"{where}: refusing {bad!r} changed the state"
            if full:
                assert choices_of(state) == choices, f"{where}: refusing {bad!r} changed the state"
            self.tally.refused += 1

    # ----- the end ------------------------------------------------------------------

    def check_terminal(self, state: State) -> None:
        where = self.where()
        assert state.current_player == TERMINAL
        scores, winners = state.scores(), state.winners()
        assert len(scores) == self.n, f"{where}: scores {scores}"
        assert all(isinstance(s, int | float) and not isinstance(s, bool) for s in scores), (
            f"{where}: scores {scores}")
        assert winners and len(set(winners)) == len(winners), f"{where}: winners {winners}"
        assert all(isinstance(w, int) and 0 <= w < self.n for w in winners), (
            f"{where}: winners {winners}")
        assert state.legal_actions() == [] and state.chance_outcomes() == [], where
        final = observations(state)
        for obs in final:
            canonical(obs)
        for p in range(self.n):
            assert observations(state.determinize(p, self.check)) == final, (
                f"{where}: determinize({p}) changed what the finished game shows")
        canonical(state.last_events())
        self.components(state)
        for bad in [Action(UNKNOWN), *self.pool[False][:3], *self.pool[True][:3]]:
            self.tally.refused += 1
            try:
                state.apply(bad)
            except IllegalAction:
                continue
            raise AssertionError(f"{where}: the finished game accepted {bad!r}")

    def check_record(self, record: GameRecord, final: State, snapshot) -> None:
        where = f"{self.game.id} seed={self.seed} players={self.n}"
        loaded = GameRecord.loads(record.dumps())
        assert (loaded.game_id, loaded.num_players, loaded.options, loaded.actions) == (
            record.game_id, record.num_players, record.options, record.actions), (
            f"{where}: the record changed through JSON")
        if not (self.deep_all or self.seed % REPLAY_EVERY == 0):
            return
        self.tally.replays += 1
        replayed = loaded.replay()
        assert observations(replayed) == observations(final), f"{where}: the replay differs"
        assert (replayed.scores(), replayed.winners()) == (final.scores(), final.winners()), (
            f"{where}: the replay scores differently")
        if snapshot is not None:
            upto, seen = snapshot
            assert observations(loaded.replay(upto)) == seen, (
                f"{where}: the replay of the first {upto} actions differs")


# ----- the tests --------------------------------------------------------------------


def fuzz(game_id: str, start: int, stop: int) -> Tally:
    """Games start..stop-1 of `game_id`: seeded, player counts cycling min..max."""
    game, tally = registry.game(game_id), Tally()
    span = game.max_players - game.min_players + 1
    for i in range(start, stop):
        Playout(game, BASE_SEED + i, game.min_players + i % span, tally).run()
    return tally


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_fuzz(game_id: str) -> None:
    bounds = [GAMES * k // BATCHES for k in range(BATCHES + 1)]
    batches = [(game_id, lo, hi) for lo, hi in zip(bounds, bounds[1:], strict=False) if hi > lo]
    total = Tally()
    if WORKERS > 1:
        # spawn, not fork: the test process may already run Qt's threads
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=WORKERS, mp_context=context) as pool:
            for tally in pool.map(fuzz, *zip(*batches, strict=True)):
                total.add(tally)
    else:
        for batch in batches:
            total.add(fuzz(*batch))
    assert total.games == GAMES
    assert total.refused > 0 and total.deep > 0 and total.unmakeable > 0
    assert total.replays > 0 or GAMES < REPLAY_EVERY
    if registry.game(game_id).has_secrets:
        # the privacy checks saw hidden things actually vary
        assert total.determinize_changed > 0, "determinize never changed anything hidden"
        assert total.hidden_views > 0, "no two actions ever looked alike to a viewer"


if __name__ == "__main__":
    game_id, seed, players = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    tally = Tally()
    Playout(registry.game(game_id), seed, players, tally, deep_all=True).run()
    print(f"{game_id} seed={seed} players={players}: {tally.steps} steps, all checks passed")
