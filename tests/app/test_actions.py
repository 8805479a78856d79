"""Each action is written once, in its place's table (app/actions.py): the classes' BINDINGS,
the command palette and the keys screen are all made from those tables."""

from __future__ import annotations

import importlib
import pkgutil

from textual.actions import parse
from textual.app import App
from textual.dom import DOMNode
from textual.screen import Screen

import fathom_score.app
from fathom_score.app.actions import BY_ID, GAME, PATH_DIALOG, PLACES, SCREEN_COMMANDS, Actions


def _app_classes() -> list[type]:
    """Every screen, dialog, widget and the app itself, as the package defines them."""
    for module in pkgutil.walk_packages(fathom_score.app.__path__, "fathom_score.app."):
        importlib.import_module(module.name)
    found, waiting = [], [DOMNode]
    while waiting:
        cls = waiting.pop()
        waiting += cls.__subclasses__()
        if cls.__module__.startswith("fathom_score.app."):
            found.append(cls)
    return found


def _with_bindings() -> list[type]:
    return [cls for cls in _app_classes() if "BINDINGS" in vars(cls)]


def test_every_class_takes_its_bindings_from_its_table_and_from_nowhere_else():
    classes = _with_bindings()
    assert {cls.__name__ for cls in classes} >= {
        "FathomApp",
        "EditorScreen",
        "GameScreen",
        "ScorepadScreen",
        "HistoryScreen",
        "GamesList",
    }
    for cls in classes:
        table = vars(cls).get("ACTIONS")
        assert isinstance(table, Actions), f"{cls.__name__} has BINDINGS but no table"
        assert vars(cls)["BINDINGS"] == table.bindings(), f"{cls.__name__}: a key not in its table"
        assert table in (*PLACES, GAME, PATH_DIALOG), f"{cls.__name__}: its table is not listed"


def test_each_binding_id_is_one_action():
    seen: dict[str, object] = {}
    for table in (*PLACES, GAME, PATH_DIALOG):
        for action in table.actions:
            if action.id:
                assert seen.setdefault(action.id, action) == action, action.id
    # The keys screen lists each place once.
    assert len({table.where for table in PLACES}) == len(PLACES)
    assert all(table.where for table in PLACES)


def test_every_palette_command_is_an_action_of_a_table_and_runs_there():
    """Each id a palette names is an action with commands, run by a method of the class that
    offers it (the app for its own, the screen for the screen's); no action's commands are
    left out of every palette."""
    offered = set()
    for cls in _with_bindings():
        palette = vars(cls)["ACTIONS"].palette
        # The palette asks the app and the screen it was opened on, never a widget.
        assert not palette or issubclass(cls, (App, Screen)), cls.__name__
        for action_id in palette:
            if action_id == SCREEN_COMMANDS:
                assert cls.__name__ == "FathomApp"
                continue
            assert action_id in BY_ID, f"{cls.__name__}'s palette: no action {action_id!r}"
            action = BY_ID[action_id]
            assert action.palette, f"{action_id} is in a palette but has no command"
            offered.add(action_id)
            for entry in action.palette:
                _, name, _ = parse(entry.action or action.action)
                assert callable(getattr(cls, f"action_{name}", None)), (cls.__name__, entry)
    assert offered == {action_id for action_id, action in BY_ID.items() if action.palette}
