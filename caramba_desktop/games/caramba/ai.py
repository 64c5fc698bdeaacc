"""A heuristic bot for Caramba!

It reads only its observation and the legal actions, never the state.

Auction: every treasure has a stake (the crates a win brings or keeps, and the
right to secure a crate, which only a winner who takes a crate has: so the first
treasure won in a round is worth more than the next). A lead holds with a chance that grows
with its margin and shrinks with the number of players still bidding. The bot
plays the bid that adds the most expected value, counting as a cost only the
cards of a winning bid (cards on a lost treasure come back). When no bid
pays, it plays Estoy de vuelta! for a 7 if its hand is weak, Manos arriba!
if it leads treasures worth clearly more than the rest, or a free card on a
treasure it loses anyway, to stay in the auction and answer or take what the
others leave; otherwise it passes.

Fuera! protects the treasure with the most crates at risk; securing takes the
best crate, or En seguridad! when it secures clearly more. The decisions are
deterministic: the seed changes nothing.
"""

from __future__ import annotations

import math

from caramba_desktop.ai.bots import Bot
from caramba_desktop.ai.ismcts import softmax_values
from caramba_desktop.engine.api import Action
from caramba_desktop.games.caramba.data import (
    BAND_DECK,
    CARD_VALUES,
    CRATE_PARTS,
    TREASURES,
)

# An unsecured crate is only a promise: it may be taken before it is secured.
UNSECURED_WORTH = 0.5
# What one point of a card in hand is worth, in crate points.
CARD_COST = 0.2
# How many points an active opponent (with cards) is likely to add to a treasure.
THREAT_SCALE = 2.5
# The last rounds (this few crates left in the bag): what is not secured soon is lost,
# so unsecured crates are worth less and the special cards are used up.
END_BAG = 6
UNSECURED_WORTH_LATE = 0.25
# Fuera! protects crates worth at least this much (3 in the last rounds).
FUERA_MIN = 5
# En seguridad! without a win secures at least this much (anything in the last rounds)...
EN_SEGURIDAD_MIN = 5
# ...and replaces the one crate a winner secures when it secures this much more.
EN_SEGURIDAD_GAIN = 2
# Manos arriba! when the treasures I lead are worth this much more than the others.
MANOS_ARRIBA_MIN = 5.0


# looked up, not worked out: the search's rollouts ask these hundreds of thousands of
# times a second
_VALUES = {crate: value for crate, (_, value) in CRATE_PARTS.items()}
_TREASURE_OF = {crate: treasure for crate, (treasure, _) in CRATE_PARTS.items()}
_STRENGTHS = {card: max(values.values()) for card, values in CARD_VALUES.items()}
_value = _VALUES.__getitem__  # a crate's points
_strength = _STRENGTHS.__getitem__  # a card's best value


def _of(crates, treasure: str) -> list[str]:
    return [c for c in crates if _TREASURE_OF[c] == treasure]


def _totals(seat: dict) -> dict[str, int]:
    """Per treasure: the seat's bid cards plus its best unsecured crate of it."""
    totals = dict.fromkeys(TREASURES, 0)
    for crate in seat["unsecured"]:
        treasure, value = CRATE_PARTS[crate]
        if value > totals[treasure]:
            totals[treasure] = value
    bids = seat["bids"]
    for t in TREASURES:
        for card in bids[t]:
            totals[t] += CARD_VALUES[card][t]
    return totals


