"""Caravan in words: the names of its things and a sentence for each move and
each consequence, for the log and the table.

Game terms follow the Swedish rulebook (kamel, vara, efterfrågemarkör,
stöldmarkör, spelarbräda, påse, leverera, stjäla); the other languages take
theirs from i18n/GLOSSARY.md. Spaces are named as on the board's edges:
columns A-G from the left, rows 1-7 from the top ("D4" is the centre); a city
or numbered space is named as such. Every function translates when it is
called, so a text made after a language switch is in the new language.
Nothing in this game is secret: every viewer reads the same lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from caramba_desktop.games.caravan import data as D

# ----- names of things -------------------------------------------------------------


def player_name(names: Sequence[str], player: int | None) -> str:
    if player is not None and 0 <= player < len(names):
        return names[player]
    return QCoreApplication.translate("CaravanTexts", "Player {number}").format(
        number=(player or 0) + 1)


def good_name(good: str) -> str:
    translate = QCoreApplication.translate
    return {
        "meat": translate("CaravanTexts", "meat"),
        "swords": translate("CaravanTexts", "swords"),
        "salt": translate("CaravanTexts", "salt"),
        "hides": translate("CaravanTexts", "hides"),
        "ivory": translate("CaravanTexts", "ivory"),
        "cloth": translate("CaravanTexts", "cloth"),
        "gems": translate("CaravanTexts", "gems"),
        "paper": translate("CaravanTexts", "paper"),
    }.get(good, good)


def city_name(city: str) -> str:
    translate = QCoreApplication.translate
    return {
        "marrakech": translate("CaravanTexts", "Marrakech"),
        "tunis": translate("CaravanTexts", "Tunis"),
        "sijilmasa": translate("CaravanTexts", "Sijilmasa"),
        "cairo": translate("CaravanTexts", "Cairo"),
        "timbuktu": translate("CaravanTexts", "Timbuktu"),
        "gao": translate("CaravanTexts", "Gao"),
        "djenne": translate("CaravanTexts", "Djenné"),
        "kano": translate("CaravanTexts", "Kano"),
    }.get(city, city)


def coordinate(space: int) -> str:
    """The board's coordinate of a space: "D4" (column letter, row number)."""
    row, col = D.row_col(space)
    return f"{'ABCDEFG'[col]}{row + 1}"


NUMBER_AT = {space: number for number, space in D.NUMBERED.items()}


def _city_phrases() -> dict[tuple[str, str], str]:
    """Each city after each preposition: a city's name changes with it in some
    languages (fr "au Caire", "du Caire"), so the phrase is translated whole."""
    translate = QCoreApplication.translate
    return {
        ("in", "marrakech"): translate("CaravanTexts", "in Marrakech"),
        ("from", "marrakech"): translate("CaravanTexts", "from Marrakech"),
        ("to", "marrakech"): translate("CaravanTexts", "to Marrakech"),
        ("in", "tunis"): translate("CaravanTexts", "in Tunis"),
        ("from", "tunis"): translate("CaravanTexts", "from Tunis"),
        ("to", "tunis"): translate("CaravanTexts", "to Tunis"),
        ("in", "sijilmasa"): translate("CaravanTexts", "in Sijilmasa"),
        ("from", "sijilmasa"): translate("CaravanTexts", "from Sijilmasa"),
        ("to", "sijilmasa"): translate("CaravanTexts", "to Sijilmasa"),
        ("in", "cairo"): translate("CaravanTexts", "in Cairo"),
        ("from", "cairo"): translate("CaravanTexts", "from Cairo"),
        ("to", "cairo"): translate("CaravanTexts", "to Cairo"),
        ("in", "timbuktu"): translate("CaravanTexts", "in Timbuktu"),
        ("from", "timbuktu"): translate("CaravanTexts", "from Timbuktu"),
        ("to", "timbuktu"): translate("CaravanTexts", "to Timbuktu"),
        ("in", "gao"): translate("CaravanTexts", "in Gao"),
        ("from", "gao"): translate("CaravanTexts", "from Gao"),
        ("to", "gao"): translate("CaravanTexts", "to Gao"),
        ("in", "djenne"): translate("CaravanTexts", "in Djenné"),
        ("from", "djenne"): translate("CaravanTexts", "from Djenné"),
        ("to", "djenne"): translate("CaravanTexts", "to Djenné"),
        ("in", "kano"): translate("CaravanTexts", "in Kano"),
        ("from", "kano"): translate("CaravanTexts", "from Kano"),
        ("to", "kano"): translate("CaravanTexts", "to Kano"),
    }


