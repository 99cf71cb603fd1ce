"""`tt.atomic_rmw` and `tt.atomic_cas` on global memory, as predicated inline PTX.

Upstream: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/LoadStoreOpToLLVM.cpp
(AtomicRMWOpConversion, AtomicCASOpConversion, createBarrier), with
finalizeTensorAtomicResults (lib/Conversion/TritonGPUToLLVM/Utility.cpp),
Triton 3.6. The shared-memory traffic reuses memory.lower_ld_st (lowerLdSt) and
the storeDShared / loadDShared of target_info and memory.

- Each register a thread holds becomes one `atom.global.<scope>.<sem>.<op>.<type>`
  (`atom.global.<sem>.<scope>.cas.b<bits>` for compare-and-swap), predicated by
  the mask and by the thread predicate that keeps one thread per group of
  threads holding the same element. The destination is zeroed first
  (`mov.u32 $0, 0x0`), so a lane whose predicate is off reads 0.
- Operation and type suffixes: and/or/xor/exch `.b<n>`, add `.u<n>`, max/min
  `.s<n>`, umax/umin `max`/`min` `.u<n>`, fadd `add.f<n>` (`add.noftz` for 16 bits).
- Vectorization (RMW on tensors only): the vector width is the load's
  (`min(128 / bits, contiguity)`, capped by the mask's alignment). With
  vectorized atomics (sm_90 and PTX 8.1, `TargetInfo.supports_vectorized_atomics`)
  an fadd of f16/bf16/f32 moves `vec` values at once (`.v2`/`.v4`/`.v8`, lists of
  registers); otherwise f16 values are packed in pairs (`add.noftz.f16x2` on a
  `vector<2xf16>` in one 32-bit register) and everything else goes one by one.
- A scalar add/fadd of the constant 0 with relaxed or acquire semantics is a
  plain load: `nvg.ld_acquire` (lowered by convert-nv-gpu-to-llvm).
- bf16 in a module targeting below sm_90 (its `ttg.target`): PTX has no bf16 `atom`, so
  each element is an `llvm.atomicrmw ... syncscope("device")` in a block entered under
  the predicate, its old value passed to the next block (undef where not run).
- Results: a scalar result is written to the op's shared-memory scratch
  (`allocation.offset`) by the thread(s) that ran the atomic, then a CTA barrier,
  then every thread loads it. A tensor result whose layout broadcasts (the
  allocator gave the op scratch for the whole tensor) goes through shared memory
  the same way, element by element at its linear offset (lowerLdSt: vectorized
  `st.shared`, barrier, plain vector loads); otherwise the results are packed as
  they are. An unused result needs none of this. (One deliberate deviation: the
  loaded values are put back in register order, which Triton 3.6 forgets when the
  vectorization reorders registers; see finalize_tensor_results.)
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import (
    LLVMBuilder,
    pack_ll_elements,
    pack_ll_vector,
    unpack_ll_elements,
    unpack_ll_vector,
)
from ttopt.conversion.tritongpu_to_llvm.context import TARGET_ATTR, module_compute_capability
from ttopt.conversion.tritongpu_to_llvm.driver import (
    ConversionRewriter,
    conversion_error,
    lowering,
)
from ttopt.conversion.tritongpu_to_llvm.func import shared_memory_base
from ttopt.conversion.tritongpu_to_llvm.indices import (
    free_variable_masks,
    lane_and_warp_id,
    redundant_thread_predicate,
)
from ttopt.conversion.tritongpu_to_llvm.load_store import vector_size
from ttopt.conversion.tritongpu_to_llvm.memory import lower_ld_st
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.conversion.tritongpu_to_llvm.target_info import (
    barrier,
    constraint_for_bitwidth,
    load_shared,
    store_shared,
)
from ttopt.dialects import llvm, nvvm
from ttopt.dialects.nvg.ops import LoadAcquireOp
from ttopt.dialects.tt.enums import MEM_SEMANTIC, MEM_SYNC_SCOPE, RMW_OP
from ttopt.layouts.linear_encoding import LANE, OFFSET, REGISTER, WARP
from ttopt.layouts.queries import linear_layout, total_elems_per_thread

# -- small helpers ----------------------------------------------------------------------------------


def _elems_per_thread(type_: Attribute) -> int:
    """getTotalElemsPerThread: 1 for a scalar."""
    return total_elems_per_thread(type_) if isinstance(type_, TensorType) else 1


def _maybe_and(b: LLVMBuilder, lhs: SSAValue | None, rhs: SSAValue) -> SSAValue:
    """maybeAnd: `lhs and rhs`, or `rhs` without `lhs`."""
    return rhs if lhs is None else b.and_(lhs, rhs)


def _register_constraint(bits: int) -> str:
    """getRegisterSizeCode(bits, is_float=false): the integer register holding `bits`."""
    codes = {16: "h", 32: "r", 64: "l"}
    if bits not in codes:
        raise ValueError(f"no {bits}-bit PTX register for an atomic")
    return codes[bits]


def _result_element(rw: ConversionRewriter, op: Operation, what: str) -> tuple[TensorType | None, Attribute]:
    """The result's tensor type (None for a scalar) and its LLVM element type, of 16, 32 or
    64 bits (a diagnostic otherwise)."""
    tensor_type = op.result.type if isinstance(op.result.type, TensorType) else None
    element = rw.convert_type(tensor_type.element_type if tensor_type is not None else op.result.type)
    if lt.bit_width(element) not in (16, 32, 64):
        raise conversion_error(op, f"unsupported {lt.bit_width(element)}-bit element type for {what}")
    return tensor_type, element


def _thread_predicate(b: LLVMBuilder, rw: ConversionRewriter, op: Operation) -> SSAValue | None:
    """emitRedundantThreadPredicate over the pointers' layout: one thread of each group
    holding the same pointers does the atomic (None: every thread does)."""
    context = rw.context
    return redundant_thread_predicate(
        b, free_variable_masks(op.ptr.type), context.num_warps(op), context.threads_per_warp
    )


def cta_barrier(b: LLVMBuilder, num_ctas: int) -> None:
    """createBarrier: `bar.sync 0` for one CTA; with a cluster, `ttng.cluster_arrive`
    (not relaxed) and `ttng.cluster_wait`, emitted as the aligned NVVM ops they lower to."""
    if num_ctas == 1:
        barrier(b)
        return
    b.create(nvvm.ClusterArriveOp(aligned=True))
    b.create(nvvm.ClusterWaitOp(aligned=True))


def _scratch_pointer(b: LLVMBuilder, op: Operation) -> SSAValue:
    """getSharedMemoryBase of the op, through the bitcast upstream keeps."""
    return b.bitcast(shared_memory_base(b, op), lt.ptr_type(3))


# -- tensor results through shared memory (finalizeTensorAtomicResults) ---------------------------------


def finalize_tensor_results(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, results: list[SSAValue], element_type: Attribute,
    thread_predicate: SSAValue | None,
) -> None:  # fmt: skip
    """finalizeTensorAtomicResults: give every thread holding an element the value
    the atomic returned to the thread that performed it.

    Only ops the allocator gave scratch (their result layout broadcasts) go
    through shared memory: each element is stored at its offset in the tensor by
    the threads that ran the atomics, then everyone reads its elements back.
    """
    tensor_type: TensorType = op.results[0].type
    struct_type = rw.convert_type(tensor_type)
    if "allocation.offset" not in op.attributes:
        rw.replace_op(op, [pack_ll_elements(b, results, struct_type)])
        return

    layout = linear_layout(tensor_type)
    layout = layout.sublayout([REGISTER, LANE, WARP], layout.out_dims)
    layout = layout.reshape_outs([(OFFSET, layout.total_out_dim_size())])
    smem_base = shared_memory_base(b, op)
    context = rw.context
    lane, warp = lane_and_warp_id(b, context.num_warps(op), context.threads_per_warp)

    def emit_store(values, address, index, vector_type) -> list[SSAValue]:
        vector = pack_ll_vector(b, values[index : index + lt.vector_size(vector_type)])
        # Only registers broadcast without a thread predicate: every thread stores (Triton
        # 3.6 crashes on a missing predicate here); with a true predicate storeDShared is a
        # plain store.
        store_shared(b, address, vector, b.true_val() if thread_predicate is None else thread_predicate)
        return []

    def emit_load(values, address, index, vector_type) -> list[SSAValue]:
        # loadDShared's predicate: true, so a plain aligned load.
        return unpack_ll_vector(b, load_shared(b, address, vector_type, b.true_val()))

    lower_ld_st(b, layout, results, element_type, smem_base, b.i32_val(0), 0, lane, warp, emit_store)
    barrier(b)
    # Deliberate deviation: Triton 3.6 passes the results again to this loading pass, which
    # makes lowerLdSt treat it as a store and skip putting the loaded values back in register
    # order. Where the vectorization reorders registers (e.g. sizePerThread [2, 2] with order
    # [1, 0]) that hands elements the old value of another element (seen on an H100). The
    # loads and shared-memory traffic are the same; only the result order is fixed.
    results = lower_ld_st(b, layout, [], element_type, smem_base, b.i32_val(0), 0, lane, warp, emit_load)
    rw.replace_op(op, [pack_ll_elements(b, results, struct_type)])


def _broadcast_scalar_result(
    b: LLVMBuilder, rw: ConversionRewriter, op: Operation, old: SSAValue, store: Callable[[SSAValue], None]
) -> None:
    """A scalar atomic's result reaches every thread through the op's scratch."""
    pointer = _scratch_pointer(b, op)
    store(pointer)
    cta_barrier(b, rw.context.num_ctas)
    rw.replace_op(op, [b.load(old.type, pointer)])


# -- tt.atomic_rmw ------------------------------------------------------------------------------------


def _rmw_opcode(kind: str, element: Attribute, packed: int) -> tuple[str, str]:
    """The PTX operation and type suffix of one RMW kind on `element` values."""
    bits = lt.bit_width(element)
    if kind in ("and", "or", "xor", "exch"):
        return kind, f"b{bits}"
    if kind == "add":
        return "add", f"u{bits}"
    if kind == "fadd":
        float_type = "bf16" if isinstance(element, BFloat16Type) else f"f{bits}"
        return "add" + (".noftz" if bits == 16 else ""), float_type + ("x2" if packed == 2 and bits == 16 else "")
    if kind in ("max", "min"):
        return kind, f"s{bits}"
    if kind in ("umax", "umin"):
        return kind[1:], f"u{bits}"
    raise ValueError(kind)


def _supports_vectorized(rw: ConversionRewriter, kind: str, element: Attribute) -> bool:
    """Vector atomics (sm_90, PTX 8.1): only fadd of f16, bf16 and f32."""
    if not rw.context.target.supports_vectorized_atomics():
        return False
    return kind == "fadd" and isinstance(element, Float16Type | BFloat16Type | Float32Type)


def _is_zero_constant(value: SSAValue) -> bool:
    """The value is an `arith.constant` 0 (integer) or 0.0 / -0.0 (float)."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.name != "arith.constant":
        return False
    attr = owner.properties.get("value")
    if attr is None:
        attr = owner.attributes.get("value")
    if isinstance(attr, IntegerAttr):
        return attr.value.data == 0
    if isinstance(attr, FloatAttr):
        return attr.value.data == 0.0
    return False


