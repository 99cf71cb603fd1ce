"""Benchmark: parse, verify and print time of a corpus file, and whole-process `ttopt FILE`.

    python bench/parse_print.py [FILE] [--repeat N]

Defaults to the largest corpus file. Reports the median of N in-process runs of each
phase (after one warm-up), and the median wall time of N runs of the `ttopt` process
(which includes Python start-up and imports).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.ir.verifier import verify

CORPUS = Path(__file__).resolve().parent.parent / "test" / "Inputs" / "corpus"


def largest_corpus_file() -> Path:
    files = [*CORPUS.glob("sm*/*.ttir"), *CORPUS.glob("sm*/*.ttgir")]
    return max(files, key=lambda f: f.stat().st_size)


def median_seconds(action, repeat: int) -> float:
    action()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def in_process(path: Path, repeat: int) -> dict[str, float]:
    text = path.read_text()
    ctx = registry.make_context()

    def parse():
        return parse_buffer(ctx, text, str(path))

    module = parse()
    return {
        "parse": median_seconds(parse, repeat),
        "verify": median_seconds(lambda: verify(module), repeat),
        "print": median_seconds(lambda: print_operation(module, PrintOptions()), repeat),
        "print (debuginfo)": median_seconds(
            lambda: print_operation(module, PrintOptions(debuginfo=True, nameloc_as_prefix=True)), repeat
        ),
    }


def whole_process(path: Path, repeat: int) -> float:
    command = [sys.executable, "-m", "ttopt.cli", str(path)]
    return median_seconds(lambda: subprocess.run(command, check=True, capture_output=True), repeat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, default=None)
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    path = args.file or largest_corpus_file()
    lines = len(path.read_text().splitlines())
    print(f"file: {path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path} ({lines} lines)")
    for phase, seconds in in_process(path, args.repeat).items():
        print(f"  {phase:<18} {seconds * 1000:8.1f} ms")
    print(f"  {'ttopt FILE':<18} {whole_process(path, args.repeat) * 1000:8.1f} ms (whole process)")


if __name__ == "__main__":
    main()
