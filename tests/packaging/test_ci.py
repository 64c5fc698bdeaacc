"""CI (`.ci/run`) builds what we ship: `make dist` after `make test`, on a bare Debian 12
too, where it installs every program the build runs when it is missing."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CI = ROOT / ".ci" / "run"
BUILD_PACKAGES = ROOT / "packaging" / "linux" / "build_packages.py"
# on every Debian system (dpkg, libc-bin)
ESSENTIAL = {"dpkg", "dpkg-deb", "/sbin/ldconfig"}
# PyInstaller strips the bundle's libraries on Linux (the spec's strip=True)
RUN_BY_PYINSTALLER = {"strip"}


def programs_run(script: Path) -> set[str]:
    """The programs `script` runs with subprocess.run([...]), those run under fakeroot too."""
    programs = set()
    for node in ast.walk(ast.parse(script.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "run" and node.args and isinstance(node.args[0], ast.List)):
            words = node.args[0].elts
            if isinstance(words[0], ast.Constant):  # not the app's own executable
                programs.update(w.value for w in words[:2 if words[0].value == "fakeroot" else 1])
    return programs


def test_ci_runs_the_tests_then_builds_and_self_tests_the_installers():
    commands = [line for line in CI.read_text(encoding="utf-8").splitlines()
                if line.startswith("make ")]
    assert commands == ["make test", "make dist"]


def test_ci_installs_every_program_the_build_runs_when_it_is_missing():
    script = CI.read_text(encoding="utf-8")
    needed = (programs_run(BUILD_PACKAGES) | RUN_BY_PYINSTALLER) - ESSENTIAL
    assert {"objdump", "fakeroot", "desktop-file-validate", "appstreamcli"} <= needed
    unchecked = sorted(p for p in needed if f"command -v {p}" not in script)
    assert not unchecked, f".ci/run does not install {unchecked} when missing"
