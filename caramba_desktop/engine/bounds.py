"""What a seat's name and a deal number may be, and how text from outside is shown.

One definition for the file check (a save, the autosave: session.seats_from_meta)
and the new-game dialog: a name the dialog accepts always loads again, and a
file may hold nothing the dialog would refuse.

    name_problem("Dolores")    -> None          (or "too_long", "control")
    seed_problem(2**63)        -> "out_of_range"
    escape_controls("a\\x1bb") -> "a\\\\x1bb"     (each control visible as an escape)
"""

from __future__ import annotations

import unicodedata

MAX_NAME_LENGTH = 40  # characters
MAX_SEED = 2**63 - 1  # the session draws its deal numbers from 0..2**63-1
MAX_SEED_DIGITS = len(str(MAX_SEED))

# Invisible characters that reorder the text around them (a name could turn the
# rest of a sentence, or a file name's extension, round): the bidirectional marks,
# embeddings, overrides and isolates.
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                           "\u2066\u2067\u2068\u2069")


def is_control(char: str) -> bool:
    """Whether `char` steers the display (line breaks, terminal escapes, text direction)
    rather than showing a letter."""
    return char in _BIDI_CONTROLS or unicodedata.category(char) in ("Cc", "Zl", "Zp")


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name ("too_long", "control"), or None."""
    if len(name) > MAX_NAME_LENGTH:
        return "too_long"
    if any(is_control(char) for char in name):
        return "control"
    return None


def seed_problem(seed: object) -> str | None:
    """Why `seed` cannot be a deal number ("not_integer", "out_of_range"), or None."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return "not_integer"
    if not 0 <= seed <= MAX_SEED:
        return "out_of_range"
    return None


def escape_controls(text: str) -> str:
    """`text` with every control character written out as an escape (\\x1b, \\u202e),
    so that it shows as what it is and can neither break a line nor turn text round."""
    return "".join(
        (f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")
        if is_control(char) else char
        for char in text)
