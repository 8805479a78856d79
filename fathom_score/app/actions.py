"""Every action of the app, one table per place it works in (a screen, a dialog, a widget).

Each action is written once: its binding id (what keymap.toml names: an id never changes, a
user's keymap depends on it), its keys, the action it runs, its words on the key line and the
keys screen, and its command-palette commands. The classes' BINDINGS, the palette's commands
(commands.py) and the keys screen's rows (screens/help.py) are made from these tables, so a new
action, or a title in other words, is written here and nowhere else.

The words are msgids (marked with N_): the key line, the palette and the keys screen say them
when they are shown, so that they follow the language chosen since (app.action_language).

Nothing here imports a screen: the keys screen lists every place without loading them all.
"""

from __future__ import annotations

import string
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from textual.binding import Binding, BindingType

from ..labels import DIRECTION_WORDS
from ..words import N_, Message, message


@dataclass(frozen=True)
class PaletteEntry:
    """One command of the palette: its title, its help line, and the action it runs with its
    arguments where that is not its key's (an export's kind, say)."""

    title: Message | str
    help: Message | str
    action: str = ""


@dataclass(frozen=True)
class Action:
    """One action: its binding id ("" for a key of the screen's own workings, never remapped
    nor listed), its keys, the action it runs (with its arguments), what the key line and the
    keys screen say it does, whether the key line shows it, and its palette commands."""

    id: str
    keys: str
    action: str
    description: str = ""
    show: bool = True
    # A priority binding runs as the app takes the key, before it hands on the next ones.
    priority: bool = False
    palette: tuple[PaletteEntry, ...] = ()

    @cached_property
    def binding(self) -> Binding:
        """The action's binding: one object, so that a screen may tell it apart by identity."""
        return Binding(
            self.keys,
            self.action,
            self.description,
            show=self.show,
            priority=self.priority,
            id=self.id or None,
        )


# Where the app's palette puts the commands of the screen it was opened on.
SCREEN_COMMANDS = "*"


@dataclass(frozen=True)
class Actions:
    """The actions of one place, in the order of their keys (on the key line, on the keys
    screen), the place as the keys screen names it ("" where it lists none), and the ids of
    the actions the palette offers there, in the palette's order."""

    where: str
    actions: tuple[Action, ...]
    palette: tuple[str, ...] = ()

    def bindings(self) -> list[BindingType]:
        """The class's BINDINGS, typed as Textual types them."""
        return [action.binding for action in self.actions]

    def __getitem__(self, action_id: str) -> Action:
        return next(action for action in self.actions if action.id == action_id)


def _palette(title: str, help: str) -> tuple[PaletteEntry, ...]:
    return (PaletteEntry(title, help),)


APP = Actions(
    N_("Everywhere"),
    (
        Action(
            "app.help",
            "f1",
            "help",
            N_("Keys"),
            palette=_palette(N_("Keys"), N_("Every key of every screen")),
        ),
        Action(
            "app.rules",
            "f3",
            "rules",
            N_("Rules"),
            palette=_palette(N_("Rules"), N_("How each species scores: lessons, with puzzles")),
        ),
        # F12: a key no screen takes; the new-game screen has a link to it too.
        Action(
            "app.quiz",
            "f12",
            "quiz",
            N_("Quiz"),
            show=False,
            palette=_palette(
                N_("Scoring quiz"),
                N_("How many points? A board like the end of a real game, one category at a time"),
            ),
        ),
        Action(
            "app.history",
            "f6",
            "history",
            N_("History"),
            palette=_palette(
                N_("History"), N_("Every recorded game, statistics, charts and BG Stats")
            ),
        ),
        Action(
            "app.theme",
            "ctrl+t",
            "toggle_theme",
            N_("Theme"),
            show=False,
            palette=_palette(
                N_("Toggle light/dark theme"), N_("Switch between textual-dark and textual-light")
            ),
        ),
        Action(
            "app.open",
            "ctrl+o",
            "open",
            N_("Open a game file"),
            show=False,
            palette=_palette(N_("Open game file"), N_("Open a game file (TOML)")),
        ),
        Action(
            "app.new_game",
            "ctrl+n",
            "new_game",
            N_("New game"),
            show=False,
            palette=_palette(N_("New game"), N_("Start a new game")),
        ),
        Action(
            "app.quit",
            "ctrl+q",
            "quit",
            N_("Quit"),
            palette=_palette(N_("Quit"), N_("Quit; every change is already autosaved")),
        ),
    ),
    palette=(
        "app.new_game",
        "app.open",
        "app.rules",
        "app.quiz",
        "app.history",
        "app.help",
        "app.theme",
        "help.language",
        SCREEN_COMMANDS,
        "app.quit",
    ),
)

