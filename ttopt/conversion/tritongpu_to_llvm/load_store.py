"""`tt.load` and `tt.store` to global memory, as predicated inline PTX.

Upstream: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/LoadStoreOpToLLVM.cpp
(LoadOpConversion, StoreOpConversion, createCachePolicy), Triton 3.6.

- Vector width: `min(128 / pointee bits, contiguity)` from AxisInfo, further
  capped by the mask's alignment (its constancy). Each vector is moved as
  `nWords` words of `min(vec * bits, max(32, bits))` bits: `ld.global.v4.b32`.
- Loads zero their destination registers first (`mov.u32 $0, 0x0`), or copy
  `other` into them (an integer splat constant becomes an immediate), so that
  lanes whose predicate is off get a defined value.
- Cache modifiers (`.ca`/`.cg` on loads, `.wb`/`.cg`/`.cs`/`.wt` on stores), a
  volatile load, and eviction policies: `L1::evict_first`/`L1::evict_last`, and
  on sm_80+ an L2 policy made by `createpolicy.fractional` and passed as the
  `L2::cache_hint` operand.
- Stores are predicated by the mask and by a thread predicate that keeps one
  thread per group of threads holding the same elements.
"""

from __future__ import annotations

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType, TensorType
from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    unpack_ll_elements,
)
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.indices import (
    free_variable_masks,
    redundant_thread_predicate,
)
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects.folding import is_splat, splat_element
from ttopt.dialects.tt.enums import CACHE_MODIFIER, EVICTION_POLICY
from ttopt.dialects.type_utils import pointee_bit_width
from ttopt.layouts.queries import total_elems_per_thread
from ttopt.rewrite.folding import value_constant


def _elems_per_thread(type_) -> int:
    """getTotalElemsPerThread: 1 for a scalar."""
    return total_elems_per_thread(type_) if isinstance(type_, TensorType) else 1


