"""A player's ocean board: what lies in each zone, and the board as a graph."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING

from .layout import STANDARD, Layout
from .tiles import Content, Poi, Species, Stingray, Tile

if TYPE_CHECKING:
    import networkx as nx


@dataclass(frozen=True)
class Board:
    """The contents of a player's occupied zones on a layout. Empty zones are simply absent."""

    zones: Mapping[str, Content] = field(default_factory=dict)
    layout: Layout = STANDARD

    def __getitem__(self, zone: str) -> Content | None:
        return self.zones.get(zone)

    def tile(self, zone: str) -> Tile | None:
        content = self.zones.get(zone)
        return content if isinstance(content, Tile) else None

    def tiles(self) -> Iterator[tuple[str, Tile]]:
        """Occupied zones holding a tile, in layout order."""
        for zone in self.layout:
            if isinstance(content := self.zones.get(zone), Tile):
                yield zone, content

    def zones_with(self, species: Species) -> tuple[str, ...]:
        return tuple(zone for zone, tile in self.tiles() if tile.has(species))

    def icons(self, species: Species) -> int:
        return sum(tile.count(species) for _, tile in self.tiles())

    def is_empty(self, zone: str) -> bool:
        """No tile and no token of any kind."""
        return zone not in self.zones

    def stingrays(self) -> tuple[str, ...]:
        return tuple(z for z in self.layout if isinstance(self.zones.get(z), Stingray))

    def pois(self) -> tuple[tuple[str, Poi], ...]:
        return tuple((z, c) for z in self.layout if isinstance(c := self.zones.get(z), Poi))

    def at_game_end(self) -> Board:
        """The board as scored: undiscovered tiles are removed, leaving their zones empty."""
        kept = {
            zone: content
            for zone, content in self.zones.items()
            if not (isinstance(content, Tile) and not content.discovered)
        }
        return Board(kept, self.layout)

    @property
    def discovered_tiles(self) -> int:
        """Discovered tiles on the board; the winner's tie-break."""
        return sum(t.tile_count for _, t in self.tiles() if t.discovered)

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
            zones[zone] = zones[zone].pinned_to(colour)
        return Board(zones, self.layout)

    def transformed(self, move_zone: Callable[[str], str | None],
                    move_direction: Callable[[str], str]) -> Board:
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

    @cached_property
    def graph(self) -> nx.Graph:
        """The layout's graph with each zone's content as its `content` node attribute."""
        import networkx as nx

        graph = self.layout.graph.copy()
        nx.set_node_attributes(graph, {z: self.zones.get(z) for z in self.layout}, "content")
        return graph

    def groups(self, holds: Callable[[Content | None], bool]) -> list[tuple[str, ...]]:
        """Connected groups of zones whose content satisfies `holds`, each in layout order.

        A group is a connected component of the layout graph's subgraph on those zones; the
        subgraph is a view of the shared layout graph, so scoring many boards copies no graph.
        """
        import networkx as nx

        order = {zone: i for i, zone in enumerate(self.layout)}
        members = [z for z in self.layout if holds(self.zones.get(z))]
        groups = [tuple(sorted(c, key=order.__getitem__))
                  for c in nx.connected_components(self.layout.graph.subgraph(members))]
        return sorted(groups, key=lambda g: order[g[0]])
