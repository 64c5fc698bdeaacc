"""`make check-windows-installer`: install, update and remove the Windows installer under Wine.

Builds the installer around the stand-in folder (build_installer.py), then in a
throw-away Wine prefix, silently (/S) as a user's double-click would, checks:

  - the files land in the per-user folder %LOCALAPPDATA%\\Programs\\<name>;
  - the Start menu shortcut and the uninstall entry (Settings > Apps) exist,
    with our name, version and publisher;
  - a second install over the first works and leaves no file of the first
    behind in _internal\\;
  - the uninstaller removes every file, the shortcut and both registry keys.

The shipped installer is a 32-bit program: Wine runs it when its 32-bit part is
installed (Debian: `dpkg --add-architecture i386`, package `wine32:i386`).
Without that part, the same script is built for 64-bit Windows and checked so.
Prints one line per check; exits 0 when all pass, 1 otherwise.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import build_installer

# Debian's wine32 package puts the 32-bit loader here; wine64 alone cannot run it
WINE32_LOADER = Path("/usr/lib/wine/wine")
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall"
WINE_TIMEOUT_S = 300
LEFT_OVER = "left-over-of-an-older-version.dll"


class Wine:
    """Runs Windows programs in one prefix, and reads its paths and registry."""

    def __init__(self, prefix: Path) -> None:
        # no Mono or Gecko download prompts; no Wine chatter in the report
        self.env = {**os.environ, "WINEPREFIX": str(prefix), "WINEDEBUG": "-all",
                    "WINEDLLOVERRIDES": "mscoree,mshtml="}

    def run(self, *args: str) -> subprocess.CompletedProcess:
        done = subprocess.run(["wine", *args], env=self.env, capture_output=True, text=True,
                              errors="replace", timeout=WINE_TIMEOUT_S)
        self.wait()
        return done

    def wait(self) -> None:
        """Until every program in the prefix has ended (an uninstaller hands over to a copy)."""
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=WINE_TIMEOUT_S, check=True)

    def stop(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env, timeout=WINE_TIMEOUT_S)

    def variable(self, name: str) -> str:
        return self.run("cmd", "/c", f"echo %{name}%").stdout.strip()

    def unix_path(self, windows_path: str) -> Path:
        done = subprocess.run(["winepath", "-u", windows_path], env=self.env, capture_output=True,
                              text=True, timeout=WINE_TIMEOUT_S, check=True)
        return Path(done.stdout.strip())

    def registry(self, key: str) -> dict[str, str] | None:
        """The key's values as text, or None when there is no such key."""
        done = self.run("reg", "query", key)
        if done.returncode != 0:
            return None
        values = {}
        for line in done.stdout.splitlines():
            parts = line.strip().split(None, 2)
            if len(parts) == 3 and parts[1].startswith("REG_"):
                values[parts[0]] = parts[2]
        return values


class Checks:
    def __init__(self) -> None:
        self.failures = 0

    def check(self, name: str, step: Callable[[], str]) -> None:
        try:
            detail = step()
        except Exception as exc:  # a finding to report; the next checks still run
            self.failures += 1
            print(f"FAIL {name}: {exc}", flush=True)
            return
        print(f"ok   {name}: {detail}", flush=True)