EXPORT_LABELS = {"markdown": "Markdown", "csv": "CSV", "json": "JSON", "svg": "SVG"}


def _exports() -> Iterator[PaletteEntry]:
    for kind, label in EXPORT_LABELS.items():
        if kind == "svg":
            title = message("Export this screen as {label}", label=label)
            help = message("Write this screen as {label}", label=label)
        else:
            title = message("Export the scorepad as {label}", label=label)
            help = message("Write the scorepad as {label}", label=label)
        yield PaletteEntry(title, help, f"export('{kind}')")


# The board editor's and the scorepad's (screens/game_screen.py), listed under each of them.
GAME = Actions(
    "",
    (
        Action(
            "game.save",
            "ctrl+s",
            "save",
            N_("Save"),
            palette=_palette(N_("Save"), N_("Save the game file")),
        ),
        Action(
            "game.save_as",
            "f4",
            "save_as",
            N_("Save as"),
            show=False,
            palette=_palette(N_("Save as"), N_("Save the game to another file")),
        ),
        Action(
            "game.export",
            "f5",
            "export('markdown')",
            N_("Export"),
            show=False,
            palette=tuple(_exports()),
        ),
        Action(
            "game.finish",
            "f9",
            "finish",
            N_("Finish"),
            palette=_palette(N_("Finish game"), N_("Record the game in the history (F6 shows it)")),
        ),
    ),
    palette=("game.finish", "game.save", "game.save_as", "game.export"),
)

EDITOR = Actions(
    N_("Board editor"),
    (
        # Offered only while a newer autosave of the file opened stands (FathomApp.restore):
        # first on the key line then.
        Action("editor.restore", "f7", "restore", N_("Restore autosave")),
        # Shows or hides the tap pad; where the pad and the score do not both fit beside the
        # board, switches between them. On the key line as what it will do (EditorScreen.
        # key_bindings), in a served page always (a phone may have no keyboard), in a terminal
        # where the score is a key away.
        Action("editor.pad", "f8", "toggle_pad", N_("Tap pad (or score)"), show=False),
        Action(
            "editor.scorepad",
            "f2",
            "scorepad",
            N_("Scorepad"),
            palette=_palette(N_("Scorepad"), N_("All players side by side, every point explained")),
        ),
        Action(
            "editor.undo",
            "ctrl+z",
            "undo",
            N_("Undo"),
            palette=_palette(N_("Undo"), N_("Undo the last change")),
        ),
        Action(
            "editor.redo",
            "ctrl+y",
            "redo",
            N_("Redo"),
            show=False,
            palette=_palette(N_("Redo"), N_("Redo what was undone")),
        ),
        Action(
            "editor.next_player",
            "pagedown",
            "player(1)",
            N_("Next player"),
            palette=_palette(N_("Next player"), N_("Edit the next player's board")),
        ),
        Action("editor.previous_player", "pageup", "player(-1)", N_("Previous player"), show=False),
        Action("editor.up", "up", "move_up", N_("Up"), show=False),
        Action("editor.down", "down", "move_down", N_("Down"), show=False),
        # Priority: see EditorScreen.action_focus_board.
        Action(
            "editor.focus_board",
            "escape",
            "focus_board",
            N_("Board keys"),
            show=False,
            priority=True,
        ),
        Action(
            "editor.focus_entry", "enter,i", "focus_entry", N_("Type"), show=False, priority=True
        ),
        Action(
            "editor.clear_zone",
            "delete,backspace",
            "clear_zone",
            N_("Clear zone"),
            show=False,
            palette=_palette(N_("Clear zone"), N_("Empty the zone under the cursor")),
        ),
        Action("editor.board_undo", "u", "undo", N_("Undo"), show=False),
        Action("editor.board_redo", "r", "redo", N_("Redo"), show=False),
        *GAME.actions,
    ),
    palette=(
        "editor.scorepad",
        "editor.undo",
        "editor.redo",
        "editor.next_player",
        "editor.clear_zone",
        *GAME.palette,
    ),
)

