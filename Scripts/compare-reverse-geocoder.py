#!/usr/bin/env python3
"""Times Python's reverse_geocoder (PyPI) on the same points as
`tunnel bench --geocoder --points-file FILE`, one query at a time, for the
comparison in the geocoder's notes. Not part of the build or the tests.

    pip install reverse_geocoder
    Scripts/compare-reverse-geocoder.py FILE
"""
import sys
import time

import reverse_geocoder as rg

points = [tuple(map(float, line.split(","))) for line in open(sys.argv[1]) if line.strip()]
start = time.perf_counter()
geocoder = rg.RGeocoder(mode=1, verbose=False)
load = time.perf_counter() - start
samples = []
for point in points:
    t0 = time.perf_counter()
    geocoder.query([point])
    samples.append(time.perf_counter() - t0)
samples.sort()
pick = lambda p: samples[min(len(samples) - 1, int(p * (len(samples) - 1)))] * 1e6
print(f"reverse_geocoder load: {load * 1000:.1f} ms")
print(f"reverse_geocoder {len(points)} queries: p50 {pick(0.5):.2f} µs, p99 {pick(0.99):.2f} µs")
antipode = geocoder.query([(-56.55, -171.683333)])[0]
print(f"reverse_geocoder on West Denmark's antipode: {antipode['name']}, {antipode['admin1']}, {antipode['cc']}")
