"""`caramba-desktop review FILE --seat N [--seconds S] [--json]`: how did a seat play?

The hard level searches each decision of seat N (1 = the first player) of the
finished game saved in FILE from that seat's own view (ai/review.py) and
says which move it prefers, the chance to win after the played move and after
the preferred one (0 to 1, null where the search did not weigh the move enough),
the share of its search each got, and the mark: "look_again" (worth another
look), "costly_slip" or null. No window, no Qt. With --json:

    {"decisions": [{"index", "played", "best", "played_share", "best_share",
                    "played_chance", "best_chance", "chance_lost", "mark", "flag",
                    "shares", "choices"}]}

Exit status 0: reviewed; 1: the file is damaged or the game unfinished;
2: usage (a seat the game does not have).
"""

from __future__ import annotations

import argparse
import json
import sys

from caramba_desktop.ai.review import REVIEW_SECONDS, ReviewError, decisions, review
from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.record import GameRecord, RecordError, read_bounded

MARK_WORDS = {"look_again": "  worth another look", "costly_slip": "  a costly slip"}


def _chance(chance: float | None) -> str:
    return "not weighed enough" if chance is None else f"{chance:.0%} to win"


def _line(entry: dict) -> str:
    return (f"move {entry['index'] + 1}: played {json.dumps(entry['played'])} "
            f"({_chance(entry['played_chance'])}), best {json.dumps(entry['best'])} "
            f"({_chance(entry['best_chance'])}){MARK_WORDS.get(entry['mark'], '')}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="caramba-desktop review",
        description="Review one seat's decisions in a finished saved game with the "
                    "strongest computer level (from that seat's view only).")
    parser.add_argument("file", metavar="FILE", help="a saved finished game (.caramba.json)")
    parser.add_argument("--seat", type=int, required=True, metavar="N",
                        help="the seat to review: 1 for the first player")
    parser.add_argument("--seconds", type=float, default=REVIEW_SECONDS, metavar="S",
                        help=f"thinking time per decision (default {REVIEW_SECONDS:g})")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    if not args.seconds > 0:
        parser.error("--seconds must be more than 0")
    try:
        record = GameRecord.loads(read_bounded(args.file))
        found = decisions(record, args.seat - 1)
    except ReviewError as exc:
        print(f"caramba-desktop review: {exc}", file=sys.stderr)
        return 2 if exc.code == "bad_seat" else 1
    except RecordError as exc:
        print(escape_controls(f"caramba-desktop review: {args.file}: refused ({exc.code}): "
                              f"{exc}"), file=sys.stderr)
        return 1
    entries = []
    # the game's own seed, as the review panel takes it: the same searches for the game
    seed = record.meta.get("seed", 0)
    for entry in review(found, args.seat - 1, seed, seconds=args.seconds):
        entries.append(entry)
        if not args.json:
            print(_line(entry), flush=True)
    if args.json:
        print(json.dumps({"decisions": entries}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