def _space_phrases(number: int | None, where: str) -> dict[str, str]:
    """A numbered or plain space after each preposition ("on space 6 (D6)", "from F1")."""
    translate = QCoreApplication.translate
    if number is not None:
        return {
            "in": translate("CaravanTexts", "on space {number} ({coordinate})"),
            "from": translate("CaravanTexts", "from space {number} ({coordinate})"),
            "to": translate("CaravanTexts", "to space {number} ({coordinate})"),
        }
    return {
        "in": translate("CaravanTexts", "on {coordinate}"),
        "from": translate("CaravanTexts", "from {coordinate}"),
        "to": translate("CaravanTexts", "to {coordinate}"),
    }


def space_phrase(space: int, preposition: str) -> str:
    """A space with its preposition as the log says it: "in Cairo", "from space 6
    (D6)", "to F1"; `preposition` is "in", "from" or "to"."""
    if space in D.CITY_AT:
        return _city_phrases()[(preposition, D.CITY_AT[space])]
    number = NUMBER_AT.get(space)
    return _space_phrases(number, preposition)[preposition].format(
        number=number, coordinate=coordinate(space))


class CaravanCounts(QObject):
    """Counts in each language's plural forms (Qt's numerus forms). A class, because
    lupdate reads a plural only from a method's self.tr, the class naming its context."""

    def actions(self, count: int) -> str:
        return self.tr("%n action(s)", "", count)

    def points(self, count: int) -> str:
        # a score below 0 (goods held) counts as its size; Qt writes no %n below 0
        text = self.tr("%n point(s)", "", abs(count))
        return text if count >= 0 else "−" + text

    def demand_markers(self, count: int) -> str:
        return self.tr("%n demand marker(s)", "", count)

    def delivered(self, count: int) -> str:
        return self.tr("%n good(s) delivered", "", count)

    def penalty(self, held: int) -> str:
        return self.tr("−{penalty} for %n good(s) held", "", held)


COUNTS = CaravanCounts()

# The player counts at which a hint and a review show this game's chances to win as
# numbers: the calibration (docs/AI.md: hard seats against each other) found that the
# chances said were off by up to 12 points of how often such positions were won; beyond
# 10 points a number would mislead, and the hint says better or worse instead.
CHANCES_HOLD: tuple[int, ...] = ()


def actions_text(count: int) -> str:
    return COUNTS.actions(count)


def points_text(points: float) -> str:
    return COUNTS.points(int(points))


def demand_text(count: int) -> str:
    return COUNTS.demand_markers(count)


def delivered_text(count: int) -> str:
    return COUNTS.delivered(count)


def penalty_text(held: int) -> str:
    """What the goods held would cost at the end (only 2 or more cost anything)."""
    return COUNTS.penalty(held).format(penalty=D.PENALTY.get(held, D.PENALTY[5]))


def option_label(name: str) -> str | None:
    if name == "sixth_camel":
        return QCoreApplication.translate("CaravanTexts", "A sixth camel for everybody "
                                          "(learning or relaxed game)")
    if name == "goods":
        return QCoreApplication.translate("CaravanTexts", "Goods")
    return None


def option_choice_label(name: str, value) -> str | None:
    if name != "goods":
        return None
    return {
        "auto": QCoreApplication.translate("CaravanTexts", "Shorter game with 2-3 players"),
        "full": QCoreApplication.translate("CaravanTexts", "All 48 goods"),
        "short": QCoreApplication.translate("CaravanTexts", "Shorter game (32 goods)"),
    }.get(value)


# ----- the log -----------------------------------------------------------------------


def describe(view: dict, actor: int | None, names: Sequence[str]) -> str | None:
    """One line for an action. Most actions are told by their events (which know the
    cost, the good and the demand markers); this names only a turn ended early."""
    if view.get("type") == "end_turn":
        return QCoreApplication.translate("CaravanTexts", "{name} ends the turn").format(
            name=player_name(names, actor))
    return None


def describe_event(event: dict, names: Sequence[str]) -> str | None:
    """One line for a consequence of an action (`State.last_events`); None = no line."""
    handler = _EVENTS.get(event.get("type"))
    return handler(event, names) if handler else None


def _start_player(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} is the start player").format(
        name=player_name(names, event["player"]))


def _draw(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "Drawn from the bag: {good} onto space "
                                      "{number}").format(good=good_name(event["good"]),
                                                         number=event["number"])


def _turn(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name}'s turn: {actions}").format(
        name=player_name(names, event["player"]), actions=actions_text(event["actions"]))


def _place(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} places a camel {where} "
                                      "({actions})").format(
        name=player_name(names, event["player"]), where=space_phrase(event["to"], "in"),
        actions=actions_text(event["cost"]))


