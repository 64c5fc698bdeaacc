"""The frozen build's entry script (PyInstaller needs a file, not `-m`)."""

import sys

from caramba_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
