"""A heuristic bot for CABO.

It reads only its observation and the legal actions. The observation already
carries its memory: every card it has seen, wherever swaps have moved it.
Cards it has not seen are estimated as the mean of the cards it cannot place
(the deck less every card it knows: in layouts, on the discard pile, in hand).

On its turn it takes the discard when that card replaces a high card well,
else draws. A drawn card replaces the card (or a known set of equal cards)
where it saves most; if it saves little, the card's action is used when it
helps (peek at an unknown own card, spy on an unknown card, swap a high own
card for a low one of an opponent); otherwise it is discarded. It calls CABO
when its estimated sum is low, or clearly below what it expects of everyone
else.
"""

from __future__ import annotations

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action, shared_action
from caramba_desktop.games.cabo.data import DECK
from caramba_desktop.games.cabo.rules import HOLD, LOOK, PUBLIC

DECK_SUM = sum(DECK)
# Call CABO at or below this estimated sum, whatever the others may have.
CALL_SURE = 5
# Otherwise call when the estimate is this much below every opponent's, plus
# CALL_PER_UNKNOWN for each own card not known.
CALL_MARGIN = 4
CALL_PER_UNKNOWN = 3
# A round that lasts this long is ended by calling, to keep matches finite.
LONG_ROUND = 80
# Take the discard when it saves at least this much (a draw saves something on average).
TAKE_GAIN = 4
# Keep a drawn card when it saves at least this much; else its action may be better.
KEEP_GAIN = 2
# Replacing a card one does not know also turns it into a known card.
UNKNOWN_BONUS = 1.0
# A card its owner has seen is likely lower than an unseen one: he keeps low cards.
OWNER_KNOWN_DISCOUNT = 1.5
# Swap an own card for an opponent's only when it saves at least this much.
SWAP_GAIN = 3


class _Table:
    """The facts of a seat's view the decisions need (`from_observation`, or for the
    search's rollouts `from_state`, which reads the same facts without building the
    observation)."""

    def __init__(self, me: int, n: int, cards: dict[tuple[int, int], int | None],
                 owner_knows: set[tuple[int, int]], discard: list[int], held: int | None,
                 moves: int) -> None:
        self.me, self.n = me, n
        # (player, position) -> known value or None, for present cards
        self.cards = cards
        self.owner_knows = owner_knows
        self.top = discard[-1] if discard else None
        self.held = held
        self.moves = moves  # moves played in the round
        known = [v for v in cards.values() if v is not None]
        if held is not None:
            known.append(held)
        left = len(DECK) - len(discard) - len(known)  # the cards this seat cannot place
        self.mean = (DECK_SUM - sum(discard) - sum(known)) / left if left else 6.5
        self.present: list[list[int]] = [[] for _ in range(n)]  # positions, per player
        for q, i in cards:
            self.present[q].append(i)
        self.mine = self.present[me]

    @classmethod
    def from_observation(cls, obs: dict) -> _Table:
        cards, owner_knows = {}, set()
        for q, seat in enumerate(obs["players"]):
            for i, slot in enumerate(seat["layout"]):
                if slot is None:
                    continue
                cards[q, i] = slot["card"]
                if q in slot["seen_by"]:
                    owner_knows.add((q, i))
        return cls(obs["viewer"], len(obs["players"]), cards, owner_knows, obs["discard"],
                   obs["held"], len(obs["history"]))

    @classmethod
    def from_state(cls, state, p: int) -> _Table:
        """p's view of `state`: what p's observation shows."""
        sees = 1 << p | PUBLIC
        cards, owner_knows = {}, set()
        for q, row in enumerate(state.layouts):
            owner, masks = 1 << q, state.seen[q]
            for i, v in enumerate(row):
                if v is not None:
                    mask = masks[i]
                    cards[q, i] = v if mask & sees else None
                    if mask & owner:
                        owner_knows.add((q, i))
        shown = state.phase == HOLD and (p == state.turn or state.held_from == "discard")
        return cls(p, state.num_players, cards, owner_knows, state.discard,
                   state.held if shown else None, len(state.history))

    def estimate(self, q: int, i: int) -> float:
        value = self.cards[q, i]
        if value is not None:
            return value
        if q != self.me and (q, i) in self.owner_knows:
            return self.mean - OWNER_KNOWN_DISCOUNT
        return self.mean

    def total(self, q: int) -> float:
        return sum(self.estimate(q, i) for i in self.present[q])

    def unknown_own(self) -> list[int]:
        return [i for i in self.mine if self.cards[self.me, i] is None]

    def placements(self, card: int) -> list[tuple[float, Action]]:
        """(saving, action) for every way of placing `card` in the own layout."""
        options = []
        for i in self.mine:
            gain = self.estimate(self.me, i) - card
            if self.cards[self.me, i] is None:
                gain += UNKNOWN_BONUS
            options.append((gain, shared_action("replace", position=i)))
        groups: dict[int, list[int]] = {}
        for i in self.mine:
            value = self.cards[self.me, i]
            if value is not None:
                groups.setdefault(value, []).append(i)
        for value, places in groups.items():
            if 2 <= len(places) <= 4:
                options.append((value * len(places) - card, shared_action("claim", positions=tuple(places))))
        return options


