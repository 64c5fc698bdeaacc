"""The Qt widgets: main window, dialogs and, later, the game tables."""
