"""Words as data (`Message`) and saying them (`say`, `_`, `n_`) in the chosen language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from .languages import catalogue

if TYPE_CHECKING:
    from gettext import NullTranslations

# A value in a message: a name (as it is), a number, a translated word, or a list of them.
Value: TypeAlias = "str | int | Message | tuple[Value, ...]"


@dataclass(frozen=True)
class Message:
    """Words to be said later, in the reader's language: the English source text (the
    catalogue's msgid, with `{name}` placeholders) and the values that fill it. A plural
    message also has the English plural text, and `count` names the value that chooses
    between them. Made with `message` and `plural_message`, which Babel finds."""

    text: str
    values: tuple[tuple[str, Value], ...] = ()
    plural: str | None = None
    count: str | None = None

    def __getitem__(self, name: str) -> Value:
        """The value called `name`."""
        for key, value in self.values:
            if key == name:
                return value
        raise KeyError(name)


def message(text: str, /, **values: Value | list[Value]) -> Message:
    """A Message of `text` (English, a literal: Babel extracts it) filled with `values`."""
    return Message(text, _values(values))


def plural_message(
    singular: str, plural: str, /, *, count: int, **values: Value | list[Value]
) -> Message:
    """A Message whose words depend on `count`, as ngettext chooses them: "{count} point" or
    "{count} points" in English, one form in Japanese. `count` is also a value, `{count}`."""
    return Message(singular, _values({"count": count, **values}), plural, "count")


def _values(values: dict[str, Value | list[Value]]) -> tuple[tuple[str, Value], ...]:
    # A list would make the Message unhashable: it is kept as a tuple, said the same.
    return tuple(
        (name, tuple(value) if isinstance(value, list) else value) for name, value in values.items()
    )


def say(words: Message | str) -> str:
    """`words` in the chosen language: a Message filled with its values said, or a str (a
    msgid, such as a label from labels/) translated."""
    return _say(words, catalogue())


def english(words: Message | str) -> str:
    """`words` in English whatever the language chosen, reading no catalogue: for what is kept
    or compared rather than shown (a reason's working as the rules guide weighs it)."""
    global _english
    if _english is None:
        import gettext

        _english = gettext.NullTranslations()
    return _say(words, _english)


_english: NullTranslations | None = None


def _say(words: Message | str, catalogue: NullTranslations) -> str:
    if isinstance(words, str):
        return _looked_up(words, catalogue)
    if words.plural is None:
        text = catalogue.gettext(words.text)
    else:
        count = words[words.count or "count"]
        assert isinstance(count, int), f"{words.text!r}: the count is not a number"
        text = catalogue.ngettext(words.text, words.plural, count)
    return text.format_map({name: _said(value, catalogue) for name, value in words.values})


def _said(value: Value, catalogue: NullTranslations) -> str:
    if isinstance(value, Message):
        return _say(value, catalogue)
    if isinstance(value, tuple):
        # Translators: the separator between the items of a list ("D4, E5"; Japanese "、").
        separator = catalogue.pgettext("list", ", ")
        return separator.join(_said(item, catalogue) for item in value)
    return str(value)


def _(text: str) -> str:
    """`text` (English, a literal: Babel extracts it) in the chosen language."""
    return _looked_up(text, catalogue())


def _looked_up(text: str, catalogue: NullTranslations) -> str:
    # The empty msgid is the catalogue's header ("Project-Id-Version: ..."): nothing to say
    # (an empty guess, a field not filled in) is never looked up.
    return catalogue.gettext(text) if text else text


def n_(singular: str, plural: str, count: int) -> str:
    """The form of `singular`/`plural` that `count` takes in the chosen language, unfilled:
    `n_("{count} game", "{count} games", n).format(count=n)`."""
    return catalogue().ngettext(singular, plural, count)


def N_(text: str) -> str:  # noqa: N802  (gettext's own name for it, which Babel knows)
    """`text` as it is: marks a msgid for Babel where the words are said later (a label in a
    table, a help text that argparse shows), by `say` or `_`."""
    return text


def and_list(items: list[Value] | tuple[Value, ...]) -> Value:
    """ "Ana", "Ana and Ben", "Ana, Ben and Cleo"; in Japanese "Ana、Ben、Cleo"."""
    if len(items) == 1:
        return items[0]
    return message("{items} and {last}", items=tuple(items[:-1]), last=items[-1])


def labelled(label: str) -> str:
    """A label and the colon after it, in the reader's language: "What if: ", 「もしも：」."""
    # Translators: what follows a label ("What if: …"; Japanese "：", no space).
    return label + catalogue().pgettext("label", ": ")


def clauses(items: list[Message] | tuple[Message, ...]) -> Message:
    """ "a; b; c", each part a clause of its own; in Japanese "a；b；c"."""
    joined = items[0]
    for item in items[1:]:
        joined = message("{one}; {other}", one=joined, other=item)
    return joined


def ordinal(place: int) -> Message:
    """A place: 1st, 2nd, 3rd, 4th (places in this game never reach the teens); 1位, 2位."""
    if place == 1:
        return message("{place}st", place=place)
    if place == 2:
        return message("{place}nd", place=place)
    if place == 3:
        return message("{place}rd", place=place)
    return message("{place}th", place=place)


def points(count: int) -> Message:
    """ "1 point", "4 points"; "4点"."""
    return plural_message("{count} point", "{count} points", count=count)
