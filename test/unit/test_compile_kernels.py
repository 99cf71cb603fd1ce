"""Every kernel the GPU smoke tests launch, compiled from TTIR to a cubin on any machine.

The non-matmul corpus kernels and ttopt's own kernels (test/Inputs/kernels: scan, atomics,
histogram, gather, while/if control flow, fp16/bf16/fp8 casts, libdevice) go through the
whole staged compile (make_ttir's output, then make_ttgir, make_llir, make_ptx and
make_cubin with ttopt's passes) for sm_80 and sm_90a, and ptxas must assemble the PTX.
The corpus kernels must also need the shared memory Triton 3.6 gave them (their
.meta.json). The sm80 matmul (mma v2, software pipelining, prefetch) is compiled too, and its
TTGIR must be Triton 3.6's, locations included. Skips where llvmlite, ptxas or libdevice are
missing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ttopt import registry
from ttopt.backend.compile import compile_kernel
from ttopt.backend.pipelines import CompileOptions
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation

pytest.importorskip("llvmlite.binding")

from kernel_compiles import compiled, same_worker  # noqa: E402
from ptx_pipeline import require_toolchain  # noqa: E402

INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
CORPUS_KERNELS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print"]
OWN_KERNELS = json.loads((INPUTS / "kernels" / "launch.json").read_text())
CAPABILITIES = [80, 90]


def compile_ttir(path: Path, capability: int, num_warps: int):
    require_toolchain(needs_libdevice=True)
    options = CompileOptions(capability=capability, num_warps=num_warps)
    return compile_kernel(path.read_text(), options, filename=str(path))


def check_assembled(stages, capability: int) -> None:
    arch = "sm_90a" if capability == 90 else "sm_80"
    assert f".target {arch}\n" in stages.ptx
    assert f".entry {stages.name}(" in stages.ptx
    assert stages.cubin[:4] == b"\x7fELF"


@pytest.mark.parametrize(
    "kernel, capability",
    [pytest.param(kernel, capability, marks=same_worker("corpus", kernel, capability),
                  id=f"{kernel}-{capability}")
     for capability in CAPABILITIES for kernel in CORPUS_KERNELS],
)  # fmt: skip
def test_corpus_kernel_compiles_with_upstreams_shared_memory(kernel: str, capability: int):
    meta = json.loads((INPUTS / "corpus" / f"sm{capability}" / f"{kernel}.meta.json").read_text())
    require_toolchain(needs_libdevice=True)
    stages = compiled("corpus", kernel, capability)  # shared with test_ptx_line_info
    check_assembled(stages, capability)
    assert stages.metadata["shared"] == meta["shared"]
    assert stages.metadata["num_warps"] == meta["num_warps"]


@pytest.mark.parametrize("capability", CAPABILITIES)
@pytest.mark.parametrize("kernel", sorted(OWN_KERNELS))
def test_own_kernel_compiles(kernel: str, capability: int):
    num_warps = OWN_KERNELS[kernel]["num_warps"]
    stages = compile_ttir(INPUTS / "kernels" / f"{kernel}.ttir", capability, num_warps)
    check_assembled(stages, capability)
    assert stages.metadata["num_warps"] == num_warps


@same_worker("corpus", "matmul", 80)
def test_sm80_matmul_compiles_to_upstreams_ttgir():
    directory = INPUTS / "corpus" / "sm80"
    meta = json.loads((directory / "matmul.meta.json").read_text())
    require_toolchain(needs_libdevice=True)
    stages = compiled("corpus", "matmul", 80)  # shared with test_ptx_line_info
    check_assembled(stages, 80)
    assert stages.metadata["shared"] == meta["shared"]
    assert stages.ptx.count("mma.sync.aligned.m16n8k16") == 64
    # Both read back and printed the same way: the text (ops, types, every location) must
    # agree. (Names of loop block arguments, which the text does not locate, are renumbered.)
    assert reprinted(stages.ttgir) == reprinted((directory / "matmul.ttgir").read_text())


def reprinted(text: str) -> str:
    module = parse_buffer(registry.make_context(), text, "matmul.ttgir")
    return print_operation(module, PrintOptions(debuginfo=True, nameloc_as_prefix=True))
