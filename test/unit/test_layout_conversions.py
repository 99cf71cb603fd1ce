"""Tests for the linear layouts of TritonGPU encodings and the queries built on them.

Property tests compare `to_linear_layout` with a brute-force model of each
encoding: the rule placing each (register, lane, warp, block), or each
shared-memory offset, written out directly from the encoding's definition
(the blocked tiling, the PTX ISA's mma fragments, the swizzling formula).
Spot tests check upstream's own examples.  The conversions were also checked
against Triton 3.6 itself on thousands of random layouts (see the report of the
linear-layout work); those runs need Triton and are not part of this suite.
"""

from __future__ import annotations

import math
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.dialects.builtin import TensorType, f16, f32

from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedLinearEncodingAttr,
    SharedMemorySpaceAttr,
    SliceEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts import queries
from ttopt.layouts.conversions import (
    LayoutConversionError,
    to_distributed_encoding,
    to_linear_encoding,
    to_linear_layout,
)
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import ConversionKind

PROPERTY = settings(max_examples=30, deadline=None)


# ------------------------------------------------------------------ evaluation


def evaluate(layout: LinearLayout) -> dict[tuple[int, ...], tuple[int, ...]]:
    """Every input of `layout` (a tuple in in-dim order) and its output (in out-dim order).

    By definition an input's output is the XOR of the bases of its set bits;
    each input reuses the output of the input without its highest set bit.
    """
    ins = list(layout.in_dim_sizes.values())
    bases = [basis for in_bases in layout.bases.values() for basis in in_bases]
    outputs = [(0,) * len(layout.out_dims)]
    for basis in bases:
        outputs += [tuple(a ^ b for a, b in zip(output, basis)) for output in outputs]
    return {_split(i, ins): output for i, output in enumerate(outputs)}


def _split(value: int, sizes) -> tuple[int, ...]:
    parts = []
    for size in sizes:
        value, part = divmod(value, size)
        parts.append(part)
    return tuple(parts)


def coordinates(index: int, sizes, order) -> list[int]:
    """Split `index` over `sizes`, the dim order[0] varying fastest."""
    coords = [0] * len(sizes)
    for dim in order:
        index, coords[dim] = divmod(index, sizes[dim])
    return coords


def cga_offsets(cga_bases, block: int, rank: int) -> list[int]:
    """The CTA tile `block` covers: the XOR of the CGA bases its bits select."""
    offsets = [0] * rank
    for bit, basis in enumerate(cga_bases):
        if block >> bit & 1:
            offsets = [a ^ b for a, b in zip(offsets, basis)]
    return offsets


