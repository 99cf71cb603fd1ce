"""Layout queries the passes ask of a tensor's encoding, answered through its linear layout.

Upstream answers them through `toLinearEncoding(type)`, the tensor's layout as a
`#ttg.linear` (lib/Dialect/TritonGPU/IR/Dialect.cpp, Triton 3.6); here
`linear_encoding(type)` gives a `LinearEncoding` with the same derived values
(order, sizes per thread/warp/CTA, contiguity).  The conversion queries follow
lib/Analysis/Utility.cpp: a convert_layout moves data between CTAs, warps,
lanes or only registers depending on which hardware dims its linear map
(`minimal_cvt_layout`) still touches.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from functools import lru_cache

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute

from ttopt.dialects.ttg.types import MemDescType
from ttopt.layouts import f2
from ttopt.layouts.conversions import shape_per_cta as encoding_shape_per_cta
from ttopt.layouts.conversions import to_linear_layout
from ttopt.layouts.linear_encoding import (
    BLOCK,
    LANE,
    OFFSET,
    REGISTER,
    WARP,
    LinearEncoding,
)
from ttopt.layouts.linear_layout import ColumnAction, LinearLayout, divide_left
from ttopt.support.identity_memo import identity_memo

# -- queries on a type ----------------------------------------------------------------------


def layout_shape(type_: TensorType | MemDescType) -> tuple[int, ...]:
    """The shape a type's layout is built for.

    A memory descriptor's layout covers its whole allocation (a subslice views
    part of it), so its allocation's trailing dims are used.
    """
    shape = tuple(type_.get_shape())
    if isinstance(type_, MemDescType):
        return type_.alloc_shape[len(type_.alloc_shape) - len(shape) :]
    return shape


# The queries below are asked of a few types hundreds of times in a compile (the sm80 matmul:
# ~400 calls each, 32 types), and to_linear_layout's cache hashes the encoding attribute
# through all its parameters on each: they are remembered by the type object's identity
# (types are immutable; ops share them).


@identity_memo
def linear_layout(type_: TensorType | MemDescType) -> LinearLayout:
    """The linear layout of a tensor or memdesc type's encoding."""
    return to_linear_layout(type_.encoding, layout_shape(type_))


@identity_memo
def linear_encoding(type_: TensorType) -> LinearEncoding:
    """The tensor's layout as upstream's toLinearEncoding(type) sees it."""
    return LinearEncoding(linear_layout(type_))


def layout_order(tensor_type: TensorType) -> tuple[int, ...]:
    """Dimensions from fastest- to slowest-varying within a thread's elements."""
    return linear_encoding(tensor_type).order()


def contig_per_thread(tensor_type: TensorType) -> tuple[int, ...]:
    """Contiguous elements each thread holds along each dimension."""
    return linear_encoding(tensor_type).contig_per_thread()


def elems_per_thread(tensor_type: TensorType) -> tuple[int, ...]:
    return linear_encoding(tensor_type).elems_per_thread()


@identity_memo
def total_elems_per_thread(tensor_type: TensorType) -> int:
    """How many registers each thread uses for the tensor (copies included)."""
    return linear_encoding(tensor_type).total_elems_per_thread()


def shape_per_cta(type_: TensorType | MemDescType) -> tuple[int, ...]:
    """The part of the tensor (or buffer) each CTA holds."""
    return encoding_shape_per_cta(type_.encoding, type_.get_shape())


def element_holders(type_: TensorType | MemDescType, index: Sequence[int]) -> list[dict[str, int]]:
    """Every hardware location holding element `index`, smallest first.

    A location gives a value for each in dim of the layout: register, lane,
    warp and block for a tensor, offset and block for a memdesc.  There are
    several when the layout broadcasts (copies in other threads or registers).
    """
    layout = linear_layout(type_)
    _check_index(layout, index)
    columns = _flat_columns(layout)
    echelon = f2.ColumnEchelon(columns)
    preimage = echelon.solve(_flat_out_value(layout, index))
    if preimage is None:
        return []
    kernel = [
        (1 << j) ^ echelon.solve(column)
        for j, column in enumerate(columns)
        if not echelon.pivot_mask >> j & 1
    ]
    holders = {preimage}
    for vector in kernel:
        holders |= {holder ^ vector for holder in holders}
    return [_unflatten_in(layout, holder) for holder in sorted(holders)]