# The six keys around S on a QWERTY keyboard point the six ways out of a hex zone.
HEX_KEYS = {"w": "NW", "e": "NE", "a": "W", "d": "E", "z": "SW", "x": "SE"}

BOARD = Actions(
    N_("Board (Esc to reach it)"),
    (
        Action("board.west", "left", "move('W')", N_("West"), show=False),
        Action("board.east", "right", "move('E')", N_("East"), show=False),
        Action("board.up", "up", "move_up", N_("Up"), show=False),
        Action("board.down", "down", "move_down", N_("Down"), show=False),
        *(
            Action(
                f"board.{key}", key, f"move('{direction}')", DIRECTION_WORDS[direction], show=False
            )
            for key, direction in HEX_KEYS.items()
        ),
    ),
)

SCOREPAD = Actions(
    N_("Scorepad"),
    (
        Action(
            "scorepad.back",
            "escape,f2",
            "back",
            N_("Editor"),
            palette=_palette(N_("Back to the board editor"), N_("Edit the boards")),
        ),
        Action(
            "scorepad.why",
            "question_mark,y",
            "why",
            N_("Why?"),
            palette=_palette(N_("Why? (rule)"), N_("The rule behind the selected score")),
        ),
        Action(
            "scorepad.reveal",
            "v",
            "reveal",
            N_("Reveal"),
            palette=_palette(
                N_("Reveal the scores together"),
                N_("One category at a time for every player, guesses first"),
            ),
        ),
        Action(
            "scorepad.cucumbers",
            "c",
            "story('sea_cucumber')",
            N_("Cucumbers"),
            palette=_palette(N_("Sea cucumber story"), N_("How the sea cucumbers were ranked")),
        ),
        Action(
            "scorepad.tiebreak",
            "t",
            "story('tiebreak')",
            N_("Tie-break"),
            palette=_palette(N_("Tie-break story"), N_("Who won, and how ties were broken")),
        ),
        *GAME.actions,
    ),
    palette=(
        "scorepad.reveal",
        "scorepad.cucumbers",
        "scorepad.tiebreak",
        "scorepad.why",
        "scorepad.back",
        *GAME.palette,
    ),
)


def _type_name() -> Iterator[Action]:
    """A name typed while the expedition list has the focus (a new player's first move) goes
    to the first player's name, in its turn: see NewGameScreen.action_type_name."""
    for letter in string.ascii_letters:
        keys = letter if letter.islower() else f"{letter},shift+{letter.lower()}"
        yield Action("", keys, f"type_name('{letter}')", show=False, priority=True)


NEW_GAME = Actions(
    N_("New game"),
    (
        Action("new_game.start", "f10", "start", N_("Start the game")),
        Action("new_game.resume", "f2", "resume", N_("Resume a game")),
        # Priority: see NewGameScreen.action_next_field.
        Action("", "enter", "next_field", show=False, priority=True),
        Action("", "tab", "tab(1)", show=False, priority=True),
        Action("", "shift+tab", "tab(-1)", show=False, priority=True),
        *_type_name(),
    ),
)

RULE_SWITCH = Actions(
    N_("New game: the rule switch"),
    (Action("new_game.switch", "space,enter", "switch", N_("Switch"), show=False),),
)

START_BUTTON = Actions(
    N_("New game: the Start button"),
    (Action("new_game.press_start", "enter,space", "press", N_("Start"), show=False),),
)

RECENT_LIST = Actions(
    N_("New game: the autosaved games"),
    (
        Action("new_game.delete_autosave", "delete", "screen.delete_autosave", N_("Delete")),
        Action("new_game.undelete_autosave", "u", "screen.undelete_autosave", N_("Undo delete")),
    ),
)

