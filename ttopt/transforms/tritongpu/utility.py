"""What the TritonGPU layout passes share (lib/Dialect/TritonGPU/Transforms/Utility.cpp).

- Layout transfer through an op: `infer_dst_encoding(op, operand_encoding)` (the result
  layout an op produces from an operand layout) and `infer_src_encoding(op,
  result_encoding)` (the operand layout that gives a result layout); None where the op
  cannot take or give that layout.
- Cost questions: `is_expensive_load_or_store`, `is_expensive_to_remat`,
  `can_fold_into_conversion` (the op can produce any layout, so a conversion of its
  result folds into it), `is_free_convert` (a conversion that only reorders registers),
  `is_view`.
- `get_convert_backward_slice`: the values a conversion's source depends on, each with
  the layout it must have for the conversion to disappear.
- Rebuilding region ops with more results: `replace_for_op_with_new_signature`,
  `replace_if_op_with_new_signature`, `replace_while_op_with_new_signature`.
- `is_noop` (views that move no element) and `replace_uses_and_propagate_type` (a buffer
  replaced by another, its memdesc views rebuilt on it with the new mutability).
- `ForOpDeadArgElimination`: a loop-carried value nothing needs yields its iter arg.
- Structural dominance (`properly_dominates`, `post_dominates`) and the reduce queries
  the rematerialization cost model uses (ReduceOpHelper).
- `ir_text(value_or_op)`: a value, op or attribute printed as `llvm::dbgs() << x` prints
  it, for debug traces.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import AnyFloat, IntegerType, TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.pattern_rewriter import RewritePattern

from ttopt.dialects import arith, scf
from ttopt.dialects.tt import (
    AtomicCASOp,
    AtomicRMWOp,
    CatOp,
    DotOp,
    ExpandDimsOp,
    GatherOp,
    HistogramOp,
    JoinOp,
    LoadOp,
    MakeRangeOp,
    ReduceOp,
    ReshapeOp,
    ScanOp,
    SplatOp,
    SplitOp,
    StoreOp,
    TransOp,
)
from ttopt.dialects.tt.traits import SameOperandsAndResultEncoding
from ttopt.dialects.tt.types import PointerType
from ttopt.dialects.ttg.convert_layout import is_expensive_cat, is_expensive_view_type
from ttopt.dialects.ttg.infer import (
    LayoutInferenceError,
    infer_fp4_source_encoding,
    infer_reshape_encoding,
    infer_split_encoding,
    infer_trans_encoding,
    layouts_equivalent,
    linear_layout_of,
    split_along_axis,
)
from ttopt.dialects.ttg.layouts import (
    BlockedEncodingAttr,
    DistributedLayout,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    NvidiaMmaEncodingAttr,
    SliceEncodingAttr,
    num_warps_of,
    threads_per_warp_of,
)
from ttopt.dialects.ttg.memory import infer_reshape_type
from ttopt.dialects.ttg.ops import (
    AsyncCopyGlobalToLocalOp,
    ConvertLayoutOp,
    Fp4ToFpOp,
    LocalAllocOp,
    LocalLoadOp,
    LocalStoreOp,
    MemDescIndexOp,
    MemDescReinterpretOp,
    MemDescReshapeOp,
    MemDescSubsliceOp,
    MemDescTransOp,
)
from ttopt.dialects.ttg.types import MemDescType
from ttopt.dialects.ttng.ops import WarpGroupDotWaitOp
from ttopt.ir.diagnostics import DiagnosticError, op_error
from ttopt.ir.printer import print_attribute_text, print_op_for_diagnostic
from ttopt.ir.traversal import post_order_stable
from ttopt.ir.values import value_location
from ttopt.ir.verifier import verify
from ttopt.layouts.linear_encoding import LinearEncoding
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.layouts.queries import (
    cvt_reorders_registers,
    linear_encoding,
    minimal_cvt_layout,
)
from ttopt.rewrite.side_effects import would_op_be_trivially_dead
from ttopt.support.class_tests import is_subclass
from ttopt.transforms.triton.utility import is_elementwise

# -- op traits ------------------------------------------------------------------------------------


def has_same_operands_and_result_encoding(op: Operation) -> bool:
    """OpTrait::SameOperandsAndResultEncoding."""
    return op.has_trait(SameOperandsAndResultEncoding, value_if_unregistered=False)


def has_same_load_store_encoding(op: Operation) -> bool:
    """OpTrait::SameLoadStoreOperandsAndResultEncoding (tt.load and tt.store)."""
    return isinstance(op, LoadOp | StoreOp)


def is_view(op: Operation) -> bool:
    """isView: ops that only rename elements."""
    return isinstance(op, ExpandDimsOp | ReshapeOp | TransOp | JoinOp | SplitOp)


def tensor_encoding(value: SSAValue) -> Attribute | None:
    type_ = value.type
    return type_.encoding if isinstance(type_, TensorType) else None


def set_type(value: SSAValue, type_: Attribute) -> None:
    """Value::setType: retype a value in place (its users keep it)."""
    value._type = type_


def int_or_float_bit_width(element: Attribute) -> int:
    """Type::getIntOrFloatBitWidth for integers and floats; 0 for other types."""
    if isinstance(element, IntegerType):
        return element.width.data
    if isinstance(element, AnyFloat):
        return element.bitwidth
    return 0


def element_bit_width(type_: TensorType) -> int:
    """getElementBitWidth: the bits of an element, or of the pointee for pointers."""
    element = type_.element_type
    pointee = element.pointee if isinstance(element, PointerType) else element
    return int_or_float_bit_width(pointee)


def with_encoding(type_: TensorType, encoding: Attribute) -> TensorType:
    """RankedTensorType::cloneWithEncoding."""
    return TensorType(type_.element_type, type_.get_shape(), encoding)


# -- layout transfer through an op ---------------------------------------------------------------


def _try(compute: Callable[[], Attribute]) -> Attribute | None:
    """A layout rule whose failure (upstream's `failed(...)`) means no layout."""
    try:
        return compute()
    except (LayoutInferenceError, ValueError):
        return None


def _join_encoding(encoding: Attribute, shape: Sequence[int]) -> Attribute | None:
    """inferDefaultJoinOpEncoding: the joined dim (size 2) is the fastest, held by each thread."""
    # Halves sliced out of a layout that splits into them join back into that layout.
    if isinstance(encoding, SliceEncodingAttr) and encoding.dim == len(shape):
        parent = encoding.parent
        halves = _try(lambda: infer_split_encoding(parent, [*shape, 2]))
        if halves is not None and layouts_equivalent(shape, halves, encoding):
            return parent
    if isinstance(encoding, BlockedEncodingAttr):
        rank = encoding.rank
        return BlockedEncodingAttr(
            [*encoding.size_per_thread, 2],
            [*encoding.threads_per_warp, 1],
            [*encoding.warps_per_cta, 1],
            [rank, *encoding.order],
            [[*basis, 0] for basis in encoding.cga_layout],
        )
    layout = _try(lambda: linear_layout_of(encoding, shape))
    if layout is None:
        return None
    joined = f"dim{len(shape)}"
    bases = {}
    for in_dim, in_bases in layout.bases.items():
        widened = [(*basis, 0) for basis in in_bases]
        if in_dim == "register":
            widened = [(0,) * len(shape) + (1,), *widened]
        bases[in_dim] = widened
    sizes = {**dict(zip(layout.out_dims, shape)), joined: 2}
    return LinearEncodingAttr.from_linear_layout(LinearLayout(bases, sizes))


def _fp4_result_encoding(op: Fp4ToFpOp, encoding: Attribute) -> Attribute | None:
    """inferFp4ToFpOpEncoding forwards: each byte becomes two elements along the axis."""
    axis = op.axis
    if isinstance(encoding, DotOperandEncodingAttr):
        return DotOperandEncodingAttr(
            encoding.op_idx, encoding.parent, encoding.k_width * 2
        )
    if isinstance(encoding, BlockedEncodingAttr) and axis == encoding.rank - 1:
        size_per_thread = list(encoding.size_per_thread)
        size_per_thread[axis] *= 2
        return BlockedEncodingAttr(
            size_per_thread,
            encoding.threads_per_warp,
            encoding.warps_per_cta,
            encoding.order,
            encoding.cga_layout,
        )
    shape = op.src.type.get_shape()
    layout = _try(lambda: linear_layout_of(encoding, shape))
    if layout is None:
        return None
    bases = {}
    for in_dim, in_bases in layout.bases.items():
        doubled = [
            tuple(v * 2 if d == axis else v for d, v in enumerate(basis))
            for basis in in_bases
        ]
        if in_dim == "register":
            doubled = [
                tuple(1 if d == axis else 0 for d in range(len(shape))),
                *doubled,
            ]
        bases[in_dim] = doubled
    sizes = {
        dim: size * 2 if d == axis else size
        for d, (dim, size) in enumerate(zip(layout.out_dims, shape))
    }
    return LinearEncodingAttr.from_linear_layout(LinearLayout(bases, sizes))


def _fp4_source_encoding(op: Fp4ToFpOp, encoding: Attribute) -> Attribute | None:
    """inferFp4ToFpOpEncoding backwards, over the result shape: a dot-operand or blocked
    layout whose order puts dim 0 at position `axis` halves its elements along it (kept as
    that attribute); any other layout drops its register bit along `axis` (tryJoinOnAxis)."""
    axis = op.axis
    layout = _try(lambda: linear_layout_of(encoding, op.result.type.get_shape()))
    if layout is None:
        return None
    if LinearEncoding(layout).order()[axis] == 0:
        if isinstance(encoding, DotOperandEncodingAttr):
            if encoding.k_width <= 1:
                return None
            return DotOperandEncodingAttr(encoding.op_idx, encoding.parent, encoding.k_width // 2)
        if isinstance(encoding, BlockedEncodingAttr):
            return infer_fp4_source_encoding(encoding, axis)
    halves = _try(lambda: split_along_axis(layout, axis))
    return None if halves is None else LinearEncodingAttr.from_linear_layout(halves)


def _reshape_encoding(
    src_shape: Sequence[int],
    encoding: Attribute,
    dst_shape: Sequence[int],
    allow_reorder: bool,
):
    """inferReshapeOpDstEncoding: reshapes that may reorder elements are left alone
    (OptimizeThreadLocality handles them)."""
    if allow_reorder:
        return None
    return _try(
        lambda: infer_reshape_encoding(src_shape, encoding, dst_shape, None, False)
    )


def _passes_layout_through(op: Operation, forward: bool) -> bool:
    """Ops whose operands and results share one layout."""
    if (
        has_same_operands_and_result_encoding(op)
        or has_same_load_store_encoding(op)
        or is_elementwise(op)
    ):
        return True
    region_ops = (
        (scf.WhileOp, scf.ForOp, scf.YieldOp, scf.ConditionOp)
        if forward
        else (scf.WhileOp, scf.YieldOp, scf.ConditionOp)
    )
    return isinstance(op, (*region_ops, WarpGroupDotWaitOp))


def infer_dst_encoding(op: Operation, encoding: Attribute) -> Attribute | None:
    """The layout of `op`'s result when an operand has `encoding` (inferDstEncoding)."""
    # Scans only support blocked layouts.
    if isinstance(op, ScanOp) and not isinstance(encoding, BlockedEncodingAttr):
        return None
    if _passes_layout_through(op, forward=True):
        return encoding
    if isinstance(op, ReduceOp):
        if not isinstance(encoding, DistributedLayout):
            # Upstream casts the encoding unchecked and crashes (e.g. on TTIR without layouts).
            raise op_error(op, f"operand has no distributed layout to slice: {print_attribute_text(encoding)}")
        return SliceEncodingAttr(op.axis_index, encoding)
    if isinstance(op, ExpandDimsOp):
        if (
            isinstance(encoding, SliceEncodingAttr)
            and encoding.dim == op.axis.value.data
        ):
            return encoding.parent
        return None
    if isinstance(op, JoinOp):
        return _join_encoding(encoding, op.lhs.type.get_shape())
    if isinstance(op, SplitOp):
        return _try(lambda: infer_split_encoding(encoding, op.src.type.get_shape()))
    if isinstance(op, TransOp):
        return _try(
            lambda: infer_trans_encoding(
                encoding, op.src.type.get_shape(), op.order_values
            )
        )
    if isinstance(op, ReshapeOp):
        return _reshape_encoding(
            op.src.type.get_shape(),
            encoding,
            op.result.type.get_shape(),
            op.allow_reorder is not None,
        )
    if isinstance(op, GatherOp):
        # The result takes the indices' layout (assumed to be the one given).
        return encoding
    if isinstance(op, Fp4ToFpOp):
        return _fp4_result_encoding(op, encoding)
    return None


def infer_src_encoding(op: Operation, encoding: Attribute) -> Attribute | None:
    """The layout an operand of `op` needs for its result to have `encoding` (inferSrcEncoding)."""
    if isinstance(op, ScanOp) and not isinstance(encoding, BlockedEncodingAttr):
        return None
    if _passes_layout_through(op, forward=False):
        return encoding
    if isinstance(op, ReduceOp):
        if isinstance(encoding, SliceEncodingAttr) and encoding.dim == op.axis_index:
            return encoding.parent
        return None
    if isinstance(op, ExpandDimsOp):
        return SliceEncodingAttr(op.axis.value.data, encoding)
    if isinstance(op, JoinOp):
        # Split is the inverse of join.
        return _try(lambda: infer_split_encoding(encoding, op.result.type.get_shape()))
    if isinstance(op, SplitOp):
        return _join_encoding(encoding, op.outLHS.type.get_shape())
    if isinstance(op, TransOp):
        # transpose(x, order) has `encoding` iff x = transpose(result, inverse(order)).
        order = op.order_values
        inverse = [order.index(i) for i in range(len(order))]
        return _try(
            lambda: infer_trans_encoding(encoding, op.result.type.get_shape(), inverse)
        )
    if isinstance(op, ReshapeOp):
        # The reshape inference is symmetric: solve it from the result side.
        return _reshape_encoding(
            op.result.type.get_shape(),
            encoding,
            op.src.type.get_shape(),
            op.allow_reorder is not None,
        )
    if isinstance(op, GatherOp):
        return encoding
    if isinstance(op, Fp4ToFpOp):
        return _fp4_source_encoding(op, encoding)
    return None


# -- what is cheap ---------------------------------------------------------------------------------


def is_single_value(value: SSAValue) -> bool:
    """A scalar, or a one-element tensor: every thread loads the same address."""
    type_ = value.type
    if isinstance(type_, TensorType):
        return math.prod(type_.get_shape()) == 1
    return True


def _is_tensor_pointer(type_: Attribute) -> bool:
    return isinstance(type_, PointerType) and isinstance(type_.pointee, TensorType)


def is_expensive_load_or_store(op: Operation) -> bool:
    """A load or store worth keeping where it is: through a tensor pointer, or touching at
    least as many elements as there are threads (fewer are presumably cached)."""
    pointer = op.operands[0]
    if _is_tensor_pointer(pointer.type):
        return True
    if is_single_value(pointer):
        return False
    num_warps = num_warps_of(op)
    if num_warps is None:
        # lookupNumWarps: upstream reports this, then aborts.
        raise op_error(
            op, "is not contained within a context that specifies the number of warps"
        )
    return math.prod(pointer.type.get_shape()) >= num_warps * threads_per_warp_of(op)


def is_expensive_to_remat(op: Operation | None, target_encoding: Attribute) -> bool:
    """isExpensiveToRemat: whether recomputing `op` in another layout costs more than converting."""
    if op is None:
        return True
    if isinstance(op, LoadOp | StoreOp):
        return is_expensive_load_or_store(op)
    if isinstance(op, CatOp):
        return is_expensive_cat(op, target_encoding)
    if isinstance(op, AsyncCopyGlobalToLocalOp | AtomicRMWOp | AtomicCASOp | DotOp):
        return True
    return isinstance(
        op, scf.YieldOp | scf.ForOp | scf.IfOp | scf.WhileOp | scf.ConditionOp
    )


# Ops that produce any layout as cheaply as another (asked by class: isinstance against xDSL's
# ABCs runs Python code, and remove-layout-conversions asks it of every op of every slice).
_FOLDING_INTO_CONVERSION = (
    arith.ConstantOp, MakeRangeOp, SplatOp, HistogramOp, LocalAllocOp, LocalLoadOp, LocalStoreOp
)


def can_fold_into_conversion(op: Operation, target_encoding: Attribute) -> bool:
    """Whether `op` can produce `target_encoding` directly, so a conversion of its result
    costs nothing (canFoldIntoConversion)."""
    kind = type(op)
    if is_subclass(kind, CatOp):
        return not is_expensive_cat(op, target_encoding)
    if is_subclass(kind, ConvertLayoutOp):
        # A conversion to an mma layout folds only into one from the same layout.
        if isinstance(target_encoding, NvidiaMmaEncodingAttr):
            return target_encoding == op.src.type.encoding
        return True
    if is_subclass(kind, ReshapeOp):
        retyped = with_encoding(op.result.type, target_encoding)
        return (
            op.allow_reorder is not None
            and op.efficient_layout is None
            and not is_expensive_view_type(op.src.type, retyped)
        )
    return is_subclass(kind, _FOLDING_INTO_CONVERSION)


def is_free_convert(op: Operation) -> bool:
    """A conversion lowered to a register permutation (or nothing)."""
    return isinstance(op, ConvertLayoutOp) and cvt_reorders_registers(
        op.src.type, op.result.type
    )


# -- backward slices -----------------------------------------------------------------------------

OpOperand = tuple[Operation, int]
"""An operand slot (MLIR's OpOperand): the owner and the operand index."""


def operand_value(operand: OpOperand) -> SSAValue:
    owner, index = operand
    return owner.operands[index]


def get_convert_backward_slice(
    root: OpOperand,
    root_encoding: Attribute,
    slice_: dict[SSAValue, None],
    layout: dict[SSAValue, Attribute],
    stop_propagation: Callable[[Operation], bool] | None = None,
    get_existing_conversion: Callable[[OpOperand, Attribute], SSAValue | None]
    | None = None,
) -> bool:
    """Collect into `slice_` (ordered) the tensors `root`'s value depends on, with the layout
    each needs (`layout`) for `root` to get `root_encoding`; False where that is impossible.

    The walk stops at ops that can produce any layout (can_fold_into_conversion), at ops
    `stop_propagation` accepts, and at values `get_existing_conversion` already has in the
    wanted layout (that value joins the slice instead). It crosses free conversions, scf.if
    results (into both yields) and loop-carried values (into the init and the yield).
    """
    seen: set[tuple[OpOperand, Attribute]] = set()
    queue: list[tuple[OpOperand, Attribute]] = []

    def enqueue(operand: OpOperand, encoding: Attribute) -> None:
        if (operand, encoding) not in seen:
            seen.add((operand, encoding))
            queue.append((operand, encoding))

    def update_layout(value: SSAValue, encoding: Attribute) -> bool:
        slice_[value] = None
        existing = layout.get(value)
        if existing is not None and existing != encoding:
            return False
        layout[value] = encoding
        return True

    enqueue(root, root_encoding)
    while queue:
        use, encoding = queue.pop()
        value = operand_value(use)
        if not isinstance(value.type, TensorType):
            continue
        # Loop results are not rematerialized.
        if isinstance(value.owner, scf.ForOp | scf.WhileOp):
            return False
        if not update_layout(value, encoding):
            return False
        if (
            get_existing_conversion is not None
            and (existing := get_existing_conversion(use, encoding)) is not None
        ):
            # The value is already available in the wanted layout: the existing value joins
            # the slice and the walk goes on from it (what it was computed from, or, for a
            # loop argument, its loop's init and yielded values), as upstream does.
            if not update_layout(existing, encoding):
                return False
            value = existing
        producer = value.owner
        if isinstance(producer, scf.IfOp):
            if stop_propagation is not None and stop_propagation(producer):
                continue
            index = value.index
            enqueue((producer.then_region.blocks.first.last_op, index), encoding)
            enqueue((producer.else_region.blocks.first.last_op, index), encoding)
            continue
        if isinstance(producer, Operation):
            if not _enqueue_operands(
                producer, value, encoding, update_layout, enqueue, stop_propagation
            ):
                return False
            continue
        if not _enqueue_loop_carried(value, encoding, enqueue):
            return False
    return True


def _enqueue_operands(
    producer, value, encoding, update_layout, enqueue, stop_propagation
) -> bool:
    # Every result of a multi-result op takes the layout.
    for result in producer.results:
        if result is value or not isinstance(result.type, TensorType):
            continue
        if not update_layout(result, encoding):
            return False
    if is_free_convert(producer):
        enqueue((producer, 0), encoding)
        return True
    if can_fold_into_conversion(producer, encoding):
        return True
    if stop_propagation is not None and stop_propagation(producer):
        return True
    if isinstance(producer, CatOp):
        return False
    if isinstance(producer, GatherOp):
        # Gather's layout transfer links its indices and its result only.
        source = infer_src_encoding(producer, encoding)
        if source is None:
            return False
        enqueue((producer, 1), source)
        return True
    for index, operand in enumerate(producer.operands):
        source = infer_src_encoding(producer, encoding)
        if source is None:
            return False
        # An operand that already has the inferred layout needs no propagation.
        if isinstance(operand.type, TensorType) and operand.type.encoding == source:
            continue
        enqueue((producer, index), source)
    return True


def _enqueue_loop_carried(arg: BlockArgument, encoding: Attribute, enqueue) -> bool:
    loop = arg.block.parent_op()
    if not isinstance(loop, scf.ForOp):
        return False  # other region arguments are not supported
    position = arg.index - 1
    enqueue((loop, 3 + position), encoding)
    enqueue((loop.body.block.last_op, position), encoding)
    return True


# -- rebuilding region ops with more results -------------------------------------------------------

Replacements = list[tuple[SSAValue, SSAValue]]


def block_with_args(
    types: Sequence[Attribute], locations: Sequence[Attribute]
) -> Block:
    block = Block(arg_types=list(types))
    for arg, location in zip(block.args, locations):
        arg.location = location
    return block


def replace_for_op_with_new_signature(
    loop: scf.ForOp, new_iter_operands: Sequence[SSAValue], replacements: Replacements
) -> scf.ForOp:
    """A loop like `loop` (before it) with more iter args; its body moves over, taking one
    argument per new operand (located at the operand). (old result, new result) pairs go
    to `replacements`; `loop` is left for the caller to erase."""
    operands = [*loop.initArgs, *new_iter_operands]
    new = scf.ForOp(loop.lowerBound, loop.upperBound, loop.step, operands, Region())
    new.location = loop.location
    new.attributes.update(loop.attributes)
    new.properties.update(loop.properties)
    body = loop.body.block
    loop.body.detach_block(body)
    new.body.add_block(body)
    for operand in new_iter_operands:
        arg = body.insert_arg(operand.type, len(body.args))
        arg.location = value_location(operand)
    loop.parent.insert_op_before(new, loop)
    replacements.extend(zip(loop.res, new.res[: len(loop.res)]))
    return new


def replace_if_op_with_new_signature(
    if_op: scf.IfOp, new_result_types: Sequence[Attribute], replacements: Replacements
) -> scf.IfOp:
    """An scf.if like `if_op` (before it) with more results, owning `if_op`'s regions."""
    result_types = [*(r.type for r in if_op.results), *new_result_types]
    new = scf.IfOp(if_op.condition, result_types, Region(), Region())
    new.location = if_op.location
    new.attributes.update(if_op.attributes)
    if_op.then_region.move_blocks(new.then_region)
    if_op.else_region.move_blocks(new.else_region)
    if_op.parent.insert_op_before(new, if_op)
    replacements.extend(zip(if_op.results, new.results[: len(if_op.results)]))
    return new


def replace_while_op_with_new_signature(
    loop: scf.WhileOp,
    new_iter_operands: Sequence[SSAValue],
    new_result_types: Sequence[Attribute],
    replacements: Replacements,
) -> scf.WhileOp:
    """An scf.while like `loop` with more operands and results; its regions' ops move to
    fresh blocks (arguments located at the loop) and the old arguments are replaced."""
    operands = [*loop.inits, *new_iter_operands]
    result_types = [*(r.type for r in loop.res), *new_result_types]
    before_types = [v.type for v in operands]
    before = block_with_args(before_types, [loop.location] * len(before_types))
    after = block_with_args(result_types, [loop.location] * len(result_types))
    new = scf.WhileOp(operands, result_types, Region(before), Region(after))
    new.location = loop.location
    new.attributes.update(loop.attributes)
    for old_region, block in ((loop.before_region, before), (loop.after_region, after)):
        old_block = old_region.blocks.first
        for op in list(old_block.ops):
            op.detach()
            block.add_op(op)
        for old_arg, new_arg in zip(old_block.args, block.args):
            old_arg.replace_by(new_arg)
    loop.parent.insert_op_before(new, loop)
    replacements.extend(zip(loop.res, new.res[: len(loop.res)]))
    return new


# -- no-op views and memdesc views ---------------------------------------------------------------


def is_noop(op: Operation) -> bool:
    """isNoop: a reshape or transpose, or a conversion that moves no element."""
    if isinstance(op, ReshapeOp | TransOp):
        return True
    if isinstance(op, ConvertLayoutOp):
        return minimal_cvt_layout(op.src.type, op.result.type) == LinearLayout.empty()
    return False


MEMDESC_VIEWS = (MemDescIndexOp, MemDescSubsliceOp, MemDescTransOp, MemDescReshapeOp, MemDescReinterpretOp)


def is_memdesc_view(op: Operation) -> bool:
    """OpTrait::MemDescViewTrait: the op only gives another view of a buffer."""
    return isinstance(op, MEMDESC_VIEWS)


def rebuilt_view(view: Operation, source: SSAValue) -> Operation:
    """`view` (memdesc_index/subslice/trans/reshape) taken from `source` instead, its result
    mutable when `source` is (the part of replaceUsesAndPropagateType that builds the op)."""
    mutable = source.type.mutable
    if isinstance(view, MemDescIndexOp):
        old = view.result.type
        return MemDescIndexOp(source, view.index, MemDescType(
            old.shape, old.element_type, old.encoding, old.memory_space, mutable
        ))
    if isinstance(view, MemDescSubsliceOp):
        return MemDescSubsliceOp(source, view.offsets, view.result.type.with_(mutable=mutable))
    if isinstance(view, MemDescTransOp):
        return MemDescTransOp(source, view.order)
    if isinstance(view, MemDescReshapeOp):
        return MemDescReshapeOp(source, infer_reshape_type(source.type, view.result.type.shape))
    raise op_error(view, "unhandled memdesc view")


def replace_uses_and_propagate_type(
    old: Operation, new_value: SSAValue, inserted: Callable[[Operation], None] = lambda op: None
) -> None:
    """replaceUsesAndPropagateType: `old`'s uses take `new_value`; memdesc views of it are
    rebuilt on `new_value` (recursively, so that a buffer that became mutable makes its views
    mutable) and a warp_group_dot_wait on it is rebuilt for its new operand type. Every op
    built (before the op it replaces, with its location and attributes) goes to `inserted`."""
    views: list[Operation] = []
    plain_uses = []
    for use in list(old.results[0].uses):
        if is_memdesc_view(use.operation):
            views.append(use.operation)
        else:
            plain_uses.append(use)
    for view in views:
        new_view = rebuilt_view(view, new_value)
        new_view.location = view.location
        new_view.attributes.update(view.attributes)
        view.parent.insert_op_before(new_view, view)
        inserted(new_view)
        replace_uses_and_propagate_type(view, new_view.results[0], inserted)
    for use in plain_uses:
        if isinstance(use.operation, WarpGroupDotWaitOp):
            retarget_dot_wait(use.operation, use.index, new_value, inserted)
        else:
            use.operation.operands[use.index] = new_value
    for view in views:
        view.detach()
        view.erase()


def retarget_dot_wait(
    wait: WarpGroupDotWaitOp, index: int, new_value: SSAValue, inserted: Callable[[Operation], None]
) -> None:
    """A warp_group_dot_wait like `wait` (right after it) with operand `index` replaced, so
    that the matching result takes the new type."""
    operands = list(wait.operands)
    operands[index] = new_value
    new_wait = WarpGroupDotWaitOp.build(
        operands=[operands], result_types=[[v.type for v in operands]], properties=dict(wait.properties)
    )
    new_wait.location = wait.location
    wait.parent.insert_op_after(new_wait, wait)
    inserted(new_wait)
    for old_result, new_result in zip(wait.results, new_wait.results):
        old_result.replace_all_uses_with(new_result)
    wait.detach()
    wait.erase()


# -- dead loop-carried values ----------------------------------------------------------------------


class ForOpDeadArgElimination(RewritePattern):
    """A value carried around a loop that nothing observes (no use of the result, no op
    with side effects depending on it) is replaced by its iter arg in the yield; dead-code
    elimination then removes its computation."""

    root_op = scf.ForOp

    def match_and_rewrite(self, op: Operation, rewriter) -> None:
        if not isinstance(op, scf.ForOp):
            return
        block = op.body.block
        yield_op = block.last_op
        alive = _LiveValues(op)
        for index, result in enumerate(op.res):
            if result.uses:
                alive.mark(yield_op.operands[index])
        if len(alive.values) == len(op.res):
            return
        for nested in _walk_post_order_in(block):
            if not isinstance(
                nested, scf.YieldOp | scf.ForOp
            ) and not would_op_be_trivially_dead(nested):
                for operand in nested.operands:
                    alive.mark(operand)
        if not alive.propagate():
            return
        dead = self._dead_yield_operands(op, block, yield_op, alive.values)
        if not dead:
            return
        for index in dead:
            yield_op.operands[index] = block.args[index + 1]
        rewriter.notify_op_modified(op)

    @staticmethod
    def _dead_yield_operands(
        op: scf.ForOp, block: Block, yield_op: Operation, alive: dict
    ) -> list[int]:
        dead = []
        for index, value in enumerate(yield_op.operands):
            if value in alive or value is block.args[index + 1]:
                continue
            # A value from outside the loop is only dead when the loop returns the same
            # whether it runs or not (it equals the init).
            if not _is_nested_in(value, op) and value is not op.initArgs[index]:
                continue
            dead.append(index)
        return dead


def _is_nested_in(value: SSAValue, op: Operation) -> bool:
    """op->isAncestor(value.getParentRegion()->getParentOp())."""
    region = (
        value.owner.parent_region()
        if isinstance(value.owner, Operation)
        else value.owner.parent
    )
    ancestor = region.parent if region is not None else None
    while ancestor is not None:
        if ancestor is op:
            return True
        ancestor = ancestor.parent_op()
    return False


class _LiveValues:
    """The liveness propagation of ForOpDeadArgElimination, confined to one loop."""

    def __init__(self, loop: scf.ForOp):
        self.loop = loop
        self.values: dict[SSAValue, None] = {}
        self.queue: list[SSAValue] = []

    def mark(self, value: SSAValue) -> None:
        if not _is_nested_in(value, self.loop):
            return
        if value not in self.values:
            self.values[value] = None
            self.queue.append(value)

    def propagate(self) -> bool:
        """False where an scf.while is met (not supported)."""
        while self.queue:
            value = self.queue.pop()
            owner = value.owner
            if isinstance(owner, scf.ForOp):
                self.mark(owner.initArgs[value.index])
                self.mark(owner.body.block.last_op.operands[value.index])
            elif isinstance(owner, scf.IfOp):
                self.mark(owner.condition)
                for region in (owner.then_region, owner.else_region):
                    self.mark(region.blocks.first.last_op.operands[value.index])
            elif isinstance(owner, Operation):
                if isinstance(owner, scf.WhileOp):
                    return False
                for operand in owner.operands:
                    self.mark(operand)
            else:
                loop = owner.parent_op()
                if isinstance(loop, scf.ForOp) and value.index > 0:
                    position = value.index - 1
                    self.mark(loop.body.block.last_op.operands[position])
                    self.mark(loop.initArgs[position])
        return True


def _walk_post_order_in(block: Block):
    for op in list(block.ops):
        yield from post_order_stable(op)


# -- dominance (structured regions) ----------------------------------------------------------------


def _block_dominates(a: Block, b: Block) -> bool:
    """Within one region: entry-block dominance by reachability (structured code has one
    block per region; multi-block regions use the iterative dominator sets)."""
    if a is b:
        return True
    region = a.parent
    blocks = list(region.blocks)
    entry = blocks[0]
    dominators = {block: set(blocks) for block in blocks}
    dominators[entry] = {entry}
    predecessors = {
        block: [
            p for p in blocks if p.last_op is not None and block in p.last_op.successors
        ]
        for block in blocks
    }
    changed = True
    while changed:
        changed = False
        for block in blocks[1:]:
            preds = predecessors[block]
            new = set.intersection(*(dominators[p] for p in preds)) if preds else set()
            new = new | {block}
            if new != dominators[block]:
                dominators[block] = new
                changed = True
    return a in dominators[b]


def properly_dominates(value: SSAValue, op: Operation) -> bool:
    """DominanceInfo::properlyDominates(Value, Operation*): `value` is available at `op`
    (and is not the result of an op enclosing `op`)."""
    owner = value.owner
    if isinstance(owner, Block):
        target = owner.parent.find_ancestor_block_in_region(op.parent) if op.parent is not None else None
        return target is not None and (
            target is owner or _block_dominates(owner, target)
        )
    if owner is op or owner.parent is None or op.parent is None:
        return False
    lifted = _ancestor_op_in_region(op, owner.parent.parent)
    if lifted is None or lifted is owner:
        return False
    if lifted.parent is owner.parent:
        return owner.is_before_in_block(lifted)
    return _block_dominates(owner.parent, lifted.parent)


def _ancestor_op_in_region(op: Operation, region: Region) -> Operation | None:
    current: Operation | None = op
    while current is not None:
        parent_block = current.parent
        if parent_block is None:
            return None
        if parent_block.parent is region:
            return current
        current = current.parent_op()
    return None


def post_dominates(a: Operation, b: Operation) -> bool:
    """PostDominanceInfo::postDominates(a, b) for structured code: `a` is `b`, or `b`
    runs before `a` in `a`'s block (an op enclosing `b` there counts)."""
    if a is b:
        return True
    if a.parent is None or b.parent is None:
        return False
    lifted = _ancestor_op_in_region(b, a.parent.parent)
    if lifted is None:
        return False
    if lifted is a:
        return True
    if lifted.parent is a.parent:
        return lifted.is_before_in_block(a)
    return False


# -- reductions (ReduceOpHelper) -------------------------------------------------------------------


def reduce_is_associative(op: ReduceOp) -> bool:
    """ReduceOpHelper::isAssociative: float additions and multiplications over more than
    two elements are not (their order changes the result)."""
    source: TensorType = op.operands[0].type
    if not isinstance(source.element_type, AnyFloat):
        return True
    if source.get_shape()[op.axis_index] <= 2:
        return True
    return not any(
        isinstance(nested, arith.AddFOp | arith.MulFOp) for nested in op.walk()
    )


def reduce_intra_warp_size(op: ReduceOp) -> int:
    """ReduceOpHelper::getIntraWarpSizeWithUniqueData: lanes along the reduced axis."""
    return linear_encoding(op.operands[0].type).threads_per_warp()[op.axis_index]


def reduce_inter_warp_size(op: ReduceOp) -> int:
    """ReduceOpHelper::getInterWarpSizeWithUniqueData: warps along the reduced axis."""
    return linear_encoding(op.operands[0].type).warps_per_cta()[op.axis_index]


# -- printing for debug traces -----------------------------------------------------------------------


def _root(op: Operation) -> Operation:
    while op.parent_op() is not None:
        op = op.parent_op()
    return op


def verifies(root: Operation) -> bool:
    """Whether `root` verifies (MLIR prints the generic form of IR that does not)."""
    try:
        verify(root)
    except DiagnosticError:
        return False
    return True


def ir_text(item: SSAValue | Operation | Attribute) -> str:
    """`llvm::dbgs() << item`: an op (or the op defining a value) with its function's
    value names and attributes inline, in generic form when the IR does not verify; a
    block argument as `<block argument> of type '...' at index: N`."""
    if isinstance(item, BlockArgument):
        return f"<block argument> of type '{print_attribute_text(item.type)}' at index: {item.index}"
    if isinstance(item, SSAValue):
        item = item.owner
    if isinstance(item, Operation):
        return print_op_for_diagnostic(item, generic=not verifies(_root(item)))
    return print_attribute_text(item)
