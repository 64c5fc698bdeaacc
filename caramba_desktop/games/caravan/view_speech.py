"""Caravan's table in words for a screen reader (ui/scene/speech.py): camels, goods,
demand markers and the spaces a move may go to, and the table's summary."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication

from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan import texts
from caramba_desktop.ui.scene import speech

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call


def _camel(names, obs, p: int, i: int) -> tuple[str, str]:
    space, good, _ = obs["camels"][p][i]
    name = translate("CaravanTexts", "Camel {number} of {name}").format(
        number=i + 1, name=texts.player_name(names, p))
    where = (texts.space_phrase(space, "in") if space is not None
             else translate("CaravanTexts", "in the supply"))
    if good is not None:
        where = translate("CaravanTexts", "{where}, carrying {good} {destination}").format(
            where=where, good=texts.good_name(good), destination=_destination(good, "to"))
    return name, where


def _destination(good: str, preposition: str) -> str:
    """The city that takes `good`: "to Timbuktu", "in Timbuktu"."""
    return texts.space_phrase(D.CITY_OF_GOOD[good], preposition)


def _cities() -> str:
    """Which city takes which good, and where each city lies on the board."""
    return translate("CaravanTexts", "Cities: {cities}.").format(cities="; ".join(
        translate("CaravanTexts", "{city} ({coordinate}) takes {good}").format(
            city=texts.city_name(city), coordinate=texts.coordinate(space),
            good=texts.good_name(good))
        for city, (space, good) in D.CITIES.items()))


def _on_space(obs, names, space: int) -> list[str]:
    """What a space holds: a city's place on the board, the good lying there, the
    camels standing there."""
    here = [texts.coordinate(space)] if space in D.CITY_AT else []
    here += [texts.good_name(good) for s, good in obs["goods"] if s == space]
    here += [_camel(names, obs, p, i)[0] for p, camels in enumerate(obs["camels"])
             for i, camel in enumerate(camels) if camel[0] == space]
    return here


def item_words(view, key: Hashable, item) -> tuple[str, str] | None:
    obs, names = view._obs, view._names
    kind = key[0]
    if kind == "camel":
        return _camel(names, obs, key[1], key[2])
    if kind == "cargo":
        good = obs["camels"][key[1]][key[2]][1]
        return texts.good_name(good), _camel(names, obs, key[1], key[2])[0]
    if kind == "lying":
        good = dict((space, g) for space, g in obs["goods"]).get(key[1])
        return (texts.good_name(good) if good else "", texts.space_phrase(key[1], "in"))
    if kind == "demand" and key[2] == 0:  # one item per marker: the first speaks for all
        count = dict((space, c) for space, c in obs["demand"]).get(key[1], 0)
        return (translate("CaravanTexts", "Demand {where}").format(
            where=texts.space_phrase(key[1], "in")), texts.demand_text(count))
    if kind == "cell":
        return (translate("CaravanTexts", "Go {where}").format(
            where=texts.space_phrase(key[1], "to")),
            ", ".join([texts.actions_text(view._cost(key[1])), *_on_space(obs, names, key[1])]))
    if kind == "demand_pile":
        return speech.pile_words(translate("CaravanTexts", "Demand markers of {name}").format(
            name=texts.player_name(names, key[1])), obs["players"][key[1]]["demand_markers"])
    if kind == "theft" and key[2] == 0:
        return speech.pile_words(translate("CaravanTexts", "Theft markers of {name}").format(
            name=texts.player_name(names, key[1])), obs["players"][key[1]]["theft_markers"])
    return None


def table_summary(view) -> str:
    obs, names, viewer = view._obs, view._names, view._viewer
    more = []
    if obs["current_player"] >= 0:
        more.append(texts.actions_text(obs["actions_left"]) + ".")
    for p, camels in enumerate(obs["camels"]):
        placed = [_camel(names, obs, p, i)[1] for i, c in enumerate(camels) if c[0] is not None]
        resting = sum(1 for c in camels if c[0] is None)
        if resting:
            placed.append(translate("CaravanTexts", "{count} in the supply").format(
                count=resting))
        more.append(translate("CaravanTexts", "Camels of {name}: {camels}.").format(
            name=texts.player_name(names, p), camels=", ".join(placed)))
    stake = ", ".join(translate("CaravanTexts", "{good} {where}, wanted {destination}").format(
        good=texts.good_name(good), where=texts.space_phrase(space, "in"),
        destination=_destination(good, "in"))
        for space, good in obs["goods"])
    demand = ", ".join(texts.space_phrase(space, "in") for space, count in obs["demand"]
                       for _ in range(count))
    if demand:
        more.append(translate("CaravanTexts", "Demand {where}").format(where=demand) + ".")
    more.append(_cities())
    return speech.summary(names, obs["current_player"], viewer,
                          scores=[texts.points_text(s) for s in obs["scores"]],
                          stake=stake, more=more)
