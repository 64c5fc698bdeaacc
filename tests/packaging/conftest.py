"""The packaging scripts live in packaging/, a folder and not a package (the name
is taken by the PyPI package of that name): load them from their files."""

import importlib.util
import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(relative_path: str):
    path = PACKAGING / relative_path
    name = f"caramba_packaging_{path.stem}"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]
