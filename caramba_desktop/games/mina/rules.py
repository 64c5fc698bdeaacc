"""Caramba! – Mina de Plata (Alex Randolph): the rules.

A game is a series of races. Before a race the sombreros are placed on the
track, one per space; then the sombrero nearest the mine moves first with one
die, the next with two dice, and so on: the hat band shows whose turn it is.
Before the mover rolls, the other players are asked in turn whether they offer
him silver for one more die (a private deal), which he accepts or refuses.
Whoever moves may first lay an ambush and may buy off dice (at least one is
always rolled). Every die is a chance node. A move that ends on an ambush
chip rolls again with 3/2/1 dice by terrain; one that ends on another
sombrero is greeted with silver by the one below and rolls one die again.
Sombreros that pass space 60 enter the mine and pay 1, 2, 3, ... silver into
the pot; the player left on the track wins it. All costs are multiplied by
the race number. The game ends when a player cannot start the next race;
the richest wins. The decisions the rulebook leaves open are in data.py.
"""

from __future__ import annotations

import random

from caramba_desktop.engine.api import CHANCE, TERMINAL, Action, Game, IllegalAction, State
from caramba_desktop.games.mina.actions import (
    ACCEPT,
    DICE,
    DIE_ACTIONS,
    NO_OFFER,
    OFFERS,
    REFUSE,
    ROLLS,
    SPACE_ACTIONS,
)
from caramba_desktop.games.mina.data import (
    AMBUSH_DICE,
    AMBUSH_REPEATS_ON_ZERO,
    AMBUSHES_PER_MOVE,
    DEAL_MIN_AMOUNT,
    GREETING,
    PICK_UPS_PER_TURN,
    RACE_ENDS_WITH_ONE_PLAYER_LEFT,
    SPACES,
    game_dice,
    sombreros_per_player,
    start_silver,
    terrain,
)

# phases
START, PLACE, RACE, OVER = "start", "place", "race", "over"

# the parameters each decision takes (docs/ENGINE.md)
ACTION_PARAMS = {"place": {"space"}, "roll": {"buy_off"}, "ambush": {"space"},
                 "pick_up": {"space"}, "offer": {"amount"}, "no_offer": set(),
                 "accept": set(), "refuse": set()}
DEAL_ACTIONS = {"offer", "no_offer", "accept", "refuse"}
PHASE_ACTIONS = {PLACE: {"place"}, RACE: {"roll", "ambush", "pick_up", *DEAL_ACTIONS}}
CHANCE_ACTIONS = {"start_player", "die"}
DEALS_FORMAT = 2  # the first record format with private deals (engine/record.py)

_SPACES = frozenset(range(1, SPACES + 1))


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def buy_off_cost(dice: int, race: int) -> int:
    """Silver for buying off `dice` dice: 1 + 2 + ... + dice, times the race number."""
    return race * dice * (dice + 1) // 2


