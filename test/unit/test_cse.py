"""CSE (ttopt.transforms.mlir.cse): op equivalence and its hash, the scoped table, memory effects as
CSE reads them, and random multi-block functions: after CSE every use is still dominated by its
definition, the function computes the same values, and no pure op is left with an equivalent op
in a block that dominates it."""

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.traits import MemoryEffect

from ttopt import registry
from ttopt.analysis.dominance import DominatorTree
from ttopt.ir.parser import parse_buffer
from ttopt.transforms.mlir.cse import (
    CSE,
    KnownOps,
    effect_free_by_its_effects,
    effects_recursively,
    eliminate_common_subexpressions,
    equivalence_hash,
    is_memory_effect_free,
    only_reads,
    operations_equivalent,
)


def parse(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


def func_ops(module, name="tt.func"):
    func = next(op for op in module.walk() if op.name == name)
    return [op for block in func.regions[0].blocks for op in block.ops]


def test_registered_under_mlir_names():
    assert registry.pass_class("cse") is CSE
    assert CSE.cpp_name == "CSE"


# -- equivalence ----------------------------------------------------------------------------------

BINARY = ["arith.addi", "arith.subi", "arith.muli", "arith.xori"]


@settings(max_examples=200)
@given(
    st.lists(
        st.tuples(st.sampled_from(BINARY), st.integers(0, 2), st.integers(0, 2), st.booleans()),
        min_size=2,
        max_size=6,
    )
)
def test_equivalent_ops_hash_alike_and_equivalence_is_symmetric(specs):
    lines = [
        f"  %v{i} = {name} %a{x}, %a{y}{' overflow<nsw>' if nsw and name != 'arith.xori' else ''} : i32"
        for i, (name, x, y, nsw) in enumerate(specs)
    ]
    text = "tt.func @f(%a0: i32, %a1: i32, %a2: i32) {\n" + "\n".join(lines) + "\n  tt.return\n}"
    ops = func_ops(parse(text))[:-1]
    for lhs in ops:
        for rhs in ops:
            equivalent = operations_equivalent(lhs, rhs)
            assert equivalent == operations_equivalent(rhs, lhs)
            if equivalent:
                assert equivalence_hash(lhs) == equivalence_hash(rhs)


def test_commutative_operands_in_any_order_only_at_the_top():
    module = parse(
        """
        tt.func @f(%a: i32, %b: i32) {
          %0 = arith.addi %a, %b : i32
          %1 = arith.addi %b, %a : i32
          %2 = arith.subi %a, %b : i32
          %3 = arith.subi %b, %a : i32
          tt.return
        }
        """
    )
    add0, add1, sub0, sub1, _ = func_ops(module)
    assert operations_equivalent(add0, add1)
    assert not operations_equivalent(sub0, sub1)


def test_regions_compare_structurally_with_arguments_mapped():
    module = parse(
        """
        tt.func @f(%c: i1, %a: i32) {
          %0 = scf.if %c -> i32 {
            %m = arith.muli %a, %a : i32
            scf.yield %m : i32
          } else {
            scf.yield %a : i32
          }
          %1 = scf.if %c -> i32 {
            %m = arith.muli %a, %a : i32
            scf.yield %m : i32
          } else {
            scf.yield %a : i32
          }
          %2 = scf.if %c -> i32 {
            %m = arith.muli %a, %a : i32
            scf.yield %a : i32
          } else {
            scf.yield %a : i32
          }
          tt.return
        }
        """
    )
    first, second, third, _ = func_ops(module)
    assert operations_equivalent(first, second)
    assert not operations_equivalent(first, third)


# -- the scoped table -----------------------------------------------------------------------------


def test_scopes_shadow_and_restore():
    module = parse(
        """
        tt.func @f(%a: i32) {
          %0 = arith.addi %a, %a : i32
          %1 = arith.addi %a, %a : i32
          %2 = arith.muli %a, %a : i32
          tt.return
        }
        """
    )
    first, second, mul, _ = func_ops(module)
    known = KnownOps()

    def insert(op):
        known.insert(op, known.lookup(op)[0])  # the key lookup made for it

    def latest(op):
        return known.lookup(op)[1]

    with known.scope():
        insert(first)
        assert latest(second) is first
        with known.scope():
            insert(second)
            insert(mul)
            assert latest(first) is second
            assert known.contains(mul)
        assert latest(second) is first
        assert not known.contains(mul)
    assert latest(first) is None


# -- memory effects -------------------------------------------------------------------------------


def test_effects_of_ops_with_regions():
    module = parse(
        """
        tt.func @f(%p: !llvm.ptr, %c: i1, %a: i32) {
          %0 = scf.if %c -> i32 {
            %m = llvm.load %p : !llvm.ptr -> i32
            scf.yield %m : i32
          } else {
            scf.yield %a : i32
          }
          %1 = scf.if %c -> i32 {
            %m = arith.muli %a, %a : i32
            scf.yield %m : i32
          } else {
            scf.yield %a : i32
          }
          %2 = llvm.load %p : !llvm.ptr -> i32
          llvm.store %a, %p : i32, !llvm.ptr
          tt.return
        }
        """
    )
    if_reads, if_pure, load, store, _ = func_ops(module)
    # The scf.if that reads has no effect interface of its own: it never counts as read-only.
    assert not is_memory_effect_free(if_reads) and not only_reads(if_reads)
    assert [effect.kind.name for effect in effects_recursively(if_reads)] == ["READ"]
    assert is_memory_effect_free(if_pure)
    assert only_reads(load) and not is_memory_effect_free(load)
    assert not only_reads(store)


# Modules with many op classes: an LLVM-dialect kernel and TTGIR before its lowering.
INPUTS = Path(__file__).resolve().parents[1] / "Inputs"
KERNELS_OF_MANY_OPS = [
    INPUTS / "sm80_extra" / "expected" / "matmul_f32_ieee_bias_gelu.llvm.mlir",
    INPUTS / "corpus" / "stages" / "sm80" / "matmul.before-convert-to-llvm.mlir",
    INPUTS / "corpus" / "stages" / "sm90" / "layernorm.before-convert-to-llvm.mlir",
]


@pytest.mark.parametrize("path", KERNELS_OF_MANY_OPS, ids=lambda path: path.name)
def test_effects_decided_per_op_class_agree_with_each_op(path):
    """is_memory_effect_free answers from the op's class where the class decides it; for every op
    of real kernels that is what the op's own effect traits say. An op without effect traits
    (no effect interface) is neither free nor only reading, which CSE takes from its class."""
    module = parse_buffer(registry.make_context(), path.read_text(), str(path))
    classes = set()
    for op in module.walk():
        classes.add(type(op))
        assert is_memory_effect_free(op) == effect_free_by_its_effects(op), op.name
        if not op.get_traits_of_type(MemoryEffect):
            assert not is_memory_effect_free(op) and not only_reads(op), op.name
    assert len(classes) > 8


def test_equivalence_compares_discardable_attributes_with_properties():
    module = parse(
        """
        tt.func @f(%a: i32) {
          %0 = arith.addi %a, %a {tag = 1 : i32} : i32
          %1 = arith.addi %a, %a {tag = 1 : i32} : i32
          %2 = arith.addi %a, %a {tag = 2 : i32} : i32
          %3 = arith.addi %a, %a : i32
          %4 = arith.addi %a, %a overflow<nsw> {tag = 1 : i32} : i32
          tt.return
        }
        """
    )
    tagged, same, other_tag, untagged, nsw = func_ops(module)[:-1]
    assert operations_equivalent(tagged, same) and equivalence_hash(tagged) == equivalence_hash(same)
    for different in (other_tag, untagged, nsw):
        assert not operations_equivalent(tagged, different)


# -- random multi-block functions -------------------------------------------------------------------

MASK = 0xFFFFFFFF
ARITH = {
    "arith.addi": lambda x, y: (x + y) & MASK,
    "arith.subi": lambda x, y: (x - y) & MASK,
    "arith.muli": lambda x, y: (x * y) & MASK,
    "arith.xori": lambda x, y: x ^ y,
}


def random_function(seed: int) -> str:
    """A tt.func with up to 6 blocks and random branches between them; each block computes a
    few arith ops on values of the blocks that dominate it (from a small pool, so that many
    are equal), and branches on one of the i1 arguments or returns the sum of the values it
    sees."""
    rng = random.Random(seed)
    size = rng.randint(1, 6)
    # The entry block cannot be a branch target.
    successors = [rng.sample(range(1, size), rng.randint(0, min(2, size - 1))) for _ in range(size)]
    tree = DominatorTree.build(0, lambda node: successors[node])
    visible: dict[int, list[str]] = {}
    bodies: dict[int, list[str]] = {}
    counter = 0
    order = tree.nodes() + [b for b in range(size) if not tree.is_reachable(b)]
    for block in order:
        idom = tree.immediate_dominator(block)
        values = list(visible[idom]) if idom is not None else ["%a", "%b"]
        lines = []
        for _ in range(rng.randint(0, 5)):
            name = f"%v{counter}"
            counter += 1
            if rng.random() < 0.2:
                lines.append(f"  {name} = arith.constant {rng.randint(0, 2)} : i32")
            else:
                op = rng.choice(sorted(ARITH))
                lines.append(f"  {name} = {op} {rng.choice(values)}, {rng.choice(values)} : i32")
            values.append(name)
        succs = successors[block]
        if not succs:
            # Return a sum of everything visible, so that most ops are used.
            total = values[0]
            for value in values[1:]:
                lines.append(f"  %s{counter} = arith.addi {total}, {value} : i32")
                total = f"%s{counter}"
                counter += 1
            lines.append(f"  tt.return {total} : i32")
        elif len(succs) == 1:
            lines.append(f"  cf.br ^bb{succs[0]}")
        else:
            lines.append(f"  cf.cond_br %c{rng.randint(0, 2)}, ^bb{succs[0]}, ^bb{succs[1]}")
        visible[block] = values
        bodies[block] = lines
    text = ["tt.func @f(%c0: i1, %c1: i1, %c2: i1, %a: i32, %b: i32) -> i32 {"]
    for block in range(size):
        if block:
            text.append(f"^bb{block}:")
        text.extend(bodies[block])
    text.append("}")
    return "\n".join(text)


def run(func, conditions, a, b, max_blocks=50):
    """Interpret the function; ('return', value) or ('running', None) after max_blocks blocks."""
    block = func.regions[0].blocks.first
    args = func.regions[0].blocks.first.args
    env = dict(zip(args, [*conditions, a, b]))
    for _ in range(max_blocks):
        for op in block.ops:
            if op.name == "arith.constant":
                env[op.results[0]] = op.properties["value"].value.data & MASK
            elif op.name in ARITH:
                env[op.results[0]] = ARITH[op.name](env[op.operands[0]], env[op.operands[1]])
            elif op.name == "tt.return":
                return ("return", env[op.operands[0]])
            elif op.name == "cf.br":
                block = op.successors[0]
            elif op.name == "cf.cond_br":
                block = op.successors[0] if env[op.operands[0]] else op.successors[1]
    return ("running", None)


def assert_uses_dominated(func, tree):
    for block in func.regions[0].blocks:
        if not tree.is_reachable(block):
            continue
        ops = list(block.ops)
        for index, op in enumerate(ops):
            for operand in op.operands:
                owner = operand.owner
                if owner in ops:
                    assert ops.index(owner) < index
                elif not isinstance(owner, type(block)):
                    assert tree.dominates(owner.parent_block(), block)


def assert_no_redundant_pure_op(func, tree):
    for block in tree.nodes():
        for op in block.ops:
            if not op.results or not is_memory_effect_free(op):
                continue
            for other_block in tree.nodes():
                if other_block is block or not tree.dominates(other_block, block):
                    continue
                assert not any(operations_equivalent(op, other) for other in other_block.ops)
            earlier = list(block.ops)[: list(block.ops).index(op)]
            assert not any(operations_equivalent(op, other) for other in earlier)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.booleans(), min_size=3, max_size=3), st.integers(0, MASK), st.integers(0, MASK))
