"""Caramba! in words: the names of its things and a sentence for each move.

The engine speaks in ids and numbers; this module turns them into translated
text for the log and the table. Game terms follow the rulebooks: German
(Gold, Munition, Dynamit, Kiste, Versteigerung, passen, in Sicherheit
bringen, Startspieler, Nachziehstapel, Ablagestapel) and French (or,
munitions, dynamite, caisse, enchères, passer, mettre en lieu sûr, premier
joueur, pioche, défausse). The special cards keep their Spanish names in
every language.

Every function translates when it is called, so a text made after a
language switch is in the new language.

Sentences are built from what a viewer may see: `describe` gets the action
as `State.action_view` shows it to that viewer, so a card drawn appears only
in its owner's view ("Pancho draws ammunition 5"), in everyone else's it is
"Pancho draws a card".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from caramba_desktop.games.caramba import view_layout
from caramba_desktop.games.caramba.data import (
    CARD_VALUES,
    CRATE_PARTS,
    EN_SEGURIDAD_LIMIT,
    SPECIALS,
    STALL_ROUNDS,
    TREASURES,
)

# ----- names of things -------------------------------------------------------


class CarambaCounts(QObject):
    """Words with a count, in each language's plural forms (Qt's numerus forms). A
    class, because lupdate reads a plural only from a method's self.tr, the class
    naming its context."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def points_short(self, count: int) -> str:
        return self.tr("%n pt(s)", "points, abbreviated", count)

    def cards_in_hand(self, count: int) -> str:
        return self.tr("%n card(s) in hand", "", count)

    def draws(self, count: int) -> str:
        return self.tr("{name} draws %n card(s)", "", count)

    def secures(self, count: int) -> str:
        return self.tr("{name} plays {special} and secures %n crate(s)", "", count)

    def wins_crates(self, count: int) -> str:
        return self.tr("{treasure}: {name} wins %n crate(s) ({total} against {other})", "",
                       count)


COUNTS = CarambaCounts()

# The player counts at which a hint and a review show this game's chances to win as
# numbers: at two players the calibration (docs/AI.md: hard seats against each other,
# the means read through ai.CHANCE_CALIBRATION) found the chances said within 9 points
# of how often such positions were won, on games the reading was not fitted on; more
# players were not measured, and the hint says better or worse there.
CHANCES_HOLD: tuple[int, ...] = (2,)


def treasure_name(treasure: str) -> str:
    """'gold' -> 'gold' / 'Gold' / 'or' / 'guld', as written inside a sentence."""
    if treasure == "gold":
        return QCoreApplication.translate("CarambaTexts", "gold")
    if treasure == "ammo":
        return QCoreApplication.translate("CarambaTexts", "ammunition")
    if treasure == "dynamite":
        return QCoreApplication.translate("CarambaTexts", "dynamite")
    return treasure


def treasure_title(treasure: str) -> str:
    """The treasure's name as a heading or at the start of a line ('Gold', 'Or')."""
    name = treasure_name(treasure)
    return name[:1].upper() + name[1:]


def special_name(card: str) -> str:
    """A special card's name, e.g. 'Manos arriba!': the box's Spanish in every language,
    written as the table writes it (French spaces its "!")."""
    return view_layout.special_name(card) if card in SPECIALS else card


def _value_text(treasure: str, value: int) -> str:
    return QCoreApplication.translate("CarambaTexts", "{treasure} {value}").format(
        treasure=treasure_name(treasure), value=value
    )


def card_text(card_id: str) -> str:
    """'gold3/ammo4' -> 'gold 3 / ammunition 4'; a special card id -> its name."""
    if card_id in SPECIALS:
        return special_name(card_id)
    values = CARD_VALUES.get(card_id)
    if values is None:
        return card_id
    return " / ".join(_value_text(t, v) for t, v in values.items())


def crate_text(crate_id: str) -> str:
    """'dynamite3' -> 'dynamite 3'."""
    parts = CRATE_PARTS.get(crate_id)
    if parts is None:
        return crate_id
    return _value_text(*parts)


def crates_text(crate_ids: Sequence[str]) -> str:
    """Several crates, e.g. 'gold 3, ammunition 2'."""
    return ", ".join(crate_text(c) for c in crate_ids)


def player_name(names: Sequence[str], player: int | None) -> str:
    if player is not None and 0 <= player < len(names):
        return names[player]
    return QCoreApplication.translate("CarambaTexts", "Player {number}").format(
        number=(player or 0) + 1
    )


def option_label(name: str) -> str | None:
    """The label of a game option in the new-game dialog (Caramba! has none yet)."""
    return None


def option_choice_label(name: str, value) -> str | None:
    """The label of one choice of a 'choice' option (Caramba! has none yet)."""
    return None


