"""Points of interest: each discovered token is worth what the expedition says."""

from __future__ import annotations

from ..model import Board, Expedition, PoiKind
from ..words import Message, message
from .reasons import CategoryScore, Reason


def score_poi(board: Board, kept: tuple[PoiKind, ...], expedition: Expedition) -> CategoryScore:
    """Discovered tokens score whether they stay on the board or were taken off it."""
    reasons = []
    for zone, poi in board.pois():
        if poi.kind is None:
            reasons.append(
                Reason(
                    "poi",
                    message("Face-down point of interest at {zone}", zone=zone),
                    0,
                    (zone,),
                    message("never discovered: 0"),
                )
            )
        else:
            where = message("{kind} on the board at {zone}", kind=poi.kind.capitalised, zone=zone)
            reasons.append(_discovered(poi.kind, expedition, where, (zone,)))
    for kind in kept:
        where = message("{kind} kept beside the board", kind=kind.capitalised)
        reasons.append(_discovered(kind, expedition, where, ()))
    return CategoryScore.of("poi", reasons)


def _discovered(
    kind: PoiKind, expedition: Expedition, text: Message, zones: tuple[str, ...]
) -> Reason:
    points = expedition.poi_points[kind]
    working = message(
        "a {kind} is worth {points} in Expedition {number}",
        kind=kind.word,
        points=format(points, "+d"),  # signed: a rubble can cost points
        number=expedition.number,
    )
    return Reason("poi", text, points, zones, working)
