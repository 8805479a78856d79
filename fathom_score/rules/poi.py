"""Points of interest: each discovered token is worth what the expedition says."""

from __future__ import annotations

from ..model import Board, Expedition, PoiKind
from .reasons import CategoryScore, Reason


def score_poi(board: Board, kept: tuple[PoiKind, ...], expedition: Expedition) -> CategoryScore:
    """Discovered tokens score whether they stay on the board or were taken off it."""
    reasons = []
    for zone, poi in board.pois():
        if poi.kind is None:
            reasons.append(
                Reason(
                    "poi",
                    f"Face-down point of interest at {zone}",
                    0,
                    (zone,),
                    "never discovered: 0",
                )
            )
        else:
            reasons.append(_discovered(poi.kind, expedition, f"on the board at {zone}", (zone,)))
    for kind in kept:
        reasons.append(_discovered(kind, expedition, "kept beside the board", ()))
    return CategoryScore.of("poi", reasons)


def _discovered(
    kind: PoiKind, expedition: Expedition, where: str, zones: tuple[str, ...]
) -> Reason:
    points = expedition.poi_points[kind]
    return Reason(
        "poi",
        f"{kind.capitalize()} {where}",
        points,
        zones,
        f"a {kind} is worth {points:+d} in Expedition {expedition.number}",
    )
