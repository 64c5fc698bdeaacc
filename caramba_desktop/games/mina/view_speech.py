"""Mina de Plata's table in words for a screen reader (ui/scene/speech.py): the track's
spaces with who stands there, the sombreros, the ambushes, the dice, and the table's
summary."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication

from caramba_desktop.games.mina import texts
from caramba_desktop.ui.scene import speech

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call


def _on_space(obs, names, space: int) -> str:
    """Who stands on `space`: the sombreros and the ambush there."""
    here = [texts.sombrero_name(names, s) for s, hat in enumerate(obs["sombreros"])
            if hat["space"] == space and hat["arrival"] is None]
    here += [_ambush(names, chip["owner"]) for chip in obs["chips"] if chip["space"] == space]
    return ", ".join(here) or translate("MinaTexts", "free")


def _ambush(names, owner: int) -> str:
    return translate("MinaTexts", "Ambush of {name}").format(
        name=texts.player_name(names, owner))


def _where(hat: dict) -> str:
    if hat["arrival"] is not None:
        return translate("MinaTexts", "in the mine")
    if hat["space"] is None:
        return translate("MinaTexts", "not on the track yet")
    return texts.space_text(hat["space"])


def item_words(view, key: Hashable, item) -> tuple[str, str] | None:
    obs, names = view._obs, view._names
    kind = key[0]
    if kind == "space":
        return texts.space_text(key[1]), _on_space(obs, names, key[1])
    if kind == "sombrero":
        return (translate("MinaTexts", "Sombrero of {name}").format(
            name=texts.sombrero_name(names, key[1])), _where(obs["sombreros"][key[1]]))
    if kind == "chip":
        owners = [c["owner"] for c in obs["chips"] if c["space"] == key[1]]
        return (_ambush(names, owners[0]) if owners else "", texts.space_text(key[1]))
    if kind == "supply":
        return _ambush(names, key[1]), translate("MinaTexts", "in the supply")
    if kind == "die":
        face = item.svg_path().rsplit("_", 1)[1].split(".")[0]
        return translate("MinaTexts", "Die showing {face}").format(face=face), ""
    if kind == "card" and getattr(item, "content", None) is not None:
        return item.content.title, card_words(item.content)
    if kind == "todie":
        return (translate("MinaTexts", "Die to roll"),
                translate("MinaTexts", "bought off") if getattr(item, "marked", False) else "")
    return None


def card_words(card) -> str:
    """The Caramba card's costs: each row's cost by dice or place, then the greeting's."""
    rows = [translate("MinaTexts", "{heading} ({costs}).").format(
        heading=heading, costs="; ".join(
            speech.labelled(f"{unit} {count}", texts.silver_text(cost))
            for count, cost in enumerate(costs, start=1)))
        for heading, unit, costs in card.rows]
    greeting = speech.labelled(card.greeting, texts.silver_text(card.greeting_cost))
    return " ".join(rows + [greeting + "."])


def table_summary(view) -> str:
    obs, names, viewer = view._obs, view._names, view._viewer
    more = [translate("MinaTexts", "{who}: {where}.").format(
        who=texts.sombrero_name(names, s), where=_where(hat))
        for s, hat in enumerate(obs["sombreros"])]
    more += [translate("MinaTexts", "{who}: {where}.").format(
        who=_ambush(names, chip["owner"]), where=texts.space_text(chip["space"]))
        for chip in obs["chips"] if chip["space"] is not None]
    return speech.summary(names, obs["current_player"], viewer,
                          scores=[texts.silver_text(m) for m in obs["money"]],
                          stake=translate("MinaTexts", "the pot, {amount}").format(
                              amount=texts.silver_text(obs["pot"])), more=more)
