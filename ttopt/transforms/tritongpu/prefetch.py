"""`tritongpu-prefetch`: load a dot's operands from shared memory one k-slice ahead.

Upstream: lib/Dialect/TritonGPU/Transforms/Prefetch.cpp, Triton 3.6.

First the `ttg.convert_layout` canonicalization patterns run greedily over the module
(with a default GreedyRewriteConfig, so ops fold and constants are uniqued and hoisted).
Then every `scf.for`, innermost first, is considered:

- its body (not nested regions) must hold exactly one `tt.dot`, with an `#ttg.nvidia_mma`
  v2 (or AMD MFMA) result; any other dot layout, no dot or two dots leave the loop alone;
- the k-slice is `prefetchWidth` = 8 * kWidth of A's dot-operand layout (256 / element
  bits for kWidth 0); a dot whose K is smaller is not prefetched;
- each operand must come, through ops with one operand whose result has one use
  (elementwise conversions, say), from a `ttg.local_load` to a dot-operand layout, of a
  buffer that is an iter arg of the loop. A `local_load` with an async token has two
  operands and stops the walk, so the loads of Triton 3.6's own pipeliner, which read
  `ttg.memdesc_index` views in the loop behind an async wait token, are not prefetched.

When some dot qualifies, the loop is rebuilt with two more iter args: the first k-slice
of A and of B (`ttg.memdesc_subslice` of the incoming buffer, `ttg.local_load` with
kWidth = prefetchWidth / 8, the chain of conversions cloned onto the slice), loaded
before the loop. In the body, the dot is split along K: the first part uses the carried
slices, each further part loads its slices right before the previous part's dot, and
the last part is sunk as far as it can go (before the first op that uses it or has
regions), after the loads of the next iteration's first slices from the yielded buffers.
As upstream, the body is cloned op by op, so the original loads and the full dot remain
in the loop, unused, for later passes to remove.

Whenever the loop has exactly one mma v2 dot, it is rebuilt, even when nothing is
prefetched: the new loop has no attributes (`tt.num_stages`, ...), as upstream's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from ttopt.dialects.scf import ForOp, YieldOp
from ttopt.dialects.tt import DotOp
from ttopt.dialects.ttg.convert_layout import CONVERT_LAYOUT_PATTERNS
from ttopt.dialects.ttg.layouts import (
    AMDMfmaEncodingAttr,
    DotOperandEncodingAttr,
    NvidiaMmaEncodingAttr,
)
from ttopt.dialects.ttg.ops import LocalLoadOp, MemDescSubsliceOp
from ttopt.dialects.ttg.types import MemDescType
from ttopt.ir.debug import debug
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.ir.values import value_location
from ttopt.pass_manager import mark_ir_unchanged
from ttopt.rewrite.greedy import apply_patterns_greedily
from ttopt.transforms.tritongpu.utility import int_or_float_bit_width, set_type

DEBUG_TYPE = "tritongpu-prefetch"

A, B = 0, 1
"""Operand indices of a dot (and the dot-operand layout's opIdx)."""


def _op_text(op: Operation) -> str:
    return print_op_for_diagnostic(op, generic=False)


def _defining_op(value: SSAValue) -> Operation | None:
    return value.owner if isinstance(value.owner, Operation) else None


def prefetch_source_chain(operand: SSAValue) -> list[SSAValue]:
    """[buffer, local_load result, conversions..., operand] when `operand` is read from
    shared memory by a dot-operand `ttg.local_load` through single-use one-operand ops;
    [] otherwise."""
    op = _defining_op(operand)
    if op is None:
        return []
    chain = [op.results[0]]
    debug(DEBUG_TYPE, lambda: "Prefetch src: " + _op_text(op))
    while op is not None:
        if len(op.operands) != 1 or not op.results[0].has_one_use():
            return []
        chain.append(op.operands[0])
        if isinstance(op, LocalLoadOp):
            # Other layouts (a transposition in the chain, say) are not handled.
            if not isinstance(op.result.type.encoding, DotOperandEncodingAttr):
                return []
            chain.reverse()
            return chain
        op = _defining_op(op.operands[0])
        if op is not None:
            debug(DEBUG_TYPE, lambda: "op: " + _op_text(op))
    return []


def is_prefetchable_dot_layout(encoding: Attribute) -> bool:
    if isinstance(encoding, NvidiaMmaEncodingAttr):
        return encoding.version_major == 2
    return isinstance(encoding, AMDMfmaEncodingAttr)


@dataclass
class PrefetchedDot:
    """A dot whose operands get prefetched, and where they come from."""

    dot: DotOp
    chains: tuple[list[SSAValue], list[SSAValue]]
    """prefetch_source_chain of A and of B."""
    head_prefetch: list[SSAValue] = field(default_factory=list)
    """The first k-slices of A and B, loaded before the loop."""

    def buffer(self, op_idx: int) -> BlockArgument:
        return self.chains[op_idx][0]


class Prefetcher:
    """Prefetch.cpp's Prefetcher, for one loop."""

    def __init__(self, loop: ForOp):
        self.loop = loop
        self.prefetch_width = 32
        self.prefetched: PrefetchedDot | None = None

    # -- which dot ------------------------------------------------------------------------------

    def initialize(self) -> bool:
        """False leaves the loop alone; True rebuilds it (prefetching self.prefetched, if any)."""
        dots = [op for op in self.loop.body.block.ops if isinstance(op, DotOp)]
        if any(not is_prefetchable_dot_layout(dot.d.type.encoding) for dot in dots):
            return False
        # Upstream handles a single dot per loop (two crashed it, in flash attention).
        if len(dots) != 1:
            return False
        dot = dots[0]
        a_type: TensorType = dot.a.type
        k_width = a_type.encoding.k_width
        k_size = a_type.get_shape()[-1]
        if k_width == 0:
            self.prefetch_width = 256 // int_or_float_bit_width(a_type.element_type)
        else:
            self.prefetch_width = 8 * k_width
        if k_size < self.prefetch_width:
            return True
        chains = (prefetch_source_chain(dot.a), prefetch_source_chain(dot.b))
        if not chains[A] or not chains[B]:
            return True
        # Only buffers carried by the loop are prefetched.
        if self._incoming(chains[A][0]) is not None and self._incoming(chains[B][0]) is not None:
            self.prefetched = PrefetchedDot(dot, chains)
        return True

    def _incoming(self, value: SSAValue) -> SSAValue | None:
        """The init value of an iter arg of the loop."""
        args = self.loop.region_iter_args
        if isinstance(value, BlockArgument) and value in args:
            return self.loop.initArgs[list(args).index(value)]
        return None

    def _yielded(self, iter_arg: SSAValue) -> SSAValue:
        yield_op = self.loop.body.block.last_op
        return yield_op.operands[list(self.loop.region_iter_args).index(iter_arg)]

    # -- building slices -----------------------------------------------------------------------------

    def load_slice(
        self,
        buffer: SSAValue,
        op_idx: int,
        dot_encoding: Attribute,
        at: InsertPoint,
        offset_k: int = 0,
        size_k: int | None = None,
    ) -> SSAValue:
        """generatePrefetch: local_load of the k-slice [offset_k, offset_k + size_k) of `buffer`
        (by default the first prefetchWidth elements)."""
        buffer_type: MemDescType = buffer.type
        shape = list(buffer_type.shape)
        offsets = [0] * len(shape)
        k_dim = len(shape) - 1 if op_idx == A else len(shape) - 2
        offsets[k_dim] = offset_k
        shape[k_dim] = self.prefetch_width if size_k is None else size_k
        slice_type = MemDescType(
            shape,
            buffer_type.element_type,
            buffer_type.encoding,
            buffer_type.memorySpace,
            bool(buffer_type.mutableMemory.data),
            buffer_type.alloc_shape,
        )
        location = value_location(buffer)
        view = MemDescSubsliceOp(buffer, offsets, slice_type)
        layout = DotOperandEncodingAttr(op_idx, dot_encoding, self.prefetch_width // 8)
        load = LocalLoadOp(view.result, TensorType(buffer_type.element_type, shape, layout))
        for op in (view, load):
            op.location = location
            Rewriter.insert_op(op, at)
        return load.result

    @staticmethod
    def clone_conversions(loaded: SSAValue, chain: list[SSAValue], at: InsertPoint) -> SSAValue:
        """cloneElementwiseOps: apply the chain's ops after its local_load to `loaded`,
        each result taking the slice's shape and its operand's layout."""
        mapping: dict[SSAValue, SSAValue] = {chain[1]: loaded}
        for value in chain[2:]:
            clone = value.owner.clone(value_mapper=mapping)
            Rewriter.insert_op(clone, at)
            result = clone.results[0]
            if isinstance(result.type, TensorType):
                operand_type: TensorType = clone.operands[0].type
                set_type(
                    result, TensorType(result.type.element_type, loaded.type.get_shape(), operand_type.encoding)
                )
            mapping[value] = result
        return mapping[chain[-1]]

    def prefetch(
        self, buffer: SSAValue, op_idx: int, at: InsertPoint, offset_k: int = 0, size_k: int | None = None
    ) -> SSAValue:
        """A k-slice of one operand, loaded and converted as the dot wants it."""
        info = self.prefetched
        encoding = info.dot.d.type.encoding
        loaded = self.load_slice(buffer, op_idx, encoding, at, offset_k, size_k)
        return self.clone_conversions(loaded, info.chains[op_idx], at)

    # -- rewriting the loop ------------------------------------------------------------------------

    def emit_prologue(self) -> None:
        info = self.prefetched
        if info is None:
            return
        before_loop = InsertPoint.before(self.loop)
        info.head_prefetch = [self.prefetch(self._incoming(info.buffer(i)), i, before_loop) for i in (A, B)]

    def create_new_for(self) -> ForOp:
        loop = self.loop
        info = self.prefetched
        init_args = list(loop.initArgs) + (info.head_prefetch if info else [])
        new_loop = self._empty_loop(init_args)
        block = new_loop.body.block
        mapping: dict[SSAValue, SSAValue] = dict(zip(loop.body.block.args, block.args))

        def before_yield() -> InsertPoint:
            last = block.last_op
            if isinstance(last, YieldOp):
                return InsertPoint.before(last)
            return InsertPoint.at_end(block)

        at = InsertPoint.at_start(block)
        for op in list(loop.body.block.ops)[:-1]:
            # Sinking the last part of the dot stops at control flow and at its users.
            if op.regions or (info and any(_defining_op(v) is info.dot for v in op.operands)):
                at = before_yield()
            new_op = op.clone(value_mapper=mapping)
            Rewriter.insert_op(new_op, at)
            if info and op is info.dot:
                new_op, at = self._split_dot(new_loop, mapping, at)
            for old, new in zip(op.results, new_op.results):
                mapping[old] = new

        yielded = [mapping.get(v, v) for v in loop.body.block.last_op.operands]
        if info:
            for op_idx in (A, B):
                buffer = self._yielded(info.buffer(op_idx))
                yielded.append(self.prefetch(mapping.get(buffer, buffer), op_idx, at))
        if yielded:
            terminator = YieldOp(*yielded)
            terminator.location = loop.body.block.last_op.location
            Rewriter.insert_op(terminator, InsertPoint.at_end(block))
        return new_loop

    def _empty_loop(self, init_args: list[SSAValue]) -> ForOp:
        """scf::ForOp::create: a body with the induction variable (at the loop's location) and
        one argument per init value (at its location), terminated only when there are none."""
        loop = self.loop
        arg_types = [loop.induction_var.type] + [v.type for v in init_args]
        block = Block(arg_types=arg_types)
        block.args[0].location = loop.location
        for arg, init in zip(block.args[1:], init_args):
            arg.location = value_location(init)
        if not init_args:
            block.add_op(YieldOp())
        new_loop = ForOp(loop.lowerBound, loop.upperBound, loop.step, init_args, Region(block))
        new_loop.location = loop.location
        Rewriter.insert_op(new_loop, InsertPoint.before(loop))
        return new_loop

    def _split_dot(
        self, new_loop: ForOp, mapping: dict[SSAValue, SSAValue], at: InsertPoint
    ) -> tuple[Operation, InsertPoint]:
        """The dot in k-slices: the first on the carried slices, the others on slices loaded
        before the previous part. Returns the last part and where cloning goes on."""
        info = self.prefetched
        dot = info.dot
        carried = new_loop.region_iter_args[len(self.loop.initArgs) :]
        first = dot.clone(value_mapper=mapping)
        first.operands[0], first.operands[1] = carried[A], carried[B]
        Rewriter.insert_op(first, at)
        previous = first
        k_offset = self.prefetch_width
        k_rest = dot.a.type.get_shape()[-1] - self.prefetch_width
        if k_rest == 0:
            # A single part: it is issued as late as possible.
            return first, InsertPoint.before(first)
        while k_rest > 0:
            before_previous = InsertPoint.before(previous)
            a_part = self.prefetch(mapping[info.buffer(A)], A, before_previous, k_offset, self.prefetch_width)
            b_part = self.prefetch(mapping[info.buffer(B)], B, before_previous, k_offset, self.prefetch_width)
            part = dot.clone(value_mapper=mapping)
            part.operands = [a_part, b_part, previous.results[0]]
            Rewriter.insert_op(part, at)
            previous = part
            k_offset += self.prefetch_width
            k_rest -= self.prefetch_width
        # The last part waits for the next iteration's loads (and anything not using it).
        return previous, InsertPoint.before(previous)


def prefetch_loop(loop: ForOp) -> bool:
    """Rebuild the loop with its dot's operands prefetched; returns whether it was rebuilt."""
    prefetcher = Prefetcher(loop)
    if not prefetcher.initialize():
        return False
    prefetcher.emit_prologue()
    new_loop = prefetcher.create_new_for()
    for old, new in zip(loop.results, new_loop.results):
        old.replace_all_uses_with(new)
    loop.detach()
    loop.erase()
    return True


@dataclass(frozen=True)
class Prefetch(ModulePass):
    """prefetch"""

    name = "tritongpu-prefetch"
    cpp_name = "TritonGPUPrefetch"
    cpp_file = "lib/Dialect/TritonGPU/Transforms/Prefetch.cpp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Canonicalize convert ops to make the pattern matching easier.
        changed = apply_patterns_greedily(op, CONVERT_LAYOUT_PATTERNS)
        loops = [loop for loop in op.walk(region_first=True) if isinstance(loop, ForOp)]
        for loop in loops:
            changed |= prefetch_loop(loop)
        if not changed:
            mark_ir_unchanged(self)
