"""The shared table layer of every game view (the libkcardgame idea):
SVG art rendered sharp at any size, cards, chips, piles, labels, buttons,
player mats, eased animations and a reconciler that moves items from where
they were to where they go.

Its names load with their module on first use: the start page needs only
scene/reading.py (the text size), and is painted before the tables' code loads."""

from __future__ import annotations

import importlib

# name -> the module of this package that defines it
_HOMES = {
    "animation": ("animate_along", "animate_to", "animation_speed", "is_animating",
                  "set_animation_speed", "stop_animation"),
    "builder": ("TableBuilder", "Target"),
    "items": ("CARD_H", "CARD_W", "ButtonItem", "CardItem", "ChipItem", "LabelItem", "MatItem",
              "PileItem", "SvgItem", "paint_badge", "paint_svg", "scene_font"),
    "stage": ("Spec", "Stage"),
    "svgcache": ("SvgCache", "asset_path", "assets_dir", "svg_cache"),
    "tableview": ("TABLE_HEIGHT", "TableView"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_MODULE_OF)


def __getattr__(name: str):
    module = _MODULE_OF.get(name)
    if module is None:  # a submodule (`from ...scene import speech`) is imported as usual
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # found directly from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULE_OF))