def _promotable_to_load(rw: ConversionRewriter, op: Operation) -> bool:
    """isPromotableToNVPTXLD: a scalar relaxed/acquire add of the constant 0 is a load."""
    if isinstance(op.result.type, TensorType):
        return False
    value_type = rw.convert_type(op.result.type)
    if not isinstance(value_type, IntegerType) and not lt.is_float(value_type):
        return False
    if MEM_SEMANTIC.keyword(op.sem) not in ("acquire", "relaxed"):
        return False
    if RMW_OP.keyword(op.atomic_rmw_op) not in ("add", "fadd"):
        return False
    return _is_zero_constant(op.val)


def _rmw_widths(rw: ConversionRewriter, op: Operation, kind: str) -> tuple[int, int]:
    """(vec, packed): the vector width of one atom (`.vN`, vector fadd atomics only) and
    the f16 pairs packed in one register (`f16x2`); at most one of them is above 1."""
    if not isinstance(op.result.type, TensorType):
        return 1, 1
    vec = vector_size(rw, op.ptr)
    if op.mask is not None:
        vec = min(vec, rw.context.mask_alignment(rw, op.mask))
    element = op.val.type.element_type
    if _supports_vectorized(rw, kind, element):
        return vec, 1
    return 1, min(vec, 2 if isinstance(element, Float16Type) else 1)


