"""AxisInfo: the lattice's join algebra (property tests), upstream's integer helpers,
the printed form, and the transfer-function and solver behaviours of Triton 3.6
that earlier versions of this module got wrong (each checked on IR)."""

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from ttopt import registry
from ttopt.analysis.axis_info import (
    MAX_DIVISOR,
    AxisInfo,
    AxisInfoAnalysis,
    ModuleAxisInfoAnalysis,
    divisibility_from_contiguity,
    gcd,
    highest_pow2_divisor,
    hint_vector,
    multiply_divisor,
)
from ttopt.ir import debug
from ttopt.ir.parser import parse_buffer

# -- the join (AxisInfo::join) ------------------------------------------------------------------

# Triton's invariants keep contiguity, divisibility and constancy powers of two
# (runs split a 2^k-element tensor evenly); MAX_DIVISOR is "unknown, optimistic".
POWERS = st.sampled_from([1, 2, 4, 8, 16, 64, 1024, 1 << 30, MAX_DIVISOR])
CONSTANTS = st.one_of(st.none(), st.sampled_from([0, 1, 2, 16, -1, -8, 4294967295, -(1 << 63)]))


@st.composite
def lattice_values(draw, rank: int):
    """A value of the lattice at `rank`: uninitialized (rank 0) now and then."""
    if draw(st.integers(0, 9)) == 0:
        return AxisInfo()

    def vector():
        return tuple(draw(POWERS) for _ in range(rank))

    return AxisInfo(vector(), vector(), vector(), draw(CONSTANTS))


@st.composite
def lattice_tuples(draw, count: int):
    rank = draw(st.integers(1, 3))
    return tuple(draw(lattice_values(rank)) for _ in range(count))


@settings(max_examples=500)
@given(lattice_tuples(2))
def test_join_is_commutative(values):
    a, b = values
    assert a.join(b) == b.join(a)


@settings(max_examples=500)
@given(lattice_tuples(3))
def test_join_is_associative(values):
    a, b, c = values
    assert a.join(b).join(c) == a.join(b.join(c))


@settings(max_examples=500)
@given(lattice_tuples(1))
def test_join_is_idempotent(values):
    (a,) = values
    assert a.join(a) == a


@given(lattice_tuples(1))
def test_uninitialized_is_the_identity(values):
    (a,) = values
    assert AxisInfo().join(a) == a and a.join(AxisInfo()) == a


@settings(max_examples=300)
@given(lattice_tuples(2))
def test_join_never_claims_more_than_either_side(values):
    a, b = values
    if a.rank == 0 or b.rank == 0:
        return
    joined = a.join(b)
    for d in range(a.rank):
        assert joined.contiguity[d] <= min(a.contiguity[d], b.contiguity[d])
        assert joined.constancy[d] <= min(a.constancy[d], b.constancy[d])
        assert joined.divisibility[d] <= min(a.divisibility[d], b.divisibility[d])


def test_join_is_not_associative_off_powers_of_two():
    """The extra gcd with the run lengths (getDivisibilityFromContiguity) only commutes
    with itself for powers of two; upstream's join behaves the same."""
    a = AxisInfo((MAX_DIVISOR,), (6,), (1,))
    b = AxisInfo((6,), (6,), (1,))
    c = AxisInfo((3,), (3,), (1,))
    assert a.join(b).join(c).divisibility == (1,)
    assert a.join(b.join(c)).divisibility == (3,)


def test_join_keeps_a_constant_only_when_both_agree():
    five = AxisInfo((1,), (1,), (1,), 5)
    assert five.join(five).constant_value == 5
    assert five.join(AxisInfo((1,), (1,), (1,), 6)).constant_value is None
    assert five.join(AxisInfo((1,), (1,), (1,), None)).constant_value is None


def test_divisibility_of_a_join_is_bounded_by_differing_run_lengths():
    # [0, 1] runs vs [16, 17, 18, 19] runs: a merged run may start at 18, divisible by 2 only.
    short = AxisInfo((2,), (4,), (1,))
    long = AxisInfo((4,), (16,), (1,))
    assert divisibility_from_contiguity(short, long, 0) == 2
    # An unresolved side (MAX_DIVISOR contiguity) does not constrain it yet.
    unknown = AxisInfo((MAX_DIVISOR,), (MAX_DIVISOR,), (MAX_DIVISOR,))
    assert divisibility_from_contiguity(unknown, long, 0) == 16


