"""The app's screens: new game, board editor, scorepad, rules and keys."""

import inspect
from typing import Any, cast

from textual import events
from textual.geometry import Size
from textual.screen import Screen


def taken_down(screen: Screen[Any]) -> bool:
    """Whether `screen` is gone or going: quitting removes every screen's widgets, and a browser
    that closes while its app process is still starting has the app quit before the first
    screen's own on_mount has run. Its widgets must not be asked for then. (`display` is False
    while a screen is being removed; the app no longer runs once it is shutting down, which
    the page's going starts without `App.exit`, so the screens still look attached.)"""
    return not (screen.is_attached and screen.display and screen.app.is_running)


class LaidOutOnce:
    """A screen laid out once for each size the terminal takes. Textual hands a screen the
    terminal's size again at its start (the driver's first report, which App._on_resize keeps
    as pending although the size has not changed, is forwarded once the app is idle), and the
    screen lays out every widget again for each: three whole layouts of the same screen at the
    same size before the first key is read (textual 8.2), a quarter of the first screen's time.
    A resize to the size the screen was laid out at already goes only to the screen's own
    on_resize, which is cheap. Textual sets a screen's HORIZONTAL_BREAKPOINTS and
    VERTICAL_BREAKPOINTS classes only on a resize: they are set here as the screen is composed
    and as it resumes, before it is laid out, so that its first frame has them too."""

    laid_out_at: Size | None = None

    async def on_event(self, event: events.Event) -> None:
        screen = cast("Screen[Any]", self)
        if isinstance(event, events.Resize) and event.size == self.laid_out_at:
            if (on_resize := getattr(screen, "on_resize", None)) is not None:
                takes_event = bool(inspect.signature(on_resize).parameters)
                done = on_resize(event) if takes_event else on_resize()
                if inspect.isawaitable(done):  # an async handler, as the scorepad's
                    await done
            return
        if isinstance(event, events.Compose | events.ScreenResume):
            set_breakpoints(screen, screen.app.size)
        await super().on_event(event)  # type: ignore[misc]
        if isinstance(event, events.Resize):
            self.laid_out_at = event.size
        elif isinstance(event, events.ScreenResume) and screen.is_attached:
            self.laid_out_at = screen.app.size  # as Textual lays out a screen that resumes


def set_breakpoints(screen: Screen[Any], size: Size) -> None:
    """The breakpoint classes of `screen` at `size`, as Textual's resize sets them: for each
    of width and height, the class of the greatest breakpoint the size reaches."""
    app = screen.app
    across = screen.HORIZONTAL_BREAKPOINTS
    across = (app.HORIZONTAL_BREAKPOINTS if across is None else across) or []
    down = screen.VERTICAL_BREAKPOINTS
    down = (app.VERTICAL_BREAKPOINTS if down is None else down) or []
    classes = {name: False for _, name in (*across, *down)}
    for cells, breakpoints in ((size.width, across), (size.height, down)):
        reached = [name for at, name in sorted(breakpoints, reverse=True) if cells >= at]
        if reached:
            classes[reached[0]] = True
    if classes:
        screen.update_classes(classes, animate=False)
