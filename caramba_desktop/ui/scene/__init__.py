"""The shared table layer of every game view (the libkcardgame idea):
SVG art rendered sharp at any size, cards, chips, piles, labels, buttons,
player mats, eased animations and a reconciler that moves items from where
they were to where they go."""

from caramba_desktop.ui.scene.animation import (
    animate_along,
    animate_to,
    animation_speed,
    is_animating,
    set_animation_speed,
    stop_animation,
)
from caramba_desktop.ui.scene.builder import TableBuilder, Target
from caramba_desktop.ui.scene.items import (
    CARD_H,
    CARD_W,
    ButtonItem,
    CardItem,
    ChipItem,
    LabelItem,
    MatItem,
    PileItem,
    SvgItem,
    paint_badge,
    paint_svg,
    scene_font,
)
from caramba_desktop.ui.scene.stage import Spec, Stage
from caramba_desktop.ui.scene.svgcache import SvgCache, asset_path, assets_dir, svg_cache
from caramba_desktop.ui.scene.tableview import TABLE_HEIGHT, TableView

__all__ = [
    "CARD_H", "CARD_W", "TABLE_HEIGHT",
    "ButtonItem", "CardItem", "ChipItem", "LabelItem", "MatItem", "PileItem", "Spec", "Stage",
    "SvgCache", "SvgItem", "TableBuilder", "TableView", "Target",
    "animate_along", "animate_to", "animation_speed", "asset_path", "assets_dir", "is_animating", "paint_badge",
    "paint_svg", "scene_font", "set_animation_speed", "stop_animation", "svg_cache",
]