class _Table:
    """The facts of an observation the decisions need, computed once."""

    def __init__(self, me: int, seats: list[dict], phase: str, bag_count: int,
                 centre: list[str]) -> None:
        self.me = me
        self.seats = seats
        self.n = len(self.seats)
        self.mine = self.seats[self.me]
        self.end_near = bag_count <= END_BAG
        self.worth = UNSECURED_WORTH_LATE if self.end_near else UNSECURED_WORTH
        self.deny = 1.0 / (self.n - 1)
        self.totals = [_totals(s) for s in self.seats]
        others = [p for p in range(self.n) if p != self.me]
        self.best_other = {t: max(self.totals[p][t] for p in others) for t in TREASURES}
        # outside the auction the "passed" flags are those of the last auction
        self.phase = phase
        bidding = phase == "auction"
        self.threat = sum(1 for p in others if self.seats[p]["hand_count"] > 0
                          and not (bidding and self.seats[p]["passed"]))
        self.centre = centre
        self._stakes: dict[tuple[str, bool], float] = {}
        self._bid_bases: dict[str, tuple[bool, int, int, float]] = {}

    @classmethod
    def from_observation(cls, obs: dict) -> _Table:
        return cls(obs["viewer"], obs["players"], obs["phase"], obs["bag_count"], obs["centre"])

    @classmethod
    def from_state(cls, state) -> _Table:
        """The same facts read from a state, as its player to move sees them: the
        rollouts' path, without the observation (building it cost a sixth of their
        time). Only what the decisions read, and only what that player may see."""
        me = state.current_player
        seats = [{"unsecured": state.unsecured[p], "bids": state.bids[p],
                  "protected": state.protected[p], "hand_count": len(state.hands[p]),
                  "passed": state.passed[p], "hand": state.hands[p] if p == me else None}
                 for p in range(state.num_players)]
        return cls(me, seats, state.phase, len(state.bag), state.centre)

    def my_total(self, t: str) -> int:
        return self.totals[self.me][t]

    def leads(self, t: str) -> bool:
        return self.my_total(t) > self.best_other[t]

    def at_risk(self, t: str) -> list[str]:
        """My unsecured crates of `t` that another player's win would take."""
        if self.mine["protected"] == t:
            return []
        return _of(self.mine["unsecured"], t)

    def gains(self, t: str) -> tuple[list[str], list[str]]:
        """The crates of `t` a win would bring: from the centre, from the others."""
        taken = [c for p, s in enumerate(self.seats) if p != self.me and s["protected"] != t
                 for c in s["unsecured"] if _TREASURE_OF[c] == t]
        return _of(self.centre, t), taken

    def stake(self, t: str, first_win: bool) -> float:
        """What winning `t` is worth to me, in crate points."""
        key = (t, first_win)
        if key not in self._stakes:
            self._stakes[key] = self._stake(t, first_win)
        return self._stakes[key]

    def _stake(self, t: str, first_win: bool) -> float:
        centre, taken = self.gains(t)
        mine = self.at_risk(t)
        value = self.worth * (sum(map(_value, centre + taken + mine)))
        value += self.deny * self.worth * sum(map(_value, taken))
        if not (centre or taken):
            return value  # a win that takes no crate gives no right to secure
        # the right to secure one crate: the best crate I would hold
        best = max(map(_value, self.mine["unsecured"] + centre + taken), default=0)
        if not first_win:
            best = max(0, best - max(map(_value, self.mine["unsecured"]), default=0))
        return value + (1 - self.worth) * best

    def hold_chance(self, total: int, t: str) -> float:
        """The chance that a total of `total` on `t` wins in the end."""
        margin = total - self.best_other[t]
        if margin <= 0:
            return 0.0
        if self.threat == 0:
            return 1.0
        return 1.0 - math.exp(-margin / (THREAT_SCALE * self.threat))

    def expected(self, t: str, total: int, paid: int, first_win: bool) -> float:
        """Expected gain from `t` with that total, having bid cards worth `paid`."""
        return self.hold_chance(total, t) * (self.stake(t, first_win) - CARD_COST * paid)

    def bid_base(self, t: str) -> tuple[bool, int, int, float]:
        """What a bid on `t` starts from: whether a win there would be my first, the
        points my cards on it cost, my total there and its expected gain (the same
        for every card of a hand, so worked out once)."""
        if t not in self._bid_bases:
            first = not any(self.leads(u) for u in TREASURES if u != t)
            paid = sum(map(_strength, self.mine["bids"][t]))
            total = self.my_total(t)
            self._bid_bases[t] = first, paid, total, self.expected(t, total, paid, first)
        return self._bid_bases[t]


