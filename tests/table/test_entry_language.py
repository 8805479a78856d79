"""Issue 15, the entry language: `-` in a run, a zone's name before a point of interest, a
zone's name before full words, short messages in the words of whoever reads them, and no alarm
about a word still being typed.

The expected boards and messages are written out here, not worked out by the code under test.
"""

from __future__ import annotations

import pytest

from fathom_score.gamefile import GameFileError, NotationError, format_content, parse_game
from fathom_score.model import DEFAULT_COLOURS, Game, Player
from fathom_score.table.session import Refused, Session

# The editor shows the message on one line under the field, at 80 columns less the screen's
# border: the preview's "✗ " and the message, or on Enter the editor's ON_ENTER and the message.
ONE_LINE = 78
WIDE_LINE = 98
ON_ENTER = "✗ Not entered: "


def table(expedition: int = 2, colours: tuple[str, ...] = DEFAULT_COLOURS) -> Session:
    return Session(Game(expedition, (Player("Ana"), Player("Ben")), colours))


def board(session: Session) -> dict[str, str]:
    return {zone: format_content(c) for zone, c in session.game.players[0].board.zones.items()}


def refusal(session: Session, typed: str, cursor: str = "A1") -> str:
    """Why Enter refuses `typed`; the preview says the same before Enter."""
    with pytest.raises((NotationError, Refused)) as refused:
        session.enter(0, cursor, typed)
    assert session.preview(0, cursor, typed).message == f"✗ {refused.value}"
    return str(refused.value)


# Bug 5: clear inside a run -----------------------------------------------------------------


def test_a_dash_inside_a_run_clears_its_zone_as_it_does_alone():
    session = table()
    session.enter(0, "A1", "rcrcrc")
    session.enter(0, "A1", "g1rc")
    outcome = session.enter(0, "A1", "-.-")
    assert board(session) == {"A2": "red coral", "G1": "red coral"}
    assert outcome.message == "A1: empty · A3: empty" and outcome.cursor == "A4"
    session.enter(0, "A1", "g1-")
    assert board(session) == {"A2": "red coral"}
    session.enter(0, "A1", "bf-")  # a code, then a clear
    assert board(session) == {"A1": "blue fish"}


# Bug 6: a zone's name, then a point of interest --------------------------------------------


@pytest.mark.parametrize(
    "typed, zone, token",
    [
        ("e4st", "E4", "poi statue"),
        ("f2wr", "F2", "poi wreck"),
        ("g4ch", "G4", "poi chest"),
        ("a1ru", "A1", "poi rubble"),
        ("c3ch", "C3", "poi chest"),
        ("d2st", "D2", "poi statue"),  # d is no colour's letter in this game
    ],
)
def test_a_zone_name_then_a_point_of_interest_needs_no_space(typed, zone, token):
    session = table()
    session.enter(0, "A1", typed)
    assert board(session) == {zone: token}


def test_inside_a_run_a_number_no_count_can_be_names_a_zone():
    session = table()
    session.enter(0, "A1", "rce4st.bf")  # 4 is no count (1 to 3): E4
    assert board(session) == {"A1": "red coral", "E4": "poi statue", "E6": "blue fish"}


@pytest.mark.parametrize(
    "typed, spaced, zone, token",
    [
        ("b2st", "b2 st", "B2", "statue"),  # b2s could be blue, 2 cucumbers
        ("rcf2wr", "rcf2 wr", "F2", "wreck"),  # rcf2w could be coral, fish, 2 whalefall
        ("g2ch", "g2 ch", "G2", "chest"),
    ],
)
def test_where_a_count_could_be_meant_the_message_says_to_type_a_space(typed, spaced, zone, token):
    session = table()
    message = refusal(session, typed)
    assert f"for {zone} then a {token}, type '{spaced}'" in message
    assert len(message) <= ONE_LINE
    session.enter(0, "A1", spaced)
    assert board(session)[zone] == f"poi {token}"


