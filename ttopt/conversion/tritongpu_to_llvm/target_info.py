"""The NVIDIA TargetInfo primitives the lowerings share: warp shuffles, shared-memory
loads and stores, the CTA barrier and the `redux.sync` warp reduction.

Upstream: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TargetInfo.cpp
(shuffleXor/Up/Idx, storeDShared/loadDShared, warpReduce with matchReduxKind)
and Utility.cpp of the same directory (shuffleCommon/shuffleCommonImpl).
`context.TargetInfo` holds the target's facts (compute capability, PTX
version); the functions here emit IR through an `LLVMBuilder` (`b`), in the
order upstream emits it, so the lowerings that call them produce upstream's
instruction sequence.

Shuffles (`nvvm.shfl.sync` on i32, full-warp mask -1):
    shuffle_xor(b, v, 4)       butterfly, clamp 0x1f
    shuffle_up(b, v, 1)        up, clamp 0
    shuffle_idx(b, v, lane)    idx (lane an int or an i32 value), clamp 0x1f
A 64-bit value is shuffled as its two halves (bitcast to vector<2xf32>); a
narrower value is bitcast to an integer and zero-extended to i32, then
truncated back; a pointer goes through i64.

Shared memory (`!llvm.ptr<3>`):
    store_shared(b, ptr, value, pred)          predicated `st.shared[.vN].bW`
    load_shared(b, ptr, type_, pred)           predicated `ld.shared[.vN].bW`
    store_dshared / load_dshared               the same with an optional CTA id
                                               (distributed shared memory, mapa)
With the constant true as the predicate (`b.true_val()`, what lowerLdStShared
passes), the access is a plain `llvm.store` / `llvm.load` aligned to its size,
which LLVM may schedule freely, as Triton 3.6 emits it.
`value` / `type_` may be a scalar or a vector type: floats travel as integers,
sub-byte integers as i8, vectors wider than 128 bits are split, and sub-32-bit
vectors of more than four elements are packed into i32 words.

Synchronisation and reductions:
    barrier(b)                                 `nvvm.barrier0` (bar.sync 0)
    warp_reduce(b, acc, reduce_op, lanes, interleave, compute_capability)
        `nvvm.redux.sync` when upstream uses it (sm80+, one operand, a single
        integer add/and/or/xor/min/max combiner of at most 32 bits, all 32 lanes
        reduced); returns False when the caller must fall back to shuffles.

Multi-dimensional ids (LLVM::linearize / delinearize of Utility.cpp):
    linearize(b, ids, shape, order), delinearize(b, linear, shape, order)
    delinearize_hardware_id(b, layout, "lane" | "warp", id) -> (ids per dim,
        is-representative predicate)
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.ir import Attribute, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_vector,
    unpack_ll_elements,
    unpack_ll_vector,
)
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects import nvvm
from ttopt.layouts.linear_encoding import LinearEncoding

FULL_WARP_MASK = -1
"""The member mask of every warp-wide op: all 32 lanes (0xFFFFFFFF as an i32)."""

SHARED_ADDRESS_SPACE = 3
MAX_SHARED_ACCESS_BITS = 128
"""ld/st.shared move at most v4.b32 (or v2.b64) per instruction."""

# -- warp shuffles -------------------------------------------------------------------------------


def shuffle_xor(b: LLVMBuilder, value: SSAValue, lane_mask: int) -> SSAValue:
    """shuffleXor: the value of lane `laneid ^ lane_mask` (butterfly, clamp 0x1f)."""
    return _shuffle(b, value, b.i32_val(lane_mask), "bfly", b.i32_val(0x1F))


def shuffle_up(b: LLVMBuilder, value: SSAValue, delta: int) -> SSAValue:
    """shuffleUp: the value of lane `laneid - delta` (own value below `delta`; clamp 0)."""
    return _shuffle(b, value, b.i32_val(delta), "up", b.i32_val(0x0))


def shuffle_idx(b: LLVMBuilder, value: SSAValue, lane: int | SSAValue) -> SSAValue:
    """shuffleIdx: the value of lane `lane` (a constant or an i32 value; clamp 0x1f)."""
    if isinstance(lane, int):
        lane = b.i32_val(lane)
    return _shuffle(b, value, lane, "idx", b.i32_val(0x1F))


def _shuffle(b: LLVMBuilder, value: SSAValue, lane: SSAValue, kind: str, clamp: SSAValue) -> SSAValue:
    """shuffleCommon: pointers travel as i64."""
    original_type = value.type
    if lt.is_pointer_type(original_type):
        value = b.ptrtoint(lt.i64, value)
    result = _shuffle_bits(b, value, lane, kind, clamp)
    if lt.is_pointer_type(original_type):
        result = b.inttoptr(original_type, result)
    return result


def _shuffle_bits(b: LLVMBuilder, value: SSAValue, lane: SSAValue, kind: str, clamp: SSAValue) -> SSAValue:
    """shuffleCommonImpl: one `nvvm.shfl.sync` per 32-bit word of the value."""
    type_ = value.type
    bits = lt.bit_width(type_)
    if bits == 64:
        # Two shuffles of the halves, reassembled through vector<2xf32>.
        pair_type = lt.vector_type(lt.f32, 2)
        pair = b.bitcast(value, pair_type)
        low = b.extract_element(pair, b.i32_val(0))
        high = b.extract_element(pair, b.i32_val(1))
        low = _shuffle_bits(b, low, lane, kind, clamp)
        high = _shuffle_bits(b, high, lane, kind, clamp)
        pair = b.undef(pair_type)
        pair = b.insert_element(pair, low, b.i32_val(0))
        pair = b.insert_element(pair, high, b.i32_val(1))
        return b.bitcast(pair, type_)
    is_i32 = type_ == lt.i32
    if not is_i32:
        value = b.bitcast(value, lt.int_type(bits))
        if bits < 32:
            value = b.zext(lt.i32, value)
    mask = b.i32_val(FULL_WARP_MASK)
    result = b.emit(nvvm.ShflOp(kind, mask, value, lane, clamp))
    if not is_i32:
        if bits < 32:
            result = b.trunc(lt.int_type(bits), result)
        result = b.bitcast(result, type_)
    return result


# -- barriers ------------------------------------------------------------------------------------


def barrier(b: LLVMBuilder) -> Operation:
    """TritonLLVMOpBuilder::barrier: a CTA-wide `bar.sync 0` (`nvvm.barrier0`)."""
    return b.create(nvvm.Barrier0Op())


# -- shared memory -------------------------------------------------------------------------------


def store_shared(b: LLVMBuilder, pointer: SSAValue, value: SSAValue, predicate: SSAValue) -> None:
    """TargetInfoBase::storeShared: a store to this CTA's shared memory where `predicate` holds."""
    store_dshared(b, pointer, None, value, predicate)


