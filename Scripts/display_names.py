"""The English names the geocoder shows, in one table: the seas' (the IHO
tags of GMT's DCW collections, whose names are the 1953 publication's:
"Gulf of Iran", "Japan Sea") and the countries' where GeoNames' short
name is not the one a reader would write ("The Netherlands",
"Timor Leste"). Place names get `clean_place_name`."""

import unicodedata

SEA_NAMES = {
    "IHO1": "Baltic Sea", "IHO1A": "Gulf of Bothnia", "IHO1B": "Gulf of Finland", "IHO1C": "Gulf of Riga",
    "IHO2": "Kattegat", "IHO3": "Skagerrak", "IHO4": "North Sea", "IHO5": "Greenland Sea",
    "IHO6": "Norwegian Sea", "IHO7": "Barents Sea", "IHO8": "White Sea", "IHO9": "Kara Sea",
    "IHO10": "Laptev Sea", "IHO11": "East Siberian Sea", "IHO12": "Chukchi Sea", "IHO13": "Beaufort Sea",
    "IHO14": "Northwest Passage", "IHO14A": "Baffin Bay", "IHO15": "Davis Strait", "IHO15A": "Labrador Sea",
    "IHO16": "Hudson Bay", "IHO16A": "Hudson Strait", "IHO17": "Arctic Ocean", "IHO17A": "Lincoln Sea",
    "IHO18": "Sea of the Hebrides", "IHO19": "Irish Sea", "IHO20": "Bristol Channel",
    "IHO21": "English Channel", "IHO21A": "Celtic Sea", "IHO22": "Bay of Biscay",
    "IHO23": "North Atlantic Ocean", "IHO24": "Gulf of St. Lawrence", "IHO25": "Bay of Fundy",
    "IHO26": "Gulf of Mexico", "IHO27": "Caribbean Sea", "IHO28": "Mediterranean Sea",
    "IHO28A": "Strait of Gibraltar", "IHO28B": "Alboran Sea", "IHO28C": "Balearic Sea",
    "IHO28D": "Ligurian Sea", "IHO28E": "Tyrrhenian Sea", "IHO28F": "Ionian Sea", "IHO28G": "Adriatic Sea",
    "IHO28H": "Aegean Sea", "IHO29": "Sea of Marmara", "IHO30": "Black Sea", "IHO31": "Sea of Azov",
    "IHO32": "South Atlantic Ocean", "IHO33": "Río de la Plata", "IHO34": "Gulf of Guinea",
    "IHO35": "Gulf of Suez", "IHO36": "Gulf of Aqaba", "IHO37": "Red Sea", "IHO38": "Gulf of Aden",
    "IHO39": "Arabian Sea", "IHO40": "Gulf of Oman", "IHO41": "Persian Gulf", "IHO42": "Laccadive Sea",
    "IHO43": "Bay of Bengal", "IHO44": "Andaman Sea", "IHO45": "Indian Ocean",
    "IHO45A": "Mozambique Channel", "IHO46A": "Strait of Malacca", "IHO46B": "Singapore Strait",
    "IHO47": "Gulf of Thailand", "IHO48A": "Sulu Sea", "IHO48B": "Celebes Sea", "IHO48C": "Molucca Sea",
    "IHO48D": "Gulf of Tomini", "IHO48E": "Halmahera Sea", "IHO48F": "Seram Sea", "IHO48G": "Banda Sea",
    "IHO48H": "Arafura Sea", "IHO48I": "Timor Sea", "IHO48J": "Flores Sea", "IHO48K": "Gulf of Bone",
    "IHO48L": "Bali Sea", "IHO48M": "Makassar Strait", "IHO48N": "Java Sea", "IHO48O": "Savu Sea",
    "IHO49": "South China Sea", "IHO50": "East China Sea", "IHO51": "Yellow Sea", "IHO52": "Sea of Japan",
    "IHO53": "Seto Inland Sea", "IHO54": "Sea of Okhotsk", "IHO55": "Bering Sea", "IHO56": "Philippine Sea",
    "IHO57": "North Pacific Ocean", "IHO58": "Gulf of Alaska", "IHO59": "Inside Passage",
    "IHO60": "Gulf of California", "IHO61": "South Pacific Ocean", "IHO62": "Great Australian Bight",
    "IHO62A": "Bass Strait", "IHO63": "Tasman Sea", "IHO64": "Coral Sea", "IHO65": "Solomon Sea",
    "IHO66": "Bismarck Sea", "CSPS": "Caspian Sea", "SO60": "Southern Ocean",
}

COUNTRY_NAMES = {
    "AX": "Åland Islands", "BL": "Saint Barthélemy", "CW": "Curaçao", "NL": "Netherlands",
    "PS": "Palestine", "RE": "Réunion", "ST": "São Tomé and Príncipe", "TL": "Timor-Leste",
    "VA": "Vatican City",
}


def clean_place_name(name):
    """NFC, without the stray combining marks GeoNames leaves in some
    transliterations: a dot above an i or j that already has one goes
    first ("Tulsi̇̄pur" becomes "Tulsīpur"); a combining diacritical mark
    (U+0300 to U+036F) left uncomposed after NFC ("Naz̧arābād") is dropped."""
    decomposed = unicodedata.normalize("NFD", name.strip())
    kept = []
    for ch in decomposed:
        if ch == "\u0307" and kept and kept[-1] in "ij":
            continue
        kept.append(ch)
    composed = unicodedata.normalize("NFC", "".join(kept))
    return "".join(ch for ch in composed if not "\u0300" <= ch <= "\u036f")
