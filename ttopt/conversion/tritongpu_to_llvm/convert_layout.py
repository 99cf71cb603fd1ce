"""`ttg.convert_layout` between distributed layouts.

Upstream, Triton 3.6: lib/Conversion/TritonGPUToLLVM/ConvertLayoutOpToLLVM.cpp
(ConvertLayoutOpConversion: transferWithinThread, transferWithinWarp with its Ship and
Swap implementations, transferWithinBlockSwizzling), the NVIDIA patterns of
third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/ConvertLayoutOpToLLVM.cpp
(ConvertLayoutOpSwizzlingConversion, tried first: the same shared-memory transfer with
ldmatrix/stmatrix where the tile allows), and getWarpLayoutConvertDecomposition /
getTranspositionSelectors / isCvtWarpSync of lib/Analysis/Utility.cpp.

Which transfer a conversion takes follows from `minimal_cvt_layout` (the map from
destination to source hardware locations, minus the dims it leaves alone):

- nothing moves: the source struct is the result;
- only registers move: each result register is picked from the source registers;
- lanes move, with at most one register<->lane bit swap: warp shuffles (below);
- warps move, or the warp permutation is costlier: through shared memory, in the tile
  `generic_swizzling.optimal_swizzling` picks - the one the allocator sized the op's scratch
  buffer for - one round per `reps` value, with a barrier between writing and reading
  (`bar.warp.sync` when every warp only reads what it wrote, else `bar.sync`);
- blocks move (distributed shared memory across a cluster): not lowered, a diagnostic.

Warp shuffles. Both layouts are permutations of the (register, lane) bits of an element
index, so the conversion is a permutation P of those bits, factored as
P = P_mixed . P_lane . P_reg with P_mixed a product of disjoint (register bit, lane bit)
transpositions. P_reg reorders the registers; each transposition (r_i l_j) is a 2x2 block
transpose done as select / shuffle / select; P_lane is folded into the shuffle source lane.
Sub-32-bit elements are first packed into i32 words (the lowest register bits), and
transpositions touching those bits become byte permutes (`prmt`) instead of selects.

Two departures from Triton 3.6, whose output is wrong in these cases (checked against the
interpreter of test/unit/test_tritongpu_to_llvm_convert_layout.py and on an H100, where
Triton 3.6's own build of the same kernels gives the same wrong data): when P swaps the two
packed bits of 8-bit elements, that swap is folded into the byte permutes and removed from
P_reg (3.6 does both, swapping twice); and the Ship method is only used where its single
permute after the shuffle can form the result (3.6 also ships the selector pairs
0x5140/0x6240 and 0x6420/0x5410, which the Swap method lowers correctly here). Every other
conversion is lowered instruction for instruction as 3.6 lowers it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.analysis.generic_swizzling import (
    LD_ST_SHARED,
    REPS,
    LocalMemOpTile,
    optimal_swizzling,
    src_dst_tiles,
)
from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    pack_ll_vector,
    unpack_ll_elements,
    unpack_ll_vector,
)
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.indices import matrix_vector_prod
from ttopt.conversion.tritongpu_to_llvm.memory import (
    BENEFIT_NVIDIA,
    LdStMatrixPlan,
    action_remove_broadcasted_regs,
    broadcast_as,
    cta_barrier,
    emit_ld_st_matrix,
    lower_ld_st_shared,
    plan_ld_st_matrix,
    reg_perm_for_divide,
    supports_ld_matrix,
    supports_st_matrix,
    thread_lane_and_warp,
)
from ttopt.conversion.tritongpu_to_llvm.target_info import shuffle_idx, shuffle_xor
from ttopt.dialects.ttg.layouts import DistributedLayout
from ttopt.layouts.linear_encoding import BLOCK, LANE, OFFSET, REGISTER, WARP
from ttopt.layouts.linear_layout import ColumnAction, LinearLayout, divide_right
from ttopt.layouts.queries import (
    cvt_needs_shared_memory,
    cvt_needs_warp_shuffle,
    linear_layout,
    minimal_cvt_layout,
)

POINTER_BIT_WIDTH = 64

# Byte selectors of `prmt.b32 d, a, b, sel`: nibble k picks byte sel[k] of the pair {b, a}
# (0-3: a, 4-7: b). The identity keeps a's bytes; its complement takes b's.
PRMT_IDENTITY_LOW = 0x3210
PRMT_IDENTITY_HIGH = 0x7654


# =====================================================================================
# The patterns
# =====================================================================================


def _is_distributed(type_: Attribute) -> bool:
    return isinstance(type_, TensorType) and isinstance(type_.encoding, DistributedLayout)


@lowering("ttg.convert_layout", benefit=BENEFIT_NVIDIA)
def lower_convert_layout_nvidia(op: Operation, rw: ConversionRewriter) -> bool:
    """NVIDIA: conversions through shared memory, with ldmatrix/stmatrix where they fit.

    Conversions between CTAs of a cluster (distributed shared memory) are not lowered.
    """
    src_type, dst_type = op.src.type, op.result.type
    if not (_is_distributed(src_type) and _is_distributed(dst_type)):
        return False
    if _crosses_ctas(src_type, dst_type):
        raise conversion_error(op, "layout conversions between the CTAs of a cluster are not supported")
    if not cvt_needs_shared_memory(src_type, dst_type):
        return False
    transfer_within_block_swizzling(op, rw)
    return True


@lowering("ttg.convert_layout")
def lower_convert_layout(op: Operation, rw: ConversionRewriter) -> bool:
    """The generic lowering, chosen by the hardware dims the conversion moves data across."""
    src_type, dst_type = op.src.type, op.result.type
    if not (_is_distributed(src_type) and _is_distributed(dst_type)):
        return False
    moved = minimal_cvt_layout(src_type, dst_type).in_dims
    if BLOCK in moved:
        raise conversion_error(op, "layout conversions between the CTAs of a cluster are not supported")
    if WARP in moved:
        transfer_within_block_swizzling(op, rw)
    elif LANE in moved:
        if cvt_needs_warp_shuffle(src_type, dst_type):
            transfer_within_warp(op, rw)
        else:
            transfer_within_block_swizzling(op, rw)
    elif REGISTER in moved:
        transfer_within_thread(op, rw)
    else:
        rw.replace_op(op, [rw.remap(op.src)])
    return True


def _crosses_ctas(src_type: TensorType, dst_type: TensorType) -> bool:
    """shouldUseDistSmem: several CTAs that do not place the tensor's tiles the same way."""
    src, dst = linear_layout(src_type), linear_layout(dst_type)
    if src.in_dim_size(BLOCK) == 1:
        return False
    return src.sublayout([BLOCK], src.out_dims) != dst.sublayout([BLOCK], dst.out_dims)


