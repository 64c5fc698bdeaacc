"""The installer workflow (.github/workflows/package.yml) is valid and names only what exists.

Only GitHub runs it; a slip in it would show on the first tag. Here actionlint
checks its syntax, expressions and shell scripts, and the steps are read for
the files, make targets and self-tests they rely on.
"""

import glob
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.packaging.conftest import load

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"
# a path into the repository, as a step writes it (either slash)
REPO_PATH = re.compile(r"(?<![\w/\\.$-])((?:packaging|caramba_desktop|i18n|assets|tests)"
                       r"[/\\][\w.*/\\-]*\w)")
# what a step makes before another uses it (the .qm files)
BUILT_BY_THE_STEPS = "i18n/build"


@pytest.fixture(scope="module")
def jobs():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]


def scripts(job) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


def test_actionlint_finds_nothing():
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) \
        or shutil.which("actionlint")
    assert actionlint, "actionlint is missing: pip install -e '.[dev]'"
    done = subprocess.run([actionlint, str(WORKFLOW.relative_to(ROOT))], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_file_a_step_names_is_in_the_repository(jobs):
    named = {m.replace("\\", "/") for job in jobs.values() for script in scripts(job)
             for m in REPO_PATH.findall(script)}
    named -= {path for path in named if path.startswith(BUILT_BY_THE_STEPS)}
    # the spec, the .nsi, meta.py, the icon and translation tools: not a guess, a list
    assert {"packaging/caramba-desktop.spec", "packaging/windows/installer.nsi",
            "packaging/render_icons.py", "caramba_desktop/meta.py", "i18n/*.ts"} <= named
    missing = sorted(path for path in named if not glob.glob(str(ROOT / path)))
    assert not missing, f"package.yml names what is not in the repository: {missing}"


def test_every_make_target_a_step_runs_is_in_the_makefile(jobs):
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = {t for job in jobs.values() for script in scripts(job)
               for t in re.findall(r"\bmake (\w[\w-]*)", script)}
    assert targets == {"test", "dist"}
    for target in targets:
        assert re.search(rf"^{target}:", makefile, re.MULTILINE), f"no `make {target}`"


def test_the_icons_the_steps_hand_on_are_the_ones_the_spec_and_script_use(jobs):
    spec = (ROOT / "packaging" / "caramba-desktop.spec").read_text(encoding="utf-8")
    assert 'ICONS = ROOT / "build" / "icons"' in spec
    windows = "\n".join(scripts(jobs["windows"]))
    ico = re.search(r'"-DICON=\$\{\{ github\.workspace \}\}\\build\\icons\\([\w.-]+)"', windows)
    assert ico and f'write_ico(ICONS / "{ico.group(1)}")' in spec
    macos = "\n".join(scripts(jobs["macos"]))
    icns = re.search(r"render_icons\.py --icns build/icons/([\w.-]+)", macos)
    assert icns and f'ICONS / "{icns.group(1)}"' in spec


def test_the_windows_installer_gets_the_same_defines_as_in_the_test_suite(jobs):
    build_installer = load("windows/build_installer.py")
    windows = "\n".join(scripts(jobs["windows"]))
    passed = set(re.findall(r'"-D(\w+)=', windows))
    assert passed == set(build_installer.defines(Path("b"), Path("i"), Path("o")))


def test_each_system_runs_the_self_test_of_what_it_built(jobs):
    assert set(jobs) == {"linux", "windows", "macos"}
    # Linux: `make dist` runs packaging/linux/build_packages.py, which self-tests
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    dist_recipe = re.search(r"^dist:.*?(?=^\S)", makefile, re.MULTILINE | re.DOTALL).group(0)
    assert "make dist" in scripts(jobs["linux"])
    assert "packaging/linux/build_packages.py" in dist_recipe
    build_packages = (ROOT / "packaging" / "linux" / "build_packages.py").read_text("utf-8")
    assert '[str(executable), "--self-test"]' in build_packages
    # Windows and macOS: the built program itself, from dist/
    windows = [s for s in scripts(jobs["windows"]) if "--self-test" in s]
    assert len(windows) == 1 and r'$exe = "dist\${{ steps.meta.outputs.executable }}' in windows[0]
    assert "exit $run.ExitCode" in windows[0]
    macos = [s for s in scripts(jobs["macos"]) if "--self-test" in s]
    assert len(macos) == 1 and macos[0].strip().startswith('"dist/${{ steps.meta.outputs.app_name')
