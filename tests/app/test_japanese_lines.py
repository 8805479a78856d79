"""In Japanese no line on any screen starts or ends where Japanese may not break (issue 31):
every screen and dialog of the no-English scenes, at 80x24, 100x30, 45x30 and a phone's
size, is read off the screen (scrolled through), cut into the runs of text between borders
and wide gaps, and each run holding Japanese must neither start with a closing mark, a small
kana or 。、 nor end with an opening bracket. And no screen, in either language, shows the
catalogue's header (an empty string looked up in it)."""

from __future__ import annotations

import pytest
from conftest import example_path, make_app, notifications
from test_no_english import GAME_SCENES, HISTORY_SCENES, Scene, every_page, home, japanese

from fathom_score.gamefile import load_game
from fathom_score.words import set_language
from scripts.screenshots import seed_history
from tests.japanese_lines import HEADER, badly_broken, doubled_units

__all__ = ["home", "japanese"]  # the fixtures: every scene in a home of its own, in Japanese

SIZES = {"80x24": (80, 24), "100x30": (100, 30), "45x30": (45, 30), "phone": (46, 38)}


def test_the_check_finds_a_line_broken_before_a_closing_mark():
    assert badly_broken("│ 入力してください │\n│ 。            │") == ["│ 。            │"]
    assert badly_broken("（B1、B2、B3、C1、C2\n、C3）") == ["、C3）"]
    assert badly_broken("ゲームを始める（\nF2）") == ["ゲームを始める（"]
    assert badly_broken("│ 合計 51点   2位 │ 12点。") == []
    assert badly_broken("▊ （█ a dialog over a line █ ▎") == []  # cut by the dialog


async def seen(app, scene: Scene, size: tuple[int, int]) -> str:
    told = notifications(app)
    async with app.run_test(size=size) as pilot:
        await scene(pilot)
        return "\n".join([await every_page(pilot), *told])


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("scene", list(GAME_SCENES))
async def test_no_japanese_line_breaks_badly_on_a_game(scene, size, tmp_path):
    path = tmp_path / "expedition-2.toml"  # a copy: the scenes save and export it
    path.write_text(example_path(2).read_text(encoding="utf-8"), encoding="utf-8")
    text = await seen(make_app(path, load_game(path)), GAME_SCENES[scene], SIZES[size])
    assert HEADER not in text
    wrong = badly_broken(text) + doubled_units(text)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("scene", list(HISTORY_SCENES))
async def test_no_japanese_line_breaks_badly_with_a_history(scene, size):
    seed_history()
    text = await seen(make_app(), HISTORY_SCENES[scene], SIZES[size])
    assert HEADER not in text
    wrong = badly_broken(text) + doubled_units(text)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("scene", ["reveal", "reveal totals", "scorepad why"])
async def test_no_screen_in_english_shows_the_catalogues_header(scene, tmp_path):
    set_language("en")
    path = tmp_path / "expedition-2.toml"
    path.write_text(example_path(2).read_text(encoding="utf-8"), encoding="utf-8")
    text = await seen(make_app(path, load_game(path)), GAME_SCENES[scene], SIZES["80x24"])
    assert HEADER not in text
