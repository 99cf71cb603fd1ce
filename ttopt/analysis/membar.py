"""Barriers between conflicting shared-memory accesses (upstream lib/Analysis/Membar.cpp, Triton 3.6).

Threads of a CTA reach shared memory at their own pace, so a read after a
write (RAW), a write after a read (WAR) or two writes (WAW) to overlapping
bytes need a `ttg.local_barrier` between them.  The analysis tracks, along
every path, the byte intervals read and written since the last barrier
(`BlockInfo`), and inserts a barrier before the first op that conflicts with
them, which then clears the state.

Control flow is followed through "virtual blocks": a block, or the rest of
a block after an op with regions (scf.for, scf.if, ...).  A virtual block
ends at the block's terminator or at the next op with regions; its
successors are the branch targets, the regions the op may enter, or the
code after the op.  States are joined where paths meet and the blocks are
revisited until nothing changes (loop back edges included).  Regions that are
not control flow (a reduce's combiner, ...) start with an empty state.

Per op:
- a barrier clears the state;
- `ttg.async_wait` (and TMA store waits) get a barrier right after them,
  unless one is already there: the data their copies wrote is only visible
  to all threads after it;
- a call takes on what its callee may leave pending (functions are analysed
  callees first, `ModuleMembarAnalysis`);
- an op with a scratch buffer writes then reads it: a barrier is needed
  before it if the write conflicts, and the op synchronizes internally
  (so the state is cleared) unless it is a convert_layout kept within warps
  (isCvtWarpSync);
- other ops contribute the buffers their memory effects touch (wgmma reads its
  shared-memory operands; an mbarrier arrive conflicts with everything, as it
  may release other threads).

`filter(a, b)` may declare the pair (pending op a, new op b) harmless;
`can_skip_bar_sync` is NVIDIA's (mbarrier traffic that needs no barrier).

The fixed point over virtual blocks is shared with the proxy-fence analysis
(MembarOrFenceAnalysis): only the transfer function, `update`, differs.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.ir import Block, Operation, SSAValue
from xdsl.traits import IsTerminator

from ttopt.analysis.allocation import Allocation, Interval, ModuleAllocation
from ttopt.analysis.call_graph import CallGraph
from ttopt.dialects.ttg.ops import LocalBarrierOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.ir.diagnostics import op_error
from ttopt.ir.traversal import blocks_pre_order
from ttopt.layouts.linear_encoding import WARP
from ttopt.layouts.queries import linear_layout

MembarFilter = Callable[[Operation, Operation], bool]

BARRIER_OPS = frozenset({"gpu.barrier", "ttg.local_barrier"})
ASYNC_WAIT_OPS = frozenset({"ttg.async_wait", "ttng.async_tma_store_wait"})
RETURN_LIKE = frozenset(
    {
        "tt.return",
        "tt.reduce.return",
        "tt.scan.return",
        "tt.map_elementwise.return",
        "ttg.warp_return",
        "ttg.mask.return",
        "llvm.return",
        "llvm.unreachable",
    }
)
BRANCH_OPS = frozenset({"cf.br", "cf.cond_br", "llvm.br", "llvm.cond_br", "llvm.switch"})


# -- the state ---------------------------------------------------------------------------------------


@dataclass
class BlockInfo:
    """Byte intervals read and written since the last barrier, with the ops that did it."""

    reads: dict[Interval, set[Operation]] = field(default_factory=dict)
    writes: dict[Interval, set[Operation]] = field(default_factory=dict)

    def copy(self) -> BlockInfo:
        return BlockInfo(
            {k: set(v) for k, v in self.reads.items()}, {k: set(v) for k, v in self.writes.items()}
        )

    def join(self, other: BlockInfo) -> BlockInfo:
        for mine, theirs in ((self.reads, other.reads), (self.writes, other.writes)):
            for interval, ops in theirs.items():
                mine.setdefault(interval, set()).update(ops)
        return self

    def sync(self) -> None:
        """A barrier: nothing is pending any more."""
        self.reads.clear()
        self.writes.clear()

    def is_empty(self) -> bool:
        return not self.reads and not self.writes

    def is_intersected(self, other: BlockInfo, filter_fn: MembarFilter | None) -> bool:
        """Whether `other`'s accesses conflict with these (RAW, WAR or WAW)."""
        return (
            _conflict(self.writes, other.reads, filter_fn)
            or _conflict(self.reads, other.writes, filter_fn)
            or _conflict(self.writes, other.writes, filter_fn)
        )


