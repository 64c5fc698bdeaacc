"""The CABO table's swap: two cards of two players, one of them the viewer's, chosen
one after the other; a card that no swap may take says why when clicked."""

from __future__ import annotations

from caramba_desktop.engine.api import Action


class SwapChoice:
    """The swap part of CaboView (its _legal, _swap_first, _viewer, _present, ...)."""

    def _on_swap_card(self, p: int, i: int) -> None:
        if self._swap_first is None:
            self._swap_first = (p, i)
        elif self._swap_first == (p, i):
            self._swap_first = None
        else:
            self._choose(self._swap_action(self._swap_first, (p, i)))
            return
        self._render(animate=True)

    @staticmethod
    def _swap_action(a: tuple[int, int], b: tuple[int, int]) -> Action:
        a, b = sorted([a, b])
        return Action("swap", player=a[0], position=a[1], other_player=b[0], other_position=b[1])

    def _swap_targets(self) -> None:
        swaps = [a for a in self._legal if a.type == "swap"]
        first = self._swap_first
        for p in range(self._n()):
            for i in self._present(p):
                if first is None:
                    ok = any((p, i) in ((a["player"], a["position"]),
                                        (a["other_player"], a["other_position"])) for a in swaps)
                else:
                    ok = (p, i) == first or self._swap_action(first, (p, i)) in swaps
                if ok:
                    self._target_place(p, i, marked=(p, i) == first)
                else:  # the caller's card, two of one player, or none of the viewer's
                    partner = first or self._swap_partner(p)
                    if partner is not None:
                        self._refuse_place(p, i, self._swap_action(partner, (p, i)))

    def _swap_partner(self, p: int) -> tuple[int, int] | None:
        """A card a swap of player p's card would take: the viewer's, or (for the
        viewer's own card) the next player's."""
        q = self._viewer if p != self._viewer else (p + 1) % self._n()
        return next(((q, i) for i in self._present(q)), None)
