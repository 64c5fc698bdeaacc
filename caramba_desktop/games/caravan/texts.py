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

from PySide6.QtCore import QCoreApplication

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


def space_text(space: int | None) -> str:
    """A space as the log names it: a city, a numbered space, or a coordinate."""
    if space is None:
        return QCoreApplication.translate("CaravanTexts", "the supply")
    if space in D.CITY_AT:
        return city_name(D.CITY_AT[space])
    if space in NUMBER_AT:
        return QCoreApplication.translate("CaravanTexts", "space {number} ({coordinate})"
                                          ).format(number=NUMBER_AT[space],
                                                   coordinate=coordinate(space))
    return coordinate(space)


def actions_text(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("CaravanTexts", "1 action")
    return QCoreApplication.translate("CaravanTexts", "{count} actions").format(count=count)


def points_text(points: float) -> str:
    points = int(points) if float(points).is_integer() else points
    if points == 1:
        return QCoreApplication.translate("CaravanTexts", "1 point")
    return QCoreApplication.translate("CaravanTexts", "{count} points").format(count=points)


def demand_text(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("CaravanTexts", "1 demand marker")
    return QCoreApplication.translate("CaravanTexts", "{count} demand markers").format(
        count=count)


def delivered_text(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("CaravanTexts", "1 good delivered")
    return QCoreApplication.translate("CaravanTexts", "{count} goods delivered").format(
        count=count)


def penalty_text(held: int) -> str:
    """What the goods held would cost at the end (only 2 or more cost anything)."""
    return QCoreApplication.translate("CaravanTexts", "−{penalty} for {held} goods held"
                                      ).format(penalty=D.PENALTY.get(held, D.PENALTY[5]),
                                               held=held)


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
    return QCoreApplication.translate("CaravanTexts", "{name} places a camel on {space} "
                                      "({actions})").format(
        name=player_name(names, event["player"]), space=space_text(event["to"]),
        actions=actions_text(event["cost"]))


def _move_camel(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} moves a camel from {start} to "
                                      "{space} ({actions})").format(
        name=player_name(names, event["player"]), start=space_text(event["from"]),
        space=space_text(event["to"]), actions=actions_text(event["cost"]))


def _pick_up(event: dict, names: Sequence[str]) -> str:
    args = {"name": player_name(names, event["player"]), "good": good_name(event["good"]),
            "space": space_text(event["space"])}
    if event["demand"]:
        return QCoreApplication.translate("CaravanTexts", "{name} picks up {good} on {space} "
                                          "and takes {markers}").format(
            markers=demand_text(event["demand"]), **args)
    return QCoreApplication.translate("CaravanTexts", "{name} picks up {good} on {space}"
                                      ).format(**args)


def _theft(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} steals {good} from {victim} on "
                                      "{space} and hands over the theft marker").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        victim=player_name(names, event["victim"]), space=space_text(event["space"]))


def _move_good(event: dict, names: Sequence[str]) -> str | None:
    path = event["path"]
    if path[-1] == D.CITY_OF_GOOD.get(event["good"]):
        return None  # the delivery's line tells it
    return QCoreApplication.translate("CaravanTexts", "{name} passes {good} along the chain "
                                      "from {start} to {space}").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        start=space_text(path[0]), space=space_text(path[-1]))


def _delivery(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("CaravanTexts", "{name} delivers {good} to {city}: "
                                      "{points}").format(
        name=player_name(names, event["player"]), good=good_name(event["good"]),
        city=city_name(event["city"]), points=points_text(event["value"]))


def _refill(event: dict, names: Sequence[str]) -> str:
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


def illegal_text(code: str) -> str | None:
    """A refused move of this game in words (IllegalAction codes of rules.py)."""
    translate = QCoreApplication.translate
    texts = {
        "not_enough_actions": translate("CaravanTexts", "You do not have enough actions left "
                                        "for that"),
        "camel_carries_good": translate("CaravanTexts", "A camel carrying a good cannot move, "
                                        "pick up or steal"),
        "last_empty_camel": translate("CaravanTexts", "You must keep at least one camel "
                                      "without a good"),
        "no_theft_marker": translate("CaravanTexts", "You have no theft marker"),
        "good_under_camel": translate("CaravanTexts", "A stolen good cannot be stolen again "
                                      "until it has been moved"),
        "not_connected": translate("CaravanTexts", "Goods only move through a chain of your "
                                   "own camels, side by side (not diagonally)"),
        "target_not_empty": translate("CaravanTexts", "A good can only move onto one of your "
                                      "empty camels"),
        "no_good_here": translate("CaravanTexts", "There is no good on that space"),
    }
    return texts.get(code)
