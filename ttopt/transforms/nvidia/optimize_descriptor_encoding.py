"""`triton-nvidia-optimize-descriptor-encoding`: Triton's
TritonNvidiaGPUOptimizeDescriptorEncodingPass
(lib/Dialect/TritonNvidiaGPU/Transforms/OptimizeDescriptorEncoding.cpp).

Gives every `!tt.tensordesc` block type the shared layout its TMA messages use, which sets
the descriptor's swizzle mode and box (assignMemoryLayouts, one function at a time):
1. seeds: a descriptor load or gather asks for the layout of its first `ttg.local_alloc` /
   `ttg.local_store` user that TMA can write (an untransposed `#ttg.nvmma_shared`), and every
   descriptor use records its CTA layout and the shape it moves (getUseInfo); the arguments
   of a non-kernel function, and descriptors passed to calls, returned or made by
   `ttng.reinterpret_tensor_descriptor`, must keep the default layout;
2. what is known flows between the values tied by `scf.for`/`scf.while`/`scf.if` (initial
   value, iteration argument, yielded value, result) until nothing changes
   (combineEncodings: two different wishes, or one value forced, mean the default);
3. each value gets the wished layout, else the default nvmma layout for the shape its uses
   move (getFallbackSharedEncoding), adapted to the block's rank (updateEncodingForShape);
   the function type follows its arguments, and descriptor results get the default.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import FunctionType, ModuleOp, TensorType
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from ttopt.dialects.scf import ForOp, IfOp, WhileOp, YieldOp
from ttopt.dialects.tt import (
    CallOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    FuncOp,
    ReturnOp,
    TensorDescType,
    emit_error,
)
from ttopt.dialects.ttg.layouts import LayoutEncoding, NVMMASharedEncodingAttr
from ttopt.dialects.ttg.memory import LocalAllocOp, LocalStoreOp
from ttopt.dialects.ttng.ops import ReinterpretTensorDescOp
from ttopt.ir.traversal import post_order
from ttopt.transforms.nvidia.tma_utilities import (
    CTALayout,
    cta_layout_of,
    nvmma_shared_encoding,
    update_cta_layout_for_shape,
    update_encoding_for_shape,
)
from ttopt.transforms.tritongpu.global_scratch_memory_allocation import is_kernel
from ttopt.transforms.tritongpu.utility import set_type

DESCRIPTOR_STORES = (DescriptorStoreOp, DescriptorReduceOp, DescriptorScatterOp)
"""DescriptorStoreLikeOpInterface."""

FORCING_DEFAULT = (CallOp, ReturnOp, ReinterpretTensorDescOp)
"""Ops whose descriptors cross a function boundary or come from memory: their layout is fixed."""

# scf.for's operands before its initial values: lower bound, upper bound, step.
FOR_CONTROL_OPERANDS = 3


@dataclass(frozen=True)
class EncodingInfo:
    """What the uses of one descriptor ask of its layout."""

    desired_encoding: Attribute | None = None
    cta_layout: CTALayout | None = None
    # The shape the uses move; gathers and scatters move more rows than the block has.
    shape: tuple[int, ...] = ()
    forced_to_default: bool = False


def combine_encodings(lhs: EncodingInfo, rhs: EncodingInfo, rank: int) -> EncodingInfo:
    """combineEncodings: the smallest shape, one CTA layout (the default when they clash),
    one wished layout (forced to the default when they clash)."""
    if lhs.forced_to_default or rhs.forced_to_default:
        return EncodingInfo(forced_to_default=True)
    if not lhs.shape or lhs.shape == rhs.shape:
        shape = rhs.shape
    elif not rhs.shape:
        shape = lhs.shape
    else:
        shape = tuple(min(a, b) for a, b in zip(lhs.shape, rhs.shape))
    cta_layouts = _distinct(lhs.cta_layout, rhs.cta_layout)
    cta_layout = CTALayout(rank) if len(cta_layouts) == 2 else next(iter(cta_layouts), None)
    encodings = _distinct(lhs.desired_encoding, rhs.desired_encoding)
    if len(encodings) == 2:
        return EncodingInfo(None, cta_layout, shape, forced_to_default=True)
    return EncodingInfo(next(iter(encodings), None), cta_layout, shape)


def _distinct(*items):
    """A SetVector of the items that are set."""
    return list(dict.fromkeys(item for item in items if item is not None))


# -- what each use asks for ---------------------------------------------------------------------------


def is_tma_compatible(encoding: Attribute) -> bool:
    return isinstance(encoding, NVMMASharedEncodingAttr) and not encoding.transposed


def load_encoding_from_users(op: Operation) -> Attribute | None:
    """findLoadEncodingFromUsers: the first layout TMA can write among the buffers the result fills."""
    for use in op.results[0].uses:
        user = use.operation
        if isinstance(user, LocalAllocOp):
            encoding = user.result.type.encoding
        elif isinstance(user, LocalStoreOp):
            encoding = user.dst.type.encoding
        else:
            continue
        if is_tma_compatible(encoding):
            return encoding
    return None


def expand_to_rank(shape: Sequence[int], rank: int) -> tuple[int, ...]:
    """A rank-reducing load's shape with its dropped leading unit dims."""
    return (1,) * (rank - len(shape)) + tuple(shape)


