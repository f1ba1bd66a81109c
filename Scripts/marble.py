"""Reads KDE Marble's offline data, as Debian's marble-qt-data installs it.

Marble packs Natural Earth's 1:50m layers as .pn2 files (its own compact
polygon format), which become world.bin's layers, and GeoNames' cities and
the CIA World Factbook's country and ocean label points as placemark caches
(Qt data streams): the cities are merged into places.bin, the country
labels name polygons, and the ocean labels become oceans.bin.
"""

import collections
import math
import os
import struct

from checks import check
from map_formats import COUNTRIES_KIND, LAYERS, ROLE_INNER, ROLE_LINE, ROLE_OUTER

# .pn2 flags: 0 line string, 1 closed ring, 2 outer boundary, 3 inner
# boundary, 4 multi-geometry (its parts carry their own flags 0 to 3).
PN2_ROLES = {0: ROLE_LINE, 1: ROLE_OUTER, 2: ROLE_OUTER, 3: ROLE_INNER}


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