class HeuristicBot(Bot):
    kind = "heuristic"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.best(_Table.from_observation(observation), legal)

    def best(self, table: _Table, legal: list[Action]) -> Action:
        """The move on `table`."""
        phase = table.phase
        if phase == "fuera":
            action = self._fuera(table, legal)
        elif phase == "auction":
            action = self._auction(table, legal)
        else:
            action = self._secure(table, legal)
        return action if action in legal else legal[0]

    # ----- before the auction -------------------------------------------------

    def _fuera(self, table: _Table, legal: list[Action]) -> Action:
        options = [a for a in legal if a.type == "fuera"]
        if not options or table.threat == 0:
            return Action("continue")
        exposed = {a["treasure"]: sum(map(_value, table.at_risk(a["treasure"]))) for a in options}
        best = max(options, key=lambda a: exposed[a["treasure"]])
        worth = exposed[best["treasure"]]
        if worth >= FUERA_MIN or (table.end_near and worth >= 3):
            return best
        return Action("continue")

    # ----- the auction ----------------------------------------------------------

    def _auction(self, table: _Table, legal: list[Action]) -> Action:
        bids = [a for a in legal if a.type == "bid"]
        can_pass = Action("pass") in legal
        scored = [(self._bid_gain(table, a), a) for a in bids]
        good = [(g, a) for g, a in scored if g > 0]
        if good:
            return max(good, key=lambda ga: (ga[0], -_strength(ga[1]["card"])))[1]
        back = self._estoy_de_vuelta(table, legal)
        if back is not None:
            return back
        if not can_pass:
            # the start player's forced opening: the cheapest card where it does most good
            return max(scored, key=lambda ga: (-_strength(ga[1]["card"]), ga[0]))[1]
        if Action("manos_arriba") in legal and self._lead_worth(table) >= MANOS_ARRIBA_MIN:
            return Action("manos_arriba")
        stall = self._stall(table, bids)
        return stall or Action("pass")

    @staticmethod
    def _stall(table: _Table, bids: list[Action]) -> Action | None:
        """A card on a treasure I lose anyway comes back: it keeps me in the
        auction, free, to answer an overbid or take what the others leave."""
        if table.threat == 0:
            return None
        free = [a for a in bids
                if table.my_total(a["as"]) + CARD_VALUES[a["card"]][a["as"]]
                < table.best_other[a["as"]]]
        return min(free, key=lambda a: (_strength(a["card"]), a["card"], a["as"]), default=None)

    def _bid_gain(self, table: _Table, bid: Action) -> float:
        t, card = bid["as"], bid["card"]
        first, paid, total, before = table.bid_base(t)
        after = table.expected(t, total + CARD_VALUES[card][t],
                               paid + _strength(card), first)
        return after - before

    def _lead_worth(self, table: _Table) -> float:
        """How much more the treasures I lead are worth than those I do not."""
        led = [t for t in TREASURES if table.leads(t)]
        if not led:
            return 0.0
        mine = sum(table.stake(t, t == led[0]) for t in led)
        rest = sum(table.stake(t, False) for t in TREASURES if t not in led)
        return mine - rest

    def _estoy_de_vuelta(self, table: _Table, legal: list[Action]) -> Action | None:
        options = [a for a in legal if a.type == "estoy_de_vuelta"]
        if not options:
            return None
        best = max(options, key=lambda a: _strength(a["card"]))
        hand = table.mine["hand"] or []
        strong = max(map(_strength, hand), default=0)
        if _strength(best["card"]) >= 7 and (strong < 5 or len(hand) <= 2):
            return best
        return None

    # ----- securing -------------------------------------------------------------

    def _secure(self, table: _Table, legal: list[Action]) -> Action:
        singles = [a for a in legal if a.type == "secure"]
        combos = [a for a in legal if a.type == "en_seguridad"]
        single = max(singles, key=lambda a: (_value(a["crate"]), self._keeps_bonus(table, a)),
                     default=None)
        combo = max(combos, key=lambda a: (sum(map(_value, a["crates"])), -len(a["crates"])),
                    default=None)
        single_worth = _value(single["crate"]) if single else 0
        combo_worth = sum(map(_value, combo["crates"])) if combo else 0
        if combo and combo_worth > single_worth:
            if single is None and (combo_worth >= EN_SEGURIDAD_MIN or table.end_near):
                return combo
            if single is not None and (table.end_near
                                       or combo_worth - single_worth >= EN_SEGURIDAD_GAIN):
                return combo
        return single or Action("keep")

    @staticmethod
    def _keeps_bonus(table: _Table, action: Action) -> int:
        """Prefer a crate whose treasure keeps its bonus once it is secured."""
        crate = action["crate"]
        rest = list(_of(table.mine["unsecured"], CRATE_PARTS[crate][0]))
        rest.remove(crate)
        return max(map(_value, rest), default=0)


