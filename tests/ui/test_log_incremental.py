"""The log panel renders only the tail when a line is appended; the result must be the
same as rendering the whole log (card draws of one player share a line, so the last
line may change when an entry arrives)."""

from __future__ import annotations

import random

from caramba_desktop.games.caramba import texts
from caramba_desktop.ui.log_panel import LogPanel, render_lines
from tests.ui.test_log_panel import NAMES, Recorder


def test_appending_gives_the_same_lines_as_rendering_everything(qtbot):
    recorder = Recorder(3)
    recorder.play_randomly(seed=4)
    panel = LogPanel(game_id="caramba", names=NAMES)
    qtbot.addWidget(panel)
    rng = random.Random(1)
    viewer = None
    for count, entry in enumerate(recorder.entries, 1):
        panel.append_entry(entry)
        if rng.random() < 0.03:  # a hand-off now and then: the viewer changes
            viewer = rng.choice([None, 0, 1, 2])
            panel.set_viewer(viewer)
        if count % 7 == 0 or count == len(recorder.entries):
            expected = [t for t, _ in render_lines(texts, recorder.entries[:count], viewer,
                                                   NAMES)]
            assert panel.lines() == expected
            assert [panel.list.item(i).text() for i in range(panel.list.count())] == expected
