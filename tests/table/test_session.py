"""The table layer without a screen: typed text in, a checked change, one history per board."""

from __future__ import annotations

import pytest

from fathom_score.gamefile import (
    FileExists,
    NotationError,
    SaveConflict,
    format_content,
    parse_game,
)
from fathom_score.table import storage
from fathom_score.table.session import Refused, Session


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FATHOM_SCORE_HOME", str(tmp_path / "home"))


def session(expedition: int, names=("Ana", "Ben", "Cleo"), colours: str = "") -> Session:
    players = "".join(f'[[players]]\nname = "{name}"\n' for name in names)
    return Session(parse_game(f"version = 1\nexpedition = {expedition}\n{colours}{players}"))


def zones(table: Session, player: int) -> dict[str, str]:
    board = table.game.players[player].board
    return {zone: format_content(content) for zone, content in board.zones.items()}


def test_undo_changes_only_the_board_it_is_asked_about_and_says_what_it_did():
    table = session(2)
    table.enter(1, "A1", "g@e")  # Ben's camera
    table.enter(2, "A1", "rc")  # Cleo's coral
    assert table.undo(2) == "Undone on Cleo's board: A1 red coral → empty"
    # Cleo's board has nothing more to undo; Ben's camera is not touched from there.
    assert table.undo(2) is None
    assert zones(table, 1) == {"A1": "green camera facing E"}
    assert table.redo(2) == "Redone on Cleo's board: A1 empty → red coral"
    assert table.undo(1) == "Undone on Ben's board: A1 green camera facing E → empty"
    assert zones(table, 1) == {} and zones(table, 2) == {"A1": "red coral"}


def test_the_preview_refuses_what_enter_refuses():
    table = session(2)
    preview = table.preview(0, "A1", "rj")
    assert preview.message.startswith(
        "✗ zone A1: jellyfish belongs to Expedition 3, this is Expedition 2"
    )
    with pytest.raises(Refused, match="jellyfish belongs to Expedition 3"):
        table.enter(0, "A1", "rj")
    assert table.preview(0, "A1", "rc").message == "→ A1: red coral"


@pytest.mark.parametrize("typed, zone", [("d9", "D9"), ("h1", "H1"), ("A0", "A0")])
def test_a_zone_typo_names_the_zone_and_the_zones_there_are(typed, zone):
    table = session(1)
    expected = f"unknown zone '{zone}'; zones are A1–A4, B1–B5, C1–C6, D1–D7, E1–E6, F1–F5, G1–G4"
    with pytest.raises(NotationError) as refused:
        table.enter(0, "A1", typed)
    assert str(refused.value) == expected
    assert table.preview(0, "A1", typed).message == f"✗ {expected}"


def test_a_run_says_each_zone_it_filled_and_moves_past_the_last():
    table = session(1)
    outcome = table.enter(0, "A1", "rc.y2f")
    assert outcome.message == "A1: red coral · A3: yellow 2 fish"
    assert outcome.cursor == "A4"
    with pytest.raises(NotationError, match=r"^the run goes past the last zone, G4"):
        table.enter(0, "G4", "..")


def test_a_change_reaches_the_autosave_without_waiting_for_a_score(monkeypatch):
    table = session(1)
    import fathom_score.table.session as module

    monkeypatch.setattr(
        module, "score_game", lambda game, stop=None, *more: pytest.fail("scored on a change")
    )
    table.enter(0, "A1", "rc")
    assert 'A1 = "red coral"' in storage.autosaved_text(table.slot)


def test_a_score_asked_for_a_game_already_changed_again_is_skipped(monkeypatch):
    # On a slow board each entry's score waits for the one before; by its turn a newer entry
    # may exist, and then only the newest game is worth scoring.
    table = session(1)
    table.enter(0, "A1", "rc")
    older = table.game
    table.enter(0, "A2", "rc")
    import fathom_score.table.session as module

    scored = []
    real = module.score_game
    monkeypatch.setattr(
        module,
        "score_game",
        lambda game, stop=None, *more: scored.append(game) or real(game, stop, *more),
    )
    assert table.latest_scorepad_of(older) is None
    assert table.latest_scorepad_of(table.game).player("Ana").total == 4
    assert table.scorepad_of(older).player("Ana").total == 1  # asked for outright: scored
    assert scored == [table.game, older]


