"""The robustness tests use the UI tests' fixtures: one QApplication with its settings in
a temp folder, a qasync loop, a temp data folder and main windows at full speed."""

from tests.ui.conftest import (  # noqa: F401 (fixtures are found by name)
    app_identity,
    data_dir,
    make_window,
    no_animation,
    qloop,
)