def load_shared(b: LLVMBuilder, pointer: SSAValue, type_: Attribute, predicate: SSAValue) -> SSAValue:
    """TargetInfoBase::loadShared: a load from this CTA's shared memory where `predicate` holds
    (the result is unspecified elsewhere)."""
    return load_dshared(b, pointer, None, type_, predicate)


def store_dshared(
    b: LLVMBuilder, pointer: SSAValue, cta_id: SSAValue | None, value: SSAValue, predicate: SSAValue
) -> None:
    """storeDShared: `@pred st.shared[::cta].vN.bW [ptr], {...}` of a scalar or a vector
    (an aligned `llvm.store` when `predicate` is the constant true).

    The value is brought to the form PTX stores (integers of 8 to 64 bits, at
    most four of them, at most 128 bits), recursing on the converted value as
    upstream does, so the intermediate vector packing ops are the same.
    """
    _check_shared_pointer(pointer)
    type_ = value.type
    if not isinstance(type_, VectorType):
        store_dshared(b, pointer, cta_id, pack_ll_vector(b, [value]), predicate)
        return
    element = lt.vector_element(type_)
    count = lt.vector_size(type_)
    element_bits = lt.bit_width(element)
    _check_power_of_two(count)
    if element_bits < 8:
        if count != 1:
            raise ValueError("don't know how to load/store vectors of sub-byte elems")
        values = [b.zext(lt.i8, b.bitcast(v, lt.int_type(element_bits))) for v in unpack_ll_vector(b, value)]
        store_dshared(b, pointer, cta_id, pack_ll_vector(b, values), predicate)
        return
    if not isinstance(element, IntegerType):
        values = [b.bitcast(v, lt.int_type(element_bits)) for v in unpack_ll_vector(b, value)]
        store_dshared(b, pointer, cta_id, pack_ll_vector(b, values), predicate)
        return
    if count > 4 and element_bits < 32:
        # Store i32 words, each packing 32 / bits elements.
        per_word = 32 // element_bits
        values = unpack_ll_vector(b, value)
        words = [
            b.bitcast(pack_ll_vector(b, values[i * per_word : (i + 1) * per_word]), lt.i32)
            for i in range(count // per_word)
        ]
        store_dshared(b, pointer, cta_id, pack_ll_vector(b, words), predicate)
        return
    if count * element_bits > MAX_SHARED_ACCESS_BITS:
        # Split into 128-bit stores.
        per_store = MAX_SHARED_ACCESS_BITS // element_bits
        values = unpack_ll_vector(b, value)
        for i in range(count // per_store):
            part_pointer = b.gep(pointer.type, element, pointer, b.i32_val(i * per_store), inbounds=True)
            part = pack_ll_vector(b, values[i * per_store : (i + 1) * per_store])
            store_dshared(b, part_pointer, cta_id, part, predicate)
        return

    if cta_id is not None:
        pointer = _map_to_cta(b, pointer, cta_id)
    if _is_constant_true(predicate):
        b.store(value, pointer, alignment=count * element_bits // 8)
        return
    ptx = PTXBuilder()
    store = ptx.create("st").o("shared::cta", cta_id is not None).o("shared", cta_id is None)
    store = store.v(count, count > 1).b(element_bits)
    address = ptx.new_address(pointer, "r")
    constraint = constraint_for_bitwidth(element_bits)
    if count > 1:
        operand = ptx.new_list_of_values([(b.extract_element(value, b.i32_val(i)), constraint) for i in range(count)])
    else:
        operand = ptx.new_operand(value, constraint)
    store(address, operand).predicate(predicate, "b")
    ptx.launch(b, lt.void_type())


def load_dshared(
    b: LLVMBuilder, pointer: SSAValue, cta_id: SSAValue | None, type_: Attribute, predicate: SSAValue
) -> SSAValue:
    """loadDShared: `@pred ld.shared[::cta].vN.bW {...}, [ptr]` of a scalar or a vector type.

    With a constant-true predicate the load is a plain `llvm.load` aligned to its
    size (which LLVM may schedule freely); otherwise it is inline PTX with side
    effects.
    """
    _check_shared_pointer(pointer)
    if not isinstance(type_, VectorType):
        values = unpack_ll_vector(b, load_dshared(b, pointer, cta_id, lt.vector_type(type_, 1), predicate))
        assert len(values) == 1
        return values[0]
    element = lt.vector_element(type_)
    count = lt.vector_size(type_)
    element_bits = lt.bit_width(element)
    _check_power_of_two(count)
    if element_bits < 8:
        if count != 1:
            raise ValueError("don't know how to load/store vectors of sub-byte elems")
        values = unpack_ll_vector(b, load_dshared(b, pointer, cta_id, lt.i8, predicate))
        assert len(values) == 1
        return b.bitcast(b.trunc(lt.int_type(element_bits), values[0]), element)
    if not isinstance(element, IntegerType):
        loaded = load_dshared(b, pointer, cta_id, lt.vector_type(lt.int_type(element_bits), count), predicate)
        return pack_ll_vector(b, [b.bitcast(v, element) for v in unpack_ll_vector(b, loaded)])
    if count > 4 and element_bits < 32:
        per_word = 32 // element_bits
        loaded = load_dshared(b, pointer, cta_id, lt.vector_type(lt.i32, count // per_word), predicate)
        values: list[SSAValue] = []
        for word in unpack_ll_vector(b, loaded):
            values.extend(unpack_ll_vector(b, b.bitcast(word, lt.vector_type(element, per_word))))
        return pack_ll_vector(b, values)
    if count * element_bits > MAX_SHARED_ACCESS_BITS:
        per_load = MAX_SHARED_ACCESS_BITS // element_bits
        values = []
        for i in range(count // per_load):
            part_pointer = b.gep(pointer.type, element, pointer, b.i32_val(i * per_load), inbounds=True)
            part = load_dshared(b, part_pointer, cta_id, lt.vector_type(element, per_load), predicate)
            values.extend(unpack_ll_vector(b, part))
        return pack_ll_vector(b, values)

    if cta_id is not None:
        pointer = _map_to_cta(b, pointer, cta_id)
    ptx = PTXBuilder()
    load = ptx.create("ld").o("shared::cta", cta_id is not None).o("shared", cta_id is None)
    load = load.v(count, count > 1).b(element_bits)
    if _is_constant_true(predicate):
        result_type = element if count == 1 else lt.vector_type(element, count)
        loaded = b.load(result_type, pointer, alignment=count * element_bits // 8)
        if count > 1:
            struct_type = lt.struct_type([element] * count)
            struct = b.undef(struct_type)
            for i in range(count):
                struct = b.insert_val(struct, b.extract_element(loaded, b.i32_val(i)), i)
            loaded = struct
    else:
        constraint = "=" + constraint_for_bitwidth(element_bits)
        output = ptx.new_output(constraint) if count == 1 else ptx.new_list_of_outputs(count, constraint)
        load(output, ptx.new_address(pointer, "r")).predicate(predicate, "b")
        result_type = element if count == 1 else lt.struct_type([element] * count)
        loaded = ptx.launch(b, result_type, has_side_effects=True)
    return pack_ll_vector(b, unpack_ll_elements(b, loaded))


def _map_to_cta(b: LLVMBuilder, pointer: SSAValue, cta_id: SSAValue) -> SSAValue:
    """mapa: the address of the same shared-memory location in CTA `cta_id` of the cluster.

    Triton 3.6 builds an `nvvm.mapa` op here, whose verifier rejects the shared
    (addrspace 3) result it asks for, so its lowering fails; the intrinsic call
    is what that op stands for."""
    return b.call_intrinsic("llvm.nvvm.mapa.shared.cluster", [pointer, cta_id], pointer.type).results[0]


def constraint_for_bitwidth(bits: int) -> str:
    """getConstraintForBitwidth: the inline-asm register class of an integer of `bits`
    moved to or from shared memory (bytes in 16-bit registers)."""
    constraints = {8: "h", 16: "h", 32: "r", 64: "l"}
    if bits not in constraints:
        raise ValueError(f"unsupported bitwidth {bits}")
    return constraints[bits]


def _is_constant_true(predicate: SSAValue) -> bool:
    """isConstantTruePred: an `llvm.mlir.constant` i1 that is not 0."""
    owner = predicate.owner
    if not isinstance(owner, Operation) or owner.name != "llvm.mlir.constant":
        return False
    value = LLVMBuilder.constant_int(predicate)
    return value is not None and value != 0


def _check_shared_pointer(pointer: SSAValue) -> None:
    if not (lt.is_pointer_type(pointer.type) and lt.pointer_address_space(pointer.type) == SHARED_ADDRESS_SPACE):
        raise ValueError("Invalid addr space for load_dsmem")


def _check_power_of_two(count: int) -> None:
    if count <= 0 or count & (count - 1):
        raise ValueError(f"shared-memory vector of {count} elements is not a power of two")


# -- warp reduction ------------------------------------------------------------------------------

_REDUX_KINDS = {
    "arith.addi": "add",
    "arith.andi": "and",
    "arith.ori": "or",
    "arith.xori": "xor",
    "arith.minsi": "min",
    "arith.minui": "umin",
    "arith.maxsi": "max",
    "arith.maxui": "umax",
}


def redux_kind(reduce_op: Operation, compute_capability: int) -> str | None:
    """matchReduxKind: the `redux.sync` kind of a reduce whose only combiner is an integer
    add/and/or/xor/min/max of at most 32 bits, on sm80 and later."""
    if compute_capability < 80:
        return None
    combiner = reduce_op.combine_op()
    if combiner is None:
        return None
    result_type = combiner.results[0].type
    if not isinstance(result_type, IntegerType) or result_type.width.data > 32:
        return None
    return _REDUX_KINDS.get(combiner.name)


def warp_reduce(
    b: LLVMBuilder, acc: list[SSAValue], reduce_op: Operation, num_lanes_to_reduce: int,
    interleave: int, compute_capability: int,
) -> bool:  # fmt: skip
    """TargetInfo::warpReduce: reduce `acc` across the warp with `redux.sync` in place.

    Upstream only uses redux when all 32 lanes take part (measured to be the
    only profitable case on A100), so the mask is always the full warp; narrow
    integers are sign-extended for signed min/max and zero-extended otherwise.
    Returns False when the caller must reduce with shuffles instead.
    """
    kind = redux_kind(reduce_op, compute_capability)
    if kind is None or num_lanes_to_reduce != 32:
        return False
    assert len(acc) == 1, "redux.sync reduces a single operand"
    mask = b.i32_val(FULL_WARP_MASK)
    value = acc[0]
    bits = value.type.width.data
    if bits < 32:
        value = b.sext(lt.i32, value) if kind in ("min", "max") else b.zext(lt.i32, value)
    reduced = b.emit(nvvm.ReduxOp(kind, value, mask))
    acc[0] = b.trunc(lt.int_type(bits), reduced) if bits < 32 else reduced
    return True



# -- multi-dimensional ids -------------------------------------------------------------------------


def linearize(b: LLVMBuilder, multi_dim: Sequence[SSAValue], shape: Sequence[int], order: Sequence[int]) -> SSAValue:
    """LLVM::linearize: the flat index of `multi_dim` in `shape`, `order[0]` varying fastest.

    Emits `((x[o_last] * s[o_prev] + x[o_prev]) * ... ) * s[o_0] + x[o_0]`, after
    an unused zero constant (upstream's initial value).
    """
    reordered = [multi_dim[d] for d in order]
    reordered_shape = [shape[d] for d in order]
    linear = b.i32_val(0)
    if reordered:
        linear = reordered[-1]
        for index, size in reversed(list(zip(reordered[:-1], reordered_shape[:-1]))):
            linear = b.add(b.mul(linear, b.i32_val(size)), index)
    return linear


def delinearize(b: LLVMBuilder, linear: SSAValue, shape: Sequence[int], order: Sequence[int]) -> list[SSAValue]:
    """LLVM::delinearize: the inverse of `linearize` (`order[0]` fastest).

    Every dim, the slowest and a lone one included, takes a `urem` and the rest
    a `udiv`, as upstream emits them.
    """
    reordered: list[SSAValue] = []
    remaining = linear
    for size in [shape[d] for d in order]:
        size_value = b.i32_val(size)
        reordered.append(b.urem(remaining, size_value))
        remaining = b.udiv(remaining, size_value)
    multi_dim: list[SSAValue] = [linear] * len(shape)
    for position, dim in enumerate(order):
        multi_dim[dim] = reordered[position]
    return multi_dim


def delinearize_hardware_id(b: LLVMBuilder, layout, in_dim: str, linear: SSAValue) -> tuple[list[SSAValue], SSAValue]:
    """LLVM::delinearize(layout, shape, dimName, linear): a lane or warp id as per-dim ids.

    `layout` is the tensor's LinearLayout. Returns the id along each tensor dim
    (in the layout's order for `in_dim`) and whether this lane/warp is the
    representative of the ones holding the same data (its broadcast bits are 0);
    the broadcast bits are squeezed out before delinearizing.
    """

    encoding = LinearEncoding(layout)
    free_mask = layout.get_free_variable_masks().get(in_dim, 0)
    is_representative = b.true_val()
    if free_mask != 0:
        is_representative = b.icmp_eq(b.and_(b.i32_val(free_mask), linear), b.i32_val(0))
        kept = ~free_mask & (layout.in_dim_size(in_dim) - 1)
        linear = extract_bits(b, linear, kept)
    order = encoding.order_per_dim(in_dim, encoding.order())
    shape = encoding.bases_per_dim(in_dim)
    return delinearize(b, linear, shape, order), is_representative


def extract_bits(b: LLVMBuilder, value: SSAValue, mask: int) -> SSAValue:
    """pext_i32: the bits of `value` selected by `mask`, packed at the bottom.

    Each run of consecutive mask bits is moved down with one and/lshr/or (the
    blocked algorithm upstream uses), lowest run first.
    """
    mask &= 0xFFFFFFFF
    if mask == 0xFFFFFFFF:
        return value
    result = b.i32_val(0)
    extracted = 0
    while mask:
        lowest = mask & -mask
        group = mask ^ (mask & (lowest + mask))
        mask &= lowest + mask
        position = lowest.bit_length() - 1
        length = (group >> position).bit_length()
        shift = position - extracted
        extracted += length
        result = b.or_(result, b.lshr(b.and_(b.i32_val(group), value), b.i32_val(shift)))
    return result