def test_random_functions_keep_their_meaning_and_lose_redundancy(seed, conditions, a, b):
    text = random_function(seed)
    before = next(op for op in parse(text).walk() if op.name == "tt.func")
    module = parse(text)
    eliminate_common_subexpressions(module)
    module.verify()
    func = next(op for op in module.walk() if op.name == "tt.func")
    tree = DominatorTree.of_region(func.regions[0])
    assert run(func, conditions, a, b) == run(before, conditions, a, b)
    assert_uses_dominated(func, tree)
    assert_no_redundant_pure_op(func, tree)
    # Dead ops are erased one level at a time, so a second run may erase more of them, but
    # nothing else: every op that has a use survives it.
    used = [op for op in module.walk() if any(result.uses for result in op.results)]
    eliminate_common_subexpressions(module)
    assert all(op.parent is not None for op in used)


def test_long_chain_of_blocks():
    blocks = ["  %v0 = arith.addi %a, %a : i32", "  cf.br ^bb1"]
    for i in range(1, 3000):
        blocks += [f"^bb{i}:", f"  %v{i} = arith.addi %a, %a : i32", f"  %w{i} = arith.muli %v{i}, %v{i - 1} : i32"]
        blocks.append(f"  cf.br ^bb{i + 1}")
    blocks += ["^bb3000:", "  tt.return %w2999 : i32"]
    module = parse("tt.func @f(%a: i32) -> i32 {\n" + "\n".join(blocks) + "\n}")
    eliminate_common_subexpressions(module)
    adds = [op for op in module.walk() if op.name == "arith.addi"]
    assert len(adds) == 1


