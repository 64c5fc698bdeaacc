"""Caramba!'s table in words for a screen reader (ui/scene/speech.py): each item's name
and place, and the table's summary, from the observation the table shows."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication

from caramba_desktop.games.caramba import texts
from caramba_desktop.games.caramba.data import CARD_VALUES, TREASURES
from caramba_desktop.ui.scene import speech

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call


def item_words(view, key: Hashable, item) -> tuple[str, str] | None:
    obs, names, viewer = view._obs, view._names, view._viewer
    kind = key[0]
    if kind == "hand":
        name = texts.card_text(key[2]) if item.face_up else speech.face_down()
        return name, speech.in_hand(names, key[1], viewer)
    if kind == "handback":
        hand = view._hand(key[1])
        shown = item.face_up and key[2] < len(hand)
        return (texts.card_text(hand[key[2]]) if shown else speech.face_down(),
                speech.in_hand(names, key[1], viewer))
    if kind == "bid":
        return texts.card_text(key[2]), translate("CarambaTexts", "Bid by {name}").format(
            name=texts.player_name(names, key[1]))
    if kind == "pick":
        return texts.card_text(key[1]), translate("CarambaTexts", "Take this card back")
    if kind == "special":
        special = obs["players"][key[1]]["special"]
        name = texts.special_name(special) if item.face_up and special else speech.face_down()
        return name, translate("CarambaTexts", "Special card of {name}").format(
            name=texts.player_name(names, key[1]))
    if kind == "centre":
        return texts.crate_text(key[1]), translate("CarambaTexts",
                                                   "Crate in the middle of the table")
    if kind == "crate":
        return texts.crate_text(key[2]), translate("CarambaTexts", "Crate won by {name}").format(
            name=texts.player_name(names, key[1]))
    seat = obs["players"][key[1]] if len(key) > 1 and isinstance(key[1], int) else None
    if kind == "draw" and seat is not None:
        return speech.pile_words(translate("CarambaTexts", "Draw pile of {name}").format(
            name=texts.player_name(names, key[1])), seat["draw_count"])
    if kind == "discard" and seat is not None:
        name, count = translate("CarambaTexts", "Discard pile of {name}").format(
            name=texts.player_name(names, key[1])), len(seat["discards"])
        top = seat["discards"][-1] if seat["discards"] else None
        return (speech.labelled(name, texts.card_text(top)) if top else name,
                speech.pile_words(name, count)[1])
    if kind == "secured" and seat is not None:
        return speech.pile_words(translate("CarambaTexts", "Secured crates of {name}").format(
            name=texts.player_name(names, key[1])), seat["secured_count"])
    if kind == "handcount":
        return (texts.COUNTS.cards_in_hand(obs["players"][key[1]]["hand_count"]),
                texts.player_name(names, key[1]))
    if kind == "bag":
        return speech.pile_words(translate("CarambaTexts", "Bag"), obs["bag_count"])
    return None


def table_summary(view) -> str:
    obs, names, viewer = view._obs, view._names, view._viewer
    more = []
    for p, seat in enumerate(obs["players"]):
        bids = [f"{texts.treasure_name(t)} {sum(CARD_VALUES[c][t] for c in cards)}"
                for t in TREASURES if (cards := seat["bids"][t])]
        state = (translate("CarambaTexts", "passed") if seat["passed"] else
                 ", ".join(bids) or translate("CarambaTexts", "no bid"))
        more.append(translate("CarambaTexts",
                              "{name}: {bids}; secured crates: {count}.").format(
            name=texts.player_name(names, p), bids=state, count=seat["secured_count"]))
    scores = obs.get("scores")
    hand = view._hand(viewer) if viewer is not None else []
    return speech.summary(
        names, obs["current_player"], viewer,
        scores=[texts.COUNTS.points(int(s)) for s in scores] if scores else None,
        holding=", ".join(texts.card_text(c) for c in hand),
        stake=texts.crates_text(obs["centre"]), more=more)