def vector_size(rw: ConversionRewriter, pointer: SSAValue) -> int:
    """getVectorSize: 128-bit accesses at most, and no more than the pointers' contiguity."""
    if not isinstance(pointer.type, TensorType):
        return 1
    contiguity = rw.context.contiguity(rw, pointer)
    return min(128 // pointee_bit_width(pointer.type), contiguity)


def _word_constraint(width: int) -> str:
    return "l" if width == 64 else "r" if width == 32 else "c"


def create_cache_policy(b: LLVMBuilder, rw: ConversionRewriter, evict: str) -> SSAValue | None:
    """createCachePolicy: an L2 eviction-priority policy register (sm_80+)."""
    if rw.context.compute_capability < 80 or evict not in ("evict_first", "evict_last"):
        return None
    ptx = PTXBuilder()
    policy = ptx.create("createpolicy.fractional")
    policy.o("L2::evict_last", evict == "evict_last").o("L2::evict_first", evict == "evict_first").b(64)
    destination = ptx.new_output("=l", init=True)
    policy(destination, ptx.new_constant("1.0"))
    return ptx.launch(b, lt.i64)


def _splat_int_constant(other: SSAValue | None, value_element_type) -> int | None:
    """The sign-extended value of an integer splat `other` (used as an immediate)."""
    if other is None or not isinstance(value_element_type, IntegerType):
        return None
    constant = value_constant(other)
    if not isinstance(constant, DenseIntOrFPElementsAttr) or not is_splat(constant):
        return None
    element_type = constant.get_element_type()
    if not isinstance(element_type, IntegerType):
        return None
    width = element_type.width.data
    value = splat_element(constant) & ((1 << width) - 1)
    return value - (1 << width) if value >> (width - 1) else value


@lowering("tt.load")
def lower_load(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    pointer, mask, other = op.ptr, op.mask, op.other
    ll_pointer, ll_mask, ll_other = rw.remap(pointer), rw.remap(mask), rw.remap(other)

    value_type = rw.convert_type(op.result.type.element_type if isinstance(op.result.type, TensorType) else op.result.type)
    vec = vector_size(rw, pointer)
    num_elems = _elems_per_thread(pointer.type)
    if ll_mask is not None:
        vec = min(vec, rw.context.mask_alignment(rw, mask))

    pointers = unpack_ll_elements(b, ll_pointer)
    masks = unpack_ll_elements(b, ll_mask) if ll_mask is not None else []
    splat_value = _splat_int_constant(other, value_type)
    others = unpack_ll_elements(b, ll_other) if other is not None else []

    bits = max(8, lt.bit_width(value_type))
    cache = CACHE_MODIFIER.keyword(op.cache)
    evict = EVICTION_POLICY.keyword(op.evict)
    volatile = bool(op.isVolatile.value.data)
    loaded: list[SSAValue] = []
    for start in range(0, num_elems, vec):
        width = min(bits * vec, max(32, bits))
        n_words = max(1, bits * vec // width)
        mov_width = max(width, 16)
        ptx = PTXBuilder()
        predicate = masks[start] if mask is not None else None
        destinations = ptx.new_list()
        for _ in range(n_words):
            destinations.append(ptx.new_output("=" + _word_constraint(width), init=other is None))
        if other is not None:
            for word in range(n_words):
                mov = ptx.create("mov").o(f"u{mov_width}")
                size = width // bits
                vector_type = lt.vector_type(value_type, size)
                packed = b.undef(vector_type)
                for s in range(size):
                    index = b.index_attr_constant(lt.i32, s)
                    packed = b.insert_element(packed, others[start + word * size + s], index)
                packed = b.bitcast(packed, lt.int_type(width))
                if splat_value is not None:
                    replicated = 0
                    for shift in range(0, mov_width, bits):
                        replicated |= splat_value << shift
                    source = ptx.new_constant(replicated)
                else:
                    source = ptx.new_operand(packed, _word_constraint(width))
                mov(destinations[word], source)
        address = ptx.new_address(pointers[start], "l", 0)
        policy = create_cache_policy(b, rw, evict)
        load = ptx.create("ld").o("volatile", volatile).global_()
        load.o("ca", cache == "ca").o("cg", cache == "cg")
        load.o("L1::evict_first", evict == "evict_first").o("L1::evict_last", evict == "evict_last")
        load.o("L2::cache_hint", policy is not None).v(n_words).b(width)
        operands = [destinations, address] + ([ptx.new_operand(policy, "l")] if policy is not None else [])
        load(*operands).maybe_predicate(predicate, "b")

        word_type = lt.int_type(width)
        result_type = lt.struct_type([word_type] * n_words) if n_words > 1 else word_type
        result = ptx.launch(b, result_type)
        words = []
        for word in range(n_words):
            current = b.extract_val(result, word) if n_words > 1 else result
            words.append(b.bitcast(current, lt.vector_type(value_type, width // bits)))
        per_word = width // bits
        for i in range(vec):
            index = b.index_attr_constant(lt.i32, i % per_word)
            loaded.append(b.extract_element(words[i // per_word], index))
    rw.replace_op(op, [pack_ll_elements(b, loaded, rw.convert_type(op.result.type))])
    return True


@lowering("tt.store")
def lower_store(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    context = rw.context
    pointer, value, mask = op.ptr, op.value, op.mask
    ll_pointer, ll_value, ll_mask = rw.remap(pointer), rw.remap(value), rw.remap(mask)
    value_type = rw.convert_type(value.type.element_type if isinstance(value.type, TensorType) else value.type)

    vec = vector_size(rw, pointer)
    elems = _elems_per_thread(pointer.type)
    pointers = unpack_ll_elements(b, ll_pointer)
    values = unpack_ll_elements(b, ll_value)
    masks: list[SSAValue] = []
    if ll_mask is not None:
        masks = unpack_ll_elements(b, ll_mask)
        vec = min(vec, context.mask_alignment(rw, mask))

    bits = max(1, lt.bit_width(value_type) // 8) * 8
    num_warps = context.num_warps(rw.insertion_block.first_op)
    thread_predicate = redundant_thread_predicate(
        b, free_variable_masks(pointer.type), num_warps, context.threads_per_warp
    )
    cache = CACHE_MODIFIER.keyword(op.cache)
    evict = EVICTION_POLICY.keyword(op.evict)
    for start in range(0, elems, vec):
        width = min(bits * vec, max(32, bits))
        n_words = max(1, bits * vec // width)
        word_elems = width // bits
        word_type = lt.vector_type(value_type, word_elems)
        arguments = []
        for word in range(n_words):
            packed = b.undef(word_type)
            for e in range(word_elems):
                element = values[start + word * word_elems + e]
                if element.type == lt.i1:
                    element = b.sext(lt.i8, element)
                element = b.bitcast(element, value_type)
                packed = b.insert_element(packed, element, b.i32_val(e))
            arguments.append((b.bitcast(packed, lt.int_type(width)), _word_constraint(width)))

        ptx = PTXBuilder()
        argument_list = ptx.new_list_of_values(arguments)
        predicate = thread_predicate
        if ll_mask is not None:
            predicate = masks[start] if predicate is None else b.and_(predicate, masks[start])
        address = ptx.new_address(pointers[start], "l", 0)
        policy = create_cache_policy(b, rw, evict)
        store = ptx.create("st").global_()
        for modifier in ("wb", "cg", "cs", "wt"):
            store.o(modifier, cache == modifier)
        store.o("L1::evict_first", evict == "evict_first").o("L1::evict_last", evict == "evict_last")
        store.o("L2::cache_hint", policy is not None).v(n_words).b(width)
        operands = [address, argument_list] + ([ptx.new_operand(policy, "l")] if policy is not None else [])
        store(*operands).maybe_predicate(predicate, "b")
        ptx.launch(b, lt.void_type())
    rw.replace_op(op, [])
    return True
