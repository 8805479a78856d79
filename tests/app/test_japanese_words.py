"""The game's words on Japanese screens (issue 31, section 1): what is shown is said in
Japanese (the kept points of interest, the colours a player may take), while what a person types
(a colour's code, a zone) is still taken as it is written."""

from __future__ import annotations

from conftest import make_app, settle
from rich.cells import cell_len
from textual.widgets import Input

from fathom_score.app.screens.editor import kept_line
from fathom_score.model import PoiKind
from fathom_score.words import set_language
from fathom_score.words.breaking import wrap


def test_the_kept_points_of_interest_are_said_in_the_readers_words():
    set_language("ja")
    said = kept_line((PoiKind.STATUE, PoiKind.CHEST))
    assert "彫像" in said and "宝箱" in said and "statue" not in said
    set_language("en")
    assert kept_line((PoiKind.STATUE, PoiKind.CHEST)) == "Kept beside the board: statue, chest"


async def test_a_players_colour_is_offered_and_taken_in_japanese():
    set_language("ja")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        titles = [str(title.render()) for title in app.screen.query(".pane-title")]
        players = next(title for title in titles if "プレイヤー" in title)
        assert "赤、黄、青、緑" in players and "red" not in players
        app.screen.query_one("#name-0", Input).value = "Ana"
        app.screen.query_one("#colour-0", Input).value = "赤"
        app.screen.query_one("#name-1", Input).value = "Bo"
        app.screen.query_one("#colour-1", Input).value = "green"  # the code, as the file has it
        app.screen.action_start()
        await settle(pilot)
        assert [player.colour for player in app.session.game.players] == ["red", "green"]


async def test_a_japanese_toast_breaks_between_phrases_as_it_is_drawn():
    """Textual's toast wraps only at spaces: the app breaks a Japanese message itself, at
    the toast's width, and the toast then draws those lines as they are."""
    said = (
        "ファイルは最後の変更の前に保存されています。自動保存にはその変更があります。"
        "復元すると自動保存をここで開きます。"
    )
    set_language("ja")
    for size in ((80, 24), (120, 36)):
        app = make_app()
        async with app.run_test(size=size, notifications=True) as pilot:
            await settle(pilot)
            app.notify(said, timeout=30)
            await settle(pilot)
            toast = app.query_one("Toast")
            lines = toast.render().plain.split("\n")
            assert len(lines) > 1 and "".join(lines) == said
            assert lines == wrap(said, toast.content_region.width)
            assert max(cell_len(line) for line in lines) <= toast.content_region.width