# ----- the log -------------------------------------------------------------------


def _actor(view: dict, actor: int | None) -> int | None:
    player = view.get("player")
    if isinstance(player, int):
        return player
    return actor if actor is not None and actor >= 0 else None


def describe(view: dict, actor: int | None, names: Sequence[str]) -> str | None:
    """One line for one action as `view` shows it (`State.action_view`); None = not worth a line.

    `actor` is the player who took the action (a chance action names its
    player in the view, if it has one).
    """
    kind = view.get("type")
    who = player_name(names, _actor(view, actor))

    if kind == "bid":
        card, treasure = view.get("card"), view.get("as")
        value = CARD_VALUES.get(card, {}).get(treasure, "?")
        if treasure == "gold":
            text = QCoreApplication.translate("CarambaTexts", "{name} bids {value} on gold")
        elif treasure == "ammo":
            text = QCoreApplication.translate("CarambaTexts", "{name} bids {value} on ammunition")
        else:
            text = QCoreApplication.translate("CarambaTexts", "{name} bids {value} on dynamite")
        return text.format(name=who, value=value)
    if kind == "pass":
        return QCoreApplication.translate("CarambaTexts", "{name} passes").format(name=who)
    if kind == "manos_arriba":
        return QCoreApplication.translate(
            "CarambaTexts", "{name} plays {card} — the auction ends"
        ).format(name=who, card=special_name("manos_arriba"))
    if kind == "estoy_de_vuelta":
        return QCoreApplication.translate(
            "CarambaTexts", "{name} takes {card} back ({special})"
        ).format(name=who, card=card_text(view.get("card", "")), special=special_name(kind))
    if kind == "fuera":
        treasure = view.get("treasure")
        if treasure == "gold":
            text = QCoreApplication.translate(
                "CarambaTexts", "{name} protects their gold crates ({special})"
            )
        elif treasure == "ammo":
            text = QCoreApplication.translate(
                "CarambaTexts", "{name} protects their ammunition crates ({special})"
            )
        else:
            text = QCoreApplication.translate(
                "CarambaTexts", "{name} protects their dynamite crates ({special})"
            )
        return text.format(name=who, special=special_name(kind))
    if kind == "secure":
        if "crate" in view:
            return QCoreApplication.translate("CarambaTexts", "{name} secures {crate}").format(
                name=who, crate=crate_text(view["crate"])
            )
        return QCoreApplication.translate("CarambaTexts", "{name} secures a crate").format(name=who)
    if kind == "en_seguridad":
        crates = view.get("crates")
        special = special_name(kind)
        if isinstance(crates, list):
            return QCoreApplication.translate(
                "CarambaTexts", "{name} plays {special} and secures {crates}"
            ).format(name=who, special=special, crates=crates_text(crates))
        if crates == 1:
            return QCoreApplication.translate(
                "CarambaTexts", "{name} plays {special} and secures a crate"
            ).format(name=who, special=special)
        return COUNTS.secures(crates).format(name=who, special=special)
    if kind == "start_player":
        return QCoreApplication.translate("CarambaTexts", "Start player: {name}").format(name=who)
    if kind == "special":
        if "card" not in view:
            return None  # everybody gets one; only its owner learns which
        return QCoreApplication.translate(
            "CarambaTexts", "{name} receives the special card {card}"
        ).format(name=who, card=special_name(view["card"]))
    if kind in ("draw", "crate"):
        return describe_group([view], actor, names)
    # "continue" (no Fuera!) and "keep" (nothing secured) are asked of everybody
    # so as not to betray who holds a special card: not worth a line.
    return None


def group_key(view: dict, actor: int | None) -> tuple | None:
    """Consecutive actions with the same key share one line (`describe_group`)."""
    kind = view.get("type")
    if kind == "draw":
        return ("draw", view.get("player"))
    if kind == "crate":
        return ("crate",)
    return None


def describe_group(views: Sequence[dict], actor: int | None, names: Sequence[str]) -> str | None:
    """One line for several card draws of one player, or several crates drawn."""
    if not views:
        return None
    first = views[0]
    if first.get("type") == "crate":
        crates = [v["crate"] for v in views if "crate" in v]
        if len(crates) == 1:
            return QCoreApplication.translate("CarambaTexts", "Crate drawn: {crate}").format(
                crate=crate_text(crates[0])
            )
        return QCoreApplication.translate("CarambaTexts", "Crates drawn: {crates}").format(
            crates=crates_text(crates)
        )
    if first.get("type") == "draw":
        who = player_name(names, _actor(first, actor))
        cards = [v["card"] for v in views if "card" in v]
        if cards and len(cards) == len(views):
            return QCoreApplication.translate("CarambaTexts", "{name} draws {cards}").format(
                name=who, cards=", ".join(card_text(c) for c in cards)
            )
        if len(views) == 1:  # "a card" reads better than "1 card"
            return QCoreApplication.translate("CarambaTexts", "{name} draws a card").format(
                name=who)
        return COUNTS.draws(len(views)).format(name=who)
    return describe(first, actor, names)