def _move_camel(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} moves a camel {origin} "
                                      "{destination} ({actions})").format(
        name=player_name(names, event["player"]), origin=space_phrase(event["from"], "from"),
        destination=space_phrase(event["to"], "to"), actions=actions_text(event["cost"]))


def _pick_up(event: dict, names: Sequence[str]) -> str:
    args = {"name": player_name(names, event["player"]), "good": good_name(event["good"]),
            "where": space_phrase(event["space"], "in")}
    if event["demand"]:
        return QCoreApplication.translate("CaravanTexts", "{name} picks up {good} {where} "
                                          "and takes {markers}").format(
            markers=demand_text(event["demand"]), **args)
    return QCoreApplication.translate("CaravanTexts", "{name} picks up {good} {where}"
                                      ).format(**args)


def _theft(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} steals {good} from {victim} "
                                      "{where} and hands over the theft marker").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        victim=player_name(names, event["victim"]), where=space_phrase(event["space"], "in"))


def _move_good(event: dict, names: Sequence[str]) -> str | None:
    path = event["path"]
    if path[-1] == D.CITY_OF_GOOD.get(event["good"]):
        return None  # the delivery's line tells it
    return QCoreApplication.translate("CaravanTexts", "{name} passes {good} along the chain "
                                      "{origin} {destination}").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        origin=space_phrase(path[0], "from"), destination=space_phrase(path[-1], "to"))


def _delivery(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} delivers {good} {destination}: "
                                      "{points}").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        destination=space_phrase(D.CITIES[event["city"]][0], "to"), points=points_text(event["value"]))


def _refill(event: dict, names: Sequence[str]) -> str:
    if not event.get("numbers"):
        return QCoreApplication.translate("CaravanTexts", "Only four goods are left on the "
                                          "board: a demand marker goes onto each; the bag is "
                                          "empty, so no new goods come")
    return QCoreApplication.translate("CaravanTexts", "Only four goods are left on the board: "
                                      "a demand marker goes onto each, and new goods are "
                                      "drawn")


def _last_goods(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "The bag is empty: the next delivery "
                                      "ends the game")


def _game_over(event: dict, names: Sequence[str]) -> str:
    winners, scores = event.get("winners") or [], event.get("scores") or []
    if event.get("reason") == "stalled":
        lead = QCoreApplication.translate("CaravanTexts", "Nothing was picked up, stolen or "
                                          "delivered for {rounds} rounds: the game ends here."
                                          ).format(rounds=D.STALL_ROUNDS) + " "
    else:
        lead = ""
    if not winners:
        return lead + QCoreApplication.translate("CaravanTexts", "Game over")
    points = points_text(scores[winners[0]])
    if len(winners) == 1:
        return lead + QCoreApplication.translate("CaravanTexts", "Game over: {name} wins with "
                                                 "{points}").format(
            name=player_name(names, winners[0]), points=points)
    return lead + QCoreApplication.translate("CaravanTexts", "Game over: {names} share the win "
                                             "with {points} each").format(
        names=", ".join(player_name(names, w) for w in winners), points=points)


_EVENTS = {"start_player": _start_player, "draw": _draw, "turn": _turn, "place": _place,
           "move_camel": _move_camel, "pick_up": _pick_up, "theft": _theft,
           "move_good": _move_good, "delivery": _delivery, "refill": _refill,
           "last_goods": _last_goods, "game_over": _game_over}


def describe_choice(action: dict, seat: int, events: Sequence[dict],
                    names: Sequence[str]) -> str | None:
    """A move the player may make, said to the player as a hint offers it ("move a camel
    from F1 to space 6 (D6) (1 action)"), from the events it would cause (`events`: the
    game has no secrets, so they tell only what the table shows)."""
    translate = QCoreApplication.translate
    if action.get("type") == "end_turn":
        return translate("CaravanTexts", "end the turn")
    for event in events:
        kind = event.get("type")
        if kind == "place":
            return translate("CaravanTexts", "place a camel {where} ({actions})").format(
                where=space_phrase(event["to"], "in"), actions=actions_text(event["cost"]))
        if kind == "move_camel":
            return translate("CaravanTexts", "move a camel {origin} {destination} ({actions})"
                             ).format(origin=space_phrase(event["from"], "from"),
                                      destination=space_phrase(event["to"], "to"),
                                      actions=actions_text(event["cost"]))
        if kind == "pick_up":
            args = {"good": good_name(event["good"]), "where": space_phrase(event["space"], "in")}
            if event["demand"]:
                return translate("CaravanTexts", "pick up {good} {where} and take {markers}"
                                 ).format(markers=demand_text(event["demand"]), **args)
            return translate("CaravanTexts", "pick up {good} {where}").format(**args)
        if kind == "theft":
            return translate("CaravanTexts", "steal {good} from {victim} {where}").format(
                good=good_name(event["good"]), victim=player_name(names, event["victim"]),
                where=space_phrase(event["space"], "in"))
        if kind == "move_good":
            path = event["path"]
            if path[-1] == D.CITY_OF_GOOD.get(event["good"]):
                return translate("CaravanTexts", "deliver {good} {destination}").format(
                    good=good_name(event["good"]), destination=space_phrase(path[-1], "to"))
            return translate("CaravanTexts", "pass {good} along the chain {origin} "
                                             "{destination}").format(
                good=good_name(event["good"]), origin=space_phrase(path[0], "from"),
                destination=space_phrase(path[-1], "to"))
    return None


