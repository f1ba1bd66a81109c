"""The measurement behind Scripts/geocoder-accuracy.

Three sets of points, all from one seed:
  random   N points spread evenly over the sphere;
  coastal  random points kept when the land mask changes within 10 km;
  border   points 2 km either side of the vertices of Natural Earth's 1:50m
           land borders (world.bin), where the land mask says land.
Each point is asked of `tunnel where -` (all at once, on stdin). An answer
is water when it opens with the name of a sea or ocean in seas.bin; "Lake
in ..." is land, as GLOBE's mask counts lakes. Within 10 km of a coast
means the mask changes within 10 km north, south, east, west or diagonally;
the misses there are counted again by how near the mask differs.
Countries are compared with reverse_geocoder's nearest GeoNames city,
only for points both call land more than 10 km from a coast and within
25 km of that city; the city's country is still a weak oracle near
borders, so those rates are a floor.
"""

import argparse
import math
import os
import struct
import subprocess
import sys

import numpy as np
from global_land_mask import globe
import reverse_geocoder

MAP = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Assets", "Map")


def payload(name):
    with open(os.path.join(MAP, name), "rb") as f:
        return f.read()[16:]


def text(data, at):
    length = data[at]
    return data[at + 1 : at + 1 + length].decode("utf-8"), at + 1 + length


def water_names():
    data, names = payload("seas.bin"), set()
    (count,) = struct.unpack_from("<I", data, 0)
    at = 4
    for _ in range(count):
        _, at = text(data, at)
        name, at = text(data, at)
        names.add(name)
        at += 17
        (rings,) = struct.unpack_from("<I", data, at)
        at += 4
        for _ in range(rings):
            (points,) = struct.unpack_from("<I", data, at)
            at += 4 + 8 * points
    return names


def country_codes():
    data, codes = payload("countries.bin"), {}
    (count,) = struct.unpack_from("<I", data, 0)
    at = 4
    for _ in range(count):
        code = data[at : at + 2].decode("ascii")
        name, at = text(data, at + 2)
        codes[name] = code
    return codes


def border_vertices():
    data = payload("world.bin")
    (layers,) = struct.unpack_from("<I", data, 0)
    at, vertices = 4, []
    for _ in range(layers):
        kind, length = struct.unpack_from("<BI", data, at)
        end = at + 5 + length
        if kind == 3:
            (features,) = struct.unpack_from("<I", data, at + 5)
            p = at + 9
            for _ in range(features):
                _, parts = struct.unpack_from("<II", data, p)
                p += 8
                for _ in range(parts):
                    _, n = struct.unpack_from("<BI", data, p)
                    flat = struct.unpack_from(f"<{2 * n}h", data, p + 5)
                    vertices.append([(flat[2 * i] / 120, flat[2 * i + 1] / 120) for i in range(n)])
                    p += 5 + 4 * n
        at = end
    return vertices


def uniform(rng, n):
    z = rng.uniform(-1, 1, n)
    lon = rng.uniform(-180, 180, n)
    return np.degrees(np.arcsin(z)), lon


def near_coast(lat, lon, km=10.0):
    """Whether the mask changes within `km` in eight directions."""
    here = globe.is_land(lat, lon)
    dlat = km / 111.2
    dlon = dlat / np.maximum(np.cos(np.radians(lat)), 0.01)
    changed = np.zeros(len(lat), dtype=bool)
    for sy, sx in [(1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)]:
        la = np.clip(lat + sy * dlat, -89.999, 89.999)
        lo = (lon + sx * dlon + 180) % 360 - 180
        changed |= globe.is_land(la, lo) != here
    return changed


def ask_tunnel(tunnel, lat, lon):
    lines = "".join(f"{a:.6f},{o:.6f}\n" for a, o in zip(lat, lon))
    out = subprocess.run([tunnel, "where", "-"], input=lines, capture_output=True, text=True, check=True)
    answers = out.stdout.splitlines()
    if len(answers) != len(lat):
        sys.exit(f"tunnel answered {len(answers)} lines for {len(lat)} points")
    return answers