STORY_DIALOG = Actions(
    N_("Story"),
    (
        Action("story.close", "escape,enter", "close", N_("Close")),
        Action("story.why", "question_mark,y", "why", N_("Rule")),
    ),
)

FINISH_DIALOG = Actions(
    N_("Finishing a game"),
    (
        Action("finish.yes", "y,enter", "answer(True)", N_("Record")),
        Action("finish.no", "n,escape", "answer(False)", N_("Not yet")),
    ),
)

OVERWRITE_DIALOG = Actions(
    N_("Saving over a file not opened here"),
    (
        Action("overwrite.yes", "y,enter", "answer(True)", N_("Overwrite")),
        Action("overwrite.no", "n,escape", "answer(False)", N_("Keep the file")),
    ),
)

RESTORE_DIALOG = Actions(
    N_("Restoring a newer autosave"),
    (
        Action("restore.yes", "y,enter", "answer(True)", N_("Restore")),
        Action("restore.no", "n,escape", "answer(False)", N_("Keep the file")),
    ),
)

# The games list's keys work there only: typed into the filter, or on the players' figures,
# a letter is never a change to a game. The History screen's palette offers them.
GAMES_LIST = Actions(
    N_("History: the games list"),
    (
        Action(
            "history.played_wrong",
            "w",
            "screen.played_wrong",
            N_("Played wrong"),
            palette=_palette(
                N_("Mark played wrong"),
                N_("Leave the selected game out of the statistics (again: count it)"),
            ),
        ),
        Action(
            "history.delete",
            "delete",
            "screen.delete",
            N_("Delete"),
            palette=_palette(N_("Delete game"), N_("Delete the selected game (u brings it back)")),
        ),
        # Its id is from when it only brought deleted games back: a keymap may name it.
        Action(
            "history.undelete",
            "u",
            "screen.undo",
            N_("Undo"),
            show=False,
            palette=_palette(N_("Undo"), N_("Take back the last change made to the history here")),
        ),
        Action(
            "history.edit",
            "e",
            "screen.edit",
            N_("Edit"),
            palette=_palette(
                N_("Edit game"),
                N_("Open the selected game in the board editor; finishing it replaces the record"),
            ),
        ),
        Action(
            "history.bgstats",
            "b",
            "screen.bgstats",
            N_("BG Stats"),
            palette=_palette(
                N_("BG Stats"), N_("The selected game as a BG Stats play: JSON and push link")
            ),
        ),
        Action(
            "history.chart",
            "c",
            "screen.chart",
            N_("Chart"),
            palette=_palette(
                N_("Chart"), N_("Switch the chart between totals over time and category averages")
            ),
        ),
    ),
)

HISTORY = Actions(
    N_("History"),
    (
        Action("history.back", "escape", "back", N_("Back")),
        # The filter has the focus first: from there, ↓ (as Tab and Enter) goes to the games.
        Action("history.to_games", "down", "to_games", N_("The games list"), show=False),
    ),
    palette=(
        "history.played_wrong",
        "history.delete",
        "history.undelete",
        "history.edit",
        "history.bgstats",
        "history.chart",
    ),
)

PLAY_DIALOG = Actions(
    N_("A BG Stats play"),
    (
        Action("play.open", "o", "open_link", N_("Open in BG Stats")),
        Action("play.copy_link", "l", "copy_link", N_("Copy the link")),
        Action("play.copy_json", "j", "copy_json", N_("Copy the JSON")),
        Action("play.close", "escape,enter", "close", N_("Close")),
    ),
)

# The reveal's keys stay clear of the digits and letters, which its guess fields take.
REVEAL = Actions(
    N_("Counting it together (the reveal)"),
    (
        Action("reveal.close", "escape", "close", N_("Scorepad")),
        # Before the scrolled boards take Page Down to scroll.
        Action("reveal.next", "pagedown", "next_step", N_("Next"), priority=True),
        Action("reveal.back", "pageup", "previous_step", N_("Back a step"), priority=True),
        Action("reveal.again", "f5", "again", N_("Begin again")),
        # A guess is taken as the app takes Enter, in turn with the keys typed around it: a
        # burst ("9 Enter 5 Enter") would otherwise type the 5 into the first player's field.
        Action("", "enter", "take_guess", show=False, priority=True),
    ),
)

