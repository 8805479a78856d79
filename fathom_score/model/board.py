"""A player's ocean board: what lies in each zone, and the board as a graph."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .layout import STANDARD, Layout
from .once import worked_out_once
from .tiles import Content, Poi, Species, Stingray, Tile

if TYPE_CHECKING:
    import networkx as nx


class NoTile(LookupError):
    """A tile is asked of a zone that holds none: the zone is empty or holds a token."""

    def __init__(self, zone: str, content: Content | None) -> None:
        held = "is empty" if content is None else f"holds a {type(content).__name__} token"
        super().__init__(f"no tile at zone {zone}: it {held}")
        self.zone = zone


@dataclass(frozen=True)
class Board:
    """The contents of a player's occupied zones on a layout. Empty zones are simply absent."""

    zones: Mapping[str, Content] = field(default_factory=dict)
    layout: Layout = STANDARD

    def __getitem__(self, zone: str) -> Content | None:
        return self.zones.get(zone)

    def tile(self, zone: str) -> Tile | None:
        """The tile at `zone`, or None if the zone is empty or holds a token."""
        return self._tiles_by_zone.get(zone)

    def tile_at(self, zone: str) -> Tile:
        """The tile at a zone that must hold one (a zone `zones_with` or `tiles` gave, say);
        NoTile if it does not."""
        try:
            return self._tiles_by_zone[zone]
        except KeyError:
            raise NoTile(zone, self.zones.get(zone)) from None

    def tiles(self) -> tuple[tuple[str, Tile], ...]:
        """Occupied zones holding a tile, in layout order."""
        return self._tiles

    def zones_with(self, species: Species) -> tuple[str, ...]:
        return self._zones_with.get(species, ())

    def icons(self, species: Species) -> int:
        return sum(self._tiles_by_zone[zone].count(species) for zone in self.zones_with(species))

    # A board is never changed once built (`with_zone` and `with_pins` make a new one), and the
    # rules ask for its tiles and each species' zones dozens of times a game: work them out once.
    @worked_out_once
    def _tiles_by_zone(self) -> dict[str, Tile]:
        """The tiles by zone, in layout order."""
        tiles = {z: c for z, c in self.zones.items() if isinstance(c, Tile)}
        order = sorted(tiles, key=self.layout.index.__getitem__)
        # Boards are nearly always built in layout order already.
        return tiles if order == list(tiles) else {z: tiles[z] for z in order}

    @worked_out_once
    def _tiles(self) -> tuple[tuple[str, Tile], ...]:
        return tuple(self._tiles_by_zone.items())

    @worked_out_once
    def _zones_with(self) -> dict[Species, tuple[str, ...]]:
        zones: dict[Species, list[str]] = {}
        for zone, tile in self._tiles_by_zone.items():
            for species, number in tile.icons:
                if number > 0:
                    zones.setdefault(species, []).append(zone)
        return {species: tuple(found) for species, found in zones.items()}

    def is_empty(self, zone: str) -> bool:
        """No tile and no token of any kind."""
        return zone not in self.zones

    def stingrays(self) -> tuple[str, ...]:
        return tuple(z for z, c in self._in_layout_order() if isinstance(c, Stingray))

    def pois(self) -> tuple[tuple[str, Poi], ...]:
        return tuple((z, c) for z, c in self._in_layout_order() if isinstance(c, Poi))

    def _in_layout_order(self) -> list[tuple[str, Content]]:
        return sorted(self.zones.items(), key=lambda item: self.layout.index[item[0]])

    def at_game_end(self) -> Board:
        """The board as scored: undiscovered tiles are removed, leaving their zones empty."""
        kept = {
            zone: content
            for zone, content in self.zones.items()
            if not (isinstance(content, Tile) and not content.discovered)
        }
        return Board(kept, self.layout)

    @worked_out_once
    def discovered_tiles(self) -> int:
        """Discovered tiles on the board; the winner's tie-break."""
        return sum(t.tile_count for t in self._tiles_by_zone.values() if t.discovered)

    def with_zone(self, zone: str, content: Content | None) -> Board:
        zones = dict(self.zones)
        if content is None:
            zones.pop(zone, None)
        else:
            zones[zone] = content
        return Board(zones, self.layout)

    def with_pins(self, colours: Mapping[str, str]) -> Board:
        """The board with multicoloured corals counted as the given colours."""
        zones = dict(self.zones)
        for zone, colour in colours.items():
            tile = zones[zone]
            assert isinstance(tile, Tile), f"only a tile is pinned, not {tile!r} at {zone}"
            zones[zone] = tile.pinned_to(colour)
        board = Board(zones, self.layout)
        # Pinning changes colours, never which zones show which species: the colour choice
        # pins many boards, and each would work this out again.
        if "_zones_with" in self.__dict__:
            board.__dict__["_zones_with"] = self._zones_with
        return board

    def transformed(
        self, move_zone: Callable[[str], str | None], move_direction: Callable[[str], str]
    ) -> Board:
        """The same tiles moved by one of the board's symmetries (rotation or mirror)."""
        zones = {}
        for zone, content in self.zones.items():
            if isinstance(content, Tile) and content.facing:
                content = replace(content, facing=move_direction(content.facing))
            target = move_zone(zone)
            if target is None:
                raise ValueError(f"zone {zone} has no image on layout {self.layout.name}")
            zones[target] = content
        return Board(zones, self.layout)

    @worked_out_once
    def graph(self) -> nx.Graph[str]:
        """The layout's graph with each zone's content as its `content` node attribute."""
        import networkx as nx

        graph = self.layout.graph.copy()
        nx.set_node_attributes(graph, {z: self.zones.get(z) for z in self.layout}, "content")
        return graph

    def groups(self, holds: Callable[[Content | None], bool]) -> list[tuple[str, ...]]:
        """Connected groups of zones whose content satisfies `holds`, each in layout order."""
        # The same question is often asked of one board more than once (the colour choice asks
        # for its coral groups for every cluster), so the answers are kept with the board.
        if (groups := self._groups.get(holds)) is None:
            if holds(None):
                members = [z for z in self.layout.zones if holds(self.zones.get(z))]
            else:  # only occupied zones can hold anything: no need to look at the empty ones
                members = [z for z, content in self.zones.items() if holds(content)]
            groups = self._groups[holds] = self.groups_by(dict.fromkeys(members, True))
        return list(groups)

    @worked_out_once
    def _groups(self) -> dict[Callable[[Content | None], bool], list[tuple[str, ...]]]:
        return {}

    def groups_by(self, label: Mapping[str, Hashable]) -> list[tuple[str, ...]]:
        """Connected groups of the zones in `label` in which neighbours share one label (a
        coral's colour, say), each group in layout order and the groups by their first zone.

        A group is a connected component of the layout graph's subgraph on those zones. It is
        found by a plain search over the layout's neighbour table, the graph's adjacency: a
        networkx subgraph per question costs more than the whole search.
        """
        layout = self.layout
        index, neighbours = layout.index, layout.neighbours
        left = set(label)
        groups = []
        for start in layout.zones:  # in layout order, so each group starts at its first zone
            if start not in left:
                continue
            left.discard(start)
            same = label[start]
            group = [start]
            for zone in group:  # the list grows while it is walked: a breadth-first search
                for neighbour in neighbours(zone):
                    if neighbour in left and label[neighbour] == same:
                        left.discard(neighbour)
                        group.append(neighbour)
            groups.append(tuple(sorted(group, key=index.__getitem__)))
        return groups
