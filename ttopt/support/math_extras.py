"""llvm/Support/MathExtras.h: the integer helpers upstream's layouts, analyses and lowerings
use, each once for all of ttopt."""

from __future__ import annotations


def is_power_of_two(value: int) -> bool:
    """llvm::isPowerOf2_32/64 for a non-negative value (zero is not a power of two)."""
    return value > 0 and value & (value - 1) == 0


def log2_floor(value: int) -> int:
    """llvm::Log2_32/64: floor(log2(value)) for a positive value."""
    return value.bit_length() - 1


def lowest_set_bit(value: int) -> int:
    """llvm::countr_zero for a positive value: the index of its lowest set bit."""
    return log2_floor(value & -value)


def next_power_of_two(value: int) -> int:
    """llvm::NextPowerOf2: the smallest power of two strictly greater than `value` (>= 0)."""
    return 1 << value.bit_length()


def power_of_two_ceil(value: int) -> int:
    """llvm::PowerOf2Ceil, with 1 for values up to 1: the smallest power of two >= `value`."""
    return 1 if value <= 1 else 1 << (value - 1).bit_length()
