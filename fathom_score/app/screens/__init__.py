"""The app's screens: new game, board editor, scorepad, rules and keys."""

from typing import Any

from textual.screen import Screen


def taken_down(screen: Screen[Any]) -> bool:
    """Whether `screen` is gone or going: quitting removes every screen's widgets, and a browser
    that closes while its app process is still starting has the app quit before the first
    screen's own on_mount has run. Its widgets must not be asked for then. (`display` is False
    while a screen is being removed; the app no longer runs once it is shutting down, which
    the page's going starts without `App.exit`, so the screens still look attached.)"""
    return not (screen.is_attached and screen.display and screen.app.is_running)