def _conflict(
    pending: dict[Interval, set[Operation]], new: dict[Interval, set[Operation]], filter_fn: MembarFilter | None
) -> bool:
    for lhs, lhs_ops in pending.items():
        for rhs, rhs_ops in new.items():
            if not lhs.intersects(rhs):
                continue
            for lhs_op in lhs_ops:
                for rhs_op in rhs_ops:
                    if filter_fn is None or not filter_fn(lhs_op, rhs_op):
                        return True
    return False


# -- shared-memory effects of ops ------------------------------------------------------------------


READ, WRITE = "read", "write"


def _operand(op: Operation, name: str) -> SSAValue | None:
    return getattr(op, name, None)


def _local_alloc_effects(op: Operation) -> list[tuple[str, SSAValue]]:
    # An immutable buffer has no effect until it is given an offset (so that
    # CSE and DCE work on it early); then its initialisation writes it.
    if not op.results[0].type.mutable and "allocation.offset" not in op.attributes:
        return []
    return [(WRITE, op.results[0])] if op.operands else []


def _warp_group_dot_effects(op: Operation) -> list[tuple[str, SSAValue]]:
    """WarpGroupDotOp::getEffects: wgmma reads A (unless it is in registers) and B."""
    return [(READ, v) for v in (op.a, op.b) if isinstance(v.type, MemDescType)]


# The MemRead/MemWrite<SharedMemory> effects upstream's op definitions declare
# (TritonGPUOps.td, TritonNvidiaGPUOps.td), by operand name. Ops declaring none touch no
# buffer here: `ttng.fence_async_shared` orders the generic and async proxies, not threads,
# and `ttng.warp_group_dot_wait` only waits for the wgmma's registers.
_OPERAND_EFFECTS: dict[str, tuple[tuple[str, str], ...]] = {
    "ttg.local_load": ((READ, "src"),),
    "ttg.local_store": ((WRITE, "dst"),),
    "ttg.async_copy_global_to_local": ((WRITE, "result"),),
    "ttng.init_barrier": ((WRITE, "alloc"),),
    "ttng.inval_barrier": ((WRITE, "alloc"),),
    "ttng.barrier_expect": ((WRITE, "alloc"),),
    "ttng.wait_barrier": ((READ, "alloc"), (WRITE, "alloc")),
    "ttng.arrive_barrier": ((READ, "alloc"), (WRITE, "alloc")),
    "ttng.async_copy_mbarrier_arrive": ((WRITE, "barrier"),),
    "ttng.async_tma_copy_global_to_local": ((WRITE, "barrier"), (WRITE, "result")),
    "ttng.async_tma_copy_local_to_global": ((READ, "src"),),
    "ttng.async_tma_reduce": ((READ, "src"),),
    "ttng.async_tma_gather": ((WRITE, "barrier"), (WRITE, "result")),
    "ttng.async_tma_scatter": ((READ, "src"),),
}

_CUSTOM_EFFECTS: dict[str, Callable[[Operation], list[tuple[str, SSAValue]]]] = {
    "ttg.local_alloc": _local_alloc_effects,
    "ttng.warp_group_dot": _warp_group_dot_effects,
}


def shared_memory_effects(op: Operation) -> list[tuple[str, SSAValue]]:
    """(READ or WRITE, memdesc value) for each shared-memory access `op` declares."""
    custom = _CUSTOM_EFFECTS.get(op.name)
    if custom is not None:
        return custom(op)
    return [
        (kind, value)
        for kind, name in _OPERAND_EFFECTS.get(op.name, ())
        if (value := _operand(op, name)) is not None
    ]


# -- control flow ------------------------------------------------------------------------------------

VirtualBlock = tuple[Block, Operation | None]
"""A block from its start (None) or from just after an op with regions."""

REGION_BRANCH_OPS = frozenset({"scf.for", "scf.if", "scf.while", "scf.execute_region", "ttg.warp_specialize"})


def _after(op: Operation) -> VirtualBlock:
    return (op.parent_block(), op)


def _entry(op: Operation, index: int) -> VirtualBlock:
    return (op.regions[index].blocks.first, None)


def _region_successors(op: Operation, from_region: int | None) -> list[VirtualBlock]:
    """RegionBranchOpInterface::getSuccessorRegions of the structured ops, from the parent (None) or a region."""
    name = op.name
    if name == "scf.for":
        return [_entry(op, 0), _after(op)]
    if name == "scf.if":
        if from_region is not None:
            return [_after(op)]
        has_else = bool(op.regions[1].blocks)
        return [_entry(op, 0), _entry(op, 1) if has_else else _after(op)]
    if name == "scf.while":
        if from_region is None or from_region == 1:
            return [_entry(op, 0)]
        return [_entry(op, 1), _after(op)]  # the condition is unknown: either way
    # scf.execute_region, ttg.warp_specialize (its default region; partitions run apart)
    return [_entry(op, 0)] if from_region is None else [_after(op)]


