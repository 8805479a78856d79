"""The ocean board: zones on a hexagonal lattice, read from a layout data file.

Only the zones' axial coordinates live in the data file; everything a rule needs (neighbours,
edge zones, lines of sight, regions, the board's symmetries) is derived here, so a player whose
physical board differs can describe it in a copy of the file without touching code.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterator, Mapping
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..labels import DIRECTION_WORDS
from ..words import Message, and_list, message, say
from .toml_text import read_toml, shown, toml_problem

if TYPE_CHECKING:
    import networkx as nx

Axial = tuple[int, int]

# The six directions, clockwise from east, as axial steps. Row A is the far edge, so "north"
# (NE, NW) points towards row A.
DIRECTIONS: dict[str, Axial] = {
    "E": (1, 0),
    "SE": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (0, -1),
    "NE": (1, -1),
}


def direction_word(direction: str) -> Message:
    """A direction (E, NE …) in words: "NE" in English, 北東 in Japanese; one no rule knows
    (refused when a game is read) as it is written."""
    return Message(DIRECTION_WORDS.get(direction, direction))


# Regions of the divided side are numbered clockwise starting with the slice at the top (the far
# edge, row A). Each slice is spanned by two neighbouring corner rays, taken clockwise.
_REGION_RAYS = ("NW", "NE", "E", "SE", "SW", "W")


MAX_LAYOUT_BYTES = 100_000
# The package's own layout files (plain files beside this module: the package is never zipped).
BUILT_IN_LAYOUTS = Path(__file__).parent / "layouts"


Cube = tuple[int, int, int]


# A zone lies at most this many steps from the centre: twice the standard board's reach, and
# every table and drawing made from the coordinates stays small (a layout scaled by 10**7 once
# had `explain` take gigabytes).
MAX_REACH = 6
MAX_ZONE_NAME = 8  # what a zone's cell on the board map shows
MAX_LAYOUT_NAME = 40
LAYOUT_KEYS = ("name", "centre", "zones")


class LayoutError(ValueError):
    """A layout data file that does not describe a usable board; `problems` lists every one,
    each a Message naming the file, said in the reader's language where it is shown."""

    def __init__(self, problems: Message | list[Message]) -> None:
        self.problems = [problems] if isinstance(problems, Message) else problems
        super().__init__(*self.problems)

    def __str__(self) -> str:
        return "\n".join(say(problem) for problem in self.problems)


