"""One term per thing per language: the glossary's checked terms, and French spacing.

i18n/GLOSSARY.md's table "Checked terms" names, per concept and language, the term
to use and the variants that must not appear. Every translation in the .ts files and
every rules help page (text without its tags) is scanned for them. French puts a
non-breaking space before ":" ";" "!" "?" and inside « ».
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from caramba_desktop import meta
from tests.ui.test_translations import LANGS, ts_messages

GAMES = Path(__file__).resolve().parents[2] / "caramba_desktop" / "games"
GLOSSARY = meta.i18n_dir() / "GLOSSARY.md"
NO_BREAK = "\u00a0\u202f"


@dataclass(frozen=True)
class CheckedTerm:
    concept: str
    language: str
    term: str
    variants: tuple[re.Pattern, ...]
    kinds: frozenset[str]  # "ts", "help"
    places: frozenset[str]  # .ts contexts and help pages' games; empty = all


def _cells(line: str) -> list[str]:
    cells = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [cell.strip().replace("\\|", "|") for cell in cells]


def checked_terms() -> list[CheckedTerm]:
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split("## Checked terms", 1)[1]
    terms = []
    for line in section.splitlines():
        if not line.startswith("|") or line.startswith("|---") or line.startswith("| concept"):
            continue
        concept, language, term, variants, where = _cells(line)
        kind, _, places = where.partition(":")
        patterns = tuple(re.compile(v.strip().strip("`")) for v in variants.split(" ; "))
        terms.append(CheckedTerm(concept, language, term, patterns,
                                 frozenset({"ts", "help"} if kind == "all" else {kind}),
                                 frozenset(p for p in places.split(",") if p)))
    return terms


def help_text(page: Path) -> str:
    """A help page's words: tags removed, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8")))


def texts(language: str, kinds=frozenset({"ts", "help"}), places=frozenset()):
    """(where, text) of every translation and help page of a language."""
    if "ts" in kinds:
        for (context, source, _), (_, forms, _) in ts_messages(language).items():
            if not places or context in places:
                for form in forms:
                    yield f"{context}: {source!r}", form
    if "help" in kinds:
        for page in sorted(GAMES.glob(f"*/help/{language}.html")):
            if not places or page.parts[-3] in places:
                yield str(page.relative_to(GAMES)), help_text(page)


TERMS = checked_terms()


def test_the_glossary_checks_terms_in_every_language_but_english():
    assert {term.language for term in TERMS} == set(LANGS) - {"en"}
    assert len(TERMS) >= 26
    concepts = {term.concept for term in TERMS}
    # the review's systematic findings stay checked
    assert {"Caramba!: unsecured crates", "apostrophe"} <= concepts
    assert {term.language for term in TERMS if term.concept.startswith("replay")} == {
        "de", "fr", "sv"}


@pytest.mark.parametrize("term", TERMS, ids=lambda t: f"{t.language}-{t.term}")
def test_no_variant_of_a_checked_term(term):
    found = []
    for where, text in texts(term.language, term.kinds, term.places):
        for variant in term.variants:
            found += [f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}…"
                      for m in variant.finditer(text)]
    assert not found, f"{term.concept}: say “{term.term}”, not:\n" + "\n".join(found[:15])


# a space-less or plain-space ":" ";" "!" "?" "%", or « » without a no-break space
# inside; placeholders, times, web addresses and file filters (;;) aside
FRENCH_SPACING = re.compile(rf"[^{NO_BREAK}]([:;!?]|%(?![n\d]))|«[^{NO_BREAK}]|[^{NO_BREAK}]»")
NOT_PUNCTUATION = re.compile(r"\{[^}]*\}|\b\d+:\d+\b|https?://\S+|;;|\?\?|[!?]{2,}")
# a placeholder that Python formats as a percentage ({share:.0%}) writes "30%", unspaced
PERCENT_PLACEHOLDER = re.compile(r"\{[^}]*%\}")


def test_french_puts_a_no_break_space_before_double_punctuation_and_percent():
    found = []
    for where, text in texts("fr"):
        found += [f"{where}: {m.group()} prints a percentage without the space"
                  for m in PERCENT_PLACEHOLDER.finditer(text)]
        plain = NOT_PUNCTUATION.sub("", text)
        found += [f"{where}: …{plain[max(0, m.start() - 25):m.end() + 10]!r}…"
                  for m in FRENCH_SPACING.finditer(plain)]
    assert not found, "\n".join(found[:20]) + f"\n({len(found)} in all)"
