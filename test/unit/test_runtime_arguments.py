"""Packing launch arguments against a kernel's signature (no GPU needed)."""

import ctypes
import math
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ttopt.runtime.arguments import (
    ArgumentError,
    Parameter,
    device_array,
    pack_argument,
    pack_arguments,
)


class FakeCupyArray:
    """Anything with `__cuda_array_interface__` (CuPy, Numba) is a GPU array."""

    def __init__(self, address: int, typestr: str):
        self.__cuda_array_interface__ = {"data": (address, False), "typestr": typestr, "shape": (4,), "version": 3}


VECADD = [
    Parameter("x_ptr", "!tt.ptr<f32>", 16),
    Parameter("y_ptr", "!tt.ptr<f32>", 16),
    Parameter("out_ptr", "!tt.ptr<f32>", 16),
    Parameter("n", "i32", 16),
]


def test_vecadd_arguments_are_pointers_then_int_then_two_scratch_pointers():
    values, types = pack_arguments(VECADD, (FakeCupyArray(0x1000, "<f4"), FakeCupyArray(0x2000, "<f4"),
                                            FakeCupyArray(0x3000, "<f4"), 4096), (0x9000, 0))
    assert values == (0x1000, 0x2000, 0x3000, 4096, 0x9000, 0)
    assert types == (ctypes.c_void_p,) * 3 + (ctypes.c_int32,) + (ctypes.c_void_p,) * 2


def test_wrong_number_of_arguments_names_the_parameters():
    with pytest.raises(ArgumentError, match=r"takes 4 arguments \(x_ptr, y_ptr, out_ptr, n\), got 2"):
        pack_arguments(VECADD, (1, 2))


def test_pointer_rejects_host_values_and_wrong_element_types():
    with pytest.raises(ArgumentError, match="takes a GPU array"):
        pack_argument(VECADD[0], [1.0, 2.0])
    with pytest.raises(ArgumentError, match="got an array of i32 elements"):
        pack_argument(VECADD[0], FakeCupyArray(0x1000, "<i4"))


def test_pointer_alignment_is_checked_against_divisibility():
    with pytest.raises(ArgumentError, match="16-byte aligned pointers, got address 0x1004"):
        pack_argument(VECADD[0], FakeCupyArray(0x1004, "<f4"))
    assert pack_argument(Parameter("p", "!tt.ptr<f32>"), FakeCupyArray(0x1004, "<f4")) == (0x1004, ctypes.c_void_p)


def test_integer_range_and_divisibility():
    with pytest.raises(ArgumentError, match="out of range"):
        pack_argument(Parameter("n", "i32"), 2**31)
    with pytest.raises(ArgumentError, match="divisible by 16, got 100"):
        pack_argument(VECADD[3], 100)
    with pytest.raises(ArgumentError, match="takes an int, got float"):
        pack_argument(VECADD[3], 1.5)
    assert pack_argument(Parameter("flag", "i1"), True) == (1, ctypes.c_int8)
    assert pack_argument(Parameter("n", "i64"), -(2**63)) == (-(2**63), ctypes.c_int64)


def test_signless_integers_accept_unsigned_arrays():
    assert pack_argument(Parameter("p", "!tt.ptr<i8>"), FakeCupyArray(0x10, "|u1"))[0] == 0x10


@given(st.floats(allow_nan=False, width=16))
def test_f16_scalars_travel_as_their_bit_pattern(value):
    bits, kind = pack_argument(Parameter("x", "f16"), value)
    assert kind is ctypes.c_uint16
    assert struct.unpack("<e", struct.pack("<H", bits))[0] == value


@given(st.floats(allow_nan=False, width=32))
def test_bf16_bits_round_to_nearest_even(value):
    bits, _ = pack_argument(Parameter("x", "bf16"), value)
    nearest = struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    # No other bf16 value is strictly closer to `value`.
    for neighbour in (bits - 1, bits + 1):
        if 0 <= neighbour <= 0xFFFF:
            other = struct.unpack("<f", struct.pack("<I", (neighbour << 16)))[0]
            if not math.isnan(other):
                assert abs(other - value) >= abs(nearest - value) or abs(nearest) == float("inf")


def test_objects_that_are_not_arrays_are_not_device_arrays():
    assert device_array(3) is None
    assert device_array(FakeCupyArray(0x20, "<f2")).bits == 16
