"""CABO's table in words for a screen reader (ui/scene/speech.py): each card by its
place, named only when the table shows it face up, and the table's summary."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication

from caramba_desktop.games.cabo import texts
from caramba_desktop.ui.scene import speech

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call


def shown_value(item) -> int | None:
    """The value a card item shows face up (None: face down)."""
    if not getattr(item, "face_up", False):
        return None
    return int(item.face.rsplit("_", 1)[1].split(".")[0])


def layout_of(names, player: int, viewer: int | None) -> str:
    if player == viewer:
        return translate("CaboTexts", "In your layout")
    return translate("CaboTexts", "In the layout of {name}").format(
        name=texts.player_name(names, player))


def _whose_place(names, player: int, place: int, viewer: int | None) -> str:
    if player == viewer:
        return texts.place_text(place)
    return translate("CaboTexts", "{place} of {name}").format(
        place=texts.place_text(place), name=texts.player_name(names, player))


def moment_words(view) -> str:
    """The cards a look, a peek or a spy shows the seat at the screen, while they are up."""
    reveal = view._reveal
    if not reveal:
        return ""
    # told as its owner sees it: the table may turn public behind a hand-off meanwhile
    cards = ", ".join(speech.labelled(_whose_place(view._names, p, i, reveal["owner"]),
                                      texts.card_text(value))
                      for (p, i), value in sorted(reveal["cards"].items()))
    return translate("CaboTexts", "You see: {cards}.").format(cards=cards)


def item_words(view, key: Hashable, item) -> tuple[str, str] | None:
    obs, names, viewer = view._obs, view._names, view._viewer
    value = shown_value(item)
    card = texts.card_text(value) if value is not None else speech.face_down()
    if key[0] == "card":
        place = view.card_place(key[1])
        if place is None:
            return card, translate("CaboTexts", "The card in hand")
        p, i = place
        return speech.labelled(texts.place_text(i), card), layout_of(names, p, viewer)
    if key[0] == "reveal":
        return (speech.labelled(texts.place_text(key[2]), card),
                layout_of(names, key[1], viewer))
    if key == ("draw",):
        return speech.pile_words(translate("CaboTexts", "Draw pile"), obs["draw_count"])
    if key == ("discard",):
        top = obs["discard"][-1] if obs["discard"] else None
        name = translate("CaboTexts", "Discard pile")
        return (speech.labelled(name, texts.card_text(top)) if top is not None else name,
                speech.pile_words(name, len(obs["discard"]))[1])
    return None


def table_summary(view) -> str:
    obs, names, viewer = view._obs, view._names, view._viewer
    holding = ""
    if viewer is not None:  # the values seen before only with the memory aid, as on screen
        remembered = view.memory_aid.isChecked()
        known = [speech.labelled(texts.place_text(i), texts.card_text(slot["card"])
                                 if slot["card"] is not None and remembered
                                 else speech.face_down())
                 for i, slot in enumerate(obs["players"][viewer]["layout"]) if slot]
        holding = ", ".join(known)
    more = []
    if obs["held"] is not None and obs["current_player"] == viewer:
        more.append(translate("CaboTexts", "In your hand: {card}.").format(
            card=texts.card_text(obs["held"])))
    if obs["discard"]:
        more.append(translate("CaboTexts", "On the discard pile: {card}.").format(
            card=texts.card_text(obs["discard"][-1])))
    if obs["caller"] is not None:
        more.append(translate("CaboTexts", "{name} called CABO.").format(
            name=texts.player_name(names, obs["caller"])))
    return speech.summary(names, obs["current_player"], viewer,
                          scores=[texts.COUNTS.points(int(s)) for s in obs["scores"]],
                          holding=holding, more=more)
