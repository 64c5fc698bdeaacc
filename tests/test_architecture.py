"""The layer rule of DESIGN.md: rules engines and bots import nothing from Qt.

Every module under caramba_desktop/engine/, caramba_desktop/ai/,
caramba_desktop/history/ and caramba_desktop/games/<id>/ is parsed with `ast` and must not import PySide6,
shiboken6 or qasync, not even inside a function. The exceptions are a game's
presentation modules (its table view with its `view_*.py` parts, and the texts
that turn its ids into translated words); no Qt-free module may import those,
since that would pull Qt in by the back door. Passes while the folders are
empty or missing.

And the start: the window is painted before the games played (sqlite3), the game
sessions, the computers' processes (multiprocessing) and their event loop (asyncio)
are loaded; they come once the start page shows.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "caramba_desktop"
FORBIDDEN = {"PySide6", "shiboken6", "qasync"}
PRESENTATION_MODULES = {"view.py", "texts.py"}


def is_presentation(filename: str) -> bool:
    """A game's table view, its parts (view_*.py) and its translated texts."""
    return filename in PRESENTATION_MODULES or (
        filename.startswith("view_") and filename.endswith(".py")
    )


def qt_free_modules(package: Path = PACKAGE) -> list[Path]:
    """The .py files that must stay free of Qt."""
    files = [
        *(package / "engine").rglob("*.py"),
        *(package / "ai").rglob("*.py"),
        *(package / "history").rglob("*.py"),  # the `history` command runs without Qt
        *(p for p in (package / "games").rglob("*.py") if not is_presentation(p.name)),
    ]
    return sorted(path for path in files if "__pycache__" not in path.parts)


def _imported_modules(node: ast.AST) -> list[str]:
    """The dotted names an import statement brings in; relative ones keep their dots."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        base = "." * node.level + (node.module or "")
        sep = "." if node.module else ""
        return [f"{base}{sep}{alias.name}" for alias in node.names]
    return []


def _is_forbidden(module: str) -> bool:
    relative = module.startswith(".")
    parts = module.lstrip(".").split(".")
    if not relative and parts[0] in FORBIDDEN:
        return True
    inside = parts if relative else parts[1:]  # a top-level module named "view" is not ours
    return any(is_presentation(f"{part}.py") for part in inside)


def forbidden_imports(path: Path) -> list[str]:
    """'file:line: module' for every import of Qt (or of a presentation module)."""
    name = path.relative_to(PACKAGE.parent) if path.is_relative_to(PACKAGE.parent) else path
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [
        f"{name}:{node.lineno}: {module}"
        for node in ast.walk(tree)
        for module in _imported_modules(node)
        if _is_forbidden(module)
    ]


def test_rules_and_bots_import_no_qt():
    offences = [offence for path in qt_free_modules() for offence in forbidden_imports(path)]
    assert not offences, "Qt imported below the session layer:\n" + "\n".join(offences)


def test_the_check_sees_every_kind_of_import(tmp_path):
    package = tmp_path / "caramba_desktop"
    (package / "games" / "demo").mkdir(parents=True)
    (package / "engine").mkdir()
    (package / "ai").mkdir()
    samples = {
        "engine/a.py": "import PySide6.QtCore\n",
        "engine/b.py": "def f():\n    from qasync import QEventLoop\n",
        "games/demo/rules.py": "import os, shiboken6 as sh\n",
        "games/demo/data.py": "from PySide6 import QtGui\n",
        "games/demo/ai.py": "from . import rules\nimport pyside6_lookalike\n",
        "games/demo/help.py": "from . import texts\n",
        "ai/bot.py": "from caramba_desktop.games.demo.view import DemoView\n",
        "ai/ok.py": "from caramba_desktop.games.demo import rules\nfrom ..engine import api\n",
        "games/demo/view.py": "from PySide6.QtWidgets import QGraphicsItem\n",
        "games/demo/texts.py": "from PySide6.QtCore import QCoreApplication\n",
        "games/demo/view_board.py": "from PySide6.QtGui import QPainter\n",
        "games/demo/scoring.py": "from .view_board import Board\n",
    }
    for name, text in samples.items():
        (package / name).write_text(text, encoding="utf-8")

    checked = qt_free_modules(package)
    assert {path.name: bool(forbidden_imports(path)) for path in checked} == {
        "a.py": True,
        "b.py": True,
        "rules.py": True,
        "data.py": True,
        "ai.py": False,
        "help.py": True,
        "bot.py": True,
        "ok.py": False,
        "scoring.py": True,
    }


def test_missing_folders_are_fine(tmp_path):
    assert qt_free_modules(tmp_path / "caramba_desktop") == []


# loaded only once the window is painted (app.run)
AFTER_FIRST_PAINT = ("sqlite3", "asyncio", "multiprocessing", "qasync",
                     "caramba_desktop.history.store", "caramba_desktop.session.session",
                     "caramba_desktop.session.bot_pool", "caramba_desktop.session.ai_runner")


# the tables' code, the set-up dialogs and the SVG art: loaded after the first paint too
TABLES_AFTER_FIRST_PAINT = (
    "PySide6.QtSvg", "caramba_desktop.ui.scene.tableview", "caramba_desktop.ui.scene.items",
    "caramba_desktop.ui.scene.svgcache", "caramba_desktop.ui.new_game",
    "caramba_desktop.ui.game_window", "caramba_desktop.games.caramba.rules",
    "caramba_desktop.games.caramba.view", "caramba_desktop.ai.bots")


def modules_at_first_paint(tmp_path) -> set[str]:
    """The modules a fresh app has loaded when its window is first painted."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARAMBA_DESKTOP_DATA=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    out = subprocess.run([sys.executable, "-m", "caramba_desktop", "--measure-startup"],
                         capture_output=True, text=True, env=env, timeout=120).stdout
    lines = [line.split()[1:] for line in out.splitlines() if line.startswith("startup-modules ")]
    assert lines, f"no module list at the first paint in {out!r:.200}"
    loaded = set(lines[0])
    assert "PySide6.QtWidgets" in loaded and "caramba_desktop.ui.start_page" in loaded
    return loaded


def test_the_window_is_painted_before_the_history_sessions_and_bots_load(tmp_path):
    loaded = modules_at_first_paint(tmp_path)
    assert [name for name in AFTER_FIRST_PAINT if name in loaded] == []


def test_the_window_is_painted_before_the_tables_and_dialogs_load(tmp_path):
    loaded = modules_at_first_paint(tmp_path)
    assert [name for name in TABLES_AFTER_FIRST_PAINT if name in loaded] == []
