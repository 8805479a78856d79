"""Launch an app headless, quit as soon as its first screen is up, and exit.

    python benchmarks/first_screen.py fathom     the fathom-score app (its new-game screen)
    python benchmarks/first_screen.py minimal    a five-line Textual app, the baseline

Textual calls the autopilot once the app is mounted, which can be before its first screen is
drawn (the minimal app's is not), so the autopilot waits for the first screen's first refresh
and then quits: the process's whole run time is launch-to-first-screen plus a quick exit,
measured the same way for both apps.
"""

import asyncio
import sys


def minimal_app():
    from textual.app import App
    from textual.widgets import Static

    class Minimal(App):
        def compose(self):
            yield Static("Fathom")

    return Minimal()


def fathom_app():
    from fathom_score.app import FathomApp

    return FathomApp(None, None)


async def quit_at_first_screen(pilot) -> None:
    drawn = asyncio.Event()
    pilot.app.screen.call_after_refresh(drawn.set)
    await drawn.wait()
    pilot.app.exit()


if __name__ == "__main__":
    app = {"fathom": fathom_app, "minimal": minimal_app}[sys.argv[1]]()
    app.run(headless=True, size=(120, 36), auto_pilot=quit_at_first_screen)