def test_a_count_is_still_a_count():
    session = table()
    session.enter(0, "A1", "y2fb2f")
    assert board(session) == {"A1": "yellow 2 fish", "A2": "blue 2 fish"}


# Friction 3: a zone's name, then full words ------------------------------------------------


@pytest.mark.parametrize(
    "typed",
    [
        "c6 green coral",
        'C6 = "green coral"',
        "C6 = 'green coral'",
        'c6 = "green coral"   # copied from a file',
        "c6 = green coral",
    ],
)
def test_a_zone_name_then_the_notation_enters_that_zone(typed):
    session = table()
    outcome = session.enter(0, "A1", typed)
    assert board(session) == {"C6": "green coral"}
    assert outcome.message == "C6: green coral" and outcome.cursor == "D1"


def test_zone_names_and_notation_may_alternate_in_one_entry():
    session = table()
    session.enter(0, "A1", "c6 green coral d4 blue 2 fish crustacean g1 rc")
    assert board(session) == {
        "C6": "green coral",
        "D4": "blue 2 fish crustacean",
        "G1": "red coral",
    }


# Friction 2: one short message, the closest word, only this expedition's words --------------


@pytest.mark.parametrize(
    "typed, message",
    [
        ("corall", "unknown word 'corall'; did you mean coral?"),
        ("red corall", "unknown word 'corall'; did you mean coral?"),
        ("yelow fish", "unknown word 'yelow'; did you mean yellow?"),
        ("red 2 fisj", "unknown word 'fisj'; did you mean fish?"),
        ("purple", "unknown colour 'purple'; this game's colours are red, yellow, blue, green"),
        (
            "purple coral",
            "unknown colour 'purple'; this game's colours are red, yellow, blue, green",
        ),
        (
            "jelyfish",
            "unknown word 'jelyfish'; icons: coral, fish, cucumber, crustacean, anglerfish, camera",
        ),  # Expedition 3's word: not this one's
    ],
)
def test_an_unknown_word_gets_the_closest_word_or_the_colours(typed, message):
    assert refusal(table(), typed) == message


def test_an_unknown_word_lists_only_what_this_expedition_allows_on_one_line():
    message = refusal(table(2), "red coral sparkly")
    assert message.startswith("unknown word 'sparkly'")
    assert "anglerfish" in message and "camera" in message
    for other in ("whalefall", "siphonophore", "jellyfish", "sole", "stingray"):
        assert other not in message
    assert len(f"✗ {message}") <= WIDE_LINE  # the one message that may need 100 columns


# Typical mistakes at the table, each said in one line.
MISTAKES = [
    "corall",
    "purple",
    "rcx",
    "rj",
    "red 4 fish",
    "red fish fish",
    "poi gold",
    "kept gold",
    "+x",
    "rc d9",
    "rc rcx",
    "rc bleu",
    "red coral stacked",
]


@pytest.mark.parametrize("typed", MISTAKES)
def test_a_typical_mistake_is_said_in_one_short_line(typed):
    session = table(1)
    preview = session.preview(0, "A1", typed).message
    assert preview.startswith("✗ ") and len(preview) <= ONE_LINE, preview


def test_the_game_file_gets_the_same_short_messages_in_its_own_words():
    text = (
        'version = 1\nexpedition = 2\n[[players]]\nname = "Ana"\n[players.zones]\n'
        'C2 = "pink coral"\nC3 = "red corall"\nC4 = "red coral sparkly"\n'
        '[[players]]\nname = "Ben"\n'
    )
    with pytest.raises(GameFileError) as refused:
        parse_game(text)
    lines = [p.located() for p in refused.value.problems]
    assert lines[0] == (
        "player 'Ana': zone C2: unknown colour 'pink'; this game's colours are "
        "red, yellow, blue, green"
    )
    assert lines[1] == "player 'Ana': zone C3: unknown word 'corall'; did you mean coral?"
    assert "whalefall" not in lines[2] and "anglerfish" in lines[2]


# Friction 5: no alarm about a word still being typed --------------------------------------