# ----- the easy level -----------------------------------------------------------------


def beginner_move(observation: dict, legal: list[Action]) -> Action | None:
    """A beginner secures what he may at once, the most he can (En seguridad! as soon as
    he holds it, where it secures more than the one crate he won), instead of keeping
    crates the others could take: the easy level never hoards unsecured crates round
    after round, which left games against it with nothing at stake. None: another
    decision, the easy level's own."""
    if observation["phase"] != "secure":
        return None
    singles = [a for a in legal if a.type == "secure"]
    combos = [a for a in legal if a.type == "en_seguridad"]
    single = max(singles, key=lambda a: (_value(a["crate"]), a["crate"]), default=None)
    combo = max(combos, key=lambda a: (sum(map(_value, a["crates"])), -len(a["crates"])),
                default=None)
    if combo is not None and (single is None
                              or sum(map(_value, combo["crates"])) > _value(single["crate"])):
        return combo
    return single


# ----- the evaluation of the search (ai/ismcts.py) --------------------------------

# What an unsecured crate and a point of a card (in hand or bid) are worth, in
# secured crate points, to the search's evaluation.
SEARCH_UNSECURED = 0.5
SEARCH_CARD = 0.12
SEARCH_SPECIAL = 1.0
# The evaluation's uncertainty: the more crates still in the bag, the more a
# lead may yet change hands.
SEARCH_TEMPERATURE = 1.5
SEARCH_TEMPERATURE_PER_CRATE = 0.25
CARD_MEAN = sum(map(_strength, BAND_DECK)) / len(BAND_DECK)
# How a hint reads the search's means as chances to win (ai/hint.py `calibrated`):
# fitted on 83 games of hard seats at two players, 49 searching 200 iterations a move
# and 34 searching 600 (9,619 decisions), and checked on 20 others at 1,500
# (tools/calibration.py, docs/AI.md)
CHANCE_CALIBRATION = (6.5, -0.27)


def search_value(state, seat: int) -> list[float]:
    """Each player's chance to win, judged by `seat`: the crates and cards it cannot
    see (other players' secured crates and unknown hand cards) count at their mean."""
    hidden_crates = state.bag + [c for q in range(state.num_players) if q != seat
                                 for c in state.secured[q]]
    crate_mean = sum(map(_value, hidden_crates)) / len(hidden_crates) if hidden_crates else 0
    strengths = []
    for p in range(state.num_players):
        if p == seat:
            secured = sum(map(_value, state.secured[p]))
            hand = sum(map(_strength, state.hands[p]))
        else:
            secured = crate_mean * len(state.secured[p])
            known = state.known_hand[p]
            hand = (sum(map(_strength, known))
                    + CARD_MEAN * (len(state.hands[p]) - len(known)))
        bids = sum(_strength(c) for t in TREASURES for c in state.bids[p][t])
        strengths.append(secured + SEARCH_UNSECURED * sum(map(_value, state.unsecured[p]))
                         + SEARCH_CARD * (hand + bids)
                         + (SEARCH_SPECIAL if state.special[p] is not None else 0.0))
    temperature = SEARCH_TEMPERATURE + SEARCH_TEMPERATURE_PER_CRATE * len(state.bag)
    return softmax_values(strengths, temperature)


# ----- the rollouts of the search: the heuristic for every seat, to the round's end ----

_ROLLOUT_BOT = HeuristicBot("caramba")


def rollout_move(state, rng) -> Action:
    legal = state.legal_actions()
    return legal[0] if len(legal) == 1 else _ROLLOUT_BOT.best(_Table.from_state(state), legal)


def rollout_over(root, state) -> bool:
    # a game that stalls (rules: STALL_ROUNDS) ends at a round's end, where the rollout
    # stops anyway: the search meets that end as the terminal state it is, scored, and
    # the heuristic needs no word of it (its bids already go for every crate that pays)
    return state.round != root.round
