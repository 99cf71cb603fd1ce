"""pytest settings for the whole suite.

The suite compiles hundreds of kernels in one process; with Python's default collector
thresholds (a collection every 700 new objects) the collector scans the live IR of each
compile over and over, ~12% of a compile's time. A collection every 50,000 objects keeps
memory bounded and saves that time (what the `ttopt` commands do, ttopt.entry)."""

import gc

gc.set_threshold(50_000, 20, 100)