def describe_event(event: dict, names: Sequence[str]) -> str | None:
    """One line for a consequence of an action (`State.last_events`); None = no line."""
    kind = event.get("type")
    if kind == "result":
        return _describe_result(event, names)
    if kind == "reshuffle":
        return QCoreApplication.translate(
            "CarambaTexts", "{name} shuffles the discard pile into a new draw pile"
        ).format(name=player_name(names, event.get("player")))
    if kind == "stall_warning":
        return QCoreApplication.translate(
            "CarambaTexts", "No crate has moved for {rounds} rounds: unless one is won, lost "
            "or secured in this round, the game ends after it").format(
            rounds=event.get("quiet_rounds"))
    if kind == "game_over":
        return _game_over(event, names)
    return None


def stall_end_text() -> str:
    """Why a game ended before the bag ran short (data.STALL_ROUNDS)."""
    return QCoreApplication.translate(
        "CarambaTexts", "For {rounds} rounds in a row no crate was drawn, won or secured: "
        "the game ends here.").format(rounds=STALL_ROUNDS)


def _game_over(event: dict, names: Sequence[str]) -> str:
    lead = stall_end_text() + " " if event.get("reason") == "stalled" else ""
    return lead + _game_over_result(event, names)


def _game_over_result(event: dict, names: Sequence[str]) -> str:
    winners = event.get("winners") or []
    scores = event.get("scores") or []
    if not winners:
        return QCoreApplication.translate("CarambaTexts", "Game over")
    points = scores[winners[0]] if winners[0] < len(scores) else 0
    points = COUNTS.points(int(points))
    if len(winners) == 1:
        return QCoreApplication.translate(
            "CarambaTexts", "Game over: {name} wins with {points}"
        ).format(name=player_name(names, winners[0]), points=points)
    return QCoreApplication.translate(
        "CarambaTexts", "Game over: {names} share the win with {points}"
    ).format(names=", ".join(player_name(names, w) for w in winners), points=points)


def _describe_result(event: dict, names: Sequence[str]) -> str:
    treasure = treasure_title(event.get("treasure", ""))
    totals = list(event.get("totals") or [0])
    best = max(totals)
    winner = event.get("winner")
    if winner is not None:
        others = [v for p, v in enumerate(totals) if p != winner]
        count = len(event.get("crates") or [])
        args = {
            "treasure": treasure,
            "name": player_name(names, winner),
            "total": totals[winner] if winner < len(totals) else best,
            "other": max(others, default=0),
            "count": count,
        }
        if count == 0:
            text = QCoreApplication.translate(
                "CarambaTexts",
                "{treasure}: {name} wins ({total} against {other}) — no crates to take",
            )
        elif count == 1:
            text = QCoreApplication.translate(
                "CarambaTexts", "{treasure}: {name} wins a crate ({total} against {other})"
            )
        else:
            text = COUNTS.wins_crates(count)
        return text.format(**args)
    if best <= 0:
        return QCoreApplication.translate("CarambaTexts", "{treasure}: nobody bids").format(
            treasure=treasure
        )
    if event.get("to_centre"):
        return QCoreApplication.translate(
            "CarambaTexts", "{treasure}: tie at {total} — the crates go back to the centre"
        ).format(treasure=treasure, total=best)
    return QCoreApplication.translate(
        "CarambaTexts", "{treasure}: tie at {total} — nobody wins"
    ).format(treasure=treasure, total=best)


__all__ = [
    "TREASURES",
    "SPECIALS",
    "treasure_name",
    "treasure_title",
    "special_name",
    "card_text",
    "crate_text",
    "crates_text",
    "player_name",
    "option_label",
    "option_choice_label",
    "describe",
    "group_key",
    "describe_group",
    "describe_event",
]


