"""SCCP: the constant lattice, the solver's states and liveness, simulated folds, and the
constant folder the rewrite uses."""

from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, TensorType, i32

from ttopt import registry
from ttopt.ir.parser import parse_buffer
from ttopt.rewrite.folding import simulate_fold
from ttopt.transforms.mlir.sccp import (
    OVERDEFINED,
    ConstantFolder,
    ConstantPropagationSolver,
    ConstantValue,
    join,
)


def parse(text: str):
    return parse_buffer(registry.make_context(), text, "test.mlir")


def solve(text: str):
    module = parse(text)
    solver = ConstantPropagationSolver(module)
    solver.run()
    return module, solver


def ops_named(module, name):
    return [op for op in module.walk() if op.name == name]


# -- the lattice --------------------------------------------------------------------------------

states = st.one_of(
    st.just(OVERDEFINED),
    st.builds(lambda v, d: ConstantValue(IntegerAttr(v, i32), d), st.integers(-3, 3), st.sampled_from(["arith", "tt"])),
)


@given(states)
def test_join_with_uninitialized_is_the_other_state(state):
    assert join(None, state) == state


@given(states)
def test_join_is_idempotent(state):
    assert join(state, state) == state


@given(states, states)
def test_join_is_commutative_in_the_value(a, b):
    assert join(a, b).value == join(b, a).value


@given(states, states, states)
def test_join_is_associative_in_the_value(a, b, c):
    assert join(join(a, b), c).value == join(a, join(b, c)).value


@given(states)
def test_overdefined_absorbs_everything(state):
    assert join(state, OVERDEFINED).is_overdefined
    assert join(OVERDEFINED, state).is_overdefined


def test_equal_constants_keep_the_first_dialect():
    first = ConstantValue(IntegerAttr(1, i32), "tt")
    assert join(first, ConstantValue(IntegerAttr(1, i32), "arith")).dialect == "tt"
    assert join(first, ConstantValue(IntegerAttr(2, i32), "tt")).is_overdefined


# -- the solver -----------------------------------------------------------------------------------

LOOP = """
tt.func @f(%n: i32, %c: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%same = %c1, %count = %c0) -> (i32, i32) : i32 {
    %next = arith.addi %count, %c1 : i32
    scf.yield %same, %next : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}
"""


def test_loop_carried_values_and_the_induction_variable():
    module, solver = solve(LOOP)
    loop = ops_named(module, "scf.for")[0]
    induction, same, count = loop.regions[0].blocks.first.args
    assert solver.state(induction).is_overdefined
    assert solver.state(same).value == IntegerAttr(1, i32)
    assert solver.state(count).is_overdefined
    assert solver.state(loop.results[0]).value == IntegerAttr(1, i32)
    assert solver.state(loop.results[1]).is_overdefined


BRANCHES = """
tt.func @f(%x: i32) -> i32 {
  %false = arith.constant false
  %c5 = arith.constant 5 : i32
  cf.cond_br %false, ^dead(%x : i32), ^live(%c5 : i32)
^dead(%a: i32):
  %d = arith.addi %a, %c5 : i32
  tt.return %d : i32
^live(%b: i32):
  tt.return %b : i32
}
"""


def test_a_branch_on_a_constant_leaves_the_other_successor_dead():
    module, solver = solve(BRANCHES)
    blocks = list(ops_named(module, "tt.func")[0].regions[0].blocks)
    entry, dead, live = blocks
    assert solver.is_live(entry) and solver.is_live(live) and not solver.is_live(dead)
    assert (entry, live) in solver.live_edges and (entry, dead) not in solver.live_edges
    assert solver.state(live.args[0]).value == IntegerAttr(5, i32)
    # Nothing in a dead block has a state: the rewrite leaves it alone.
    assert solver.state(dead.args[0]) is None
    assert solver.state(dead.first_op.results[0]) is None


CALLS = """
tt.func private @callee(%a: i32) -> i32 {
  tt.return %a : i32
}
tt.func private @unreached(%a: i32) -> i32 {
  tt.return %a : i32
}
tt.func @caller() -> i32 {
  %c4 = arith.constant 4 : i32
  %r = tt.call @callee(%c4) : (i32) -> i32
  tt.return %r : i32
}
"""


def test_calls_pass_constants_both_ways():
    module, solver = solve(CALLS)
    callee, unreached, caller = ops_named(module, "tt.func")
    call = ops_named(module, "tt.call")[0]
    assert solver.callsites[callee] == [call]
    assert solver.state(callee.regions[0].blocks.first.args[0]).value == IntegerAttr(4, i32)
    assert solver.state(call.results[0]).value == IntegerAttr(4, i32)
    # A private function no live call reaches is dead; a public one is entered with unknown arguments.
    assert not solver.is_live(unreached.regions[0].blocks.first)
    assert caller in solver.unknown_callers and callee not in solver.unknown_callers


# -- simulated folds ------------------------------------------------------------------------------

COMMUTATIVE = """
tt.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c3, %x : i32
  tt.return %s : i32
}
"""


def test_an_in_place_fold_is_undone_and_counts_as_a_failure():
    module = parse(COMMUTATIVE)
    add = ops_named(module, "arith.addi")[0]
    constant, argument = add.operands
    # Folding with the constant on the left moves it to the right, in place.
    assert simulate_fold(add, [IntegerAttr(3, i32), None]) is None
    assert list(add.operands) == [constant, argument]


def test_a_fold_on_assumed_constants_does_not_change_the_op():
    module = parse(COMMUTATIVE)
    add = ops_named(module, "arith.addi")[0]
    operands = list(add.operands)
    assert simulate_fold(add, [IntegerAttr(3, i32), IntegerAttr(4, i32)]) == [IntegerAttr(7, i32)]
    assert list(add.operands) == operands


# -- the folder -------------------------------------------------------------------------------------

EMPTY = """
tt.func @f() {
  tt.return
}
"""


def test_the_folder_builds_each_constant_once_at_the_front_of_the_entry_block():
    module = parse(EMPTY)
    block = ops_named(module, "tt.func")[0].regions[0].blocks.first
    folder = ConstantFolder()
    one = folder.get_or_create(block, "arith", IntegerAttr(1, i32), i32)
    two = folder.get_or_create(block, "arith", IntegerAttr(2, i32), i32)
    assert folder.get_or_create(block, "arith", IntegerAttr(1, i32), i32) is one
    assert [op.results[0] for op in list(block.ops)[:2]] == [two, one]


def test_a_constant_another_dialect_builds_is_shared_with_that_dialect():
    module = parse(EMPTY)
    block = ops_named(module, "tt.func")[0].regions[0].blocks.first
    tensor = TensorType(i32, [4])
    value = DenseIntOrFPElementsAttr.from_list(tensor, [7])
    folder = ConstantFolder()
    from_tt = folder.get_or_create(block, "tt", value, tensor)  # tt materializes arith.constant
    assert from_tt.owner.name == "arith.constant"
    assert folder.get_or_create(block, "arith", value, tensor) is from_tt
    assert len(ops_named(module, "arith.constant")) == 1


def test_a_value_no_dialect_can_build_is_not_replaced():
    module = parse(EMPTY)
    block = ops_named(module, "tt.func")[0].regions[0].blocks.first
    assert ConstantFolder().get_or_create(block, "scf", IntegerAttr(1, i32), i32) is None