class MinaState(State):
    def __init__(self, game: MinaGame, num_players: int) -> None:
        self.game = game
        self.num_players = n = num_players
        self.num_sombreros = n * sombreros_per_player(n)  # sombrero s and chip c belong to s % n
        self.phase = START
        self.race = 0
        self.start_player = 0
        self.money = [start_silver(n)] * n
        self.pot = 0
        self.broke = [False] * n
        self.pos: list[int | None] = [None] * self.num_sombreros  # None: not on the track
        self.in_mine: list[int] = []  # sombreros in order of arrival
        self.chips: list[int | None] = [None] * self.num_sombreros  # None: in the owner's supply
        self.crossed = [False] * self.num_sombreros  # a sombrero moved over the chip since laid
        self.holding: int | None = None  # a picked-up chip that must be put down again
        self.pick_ups = 0
        self.ambushes_laid = 0  # chips laid from the supply before this move
        self.to_place: list[int] = []
        self.band: int | None = None
        self.mover: int | None = None
        self.was_last = False  # the mover was last when he rolled
        self.rolling: int | None = None
        # private deals before a move roll: players still to be asked (the first is
        # asked now), the offer awaiting the mover's answer, the dice deals added
        self.asking: list[int] = []
        self.offer: tuple[int, int] | None = None  # (offerer, amount)
        self.deal_dice = 0
        self.reason = ""
        self.dice_left = 0
        self.faces: list[int] = []
        self.last_roll: dict | None = None  # the "roll" event of the last roll completed
        self.ranking: list[int] = []
        self.last_pot = 0  # what the winner of the last finished race took
        self.eliminated: list[int] = []
        self.events: list[dict] = []

    def owner(self, sombrero: int) -> int:
        return sombrero % self.num_players

    # ----- contract -------------------------------------------------------

    @property
    def current_player(self) -> int:
        phase = self.phase  # asked several times a move: the owners worked out in place
        if phase == RACE:  # most moves of a game
            if self.dice_left:
                return CHANCE
            return self.asking[0] if self.asking and self.offer is None else self.mover % self.num_players
        if phase == OVER:
            return TERMINAL
        if phase == START or self.dice_left:
            return CHANCE
        return self.to_place[0] % self.num_players

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.current_player != CHANCE:
            return []
        if self.phase == START:
            return [(Action("start_player", player=p), 1 / self.num_players)
                    for p in range(self.num_players)]
        return list(DICE)

    def is_chance_outcome(self, action: Action) -> bool:
        if self.phase == START:
            return super().is_chance_outcome(action)
        return action in DIE_ACTIONS

    def legal_actions(self) -> list[Action]:
        p = self.current_player
        if p < 0:
            return []
        if self.phase == PLACE:
            return self._free_space_actions("place")
        if self.holding is not None:
            return self._free_space_actions("ambush")
        if self.offer is not None:
            return [ACCEPT, REFUSE]
        if self.asking:
            return [NO_OFFER, *OFFERS[:self.money[p] - DEAL_MIN_AMOUNT + 1]]
        actions = ROLLS[:self.max_buy_off() + 1]
        if self.pick_ups < PICK_UPS_PER_TURN:
            actions += [SPACE_ACTIONS["pick_up"][s] for s in self.passed_chips()]
        if self.may_lay_ambush(p):
            actions += self._free_space_actions("ambush")
        return actions

    def illegal_reason(self, action: Action) -> IllegalAction:
        p, kind = self.current_player, action.type
        refusal = self.type_refusal(kind, ACTION_PARAMS, CHANCE_ACTIONS)
        if refusal is not None:
            return refusal
        if p == CHANCE:
            return IllegalAction("not_an_outcome", f"{action!r} is not a possible chance outcome")
        if kind not in PHASE_ACTIONS[self.phase]:
            return IllegalAction("wrong_phase", f"{kind!r} is not possible in the {self.phase} "
                                 "phase", phase=self.phase)
        if set(action.params) != ACTION_PARAMS[kind]:
            return IllegalAction("malformed_action", f"{kind!r} takes {sorted(ACTION_PARAMS[kind])}")
        if self.holding is not None and kind != "ambush":
            return IllegalAction("must_place_chip", "put the picked-up ambush chip down first")
        if kind in DEAL_ACTIONS or self.asking or self.offer is not None:
            return self._deal_refusal(kind, action)
        if kind == "roll":
            k, dice = action["buy_off"], self.dice_count(self.mover)
            if not _is_int(k) or k < 0:
                return IllegalAction("bad_buy_off", "buy off 0 or more dice")
            if k >= dice:
                return IllegalAction("one_die_must_roll", "at least one die is always rolled",
                                     dice=dice)
            return IllegalAction("cannot_afford", "not enough silver to buy off so many dice",
                                 cost=buy_off_cost(k, self.race))
        if kind == "ambush" and self.holding is None and self.supply_chip(p) is None:
            return IllegalAction("no_ambush_chip", "you have no ambush chip left to place")
        if kind == "ambush" and self.holding is None and not self.may_lay_ambush(p):
            return IllegalAction("ambush_limit", "no more ambush chips may be laid before this "
                                 "move", limit=AMBUSHES_PER_MOVE)
        if kind == "pick_up" and self.pick_ups >= PICK_UPS_PER_TURN:
            return IllegalAction("pick_up_limit", "no more ambush chips may be picked up before "
                                 "this move", limit=PICK_UPS_PER_TURN)
        space = action["space"]
        if not _is_int(space) or not 1 <= space <= SPACES:
            return IllegalAction("not_a_space", f"the track has spaces 1-{SPACES}", spaces=SPACES)
        if kind == "pick_up":
            if space not in self.chips:
                return IllegalAction("no_chip_there", "there is no ambush chip on that space")
            return IllegalAction("chip_not_passed", "not every sombrero has passed that chip yet")
        return IllegalAction("space_taken", "that space is not free", space=space)

    def _deal_refusal(self, kind: str, action: Action) -> IllegalAction:
        """Why a deal action, or a move while deals are being made, is refused."""
        if self.offer is not None:
            return IllegalAction("answer_offer", "accept or refuse the offer first")
        if self.asking:
            if kind == "offer":
                amount = action["amount"]
                if not _is_int(amount) or amount < DEAL_MIN_AMOUNT:
                    return IllegalAction("bad_amount", "offer 1 silver or more",
                                         least=DEAL_MIN_AMOUNT)
                return IllegalAction("deal_not_enough_silver", "not enough silver for that "
                                     "offer", amount=amount, money=self.money[self.asking[0]])
            if kind in ("accept", "refuse"):
                return IllegalAction("no_offer_to_answer", "there is no offer to answer")
            return IllegalAction("deals_first", "the other players make or decline their "
                                 "offers first")
        if kind in ("accept", "refuse"):
            return IllegalAction("no_offer_to_answer", "there is no offer to answer")
        if self.dice_count(self.mover) + self.deal_dice >= game_dice(self.num_players):
            return IllegalAction("deal_dice_limit", "the roll already has all the dice of "
                                 "the game", dice=game_dice(self.num_players))
        return IllegalAction("deal_not_before_roll", "offers are made before the mover "
                             "rolls, before he lays an ambush")

    def _apply(self, action: Action) -> None:
        self.events = []
        player = self.current_player
        if player == CHANCE:
            getattr(self, "_on_" + action.type)(action)
        else:
            getattr(self, "_on_" + action.type)(player, action)

    # ----- the board ------------------------------------------------------

    def on_track(self) -> list[int]:
        return [s for s, space in enumerate(self.pos) if space is not None]

    def dice_count(self, sombrero: int) -> int:
        """The sombrero's rank: 1 for the one nearest the mine, 2 for the next, ..."""
        # the spaces start at 1, so filter(None) leaves out exactly the sombreros off the track
        return 1 + sum(map(self.pos[sombrero].__lt__, filter(None, self.pos)))

    def max_buy_off(self) -> int:
        p = self.owner(self.mover)
        if self.broke[p]:
            return 0
        dice, k = self.dice_count(self.mover), 0
        while k + 1 < dice and buy_off_cost(k + 1, self.race) <= self.money[p]:
            k += 1
        return k

    def _free_space_actions(self, kind: str) -> list[Action]:
        free = _SPACES.difference(self.pos, self.chips)
        return list(map(SPACE_ACTIONS[kind].__getitem__, sorted(free)))

    def passed_chips(self) -> list[int]:
        """The spaces of the chips that may be picked up: no sombrero stands behind
        one, and a sombrero has moved over it since it was laid (FACTS)."""
        rear = min(filter(None, self.pos))  # spaces start at 1: the sombreros on the track
        return sorted(space for space, crossed in zip(self.chips, self.crossed, strict=True)
                      if space is not None and space < rear and crossed)

    def may_lay_ambush(self, p: int) -> bool:
        """A chip from p's supply may go down: he has one left and has not yet laid
        as many as one move allows."""
        return self.supply_chip(p) is not None and self.ambushes_laid < AMBUSHES_PER_MOVE

    def supply_chip(self, p: int) -> int | None:
        for c in range(p, len(self.chips), self.num_players):
            if self.chips[c] is None:
                return c
        return None

    # ----- chance ---------------------------------------------------------

    def _on_start_player(self, action: Action) -> None:
        self.start_player = first = action["player"]
        n = self.num_players
        order = [(first + i) % n + j * n
                 for j in range(sombreros_per_player(n)) for i in range(n)]
        self._begin_race(order)

    def _on_die(self, action: Action) -> None:
        self.faces.append(action["face"])
        self.dice_left -= 1
        if not self.dice_left:
            self._resolve_roll()

    # ----- decisions --------------------------------------------------------

    def _on_place(self, p: int, action: Action) -> None:
        self.pos[self.to_place.pop(0)] = action["space"]
        if not self.to_place:
            self.phase = RACE
            self.band = max(self.on_track(), key=lambda s: self.pos[s])
            self.events.append({"type": "band", "sombrero": self.band, "overtook": False})
            self._start_turn()

    def _on_ambush(self, p: int, action: Action) -> None:
        if self.holding is None:
            chip = self.supply_chip(p)
            self.ambushes_laid += 1
        else:
            chip, self.holding = self.holding, None
        self.chips[chip] = action["space"]
        self.crossed[chip] = False

    def _on_pick_up(self, p: int, action: Action) -> None:
        self.holding = self.chips.index(action["space"])
        self.chips[self.holding] = None
        self.pick_ups += 1

    def _on_offer(self, p: int, action: Action) -> None:
        self.offer = (p, action["amount"])
        self.events.append({"type": "offer", "from": p, "to": self.owner(self.mover),
                            "sombrero": self.mover, "amount": action["amount"]})

    def _on_no_offer(self, p: int, action: Action) -> None:
        self.asking.pop(0)
        self._ask_next()

    def _on_accept(self, p: int, action: Action) -> None:
        offerer, amount = self.offer
        self.offer = None
        self.asking.pop(0)
        self.deal_dice += 1
        self.events.append({"type": "deal", "from": offerer, "to": p, "amount": amount,
                            "accepted": True})
        self._pay(offerer, p, amount, "deal")
        self._ask_next()

    def _on_refuse(self, p: int, action: Action) -> None:
        offerer, amount = self.offer
        self.offer = None
        self.asking.pop(0)
        self.events.append({"type": "deal", "from": offerer, "to": p, "amount": amount,
                            "accepted": False})
        self._ask_next()

    def _on_roll(self, p: int, action: Action) -> None:
        s, k = self.mover, action["buy_off"]
        dice = self.dice_count(s) + self.deal_dice
        if k:
            self._pay(p, None, buy_off_cost(k, self.race), "buy_off")
        # before rolling, the band goes to the sombrero behind; the last gives it to the first
        track = self.on_track()
        behind = [t for t in track if self.pos[t] < self.pos[s]]
        self.was_last = not behind
        if behind:
            self.band = max(behind, key=lambda t: self.pos[t])
        else:
            self.band = max(track, key=lambda t: self.pos[t])
        self.events.append({"type": "band", "sombrero": self.band, "overtook": False})
        self._start_roll(s, dice - k, "move")

    # ----- moving -------------------------------------------------------------

    def _start_turn(self) -> None:
        self.mover = self.band
        self.pick_ups = self.ambushes_laid = self.deal_dice = 0
        n, mover = self.num_players, self.owner(self.band)
        self.asking = [(mover + i) % n for i in range(1, n)]
        self._ask_next()

    def _ask_next(self) -> None:
        """Skip the players who cannot offer: broke, without silver, or the roll has all
        the dice of the game already."""
        if self.dice_count(self.mover) + self.deal_dice >= game_dice(self.num_players):
            self.asking = []
        while self.asking and (self.broke[self.asking[0]]
                               or self.money[self.asking[0]] < DEAL_MIN_AMOUNT):
            self.asking.pop(0)

    def _start_roll(self, sombrero: int, dice: int, reason: str) -> None:
        self.rolling, self.dice_left, self.faces, self.reason = sombrero, dice, [], reason

    def _resolve_roll(self) -> None:
        s, total = self.rolling, sum(self.faces)
        self.last_roll = {"type": "roll", "sombrero": s, "player": self.owner(s),
                          "reason": self.reason, "faces": list(self.faces), "total": total}
        self.events.append(dict(self.last_roll))
        reason, self.rolling, self.faces = self.reason, None, []
        start = self.pos[s]
        for c, space in enumerate(self.chips):  # leaving a chip's space moves over it too
            if space is not None and start <= space < start + total:
                self.crossed[c] = True
        if start + total > SPACES:
            self._arrive(s)
        elif total == 0 and reason == "ambush" and not AMBUSH_REPEATS_ON_ZERO:
            self._end_move(s)
        else:
            self.pos[s] = start + total
            if total:
                self.events.append({"type": "move", "sombrero": s, "from": start,
                                    "to": start + total})
            self._land(s)

    def _land(self, s: int) -> None:
        """A move ends here: an occupied space or an ambush makes it go on."""
        space = self.pos[s]
        below = [t for t, there in enumerate(self.pos) if there == space and t != s]
        if below:
            self.events.append({"type": "occupied", "sombrero": s, "below": below[0],
                                "space": space})
            self._pay(self.owner(below[0]), self.owner(s), GREETING * self.race, "greeting")
            self._start_roll(s, 1, "occupied")
        elif space in self.chips:
            dice = AMBUSH_DICE[terrain(space)]
            self.events.append({"type": "ambush", "sombrero": s, "space": space, "dice": dice})
            self._start_roll(s, dice, "ambush")
        else:
            self._end_move(s)

    def _arrive(self, s: int) -> None:
        self.pos[s] = None
        self.in_mine.append(s)
        place = len(self.in_mine)
        self.events.append({"type": "arrival", "sombrero": s, "player": self.owner(s),
                            "place": place})
        self._pay(self.owner(s), None, place * self.race, "arrival")
        self._end_move(s)

    def _end_move(self, s: int) -> None:
        track = self.on_track()
        owners = {self.owner(t) for t in track}
        if len(owners if RACE_ENDS_WITH_ONE_PLAYER_LEFT else track) <= 1:
            self._finish_race()
            return
        if self.was_last and self.pos[s] is not None and all(
                self.pos[t] < self.pos[s] for t in track if t != s):
            # the last one overtook everybody: he takes the band and moves again
            self.band = s
            self.events.append({"type": "band", "sombrero": s, "overtook": True})
        self.was_last = False
        self._start_turn()

    def _pay(self, payer: int, payee: int | None, owed: int, reason: str) -> None:
        """Pay `owed` silver to a player or, for None, into the pot; as far as one can."""
        if payer == payee:
            return
        paid = 0 if self.broke[payer] else min(owed, self.money[payer])
        self.money[payer] -= paid
        if payee is None:
            self.pot += paid
        else:
            self.money[payee] += paid
        self.events.append({"type": "payment", "from": payer, "to": payee, "amount": paid,
                            "owed": owed, "reason": reason})
        if not self.broke[payer] and self.money[payer] == 0:
            self.broke[payer] = True
            self.events.append({"type": "broke", "player": payer})

    # ----- races --------------------------------------------------------------

    def _begin_race(self, order: list[int]) -> None:
        self.race += 1
        self.phase = PLACE
        self.to_place = list(order)
        self.pos = [None] * self.num_sombreros
        self.chips = [None] * self.num_sombreros
        self.crossed = [False] * self.num_sombreros
        self.in_mine = []
        self.broke = [False] * self.num_players
        self.band = self.mover = None
        self.events.append({"type": "race", "race": self.race,
                            "order": [self.owner(s) for s in order]})

    def _finish_race(self) -> None:
        left = sorted(self.on_track(), key=lambda t: self.pos[t])
        self.ranking = left + self.in_mine[::-1]
        winner = self.owner(self.ranking[0])
        pot, self.pot = self.pot, 0
        self.last_pot = pot
        self.money[winner] += pot
        self.band = self.mover = None
        self.events.append({"type": "race_result", "race": self.race, "winner": winner,
                            "pot": pot, "ranking": list(self.ranking),
                            "money": list(self.money)})
        self.eliminated = [p for p in range(self.num_players)
                           if (self.broke[p] and p != winner) or self.money[p] == 0]
        if self.eliminated:
            self.phase = OVER
            self.events.append({"type": "game_over", "scores": self.scores(),
                                "winners": self.winners(), "eliminated": list(self.eliminated)})
        else:
            self._begin_race(self._placing_order())

    def _placing_order(self) -> list[int]:
        """The next race's placing order (FACTS): players ranked by their better-placed
        sombrero; each places one sombrero in that order, then the second ones."""
        rank: dict[int, int] = {}
        placed: dict[int, int] = {}
        keyed = []
        for s in self.ranking:
            p = self.owner(s)
            rank.setdefault(p, len(rank))
            keyed.append((placed.get(p, 0), rank[p], s))
            placed[p] = placed.get(p, 0) + 1
        return [s for *_, s in sorted(keyed)]

    # ----- results and views ----------------------------------------------

    def scores(self) -> list[float]:
        return list(self.money)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        staying = [p for p in range(self.num_players) if p not in self.eliminated]
        best = max(self.money[p] for p in staying or range(self.num_players))
        return [p for p in staying or range(self.num_players) if self.money[p] == best]

    def last_events(self) -> list[dict]:
        return list(self.events)

    def observation(self, player: int | None) -> dict:
        over = self.phase == OVER
        turn = self.phase == RACE and not self.dice_left and self.holding is None
        dice = self.dice_count(self.mover) if turn else None
        arrival = {s: i + 1 for i, s in enumerate(self.in_mine)}
        return {
            "game": "mina",
            "viewer": player,
            "phase": self.phase,
            "race": self.race,
            "current_player": self.current_player,
            "start_player": self.start_player,
            "sombreros": [{"owner": self.owner(s), "space": self.pos[s],
                           "arrival": arrival.get(s)} for s in range(self.num_sombreros)],
            "chips": [{"owner": self.owner(c), "space": space}
                      for c, space in enumerate(self.chips)],
            "passed_chips": self.passed_chips() if self.phase == RACE else [],
            "holding": self.holding,
            "to_place": list(self.to_place),
            "band": self.band,
            "mover": self.mover,
            "dice": dice,
            "buy_off_costs": ([buy_off_cost(k, self.race) for k in range(dice)]
                              if turn else []),
            "max_buy_off": self.max_buy_off() if turn else 0,
            "pick_ups_left": PICK_UPS_PER_TURN - self.pick_ups if turn else 0,
            "deal": {"asking": self.asking[0] if self.asking and self.offer is None else None,
                     "still_asked": list(self.asking),
                     "offer": None if self.offer is None else {
                         "from": self.offer[0], "amount": self.offer[1]},
                     "deal_dice": self.deal_dice if turn else 0,
                     "dice_limit": game_dice(self.num_players)},
            "rolling": None if not self.dice_left else {
                "sombrero": self.rolling, "reason": self.reason,
                "faces": list(self.faces), "dice_left": self.dice_left},
            "last_roll": None if self.last_roll is None else {
                k: v for k, v in self.last_roll.items() if k != "type"},
            "costs": {"greeting": GREETING * self.race,
                      "next_arrival": (len(self.in_mine) + 1) * self.race},
            "money": list(self.money),
            "pot": self.pot,
            "broke": list(self.broke),
            "ranking": list(self.ranking),
            "last_pot": self.last_pot,
            "scores": self.scores() if over else None,
            "winners": self.winners() if over else None,
            "eliminated": list(self.eliminated) if over else None,
        }

    # ----- copies -------------------------------------------------------------

    def clone(self) -> MinaState:
        new = object.__new__(MinaState)
        new.__dict__.update(self.__dict__)
        # spelled out rather than looped over names: the search clones every iteration.
        # Shared, not copied: the lists the rules only ever replace (the ranking, the
        # eliminated, and the events, which every move starts anew).
        new.money, new.broke, new.pos = self.money[:], self.broke[:], self.pos[:]
        new.chips, new.crossed, new.in_mine = self.chips[:], self.crossed[:], self.in_mine[:]
        new.to_place, new.faces, new.asking = self.to_place[:], self.faces[:], self.asking[:]
        return new

    def determinize(self, player: int, rng: random.Random) -> MinaState:
        return self.clone()  # nothing is hidden: money, pieces and chips lie open


class MinaGame(Game):
    id = "mina"
    min_players = 2
    max_players = 6
    has_secrets = False
    options_schema: dict[str, dict] = {}
    # the table declines a deal for a human who lets the pause before the roll pass:
    # nobody clicks to say he does not deal
    silent_actions = frozenset({"no_offer"})

    def new_state(self, num_players: int, options: dict | None = None) -> MinaState:
        self.check_options(num_players, options)
        return MinaState(self, num_players)

    def upgrade_actions(self, num_players: int, options: dict, actions: list[Action],
                        version: int) -> list[Action]:
        """A game saved before private deals (format 1): everybody asked declined."""
        if version >= DEALS_FORMAT:
            return actions
        state, upgraded = self.new_state(num_players, options), []
        for index, action in enumerate(actions):
            while state.asking and state.offer is None and action.type not in DEAL_ACTIONS:
                state.apply(NO_OFFER)
                upgraded.append(NO_OFFER)
            try:
                state.apply(action)
            except IllegalAction:  # a damaged save: the replay names the move refused
                return upgraded + actions[index:]
            upgraded.append(action)
        return upgraded


GAME = MinaGame()
