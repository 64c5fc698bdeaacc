"""Linux installers from the PyInstaller folder build (run by `make dist`).

    python packaging/linux/build_packages.py [--dist dist] [--build build]

From dist/caramba-desktop/ it makes

  dist/caramba-desktop-<version>-linux-<arch>.tar.gz   the folder, portable
  dist/caramba-desktop_<version>_<debarch>.deb         installs to /opt/caramba-desktop,
                                                      with /usr/bin/caramba-desktop, a
                                                      launcher, icons and AppStream data

then checks them: the launcher with desktop-file-validate, the AppStream data
with appstreamcli, and --self-test of the folder build and of the .deb
unpacked (dpkg -x) into a temporary root, each run with only PATH=/usr/bin:/bin
in the environment (no Python of ours to lean on). Prints the sizes.

The .deb's Depends are read off the bundle: every library an ELF file in it
links that the bundle does not hold, by the package that holds it on this
system (dpkg -S). So build on the oldest distribution to be supported.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import runpy
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
META = runpy.run_path(str(ROOT / "caramba_desktop" / "meta.py"))
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_DIR = "opt/caramba-desktop"
CLEAN_ENV = {"PATH": "/usr/bin:/bin"}


def substitutions(date: str | None = None) -> dict[str, str]:
    """The @NAME@ values of the templates, all from caramba_desktop/meta.py."""
    if date is None:
        epoch = os.environ.get("SOURCE_DATE_EPOCH")
        when = (datetime.datetime.fromtimestamp(int(epoch), datetime.UTC) if epoch
                else datetime.datetime.now(datetime.UTC))
        date = when.date().isoformat()
    return {"APP_NAME": META["APP_NAME"], "APP_ID": META["APP_ID"],
            "EXECUTABLE": META["EXECUTABLE"], "VERSION": META["VERSION"],
            "ORGANIZATION": META["ORGANIZATION"], "DATE": date}


def fill(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    if "@" in template.replace("@2x", ""):
        leftover = template[template.index("@"):][:40]
        raise ValueError(f"a placeholder is left unfilled: {leftover!r}")
    return template


def render(name: str, values: dict[str, str]) -> str:
    """packaging/linux/<name>.in, filled in."""
    return fill((HERE / f"{name}.in").read_text(encoding="utf-8"), values)


# ----- what the bundle needs from the system -----------------------------------------


def _is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as head:
            return head.read(4) == b"\x7fELF"
    except OSError:
        return False


def _needed(path: Path) -> list[str]:
    dump = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                          check=True).stdout
    return [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]


def system_libraries(bundle: Path) -> set[str]:
    """Sonames linked by the bundle's ELF files and not in the bundle."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)]
    held = {p.name for p in bundle.rglob("*")}
    return {lib for f in files for lib in _needed(f)} - held


def _library_paths() -> dict[str, str]:
    """soname -> path, from the dynamic linker's cache (this machine's architecture)."""
    arch = "x86-64" if platform.machine() == "x86_64" else platform.machine()
    paths: dict[str, str] = {}
    for line in subprocess.run(["/sbin/ldconfig", "-p"], capture_output=True, text=True,
                               check=True).stdout.splitlines()[1:]:
        name, _, rest = line.strip().partition(" (")
        flags, _, path = rest.partition(") => ")
        if arch in flags or "64" not in flags and arch == "i386":
            paths.setdefault(name, path)
    return paths


def _owner(path: str) -> str | None:
    # merged /usr: dpkg may know the file under /lib or under /usr/lib
    candidates = {path, os.path.realpath(path)}
    candidates |= {c.removeprefix("/usr") for c in list(candidates)}
    candidates |= {"/usr" + c for c in list(candidates) if not c.startswith("/usr")}
    for candidate in sorted(candidates):
        found = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if found.returncode == 0:
            return found.stdout.split(":")[0].split(",")[0].strip()
    return None


def depends(bundle: Path) -> list[str]:
    """The Debian packages holding the system libraries the bundle links."""
    paths = _library_paths()
    packages, unknown = set(), []
    for lib in sorted(system_libraries(bundle)):
        owner = _owner(paths[lib]) if lib in paths else None
        if owner is None:
            unknown.append(lib)
        else:
            packages.add(owner)
    if unknown:
        raise SystemExit(f"no package on this system provides {', '.join(unknown)}: install "
                         "them (see .github/workflows/package.yml) and build again")
    return sorted(packages)


# ----- the packages ----------------------------------------------------------------------


