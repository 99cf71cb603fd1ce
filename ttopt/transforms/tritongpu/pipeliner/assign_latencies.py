"""`tritongpu-assign-latencies`: Triton's TritonGPUAssignLatencies pass
(lib/Dialect/TritonGPU/Transforms/Pipeliner/AssignLatencies.cpp, Triton 3.6).

Picks the loads of each innermost `scf.for` worth pipelining and marks them with
`tt.latency = L : i32`, the number of iterations their result may take to arrive.

- A loop is a candidate unless it yields a block argument (a value used two or more
  iterations later), holds another loop directly, or its number of stages (`tt.num_stages`
  on the loop, else the pass's num-stages) is 1 or less.
- A candidate whose body already has an op with `tt.latency` keeps those latencies as the
  user gave them (they are written back unchanged).
- Otherwise a depth-first search runs from every dot (`tt.dot`, `tt.dot_scaled`,
  `ttng.warp_group_dot`) of the body, in body order, through the operands (the
  accumulator of a dot excepted) of ops in the same block, including the operands of
  regions nested in them that come from outside. A load on that path gets an indirection
  level: 0 when it feeds the dot without another load in between, 1 when it feeds such a
  load, and so on. A load reached at two different levels is dropped. With `tt.num_stages`
  on the loop, the search then also starts from every op of the body that is not a load.
- Loads are skipped when pipelining them is not worthwhile: a `tt.load` whose contiguous
  run of bits (pointer contiguity, capped by the mask's alignment, times the element
  width) is under 32, one whose users need incompatible shared layouts for dot operands,
  one whose `ttg.local_alloc` users disagree on their layout, or one whose copy into such
  a layout moves fewer than 4 consecutive bytes. Descriptor loads (`tt.descriptor_load`,
  `tt.descriptor_gather`) are always worthwhile.
- Loads whose level is num_stages - 1 or more are dropped; every remaining load gets
  latency (num_stages - 1) // (max level + 1).

Left out, as Blackwell-only: latencies of MMAv5 ops (`ttng.tc_gen5_mma*`,
AssignMMALatencies, `tt.self_latency`) and `ttng.tmem_store` as a search root; ttopt has
no such ops.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from ttopt.analysis.axis_info import ModuleAxisInfoAnalysis
from ttopt.dialects.scf import ForOp
from ttopt.dialects.tt import DescriptorGatherOp, DescriptorLoadOp, LoadOp
from ttopt.dialects.tt.dot import DotOpInterface
from ttopt.dialects.ttg.layouts import (
    DotOperandEncodingAttr,
    SwizzledSharedEncodingAttr,
)
from ttopt.dialects.ttg.ops import ConvertLayoutOp, LocalAllocOp, LocalLoadOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.type_utils import (
    element_bit_width,
    pointee_bit_width,
    scalar_bit_width,
)
from ttopt.ir.debug import debug
from ttopt.ir.diagnostics import op_error
from ttopt.ir.traversal import post_order
from ttopt.layouts.conversions import to_linear_layout
from ttopt.pass_manager import option
from ttopt.transforms.tritongpu.pipeliner.pipelining_utility import (
    shared_encoding_for_dot_user,
)
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    NUM_STAGES_ATTR,
    body_ops,
    defining_op,
    is_outer_loop,
    latency_attr,
    loop_has_dist_greater_than_one,
    nested_operands,
    num_stages_or_default,
    serialize_latencies,
    users,
)
from ttopt.transforms.tritongpu.reduce_data_duplication import (
    cga_bases,
    dot_operand_shared_encoding,
    order_for_memory,
)

DEBUG_TYPE = "triton-loop-pipeline"
LOAD_OPS = (LoadOp, DescriptorLoadOp, DescriptorGatherOp)
DESCRIPTOR_LOAD_OPS = (DescriptorLoadOp, DescriptorGatherOp)
MIN_ASYNC_COPY_BITS = 32
"""cp.async copies 4, 8 or 16 bytes."""
MIN_ASYNC_COPY_BYTES = 4


def is_dot(op: Operation) -> bool:
    return op.has_trait(DotOpInterface, value_if_unregistered=False)


def is_pipelining_candidate(for_op: ForOp, default_num_stages: int) -> bool:
    """preCondition, and more than one stage."""
    return (
        not loop_has_dist_greater_than_one(for_op)
        and not is_outer_loop(for_op)
        and num_stages_or_default(for_op, default_num_stages) > 1
    )


# -- is a load worth pipelining -----------------------------------------------------------------


def can_be_converted_to_async_load(load: LoadOp, axis_info: ModuleAxisInfoAnalysis) -> bool:
    """canBeConvertedToAsyncLoad: at least 32 contiguous bits per thread."""
    ptr_type = load.ptr.type
    if isinstance(ptr_type, TensorType):
        vec = axis_info.get_contiguity(load.ptr)
        if load.mask is not None:
            vec = min(vec, axis_info.get_mask_alignment(load.mask))
        width = vec * element_bit_width(ptr_type)
    else:
        width = pointee_bit_width(ptr_type)
    debug(DEBUG_TYPE, lambda: f"Load {load} has width {width}")
    return width >= MIN_ASYNC_COPY_BITS


def shared_encoding_for_users(value: SSAValue) -> tuple[bool, bool]:
    """getSharedEncIfAllUsersAreDotEnc: whether every (transitive) user of `value` reads
    it as a dot operand, or in a layout shaped like one (swizzleDotOperandLike), through one
    swizzled shared layout (true without users), and whether two users need different
    layouts."""
    needed_by: list[Callable[[], Attribute]] = []
    for user in [use.operation for use in value.uses]:
        if len(user.results) != 1:
            return False, False
        result = user.results[0]
        if isinstance(result.type, MemDescType):
            if not isinstance(result.type.encoding, SwizzledSharedEncodingAttr):
                return False, False
            found, incompatible = shared_encoding_for_users(result)
            if not found:
                return False, incompatible
            needed_by.append(lambda encoding=result.type.encoding: encoding)
        else:
            if not isinstance(user, LocalLoadOp | ConvertLayoutOp):
                return False, False
            if isinstance(result.type.encoding, DotOperandEncodingAttr):
                needed_by.append(lambda user=user: dot_operand_layout_in_shared_memory(user, value))
            else:
                encoding = shared_encoding_for_dot_user(user, value.type, result.type)
                if encoding is None:
                    return False, False
                needed_by.append(lambda encoding=encoding: encoding)
        if len(needed_by) > 1 and needed_by[0]() != needed_by[-1]():
            return False, True
    return True, False


def dot_operand_layout_in_shared_memory(user: Operation, value: SSAValue) -> Attribute:
    """The swizzled layout SwizzledSharedEncodingAttr::get gives for reading `value` as the
    dot operand that `user` produces."""
    source = value.type
    if isinstance(source, MemDescType):
        raise op_error(user, "comparing the shared layouts of dot operands read from shared memory is not supported")
    dot = user.results[0].type.encoding
    return dot_operand_shared_encoding(
        user,
        dot,
        source.get_shape(),
        order_for_memory(source),
        cga_bases(dot),
        scalar_bit_width(source.element_type),
    )


def copy_vec_bytes(register_type: TensorType, shared: Attribute) -> int:
    """getCopyVecBytes: the bytes a thread copies at once from registers into `shared`."""
    shape = register_type.get_shape()
    registers = to_linear_layout(register_type.encoding, shape)
    memory = to_linear_layout(shared, shape)
    elements = registers.invert_and_compose(memory).get_num_consecutive_in_out()
    return elements * scalar_bit_width(register_type.element_type) // 8


def local_alloc_encoding(load: Operation) -> tuple[Attribute | None, bool]:
    """The layout of the load's `ttg.local_alloc` users, and whether they agree."""
    encodings = [user.result.type.encoding for user in users(load) if isinstance(user, LocalAllocOp)]
    if any(encoding != encodings[0] for encoding in encodings):
        return None, False
    return (encodings[0] if encodings else None), True


