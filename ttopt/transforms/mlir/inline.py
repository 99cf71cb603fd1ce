"""`inline`: MLIR's inliner (mlir/lib/Transforms/InlinerPass.cpp, Utils/Inliner.cpp,
Utils/InliningUtils.cpp) with Triton's inliner interface (lib/Dialect/Triton/IR/Dialect.cpp).

The call graph's strongly connected components are visited bottom-up (callees before
callers, in the post-order of a depth-first walk from the external node). For each
component, up to `max-iterations` times: every function in it is optimized with its
pipeline (`default-pipeline`, or the one `op-pipelines` gives its op), then the calls
it makes are inlined where legal and profitable. A private function whose last use
gets inlined is moved instead of cloned; it and the private functions left without
uses are erased at the end.

Triton's interface: a `tt.func` with `noinline = true` is never inlined; when the
callee has one block its `tt.return` operands replace the call's results, otherwise
the caller's block is split after the call and each `tt.return` becomes a `cf.br`
to the block that follows. Inlined operations get `callsite(callee at caller)`
locations.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import CallSiteLoc, IntegerAttr, ModuleOp, UnknownLoc, i1
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import SingleBlockRegionDef
from xdsl.passes import ModulePass
from xdsl.traits import IsolatedFromAbove, IsTerminator

from ttopt.dialects.cf import BranchOp
from ttopt.dialects.tt import CallOp, FuncOp, ReturnOp
from ttopt.ir.debug import debug
from ttopt.ir.printer import print_op_for_diagnostic
from ttopt.pass_manager import instantiate, option, parse_pipeline
from ttopt.transforms.triton.utility import (
    can_discard_on_use_empty,
    is_symbol,
    nearest_symbol_table,
    resolve_symbol,
    symbol_uses,
)

DEBUG_TYPE = "inlining"

NO_THRESHOLD = 4294967295
"""`-1U`: every legal inlining is profitable."""

INLINABLE_DIALECTS = frozenset({"tt", "ttg", "ttng", "arith", "math", "scf", "cf", "ub"})
"""Dialects that register an inliner interface accepting all their ops."""


# -- the call graph ----------------------------------------------------------------------------


@dataclass(eq=False)
class CallGraphNode:
    """A function with a body, or (callable None) the external or the unknown-callee node."""

    callable: FuncOp | None
    edges: list[CallGraphNode] = field(default_factory=list)

    @property
    def is_external(self) -> bool:
        return self.callable is None

    @property
    def region(self) -> Region:
        assert self.callable is not None
        return self.callable.body

    def add_edge(self, target: CallGraphNode) -> None:
        if target not in self.edges:
            self.edges.append(target)

    def __repr__(self) -> str:
        return "<external>" if self.callable is None else f"@{self.callable.sym_name.data}"


class CallGraph:
    """mlir::CallGraph: a node per function definition, an edge per distinct callee.

    Every top-level function is reachable from the external node; calls to declarations
    lead to the unknown-callee node.
    """

    def __init__(self, root: Operation):
        self.external = CallGraphNode(None)
        self.unknown = CallGraphNode(None)
        self.nodes: dict[Operation, CallGraphNode] = {}
        self._add_callables(root, None)
        self._add_calls(root, None)

    def _add_callables(self, op: Operation, parent: CallGraphNode | None) -> None:
        for nested in _children(op):
            node = parent
            if isinstance(nested, FuncOp):
                if nested.is_declaration:
                    continue
                node = self.nodes[nested] = CallGraphNode(nested)
                (parent or self.external).add_edge(node)
            self._add_callables(nested, node)

    def _add_calls(self, op: Operation, parent: CallGraphNode | None) -> None:
        for nested in _children(op):
            if isinstance(nested, CallOp):
                if parent is not None:
                    parent.add_edge(self.resolve(nested))
                continue
            if isinstance(nested, FuncOp) and nested.is_declaration:
                continue
            self._add_calls(nested, self.nodes.get(nested, parent))

    def resolve(self, call: CallOp) -> CallGraphNode:
        """CallGraph::resolveCallable: the callee's node, or the unknown-callee node."""
        callee = lookup_callee(call)
        return self.nodes.get(callee, self.unknown) if callee is not None else self.unknown

    def lookup(self, op: Operation | None) -> CallGraphNode | None:
        return self.nodes.get(op) if op is not None else None

    def sccs(self) -> list[list[CallGraphNode]]:
        """llvm::scc_iterator from the external node: components in post-order."""
        index: dict[CallGraphNode, int] = {}
        low: dict[CallGraphNode, int] = {}
        stack: list[CallGraphNode] = []
        on_stack: set[CallGraphNode] = set()
        result: list[list[CallGraphNode]] = []

        def visit(node: CallGraphNode) -> None:
            index[node] = low[node] = len(index)
            stack.append(node)
            on_stack.add(node)
            for target in node.edges:
                if target not in index:
                    visit(target)
                    low[node] = min(low[node], low[target])
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
            if low[node] == index[node]:
                component: list[CallGraphNode] = []
                while not component or component[-1] is not node:
                    component.append(stack.pop())
                    on_stack.discard(component[-1])
                result.append(component)

        visit(self.external)
        return result