def _emit_rmw(
    b: LLVMBuilder, pointer: SSAValue, values: list[SSAValue], element: Attribute, kind: str, sem: str, scope: str,
    vec: int, packed: int, predicate: SSAValue | None,
) -> list[SSAValue]:  # fmt: skip
    """One `atom.global.<scope>.<sem>.<op>[.vN].<type>` on `vec * packed` values; the old values."""
    ptx = PTXBuilder()
    constraint = _register_constraint(lt.bit_width(element) * packed)
    if vec > 1:
        destination = ptx.new_list([ptx.new_output("=" + constraint, init=True) for _ in range(vec)])
    else:
        destination = ptx.new_output("=" + constraint, init=True)
    address = ptx.new_address(pointer, "l")
    if vec > 1:
        operand = ptx.new_list_of_values([(value, constraint) for value in values])
    elif packed > 1:
        packed_value = b.undef(lt.vector_type(element, packed))
        for k, value in enumerate(values):
            packed_value = b.insert_element(packed_value, value, b.i32_val(k))
        operand = ptx.new_operand(packed_value, constraint)
    else:
        operand = ptx.new_operand(values[0], constraint)
    opcode, type_suffix = _rmw_opcode(kind, element, packed)
    atom = ptx.create("atom").o("global").o(scope).o(sem).o(opcode).v(vec).o(type_suffix)
    atom(destination, address, operand).maybe_predicate(predicate)

    if vec > 1:
        returned = ptx.launch(b, lt.struct_type([element] * vec))
        return [b.extract_val(returned, k) for k in range(vec)]
    if packed > 1:
        returned = ptx.launch(b, lt.vector_type(element, packed))
        return [b.extract_element(returned, b.i32_val(k)) for k in range(packed)]
    return [ptx.launch(b, element)]


