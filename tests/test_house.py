"""How the package is kept: checks on its source, not its behaviour.

- Every module lives in the folder of its layer; only the package's own files sit at its top.
- The database has one owner: SQL runs in the history package only, whose schema it is.
- Configuration has one home: the user's folders and the keymap are read in `config/`.
- The scorepad's category labels are written once, in labels/ (the model's, kept light).
- No monster functions: none above complexity 15 as radon counts it (each branch, loop,
  boolean operator and comprehension one more), none over 50 lines, the app included.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from radon.complexity import cc_visit

PACKAGE = Path(__file__).resolve().parent.parent / "fathom_score"


def _modules(*, outside: tuple[str, ...]) -> list[Path]:
    return [
        path
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] not in outside
    ]


def _calls(path: Path, names: set[str]) -> list[str]:
    """The lines of `path` that call a method or function named one of `names`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(PACKAGE)}:{node.lineno}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (
            node.func.attr
            if isinstance(node.func, ast.Attribute)
            else getattr(node.func, "id", None)
        )
        in names
    ]


TOP = {"__init__.py", "__main__.py"}


def test_only_the_packages_own_files_sit_at_its_top():
    assert sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in TOP) == []


def test_sql_runs_in_the_history_package_only():
    found = [
        line
        for path in _modules(outside=("history",))
        for line in _calls(path, {"execute", "executemany", "executescript"})
    ]
    assert found == []


def test_no_module_outside_the_history_reaches_for_its_connection():
    sql = re.compile(r"\.connection\b|\bimport sqlite3\b|\bsqlite3\.[a-z]")
    found = [
        f"{path.relative_to(PACKAGE)}"
        for path in _modules(outside=("history",))
        if sql.search(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_keymap_and_the_folders_are_read_in_config_only():
    found = [
        f"{path.relative_to(PACKAGE)}"
        for path in _modules(outside=("config",))
        if re.search(
            r"\bplatformdirs\b|keymap\.toml\"|def (load_keymap|keymap_file)\b",
            path.read_text(encoding="utf-8"),
        )
    ]
    assert found == []


def test_the_category_labels_are_written_once():
    found = [
        f"{path.relative_to(PACKAGE)}"
        for path in _modules(outside=())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Assign)
        and any(getattr(target, "id", None) == "CATEGORY_LABELS" for target in node.targets)
    ]
    assert found == ["labels/__init__.py"]


MOST_COMPLEX, LONGEST = 15, 50


def _complexities(blocks: list) -> list[tuple[str, int, int]]:
    """(name, line, complexity) of every function, method and closure among radon's blocks."""
    found = []
    for block in blocks:
        if hasattr(block, "methods"):  # a class: its own figure is its methods' average
            found += _complexities(block.methods)
        else:
            found.append((block.fullname, block.lineno, block.complexity))
            found += _complexities(block.closures)
    return found


def test_no_function_is_above_complexity_15():
    found = [
        f"{path.relative_to(PACKAGE)}:{line} {name} ({complexity})"
        for path in _modules(outside=())
        for name, line, complexity in _complexities(cc_visit(path.read_text("utf-8")))
        if complexity > MOST_COMPLEX
    ]
    assert found == []


def test_no_function_is_over_50_lines():
    found = []
    for path in _modules(outside=()):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                length = (node.end_lineno or node.lineno) - first + 1
                if length > LONGEST:
                    found.append(
                        f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name} ({length} lines)"
                    )
    assert found == []
