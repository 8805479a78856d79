"""The served pages' own words (the join form, the app page's frame), in the page's language:
`?lang=ja` on its address, since the browser's language never reaches the server's words
otherwise; without it, the server's own language (`fathom-score --lang ja serve`, else the
environment)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from html import escape

from markupsafe import Markup

from ..words import LANGUAGES, N_, _, chosen_language, language, set_language

JOIN_FORM = {
    "title": N_("fathom-score — join the table"),
    "heading": N_("fathom-score: join the table"),
    "ask": N_("Type the join code the host gave you."),
    "code": N_("Join code"),
    "name": N_("Your name (optional: opens your own board)"),
    "join": N_("Join"),
}
# The wrong code's words hold the command as code: said, escaped, then the command put in.
WRONG_CODE = N_(
    "That is not this table's join code. Ask the host for it: it is printed where they "
    "started {command}."
)
COMMAND = Markup("<code>fathom-score serve</code>")
APP_PAGE = {
    "start": N_("Start"),
    "ended": N_("Session ended."),
    "restart": N_("Restart"),
    # The server stopped, killed or out of reach (its close frame's own words, if any, are
    # in no page's language); then Restart pressed while it still does not answer.
    "gone": N_(
        "The server is gone: it has stopped, or this device cannot reach it. The host "
        "starts it again with the same fathom-score serve command (the game is kept); "
        "then press Restart."
    ),
    "still_gone": N_(
        "The server still does not answer. Once the host has started it again with the "
        "same fathom-score serve command, press Restart."
    ),
    "keyboard": N_("Keyboard"),  # the button that opens a phone's on-screen keyboard
}


def page_language(asked: str | None) -> str | None:
    """The language a page's address asks for (`?lang=`), or None: one we have, or none."""
    return asked if asked in LANGUAGES else None


@contextmanager
def said_in(chosen: str | None) -> Iterator[str]:
    """Words said meanwhile are in `chosen` (None: the server's language); the server's own
    language is back after. The server answers one request at a time, so no other page's
    words are said meanwhile."""
    before = chosen_language()
    set_language(chosen or language())
    try:
        yield language()
    finally:
        set_language(before)


def join_words(chosen: str | None) -> dict[str, object]:
    """The join form's words, and its language, for its template."""
    with said_in(chosen) as said:
        words: dict[str, object] = {key: _(text) for key, text in JOIN_FORM.items()}
        wrong = escape(_(WRONG_CODE), quote=False)  # in the text, a quote is no markup
        words["wrong"] = Markup(wrong.replace("{command}", COMMAND))
    return {"words": words, "lang": said}


def app_page_words(chosen: str | None) -> Mapping[str, object]:
    """The app page's own words around the app (its start and ended dialogs)."""
    with said_in(chosen) as said:
        return {"words": {key: _(text) for key, text in APP_PAGE.items()}, "lang": said}
