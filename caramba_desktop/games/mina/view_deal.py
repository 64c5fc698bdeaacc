"""Private deals at the Mina de Plata table: the small dialog an offer is made in,
and the words the table shows while deals are made.

A player asked whether he offers the mover a deal sees an "Offer a deal" button
for as long as the pause before the roll lasts; clicking it holds the table
until he offers or cancels. Whoever lets the pause pass has declined, without a
click. The mover answers an offer with "Accept" or "Refuse" on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.games.mina.data import DEAL_MIN_AMOUNT
from caramba_desktop.games.mina.texts import silver_text

DIALOG_WIDTH = 380  # pixels: the terms wrap into two or three lines in every language


class DealDialog(QDialog):
    """To whom, from whom, how much: for one more die on this roll."""

    def __init__(self, mover: str, offerer: str, purse: int, suggested: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("MinaDeal", "Offer a deal"))
        form = QFormLayout()
        form.addRow(translate("MinaDeal", "To:"), QLabel(mover))
        form.addRow(translate("MinaDeal", "From:"), QLabel(offerer))
        self.amount = QSpinBox()
        self.amount.setRange(DEAL_MIN_AMOUNT, max(DEAL_MIN_AMOUNT, purse))
        self.amount.setValue(min(max(suggested, DEAL_MIN_AMOUNT), purse))
        form.addRow(translate("MinaDeal", "Silver:"), self.amount)
        terms = QLabel(translate("MinaDeal", "{name} rolls one more die on this roll, which "
                                 "cannot be bought off. You have {silver}.").format(
            name=mover, silver=silver_text(purse)))
        terms.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.offer_button = buttons.addButton(translate("MinaDeal", "Offer"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(terms)
        layout.addWidget(buttons)

    def offered(self) -> int:
        return self.amount.value()


def asked_status(mover: str, dice: str) -> str:
    """The status of a player asked for a deal: nothing to do unless he wants one."""
    return QCoreApplication.translate("MinaDeal", "{name} is about to roll {dice}. You may "
                                      "offer a deal").format(name=mover, dice=dice)


def answer_status(offerer: str, amount: int) -> str:
    return QCoreApplication.translate("MinaDeal", "{name} offers you {silver} to roll one "
                                      "more die").format(name=offerer,
                                                         silver=silver_text(amount))


def waiting_status(mover: str, offerer: str, amount: int) -> str:
    """What everybody else sees while the mover thinks about an offer."""
    return QCoreApplication.translate("MinaDeal", "{name} is considering {other}'s offer of "
                                      "{silver}").format(name=mover, other=offerer,
                                                         silver=silver_text(amount))


def offer_label() -> str:
    return QCoreApplication.translate("MinaDeal", "Offer a deal")


def accept_label(amount: int) -> str:
    return QCoreApplication.translate("MinaDeal", "Accept {silver}").format(
        silver=silver_text(amount))


def refuse_label() -> str:
    return QCoreApplication.translate("MinaDeal", "Refuse")
