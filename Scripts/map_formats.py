"""The five binary formats of Assets/Map/, and writing them.

All little-endian, each behind the same 16-byte header:
  magic (4 ASCII bytes), u32 format version, u32 payload length,
  u32 CRC-32 of the payload (zlib.crc32, IEEE), then the payload.

  world.bin      "TNWG"  map geometry by layer
  places.bin     "TNPL"  the gazetteer
  countries.bin  "TNCN"  ISO 3166-1 alpha-2 codes and English names
  oceans.bin     "TNOC"  ocean label points
  seas.bin       "TNSE"  IHO sea areas as bounding boxes, with polygons
  land.bin       "TNWG"  the geocoder's land, in world.bin's format

The app reads them in Sources/Geo, so a layout changed here needs its
reader changed there. The same inputs give byte-identical outputs:
everything is sorted, and no time, path or dictionary order reaches a
file. Payload layouts are described on the write_* functions below.
"""

import os
import struct
import zlib

from checks import check

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

# Place kinds in places.bin.
KIND_OTHER, KIND_CAPITAL, KIND_ADMIN_SEAT = 0, 1, 2


def e5(degrees):
    """Degrees as the integer 1e-5 degrees places, oceans and seas store."""
    return int(round(degrees * 100000))


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
