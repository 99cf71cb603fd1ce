"""The software pipeliner's bookkeeping ops: ttg.predicate_stage, ttg.mask, ttg.mask.return."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import i32
from xdsl.ir import Operation
from xdsl.irdl import (
    operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import I1, I32_ATTR, TypeConstraint, is_signless_int_or_index
from ttopt.dialects.tt import TTOp
from ttopt.dialects.tt.traits import HasParent, OdsTrait
from ttopt.dialects.ttg.traits import LAST_IN_BLOCK, Terminator, all_types_match
from ttopt.ir.assembly_format import FormatState, IntStyle, assembly_format
from ttopt.ir.op_definition import irdl_op_definition

SIGNLESS_INT_OR_INDEX = TypeConstraint("signless integer or index", is_signless_int_or_index)


def _all_like_iv(state: FormatState) -> None:
    state.types["ub"] = state.types["iv"]
    state.types["step"] = state.types["iv"]


@assembly_format(
    "$iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv) `->` type($result)",
    styles={"maxStage": IntStyle(i32), "stage": IntStyle(i32)},
    infer=_all_like_iv,
)
@irdl_op_definition
class PredicateStageOp(TTOp):
    """Whether pipeline stage `stage` of `maxStage` runs in iteration `iv`."""

    name = "ttg.predicate_stage"
    iv = operand_def(SIGNLESS_INT_OR_INDEX)
    ub = operand_def(SIGNLESS_INT_OR_INDEX)
    step = operand_def(SIGNLESS_INT_OR_INDEX)
    maxStage = prop_def(I32_ATTR)
    stage = prop_def(I32_ATTR)
    result = result_def(I1)
    traits = traits_def(Pure(), all_types_match("iv", "ub", "step"))


class _AtMostOneBlock(OdsTrait):
    """`SizedRegion<1>` on region #0."""

    is_predicate: ClassVar[bool] = True

    def verify(self, op: Operation) -> None:
        if len(op.regions[0].blocks) > 1:
            raise VerifyException("expects region #0 to have 0 or 1 blocks")


@irdl_op_definition
class MaskOp(TTOp):
    """Runs its region only when `pred` holds (pipeliner bookkeeping); printed in generic form only."""

    name = "ttg.mask"
    pred = operand_def(I1)
    results_ = var_result_def()
    region = region_def()
    traits = traits_def(_AtMostOneBlock())


@assembly_format("$result attr-dict `:` type($result)")
@irdl_op_definition
class MaskReturnOp(TTOp):
    """Terminates a `ttg.mask` region with its results."""

    name = "ttg.mask.return"
    result = var_operand_def()
    traits = traits_def(HasParent(MaskOp.name), Pure(), Terminator(), LAST_IN_BLOCK)
