"""rules/ and scoring/ build no English sentence: their words are Messages, said at the edge.

Read as code (the AST), every string a module of rules/ or scoring/ writes is one of:
- a docstring;
- a msgid: the text given to `message`, `plural_message`, `N_`, `_` or `n_`;
- a key: a dict key that is an identifier, a name in `__all__`, or one of the game's keys
  (a scorepad row, a rule, a species, a point of interest's kind), as `Reason("coral", ...)`
  names its rule;
- no word at all (a format spec such as "+d");
- or on the short list below, each with why.
An f-string is a sentence being built, so there is none outside that list either.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from fathom_score.labels import CATEGORY_LABELS
from fathom_score.model import PoiKind, Species

PACKAGE = Path(__file__).resolve().parents[2] / "fathom_score"
CORE = sorted([*(PACKAGE / "rules").glob("*.py"), *(PACKAGE / "scoring").glob("*.py")])

# The calls whose first arguments (two for the plural ones) are msgids.
MSGID_ARGUMENTS = {"message": 1, "plural_message": 2, "N_": 1, "_": 1, "n_": 2}
GAME_KEYS = (
    set(CATEGORY_LABELS)
    | {"multicoloured_coral", "tiebreak"}
    | {species.value for species in Species}
    | {kind.value for kind in PoiKind}
)
# A word: two letters or more (a single letter is a format spec's, "+d").
WORD = re.compile(r"[A-Za-z]{2}")

# (module, text) -> why it may stay. An f-string's text has {} for each value.
ALLOWED_TEXTS = {
    ("rules/camera.py", "the camera at {} faces no direction"): (
        "a mistake in the code, never shown: a game is refused a camera facing nowhere when it "
        "is read (gamefile/legality.py)"
    ),
    ("scoring/frontier_search.py", "the narrow pass's total is always reached again"): (
        "an assert's message, for whoever breaks the search"
    ),
}
# (module, function) -> why its English may stay.
ALLOWED_FUNCTIONS: dict[tuple[str, str], str] = {}


def english_in(source: str, module: str) -> list[str]:
    """Each English text `source` builds that the rules above do not allow, as `line: text`."""
    tree = ast.parse(source)
    exempt = _exempt(tree, module)
    # An f-string's literal parts are read as the f-string's text, not one by one.
    parts = {
        id(part)
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for part in node.values
    }
    found = []
    for node in ast.walk(tree):
        if id(node) in exempt or id(node) in parts:
            continue
        if isinstance(node, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
            )
            if (module, text) not in ALLOWED_TEXTS:
                found.append((node.lineno, node.col_offset, f"f-string {text!r}"))
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and _is_words(node.value)
            and (module, node.value) not in ALLOWED_TEXTS
        ):
            found.append((node.lineno, node.col_offset, repr(node.value)))
    return [f"{line}: {text}" for line, _column, text in sorted(found)]


def _is_words(text: str) -> bool:
    if text in GAME_KEYS:
        return False
    return any(c.isspace() for c in text) or bool(WORD.search(text))


def _exempt(tree: ast.Module, module: str) -> set[int]:
    """The nodes allowed whatever they hold, and every node inside them."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        roots += _docstring(node) + _msgids(node) + _keys(node)
        if isinstance(node, ast.FunctionDef) and (module, node.name) in ALLOWED_FUNCTIONS:
            roots.append(node)
    return {id(inner) for root in roots for inner in ast.walk(root)}


def _docstring(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        first = node.body[0] if node.body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
            return [first.value]
    return []


def _msgids(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return list(node.args[: MSGID_ARGUMENTS.get(node.func.id, 0)])
    return []


def _keys(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Dict):
        return [
            key
            for key in node.keys
            if isinstance(key, ast.Constant) and str(key.value).isidentifier()
        ]
    is_all = isinstance(node, ast.Assign) and any(
        isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets
    )
    return [node.value] if is_all and isinstance(node, ast.Assign) else []


@pytest.mark.parametrize("path", CORE, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_the_core_builds_no_english_sentence(path):
    module = f"{path.parent.name}/{path.name}"
    assert english_in(path.read_text(encoding="utf-8"), module) == []


def test_the_check_finds_a_sentence_built_in_english_and_passes_words_as_data():
    built = '''
def score(zone, points):
    """Scores a zone (a docstring may say anything)."""
    reasons = [Reason("coral", f"Coral at {zone}", points, working="group of 3 scores 9")]
    reasons.append(Reason("coral", message("Coral at {zone}", zone=zone), points))
    return {"zone": zone, "text": "lonely coral"}, "; ".join(str(r) for r in reasons)
'''
    assert english_in(built, "rules/example.py") == [
        "4: f-string 'Coral at {}'",
        "4: 'group of 3 scores 9'",
        "6: 'lonely coral'",
        "6: '; '",
    ]


def test_every_allowed_text_is_still_in_the_core():
    """An allowance outlives nothing: each names a text or a function that is still there."""
    sources = {f"{p.parent.name}/{p.name}": p.read_text(encoding="utf-8") for p in CORE}
    for module, text in ALLOWED_TEXTS:
        assert text.split("{}")[0] in sources[module], (module, text)
    for module, function in ALLOWED_FUNCTIONS:
        assert f"def {function}(" in sources[module], (module, function)
