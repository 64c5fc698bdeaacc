"""Caramba! – Mina de Plata in words: the names of its things and a sentence for
each move and each consequence, for the log and the table.

Game terms follow the German rulebook (Sombrero, Hutband, Hinterhalt,
Freikauf, Topf/Schale, Inflation, Stein, Kies, Lehm, Mina de Plata); the other
languages take theirs from i18n/GLOSSARY.md. Every function translates when
it is called, so a text made after a language switch is in the new language.
Nothing in this game is secret: every viewer reads the same lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from caramba_desktop.games.mina.data import SPACES, terrain

# ----- names of things -------------------------------------------------------------


def player_name(names: Sequence[str], player: int | None) -> str:
    if player is not None and 0 <= player < len(names):
        return names[player]
    return QCoreApplication.translate("MinaTexts", "Player {number}").format(
        number=(player or 0) + 1)


def sombrero_name(names: Sequence[str], sombrero: int | None) -> str:
    """Whose sombrero: the player's name, with the hat's number when players run two."""
    n = max(1, len(names))
    owner = (sombrero or 0) % n
    name = player_name(names, owner)
    if n > 3 or sombrero is None:  # one sombrero each: the name says it
        return name
    return QCoreApplication.translate("MinaTexts", "{name} ({number})",
                                      "a player's first or second sombrero").format(
        name=name, number=sombrero // n + 1)


def terrain_name(space: int) -> str:
    kind = terrain(space)
    if kind == "stone":
        return QCoreApplication.translate("MinaTexts", "stone")
    if kind == "gravel":
        return QCoreApplication.translate("MinaTexts", "gravel")
    return QCoreApplication.translate("MinaTexts", "clay")


def space_text(space: int) -> str:
    """'space 37 (gravel)'."""
    return QCoreApplication.translate("MinaTexts", "space {space} ({terrain})").format(
        space=space, terrain=terrain_name(space))


class MinaCounts(QObject):
    """Counts in each language's plural forms (Qt's numerus forms). A class, because
    lupdate reads a plural only from a method's self.tr, the class naming its context."""

    def silver(self, amount: int) -> str:
        return self.tr("%n silver", "money, counted in silver", amount)

    def gold(self, count: int) -> str:
        return self.tr("%n gold", "gold chips, each worth 10 silver", count)

    def dice(self, count: int) -> str:
        return self.tr("%n die(s)", "", count)

    def spaces(self, count: int) -> str:
        return self.tr("%n space(s)", "a distance on the track", count)


COUNTS = MinaCounts()

# The player counts at which a hint and a review show this game's chances to win as
# numbers: the calibration (docs/AI.md: hard seats against each other) found that the
# chances said were off by up to 35 points of how often such positions were won; beyond
# 10 points a number would mislead, and the hint says better or worse instead.
CHANCES_HOLD: tuple[int, ...] = ()


def silver_text(amount: int) -> str:
    """An amount of money, counted in silver (a gold chip is worth 10)."""
    return COUNTS.silver(amount)


def score_text(amount: int) -> str:
    """A final score: the money a player has."""
    return silver_text(amount)


def purse_text(gold: int, silver: int) -> str:
    """The chips of a purse: '2 gold, 4 silver'."""
    return QCoreApplication.translate("MinaTexts", "{gold}, {silver}").format(
        gold=COUNTS.gold(gold), silver=COUNTS.silver(silver))


def dice_text(count: int) -> str:
    return COUNTS.dice(count)


def option_label(name: str) -> str | None:
    """The game has no options."""
    return None


def option_choice_label(name: str, value) -> str | None:
    return None


# ----- the log -----------------------------------------------------------------------


def describe(view: dict, actor: int | None, names: Sequence[str]) -> str | None:
    """One line for one action; None for a die and for a roll without buying off (the
    roll's event tells the dice)."""
    kind = view.get("type")
    who = player_name(names, actor)
    if kind == "start_player":
        return QCoreApplication.translate("MinaTexts", "{name} won the roll-off").format(
            name=player_name(names, view["player"]))
    if kind == "place":
        return QCoreApplication.translate("MinaTexts", "{name} places a sombrero on {space}"
                                          ).format(name=who, space=space_text(view["space"]))
    if kind == "ambush":
        return QCoreApplication.translate("MinaTexts", "{name} lays an ambush on {space}"
                                          ).format(name=who, space=space_text(view["space"]))
    if kind == "pick_up":
        return QCoreApplication.translate(
            "MinaTexts", "{name} picks up the ambush chip from space {space}").format(
            name=who, space=view["space"])
    if kind == "no_offer":
        return None  # declining to deal is silent, as at the table
    if kind in ("offer", "accept", "refuse"):
        return None  # the offer's and the answer's events tell the deal
    if kind == "roll" and view.get("buy_off"):
        return QCoreApplication.translate("MinaTexts", "{name} buys off {dice}").format(
            name=who, dice=dice_text(view["buy_off"]))
    return None


def _faces(faces: Sequence[int]) -> str:
    return " + ".join(str(f) for f in faces)