class InstallerUnderWine:
    def __init__(self, wine: Wine, setup: Path, stand_in: Path) -> None:
        self.wine = wine
        self.setup = setup
        self.meta = build_installer.meta_values()
        self.payload = sorted(p.relative_to(stand_in) for p in stand_in.rglob("*") if p.is_file())
        self.windows_dir = rf"{wine.variable('LOCALAPPDATA')}\Programs\{self.meta['APP_NAME']}"
        self.folder = wine.unix_path(self.windows_dir)
        self.shortcut = wine.unix_path(rf"{wine.variable('APPDATA')}\Microsoft\Windows"
                                       rf"\Start Menu\Programs\{self.meta['APP_NAME']}.lnk")
        self.uninstall_key = rf"{UNINSTALL_KEY}\{self.meta['APP_ID']}"
        self.settings_key = rf"HKCU\Software\{self.meta['APP_ID']}"

    def run_silently(self, program: Path) -> None:
        done = self.wine.run(str(program), "/S")
        if done.returncode != 0:
            raise RuntimeError(f"{program.name} /S exited {done.returncode}: {done.stderr}")

    def install(self) -> str:
        self.run_silently(self.setup)
        return f"{self.setup.name} /S"

    def files(self) -> str:
        missing = [str(p) for p in self.payload if not (self.folder / p).is_file()]
        if missing or not (self.folder / "uninstall.exe").is_file():
            raise RuntimeError(f"not in {self.folder}: {missing or 'uninstall.exe'}")
        return f"{len(self.payload)} files and uninstall.exe in {self.windows_dir}"

    def shortcut_exists(self) -> str:
        if not self.shortcut.is_file():
            raise RuntimeError(f"no {self.shortcut}")
        target = f"{self.meta['EXECUTABLE']}.exe"
        data = self.shortcut.read_bytes()
        if target.encode() not in data and target.encode("utf-16-le") not in data:
            raise RuntimeError(f"{self.shortcut.name} does not point at {target}")
        return f"{self.shortcut.name} -> {target}"

    def uninstall_entry(self) -> str:
        values = self.wine.registry(self.uninstall_key)
        if values is None:
            raise RuntimeError(f"no {self.uninstall_key}")
        expected = {"DisplayName": self.meta["APP_NAME"], "DisplayVersion": self.meta["VERSION"],
                    "Publisher": self.meta["ORGANIZATION"], "InstallLocation": self.windows_dir,
                    "UninstallString": rf'"{self.windows_dir}\uninstall.exe"'}
        wrong = {k: values.get(k) for k, v in expected.items() if values.get(k) != v}
        if wrong:
            raise RuntimeError(f"expected {expected}, got {wrong}")
        return f"{self.meta['APP_NAME']} {self.meta['VERSION']} by {self.meta['ORGANIZATION']}"

    def install_again(self) -> str:
        left_over = self.folder / "_internal" / LEFT_OVER
        left_over.write_text("from the version before\n", encoding="utf-8")
        self.run_silently(self.setup)
        if left_over.exists():
            raise RuntimeError(f"{LEFT_OVER} of the first install is still there")
        self.files()
        self.uninstall_entry()
        return "files and uninstall entry as before, nothing of the first install left over"

    def uninstall(self) -> str:
        self.run_silently(self.folder / "uninstall.exe")
        remaining = [str(p) for p in (self.folder, self.shortcut) if p.exists()]
        remaining += [k for k in (self.uninstall_key, self.settings_key)
                      if self.wine.registry(k) is not None]
        if remaining:
            raise RuntimeError(f"still there: {remaining}")
        return "folder, shortcut, uninstall entry and settings key gone"


def main() -> int:
    if shutil.which("wine") is None or shutil.which("makensis") is None:
        print("needs makensis and Wine: apt-get install nsis wine wine64", file=sys.stderr)
        return 1
    target = "x86-unicode" if WINE32_LOADER.exists() else "amd64-unicode"
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="caramba-wine-") as scratch:
        setup = build_installer.build(Path(scratch), target)
        stand_in = setup.parent / "dist" / build_installer.meta_values()["EXECUTABLE"]
        print(f"installer: {setup.name} ({target}"
              f"{', as shipped' if target == build_installer.SHIPPED_TARGET else ''}), "
              f"{setup.stat().st_size // 1024} KiB", flush=True)
        wine = Wine(Path(scratch) / "prefix")
        try:
            wine.run("wineboot", "--init")
            under_wine = InstallerUnderWine(wine, setup, stand_in)
            checks.check("install", under_wine.install)
            checks.check("files in the per-user folder", under_wine.files)
            checks.check("Start menu shortcut", under_wine.shortcut_exists)
            checks.check("uninstall entry", under_wine.uninstall_entry)
            checks.check("second install over the first", under_wine.install_again)
            checks.check("uninstall", under_wine.uninstall)
        finally:
            wine.stop()
    print("Windows installer under Wine: "
          + ("passed" if not checks.failures else f"FAILED: {checks.failures}"))
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
