"""The CABO table's items a move is made with, for the hint's marks and the tutorial's
bubble: in the order a player chooses them, by mouse or by keys."""

from __future__ import annotations

from caramba_desktop.engine.api import Action


class HintKeys:
    """The hint part of CaboView (its _viewer and card_id)."""

    def hint_keys(self, action: Action) -> list:
        me, kind = self._viewer, action.type
        if me is None:
            return []
        piles = {"draw": ("draw",), "take": ("discard",), "discard": ("discard",)}
        if kind in piles:
            return [piles[kind]]
        if kind == "cabo":
            return [("button", "cabo")]
        if kind in ("look", "claim"):
            places = [(me, i) for i in action["positions"]]
        elif kind in ("replace", "peek"):
            places = [(me, action["position"])]
        elif kind == "spy":
            places = [(action["player"], action["position"])]
        elif kind == "swap":
            places = [(action["player"], action["position"]),
                      (action["other_player"], action["other_position"])]
        else:
            places = []
        keys = [("card", self.card_id(p, i)) for p, i in places]
        # in the order they are chosen: the card's action (or Replace a set…) first
        button = {"claim": "set", "peek": "peek", "spy": "spy", "swap": "swap"}.get(kind)
        confirm = [("button", "claim")] if kind == "claim" else []
        return ([("button", button)] if button else []) + keys + confirm
