"""Driving `fathom-score serve` in a real browser: Debian's Chromium through Playwright.

Used by the browser tests and by scripts/serve_screenshot.py. Playwright's own browser
download is never used: the Chromium is /usr/bin/chromium (`apt-get install chromium`) or the
binary $FATHOM_SCORE_CHROMIUM names, run headless with no sandbox, no GPU and nothing of
Chromium's own networking (updates, sync, QUIC), in a fresh profile.

The page draws the terminal with xterm.js on a canvas, so its text is not in the page's DOM.
To read what the page shows, the browser under test keeps the xterm.js Terminal that
textual-serve's textual.js creates as `window.fathomTerminal` (expose_terminal), whose buffer
is what xterm.js draws. The server and its scripts are unchanged.
"""

from __future__ import annotations

import contextlib
import os
import re
import selectors
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_VARIABLE = "FATHOM_SCORE_CHROMIUM"
DEBIAN_CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Every tab at full speed: several players' pages are open at once, and the
    # timers of a tab not in front are otherwise slowed to once a second.
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
# How long to wait for something that should come at once; only ever a limit on a hang.
PATIENCE_MS = 20_000

_READ_SCREEN = """() => {
  const terminal = window.fathomTerminal;
  if (!terminal) return "";
  const buffer = terminal.buffer.active, lines = [];
  for (let row = 0; row < terminal.rows; row++) {
    const line = buffer.getLine(buffer.viewportY + row);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
}"""


def chromium_path() -> str | None:
    """The Chromium to drive, or None when there is none."""
    path = os.environ.get(CHROMIUM_VARIABLE) or DEBIAN_CHROMIUM
    return path if os.access(path, os.X_OK) else None


def no_chromium_reason() -> str:
    return (
        f"no Chromium at {os.environ.get(CHROMIUM_VARIABLE) or DEBIAN_CHROMIUM}: install "
        f"Debian's (apt-get install chromium) or set {CHROMIUM_VARIABLE} to a Chromium "
        "binary to run the browser tests"
    )


@dataclass
class Table:
    """A running `fathom-score serve`."""

    process: subprocess.Popen[bytes]
    code: str
    base: str  # http://127.0.0.1:PORT
    announcement: str  # what it printed on starting
    later: list[bytes]  # what it printed since
    home: Path | None = None  # its FATHOM_SCORE_HOME
    orphans: list[int] = field(default_factory=list)  # its app processes when it was killed

    @property
    def database(self) -> Path:
        """The database its sessions share the game through."""
        assert self.home is not None
        return self.home / "history.sqlite3"

    @property
    def host(self) -> str:
        return urlsplit(self.base).netloc

    def link(self, player: str | None = None) -> str:
        return f"{self.base}/join/{self.code}" + (f"?player={player}" if player else "")

    @property
    def host_link(self) -> str:
        """The host's own page (its key is made at each start), as the terminal printed it."""
        found = re.search(r"Your own page \(.*\): (http://\S+)", self.announcement)
        assert found, self.announcement
        return found.group(1)

    def stop(self) -> None:
        """Stop the server (SIGTERM, then SIGKILL), and end the app processes of a server
        killed (`crash`) that are still there: they quit by themselves once their input
        closes, but a test that failed on the way must leave none behind either."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(map(alive, self.orphans)):
            time.sleep(0.05)
        for pid in self.orphans:
            if alive(pid) and b"fathom_score" in _command_line(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)

    def crash(self) -> None:
        """Kill the server with SIGKILL, as a crash would (its app processes are noted, for
        `stop`)."""
        self.orphans += children(self.process.pid)
        self.process.kill()
        self.process.wait()


PR_SET_PDEATHSIG = 1  # prctl's option (linux/prctl.h)


def end_with_the_tests() -> None:
    """In a server's child process before it runs: on Linux, the kernel sends it SIGTERM when
    the test process that started it dies (pytest or its worker killed, as by a CI timeout), so
    that no server is left serving, with its app processes, after the tests; the fixtures'
    teardown, which stops it otherwise, never runs then. Elsewhere nothing: the fixtures stop it."""
    if sys.platform == "linux":
        import ctypes
        import signal

        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def start_table(
    game: Path | None, home: Path, port: int = 0, open_files: int | None = None
) -> Table:
    """Start `fathom-score serve --port PORT [GAME]` with its own FATHOM_SCORE_HOME (and at
    most `open_files` open files, if given); return once it has printed its join code and
    address."""
    command = [sys.executable, "-m", "fathom_score", "serve", "--port", str(port)]
    if game is not None:
        command.append(str(game))
    environment = dict(os.environ, FATHOM_SCORE_HOME=str(home), PYTHONUNBUFFERED="1")

    def in_the_child() -> None:
        if open_files is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))
        end_with_the_tests()

    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env=environment,
        cwd=ROOT,
        preexec_fn=in_the_child,
        start_new_session=True,
    )  # its own group, as in a terminal
    assert process.stdout is not None
    output = process.stdout.fileno()
    printed = b""
    deadline = time.monotonic() + PATIENCE_MS / 1000
    with selectors.DefaultSelector() as selector:
        selector.register(output, selectors.EVENT_READ)
        while b"Press Ctrl+C" not in printed:
            if time.monotonic() > deadline:
                process.kill()
            if process.poll() is not None:
                raise RuntimeError(
                    "fathom-score serve did not start:\n" + printed.decode(errors="replace")
                )
            if selector.select(timeout=0.1):
                printed += os.read(output, 65536)
    # From now on the server's output is only kept, so that it never fills the pipe.
    later: list[bytes] = []
    threading.Thread(target=_drain, args=(output, later), daemon=True).start()
    text = printed.decode()
    code = re.search(r"Join code:\s+(\S+)", text)
    link = re.search(r"Join link:\s+(http://[^/\s]+)/join/", text)
    assert code and link, text
    return Table(process, code.group(1), link.group(1), text, later, home)


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` now (Linux: read from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and _stat(int(entry.name))[1:2] == [str(pid)]:
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie, ended but not yet waited for, does not)."""
    return _stat(pid)[:1] not in ([], ["Z"])