class MembarOrFenceAnalysis:
    """The fixed point over one function's virtual blocks (upstream MembarOrFenceAnalysis::resolve).

    Subclasses give the transfer function, `update(op, state, function_infos)`, which
    may insert ops (barriers, fences) and changes `state` in place.
    """

    def __init__(
        self,
        allocation: Allocation,
        call_graph: CallGraph,
        filter_fn: MembarFilter | None = None,
    ):
        self.allocation = allocation
        self.call_graph = call_graph
        self.filter_fn = filter_fn

    def run(self, function_infos: dict[Operation, BlockInfo]) -> None:
        function = self.allocation.function
        inputs: dict[VirtualBlock, BlockInfo] = {}
        outputs: dict[VirtualBlock, BlockInfo] = {}
        work: deque[VirtualBlock] = deque(
            (block, None)
            for block in blocks_pre_order(function)
            if _is_entry(block) and block.parent_op().name not in REGION_BRANCH_OPS
        )
        while work:
            virtual_block = work.popleft()
            state = inputs.setdefault(virtual_block, BlockInfo()).copy()
            successors: list[VirtualBlock] = []
            block, after = virtual_block
            op = after.next_op if after is not None else block.first_op
            while op is not None:
                if op.has_trait(IsTerminator) or op.name in REGION_BRANCH_OPS:
                    successors = self._terminator_successors(op)
                    break
                self.update(op, state, function_infos)
                op = op.next_op
            if virtual_block in outputs and state == outputs[virtual_block]:
                continue
            # The transfer function is not monotonic (barriers clear the state): overwrite.
            outputs[virtual_block] = state
            for successor in successors:
                inputs.setdefault(successor, BlockInfo()).join(state)
                work.append(successor)
        function_infos[function] = self._pending_at_returns(function, outputs)

    def update(self, op: Operation, state: BlockInfo, function_infos: dict[Operation, BlockInfo]) -> None:
        raise NotImplementedError

    @staticmethod
    def _pending_at_returns(function: Operation, outputs: dict[VirtualBlock, BlockInfo]) -> BlockInfo:
        """What a caller must consider pending: the state at each tt.return, joined."""
        pending = BlockInfo()
        for op in function.walk():
            if op.name != "tt.return":
                continue
            block = op.parent_block()
            candidates = [(vb, info) for vb, info in outputs.items() if vb[0] is block]
            if not candidates:
                continue
            # The return ends the last virtual block of its block.
            last = max(candidates, key=lambda c: -1 if c[0][1] is None else block.get_operation_index(c[0][1]))
            pending.join(last[1])
        return pending

    def _terminator_successors(self, op: Operation) -> list[VirtualBlock]:
        if op.name in BRANCH_OPS:
            return [(block, None) for block in op.successors]
        if op.name in REGION_BRANCH_OPS:
            return _region_successors(op, None)
        parent = op.parent_op()
        if op.name in ("scf.yield", "scf.condition", "ttg.warp_yield") and parent.name in REGION_BRANCH_OPS:
            return _region_successors(parent, parent.get_region_index(op.parent_region()))
        if op.name in RETURN_LIKE:
            return []
        raise op_error(op, "Unknown terminator encountered in membar analysis")

    def callee_accesses(self, call: Operation, function_infos: dict[Operation, BlockInfo]) -> BlockInfo:
        """Inter-function dependencies: what the callee of `call` may leave pending."""
        callee = self.call_graph.resolve(call)
        if callee is not None and callee in function_infos:
            return function_infos[callee].copy()
        return BlockInfo()


class MembarAnalysis(MembarOrFenceAnalysis):
    """Shared-memory barriers (upstream MembarAnalysis::update)."""

    def update(self, op: Operation, state: BlockInfo, function_infos: dict[Operation, BlockInfo]) -> None:
        if op.name in BARRIER_OPS:
            state.sync()
            return
        if op.name in ASYNC_WAIT_OPS and (op.next_op is None or op.next_op.name not in BARRIER_OPS):
            _insert_barrier_after(op)
            state.sync()
            return
        accesses = BlockInfo()
        scratch = None
        if op.name == "tt.call":
            accesses = self.callee_accesses(op, function_infos)
        else:
            for kind, value in shared_memory_effects(op):
                for buffer_id in self.allocation.buffer_ids(value):
                    target = accesses.writes if kind == WRITE else accesses.reads
                    target.setdefault(self.allocation.allocated_interval(buffer_id), set()).add(op)
            if op.name == "ttng.arrive_barrier":
                # It may signal other threads: every shared access must be complete before.
                everything = Interval()
                accesses.writes.setdefault(everything, set()).add(op)
                accesses.reads.setdefault(everything, set()).add(op)
            scratch = self.allocation.op_buffer_id(op)
        if scratch is not None:
            self._update_scratch(op, scratch, state, accesses)
        elif state.is_intersected(accesses, self.filter_fn):
            _insert_barrier_before(op)
            state.sync()
        state.join(accesses)

    def _update_scratch(self, op: Operation, scratch: int, state: BlockInfo, accesses: BlockInfo) -> None:
        """An op with scratch memory writes it, (synchronizes,) then reads it."""
        if not accesses.is_empty():
            raise op_error(op, "scratch buffer operations should not have any shared memory dependencies")
        interval = self.allocation.allocated_interval(scratch)
        accesses.writes.setdefault(interval, set()).add(op)
        needs_barrier = state.is_intersected(accesses, self.filter_fn)
        if needs_barrier:
            _insert_barrier_before(op)
        if needs_barrier or not _is_warp_sync_convert(op):
            state.sync()
        accesses.reads.setdefault(interval, set()).add(op)


