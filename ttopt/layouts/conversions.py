"""The linear layout of every TritonGPU encoding, and back to `#ttg.linear`.

`to_linear_layout(encoding, shape)` is upstream's `toLinearLayout(shape, layout)`
(lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp, Triton 3.6):

- distributed encodings (blocked, slice, nvidia_mma v2/v3, dot_op of an mma or a
  blocked parent, linear) map the in dims ("register", "lane", "warp", "block")
  to the tensor dims ("dim0", "dim1", ...);
- shared encodings (swizzled_shared, nvmma_shared, shared_linear) map ("offset",
  "block"): the n-th element of a CTA's buffer, and the CTA.

Each encoding first gives the layout of one CTA over its natural tile; the tile
is then repeated in registers (or offsets) until it covers the tensor's share of
one CTA, or cut down (broadcasting) where it is larger, and finally multiplied by
the CGA layout (the `CGALayout` block bases) that spreads the tensor over CTAs.
The order in which the out dims are listed while a tile is built is the order in
which repetitions are added, so it matters and follows upstream exactly.

`to_linear_encoding` goes the other way, to a `#ttg.linear` attribute, and
`to_distributed_encoding` picks a `#ttg.blocked` when one has the same layout.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from xdsl.dialects.builtin import NoneAttr
from xdsl.ir import Attribute

from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedLinearEncodingAttr,
    SliceEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.layouts.linear_encoding import (
    BLOCK,
    LANE,
    OFFSET,
    REGISTER,
    WARP,
    LinearEncoding,
    bases_per_dim,
)
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.support.math_extras import is_power_of_two

DISTRIBUTED_IN_DIMS = (REGISTER, LANE, WARP, BLOCK)


class LayoutConversionError(ValueError):
    """An encoding (or an encoding with this shape) that has no linear layout.

    Upstream aborts on these; the message says what is wrong.
    """


def standard_out_dims(rank: int) -> list[str]:
    return [f"dim{d}" for d in range(rank)]


# -- entry points ---------------------------------------------------------------------------------


def to_linear_layout(encoding: Attribute, shape: Sequence[int]) -> LinearLayout:
    """The linear layout of `encoding` over a tensor (or buffer) of `shape`.

    Results are cached: attributes are immutable and passes ask repeatedly.
    Raises LayoutConversionError for encodings without a linear layout here
    (AMD and padded ones, malformed parameters) or a shape that does not fit.
    """
    return _cached_linear_layout(encoding, tuple(shape))


@lru_cache(maxsize=4096)
def _cached_linear_layout(encoding: Attribute, shape: tuple[int, ...]) -> LinearLayout:
    converter = _CONVERTERS.get(type(encoding))
    if isinstance(encoding, NoneAttr):
        raise LayoutConversionError("the tensor has no layout encoding")
    if converter is None:
        raise LayoutConversionError(f"no linear layout for the {encoding.name} encoding")
    _check_shape(encoding, shape)
    return converter(encoding, shape)


def to_linear_encoding(layout: LinearLayout) -> LinearEncodingAttr:
    """The `#ttg.linear` attribute of a distributed linear layout.

    The layout's in dims must be among register, lane, warp and block (in that
    order; missing ones are size 1), its out dims dim0, dim1, ..., and each
    basis may move along at most one tensor dim, as `#ttg.linear` requires.
    """
    present = [d for d in DISTRIBUTED_IN_DIMS if layout.has_in_dim(d)]
    if list(layout.in_dims) != present:
        raise LayoutConversionError(
            f"a #ttg.linear layout has in dims {list(DISTRIBUTED_IN_DIMS)} in that order, "
            f"not {list(layout.in_dims)}"
        )
    if list(layout.out_dims) != standard_out_dims(len(layout.out_dims)):
        raise LayoutConversionError(
            f"a #ttg.linear layout has out dims dim0, dim1, ..., not {list(layout.out_dims)}"
        )
    for in_dim, bases in layout.bases.items():
        if any(sum(1 for value in basis if value) > 1 for basis in bases):
            raise LayoutConversionError(
                f"a basis of '{in_dim}' moves along more than one dim, "
                "which a distributed layout cannot do"
            )
    return LinearEncodingAttr.from_linear_layout(layout)


def to_distributed_encoding(layout: LinearLayout, shape: Sequence[int]) -> Attribute:
    """A named encoding with this layout over `shape`, else its `#ttg.linear`.

    The named candidate is the `#ttg.blocked` read off the layout (its sizes
    per thread, warp and CTA, its order and CGA bases); it is returned only if
    its own layout over `shape` is exactly `layout`.
    """
    blocked = _blocked_candidate(layout)
    if blocked is not None and _layout_or_none(blocked, shape) == layout:
        return blocked
    return to_linear_encoding(layout)


def _layout_or_none(encoding: Attribute, shape: Sequence[int]) -> LinearLayout | None:
    try:
        return to_linear_layout(encoding, shape)
    except ValueError:  # LayoutConversionError included
        return None


def _blocked_candidate(layout: LinearLayout) -> BlockedEncodingAttr | None:
    if not all(layout.has_in_dim(d) for d in DISTRIBUTED_IN_DIMS):
        return None
    view = LinearEncoding(layout)
    # Lanes and warps that broadcast still count: a blocked tile larger than the
    # tensor broadcasts along the dims its threads overflow.
    threads = view.bases_per_dim(LANE, skip_broadcast=False)
    warps = view.bases_per_dim(WARP, skip_broadcast=False)
    try:
        return BlockedEncodingAttr(
            view.size_per_thread(), threads, warps, view.order(), _cga_bases_of(layout)
        )
    except ValueError:
        return None


def _cga_bases_of(layout: LinearLayout) -> list[list[int]]:
    """The block bases in units of one CTA's share of the tensor (the `CGALayout`)."""
    splits = LinearEncoding(layout).bases_per_dim(BLOCK)
    per_cta = [size // split for size, split in zip(layout.out_dim_sizes.values(), splits)]
    return [[value // size for value, size in zip(basis, per_cta)] for basis in layout.bases[BLOCK]]


def _check_shape(encoding: Attribute, shape: tuple[int, ...]) -> None:
    if encoding.rank != len(shape):
        raise LayoutConversionError(
            f"the layout has rank {encoding.rank} but the shape {list(shape)} has rank {len(shape)}"
        )
    if not all(is_power_of_two(size) for size in shape):
        raise LayoutConversionError(f"every dim of the shape {list(shape)} must be a power of two")


# -- fitting a tile to a shape --------------------------------------------------------------------


def identity_standard_nd(in_dim: str, sizes: Sequence[int], order: Sequence[int]) -> LinearLayout:
    """`in_dim` walks dim order[0] for sizes[order[0]] steps, then order[1], ...

    The out dims are listed in `order` (fastest first), with size-1 dims kept.
    """
    layout = LinearLayout.empty()
    for dim in order:
        layout *= LinearLayout.identity_1d(sizes[dim], in_dim, f"dim{dim}")
    return layout


def ensure_layout_not_smaller_than(layout: LinearLayout, shape: Mapping[str, int]) -> LinearLayout:
    """Repeat `layout` along its first in dim until each out dim reaches `shape`.

    Repetitions are added out dim by out dim in the layout's out-dim order.
    """
    in_dim = layout.in_dims[0]
    for out_dim in layout.out_dims:
        actual, desired = layout.out_dim_size(out_dim), shape[out_dim]
        if desired > actual:
            layout *= LinearLayout.identity_1d(desired // actual, in_dim, out_dim)
    return layout


def ensure_layout_not_larger_than(
    layout: LinearLayout, shape: Mapping[str, int], drop_registers: bool = False
) -> LinearLayout:
    """Cut each out dim of `layout` down to `shape`.

    A basis reaching past the shape along a dim stops moving along it: that
    hardware index now holds a copy (broadcast).  With `drop_registers`, such
    registers are removed instead of holding copies.
    """
    bases = {
        in_dim: [list(basis) for basis in in_bases] for in_dim, in_bases in layout.bases.items()
    }
    dropped: set[int] = set()
    for position, out_dim in enumerate(layout.out_dims):
        desired = shape[out_dim]
        for in_dim, in_bases in bases.items():
            for index, basis in enumerate(in_bases):
                if basis[position] < desired:
                    continue
                if in_dim == REGISTER and drop_registers:
                    dropped.add(index)
                else:
                    basis[position] = 0
    if dropped:
        bases[REGISTER] = [basis for i, basis in enumerate(bases[REGISTER]) if i not in dropped]
    return _surjective(bases, layout.out_dims)


def _surjective(
    bases: Mapping[str, Sequence[Sequence[int]]], out_dims: Sequence[str]
) -> LinearLayout:
    """A layout whose out dim sizes are inferred; one that misses outputs is an error."""
    try:
        return LinearLayout(bases, list(out_dims))
    except ValueError as error:
        raise LayoutConversionError(str(error)) from None


def cga_linear_layout(cga_bases: Sequence[Sequence[int]], rank: int) -> LinearLayout:
    """The `CGALayout` as a layout from "block" to the tensor dims, in CTA-tile units."""
    return _surjective({BLOCK: cga_bases}, standard_out_dims(rank))


def combine_cta_cga_with_shape(
    cta_layout: LinearLayout, cga_bases: Sequence[Sequence[int]], shape: Sequence[int]
) -> LinearLayout:
    """Fit one CTA's layout to its share of `shape` and spread the CTAs over the rest.

    The CTA layout is tiled (or cut down) to `shape` divided by the number of
    CTAs along each dim; the block bases then step over whole CTA shares.  The
    result lists the out dims in standard order.
    """
    names = standard_out_dims(len(shape))
    labeled_shape = dict(zip(names, shape))
    cga = ensure_layout_not_larger_than(cga_linear_layout(cga_bases, len(shape)), labeled_shape)
    cga = cga.transpose_outs(cta_layout.out_dims)
    cta_shape = {d: max(1, labeled_shape[d] // cga.out_dim_size(d)) for d in cta_layout.out_dims}
    cta_layout = ensure_layout_not_smaller_than(cta_layout, cta_shape)
    cta_layout = ensure_layout_not_larger_than(cta_layout, cta_shape)
    return (cta_layout * cga).transpose_outs(names)


# -- CTA splits --------------------------------------------------------------------------------


def cta_split_num(encoding: Attribute) -> tuple[int, ...]:
    """Into how many CTA shares each tensor dim is split (upstream getCTASplitNum)."""
    if isinstance(encoding, SliceEncodingAttr):
        parent = cta_split_num(encoding.parent)
        return parent[: encoding.dim] + parent[encoding.dim + 1 :]
    if isinstance(encoding, DotOperandEncodingAttr):
        # The operand is broadcast along K over the CTAs that split the result.
        split = list(cta_split_num(encoding.parent))
        split[_k_dim(encoding)] = 1
        return tuple(split)
    return bases_per_dim(encoding.cga_layout, encoding.rank)


def shape_per_cta(encoding: Attribute, shape: Sequence[int]) -> tuple[int, ...]:
    """The part of `shape` one CTA holds (upstream getShapePerCTA)."""
    return tuple(size // min(size, split) for size, split in zip(shape, cta_split_num(encoding)))


def _k_dim(dot: DotOperandEncodingAttr) -> int:
    """The reduction dim of a dot operand: the last of A ([.., M, K]), the one before of B."""
    return dot.rank - 1 if dot.op_idx == 0 else dot.rank - 2


def _dot_cga_bases(dot: DotOperandEncodingAttr) -> list[list[int]]:
    """The parent's CGA bases with the K component cleared: CTAs broadcast along K."""
    k_dim = _k_dim(dot)
    return [
        [0 if d == k_dim else value for d, value in enumerate(basis)] for basis in dot.cga_layout
    ]


# -- distributed encodings ----------------------------------------------------------------------


def _blocked(encoding: BlockedEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    order = encoding.order
    cta = (
        identity_standard_nd(REGISTER, encoding.size_per_thread, order)
        * identity_standard_nd(LANE, encoding.threads_per_warp, order)
        * identity_standard_nd(WARP, encoding.warps_per_cta, order)
    )
    return combine_cta_cga_with_shape(cta, encoding.cga_layout, shape)


def _slice(encoding: SliceEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    """The parent's layout over `shape` with a size-1 dim inserted, that dim removed.

    Registers that then hold copies of one another are dropped.
    """
    dim = encoding.dim
    parent = to_linear_layout(encoding.parent, shape[:dim] + (1,) + shape[dim:])
    bases = {
        in_dim: [basis[:dim] + basis[dim + 1 :] for basis in in_bases]
        for in_dim, in_bases in parent.bases.items()
    }
    bases[REGISTER] = [basis for basis in bases[REGISTER] if any(basis)]
    return _surjective(bases, standard_out_dims(len(shape)))


def matrix_order(rank: int, row_major: bool) -> list[int]:
    """[rank-1, ..., 0] (the last dim fastest), with the two fastest swapped if not row-major."""
    order = list(reversed(range(rank)))
    if not row_major and rank >= 2:
        order[0], order[1] = order[1], order[0]
    return order


def dot_operand_order(op_idx: int, rank: int) -> list[int]:
    """The order of a dot operand whose K dim is fastest: A [.., M, K] row-major, B column-major."""
    return matrix_order(rank, row_major=op_idx == 0)


def _mma_tile(
    tile_shape: Sequence[int], k_width: int, order: Sequence[int], rep_order: Sequence[int]
) -> LinearLayout:
    """One warp's tile of an mma fragment (upstream nvidiaMmaTile).

    Along the inner dim a thread holds k_width consecutive elements and 4
    lanes sit side by side; 8 lanes go down the outer dim; the tile is then
    repeated in registers down the outer dim and across the inner dim.  The
    out dims are listed in `rep_order`, the order the whole fragment repeats in.
    """
    inner, outer = order[0], order[1]
    rows, columns = tile_shape[outer], tile_shape[inner]
    if rows % 8 or columns % (4 * k_width):
        raise LayoutConversionError(
            f"an mma tile of {list(tile_shape)} does not hold whole 8x{4 * k_width} fragments"
        )
    names = standard_out_dims(len(rep_order))
    return (
        identity_standard_nd(REGISTER, [1] * len(rep_order), rep_order)
        * LinearLayout.identity_1d(k_width, REGISTER, names[inner])
        * LinearLayout.identity_1d(4, LANE, names[inner])
        * LinearLayout.identity_1d(8, LANE, names[outer])
        * LinearLayout.identity_1d(rows // 8, REGISTER, names[outer])
        * LinearLayout.identity_1d(columns // (4 * k_width), REGISTER, names[inner])
    )


def _mma_tile_shape(mma: NvidiaMmaEncodingAttr) -> tuple[int, ...]:
    """The accumulator tile of one warp: instrShape on Ampere, [M, N] of Hopper's [M, N, K]."""
    _check_mma(mma)
    if mma.is_ampere:
        tile = mma.instr_shape
    else:
        tile = mma.instr_shape[:2]
    if len(tile) != mma.rank:
        raise LayoutConversionError(
            f"instrShape {list(mma.instr_shape)} does not fit an mma layout of rank {mma.rank}"
        )
    return tile


def _check_mma(mma: NvidiaMmaEncodingAttr) -> None:
    if not (mma.is_ampere or mma.is_hopper):
        raise LayoutConversionError(
            f"no linear layout for nvidia_mma versionMajor {mma.version_major} (only 2 and 3)"
        )
    if mma.rank < 2:
        raise LayoutConversionError("an nvidia_mma layout has rank 2 or more")
    if not all(is_power_of_two(w) for w in mma.warps_per_cta):
        raise LayoutConversionError(f"warpsPerCTA {list(mma.warps_per_cta)} must be powers of two")


def _mma_warp_order(mma: NvidiaMmaEncodingAttr) -> list[int]:
    # Hopper's warp groups stack along M first; Ampere's warps go along N first.
    return matrix_order(mma.rank, row_major=not mma.is_hopper)


def _nvidia_mma(encoding: NvidiaMmaEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    order = matrix_order(encoding.rank, row_major=True)
    # mma fragments always pair two elements per register row (kWidth 2).
    tile = _mma_tile(_mma_tile_shape(encoding), 2, order, order)
    warps = identity_standard_nd(WARP, encoding.warps_per_cta, _mma_warp_order(encoding))
    cta = tile * warps.transpose_outs(tile.out_dims)
    return combine_cta_cga_with_shape(cta, encoding.cga_layout, shape)


def broadcasted_dot_operand_layout(
    sizes: Sequence[int], order: Sequence[int], k_dim: int, in_dim: str
) -> LinearLayout:
    """Threads (or warps) of a dot operand: laid out like the result's, broadcast along K.

    Every thread that computes part of a result row needs the whole row of A
    (column of B), so the threads that split K in the result hold copies.
    """
    names = standard_out_dims(len(sizes))
    layout = LinearLayout.empty()
    for dim in order:
        make = LinearLayout.zeros_1d if dim == k_dim else LinearLayout.identity_1d
        layout *= make(sizes[dim], in_dim, names[dim])
    return layout


def _dot_operand(encoding: DotOperandEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    parent = encoding.parent
    if isinstance(parent, BlockedEncodingAttr):
        return _fma_dot_operand(encoding, parent, shape)
    if isinstance(parent, NvidiaMmaEncodingAttr):
        return _mma_dot_operand(encoding, parent, shape)
    raise LayoutConversionError(f"no linear layout for a dot operand of a {parent.name} layout")


def _fma_dot_operand(
    dot: DotOperandEncodingAttr, blocked: BlockedEncodingAttr, shape: tuple[int, ...]
) -> LinearLayout:
    """An FMA dot operand: each thread holds the whole K extent of its rows (columns)."""
    order, k_dim = blocked.order, _k_dim(dot)
    thread_sizes = list(blocked.size_per_thread)
    thread_sizes[k_dim] = shape[k_dim]
    rep_names = [f"dim{d}" for d in order]
    registers = identity_standard_nd(REGISTER, thread_sizes, order)
    lanes = broadcasted_dot_operand_layout(blocked.threads_per_warp, order, k_dim, LANE)
    warps = broadcasted_dot_operand_layout(blocked.warps_per_cta, order, k_dim, WARP)
    cta = (
        registers.transpose_outs(rep_names)
        * lanes.transpose_outs(rep_names)
        * warps.transpose_outs(rep_names)
    )
    return combine_cta_cga_with_shape(cta, _dot_cga_bases(dot), shape)


def _mma_dot_operand(
    dot: DotOperandEncodingAttr, mma: NvidiaMmaEncodingAttr, shape: tuple[int, ...]
) -> LinearLayout:
    """An mma operand fragment: A tiles of 16 x 8*kWidth, B tiles of 8*kWidth x 8."""
    _check_mma(mma)
    rank, k_width = mma.rank, dot.k_width
    if not is_power_of_two(k_width):
        raise LayoutConversionError(f"kWidth {k_width} of an mma operand must be a power of two")
    # Only Ampere has a B operand in registers (the attribute verifier ensures it).
    tile_shape = [1] * (rank - 2) + ([16, 8 * k_width] if dot.op_idx == 0 else [8 * k_width, 8])
    order = dot_operand_order(dot.op_idx, rank)
    tile = _mma_tile(tile_shape, k_width, order, order)
    warps = broadcasted_dot_operand_layout(
        mma.warps_per_cta, _mma_warp_order(mma), _k_dim(dot), WARP
    )
    cta = tile * warps.transpose_outs(tile.out_dims)
    return combine_cta_cga_with_shape(cta, _dot_cga_bases(dot), shape)


def _linear(encoding: LinearEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    """The encoding's own layout, repeated or cut to `shape` along its register order.

    Registers that would only hold copies once the layout is cut are dropped,
    while other encodings keep them (as upstream does).
    """
    layout = encoding.linear_layout()
    canonical = layout.out_dims
    permuted = [canonical[d] for d in LinearEncoding(layout).order()]
    named_shape = dict(zip(canonical, shape))
    layout = ensure_layout_not_smaller_than(layout.transpose_outs(permuted), named_shape)
    layout = ensure_layout_not_larger_than(layout, named_shape, drop_registers=True)
    return layout.transpose_outs(canonical)


# -- shared encodings ------------------------------------------------------------------------


def _swizzled_shared(encoding: SwizzledSharedEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    """Rows of the two fastest dims, each row's vec-element groups XOR-ed with its phase.

    The phase of row r is (r // perPhase) % maxPhase; the element in column c
    of row r is stored at column c ^ (vec * phase), so every offset bit of a row
    index also flips some column bits.  Slower dims follow unswizzled.
    """
    per_cta = shape_per_cta(encoding, shape)
    order = encoding.order
    if len(shape) == 1:
        cta = LinearLayout.identity_1d(per_cta[0], OFFSET, "dim0")
        return combine_cta_cga_with_shape(cta, encoding.cga_layout, shape)
    column_dim, row_dim = order[0], order[1]
    columns, rows = per_cta[column_dim], per_cta[row_dim]
    vec, per_phase, max_phase = encoding.vec, encoding.per_phase, encoding.max_phase
    if not (vec and per_phase and max_phase):
        raise LayoutConversionError(
            "vec, perPhase and maxPhase of a swizzled layout must be positive"
        )
    bases = [[0, 1 << bit] for bit in range(columns.bit_length() - 1)]
    for bit in range(rows.bit_length() - 1):
        row = 1 << bit
        bases.append([row, vec * ((row // per_phase) % max_phase) % columns])
    cta = _surjective({OFFSET: bases}, [f"dim{row_dim}", f"dim{column_dim}"])
    for dim in order[2:]:
        cta *= LinearLayout.identity_1d(per_cta[dim], OFFSET, f"dim{dim}")
    return combine_cta_cga_with_shape(cta, encoding.cga_layout, shape)


_NVMMA_SWIZZLES = (0, 32, 64, 128)


def nvmma_tma_block_shape(encoding: NVMMASharedEncodingAttr, shape: Sequence[int]) -> list[int]:
    """The box one TMA message moves (upstream getTMABlockShape, packed sizes).

    Every dim is at most 256, and a swizzled layout's contiguous dim is exactly
    one swizzle row (swizzlingByteWidth bytes); fp4-padded rows count twice
    their (packed) elements.
    """
    block = list(shape)
    contig_dim = 0 if encoding.transposed else len(block) - 1
    if encoding.fp4_padded:
        block[contig_dim] *= 2
    block = [min(size, 256) for size in block]
    swizzle = encoding.swizzling_byte_width
    if swizzle:
        row_elements = 8 * swizzle // encoding.element_bit_width
        if block[contig_dim] < row_elements:
            raise LayoutConversionError(
                "Block shape is too small for the swizzle byte size in NVMMA Shared Layout."
            )
        block[contig_dim] = row_elements
    if encoding.fp4_padded:
        block[contig_dim] //= 2
    return block


def nvmma_core_matrix(encoding: NVMMASharedEncodingAttr) -> LinearLayout:
    """The 8-row swizzle atom of an nvmma layout, offset -> (row, column).

    A row is max(16, swizzlingByteWidth) bytes; row r XORs its 16-byte chunks
    with (r // perPhase) % maxPhase, perPhase = 128 / width and maxPhase =
    width / 16.  In fp4-padded rows every 16 offsets hold 8 real elements and 8
    of padding, which map onto the same elements.
    """
    swizzle, bits = encoding.swizzling_byte_width, encoding.element_bit_width
    vec = 128 // bits if swizzle else 1
    per_phase = 128 // swizzle if swizzle else 1
    max_phase = swizzle // 16 if swizzle else 1
    pack = _fp4_packed_column if encoding.fp4_padded else (lambda column: column)
    columns = 8 * max(16, swizzle) // bits
    bases = [[0, pack(1 << bit)] for bit in range(columns.bit_length() - 1)]
    for row in (1, 2, 4):
        bases.append([row, pack(vec * ((row // per_phase) % max_phase))])
    return _surjective({OFFSET: bases}, ["dim0", "dim1"])


def _fp4_packed_column(padded_column: int) -> int:
    return padded_column // 16 * 8 + padded_column % 8


def _nvmma_shared(encoding: NVMMASharedEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    """Swizzle atoms tiled over one TMA box, boxes repeated over the CTA's share.

    The dims before the contiguous one are flattened into rows (the contiguous
    dim is dim0 when transposed, else the last); the atom is repeated down the
    rows, then across the columns of the box.
    """
    if encoding.swizzling_byte_width not in _NVMMA_SWIZZLES:
        width = encoding.swizzling_byte_width
        raise LayoutConversionError(f"swizzlingByteWidth {width} is not one of {_NVMMA_SWIZZLES}")
    if encoding.element_bit_width not in (8, 16, 32, 64):
        raise LayoutConversionError(
            f"elementBitWidth {encoding.element_bit_width} is not supported"
        )
    rank, names = len(shape), standard_out_dims(len(shape))
    per_cta = shape_per_cta(encoding, shape)
    box = nvmma_tma_block_shape(encoding, per_cta)
    if encoding.swizzling_byte_width == 0:
        layout = LinearLayout.empty()
        for dim in reversed(range(rank)):
            layout *= LinearLayout.identity_1d(box[dim], OFFSET, names[dim])
    else:
        layout = _nvmma_swizzled_box(encoding, box)
    layout = ensure_layout_not_smaller_than(layout, dict(zip(names, per_cta)))
    return combine_cta_cga_with_shape(layout, encoding.cga_layout, shape)


def _nvmma_swizzled_box(encoding: NVMMASharedEncodingAttr, box: list[int]) -> LinearLayout:
    rank = len(box)
    if rank < 2:
        raise LayoutConversionError("a swizzled nvmma_shared layout has rank 2 or more")
    rows, columns = math.prod(box[:-1]), box[-1]
    if encoding.transposed:
        rows, columns = columns, rows
    atom = nvmma_core_matrix(encoding)
    packing = 2 if encoding.fp4_padded else 1
    atom_rows, atom_columns = atom.out_dim_size("dim0"), atom.out_dim_size("dim1")
    if columns * packing < atom_columns or rows < atom_rows:
        raise LayoutConversionError(
            f"Illegal shared layout; expected collapsed shapePerCTA to be at least "
            f"[{atom_rows}, {atom_columns // packing}], collapsedTmaShape: [{rows}, {columns}]"
        )
    layout = ensure_layout_not_smaller_than(atom, {"dim0": rows, "dim1": columns})
    # A transposed buffer is stored as if its dim0 were the last dim.
    stored_shape = box[1:] + box[:1] if encoding.transposed else box
    layout = _reshape_row_major(layout, stored_shape)
    if encoding.transposed:
        layout = _rotate_outs_right(layout)
    return layout


def _reshape_row_major(layout: LinearLayout, shape: Sequence[int]) -> LinearLayout:
    """Reinterpret the out dims as `shape` (dim0, dim1, ...), the last dim fastest."""
    names = standard_out_dims(len(shape))
    minor_first = layout.transpose_outs(list(reversed(layout.out_dims)))
    reshaped = minor_first.reshape_outs(list(reversed(list(zip(names, shape)))))
    return reshaped.transpose_outs(names)


def _rotate_outs_right(layout: LinearLayout) -> LinearLayout:
    """Move the last tensor dim to the front: component d becomes component d + 1."""
    bases = {
        in_dim: [basis[-1:] + basis[:-1] for basis in in_bases]
        for in_dim, in_bases in layout.bases.items()
    }
    return _surjective(bases, layout.out_dims)


def _shared_linear(encoding: SharedLinearEncodingAttr, shape: tuple[int, ...]) -> LinearLayout:
    """The attribute's layout, which already fixes the buffer's shape."""
    layout = encoding.linear_layout()
    if tuple(layout.out_dim_sizes.values()) != shape:
        raise LayoutConversionError(
            f"the shared_linear layout covers {list(layout.out_dim_sizes.values())}, "
            f"not the shape {list(shape)}"
        )
    return layout


_CONVERTERS: dict[type[Attribute], Callable[..., LinearLayout]] = {
    BlockedEncodingAttr: _blocked,
    SliceEncodingAttr: _slice,
    NvidiaMmaEncodingAttr: _nvidia_mma,
    DotOperandEncodingAttr: _dot_operand,
    LinearEncodingAttr: _linear,
    SwizzledSharedEncodingAttr: _swizzled_shared,
    NVMMASharedEncodingAttr: _nvmma_shared,
    SharedLinearEncodingAttr: _shared_linear,
}