def shares(shape, cga_bases) -> list[int]:
    """Each CTA's share of `shape`: split by the CTAs along each dim, never below 1."""
    return [s // min(s, split) for s, split in zip(shape, cta_splits(cga_bases, len(shape)))]


def cta_splits(cga_bases, rank: int) -> list[int]:
    splits = [1] * rank
    for basis in cga_bases:
        for dim, value in enumerate(basis):
            if value:
                splits[dim] *= 2
    return splits


def place(table, location, shape, per_cta, cta_element, cga_bases, block):
    """Put an element of a CTA's share, wrapped to that share, into the CTA's place."""
    offsets = cga_offsets(cga_bases, block, len(shape))
    table[location] = tuple(
        (c % p + o * p) % s for c, p, o, s in zip(cta_element, per_cta, offsets, shape)
    )


# ------------------------------------------------------------------ models


def blocked_model(enc: BlockedEncodingAttr, shape, size_per_thread=None):
    """Each thread holds sizePerThread elements; threads, then warps, tile the CTA's share.

    A tile repeats (in further registers, along `order`) until it covers the
    share; a tile larger than the share wraps around it (copies).
    """
    rank, order = len(shape), enc.order
    spt = list(size_per_thread or enc.size_per_thread)
    tpw, wpc = enc.threads_per_warp, enc.warps_per_cta
    per_cta = shares(shape, enc.cga_layout)
    tile = [a * b * c for a, b, c in zip(spt, tpw, wpc)]
    reps = [max(1, p // t) for p, t in zip(per_cta, tile)]
    table = {}
    registers = math.prod(spt) * math.prod(reps)
    for block, warp, lane, register in product(
        range(enc.num_ctas), range(math.prod(wpc)), range(math.prod(tpw)), range(registers)
    ):
        rep, in_tile = divmod(register, math.prod(spt))
        at_register, at_lane = coordinates(in_tile, spt, order), coordinates(lane, tpw, order)
        at_warp, at_rep = coordinates(warp, wpc, order), coordinates(rep, reps, order)
        element = [
            at_rep[d] * tile[d]
            + at_warp[d] * spt[d] * tpw[d]
            + at_lane[d] * spt[d]
            + at_register[d]
            for d in range(rank)
        ]
        place(table, (register, lane, warp, block), shape, per_cta, element, enc.cga_layout, block)
    return table


def slice_of_blocked_model(enc: SliceEncodingAttr, shape):
    """The parent's elements with the sliced dim dropped; registers holding copies go away."""
    parent, dim = enc.parent, enc.dim
    parent_shape = shape[:dim] + (1,) + shape[dim:]
    per_cta = shares(parent_shape, parent.cga_layout)
    spt = [min(s, p) for s, p in zip(parent.size_per_thread, per_cta)]
    return {
        location: element[:dim] + element[dim + 1 :]
        for location, element in blocked_model(parent, parent_shape, spt).items()
    }


def mma_fragment(lane: int, register: int, rows: int, columns: int, k_width: int = 2):
    """(row, column) of a register of an mma fragment, per the PTX ISA's figures.

    Lane l sits in row l // 4 and holds k_width consecutive columns from
    (l % 4) * k_width; further registers step 8 rows (rows // 8 times), then
    4 * k_width columns.
    """
    pair, rest = register % k_width, register // k_width
    row_block, column_block = rest % (rows // 8), rest // (rows // 8)
    row = lane // 4 + 8 * row_block
    column = (lane % 4) * k_width + pair + 4 * k_width * column_block
    return row, column


def mma_model(enc: NvidiaMmaEncodingAttr, shape):
    """Accumulators: warps tile the CTA (Ampere along N first, Hopper along M first)."""
    rank = len(shape)
    instr = list(enc.instr_shape) if enc.is_ampere else [16, enc.instr_shape[1]]
    rows, columns = instr[-2], instr[-1]
    warp_order = list(reversed(range(rank))) if enc.is_ampere else [0, 1]
    return _fragment_model(
        shape,
        instr=instr,
        warps=enc.warps_per_cta,
        warp_order=warp_order,
        rep_order=list(reversed(range(rank))),
        fragment=lambda lane, register: mma_fragment(lane, register, rows, columns),
        registers_per_tile=2 * (rows // 8) * (columns // 8),
        cga_bases=enc.cga_layout,
    )


def dot_operand_model(enc: DotOperandEncodingAttr, shape):
    """mma operands: A fragments of 16 x 8*kWidth (M x K), B of 8*kWidth x 8 (K x N), per PTX.

    Warps are the result's, with copies along K; the fragment repeats along K first.
    """
    mma, rank, k_width = enc.parent, len(shape), enc.k_width
    is_a = enc.op_idx == 0
    k_dim = rank - 1 if is_a else rank - 2
    instr = [1] * (rank - 2) + ([16, 8 * k_width] if is_a else [8 * k_width, 8])
    warp_order = list(reversed(range(rank))) if mma.is_ampere else [0, 1]
    rep_order = [rank - 1, rank - 2] if is_a else [rank - 2, rank - 1]
    rep_order += list(reversed(range(rank - 2)))

    def fragment(lane, register):
        if is_a:
            return mma_fragment(lane, register, 16, 8 * k_width, k_width)
        # B is a transposed A-like fragment of 8 rows (N) by 8*kWidth columns (K).
        n, k = mma_fragment(lane, register, 8, 8 * k_width, k_width)
        return k, n

    return _fragment_model(
        shape,
        instr=instr,
        warps=mma.warps_per_cta,
        warp_order=warp_order,
        rep_order=rep_order,
        fragment=fragment,
        registers_per_tile=4 * k_width if is_a else 2 * k_width,
        cga_bases=_dot_cga(enc),
        k_dim=k_dim,
    )


def _dot_cga(enc: DotOperandEncodingAttr):
    k_dim = enc.rank - 1 if enc.op_idx == 0 else enc.rank - 2
    return [[0 if d == k_dim else v for d, v in enumerate(b)] for b in enc.parent.cga_layout]


def _fragment_model(
    shape,
    *,
    instr,
    warps,
    warp_order,
    rep_order,
    fragment,
    registers_per_tile,
    cga_bases,
    k_dim=None,
):
    """Warps tile the CTA with `instr`-sized fragments, which then repeat in registers.

    `fragment(lane, register)` places a register of one fragment; operands
    (`k_dim` given) have warps holding copies along K.
    """
    rank = len(shape)
    per_cta = shares(shape, cga_bases)
    # Warps split K in the result, so an operand's warps all hold the whole K tile.
    cta_tile = [instr[d] * (1 if d == k_dim else warps[d]) for d in range(rank)]
    reps = [max(1, p // t) for p, t in zip(per_cta, cta_tile)]
    table = {}
    registers = registers_per_tile * math.prod(reps)
    for block, warp, lane, register in product(
        range(1 << len(cga_bases)), range(math.prod(warps)), range(32), range(registers)
    ):
        rep, in_tile = divmod(register, registers_per_tile)
        row, column = fragment(lane, in_tile)
        at_warp, at_rep = coordinates(warp, warps, warp_order), coordinates(rep, reps, rep_order)
        element = [
            at_rep[d] * cta_tile[d] + (0 if d == k_dim else at_warp[d] * instr[d])
            for d in range(rank)
        ]
        element[-2] += row
        element[-1] += column
        place(table, (register, lane, warp, block), shape, per_cta, element, cga_bases, block)
    return table


def fma_dot_operand_model(enc: DotOperandEncodingAttr, shape):
    """FMA operands: each thread holds its rows' whole K; threads and warps copy along K."""
    blocked, rank = enc.parent, len(shape)
    k_dim = rank - 1 if enc.op_idx == 0 else rank - 2
    order, tpw, wpc = blocked.order, blocked.threads_per_warp, blocked.warps_per_cta
    spt = list(blocked.size_per_thread)
    spt[k_dim] = shape[k_dim]
    cga_bases = _dot_cga(enc)
    per_cta = shares(shape, cga_bases)
    tile = [spt[d] * (1 if d == k_dim else tpw[d] * wpc[d]) for d in range(rank)]
    reps = [max(1, p // t) for p, t in zip(per_cta, tile)]
    table = {}
    registers = math.prod(spt) * math.prod(reps)
    for block, warp, lane, register in product(
        range(1 << len(cga_bases)), range(math.prod(wpc)), range(math.prod(tpw)), range(registers)
    ):
        rep, in_tile = divmod(register, math.prod(spt))
        at_register, at_lane = coordinates(in_tile, spt, order), coordinates(lane, tpw, order)
        at_warp, at_rep = coordinates(warp, wpc, order), coordinates(rep, reps, order)
        element = [
            at_rep[d] * tile[d]
            + at_register[d]
            + (0 if d == k_dim else at_warp[d] * spt[d] * tpw[d] + at_lane[d] * spt[d])
            for d in range(rank)
        ]
        place(table, (register, lane, warp, block), shape, per_cta, element, cga_bases, block)
    return table


def swizzled_model(enc: SwizzledSharedEncodingAttr, shape):
    """Offsets fill rows of the fastest dim; row r stores column c at c ^ (vec * phase(r)).

    phase(r) = (r // perPhase) % maxPhase (upstream's description of the encoding).
    """
    rank, order = len(shape), enc.order
    per_cta = shares(shape, enc.cga_layout)
    table = {}
    for block, offset in product(range(enc.num_ctas), range(math.prod(per_cta))):
        element = coordinates(offset, per_cta, order)
        if rank >= 2:
            column, row = order[0], order[1]
            phase = (element[row] // enc.per_phase) % enc.max_phase
            element[column] = (element[column] ^ enc.vec * phase) % per_cta[column]
        place(table, (offset, block), shape, per_cta, element, enc.cga_layout, block)
    return table


def nvmma_model(enc: NVMMASharedEncodingAttr, shape):
    """TMA boxes of rows x one swizzle row (at most 256 per dim), row-major inside a box.

    Within a row, the 16-byte chunk c of row r holds chunk c ^ ((r // perPhase) %
    maxPhase) (perPhase = 128 / width, maxPhase = width / 16).  Boxes repeat along
    dim0 first, or along the last dim first without swizzling.
    """
    rank, swizzle, bits = len(shape), enc.swizzling_byte_width, enc.element_bit_width
    per_cta = shares(shape, enc.cga_layout)
    box = [min(s, 256) for s in per_cta]
    vec = 128 // bits if swizzle else 1
    if swizzle:
        box[-1] = 8 * swizzle // bits
    per_phase, max_phase = (128 // swizzle, swizzle // 16) if swizzle else (1, 1)
    reps = [p // b for p, b in zip(per_cta, box)]
    rep_order = list(range(rank)) if swizzle else list(reversed(range(rank)))
    row_major = list(reversed(range(rank)))
    table = {}
    for block, offset in product(range(enc.num_ctas), range(math.prod(per_cta))):
        rep, in_box = divmod(offset, math.prod(box))
        row, column = divmod(in_box, box[-1])
        chunk = column // vec ^ (row // per_phase) % max_phase
        element = coordinates(row * box[-1] + chunk * vec + column % vec, box, row_major)
        at_rep = coordinates(rep, reps, rep_order)
        element = [e + r * b for e, r, b in zip(element, at_rep, box)]
        place(table, (offset, block), shape, per_cta, element, enc.cga_layout, block)
    return table


def assert_matches(encoding, shape, model):
    layout = to_linear_layout(encoding, shape)
    assert list(layout.out_dim_sizes.values()) == list(shape)
    assert evaluate(layout) == model(encoding, tuple(shape))


# ------------------------------------------------------------------ strategies


def power_of_two(low: int, high: int):
    return st.integers(low, high).map(lambda e: 1 << e)


@st.composite
def split_power_of_two(draw, log2_total: int, rank: int):
    parts = [0] * rank
    for _ in range(log2_total):
        parts[draw(st.integers(0, rank - 1))] += 1
    return [1 << p for p in parts]


@st.composite
def cga_bases(draw, rank: int, allow_broadcast: bool = True):
    """At most two block bases, each doubling one dim's CTA count (or, rarely, a copy)."""
    counts, bases = [1] * rank, []
    for _ in range(draw(st.integers(0, 2))):
        if allow_broadcast and draw(st.integers(0, 4)) == 0:
            bases.append([0] * rank)
            continue
        dim = draw(st.integers(0, rank - 1))
        bases.append([counts[dim] if d == dim else 0 for d in range(rank)])
        counts[dim] *= 2
    return bases


@st.composite
def shapes(draw, rank: int, cga, high: int = 6):
    """Power-of-two dims, each at least the number of CTAs along it, at most 4096 elements."""
    high = min(high, 12 // rank)
    splits = cta_splits(cga, rank)
    return tuple(max(draw(power_of_two(0, high)), s) for s in splits)


@st.composite
def nvmma_shapes(draw, encoding: NVMMASharedEncodingAttr):
    """Per CTA: whole 128-element swizzle rows and at least 8 rows; some over 256 rows."""
    leading = [draw(power_of_two(0, 1)) for _ in range(encoding.rank - 2)]
    per_cta = [*leading, draw(power_of_two(3, 9 if encoding.rank == 2 else 5)), 128]
    return tuple(p * s for p, s in zip(per_cta, cta_splits(encoding.cga_layout, encoding.rank)))


@st.composite
def blocked_encodings(draw, rank: int | None = None, warps_log2: int | None = None):
    rank = rank or draw(st.integers(1, 3))
    order = draw(st.permutations(range(rank)))
    return BlockedEncodingAttr(
        [draw(power_of_two(0, 2)) for _ in range(rank)],
        draw(split_power_of_two(5, rank)),
        draw(
            split_power_of_two(draw(st.integers(0, 2)) if warps_log2 is None else warps_log2, rank)
        ),
        order,
        draw(cga_bases(rank)),
    )


@st.composite
def mma_encodings(draw, version: int | None = None, rank: int | None = None, warps_log2=None):
    version = version or draw(st.sampled_from([2, 3]))
    if version == 3:
        warps = [4 * draw(power_of_two(0, 1)), draw(power_of_two(0, 1))]
        return NvidiaMmaEncodingAttr(
            3, 0, warps, [16, draw(power_of_two(3, 6)), 16], draw(cga_bases(2))
        )
    rank = rank or draw(st.sampled_from([2, 3]))
    log2_warps = draw(st.integers(0, 2)) if warps_log2 is None else warps_log2
    warps = draw(split_power_of_two(log2_warps, rank))
    instr = [16, 8] if rank == 2 else [1, 16, 8]
    return NvidiaMmaEncodingAttr(2, 0, warps, instr, draw(cga_bases(rank)))


@st.composite
def mma_dot_operands(draw):
    mma = draw(mma_encodings())
    op_idx = 0 if mma.is_hopper else draw(st.integers(0, 1))
    return DotOperandEncodingAttr(op_idx, mma, draw(power_of_two(0, 3)))


@st.composite
def fma_dot_operands(draw):
    return DotOperandEncodingAttr(
        draw(st.integers(0, 1)), draw(blocked_encodings(rank=draw(st.integers(2, 3))))
    )


@st.composite
def swizzled_encodings(draw):
    rank = draw(st.integers(1, 3))
    return SwizzledSharedEncodingAttr(
        draw(power_of_two(0, 3)),
        draw(power_of_two(0, 2)),
        draw(power_of_two(0, 3)),
        draw(st.permutations(range(rank))),
        draw(cga_bases(rank, allow_broadcast=False)),
    )


@st.composite
def nvmma_encodings(draw):
    rank = draw(st.integers(2, 3))
    return NVMMASharedEncodingAttr(
        draw(st.sampled_from([0, 32, 64, 128])),
        False,
        draw(st.sampled_from([8, 16, 32])),
        cga_layout=draw(cga_bases(rank, allow_broadcast=False)),
        rank=rank,
    )


# ------------------------------------------------------------------ properties


@PROPERTY
@given(st.data())
def test_blocked_layouts_follow_the_blocked_tiling(data):
    encoding = data.draw(blocked_encodings())
    assert_matches(encoding, data.draw(shapes(encoding.rank, encoding.cga_layout)), blocked_model)


@PROPERTY
@given(st.data())
def test_slices_of_blocked_layouts_drop_the_dim_and_the_copies(data):
    parent = data.draw(blocked_encodings(rank=data.draw(st.integers(2, 3))))
    encoding = SliceEncodingAttr(data.draw(st.integers(0, parent.rank - 1)), parent)
    cga = [b[: encoding.dim] + b[encoding.dim + 1 :] for b in parent.cga_layout]
    assert_matches(encoding, data.draw(shapes(encoding.rank, cga)), slice_of_blocked_model)


@PROPERTY
@given(st.data())
def test_mma_layouts_follow_the_ptx_accumulator_fragments(data):
    encoding = data.draw(mma_encodings())
    assert_matches(encoding, data.draw(shapes(encoding.rank, encoding.cga_layout)), mma_model)


@PROPERTY
@given(st.data())
def test_mma_operands_follow_the_ptx_operand_fragments(data):
    encoding = data.draw(mma_dot_operands())
    shape = data.draw(shapes(encoding.rank, _dot_cga(encoding)))
    assert_matches(encoding, shape, dot_operand_model)


@PROPERTY
@given(st.data())
def test_fma_operands_hold_whole_rows_of_k(data):
    encoding = data.draw(fma_dot_operands())
    assert_matches(
        encoding,
        data.draw(shapes(encoding.rank, _dot_cga(encoding), high=4)),
        fma_dot_operand_model,
    )


@PROPERTY
@given(st.data())
def test_swizzled_layouts_follow_the_swizzling_formula(data):
    encoding = data.draw(swizzled_encodings())
    assert_matches(
        encoding, data.draw(shapes(encoding.rank, encoding.cga_layout, high=4)), swizzled_model
    )


@PROPERTY
@given(st.data())
def test_nvmma_layouts_follow_the_tma_swizzle(data):
    encoding = data.draw(nvmma_encodings())
    assert_matches(encoding, data.draw(nvmma_shapes(encoding)), nvmma_model)


@PROPERTY
@given(st.data())
def test_linear_encoding_round_trips(data):
    encoding = data.draw(st.one_of(blocked_encodings(), mma_encodings(), mma_dot_operands()))
    shape = data.draw(shapes(encoding.rank, _cga_of(encoding)))
    layout = to_linear_layout(encoding, shape)
    linear = to_linear_encoding(layout)
    assert to_linear_layout(linear, shape) == layout
    assert queries.layouts_equivalent(shape, encoding, linear)


def _cga_of(encoding):
    return (
        _dot_cga(encoding) if isinstance(encoding, DotOperandEncodingAttr) else encoding.cga_layout
    )


@PROPERTY
@given(st.data())
def test_element_holders_are_exactly_the_locations_holding_it(data):
    encoding = data.draw(st.one_of(blocked_encodings(rank=2), mma_encodings(rank=2)))
    shape = data.draw(shapes(2, encoding.cga_layout, high=4))
    type_ = TensorType(f32, shape, encoding)
    table = evaluate(to_linear_layout(encoding, shape))
    element = tuple(data.draw(st.integers(0, s - 1)) for s in shape)
    expected = sorted(loc for loc, held in table.items() if held == element)
    holders = queries.element_holders(type_, element)
    assert [tuple(h.values()) for h in holders] == [
        tuple(loc) for loc in sorted(expected, key=_flat_order)
    ]
    for holder in holders:
        assert queries.held_element(type_, holder) == element


def _flat_order(location):
    """Locations ordered as packed integers, the first in dim lowest."""
    return tuple(reversed(location))


# ------------------------------------------------------------------ upstream's examples


def blocked(spt, tpw, wpc, order, cga=()):
    return BlockedEncodingAttr(spt, tpw, wpc, order, cga)


SEED_BLOCKED = blocked([2, 2], [8, 4], [1, 2], [1, 0])


def test_the_16x16_blocked_layout_over_two_warps():
    """The seed article's picture: thread t holds a 2x2 block; 4 threads per row of 8 columns."""
    layout = to_linear_layout(SEED_BLOCKED, [16, 16])
    assert layout == LinearLayout(
        {
            "register": [[0, 1], [1, 0]],
            "lane": [[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]],
            "warp": [[0, 8]],
            "block": [],
        },
        ["dim0", "dim1"],
    )
    type_ = TensorType(f16, [16, 16], SEED_BLOCKED)
    assert queries.element_holders(type_, (0, 0)) == [
        {"register": 0, "lane": 0, "warp": 0, "block": 0}
    ]
    assert queries.element_holders(type_, (3, 9)) == [
        {"register": 3, "lane": 4, "warp": 1, "block": 0}
    ]
    assert queries.element_holders(type_, (15, 7)) == [
        {"register": 3, "lane": 31, "warp": 0, "block": 0}
    ]


@pytest.mark.parametrize("lane", range(32))
def test_mma_v2_accumulators_are_the_ptx_m16n8k16_c_fragment(lane):
    """PTX ISA, mma.m16n8k16 .f32 accumulators: c0,c1 in row groupID, c2,c3 eight rows down."""
    mma = NvidiaMmaEncodingAttr(2, 0, [1, 1], [16, 8])
    layout = to_linear_layout(mma, [16, 8])
    group, thread_in_group = divmod(lane, 4)
    for register in range(4):
        row = group + 8 * (register >= 2)
        column = thread_in_group * 2 + register % 2
        assert layout.apply({"register": register, "lane": lane, "warp": 0, "block": 0}) == [
            ("dim0", row),
            ("dim1", column),
        ]


def test_mma_v2_operands_are_the_ptx_m16n8k16_a_and_b_fragments():
    """PTX ISA, mma.m16n8k16 .f16: a0..a7 over a 16x16 A tile, b0..b3 over a 16x8 B tile."""
    mma = NvidiaMmaEncodingAttr(2, 0, [1, 1], [16, 8])
    a = to_linear_layout(DotOperandEncodingAttr(0, mma, 2), [16, 16])
    b = to_linear_layout(DotOperandEncodingAttr(1, mma, 2), [16, 8])
    for lane in range(32):
        group, thread_in_group = divmod(lane, 4)
        for i in range(8):
            row = group + 8 * (i % 4 >= 2)
            column = thread_in_group * 2 + i % 2 + 8 * (i >= 4)
            assert a.apply({"register": i, "lane": lane, "warp": 0, "block": 0}) == [
                ("dim0", row),
                ("dim1", column),
            ]
        for i in range(4):
            k = thread_in_group * 2 + i % 2 + 8 * (i >= 2)
            assert b.apply({"register": i, "lane": lane, "warp": 0, "block": 0}) == [
                ("dim0", k),
                ("dim1", group),
            ]


def test_mma_v3_warps_stack_along_m():
    """A Hopper warp group: warp w owns rows 16w..16w+15 of the 64-row wgmma tile."""
    mma = NvidiaMmaEncodingAttr(3, 0, [4, 1], [16, 64, 16])
    layout = to_linear_layout(mma, [64, 64])
    assert layout.bases["warp"] == ((16, 0), (32, 0))
    assert layout.bases["register"] == ((0, 1), (8, 0), (0, 8), (0, 16), (0, 32))


# Upstream's description of SwizzledSharedEncodingAttr: the element (row-major
# index) stored at each position of shared memory.
SWIZZLE_EXAMPLES = [
    (1, 1, 4, [[0, 1, 2, 3], [5, 4, 7, 6], [10, 11, 8, 9], [15, 14, 13, 12]]),
    (1, 2, 4, [[0, 1, 2, 3], [4, 5, 6, 7], [9, 8, 11, 10], [13, 12, 15, 14]]),
    (
        1,
        1,
        2,
        [
            [0, 1, 2, 3],
            [5, 4, 7, 6],
            [8, 9, 10, 11],
            [13, 12, 15, 14],
            [16, 17, 18, 19],
            [21, 20, 23, 22],
            [24, 25, 26, 27],
            [29, 28, 31, 30],
        ],
    ),
    (
        1,
        2,
        2,
        [
            [0, 1, 2, 3],
            [4, 5, 6, 7],
            [9, 8, 11, 10],
            [13, 12, 15, 14],
            [16, 17, 18, 19],
            [20, 21, 22, 23],
            [25, 24, 27, 26],
            [29, 28, 31, 30],
        ],
    ),
    (
        2,
        1,
        4,
        [
            [0, 1, 2, 3, 4, 5, 6, 7],
            [10, 11, 8, 9, 14, 15, 12, 13],
            [20, 21, 22, 23, 16, 17, 18, 19],
            [30, 31, 28, 29, 26, 27, 24, 25],
        ],
    ),
]


@pytest.mark.parametrize("vec, per_phase, max_phase, memory", SWIZZLE_EXAMPLES)
def test_swizzled_layouts_match_upstreams_examples(vec, per_phase, max_phase, memory):
    rows, columns = len(memory), len(memory[0])
    layout = to_linear_layout(
        SwizzledSharedEncodingAttr(vec, per_phase, max_phase, [1, 0]), [rows, columns]
    )
    for offset in range(rows * columns):
        (_, row), (_, column) = layout.apply({"offset": offset, "block": 0})
        assert row * columns + column == memory[offset // columns][offset % columns]


def test_nvmma_128_byte_swizzle_xors_16_byte_chunks_with_the_row():
    """f16, 128B swizzle: row r of 64 elements stores its 16-byte chunk c at chunk c ^ r."""
    layout = to_linear_layout(NVMMASharedEncodingAttr(128, False, 16), [8, 64])
    for row, chunk, within in product(range(8), range(8), range(8)):
        offset = row * 64 + chunk * 8 + within
        assert layout.apply({"offset": offset, "block": 0}) == [
            ("dim0", row),
            ("dim1", (chunk ^ row) * 8 + within),
        ]


def test_transposed_nvmma_layouts_swizzle_along_dim0():
    plain = to_linear_layout(NVMMASharedEncodingAttr(64, False, 16), [16, 32])
    transposed = to_linear_layout(NVMMASharedEncodingAttr(64, True, 16), [32, 16])
    swap = {in_dim: [b[::-1] for b in bases] for in_dim, bases in plain.bases.items()}
    assert transposed == LinearLayout(swap, ["dim0", "dim1"])


def test_cga_layouts_split_the_tensor_over_ctas():
    encoding = blocked([1, 1], [8, 4], [1, 1], [1, 0], [[0, 1], [1, 0]])
    layout = to_linear_layout(encoding, [16, 8])
    assert layout.bases["block"] == ((0, 4), (8, 0))
    type_ = TensorType(f32, [16, 8], encoding)
    assert queries.shape_per_cta(type_) == (8, 4)
    assert queries.element_holders(type_, (9, 5))[0]["block"] == 3


def test_linear_encodings_are_cut_and_repeated_along_their_register_order():
    linear = LinearEncodingAttr(((0, 1), (0, 4)), ((0, 2), (1, 0), (2, 0), (4, 0), (8, 0)), (), ())
    assert to_linear_layout(linear, [16, 8]) == linear.linear_layout()
    repeated = to_linear_layout(linear, [32, 8])
    assert repeated.bases["register"] == ((0, 1), (0, 4), (16, 0))
    # Registers that only reach past the shape are dropped, lanes hold copies.
    cut = to_linear_layout(linear, [4, 4])
    assert cut.bases["register"] == ((0, 1),)
    assert cut.bases["lane"] == ((0, 2), (1, 0), (2, 0), (0, 0), (0, 0))


def test_shared_linear_layouts_are_their_own_bases():
    encoding = SharedLinearEncodingAttr(((0, 1), (1, 1), (2, 0)), (), 16)
    assert to_linear_layout(encoding, [4, 2]) == encoding.linear_layout()
    with pytest.raises(LayoutConversionError, match="covers"):
        to_linear_layout(encoding, [8, 2])


@pytest.mark.parametrize(
    "encoding, shape, message",
    [
        (SEED_BLOCKED, [16, 16, 2], "rank 2 but the shape"),
        (SEED_BLOCKED, [16, 12], "power of two"),
        (NvidiaMmaEncodingAttr(1, 0, [2, 2], [16, 8]), [32, 32], "versionMajor 1"),
        (NvidiaMmaEncodingAttr(2, 0, [2, 2], [16]), [32, 32], "instrShape"),
        (NVMMASharedEncodingAttr(128, False, 16), [16, 32], "Block shape is too small"),
        (SharedMemorySpaceAttr(), [16], "no linear layout"),
    ],
)
def test_encodings_without_a_linear_layout_are_reported(encoding, shape, message):
    with pytest.raises(LayoutConversionError, match=message):
        to_linear_layout(encoding, shape)


def test_a_named_encoding_is_preferred_when_one_fits():
    layout = to_linear_layout(SEED_BLOCKED, [16, 16])
    assert to_distributed_encoding(layout, [16, 16]) == SEED_BLOCKED
    # A tile larger than the tensor still reads back as a blocked layout, one of
    # several that place the 4x4 elements alike (the warps hold copies).
    small = to_linear_layout(SEED_BLOCKED, [4, 4])
    named = to_distributed_encoding(small, [4, 4])
    assert isinstance(named, BlockedEncodingAttr)
    assert to_linear_layout(named, [4, 4]) == small
    mma = to_linear_layout(NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8]), [32, 32])
    assert to_distributed_encoding(mma, [32, 32]) == to_linear_encoding(mma)


def test_to_linear_encoding_rejects_layouts_it_cannot_express():
    with pytest.raises(LayoutConversionError, match="more than one dim"):
        to_linear_encoding(LinearLayout({"register": [[1, 1], [0, 1]]}, ["dim0", "dim1"]))
    with pytest.raises(LayoutConversionError, match="in dims"):
        to_linear_encoding(LinearLayout({"offset": [[1]]}, ["dim0"]))


# ------------------------------------------------------------------ queries


MMA = NvidiaMmaEncodingAttr(2, 0, [2, 2], [16, 8])


@pytest.mark.parametrize(
    "encoding, shape, order, contig, elems",
    [
        (SEED_BLOCKED, [16, 16], (1, 0), (2, 2), (2, 2)),
        (SEED_BLOCKED, [32, 64], (1, 0), (2, 2), (4, 8)),
        (blocked([4, 1], [4, 8], [1, 4], [0, 1]), [64, 64], (0, 1), (4, 1), (16, 2)),
        (SliceEncodingAttr(1, SEED_BLOCKED), [16], (0,), (2,), (2,)),
        (MMA, [64, 64], (1, 0), (1, 2), (4, 8)),
        (DotOperandEncodingAttr(0, MMA, 2), [64, 64], (1, 0), (1, 2), (4, 16)),
        (DotOperandEncodingAttr(1, MMA, 2), [64, 64], (0, 1), (2, 1), (16, 4)),
        (DotOperandEncodingAttr(0, MMA, 4), [64, 64], (1, 0), (1, 4), (4, 16)),
    ],
)
def test_order_contiguity_and_elements_per_thread(encoding, shape, order, contig, elems):
    type_ = TensorType(f16, shape, encoding)
    assert queries.layout_order(type_) == order
    assert queries.contig_per_thread(type_) == contig
    assert queries.elems_per_thread(type_) == elems
    assert queries.total_elems_per_thread(type_) == math.prod(elems)


def test_linear_encoding_reads_back_the_blocked_fields():
    view = queries.linear_encoding(
        TensorType(f16, [64, 64], blocked([1, 4], [4, 8], [2, 2], [1, 0]))
    )
    assert view.size_per_thread() == (1, 4)
    assert view.threads_per_warp() == (4, 8)
    assert view.warps_per_cta() == (2, 2)
    assert view.thread_order() == (1, 0)
    assert view.warp_order() == (1, 0)
    # Lanes continue the 4 contiguous columns to 32, then the rows to 4.
    assert view.contig_per_warp() == (4, 32)


def test_broadcast_elements_have_several_holders():
    # Lanes 0, 4, 8, ... hold the same row of a dim-0 slice.
    holders = queries.element_holders(
        TensorType(f32, [16], SliceEncodingAttr(0, SEED_BLOCKED)), (3,)
    )
    assert [h["lane"] for h in holders] == [1, 5, 9, 13, 17, 21, 25, 29]
    assert {h["register"] for h in holders} == {1}


def tensor(encoding, shape=(16, 16)):
    return TensorType(f32, shape, encoding)


@pytest.mark.parametrize(
    "src, dst, kind",
    [
        (SEED_BLOCKED, SEED_BLOCKED, ConversionKind.NONE),
        # The same layout spelled as #ttg.linear moves nothing either.
        (
            SEED_BLOCKED,
            to_linear_encoding(to_linear_layout(SEED_BLOCKED, [16, 16])),
            ConversionKind.NONE,
        ),
        # Only the order of each thread's four registers changes.
        (
            SEED_BLOCKED,
            LinearEncodingAttr(
                ((1, 0), (0, 1)), ((0, 2), (0, 4), (2, 0), (4, 0), (8, 0)), ((0, 8),), ()
            ),
            ConversionKind.REGISTERS,
        ),
        # Lanes trade places within each warp.
        (SEED_BLOCKED, blocked([2, 2], [8, 4], [1, 2], [0, 1]), ConversionKind.WARP_SHUFFLE),
        # Warps trade halves of the tensor.
        (SEED_BLOCKED, blocked([2, 2], [8, 4], [2, 1], [1, 0]), ConversionKind.SHARED_MEMORY),
        # Register bits and lane bits trade places twice: cheaper through shared memory.
        (
            blocked([1, 4], [32, 1], [2, 1], [1, 0]),
            blocked([4, 1], [1, 32], [2, 1], [0, 1]),
            ConversionKind.SHARED_MEMORY,
        ),
    ],
)
def test_conversion_kinds(src, dst, kind):
    shape = (64, 4) if src.name == "ttg.blocked" and src.threads_per_warp == (32, 1) else (16, 16)
    src_type, dst_type = tensor(src, shape), tensor(dst, shape)
    assert queries.conversion_kind(src_type, dst_type) == kind
    assert queries.cvt_needs_shared_memory(src_type, dst_type) == (
        kind == ConversionKind.SHARED_MEMORY
    )
    assert queries.cvt_reorders_registers(src_type, dst_type) == (
        kind in (ConversionKind.NONE, ConversionKind.REGISTERS)
    )


def test_equivalent_layouts():
    assert queries.layouts_equivalent(
        [16, 16], SEED_BLOCKED, to_linear_encoding(to_linear_layout(SEED_BLOCKED, [16, 16]))
    )
    assert not queries.layouts_equivalent(
        [16, 16], SEED_BLOCKED, blocked([2, 2], [8, 4], [2, 1], [1, 0])
    )
    # Over a 2x2 tensor the warps of both hold copies of the same elements.
    assert queries.layouts_equivalent([2, 2], SEED_BLOCKED, blocked([2, 2], [8, 4], [2, 1], [1, 0]))


SMEM = SharedMemorySpaceAttr()


@pytest.mark.parametrize(
    "size_per_thread, bitwidth, expected",
    [([1, 8], 16, 8), ([1, 4], 16, 4), ([1, 16], 16, 8), ([1, 8], 32, 4), ([8, 1], 16, 1)],
)
def test_shared_memory_vectorization(size_per_thread, bitwidth, expected):
    memdesc = MemDescType([64, 64], f16, SwizzledSharedEncodingAttr(8, 1, 8, [1, 0]), SMEM)
    registers = TensorType(f16, [64, 64], blocked(size_per_thread, [8, 4], [4, 1], [1, 0]))
    size, permutation = queries.shared_memory_vectorization(registers, memdesc, bitwidth)
    assert size == expected
    assert permutation.is_identity()


def test_vectorization_reorders_registers_when_allowed():
    # Registers 0..3 step dim0; registers 4 and 8 step dim1, which is contiguous in memory.
    cvt = LinearLayout(
        {"register": [[64], [128], [1], [2]], "lane": [[4], [8], [16], [32]]}, ["offset"]
    )
    size, permutation = queries.largest_vectorization(cvt, 32)
    assert size == 4
    assert permutation.action == (2, 3, 0, 1)
    assert queries.largest_vectorization(cvt, 32, max_vec_elems=4)[0] == 1
    # Remembered by value: an equal layout built again finds the same answer object.
    again = LinearLayout({"register": [[64], [128], [1], [2]], "lane": [[4], [8], [16], [32]]}, ["offset"])
    assert queries.largest_vectorization(again, 32) is queries.largest_vectorization(cvt, 32)
    assert queries.largest_vectorization.__wrapped__(again, 32) == (size, permutation)


def test_type_queries_are_remembered_per_type_object():
    blocked = BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0])
    tensor = TensorType(f32, [64, 64], blocked)
    encoding = queries.linear_encoding(tensor)
    assert queries.linear_encoding(tensor) is encoding
    assert queries.linear_layout(tensor) is encoding.layout
    assert queries.total_elems_per_thread(tensor) == encoding.total_elems_per_thread() == 32
    # An equal type built again is answered alike (by its own entry).
    again = TensorType(f32, [64, 64], BlockedEncodingAttr([1, 4], [4, 8], [4, 1], [1, 0]))
    assert queries.linear_layout(again) == encoding.layout


def test_memdesc_layouts_cover_the_whole_allocation():
    subslice = MemDescType(
        [16, 32], f16, NVMMASharedEncodingAttr(64, False, 16), SMEM, alloc_shape=[2, 64, 32]
    )
    assert queries.layout_shape(subslice) == (64, 32)
    assert queries.linear_layout(subslice) == to_linear_layout(subslice.encoding, [64, 32])
