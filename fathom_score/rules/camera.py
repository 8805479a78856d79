"""Deep-sea camera (Expedition 2): what is in its line of sight.

The line of sight runs straight from the camera, in the direction it faces, to the board's
edge; nothing blocks it. It scores 1 per species, 1 per tile colour and 1 per face-up point of
interest in sight, and 5 more when all five photographable species are in sight.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import DIRECTIONS, Board, Poi, Species, Tile, colour_word, direction_word
from ..words import Message, Value, message, plural_message
from .reasons import CategoryScore, Reason

PHOTOGRAPHED = (
    Species.CORAL,
    Species.FISH,
    Species.CUCUMBER,
    Species.CRUSTACEAN,
    Species.ANGLERFISH,
)
ALL_SPECIES_BONUS = 5


@dataclass(frozen=True)
class Sighting:
    line: tuple[str, ...]
    species: tuple[Species, ...]
    colours: tuple[str, ...]
    pois: tuple[str, ...]

    @property
    def points(self) -> int:
        bonus = ALL_SPECIES_BONUS if len(self.species) == len(PHOTOGRAPHED) else 0
        return len(self.species) + len(self.colours) + len(self.pois) + bonus


def sighting(board: Board, camera: str, direction: str) -> Sighting:
    line = board.layout.line(camera, direction)
    tiles = [t for z in line if isinstance(t := board[z], Tile)]
    species = tuple(s for s in PHOTOGRAPHED if any(t.has(s) for t in tiles))
    colours = tuple(dict.fromkeys(t.scoring_colour for t in tiles))
    pois = tuple(z for z in line if isinstance(p := board[z], Poi) and p.face_up)
    return Sighting(line, species, colours, pois)


def score_camera(board: Board) -> CategoryScore:
    reasons = []
    for zone in board.zones_with(Species.CAMERA):
        facing = board.tile_at(zone).facing
        if facing is None:  # refused when a game is read (gamefile/legality.py)
            raise ValueError(f"the camera at {zone} faces no direction")
        seen = sighting(board, zone, facing)
        alternatives = tuple(
            (
                message("facing {direction}", direction=direction_word(d)),
                sighting(board, zone, d).points,
            )
            for d in DIRECTIONS
            if d != facing
        )
        reasons.append(
            Reason(
                "camera",
                _seen(zone, facing, seen),
                seen.points,
                (zone, *seen.line),
                _working(seen),
                alternatives,
            )
        )
    return CategoryScore.of("camera", reasons)


def _seen(zone: str, facing: str, seen: Sighting) -> Message:
    """What the camera sees: its species, then the tile colours in sight."""
    where: dict[str, Value] = {"zone": zone, "facing": direction_word(facing)}
    species = tuple(s.word for s in seen.species)
    colours = tuple(colour_word(c) for c in seen.colours)
    if species and colours:
        return message(
            "Camera at {zone} facing {facing} sees {species}; colours {colours}",
            species=species,
            colours=colours,
            **where,
        )
    if species:
        return message("Camera at {zone} facing {facing} sees {species}", species=species, **where)
    if colours:
        return message(
            "Camera at {zone} facing {facing} sees no species; colours {colours}",
            colours=colours,
            **where,
        )
    return message("Camera at {zone} facing {facing} sees no species", **where)


def _working(seen: Sighting) -> Message:
    """A point a species, a colour and a face-up point of interest, and the bonus."""
    parts = {
        "species": plural_message("{count} species", "{count} species", count=len(seen.species)),
        "colours": plural_message("{count} colour", "{count} colours", count=len(seen.colours)),
        "pois": plural_message(
            "{count} point of interest", "{count} points of interest", count=len(seen.pois)
        ),
    }
    if len(seen.species) == len(PHOTOGRAPHED):
        return message(
            "{species} + {colours} + {pois} + {bonus} for all five species",
            bonus=ALL_SPECIES_BONUS,
            **parts,
        )
    return message("{species} + {colours} + {pois}", **parts)