def is_pipelining_beneficial(load: Operation, axis_info: ModuleAxisInfoAnalysis) -> bool:
    if isinstance(load, LoadOp) and not can_be_converted_to_async_load(load, axis_info):
        debug(DEBUG_TYPE, lambda: f"Load {load} is too small for pipelining")
        return False
    if isinstance(load, DESCRIPTOR_LOAD_OPS):
        return True
    if shared_encoding_for_users(load.results[0])[1]:
        debug(DEBUG_TYPE, lambda: f"Load {load} cannot have shared encoding")
        return False
    encoding, agree = local_alloc_encoding(load)
    if not agree:
        return False
    return encoding is None or copy_vec_bytes(load.results[0].type, encoding) >= MIN_ASYNC_COPY_BYTES


# -- indirection levels --------------------------------------------------------------------------


@dataclass
class IndirectionSearch:
    """loadOpsToIndirectionLevel's depth-first search over one loop body."""

    axis_info: ModuleAxisInfoAnalysis
    levels: dict[Operation, int]
    seen: set[Operation]
    excluded: set[Operation]

    def visit(self, op: Operation, distance: int) -> None:
        if op in self.seen or op in self.excluded:
            return
        self.seen.add(op)
        if isinstance(op, LOAD_OPS):
            if not is_pipelining_beneficial(op, self.axis_info):
                return
            if op in self.levels and self.levels[op] != distance:
                debug(
                    DEBUG_TYPE,
                    lambda: f"Load {op} has multiple uses at different distances:{self.levels[op]} and {distance}",
                )
                del self.levels[op]
                self.excluded.add(op)
                return
            if op not in self.levels:
                debug(DEBUG_TYPE, lambda: f"Load {op} considered for pipelining with distance {distance}")
                self.levels[op] = distance
            distance += 1
        for operand in nested_operands(op):
            if is_dot(op) and operand is op.operands[2]:
                continue  # only the A and B operands of a dot are pipelined
            producer = defining_op(operand)
            if producer is not None and producer.parent is op.parent:
                self.visit(producer, distance)