def _children(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.ops


def lookup_callee(call: CallOp) -> Operation | None:
    table = nearest_symbol_table(call)
    found = resolve_symbol(table, call.callee) if table is not None else []
    return found[-1] if found else None


# -- uses of discardable functions ----------------------------------------------------------------


class UseList:
    """CGUseList: how many references each discardable (non-public) function has left.

    `inner_uses[node]` counts the references made from inside `node`'s body, so that
    they can be recomputed after the body changes and moved to the caller on inlining.
    """

    def __init__(self, module: ModuleOp, graph: CallGraph):
        self.graph = graph
        self.discardable: dict[CallGraphNode, int] = {}
        self.inner_uses: dict[CallGraphNode, Counter[CallGraphNode]] = {}
        self.top_level_uses: dict[CallGraphNode, set[CallGraphNode]] = {}
        always_live: list[CallGraphNode] = []
        for op in module.body.block.ops:
            node = graph.lookup(op)
            if node is not None:
                # The module is the outermost op: all uses of its symbols are visible.
                if is_symbol(op) and can_discard_on_use_empty(op):
                    self.discardable[node] = 0
                continue
            always_live.extend(target for _, target in self._referenced_nodes(op))
        for node in always_live:
            self.discardable.pop(node, None)
        for node in graph.nodes.values():
            self.recompute(node)

    def _referenced_nodes(self, op: Operation) -> Iterator[tuple[Operation, CallGraphNode]]:
        """walkReferencedSymbolNodes: (user, function node) for each reference in `op`."""
        table = nearest_symbol_table(op.parent_op()) if op.parent_op() is not None else None
        for user, ref in symbol_uses(op):
            found = resolve_symbol(table, ref) if table is not None else []
            node = self.graph.lookup(found[-1]) if found else None
            if node is not None:
                yield user, node

    def recompute(self, node: CallGraphNode) -> None:
        """recomputeUses: recount the references held by the body of `node`."""
        self._release(node)
        inner: Counter[CallGraphNode] = Counter()
        top_level: set[CallGraphNode] = set()
        for user, target in self._referenced_nodes(node.callable):
            if target not in self.discardable:
                continue
            if user is not node.callable:
                inner[target] += 1
            elif target in top_level:
                continue
            else:
                top_level.add(target)
            self.discardable[target] += 1
        self.inner_uses[node] = inner
        self.top_level_uses[node] = top_level

    def _release(self, node: CallGraphNode) -> None:
        """decrementDiscardableUses for the references `node` holds (to functions not erased yet)."""
        held = [(target, 1) for target in self.top_level_uses.get(node, ())]
        held += list(self.inner_uses.get(node, Counter()).items())
        for target, count in held:
            if target in self.discardable:
                self.discardable[target] -= count

    def is_dead(self, node: CallGraphNode) -> bool:
        return self.discardable.get(node) == 0

    def has_one_use_and_discardable(self, node: CallGraphNode) -> bool:
        return self.discardable.get(node) == 1

    def drop_call_uses(self, user: CallGraphNode, call: CallOp) -> None:
        """The references of an inlined (erased) call no longer count."""
        uses = self.inner_uses[user]
        for _, target in self._referenced_nodes(call):
            if target in uses:
                uses[target] -= 1
                if target in self.discardable:
                    self.discardable[target] -= 1

    def merge_uses_after_inlining(self, callee: CallGraphNode, caller: CallGraphNode) -> None:
        """The callee's body was copied into the caller: so were its references."""
        for target, count in self.inner_uses[callee].items():
            self.inner_uses[caller][target] += count
            if target in self.discardable:
                self.discardable[target] += count

    def erase_node(self, node: CallGraphNode) -> None:
        self._release(node)
        self.inner_uses.pop(node, None)
        self.top_level_uses.pop(node, None)
        self.discardable.pop(node, None)


# -- calls ------------------------------------------------------------------------------------------


@dataclass(eq=False)
class ResolvedCall:
    call: CallOp
    source: CallGraphNode
    target: CallGraphNode


def collect_calls(
    blocks: Iterable[Block], source: CallGraphNode, graph: CallGraph, calls: list[ResolvedCall], traverse_nested: bool
) -> None:
    """collectCallOps: calls to function definitions, block by block from a LIFO worklist."""
    worklist = [(block, source) for block in blocks]
    while worklist:
        block, node = worklist.pop()
        for op in block.ops:
            if isinstance(op, CallOp):
                if op.callee.nested_references.data:
                    continue  # nested references are not inlined
                target = graph.resolve(op)
                if not target.is_external:
                    calls.append(ResolvedCall(op, node, target))
                continue
            nested_node = graph.nodes.get(op)
            for region in op.regions:
                if traverse_nested or nested_node is None:
                    worklist.extend((nested_block, nested_node or node) for nested_block in region.blocks)


def _call_text(call: CallOp) -> str:
    return print_op_for_diagnostic(call, generic=False)


# -- inlining one call --------------------------------------------------------------------------------


def is_legal_to_inline(callee: FuncOp) -> bool:
    """Triton's isLegalToInline(call, callable): the callee is not `noinline = true`,
    and every op of the callee belongs to a dialect that can be inlined."""
    noinline = callee.attributes.get("noinline")
    if isinstance(noinline, IntegerAttr) and noinline.type == i1 and noinline.value.data != 0:
        return False
    return all(op.dialect_name() in INLINABLE_DIALECTS for op in callee.body.walk())


def stack_locations(callee: Attribute, caller: Attribute) -> Attribute:
    """stackLocations: `callee` called from `caller`, keeping an existing inlining stack outermost."""
    stack: list[CallSiteLoc] = []
    last = callee
    while isinstance(last, CallSiteLoc):
        stack.append(last)
        last = last.caller
    location: Attribute = CallSiteLoc(last, caller)
    for call_site in reversed(stack):
        location = CallSiteLoc(call_site.callee, location)
    return location


def remap_inlined_locations(blocks: Iterable[Block], caller: Attribute) -> None:
    mapped: dict[Attribute, Attribute] = {}

    def remap(location: Attribute) -> Attribute:
        if location not in mapped:
            mapped[location] = stack_locations(location, caller)
        return mapped[location]

    for block in blocks:
        for arg in block.args:
            arg.location = remap(arg.location)
        for op in block.walk():
            op.location = remap(op.location)
            for region in op.regions:
                for nested in region.blocks:
                    for arg in nested.args:
                        arg.location = remap(arg.location)


def take_callee_blocks(callee: FuncOp, clone: bool) -> list[Block]:
    """The callee's blocks, detached: a copy, or (inlining in place) the blocks themselves."""
    region = callee.body
    if clone:
        copy = Region()
        region.clone_into(copy)
        region = copy
    blocks = list(region.blocks)
    for block in blocks:
        region.detach_block(block)
    return blocks


def inline_blocks(call: CallOp, blocks: list[Block]) -> None:
    """inlineRegionImpl: splice the callee's blocks in after the call (which is left in place)."""
    entry = blocks[0]
    for arg, operand in zip(entry.args, call.operands_):
        arg.replace_all_uses_with(operand)
    caller_block = call.parent
    assert caller_block is not None
    if len(blocks) == 1:
        terminator = entry.last_op
        assert isinstance(terminator, ReturnOp)
        for result, value in zip(call.res, terminator.srcs):
            result.replace_all_uses_with(value)
        terminator.detach()
        terminator.erase()
    else:
        _inline_multi_block(call, blocks)
    _move_ops_after(entry, call)


def _inline_multi_block(call: CallOp, blocks: list[Block]) -> None:
    """The caller's block is split after the call (never its terminator); each `tt.return`
    of the callee becomes a branch to the second half, whose arguments are the results."""
    caller_block = call.parent
    region = caller_block.parent
    post = caller_block.split_before(call.next_op)
    for result in call.res:
        result.replace_all_uses_with(post.insert_arg(result.type, len(post.args), call.location))
    for block in blocks:
        terminator = block.last_op
        if isinstance(terminator, ReturnOp):
            branch = BranchOp(post, *terminator.srcs)
            branch.location = terminator.location
            block.insert_op_before(branch, terminator)
            terminator.detach()
            terminator.erase()
    region.insert_block_before(blocks[1:], post)


def _move_ops_after(source: Block, anchor: Operation) -> None:
    """Splice `source`'s ops in after `anchor`, in order."""
    position = anchor
    for op in list(source.ops):
        op.detach()
        position.parent.insert_op_after(op, position)
        position = op


# -- the pass ------------------------------------------------------------------------------------------


def _single_block_op(op: Operation) -> bool:
    """mightHaveTrait<SingleBlock>: an op whose regions hold one block."""
    definition = getattr(type(op), "get_irdl_definition", None)
    if definition is None:
        return False
    return any(isinstance(region, SingleBlockRegionDef) for _, region in definition().regions)


def parse_op_pipelines(text: str) -> dict[str, str]:
    """`tt.func(canonicalize,cse),other.op(cse)` -> {op name: pipeline text}."""
    pipelines: dict[str, str] = {}
    depth, start = 0, 0
    for i, c in enumerate(text + ","):
        if c in "({":
            depth += 1
        elif c in ")}":
            depth -= 1
        elif c == "," and depth == 0:
            entry = text[start:i].strip()
            start = i + 1
            if entry:
                name, _, rest = entry.partition("(")
                pipelines[name.strip()] = rest.removesuffix(")")
    return pipelines


class Inliner:
    """One run of the inliner over a module."""

    def __init__(self, options: InlinerPass, ctx: Context, module: ModuleOp):
        self.options = options
        self.ctx = ctx
        self.graph = CallGraph(module)
        self.uses = UseList(module, self.graph)
        self.op_pipelines = parse_op_pipelines(options.op_pipelines)
        self.marked_for_deletion: dict[CallGraphNode, None] = {}
        """The dead functions (an ordered set), erased once every component is done."""

    def run(self) -> None:
        for component in self.graph.sccs():
            self.inline_scc(component)
        for node in self.marked_for_deletion:
            node.callable.detach()
            node.callable.erase(safe_erase=False)

    def inline_scc(self, component: list[CallGraphNode]) -> None:
        """Simplify, then inline, until nothing more is inlined or the iteration limit."""
        for _ in range(max(self.options.max_iterations, 1)):
            self.optimize_scc(component)
            if not self.inline_calls_in_scc(component):
                return

    def optimize_scc(self, component: list[CallGraphNode]) -> None:
        nodes = [n for n in component if not n.is_external and n.callable.has_trait(IsolatedFromAbove)]
        for node in nodes:
            self.run_pipeline(node.callable)
        for node in nodes:
            self.uses.recompute(node)

    def run_pipeline(self, function: FuncOp) -> None:
        text = self.op_pipelines.get(function.name, self.options.default_pipeline)
        for spec in parse_pipeline(text):
            instantiate(spec).apply(self.ctx, function)

    def inline_calls_in_scc(self, component: list[CallGraphNode]) -> bool:
        dead: list[CallGraphNode] = []
        calls: list[ResolvedCall] = []
        for node in component:
            if node.is_external:
                continue
            if self.uses.is_dead(node):
                dead.append(node)
            else:
                collect_calls(node.region.blocks, node, self.graph, calls, traverse_nested=False)
        debug(DEBUG_TYPE, lambda: "* Inliner: Initial calls in SCC are: {\n"
              + "".join(f"  {i}. {_call_text(c.call)},\n" for i, c in enumerate(calls)) + "}")
        history: InlineHistory = []
        call_history: list[int | None] = [None] * len(calls)
        inlined_any = False
        i = 0
        while i < len(calls):
            resolved = calls[i]
            if resolved.source in dead:
                i += 1
                continue
            history_id = call_history[i]
            inline = not _history_includes(resolved.target, history_id, history) and self.should_inline(resolved)
            verb = "Inlining" if inline else "Not inlining"
            debug(DEBUG_TYPE, lambda verb=verb, i=i, call=resolved.call: f"* {verb} call: {i}. {_call_text(call)}")
            if inline:
                in_place = self.uses.has_one_use_and_discardable(resolved.target)
                known = len(calls)
                if self.inline_call(resolved, clone=not in_place, calls=calls):
                    inlined_any = True
                    history.append((resolved.target, history_id))
                    call_history.extend([len(history) - 1] * (len(calls) - known))
                    self._finish_inlining(resolved, in_place, dead)
                else:
                    debug(DEBUG_TYPE, "** Failed to inline")
            i += 1
        for node in dead:
            if node in component:
                component.remove(node)
            self.marked_for_deletion[node] = None
        return inlined_any

    def _finish_inlining(self, resolved: ResolvedCall, in_place: bool, dead: list[CallGraphNode]) -> None:
        self.uses.drop_call_uses(resolved.source, resolved.call)
        self.uses.merge_uses_after_inlining(resolved.target, resolved.source)
        resolved.call.detach()
        resolved.call.erase()
        if in_place:
            self.uses.erase_node(resolved.target)
            dead.append(resolved.target)

    def should_inline(self, resolved: ResolvedCall) -> bool:
        call, target = resolved.call, resolved.target
        if call.has_trait(IsTerminator):
            return False
        # No recursion: the callee calls itself or its caller, or the call is inside it.
        if any(edge is target or edge is resolved.source for edge in target.edges):
            return False
        if target.callable.is_ancestor(call):
            return False
        multi_block = len(target.region.blocks) > 1
        parent = call.parent_op()
        if multi_block and parent.name != target.callable.name and _single_block_op(parent):
            return False
        return self.is_profitable(resolved)

    def is_profitable(self, resolved: ResolvedCall) -> bool:
        threshold = self.options.inlining_threshold
        if threshold == NO_THRESHOLD:
            return True
        caller_ops = sum(1 for _ in resolved.source.region.walk())
        if caller_ops == 0:
            return True
        ratio = sum(1 for _ in resolved.target.region.walk()) * 100 // caller_ops
        debug(DEBUG_TYPE, f"Callee / caller operation ratio (max: {threshold}): {ratio}%")
        return ratio <= threshold

    def inline_call(self, resolved: ResolvedCall, clone: bool, calls: list[ResolvedCall]) -> bool:
        """inlineCall: false (nothing changed) when the call cannot be inlined."""
        call, callee = resolved.call, resolved.target.callable
        if callee.is_declaration:
            return False
        entry = callee.body.blocks.first
        if [v.type for v in call.operands_] != list(entry.arg_types):
            return False
        if list(call.result_types) != list(callee.function_type.outputs.data):
            return False
        if not is_legal_to_inline(callee):
            return False
        blocks = take_callee_blocks(callee, clone)
        if not isinstance(call.location, UnknownLoc):
            remap_inlined_locations(blocks, call.location)
        collect_calls(blocks, resolved.source, self.graph, calls, traverse_nested=True)
        inline_blocks(call, blocks)
        return True


InlineHistory = list[tuple["CallGraphNode", int | None]]
"""Per inlining: the callee inlined and the history entry of the call it replaced."""


def _history_includes(node: CallGraphNode, history_id: int | None, history: InlineHistory) -> bool:
    """Was `node` already inlined on the way to this call? (prevents endless inlining)"""
    while history_id is not None:
        if history[history_id][0] is node:
            return True
        history_id = history[history_id][1]
    return False


@dataclass(frozen=True)
class InlinerPass(ModulePass):
    """Inline function calls"""

    name = "inline"
    cpp_name = "Inliner"
    cpp_file = "mlir/lib/Transforms/InlinerPass.cpp"

    default_pipeline: str = option(
        "canonicalize",
        "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    )
    inlining_threshold: int = option(
        NO_THRESHOLD,
        "If the ratio between the number of the operations in the callee and the number of the operations in the "
        "caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    )
    max_iterations: int = option(4, "Maximum number of iterations when inlining within an SCC")
    op_pipelines: str = option(
        "", "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        Inliner(self, ctx, op).run()
