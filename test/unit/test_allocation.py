"""Shared-memory allocation, scratch sizes, swizzled tiles and membar.

- The corpus kernels: `allocate-shared-memory-nv` on the IR real Triton 3.6 hands it
  gives exactly what Triton 3.6 returned (byte for byte, with locations), and the
  module's `ttg.shared` is the shared memory of the compiled kernel (its .meta.json).
- Scratch sizes of convert_layout, generic and NVIDIA (sm_80, sm_90), for layouts where
  they differ: the numbers are those Triton 3.6 computed for the same inputs.
- Properties: the GF(2) helpers, the swizzled tile (a bijection whose reps are
  registers on both sides), and the allocation (buffers live at the same time never
  overlap; offsets are aligned).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import ModuleOp

from ttopt import registry
from ttopt.analysis.allocation import Interval, ModuleAllocation
from ttopt.analysis.generic_swizzling import (
    BANK,
    REPS,
    SEGMENT,
    VECTOR,
    complement_basis,
    compute_segment,
    flat_bases,
    intersection_basis,
    nullspace_basis,
    optimal_swizzling,
    optimal_swizzling_ld_st,
    src_dst_tiles,
)
from ttopt.analysis.liveness import Liveness
from ttopt.analysis.membar import BlockInfo
from ttopt.analysis.scratch_sizes import default_scratch_size, nvidia_scratch_size_fn
from ttopt.ir.parser import parse_buffer
from ttopt.ir.printer import PrintOptions, print_operation
from ttopt.layouts.linear_encoding import REGISTER
from ttopt.transforms.nvidia.allocate_shared_memory import AllocateSharedMemoryNv

INPUTS = Path(__file__).resolve().parent.parent / "Inputs"
KERNELS = ["vecadd", "softmax", "layernorm", "row_sum", "device_print", "matmul"]
TARGETS = {"sm80": 80, "sm90": 90}
PROPERTY = settings(max_examples=40, deadline=None)


def parse(text: str) -> ModuleOp:
    return parse_buffer(registry.make_context(), text, "test.mlir")


# -- the corpus ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("target", TARGETS)
def test_corpus_kernels_match_triton(target: str, kernel: str):
    directory = INPUTS / "allocation" / target
    module = parse((directory / f"{kernel}.before.mlir").read_text())
    AllocateSharedMemoryNv(compute_capability=TARGETS[target], ptx_version=80).apply(
        registry.make_context(), module
    )
    printed = print_operation(module, PrintOptions(debuginfo=True, nameloc_as_prefix=True))
    expected = (directory / f"{kernel}.after.mlir").read_text()
    assert printed.rstrip("\n") == expected.rstrip("\n")
    meta = json.loads((INPUTS / "corpus" / target / f"{kernel}.meta.json").read_text())
    assert module.attributes["ttg.shared"].value.data == meta["shared"]


# -- convert_layout scratch sizes (bytes), as Triton 3.6 computes them ---------------------------

# (num warps, num CTAs, source type, destination type, generic, NVIDIA sm_80, NVIDIA sm_90)
CONVERSIONS = [
    (1, 1, "tensor<32x64xi8, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>>",
     "tensor<32x64xi8, #ttg.blocked<{sizePerThread = [2, 8], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [0, 1]}>>", 2048, 2048, 1024),
    (2, 1, "tensor<8x16xf32, #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerCTA = [1, 2], order = [1, 0]}>>",
     "tensor<8x16xf32, #ttg.blocked<{sizePerThread = [8, 8], threadsPerWarp = [16, 2], warpsPerCTA = [2, 1], order = [1, 0]}>>", 256, 256, 128),
    (1, 1, "tensor<128x4xf16, #ttg.blocked<{sizePerThread = [4, 8], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>>",
     "tensor<128x4xf16, #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>>", 512, 512, 128),
    (4, 1, "tensor<128x64xf64, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>>",
     "tensor<128x64xf64, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>>", 8192, 8192, 8192),
    (8, 1, "tensor<1x64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [2, 4, 8], threadsPerWarp = [8, 2, 2], warpsPerCTA = [1, 1, 8], order = [0, 2, 1]}>>",
     "tensor<1x64x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 2], order = [1, 0, 2]}>>", 8192, 2048, 2048),
    (4, 1, "tensor<8x64xbf16, #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>",
     "tensor<8x64xbf16, #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [0, 1]}>>", 1024, 1024, 256),
    (4, 1, "tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>",
     "tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>", 1024, 1024, 1024),
    (4, 1, "tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [2, 2], order = [1, 0]}>>",
     "tensor<128x128xf8E4M3FN, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>", 16384, 8192, 8192),
    (2, 1, "tensor<2x8x32xbf16, #ttg.blocked<{sizePerThread = [1, 2, 8], threadsPerWarp = [1, 2, 16], warpsPerCTA = [1, 1, 2], order = [2, 1, 0]}>>",
     "tensor<2x8x32xbf16, #ttg.blocked<{sizePerThread = [2, 1, 8], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 2, 1], order = [0, 2, 1]}>>", 512, 512, 256),
    (2, 1, "tensor<64x128xf16, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>>",
     "tensor<64x128xf16, #ttg.blocked<{sizePerThread = [8, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>>", 4096, 4096, 1024),
    (1, 1, "tensor<32x128xi8, #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [1, 0]}>>",
     "tensor<32x128xi8, #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>>", 4096, 1024, 1024),
    (2, 1, "tensor<2x32x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [16, 2, 1], warpsPerCTA = [1, 1, 2], order = [1, 0, 2]}>>",
     "tensor<2x32x128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [2, 2, 2], threadsPerWarp = [8, 1, 4], warpsPerCTA = [1, 1, 2], order = [2, 0, 1]}>>", 512, 512, 512),
    (4, 1, "tensor<32x64xbf16, #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [0, 1]}>>",
     "tensor<32x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>, kWidth = 8}>>", 4096, 4096, 4096),
    (4, 1, "tensor<128xf16, #ttg.slice<{dim = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>}>>",
     "tensor<128xf16, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>", 256, 256, 256),
    (2, 2, "tensor<128x8xf32, #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [0, 1], CGALayout = [[0, 1]]}>>",
     "tensor<128x8xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 2], order = [1, 0], CGALayout = [[1, 0]]}>>", 1024, 1024, 512),
    (2, 4, "tensor<32x16xf32, #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [2, 16], warpsPerCTA = [1, 2], order = [0, 1], CGALayout = [[1, 0], [0, 1]]}>>",
     "tensor<32x16xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [0, 1], CGALayout = [[1, 0], [0, 1]]}>>", 2048, 2048, 2048),
]


def convert_op(num_warps: int, num_ctas: int, src: str, dst: str):
    module = parse(
        f'module attributes {{"ttg.num-ctas" = {num_ctas} : i32, "ttg.num-warps" = {num_warps} : i32, '
        f'"ttg.threads-per-warp" = 32 : i32}} {{\n'
        f"  tt.func @f(%x: {src}) {{\n"
        f"    %0 = ttg.convert_layout %x : {src} -> {dst}\n"
        "    tt.return\n  }\n}"
    )
    return next(op for op in module.walk() if op.name == "ttg.convert_layout")


@pytest.mark.parametrize("warps, ctas, src, dst, generic, sm80, sm90", CONVERSIONS)
def test_convert_layout_scratch_sizes(warps, ctas, src, dst, generic, sm80, sm90):
    op = convert_op(warps, ctas, src, dst)
    assert default_scratch_size(op) == generic
    assert nvidia_scratch_size_fn(80)(op) == sm80
    assert nvidia_scratch_size_fn(90)(op) == sm90


# -- GF(2) helpers -------------------------------------------------------------------------------

vectors = st.lists(st.integers(0, 255), max_size=8)


def span(basis: list[int]) -> set[int]:
    reached = {0}
    for vector in basis:
        reached |= {v ^ vector for v in reached}
    return reached


def dot(a: int, b: int) -> int:
    return (a & b).bit_count() % 2


@PROPERTY
@given(vectors)
def test_nullspace_is_the_orthogonal_complement(basis):
    null = nullspace_basis(basis, 8)
    assert all(dot(n, v) == 0 for n in null for v in basis)
    assert len(span(null)) * len(span(basis)) == 256


@PROPERTY
@given(vectors)
def test_complement_completes_the_space(basis):
    complement = complement_basis(basis, 8)
    assert all(c & (c - 1) == 0 for c in complement)
    assert len(span(basis + complement)) == 256
    assert len(span(basis)) * len(span(complement)) == 256


@PROPERTY
@given(vectors, vectors)
def test_intersection_spans_the_common_subspace(first, second):
    common = intersection_basis(first, second, 8)
    assert span(common) == span(first) & span(second)


def test_intersection_of_unit_vectors_keeps_the_first_order():
    assert intersection_basis([8, 1, 4], [4, 2, 8], 4) == [8, 4]


def test_segment_prefers_untouched_bits_then_paired_sums():
    # Bits 0-2 are touched by both sides, 3 only by src, 4 only by dst: 5 and 6 are free.
    assert compute_segment([1, 2, 4, 8], [1, 2, 4, 16], 7, 2) == [32, 64]
    assert compute_segment([1, 2, 4, 8], [1, 2, 4, 16], 7, 3) == [32, 64, 8 ^ 16]
    # Not enough: the unpaired bits, a conflict on each side.
    assert compute_segment([1, 2, 4, 8], [1, 2, 4, 16], 5, 2) == [8, 16]


# -- the swizzled tile ----------------------------------------------------------------------------


@st.composite
def blocked_pairs(draw):
    """Two random blocked layouts of one 2-D shape, with 4 warps."""
    from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
    from ttopt.layouts.conversions import to_linear_layout

    shape = [1 << draw(st.integers(2, 6)), 1 << draw(st.integers(2, 6))]

    def split(total: int) -> list[int]:
        parts = [0, 0]
        for _ in range(total):
            parts[draw(st.integers(0, 1))] += 1
        return [1 << p for p in parts]

    def blocked():
        encoding = BlockedEncodingAttr(
            [1 << draw(st.integers(0, 2)), 1 << draw(st.integers(0, 2))],
            split(5),
            split(2),
            draw(st.sampled_from([[0, 1], [1, 0]])),
        )
        return to_linear_layout(encoding, shape).remove_zero_bases_along_dim(REGISTER)

    return blocked(), blocked(), draw(st.sampled_from([8, 16, 32, 64]))


def check_tile(src, dst, smem):
    # Every element has exactly one place in the tile, reps repeated.
    assert smem.in_dims == (VECTOR, BANK, SEGMENT, REPS)
    assert smem.is_invertible()
    regs_src = set(flat_bases(src.flatten_outs(), REGISTER))
    regs_dst = set(flat_bases(dst.flatten_outs(), REGISTER))
    for rep in flat_bases(smem.flatten_outs(), REPS):
        assert rep in regs_src and rep in regs_dst


@PROPERTY
@given(blocked_pairs())
def test_ld_st_tile_is_a_bijection_with_register_reps(pair):
    src, dst, bitwidth = pair
    check_tile(src, dst, optimal_swizzling_ld_st(src, dst, bitwidth))


@PROPERTY
@given(blocked_pairs(), st.sampled_from([80, 90]))
def test_nvidia_tile_is_a_bijection_with_register_reps(pair, capability):
    src, dst, bitwidth = pair
    src_tiles, dst_tiles = src_dst_tiles(bitwidth, capability >= 75, capability >= 90)
    smem, (i, j) = optimal_swizzling(src, dst, src_tiles, dst_tiles, bitwidth)
    assert 0 <= i < len(src_tiles) and 0 <= j < len(dst_tiles)
    check_tile(src, dst, smem)


@PROPERTY
@given(blocked_pairs())
def test_the_nvidia_tile_is_remembered_by_value(pair):
    """Equal layouts (rebuilt, not the same objects) and tiles find the tile computed first;
    it is what computing it again gives."""
    from ttopt.analysis.generic_swizzling import _optimal_swizzling
    from ttopt.layouts.linear_layout import LinearLayout

    src, dst, bitwidth = pair
    src_tiles, dst_tiles = src_dst_tiles(bitwidth, True, True)
    first = optimal_swizzling(src, dst, src_tiles, dst_tiles, bitwidth)
    rebuilt = [LinearLayout(layout.bases, layout.out_dim_sizes) for layout in (src, dst)]
    assert rebuilt[0] is not src and rebuilt == [src, dst]
    assert optimal_swizzling(*rebuilt, list(src_tiles), list(dst_tiles), bitwidth) is first
    assert _optimal_swizzling.__wrapped__(src, dst, tuple(src_tiles), tuple(dst_tiles), bitwidth) == first


def test_matrix_instructions_by_target_and_width():
    src, dst = src_dst_tiles(16, True, True)
    assert len(src) == len(dst) == 3  # ld/st.shared, (ld|st)matrix and their .trans forms
    src, dst = src_dst_tiles(16, True, False)
    assert len(src) == 1 and len(dst) == 3  # no stmatrix before sm_90
    src, dst = src_dst_tiles(64, True, True)
    assert len(src) == len(dst) == 1


# -- liveness and allocation ----------------------------------------------------------------------

LOOP = """
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = arith.addi %i, %c1 : i32
      %b = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    }
    %y = arith.addi %c0, %c1 : i32
    tt.return
  }
}
"""


def test_liveness_spans_the_loop_using_a_value():
    module = parse(LOOP)
    function = next(op for op in module.walk() if op.name == "tt.func")
    alloc = next(op for op in module.walk() if op.name == "ttg.local_alloc")
    live = [op.name for op in Liveness(function).resolve_liveness(alloc.results[0])]
    # From the definition to the loop in the outer block; in the body up to the use.
    assert sorted(live) == sorted(["ttg.local_alloc", "scf.for", "arith.addi", "ttg.local_load"])


def random_program(rng: random.Random) -> str:
    events = []
    for k in range(rng.randint(2, 8)):
        rows = rng.choice([1, 2, 4, 8, 16, 32])
        start = rng.randint(0, 12)
        events.append((start, 0, f"%a{k} = ttg.local_alloc : () -> !ttg.memdesc<{rows}x32xf16, #shared, #smem, mutable>"))
        events.append((start + rng.randint(0, 10), 1, f"ttg.local_dealloc %a{k} : !ttg.memdesc<{rows}x32xf16, #shared, #smem, mutable>"))
    body = "\n    ".join(text for _, _, text in sorted(events, key=lambda e: e[:2]))
    return f"""