def illegal_text(code: str) -> str | None:
    """A refused move of this game in words (IllegalAction codes of rules.py, and the
    table's own)."""
    translate = QCoreApplication.translate
    texts = {
        "not_enough_actions": translate("CaravanTexts", "You do not have enough actions left "
                                        "for that"),
        "camel_carries_good": translate("CaravanTexts", "A camel carrying a good cannot move, "
                                        "pick up or steal"),
        "last_empty_camel": translate("CaravanTexts", "You must keep at least one camel "
                                      "without a good"),
        "no_theft_marker": translate("CaravanTexts", "You have no theft marker left, so you "
                                     "cannot steal"),
        "good_under_camel": translate("CaravanTexts", "A stolen good cannot be stolen again "
                                      "until it has been moved"),
        "not_connected": translate("CaravanTexts", "Goods only move through a chain of your "
                                   "own camels, side by side (not diagonally)"),
        "target_not_empty": translate("CaravanTexts", "A good can only move onto one of your "
                                      "empty camels"),
        "no_good_here": translate("CaravanTexts", "There is no good on that space"),
        "bad_space": translate("CaravanTexts", "There is no such space"),
        "no_such_camel": translate("CaravanTexts", "You have no such camel"),
        "no_camel_in_supply": translate("CaravanTexts", "All your camels are on the board"),
        "camel_in_supply": translate("CaravanTexts", "That camel is not on the board yet"),
        "same_space": translate("CaravanTexts", "The camel is already on that space"),
        "camel_has_no_good": translate("CaravanTexts", "That camel carries no good"),
        "bad_victim": translate("CaravanTexts", "You can only steal from another player"),
        "not_on_same_space": translate("CaravanTexts", "You can only steal from a camel on "
                                       "your camel's space"),
        "nothing_to_steal": translate("CaravanTexts", "That camel carries no good to steal"),
        "not_in_bag": translate("CaravanTexts", "That good is no longer in the bag"),
        # the table's own: a space clicked before a camel is picked up
        "space_before_camel": translate("CaravanTexts", "First choose one of your camels, or "
                                        "your supply to place one; then the space"),
    }
    return texts.get(code)


def reason(observation: dict, action: dict, events: Sequence[dict], seat: int,
           names: Sequence[str]) -> str | None:
    """Why a move helps, from what it visibly changes at the table (its `events`)."""
    translate = QCoreApplication.translate
    if action.get("type") == "end_turn":
        return translate("CaravanTexts", "It leaves {actions} unused.").format(
            actions=actions_text(observation.get("actions_left", 0)))
    for event in events:
        kind = event.get("type")
        if kind == "delivery":
            return translate("CaravanTexts", "It makes {points}.").format(
                points=points_text(event["value"]))
        if kind == "theft":
            return translate("CaravanTexts", "It uses your theft marker.")
        if kind == "pick_up" and event["demand"]:
            return translate("CaravanTexts", "It takes {markers}.").format(
                markers=demand_text(event["demand"]))
        if kind in ("place", "move_camel"):
            return _camel_reason(observation, event["to"], seat)
    return None


def _camel_reason(observation: dict, space: int, seat: int) -> str | None:
    """What a camel on `space` would do for the player: a good to pick up, a chain."""
    translate = QCoreApplication.translate
    good = dict((at, name) for at, name in observation.get("goods", [])).get(space)
    if good is not None:
        return translate("CaravanTexts", "There is {good} to pick up there.").format(
            good=good_name(good))
    mine = {camel[0] for camel in observation["camels"][seat] if camel[0] is not None}
    if mine & set(D.neighbours(space)):
        return translate("CaravanTexts", "It lengthens a chain of your camels.")
    return None
