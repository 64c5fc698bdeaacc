"""The installers' files say what caramba_desktop/meta.py says, in every language.

The tools that judge these files (desktop-file-validate, appstreamcli,
makensis, PyInstaller) run in `make dist` and in package.yml; here the
rendered files are read the way those tools and the desktops read them.
"""

import configparser
import re
import runpy
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from caramba_desktop import meta
from tests.packaging.conftest import load

build_packages = load("linux/build_packages.py")

ROOT = Path(__file__).resolve().parents[2]
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGES = ("de", "fr", "sv")


@pytest.fixture(scope="module")
def values():
    return build_packages.substitutions(date="2026-01-31")


def test_the_launcher_names_our_program_icon_and_version(values):
    desktop = configparser.ConfigParser(interpolation=None, strict=True)
    desktop.optionxform = str  # keys are case-sensitive
    desktop.read_string(build_packages.render("caramba-desktop.desktop", values))
    entry = desktop["Desktop Entry"]
    assert entry["Name"] == meta.APP_NAME
    assert entry["Icon"] == meta.APP_ID
    assert entry["Exec"].split()[0] == meta.EXECUTABLE == entry["TryExec"]
    assert entry["X-AppVersion"] == meta.VERSION
    assert "Game" in entry["Categories"].split(";")
    for lang in LANGUAGES:
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"]


def test_the_appstream_data_names_our_id_version_and_launcher(values):
    component = ET.fromstring(build_packages.render("metainfo.xml", values).encode())
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == meta.APP_ID
    assert component.findtext("name") == meta.APP_NAME
    assert component.findtext("launchable") == f"{meta.APP_ID}.desktop"
    assert component.findtext("provides/binary") == meta.EXECUTABLE
    release = component.find("releases/release")
    assert (release.get("version"), release.get("date")) == (meta.VERSION, "2026-01-31")
    summaries = {s.get(XML_LANG) for s in component.findall("summary")}
    paragraphs = {p.get(XML_LANG) for p in component.findall("description/p")}
    assert summaries == paragraphs == {None, *LANGUAGES}


def test_the_deb_control_file_names_our_package_and_version(values):
    control = build_packages.render("control", {**values, "ARCH": "amd64",
                                                "INSTALLED_SIZE": "100000",
                                                "DEPENDS": "libc6, libxkbcommon0"})
    fields = dict(line.split(": ", 1) for line in control.splitlines() if not line[0].isspace())
    assert fields["Package"] == meta.EXECUTABLE
    assert fields["Version"] == meta.VERSION
    assert fields["Depends"] == "libc6, libxkbcommon0"


def test_a_placeholder_left_unfilled_stops_the_build():
    with pytest.raises(ValueError, match="@DEPENDS@"):
        build_packages.fill("Depends: @DEPENDS@\n", {"VERSION": "1"})


def test_the_spec_takes_name_id_and_version_from_meta():
    spec = (ROOT / "packaging" / "caramba-desktop.spec").read_text(encoding="utf-8")
    assert 'runpy.run_path(str(ROOT / "caramba_desktop" / "meta.py"))' in spec
    assert 'bundle_identifier=META["APP_ID"]' in spec
    assert 'version=META["VERSION"]' in spec
    assert '"CFBundleShortVersionString": META["VERSION"]' in spec
    assert 'NAME = META["EXECUTABLE"]' in spec
    assert meta.VERSION not in spec and meta.APP_ID not in spec  # nothing written twice
    assert re.search(r'"CFBundleLocalizations": \["en", "de", "fr", "sv"\]', spec)


def test_the_windows_installer_takes_every_value_from_meta_through_the_workflow():
    script = (ROOT / "packaging" / "windows" / "installer.nsi").read_text(encoding="utf-8")
    workflow = (ROOT / ".github" / "workflows" / "package.yml").read_text(encoding="utf-8")
    required = re.findall(r"^!insertmacro Require (\w+)$", script, re.MULTILINE)
    assert {"APP_NAME", "APP_ID", "VERSION", "EXECUTABLE"} <= set(required)
    for name in required:
        assert f'"-D{name}=' in workflow, f"package.yml does not pass {name} to makensis"
    assert "meta.py" in workflow
    assert meta.VERSION not in script and meta.APP_ID not in script
    assert 'VIProductVersion "${VERSION}.0"' in script
    assert "RequestExecutionLevel user" in script
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP_NAME}"' in script
    languages = re.findall(r'^!insertmacro MUI_LANGUAGE "(\w+)"', script, re.MULTILINE)
    assert languages == ["English", "German", "French", "Swedish"]
    # every installer message in every language
    for message in set(re.findall(r"^LangString (\w+) ", script, re.MULTILINE)):
        for lang in ("ENGLISH", "GERMAN", "FRENCH", "SWEDISH"):
            assert f"LangString {message} ${{LANG_{lang}}} " in script


def test_each_platform_job_tests_before_it_builds_and_uploads_what_it_built():
    workflow = (ROOT / ".github" / "workflows" / "package.yml").read_text(encoding="utf-8")
    jobs = re.split(r"^  (?=\w+:\n    runs-on:)", workflow, flags=re.MULTILINE)[1:]
    runners = {job.split(":")[0]: re.search(r"runs-on: (\S+)", job).group(1) for job in jobs}
    assert runners == {"linux": "ubuntu-latest", "windows": "windows-latest",
                       "macos": "macos-latest"}
    for job in jobs:
        assert 'python-version: "3.11"' in job
        tests = min(i for i in (job.find("make test"), job.find("pytest")) if i >= 0)
        build = min(i for i in (job.find("make dist"), job.find("pyinstaller")) if i >= 0)
        # make dist self-tests what it built (packaging/linux/build_packages.py)
        self_test = job.find("--self-test") if "make dist" not in job else build
        assert 0 <= tests < build <= self_test < job.find("upload-artifact")


def test_the_meta_values_the_workflow_reads_exist():
    values = runpy.run_path(str(ROOT / "caramba_desktop" / "meta.py"))
    workflow = (ROOT / ".github" / "workflows" / "package.yml").read_text(encoding="utf-8")
    for key in re.findall(r'"([A-Z_]+)"', "".join(re.findall(r"for key in \(([^)]*)\)", workflow))):
        assert key in values
