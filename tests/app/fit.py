"""The screen sizes a table really has, and whether a widget lies wholly on the screen.

The terminals are the windows players open (80x24 is what many terminals open at). The devices
are the terminal a page served by `fathom-score serve` gets in Chromium at each viewport, with
a mobile browser's touch screen: the page's 16 px font, or the largest smaller one at which the
app shows its whole board and score (templates/app_index.html), less the Keyboard button's row
under the terminal (measured with the browser harness, tests/browser/test_phones.py).
"""

from __future__ import annotations

from textual.errors import NoWidget
from textual.screen import Screen
from textual.widget import Widget

TERMINALS = {"80x24": (80, 24), "100x30": (100, 30), "120x40": (120, 40), "160x50": (160, 50)}
# (CSS pixels of the viewport) -> (columns, rows) of the served page's terminal.
DEVICES = {
    "small phone": ((320, 568), (48, 34)),  # at 11 px
    "phone": ((360, 740), (46, 38)),  # the most common Android width, at 13 px
    "iPhone": ((390, 844), (40, 38)),
    "iPhone, keyboard up": ((390, 508), (65, 35)),  # at 10 px
    "phone on its side": ((844, 390), (127, 23)),  # at 11 px
    "tablet": ((820, 1180), (85, 54)),
    "tablet on its side": ((1180, 820), (122, 36)),
    "laptop": ((1280, 720), (133, 34)),  # no touch screen: no Keyboard button
}
SIZES = {
    **TERMINALS,
    "45x30": (45, 30),
    **{name: cells for name, (_viewport, cells) in DEVICES.items()},
}


def not_wholly_shown(screen: Screen, widget: Widget) -> str | None:
    """Why `widget` is not wholly on `screen` (cut by the screen's edge or by a container that
    has no room for it), or None when every cell of it shows."""
    try:
        geometry = screen.find_widget(widget)
    except NoWidget:
        return f"{widget!r} is not on the screen"
    region = geometry.region
    if not region.area:
        return f"{widget!r} has no room at all"
    shown = region.intersection(geometry.clip).intersection(screen.region)
    if shown != region:
        return f"{widget!r} at {region} shows only {shown} on a {screen.size} screen"
    return None


def cut_widgets(screen: Screen, selectors: list[str]) -> list[str]:
    """For each selector, why its widgets are not wholly shown; empty when all of them are."""
    problems = []
    for selector in selectors:
        widgets = list(screen.query(selector))
        if not widgets:
            problems.append(f"{selector}: nothing on {type(screen).__name__}")
        problems += [
            f"{selector}: {why}"
            for widget in widgets
            if (why := not_wholly_shown(screen, widget)) is not None
        ]
    return problems
