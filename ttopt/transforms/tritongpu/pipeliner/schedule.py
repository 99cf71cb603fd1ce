"""The software pipeliner's coarse schedule and loop helpers, shared by
`tritongpu-assign-latencies`, `tritongpu-schedule-loops` and `tritongpu-pipeline` (which
reads the schedule back with `CoarseSchedule.deserialize`).

Upstream: lib/Dialect/TritonGPU/Transforms/Pipeliner/Schedule.cpp (CoarseSchedule,
scheduleDependencies) and PipeliningUtility.cpp (loop preconditions, latency attributes),
Triton 3.6.

- Latencies travel between passes as `tt.latency = N : i32` on the ops of a loop body
  (`serialize_latencies` / `deserialize_latencies`, which also strips them).
- A `CoarseSchedule` gives each op of a loop body a stage and a cluster. Clusters form an
  ordered list (`ClusterList`); a cluster's id is its position in that list, so inserting
  a cluster renumbers the ones after it. `serialize` writes `loop.stage` and
  `loop.cluster` (i32) on every scheduled op and `tt.scheduled_max_stage` (i32, the largest
  stage, or an existing larger value) on the loop.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from ttopt.dialects.scf import ForOp, WhileOp
from ttopt.ir.traversal import post_order
from ttopt.support.class_tests import is_subclass

LATENCY_ATTR = "tt.latency"
NUM_STAGES_ATTR = "tt.num_stages"
DISALLOW_ACC_MULTI_BUFFER_ATTR = "tt.disallow_acc_multi_buffer"
LOOP_STAGE_ATTR = "loop.stage"
LOOP_CLUSTER_ATTR = "loop.cluster"
SCHEDULED_MAX_STAGE_ATTR = "tt.scheduled_max_stage"


# -- ops and values ------------------------------------------------------------------------------


def body_ops(for_op: ForOp) -> list[Operation]:
    """forOp.getBody()->without_terminator()."""
    return list(for_op.body.block.ops)[:-1]


def defining_op(value: SSAValue) -> Operation | None:
    return value.owner if isinstance(value.owner, Operation) else None


def users(op: Operation) -> list[Operation]:
    """Operation::getUsers: one entry per use of any result."""
    return [use.operation for result in op.results for use in result.uses]


def is_proper_ancestor(ancestor: Operation, op: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None:
        if parent is ancestor:
            return True
        parent = parent.parent_op()
    return False


def value_block(value: SSAValue) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    owner = defining_op(value)
    return owner.parent if owner is not None else None


def nested_operands(op: Operation) -> list[SSAValue]:
    """getNestedOperands: the operands of `op` and of the ops nested in it that are defined
    outside `op`, without repeats, in post-order walk order."""
    result: dict[SSAValue, None] = {}
    for nested in post_order(op):
        for operand in nested.operands:
            block = value_block(operand)
            holder = block.parent_op() if block is not None else None
            if holder is not None and is_proper_ancestor(holder, op):
                result.setdefault(operand, None)
    return list(result)


def ancestor_in_block(block: Block, op: Operation) -> Operation | None:
    """Block::findAncestorOpInBlock."""
    current: Operation | None = op
    while current is not None and current.parent is not block:
        current = current.parent_op()
    return current


def yielded_value(arg: BlockArgument) -> SSAValue:
    """The value the loop's yield passes to iteration argument `arg` (not the IV)."""
    terminator = arg.block.last_op
    assert terminator is not None
    return terminator.operands[arg.index - 1]


# -- loop preconditions ---------------------------------------------------------------------------


def loops_of(module: ModuleOp) -> list[ForOp]:
    """The module's scf.for ops, inner loops first (the post-order walk upstream uses)."""
    return [op for op in module.walk(region_first=True) if is_subclass(type(op), ForOp)]


def loop_has_dist_greater_than_one(for_op: ForOp) -> bool:
    """A yielded value that no op defines (a block argument) reaches its use two or more
    iterations later."""
    terminator = for_op.body.block.last_op
    assert terminator is not None
    return any(defining_op(operand) is None for operand in terminator.operands)


