"""The translations' catalogues, brought up to date with the code:

    .venv/bin/python -m scripts.catalogues

1. extracts every msgid from fathom_score/ (the calls pyproject.toml's [tool.babel] names) into
   the template, fathom_score/words/locale/fathom_score.pot;
2. updates each language's .po from it: new msgids come in untranslated, gone ones are marked
   obsolete (#~), a changed one keeps its translation marked fuzzy for a translator to check;
3. compiles each .po into the .mo gettext reads (beside it, as an editable install builds it).

It says how many messages each language still lacks; tests/words/test_catalogues.py fails
while any does. The same with Babel's own command line (README, "Translations"):

    .venv/bin/pybabel extract -F pyproject.toml --no-location --sort-output \\
        --add-comments=Translators: --project=fathom-score -w 100 \\
        -o fathom_score/words/locale/fathom_score.pot fathom_score
    .venv/bin/pybabel update -D fathom_score -d fathom_score/words/locale \\
        -i fathom_score/words/locale/fathom_score.pot -w 100
    .venv/bin/pybabel compile -D fathom_score -d fathom_score/words/locale
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "fathom_score"
LOCALE = PACKAGE / "words" / "locale"
TEMPLATE = LOCALE / "fathom_score.pot"
COMMENT_TAG = "Translators:"
# A puzzle's fields that are msgids (fathom_score/teach/puzzle.py's TEXTS).
PUZZLE_TEXTS = ("title", "ask", "hint", "why")


def template() -> Catalog:
    """Every msgid in the package, as `pybabel extract -F pyproject.toml` finds them."""
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["babel"]
    catalog = Catalog(project="fathom-score")
    for mapping in settings["mappings"]:
        keywords = {**DEFAULT_KEYWORDS, **parse_keywords(mapping["keywords"].split())}
        found = extract_from_dir(
            PACKAGE,
            [(mapping["pattern"], mapping["method"])],
            keywords=keywords,
            comment_tags=(COMMENT_TAG,),
        )
        for _filename, _line, text, comments, context in found:
            catalog.add(text, None, auto_comments=comments, context=context)
    return catalog


def extract_puzzle(
    fileobj: BinaryIO, keywords: object, comment_tags: object, options: object
) -> Iterator[tuple[int, None, str, list[str]]]:
    """Babel's extraction method for the course's puzzles (fathom_score/teach/puzzles/*.toml,
    pyproject.toml's [tool.babel]): each puzzle's texts are msgids."""
    data = tomllib.loads(fileobj.read().decode("utf-8"))
    for field in PUZZLE_TEXTS:
        yield 0, None, data[field], []


def translations() -> dict[str, Path]:
    """Each language's .po, by language."""
    return {po.parents[1].name: po for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po"))}


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def ids(catalog: Catalog) -> set[tuple[object, str | None]]:
    """The messages of a catalog, as (msgid or (singular, plural), context)."""
    return {(message.id, message.context) for message in catalog if message.id}


def missing(catalog: Catalog) -> list[str]:
    """The msgids a translation lacks or has only fuzzily."""
    return [
        str(message.id)
        for message in catalog
        if message.id and (message.fuzzy or not all(_forms(message.string)))
    ]


def _forms(string: object) -> tuple[str, ...]:
    return tuple(string) if isinstance(string, (list, tuple)) else (str(string or ""),)


def _write(catalog: Catalog, path: Path) -> None:
    with path.open("wb") as file:
        write_po(file, catalog, no_location=True, sort_output=True, width=100)


def main() -> int:
    fresh = template()
    # Written only when its messages change: the template's date alone is no change.
    if not TEMPLATE.exists() or ids(read(TEMPLATE)) != ids(fresh):
        _write(fresh, TEMPLATE)
    for language, po in translations().items():
        catalog = read(po)
        catalog.update(fresh)
        _write(catalog, po)
        with po.with_suffix(".mo").open("wb") as mo:
            write_mo(mo, catalog)
        print(f"{language}: {len(missing(catalog))} of {len(fresh)} messages untranslated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
