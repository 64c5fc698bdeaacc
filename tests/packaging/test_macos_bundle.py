"""The macOS app bundle's Info.plist, as the spec has PyInstaller write it.

The spec runs here as PyInstaller would run it on a Mac, with its build steps
recorded instead of carried out; the Info.plist is then put together the way
PyInstaller's BUNDLE does (its own keys, then the spec's info_plist over them)
and read back with plistlib. Only the workflow's macOS job builds the real .app.
"""

import plistlib
from pathlib import Path

import pytest
from PyInstaller.utils import hooks

from caramba_desktop import meta
from tests.packaging.conftest import Recorded, copy_what_the_spec_reads, load, run_spec

render_icons = load("render_icons.py")


def pyinstaller_info_plist(bundle: Recorded, exe: Recorded) -> dict:
    """Info.plist as PyInstaller's BUNDLE.assemble makes it (PyInstaller/building/osx.py)."""
    name = Path(bundle.kwargs["name"]).stem
    plist = {
        "CFBundleDisplayName": name,
        "CFBundleName": name,
        "CFBundleIdentifier": bundle.kwargs["bundle_identifier"],
        "CFBundleExecutable": exe.kwargs["name"],
        "CFBundleIconFile": Path(bundle.kwargs["icon"]).name,
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": str(bundle.kwargs["version"]),
    }
    if exe.kwargs["console"]:
        plist["LSBackgroundOnly"] = True  # a console program: no Dock icon, no menu bar
    else:
        plist["NSHighResolutionCapable"] = True
    plist.update(bundle.kwargs["info_plist"])
    return plist


@pytest.fixture(scope="module")
def spec_on_a_mac(tmp_path_factory, qapp):
    """Runs the spec as on a Mac, in a copy of what it reads from the checkout, with
    the .icns made as the workflow makes it. Returns what it handed to each build step
    of the app (the spec builds the app's first, then the bot processes')."""
    checkout = copy_what_the_spec_reads(tmp_path_factory.mktemp("checkout"))
    render_icons.write_icns(checkout / "build" / "icons" / "caramba-desktop.icns")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hooks, "collect_submodules", lambda package: [package])
        steps = run_spec(checkout, "darwin", patch)
    return {kind: recorded[0] for kind, recorded in steps.items()}


def test_the_info_plist_names_our_app_id_version_icon_and_system(spec_on_a_mac, tmp_path):
    written = tmp_path / "Info.plist"
    written.write_bytes(plistlib.dumps(
        pyinstaller_info_plist(spec_on_a_mac["BUNDLE"], spec_on_a_mac["EXE"])))
    plist = plistlib.loads(written.read_bytes())
    assert plist["CFBundleIdentifier"] == meta.APP_ID
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == meta.APP_NAME
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == meta.VERSION
    assert plist["CFBundleExecutable"] == meta.EXECUTABLE
    assert plist["CFBundleIconFile"] == "caramba-desktop.icns"
    assert plist["CFBundlePackageType"] == "APPL"
    assert plist["LSMinimumSystemVersion"] == "12.0"
    assert plist["NSHighResolutionCapable"] is True
    assert "LSBackgroundOnly" not in plist  # a windowed app, with a Dock icon
    assert plist["CFBundleLocalizations"] == ["en", "de", "fr", "sv"]


def test_the_bundle_carries_the_icon_translations_and_rules_help(spec_on_a_mac):
    bundle = spec_on_a_mac["BUNDLE"]
    assert bundle.args == (spec_on_a_mac["COLLECT"],)
    assert Path(bundle.kwargs["icon"]).read_bytes()[:4] == b"icns"
    datas = spec_on_a_mac["Analysis"].kwargs["datas"]
    translations = {Path(source).name for source, target in datas if target == "i18n/build"}
    assert translations == {f"caramba_desktop_{lang}.qm" for lang in ("de", "fr", "sv", "en")}
    assert "assets" in {target for _, target in datas}
    help_pages = {(Path(source).name, Path(target).as_posix()) for source, target in datas
                  if source.endswith(".html")}
    assert help_pages == {(f"{lang}.html", f"caramba_desktop/games/{game_id}/help")
                          for game_id in ("caramba", "cabo", "caravan", "mina")
                          for lang in ("de", "en", "fr", "sv")}