def _is_warp_sync_convert(op: Operation) -> bool:
    """isCvtWarpSync: a convert_layout that stays within warps, without broadcasting across them.

    Its lowering then only synchronizes the warp between writing and reading
    its scratch, so accesses pending from before stay pending.
    """
    if op.name != "ttg.convert_layout":
        return False

    src, dst = linear_layout(op.operands[0].type), linear_layout(op.results[0].type)
    return (
        dst.invert_and_compose(src).is_trivial_over([WARP])
        and src.get_free_variable_masks().get(WARP, 0) == 0
        and dst.get_free_variable_masks().get(WARP, 0) == 0
    )


def _barrier_for(op: Operation) -> Operation:

    barrier = LocalBarrierOp()
    barrier.location = op.location
    return barrier


def _insert_barrier_before(op: Operation) -> None:
    op.parent_block().insert_op_before(_barrier_for(op), op)


def _insert_barrier_after(op: Operation) -> None:
    op.parent_block().insert_op_after(_barrier_for(op), op)


def _is_entry(block: Block) -> bool:
    return block.parent is not None and block.parent.blocks.first is block


class ModuleMembarOrFenceAnalysis:
    """Run an analysis over every function, callees first (upstream ModuleMembarOrFenceAnalysis)."""

    def __init__(
        self,
        allocation: ModuleAllocation,
        analysis_type: type[MembarOrFenceAnalysis],
        filter_fn: MembarFilter | None = None,
    ):
        self.allocation = allocation
        self.analysis_type = analysis_type
        self.filter_fn = filter_fn

    def run(self) -> None:
        function_infos: dict[Operation, BlockInfo] = {}
        call_graph = self.allocation.call_graph
        for function in call_graph.post_order():
            if function in function_infos:
                continue
            function_infos[function] = BlockInfo()
            analysis = self.analysis_type(self.allocation.function_allocation(function), call_graph, self.filter_fn)
            analysis.run(function_infos)


class ModuleMembarAnalysis(ModuleMembarOrFenceAnalysis):
    """Insert barriers in every function, callees first (upstream ModuleMembarAnalysis)."""

    def __init__(self, allocation: ModuleAllocation, filter_fn: MembarFilter | None = None):
        super().__init__(allocation, MembarAnalysis, filter_fn)


# -- NVIDIA's filter -----------------------------------------------------------------------------------

_MBARRIER_OPS = frozenset(("ttng.wait_barrier", "ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather",
                           "ttng.barrier_expect"))  # fmt: skip
_RELEASED_BY_MBARRIER_WAIT = frozenset(("ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather",
                                        "ttng.wait_barrier"))  # fmt: skip


def can_skip_bar_sync(before: Operation, after: Operation) -> bool:
    """NVIDIA::canSkipBarSync (third_party/nvidia/lib/TritonNVIDIAGPUToLLVM/TritonGPUToLLVM.cpp):
    pairs of mbarrier operations that need no CTA barrier between them."""
    pair = (before.name, after.name)
    # Several inits (or invals) of one mbarrier array, e.g. of its slices, may run in any order.
    if pair in (("ttng.init_barrier", "ttng.init_barrier"), ("ttng.inval_barrier", "ttng.inval_barrier")):
        return True
    # A warp must not run ahead through a chain of mbarrier waits.
    if pair == ("ttng.wait_barrier", "ttng.wait_barrier"):
        return False
    # These read and write the mbarrier, but any order across threads is valid.
    if before.name in _MBARRIER_OPS and after.name in _MBARRIER_OPS:
        return True
    # An mbarrier wait is released only once the whole operation is done, so every thread
    # may touch the memory afterwards even if others have not reached the wait yet.
    return before.name in _RELEASED_BY_MBARRIER_WAIT and after.name != "ttng.inval_barrier"