def _finish_scalar(b: LLVMBuilder, rw: ConversionRewriter, op: Operation, old: SSAValue, predicate) -> None:
    """A scalar RMW: nothing more when its result is unused, else publish it."""
    if not op.result.uses:
        rw.erase_op(op)
        return
    _broadcast_scalar_result(b, rw, op, old, lambda pointer: store_shared(b, pointer, old, predicate))


LLVM_ATOMIC_BIN_OPS = {
    "and": "_and", "or": "_or", "xor": "_xor", "add": "add", "fadd": "fadd",
    "max": "max", "min": "min", "umax": "umax", "umin": "umin", "exch": "xchg",
}  # fmt: skip
"""matchAtomicOp: the `llvm.atomicrmw` operation of each RMW kind."""
LLVM_ATOMIC_ORDERINGS = {"relaxed": "monotonic", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel"}
"""getMemoryOrdering: the LLVM ordering of each memory semantic."""


def _bf16_before_hopper(op: Operation, element: Attribute) -> bool:
    """A bf16 atomic in a module targeting below sm_90 (getNVIDIAComputeCapability: the
    module's `ttg.target`, not the pass option) has no PTX `atom` and is left to LLVM."""
    if not isinstance(element, BFloat16Type):
        return False
    capability = module_compute_capability(op)
    if capability is None:
        raise conversion_error(op, f"a bf16 atomic needs a '{TARGET_ATTR}' attribute on the module")
    return capability < 90


def _emit_llvm_rmw_block(
    rw: ConversionRewriter, op: Operation, pointer: SSAValue, value: SSAValue, kind: str, sem: str,
    predicate: SSAValue | None, is_tensor: bool,
) -> SSAValue | None:  # fmt: skip
    """The bf16 path below sm_90: an `llvm.atomicrmw` (LLVM expands it to a compare-and-swap
    loop) in a block of its own, entered where `predicate` holds; the block after it gets
    the old value as its argument (undef where the predicate is off).

    A tensor element returns that argument. A scalar result is stored to the op's scratch
    inside the atomic's block and read back by every thread after a `bar.sync` (None is
    returned: the op is replaced or erased). Triton 3.6 crashes without a predicate (no
    mask, no redundant threads); there every thread runs the atomic (a true predicate).
    """
    b = rw.builder(op.location)
    element = value.type
    undef = b.undef(element)
    point = rw.save_insertion_point()
    current = point.block
    end_block = current.split_before(point.before, arg_types=[element])
    atomic_block = Block()
    current.parent.insert_block_after(atomic_block, current)
    rw.set_insertion_point_to_end(current)
    result_used = bool(op.result.uses)
    scratch = shared_memory_base(b, op) if not is_tensor and result_used else None
    condition = b.true_val() if predicate is None else predicate
    b.create(llvm.CondBrOp(condition, atomic_block, [], end_block, [undef]))

    rw.set_insertion_point_to_end(atomic_block)
    old = b.emit(
        llvm.AtomicRMWOp(LLVM_ATOMIC_BIN_OPS[kind], pointer, value, LLVM_ATOMIC_ORDERINGS[sem], syncscope="device")
    )
    if is_tensor:
        b.create(llvm.BrOp(end_block, [old]))
        rw.set_insertion_point_to_start(end_block)
        return end_block.args[0]
    if not result_used:
        b.create(llvm.BrOp(end_block, [old]))
        rw.erase_op(op)
        return None
    b.store(old, scratch)
    b.create(llvm.BrOp(end_block, [old]))
    rw.set_insertion_point_to_start(end_block)
    barrier(b)
    rw.replace_op(op, [b.load(element, scratch)])
    return None


@lowering("tt.atomic_rmw")
def lower_atomic_rmw(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    kind = RMW_OP.keyword(op.atomic_rmw_op)
    sem = MEM_SEMANTIC.keyword(op.sem)
    scope = MEM_SYNC_SCOPE.keyword(op.scope)
    values = unpack_ll_elements(b, rw.remap(op.val))
    pointers = unpack_ll_elements(b, rw.remap(op.ptr))
    masks = unpack_ll_elements(b, rw.remap(op.mask)) if op.mask is not None else []

    tensor_type, element = _result_element(rw, op, "an atomic RMW")
    vec, packed = _rmw_widths(rw, op, kind)
    thread_predicate = _thread_predicate(b, rw, op)
    load_instead = _promotable_to_load(rw, op)
    llvm_atomic = _bf16_before_hopper(op, element)
    if llvm_atomic and vec * packed != 1:
        raise conversion_error(op, "a bf16 atomic below sm_90 moves one element at a time")

    results: list[SSAValue] = []
    for i in range(0, _elems_per_thread(op.val.type), vec * packed):
        predicate = _maybe_and(b, thread_predicate, masks[i]) if masks else thread_predicate
        if load_instead:
            loaded = b.emit(LoadAcquireOp(element, pointers[i], predicate, sem, scope))
            _finish_scalar(b, rw, op, loaded, predicate)
            return True
        if llvm_atomic:
            old_value = _emit_llvm_rmw_block(rw, op, pointers[i], values[i], kind, sem, predicate, tensor_type is not None)
            if old_value is None:
                return True
            results.append(old_value)
            continue
        old = _emit_rmw(b, pointers[i], values[i : i + vec * packed], element, kind, sem, scope, vec, packed, predicate)
        if tensor_type is None:
            _finish_scalar(b, rw, op, old[0], predicate)
            return True
        results.extend(old)

    finalize_tensor_results(b, rw, op, results, element, thread_predicate)
    return True


# -- tt.atomic_cas ------------------------------------------------------------------------------------


@lowering("tt.atomic_cas")
def lower_atomic_cas(op: Operation, rw: ConversionRewriter) -> bool:
    b = rw.builder(op.location)
    sem = MEM_SEMANTIC.keyword(op.sem)
    scope = MEM_SYNC_SCOPE.keyword(op.scope)
    pointers = unpack_ll_elements(b, rw.remap(op.ptr))
    compares = unpack_ll_elements(b, rw.remap(op.cmp))
    values = unpack_ll_elements(b, rw.remap(op.val))

    tensor_type, element = _result_element(rw, op, "an atomic compare-and-swap")
    bits = lt.bit_width(element)
    thread_predicate = _thread_predicate(b, rw, op)
    constraint = _register_constraint(bits)
    type_suffix = f"b{bits}"

    results: list[SSAValue] = []
    for i in range(_elems_per_thread(op.val.type)):
        ptx = PTXBuilder()
        destination = ptx.new_output("=" + constraint, init=True)
        address = ptx.new_address(pointers[i], "l")
        compare = ptx.new_operand(compares[i], constraint)
        new_value = ptx.new_operand(values[i], constraint)
        atom = ptx.create("atom").o("global").o(sem).o(scope).o("cas").o(type_suffix)
        atom(destination, address, compare, new_value).maybe_predicate(thread_predicate)
        old = ptx.launch(b, element)
        if tensor_type is not None:
            results.append(old)
            continue
        if not op.result.uses:
            rw.erase_op(op)
            return True

        def store_old(pointer: SSAValue, old: SSAValue = old) -> None:
            store = PTXBuilder()
            instruction = store.create("st").o("shared").o(type_suffix)
            target = store.new_address(pointer, "r")
            data = store.new_operand(old, constraint_for_bitwidth(bits))
            instruction(target, data).maybe_predicate(thread_predicate)
            store.launch(b, lt.void_type())

        _broadcast_scalar_result(b, rw, op, old, store_old)
        return True

    finalize_tensor_results(b, rw, op, results, element, thread_predicate)
    return True
