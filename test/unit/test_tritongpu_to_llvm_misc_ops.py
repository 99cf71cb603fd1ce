"""The algorithms behind tt.histogram and tt.gather, run for every thread of a CTA, and
the small tables of tt.print and tt.assert.

The histogram's warp-level counting (ballots per bit of the bin index) and the warp-local
gather (shuffles from the lane the inverse layout names) are run on a builder whose values
hold one integer per thread, with the warp vote, popcount and shuffle computed across
lanes; the results must be the histogram and the gather computed directly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnknownLoc,
    i32,
)

from ttopt.conversion.tritongpu_to_llvm.assert_op import (
    assert_location,
    assert_position,
)
from ttopt.conversion.tritongpu_to_llvm.gather import warp_local_gather
from ttopt.conversion.tritongpu_to_llvm.histogram import warp_level_histogram
from ttopt.conversion.tritongpu_to_llvm.indices import lane_and_warp_id
from ttopt.conversion.tritongpu_to_llvm.print_op import (
    dimension_widths,
    format_specifier,
)
from ttopt.dialects.ttg.layouts import BlockedEncodingAttr
from ttopt.layouts.conversions import to_linear_layout

MASK32 = 0xFFFFFFFF
WARP = 32


@dataclass(frozen=True)
class Lanes:
    """One i32 (or i1) per thread of the CTA."""

    values: tuple[int, ...]
    constant: bool = False
    type = i32


class LaneBuilder:
    """Computes, for every thread at once, what the emitted ops would compute."""

    def __init__(self, threads: int):
        self.threads = threads

    def _map(self, function, *operands: Lanes) -> Lanes:
        return Lanes(tuple(function(*column) & MASK32 for column in zip(*(o.values for o in operands), strict=True)))

    def i32_val(self, value: int) -> Lanes:
        return Lanes((value & MASK32,) * self.threads, constant=True)

    def int_val(self, width: int, value: int) -> Lanes:
        return self.i32_val(value)

    def constant_int(self, value: Lanes) -> int | None:
        return value.values[0] if value.constant else None

    def thread_id_x(self) -> Lanes:
        return Lanes(tuple(range(self.threads)))

    def cluster_cta_id(self) -> Lanes:
        return Lanes((0,) * self.threads)

    def undef(self, type_) -> Lanes:
        return Lanes((0xDEAD,) * self.threads)

    def and_(self, a, b):
        return self._map(lambda x, y: x & y, a, b)

    def or_(self, a, b, disjoint=False):
        if disjoint:
            assert all(x & y == 0 for x, y in zip(a.values, b.values)), "or disjoint on overlapping bits"
        return self._map(lambda x, y: x | y, a, b)

    def xor_(self, a, b):
        return self._map(lambda x, y: x ^ y, a, b)

    def shl(self, a, b):
        return self._map(lambda x, y: x << y, a, b)

    def lshr(self, a, b):
        return self._map(lambda x, y: x >> y, a, b)

    def add(self, a, b):
        return self._map(lambda x, y: x + y, a, b)

    def urem(self, a, b):
        return self._map(lambda x, y: x % y, a, b)

    def udiv(self, a, b):
        return self._map(lambda x, y: x // y, a, b)

    def icmp_eq(self, a, b):
        return self._map(lambda x, y: int(x == y), a, b)

    def icmp_ne(self, a, b):
        return self._map(lambda x, y: int(x != y), a, b)

    def select(self, condition, a, b):
        return self._map(lambda c, x, y: x if c else y, condition, a, b)


def ballot(b: LaneBuilder, predicate: Lanes) -> Lanes:
    """vote.sync.ballot: in every lane, the mask of the lanes of its warp where the predicate holds."""
    masks = []
    for tid in range(b.threads):
        first = tid - tid % WARP
        masks.append(sum(1 << lane for lane in range(WARP) if predicate.values[first + lane]))
    return Lanes(tuple(masks))


def popcount(b: LaneBuilder, mask: Lanes) -> Lanes:
    return Lanes(tuple(bin(m).count("1") for m in mask.values))


def shuffle(b: LaneBuilder, value: Lanes, lane: Lanes) -> Lanes:
    """shfl.sync.idx: in every lane, the value of lane `lane` of its warp."""
    return Lanes(tuple(value.values[tid - tid % WARP + lane.values[tid]] for tid in range(b.threads)))


# -- histogram ----------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    bins_log2=st.integers(5, 8),
    elements=st.sampled_from([1, 2]),
    masked=st.booleans(),
    seed=st.integers(0, 2**16),
)
def test_warp_level_histogram_counts_the_lanes_bins(bins_log2, elements, masked, seed):
    rng = random.Random(seed)
    num_bins = 1 << bins_log2
    b = LaneBuilder(WARP)
    values = [Lanes(tuple(rng.randrange(num_bins) for _ in range(WARP))) for _ in range(elements)]
    masks = [Lanes(tuple(rng.randrange(2) for _ in range(WARP))) for _ in range(elements)] if masked else []
    tid = b.thread_id_x()
    counts = warp_level_histogram(b, elements, values, masks, num_bins, WARP, tid, ballot, popcount)

    bins_per_lane = num_bins // WARP
    assert len(counts) == bins_per_lane
    for lane in range(WARP):
        for k in range(bins_per_lane):
            expected = sum(
                1
                for i in range(elements)
                for other in range(WARP)
                if values[i].values[other] == lane * bins_per_lane + k and (not masked or masks[i].values[other])
            )
            assert counts[k].values[lane] == expected, (lane, k)


def test_warp_level_histogram_ignores_bits_above_the_bins():
    b = LaneBuilder(WARP)
    values = [Lanes(tuple(64 * lane + 5 for lane in range(WARP)))]
    counts = warp_level_histogram(b, 1, values, [], 32, WARP, b.thread_id_x(), ballot, popcount)
    assert [counts[0].values[lane] for lane in range(WARP)] == [32 if lane == 5 else 0 for lane in range(WARP)]


# -- gather --------------------------------------------------------------------------------------

WARP_LOCAL_GATHERS = [
    # (name, source encoding, source shape, index shape, axis)
    ("column-in-warp", BlockedEncodingAttr([2, 1], [8, 4], [1, 4], [0, 1]), [16, 16], [16, 16], 0),
    ("one-warp-4-regs", BlockedEncodingAttr([4, 1], [8, 4], [1, 1], [0, 1]), [32, 4], [32, 4], 0),
    ("axis-1", BlockedEncodingAttr([1, 2], [4, 8], [2, 1], [1, 0]), [8, 32], [8, 16], 1),
    ("1d", BlockedEncodingAttr([2], [32], [1], [0]), [64], [64], 0),
]


def _coordinates(layout, register, tid):
    inputs = {"register": register, "lane": tid % WARP, "warp": tid // WARP, "block": 0}
    return tuple(v for _, v in layout.apply(inputs))


@pytest.mark.parametrize(("name", "encoding", "src_shape", "idx_shape", "axis"), WARP_LOCAL_GATHERS,
                         ids=[g[0] for g in WARP_LOCAL_GATHERS])  # fmt: skip
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_warp_local_gather_reads_the_indexed_element(name, encoding, src_shape, idx_shape, axis, seed):
    rng = random.Random(seed)
    src_layout = to_linear_layout(encoding, src_shape)
    idx_layout = to_linear_layout(encoding, idx_shape)
    num_warps = src_layout.in_dim_size("warp")
    threads = WARP * num_warps
    b = LaneBuilder(threads)

    # The source tensor holds a distinct number per element; each register of each thread
    # holds the element its layout gives it.
    def element(coordinates):
        flat = 0
        for size, c in zip(src_shape, coordinates):
            flat = flat * size + c
        return 1000 + flat

    src_values = [
        Lanes(tuple(element(_coordinates(src_layout, r, t)) for t in range(threads)))
        for r in range(src_layout.in_dim_size("register"))
    ]
    # Indices: the same random index wherever the index element is held (broadcast-safe).
    index_of = {}
    idx_values = []
    for r in range(idx_layout.in_dim_size("register")):
        column = []
        for t in range(threads):
            coordinates = _coordinates(idx_layout, r, t)
            column.append(index_of.setdefault(coordinates, rng.randrange(src_shape[axis])))
        idx_values.append(Lanes(tuple(column)))

    lane, warp = lane_and_warp_id(b, num_warps, WARP)
    hardware = {"lane": lane, "warp": warp, "block": b.cluster_cta_id()}
    results = warp_local_gather(b, src_layout, idx_layout, axis, src_values, idx_values, hardware, shuffle)

    for r, result in enumerate(results):
        for t in range(threads):
            coordinates = list(_coordinates(idx_layout, r, t))
            coordinates[axis] = idx_values[r].values[t]
            assert result.values[t] == element(coordinates), (r, t)


# -- print and assert tables ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape", "widths"), [([256], [3]), ([100], [2]), ([4, 8], [1, 1]), ([1, 1000, 1001], [0, 3, 4]), ([0], [0])]
)
def test_index_widths_are_the_digits_of_each_dimension(shape, widths):
    assert dimension_widths(shape) == widths


def test_format_specifiers():
    from xdsl.dialects.builtin import (
        BFloat16Type,
        Float16Type,
        Float32Type,
        Float64Type,
        IntegerType,
    )

    from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt

    assert format_specifier(lt.ptr_type(1), hex_=True) == "%p"
    assert format_specifier(IntegerType(32), width=3) == "%3u"
    assert format_specifier(IntegerType(64), is_signed=True) == "%lli"
    assert format_specifier(IntegerType(64)) == "%llu"
    assert format_specifier(IntegerType(8), is_signed=True) == "%i"
    for float_type in (Float16Type(), BFloat16Type(), Float32Type(), Float64Type()):
        assert format_specifier(float_type) == "%f"
    assert format_specifier(Float16Type(), hex_=True) == "0x%04x"
    assert format_specifier(IntegerType(64), hex_=True) == "0x%016llx"
    assert format_specifier(IntegerType(1), hex_=True) == "0x%00x"


def _file(name: str, line: int) -> FileLineColLoc:
    return FileLineColLoc(StringAttr(name), IntAttr(line), IntAttr(1))


def test_assert_positions_look_through_call_sites_then_names():
    inner, outer = _file("inner.py", 3), _file("kern.py", 14)
    assert assert_position(inner) == ("inner.py", 3)
    assert assert_position(CallSiteLoc(inner, outer)) == ("inner.py", 3)
    assert assert_position(CallSiteLoc(CallSiteLoc(_file("deep.py", 9), inner), outer)) == ("deep.py", 9)
    assert assert_position(CallSiteLoc(NameLoc(StringAttr("n"), inner), outer)) == ("inner.py", 3)
    # Names are looked through only after call sites, as upstream does.
    assert assert_position(NameLoc(StringAttr("n"), CallSiteLoc(inner, outer))) == ("unknown", 0)
    assert assert_position(FusedLoc(ArrayAttr([inner, outer]), NoneAttr())) == ("unknown", 0)
    assert assert_position(UnknownLoc()) == ("unknown", 0)
    assert assert_location(CallSiteLoc(inner, outer)) == inner
