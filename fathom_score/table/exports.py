"""The scorepad written out as Markdown, CSV or JSON; the numbers all come from the core.

Markdown and CSV are for people: their words are in the chosen language (the players' names
and the numbers as they are). JSON is the scorepad's data, the same in every language."""

from __future__ import annotations

import csv
import io
import json

from ..model import CATEGORY_LABELS
from ..scoring import Scorepad
from ..words import _, and_list, message, say

FORMATS = {"markdown": ".md", "csv": ".csv", "json": ".json"}


def _rows(scorepad: Scorepad) -> list[list[str]]:
    players = scorepad.players
    rows = [[_("Category"), *(p.name for p in players)]]
    rows += [
        [_(CATEGORY_LABELS[c]), *(str(p.categories[c].points) for p in players)]
        for c in scorepad.categories
    ]
    rows.append([_("Total"), *(str(p.total) for p in players)])
    rows.append([_("Discovered tiles"), *(str(p.discovered_tiles) for p in players)])
    rows.append([_("Place"), *(str(p.place) for p in players)])
    return rows


def to_markdown(scorepad: Scorepad) -> str:
    header, *body = _rows(scorepad)
    lines = [
        "# " + say(message("Fathom — Expedition {number}", number=scorepad.expedition)),
        "",
        "| " + " | ".join(header) + " |",
        "|" + "---|" + "---:|" * (len(header) - 1),
    ]
    lines += ["| " + " | ".join(row) + " |" for row in body]
    winners = and_list(tuple(scorepad.winners))
    lines += ["", say(message("Winner: {names}", names=winners)), ""]
    return "\n".join(lines)


def to_csv(scorepad: Scorepad) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(_rows(scorepad))
    return out.getvalue()


def to_json(scorepad: Scorepad) -> str:
    return json.dumps(scorepad.to_json(), indent=2, ensure_ascii=False) + "\n"


WRITERS = {"markdown": to_markdown, "csv": to_csv, "json": to_json}
