"""The command line's language: `--lang ja|en` on every command, and argparse in it.

`--lang` is taken out of the arguments before anything else reads them, wherever it stands
(`fathom-score --lang ja score GAME.toml`, `fathom-score score GAME.toml --lang ja`,
`fathom-score --lang ja GAME.toml` for the app); without it the environment decides
(fathom_score.words). The parsers still declare it, so that every `--help` lists it.

argparse's own words ("usage:", "options", its errors) are gettext's, in argparse's domain: the
help formatter says the headings and help texts in the chosen language when it lays them out,
and `argparse_words` lends argparse our catalogue while it parses, when it words its errors.
The parser itself is built in English, so a command that succeeds (`score --json`) says
nothing and reads no catalogue.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..words import LANGUAGES, N_, _, message, n_, plural_message, say, set_language


class BadLanguage(Exception):
    """`--lang` without a language we have; reported as fathom-score: MESSAGE."""


def take_language(args: list[str]) -> list[str]:
    """Set the language a `--lang X` or `--lang=X` in `args` asks for, and return the other
    arguments (all of them after a `--`, which ends the options)."""
    rest: list[str] = []
    items = iter(args)
    for item in items:
        if item == "--":
            rest += [item, *items]
        elif item == "--lang" or item.startswith("--lang="):
            chosen = item.removeprefix("--lang").removeprefix("=") or next(items, "")
            if chosen not in LANGUAGES:
                raise BadLanguage(
                    say(message("--lang {chosen!r}: choose en or ja", chosen=chosen))
                    if chosen
                    else _("--lang needs a language: en or ja")
                )
            set_language(chosen)
        else:
            rest.append(item)
    return rest


def add_language_option(parser: argparse.ArgumentParser) -> None:
    """List `--lang` in `parser`'s help; take_language has already read it."""
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help=N_("the language to write in (default: the environment's, LANG and the rest)"),
    )


@contextmanager
def argparse_words() -> Iterator[None]:
    """argparse words its errors (and the usage line) in the chosen language meanwhile.

    argparse calls the gettext and ngettext it imported from gettext by those names, so they
    are looked up in its module each time: ours stand in for them while it parses, and go
    back after, leaving argparse as it was for everyone else."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = _, n_  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def cell_len(text: str) -> int:
    """`text`'s width in terminal cells, as Rich measures it; Rich is imported only when help
    is laid out, as the history's commands never import it (tests/history/test_report.py)."""
    from rich.cells import cell_len as cells

    return cells(text)


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose help is said in the chosen language and lists `--lang`; its
    subcommands' parsers are Parsers too (argparse makes them of the parser's own class)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        add_language_option(self)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, said in the chosen language as it is laid out: headings, help texts
    and descriptions are msgids (marked with N_ where they are written). Lines holding
    double-width text are wrapped by terminal cells; English ones exactly as argparse does."""

    def start_section(self, heading: str | None) -> None:
        super().start_section(say(heading) if heading else heading)

    def format_help(self) -> str:
        # argparse ends each heading with an ASCII colon of its own: after a Japanese heading
        # it is the full-width one (位置引数：), as in every Japanese sentence. (Imported here:
        # the history's commands never import Rich, which breaking.py measures with.)
        text = super().format_help()
        if text.isascii():
            return text  # English, and the prog argparse works out with this method
        from ..words.breaking import has_japanese

        lines = text.split("\n")
        return "\n".join(
            line[:-1] + "："
            if line.endswith(":") and has_japanese(line) and line[:1] != " "
            else line
            for line in lines
        )

    def add_text(self, text: str | None) -> None:
        super().add_text(say(text) if text and text is not argparse.SUPPRESS else text)

    def _format_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None) -> str:
        # argparse lines the usage up under its prefix by counting characters: a prefix of
        # wide characters is given as spaces as wide in cells, and put back in their place.
        # (argparse lays out a usage with an empty prefix to name a subcommand's parser.)
        said = _("usage: ") if prefix is None else prefix
        stand_in = said if said.isascii() else " " * cell_len(said)
        usage_text: str = super()._format_usage(usage, actions, groups, stand_in)
        return said + usage_text.removeprefix(stand_in)

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return say(action.help) if action.help else action.help

    def _split_lines(self, text: str, width: int) -> list[str]:
        if text.isascii() or cell_len(text) == len(text):
            return super()._split_lines(text, width)
        return wrap_cells(" ".join(text.split()), width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.isascii() or cell_len(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap_cells(" ".join(text.split()), width))


def wrap_cells(text: str, width: int) -> list[str]:
    """`text` in lines at most `width` terminal cells wide, Japanese broken between phrases
    with the line-start and line-end rules (words/breaking.py); imported only when help is laid
    out, as the history's commands never import Rich, which it measures with."""
    from fathom_score.words.breaking import wrap

    return wrap(text, width)


# argparse's own words (Python 3.11 to 3.13), which it says through gettext: listed here so
# that Babel extracts them into our catalogue, which argparse_words lends it.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("show program's version number and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    plural_message("expected %s argument", "expected %s arguments", count=1),
)
