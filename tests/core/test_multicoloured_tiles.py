"""A multicoloured coral may share its tile with other core icons; the chosen colour is the
tile's."""

from __future__ import annotations

from .boards import score_one


def test_a_crustacean_on_a_multicoloured_coral_tile_looks_only_at_the_zones_around_it():
    ana = score_one(
        1, ("D4", "multi coral crustacean"), ("D3", "red coral"), ("D5", "yellow coral")
    )
    # Red and yellow coral around it: 2 + 2, whatever colour its own tile counts as.
    assert ana.categories["crustacean"].points == 4
    # As red or as yellow the tile joins a pair (4) beside a single coral (1); red comes first.
    assert ana.categories["coral"].points == 5
    assert ana.coral_choice.colours == {"D4": "red"}


def test_the_camera_sees_the_colour_chosen_for_a_multicoloured_tile_with_fish():
    ana = score_one(
        2, ("D1", "green camera facing E"), ("D2", "multi coral fish"), ("D3", "red crustacean")
    )
    camera = ana.categories["camera"]
    # Species: coral, fish, crustacean (3). Colours: red, plus the multicoloured tile, which
    # the app makes a colour the camera has not seen yet (yellow, the first such colour): 2.
    assert camera.points == 3 + 2
    assert ana.coral_choice.colours == {"D2": "yellow"}