# =====================================================================================
# Within a thread
# =====================================================================================


def transfer_within_thread(op: Operation, rw: ConversionRewriter) -> None:
    """Each result register takes the source register the conversion maps it to."""
    b = rw.builder(op.location)
    conversion = minimal_cvt_layout(op.src.type, op.result.type)
    values = unpack_ll_elements(b, rw.remap(op.src))
    result = [values[conversion.apply({REGISTER: i})[0][1]] for i in range(conversion.in_dim_size(REGISTER))]
    rw.replace_op(op, [pack_ll_elements(b, result, rw.convert_type(op.result.type))])


# =====================================================================================
# Through shared memory
# =====================================================================================


def _warp_local_layout(type_: TensorType) -> LinearLayout:
    """The layout without its block dim (the identity in a conversion within each CTA)."""
    layout = linear_layout(type_)
    return layout.sublayout([REGISTER, LANE, WARP], layout.out_dims)


def transfer_within_block_swizzling(op: Operation, rw: ConversionRewriter) -> None:
    """Through the shared-memory tile of the op's scratch buffer.

    The tile is always the one the NVIDIA allocator sized the scratch for (ldmatrix and
    stmatrix included where the target has them), so every path writes inside the buffer.
    """
    b = rw.builder(op.location)
    src_layout, dst_layout = _warp_local_layout(op.src.type), _warp_local_layout(op.result.type)
    element = rw.convert_type(op.src.type.element_type)
    smem_base = shared_memory_base(b, op)
    values = unpack_ll_elements(b, rw.remap(op.src))
    transfer = _SwizzledTransfer(b, rw, smem_base)
    result = transfer.run(src_layout, dst_layout, values, element)
    rw.replace_op(op, [pack_ll_elements(b, result, rw.convert_type(op.result.type))])