def encoding_cta_layout(op: Operation, encoding: Attribute) -> CTALayout:
    """getCTALayout, which upstream aborts on for a tensor without a layout (TTIR)."""
    if not isinstance(encoding, LayoutEncoding):
        raise emit_error(op, "Unimplemented usage of getCTALayout")
    return cta_layout_of(encoding)


def use_info(op: Operation) -> tuple[SSAValue, EncodingInfo] | None:
    """getUseInfo: the descriptor a TMA op uses and what it asks of its layout."""
    if isinstance(op, DescriptorLoadOp | DescriptorGatherOp):
        desired = load_encoding_from_users(op)
        moved: TensorType = op.result.type
        cta = encoding_cta_layout(op, desired if desired is not None else moved.encoding)
    elif isinstance(op, DESCRIPTOR_STORES):
        desired = None
        moved = op.src.type
        cta = encoding_cta_layout(op, moved.encoding)
    else:
        return None
    rank = len(op.desc.type.block_type.get_shape())
    return op.desc, EncodingInfo(desired, cta, expand_to_rank(moved.get_shape(), rank))


# -- values tied by control flow -----------------------------------------------------------------------


def tied_args(op: Operation, index: int) -> list[SSAValue]:
    """getTiedArgs: the values a loop or if carries as its `index`-th result."""
    if isinstance(op, ForOp):
        return [op.body.block.args[index + 1], op.results[index], op.body.block.last_op.operands[index],
                op.initArgs[index]]
    if isinstance(op, WhileOp):
        condition = op.before_region.block.last_op
        return [op.before_region.block.args[index], op.results[index], condition.args[index], op.inits[index],
                op.after_region.block.args[index]]
    if isinstance(op, IfOp):
        values = [block.last_op.operands[index] for region in (op.then_region, op.else_region)
                  for block in region.blocks if isinstance(block.last_op, YieldOp)]
        return [*values, op.results[index]]
    return []


class PriorityWorklist:
    """llvm::PriorityWorklist: a LIFO stack where inserting a present value moves it to the top."""

    def __init__(self) -> None:
        self.order: dict[SSAValue, None] = {}

    def insert(self, value: SSAValue) -> None:
        self.order.pop(value, None)
        self.order[value] = None

    def pop(self) -> SSAValue:
        return self.order.popitem()[0]

    def __bool__(self) -> bool:
        return bool(self.order)