# -- integer helpers ----------------------------------------------------------------------------


def test_highest_power_of_two_divisor():
    assert highest_pow2_divisor(12) == 4
    assert highest_pow2_divisor(-4) == 4
    assert highest_pow2_divisor(1) == 1
    assert highest_pow2_divisor(0) == 1 << 62
    assert highest_pow2_divisor(-(1 << 63)) == 1 << 62
    assert highest_pow2_divisor(0, bits=32) == 1 << 30


def test_gcd_treats_zero_as_identity_and_multiply_saturates():
    assert gcd(0, 8) == 8 and gcd(8, 0) == 8 and gcd(12, 18, 4) == 2
    assert multiply_divisor(1 << 40, 1 << 30) == MAX_DIVISOR
    assert multiply_divisor(16, 4) == 64
    # 1 << 63 is negative in int64_t: the C++ division truncates to 0 and saturates.
    assert multiply_divisor(1, -(1 << 63)) == MAX_DIVISOR


def test_integer_hints_are_zero_extended_at_their_width():
    from xdsl.dialects.builtin import IntegerAttr, i32, i64

    assert hint_vector(IntegerAttr(16, i32)) == (16,)
    assert hint_vector(IntegerAttr(-1, i32)) == (4294967295,)
    assert hint_vector(IntegerAttr(1 << 40, i64)) == (1 << 40,)


def test_printed_form_matches_upstream():
    info = AxisInfo((128,), (1073741824,), (1,))
    assert str(info) == "contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>"
    assert str(AxisInfo((1, 1), (4, 4), (2, 8), 4)).endswith("constancy = [2, 8], constant_value = 4")
    assert str(AxisInfo()) == "contiguity = [], divisibility = [], constancy = [], constant_value = <none>"


# -- transfer functions and solver, on IR --------------------------------------------------------


def returned(body: str, args: str = "", results: str = "") -> list[AxisInfo]:
    """AxisInfo of the values a one-function module returns."""
    text = f"tt.func @f({args}) -> ({results}) {{\n{body}\n}}"
    module = parse_buffer(registry.make_context(), text, "<test>")
    analysis = ModuleAxisInfoAnalysis(module)
    terminator = next(op for op in module.walk() if op.name == "tt.return")
    return [analysis.get(value) for value in terminator.operands]


RANGE = "%range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>"


def test_folded_constants_are_constant_over_the_whole_tensor():
    # Operands constant over runs of 4 only (a hint) still fold to a tensor-wide constant.
    [info] = returned(
        "%a = arith.constant {tt.constancy = 4 : i32} dense<2> : tensor<128xi32>\n"
        "%b = arith.addi %a, %a : tensor<128xi32>\n"
        "tt.return %b : tensor<128xi32>",
        results="tensor<128xi32>",
    )
    assert info == AxisInfo((1,), (4,), (128,), 4)


def test_anything_times_zero_is_zero():
    [info] = returned(
        f"{RANGE}\n%z = arith.constant dense<0> : tensor<128xi32>\n"
        "%m = arith.muli %range, %z : tensor<128xi32>\ntt.return %m : tensor<128xi32>",
        results="tensor<128xi32>",
    )
    assert info == AxisInfo((1,), (MAX_DIVISOR,), (128,), 0)


