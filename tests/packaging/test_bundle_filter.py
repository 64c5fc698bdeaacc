"""What of Qt goes into the build, on each platform's paths."""

import pytest

from tests.packaging.conftest import load

bundle_filter = load("bundle_filter.py")


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",  # --self-test
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6\\plugins\\iconengines\\qsvgicon.dll",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6\\Qt6Widgets.dll",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
])
def test_kept(dest):
    assert bundle_filter.keep_binary(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",  # would need GTK on every system
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6\\plugins\\tls\\qschannelbackend.dll",
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6\\Qt6Pdf.dll",
    "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",
])
def test_left_out(dest):
    assert not bundle_filter.keep_binary(dest)


def test_qt_translations_only_qtbase_in_our_four_languages():
    kept = [name for name in ("qtbase_de.qm", "qtbase_fr.qm", "qtbase_sv.qm", "qtbase_en.qm",
                              "qtbase_ja.qm", "qt_help_de.qm", "qtmultimedia_fr.qm")
            if bundle_filter.keep_data(f"PySide6/Qt/translations/{name}")]
    assert kept == ["qtbase_de.qm", "qtbase_fr.qm", "qtbase_sv.qm", "qtbase_en.qm"]
    assert bundle_filter.keep_data("i18n/build/caramba_desktop_de.qm")


def test_a_link_to_a_file_left_out_goes_too():
    binaries = [
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/qt/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "/qt/libQt6Quick.so.6", "BINARY"),
    ]
    datas = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Quick.so.6", "PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK"),
        ("assets/icon.svg", "/src/assets/icon.svg", "DATA"),
    ]
    kept_binaries, kept_datas = bundle_filter.select(binaries, datas, platform="win32",
                                                     imports=lambda path: [])
    assert [e[0] for e in kept_binaries] == ["PySide6/Qt/lib/libQt6Gui.so.6"]
    assert [e[0] for e in kept_datas] == ["assets/icon.svg", "libQt6Gui.so.6"]


def _fake_links(links: dict):
    return lambda path: [(name, f"/qt/{name}") for name in links.get(path, [])]


def test_a_library_a_kept_plugin_links_stays_even_when_unused_by_the_app():
    binaries = [
        ("PySide6/plugins/platforms/qwindows.dll", "/qt/qwindows.dll", "BINARY"),
        ("PySide6/plugins/sqldrivers/qsqlite.dll", "/qt/qsqlite.dll", "BINARY"),
        ("PySide6/Qt6Network.dll", "/qt/Qt6Network.dll", "BINARY"),
        ("PySide6/Qt6Sql.dll", "/qt/Qt6Sql.dll", "BINARY"),
    ]
    links = _fake_links({"/qt/qwindows.dll": ["Qt6Network.dll"],
                         "/qt/qsqlite.dll": ["Qt6Sql.dll"]})
    kept, _ = bundle_filter.select(binaries, [], platform="win32", imports=links)
    assert [e[0] for e in kept] == ["PySide6/plugins/platforms/qwindows.dll",
                                    "PySide6/Qt6Network.dll"]


def test_on_linux_the_system_libraries_qt_links_are_left_to_the_system():
    binaries = [
        ("PySide6/QtGui.abi3.so", "/qt/QtGui.abi3.so", "EXTENSION"),
        ("lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so", "/py/_ssl.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/qt/libQt6Gui.so.6", "BINARY"),
        ("libfontconfig.so.1", "/usr/lib/libfontconfig.so.1", "BINARY"),
        ("libssl.so.3", "/usr/lib/libssl.so.3", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
    ]
    links = _fake_links({"/qt/QtGui.abi3.so": ["libQt6Gui.so.6", "libfontconfig.so.1"],
                         "/py/_ssl.so": ["libssl.so.3"]})
    kept, _ = bundle_filter.select(binaries, [], platform="linux", imports=links)
    assert [e[0] for e in kept] == [
        "PySide6/QtGui.abi3.so", "lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
        "PySide6/Qt/lib/libQt6Gui.so.6", "libssl.so.3", "libpython3.11.so.1.0"]