class Layout:
    """The zones of one ocean board and the geometry derived from them."""

    def __init__(self, name: str, centre: str, coords: Mapping[str, Axial]) -> None:
        self.name = name
        self.centre = centre
        self.coords: dict[str, Axial] = dict(coords)
        self._zone_at: dict[Axial, str] = {axial: zone for zone, axial in self.coords.items()}
        if len(self._zone_at) != len(self.coords):
            raise LayoutError(message("layout {name!r}: two zones share one position", name=name))
        if centre not in self.coords:
            raise LayoutError(
                message(
                    "layout {name!r}: the centre {centre!r} is not one of its zones",
                    name=name,
                    centre=centre,
                )
            )

    def __repr__(self) -> str:
        return f"Layout({self.name!r}, {len(self.coords)} zones)"

    # Each game file loads its layout afresh; games read from the same board must compare equal.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Layout):
            return NotImplemented
        return (self.name, self.centre, self.coords) == (other.name, other.centre, other.coords)

    def __hash__(self) -> int:
        return hash((self.name, self.centre, frozenset(self.coords.items())))

    def __contains__(self, zone: object) -> bool:
        return zone in self.coords

    def __iter__(self) -> Iterator[str]:
        return iter(self.coords)

    def __len__(self) -> int:
        return len(self.coords)

    @cached_property
    def zones(self) -> tuple[str, ...]:
        return tuple(self.coords)

    @cached_property
    def index(self) -> dict[str, int]:
        """Each zone's place in layout order: groups and reasons list zones in this order."""
        return {zone: i for i, zone in enumerate(self.coords)}

    def step(self, zone: str, direction: str) -> str | None:
        """The zone one step from `zone` in `direction`, or None off the board."""
        q, r = self.coords[zone]
        dq, dr = DIRECTIONS[direction]
        return self._zone_at.get((q + dq, r + dr))

    def neighbours(self, zone: str) -> tuple[str, ...]:
        """The zones sharing an edge with `zone`, clockwise from east."""
        return self._neighbours[zone]

    @cached_property
    def _neighbours(self) -> dict[str, tuple[str, ...]]:
        return {
            zone: tuple(n for d in DIRECTIONS if (n := self.step(zone, d)) is not None)
            for zone in self.coords
        }

    def is_edge(self, zone: str) -> bool:
        """An edge zone has fewer than six neighbours on the board."""
        return len(self._neighbours[zone]) < len(DIRECTIONS)

    @cached_property
    def edge_zones(self) -> tuple[str, ...]:
        return tuple(zone for zone in self.coords if self.is_edge(zone))

    def line(self, zone: str, direction: str) -> tuple[str, ...]:
        """The straight line of zones from `zone` (not included) to the board edge."""
        return self._lines[zone, direction]

    @cached_property
    def _lines(self) -> dict[tuple[str, str], tuple[str, ...]]:
        # Every camera and multicoloured-coral choice asks for lines: work each out once.
        return {
            (zone, direction): self._walk(zone, direction)
            for zone in self.coords
            for direction in DIRECTIONS
        }

    def _walk(self, zone: str, direction: str) -> tuple[str, ...]:
        zones = []
        current = self.step(zone, direction)
        while current is not None:
            zones.append(current)
            current = self.step(current, direction)
        return tuple(zones)

    @cached_property
    def graph(self) -> nx.Graph[str]:
        """Zones as nodes, neighbouring zones joined by an edge.

        Built once per layout (built-in layouts and layout files are loaded once per process,
        see `load_layout`). Scoring walks the neighbour table this graph is built from, which
        is the same adjacency without a graph library call per step.
        """
        import networkx as nx  # deferred: the app's first screen needs no graph

        graph: nx.Graph[str] = nx.Graph()
        graph.add_nodes_from(self.coords)
        graph.add_edges_from((z, n) for z in self.coords for n in self.neighbours(z))
        return graph

    def region(self, zone: str) -> int | None:
        """The divided side's region (1-6, clockwise from the top) of a zone; None at the centre."""
        return self._regions.get(zone)

    @cached_property
    def _regions(self) -> dict[str, int]:
        cq, cr = self.coords[self.centre]
        regions = {}
        for zone, (q, r) in self.coords.items():
            offset = (q - cq, r - cr)
            for number, (first, second) in enumerate(_slices(), start=1):
                if _in_slice(offset, DIRECTIONS[first], DIRECTIONS[second]):
                    regions[zone] = number
                    break
        return regions

    def rotated(self, zone: str, turns: int = 1) -> str | None:
        """The zone that `zone` moves to when the board turns 60 degrees clockwise `turns` times."""
        return self._map_around_centre(zone, lambda x, y, z: (-y, -z, -x), turns)

    def mirrored(self, zone: str) -> str | None:
        """The zone that `zone` moves to when the board is mirrored left to right."""
        return self._map_around_centre(zone, lambda x, y, z: (z, y, x), 1)

    def _map_around_centre(
        self, zone: str, transform: Callable[[int, int, int], Cube], times: int
    ) -> str | None:
        cq, cr = self.coords[self.centre]
        q, r = self.coords[zone]
        cube = (q - cq, r - cr, -(q - cq) - (r - cr))
        for _ in range(times % 6):
            cube = transform(*cube)
        return self._zone_at.get((cube[0] + cq, cube[1] + cr))


def rotated_direction(direction: str, turns: int = 1) -> str:
    names = list(DIRECTIONS)
    return names[(names.index(direction) + turns) % len(names)]


def mirrored_direction(direction: str) -> str:
    return {"E": "W", "W": "E", "NE": "NW", "NW": "NE", "SE": "SW", "SW": "SE"}[direction]


def _slices() -> Iterator[tuple[str, str]]:
    for index, first in enumerate(_REGION_RAYS):
        yield first, _REGION_RAYS[(index + 1) % len(_REGION_RAYS)]


def _in_slice(offset: Axial, first: Axial, second: Axial) -> bool:
    """Whether offset = a*first + b*second with a >= 1 and b >= 0 (first ray in, second out)."""
    det = first[0] * second[1] - first[1] * second[0]
    a = (offset[0] * second[1] - offset[1] * second[0]) / det
    b = (first[0] * offset[1] - first[1] * offset[0]) / det
    return a >= 1 and b >= 0


def load_layout(reference: str | Path = "standard", base: Path | None = None) -> Layout:
    """A built-in layout by name, or a layout file by path (relative to `base`)."""
    return _parsed_layout(*_layout_text(reference, base))


# Every game file names its layout, and a game is loaded for every scoring: the same text gives
# the same Layout object, so its neighbour tables, lines and graph are worked out once.
@lru_cache(maxsize=16)
def _parsed_layout(text: str, origin: str) -> Layout:
    try:
        data = read_toml(text)
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error, text)
        raise LayoutError(
            message(
                "layout {origin}: line {line}: not valid TOML: {problem}",
                origin=origin,
                line=line,
                problem=problem,
            )
            if line
            else message(
                "layout {origin}: not valid TOML: {problem}", origin=origin, problem=problem
            )
        ) from None
    return _LayoutReader(origin).layout(data)