def describe_event(event: dict, names: Sequence[str]) -> str | None:
    """One line for a consequence of an action (`State.last_events`); None = no line."""
    kind = event.get("type")
    handler = _EVENTS.get(kind)
    return handler(event, names) if handler else None


def _race(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "Race {race} begins: the sombreros are "
                                      "placed, {name} first").format(
        race=event["race"], name=player_name(names, event["order"][0]))


def _band(event: dict, names: Sequence[str]) -> str | None:
    if not event.get("overtook"):
        return None  # the band moves on every turn; the next roll's line names the mover
    return QCoreApplication.translate(
        "MinaTexts", "{name} overtook everybody, takes the hat band back and moves again"
    ).format(name=sombrero_name(names, event["sombrero"]))


def _roll(event: dict, names: Sequence[str]) -> str:
    args = {"name": sombrero_name(names, event["sombrero"]), "faces": _faces(event["faces"]),
            "total": event["total"]}
    if event["reason"] == "ambush":
        text = QCoreApplication.translate("MinaTexts", "{name} rolls again after the ambush: "
                                          "{faces} = {total}")
    elif event["reason"] == "occupied":
        text = QCoreApplication.translate("MinaTexts", "{name} rolls again from the occupied "
                                          "space: {faces} = {total}")
    elif len(event["faces"]) == 1:
        text = QCoreApplication.translate("MinaTexts", "{name} rolls {total}")
    else:
        text = QCoreApplication.translate("MinaTexts", "{name} rolls {faces} = {total}")
    return text.format(**args)


def _move(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "{name} moves from space {start} to {space}"
                                      ).format(name=sombrero_name(names, event["sombrero"]),
                                               start=event["from"], space=space_text(event["to"]))


def _occupied(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "{name} lands on {other}'s sombrero").format(
        name=sombrero_name(names, event["sombrero"]), other=sombrero_name(names, event["below"]))


def _ambush(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "Ambush! {name} must roll {dice} again"
                                      ).format(name=sombrero_name(names, event["sombrero"]),
                                               dice=dice_text(event["dice"]))


def _arrival(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "{name} reaches the Mina de Plata in place "
                                                   "{place}").format(
        name=sombrero_name(names, event["sombrero"]), place=event["place"])


def _payment(event: dict, names: Sequence[str]) -> str | None:
    payer, paid, owed = player_name(names, event["from"]), event["amount"], event["owed"]
    reason = event["reason"]
    if reason == "deal":
        return None  # the accepted deal's line tells the payment
    if event["to"] is not None:  # the other payment between players: the greeting
        text = QCoreApplication.translate("MinaTexts", "{name} greets {other} with {silver}")
        line = text.format(name=payer, other=player_name(names, event["to"]),
                           silver=silver_text(paid))
    elif reason == "buy_off":
        line = QCoreApplication.translate("MinaTexts", "{name} pays {silver} into the pot"
                                          ).format(name=payer, silver=silver_text(paid))
    else:
        line = QCoreApplication.translate("MinaTexts", "{name} pays {silver} into the pot for "
                                          "arriving").format(name=payer,
                                                             silver=silver_text(paid))
    if paid < owed:
        line += " " + QCoreApplication.translate("MinaTexts", "(of {silver} owed)").format(
            silver=silver_text(owed))
    return line


def _offer(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "{name} offers {other} {silver} to roll one "
                                      "more die").format(
        name=player_name(names, event["from"]), other=player_name(names, event["to"]),
        silver=silver_text(event["amount"]))


def _deal(event: dict, names: Sequence[str]) -> str:
    if event["accepted"]:
        text = QCoreApplication.translate("MinaTexts", "{name} accepts {other}'s {silver} and "
                                          "rolls one more die")
    else:
        text = QCoreApplication.translate("MinaTexts", "{name} refuses {other}'s {silver}")
    return text.format(name=player_name(names, event["to"]),
                       other=player_name(names, event["from"]), silver=silver_text(event["amount"]))


def _broke(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "{name} is out of silver and pays nothing "
                                      "more this race").format(
        name=player_name(names, event["player"]))


def _race_result(event: dict, names: Sequence[str]) -> str:
    return QCoreApplication.translate("MinaTexts", "Race {race} is over: {name} is the last on "
                                      "the track and wins the pot of {silver}").format(
        race=event["race"], name=player_name(names, event["winner"]),
        silver=silver_text(event["pot"]))


def _game_over(event: dict, names: Sequence[str]) -> str:
    winners = event.get("winners") or []
    scores = event.get("scores") or []
    if not winners:
        return QCoreApplication.translate("MinaTexts", "Game over")
    silver = silver_text(int(scores[winners[0]]))
    if len(winners) == 1:
        return QCoreApplication.translate("MinaTexts", "Game over: {name} is the richest with "
                                          "{silver}").format(
            name=player_name(names, winners[0]), silver=silver)
    return QCoreApplication.translate("MinaTexts", "Game over: {names} share the win with "
                                      "{silver} each").format(
        names=", ".join(player_name(names, w) for w in winners), silver=silver)


_EVENTS = {"race": _race, "band": _band, "roll": _roll, "move": _move, "occupied": _occupied,
           "ambush": _ambush, "arrival": _arrival, "payment": _payment, "broke": _broke,
           "offer": _offer, "deal": _deal,
           "race_result": _race_result, "game_over": _game_over}


