"""The catalogues: every message of the code in the template and translated into Japanese,
with the same placeholders, none fuzzy, and the compiled catalogue built from the .po as it is.

Bring them up to date with `.venv/bin/python -m scripts.catalogues` (README, "Translations")."""

from __future__ import annotations

import gettext
import re
import string

import pytest

from fathom_score.words.languages import DOMAIN, LOCALE
from scripts.catalogues import TEMPLATE, ids, missing, read, template, translations

# printf-style placeholders, as argparse's own messages are written: %s, %(prog)s, %r.
PERCENT = re.compile(r"%(?:\((\w+)\))?[#0 +-]*\d*(?:\.\d+)?([diouxXeEfFgGcrsa%])")
CATALOGUES = translations()


def placeholders(text: str, printf: bool) -> list[tuple[str, ...]]:
    """The placeholders of `text`: brace fields with their conversion and format, or for a
    printf-style message (python-format, no braces) its %-conversions."""
    if printf:
        return sorted(match.groups("") for match in PERCENT.finditer(text))
    return sorted(
        (field, conversion or "", spec or "")
        for _literal, field, spec, conversion in string.Formatter().parse(text)
        if field is not None
    )


def forms(text: object) -> tuple[str, ...]:
    return tuple(text) if isinstance(text, (list, tuple)) else (str(text),)


def test_there_is_a_japanese_catalogue():
    assert set(CATALOGUES) == {"ja"}


def test_the_template_holds_every_message_of_the_code():
    fresh, committed = ids(template()), ids(read(TEMPLATE))
    assert fresh - committed == set(), "new messages: run `python -m scripts.catalogues`"
    assert committed - fresh == set(), "gone messages: run `python -m scripts.catalogues`"


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_every_message_is_translated_and_none_is_fuzzy(language):
    catalog = read(CATALOGUES[language])
    assert ids(read(TEMPLATE)) <= ids(catalog), "run `python -m scripts.catalogues`"
    assert missing(catalog) == []


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_every_translation_has_its_sources_placeholders(language):
    catalog = read(CATALOGUES[language])
    wrong = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        printf = "python-format" in message.flags and "{" not in str(message.id)
        sources = forms(message.id)
        for index, translation in enumerate(forms(message.string)):
            # Form 0 is the singular's; every other form is a plural's (ja has one form only,
            # which counts: "{count}点" must keep {count}).
            source = sources[0] if index == 0 and len(sources) == 1 else sources[-1]
            if placeholders(translation, printf) != placeholders(source, printf):
                wrong.append((source, translation))
    assert wrong == []


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_a_plural_has_as_many_forms_as_the_language(language):
    catalog = read(CATALOGUES[language])
    for message in catalog:
        if message.id and isinstance(message.id, (list, tuple)):
            assert len(forms(message.string)) == catalog.num_plurals, message.id


@pytest.mark.parametrize("language", sorted(CATALOGUES))
def test_the_compiled_catalogue_is_the_po_as_it_is(language):
    """The .mo gettext reads (built by `pip install`, or `python -m scripts.catalogues`) says
    what the .po says: an edited .po not compiled again would test one thing and run another."""
    compiled = gettext.translation(DOMAIN, LOCALE, [language])
    catalog = read(CATALOGUES[language])
    form_of = gettext.c2py(catalog.plural_expr)
    stale = []
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, (list, tuple)):
            pairs = [
                (
                    compiled.ngettext(message.id[0], message.id[1], count),
                    forms(message.string)[form_of(count)],
                )
                for count in (1, 2)
            ]
        elif message.context:
            pairs = [(compiled.pgettext(message.context, message.id), message.string)]
        else:
            pairs = [(compiled.gettext(message.id), message.string)]
        stale += [(said, expected) for said, expected in pairs if said != expected]
    assert stale == [], "the .mo is stale: run `python -m scripts.catalogues`"