class _LayoutReader:
    """Checks a layout file's document as the game reader checks a game's: every problem is
    collected, each naming the file and the zone, and no layout is made unless there are none."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.problems: list[Message] = []

    def fail(self, problem: Message) -> None:
        self.problems.append(
            message("layout {origin}: {problem}", origin=self.origin, problem=problem)
        )

    def layout(self, data: dict[str, Any]) -> Layout:
        for key in data:
            if key not in LAYOUT_KEYS:
                self.fail(
                    message(
                        "unknown key {key}; allowed: {allowed}",
                        key=shown(key),
                        allowed=tuple(LAYOUT_KEYS),
                    )
                )
        name = data.get("name", self.origin)
        if "name" in data and not _is_name(name, MAX_LAYOUT_NAME):
            self.fail(
                message(
                    "name = {name}: a layout's name is 1 to {most} printable characters",
                    name=shown(name),
                    most=MAX_LAYOUT_NAME,
                )
            )
        coords = self._coords(data.get("zones"))
        centre: Any = data.get("centre")
        if centre is None:
            self.fail(message('missing centre = "ZONE", the zone at the middle of the board'))
        elif not isinstance(centre, str) or centre not in coords:
            self.fail(message("the centre {centre} is not one of its zones", centre=shown(centre)))
        else:
            self._reach(coords, centre)
        self._shared_places(coords)
        if self.problems:
            raise LayoutError(self.problems)
        return Layout(name, centre, coords)

    def _coords(self, zones: object) -> dict[str, Axial]:
        if not isinstance(zones, dict) or not zones:
            self.fail(message("[zones] must be a table of ZONE = [q, r] lines"))
            return {}
        coords = {}
        for zone, place in zones.items():
            if not _is_name(zone, MAX_ZONE_NAME):
                self.fail(
                    message(
                        "zone {zone}: a zone's name is 1 to {most} printable characters",
                        zone=shown(zone),
                        most=MAX_ZONE_NAME,
                    )
                )
            elif (
                not isinstance(place, list)
                or len(place) != 2
                or not all(type(c) is int for c in place)
            ):
                # type(), not isinstance: true is no coordinate, and 0.5 is not 0.
                self.fail(
                    message(
                        "zone {zone}: {place}: a zone's place is two whole numbers [q, r]",
                        zone=zone,
                        place=shown(place),
                    )
                )
            else:
                coords[zone] = (place[0], place[1])
        return coords

    def _reach(self, coords: dict[str, Axial], centre: str) -> None:
        cq, cr = coords[centre]
        for zone, (q, r) in coords.items():
            steps = (abs(q - cq) + abs(r - cr) + abs(q - cq + r - cr)) // 2
            if steps > MAX_REACH:
                self.fail(
                    message(
                        "zone {zone}: [{q}, {r}] is {steps} steps from the centre {centre}; a "
                        "board reaches at most {most}",
                        zone=zone,
                        q=q,
                        r=r,
                        steps=f"{steps:,}",
                        centre=centre,
                        most=MAX_REACH,
                    )
                )

    def _shared_places(self, coords: dict[str, Axial]) -> None:
        at: dict[Axial, list[str]] = {}
        for zone, place in coords.items():
            at.setdefault(place, []).append(zone)
        for (q, r), zones in at.items():
            if len(zones) > 1:
                names = and_list(list(zones))
                self.fail(
                    message("zones {zones} are both at [{q}, {r}]", zones=names, q=q, r=r)
                    if len(zones) == 2
                    else message("zones {zones} are all at [{q}, {r}]", zones=names, q=q, r=r)
                )


def _is_name(name: object, longest: int) -> bool:
    """A name a file gives: printable (no escape sequence reaches a terminal through it)."""
    return (
        isinstance(name, str)
        and 0 < len(name) <= longest
        and name.isprintable()
        and bool(name.strip())
    )


@lru_cache(maxsize=64)
def _built_in_text(name: str) -> str | None:
    builtin = BUILT_IN_LAYOUTS / f"{name}.toml"
    return builtin.read_text(encoding="utf-8") if builtin.is_file() else None


def _layout_text(reference: str | Path, base: Path | None) -> tuple[str, str]:
    name = str(reference)
    if "/" not in name and "\\" not in name and (text := _built_in_text(name)) is not None:
        return text, name
    path = Path(name)
    if base is not None and not path.is_absolute():
        path = base / path
    try:
        # Only a regular file of sensible size: "/dev/zero" or a huge file must not hang us.
        if not path.is_file() or path.stat().st_size > MAX_LAYOUT_BYTES:
            raise LayoutError(
                message(
                    "layout {name!r} is neither a built-in layout (standard) nor a "
                    "layout file of at most {most} bytes",
                    name=name,
                    most=f"{MAX_LAYOUT_BYTES:,}",
                )
            )
        return path.read_text(encoding="utf-8"), str(path)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path, or not UTF-8
        raise LayoutError(
            message(
                "layout {name!r} is neither a built-in layout (standard) nor a readable "
                "file: {error}",
                name=name,
                error=str(error),
            )
        ) from None


STANDARD = load_layout("standard")