def test_equal_types_that_are_distinct_objects_still_match():
    """equivalence_hash caches attribute hashes by identity; equal attributes made separately
    (as lowerings make them) must still hash and compare alike."""
    module = parse(
        """
        llvm.func @f(%p: !llvm.ptr<1>) {
          %0 = llvm.mlir.undef : !llvm.struct<(i32, f32, struct<(i32, i32)>)>
          %1 = llvm.mlir.undef : !llvm.struct<(i32, f32, struct<(i32, i32)>)>
          llvm.store %0, %p : !llvm.struct<(i32, f32, struct<(i32, i32)>)>, !llvm.ptr<1>
          llvm.store %1, %p : !llvm.struct<(i32, f32, struct<(i32, i32)>)>, !llvm.ptr<1>
          llvm.return
        }
        """
    )
    first, second = [op for op in module.walk() if op.name == "llvm.mlir.undef"]
    # The parser shares one object per spelling (as MLIR uniques types): make the second type
    # an equal object of its own, as a lowering building its own type would.
    struct = first.results[0].type
    second.results[0]._type = type(struct).new(struct.parameters)  # pyright: ignore[reportPrivateUsage]
    assert first.results[0].type is not second.results[0].type
    assert first.results[0].type == second.results[0].type
    eliminate_common_subexpressions(module)
    assert [op.name for op in module.walk()].count("llvm.mlir.undef") == 1
