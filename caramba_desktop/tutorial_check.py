"""`caramba-desktop tutorial GAME --check [--lang L]`: does a tutorial still play? No window.

Plays the tutorial of GAME headless with its expected moves, as the table would,
to its last step; where the player plays freely, it plays it --runs ways (random
legal moves for the player and the computers), and every way must reach every step. With --lang, every step's text must also be translated into L
(the built translations, `make translations`). One line of verdict:

    caramba: the tutorial plays to its end (31 steps, 18 moves asked, 2 stretches of free
    play, played 20 ways), texts in de
    caramba: step 12 broke: the asked move {...} is refused: ...

Exit status 0 when it plays (and is translated), 1 naming the step that broke,
2 on a usage error (an unknown game, a game without a tutorial).
"""

from __future__ import annotations

import argparse
import sys

from caramba_desktop.engine.tutorial import TutorialBroken, play_through, tutorial_for

LANGUAGES = ("de", "fr", "sv", "en")
RUNS = 20


def untranslated_steps(tutorial, lang: str) -> list[int] | None:
    """The numbers of the steps with a text missing in `lang`; None: no translations
    built for it."""
    from PySide6.QtCore import QTranslator  # the translations only: no window

    from caramba_desktop.ui.language import qm_path

    translator = QTranslator()
    if not translator.load(str(qm_path(lang))):
        return None
    missing = []
    for number, step in enumerate(tutorial.steps, 1):
        texts = [step.text] + ([step.wrong] if step.wrong else [])
        if any(not translator.translate(context, text) for context, text in texts):
            missing.append(number)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="caramba-desktop tutorial",
        description="Play a game's tutorial headless with its expected moves.")
    parser.add_argument("game", help="the game's id: caramba, cabo, caravan, mina")
    parser.add_argument("--check", action="store_true", required=True,
                        help="play it to its end and say whether it still works")
    parser.add_argument("--runs", type=int, default=RUNS, metavar="N",
                        help=f"play the free stretches N ways (default {RUNS})")
    parser.add_argument("--lang", choices=LANGUAGES,
                        help="also check that every text is translated into this language")
    args = parser.parse_args(argv)
    try:
        tutorial = tutorial_for(args.game)
    except KeyError:
        parser.error(f"{args.game!r} has no tutorial")
    runs = max(1, args.runs) if tutorial.free_stretches() else 1
    for run in range(runs):
        try:
            play_through(tutorial, free_seed=run)
        except TutorialBroken as exc:
            free_from = next((number for number, step in enumerate(tutorial.steps, 1)
                              if step.when is not None), None)
            after_free = free_from is not None and (exc.step or 0) >= free_from
            way = f" (free play {run + 1} of {runs})" if after_free else ""
            print(f"{args.game}: step {exc.step} broke{way}: {exc}", flush=True)
            return 1
    line = (f"{args.game}: the tutorial plays to its end ({len(tutorial.steps)} steps, "
            f"{tutorial.ask_count()} moves asked")
    if tutorial.free_stretches():
        stretches = tutorial.free_stretches()
        line += (f", {stretches} stretch{'es' if stretches > 1 else ''} of free play, "
                 f"played {runs} ways")
    line += ")"
    if args.lang:
        missing = untranslated_steps(tutorial, args.lang)
        if missing is None:
            print(f"{line}; no translations built for {args.lang} (make translations)")
            return 1
        if missing:
            print(f"{args.game}: step {missing[0]} broke: its text is not translated into "
                  f"{args.lang} (steps {', '.join(map(str, missing))})", flush=True)
            return 1
        line += f", texts in {args.lang}"
    print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