def held_element(type_: TensorType | MemDescType, location: dict[str, int]) -> tuple[int, ...]:
    """The element at a hardware location (every in dim of the layout given)."""
    return tuple(value for _, value in linear_layout(type_).apply(location))


def _check_index(layout: LinearLayout, index: Sequence[int]) -> None:
    sizes = list(layout.out_dim_sizes.values())
    if len(index) != len(sizes) or not all(0 <= i < n for i, n in zip(index, sizes)):
        raise ValueError(f"element {list(index)} is not in a tensor of shape {sizes}")


def _flat_columns(layout: LinearLayout) -> list[int]:
    """The layout's matrix: one int per input bit, the outputs packed dim0 lowest."""
    flat = layout.flatten_ins().flatten_outs()
    return [basis[0] for bases in flat.bases.values() for basis in bases]


def _flat_out_value(layout: LinearLayout, index: Sequence[int]) -> int:
    value, shift = 0, 0
    for coordinate, size in zip(index, layout.out_dim_sizes.values()):
        value |= coordinate << shift
        shift += size.bit_length() - 1
    return value


def _unflatten_in(layout: LinearLayout, value: int) -> dict[str, int]:
    location = {}
    for in_dim, size in layout.in_dim_sizes.items():
        location[in_dim] = value & (size - 1)
        value >>= size.bit_length() - 1
    return location


def layouts_equivalent(shape: Sequence[int], lhs: Attribute, rhs: Attribute) -> bool:
    """Whether two encodings place every element of `shape` identically.

    Then a convert_layout between them moves no data.
    """
    return to_linear_layout(lhs, shape) == to_linear_layout(rhs, shape)


# -- layout conversions ------------------------------------------------------------------------


class ConversionKind(enum.Enum):
    """What a convert_layout between two register layouts has to do."""

    NONE = "none"
    """Every thread already holds its elements in the right registers."""
    REGISTERS = "registers"
    """Each thread only reorders its own registers."""
    WARP_SHUFFLE = "warp shuffle"
    """Data moves between the lanes of a warp, with few enough shuffles."""
    SHARED_MEMORY = "shared memory"
    """Data goes through shared memory (between warps, CTAs, or a costly in-warp permutation)."""


def minimal_cvt_layout(src_type: TensorType, dst_type: TensorType) -> LinearLayout:
    """The map from destination to source locations, minus the dims it leaves alone.

    It sends each (register, lane, warp, block) of the destination to a source
    location of the same element.  Starting with the slowest dim (block, then
    warp, lane, register), every dim the map keeps fixed and apart from the
    others is quotiented out; the first one it moves stops this.  What is left
    says how far data travels.
    """
    src, dst = linear_layout(src_type), linear_layout(dst_type)
    common = []
    for src_dim, dst_dim in zip(reversed(src.in_dims), reversed(dst.in_dims)):
        if src_dim != dst_dim:
            break
        common.append(src_dim)
    conversion = dst.invert_and_compose(src)
    for dim in common:
        quotient = conversion.quotient([dim])
        if quotient is None:
            break
        conversion = quotient
    return conversion


def cvt_reorders_registers(src_type: TensorType, dst_type: TensorType) -> bool:
    """Whether the conversion is free or only permutes each thread's registers."""
    return set(minimal_cvt_layout(src_type, dst_type).out_dims) <= {REGISTER}


