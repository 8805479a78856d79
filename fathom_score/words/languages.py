"""The language words are said in, and its catalogue, read the first time it is needed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gettext import NullTranslations

LANGUAGES = ("en", "ja")
DOMAIN = "fathom_score"
LOCALE = Path(__file__).parent / "locale"
# The variables gettext reads, in its order: the first one set decides.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_chosen: str | None = None
_catalogue: NullTranslations | None = None


def set_language(chosen: str | None) -> None:
    """Say everything from now on in `chosen` ("en" or "ja"); None: as the environment says."""
    global _chosen, _catalogue
    if chosen is not None and chosen not in LANGUAGES:
        raise ValueError(f"no such language: {chosen!r} (choose from {', '.join(LANGUAGES)})")
    _chosen = chosen
    _catalogue = None


def chosen_language() -> str | None:
    """The language set (`--lang`, or a choice in the app), or None: the environment's."""
    return _chosen


def language() -> str:
    """The language words are said in: the one set, else the environment's."""
    return _chosen or environment_language()


def environment_language(environ: os._Environ[str] | dict[str, str] | None = None) -> str:
    """The language the environment asks for, read as gettext reads it: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set, a colon-separated list of locales
    (`ja_JP.UTF-8`, `fr:ja`); its first locale in Japanese or English wins, and `C` (or none
    of ours) means English."""
    environ = os.environ if environ is None else environ
    value = next((environ[name] for name in ENVIRONMENT if environ.get(name)), "")
    for locale in value.split(":"):
        code = locale.split(".")[0].split("@")[0].split("_")[0].lower()
        if code == "c":
            break
        if code in LANGUAGES:
            return code
    return "en"


def catalogue() -> NullTranslations:
    """The chosen language's translations, read from its compiled catalogue (.mo) on first use.
    English is the catalogue's source language: it reads nothing."""
    global _catalogue
    if _catalogue is None:
        import gettext

        chosen = language()
        if chosen == "en":
            _catalogue = gettext.NullTranslations()
        else:
            _catalogue = gettext.translation(DOMAIN, LOCALE, [chosen], fallback=True)
    return _catalogue
