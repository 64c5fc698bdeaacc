"""Build the Windows installer with makensis, as package.yml does, around a stand-in folder.

    python packaging/windows/build_installer.py OUT_DIR

The stand-in is laid out as PyInstaller's Windows folder (`<executable>.exe` and
the bot processes' `<bot executable>.exe` beside `_internal/`), with a few small
files in place of Python and Qt: the installer script is on trial here, not the
app. Name, id, version and publisher come from caramba_desktop/meta.py, as the
workflow's meta step reads them. makensis runs with warnings as errors.

Used by the test suite (the script compiles) and by `make check-windows-installer`
(check_under_wine.py installs the result under Wine).
"""

from __future__ import annotations

import runpy
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "windows" / "installer.nsi"
# what package.yml's windows job reads from meta.py and hands to makensis
META_DEFINES = ("APP_NAME", "APP_ID", "EXECUTABLE", "BOT_EXECUTABLE", "VERSION",
                "ORGANIZATION")
# makensis's default, and the only one the workflow's NSIS (from Chocolatey) can build
SHIPPED_TARGET = "x86-unicode"
# paths inside _internal/ of a PyInstaller 6 folder build, standing for the rest
STAND_IN_FILES = (
    "python311.dll",
    "base_library.zip",
    "PySide6/Qt6Core.dll",
    "PySide6/plugins/platforms/qwindows.dll",
    "assets/icon.svg",
    "i18n/build/caramba_desktop_de.qm",
)


def meta_values() -> dict[str, str]:
    meta = runpy.run_path(str(ROOT / "caramba_desktop" / "meta.py"))
    return {key: meta[key] for key in META_DEFINES}


def write_stand_in(folder: Path) -> Path:
    """The folder the installer packs: `folder/<executable>/`. Returns it."""
    values = meta_values()
    build_dir = folder / values["EXECUTABLE"]
    build_dir.mkdir(parents=True, exist_ok=True)
    for executable in (values["EXECUTABLE"], values["BOT_EXECUTABLE"]):
        (build_dir / f"{executable}.exe").write_bytes(b"MZ stand-in for a PyInstaller launcher\n")
    for relative in STAND_IN_FILES:
        path = build_dir / "_internal" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"stand-in for {relative}\n", encoding="utf-8")
    return build_dir


def defines(build_dir: Path, icon: Path, outfile: Path) -> dict[str, str]:
    return {**meta_values(), "BUILD_DIR": str(build_dir), "ICON": str(icon),
            "OUTFILE": str(outfile)}


def makensis(values: dict[str, str], script: Path = SCRIPT, target: str = SHIPPED_TARGET) -> str:
    """Compile the installer script; returns makensis's output, which lists each file
    packed. Raises RuntimeError on an error or a warning (-WX), with the output."""
    program = shutil.which("makensis")
    if program is None:
        raise RuntimeError("makensis is missing: apt-get install nsis")
    command = [program, "-V4", "-WX", f"-XTarget {target}",
               *(f"-D{k}={v}" for k, v in values.items()), str(script)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    if done.returncode != 0:
        raise RuntimeError(f"makensis failed ({done.returncode}):\n{output}")
    return output


def build(out_dir: Path, target: str = SHIPPED_TARGET) -> Path:
    """The setup .exe around a stand-in folder, in out_dir. Returns its path."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from render_icons import write_ico

    values = meta_values()
    outfile = out_dir / f"{values['EXECUTABLE']}-{values['VERSION']}-windows-setup.exe"
    build_dir = write_stand_in(out_dir / "dist")
    icon = write_ico(out_dir / "icons" / "caramba-desktop.ico")
    makensis(defines(build_dir, icon, outfile), target=target)
    return outfile


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    print(build(Path(sys.argv[1]).resolve()))
