"""The Caramba! table's status line: what the viewer is to do now, or who is acting."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from caramba_desktop.engine.api import Action


def status_text(obs: dict, legal: list[Action], pending: tuple | None,
                name: Callable[[int], str], result_shown: bool) -> str:
    """The line under the crates: what the viewer is to do, or who is acting."""
    phase = obs["phase"]
    if result_shown:
        return QCoreApplication.translate("CarambaView",
                                          "The auction is over: see who won what")
    if phase == "over":
        winners = obs.get("winners") or []
        names = ", ".join(name(p) for p in winners)
        if len(winners) == 1:
            return QCoreApplication.translate("CarambaView", "Game over: %1 wins").replace(
                "%1", names)
        return QCoreApplication.translate(
            "CarambaView", "Game over: shared win for %1").replace("%1", names)
    if legal:
        return _choice_text(legal, pending)
    current = obs["current_player"]
    if current is None or current < 0:
        return ""
    who = name(current)
    if phase == "auction":
        return QCoreApplication.translate("CarambaView", "%1 is bidding").replace("%1", who)
    if phase == "secure":
        return QCoreApplication.translate("CarambaView", "%1 is securing crates").replace(
            "%1", who)
    return QCoreApplication.translate("CarambaView", "Waiting for %1").replace("%1", who)


def _choice_text(legal: list[Action], pending: tuple | None) -> str:
    kinds = {a.type for a in legal}
    if pending and pending[0] == "treasure":
        return QCoreApplication.translate(
            "CarambaView", "Which treasure? Choose a half or a button")
    if pending == ("estoy_de_vuelta",):
        return QCoreApplication.translate("CarambaView",
                                          "Estoy de vuelta!: take back which card?")
    if pending == ("fuera",):
        return QCoreApplication.translate("CarambaView", "Fuera!: protect which treasure?")
    if pending == ("en_seguridad",):
        return QCoreApplication.translate(
            "CarambaView", "En seguridad!: pick crates worth 6 at most")
    if "bid" in kinds:
        if Action("pass") not in legal:
            return QCoreApplication.translate(
                "CarambaView", "Choose a card to bid: the start player must bid")
        return QCoreApplication.translate("CarambaView", "Choose a card to bid or pass")
    if kinds & {"pass", "manos_arriba", "estoy_de_vuelta"}:
        return QCoreApplication.translate("CarambaView", "You have no card to bid: pass")
    if "continue" in kinds:
        if "fuera" in kinds:
            return QCoreApplication.translate(
                "CarambaView", "Play Fuera! to protect a treasure, or continue")
        return QCoreApplication.translate("CarambaView", "The auction begins: choose “Continue”")
    if "secure" in kinds:
        return QCoreApplication.translate("CarambaView", "Secure a crate, or keep them all")
    return QCoreApplication.translate("CarambaView", "Keep your crates")
