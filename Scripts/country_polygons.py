"""Which country each land polygon is, told by the GeoNames places inside
it (places.py), else by Marble's country label points. This names the
features of world.bin's 1:50m countries layer, which Marble's .pn2 files
give no country code (their ids become country indices), and builds
land.bin, the geocoder's land, from the 1:10m countries natural_earth_10m.py
reads, naming each ring on its own so that France's rings in the Caribbean
become Martinique and Guadeloupe like the places on them."""

import collections
import math

import natural_earth_10m
from map_formats import KIND_OTHER, ROLE_LINE, e5
from places import distance_km


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