def cvt_needs_warp_shuffle(src_type: TensorType, dst_type: TensorType) -> bool:
    """Whether the conversion stays within warps and takes at most one mixed swap."""
    out_dims = minimal_cvt_layout(src_type, dst_type).out_dims
    return out_dims == (REGISTER, LANE) and _shuffles_suffice(src_type, dst_type)


def _shuffles_suffice(src_type: TensorType, dst_type: TensorType) -> bool:
    """Whether a warp-local conversion swaps register bits with lane bits at most once.

    Upstream lowers such a permutation with shuffles; more swaps go through
    shared memory, which is then cheaper.
    """
    swaps = mixed_transpositions(linear_layout(src_type), linear_layout(dst_type))
    return swaps is not None and swaps < 2


def cvt_needs_shared_memory(src_type: TensorType, dst_type: TensorType) -> bool:
    return conversion_kind(src_type, dst_type) == ConversionKind.SHARED_MEMORY


def conversion_kind(src_type: TensorType, dst_type: TensorType) -> ConversionKind:
    out_dims = minimal_cvt_layout(src_type, dst_type).out_dims
    if not out_dims:
        return ConversionKind.NONE
    if out_dims == (REGISTER,):
        return ConversionKind.REGISTERS
    if out_dims == (REGISTER, LANE) and _shuffles_suffice(src_type, dst_type):
        return ConversionKind.WARP_SHUFFLE
    return ConversionKind.SHARED_MEMORY


def mixed_transpositions(src: LinearLayout, dst: LinearLayout) -> int | None:
    """How many register<->lane bit swaps a warp-local conversion needs.

    The conversion is a permutation P of the register and lane index bits
    (after dropping registers that hold copies, and padding the smaller dims
    with unused bits).  Walking P's cycles, each run of lane bits entered from
    a register bit and left to a register bit is one transposition (r l) that
    shuffles must implement (upstream getWarpLayoutConvertDecomposition).
    None if the layouts do not relate by such a permutation.
    """
    permutation = _warp_bit_permutation(src, dst)
    if permutation is None:
        return None
    swaps = 0
    for (from_dim, _), (to_dim, _) in permutation.items():
        swaps += from_dim == LANE and to_dim == REGISTER
    return swaps


def _warp_bit_permutation(
    src: LinearLayout, dst: LinearLayout
) -> dict[tuple[str, int], tuple[str, int]] | None:
    """P as a map from each (dim, bit) of the source to its (dim, bit) in the destination."""
    src = src.remove_zero_bases_along_dim(REGISTER)
    dst = dst.remove_zero_bases_along_dim(REGISTER)
    sizes = {
        dim: max(src.in_dim_size_log2(dim), dst.in_dim_size_log2(dim)) for dim in (REGISTER, LANE)
    }
    src_bits, dst_bits = _padded_warp_bits(src, sizes), _padded_warp_bits(dst, sizes)
    try:
        skeleton = src_bits.invert_and_compose(dst_bits).bases
    except ValueError:
        return None
    permutation: dict[tuple[str, int], tuple[str, int]] = {}
    src_free, dst_free = [], []
    for dim in (REGISTER, LANE):
        for bit in range(sizes[dim]):
            src_used = any(src_bits.get_basis(dim, bit))
            dst_used = any(dst_bits.get_basis(dim, bit))
            if src_used:
                target = _unit_target(skeleton[dim][bit])
                if target is None:
                    return None
                permutation[dim, bit] = target
                if not dst_used:
                    dst_free.append((dim, bit))
            elif dst_used:
                src_free.append((dim, bit))
            else:
                permutation[dim, bit] = (dim, bit)  # unused on both sides: stays put
    # Bits unused by the source take the destination's unused bits, in order.
    permutation.update(zip(src_free, dst_free))
    return (
        permutation
        if len(set(permutation.values())) == len(permutation) == sum(sizes.values())
        else None
    )