@dataclass
class _SwizzledTransfer:
    """transferWithinBlockSwizzling, peeling off element types and broadcasting recursively."""

    b: LLVMBuilder
    rw: ConversionRewriter
    smem_base: SSAValue

    def run(self, src: LinearLayout, dst: LinearLayout, values: list[SSAValue], element: Attribute) -> list[SSAValue]:
        b = self.b
        if lt.is_pointer_type(element):
            # Pointers travel as 64-bit integers.
            moved = self.run(src, dst, [b.ptrtoint(lt.i64, v) for v in values], lt.i64)
            return [b.inttoptr(element, v) for v in moved]
        if lt.bit_width(element) < 8:
            # Sub-byte elements (i1) travel as bytes.
            moved = self.run(src, dst, [b.zext(lt.i8, v) for v in values], lt.i8)
            return [b.trunc(element, v) for v in moved]
        remove_src = action_remove_broadcasted_regs(src)
        if not remove_src.is_identity():
            return self.run(remove_src.apply(src), dst, remove_src.apply_to_values(values), element)
        remove_dst = action_remove_broadcasted_regs(dst)
        if not remove_dst.is_identity():
            return broadcast_as(self.run(src, remove_dst.apply(dst), values, element), dst)
        return self._transfer(src, dst, values, element)

    def _tiles(self, bitwidth: int) -> tuple[list[LocalMemOpTile], list[LocalMemOpTile]]:
        """getSrcDstTiles: st/ld.shared, and stmatrix (sm_90+) / ldmatrix (sm_75+)."""
        cc = self.rw.context.compute_capability
        return src_dst_tiles(bitwidth, supports_ld_matrix(cc), supports_st_matrix(cc))

    def _transfer(
        self, src: LinearLayout, dst: LinearLayout, values: list[SSAValue], element: Attribute
    ) -> list[SSAValue]:
        """Broadcast-free layouts of whole-byte elements: the tile's rounds."""
        b, rw = self.b, self.rw
        bitwidth = lt.bit_width(element)
        src_tiles, dst_tiles = self._tiles(bitwidth)
        smem, (src_instr, dst_instr) = optimal_swizzling(src, dst, src_tiles, dst_tiles, bitwidth)

        # Registers that both sides hold at the same tile position are the `reps`: one round
        # per value, each reusing the whole tile.
        num_reps = smem.in_dim_size(REPS)
        reps = LinearLayout.identity_1d(num_reps, REGISTER, REPS)
        store_cvt, store_perm = _divided_by_reps(src.invert_and_compose(smem), reps)
        load_cvt, load_perm = _divided_by_reps(dst.invert_and_compose(smem), reps)
        values = store_perm.apply_to_values(values)
        tile_size = store_cvt.in_dim_size(REGISTER)
        assert len(values) == tile_size * num_reps

        affine_offset = b.i32_val(0)
        warp_sync = is_cvt_warp_sync(src, dst)
        cc = rw.context.compute_capability
        result: list[SSAValue] = []
        for rep in range(num_reps):
            if rep > 0:
                cta_barrier(b, warp_sync)
            tile_values = values[rep * tile_size : (rep + 1) * tile_size]
            if src_tiles[src_instr] == LD_ST_SHARED:
                lower_ld_st_shared(b, rw, store_cvt, tile_values, element, self.smem_base, affine_offset)
            else:
                plan = _matrix_plan(store_cvt, src_tiles[src_instr], bitwidth, True, cc)
                emit_ld_st_matrix(b, rw, plan, tile_values, element, self.smem_base, affine_offset)
            cta_barrier(b, warp_sync)
            if dst_tiles[dst_instr] == LD_ST_SHARED:
                result += lower_ld_st_shared(b, rw, load_cvt, [], element, self.smem_base, affine_offset)
            else:
                plan = _matrix_plan(load_cvt, dst_tiles[dst_instr], bitwidth, False, cc)
                result += emit_ld_st_matrix(b, rw, plan, [], element, self.smem_base, affine_offset)
        return load_perm.inverse().apply_to_values(result)


def _matrix_plan(cvt: LinearLayout, tile: LocalMemOpTile, bitwidth: int, is_store: bool, cc: int) -> LdStMatrixPlan:
    """The stmatrix/ldmatrix plan of the instruction the swizzled tile was chosen for.

    (ld/st)matrix.trans are the tiles whose lanes give the contiguous part.
    """
    transpose = len(tile.lane_contig) == 3
    plan = plan_ld_st_matrix(cvt, transpose, bitwidth, is_store, mask_span=0, compute_capability=cc)
    assert plan is not None, "the swizzled tile was chosen for this matrix instruction"
    return plan


def _divided_by_reps(total: LinearLayout, reps: LinearLayout) -> tuple[LinearLayout, ColumnAction]:
    """(register, lane, warp) -> offset within one round, and the register order of the rounds."""
    permutation = reg_perm_for_divide(total, reps, left=False)
    assert permutation is not None, "the reps are registers of both sides by construction"
    per_round = divide_right(permutation.apply(total), reps)
    assert per_round is not None
    return per_round.reshape_outs([(OFFSET, per_round.total_out_dim_size())]), permutation


