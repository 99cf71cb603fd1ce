"""`tritongpu-schedule-loops`: Triton's TritonGPUScheduleLoops pass
(lib/Dialect/TritonGPU/Transforms/Pipeliner/ScheduleLoops.cpp, Triton 3.6).

Turns the `tt.latency` marks that `tritongpu-assign-latencies` left (and removes from
every op) into a coarse schedule of each loop, written as `loop.stage` / `loop.cluster`
on every op of the body and `tt.scheduled_max_stage` on the loop (see
pipeliner_schedule). A loop is scheduled when its body has an op with a latency and it
yields no block argument, holds no other loop directly and contains no `gpu.barrier`.

1. Key ops: each op reachable through uses (within the body, the yield excepted) from an
   op with a latency gets a distance, the longest sum of latencies from it to the end of
   the iteration; its stage is the largest distance minus its own. Stage s goes to
   cluster (max stage - s). A `scf.if` among them that has no latency itself, and whose
   forward slice holds no such op, moves to a new cluster at the back.
2. Prologue and epilogue: a `scf.if` in the backward slice of a scheduled op (stage by
   stage, the first stage found wins) goes to a new cluster at the front at that stage;
   any other `scf.if` of the body to a new cluster at the back, in the last stage.
3. Dependencies: stage by stage, what a scheduled op uses in the same iteration runs at
   its stage and in its cluster, unless it already runs earlier.
4. Distance-one dependencies: what a scheduled op (not in the last stage) uses from the
   previous iteration runs one stage later in a new cluster just before the op's own,
   or, for a `tt.load`, with the op itself.
5. Everything else runs in the last stage, in the first cluster before the prologue, or
   in a later cluster where a producer of the last stage runs later.

Left out, as warp-specialization only: rescheduling a loop that carries a schedule and
`tt.warp_specialize` but no latencies (reported as unsupported).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument, Operation
from xdsl.passes import ModulePass
from xdsl.traits import IsolatedFromAbove

from ttopt.dialects.gpu import BarrierOp
from ttopt.dialects.scf import ForOp, IfOp
from ttopt.dialects.tt import LoadOp
from ttopt.ir.debug import debug
from ttopt.ir.diagnostics import op_error
from ttopt.ir.traversal import post_order
from ttopt.transforms.tritongpu.pipeliner.schedule import (
    SCHEDULED_MAX_STAGE_ATTR,
    Cluster,
    CoarseSchedule,
    ancestor_in_block,
    body_ops,
    defining_op,
    deserialize_latencies,
    is_outer_loop,
    loop_has_dist_greater_than_one,
    nested_operands,
    schedule_dependencies,
    users,
    yielded_value,
)

DEBUG_TYPE = "triton-loop-pipeline"
WARP_SPECIALIZE_ATTR = "tt.warp_specialize"


def is_safe_to_pipeline(for_op: ForOp) -> bool:
    return (
        not loop_has_dist_greater_than_one(for_op)
        and not is_outer_loop(for_op)
        and not any(isinstance(op, BarrierOp) for op in for_op.walk())
    )


# -- slices ---------------------------------------------------------------------------------------


def forward_slice(op: Operation) -> set[Operation]:
    """getForwardSlice: the ops nested in `op` or using its results, transitively (not `op`)."""
    found: set[Operation] = set()
    stack = [op]
    while stack:
        current = stack.pop()
        nested = [inner for region in current.regions for block in region.blocks for inner in block.ops]
        for reached in [*nested, *users(current)]:
            if reached not in found and reached is not op:
                found.add(reached)
                stack.append(reached)
    return found


def used_from_above(op: Operation) -> list:
    """Values the ops nested in `op` use that are defined outside `op`."""
    return [
        operand
        for nested in op.walk()
        if nested is not op
        for operand in nested.operands
        if not _defined_within(operand, op)
    ]


def _defined_within(value, op: Operation) -> bool:
    owner = value.block.parent_op() if isinstance(value, BlockArgument) else value.owner
    while owner is not None:
        if owner is op:
            return True
        owner = owner.parent_op()
    return False


def backward_slice(op: Operation) -> set[Operation]:
    """getBackwardSlice with omitBlockArguments and uses from above: the ops that define
    what `op` (or a region of it) uses, transitively (not `op`)."""
    found: set[Operation] = set()
    stack = [op]
    while stack:
        current = stack.pop()
        if current.has_trait(IsolatedFromAbove, value_if_unregistered=False):
            continue
        for value in [*used_from_above(current), *current.operands]:
            producer = defining_op(value)
            if producer is not None and producer not in found and producer is not op:
                found.add(producer)
                stack.append(producer)
    return found


# -- the schedule ---------------------------------------------------------------------------------


def schedule_key_ops(for_op: ForOp, latencies: dict[Operation, int]) -> CoarseSchedule:
    body = for_op.body.block
    distance: dict[Operation, int] = {}

    def distance_to_end(op: Operation) -> int:
        if op not in distance:
            farthest = -1
            for user in users(op):
                in_body = ancestor_in_block(body, user)
                if in_body is not None and in_body is not body.last_op:
                    farthest = max(farthest, distance_to_end(in_body))
            distance[op] = latencies.get(op, 0) + max(farthest, 0)
        return distance[op]

    key_ops = [op for op in body_ops(for_op) if op in latencies]
    longest = max([0, *(distance_to_end(op) for op in key_ops)])
    stages = {op: longest - dist for op, dist in distance.items()}
    max_stage = max(stages.values())
    schedule = CoarseSchedule(max_stage + 1)
    clusters = [schedule.clusters.new_at_back() for _ in range(max_stage + 1)]
    for op, stage in stages.items():
        schedule.insert(op, stage, clusters[max_stage - stage])
    epilogue = schedule.clusters.new_at_back()
    for op, stage in stages.items():
        if isinstance(op, IfOp) and op not in latencies and not forward_slice(op) & stages.keys():
            schedule.insert(op, stage, epilogue)
    return schedule


def schedule_prologue_and_epilogue(for_op: ForOp, schedule: CoarseSchedule) -> Cluster:
    """Place the body's `scf.if`s; return the first cluster before any prologue."""
    after_prologue = schedule.clusters.first()
    if_stage: dict[Operation, int] = {}
    for stage in range(schedule.num_stages):
        for op, op_stage, _ in schedule.ops_in_order(for_op):
            if op_stage == stage:
                for producer in backward_slice(op):
                    if isinstance(producer, IfOp):
                        if_stage.setdefault(producer, stage)
    if if_stage:
        prologue = schedule.clusters.new_at_front()
        for if_op, stage in if_stage.items():
            schedule.insert_if_absent(if_op, stage, prologue)
    epilogue = schedule.clusters.new_at_back()
    for op in body_ops(for_op):
        if isinstance(op, IfOp) and op not in if_stage:
            schedule.insert_if_absent(op, schedule.num_stages - 1, epilogue)
    return after_prologue


