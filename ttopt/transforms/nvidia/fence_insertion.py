"""`triton-nvidia-gpu-fence-insertion{compute-capability}`: Triton's FenceInsertionPass
(lib/Dialect/TritonNvidiaGPU/Transforms/FenceInsertion.cpp).

On Hopper, shared memory written by threads (the generic proxy: `ttg.local_alloc` of a
tensor, `ttg.local_store`) is not ordered with what the tensor cores read through the
async proxy. Before every dot (DotOpInterface) whose shared-memory operand may hold data
written so, the pass puts a `ttng.fence_async_shared {bCluster = false}`, and hoists it out
of each enclosing loop that contains none of those writes (so a buffer filled once before
a loop is fenced once). A fence right after another fence is dropped. Below compute
capability 90 the pass does nothing.

An operand's writers are found by walking its def-use chain backwards
(findCopyRegToSharedOps): through any defining op's operands, `scf.for` iteration
arguments (initial value and yielded value) and `ttg.warp_specialize` partition
arguments (the captured value); any other block argument (a function argument, ...)
counts as a writer at its block's parent op, conservatively. An allocation counts if it
copies from registers, and its first `ttg.local_store` (through single-use memdesc views)
ends the search.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from ttopt.analysis.alias import MEMDESC_VIEW_OPS
from ttopt.dialects.scf import ForOp
from ttopt.dialects.tt.dot import DotOpInterface
from ttopt.dialects.ttg.memory import LocalAllocOp, LocalStoreOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttg.warp_specialize import WarpSpecializePartitionsOp
from ttopt.dialects.ttng.ops import FenceAsyncSharedOp
from ttopt.pass_manager import mark_ir_unchanged, option
from ttopt.transforms.nvidia.mma_lowering import (
    first_blackwell_mma,
    unsupported_blackwell_mma,
)

LOOP_LIKE_OPS = frozenset(("scf.for", "scf.while"))


# -- where an operand's shared memory was written from registers ------------------------------------


def copies_from_registers(operand: SSAValue) -> list[Operation]:
    """findCopyRegToSharedOps: the generic-proxy writes `operand`'s buffer may hold, in search order."""
    found: dict[Operation, None] = {}
    _search(operand, set(), found)
    return list(found)


def _search(value: SSAValue, visited: set[SSAValue], found: dict[Operation, None]) -> None:
    if value in visited:
        return
    visited.add(value)
    if not isinstance(value.type, MemDescType):
        return
    if isinstance(value, OpResult):
        _search_defining_op(value.op, visited, found)
    elif isinstance(value, BlockArgument):
        _search_block_argument(value, visited, found)


def _search_defining_op(op: Operation, visited: set[SSAValue], found: dict[Operation, None]) -> None:
    if isinstance(op, LocalAllocOp):
        if op.src is not None:
            found[op] = None
        store = _first_local_store(op)
        if store is not None:
            found[store] = None
            return
    for operand in op.operands:
        _search(operand, visited, found)


def _first_local_store(alloc: LocalAllocOp) -> Operation | None:
    """The first user of the allocation (in use-list order), seen through single-use views, that stores to it."""
    for use in alloc.results[0].uses:
        user = use.operation
        while user.name in MEMDESC_VIEW_OPS and user.results[0].has_one_use():
            user = user.results[0].first_use.operation
        if isinstance(user, LocalStoreOp):
            return user
    return None


def _search_block_argument(arg: BlockArgument, visited: set[SSAValue], found: dict[Operation, None]) -> None:
    owner = arg.block.parent_op()
    if isinstance(owner, ForOp):
        # The induction variable is never a memdesc: argument i + 1 is iteration value i.
        index = arg.index - 1
        _search(owner.initArgs[index], visited, found)
        _search(owner.body.block.last_op.operands[index], visited, found)
    elif isinstance(owner, WarpSpecializePartitionsOp):
        _search(owner.parent_op().explicitCaptures[arg.index], visited, found)
    else:
        found[owner] = None


# -- placing the fence ------------------------------------------------------------------------------


def _enclosing_loop(op: Operation) -> Operation | None:
    """getParentOfType<LoopLikeOpInterface>."""
    parent = op.parent_op()
    while parent is not None and parent.name not in LOOP_LIKE_OPS:
        parent = parent.parent_op()
    return parent


def _contains_any(loop: Operation, ops: list[Operation]) -> bool:
    return any(loop.is_ancestor(op) for op in ops)


def insert_fence_before(dot: Operation) -> None:
    """Fence `dot` if one of its operands was written from registers, as early as the writes allow."""
    writes = copies_from_registers(dot.a) + copies_from_registers(dot.b)
    if not writes:
        return
    fence = FenceAsyncSharedOp(b_cluster=False)
    fence.location = dot.location
    dot.parent_block().insert_op_before(fence, dot)
    while (loop := _enclosing_loop(fence)) is not None and not _contains_any(loop, writes):
        fence.detach()
        loop.parent_block().insert_op_before(fence, loop)
    previous = fence.prev_op
    if isinstance(previous, FenceAsyncSharedOp) and previous.bCluster == fence.bCluster:
        fence.detach()
        fence.erase()


@dataclass(frozen=True)
class TritonGPUFenceInsertion(ModulePass):
    """Insert fences across generic and async proxy."""

    name = "triton-nvidia-gpu-fence-insertion"
    cpp_name = "TritonGPUFenceInsertion"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/FenceInsertion.cpp"

    compute_capability: int = option(90, "device compute capability", name="compute-capability")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.compute_capability < 90:
            mark_ir_unchanged(self)
            return
        blackwell_mma = first_blackwell_mma(op)
        if blackwell_mma is not None:
            raise unsupported_blackwell_mma(blackwell_mma, self.name)
        dots = [inner for inner in op.walk() if inner.has_trait(DotOpInterface, value_if_unregistered=False)]
        for dot in dots:
            insert_fence_before(dot)