def memory_mb(pids: list[int]) -> float:
    """The resident memory of these processes, together, in MB."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            status = Path(f"/proc/{pid}/status").read_text()
            total += sum(
                int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")
            )
    return total / 1024


def _stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command's name (state, parent, …); [] once the
    process is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return []


def sessions_of(server: int) -> list[int]:
    """The app processes of the server `server` that run a session: every child but a spare
    still waiting for one (it runs `--spare-session`, on one thread: the app, once it
    runs, has its input thread too)."""

    def waiting(pid: int) -> bool:
        with contextlib.suppress(OSError):
            return (
                b"--spare-session" in Path(f"/proc/{pid}/cmdline").read_bytes()
                and len(list(Path(f"/proc/{pid}/task").iterdir())) == 1
            )
        return False

    return [pid for pid in children(server) if not waiting(pid)]


def _command_line(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _drain(output: int, into: list[bytes]) -> None:
    with contextlib.suppress(OSError):
        while chunk := os.read(output, 65536):
            into.append(chunk)


def launch(
    playwright: Any, profile: Path, width: int = 1280, height: int = 800, touch: bool = False
) -> Any:
    """Headless Chromium in a fresh profile: a persistent browser context. With `touch`, as
    a phone's or tablet's browser: a mobile viewport, a touch screen, two pixels a point."""
    device = {"is_mobile": True, "has_touch": True, "device_scale_factor": 2} if touch else {}
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=chromium_path(),
        headless=True,
        args=CHROMIUM_ARGS,
        viewport={"width": width, "height": height},
        accept_downloads=True,
        **device,
    )


def expose_terminal(page: Any) -> None:
    """Keep the xterm.js Terminal that textual.js makes as `window.fathomTerminal` in this page.

    textual.js keeps it as the `terminal` property of its own object. A setter for that name,
    added to every object before the page's scripts run, notes the one that holds a terminal
    buffer, then steps aside (the object gets an ordinary property). Nothing is fetched or
    changed on the way, so the page loads as any browser loads it, from its cache too (a
    Playwright route, which could hand the page an altered script, turns the cache off)."""
    page.add_init_script(_KEEP_TERMINAL)


_KEEP_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true,
                                             enumerable: true});
    if (value && value.buffer && value.rows) window.fathomTerminal = value;
  },
});
"""


def screen_text(page: Any) -> str:
    """The text the page's terminal shows, row by row."""
    return str(page.evaluate(_READ_SCREEN))


def wait_for_screen(page: Any, pattern: str, patience_ms: int = PATIENCE_MS) -> str:
    """Wait until the page's terminal shows text matching the regular expression `pattern`;
    return the screen. On a timeout, the assertion says what the page showed instead."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            f"(pattern) => new RegExp(pattern).test(({_READ_SCREEN})())",
            arg=pattern,
            timeout=patience_ms,
        )
    except PlaywrightTimeout:
        raise AssertionError(
            f"in {patience_ms} ms the page never showed {pattern!r}; it shows:\n{screen_text(page)}"
        ) from None
    return screen_text(page)