@pytest.mark.parametrize(
    "expedition, entry",
    [
        *(
            (2, entry)
            for entry in (
                "red coral",
                "yellow 2 fish",
                "green camera facing NE",
                "multi coral as red",
                "poi statue",
                "y2f",
                "g@ne",
                "(rc)",
                "mc=r",
                "rcd4bf",
                "c6 green coral",
                "d4 st",
            )
        ),
        (1, "kept statue"),
        (1, "+sc"),
        (4, "stingray"),
        (1, "red whalefall"),
    ],
)
def test_no_prefix_of_a_good_entry_is_previewed_as_wrong(expedition, entry):
    session = table(expedition)
    for end in range(1, len(entry)):
        preview = session.preview(0, "A1", entry[:end]).message
        assert not preview.startswith("✗"), (entry[:end], preview)
    assert session.preview(0, "A1", entry).message.startswith("→")


def test_a_word_being_typed_says_nothing_and_a_wrong_one_still_does():
    session = table(2)
    assert session.preview(0, "A1", "co").message == ""
    assert session.preview(0, "A1", "red co").message == ""
    assert session.preview(0, "A1", "corall").message.startswith("✗ unknown word 'corall'")
    assert session.preview(0, "A1", "red coral fish fish").message.startswith("✗")


# Friction 6: the app says what to type, the file says what to write ------------------------


def test_a_statue_on_a_zone_in_expedition_1_says_to_type_plus_s():
    session = table(1)
    message = refusal(session, "st")
    assert message == "zone A1: Expedition 1 keeps the statue off the board: type +s"
    assert len(f"{ON_ENTER}{message}") <= ONE_LINE
    with pytest.raises(
        GameFileError, match="Expedition 1 keeps the statue off the board: list it in poi_kept"
    ):
        parse_game(
            'version = 1\nexpedition = 1\n[[players]]\nname = "Ana"\n[players.zones]\n'
            'A1 = "poi statue"\n[[players]]\nname = "Ben"\n'
        )


@pytest.mark.parametrize("expedition", [1, 2, 3, 4])
@pytest.mark.parametrize("code, kept", [("st", "+s"), ("ch", "+c"), ("ru", "+r"), ("wr", "+w")])
def test_no_message_of_the_app_speaks_of_poi_kept(expedition, code, kept):
    """Each kind goes on its zone or beside the board: the other place says what to type."""
    session = table(expedition)
    for typed in (code, kept, f"{kept}{kept[1]}"):
        message = session.preview(0, "A1", typed).message.removeprefix("✗ ")
        assert "poi_kept" not in message and len(f"{ON_ENTER}{message}") <= ONE_LINE, message
    on_zone = session.preview(0, "A1", code).message.startswith("→")
    beside = session.preview(0, "A1", kept).message
    assert beside.startswith("✗") == on_zone
    if on_zone:
        assert beside.endswith(f"type {code} there")
    else:
        assert session.preview(0, "A1", code).message.endswith(f"type {kept}")


def test_a_species_from_another_expedition_is_said_before_what_else_the_tile_lacks():
    assert (
        refusal(table(1), "g@") == "zone A1: deep-sea camera belongs to Expedition 2, this is "
        "Expedition 1"
    )


def test_a_long_entry_in_full_words_with_a_slip_is_read_a_few_times_not_exponentially(monkeypatch):
    """Each `crustacean` holds `st`, which could be a statue after a tile's code: every such
    place was tried with a space before it, and each try tried every other place again (ten
    zones in full words with a slip at the end took minutes, the app frozen)."""
    import fathom_score.table.entry as entry

    reads, read = [], entry._read_places
    monkeypatch.setattr(entry, "_read_places", lambda *a: reads.append(a) or read(*a))
    session = table(1)
    typed = (
        " ".join(
            f"{zone} yellow 2 fish crustacean"
            for zone in ("a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4", "b5", "c1")
        )
        + "x"
    )
    assert refusal(session, typed) == "unknown word 'crustaceanx'; did you mean crustacean?"
    assert len(reads) < 100