def is_outer_loop(for_op: ForOp) -> bool:
    """A loop whose body directly holds another scf.for or scf.while."""
    return any(isinstance(op, ForOp | WhileOp) for op in for_op.body.block.ops)


def num_stages_or_default(for_op: ForOp, default: int) -> int:
    """The loop's `tt.num_stages` if it has one, else the pass's num-stages."""
    attr = for_op.attributes.get(NUM_STAGES_ATTR)
    return attr.value.data if isinstance(attr, IntegerAttr) else default


# -- latencies ------------------------------------------------------------------------------------


def latency_attr(op: Operation) -> int | None:
    """The `tt.latency` the op carries, if it is an integer attribute."""
    attr = op.attributes.get(LATENCY_ATTR)
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def serialize_latencies(latencies: dict[Operation, int]) -> None:
    for op, latency in latencies.items():
        op.attributes[LATENCY_ATTR] = IntegerAttr(latency, i32)


def deserialize_latencies(module: ModuleOp) -> dict[Operation, int]:
    """Read every op's `tt.latency` and remove the attribute."""
    latencies: dict[Operation, int] = {}
    for op in post_order(module):
        latency = latency_attr(op)
        if latency is not None:
            latencies[op] = latency
            del op.attributes[LATENCY_ATTR]
    return latencies


# -- coarse schedule ------------------------------------------------------------------------------


class Cluster:
    """One cluster of a ClusterList: compared by identity, numbered by position."""

    __slots__ = ()


@dataclass
class ClusterList:
    """CoarseSchedule::ClusterList: clusters in the order their ops run."""

    order: list[Cluster] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.order)

    def __iter__(self) -> Iterator[Cluster]:
        return iter(self.order)

    def id(self, cluster: Cluster) -> int:
        return self.order.index(cluster)

    def first(self) -> Cluster:
        return self.order[0]

    def new_at_back(self) -> Cluster:
        cluster = Cluster()
        self.order.append(cluster)
        return cluster

    def new_at_front(self) -> Cluster:
        cluster = Cluster()
        self.order.insert(0, cluster)
        return cluster

    def new_before(self, anchor: Cluster) -> Cluster:
        cluster = Cluster()
        self.order.insert(self.id(anchor), cluster)
        return cluster

    def is_before(self, a: Cluster, b: Cluster) -> bool:
        return self.id(a) < self.id(b)


