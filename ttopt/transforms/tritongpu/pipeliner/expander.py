"""The pipeline expander (upstream Pipeliner/PipelineExpander.cpp, Triton's fork of MLIR's
LoopPipelining), as `tritongpu-pipeline` configures it: dynamic loops supported, no peeled
epilogue, every op of a stage that may run past the loop's end wrapped in a `ttg.mask`.

Given the final schedule (op order and stages 0..S), it emits a prologue of S parts (part i
runs the ops of stages <= i of iteration i - stage, under `lb + i*step < ub`), then a kernel loop
over the original range whose body runs stage s of iteration iv + (S-s)*step, with ops of stage
s < S masked by `iv < ub - (S-s)*step`. Values used k stages after their definition are passed
through k extra iter args.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, i1, i32
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue

from ttopt.dialects.arith import AddIOp, CmpIOp, ConstantOp, MulIOp, SelectOp, SubIOp
from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.ttg.ops import MaskOp, MaskReturnOp, PredicateStageOp
from ttopt.ir.values import value_location
from ttopt.transforms.tritongpu.utility import block_with_args

# A testing feature: the kernel's stage predicates stay `ttg.predicate_stage` ops.
KEEP_PREDICATE_STAGE_ATTR = "__test_keep_predicate_stage"


class ExpansionError(Exception):
    """The loop cannot be expanded; carries the op to blame."""

    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op


class Inserter:
    """Inserts ops before an anchor op or at the end of a block, in creation order: clones
    keep their own locations, ops built anew (`value`) get the loop's."""

    def __init__(self, location, anchor: Operation | None = None, block: Block | None = None):
        self.location, self.anchor, self.block = location, anchor, block

    def __call__(self, op: Operation) -> Operation:
        if self.anchor is not None:
            self.anchor.parent.insert_op_before(op, self.anchor)
        else:
            self.block.add_op(op)
        return op

    def value(self, op: Operation) -> SSAValue:
        op.location = self.location
        return self(op).results[0]


def wrap_in_mask(insert: Inserter, op: Operation, predicate: SSAValue) -> Operation:
    """wrapInMaskOp: move `op` into a `ttg.mask` on `predicate` placed where `op` was."""
    mask = MaskOp.build(
        operands=[predicate], result_types=[[r.type for r in op.results]], regions=[Region(Block())]
    )
    mask.location = op.location
    op.parent.insert_op_before(mask, op)
    inner = op.clone()
    mask.regions[0].blocks[0].add_ops([inner, MaskReturnOp.build(operands=[list(inner.results)])])
    for old, new in zip(op.results, mask.results):
        old.replace_all_uses_with(new)
    op.detach()
    op.erase()
    return mask


def defined_inside(op: Operation, value: SSAValue) -> bool:
    """Whether `value` is defined within `op`'s regions."""
    owner = value.owner
    definer = owner if isinstance(owner, Operation) else owner.parent_op()
    while definer is not None:
        if definer is op:
            return True
        definer = definer.parent_op()
    return False