def describe_choice(action: dict, seat: int, events: Sequence[dict],
                    names: Sequence[str]) -> str | None:
    """A move the player may make, said to the player as a hint offers it ("bid 4 on
    gold"); the log tells "keep" and "continue" by their outcome, not known before."""
    translate = QCoreApplication.translate
    kind = action.get("type")
    if kind == "bid":
        treasure = action.get("as")
        value = CARD_VALUES.get(action.get("card"), {}).get(treasure, "?")
        text = {"gold": translate("CarambaTexts", "bid {value} on gold"),
                "ammo": translate("CarambaTexts", "bid {value} on ammunition")}.get(
            treasure) or translate("CarambaTexts", "bid {value} on dynamite")
        return text.format(value=value)
    if kind == "fuera":
        text = {"gold": translate("CarambaTexts", "protect your gold crates ({special})"),
                "ammo": translate("CarambaTexts", "protect your ammunition crates ({special})")
                }.get(action.get("treasure")) or translate(
            "CarambaTexts", "protect your dynamite crates ({special})")
        return text.format(special=special_name(kind))
    if kind == "estoy_de_vuelta":
        return translate("CarambaTexts", "take {card} back ({special})").format(
            card=card_text(action.get("card", "")), special=special_name(kind))
    if kind == "secure":
        return translate("CarambaTexts", "secure {crate}").format(
            crate=crate_text(action.get("crate", "")))
    if kind == "en_seguridad":
        return translate("CarambaTexts", "play {special} and secure {crates}").format(
            special=special_name(kind), crates=crates_text(action.get("crates", [])))
    return {
        "pass": translate("CarambaTexts", "pass"),
        "manos_arriba": translate("CarambaTexts", "play {card} and end the auction").format(
            card=special_name("manos_arriba")),
        "keep": translate("CarambaTexts", "keep your crates unsecured"),
        "continue": translate("CarambaTexts", "go on without Fuera!"),
    }.get(kind)


def choice_detail(action: dict) -> str | None:
    """What tells a move apart from another that reads the same: the card a bid plays."""
    if action.get("type") == "bid" and action.get("card") in CARD_VALUES:
        return QCoreApplication.translate("CarambaTexts", "with the {card} card").format(
            card=card_text(action["card"]))
    return None


def illegal_text(code: str) -> str | None:
    """A refused move of this game in words (IllegalAction codes of rules.py)."""
    translate = QCoreApplication.translate
    texts = {
        "special_not_held": translate("CarambaTexts", "You do not hold that special card"),
        "start_player_must_bid": translate("CarambaTexts", "As start player you must bid on "
                                           "your first turn"),
        "no_bid_card_passes": translate("CarambaTexts", "Without a bid card you must pass"),
        "card_not_in_hand": translate("CarambaTexts", "That card is not in your hand"),
        "card_lacks_treasure": translate("CarambaTexts", "That card does not bid on that "
                                         "treasure"),
        "manos_arriba_first_round": translate("CarambaTexts", "Manos arriba! cannot be played "
                                              "in the first round of an auction"),
        "card_not_discarded": translate("CarambaTexts", "That card is not in your discard "
                                        "pile"),
        "discard_pile_empty": translate("CarambaTexts", "Your discard pile is empty: there "
                                        "is no card to take back"),
        "nothing_to_protect": translate("CarambaTexts", "You have no unsecured crates of "
                                        "that treasure to protect"),
        "secure_without_win": translate("CarambaTexts", "Only a player who won a crate this "
                                        "round may secure crates"),
        "crate_not_yours": translate("CarambaTexts", "That crate is not among your unsecured "
                                     "crates"),
        "en_seguridad_too_much": translate("CarambaTexts", "En seguridad! secures crates "
                                           "worth {limit} at most").format(
            limit=EN_SEGURIDAD_LIMIT),
    }
    return texts.get(code)


def reason(observation: dict, action: dict, events: Sequence[dict], seat: int,
           names: Sequence[str]) -> str | None:
    """Why a move helps, from what it visibly changes at the table (the player's view)."""
    translate = QCoreApplication.translate
    kind = action.get("type")
    if kind == "bid":
        treasure = action.get("as")
        bids = [sum(CARD_VALUES.get(card, {}).get(treasure, 0) for card in player["bids"]
                    .get(treasure, [])) for player in observation.get("players", [])]
        if not bids:
            return None
        mine = bids[seat] + CARD_VALUES.get(action.get("card"), {}).get(treasure, 0)
        others = max((b for p, b in enumerate(bids) if p != seat), default=0)
        return translate("CarambaTexts", "Your bid cards on {treasure} would come to "
                                         "{mine}; the highest other bid there is {others}."
                         ).format(treasure=treasure_name(treasure), mine=mine, others=others)
    if kind in ("secure", "en_seguridad"):
        return translate("CarambaTexts", "Crates in safety can no longer be taken from you.")
    if kind == "fuera":
        return translate("CarambaTexts", "No one can take your {treasure} crates in this "
                                         "auction.").format(
            treasure=treasure_name(action.get("treasure", "")))
    if kind == "pass":
        return translate("CarambaTexts", "You keep your bid cards for the auctions to come.")
    if kind == "manos_arriba":
        return translate("CarambaTexts", "The auction ends now, with the bids as they stand.")
    return None
