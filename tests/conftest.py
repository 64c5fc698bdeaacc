"""Test-wide setup: Qt draws offscreen unless told otherwise (CI has no screen)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
