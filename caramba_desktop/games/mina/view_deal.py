"""Private deals at the Mina de Plata table: the small dialog an offer is made in,
and the words the table shows while deals are made.

A player asked whether he offers the mover a deal sees an "Offer a deal" button
for as long as the pause before the roll lasts; clicking it holds the table
until he offers or cancels. Whoever lets the pause pass has declined, without a
click. The mover answers an offer with "Accept" or "Refuse" on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
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
        self._mover, self._purse = mover, purse
        form = QFormLayout()
        self.to_label, self.from_label, self.silver_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.to_label, QLabel(mover))
        form.addRow(self.from_label, QLabel(offerer))
        self.amount = QSpinBox()
        self.amount.setRange(DEAL_MIN_AMOUNT, max(DEAL_MIN_AMOUNT, purse))
        self.amount.setValue(min(max(suggested, DEAL_MIN_AMOUNT), purse))
        form.addRow(self.silver_label, self.amount)
        self.terms = QLabel()
        self.terms.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.offer_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(DIALOG_WIDTH)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.terms)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.setWindowTitle(translate("MinaDeal", "Offer a deal"))
        self.to_label.setText(translate("MinaDeal", "To:"))
        self.from_label.setText(translate("MinaDeal", "From:"))
        self.silver_label.setText(translate("MinaDeal", "Silver:"))
        self.terms.setText(translate("MinaDeal", "{name} rolls one more die on this roll, which "
                                     "cannot be bought off. You have {silver}.").format(
            name=self._mover, silver=silver_text(self._purse)))
        self.offer_button.setText(translate("MinaDeal", "Offer"))  # Cancel is Qt's own

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