class HeuristicBot(Bot):
    kind = "heuristic"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.play(_Table.from_observation(observation), legal)

    def play(self, table: _Table, legal: list[Action]) -> Action:
        kinds = {a.type for a in legal}
        if "look" in kinds:
            return legal[0]
        if "draw" in kinds or "take" in kinds:
            return self._turn(table, legal)
        return self._hold(table, legal)

    def _turn(self, table: _Table, legal: list[Action]) -> Action:
        if shared_action("cabo") in legal and self._should_call(table):
            return shared_action("cabo")
        best = max(gain for gain, _ in table.placements(table.top))
        if best >= TAKE_GAIN or shared_action("draw") not in legal:
            return shared_action("take")
        return shared_action("draw")

    def _should_call(self, table: _Table) -> bool:
        mine = table.total(table.me)
        if mine <= CALL_SURE or table.moves >= LONG_ROUND:
            return True
        others = min(table.total(q) for q in range(table.n) if q != table.me)
        margin = CALL_MARGIN + CALL_PER_UNKNOWN * len(table.unknown_own())
        return mine + margin <= others

    def _hold(self, table: _Table, legal: list[Action]) -> Action:
        options = [(gain, a) for gain, a in table.placements(table.held) if a in legal]
        gain, best = max(options, key=lambda o: o[0])
        if shared_action("discard") not in legal:  # a taken card must be placed
            return best
        if gain >= KEEP_GAIN:
            return best
        used = self._card_action(table, legal)
        if used is not None:
            return used
        return best if gain > 0 else shared_action("discard")

    def _card_action(self, table: _Table, legal: list[Action]) -> Action | None:
        kinds = {a.type for a in legal}
        me = table.me
        if "peek" in kinds:
            unknown = table.unknown_own()
            return Action("peek", position=unknown[0]) if unknown else None
        if "spy" in kinds:
            targets = [(q, i) for (q, i), v in table.cards.items() if q != me and v is None]
            if not targets:
                return None
            # a card its owner knows is the likely low one: worth knowing for a swap
            q, i = max(targets, key=lambda t: (t in table.owner_knows, -t[0], -t[1]))
            return Action("spy", player=q, position=i)
        if "swap" in kinds:
            return self._swap(table, legal)
        return None

    def _swap(self, table: _Table, legal: list[Action]) -> Action | None:
        me = table.me
        high = max(table.mine, key=lambda i: table.estimate(me, i))
        mine = table.estimate(me, high)
        best, choice = SWAP_GAIN, None
        for (q, i) in table.cards:
            if q == me:
                continue
            gain = mine - table.estimate(q, i)
            if table.cards[q, i] is None and table.cards[me, high] is None:
                continue  # trading one unknown for another gains nothing sure
            if gain >= best:
                a, b = sorted([(me, high), (q, i)])
                action = Action("swap", player=a[0], position=a[1],
                                other_player=b[0], other_position=b[1])
                if action in legal:
                    best, choice = gain, action
        return choice


# ----- the evaluation of the search (ai/ismcts.py) --------------------------------

# The mean card of the deck: what a card the searching seat has not seen is
# counted at (less OWNER_KNOWN_DISCOUNT when its owner has seen it).
DECK_MEAN = DECK_SUM / len(DECK)
# A card its owner has not seen costs him this many points in the evaluation:
# he cannot plan with it.
SEARCH_UNKNOWN_OWN = 2.0
# The evaluation's uncertainty, in penalty points, divided by the number of players
# (the more players, the sooner one of them ends the match, and the less a lead can
# still change). Calibrated on games Normal plays in every seat: the standings at the
# end of a round foretell the match's winner best (log-loss) at 30-40 points with two
# players and 13-16 with four or five; 8 points at two players foretold it worse
# than a coin toss.
SEARCH_TEMPERATURE_SHARED = 64.0