def is_cvt_warp_sync(src: LinearLayout, dst: LinearLayout) -> bool:
    """isCvtWarpSync: every warp reads back only what it wrote, so a warp barrier suffices.

    The conversion must keep warps fixed, and neither side may hold an element in several
    warps (another warp's copy could be written later).
    """
    conversion = dst.invert_and_compose(src)
    return (
        conversion.is_trivial_over([WARP])
        and src.get_free_variable_masks()[WARP] == 0
        and dst.get_free_variable_masks()[WARP] == 0
    )


# =====================================================================================
# Within a warp: the decomposition
# =====================================================================================


@dataclass
class Transposition:
    """A mixed transposition (register bit, lane bit) and the byte selectors around its shuffle.

    Register bits are those of the packed registers plus the `n_pack` bits of the elements
    packed into one i32. Selectors other than the identity pair fold transpositions of those
    packed bits into the data movement (TranspositionInfo).
    """

    register_bit: int
    lane_bit: int
    top_pre: int = PRMT_IDENTITY_LOW
    bot_pre: int = PRMT_IDENTITY_HIGH
    top_post: int = PRMT_IDENTITY_LOW
    bot_post: int = PRMT_IDENTITY_HIGH


@dataclass
class WarpDecomposition:
    """P = P_mixed . P_lane . P_reg for a conversion within warps."""

    p_reg: LinearLayout
    p_lane: LinearLayout
    transpositions: list[Transposition] = field(default_factory=list)
    n_pack: int = 0


def _padded(layout: LinearLayout, num_reg: int, num_lane: int) -> LinearLayout:
    zero = (0,) * len(layout.out_dims)
    bases = {
        REGISTER: list(layout.bases[REGISTER]) + [zero] * (num_reg - layout.in_dim_size_log2(REGISTER)),
        LANE: list(layout.bases[LANE]) + [zero] * (num_lane - layout.in_dim_size_log2(LANE)),
    }
    return LinearLayout(bases, layout.out_dim_sizes, require_surjective=False)


