"""The coarse schedule of a loop (upstream Pipeliner/Schedule.cpp, CoarseSchedule).

Every op of the loop body gets a (stage, cluster) pair; clusters are ordered by their number.
The schedule is read from and written back to the `loop.stage` / `loop.cluster` attributes and
the loop's `tt.scheduled_max_stage`.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block, Operation

STAGE_ATTR = "loop.stage"
CLUSTER_ATTR = "loop.cluster"
MAX_STAGE_ATTR = "tt.scheduled_max_stage"


class CoarseSchedule:
    """Op -> (stage, cluster) for the top-level ops of one loop body."""

    def __init__(self, num_stages: int):
        self.num_stages = num_stages
        self.placement: dict[Operation, tuple[int, int]] = {}

    @classmethod
    def deserialize(cls, for_op: Operation) -> CoarseSchedule | None:
        """CoarseSchedule::deSerialize: None when the loop carries no schedule."""
        max_stage = for_op.attributes.get(MAX_STAGE_ATTR)
        if not isinstance(max_stage, IntegerAttr):
            return None
        schedule = cls(max_stage.value.data + 1)
        for op in body(for_op).ops:
            stage, cluster = op.attributes.get(STAGE_ATTR), op.attributes.get(CLUSTER_ATTR)
            if isinstance(stage, IntegerAttr) and isinstance(cluster, IntegerAttr):
                schedule.placement[op] = (stage.value.data, cluster.value.data)
        return schedule if schedule.placement else None

    def serialize(self, for_op: Operation) -> None:
        for op in body(for_op).ops:
            if op in self.placement:
                stage, cluster = self.placement[op]
                op.attributes[STAGE_ATTR] = IntegerAttr(stage, i32)
                op.attributes[CLUSTER_ATTR] = IntegerAttr(cluster, i32)
        for_op.attributes[MAX_STAGE_ATTR] = IntegerAttr(self.num_stages - 1, i32)

    def __contains__(self, op: Operation) -> bool:
        return op in self.placement

    def __getitem__(self, op: Operation) -> tuple[int, int]:
        return self.placement[op]

    def insert(self, op: Operation, stage: int, cluster: int) -> None:
        self.placement[op] = (stage, cluster)

    def insert_if_absent(self, op: Operation, stage: int, cluster: int) -> bool:
        if op in self.placement:
            return False
        self.placement[op] = (stage, cluster)
        return True

    def erase(self, op: Operation) -> None:
        self.placement.pop(op, None)

    def ops_in_order(self, for_op: Operation) -> Iterator[tuple[Operation, int, int]]:
        """getOpsInOrder: cluster by cluster, body order within a cluster."""
        scheduled = [op for op in body(for_op).ops if op in self.placement]
        for cluster in sorted({c for _, c in self.placement.values()}):
            for op in scheduled:
                if self.placement[op][1] == cluster:
                    yield op, self.placement[op][0], cluster

    def final_schedule(self, for_op: Operation) -> list[tuple[Operation, int]]:
        """createFinalSchedule: the expander's op order with each op's stage."""
        return [(op, stage) for op, stage, _ in self.ops_in_order(for_op)]

    def insert_deps_of_op(self, op: Operation, stage: int, cluster: int) -> None:
        """Give the unscheduled producers of `op` in its block (transitively) op's placement."""
        for nested in op.walk():
            for operand in nested.operands:
                definer = operand.owner
                if isinstance(definer, Operation) and definer.parent is op.parent:
                    if self.insert_if_absent(definer, stage, cluster):
                        self.insert_deps_of_op(definer, stage, cluster)


def body(for_op: Operation) -> Block:
    return for_op.regions[0].blocks[0]


def schedule_dependencies(for_op: Operation, schedule: CoarseSchedule) -> None:
    """scheduleDependencies: stage by stage, anchors' producers join the anchor's placement."""
    anchors = list(schedule.ops_in_order(for_op))
    for stage in range(schedule.num_stages):
        for op, op_stage, cluster in anchors:
            if op_stage == stage:
                schedule.insert_deps_of_op(op, stage, cluster)
