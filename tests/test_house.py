"""How the package is kept: checks on its source, not its behaviour.

- The database has one owner: SQL runs in the history package only, whose schema it is.
- Configuration has one home: the user's folders and the keymap are read in `config/`.
- The scorepad's category labels are written once, in the model.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "fathom_score"


def _modules(*, outside: tuple[str, ...]) -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if path.relative_to(PACKAGE).parts[0] not in outside]


def _calls(path: Path, names: set[str]) -> list[str]:
    """The lines of `path` that call a method or function named one of `names`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.relative_to(PACKAGE)}:{node.lineno}" for node in ast.walk(tree)
            if isinstance(node, ast.Call)
            and (node.func.attr if isinstance(node.func, ast.Attribute)
                 else getattr(node.func, "id", None)) in names]


def test_sql_runs_in_the_history_package_only():
    found = [line for path in _modules(outside=("history",))
             for line in _calls(path, {"execute", "executemany", "executescript"})]
    assert found == []


def test_no_module_outside_the_history_reaches_for_its_connection():
    sql = re.compile(r"\.connection\b|\bimport sqlite3\b|\bsqlite3\.[a-z]")
    found = [f"{path.relative_to(PACKAGE)}" for path in _modules(outside=("history",))
             if sql.search(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_keymap_and_the_folders_are_read_in_config_only():
    found = [f"{path.relative_to(PACKAGE)}" for path in _modules(outside=("config",))
             if re.search(r"\bplatformdirs\b|keymap\.toml\"|def (load_keymap|keymap_file)\b",
                          path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_category_labels_are_written_once_in_the_model():
    found = [f"{path.relative_to(PACKAGE)}" for path in _modules(outside=())
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Assign)
             and any(getattr(target, "id", None) == "CATEGORY_LABELS" for target in node.targets)]
    assert found == ["model/expedition.py"]
