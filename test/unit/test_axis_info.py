"""AxisInfo lattice: join algebra, upstream's integer helpers, and the printed form."""

from hypothesis import given, settings
from hypothesis import strategies as st

from ttopt.analysis.axis_info import (
    MAX_DIVISOR,
    AxisInfo,
    divisibility_from_contiguity,
    gcd,
    highest_pow2_divisor,
    multiply_divisor,
)

POWERS = st.sampled_from([1, 2, 4, 8, 16, 64, 1024, MAX_DIVISOR])
CONSTANTS = st.one_of(st.none(), st.integers(-8, 8))


@st.composite
def axis_infos(draw, rank: int = 2):
    def vector():
        return tuple(draw(POWERS) for _ in range(rank))

    return AxisInfo(vector(), vector(), vector(), draw(CONSTANTS))


@settings(max_examples=300)
@given(axis_infos(), axis_infos())
def test_join_is_commutative(a, b):
    assert a.join(b) == b.join(a)


@settings(max_examples=300)
@given(axis_infos(), axis_infos(), axis_infos())
def test_join_is_associative(a, b, c):
    assert a.join(b).join(c) == a.join(b.join(c))


@settings(max_examples=300)
@given(axis_infos())
def test_join_is_idempotent(a):
    assert a.join(a) == a


@given(axis_infos())
def test_uninitialized_is_the_identity(a):
    assert AxisInfo().join(a) == a and a.join(AxisInfo()) == a


@settings(max_examples=300)
@given(axis_infos(), axis_infos())
def test_join_never_claims_more_than_either_side(a, b):
    joined = a.join(b)
    for d in range(a.rank):
        assert joined.contiguity[d] <= min(a.contiguity[d], b.contiguity[d])
        assert joined.constancy[d] <= min(a.constancy[d], b.constancy[d])
        assert joined.divisibility[d] <= min(a.divisibility[d], b.divisibility[d])


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


def test_printed_form_matches_upstream():
    info = AxisInfo((128,), (1073741824,), (1,))
    assert str(info) == "contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>"
    assert str(AxisInfo((1, 1), (4, 4), (2, 8), 4)).endswith("constancy = [2, 8], constant_value = 4")
