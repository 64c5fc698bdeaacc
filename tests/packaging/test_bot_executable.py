"""The bot processes of every installer start from an executable of their own, without Qt.

An executable PyInstaller builds runs the runtime hooks of all it bundles in every
process it starts; with PySide6 bundled, each bot process would load Qt. Here the
spec runs as PyInstaller would run it on Linux, Windows and macOS, its build steps
recorded (conftest.run_spec), and the frozen app is asked which executable it starts
its bot processes from. `make dist` and package.yml build the real thing, whose
self-test checks that a bot process loaded no Qt.
"""

import importlib
import multiprocessing.spawn
import os
import pkgutil
import sys
from pathlib import Path

import pytest
from PyInstaller.utils import hooks

from caramba_desktop import meta
from caramba_desktop.engine import registry
from caramba_desktop.session import bot_pool
from tests.packaging.conftest import copy_what_the_spec_reads, load, run_spec

render_icons = load("render_icons.py")
GUI_PACKAGES = {"PySide6", "shiboken6", "qasync"}


def submodules(package: str) -> list[str]:
    """What PyInstaller's collect_submodules finds, without its subprocess."""
    found = importlib.import_module(package)
    return [package, *(m.name for m in pkgutil.walk_packages(found.__path__, f"{package}."))]


@pytest.fixture(scope="module", params=["linux", "win32", "darwin"])
def built(request, tmp_path_factory, qapp):
    """(platform, the spec's build steps on it)."""
    checkout = copy_what_the_spec_reads(tmp_path_factory.mktemp(request.param))
    if request.param == "darwin":  # made by the workflow before the build
        render_icons.write_icns(checkout / "build" / "icons" / "caramba-desktop.icns")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hooks, "collect_submodules", submodules)
        return request.param, run_spec(checkout, request.param, patch)


def test_the_bundle_holds_the_app_and_a_bot_executable_built_without_qt(built):
    _platform, steps = built
    app, bots = steps["EXE"]
    app_analysis, bot_analysis = steps["Analysis"]
    assert (app.kwargs["name"], bots.kwargs["name"]) == (meta.EXECUTABLE, meta.BOT_EXECUTABLE)
    assert Path(bot_analysis.args[0][0]).name == "bot_process.py"
    assert bots.args[0].args[0] is bot_analysis.pure and bots.args[1] is bot_analysis.scripts
    assert GUI_PACKAGES <= set(bot_analysis.kwargs["excludes"])
    assert not GUI_PACKAGES & set(app_analysis.kwargs["excludes"])
    # what the bots run, and every game's rules and bots, which are imported by name
    hidden = bot_analysis.kwargs["hiddenimports"]
    assert "caramba_desktop.session.bot_work" in hidden
    for game_id, rules in registry.GAME_MODULES.items():
        assert {rules, f"caramba_desktop.games.{game_id}.ai"} <= set(hidden)
    assert not [m for m in hidden if ".view" in m or ".texts" in m or ".ui" in m]
    assert bots.kwargs["console"] is False  # Windows: no console window for each bot
    # one folder, whose Python and libraries the two executables share
    (folder,) = steps["COLLECT"]
    assert folder.args[:2] == (app, bots)  # the app first: the .app's executable on macOS
    assert any(part is bot_analysis.binaries for part in folder.args)


def test_the_frozen_app_starts_its_bot_processes_from_the_bot_executable(built, monkeypatch):
    platform, steps = built
    (folder,) = steps["COLLECT"]
    app, bots = steps["EXE"]
    suffix = ".exe" if platform == "win32" else ""
    installed = Path("/opt") / folder.kwargs["name"]  # COLLECT puts both executables there
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(installed / f"{app.kwargs['name']}{suffix}"))
    monkeypatch.setattr(multiprocessing.spawn, "_python_exe", multiprocessing.spawn.get_executable())
    bot_pool._spawn_context()
    assert os.fsdecode(multiprocessing.spawn.get_executable()) == str(
        installed / f"{bots.kwargs['name']}{suffix}")