def schedule_distance_one_dependencies(for_op: ForOp, schedule: CoarseSchedule) -> None:
    body = for_op.body.block
    cluster_before: dict[Cluster, Cluster] = {}
    for op in body_ops(for_op):
        if op not in schedule:
            continue
        stage, cluster = schedule[op]
        if stage == schedule.num_stages - 1:
            continue
        for operand in nested_operands(op):
            if not (isinstance(operand, BlockArgument) and operand.index > 0 and operand.block is body):
                continue
            producer = defining_op(yielded_value(operand))
            if producer is None or producer in schedule:
                continue
            if isinstance(producer, LoadOp):
                # A load used one iteration later runs together with its user.
                schedule.insert_if_absent(producer, stage, cluster)
                schedule.insert_deps_of_op(producer, stage, cluster, include_arg=True, insert_if_earlier=True)
            else:
                if cluster not in cluster_before:
                    cluster_before[cluster] = schedule.clusters.new_before(cluster)
                earlier = cluster_before[cluster]
                schedule.insert_if_absent(producer, stage + 1, earlier)
                schedule.insert_deps_of_op(producer, stage + 1, earlier, include_arg=True, insert_if_earlier=True)


def schedule_remaining_to_last_stage(for_op: ForOp, schedule: CoarseSchedule, after_prologue: Cluster) -> None:
    """The unscheduled ops run in the last stage, no earlier than a last-stage producer."""
    last_stage = schedule.num_stages - 1
    cluster_of = {op: after_prologue for op in body_ops(for_op) if op not in schedule}
    queue = [op for op, stage, _ in schedule.ops_in_order(for_op) if stage == last_stage]
    while queue:
        op = queue.pop()
        for user in users(op):
            if user not in cluster_of:
                continue
            producer_cluster = schedule[op][1] if op in schedule else cluster_of[op]
            if schedule.clusters.id(cluster_of[user]) < schedule.clusters.id(producer_cluster):
                cluster_of[user] = producer_cluster
                queue.append(user)
    for op, cluster in cluster_of.items():
        schedule.insert(op, last_stage, cluster)


def initial_schedule(for_op: ForOp, latencies: dict[Operation, int]) -> CoarseSchedule:
    if not is_safe_to_pipeline(for_op):
        return CoarseSchedule()
    if any(op in latencies for op in body_ops(for_op)):
        return schedule_key_ops(for_op, latencies)
    if WARP_SPECIALIZE_ATTR in for_op.attributes and SCHEDULED_MAX_STAGE_ATTR in for_op.attributes:
        raise op_error(for_op, "rescheduling a warp-specialized loop is not supported")
    return CoarseSchedule()


def debug_schedule(for_op: ForOp, schedule: CoarseSchedule, title: str) -> None:
    def text() -> str:
        schedule.serialize(for_op)
        return f"{title}:\n{for_op}"

    debug(DEBUG_TYPE, text)


def schedule_loop(for_op: ForOp, latencies: dict[Operation, int]) -> None:
    schedule = initial_schedule(for_op, latencies)
    if schedule.empty():
        return
    debug_schedule(for_op, schedule, "Initial coarse schedule")
    after_prologue = schedule_prologue_and_epilogue(for_op, schedule)
    debug_schedule(for_op, schedule, "Coarse schedule with prologue and epilogue")
    schedule_dependencies(for_op, schedule)
    debug_schedule(for_op, schedule, "Coarse schedule with dependencies")
    schedule_distance_one_dependencies(for_op, schedule)
    debug_schedule(for_op, schedule, "Coarse schedule with dist 1")
    schedule_remaining_to_last_stage(for_op, schedule, after_prologue)
    debug_schedule(for_op, schedule, "Final coarse schedule")
    schedule.serialize(for_op)


@dataclass(frozen=True)
class TritonGPUScheduleLoops(ModulePass):
    """software pipeline loop scheduling"""

    name = "tritongpu-schedule-loops"
    cpp_name = "TritonGPUScheduleLoops"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Pipeliner/ScheduleLoops.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        latencies = deserialize_latencies(op)
        for for_op in [nested for nested in post_order(op) if isinstance(nested, ForOp)]:
            schedule_loop(for_op, latencies)
