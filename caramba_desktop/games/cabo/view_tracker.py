"""Following the physical cards of a CABO round through its public moves."""

from __future__ import annotations


class CardTracker:
    """A stable id for every physical card on the table, followed through the round's
    public moves (the observation's history), so that a replaced, swapped or drawn
    card glides to its new place instead of changing face where it lies."""

    def __init__(self) -> None:
        self.round: int | None = None
        self.seen = 0  # history entries applied
        self.places: dict[tuple[int, int], int] = {}
        self.held: int | None = None
        self.from_discard: set[int] = set()  # ids that came off the discard pile
        self._next = 0

    def _new(self) -> int:
        self._next += 1
        return self._next

    def update(self, obs: dict) -> None:
        history = obs["history"]
        if obs["round"] != self.round or len(history) < self.seen:
            self.round, self.seen, self.places, self.held = obs["round"], 0, {}, None
        for entry in history[self.seen:]:
            self._apply(entry)
        self.seen = len(history)
        for q, seat in enumerate(obs["players"]):
            for i, slot in enumerate(seat["layout"]):
                if slot is None:
                    self.places.pop((q, i), None)
                elif (q, i) not in self.places:
                    self.places[(q, i)] = self._new()
        if obs["held_from"] is not None and self.held is None:
            self.held = self._new()

    def _apply(self, entry: dict) -> None:
        kind, p = entry["type"], entry.get("player")
        if kind == "draw":
            self.held = self._new()
        elif kind == "take":
            self.held = self._new()
            self.from_discard.add(self.held)
        elif kind == "replace":
            self.places[(p, entry["position"])], self.held = self.held or self._new(), None
        elif kind == "claim":
            if entry["success"]:
                first, *rest = entry["positions"]
                self.places[(p, first)] = self.held or self._new()
                for i in rest:
                    self.places.pop((p, i), None)
            self.held = None
        elif kind in ("discard", "peek", "spy"):
            self.held = None
        elif kind == "swap":
            a, b = (entry["target"], entry["position"]), (entry["other_target"],
                                                          entry["other_position"])
            self.places[a], self.places[b] = self.places.get(b), self.places.get(a)

    def where(self, uid: int) -> tuple[int, int] | None:
        return next((place for place, u in self.places.items() if u == uid), None)

