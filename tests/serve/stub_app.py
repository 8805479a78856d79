"""A stand-in for the app process behind a websocket, run by path: it says it is a Textual app
(`__GANGLION__`), writes where it can be found and the page size it was started at into
RECORD (a line `pid COLUMNS ROWS`), and then

- `polite`: reads its standard input until it closes, keeping it in RECORD.input, then ends;
- `stubborn`: ignores SIGTERM and its input, writes half a megabyte to its standard error (a
  reader that stops reading leaves it blocked on a full pipe) and sleeps for ever: only
  SIGKILL ends it.

Usage: python stub_app.py polite|stubborn RECORD
"""

from __future__ import annotations

import os
import signal
import sys
import time

ERRORS = 512 * 1024


def main(mode: str, record: str) -> None:
    with open(record, "ab", buffering=0) as kept:
        kept.write(f"{os.getpid()} {os.environ.get('COLUMNS')} {os.environ.get('ROWS')}\n".encode())
        os.write(1, b"__GANGLION__\n")
        if mode == "stubborn":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            os.write(2, b"x" * ERRORS)
            while True:
                time.sleep(60)
    with open(f"{record}.input", "ab", buffering=0) as given:
        while data := os.read(0, 65536):
            given.write(data)


if __name__ == "__main__":
    main(*sys.argv[1:3])
