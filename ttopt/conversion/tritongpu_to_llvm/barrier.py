"""TritonNvidiaGPU barrier and fence ops: `ttng.fence_async_shared` and the mbarrier ops.

Upstream, Triton 3.6: third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/BarrierOpToLLVM.cpp
(populateBarrierOpToLLVMPatterns, in its order).

- FenceAsyncSharedOpConversion: the fence orders the generic proxy's shared-memory writes
  (st.shared of a `local_alloc` from registers) before the async proxy's reads (wgmma,
  TMA): `nvvm.fence.proxy` of kind `async.shared`, in the CTA's or the cluster's memory.
- The mbarrier ops (a 64-bit barrier object in shared memory) become inline PTX whose
  operands are attached in the asm's own `$n` order (onlyAttachMLIRArgs):
  `init_barrier` / `inval_barrier` / `barrier_expect` / `arrive_barrier` run in thread 0
  of the CTA only (getThreadId() == 0, and-ed with the op's predicate where it has one);
  `wait_barrier` is a spin loop on `mbarrier.try_wait.parity` (`test_wait` and a
  nanosleep before sm90) that every thread runs, skipped as a whole when the op has a
  predicate that is not the constant true.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from ttopt.conversion.tritongpu_to_llvm import llvm_types as lt
from ttopt.conversion.tritongpu_to_llvm.builder import LLVMBuilder
from ttopt.conversion.tritongpu_to_llvm.driver import ConversionRewriter, lowering
from ttopt.conversion.tritongpu_to_llvm.indices import thread_id
from ttopt.conversion.tritongpu_to_llvm.memory import SharedMemoryObject
from ttopt.conversion.tritongpu_to_llvm.ptx_builder import PTXBuilder
from ttopt.dialects.nvvm import FenceProxyOp


@lowering("ttng.fence_async_shared")
def lower_fence_async_shared(op: Operation, rw: ConversionRewriter) -> bool:
    """`nvvm.fence.proxy {kind = async.shared, space = cta|cluster}`."""
    space = "cluster" if bool(op.bCluster.value.data) else "cta"
    b = rw.builder(op.location)
    rw.replace_op(op, b.create(FenceProxyOp("async.shared", space)))
    return True


# -- helpers shared with the TMA lowerings -----------------------------------------------------


def barrier_base(b: LLVMBuilder, rw: ConversionRewriter, barrier: SSAValue) -> SSAValue:
    """getSharedMemoryObjectFromStruct(...).getBase() of an mbarrier memdesc operand."""
    element = rw.convert_type(barrier.type.element_type)
    return SharedMemoryObject.from_struct(b, rw.remap(barrier), element).base


def cta_thread_id(b: LLVMBuilder, rw: ConversionRewriter) -> SSAValue:
    """getThreadId: tid.x masked by the CTA's thread count."""
    context = rw.context
    return thread_id(b, context.num_warps(rw.insertion_block.first_op), context.threads_per_warp)


def launch_attached(b: LLVMBuilder, ptx: str, operands: list[tuple[SSAValue, str]]) -> None:
    """One PTX instruction given verbatim, its `$n` the operands in order (onlyAttachMLIRArgs)."""
    builder = PTXBuilder()
    attached = [builder.new_operand(value, constraint) for value, constraint in operands]
    builder.create(ptx)(*attached, only_attach_mlir_args=True)
    builder.launch(b, lt.void_type())


def _thread_zero(b: LLVMBuilder, rw: ConversionRewriter) -> SSAValue:
    return b.icmp_eq(cta_thread_id(b, rw), b.i32_val(0))


# -- mbarrier ops --------------------------------------------------------------------------------


def _in_thread_zero(op: Operation, rw: ConversionRewriter, ptx: str, pred: SSAValue | None = None) -> bool:
    """Thread 0 (and `pred`, when given) issues `ptx` on the barrier `op.alloc`: `$0` the
    predicate, `$1` the barrier's shared-memory address."""
    b = rw.builder(op.location)
    base = barrier_base(b, rw, op.alloc)
    thread_zero = _thread_zero(b, rw)
    launch_attached(b, ptx, [(thread_zero if pred is None else b.and_(thread_zero, pred), "b"), (base, "r")])
    rw.erase_op(op)
    return True


@lowering("ttng.init_barrier")
def lower_init_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """InitBarrierOpConversion: `@$0 mbarrier.init.shared::cta.b64 [$1], count;` in thread 0."""
    return _in_thread_zero(op, rw, f"@$0 mbarrier.init.shared::cta.b64 [$1], {op.count.value.data};")


@lowering("ttng.inval_barrier")
def lower_inval_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """InvalBarrierOpConversion: `@$0 mbarrier.inval.shared::cta.b64 [$1];` in thread 0."""
    return _in_thread_zero(op, rw, "@$0 mbarrier.inval.shared::cta.b64 [$1];")


@lowering("ttng.barrier_expect")
def lower_barrier_expect(op: Operation, rw: ConversionRewriter) -> bool:
    """BarrierExpectConversion: thread 0 arrives and expects `size` more bytes of transactions."""
    ptx = f"@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], {op.size.value.data};"
    return _in_thread_zero(op, rw, ptx, rw.remap(op.pred))


# The poll of the wait loop, by whether the target has try_wait (sm90 on) or only test_wait.
_WAIT_LOOP_BODY = {
    False: "\tmbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\n\t@!complete nanosleep.u32 20;\n",
    True: "\tmbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\n",
}


def wait_loop_ptx(try_wait: bool, predicated: bool) -> str:
    """WaitBarrierOpConversion's asm: a parity spin loop, jumped over when `$2` is false."""
    skip_head, skip_tail = ("\t@!$2 bra.uni skipWait;\n", "\tskipWait:\n") if predicated else ("", "")
    return (
        "\n{\n" + skip_head + "\t.reg .pred complete;\n\twaitLoop:\n" + _WAIT_LOOP_BODY[try_wait]
        + "\t@!complete bra.uni waitLoop;\n" + skip_tail + "}\n"
    )  # fmt: skip


@lowering("ttng.wait_barrier")
def lower_wait_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """WaitBarrierOpConversion: every thread spins until the barrier's phase `phase` completed."""
    b = rw.builder(op.location)
    base = barrier_base(b, rw, op.alloc)
    predicated = op.pred is not None and not _is_nonzero_constant(op.pred)
    operands = [(base, "r"), (rw.remap(op.phase), "r")]
    if predicated:
        operands.append((rw.remap(op.pred), "b"))
    launch_attached(b, wait_loop_ptx(rw.context.compute_capability >= 90, predicated), operands)
    rw.erase_op(op)
    return True


def _is_nonzero_constant(value: SSAValue) -> bool:
    """m_NonZero on the unconverted predicate."""
    constant = LLVMBuilder.constant_int(value)
    return constant is not None and constant != 0


@lowering("ttng.arrive_barrier")
def lower_arrive_barrier(op: Operation, rw: ConversionRewriter) -> bool:
    """ArriveBarrierOpConversion: thread 0 arrives `count` times.

    As upstream, the asm's address operand is the converted memdesc as it is (the struct,
    not its base pointer)."""
    count = op.count.value.data
    ptx = "@$0 mbarrier.arrive.shared::cta.b64 _, [$1]" + (f", {count}" if count > 1 else "") + ";"
    b = rw.builder(op.location)
    pred = _thread_zero(b, rw)
    if op.pred is not None:
        pred = b.and_(pred, rw.remap(op.pred))
    launch_attached(b, ptx, [(pred, "b"), (rw.remap(op.alloc), "r")])
    rw.erase_op(op)
    return True
