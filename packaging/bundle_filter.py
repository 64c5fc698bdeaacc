"""What of PyInstaller's findings goes into the build (used by caramba-desktop.spec).

PyInstaller's Qt hooks take every plugin of each plugin type a Qt module may
use, every library those plugins link, and Qt's translations in every
language. The app draws widgets in software (no OpenGL, no QML, no network),
reads SVG and speaks four languages, so most of that is dead weight.

On Linux the bundle keeps Python, Qt (with its ICU) and the libraries of
Python's own modules; the desktop's libraries (X11/xcb, Wayland, fontconfig,
freetype, GLib, D-Bus, xkbcommon, libstdc++ ...) come from the system: the
.deb depends on them (packaging/linux/build_packages.py reads them off the
bundle), as a desktop has them anyway, and a copy older than the system's
config files (fontconfig above all) does more harm than good.

Paths are destinations inside the bundle, e.g. PySide6/Qt/plugins/platforms/
libqxcb.so (Linux, macOS) or PySide6/plugins/platforms/qwindows.dll (Windows).
"""

from __future__ import annotations

import os
import re
import sys

LANGUAGES = ("de", "fr", "sv", "en")

# plugin folder -> the plugins kept (names without "lib" and suffix); None: all
PLUGINS: dict[str, set[str] | None] = {
    # offscreen: --self-test, and machines without a screen
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "platformthemes": {"qxdgdesktopportal"},  # the desktop's own file dialogs
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},  # accents, input methods
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "styles": None,  # the native look on Windows and macOS
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
}

# Qt libraries that only left-out plugins or modules link (Qt6Foo, QtFoo.framework)
UNUSED_QT = re.compile(
    r"Qt6?(Quick|Qml|VirtualKeyboard|Pdf|Network|OpenGL|EglFS|Vulkan|WaylandEgl|"
    r"SvgWidgets|Xml|Sql|Test|PrintSupport|Concurrent|Designer|UiTools|Help)")

# Linux: libraries kept although the system has them: the bundle's own Python and Qt
BUNDLED_ON_LINUX = re.compile(r"^lib(python3|Qt6|icu|pyside6|shiboken6)")


def _name(dest: str) -> str:
    return dest.replace("\\", "/").rsplit("/", 1)[-1]


def _plugin_kept(dest: str) -> bool | None:
    """For a Qt plugin: whether it stays; None when `dest` is not a plugin."""
    parts = dest.replace("\\", "/").split("/")
    if "plugins" not in parts[:-1] or not parts[0].startswith("PySide6"):
        return None
    folder = parts[parts.index("plugins") + 1]
    kept = PLUGINS.get(folder, set())
    stem = parts[-1].split(".")[0]
    return kept is None or (stem[3:] if stem.startswith("lib") else stem) in kept


def keep_binary(dest: str) -> bool:
    """A plugin: whether it is wanted. Any other file: False for a Qt library of a module
    the app does not use (still kept if a kept file links it: see select())."""
    plugin = _plugin_kept(dest)
    if plugin is not None:
        return plugin
    return not UNUSED_QT.search(dest.replace("\\", "/"))


def keep_data(dest: str) -> bool:
    path = dest.replace("\\", "/")
    if path.startswith("PySide6") and "/translations/" in path and path.endswith(".qm"):
        # Qt's own texts (standard buttons, dialogs) in our languages: qtbase only
        return _name(path) in {f"qtbase_{lang}.qm" for lang in LANGUAGES}
    return True


def _imports(path: str) -> list[tuple[str, str | None]]:
    from PyInstaller.depend.bindepend import get_imports

    return list(get_imports(path))


def _linked(entries: list, imports) -> set[str]:
    """Lower-case file names of every library `entries` link, directly or not."""
    names: set[str] = set()
    todo = [src for _dest, src, _type in entries]
    seen = set(todo)
    while todo:
        for name, path in imports(todo.pop()):
            names.add(os.path.basename(name).lower())
            if path and path not in seen:
                seen.add(path)
                todo.append(path)
    return names


def select(binaries: list, datas: list, platform: str = sys.platform,
           imports=_imports) -> tuple[list, list]:
    """The TOC entries (dest, src, typecode) that go into the build.

    Python's extension modules, the wanted plugins and libpython are kept, and what
    they link; other files go when keep_binary() says so. On Linux, of the libraries
    linked, only Python's own and Qt's stay (see the head of this module)."""
    links = [(e, "binaries") for e in binaries if e[2] == "SYMLINK"]
    links += [(e, "datas") for e in datas if e[2] == "SYMLINK"]
    binaries = [e for e in binaries if e[2] != "SYMLINK" and _plugin_kept(e[0]) is not False]
    datas = [e for e in datas if e[2] != "SYMLINK" and keep_data(e[0])]

    def is_qt(entry) -> bool:
        return entry[0].replace("\\", "/").startswith(("PySide6/", "shiboken6/"))

    # the bootloader loads libpython itself: nothing links it
    roots = [e for e in binaries if e[2] == "EXTENSION" or _plugin_kept(e[0])
             or _name(e[0]).startswith(("libpython3", "python3"))]
    python_links = _linked([e for e in roots if not is_qt(e)], imports)
    all_links = python_links | _linked([e for e in roots if is_qt(e)], imports)

    def keep(entry) -> bool:
        name = _name(entry[0])
        if entry in roots:
            return True
        if platform.startswith("linux"):
            return name.lower() in python_links or (
                name.lower() in all_links and bool(BUNDLED_ON_LINUX.match(name)))
        return name.lower() in all_links or keep_binary(entry[0])

    binaries = [e for e in binaries if keep(e)]
    kept = {e[0].replace("\\", "/") for e in binaries + datas}
    # links to files kept (a link to a file left out would dangle)
    for link, origin in links:
        dest, target = link[0].replace("\\", "/"), link[1].replace("\\", "/")
        beside = os.path.normpath(os.path.join(os.path.dirname(dest), target)).replace("\\", "/")
        if target in kept or beside in kept:
            (binaries if origin == "binaries" else datas).append(link)
    return binaries, datas
