"""CABO in words: the names of its things, a sentence for each move, the scoring.

The engine speaks in ids and numbers; this module turns them into
translated text for the log, the table and the end screen. German terms
follow the rulebook (Auslage, Nachziehstapel, Ablagestapel, Satz gleicher
Karten, Cabo ansagen, Kartenaktion, Kamikaze).

Sentences are built only from what a viewer may see: `describe` gets an
action as `State.action_view` shows it to that viewer, so a drawn card is
named in the drawer's log alone ("Anna draws the 7"); everybody else reads
"Anna draws a card". A card that goes face up (taken from or laid on the
discard pile) is named for all. The values of looked-at, peeked and spied
cards never appear in any log: only the positions do, which everybody sees.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from caramba_desktop.games.cabo.data import CARD_ACTIONS

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call

# ----- names of things ------------------------------------------------------------


class CaboCounts(QObject):
    """Words with a count, in each language's plural forms (Qt's numerus forms). A
    class, because lupdate reads a plural only from a method's self.tr, the class
    naming its context."""

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def points_short(self, count: int) -> str:
        return self.tr("%n pt(s)", "points, abbreviated", count)

    def reshuffled(self, count: int) -> str:
        return self.tr("The discard pile is shuffled into a new draw pile (%n card(s))", "",
                       count)


COUNTS = CaboCounts()

# The player counts at which a hint and a review show this game's chances to win as
# numbers: the calibration (docs/AI.md: hard seats against each other) found that the
# chances said were off by up to 39 points of how often such positions were won; beyond
# 10 points a number would mislead, and the hint says better or worse instead.
CHANCES_HOLD: tuple[int, ...] = ()


def player_name(names: Sequence[str], player: int | None) -> str:
    if player is not None and 0 <= player < len(names):
        return names[player]
    return translate("CaboTexts", "Player {number}").format(
        number=(player or 0) + 1)


def place_text(position: int) -> str:
    """A place in a layout, counted from the left as players do: 'card 2'."""
    return translate("CaboTexts", "card {number}").format(number=position + 1)


def places_text(positions: Sequence[int]) -> str:
    """'cards 1 and 3', 'cards 1, 2 and 4'."""
    numbers = [str(i + 1) for i in positions]
    if len(numbers) == 1:
        return place_text(positions[0])
    return translate("CaboTexts", "cards {list} and {last}").format(
        list=", ".join(numbers[:-1]), last=numbers[-1])


def action_name(action: str) -> str:
    """A card action: 'Peek', 'Spy', 'Swap' (the card's own word in the rulebook)."""
    return {
        "peek": translate("CaboTexts", "Peek"),
        "spy": translate("CaboTexts", "Spy"),
        "swap": translate("CaboTexts", "Swap"),
    }.get(action, action)


def card_text(value: int) -> str:
    """A card by its value, with its action if it has one: '7 (Peek)'."""
    action = CARD_ACTIONS.get(value)
    if action is None:
        return str(value)
    return translate("CaboTexts", "{value} ({action})").format(
        value=value, action=action_name(action))


def phase_name(phase: str) -> str:
    return {
        "setup": translate("CaboTexts", "Dealing"),
        "look": translate("CaboTexts", "Looking at cards"),
        "turn": translate("CaboTexts", "Turns"),
        "hold": translate("CaboTexts", "Turns"),
        "over": translate("CaboTexts", "Game over"),
    }.get(phase, phase)


def option_label(name: str) -> str | None:
    """The label of a game option in the new-game dialog."""
    return {
        "layout_size": translate("CaboTexts", "Cards per player"),
        "swap_any_two": translate(
            "CaboTexts", "House rule: Swap may exchange any two players' cards"),
        "cabo_penalty": translate(
            "CaboTexts", "Penalty for a CABO call that does not win"),
        "deck_out_ends_round": translate(
            "CaboTexts", "2nd edition: the round ends when the draw pile runs out"),
        "reset_once": translate(
            "CaboTexts", "2nd edition: exactly 100 becomes 50 only once per game"),
    }.get(name)


def option_choice_label(name: str, value) -> str | None:
    if name == "layout_size":
        if value == 6:
            return translate(
                "CaboTexts", "6 cards, look at 3 (house rule)")
        return translate("CaboTexts", "4 cards, look at 2")
    if name == "cabo_penalty":
        if value == 10:
            return translate("CaboTexts", "+10 points (2nd edition)")
        return translate("CaboTexts", "+5 points (1st edition)")
    return None


def rule_text(rule: str, result: dict, names: Sequence[str]) -> str:
    """Why a player scored what he scored in a round (a `rules` entry of round_result)."""
    penalty = None
    if result.get("caller") is not None and rule == "caller_not_lowest":
        p = result["caller"]
        penalty = result["points"][p] - result["sums"][p]
    if rule == "kamikaze":
        return translate("CaboTexts", "Kamikaze! 12, 12, 13, 13: 0 points")
    if rule == "kamikaze_victim":
        return translate("CaboTexts", "Kamikaze by {name}: 50 points").format(
            name=player_name(names, result.get("kamikaze")))
    if rule == "caller_lowest":
        return translate("CaboTexts", "Called CABO and has the lowest sum: 0")
    if rule == "lowest":
        return translate("CaboTexts", "Lowest sum: 0")
    if rule == "tied_with_caller":
        return translate(
            "CaboTexts", "Lowest sum, but tied with the caller, who alone wins")
    if rule == "caller_not_lowest":
        return translate(
            "CaboTexts", "Called CABO but not the lowest: +{penalty}").format(penalty=penalty)
    return translate("CaboTexts", "Sum of the cards")


def reset_text() -> str:
    return translate("CaboTexts", "Exactly 100 becomes 50")


# ----- the log ------------------------------------------------------------------------


def describe(view: dict, actor: int | None, names: Sequence[str]) -> str | None:
    """One line for one action as `view` shows it; None = not worth a line of its own."""
    kind = view.get("type")
    # the acting player; a chance step (drawn, start_player) names its player itself,
    # while the "player" of spy and swap is the target
    player = actor if actor is not None and actor >= 0 else view.get("player")
    who = player_name(names, player)
    if kind == "start_player":
        return translate("CaboTexts", "{name} starts the first round").format(name=who)
    if kind == "flip":
        return translate("CaboTexts", "The {card} is turned up as the discard pile").format(
            card=card_text(view["card"]))
    if kind == "look":
        return translate("CaboTexts", "{name} secretly looks at {places}").format(
            name=who, places=places_text(view.get("positions", [])))
    if kind == "drawn":
        if "card" in view:
            return translate("CaboTexts", "{name} draws the {card}").format(
                name=who, card=card_text(view["card"]))
        return translate("CaboTexts", "{name} draws a card").format(name=who)
    # the values that go face up are in the view (State.action_view); a bare action
    # (a hint) lacks them
    card = view.get("card")
    if kind == "take":
        if card is not None:
            return translate("CaboTexts", "{name} takes the {card} from the discard pile").format(
                name=who, card=card_text(card))
        return translate("CaboTexts", "{name} takes the top card of the discard pile").format(name=who)
    if kind == "cabo":  # with deck_out_ends_round the draw pile may cut the last turns short
        text = translate("CaboTexts", "{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first") if view.get("deck_out_ends_round") else translate("CaboTexts", "{name} calls CABO! Everybody else has one more turn")
        return text.format(name=who)
    if kind == "replace":
        place = place_text(view["position"])
        if view.get("discarded") is not None:
            return translate("CaboTexts", "{name} replaces their {place}; the {card} goes to the discard pile").format(
                name=who, place=place, card=card_text(view["discarded"]))
        return translate("CaboTexts", "{name} replaces their {place}; the old card goes to the discard pile").format(name=who, place=place)
    if kind == "discard":
        if card is not None:
            return translate("CaboTexts", "{name} discards the drawn {card}").format(
                name=who, card=card_text(card))
        return translate("CaboTexts", "{name} discards the drawn card").format(name=who)
    if kind in ("peek", "spy", "swap"):
        return _describe_card_action(view, who, names)
    # "draw" is told by the "drawn" that follows it, "claim" by its event
    return None


def _describe_card_action(view: dict, who: str, names: Sequence[str]) -> str:
    """Peek, spy or swap; the action card (then face up on the discard pile) is named
    when the view has it."""
    kind, card = view["type"], view.get("card")
    place = place_text(view["position"])
    if kind == "peek":
        if card is not None:
            return translate("CaboTexts", "{name} plays the {card} and peeks at their own {place}").format(
                name=who, card=card, place=place)
        return translate("CaboTexts", "{name} peeks at their own {place}").format(
            name=who, place=place)
    if kind == "spy":
        other = player_name(names, view["player"])
        if card is not None:
            return translate("CaboTexts", "{name} plays the {card} and spies on {place} of {other}").format(
                name=who, card=card, place=place, other=other)
        return translate("CaboTexts", "{name} spies on {place} of {other}").format(
            name=who, place=place, other=other)
    first, second = player_name(names, view["player"]), player_name(names, view["other_player"])
    other_place = place_text(view["other_position"])
    if card is not None:
        return translate("CaboTexts", "{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}").format(
            name=who, card=card, place=place, first=first, other_place=other_place, second=second)
    return translate("CaboTexts", "{name} swaps {place} of {first} with {other_place} of {second}").format(
        name=who, place=place, first=first, other_place=other_place, second=second)


def group_key(view: dict, actor: int | None) -> tuple | None:
    """The deal's many chance steps share one line."""
    return ("deal",) if view.get("type") == "deal" else None


def describe_group(views: Sequence[dict], actor: int | None, names: Sequence[str]) -> str | None:
    if not views:
        return None
    players = {v.get("player") for v in views}
    return translate(
        "CaboTexts", "The cards are dealt face down: {count} to each player").format(
        count=len(views) // max(1, len(players)))


def describe_event(event: dict, names: Sequence[str]) -> str | None:
    kind = event.get("type")
    if kind == "round":
        return translate("CaboTexts", "Round {round} begins; {name} starts").format(
            round=event["round"], name=player_name(names, event["start_player"]))
    if kind == "reshuffle":
        return COUNTS.reshuffled(event["cards"])
    if kind == "claim":
        who = player_name(names, event["player"])
        cards = ", ".join(str(v) for v in event["cards"])
        if event["success"]:
            return translate("CaboTexts", "{name} shows a set ({cards}) of {places}: it holds, and one card replaces them").format(
                name=who, cards=cards, places=places_text(event["positions"]))
        return translate("CaboTexts", "{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile").format(
            name=who, cards=cards, places=places_text(event["positions"]),
            card=card_text(event["discarded"]))
    if kind == "round_result":
        return _describe_result(event, names)
    if kind == "game_over":
        winners = event.get("winners") or []
        scores = event.get("scores") or []
        points = COUNTS.points(scores[winners[0]] if winners and winners[0] < len(scores) else 0)
        if len(winners) == 1:
            return translate("CaboTexts", "Game over: {name} wins with {points}").format(
                name=player_name(names, winners[0]), points=points)
        return translate("CaboTexts", "Game over: {names} share the win with {points}").format(
            names=", ".join(player_name(names, w) for w in winners), points=points)
    return None


def _describe_result(event: dict, names: Sequence[str]) -> str:
    parts = []
    for p, points in enumerate(event["points"]):
        part = translate("CaboTexts", "{name} {sum} → {points}").format(
            name=player_name(names, p), sum=event["sums"][p], points=points)
        if p in event.get("reset", []):
            part += " (" + reset_text() + ")"
        parts.append(part)
    if event.get("kamikaze") is not None:
        head = translate("CaboTexts", "Round {round}: Kamikaze by {name}!")
        head = head.format(round=event["round"], name=player_name(names, event["kamikaze"]))
    elif event.get("reason") == "deck_out":
        head = translate(
            "CaboTexts", "Round {round} ends: the draw pile is used up").format(
            round=event["round"])
    else:
        head = translate("CaboTexts", "Round {round} is scored").format(
            round=event["round"])
    # the punctuation is the language's (French spaces ":" and ";")
    separator = translate("CaboTexts", "; ", "between two players' points in a round's result")
    return translate("CaboTexts", "{head}: {points}", "a round's result in the log").format(
        head=head, points=separator.join(parts))


# ----- refusals -------------------------------------------------------------------------


def illegal_text(code: str) -> str | None:
    """A refused move in words, for CABO's own IllegalAction codes (and the table's)."""
    return {
        "cabo_already_called": translate("CaboTexts", "CABO has already been called this round"),
        "draw_pile_empty": translate("CaboTexts", "There is no card left to draw"),
        "look_count": translate("CaboTexts", "Look at exactly the number of cards the rules allow"),
        "set_too_small": translate("CaboTexts", "A set has at least two cards"),
        "set_too_large": translate("CaboTexts", "A set has at most four cards"),
        "must_place_taken_card": translate("CaboTexts", "A card taken from the discard pile must be laid down"),
        "card_lacks_action": translate("CaboTexts", "This card has no such action"),
        "spy_on_own_card": translate("CaboTexts", "Spy looks at another player's card"),
        "swap_same_player": translate("CaboTexts", "A swap exchanges the cards of two players"),
        "swap_without_own_card": translate("CaboTexts", "One of the swapped cards must be yours"),
        "cabo_on_first_turn": translate("CaboTexts", "CABO may be called from your second turn on"),
        "callers_cards_protected": translate("CaboTexts", "The cards of the player who called CABO cannot be swapped"),
        "no_such_card": translate("CaboTexts", "There is no card there"),
        "no_such_player": translate("CaboTexts", "There is no such player"),
        "repeated_position": translate("CaboTexts", "A card is chosen twice"),
        # the table's own: another's card or a pile clicked during the opening look,
        # another's card clicked before the card's action is chosen
        "look_own_cards": translate("CaboTexts", "First look at your own cards: the round "
                                    "begins once everybody has looked"),
        "spy_button_first": translate("CaboTexts", "To look at another player's card, "
                                      "choose {spy} first").format(spy=action_name("spy")),
        "swap_button_first": translate("CaboTexts", "To exchange two cards, choose {swap} "
                                       "first, then the two cards").format(
                                           swap=action_name("swap")),
    }.get(code)


def describe_choice(action: dict, seat: int, events: Sequence[dict],
                    names: Sequence[str]) -> str | None:
    """A move the player may make, said to the player as a hint offers it ("draw a card");
    the log tells some of these by what they reveal, which is not known before."""
    kind = action.get("type")
    if kind in ("draw", "take", "cabo", "discard"):
        return {
            "draw": translate("CaboTexts", "draw a card"),
            "take": translate("CaboTexts", "take the top card of the discard pile"),
            "cabo": translate("CaboTexts", "call CABO"),
            "discard": translate("CaboTexts", "discard the drawn card"),
        }[kind]
    if kind == "look":
        return translate("CaboTexts", "look at your {places}").format(
            places=places_text(action["positions"]))
    if kind == "claim":
        return translate("CaboTexts", "replace {places} as a set").format(
            places=places_text(action["positions"]))
    if kind == "replace":
        return translate("CaboTexts", "lay the card in place of your {place}").format(
            place=place_text(action["position"]))
    if kind == "peek":
        return translate("CaboTexts", "peek at your {place}").format(
            place=place_text(action["position"]))
    if kind == "spy":
        return translate("CaboTexts", "spy on {place} of {other}").format(
            place=place_text(action["position"]), other=player_name(names, action["player"]))
    if kind == "swap":  # the rules list the lower player first: yours may be either
        mine, theirs = ("", "other_") if action["player"] == seat else ("other_", "")
        return translate("CaboTexts", "swap your {place} with {other_place} of {other}").format(
            place=place_text(action[f"{mine}position"]),
            other_place=place_text(action[f"{theirs}position"]),
            other=player_name(names, action[f"{theirs}player"]))
    return None


def reason(observation: dict, action: dict, events: Sequence[dict], seat: int,
           names: Sequence[str]) -> str | None:
    """Why a move helps, from what it visibly changes (only what the player knows)."""
    kind = action.get("type")
    layout = observation["players"][seat]["layout"]
    held = observation.get("held")
    if kind in ("look", "peek"):
        return translate("CaboTexts", "It lets you know more of your own cards.")
    if kind == "spy":
        return translate("CaboTexts", "It lets you know a card of {other}.").format(
            other=player_name(names, action["player"]))
    if kind == "replace" and held is not None:
        known = layout[action["position"]]["card"]
        if known is None:
            return translate("CaboTexts", "A card you do not know makes way for {card}."
                             ).format(card=card_text(held))
        return translate("CaboTexts", "Your {old} makes way for {card}: {points} points "
                                      "less.").format(old=card_text(known), card=card_text(held),
                                                      points=known - held)
    if kind == "discard" and held is not None:
        return translate("CaboTexts", "Your cards stay as they are; {card} goes away."
                         ).format(card=card_text(held))
    if kind == "cabo":
        known = [slot["card"] for slot in layout if slot is not None and slot["card"] is not None]
        return translate("CaboTexts", "The cards you know add up to {sum}; the others "
                                      "get one more turn each.").format(sum=sum(known))
    if kind == "take" and observation.get("discard"):
        return translate("CaboTexts", "You know what you get: {card}.").format(
            card=card_text(observation["discard"][-1]))
    return None