def load_indirection_levels(
    for_op: ForOp, axis_info: ModuleAxisInfoAnalysis, num_stages: int
) -> dict[Operation, int]:
    """The loads to pipeline, each with its indirection level below num_stages - 1."""
    search = IndirectionSearch(axis_info, {}, set(), set())
    dots = [op for op in body_ops(for_op) if is_dot(op)]
    for dot in dots:
        search.seen.clear()
        search.visit(dot, 0)
    if NUM_STAGES_ATTR in for_op.attributes:
        for op in body_ops(for_op):
            if not isinstance(op, LOAD_OPS):
                search.visit(op, 0)
    return {load: level for load, level in search.levels.items() if level < num_stages - 1}


def assign_load_latencies(
    for_op: ForOp, num_stages: int, axis_info: ModuleAxisInfoAnalysis, latencies: dict[Operation, int]
) -> None:
    levels = load_indirection_levels(for_op, axis_info, num_stages)
    if not levels:
        return
    latency = (num_stages - 1) // (max(levels.values()) + 1)
    for load in levels:
        latencies[load] = latency


def user_latencies(for_op: ForOp) -> dict[Operation, int]:
    return {op: latency for op in body_ops(for_op) if (latency := latency_attr(op)) is not None}


def assign_latencies(module: ModuleOp, default_num_stages: int) -> None:
    loops = [op for op in post_order(module) if isinstance(op, ForOp)]
    candidates = [loop for loop in loops if is_pipelining_candidate(loop, default_num_stages)]
    latencies: dict[Operation, int] = {}
    axis_info: ModuleAxisInfoAnalysis | None = None
    for for_op in candidates:
        given = user_latencies(for_op)
        if given:
            latencies.update(given)
            continue
        axis_info = axis_info or ModuleAxisInfoAnalysis(module)
        assign_load_latencies(for_op, num_stages_or_default(for_op, default_num_stages), axis_info, latencies)
    serialize_latencies(latencies)


@dataclass(frozen=True)
class TritonGPUAssignLatencies(ModulePass):
    """assign latencies to interesting ops ahead of pipelining"""

    name = "tritongpu-assign-latencies"
    cpp_name = "TritonGPUAssignLatencies"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Pipeliner/AssignLatencies.cpp"

    num_stages: int = option(3, "number of pipeline stages")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        assign_latencies(op, self.num_stages)
