"""A line of keys, each as the keymap has it with what it does; a click (or a tap) does it too.

Lighter to draw than Textual's Footer, and it never cuts a label in two: the keys that do not
fit the width run on to the next line where the line may take more than one, and those that
still do not fit are left out, the last ones first, the needed ones last of all (F1 lists
every key).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any, cast

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.markup import escape
from textual.screen import Screen
from textual.widget import Widget

from ...words import N_, say

if TYPE_CHECKING:
    from ..app import FathomApp

GAP = "  "


def key_links(app: FathomApp, bindings: Iterable[tuple[str, Binding]], gap: str = GAP) -> Content:
    """Each key, as the keymap has it, and what it does (said in the language chosen now); a
    click does it too."""
    return Content(gap).join(_link(app, namespace, binding) for namespace, binding in bindings)


def _link(app: FathomApp, namespace: str, binding: Binding) -> Content:
    # The space goes inside the key's run: SVG viewers drop a run's leading space.
    key, does = escape(app.key_of(binding)), escape(say(binding.description))
    # A widget's binding may name the screen as its action's namespace already.
    action = binding.action if "." in _name(binding) else f"{namespace}.{binding.action}"
    return Content.from_markup(f"[@click={action}][b]{key} [/b]{does}[/]")


def shown_keys(screen: Screen[Any], bindings: Iterable[BindingType]) -> list[tuple[str, Binding]]:
    """What `screen`'s key line shows: its own `bindings`, then quitting (so that it is the
    last of the app's keys a narrow line leaves out), the app's others, the command palette.
    A key the screen or the app would not run here (a served page's host-only keys) is not
    shown."""
    app = screen.app
    own = [
        ("screen", b) for b in _bindings(bindings) if b.show and screen.check_action(_action(b), ())
    ]
    everywhere = sorted(
        (b for b in _bindings(app.BINDINGS) if b.show and app.check_action(_action(b), ())),
        key=lambda b: b.action != "quit",
    )
    palette = Binding(app.COMMAND_PALETTE_BINDING, "command_palette", N_("palette"))
    return own + [("app", b) for b in everywhere] + [("app", palette)]


def _bindings(bindings: Iterable[BindingType]) -> list[Binding]:
    """The Binding objects of a BINDINGS list (Textual also takes tuples; none is written so
    here)."""
    return [b for b in bindings if isinstance(b, Binding)]


def _name(binding: Binding) -> str:
    """The binding's action without its arguments (player(1): player)."""
    return binding.action.split("(")[0]


def _action(binding: Binding) -> str:
    """The action's own name, without arguments or namespace (screen.delete: delete)."""
    return _name(binding).rsplit(".", 1)[-1]


class KeyLine(Widget):
    """The keys of `bindings` ((namespace, binding) pairs), as many as fit in `max_lines`, in
    that order; the bindings whose ids are `needed` are left out only when nothing else is
    left to leave out."""

    def __init__(
        self,
        bindings: Sequence[tuple[str, Binding]],
        *,
        max_lines: int = 1,
        needed: Collection[str] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.bindings = bindings
        self.max_lines = max_lines
        self.needed = frozenset(needed)

    @property
    def fathom(self) -> FathomApp:
        return cast("FathomApp", self.app)

    def show(self, bindings: Sequence[tuple[str, Binding]]) -> None:
        """Show these keys instead (those of the widget that has the focus now, say)."""
        if bindings != self.bindings:
            self.bindings = bindings
            self.refresh(layout=self.max_lines > 1)

    def lines(
        self, width: int, bindings: Sequence[tuple[str, Binding]] | None = None
    ) -> list[Content]:
        """The lines drawn at `width`: the keys (or those of `bindings`) packed into as few of
        the `max_lines` as hold every needed one, as many of the others as fit with them."""
        items = list(self.bindings if bindings is None else bindings)
        links = [_link(self.fathom, *item) for item in items]  # markup read once, not per try
        for most in range(1, self.max_lines + 1):
            lines, shown = _fitted(items, links, self.needed, width, most)
            if all(b.id not in self.needed or item in shown for item in items for b in (item[1],)):
                break
        return lines

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Content:
        return Content("\n").join(self.lines(self.content_region.width))


def _fitted(
    items: list[tuple[str, Binding]],
    links: list[Content],
    needed: frozenset[str],
    width: int,
    most: int,
) -> tuple[list[Content], list[tuple[str, Binding]]]:
    """The items packed into `most` lines, leaving out the last ones, needed ones last."""
    shown = list(zip(items, links))
    while True:
        lines = _packed([link for _, link in shown], width)
        if len(lines) <= most or not shown:
            return lines[:most], [item for item, _ in shown]
        spare = [i for i, ((_, b), _) in enumerate(shown) if b.id not in needed]
        shown.pop(spare[-1] if spare else -1)


def _packed(links: list[Content], width: int) -> list[Content]:
    """The links in lines of `width`, none cut in two (one wider than the line is left out)."""
    lines = [Content()]
    for link in links:
        if link.cell_length > width:
            continue
        if lines[-1] and lines[-1].cell_length + len(GAP) + link.cell_length > width:
            lines.append(Content())
        lines[-1] = lines[-1] + GAP + link if lines[-1] else link
    return lines
