"""A history of finished games with known outcomes, made from the fixture saves.

caravan_finished_min ends 55 : 15, won by seat 0 (who also makes the last move);
caravan_finished_max ends 24 : 52 : 35 : 42, won by seat 1; cabo_finished_min ends
104 : 43, won by seat 1 (CABO: fewer points are better). Who sits where is set
here, so the winners are known."""

from __future__ import annotations

from pathlib import Path

from caramba_desktop.engine.record import GameRecord

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
BASE_TIME = 1_780_000_000.0  # the first game's end, in seconds since 1970


def human(name: str) -> dict:
    return {"name": name, "kind": "human", "level": "heuristic"}


def computer(level: str, name: str = "Dolores") -> dict:
    return {"name": name, "kind": "computer", "level": level}


def record_with(fixture: str, seats: list[dict], number: int) -> GameRecord:
    """The fixture's game with these seats; `number` makes each game a game of its own."""
    record = GameRecord.read(RECORDS / f"{fixture}.json")
    record.meta = {**record.meta, "seats": seats, "started": f"2026-06-{number:02d}T10:00:00Z"}
    return record


def others(level: str) -> list[dict]:
    return [computer(level, name) for name in ("Dolores", "Emiliano", "Porfirio")]


# Pancho's games, the oldest first: (fixture, seats, Pancho won, Pancho's score)
PANCHO_GAMES = [
    ("caravan_finished_min", [human("Pancho"), computer("hard")], True, 55),
    ("caravan_finished_min", [computer("hard"), human("Pancho")], False, 15),
    ("caravan_finished_min", [human("Pancho"), computer("easy")], True, 55),
    ("caravan_finished_max", [computer("hard"), human("Pancho"), computer("easy", "Emiliano"),
                              computer("normal", "Porfirio")], True, 52),
    ("caravan_finished_max", [*others("hard")[:2], human("Pancho"), others("hard")[2]],
     False, 35),
    ("caravan_finished_min", [computer("normal"), human("Pancho")], False, 15),
    # the seventh: the window test plays it to its end (Pancho makes the last move)
    ("caravan_finished_min", [human("Pancho"), computer("hard")], True, 55),
    ("cabo_finished_min", [computer("hard"), human("Pancho")], True, 43),
    ("cabo_finished_min", [human("Pancho"), computer("hard")], False, 104),
    ("cabo_finished_min", [human("Lupe"), human("Pancho")], True, 43),  # pass-and-play
]
PLAYED_IN_WINDOW = 6  # the index of the seventh caravan game in PANCHO_GAMES


def fill(store, games=PANCHO_GAMES, skip: int | None = None) -> None:
    """Keep `games` in `store`, one hour apart, the oldest first (`skip`: leave one out)."""
    for number, (fixture, seats, _, _) in enumerate(games):
        if number != skip:
            store.add_finished(record_with(fixture, seats, number + 1),
                               ended=BASE_TIME + 3600 * number)
