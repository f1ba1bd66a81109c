"""Reads GMT's Digital Chart of the World collections (dcw-collections.txt,
as Debian's gmt-dcw installs it) for seas.bin: the International
Hydrographic Organization's areas of oceans and seas, and the Caspian Sea,
as bounding boxes. The boxes are seas.bin's edges, and they clip this
project's sea polygons (sea_limits.py), so an edge that strays past its
IHO area is cut back to it; the oceans are added as polygons of their own.
"""

import os

import display_names
import sea_limits
from checks import check
from map_formats import e5

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