class LayoutAssignment:
    """assignMemoryLayouts for one function: seed, propagate, then retype."""

    def __init__(self, function: FuncOp):
        self.function = function
        self.infos: dict[SSAValue, EncodingInfo] = {}
        self.worklist = PriorityWorklist()

    def run(self) -> None:
        self.seed()
        self.propagate()
        self.retype()

    def update(self, values: Sequence[SSAValue], info: EncodingInfo) -> None:
        """updateEncoding: combine what is known of `values` with `info` and give it to all of them."""
        for value in values:
            known = self.infos.get(value)
            if known is not None:
                info = combine_encodings(known, info, _rank(value))
        for value in values:
            if self.infos.get(value) != info:
                self.infos[value] = info
                self.worklist.insert(value)

    def seed(self) -> None:
        forced = not is_kernel(self.function)
        for arg in self.function.body.block.args:
            if isinstance(arg.type, TensorDescType):
                self.update([arg], EncodingInfo(forced_to_default=forced))
        for op in post_order(self.function):
            found = use_info(op)
            if found is not None:
                self.update([found[0]], found[1])
            else:
                self.seed_other(op)

    def seed_other(self, op: Operation) -> None:
        """Descriptors of other ops are recorded as unconstrained, or forced to the default."""
        forced = isinstance(op, FORCING_DEFAULT)
        for value in (*op.results, *op.operands):
            if not isinstance(value.type, TensorDescType):
                continue
            self.infos.setdefault(value, EncodingInfo(forced_to_default=forced))
            if forced:
                self.worklist.insert(value)

    def propagate(self) -> None:
        while self.worklist:
            desc = self.worklist.pop()
            for use in list(desc.uses):
                user = use.operation
                if isinstance(user, ForOp | WhileOp):
                    offset = FOR_CONTROL_OPERANDS if isinstance(user, ForOp) else 0
                    self.update(tied_args(user, use.index - offset), EncodingInfo())
                elif isinstance(user, YieldOp):
                    self.update(tied_args(user.parent_op(), use.index), EncodingInfo())
            if isinstance(desc, OpResult) and isinstance(desc.op, ForOp | WhileOp | IfOp):
                self.update(tied_args(desc.op, desc.index), EncodingInfo())
            elif isinstance(desc, BlockArgument):
                owner = desc.block.parent_op()
                if isinstance(owner, ForOp | WhileOp):
                    offset = 1 if isinstance(owner, ForOp) else 0
                    self.update(tied_args(owner, desc.index - offset), EncodingInfo())

    def retype(self) -> None:
        for desc, info in self.infos.items():
            block_type: TensorType = desc.type.block_type
            if info.desired_encoding is not None:
                encoding = info.desired_encoding
            elif info.forced_to_default:
                encoding = fallback_shared_encoding(block_type, None, ())
            else:
                encoding = fallback_shared_encoding(block_type, info.cta_layout, info.shape)
            # Upstream has no op to report at for a block argument; the function stands in.
            owner = desc.op if isinstance(desc, OpResult) else self.function
            set_type(desc, descriptor_type_with_encoding(owner, block_type, encoding))
        function_type = self.function.function_type
        results = [self._with_default_encoding(type_) for type_ in function_type.outputs.data]
        arguments = [arg.type for arg in self.function.body.block.args]
        self.function.function_type = FunctionType.from_lists(arguments, results)


    def _with_default_encoding(self, type_: Attribute) -> Attribute:
        if not isinstance(type_, TensorDescType):
            return type_
        encoding = fallback_shared_encoding(type_.block_type, None, ())
        return descriptor_type_with_encoding(self.function, type_.block_type, encoding)


def _rank(value: SSAValue) -> int:
    return len(value.type.block_type.get_shape())


# -- the layouts given --------------------------------------------------------------------------------


def fallback_shared_encoding(
    block_type: TensorType, cta_layout: CTALayout | None, usage_shape: Sequence[int]
) -> NVMMASharedEncodingAttr:
    """getFallbackSharedEncoding: the nvmma layout of a row-major tensor of the shape the uses
    move (the block's shape if unknown)."""
    rank = len(block_type.get_shape())
    order = list(reversed(range(rank)))
    shape = list(usage_shape) if usage_shape else list(block_type.get_shape())
    if cta_layout is None:
        cta_layout = CTALayout(rank)
    elif cta_layout.rank != rank:
        cta_layout = update_cta_layout_for_shape(cta_layout, shape)
    return nvmma_shared_encoding(shape, order, cta_layout, block_type.element_type, fp4_padded=False)


def descriptor_type_with_encoding(op: Operation, block_type: TensorType, encoding: Attribute) -> TensorDescType:
    """getTensorDescTypeWithEncoding: the layout fitted to the block's rank."""
    encoding = update_encoding_for_shape(op, encoding, block_type)
    return TensorDescType(TensorType(block_type.element_type, block_type.get_shape(), encoding))


@dataclass(frozen=True)
class TritonNvidiaGPUOptimizeDescriptorEncoding(ModulePass):
    """Set encodings on tensor descriptor types"""

    name = "triton-nvidia-optimize-descriptor-encoding"
    cpp_name = "TritonNvidiaGPUOptimizeDescriptorEncodingPass"
    cpp_file = "lib/Dialect/TritonNvidiaGPU/Transforms/OptimizeDescriptorEncoding.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in op.body.block.ops:
            if isinstance(function, FuncOp) and not function.is_declaration:
                LayoutAssignment(function).run()
