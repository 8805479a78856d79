"""A layout file is checked like a game file: every problem listed at once, naming the file and
the zone; coordinates whole numbers within a board's reach of its centre (huge ones once made
`explain` and the app take gigabytes, or end in a MemoryError); names free of control
characters; a byte-order mark read past."""

from __future__ import annotations

import tomllib

import pytest

from fathom_score.gamefile import GameFileError, load_game
from fathom_score.model.layout import BUILT_IN_LAYOUTS

from .conftest import run_process

STANDARD = tomllib.loads((BUILT_IN_LAYOUTS / "standard.toml").read_text(encoding="utf-8"))


def layout_text(name: str = "mine", zones: dict[str, str] | None = None) -> str:
    """The standard board as a layout file; `zones` rewrites the lines of a few zones."""
    lines = [f'name = "{name}"', 'centre = "D4"', "[zones]"]
    for zone, (q, r) in STANDARD["zones"].items():
        key, value = f'"{zone}"', f"{q}, {r}"
        if zones and zone in zones:
            key, value = zones[zone].split(" = ")
        lines.append(f"{key} = [{value}]")
    return "\n".join(lines) + "\n"


# A game on the layout file board.toml beside it.
GAME = (
    'version = 1\nexpedition = 1\nlayout = "board.toml"\n[[players]]\nname = "Ana"\n'
    '[players.zones]\nD4 = "red coral"\nD5 = "multi coral"\n[[players]]\nname = "Ben"\n'
)


def write(tmp_path, layout: str) -> None:
    (tmp_path / "board.toml").write_text(layout, encoding="utf-8")
    (tmp_path / "game.toml").write_text(GAME, encoding="utf-8")


def problems(tmp_path, layout: str) -> str:
    write(tmp_path, layout)
    with pytest.raises(GameFileError) as refused:
        load_game(tmp_path / "game.toml")
    return str(refused.value)


@pytest.mark.parametrize("scale", [10**7, 10**15])
def test_huge_coordinates_are_refused_before_anything_is_drawn(tmp_path, scale):
    layout = layout_text(zones={"A1": f'"A1" = 0, {-3 * scale}'})
    write(tmp_path, layout)
    for command in ("validate", "explain"):
        run = run_process(command, tmp_path / "game.toml")
        assert run.status == 2, run.out[:300]
        assert "Traceback" not in run.err and "MemoryError" not in run.err
        assert (
            f"layout {tmp_path / 'board.toml'}: zone A1: [0, {-3 * scale}] is {3 * scale:,} "
            f"steps from the centre D4; a board reaches at most 6" in run.err
        )


def test_a_coordinate_must_be_a_whole_number(tmp_path):
    message = problems(
        tmp_path,
        layout_text(
            zones={"A1": '"A1" = 0.5, -3', "A2": '"A2" = true, -3', "A3": '"A3" = 2, -3, 1'}
        ),
    )
    assert "zone A1: [0.5, -3]: a zone's place is two whole numbers [q, r]" in message
    assert "zone A2: [True, -3]: a zone's place is two whole numbers [q, r]" in message
    assert "zone A3: [2, -3, 1]: a zone's place is two whole numbers [q, r]" in message


def test_every_problem_is_listed_naming_the_file_and_the_zone(tmp_path):
    message = problems(
        tmp_path,
        layout_text(zones={"A1": '"A1" = 1, -3'}).replace('centre = "D4"', 'centre = "Z9"'),
    )
    game, board = tmp_path / "game.toml", tmp_path / "board.toml"
    assert message.splitlines() == [
        f"{game}: layout {board}: the centre 'Z9' is not one of its zones",
        f"{game}: layout {board}: zones A1 and A2 are both at [1, -3]",
    ]


@pytest.mark.parametrize("where", ["zone", "name", "centre"])
def test_control_characters_in_a_name_are_refused_and_never_shown_raw(tmp_path, where):
    escape = "\\u001b]0;pwned\\u0007"
    if where == "zone":
        layout = layout_text(zones={"A1": f'"A1{escape}" = 0, -3'})
    elif where == "name":
        layout = layout_text(name=f"mine{escape}")
    else:
        layout = layout_text().replace('centre = "D4"', f'centre = "D4{escape}"')
    write(tmp_path, layout)
    for command in ("validate", "score", "explain"):
        run = run_process(command, tmp_path / "game.toml")
        assert run.status == 2
        assert "\x1b" not in run.err + run.out and "\x07" not in run.err + run.out
        assert "\\x1b]0;pwned\\x07" in run.err
        assert (
            "is not one of its zones" if where == "centre" else "printable characters"
        ) in run.err


def test_a_layout_file_with_a_byte_order_mark_is_read(tmp_path):
    write(tmp_path, "\ufeff" + layout_text())
    assert load_game(tmp_path / "game.toml").layout.name == "mine"


def test_a_layout_files_toml_mistake_is_told_in_plain_words_with_its_line(tmp_path):
    message = problems(tmp_path, layout_text().replace('"A2" = [1, -3]', '"A2 = [1, -3]'))
    assert (
        f"layout {tmp_path / 'board.toml'}: line 5: not valid TOML: a text is not closed" in message
    )