def test_a_long_search_for_a_game_changed_meanwhile_stops(monkeypatch):
    # Sixteen multicoloured corals ringed by every colour: a search of many seconds. A change
    # made meanwhile makes it stop, so only the newest game is ever worked out.
    import threading

    import fathom_score.table.session as module
    from kit.games import coral_clump_game

    table = Session(coral_clump_game(16, crustaceans=False))
    searched = table.game
    started, real = threading.Event(), module.score_game
    monkeypatch.setattr(
        module,
        "score_game",
        lambda game, stop=None, *more: started.set() or real(game, stop, *more),
    )
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(table.latest_scorepad_of(searched)))
    worker.start()
    assert started.wait(timeout=60)  # the search is under way
    table.enter(1, "B1", "rc")  # the other player's board changes
    worker.join(timeout=60)  # a guard only: it stops at once
    assert not worker.is_alive() and result == [None]
    assert table.scored(searched) is None


def _saved_onto_someones_notes(tmp_path):
    """A new game saved onto a file it did not open: the session, the file, the question."""
    other = tmp_path / "other.toml"
    other.write_text("# someone's notes\n")
    table = session(1)
    with pytest.raises(FileExists) as exists:
        table.save(other)
    return table, other, exists.value


def test_saving_onto_a_file_this_session_did_not_open_asks_first_then_overwrites_it(tmp_path):
    table, other, exists = _saved_onto_someones_notes(tmp_path)
    assert str(exists) == f"{other} exists"
    assert other.read_text() == "# someone's notes\n" and table.path is None
    assert table.save(other, replacing=exists.digest) == other  # the answer: yes
    assert parse_game(other.read_text()) == table.game and not table.unsaved
    table.enter(0, "A1", "rc")
    assert table.save(tmp_path / "." / "other.toml") == other  # its own file now: saved


def test_a_file_changed_after_the_question_is_not_overwritten(tmp_path):
    table, other, exists = _saved_onto_someones_notes(tmp_path)
    other.write_text("# more notes\n")
    with pytest.raises(SaveConflict) as conflict:
        table.save(other, replacing=exists.digest)
    assert not isinstance(conflict.value, FileExists)
    assert other.read_text() == "# more notes\n"


def test_a_game_file_deleted_since_it_was_saved_is_written_again(tmp_path):
    """Nothing is overwritten: saving was refused, the file said to have been "changed by
    another program", though there was no file left to change."""
    target = tmp_path / "table.toml"
    table = session(1)
    table.enter(0, "A1", "rc")
    table.save(target)
    target.unlink()
    table.enter(0, "A2", "rc")
    assert table.save() == target
    assert parse_game(target.read_text()) == table.game and not table.unsaved


def test_a_score_is_handed_over_now_when_it_is_worked_out_and_else_as_a_handle_to_wait_on():
    from fathom_score.table.session import PendingScore

    table = session(1)
    table.enter(0, "A1", "rc")
    pending = table.score_now_or_later()  # not worked out yet, and no time given
    assert isinstance(pending, PendingScore) and pending.game is table.game
    assert pending.wait().player("Ana").total == 1
    assert table.score_now_or_later() is table.scored(table.game)  # now: kept
    table.enter(0, "A2", "rc")
    assert table.score_now_or_later(within=5).player("Ana").total == 4  # quick: worked out


def test_a_handle_on_the_score_of_a_game_changed_since_gives_nothing():
    table = session(1)
    table.enter(0, "A1", "rc")
    pending = table.score_now_or_later()
    table.enter(0, "A2", "rc")
    assert pending.wait() is None  # the newer game's score is the one to show
    assert table.scored(pending.game) is None


def test_a_change_goes_to_the_shared_table_before_its_autosave_and_says_what_is_news(monkeypatch):
    table = session(1)
    table.autosave_later = True
    written: list[bool] = []
    table.share = lambda: written.append(table.autosave_due)
    table.enter(0, "A1", "rc")
    assert table.autosave_due and table.slot_text is None  # written after the screen
    assert table.write_change() is False  # nothing new for the title to say
    assert written == [True] and not table.autosave_due and table.slot_text is not None

    def fails(*args: object) -> bool:
        raise storage.AutosaveError("the database is gone")

    monkeypatch.setattr(storage, "autosave", fails)
    table.enter(0, "A2", "rc")
    assert table.write_change() is True  # a problem came: the title says so
    assert table.write_change() is False  # and is not news the second time
