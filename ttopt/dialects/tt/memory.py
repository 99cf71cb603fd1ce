"""Pointers and memory: tt.addptr, tt.advance, tt.make_tensor_ptr, tt.load, tt.store, tt.atomic_rmw, tt.atomic_cas."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import BoolAttr, DenseArrayBase, TensorType, i1, i32
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    SameVariadicOperandSize,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import Pure

from ttopt.dialects.arith import ConstantOp
from ttopt.dialects.constraints import BOOL_ATTR, DENSE_I32_ARRAY_ATTR, I32, I64
from ttopt.dialects.folding import build, constant_int, is_splat, is_zero_int, splat_element
from ttopt.dialects.tt.base import TTOp
from ttopt.dialects.tt.effects import READ_WRITE, WRITE, GlobalMemoryEffects, LoadEffects
from ttopt.dialects.tt.enums import (
    CACHE_MODIFIER,
    EVICTION_POLICY,
    MEM_SEMANTIC,
    MEM_SYNC_SCOPE,
    PADDING_OPTION,
    RMW_OP,
)
from ttopt.dialects.tt.formats import matched_types
from ttopt.dialects.tt.traits import (
    ELEMENTWISE,
    SAME_OPERANDS_AND_RESULT_ENCODING,
    SAME_OPERANDS_AND_RESULT_SHAPE,
    TypesMatchWith,
)
from ttopt.dialects.tt.type_constraints import (
    TT_BOOL_LIKE,
    TT_INT_LIKE,
    TT_LOAD_STORE_PTR,
    TT_PTR,
    TT_PTR_LIKE,
    TT_TENSOR_PTR,
    TT_TYPE,
)
from ttopt.dialects.tt.types import PointerType, i1_same_shape, pointee_type, pointer_type_same_shape
from ttopt.ir.assembly_format import assembly_format
from ttopt.ir.op_definition import irdl_op_definition

_EMPTY_I32_ARRAY = DenseArrayBase.from_list(i32, [])
_CACHE_EVICT_STYLES = {"cache": CACHE_MODIFIER.style, "evict": EVICTION_POLICY.style}
_CACHE_EVICT_OILIST = "oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)"


def _mask_type_of_pointer(ptr_type: Attribute) -> Attribute:
    return i1_same_shape(pointee_type(ptr_type))


def _base_pointer_of(tensor_pointer: PointerType) -> PointerType:
    """A block pointer's base: a scalar pointer to its elements, in its address space."""
    return PointerType(tensor_pointer.pointee.element_type, tensor_pointer.address_space.data)


# -- pointer arithmetic ----------------------------------------------------------------------------


@assembly_format("$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)", infer=matched_types)
@irdl_op_definition
class AddPtrOp(TTOp):
    """Advance pointers by `offset` elements."""

    name = "tt.addptr"
    ptr = operand_def(TT_PTR_LIKE)
    offset = operand_def(TT_INT_LIKE)
    result = result_def(TT_PTR_LIKE)
    traits = traits_def(
        Pure(),
        ELEMENTWISE,
        SAME_OPERANDS_AND_RESULT_SHAPE,
        SAME_OPERANDS_AND_RESULT_ENCODING,
        TypesMatchWith("result type matches ptr type", "result", "ptr"),
    )

    def __init__(self, ptr: SSAValue, offset: SSAValue):
        super().__init__(operands=[ptr, offset], result_types=[ptr.type])

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        """addptr(ptr, 0) -> ptr"""
        return [self.ptr] if is_zero_int(operands[1]) else None


@assembly_format(
    "$ptr `,` `[` $offsets `]` attr-dict `:` type($result)", stripped_types={"result": PointerType}, infer=matched_types
)
@irdl_op_definition
class AdvanceOp(TTOp):
    """Move a block pointer by `offsets` (one per dimension)."""

    name = "tt.advance"
    ptr = operand_def(TT_TENSOR_PTR)
    offsets = var_operand_def(I32)
    result = result_def(TT_TENSOR_PTR)
    traits = traits_def(Pure(), TypesMatchWith("result type matches ptr type", "result", "ptr"))

    def __init__(self, ptr: SSAValue, offsets: Sequence[SSAValue]):
        super().__init__(operands=[ptr, list(offsets)], result_types=[ptr.type])

    def fold(self, operands: list[Attribute | None]) -> list[SSAValue] | None:
        """advance(ptr, 0, ..., 0) -> ptr"""
        offsets = operands[1:]
        if all(constant_int(attr) == 0 for attr in offsets):
            return [self.ptr]
        return None