class LoopPipeliner:
    """LoopPipelinerInternal with peelEpilogue = false and predicateFn = wrapInMaskOp."""

    def __init__(self, for_op: ForOp, final_schedule: list[tuple[Operation, int]]):
        self.for_op = for_op
        self.body = for_op.body.block
        self.yield_op = self.body.last_op
        self.order = [op for op, _ in final_schedule]
        self.stages = dict(final_schedule)
        self.max_stage = max(self.stages.values())
        self.lb, self.ub, self.step = for_op.lowerBound, for_op.upperBound, for_op.step
        self.versions: dict[SSAValue, list[SSAValue | None]] = {}

    # -- checks --------------------------------------------------------------------------------

    def check(self) -> None:
        """initializeLoopInfo's and verifySchedule's conditions."""
        for op in self.body.ops:
            if op is not self.yield_op and op not in self.stages:
                raise ExpansionError(op, "not assigned a pipeline stage")
        for operand in self.yield_op.operands:
            definer = operand.owner
            if not isinstance(definer, Operation) or (
                definer not in self.stages and self.for_op.is_ancestor(definer)
            ):
                raise ExpansionError(self.for_op, "only loop carried dependencies of distance 1 can be pipelined")
        cycles = len(self.order)
        unrolled = {op: index + self.stages[op] * cycles for index, op in enumerate(self.order)}
        for consumer in self.order:
            for nested in consumer.walk():
                for operand in nested.operands:
                    producer, distance = self.definer_and_distance(operand)
                    if producer in unrolled and unrolled[consumer] < unrolled[producer] - cycles * distance:
                        raise ExpansionError(consumer, "operation scheduled before its operands")

    def definer_and_distance(self, value: SSAValue) -> tuple[Operation | None, int]:
        """getDefiningOpAndDistance: iter args stand for the yielded value one iteration back."""
        distance = 0
        if isinstance(value, BlockArgument):
            if value.block is not self.body or value.index == 0:
                return None, 0
            distance = 1
            value = self.yield_op.operands[value.index - 1]
        definer = value.owner
        return (definer, distance) if isinstance(definer, Operation) else (None, 0)

    def set_version(self, key: SSAValue, value: SSAValue, version: int) -> None:
        self.versions.setdefault(key, [None] * (self.max_stage + 1))[version] = value

    def is_dynamic(self) -> bool:
        """Index-typed constant bounds (upstream matches arith::ConstantIndexOp only, so i32 bounds
        always count as dynamic) with at least as many iterations as stages need no predicates."""
        bounds = [v.owner for v in (self.lb, self.ub, self.step)]
        if not all(isinstance(b, ConstantOp) and isinstance(b.result.type, IndexType) for b in bounds):
            return True
        lb, ub, step = (b.value.value.data for b in bounds)
        iterations = -((lb - ub) // step)  # llvm::divideCeilSigned
        return iterations < self.max_stage

    # -- prologue ------------------------------------------------------------------------------

    def constant(self, insert: Inserter, value: int) -> SSAValue:
        return insert.value(ConstantOp(IntegerAttr(value, self.ub.type), self.ub.type))

    def emit_prologue(self) -> None:
        insert = Inserter(self.for_op.location, anchor=self.for_op)
        for arg, init in zip(self.body.args[1:], self.for_op.initArgs):
            self.set_version(arg, init, 0)
        dynamic = self.is_dynamic()
        predicates: list[SSAValue | None] = [None] * self.max_stage
        for i in range(self.max_stage):
            if dynamic:
                iv = insert.value(AddIOp(self.lb, insert.value(MulIOp(self.step, self.constant(insert, i)))))
                predicates[i] = insert.value(CmpIOp("slt", iv, self.ub))
            iv = insert.value(AddIOp(self.lb, insert.value(MulIOp(self.step, self.constant(insert, i)))))
            self.set_version(self.body.args[0], iv, i)
            for op in self.order:
                if self.stages[op] > i:
                    continue
                version = i - self.stages[op]
                mapper = {key: values[version] for key, values in self.versions.items() if values[version]}
                new_op = insert(op.clone(value_mapper=mapper))
                if predicates[version] is not None:
                    new_op = wrap_in_mask(insert, new_op, predicates[version])
                self.record_prologue_results(insert, op, new_op, version, predicates[version])

    def record_prologue_results(
        self, insert: Inserter, op: Operation, new_op: Operation, version: int, predicate: SSAValue | None
    ) -> None:
        for old, new in zip(op.results, new_op.results):
            source = new
            for use_index, yielded in enumerate(self.yield_op.operands):
                if yielded is not old:
                    continue
                iter_arg = self.body.args[use_index + 1]
                if predicate is not None and self.for_op.results[use_index].uses:
                    previous = self.versions[iter_arg][version]
                    source = insert.value(SelectOp(predicate, source, previous))
                self.set_version(iter_arg, source, version + 1)
            self.set_version(old, new, version)

    # -- kernel --------------------------------------------------------------------------------

    def cross_stage_values(self) -> dict[SSAValue, list[int]]:
        """analyzeCrossStageValues: value -> [def stage, last use stage], in first-use order."""
        crossing: dict[SSAValue, list[int]] = {}
        for op in self.order:
            stage = self.stages[op]
            for nested in op.walk():
                for operand in nested.operands:
                    if nested is not op and defined_inside(op, operand):
                        continue
                    definer, distance = self.definer_and_distance(operand)
                    if definer is None or definer not in self.stages:
                        continue
                    def_stage = self.stages[definer]
                    if def_stage == stage or def_stage == stage + distance:
                        continue
                    info = crossing.setdefault(operand, [def_stage, 0])
                    info[0] = def_stage
                    info[1] = max(info[1], stage)
        return crossing

    def create_kernel_loop(self, crossing: dict[SSAValue, list[int]]) -> tuple[ForOp, dict]:
        inits: list[SSAValue] = []
        for index, yielded in enumerate(self.yield_op.operands):
            definer = yielded.owner
            if definer in self.stages:
                inits.append(self.versions[self.body.args[index + 1]][self.max_stage - self.stages[definer]])
            else:
                inits.append(self.for_op.initArgs[index])
        arg_of: dict[tuple[SSAValue, int], int] = {}
        for value, (def_stage, last_use) in crossing.items():
            for stage_index in range(last_use - def_stage):
                inits.append(self.versions[value][self.max_stage - last_use + stage_index])
                arg_of[(value, last_use - def_stage - stage_index)] = len(inits) - 1
        # scf::ForOp::build: the induction variable at the loop's location, each iter arg at its init's.
        block = block_with_args(
            [self.body.args[0].type, *[v.type for v in inits]],
            [self.for_op.location, *[value_location(v) for v in inits]],
        )
        new_for = ForOp(self.lb, self.ub, self.step, inits, Region(block))
        new_for.location = self.for_op.location
        new_for.attributes.update(self.for_op.attributes)  # the schedule's tt.scheduled_max_stage too
        self.for_op.parent.insert_op_before(new_for, self.for_op)
        return new_for, arg_of

    def create_kernel(self, new_for: ForOp, crossing: dict, arg_of: dict) -> None:
        new_body = new_for.body.block
        insert = Inserter(self.for_op.location, block=new_body)
        mapping: dict[SSAValue, SSAValue] = {self.body.args[0]: new_body.args[0]}
        for old, new in zip(self.body.args[1:], new_body.args[1:]):
            mapping[old] = new
        predicates: list[SSAValue | None] = [None] * (self.max_stage + 1)
        for i in range(self.max_stage):
            predicates[i] = self.stage_predicate(insert, new_body.args[0], i)
        for op in self.order:
            use_stage = self.stages[op]
            new_op = insert(op.clone(value_mapper=mapping))
            for old_nested, new_nested in zip(op.walk(), new_op.walk()):
                for position, operand in enumerate(old_nested.operands):
                    self.remap_kernel_operand(
                        insert, new_op, new_nested, position, operand, use_stage, mapping, new_body, arg_of
                    )
            if predicates[use_stage] is not None:
                new_op = wrap_in_mask(insert, new_op, predicates[use_stage])
                for old, new in zip(op.results, new_op.results):
                    mapping[old] = new
        yielded: list[SSAValue] = []
        for index, operand in enumerate(self.yield_op.operands):
            source = mapping.get(operand, operand)
            if self.for_op.results[index].uses:
                definer, _ = self.definer_and_distance(operand)
                if definer in self.stages and self.stages[definer] < self.max_stage:
                    source = insert.value(
                        SelectOp(predicates[self.stages[definer]], source, new_body.args[index + 1])
                    )
            yielded.append(source)
        for value, (def_stage, last_use) in crossing.items():
            for _ in range(1, last_use - def_stage):
                # the next older version: the iter arg after this one (skipping the induction variable)
                yielded.append(new_body.args[len(yielded) + 2])
            yielded.append(mapping.get(value, value))
        final_yield = YieldOp(*yielded)
        final_yield.location = self.for_op.location  # upstream builds it at the loop's location
        new_body.add_op(final_yield)

    def stage_predicate(self, insert: Inserter, iv: SSAValue, stage: int) -> SSAValue:
        """emitPredicateForStage: iv < ub - (maxStage - stage) * step; or, for loops marked
        `__test_keep_predicate_stage`, a `ttg.predicate_stage` op that stays in the IR."""
        if KEEP_PREDICATE_STAGE_ATTR in self.for_op.attributes:
            return insert.value(PredicateStageOp.build(
                operands=[iv, self.ub, self.step], result_types=[i1],
                properties={"maxStage": IntegerAttr(self.max_stage, i32), "stage": IntegerAttr(stage, i32)},
            ))
        distance = insert.value(MulIOp(self.step, self.constant(insert, self.max_stage - stage)))
        bound = insert.value(SubIOp(self.ub, distance))
        return insert.value(CmpIOp("slt", iv, bound))

    def remap_kernel_operand(
        self, insert, new_op, new_nested, position, operand, use_stage, mapping, new_body, arg_of
    ) -> None:
        """createKernel's operand fix-ups: shifted induction variable, values of other stages."""
        if operand is self.body.args[0]:
            before = Inserter(self.for_op.location, anchor=new_op)
            offset = before.value(MulIOp(self.step, self.constant(before, self.max_stage - use_stage)))
            new_nested.operands[position] = before.value(AddIOp(new_body.args[0], offset))
            return
        source = operand
        if isinstance(source, BlockArgument) and source.block is self.body:
            returned = self.yield_op.operands[source.index - 1]
            dependency = returned.owner
            if not isinstance(dependency, Operation) or dependency not in self.stages:
                return
            if self.stages[dependency] == use_stage:
                return
            if self.stages[dependency] == use_stage + 1:
                new_nested.operands[position] = mapping.get(returned, returned)
                return
            source = returned
        definer = source.owner
        if not isinstance(definer, Operation) or definer not in self.stages or self.stages[definer] == use_stage:
            return
        new_nested.operands[position] = new_body.args[arg_of[(operand, use_stage - self.stages[definer])] + 1]


def pipeline_for_loop(for_op: ForOp, final_schedule: list[tuple[Operation, int]]) -> ForOp:
    """pipelineForLoop: prologue, kernel loop; the old loop's uses move to the kernel's results."""
    pipeliner = LoopPipeliner(for_op, final_schedule)
    pipeliner.check()
    pipeliner.emit_prologue()
    crossing = pipeliner.cross_stage_values()
    new_for, arg_of = pipeliner.create_kernel_loop(crossing)
    pipeliner.create_kernel(new_for, crossing, arg_of)
    for old, new in zip(for_op.results, new_for.results):
        old.replace_all_uses_with(new)
    for_op.detach()
    for_op.erase()
    return new_for
