"""The app's language: chosen at start (--lang, else the one remembered, else the environment),
switched at once from the palette or the keys screen, and remembered in settings.toml."""

from __future__ import annotations

import asyncio

from conftest import screen_text

from fathom_score.app.app import FathomApp, start_language
from fathom_score.app.screens.help import ENTRY_HELP
from fathom_score.config.settings import remember_language, remembered_language, settings_file
from fathom_score.table import entry
from fathom_score.words import language, set_language


def test_the_keys_screen_tells_the_entry_shorthand_as_the_entry_module_does():
    """A msgid a paragraph of the docstring, its lines joined at their spaces."""
    paragraphs = (entry.__doc__ or "").strip().split("\n\n")
    assert tuple(" ".join(paragraph.split("\n")) for paragraph in paragraphs) == ENTRY_HELP


def test_a_language_is_remembered_beside_the_other_settings(tmp_path):
    path = tmp_path / "settings.toml"
    assert remembered_language(path) is None
    path.write_text('theme = "dark"\n', encoding="utf-8")
    remember_language("ja", path)
    assert remembered_language(path) == "ja"
    assert 'theme = "dark"' in path.read_text(encoding="utf-8")


def test_a_broken_or_strange_settings_file_remembers_no_language(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("language = [", encoding="utf-8")
    assert remembered_language(path) is None
    path.write_text('language = "fr"\n', encoding="utf-8")
    assert remembered_language(path) is None


def test_lang_comes_before_the_remembered_language_which_comes_before_the_environment(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    set_language(None)
    start_language()
    assert language() == "en"  # nothing remembered: the environment's
    remember_language("ja")
    start_language()
    assert language() == "ja"  # remembered, over the environment
    set_language("en")  # --lang en
    start_language()
    assert language() == "en"


def test_the_palette_switches_the_language_at_once_and_remembers_it(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path))

    async def run() -> tuple[list[str], str, list[str]]:
        app = FathomApp(cursor_blink=False)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            before = [c.title for c in app.commands_for(app.screen)]
            await pilot.press("f1")
            await pilot.pause()
            await pilot.press("l")  # the keys screen's language key
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()
            keys = screen_text(app)
            return before, keys, [c.title for c in app.commands_for(app.screen)]

    before, keys, after = asyncio.run(run())
    assert "Language: 日本語" in before and "Language: English" in before and "Quit" in before
    assert "終了" in after and "Quit" not in after
    assert "ボード入力画面" in keys
    assert remembered_language(tmp_path / "settings.toml") == "ja"
    assert settings_file() == tmp_path / "settings.toml"
