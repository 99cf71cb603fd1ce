"""make_ttgir for cuda:90 of every Hopper (wgmma) and tensor-descriptor (TMA) kernel of
test/Inputs/hopper and test/Inputs/tma: ttopt's TTGIR, printed with its locations, is byte for
byte the TTGIR the real Triton 3.6 makes from the same TTIR with launch.json's num_warps and
num_stages (expected/NAME.ttgir, stored by ../Inputs/hopper/expected.py). This is what
`dev/passdiff.py` checks pass by pass, kept in CI without the oracle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from kernel_compiles import compiled, same_worker

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
KERNELS = [(folder, name) for folder in ("hopper", "tma")
           for name in json.loads((INPUTS / folder / "launch.json").read_text())]


@pytest.mark.parametrize(
    "folder, name",
    [
        pytest.param(folder, name, marks=same_worker(folder, name), id=f"{folder}/{name}")
        for folder, name in KERNELS
    ],
)
def test_ttgir_equals_triton(folder: str, name: str) -> None:
    stages = compiled(folder, name, through="ttgir")  # the compile the other tests of the kernel check
    expected = (INPUTS / folder / "expected" / f"{name}.ttgir").read_text()
    assert stages.ttgir == expected
