"""How the asset builder stops: with a message on stderr and exit status 1,
so Scripts/build-assets stops too. Its modules check what they read
(versions, counts, layouts) against what this build expects, so a changed
package stops the build instead of quietly writing different assets."""

import sys


def fail(message):
    sys.exit(f"build_map_assets: {message}")


def check(condition, message):
    if not condition:
        fail(message)