def illegal_text(code: str) -> str | None:
    """A refused move of this game in words (IllegalAction codes of rules.py, and the
    table's own)."""
    texts = {
        "space_taken": QCoreApplication.translate("MinaTexts", "That space is not free"),
        # the table's own: one's sombrero clicked to move it
        "sombrero_by_dice": QCoreApplication.translate(
            "MinaTexts", "The dice move the sombrero whose turn it is: roll"),
        # the table's own: a space clicked before "Lay an ambush"
        "ambush_button_first": QCoreApplication.translate(
            "MinaTexts", "To lay an ambush, choose “{button}” first, then a free space").format(
                button=QCoreApplication.translate("MinaView", "Lay an ambush")),
        "must_place_chip": QCoreApplication.translate("MinaTexts", "Put the ambush chip down on a free space first"),
        "no_ambush_chip": QCoreApplication.translate("MinaTexts", "You have no ambush chip left"),
        "pick_up_limit": QCoreApplication.translate("MinaTexts", "Only one ambush chip may be picked up before a move"),
        "ambush_limit": QCoreApplication.translate("MinaTexts", "Only one ambush may be laid before a move"),
        "chip_not_passed": QCoreApplication.translate("MinaTexts", "Not every sombrero has passed that ambush chip yet"),
        "one_die_must_roll": QCoreApplication.translate("MinaTexts", "At least one die must always be rolled"),
        "cannot_afford": QCoreApplication.translate("MinaTexts", "You cannot pay for buying off so many dice"),
        "bad_buy_off": QCoreApplication.translate("MinaTexts", "That is not a number of dice to buy off"),
        "no_chip_there": QCoreApplication.translate("MinaTexts", "There is no ambush chip on that space"),
        "not_a_space": QCoreApplication.translate("MinaTexts", "There is no such space on the track"),
        "deal_not_enough_silver": QCoreApplication.translate("MinaTexts", "You do not have that much silver to offer"),
        "bad_amount": QCoreApplication.translate("MinaTexts", "Offer at least 1 silver"),
        "deal_not_before_roll": QCoreApplication.translate("MinaTexts", "A deal can only be offered before the mover rolls"),
        "deal_dice_limit": QCoreApplication.translate("MinaTexts", "This roll already has all the dice of the game"),
        "deals_first": QCoreApplication.translate("MinaTexts", "The other players are still making their offers"),
        "answer_offer": QCoreApplication.translate("MinaTexts", "Accept or refuse the offer first"),
        "no_offer_to_answer": QCoreApplication.translate("MinaTexts", "There is no offer to answer"),
    }
    return texts.get(code)


def describe_choice(action: dict, seat: int, events: Sequence[dict],
                    names: Sequence[str]) -> str | None:
    """A move the player may make, said to the player as a hint offers it ("lay an
    ambush on space 18 (stone)"); the log tells a roll by its dice."""
    translate = QCoreApplication.translate
    kind, space = action.get("type"), action.get("space")
    if kind == "roll":
        if action.get("buy_off"):
            return translate("MinaTexts", "buy off {dice}, then roll").format(
                dice=dice_text(action["buy_off"]))
        return translate("MinaTexts", "roll every die, buying none off")
    if kind == "place":
        return translate("MinaTexts", "place a sombrero on {space}").format(
            space=space_text(space))
    if kind == "ambush":
        return translate("MinaTexts", "lay an ambush on {space}").format(space=space_text(space))
    if kind == "pick_up":
        return translate("MinaTexts", "pick up the ambush chip from space {space}").format(
            space=space)
    if kind == "accept":
        return translate("MinaTexts", "accept the offer and roll one more die")
    if kind == "refuse":
        return translate("MinaTexts", "refuse the offer")
    if kind == "no_offer":
        return translate("MinaTexts", "offer no deal")
    if kind == "offer":
        return translate("MinaTexts", "offer {silver} for one more die").format(
            silver=silver_text(action["amount"]))
    return None


def reason(observation: dict, action: dict, events: Sequence[dict], seat: int,
           names: Sequence[str]) -> str | None:
    """Why a move helps, from what it visibly changes at the table (the player's view)."""
    translate = QCoreApplication.translate
    kind = action.get("type")
    if kind == "roll":
        bought = action.get("buy_off", 0)
        costs = observation.get("buy_off_costs") or []
        if bought and bought < len(costs):
            return translate("MinaTexts", "It buys off {dice} for {price}.").format(
                dice=dice_text(bought), price=silver_text(costs[bought]))
        return translate("MinaTexts", "It keeps your money; every die rolls.")
    if kind == "place" and action.get("space") is not None:
        return translate("MinaTexts", "Your sombrero would stand {spaces} from the mine."
                         ).format(spaces=COUNTS.spaces(SPACES + 1 - action["space"]))
    if kind == "offer":
        return translate("MinaTexts", "It offers {silver} of your {purse}.").format(
            silver=silver_text(action["amount"]),
            purse=silver_text(observation["money"][seat]))
    return None
