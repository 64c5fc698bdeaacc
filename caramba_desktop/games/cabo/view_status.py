"""The status line of the CABO table: what is going on, or what the viewer may do."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from caramba_desktop.games.cabo import texts
from caramba_desktop.games.cabo.data import LOOKED_AT

translate = QCoreApplication.translate


@dataclass
class TableMoment:
    """What the table shows besides the observation: the moment that is up and the
    viewer's choice in progress."""

    round_over: bool = False  # the round-end panel is up
    revealed: int = 0  # cards of a private reveal on show
    kinds: frozenset[str] = frozenset()  # the types of the viewer's legal actions
    pending: str | None = None  # "set", "peek", "spy", "swap" while one is being chosen
    chosen: int = 0  # cards chosen for a set so far
    swap_started: bool = False  # the first card of a swap is chosen


def status_text(obs: dict, viewer: int | None, names: Sequence[str], now: TableMoment) -> str:
    phase = obs["phase"]
    if now.round_over:
        if phase == "over":
            return game_over_text(obs, names)
        return translate("CaboView", "The round is scored: see the points, then continue")
    if phase == "over":
        return game_over_text(obs, names)
    if now.revealed:
        if now.revealed > 1:
            return translate("CaboView", "Remember these cards, then choose “Done”")
        return translate("CaboView", "Remember this card, then choose “Done”")
    if now.kinds and viewer is not None:
        return _choice_text(obs, viewer, now)
    current = obs["current_player"]
    if current is None or current < 0:  # a card is dealt, or drawn by the one to play
        current = obs["turn_player"]
        if obs["phase"] == "setup" or current is None:
            return translate("CaboView", "The cards are dealt")
    name = texts.player_name(names, current)
    if phase == "look":
        return translate("CaboView", "{name} looks at their cards").format(name=name)
    return translate("CaboView", "{name} is playing").format(name=name)


def game_over_text(obs: dict, names: Sequence[str]) -> str:
    winners = obs.get("winners") or []
    listed = ", ".join(texts.player_name(names, p) for p in winners)
    if len(winners) == 1:
        return translate("CaboView", "Game over: {name} wins").format(name=listed)
    return translate("CaboView", "Game over: shared win for {names}").format(names=listed)


def _choice_text(obs: dict, me: int, now: TableMoment) -> str:
    kinds = now.kinds
    if "look" in kinds:
        count = LOOKED_AT[len(obs["players"][me]["layout"])]
        return translate("CaboView", "Choose {count} of your cards to look at secretly").format(count=count)
    if "draw" in kinds or "take" in kinds:
        top = texts.card_text(obs["discard"][-1])
        if "cabo" in kinds:
            return translate("CaboView", "Draw a card, take the {card} or call CABO").format(
                card=top)
        return translate("CaboView", "Draw a card or take the {card}").format(card=top)
    held = texts.card_text(obs["held"]) if obs["held"] is not None else ""
    if now.pending == "set":
        return translate("CaboView", "Choose 2 to 4 of your cards of equal value ({count} chosen)").format(count=now.chosen)
    if now.pending == "peek":
        return translate("CaboView", "Peek: choose one of your cards")
    if now.pending == "spy":
        return translate("CaboView", "Spy: choose another player's card")
    if now.pending == "swap":
        if not now.swap_started:
            return translate("CaboView", "Swap: choose the first of the two cards")
        return translate("CaboView", "Swap: choose the card to exchange it with")
    if "discard" not in kinds:
        return translate("CaboView", "Lay the {card} down: choose the card it replaces").format(card=held)
    return translate("CaboView", "You drew the {card}: choose a card of yours to replace, or discard it").format(card=held)