# reverse_geocoder names the nearest city's country; farther than this from
# its city (Antarctica, the Sahara, Siberia) it is no oracle at all.
ORACLE_KM = 25


def km(lat1, lon1, lat2, lon2):
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371.0 * math.asin(min(1.0, math.sqrt(h)))


def rate(hits, total):
    return f"{100 * hits / total:.2f}% of {total}" if total else "no points"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tunnel", required=True)
    parser.add_argument("--points", type=int, default=20000)
    parser.add_argument("--coastal", type=int, default=5000)
    parser.add_argument("--border", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    waters, codes = water_names(), country_codes()

    lat, lon = uniform(rng, args.points)
    coastal_lat, coastal_lon = [], []
    while sum(len(a) for a in coastal_lat) < args.coastal:
        a, o = uniform(rng, 200000)
        keep = near_coast(a, o)
        coastal_lat.append(a[keep])
        coastal_lon.append(o[keep])
    clat = np.concatenate(coastal_lat)[: args.coastal]
    clon = np.concatenate(coastal_lon)[: args.coastal]

    lines = border_vertices()
    picks = rng.choice(sum(len(l) - 1 for l in lines), size=args.border, replace=False)
    segments = [(line[i], line[i + 1]) for line in lines for i in range(len(line) - 1)]
    blat, blon = [], []
    for pick, side in zip(picks, rng.choice([-1, 1], size=args.border)):
        (a_lat, a_lon), (b_lat, b_lon) = segments[pick]
        d_lat, d_lon = b_lat - a_lat, (b_lon - a_lon) * math.cos(math.radians(a_lat))
        norm = math.hypot(d_lat, d_lon) or 1
        offset = 2.0 / 111.2  # 2 km, perpendicular to the border
        blat.append(a_lat + side * offset * d_lon / norm)
        blon.append(a_lon - side * offset * d_lat / norm / max(math.cos(math.radians(a_lat)), 0.01))
    blat, blon = np.array(blat), np.array(blon)

    print(f"seed {args.seed}: {args.points} random, {args.coastal} coastal, {args.border} border points")
    for label, la, lo in [("random", lat, lon), ("coastal", clat, clon), ("border", blat, blon)]:
        answers = ask_tunnel(args.tunnel, la, lo)
        water = np.array([a.split(",")[0] in waters for a in answers])
        mask_land = globe.is_land(la, lo)
        coast = near_coast(la, lo)
        agree = (~water) == mask_land
        print(f"{label}:")
        print(f"  land/water agree, more than 10 km from a coast: {rate(agree[~coast].sum(), (~coast).sum())}")
        print(f"  land/water agree, within 10 km of a coast:      {rate(agree[coast].sum(), coast.sum())}")
        missed = coast & ~agree
        if missed.any():
            # How near the misses lie to the mask's own edge, probed as near_coast does (GLOBE's pixels are 1 km).
            near = [(km, (missed & near_coast(la, lo, km)).sum()) for km in (0.5, 1, 2, 5)]
            print(f"    its {missed.sum()} misses, the mask differing at "
                  + ", ".join(f"{km:g} km: {n}" for km, n in near)
                  + f"; named water where the mask says land: {(missed & water).sum()}")
        inland = ~water & mask_land & ~coast
        if label == "border":
            print(f"  named land where the mask says land:            {rate((~water & mask_land).sum(), mask_land.sum())}")
        idx = np.nonzero(inland)[0]
        if len(idx):
            found = reverse_geocoder.search([(la[i], lo[i]) for i in idx], mode=1, verbose=False)
            sound = [(i, f) for i, f in zip(idx, found)
                     if km(la[i], lo[i], float(f["lat"]), float(f["lon"])) <= ORACLE_KM]
            same = sum(codes.get(answers[i].split(", ")[-1].removeprefix("Lake in ")) == f["cc"]
                       for i, f in sound)
            print(f"  country agrees with reverse_geocoder (inland, its city within {ORACLE_KM} km): "
                  f"{rate(same, len(sound))}")


if __name__ == "__main__":
    main()