#shared = #ttg.swizzled_shared<{{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}}>
#smem = #ttg.shared_memory
module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}} {{
  tt.func @f() {{
    {body}
    tt.return
  }}
}}"""


@PROPERTY
@given(st.integers(0, 10**6))
def test_buffers_live_together_never_overlap(seed):
    module = parse(random_program(random.Random(seed)))
    function = next(op for op in module.walk() if op.name == "tt.func")
    allocation = ModuleAllocation(module).function_allocation(function)
    liveness = Liveness(function)
    ids = {op: i for i, op in enumerate(function.walk())}
    buffers = list(allocation.value_buffer.items())
    ranges = {}
    for value, buffer in buffers:
        live = [ids[op] for op in liveness.resolve_liveness(value)]
        ranges[buffer] = Interval(min(live), max(live) + 1)
        assert buffer.offset % buffer.alignment == 0
        assert buffer.offset + buffer.size <= allocation.shared_memory_size
    for _, x in buffers:
        for _, y in buffers:
            if x is not y and ranges[x].intersects(ranges[y]):
                assert not x.interval.intersects(y.interval)
    assert allocation.shared_memory_size == max((b.offset + b.size for _, b in buffers), default=0)


# -- membar state ---------------------------------------------------------------------------------


def test_block_info_conflicts():
    module = parse(LOOP)
    a, b = [op for op in module.walk() if op.name in ("arith.addi",)]
    low, high, overlap = Interval(0, 64), Interval(64, 128), Interval(32, 96)
    reads = BlockInfo(reads={low: {a}})
    assert not reads.is_intersected(BlockInfo(reads={overlap: {b}}), None)  # RAR
    assert reads.is_intersected(BlockInfo(writes={overlap: {b}}), None)  # WAR
    assert not reads.is_intersected(BlockInfo(writes={high: {b}}), None)  # disjoint
    writes = BlockInfo(writes={low: {a}})
    assert writes.is_intersected(BlockInfo(reads={overlap: {b}}), None)  # RAW
    assert writes.is_intersected(BlockInfo(writes={overlap: {b}}), None)  # WAW
    assert not writes.is_intersected(BlockInfo(reads={overlap: {b}}), lambda x, y: True)  # filtered
    joined = BlockInfo().join(reads).join(writes)
    joined.sync()
    assert joined == BlockInfo()
