"""Dominator trees (ttopt.analysis.dominance): random CFGs against the definition, the order of
a node's children, and trees of real regions (unreachable blocks, single-block regions)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from ttopt import registry
from ttopt.analysis.dominance import (
    DominatorTree,
    block_successors,
    depth_first_preorder,
    immediate_dominators,
)
from ttopt.ir.parser import parse_buffer


def parse(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


# -- random CFGs over integers, against brute force ----------------------------------------------


@st.composite
def cfgs(draw):
    """Node 0 is the entry; each node has 0-3 successors (repeats and self-loops allowed)."""
    size = draw(st.integers(1, 9))
    successors = [draw(st.lists(st.integers(0, size - 1), max_size=3)) for _ in range(size)]
    return successors


def reachable_without(successors, removed):
    """Nodes reachable from the entry on paths that avoid `removed`."""
    if removed == 0:
        return set()
    seen, stack = {0}, [0]
    while stack:
        for succ in successors[stack.pop()]:
            if succ != removed and succ not in seen:
                seen.add(succ)
                stack.append(succ)
    return seen


def brute_force_dominators(successors):
    """a dominates b iff every path from the entry to b passes through a."""
    reachable = reachable_without(successors, None)
    return {
        b: {a for a in reachable if a == b or b not in reachable_without(successors, a)} for b in reachable
    }


def recursive_preorder(successors):
    order = []

    def visit(node):
        if node in order:
            return
        order.append(node)
        for succ in successors[node]:
            visit(succ)

    visit(0)
    return order


def build(successors):
    return DominatorTree.build(0, lambda node: successors[node])


@settings(max_examples=300)
@given(cfgs())
def test_reachable_nodes_are_those_reachable_from_the_entry(successors):
    tree = build(successors)
    reachable = reachable_without(successors, None)
    assert set(tree.nodes()) == reachable
    assert all(tree.is_reachable(n) == (n in reachable) for n in range(len(successors)))


@settings(max_examples=300)
@given(cfgs())
def test_dominates_matches_the_path_definition(successors):
    tree = build(successors)
    expected = brute_force_dominators(successors)
    for b, dominators in expected.items():
        for a in range(len(successors)):
            assert tree.dominates(a, b) == (a in dominators), (a, b)


@settings(max_examples=300)
@given(cfgs())
def test_immediate_dominator_is_the_closest_strict_dominator(successors):
    idoms = immediate_dominators(0, lambda node: successors[node])
    expected = brute_force_dominators(successors)
    assert idoms[0] is None
    for b, dominators in expected.items():
        if b == 0:
            continue
        strict = dominators - {b}
        # The immediate dominator is the strict dominator that every other one dominates.
        (closest,) = [d for d in strict if all(other in expected[d] for other in strict)]
        assert idoms[b] == closest


@settings(max_examples=300)
@given(cfgs())
def test_preorder_is_a_recursive_depth_first_search(successors):
    assert depth_first_preorder(0, lambda node: successors[node]) == recursive_preorder(successors)


@settings(max_examples=300)
@given(cfgs())
def test_children_come_in_depth_first_preorder(successors):
    tree = build(successors)
    position = {node: i for i, node in enumerate(recursive_preorder(successors))}
    for node in tree.nodes():
        children = tree.children(node)
        assert children == sorted(children, key=position.__getitem__)
        assert all(tree.immediate_dominator(child) == node for child in children)
    # Every reachable node but the root is the child of exactly one node.
    all_children = [child for node in tree.nodes() for child in tree.children(node)]
    assert sorted(all_children) == sorted(set(tree.nodes()) - {0})


def test_long_chains_do_not_recurse():
    size = 20000
    successors = [[i + 1] for i in range(size - 1)] + [[0]]
    tree = build(successors)
    assert tree.immediate_dominator(size - 1) == size - 2
    assert tree.dominates(0, size - 1)


def test_children_order_follows_successor_order():
    # 0 -> 2 first, then 1: the search reaches 2, then 3 through 2, then 1; all three are
    # immediately dominated by 0 and listed in that order.
    successors = [[2, 1], [3], [3], []]
    tree = build(successors)
    assert tree.children(0) == [2, 3, 1]


# -- trees of regions ------------------------------------------------------------------------------


def function_region(text: str):
    module = parse(text)
    func = next(op for op in module.walk() if op.name == "tt.func")
    return func.regions[0]


def test_region_tree_skips_unreachable_blocks():
    region = function_region(
        """
        tt.func @f(%c: i1) {
          cf.cond_br %c, ^a, ^b
        ^a:
          cf.br ^join
        ^b:
          cf.br ^join
        ^join:
          tt.return
        ^dead:
          cf.br ^join
        }
        """
    )
    entry, a, b, join, dead = region.blocks
    tree = DominatorTree.of_region(region)
    assert tree.root is entry
    # ^join is first reached through ^a, before ^b.
    assert tree.children(entry) == [a, join, b]
    assert tree.immediate_dominator(join) is entry
    assert not tree.is_reachable(dead)
    assert tree.immediate_dominator(dead) is None
    assert tree.children(dead) == []
    assert not tree.dominates(dead, join)


def test_successors_of_blocks():
    region = function_region(
        """
        tt.func @f(%c: i1) {
          cf.cond_br %c, ^a, ^a
        ^a:
          tt.return
        }
        """
    )
    entry, a = region.blocks
    assert block_successors(entry) == (a, a)
    assert block_successors(a) == ()


def test_single_block_region_has_only_its_entry():
    region = function_region("tt.func @f() {\n  tt.return\n}")
    tree = DominatorTree.of_region(region)
    assert tree.nodes() == [region.blocks.first]