@assembly_format(
    "$base `,` `[` $shape `]` `,` `[` $strides `]` `,` `[` $offsets `]` attr-dict `:` type($result)",
    stripped_types={"result": PointerType},
    infer=matched_types,
)
@irdl_op_definition
class MakeTensorPtrOp(TTOp):
    """A block pointer into the tensor at `base` with `shape` and `strides`, at `offsets`."""

    name = "tt.make_tensor_ptr"
    base = operand_def(TT_PTR)
    shape = var_operand_def(I64)
    strides = var_operand_def(I64)
    offsets = var_operand_def(I32)
    order = prop_def(DENSE_I32_ARRAY_ATTR)
    result = result_def(TT_TENSOR_PTR)
    traits = traits_def(
        Pure(),
        TypesMatchWith("infer pointer type from the result type", "result", "base", _base_pointer_of),
    )
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self,
        base: SSAValue,
        shape: Sequence[SSAValue],
        strides: Sequence[SSAValue],
        offsets: Sequence[SSAValue],
        block_shape: Sequence[int],
        order: Sequence[int],
    ):
        block = TensorType(base.type.pointee, block_shape)
        super().__init__(
            operands=[base, list(shape), list(strides), list(offsets)],
            result_types=[PointerType(block, base.type.address_space.data)],
            properties={"order": DenseArrayBase.from_list(i32, list(order))},
        )


# -- load and store ----------------------------------------------------------------------------------


@assembly_format(
    f"$ptr (`,` $mask^)? (`,` $other^)? {_CACHE_EVICT_OILIST} attr-dict `:` type($ptr)",
    styles=_CACHE_EVICT_STYLES,
    infer=matched_types,
)
@irdl_op_definition
class LoadOp(TTOp):
    """Load through a pointer, a tensor of pointers or a block pointer; `other` fills masked-off lanes."""

    name = "tt.load"
    ptr = operand_def(TT_LOAD_STORE_PTR)
    mask = opt_operand_def(TT_BOOL_LIKE)
    other = opt_operand_def(TT_TYPE)
    boundaryCheck = prop_def(DENSE_I32_ARRAY_ATTR, default_value=_EMPTY_I32_ARRAY)
    padding = opt_prop_def(PADDING_OPTION.constraint)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    isVolatile = prop_def(BOOL_ATTR, default_value=BoolAttr(False, i1))
    result = result_def(TT_TYPE)
    traits = traits_def(
        LoadEffects(),
        TypesMatchWith("result matches ptr type", "ptr", "result", pointee_type),
        TypesMatchWith("mask type matches ptr type", "ptr", "mask", _mask_type_of_pointer),
        TypesMatchWith("other matches ptr type", "ptr", "other", pointee_type),
    )
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        ptr: SSAValue,
        mask: SSAValue | None = None,
        other: SSAValue | None = None,
        cache: str = "none",
        evict: str = "evict_normal",
        is_volatile: bool = False,
    ):
        super().__init__(
            operands=[ptr, [mask] if mask is not None else [], [other] if other is not None else []],
            result_types=[pointee_type(ptr.type)],
            properties={
                "cache": CACHE_MODIFIER.attr(cache),
                "evict": EVICTION_POLICY.attr(evict),
                "isVolatile": BoolAttr(is_volatile, i1),
            },
        )

    @property
    def is_volatile(self) -> bool:
        return bool(self.isVolatile.value.data)

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CanonicalizeMaskedLoadPattern(),)


@assembly_format(
    f"$ptr `,` $value (`,` $mask^)? {_CACHE_EVICT_OILIST} attr-dict `:` type($ptr)",
    styles=_CACHE_EVICT_STYLES,
    infer=matched_types,
)
@irdl_op_definition
class StoreOp(TTOp):
    """Store through a pointer, a tensor of pointers or a block pointer."""

    name = "tt.store"
    ptr = operand_def(TT_LOAD_STORE_PTR)
    value = operand_def(TT_TYPE)
    mask = opt_operand_def(TT_BOOL_LIKE)
    boundaryCheck = prop_def(DENSE_I32_ARRAY_ATTR, default_value=_EMPTY_I32_ARRAY)
    cache = prop_def(CACHE_MODIFIER.constraint, default_value=CACHE_MODIFIER.attr("none"))
    evict = prop_def(EVICTION_POLICY.constraint, default_value=EVICTION_POLICY.attr("evict_normal"))
    traits = traits_def(
        GlobalMemoryEffects(WRITE, "ptr"),
        TypesMatchWith("value type matches ptr type", "ptr", "value", pointee_type),
        TypesMatchWith("mask type matches ptr type", "ptr", "mask", _mask_type_of_pointer),
    )

    def __init__(
        self, ptr: SSAValue, value: SSAValue, mask: SSAValue | None = None, cache: str = "none", evict: str = "evict_normal"
    ):
        super().__init__(
            operands=[ptr, value, [mask] if mask is not None else []],
            properties={"cache": CACHE_MODIFIER.attr(cache), "evict": EVICTION_POLICY.attr(evict)},
        )

    @classmethod
    def canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CanonicalizeMaskedStorePattern(),)


# -- atomics ---------------------------------------------------------------------------------------------


