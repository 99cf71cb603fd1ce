"""Async copies into shared memory: ttg.async_copy_global_to_local, ttg.async_commit_group, ttg.async_wait."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import TensorType, i1
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import BOOL_ATTR, I1, I32_ATTR, tensor_of
from ttopt.dialects.tt import TTOp
from ttopt.dialects.tt.enums import CACHE_MODIFIER, EVICTION_POLICY
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.traits import TypesMatchWith
from ttopt.dialects.tt.type_constraints import TT_PTR_TENSOR, TT_TYPE
from ttopt.dialects.ttg.properties import bool_attr, i32_attr
from ttopt.dialects.ttg.types import ASYNC_TOKEN, MEMDESC, TOKEN, MemDescType
from ttopt.ir.assembly_format import FormatState, assembly_format
from ttopt.ir.op_definition import irdl_op_definition

I1_TENSOR = tensor_of(I1)


# -- format type inference helpers -----------------------------------------------------------------


# Operands the formats do not spell get their constraint's buildable type (tokens, i32,
# i1); results need these hooks.


def result_token(name: str) -> Callable[[FormatState], None]:
    """A format `infer` hook: result `name` is an async token."""

    def infer(state: FormatState) -> None:
        state.types[name] = [ASYNC_TOKEN]

    return infer


# -- ops -------------------------------------------------------------------------------------------


@assembly_format("($asyncToken^)? attr-dict", infer=result_token("retToken"))
@irdl_op_definition
class AsyncWaitOp(TTOp):
    """Waits until at most `num` async copy groups are outstanding."""

    name = "ttg.async_wait"
    asyncToken = var_operand_def(TOKEN)
    num = prop_def(I32_ATTR)
    retToken = result_def(TOKEN)

    def __init__(self, tokens: Sequence[SSAValue], num: int):
        super().__init__(operands=[list(tokens)], result_types=[ASYNC_TOKEN], properties={"num": i32_attr(num)})

    @property
    def pending(self) -> int:
        return self.num.value.data


@assembly_format("(`tokens` $inputTokens^)? attr-dict", infer=result_token("asyncToken"))
@irdl_op_definition
class AsyncCommitGroupOp(TTOp):
    """Closes the current group of async copies."""

    name = "ttg.async_commit_group"
    inputTokens = var_operand_def(TOKEN)
    asyncToken = result_def(TOKEN)

    def __init__(self, tokens: Sequence[SSAValue] = ()):
        super().__init__(operands=[list(tokens)], result_types=[ASYNC_TOKEN])


def mask_type_for(pointers: Attribute) -> Attribute:
    """The i1 tensor with the shape and layout of a pointer tensor."""
    return TensorType(i1, pointers.get_shape(), pointers.encoding)


def other_type_for(pointers: Attribute) -> Attribute:
    """The tensor of pointee values with the shape and layout of a pointer tensor."""
    return TensorType(pointers.element_type.pointee, pointers.get_shape(), pointers.encoding)


def _infer_async_copy(state: FormatState) -> None:
    matched_types(state)
    result_token("token")(state)


@assembly_format(
    "$src `,` $result (`mask` $mask^)? (`other` $other^)? "
    "oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict) "
    "attr-dict `:` type($src) `->` type($result)",
    styles={"cache": CACHE_MODIFIER.style, "evict": EVICTION_POLICY.style},
    stripped_types={"result": MemDescType},
    infer=_infer_async_copy,
)
@irdl_op_definition
class AsyncCopyGlobalToLocalOp(TTOp):
    """cp.async of a tensor of pointers into a shared-memory buffer (`result` is that buffer, an operand)."""

    name = "ttg.async_copy_global_to_local"
    src = operand_def(TT_PTR_TENSOR)
    result = operand_def(MEMDESC)
    mask = opt_operand_def(I1_TENSOR)
    other = opt_operand_def(TT_TYPE)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    isVolatile = prop_def(BOOL_ATTR, default_value=bool_attr(False))
    contiguity = prop_def(I32_ATTR, default_value=i32_attr(1))
    token = result_def(TOKEN)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(
        TypesMatchWith("infer mask type from src type", "src", "mask", mask_type_for),
        TypesMatchWith("infer other type from src type", "src", "other", other_type_for),
    )

    def __init__(
        self,
        src: SSAValue,
        buffer: SSAValue,
        mask: SSAValue | None = None,
        other: SSAValue | None = None,
        cache: int = 1,
        evict: int = 1,
        is_volatile: bool = False,
        contiguity: int = 1,
    ):
        super().__init__(
            operands=[src, buffer, [mask] if mask else [], [other] if other else []],
            result_types=[ASYNC_TOKEN],
            properties={
                "cache": i32_attr(cache),
                "evict": i32_attr(evict),
                "isVolatile": bool_attr(is_volatile),
                "contiguity": i32_attr(contiguity),
            },
        )

    def verify_op(self) -> None:
        if not self.result.type.mutable:
            raise VerifyException("Cannot store into immutable memory")