def search_value(state, seat: int) -> list[float]:
    """Each player's chance to win the match, judged by `seat`: the totals plus
    what the round would add (at once if CABO has been called)."""
    n = state.num_players
    me = 1 << seat
    sums, unknown = [], []
    for q in range(n):
        owner = 1 << q
        total, blind = 0.0, 0
        for v, seen in zip(state.layouts[q], state.seen[q], strict=True):
            if v is None:
                continue
            if seen & me:
                total += v
            else:
                total += DECK_MEAN - OWNER_KNOWN_DISCOUNT if seen & owner else DECK_MEAN
            if not seen & owner:
                blind += 1
        sums.append(total)
        unknown.append(blind)
    # only a call ends the round: until then every card still counts (and the
    # others may improve), so being lowest earns nothing yet
    caller = state.caller
    winners = []
    if caller is not None:
        lowest = min(sums)
        winners = [caller] if sums[caller] == lowest else [
            p for p in range(n) if sums[p] == lowest]
    strengths = []
    for p in range(n):
        points = 0 if p in winners else sums[p]
        if p == caller and p not in winners:
            points += state.options["cabo_penalty"]
        strengths.append(-(state.totals[p] + points + SEARCH_UNKNOWN_OWN * unknown[p]))
    return softmax_values(strengths, SEARCH_TEMPERATURE_SHARED / n)


# ----- the rollouts of the search: the heuristic for every seat, to the round's end ----

_ROLLOUT_BOT = HeuristicBot("cabo")


def rollout_move(state, rng) -> Action:
    return _ROLLOUT_BOT.play(_Table.from_state(state, state.current_player),
                             state.legal_actions())


def rollout_over(root, state) -> bool:
    return len(state.results) != len(root.results)


# A rollout ends after this many moves (two or three turns of each player at two
# players), where the evaluation's estimate of the round takes over: the rest of
# the round is mostly noise of the draw pile, and shorter rollouts buy more iterations.
ROLLOUT_MOVES = 10
# The evaluation's values lie close together (a few points of a round in a match
# to 100): the tree's exploration weight is smaller than the search's default.
SEARCH_EXPLORATION = 0.3

# how many of the best placements of a held card the search tries
SEARCH_PLACEMENTS = 3


def search_candidates(state, legal: list[Action], rng) -> list[Action]:
    """The heuristic's move first; then on a turn every choice, holding a card the
    best placements, the discard and the heuristic's use of the card's action."""
    prior = rollout_move(state, rng)
    if state.phase == LOOK:
        return [prior]  # which cards to look at first: nothing tells them apart
    if state.phase != HOLD:
        return legal
    table = _Table.from_state(state, state.current_player)
    placements = sorted(table.placements(state.held), key=lambda ga: -ga[0])
    moves = [a for _, a in placements[:SEARCH_PLACEMENTS]]
    used = _ROLLOUT_BOT._card_action(table, legal)
    return [prior, *moves, shared_action("discard"), *([used] if used is not None else [])]


# the share of the samples in which a card its owner has seen is exchanged for a
# lower card of the draw pile
SHADE_KEPT_LOW = 0.6


def shade_sample(state, seat: int, rng) -> None:
    """A card another player has seen (and the seat has not) is likelier low: he
    keeps his low cards. So such a card is sometimes exchanged for a lower one
    from the draw pile (both are hidden from the seat)."""
    pile = state.draw_pile
    if not pile:
        return
    hidden = 1 << seat | PUBLIC
    for q in range(state.num_players):
        if q == seat:
            continue
        owner = 1 << q
        row = state.layouts[q]
        for i, mask in enumerate(state.seen[q]):
            v = row[i]
            if v is None or mask & hidden or not mask & owner:
                continue
            if rng.random() < SHADE_KEPT_LOW:
                j = int(rng.random() * len(pile))
                if pile[j] < v:
                    row[i], pile[j] = pile[j], v


def alike_key(state, action: Action):
    """A move as the player tells it apart: at the start of a round her cards lie face
    down, none seen by anybody, so which two she looks at is one choice."""
    if action.type == "look":
        return ("look",)
    return action
