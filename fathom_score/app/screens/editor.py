"""The board editor: one player's board at a time, the entry field, and the live score."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from textual import events, work
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Input

from ...gamefile import NotationError
from ...model import Game, PoiKind
from ...render.cells import cell_len, within
from ...scoring import Scorepad
from ...table.entry import describe
from ...table.session import NotYours, PendingScore, Refused, Session
from ...table.taps import BACKSPACE, CLEAR_FIELD, ENTER, UNDO, tapped
from ...words import N_, Message, _, labelled, message, say
from ..actions import EDITOR
from ..widgets.board import BoardView
from ..widgets.entry_field import EntryField, NotationSuggester
from ..widgets.in_turn import caught_up
from ..widgets.key_line import KeyLine, shown_keys
from ..widgets.palette import Palette
from ..widgets.player_bar import PlayerBar
from ..widgets.prose import Static
from ..widgets.score_column import COLUMN, ScoreColumn
from ..widgets.tap_pad import TapPad
from ..widgets.title_line import TitleLine
from .editor_layout import (
    HINT,
    MESSAGE_LINES,
    SHORT_HINT,
    UNDER,
    Arrangement,
    arrange,
    main_lines,
)
from .game_screen import GameScreen

# How long a score may take before the score column says it is being worked out (a quicker
# one would only flicker).
SCORE_NOTICED_AFTER = 0.3
# An autosave the database could not take (busy past its timeout, or gone) is tried again
# this often until it is written: no later entry may come to write it (issue 30 §4).
AUTOSAVE_RETRY_SECONDS = 5.0

# Offered only while a newer autosave of the file opened stands (FathomApp.restore): first
# on the key line then.
RESTORE = EDITOR["editor.restore"].binding
# Shows or hides the tap pad, or switches between it and the score: see key_bindings.
PAD = EDITOR["editor.pad"].binding
# What F8 will do, as its key line item says.
SHOW_PAD, HIDE_PAD, SHOW_SCORE = N_("Pad"), N_("Hide pad"), N_("Score")
# The key line's items that stay however narrow it is: a way to every action.
NEEDED_KEYS = (
    "editor.restore",
    "editor.pad",
    "editor.scorepad",
    "editor.undo",
    "game.save",
    "game.finish",
    "app.rules",
    "app.help",
    "app.quit",
)


class EditorScreen(GameScreen):
    CSS_PATH = "editor.tcss"
    ACTIONS = EDITOR
    BINDINGS = EDITOR.bindings()

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        # Each change's autosave is written once the change is on screen, off the UI thread
        # (refresh_game): the file write (two fsyncs) no longer stands between Enter and the
        # score.
        session.autosave_later = True
        self.scored_game: Game | None = None
        self._drawn: tuple[Game, int] | None = None  # what refresh_game last drew
        self.said_only_shown = False  # the message says this board is entered elsewhere
        self.arrangement: Arrangement | None = None  # as the room has it (editor_layout)
        self.pad_wanted = False  # the tap pad, where the room has it (a served page's at once)
        self.score_wanted = False  # the score in its pane, where it has no room by the board
        self.pad_title = SHOW_PAD  # what F8 does now
        self.shared_pane = False  # whether the pad and the score share one pane (F8 switches)
        self.autosave_retry: Timer | None = None  # an autosave to try again, once it frees
        # Each board's own cursor, where it was left (a board not yet shown: its first zone).
        self.cursors: dict[int, str] = {}

    def compose(self) -> ComposeResult:
        game = self.session.game
        # A title line and a bar of names rather than Textual's Header and Tabs, which took
        # a fifth of this screen's start-up (it is the first screen when a file is opened).
        yield TitleLine(id="title")
        yield PlayerBar(
            [p.name for p in game.players], self.player, cell=self.fathom.page_cell, id="players"
        )
        with Horizontal(id="main"):
            yield BoardView(
                game.players[self.player].board,
                game.colours,
                cursor=self.cursor,
                chosen=self.zone_chosen,
                id="board",
            )
            with Vertical(id="side"):
                yield ScoreColumn(id="score")
                yield Static(id="kept")
        with Vertical(id="entry-pane"):
            yield Static(id="zone-line")
            entry = EntryField(
                enter=self.enter_text,
                step=self.step,
                placeholder=_(HINT),
                id="entry",
                suggester=NotationSuggester(lambda: self.session.game),
            )
            entry.cursor_blink = self.fathom.cursor_blink
            yield entry
            yield Static(_(SHORT_HINT), id="hint")
            yield Static(id="message")
            # Under the field and its message, at the foot of the pane: a long preview that
            # grows the message moves the field up, never the items under a finger.
            with Vertical(id="pad-box"):
                yield TapPad(game, cell=self.fathom.page_cell, id="pad")
            yield Palette(game, id="palette")
        # Two lines hold every needed key in English at every size; a third is taken only
        # where they do not (Japanese words, two cells a character, on a phone), since the
        # line takes the fewest lines that hold them all.
        yield KeyLine(
            shown_keys(self, self.key_bindings()), max_lines=3, needed=NEEDED_KEYS, id="keys"
        )

    def show_keys(self) -> None:
        """The key line again, after a key came or went (the restore offer)."""
        if self.drawable:
            keys = self.query_one(KeyLine)
            keys.bindings = shown_keys(self, self.key_bindings())
            keys.refresh()

    def key_bindings(
        self, title: str | None = None, score_away: bool | None = None
    ) -> list[Binding]:
        """The editor's keys for its key line, F8 titled with what it will do: in a browser,
        where a phone or tablet may have no F8 to press, and where the score is a key away (a
        terminal's line has no room to spare otherwise)."""
        score_away = self.score_in_pane if score_away is None else score_away
        pad = replace(PAD, description=title or self.pad_title, show=self.app.is_web or score_away)
        return [pad if b is PAD else b for b in self.BINDINGS if isinstance(b, Binding)]

    @property
    def enters_no_board(self) -> bool:
        """Whether this is the host's page of a served table: it watches every board."""
        table = self.fathom.table
        shared = table.shared if table is not None else None
        return shared is not None and shared.player is None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "restore":
            return self.fathom.restore.newer is not None
        return super().check_action(action, parameters)

    def action_restore(self) -> None:
        self.fathom.restore.ask()

    def on_mount(self) -> None:
        self.composed = True
        if not self.drawable:
            return  # quitting already
        # A phone or tablet may have no keyboard; but the host's page enters no board, so a
        # pad there could never enter anything (F8 still shows it).
        self.pad_wanted = self.app.is_web and not self.enters_no_board
        self.lay_out()
        self.refresh_game()  # scoring starts now, so the first frame can show the score
        self.query_one(EntryField).focus()

    def retell(self) -> None:
        """Say everything again in the language chosen now (FathomApp.action_language): the
        hints, the key line, the score and the titles; what is typed stays."""
        if not self.drawable:
            return
        self.query_one("#hint", Static).update(_(SHORT_HINT))
        self.query_one(EntryField).placeholder = _(HINT)
        self.arrangement = None  # laid out again: the hints and the keys take other room
        self.lay_out()
        self.query_one(Palette).refresh(layout=True)
        self.query_one(TapPad).refresh()
        self.refresh_game()

    # Laid out by the room there is (editor_layout) -----------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self.lay_out()
        self.call_after_refresh(self._show_zone)  # the kept line may have come into sight

    def lay_out(self) -> None:
        """Choose the board's form, the score's place and what else shows for this size."""
        if not self.drawable:
            return
        width, height = self.app.size
        layout = self.session.game.layout
        with_pad = arrange(width, height, layout, self, pad=True)
        shared = with_pad.pane  # the pad and the score share one pane
        arrangement = with_pad if self.pad_wanted else arrange(width, height, layout, self)
        score_shown = arrangement.pane and self.score_wanted and not arrangement.pad
        if shared:  # to whichever of the two is not in sight
            title = SHOW_PAD if not arrangement.pane or score_shown else SHOW_SCORE
        else:
            title = HIDE_PAD if arrangement.pad else SHOW_PAD
        self.set_class(score_shown, "-score-shown")
        self.shared_pane = shared
        if (arrangement, title) == (self.arrangement, self.pad_title):
            return
        self.arrangement, self.pad_title = arrangement, title
        self.query_one("#pad-box").display = arrangement.pad
        pad = self.query_one(TapPad)
        pad.most, pad.page = arrangement.pad_rows, 0
        pad.refresh(layout=True)
        self.set_class(arrangement.pad, "-pad-shown")  # the legend gives way to it
        self.set_class(arrangement.trim.tight, "-tight")
        self.board_view.form = arrangement.form
        self.query_one(ScoreColumn).form = arrangement.score_form
        self.set_class(arrangement.place == UNDER, "-score-under")
        self.set_class(arrangement.pane, "-score-pane")
        self.set_class(arrangement.score_form != COLUMN, "-score-short")
        self.set_class(not arrangement.trim.palette, "-no-palette")
        bar = self.query_one(PlayerBar)
        bar.fingertip = arrangement.trim.fingertip_bar
        bar.underline = arrangement.trim.bar_underline
        entry = self.query_one(EntryField)
        entry.compact = not arrangement.trim.boxed_entry
        entry.placeholder = arrangement.placeholder
        self.set_class(arrangement.hint_lines > 0, "-hint-under")
        self.query_one("#message").styles.height = arrangement.message_lines
        self.show_keys()
        self._show_zone()

    @property
    def score_in_pane(self) -> bool:
        """Whether the score is a key away (its pane), rather than beside or under the board."""
        return self.arrangement is not None and self.arrangement.pane

    def action_toggle_pad(self) -> None:
        """Show or hide the pad; where it and the score do not both fit, switch between them
        (from the board alone, to the score)."""
        if not self.shared_pane:
            self.pad_wanted = not self.pad_wanted
        else:
            score_in_sight = self.pad_title == SHOW_PAD
            self.pad_wanted, self.score_wanted = score_in_sight, not score_in_sight
        self.lay_out()

    # What lies around the board takes (editor_layout.Parts).

    def key_lines(self, width: int, pane: bool) -> int:
        # The longest of F8's titles: the line must hold whichever it shows.
        longest = max((SHOW_PAD, HIDE_PAD, SHOW_SCORE), key=lambda title: cell_len(_(title)))
        bindings = shown_keys(self, self.key_bindings(longest, score_away=pane))
        return len(self.query_one(KeyLine).lines(width, bindings))

    def bar_lines(self, underline: bool, fingertip: bool) -> int:
        return self.query_one(PlayerBar).lines_with(underline, fingertip)

    def palette_lines(self, width: int) -> int:
        return len(self.query_one(Palette).lines(width))

    def pad_lines(self, width: int) -> int:
        return self.query_one(TapPad).whole_rows(width)

    def paged_pad_lines(self, width: int, most: int) -> int | None:
        return self.query_one(TapPad).paged_rows(width, most)

    def score_lines(self, form: str, width: int) -> int:
        return self.query_one(ScoreColumn).lines(
            form, self.session.game.expedition.categories, width
        )

    def say_if_only_shown(self) -> None:
        """On a board another device enters (`fathom-score serve`), say so before typing;
        once it is this device's (the other one left), what was said about it goes."""
        if not self.session.may_change(self.player):
            # A page whose link named no player of the game watches: it says why (and that it
            # enters no board) here, where it stays, not only in a notice that goes.
            app = self.fathom
            self.say(app.player_error or self.how_to_join() or self.session.only_shown(self.player))
            self.said_only_shown = True
        elif self.said_only_shown:
            self.said_only_shown = False
            text = self.query_one(EntryField).value
            self.show_preview(text) if text.strip() else self.say("")

    def how_to_join(self) -> str:
        """On a player's page of a served table opened with no player (the bare join link),
        how to enter a board: it only watches, and said nothing of how to join as a player."""
        app = self.fathom
        if app.table is None or app.player is not None or app.hosts_table:
            return ""
        return _(
            "This page only shows the boards. To enter yours, open the join link with "
            "?player= and your name at its end, or type your name in the join form."
        )

    # Where it stands: kept in the session, which autosaves it, so the game is carried on
    # from the board and the zone it stopped at.

    @property
    def player(self) -> int:
        return self.session.bookmark.player

    @player.setter
    def player(self, player: int) -> None:
        self.session.bookmark = self.session.bookmark._replace(player=player)

    @property
    def shown_player(self) -> int | None:
        return self.player

    @property
    def cursor(self) -> str:
        return self.session.bookmark.zone

    @cursor.setter
    def cursor(self, zone: str) -> None:
        self.session.bookmark = self.session.bookmark._replace(zone=zone)

    # Drawing ------------------------------------------------------------------------------

    @property
    def board_view(self) -> BoardView:
        return self.query_one(BoardView)

    def refresh_game(self) -> None:
        if not self.drawable:
            return
        game = self.session.game
        self._drawn = (game, self.player)
        player = game.players[self.player]
        self.board_view.show(player.board)
        score = self.session.score_now_or_later()
        if isinstance(score, PendingScore):
            self.wait_for_score(score)
            self.set_timer(SCORE_NOTICED_AFTER, lambda: self._still_scoring(game))
        else:
            self._put_score(game, score)  # already worked out: no round trip to a worker
        self.query_one("#kept", Static).update(kept_line(player.poi_kept), layout=False)
        self._show_zone()
        self.call_after_refresh(self._show_zone)  # once laid out: is the kept line in sight?
        self.update_titles()
        self.say_if_only_shown()  # the board may have become this device's, or another's
        if self.session.autosave_due:
            self.call_after_refresh(self.autosave)

    @work(thread=True, group="autosave")
    def autosave(self) -> None:
        """Write the change's autosave once the screen shows it, off the UI thread; on a
        served game, the board goes to the shared table first (the others wait for it)."""
        if self.session.write_change():
            self.app.call_from_thread(self.update_titles)  # which says so
        if self.session.autosave_due and self.session.autosave_problem:
            self.app.call_from_thread(self._autosave_again_later)

    def _autosave_again_later(self) -> None:
        """Not written: try again in a while, once (a timer at a time), until it is."""
        if self.autosave_retry is None and self.drawable:
            self.autosave_retry = self.set_timer(AUTOSAVE_RETRY_SECONDS, self._autosave_again)

    def _autosave_again(self) -> None:
        self.autosave_retry = None
        if self.session.autosave_due and self.drawable:
            self.autosave()

    @work(thread=True, exclusive=True, group="score")
    def wait_for_score(self, pending: PendingScore) -> None:
        """Off the UI thread, so a slow board never holds up typing; a score for a game that
        has since changed is dropped (the latest game's worker shows its own)."""
        scorepad = pending.wait()
        if scorepad is not None:  # else a newer change is scored by its own worker
            self.app.call_from_thread(self._show_score, pending.game, scorepad)

    def _show_score(self, game: Game, scorepad: Scorepad) -> None:
        if game is self.session.game and self.drawable:
            self._put_score(game, scorepad)

    def _still_scoring(self, game: Game) -> None:
        """A score slower than a blink: say so rather than show the last change's numbers."""
        if self.drawable and game is self.session.game and self.scored_game is not game:
            self.query_one(ScoreColumn).waiting(game.players[self.player].name)

    def _put_score(self, game: Game, scorepad: Scorepad) -> None:
        self.query_one(ScoreColumn).show(scorepad, self.player)
        self.scored_game = game  # what the score column shows (the benchmarks wait for it)
        if self.score_in_pane:
            self._show_zone()  # with the total

    def update_titles(self) -> None:
        super().update_titles()
        if self.drawable:  # an autosave's answer may come once the screen is gone
            self.query_one("#title", Static).update(
                self.app.format_title(self.app.title, self.sub_title or ""), layout=False
            )

    def _show_zone(self) -> None:
        content = self.session.game.players[self.player].board[self.cursor]
        line = Content.from_markup(
            f"[b]{self.cursor}[/b]$said",  # "D4: 赤のサンゴ", the colon the reader's ("D4：")
            said=labelled("") + (_("empty") if content is None else describe(content)),
        )
        shown = self.query_one(ScoreColumn).shown
        if self.score_in_pane and shown is not None:  # the total in sight while it is away
            score = shown.players[self.player]
            line += Content.from_markup(
                " · [b]$name $total", name=score.name, total=str(score.total)
            )
        zone_line = self.query_one("#zone-line", Static)
        if not self._kept_in_sight():
            # Under a tall score column (Expedition 1's at 80x24), or with the score short or
            # away, the kept line is out of sight: the zone line says it where it has room.
            kept = self.session.game.players[self.player].poi_kept
            longer = line + " · " + kept_line(kept)
            if longer.cell_length <= zone_line.content_region.width:
                line = longer
        zone_line.update(line, layout=False)

    def _kept_in_sight(self) -> bool:
        """Whether the side's line of points of interest kept beside the board is all shown."""
        side, kept = self.query_one("#side"), self.query_one("#kept")
        if not (side.display and kept.display) or not kept.region:
            return False
        return kept.region.bottom <= side.region.bottom and kept.region.right <= side.region.right

    def say(self, words: Message | str, error: bool = False, whole: bool = False) -> None:
        """Say `words` on the message line (a Message, or a msgid: said in the language chosen
        now); `whole` (a preview, read before Enter) takes the board's lines too, if need be."""
        text = say(words) if words else ""
        message = self.query_one("#message", Static)
        # A long run's preview (or an error on a phone) wraps onto more lines than the message
        # has, and the hint under the field and the palette give way to it meanwhile; what is
        # longer still is cut at the lines there are, so that the board keeps its rows. Laid
        # out again only then: a layout on every key typed would slow typing.
        # Said before the first layout (a watching board's message, as the screen is first
        # drawn), the line has no width yet: it is the screen's but for the pane's padding,
        # which wrapping at one column turned into one letter a line.
        pane = self.query_one("#entry-pane")
        width = message.content_region.width or self.size.width - pane.styles.gutter.width
        width = max(width, 1)
        lines = Content(text).wrap(width)  # text: its names and errors are never markup
        arrangement = self.arrangement
        reserved = arrangement.message_lines if arrangement else MESSAGE_LINES
        long, was_long = len(lines) > reserved, pane.has_class("long-message")
        if long:
            room = (
                reserved
                + (arrangement.hint_lines if arrangement else 0)
                + (self.palette_lines(width) if arrangement and arrangement.trim.palette else 0)
            )
            if whole and arrangement and len(lines) > room:
                # A whole board's run is checked zone by zone before Enter: its preview
                # takes the board's lines meanwhile (the board has them back once it is
                # entered or cleared), and only what is longer still is cut.
                board = main_lines(arrangement, *self.app.size, self)
                room = min(len(lines), room + max(board, 0))
            if len(lines) > room:
                lines = lines[: room - 1] + [_cut(lines[room - 1], width)]
            message.styles.height = room  # the pane keeps its height
        elif was_long:
            message.styles.height = reserved
        message.update(Content("\n").join(lines), layout=long or was_long)
        pane.set_class(long, "long-message")
        message.set_class(error, "error")

    # The cursor ---------------------------------------------------------------------------

    def zone_chosen(self, zone: str) -> None:
        """The board's cursor moved (by key, by mouse or by go_to)."""
        self.cursor = zone
        self._show_zone()

    def go_to(self, zone: str) -> None:
        self.cursor = zone  # now, not when the board's message arrives: the next entry reads it
        self.board_view.cursor = zone

    def action_move_up(self) -> None:
        self.board_view.action_move_up()

    def action_move_down(self) -> None:
        self.board_view.action_move_down()

    def step(self, direction: str) -> None:
        """← or → in the empty entry field."""
        self.board_view.action_move(direction)

    async def action_focus_board(self) -> None:
        """Esc in the entry field: the keys go to the board. As the app takes Esc, once the
        field has taken the keys typed before it: moved later, the focus left the keys typed
        just after Esc (`Esc d d`, in one burst) to the field, as text."""
        await self._focus_in_turn(self.query_one(EntryField), self.board_view)

    async def action_focus_entry(self) -> None:
        """Enter or i on the board: back to typing, as Esc goes to the board."""
        await self._focus_in_turn(self.board_view, self.query_one(EntryField))

    async def _focus_in_turn(self, away: Widget, to: Widget) -> None:
        if self.focused is not away:
            raise SkipAction()  # Enter, i or Esc means something else there
        await caught_up(away)
        self.set_focus(to)  # now: Widget.focus would wait behind the keys already taken

    # Players ------------------------------------------------------------------------------

    def action_player(self, offset: int) -> None:
        self.action_show_player((self.player + offset) % len(self.session.game.players))

    def action_show_player(self, player: int) -> None:
        if player == self.player:
            return
        self.cursors[self.player] = self.cursor
        self.player = player
        self.query_one(PlayerBar).shown = player
        # Each board has its own cursor: back where it was left, else at the board's start.
        self.go_to(self.cursors.get(player, self.session.game.layout.zones[0]))
        # What was said was about the last player's board; what is typed is read on this one.
        text = self.query_one(EntryField).value
        self.show_preview(text) if text.strip() else self.say("")
        self.refresh_game()

    # Entry --------------------------------------------------------------------------------

    def action_type_code(self, code: str) -> None:
        entry = self.query_one(EntryField)
        entry.insert_text_at_cursor(code)
        entry.focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.value != event.input.value:
            return  # the field changed since, or was entered (a burst of taps): stale
        if not event.value.strip():
            self.offer_fix("")
            # Keep saying how the last entry went; an error was about text that is gone now.
            if self.query_one("#message").has_class("error"):
                self.say("")
            return
        self.show_preview(event.value)

    def show_preview(self, text: str) -> None:
        outcome = self.session.preview(self.player, self.cursor, text)
        said = say(outcome.message) if outcome.message else ""
        self.offer_fix(outcome.fix)
        self.say(self._with_fix(said, outcome.fix), error=said.startswith("✗"), whole=True)

    def offer_fix(self, fix: str) -> None:
        """Tab in the field takes `fix`, the entry a refusal suggests (none: Tab as usual)."""
        self.query_one(EntryField).fix = fix

    @staticmethod
    def _with_fix(said: Message | str, fix: str) -> Message | str:
        return message("{refusal} (Tab takes it)", refusal=say(said)) if fix else said

    def enter_text(self, text: str) -> None:
        """Enter what was typed, as Enter was typed (EntryField hands it on in turn)."""
        try:
            outcome = self.session.enter(self.player, self.cursor, text)
        except (NotationError, Refused) as error:
            fix = getattr(error, "fix", "")
            said = message("✗ Not entered: {error}", error=str(error))
            self.say(self._with_fix(said, fix), error=True)
            self.app.bell()
            # Back to be corrected, unless typing went on (the keys handed to the field
            # before this, in the same burst: joined to them, it could be entered on the next
            # board). Not on a board another device enters: no correction makes it this
            # one's, and left in the field it would be entered with the next entry once the
            # board is (over the other device's zones).
            if not isinstance(error, NotYours):
                self._put_back_unless_typing_goes_on(text, fix)
            return
        self.say(outcome.message)
        self.go_to(outcome.cursor)
        self.refresh_game()

    # The tap pad ------------------------------------------------------------------------

    def on_tap_pad_tapped(self, event: TapPad.Tapped) -> None:
        """An item tapped: what its key would do, or its code typed on the end of the field."""
        entry = self.query_one(EntryField)
        action = event.item.action
        if action == ENTER:
            entry.enter_now()
        elif action == BACKSPACE:
            entry.value = entry.value[:-1]
        elif action == CLEAR_FIELD:
            entry.value = ""
        elif action == UNDO:
            self.action_undo()
        else:
            entry.value = tapped(entry.value, event.item.code, self.session.game)
        entry.cursor_position = len(entry.value)

    def _put_back_unless_typing_goes_on(self, text: str, fix: str = "") -> None:
        entry = self.query_one(EntryField)
        taken = entry.keys_taken

        def put_back() -> None:
            if entry.keys_taken == taken:
                with self.prevent(Input.Changed):  # the message says why already
                    entry.value = text
                    entry.cursor_position = len(text)
                    entry.fix = fix

        # Once the keys the app has taken already (the rest of a burst) have reached the
        # field, and the field has taken them.
        self.app.call_later(entry.call_later, put_back)

    def action_clear_zone(self) -> None:
        try:
            self.session.set_zone(self.player, self.cursor, None)
        except Refused as error:
            self.say(message("✗ Not cleared: {error}", error=str(error)), error=True)
            return
        self.say(message("{zone}: cleared", zone=self.cursor))
        self.refresh_game()

    # Undo, on this board only -------------------------------------------------------------

    def action_undo(self) -> None:
        self._history(self.session.undo, N_("Nothing to undo on this board"))

    def action_redo(self) -> None:
        self._history(self.session.redo, N_("Nothing to redo on this board"))

    def _history(self, step: Callable[[int], Message | str | None], nothing: str) -> None:
        try:
            done = step(self.player)
        except Refused as error:
            self.say(f"✗ {error}", error=True)
            return
        self.say(done or nothing)
        self.refresh_game()

    # Other screens ------------------------------------------------------------------------

    def action_scorepad(self) -> None:
        from .scorepad import ScorepadScreen

        self.app.push_screen(ScorepadScreen(self.session, self.player))

    def on_screen_resume(self) -> None:
        # Back from another screen; a screen just mounted was drawn by on_mount already.
        if self._drawn != (self.session.game, self.player):
            self.refresh_game()


def kept_line(kept: tuple[PoiKind, ...]) -> str:
    """The points of interest kept beside the board, in the reader's words (彫像 for statue)."""
    names = tuple(kind.word for kind in kept)
    return say(message("Kept beside the board: {kept}", kept=names if names else message("none")))


def _cut(line: Content, width: int) -> Content:
    """The line ended with `…` within `width` cells, cut between words where it has a space
    (and never inside a double-width character)."""
    room = len(within(line.plain, width - 1))  # the characters that fit in width - 1 cells
    space = line.plain.rfind(" ", 0, room)
    return line[: space if space > 0 else room] + "…"
