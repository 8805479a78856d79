"""The test kit: what the tests, the benchmarks and the scripts share, kept out of the installed
package, which holds only the product.

    keys.py   the key presses that type a text into the app
    games.py  seeded random games

Not installed: it is imported from the repository's root (pytest puts it on the path, see
pyproject.toml; the benchmarks and scripts run as `python -m benchmarks.NAME` or
`python -m scripts.NAME` from there).
"""