# The course's keys stay clear of the letters, which the entry line takes as the editor's does.
COURSE = Actions(
    N_("Course (rules and puzzles)"),
    (
        Action("rules.close", "escape,f3", "close", N_("Back")),
        Action(
            "course.hint",
            "f2",
            "hint",
            N_("Hint"),
            palette=_palette(N_("Hint"), N_("A hint for this puzzle")),
        ),
        Action(
            "course.show_me",
            "f4",
            "show_me",
            N_("Show me"),
            palette=_palette(N_("Show me"), N_("Play a solution of this puzzle")),
        ),
        Action(
            "course.reset",
            "f5",
            "reset",
            N_("Start again"),
            palette=_palette(N_("Start the puzzle again"), N_("The puzzle's board as it began")),
        ),
        Action("course.undo", "ctrl+z", "undo", N_("Undo")),
        # Where the lessons do not fit beside the page, they are a key away.
        Action("course.lessons", "f8", "lessons", N_("Lessons")),
        Action("course.next", "pagedown", "puzzle(1)", N_("Next puzzle")),
        Action("course.previous", "pageup", "puzzle(-1)", N_("Previous"), show=False),
        Action(
            "course.own_board",
            "f7",
            "own_board",
            N_("My board"),
            palette=_palette(
                N_("Try it on my board"), N_("Your own board, with this rule's zones lit")
            ),
        ),
    ),
    palette=("course.hint", "course.show_me", "course.reset", "course.own_board"),
)

# The quiz's answer line takes digits only, so its keys may be any but Enter, which answers
# and then goes on.
QUIZ = Actions(
    N_("Scoring quiz"),
    (
        Action("quiz.close", "escape", "close", N_("Back")),
        Action(
            "quiz.learner",
            "f2",
            "learner",
            N_("Learner"),
            palette=_palette(
                N_("Choose the learner"),
                N_("A player of the history, whose answers are recorded and drilled"),
            ),
        ),
        Action(
            "quiz.expedition",
            "f4",
            "expedition",
            N_("Expedition"),
            palette=_palette(N_("Next expedition"), N_("A board of the next expedition")),
        ),
        Action(
            "quiz.another",
            "f5",
            "another",
            N_("Another board"),
            palette=_palette(N_("Another board"), N_("A new board of this expedition")),
        ),
    ),
    palette=("quiz.learner", "quiz.expedition", "quiz.another"),
)

# The language is a setting of the app, offered by the palette everywhere and by a key on the
# keys screen (the last of its rows there, so that the rows above stay where they were: it
# switches between English and 日本語).
KEYS = Actions(
    N_("Keys"),
    (
        Action("help.close", "escape,f1", "close", N_("Back")),
        Action(
            "help.language",
            "l",
            "app.language",
            N_("Language"),
            show=False,
            palette=(
                PaletteEntry(
                    N_("Language: 日本語"), N_("Show everything in Japanese"), "language('ja')"
                ),
                PaletteEntry(
                    N_("Language: English"), N_("Show everything in English"), "language('en')"
                ),
            ),
        ),
    ),
)

# Not on the keys screen.
PATH_DIALOG = Actions("", (Action("dialog.cancel", "escape", "cancel", N_("Cancel")),))

# The places the keys screen lists, in its order; their ids are the ones keymap.toml may name.
PLACES = (
    APP,
    NEW_GAME,
    RULE_SWITCH,
    START_BUTTON,
    RECENT_LIST,
    EDITOR,
    BOARD,
    SCOREPAD,
    STORY_DIALOG,
    FINISH_DIALOG,
    OVERWRITE_DIALOG,
    RESTORE_DIALOG,
    HISTORY,
    GAMES_LIST,
    PLAY_DIALOG,
    COURSE,
    QUIZ,
    REVEAL,
    KEYS,
)

# Every action by its id, whichever table it is in (the History screen's palette offers the
# games list's).
BY_ID = {
    action.id: action
    for table in (*PLACES, GAME, PATH_DIALOG)
    for action in table.actions
    if action.id
}
