"""Every reading the program takes where a rulebook is silent is in plain sight:
each constant a game's data.py marks as a DECISION is named (an HTML comment
holding its name) in an item of the rules help's decisions box, the gold-framed
box, in all four languages."""

import ast
import html
import importlib
import inspect
import re

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.ui.rules_help import help_path

LANGUAGES = ("de", "en", "fr", "sv")
BOX = re.compile(r"<table[^>]*border-color: #c9a227.*?</table>", re.S)


def decision_constants(game_id: str) -> list[str]:
    """The names assigned at the top of data.py right under a comment block that
    says DECISION."""
    module = importlib.import_module(f"caramba_desktop.games.{game_id}.data")
    source = inspect.getsource(module)
    lines = source.splitlines()
    names = []
    for node in ast.parse(source).body:
        if not isinstance(node, ast.Assign | ast.AnnAssign):
            continue
        above, row = [], node.lineno - 2
        while row >= 0 and lines[row].startswith("#"):
            above.append(lines[row])
            row -= 1
        if any("DECISION" in line for line in above):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [t.id for t in targets if isinstance(t, ast.Name)]
    return names


def test_the_games_mark_their_readings():
    assert decision_constants("cabo") == ["LOOKED_AT", "CABO_ON_FIRST_TURN",
                                          "CALLERS_CARDS_SWAPPABLE"]
    assert "STALL_ROUNDS" in decision_constants("caravan")
    assert "DEMAND_ADDED_WITH_THE_BAG_EMPTY" in decision_constants("caravan")
    assert "PICK_UPS_PER_TURN" in decision_constants("mina")
    assert "AMBUSHES_PER_MOVE" in decision_constants("mina")
    assert decision_constants("caramba") == [
        "SECURING_NEEDS_A_CRATE_TAKEN", "WINNING_CARDS_DISCARDED_WITHOUT_CRATE",
        "START_PLAYER_OPENS_WITH_A_BID_CARD", "SPECIALS_WITHOUT_BID_CARDS",
        "RESHUFFLE_AT_ONCE", "STALL_ROUNDS", "TIE_BREAK_COUNTS_SPECIAL_CARD"]


@pytest.mark.parametrize("game_id", registry.game_ids())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_decision_constant_is_named_in_the_decisions_box(game_id, lang):
    page = help_path(game_id, lang).read_text(encoding="utf-8")
    boxes = BOX.findall(page)
    assert len(boxes) == 1, f"{game_id} {lang}: one decisions box"
    named = {}
    for item in re.findall(r"<li>(.*?)</li>", boxes[0], re.S):
        words = html.unescape(re.sub(r"<!--.*?-->|<[^>]+>", "", item, flags=re.S)).strip()
        for name in re.findall(r"<!-- (\w+) -->", item):
            named[name] = words
    for name in decision_constants(game_id):
        assert named.get(name), f"{game_id} {lang}: {name} is not in the decisions box"


CARAMBA_STALL_WORDS = {"en": "eight rounds in a row", "de": "acht Runden in Folge",
                       "fr": "huit tours d’affilée", "sv": "åtta omgångar i rad"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_caramba_stall_rule_gives_the_number_of_rounds_the_rules_play(lang):
    from caramba_desktop.games.caramba import data

    box = BOX.findall(help_path("caramba", lang).read_text(encoding="utf-8"))[0]
    item = next(i for i in re.findall(r"<li>(.*?)</li>", box, re.S) if "STALL_ROUNDS" in i)
    assert data.STALL_ROUNDS == 8 and CARAMBA_STALL_WORDS[lang] in re.sub(r"<[^>]+>", "", item)