def test_constant_compare_select_and_min_max_cover_the_tensor():
    infos = returned(
        "%a = arith.constant {tt.constancy = 4 : i32} dense<2> : tensor<128xi32>\n"
        "%c = arith.constant dense<3> : tensor<128xi32>\n"
        "%lt = arith.cmpi slt, %a, %c : tensor<128xi32>\n"
        "%max = arith.maxui %a, %c : tensor<128xi32>\n"
        f"{RANGE}\n%k = arith.constant dense<64> : tensor<128xi32>\n"
        "%mask = arith.cmpi slt, %range, %k : tensor<128xi32>\n"
        "%same = arith.select %mask, %a, %a : tensor<128xi1>, tensor<128xi32>\n"
        "tt.return %lt, %max, %same : tensor<128xi1>, tensor<128xi32>, tensor<128xi32>",
        results="tensor<128xi1>, tensor<128xi32>, tensor<128xi32>",
    )
    assert infos == [
        AxisInfo((1,), (1,), (128,), 1),
        AxisInfo((1,), (1,), (128,), 3),
        AxisInfo((1,), (2,), (128,), 2),
    ]


def test_trans_permutes_and_a_rank_changing_cast_is_pessimistic():
    infos = returned(
        "%r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>\n"
        "%row = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>\n"
        "%tile = tt.broadcast %row : tensor<1x64xi32> -> tensor<16x64xi32>\n"
        "%t = tt.trans %tile {order = array<i32: 1, 0>} : tensor<16x64xi32> -> tensor<64x16xi32>\n"
        "%c = builtin.unrealized_conversion_cast %r : tensor<64xi32> to tensor<8x8xi32>\n"
        "tt.return %t, %c : tensor<64x16xi32>, tensor<8x8xi32>",
        results="tensor<64x16xi32>, tensor<8x8xi32>",
    )
    assert infos == [AxisInfo((64, 1), (1 << 30, 1), (1, 16)), AxisInfo((1, 1), (1, 1), (1, 1))]


def test_a_loop_that_cannot_run_is_analysed_anyway():
    # No static trip-count rule in upstream's MLIR: the body's yield joins the result.
    [info] = returned(
        f"{RANGE}\n%c0 = arith.constant 0 : i32\n%c1 = arith.constant 1 : i32\n"
        "%ones = arith.constant dense<1> : tensor<128xi32>\n"
        "%r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %range) -> (tensor<128xi32>) : i32 {\n"
        "  %b = arith.addi %a, %ones : tensor<128xi32>\n  scf.yield %b : tensor<128xi32>\n}\n"
        "tt.return %r : tensor<128xi32>",
        results="tensor<128xi32>",
    )
    assert info == AxisInfo((128,), (1,), (1,))


def test_a_sweep_transfers_again_only_ops_whose_operands_changed():
    # As MLIR's solver, which visits an op again only when an operand's state changed: the
    # loop takes three sweeps (what the yield passes back lowers the iter_arg's divisibility
    # at the end of the first), but only the add of the iter_arg is transferred twice; the
    # other ops, the loop-invariant one too, once.
    module = parse_buffer(
        registry.make_context(),
        f"tt.func @f(%n: i32) -> tensor<128xi32> {{\n{RANGE}\n%c0 = arith.constant 0 : i32\n"
        "%c1 = arith.constant 1 : i32\n%four = arith.constant dense<4> : tensor<128xi32>\n"
        "%one = arith.constant dense<1> : tensor<128xi32>\n"
        "%base = arith.muli %range, %four : tensor<128xi32>\n"
        "%r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %base) -> (tensor<128xi32>) : i32 {\n"
        "  %b = arith.addi %a, %one : tensor<128xi32>\n"
        "  %c = arith.muli %range, %four : tensor<128xi32>\n  scf.yield %b : tensor<128xi32>\n}\n"
        "tt.return %r : tensor<128xi32>\n}",
        "<test>",
    )
    # The ops with results other than the loop, in order (the parser keeps no SSA names).
    names = iter(["range", "c0", "c1", "four", "one", "base", "b", "c"])
    label = {op: next(names) for op in module.walk() if op.results and op.name != "scf.for"}
    transfers: dict[str, int] = {}

    class Counting(AxisInfoAnalysis):
        def visit_operation(self, op, operands):
            transfers[label[op]] = transfers.get(label[op], 0) + 1
            return super().visit_operation(op, operands)

    function = next(op for op in module.walk() if op.name == "tt.func")
    analysis = Counting()
    analysis.run(function)
    assert transfers == {"range": 1, "c0": 1, "c1": 1, "four": 1, "one": 1, "base": 1, "b": 2, "c": 1}
    loop = next(op for op in module.walk() if op.name == "scf.for")
    assert analysis.get(loop.results[0]) == AxisInfo((1,), (1,), (1,))


