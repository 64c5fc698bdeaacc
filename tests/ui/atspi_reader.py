"""Read the running app as a screen reader does, through AT-SPI (Orca's way on Linux).

Run with the system's Python, which has python3-gi and gir1.2-atspi-2.0 (the app runs
from the venv, in another process, on the same D-Bus session and X display):

    /usr/bin/python3 tests/ui/atspi_reader.py KEY...      press the keys, print JSON
    /usr/bin/python3 tests/ui/atspi_reader.py --listen    say aloud: read keys from stdin

It finds the game's table (the accessible named "Table"), then for each key (an X key
name: Right, Return, F2, e...) presses it as the keyboard would and reports what a
screen reader hears: the item that took the focus (name, description, role) and the
announcements. The report (JSON on stdout) ends with the table's items as the tree
shows them then.
"""

from __future__ import annotations

import json
import sys
import time

try:
    import gi

    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi, GLib
except (ImportError, ValueError) as exc:
    print(json.dumps({"error": f"AT-SPI for Python is missing ({exc}): install the Debian "
                               "packages python3-gi and gir1.2-atspi-2.0"}))
    sys.exit(3)

TABLE_NAME = "Table"
APP_WAIT_S = 40.0
STEP_S = 1.0  # what a key makes heard comes within this (a move, the computer's answer)


def walk(node, depth: int = 0):
    yield node, depth
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            yield from walk(child, depth + 1)


def find_table(choice: bool = True):
    """The table's accessible once it is there and, with `choice`, offers a choice
    (None: not within APP_WAIT_S)."""
    deadline = time.monotonic() + APP_WAIT_S
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for a in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(a)
            if app is None:
                continue
            try:
                for node, _ in walk(app):
                    if node.get_name() == TABLE_NAME and (not choice or any(
                            item["role"] == "push button" for item in items(node))):
                        return node
            except GLib.Error:
                continue  # an app went while we looked
        time.sleep(0.3)
    return None


def describe(node) -> dict:
    states = node.get_state_set()
    return {"name": node.get_name(), "description": node.get_description(),
            "role": node.get_role_name(),
            "focused": states.contains(Atspi.StateType.FOCUSED),
            "selected": states.contains(Atspi.StateType.SELECTED)}


def items(table) -> list[dict]:
    found = []
    for i in range(table.get_child_count()):
        child = table.get_child_at_index(i)
        if child is not None:
            found.append(describe(child))
    return found


class Ear:
    """What a screen reader would say: focus moves and announcements, as they come."""

    def __init__(self) -> None:
        self.heard: list[dict] = []
        self.listener = Atspi.EventListener.new(self._on_event)
        for kind in ("object:announcement", "object:state-changed:focused",
                     "object:state-changed:selected"):
            self.listener.register(kind)

    def _on_event(self, event) -> None:
        if event.type == "object:announcement":
            self.heard.append({"announcement": str(event.any_data)})
        elif event.source is not None and (event.detail1 == 1 or "selected" in event.type):
            try:
                kind = "focus" if "focused" in event.type else "selection"
                self.heard.append({kind: describe(event.source)})
            except GLib.Error:
                pass

    def listen(self, seconds: float) -> list[dict]:
        """Run the event loop for `seconds`; what was heard since the last listen."""
        loop = GLib.MainLoop()
        GLib.timeout_add(int(seconds * 1000), loop.quit)
        loop.run()
        heard, self.heard = self.heard, []
        return heard


# X keysyms of the keys the games use (a letter is its own code)
KEYSYMS = {"Right": 0xFF53, "Left": 0xFF51, "Up": 0xFF52, "Down": 0xFF54, "Tab": 0xFF09,
           "Return": 0xFF0D, "space": 0x20, "Escape": 0xFF1B, "F1": 0xFFBE, "F2": 0xFFBF}


def press(key_name: str) -> None:
    keysym = KEYSYMS.get(key_name, ord(key_name[0]) if len(key_name) == 1 else None)
    if keysym is None:
        raise SystemExit(f"unknown key {key_name!r}: one of {sorted(KEYSYMS)} or a letter")
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)


def main(argv: list[str]) -> int:
    table = find_table(choice=argv[:1] != ["--listen"])
    if table is None:
        print(json.dumps({"error": "no table in the accessibility tree"}))
        return 2
    ear = Ear()
    report = {"before": items(table), "steps": []}
    ear.listen(0.5)
    if argv[:1] == ["--listen"]:
        return listen_aloud(table, ear)
    for key in argv:
        press(key)
        report["steps"].append({"key": key, "heard": ear.listen(STEP_S)})
    report["after"] = items(table)
    print(json.dumps(report, ensure_ascii=False))
    return 0


def listen_aloud(table, ear: Ear) -> int:
    """A guide for playing by ear: each line read is a key to press; what is heard is
    printed as a screen reader would say it."""
    for line in sys.stdin:
        key = line.strip()
        if key == "?":
            for item in items(table):
                print("  item:", item["role"], "|", item["name"], "|", item["description"],
                      "| selected" if item["selected"] else "")
            continue
        if key:
            press(key)
        for heard in ear.listen(1.2):
            if "announcement" in heard:
                print("  said:", heard["announcement"])
            else:
                kind, item = next(iter(heard.items()))
                chosen = " | selected" if item["selected"] else ""
                print(f"  {kind}:", item["role"], "|", item["name"], "|", item["description"],
                      chosen)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