def _padded_warp_bits(layout: LinearLayout, sizes: dict[str, int]) -> LinearLayout:
    """The register and lane part of `layout`, padded with unused (zero) bits to `sizes`."""
    zero = (0,) * len(layout.out_dims)
    bases = {
        dim: list(layout.bases[dim]) + [zero] * (sizes[dim] - layout.in_dim_size_log2(dim))
        for dim in (REGISTER, LANE)
    }
    return LinearLayout(bases, layout.out_dim_sizes, require_surjective=False)


def _unit_target(basis: Sequence[int]) -> tuple[str, int] | None:
    """The (dim, bit) a permutation basis over (register, lane) points to."""
    moving = [(dim, value) for dim, value in zip((REGISTER, LANE), basis) if value]
    if len(moving) != 1 or moving[0][1] & (moving[0][1] - 1):
        return None
    dim, value = moving[0]
    return dim, value.bit_length() - 1


# -- vectorization -------------------------------------------------------------------------


@lru_cache(maxsize=64)
def largest_vectorization(
    cvt: LinearLayout, bitwidth: int, max_vec_elems: int | None = None
) -> tuple[int, ColumnAction]:
    """The most consecutive registers one shared-memory access can move, and how to order them.

    `cvt` maps (register, lane, warp) to a shared-memory "offset".  A vector of
    v elements works if v registers map to v consecutive offsets that no other
    input touches; registers may be reordered to find them (the returned
    action), unless `max_vec_elems` caps the size, which also pins the order.
    Vectors are at most 128 bits (upstream largestVectorisation).

    Remembered by value (layouts are immutable): a pipelined matmul's shared-memory loads
    and stores ask it of the same few layouts (8 calls, 4 layouts, ~4 ms each).
    """
    allow_permutation = max_vec_elems is None
    size = max_vec_elems if max_vec_elems is not None else max(128 // bitwidth, 1)
    while size > 1:
        tile = LinearLayout.identity_1d(size, REGISTER, OFFSET)
        permutation = _registers_first(cvt, tile)
        usable = permutation is not None and (allow_permutation or permutation.is_identity())
        if usable and divide_left(permutation.apply(cvt), tile) is not None:
            return size, permutation
        size //= 2
    # One element at a time always works.
    return 1, ColumnAction.identity(REGISTER, cvt.in_dim_size_log2(REGISTER))


def _registers_first(layout: LinearLayout, tile: LinearLayout) -> ColumnAction | None:
    """The register reordering that puts the tile's register bases first, if `layout` has them."""
    available = list(layout.bases[REGISTER])
    picked: list[int] = []
    for basis in tile.bases[REGISTER]:
        wanted = _embed(tile, basis, layout)
        match = next(
            (i for i, candidate in enumerate(available) if candidate == wanted and i not in picked),
            None,
        )
        if match is None:
            return None
        picked.append(match)
    rest = [i for i in range(len(available)) if i not in picked]
    return ColumnAction(tuple(picked + rest), REGISTER, len(available))


def _embed(tile: LinearLayout, basis: Sequence[int], layout: LinearLayout) -> tuple[int, ...]:
    """A tile basis over the layout's out dims (0 on the dims the tile lacks)."""
    values = dict(zip(tile.out_dims, basis))
    return tuple(values.get(out_dim, 0) for out_dim in layout.out_dims)


def shared_memory_vectorization(
    tensor_type: TensorType, memdesc_type: MemDescType, bitwidth: int
) -> tuple[int, ColumnAction]:
    """The vector size of a local_load/local_store between these types.

    The register layout is composed with the inverse of the shared one; CTAs
    must each access their own buffer.
    """
    cvt = linear_layout(tensor_type).invert_and_compose(linear_layout(memdesc_type))
    if not cvt.is_trivial_over([BLOCK]):
        raise ValueError("the register layout reads another CTA's shared memory")
    cvt = cvt.sublayout([REGISTER, LANE, WARP], [OFFSET])
    return largest_vectorization(cvt, bitwidth)