def warp_decomposition(src: LinearLayout, dst: LinearLayout, bitwidth: int) -> WarpDecomposition:
    """getWarpLayoutConvertDecomposition for two (register, lane, ...) layouts."""
    src = action_remove_broadcasted_regs(src).apply(src)
    dst = action_remove_broadcasted_regs(dst).apply(dst)
    num_reg = max(src.in_dim_size_log2(REGISTER), dst.in_dim_size_log2(REGISTER))
    num_lane = max(src.in_dim_size_log2(LANE), dst.in_dim_size_log2(LANE))
    dims = (REGISTER, LANE)
    s = _padded(src.sublayout(dims, src.out_dims), num_reg, num_lane)
    t = _padded(dst.sublayout(dims, dst.out_dims), num_reg, num_lane)

    # P's skeleton maps each source bit to the destination bit holding the same index bit;
    # bits unused on one side are paired with unused bits of the other, in order.
    skeleton = s.invert_and_compose(t)
    p_bases = {dim: [list(basis) for basis in skeleton.bases[dim]] for dim in dims}
    s_flat, t_flat = s.flatten_outs(), t.flatten_outs()
    src_free, dst_free = [], []
    for dim_index, dim in enumerate(dims):
        for i in range(s_flat.in_dim_size_log2(dim)):
            s_value, t_value = s_flat.bases[dim][i][0], t_flat.bases[dim][i][0]
            if s_value == 0 and t_value == 0:
                p_bases[dim][i][dim_index] = 1 << i
            elif s_value == 0:
                src_free.append((dim_index, i))
            elif t_value == 0:
                dst_free.append((dim_index, i))
    for (src_dim, src_index), (dst_dim, dst_index) in zip(src_free, dst_free):
        p_bases[dims[src_dim]][src_index][dst_dim] = 1 << dst_index

    reg_bases, lane_bases, mixed = _walk_cycles(p_bases, num_reg, num_lane)
    n_pack = min(max(0, min(4, 32 // bitwidth).bit_length() - 1), num_reg - len(mixed))
    transpositions = _transposition_selectors(mixed, reg_bases, n_pack)
    p_reg = LinearLayout({REGISTER: [[v] for v in reg_bases]}, {REGISTER: 1 << num_reg})
    p_lane = LinearLayout({LANE: [[v] for v in lane_bases]}, {LANE: 1 << num_lane})
    return WarpDecomposition(p_reg, p_lane, transpositions, n_pack)


def _walk_cycles(
    p_bases: dict[str, list[list[int]]], num_reg: int, num_lane: int
) -> tuple[list[int], list[int], list[tuple[int, int]]]:
    """Factor P's cycles: (.. r_m l_j .. l_k r_i ..) = (r_i l_j) * (.. r_m r_i ..)(l_j .. l_k).

    Returns P_reg and P_lane (each bit's target, as a power of two) and the mixed
    transpositions (r_i, l_j), in the order the walk meets them.
    """
    reg_bases, lane_bases = [0] * num_reg, [0] * num_lane
    mixed: list[tuple[int, int]] = []
    visited: set[tuple[str, int]] = set()
    dims = (REGISTER, LANE)
    for dim in dims:
        for entry in range(num_reg if dim == REGISTER else num_lane):
            if (dim, entry) in visited:
                continue
            current = (dim, entry)
            reg_start = lane_start = lane_end = reg_end = -1
            while True:
                visited.add(current)
                current_dim, current_index = current
                next_dim, next_index = current
                for dim_index, value in enumerate(p_bases[current_dim][current_index]):
                    if value:
                        next_dim, next_index = dims[dim_index], value.bit_length() - 1
                if current_dim == REGISTER and next_dim == REGISTER:
                    reg_bases[current_index] = 1 << next_index
                elif current_dim == LANE and next_dim == LANE:
                    lane_bases[current_index] = 1 << next_index
                elif current_dim == REGISTER:
                    reg_start, lane_start = current_index, next_index
                else:
                    reg_end, lane_end = next_index, current_index
                if reg_end >= 0:
                    reg_bases[reg_start] = 1 << reg_end
                    lane_bases[lane_end] = 1 << lane_start
                    mixed.append((reg_end, lane_start))
                    reg_start = lane_start = lane_end = reg_end = -1
                current = (next_dim, next_index)
                if current == (dim, entry):
                    break
    return reg_bases, lane_bases, mixed


def _permute_selector(selector: int, bit: int, n_pack: int) -> int:
    """The selector after exchanging packed register bit `bit` with the word's high half bit."""
    low = bit + (2 - n_pack)
    mask_high, mask_low = 0x4444, 0x1111 << low
    fixed = selector & ~mask_high & ~mask_low
    shift = 2 - low
    return (fixed | ((mask_high & selector) >> shift) | ((mask_low & selector) << shift)) & 0xFFFF


def _transposition_selectors(
    mixed: list[tuple[int, int]], reg_bases: list[int], n_pack: int
) -> list[Transposition]:
    """getTranspositionSelectors: fold the packed ("low") register bits into byte selectors.

    A low bit inside a mixed transposition is replaced by a high partner bit; the low bits
    walked just before the lane bits modify the pre-shuffle selectors, those just after the
    post-shuffle ones. `reg_bases` (P_reg) loses the folded bits. See upstream for the case
    analysis this follows (isolated low-bit cycles, noncommutative pairs sharing a low bit).
    """
    if n_pack == 0:
        return [Transposition(r, l) for r, l in mixed]

    def generate(head: int, tail: int, low_bits) -> tuple[int, int]:
        top, bottom = PRMT_IDENTITY_LOW, PRMT_IDENTITY_HIGH
        for low_bit in low_bits:
            top = _permute_selector(top, low_bit, n_pack)
            bottom = _permute_selector(bottom, low_bit, n_pack)
            if low_bit != head and low_bit != tail:
                reg_bases[low_bit] = 1 << low_bit
        return top, bottom

    paired = {r for r, _ in mixed}

    def next_bit(bit: int) -> int:
        return reg_bases[bit].bit_length() - 1

    def next_high_free(pair: tuple[int, int]) -> bool:
        current = pair[0]
        while True:
            if current >= n_pack:
                return current == pair[0] or current not in paired
            current = next_bit(current)
            if current == pair[0]:
                return False

    # The first high bit reached along P_reg is the best partner when it is unpaired.
    mixed = [p for p in mixed if next_high_free(p)] + [p for p in mixed if not next_high_free(p)]

    def previous_bit(bit: int) -> int:
        tail, current = bit, next_bit(bit)
        while current != bit:
            tail, current = current, next_bit(current)
        return tail

    def find_partner(low_bit: int, pre_low_bits: list[int]) -> int:
        if n_pack == 2:
            other_low = 1 - low_bit
            candidate = next_bit(other_low)
            if (
                next_bit(low_bit) == low_bit
                and candidate >= n_pack
                and candidate not in paired
                and other_low not in paired
            ):
                pre_low_bits.append(other_low)
                reg_bases[previous_bit(other_low)] = 1 << candidate
                paired.add(candidate)
                return candidate
        partner = n_pack
        while partner in paired:
            partner += 1
        paired.add(partner)
        return partner

    result: list[Transposition] = []
    for register_bit, lane_bit in mixed:
        cycle = [register_bit]
        while next_bit(cycle[-1]) != register_bit:
            cycle.append(next_bit(cycle[-1]))

        def is_boundary(bit: int, register_bit: int = register_bit) -> bool:
            return bit >= n_pack or (bit in paired and bit != register_bit)

        forward_end = next((i for i, bit in enumerate(cycle) if is_boundary(bit)), len(cycle))
        backward = cycle[::-1]
        backward_end = next((i for i, bit in enumerate(backward) if is_boundary(bit)), len(backward))
        post_low_bits = cycle[:forward_end]
        pre_low_bits = backward[:backward_end]
        partner = -1
        if forward_end != len(cycle):
            boundary = cycle[forward_end]
            if boundary == register_bit or boundary not in paired:
                head = partner = boundary  # e.g. (l0 r0 r2) or (l0 r2)
            else:
                # A later factor of a noncommutative pair, e.g. (l0 r0 r1 l1 r2).
                head = post_low_bits[0]
                pre_low_bits.append(head)
                post_low_bits = post_low_bits[:1]
                paired.discard(head)
            tail = backward[backward_end]
            if tail < n_pack and tail in paired:
                pre_low_bits.insert(0, tail)
        elif next_bit(register_bit) != register_bit and next_bit(register_bit) in paired:
            # The symmetric noncommutative case, e.g. (l0 r0 l1 r1).
            pre_low_bits.pop(0)
            post_low_bits.pop()
            paired.discard(post_low_bits[0])
            head, tail = register_bit, next_bit(register_bit)
        else:
            # Isolated low bits with one mixed transposition, e.g. (l0 r0 r1).
            if len(post_low_bits) == 2:
                post_low_bits.pop()
            head = tail = pre_low_bits[0]
        if partner < 0:
            partner = find_partner(head, pre_low_bits)
        top_post, bot_post = generate(head, tail, list(reversed(post_low_bits)))
        top_pre, bot_pre = generate(head, tail, pre_low_bits)
        reg_bases[tail] = 1 << head
        info = Transposition(partner, lane_bit, top_pre, bot_pre, top_post, bot_post)
        if pre_low_bits:
            # A non-terminal factor goes before the factor its shared low bit modifies.
            selector = 0x6240 if n_pack - pre_low_bits[-1] == 2 else 0x5410
            position = next((i for i, t in enumerate(result) if t.top_post == selector), len(result))
            result.insert(position, info)
        else:
            result.append(info)
    if n_pack == 2 and reg_bases[0] == 2 and reg_bases[1] == 1 and result:
        # P held (r0 r1): fold it into the last transposition's byte permutes, and take it
        # out of P_reg. Triton 3.6 leaves it in P_reg as well, so the two packed bits are
        # swapped twice and the result is wrong (seen on an H100); see the module docstring.
        result[-1].top_post, result[-1].bot_post = 0x3120, 0x7564
        reg_bases[0], reg_bases[1] = 1, 2
    return result


# =====================================================================================
# Within a warp: the shuffles
# =====================================================================================


def _element_bit_width(element: Attribute) -> int:
    return POINTER_BIT_WIDTH if lt.is_pointer_type(element) else lt.bit_width(element)


def transfer_within_warp(op: Operation, rw: ConversionRewriter) -> None:
    b = rw.builder(op.location)
    src_type, dst_type = op.src.type, op.result.type
    element = rw.convert_type(src_type.element_type)
    bitwidth = _element_bit_width(element)
    src_layout, dst_layout = linear_layout(src_type), linear_layout(dst_type)
    factors = warp_decomposition(src_layout, dst_layout, bitwidth)
    lane_trivial = factors.p_lane.square_sublayout_is_identity([LANE])
    assert factors.transpositions or not lane_trivial, "shuffles are not needed for this conversion"

    values = unpack_ll_elements(b, rw.remap(op.src))
    values = action_remove_broadcasted_regs(src_layout).apply_to_values(values)
    # The destination may hold more distinct registers: the decomposition pads with copies.
    num_regs = factors.p_reg.in_dim_size(REGISTER)
    if num_regs > len(values):
        values = (values * (num_regs // len(values)))[:num_regs]
    permuted: list[SSAValue | None] = [None] * num_regs
    for i, value in enumerate(values):
        permuted[factors.p_reg.apply({REGISTER: i})[0][1]] = value
    words = _pack_words(b, permuted, element, bitwidth, factors.n_pack)

    transpositions = factors.transpositions
    lane = thread_lane_and_warp(b, rw)[0]
    if len(transpositions) == 1 and lane_trivial and _is_shippable(transpositions[0]):
        words = _ship(b, words, factors.n_pack, transpositions[0], lane)
    else:
        words = _swap(b, words, factors, lane_trivial, lane)

    result = _unpack_words(b, words, element, bitwidth, factors.n_pack)
    remove_dst = action_remove_broadcasted_regs(dst_layout)
    result = result[: remove_dst.apply(dst_layout).in_dim_size(REGISTER)]
    if not remove_dst.is_identity():
        result = broadcast_as(result, dst_layout)
    rw.replace_op(op, [pack_ll_elements(b, result, rw.convert_type(dst_type))])


def _pack_words(
    b: LLVMBuilder, values: list[SSAValue], element: Attribute, bitwidth: int, n_pack: int
) -> list[SSAValue]:
    """Pack 2**n_pack consecutive registers into each i32 (bytes go through 16-bit halves)."""
    elems_per_word = 1 << n_pack
    if elems_per_word == 1:
        return values
    bits_per_elem = 32 // elems_per_word
    words = []
    if bitwidth == 8 and bits_per_elem == 16:
        # Zero-extend each byte into its half word (works around a ptxas bug with prmt).
        for i in range(0, len(values), elems_per_word):
            low = b.zext(lt.i32, b.bitcast(values[i], lt.int_type(bitwidth)))
            high = b.zext(lt.i32, b.bitcast(values[i + 1], lt.int_type(bitwidth)))
            words.append(b.or_(low, b.shl(high, b.i32_val(16))))
        return words
    if bitwidth < bits_per_elem:
        widened = []
        for value in values:
            if element != lt.int_type(bitwidth):
                value = b.bitcast(value, lt.int_type(bitwidth))
            widened.append(b.zext(lt.int_type(bits_per_elem), value))
        values = widened
    for i in range(0, len(values), elems_per_word):
        words.append(b.bitcast(pack_ll_vector(b, values[i : i + elems_per_word]), lt.i32))
    return words


def _unpack_words(
    b: LLVMBuilder, words: list[SSAValue], element: Attribute, bitwidth: int, n_pack: int
) -> list[SSAValue]:
    elems_per_word = 1 << n_pack
    if elems_per_word == 1:
        return words
    bits_per_elem = 32 // elems_per_word
    packed_type = lt.int_type(bits_per_elem) if bitwidth < bits_per_elem else element
    vector_type = lt.vector_type(packed_type, elems_per_word)
    values = []
    for word in words:
        values += unpack_ll_vector(b, b.bitcast(word, vector_type))
    if bitwidth < bits_per_elem:
        narrowed = []
        for value in values:
            value = b.trunc(lt.int_type(bitwidth), value)
            if element != lt.int_type(bitwidth):
                value = b.bitcast(value, element)
            narrowed.append(value)
        values = narrowed
    return values


def _is_shippable(t: Transposition) -> bool:
    """Whether the Ship method implements the transposition's byte permutes.

    It keeps one of the two words a lane holds and receives the other from its partner lane,
    so its final permute sees only the kept word and the received one: the permutes before
    and after the shuffle must be the same byte pattern (or only reorder bytes 1 and 2
    afterwards, the folded (r0 r1)). Triton 3.6 also ships the pairs 0x5140 -> 0x6240 and
    0x6420 -> 0x5410, which need bytes of both words and come out wrong (seen on an H100);
    those take the Swap method here.
    """
    return t.top_pre == t.top_post or (t.top_pre == PRMT_IDENTITY_LOW and t.top_post == 0x3120)


def prmt(b: LLVMBuilder, low: SSAValue, high: SSAValue, selector: SSAValue) -> SSAValue:
    """TargetInfo::permute: `prmt.b32` through the `llvm.nvvm.prmt` intrinsic."""
    return b.call_intrinsic("llvm.nvvm.prmt", [low, high, selector], lt.i32).results[0]


def _lane_bit_off(b: LLVMBuilder, lane: SSAValue, lane_bit: int) -> SSAValue:
    return b.icmp_eq(b.and_(lane, b.i32_val(1 << lane_bit)), b.i32_val(0))


def _register_pairs(num_regs: int, register_bit: int):
    """(r0, r1) with r1 = r0 + 2**register_bit, for each r0 whose bit is clear."""
    tile = 1 << (register_bit + 1)
    for base in range(0, num_regs - num_regs % tile, tile):
        for i in range(tile // 2):
            yield base + i, base + i + (1 << register_bit)


def _swap(
    b: LLVMBuilder, words: list[SSAValue], factors: WarpDecomposition, lane_trivial: bool, lane: SSAValue
) -> list[SSAValue]:
    """transferWithinWarpSwapImpl: every transposition at once, in place.

    (r_i l_j) on bits [r_i, l_j] factors over GF(2) as r_i ^= l_j (select), l_j ^= r_i
    (shuffle), r_i ^= l_j (select); the disjoint transpositions' stages are merged, and P_lane
    is folded into the shuffle's source lane.
    """
    n_pack = factors.n_pack
    lane_inverse = factors.p_lane.invert()
    inverse_bases = [basis[0] for basis in lane_inverse.bases[LANE]]
    words = list(words)

    def apply_swap(t: Transposition, pre_shuffle: bool) -> list[SSAValue]:
        register_bit = t.register_bit - n_pack
        lane_bit = (inverse_bases[t.lane_bit].bit_length() - 1) if pre_shuffle else t.lane_bit
        top = t.top_pre if pre_shuffle else t.top_post
        bottom = t.bot_pre if pre_shuffle else t.bot_post
        new = list(words)
        bit_off = _lane_bit_off(b, lane, lane_bit)
        for r0, r1 in _register_pairs(len(words), register_bit):
            v0, v1 = words[r0], words[r1]
            if top == PRMT_IDENTITY_LOW and bottom == PRMT_IDENTITY_HIGH:
                new[r0] = b.select(bit_off, v0, v1)
                new[r1] = b.select(bit_off, v1, v0)
                continue
            sel00 = b.i32_val(top)
            sel01 = b.i32_val(bottom if pre_shuffle else top ^ 0x4444)
            sel10 = b.i32_val(bottom)
            sel11 = b.i32_val(top if pre_shuffle else bottom ^ 0x4444)
            sel1 = b.select(bit_off, sel00, sel01)
            sel2 = b.select(bit_off, sel10, sel11)
            new[r0] = prmt(b, v0, v1, sel1)
            new[r1] = prmt(b, v0, v1, sel2)
        return new

    for t in factors.transpositions:
        words = apply_swap(t, pre_shuffle=True)
    permuted_lane = None if lane_trivial else matrix_vector_prod(b, lane_inverse, lane)
    for r in range(len(words)):
        mask = 0
        for t in factors.transpositions:
            if r >> (t.register_bit - n_pack) & 1:
                mask |= inverse_bases[t.lane_bit]
        if lane_trivial:
            if mask:
                words[r] = shuffle_xor(b, words[r], mask)
        else:
            words[r] = shuffle_idx(b, words[r], b.xor_(permuted_lane, b.i32_val(mask)))
    for t in factors.transpositions:
        words = apply_swap(t, pre_shuffle=False)
    return words


def _ship_diagonal_selectors(post: int) -> tuple[int, int]:
    if post == 0x3120:
        return 0x7564, 0x7564
    high = (post & 0x4444) >> 2
    sel10 = post ^ ((high << 1) if post & 0x1000 else high)
    return sel10, sel10 ^ 0x4444


def _ship(b: LLVMBuilder, words: list[SSAValue], n_pack: int, t: Transposition, lane: SSAValue) -> list[SSAValue]:
    """transferWithinWarpShipImpl: one transposition, shipping half of each pair through a shuffle."""
    register_bit = t.register_bit - n_pack
    bit_off = _lane_bit_off(b, lane, t.lane_bit)
    out = list(words)
    for r0, r1 in _register_pairs(len(words), register_bit):
        v0, v1 = words[r0], words[r1]
        if t.top_pre == PRMT_IDENTITY_LOW and t.top_post == PRMT_IDENTITY_LOW:
            shipped = shuffle_xor(b, b.select(bit_off, v1, v0), 1 << t.lane_bit)
            out[r0] = b.select(bit_off, v0, shipped)
            out[r1] = b.select(bit_off, shipped, v1)
            continue
        ship_selector = b.select(bit_off, b.i32_val(t.bot_pre), b.i32_val(t.top_pre))
        shipped = shuffle_xor(b, prmt(b, v0, v1, ship_selector), 1 << t.lane_bit)
        sel00 = b.i32_val(t.top_post)
        sel01 = b.i32_val(_ship_diagonal_selectors(t.top_post)[1])
        sel10 = b.i32_val(_ship_diagonal_selectors(t.top_post)[0])
        sel11 = b.i32_val(t.bot_post ^ 0x4444)
        sel1 = b.select(bit_off, sel00, sel01)
        sel2 = b.select(bit_off, sel10, sel11)
        out[r0] = prmt(b, v0, shipped, sel1)
        out[r1] = prmt(b, v1, shipped, sel2)
    return out