@assembly_format(
    "$atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:` functional-type(operands, $result)",
    styles={"atomic_rmw_op": RMW_OP.style, "sem": MEM_SEMANTIC.style, "scope": MEM_SYNC_SCOPE.style},
)
@irdl_op_definition
class AtomicRMWOp(TTOp):
    """Apply `atomic_rmw_op` with `val` at `ptr`; returns the old value."""

    name = "tt.atomic_rmw"
    atomic_rmw_op = prop_def(RMW_OP.constraint)
    ptr = operand_def(TT_PTR_LIKE)
    val = operand_def(TT_TYPE)
    mask = opt_operand_def(TT_BOOL_LIKE)
    sem = prop_def(MEM_SEMANTIC.constraint)
    scope = prop_def(MEM_SYNC_SCOPE.constraint)
    result = result_def(TT_TYPE)
    traits = traits_def(
        GlobalMemoryEffects(READ_WRITE, "ptr"),
        SAME_OPERANDS_AND_RESULT_SHAPE,
        SAME_OPERANDS_AND_RESULT_ENCODING,
        TypesMatchWith("ptr type matches value type", "val", "ptr", pointer_type_same_shape),
        TypesMatchWith("mask type matches value type", "val", "mask", i1_same_shape),
    )

    def __init__(
        self, rmw_op: str, ptr: SSAValue, val: SSAValue, mask: SSAValue | None = None, sem: str = "acq_rel",
        scope: str = "gpu",
    ):
        super().__init__(
            operands=[ptr, val, [mask] if mask is not None else []],
            result_types=[val.type],
            properties={
                "atomic_rmw_op": RMW_OP.attr(rmw_op),
                "sem": MEM_SEMANTIC.attr(sem),
                "scope": MEM_SYNC_SCOPE.attr(scope),
            },
        )


@assembly_format(
    "$sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:` functional-type(operands, $result)",
    styles={"sem": MEM_SEMANTIC.style, "scope": MEM_SYNC_SCOPE.style},
)
@irdl_op_definition
class AtomicCASOp(TTOp):
    """Store `val` at `ptr` if it holds `cmp`; returns the old value."""

    name = "tt.atomic_cas"
    ptr = operand_def(TT_PTR_LIKE)
    cmp = operand_def(TT_TYPE)
    val = operand_def(TT_TYPE)
    sem = prop_def(MEM_SEMANTIC.constraint)
    scope = prop_def(MEM_SYNC_SCOPE.constraint)
    result = result_def(TT_TYPE)
    traits = traits_def(
        GlobalMemoryEffects(READ_WRITE, "ptr"),
        SAME_OPERANDS_AND_RESULT_SHAPE,
        SAME_OPERANDS_AND_RESULT_ENCODING,
        TypesMatchWith("ptr type matches cmp type", "cmp", "ptr", pointer_type_same_shape),
        TypesMatchWith("ptr type matches value type", "val", "ptr", pointer_type_same_shape),
    )

    def __init__(self, ptr: SSAValue, cmp: SSAValue, val: SSAValue, sem: str = "acq_rel", scope: str = "gpu"):
        super().__init__(
            operands=[ptr, cmp, val],
            result_types=[val.type],
            properties={"sem": MEM_SEMANTIC.attr(sem), "scope": MEM_SYNC_SCOPE.attr(scope)},
        )


# == canonicalization patterns (lib/Dialect/Triton/IR/Ops.cpp) ======================================


def _splat_mask(mask: SSAValue | None) -> bool | None:
    """The value of a mask defined by an arith.constant splat, else None."""
    if mask is None or not isinstance(mask.owner, ConstantOp) or not is_splat(mask.owner.value):
        return None
    return bool(splat_element(mask.owner.value))


class CanonicalizeMaskedLoadPattern(RewritePattern):
    """load(ptr, splat(true), ...) -> load(ptr, ...); load(ptr, splat(false), other) -> other"""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, LoadOp):
            return
        mask = _splat_mask(op.mask)
        if mask is None:
            return
        if mask:
            unmasked = LoadOp(op.ptr, cache=_enum_value(op.cache), evict=_enum_value(op.evict), is_volatile=op.is_volatile)
            rewriter.replace_op_with_values(op, [build(rewriter, unmasked, op.location).result])
        elif op.other is not None:
            rewriter.replace_op_with_values(op, [op.other])


class CanonicalizeMaskedStorePattern(RewritePattern):
    """store(ptr, value, splat(true)) -> store(ptr, value); store(ptr, value, splat(false)) -> (erased)"""

    def match_and_rewrite(self, op, rewriter):
        if not isinstance(op, StoreOp):
            return
        mask = _splat_mask(op.mask)
        if mask is None:
            return
        if mask:
            build(rewriter, StoreOp(op.ptr, op.value, cache=_enum_value(op.cache), evict=_enum_value(op.evict)), op.location)
            rewriter.replace_op_with_values(op, [])
        else:
            rewriter.erase_op(op)


def _enum_value(enum_attr: Attribute) -> int:
    """An enum property as the value the op builders accept."""
    return enum_attr.value.data
