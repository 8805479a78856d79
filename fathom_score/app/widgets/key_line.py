"""A line of keys, each as the keymap has it with what it does; a click does it too.

Lighter to draw than Textual's Footer, and it never cuts a label in two: the keys that do not
fit the width are left out, the last ones first (F1 lists every key).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.binding import Binding
from textual.content import Content
from textual.markup import escape
from textual.screen import Screen
from textual.widget import Widget

GAP = "  "


def key_links(app, bindings: Iterable[tuple[str, Binding]], gap: str = GAP) -> Content:
    """Each key, as the keymap has it, and what it does; a click does it too."""
    return Content(gap).join(_link(app, namespace, binding) for namespace, binding in bindings)


def _link(app, namespace: str, binding: Binding) -> Content:
    # The space goes inside the key's run: SVG viewers drop a run's leading space.
    key, does = escape(app.key_of(binding)), escape(binding.description)
    # A widget's binding may name the screen as its action's namespace already.
    action = binding.action if "." in _name(binding) else f"{namespace}.{binding.action}"
    return Content.from_markup(f"[@click={action}][b]{key} [/b]{does}[/]")


def shown_keys(screen: Screen, bindings: Iterable[Binding]) -> list[tuple[str, Binding]]:
    """What `screen`'s key line shows: its own `bindings`, then quitting (so that it is the
    last of the app's keys a narrow line leaves out), the app's others, the command palette.
    A key the screen or the app would not run here (a served page's host-only keys) is not
    shown."""
    app = screen.app
    own = [("screen", b) for b in bindings if b.show and screen.check_action(_action(b), ())]
    everywhere = sorted((b for b in app.BINDINGS if b.show and app.check_action(_action(b), ())),
                        key=lambda b: b.action != "quit")
    palette = Binding(app.COMMAND_PALETTE_BINDING, "command_palette", "palette")
    return own + [("app", b) for b in everywhere] + [("app", palette)]


def _name(binding: Binding) -> str:
    """The binding's action without its arguments (player(1): player)."""
    return binding.action.split("(")[0]


def _action(binding: Binding) -> str:
    """The action's own name, without arguments or namespace (screen.delete: delete)."""
    return _name(binding).rsplit(".", 1)[-1]


class KeyLine(Widget):
    """The keys of `bindings` ((namespace, binding) pairs), as many as fit, in that order."""

    def __init__(self, bindings: Sequence[tuple[str, Binding]], **kwargs) -> None:
        super().__init__(**kwargs)
        self.bindings = bindings

    def show(self, bindings: Sequence[tuple[str, Binding]]) -> None:
        """Show these keys instead (those of the widget that has the focus now, say)."""
        if bindings != self.bindings:
            self.bindings = bindings
            self.refresh()

    def render(self) -> Content:
        width = self.content_region.width
        line = Content()
        for namespace, binding in self.bindings:
            longer = line + GAP + _link(self.app, namespace, binding) if line else _link(
                self.app, namespace, binding)
            if longer.cell_length > width:
                break
            line = longer
        return line
