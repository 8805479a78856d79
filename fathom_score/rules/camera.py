"""Deep-sea camera (Expedition 2): what is in its line of sight.

The line of sight runs straight from the camera, in the direction it faces, to the board's
edge; nothing blocks it. It scores 1 per species, 1 per tile colour and 1 per face-up point of
interest in sight, and 5 more when all five photographable species are in sight.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import DIRECTIONS, Board, Poi, Species, Tile
from .reasons import CategoryScore, Reason, plural

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
        parts = [
            f"{plural(len(seen.species), 'species', 'species')}",
            plural(len(seen.colours), "colour"),
            plural(len(seen.pois), "point of interest", "points of interest"),
        ]
        working = " + ".join(parts)
        if len(seen.species) == len(PHOTOGRAPHED):
            working += f" + {ALL_SPECIES_BONUS} for all five species"
        listed = ", ".join(s.label for s in seen.species) or "no species"
        if seen.colours:
            listed += "; colours " + ", ".join(seen.colours)
        alternatives = tuple(
            (f"facing {d}", sighting(board, zone, d).points) for d in DIRECTIONS if d != facing
        )
        reasons.append(
            Reason(
                "camera",
                f"Camera at {zone} facing {facing} sees {listed}",
                seen.points,
                (zone, *seen.line),
                working,
                alternatives,
            )
        )
    return CategoryScore.of("camera", reasons)