@dataclass
class CoarseSchedule:
    """tt::CoarseSchedule: a stage and a cluster for some ops of one loop body."""

    num_stages: int = 0
    clusters: ClusterList = field(default_factory=ClusterList)
    placement: dict[Operation, tuple[int, Cluster]] = field(default_factory=dict)

    def __contains__(self, op: Operation) -> bool:
        return op in self.placement

    def __getitem__(self, op: Operation) -> tuple[int, Cluster]:
        return self.placement[op]

    def empty(self) -> bool:
        return not self.placement

    def insert(self, op: Operation, stage: int, cluster: Cluster) -> None:
        """Place `op`; a stage past the last one extends the schedule."""
        self.num_stages = max(self.num_stages, stage + 1)
        self.placement[op] = (stage, cluster)

    def insert_if_absent(self, op: Operation, stage: int, cluster: Cluster) -> bool:
        if op in self.placement:
            return False
        self.insert(op, stage, cluster)
        return True

    def insert_minimum(self, op: Operation, stage: int, cluster: Cluster) -> bool:
        """Place `op` at (stage, cluster) unless it already runs no later than that."""
        if op not in self.placement:
            self.insert(op, stage, cluster)
            return True
        existing_stage, existing_cluster = self.placement[op]
        if stage != existing_stage:
            if stage < existing_stage:
                self.insert(op, stage, cluster)
            return stage < existing_stage
        if self.clusters.is_before(cluster, existing_cluster):
            self.insert(op, stage, cluster)
            return True
        return False

    def insert_deps_of_op(
        self, op: Operation, stage: int, cluster: Cluster, include_arg: bool, insert_if_earlier: bool
    ) -> bool:
        """Place the ops of `op`'s block that `op` depends on (through the yield of the
        previous iteration too when `include_arg`) at (stage, cluster), recursively."""
        inserted = False
        for operand in nested_operands(op):
            value = self._through_iteration_args(operand, op.parent, include_arg)
            producer = defining_op(value)
            if producer is None or producer.parent is not op.parent:
                continue
            placed = (
                self.insert_minimum(producer, stage, cluster)
                if insert_if_earlier
                else self.insert_if_absent(producer, stage, cluster)
            )
            if placed:
                inserted = True
                self.insert_deps_of_op(producer, stage, cluster, include_arg, insert_if_earlier)
        return inserted

    @staticmethod
    def _through_iteration_args(value: SSAValue, block: Block | None, include_arg: bool) -> SSAValue:
        """Follow iteration arguments of `block` to the values yielded for them."""
        seen: set[SSAValue] = set()
        while include_arg and isinstance(value, BlockArgument) and value not in seen:
            seen.add(value)
            if value.index == 0 or value.block is not block:
                break
            value = yielded_value(value)
        return value

    def erase(self, op: Operation) -> None:
        self.placement.pop(op, None)

    @classmethod
    def deserialize(cls, for_op: ForOp) -> CoarseSchedule | None:
        """CoarseSchedule::deSerialize: None when the loop carries no schedule. A cluster is
        made for every id from the smallest to the largest the ops carry."""
        max_stage = for_op.attributes.get(SCHEDULED_MAX_STAGE_ATTR)
        if not isinstance(max_stage, IntegerAttr):
            return None
        placed = []
        for op in body_ops(for_op):
            stage, cluster = op.attributes.get(LOOP_STAGE_ATTR), op.attributes.get(LOOP_CLUSTER_ATTR)
            if isinstance(stage, IntegerAttr) and isinstance(cluster, IntegerAttr):
                placed.append((op, stage.value.data, cluster.value.data))
        if not placed:
            return None
        schedule = cls(max_stage.value.data + 1)
        ids = [cluster for _, _, cluster in placed]
        clusters = {i: schedule.clusters.new_at_back() for i in range(min(ids), max(ids) + 1)}
        for op, stage, cluster in placed:
            schedule.insert(op, stage, clusters[cluster])
        return schedule

    def final_schedule(self, for_op: ForOp) -> list[tuple[Operation, int]]:
        """createFinalSchedule: the expander's op order with each op's stage."""
        return [(op, stage) for op, stage, _ in self.ops_in_order(for_op)]

    def ops_in_order(self, for_op: ForOp) -> list[tuple[Operation, int, Cluster]]:
        """getOpsInOrder: the scheduled ops by cluster, in block order within a cluster."""
        by_cluster: dict[Cluster, list[tuple[Operation, int, Cluster]]] = {c: [] for c in self.clusters}
        for op in body_ops(for_op):
            if op in self.placement:
                stage, cluster = self.placement[op]
                by_cluster[cluster].append((op, stage, cluster))
        return [entry for cluster in self.clusters for entry in by_cluster[cluster]]

    def serialize(self, for_op: ForOp) -> None:
        for op, stage, cluster in self.ops_in_order(for_op):
            op.attributes[LOOP_STAGE_ATTR] = IntegerAttr(stage, i32)
            op.attributes[LOOP_CLUSTER_ATTR] = IntegerAttr(self.clusters.id(cluster), i32)
        max_stage = self.num_stages - 1
        existing = for_op.attributes.get(SCHEDULED_MAX_STAGE_ATTR)
        if isinstance(existing, IntegerAttr):
            max_stage = max(max_stage, existing.value.data)
        for_op.attributes[SCHEDULED_MAX_STAGE_ATTR] = IntegerAttr(max_stage, i32)


def schedule_dependencies(for_op: ForOp, schedule: CoarseSchedule) -> None:
    """scheduleDependencies: stage by stage, place what each scheduled op depends on in
    the same iteration at its stage and cluster, unless it already runs earlier."""
    ops_in_order = schedule.ops_in_order(for_op)
    for stage in range(schedule.num_stages):
        for op, op_stage, cluster in ops_in_order:
            if op_stage == stage:
                schedule.insert_deps_of_op(op, stage, cluster, include_arg=False, insert_if_earlier=True)
