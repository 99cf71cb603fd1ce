"""The shared-memory layout of a register-to-register conversion (upstream lib/Tools/GenericSwizzling.cpp).

A `convert_layout` that crosses warps writes its source tensor to shared memory
and reads the destination back.  The shared-memory tile is itself a linear
layout with in dims

- `vector`:  elements a thread moves with one (up to 128-bit) access,
- `bank`:    the rest of one 32-bank x 32-bit row,
- `segment`: the rows, chosen (swizzled) to avoid bank conflicts on both sides,
- `reps`:    bases both sides hold in registers; the tile is reused for each
             of their values, one after another, so they take no memory,

over the tensor's dims.  The scratch buffer holds total_out / reps elements.

Everything works on "flattened" layouts: one out dim, each basis a bit-vector
of the element index (`flat_bases`).  The GF(2) helpers below reduce a list
of such vectors with the lowest set bit of each row as its pivot, which is
what upstream gets from f2reduce's reduced row echelon form.

`optimal_swizzling_ld_st` is the generic choice (plain ld.shared/st.shared,
used by the target-independent allocation); `optimal_swizzling` is NVIDIA's,
which also tries ldmatrix/stmatrix tiles (`src_dst_tiles`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ttopt.layouts.linear_encoding import LANE, REGISTER, WARP
from ttopt.layouts.linear_layout import ColumnAction, LinearLayout
from ttopt.support.math_extras import log2_floor, lowest_set_bit

VECTOR, BANK, SEGMENT, REPS = "vector", "bank", "segment", "reps"

# 32 banks of 32 bits: the bits one shared-memory row holds.
BANK_ROW_BITS = 32 * 32


@dataclass(frozen=True)
class LocalMemOpTile:
    """The lane bits of a fully vectorised shared-memory instruction (upstream LocalMemOpTile).

    `lane_contig`: the lanes whose data lies contiguously in one 128-bit row
    (fewer than log2(128/bitwidth) means the first bases are registers);
    `lane_addr`: the lanes giving the row addresses (fewer than 3 means the
    first of the 8 rows come from registers).
    """

    lane_contig: tuple[int, ...]
    lane_addr: tuple[int, ...]


LD_ST_SHARED = LocalMemOpTile((), (0, 1, 2))
LD_ST_MATRIX = LocalMemOpTile((0, 1), (2, 3, 4))
LD_ST_MATRIX_TRANS = LocalMemOpTile((2, 3, 4), (0, 1))


def src_dst_tiles(
    bitwidth: int, supports_ld_matrix: bool, supports_st_matrix: bool
) -> tuple[list[LocalMemOpTile], list[LocalMemOpTile]]:
    """The instructions that may write (src) and read (dst) the tile (upstream getSrcDstTiles).

    ld/st.shared always; stmatrix writes and ldmatrix reads 32-bit-or-narrower
    elements, and their transposing forms 16-bit ones, where the target has them.
    """
    if bitwidth > 128 or bitwidth & (bitwidth - 1):
        raise ValueError(f"bitwidth must be a power of two of at most 128, got {bitwidth}")
    src, dst = [LD_ST_SHARED], [LD_ST_SHARED]
    for tile, width_ok in ((LD_ST_MATRIX, bitwidth <= 32), (LD_ST_MATRIX_TRANS, bitwidth == 16)):
        if not width_ok:
            continue
        if supports_st_matrix:
            src.append(tile)
        if supports_ld_matrix:
            dst.append(tile)
    return src, dst


# -- GF(2) vectors as ints -------------------------------------------------------------------------


def _reduced_rows(vectors: Sequence[int]) -> list[int]:
    """The reduced row echelon form: rows with distinct lowest set bits, each cleared in the others."""
    rows: list[int] = []
    for vector in vectors:
        for row in rows:
            if vector >> lowest_set_bit(row) & 1:
                vector ^= row
        if not vector:
            continue
        pivot = lowest_set_bit(vector)
        rows = [row ^ vector if row >> pivot & 1 else row for row in rows]
        rows.append(vector)
    return rows


def nullspace_basis(vectors: Sequence[int], dim: int) -> list[int]:
    """The vectors orthogonal to all of `vectors` (upstream nullspaceBasis), by increasing free bit."""
    rows = _reduced_rows(vectors)
    pivots = {lowest_set_bit(row) for row in rows}
    basis = []
    for free in range(dim):
        if free in pivots:
            continue
        vector = 1 << free
        for row in rows:
            if row >> free & 1:
                vector ^= 1 << lowest_set_bit(row)
        basis.append(vector)
    return basis


def complement_basis(basis: Sequence[int], dim: int) -> list[int]:
    """Unit vectors completing `basis` to the whole space: the non-pivot bits, in order."""
    pivots = {lowest_set_bit(row) for row in _reduced_rows(basis)}
    return [1 << bit for bit in range(dim) if bit not in pivots]


def intersection_basis(first: Sequence[int], second: Sequence[int], dim: int) -> list[int]:
    """A basis of span(first) ∩ span(second) (upstream intersectionBasis).

    For unit vectors (no zeros) the common ones, in `first`'s order; otherwise
    the complement of the sum of both complements.
    """

    def all_powers_of_two(vectors: Sequence[int]) -> bool:
        return all(v > 0 and v & (v - 1) == 0 for v in vectors)

    if all_powers_of_two(first) and all_powers_of_two(second):
        others = set(second)
        return [v for v in first if v in others]
    return nullspace_basis(nullspace_basis(first, dim) + nullspace_basis(second, dim), dim)


# -- flattened layouts -----------------------------------------------------------------------------


def flat_bases(layout: LinearLayout, in_dim: str) -> list[int]:
    """The bases of `in_dim` of a one-out-dim layout, as ints ([[1], [2]] -> [1, 2])."""
    if len(layout.out_dims) != 1:
        raise ValueError("flat_bases needs a layout with a single out dim")
    if not layout.has_in_dim(in_dim):
        return []
    return [basis[0] for basis in layout.bases[in_dim]]


def _one_dim_bases(values: Sequence[int]) -> list[list[int]]:
    return [[value] for value in values]


def _remove_zeros(values: Sequence[int]) -> list[int]:
    return [v for v in values if v]


def _without(values: Sequence[int], excluded: Sequence[int]) -> list[int]:
    return [v for v in values if v not in excluded]


def compute_segment(bank_src: Sequence[int], bank_dst: Sequence[int], dim: int, length: int) -> list[int]:
    """The first `length` row bases of the tile, conflict-free for both sides where possible.

    Bits neither side touches within a row access come first; then, pairing
    the bits only one side touches, their sums (free of conflicts for both);
    then, if still short, the unpaired bits, each costing a 2-way conflict.
    """
    src_set, dst_set = set(bank_src) - {0}, set(bank_dst) - {0}
    segment = [1 << b for b in range(dim) if (1 << b) not in src_set and (1 << b) not in dst_set]
    if len(segment) >= length:
        return segment[:length]
    only_src = sorted(v for v in src_set if v not in dst_set)
    only_dst = sorted(v for v in dst_set if v not in src_set)
    smaller, larger = (only_src, only_dst) if len(only_src) <= len(only_dst) else (only_dst, only_src)
    conflicts = min(max(0, length - len(smaller) - len(segment)), len(smaller))
    segment += [smaller[i] ^ larger[i] for i in range(conflicts, len(smaller))]
    segment += smaller[:conflicts]  # write conflicts
    segment += larger[:conflicts]  # read conflicts
    return segment[:length]


def _build_reps(
    src: LinearLayout, dst: LinearLayout, smem: LinearLayout, leave_reps: int = 0
) -> LinearLayout:
    """Move the row bases both sides hold in registers into `reps` (upstream buildReps).

    The first `leave_reps` of them stay rows: ldmatrix/stmatrix .x4 need them.
    """
    src_regs, dst_regs = set(flat_bases(src, REGISTER)), set(flat_bases(dst, REGISTER))
    segment, reps = [], []
    for basis in dict.fromkeys(flat_bases(smem, SEGMENT)):
        if basis in src_regs and basis in dst_regs:
            if leave_reps > 0:
                leave_reps -= 1
                segment.append(basis)
            else:
                reps.append(basis)
        else:
            segment.append(basis)
    return LinearLayout(
        {
            VECTOR: smem.bases[VECTOR],
            BANK: smem.bases[BANK],
            SEGMENT: _one_dim_bases(segment),
            REPS: _one_dim_bases(reps),
        },
        smem.out_dim_sizes,
    )


def swizzled_tile(
    src: LinearLayout,
    dst: LinearLayout,
    bitwidth: int,
    vector: Sequence[int],
    tile_src: Sequence[int],
    tile_dst: Sequence[int],
    out_dims: dict[str, int],
    leave_reps: int = 0,
) -> LinearLayout:
    """The tile for a given vector and the lane bits each side's accesses span (upstream optimalSwizzling).

    `src`/`dst` are flattened, without broadcast registers; the result's out
    dims are `out_dims` (the tensor's).
    """
    dim = src.total_out_dim_size_log2()
    if any(basis == 0 for basis in flat_bases(src, REGISTER) + flat_bases(dst, REGISTER)):
        raise ValueError("remove register broadcasting from src and dst before swizzling")
    bank_len = min(log2_floor(BANK_ROW_BITS // ((1 << len(vector)) * bitwidth)), dim - len(vector))
    segment_len = dim - bank_len - len(vector)
    segment = compute_segment(list(vector) + list(tile_src), list(vector) + list(tile_dst), dim, segment_len)
    bank = complement_basis(list(vector) + segment, dim)
    one_dim = LinearLayout(
        {VECTOR: _one_dim_bases(vector), BANK: _one_dim_bases(bank), SEGMENT: _one_dim_bases(segment)},
        src.out_dim_sizes,
    )
    return _build_reps(src, dst, one_dim, leave_reps).reshape_outs(out_dims)


# -- ld.shared / st.shared -------------------------------------------------------------------------


def _fill_bank_with_warps(
    vector: list[int], src: LinearLayout, dst: LinearLayout, bitwidth: int, dim: int
) -> tuple[list[int], bool]:
    """Widen a sub-32-bit vector to a whole bank word (upstream optimalSwizzlingLdSt).

    First with register bases of one side that the other holds in warps (its
    accesses then vectorise without conflicts on the other side), then with
    warp bases.  Returns the vector and whether the source side filled it.
    """
    bases_per_bank = log2_floor(32 // bitwidth)
    warp_src = _remove_zeros(flat_bases(src, WARP))
    warp_dst = _remove_zeros(flat_bases(dst, WARP))
    reg_src_warp = intersection_basis(_without(flat_bases(src, REGISTER), vector), warp_dst, dim)
    reg_dst_warp = intersection_basis(_without(flat_bases(dst, REGISTER), vector), warp_src, dim)
    if len(reg_src_warp) == len(reg_dst_warp) and reg_src_warp:
        # The lower basis, hoping to avoid byte permutes.
        src_fills = min(reg_src_warp) < min(reg_dst_warp)
    else:
        src_fills = len(reg_src_warp) > len(reg_dst_warp)
    vector = vector + (reg_src_warp if src_fills else reg_dst_warp)
    if len(vector) < bases_per_bank:
        vector += intersection_basis(warp_src, warp_dst, dim)
    i = 0
    while len(vector) < bases_per_bank and (i < len(warp_src) or i < len(warp_dst)):
        if i < len(warp_src) and warp_src[i] not in vector:
            vector.append(warp_src[i])
        if len(vector) < bases_per_bank and i < len(warp_dst) and warp_dst[i] not in vector:
            vector.append(warp_dst[i])
        i += 1
    return vector[:bases_per_bank], src_fills


def optimal_swizzling_ld_st(src: LinearLayout, dst: LinearLayout, bitwidth: int) -> LinearLayout:
    """The tile for ld.shared/st.shared accesses on both sides (upstream optimalSwizzlingLdSt).

    `src` and `dst` are the register layouts without broadcast registers.
    """
    src_flat, dst_flat = src.flatten_outs(), dst.flatten_outs()
    reg_src, reg_dst = flat_bases(src_flat, REGISTER), flat_bases(dst_flat, REGISTER)
    lane_src, lane_dst = flat_bases(src_flat, LANE), flat_bases(dst_flat, LANE)
    dim = src.total_out_dim_size_log2()
    vector = intersection_basis(reg_src, reg_dst, dim)[: log2_floor(128 // bitwidth)]
    src_fills: bool | None = None
    if (1 << len(vector)) * bitwidth < 32:
        vector, src_fills = _fill_bank_with_warps(vector, src_flat, dst_flat, bitwidth, dim)
    log2_vec = log2_floor(max(1, ((1 << len(vector)) * bitwidth) // 32))
    # A 64/128-bit access covers the last lanes' words too.
    tile_src = lane_src[: len(lane_src) - log2_vec]
    tile_dst = lane_dst[: len(lane_dst) - log2_vec]
    smem = swizzled_tile(src_flat, dst_flat, bitwidth, vector, tile_src, tile_dst, src.out_dim_sizes)
    if log2_vec < 2:
        smem = _registers_first_in_bank(smem, reg_src, reg_dst, src_fills)
    return smem


def _registers_first_in_bank(
    smem: LinearLayout, reg_src: list[int], reg_dst: list[int], src_fills: bool | None
) -> LinearLayout:
    """Order the bank bases a side holds in registers first, so that side vectorises further.

    This can happen with broadcasting; the side that filled the bank word
    wins, otherwise the side with more such bases.
    """
    banks = flat_bases(smem.flatten_outs(), BANK)
    in_src = [i for i, b in enumerate(banks) if b in reg_src]
    in_dst = [i for i, b in enumerate(banks) if b in reg_dst]
    if src_fills is None:
        order = in_src if len(in_src) > len(in_dst) else in_dst
    else:
        order = in_src if src_fills else in_dst
    order = order + [i for i in range(len(banks)) if i not in order]
    return ColumnAction(tuple(order), BANK, len(banks)).apply(smem)


# -- NVIDIA: ld/st.shared, ldmatrix and stmatrix tiles ---------------------------------------------


def optimal_swizzling_tile(
    a: LinearLayout,
    b: LinearLayout,
    n_reg_a: int,
    n_reg_b: int,
    lane_tile_a: Sequence[int],
    lane_tile_b: Sequence[int],
) -> list[int] | None:
    """The 128-bit vector both sides' instructions can share, or None (upstream optimalSwizzlingTile).

    Side a's instruction takes `n_reg_a` register bases then its lanes
    `lane_tile_a` as the contiguous part; likewise b.  Both must describe the
    same bits of the element index.
    """
    if n_reg_a < n_reg_b:
        return optimal_swizzling_tile(b, a, n_reg_b, n_reg_a, lane_tile_b, lane_tile_a)
    dim = a.total_out_dim_size_log2()
    b_to_a = b.invert_and_compose(a)
    vector = intersection_basis(flat_bases(a, REGISTER), flat_bases(b, REGISTER), dim)
    if len(vector) < n_reg_b:
        return None
    vector = vector[:n_reg_b]
    lanes_a, lanes_b = flat_bases(a, LANE), flat_bases(b, LANE)
    tile_a = [lanes_a[i] for i in lane_tile_a]
    tile_b = [lanes_b[i] for i in lane_tile_b]
    if 0 in tile_a or 0 in tile_b:
        return None
    # b's first extra lanes must be registers of a, the rest a's lanes, one for one.
    for i in range(n_reg_a - n_reg_b):
        if b_to_a.get_basis(LANE, lane_tile_b[i], REGISTER) == 0:
            return None
    matched_b = list(lane_tile_b)[len(lane_tile_b) - len(lane_tile_a) :]
    for index_a, index_b in zip(lane_tile_a, matched_b):
        if b_to_a.get_basis(LANE, index_b, LANE) != 1 << index_a:
            return None
    return vector + tile_b


def _instruction_tile(
    instruction: LocalMemOpTile, regs: Sequence[int], lanes: Sequence[int], vector: Sequence[int]
) -> list[int] | None:
    """The bits one instruction's 8 row addresses span: registers first (if it needs them), then lanes."""
    needed = 3 - len(instruction.lane_addr)
    tile = [r for r in regs if r not in vector][:needed]
    if len(tile) < needed:
        return None
    return tile + [lanes[i] for i in instruction.lane_addr]


def bank_conflicts(tile_src: Sequence[int], tile_dst: Sequence[int], smem: LinearLayout) -> tuple[int, int]:
    """Extra (read, write) wavefronts: tile bits that fall in the rows (upstream bankConflicts)."""
    segment = flat_bases(smem.flatten_outs(), SEGMENT)
    rank = smem.total_out_dim_size_log2()
    write = 1 << len(intersection_basis(segment, tile_src, rank))
    read = 1 << len(intersection_basis(segment, tile_dst, rank))
    return read - 1, write - 1


def optimal_swizzling(
    src: LinearLayout,
    dst: LinearLayout,
    src_tiles: Sequence[LocalMemOpTile],
    dst_tiles: Sequence[LocalMemOpTile],
    bitwidth: int,
) -> tuple[LinearLayout, tuple[int, int]]:
    """The tile with the fewest bank conflicts over the instruction pairs both sides allow.

    Returns it and the indices of the chosen (src, dst) instructions; falls
    back to ld.shared/st.shared without full vectorisation when no pair fits
    (upstream optimalSwizzling with tiles).

    Remembered by value (layouts and tiles are immutable): every pass that allocates shared
    memory sizes each conversion's scratch with it (three in make_llir), ~3-9 ms a call for
    a matmul's conversions.
    """
    return _optimal_swizzling(src, dst, tuple(src_tiles), tuple(dst_tiles), bitwidth)


@lru_cache(maxsize=64)
def _optimal_swizzling(
    src: LinearLayout,
    dst: LinearLayout,
    src_tiles: tuple[LocalMemOpTile, ...],
    dst_tiles: tuple[LocalMemOpTile, ...],
    bitwidth: int,
) -> tuple[LinearLayout, tuple[int, int]]:
    src_flat, dst_flat = src.flatten_outs(), dst.flatten_outs()
    total_bases = log2_floor(128 // bitwidth)
    reg_src, reg_dst = flat_bases(src_flat, REGISTER), flat_bases(dst_flat, REGISTER)
    lane_src, lane_dst = flat_bases(src_flat, LANE), flat_bases(dst_flat, LANE)
    candidates = []
    for i, src_tile in enumerate(src_tiles):
        for j, dst_tile in enumerate(dst_tiles):
            vector = optimal_swizzling_tile(
                src_flat,
                dst_flat,
                total_bases - len(src_tile.lane_contig),
                total_bases - len(dst_tile.lane_contig),
                src_tile.lane_contig,
                dst_tile.lane_contig,
            )
            if vector is None:
                continue
            rows_src = _instruction_tile(src_tile, reg_src, lane_src, vector)
            rows_dst = _instruction_tile(dst_tile, reg_dst, lane_dst, vector)
            if rows_src is None or rows_dst is None:
                continue
            # ldmatrix/stmatrix pairs keep two register bases as rows to use .x4.
            leave_reps = min(_missing_registers(src_tile), _missing_registers(dst_tile))
            candidates.append(((i, j), vector, rows_src, rows_dst, leave_reps))
    if not candidates:
        return optimal_swizzling_ld_st(src, dst, bitwidth), (0, 0)
    best: tuple[int, LinearLayout, tuple[int, int]] | None = None
    for pair, vector, rows_src, rows_dst, leave_reps in candidates:
        smem = swizzled_tile(
            src_flat, dst_flat, bitwidth, vector, rows_src, rows_dst, src.out_dim_sizes, leave_reps
        )
        read, write = bank_conflicts(rows_src, rows_dst, smem)
        # Fewest conflicts; on a tie, more reps (fewer rounds through memory).
        if best is None or read + write < best[0] or (
            read + write == best[0] and smem.in_dim_size(REPS) > best[1].in_dim_size(REPS)
        ):
            best = (read + write, smem, pair)
    return best[1], best[2]


def _missing_registers(tile: LocalMemOpTile) -> int:
    return len(tile.lane_contig) + len(tile.lane_addr) - 3
