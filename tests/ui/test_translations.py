"""The committed .ts files are current and complete.

Every QCoreApplication.translate("Context", "text"[, "comment"[, n]]) call in the
package, every QT_TRANSLATE_NOOP("Context", "text") (a tutorial's step, translated
when shown), and every self.tr("text"[, "comment"[, n]]) in a class (the class is
the context), is read with `ast` (what pyside6-lupdate extracts, without running it):
each message must be in every language's .ts file, finished (no "unfinished",
"vanished" or "obsolete" entry, no empty text), and every placeholder of the
source ({name}, %1, %n) must appear in each translation. A call whose context or
text is not a literal would be invisible to lupdate, so it fails too (and so does a
plural whose count is computed: lupdate would not see a plural). Entries the
code no longer has fail as well: run `make ts` and translate.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from caramba_desktop import meta

PACKAGE = Path(__file__).resolve().parents[2] / "caramba_desktop"
LANGS = ("de", "fr", "sv", "en")
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%\d|%n")

Key = tuple[str, str, str]  # context, source, comment ("" when none)


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def source_messages() -> tuple[dict[Key, bool], list[str]]:
    """{(context, source, comment): numerus} of the code, and the calls lupdate cannot read."""
    found: dict[Key, bool] = {}
    unreadable: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            # QT_TRANSLATE_NOOP("Context", "text"): a text translated later (tutorial steps)
            noop = name == "QT_TRANSLATE_NOOP" and isinstance(func, ast.Name)
            if (name != "translate" and not noop) or len(node.args) < 2:
                continue
            if isinstance(func, ast.Attribute) and getattr(func.value, "id", None) not in (
                    "QCoreApplication", "QApplication"):
                continue
            context, text = _literal(node.args[0]), _literal(node.args[1])
            comment = _literal(node.args[2]) if len(node.args) > 2 else ""
            # lupdate takes a call for a plural (%n) only when its count is a literal
            # number: a plural with a computed count would not be extracted as one
            plural_ok = len(node.args) < 4 or isinstance(node.args[3], ast.Constant)
            if context is None or text is None or comment is None or not plural_ok:
                unreadable.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
                continue
            found[(context, text, comment)] = len(node.args) > 3
        for klass in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            _read_self_tr(klass, path, found, unreadable)
    return found, unreadable


def _read_self_tr(klass: ast.ClassDef, path: Path, found: dict[Key, bool],
                  unreadable: list[str]) -> None:
    """The self.tr("text"[, "comment"[, n]]) calls of a class: its name is their context
    (lupdate reads a plural with a computed count only from such a call)."""
    for node in ast.walk(klass):
        func = getattr(node, "func", None)
        if not (isinstance(node, ast.Call) and isinstance(func, ast.Attribute)
                and func.attr == "tr" and getattr(func.value, "id", None) == "self"):
            continue
        text = _literal(node.args[0]) if node.args else None
        comment = _literal(node.args[1]) if len(node.args) > 1 else ""
        if text is None or comment is None:
            unreadable.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
            continue
        found[(klass.name, text, comment)] = len(node.args) > 2


def ts_messages(lang: str) -> dict[Key, tuple[str | None, list[str], bool]]:
    """{(context, source, comment): (translation type, texts, numerus)} of a .ts file."""
    root = ET.parse(meta.i18n_dir() / f"caramba_desktop_{lang}.ts").getroot()
    messages = {}
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            messages[key] = (translation.get("type"), texts, message.get("numerus") == "yes")
    return messages


@pytest.fixture(scope="module")
def code():
    return source_messages()


def test_every_translatable_call_is_readable_by_lupdate(code):
    _, unreadable = code
    assert not unreadable, "translate() with a context or text that is not a literal"


def test_the_code_has_translatable_texts_in_every_window(code):
    contexts = {key[0] for key in code[0]}
    assert {"MainWindow", "GameWindow", "GameOverPanel", "CarambaView", "CarambaTexts",
            "NewGameDialog", "HandoffCover", "LogPanel", "SettingsDialog",
            "RulesHelpDialog"} <= contexts


@pytest.mark.parametrize("lang", LANGS)
def test_ts_file_is_current_and_complete(code, lang):
    wanted, _ = code
    have = ts_messages(lang)
    missing = sorted(set(wanted) - set(have))
    stale = sorted(key for key in set(have) - set(wanted))
    assert not missing, f"not in caramba_desktop_{lang}.ts (run `make ts`): {missing[:10]}"
    assert not stale, f"no longer in the code (run `make ts`): {stale[:10]}"
    problems = []
    for key, numerus in wanted.items():
        kind, texts, is_numerus = have[key]
        if kind is not None:
            problems.append(f"{kind}: {key}")
        elif not all(t.strip() for t in texts):
            problems.append(f"empty: {key}")
        elif numerus != is_numerus:
            problems.append(f"numerus mismatch: {key}")
    assert not problems, f"caramba_desktop_{lang}.ts: {problems[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders(code, lang):
    wanted, _ = code
    have = ts_messages(lang)
    problems = []
    for key in wanted:
        if key not in have:
            continue
        needed = set(PLACEHOLDER.findall(key[1]))
        for text in have[key][1]:
            found = set(PLACEHOLDER.findall(text))
            # a singular numerus form may spell the number out ("one card"): %n optional
            if have[key][2] and text is not have[key][1][-1]:
                found |= {"%n"}
            if needed - found or found - needed - {"%n"}:
                problems.append(f"{key[0]}: {key[1]!r} -> {text!r}")
    assert not problems, f"caramba_desktop_{lang}.ts: {problems[:10]}"


def test_accelerators_stay_single(code):
    """A menu text's & must survive translation (one, before a letter)."""
    for lang in LANGS:
        for key, (_, texts, _) in ts_messages(lang).items():
            if "&" in key[1].replace("&&", ""):
                for text in texts:
                    assert text.replace("&&", "").count("&") == 1, (lang, key, text)
