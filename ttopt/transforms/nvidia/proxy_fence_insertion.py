"""`triton-nvidia-gpu-proxy-fence-insertion{compute-capability}`: Triton's ProxyFenceInsertionPass
(lib/Dialect/TritonNvidiaGPU/Transforms/ProxFenceInsertion.cpp).

On Hopper and later, the async proxy (TMA, wgmma, tcgen05) is not ordered with the generic
proxy (threads' loads and stores) on shared memory. After shared memory is allocated, this
pass runs the membar fixed point (ttopt.analysis.membar.MembarOrFenceAnalysis) with its own
transfer function: generic accesses accumulate as pending; an async-proxy write (a TMA load
or gather) whose destination overlaps a pending access gets a `ttng.fence_async_shared
{bCluster = false}` right before it, which clears the pending accesses, as does an existing
fence. Pending accesses by async-proxy and mbarrier ops never call for a fence
(ignoreOpForProxyFence). Async-proxy reads are left to triton-nvidia-gpu-fence-insertion,
which places their fences better; so on kernels without TMA loads the pass changes nothing.
Below compute capability 90 it does nothing.

Upstream's analysis also sees Blackwell's tensor-memory ops, which ttopt does not define:
one arriving unregistered (`--allow-unregistered-dialect`) stops the pass with an error
naming it.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.analysis.allocation import ModuleAllocation
from ttopt.analysis.membar import (
    WRITE,
    BlockInfo,
    MembarOrFenceAnalysis,
    ModuleMembarOrFenceAnalysis,
    shared_memory_effects,
)
from ttopt.dialects.ttng.ops import FenceAsyncSharedOp
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.pass_manager import mark_ir_unchanged, option
from ttopt.transforms.nvidia.tensor_memory_allocation import (
    first_tensor_memory_op,
    operation_name,
)

ASYNC_PROXY_WRITES = frozenset(("ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather"))
ASYNC_PROXY_READS = frozenset(
    (
        "ttng.warp_group_dot",
        "ttng.tc_gen5_mma",
        "ttng.tc_gen5_mma_scaled",
        "ttng.async_tma_copy_global_to_local",
        "ttng.async_tma_scatter",
        "ttng.async_tma_reduce",
    )
)
_NEVER_FENCED_AGAINST = ASYNC_PROXY_WRITES | ASYNC_PROXY_READS | frozenset(
    ("ttng.arrive_barrier", "ttng.tmem_copy", "ttng.wait_barrier", "ttng.init_barrier", "ttng.inval_barrier")
)


def ignore_for_proxy_fence(async_op: Operation, pending: Operation) -> bool:
    """filterFn: the async op needs no fence against what `pending` did (ignoreOpForProxyFence)."""
    return pending.name in _NEVER_FENCED_AGAINST


def _smem_destination(op: Operation) -> SSAValue:
    """getSmemDest: the buffer a TMA load or gather writes."""
    return op.result


class ProxyFenceAnalysis(MembarOrFenceAnalysis):
    """upstream ProxyFenceAnalysis::update."""

    def update(self, op: Operation, state: BlockInfo, function_infos: dict[Operation, BlockInfo]) -> None:
        if isinstance(op, FenceAsyncSharedOp):
            state.sync()
            return
        generic = BlockInfo()
        async_writes = BlockInfo()
        if op.name == "tt.call":
            generic = self.callee_accesses(op, function_infos)
        else:
            self._collect_accesses(op, generic, async_writes)
            scratch = self.allocation.op_buffer_id(op)
            if scratch is not None:
                # A scratch buffer is written then read by the op's own threads: count it as read.
                generic.reads.setdefault(self.allocation.allocated_interval(scratch), set()).add(op)
        is_async = op.name in ASYNC_PROXY_WRITES or op.name in ASYNC_PROXY_READS
        if is_async and async_writes.is_intersected(state, self.filter_fn):
            _insert_fence_before(op)
            state.sync()
        state.join(generic)

    def _collect_accesses(self, op: Operation, generic: BlockInfo, async_writes: BlockInfo) -> None:
        """Async-proxy writes of their destination apart; every other access of a generic op."""
        for kind, value in shared_memory_effects(op):
            for buffer_id in self.allocation.buffer_ids(value):
                interval = self.allocation.allocated_interval(buffer_id)
                if op.name in ASYNC_PROXY_WRITES:
                    if value == _smem_destination(op):
                        async_writes.writes.setdefault(interval, set()).add(op)
                else:
                    target = generic.writes if kind == WRITE else generic.reads
                    target.setdefault(interval, set()).add(op)


def _insert_fence_before(op: Operation) -> None:
    fence = FenceAsyncSharedOp(b_cluster=False)
    fence.location = op.location
    op.parent_block().insert_op_before(fence, op)


def unsupported_tensor_memory(op: Operation, pass_name: str) -> DiagnosticError:
    message = (
        f"'{operation_name(op)}' op uses tensor memory (Blackwell, sm100), which ttopt's {pass_name} does not "
        "handle: it compiles for sm80 and sm90 only"
    )
    return DiagnosticError(Diagnostic(Severity.ERROR, message, op.location, op=op))


@dataclass(frozen=True)
class TritonGPUProxyFenceInsertion(ModulePass):
    """Insert fences across generic and async proxy"""

    name = "triton-nvidia-gpu-proxy-fence-insertion"
    cpp_name = "TritonGPUProxyFenceInsertion"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/ProxFenceInsertion.cpp"

    compute_capability: int = option(90, "device compute capability", name="compute-capability")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.compute_capability < 90:
            mark_ir_unchanged(self)
            return
        tensor_memory_op = first_tensor_memory_op(op)
        if tensor_memory_op is not None:
            raise unsupported_tensor_memory(tensor_memory_op, self.name)
        # The analysis does not depend on how much scratch an op needs: default sizes, as upstream.
        ModuleMembarOrFenceAnalysis(ModuleAllocation(op), ProxyFenceAnalysis, ignore_for_proxy_fence).run()