def _render_icons(out: Path) -> dict[int, Path]:
    subprocess.run([sys.executable, str(ROOT / "packaging" / "render_icons.py"), str(out),
                    *map(str, ICON_SIZES)], check=True, stdout=subprocess.DEVNULL)
    return {size: out / f"{size}.png" for size in ICON_SIZES}


def stage_deb(bundle: Path, stage: Path, values: dict[str, str]) -> Path:
    """The file tree of the .deb under `stage`."""
    if stage.exists():
        shutil.rmtree(stage)
    app_id, exe = values["APP_ID"], values["EXECUTABLE"]
    shutil.copytree(bundle, stage / INSTALL_DIR, symlinks=True)
    (stage / "usr/bin").mkdir(parents=True)
    (stage / "usr/bin" / exe).symlink_to(f"/{INSTALL_DIR}/{exe}")
    share = stage / "usr/share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{app_id}.desktop").write_text(
        render("caramba-desktop.desktop", values), encoding="utf-8")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{app_id}.metainfo.xml").write_text(
        render("metainfo.xml", values), encoding="utf-8")
    for size, png in _render_icons(stage.parent / "icons").items():
        folder = share / "icons/hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(png, folder / f"{app_id}.png")
    (share / "icons/hicolor/scalable/apps").mkdir(parents=True)
    shutil.copy(ROOT / "assets" / "icon.svg", share / "icons/hicolor/scalable/apps" / f"{app_id}.svg")

    size_kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink())
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    control = render("control", {**values, "ARCH": arch, "INSTALLED_SIZE": str(size_kib // 1024),
                                 "DEPENDS": ", ".join(depends(bundle))})
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN/control").write_text(control, encoding="utf-8")
    for path in [stage, *stage.rglob("*")]:  # dpkg-deb wants 0755 folders, no group write
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    return stage


def build_deb(stage: Path, out: Path) -> Path:
    subprocess.run(["fakeroot", "dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build",
                    str(stage), str(out)], check=True, stdout=subprocess.DEVNULL)
    return out


def build_tarball(bundle: Path, out: Path, top: str) -> Path:
    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(bundle, arcname=top, filter=owned_by_root)
    return out


# ----- checks ------------------------------------------------------------------------------


def validate(stage: Path, values: dict[str, str]) -> None:
    app_id = values["APP_ID"]
    subprocess.run(["desktop-file-validate",
                    str(stage / "usr/share/applications" / f"{app_id}.desktop")], check=True)
    subprocess.run(["appstreamcli", "validate", "--no-net",
                    str(stage / "usr/share/metainfo" / f"{app_id}.metainfo.xml")], check=True)


def self_test(executable: Path, label: str) -> None:
    print(f"--- self-test of {label}: {executable}", flush=True)
    result = subprocess.run([str(executable), "--self-test"], env=CLEAN_ENV, timeout=900)
    if result.returncode != 0:
        raise SystemExit(f"the self-test of {label} failed")


def _mib(path: Path) -> float:
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*")
                   if p.is_file() and not p.is_symlink()) / 2**20
    return path.stat().st_size / 2**20


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--build", type=Path, default=ROOT / "build")
    options = parser.parse_args(argv)
    values = substitutions()
    exe, version = values["EXECUTABLE"], values["VERSION"]
    bundle = options.dist / exe
    if not (bundle / exe).exists():
        raise SystemExit(f"{bundle / exe} missing: run PyInstaller first (make dist)")

    self_test(bundle / exe, "the folder build")
    tarball = build_tarball(bundle, options.dist / f"{exe}-{version}-linux-{platform.machine()}"
                            ".tar.gz", f"{exe}-{version}")
    stage = stage_deb(bundle, options.build / "deb" / "root", values)
    validate(stage, values)
    arch = (stage / "DEBIAN/control").read_text().split("Architecture: ")[1].split()[0]
    deb = build_deb(stage, options.dist / f"{exe}_{version}_{arch}.deb")
    print((stage / "DEBIAN/control").read_text(), flush=True)

    with tempfile.TemporaryDirectory(prefix="caramba-deb-") as root:
        subprocess.run(["dpkg", "-x", str(deb), root], check=True)
        self_test(Path(root) / INSTALL_DIR / exe, "the .deb, unpacked")

    print(f"folder build  {bundle}: {_mib(bundle):.1f} MiB")
    print(f"portable      {tarball}: {_mib(tarball):.1f} MiB")
    print(f".deb          {deb}: {_mib(deb):.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
