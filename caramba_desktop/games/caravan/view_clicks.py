"""The Caravan table's refused clicks: a click that means a move the rules refuse
(a camel's good, a rival's good, a space out of reach) or no move at all (a space
before a camel is picked) says why on the status line."""

from __future__ import annotations

from caramba_desktop.engine.api import Action


class RefusedClicks:
    """The refusals of CaravanView (its _obs, _legal, _pending, _viewer, _b, ...)."""

    def _on_space(self, space: int) -> None:
        """A click on a space that is no choice now: the rules (or the table) say why
        nothing goes there."""
        obs, pending = self._obs, self._pending
        if obs is None or self._viewer is None:
            return
        if obs["phase"] == "over" or not self._legal:
            self.clickRefused.emit("game_over" if obs["phase"] == "over" else "not_your_turn")
            return
        me = obs["current_player"]
        if pending is not None and pending[0] == "good":
            self.clickRefused.emit("target_not_empty")  # a good goes onto a camel
            return
        if pending is None and any(a.get("space", a.get("to")) == space for a in self._legal
                                   if a.type in ("place", "move_camel")):
            self.clickRefused.emit("space_before_camel")
            return
        move = self._move_to(me, space, pending)
        if move is None:
            self.clickRefused.emit("space_before_camel")
        else:  # unaffordable, or the camel's own space: the rules say which
            self.actionChosen.emit(move)

    def _refuse_while_others_play(self) -> None:
        """One's own camels while another plays: a click says whose turn it is."""
        if self._viewer is not None and self._obs["phase"] == "play":
            for i in range(len(self._obs["camels"][self._viewer])):
                self._b.refuse(("camel", self._viewer, i),
                               lambda: self.clickRefused.emit("not_your_turn"))

    def _move_to(self, me: int, space: int, pending: tuple | None) -> Action | None:
        """The move a click on `space` means: the picked camel going there; with none
        picked, a camel from the supply, else an empty camel from the board."""
        mine = self._obs["camels"][me]
        if pending is not None:
            return Action("place", space=space) if pending[0] == "place" else Action(
                "move_camel", camel=pending[1], to=space)
        if any(c[0] is None for c in mine):
            return Action("place", space=space)
        movable = [i for i, c in enumerate(mine) if c[0] not in (None, space)]
        empty = [i for i in movable if mine[i][1] is None]
        return Action("move_camel", camel=(empty or movable)[0], to=space) if movable else None

    def _refusals_of_camel(self, me: int, i: int) -> None:
        """What a click near camel i means that the rules may refuse: taking the good
        it stands on, stealing the goods of the camels beside it."""
        space = self._obs["camels"][me][i][0]
        self._refuse(("lying", space), Action("pick_up", camel=i))
        for victim, camels in enumerate(self._obs["camels"]):
            for target, (there, good, _) in enumerate(camels):
                if victim != me and there == space and good is not None:
                    self._refuse(("cargo", victim, target),
                                 Action("steal", camel=i, victim=victim, target=target))

    def _refuse(self, key: tuple, action: Action) -> None:
        if action not in self._legal:
            self._b.refuse(key, lambda: self.actionChosen.emit(action))
