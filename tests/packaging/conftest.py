"""The packaging scripts live in packaging/, a folder and not a package (the name
is taken by the PyPI package of that name): load them from their files."""

import importlib.util
import shutil
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(relative_path: str):
    path = PACKAGING / relative_path
    name = f"caramba_packaging_{path.stem}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


class Recorded:
    """Stands for one of PyInstaller's build steps: keeps what the spec gave it."""

    def __init__(self, *args, **kwargs) -> None:
        self.args, self.kwargs = args, kwargs
        self.binaries, self.datas, self.scripts, self.pure = [], [], [], []


BUILD_STEPS = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")


def run_spec(checkout: Path, platform: str, patch) -> dict[str, list[Recorded]]:
    """Runs the spec in `checkout` (a copy of what it reads) as PyInstaller would on
    `platform`, with its build steps recorded instead of carried out: each kind of
    step, in the order the spec took them. `patch`: a pytest MonkeyPatch."""
    import runpy

    steps: dict[str, list[Recorded]] = {kind: [] for kind in BUILD_STEPS}

    def step(kind):
        def record(*args, **kwargs):
            steps[kind].append(Recorded(*args, **kwargs))
            return steps[kind][-1]
        return record

    patch.setattr(sys, "platform", platform)
    patch.setattr(sys, "path", list(sys.path))  # the spec adds packaging/
    runpy.run_path(str(checkout / "packaging" / "caramba-desktop.spec"),
                   init_globals={"SPECPATH": str(checkout / "packaging"),
                                 **{kind: step(kind) for kind in BUILD_STEPS}})
    # imported by the spec with this platform's defaults: not for the other tests
    sys.modules.pop("bundle_filter", None)
    sys.modules.pop("render_icons", None)
    return steps


def copy_what_the_spec_reads(checkout: Path) -> Path:
    root = PACKAGING.parent
    read_by_the_spec = [root / "caramba_desktop" / "meta.py",
                        PACKAGING / "caramba-desktop.spec", PACKAGING / "bundle_filter.py",
                        PACKAGING / "render_icons.py",
                        *(root / "i18n" / "build").glob("*.qm"), *(root / "assets").rglob("*.svg"),
                        *(root / "caramba_desktop" / "games").glob("*/help/*.html")]
    for source in read_by_the_spec:
        copy = checkout / source.relative_to(root)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, copy)
    return checkout