def test_joining_the_same_state_twice_can_lose_divisibility():
    # Why a sweep does not transfer an unchanged op again: off powers of two the join is not
    # absorptive, (a | b) | b != a | b (a run length of 6 against an unresolved one).
    a = AxisInfo((MAX_DIVISOR,), (6,), (1,))
    b = AxisInfo((6,), (6,), (1,))
    assert a.join(b) == AxisInfo((2,), (6,), (1,))
    assert a.join(b).join(b) == AxisInfo((2,), (2,), (1,))


def test_unreachable_code_keeps_an_empty_axis_info():
    # The compare folds to true (constant propagation): the else branch never runs, and
    # its values are recorded uninitialized, as Triton 3.6 records them.
    module = parse_buffer(
        registry.make_context(),
        "tt.func @f() -> i32 {\n%c2 = arith.constant 2 : i32\n%c4 = arith.constant 4 : i32\n"
        "%lt = arith.cmpi slt, %c2, %c4 : i32\n"
        "%r = scf.if %lt -> (i32) {\n  scf.yield %c2 : i32\n} else {\n"
        "  %d = arith.addi %c4, %c4 : i32\n  scf.yield %d : i32\n}\ntt.return %r : i32\n}",
        "<test>",
    )
    analysis = ModuleAxisInfoAnalysis(module)
    dead = next(op for op in module.walk() if op.name == "arith.addi")
    result = next(op for op in module.walk() if op.name == "scf.if")
    assert analysis.get(dead.results[0]) == AxisInfo()
    assert analysis.get(result.results[0]) == AxisInfo((1,), (2,), (1,), 2)


def test_region_branch_results_start_uninitialized_not_optimistic():
    # A loop that never exits: nothing reaches its results, which stay uninitialized
    # (not "unknown, maximal"), and so does what is computed from them.
    module = parse_buffer(
        registry.make_context(),
        "tt.func @f(%n: i32 {tt.divisibility = 8 : i32}) {\n%true = arith.constant true\n"
        "%r = scf.while (%x = %n) : (i32) -> i32 {\n  scf.condition(%true) %x : i32\n} do {\n"
        "^bb0(%y: i32):\n  %z = arith.addi %y, %y : i32\n  scf.yield %z : i32\n}\n"
        "%t = tt.splat %r : i32 -> tensor<128xi32>\ntt.return\n}",
        "<test>",
    )
    analysis = ModuleAxisInfoAnalysis(module)
    ops = {op.name: op for op in module.walk()}
    assert analysis.get(ops["scf.while"].results[0]) == AxisInfo()
    assert analysis.get(ops["tt.splat"].results[0]) == AxisInfo()
    assert analysis.get(ops["arith.addi"].results[0]) == AxisInfo((1,), (8,), (1,))


def test_queries_trace_what_they_read():
    module = parse_buffer(
        registry.make_context(),
        "#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n"
        'module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {\n'
        "tt.func @f(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {\n"
        "%r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>\n"
        "%s = tt.splat %p : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #b>\n"
        "%q = tt.addptr %s, %r : tensor<512x!tt.ptr<f16>, #b>, tensor<512xi32, #b>\n"
        "tt.return\n}\n}",
        "<test>",
    )
    analysis = ModuleAxisInfoAnalysis(module)
    pointers = next(op for op in module.walk() if op.name == "tt.addptr").results[0]
    trace = io.StringIO()
    debug.configure(only=["axis-info"], stream=trace)
    try:
        assert analysis.get_contiguity(pointers) == 4
    finally:
        debug.configure()
    assert trace.getvalue().splitlines() == [
        "[axis-info]: getAlignment order[0] 0 maxContig = 512 elemNumBits = 16 maxMultiple = 8 alignment 8",
        "[axis-info]: -- contiguity = [512], divisibility = [16], constancy = [1], constant_value = <none>",
        "[axis-info]: getContiguity uniqueContigPerThread = 4",
    ]
