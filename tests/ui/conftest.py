"""pytest-qt setup for the UI tests: one QApplication, settings kept out of $HOME."""

import pytest
from PySide6.QtCore import QSettings

from caramba_desktop import meta


@pytest.fixture(autouse=True)
def app_identity(qapp, tmp_path):
    """Name the application as app.run() does, and keep QSettings in a temp folder."""
    qapp.setApplicationName(meta.APP_NAME)
    qapp.setOrganizationName(meta.ORGANIZATION)
    qapp.setApplicationVersion(meta.VERSION)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield qapp
