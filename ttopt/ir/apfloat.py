"""Bit-exact float formatting and literal conversion, as MLIR does it.

MLIR prints and parses floating-point attributes through LLVM's ``APFloat``; to
produce byte-identical IR we reproduce the parts it uses:

* the format table (``fltSemantics``): IEEE formats, the ML "FN"/"FNUZ" small
  formats, E8M0 and x87 ``f80``;
* round-to-nearest-even conversion of an exact value into a format, with
  APFloat's overflow behaviour (infinity, NaN or saturation, by format);
* ``APFloat::toString``, including its quirks: it *truncates* surplus binary
  digits before rounding decimal digits half-up, so ``0.1 : f16`` prints as
  ``9.997550e-02`` and not ``9.997559e-02``;
* ``printFloatValue`` from ``mlir/lib/IR/AsmPrinter.cpp`` and the float
  literal handling of ``mlir/lib/AsmParser``.

Values are handled as exact integers (``mant * 2**exp``); no host floating
point arithmetic is involved except Python's correctly rounded ``float(str)``,
which MLIR's parser mirrors (it reads every decimal literal as a double first).
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from typing import NamedTuple

# How a format spends its top exponent code (APFloat's fltNonfiniteBehavior).
IEEE754 = "ieee754"  # top exponent: infinity and NaNs
NAN_ONLY = "nan_only"  # no infinity; overflow gives NaN
FINITE_ONLY = "finite_only"  # neither; overflow saturates

# Which bit patterns are NaN (APFloat's fltNanEncoding).
NAN_IEEE = "ieee"  # top exponent, nonzero fraction
NAN_ALL_ONES = "all_ones"  # exponent and fraction all ones (either sign)
NAN_NEGATIVE_ZERO = "negative_zero"  # the -0 pattern; there is no -0


@dataclass(frozen=True)
class FloatSemantics:
    """One binary float format, described as APFloat's fltSemantics does.

    ``precision`` counts significand bits including the integer bit;
    ``min_exponent``/``max_exponent`` bound the unbiased exponent of normal
    values (2**max_exponent is the top binade).
    """

    name: str
    width: int
    precision: int
    min_exponent: int
    max_exponent: int
    nonfinite: str = IEEE754
    nan_encoding: str = NAN_IEEE
    has_zero: bool = True
    has_signed_repr: bool = True
    # x87 f80 stores the integer bit instead of implying it.
    explicit_integer_bit: bool = False

    @property
    def mantissa_bits(self) -> int:
        """Width of the stored significand field."""
        return self.precision if self.explicit_integer_bit else self.precision - 1

    @property
    def exponent_bits(self) -> int:
        return self.width - self.mantissa_bits - int(self.has_signed_repr)

    @property
    def has_subnormals(self) -> bool:
        # Without fraction bits (E8M0) the zero exponent code is just the
        # smallest normal binade.
        return self.mantissa_bits > 0

    @property
    def bias(self) -> int:
        if self.has_subnormals:
            return 1 - self.min_exponent
        return -self.min_exponent


def _table(*sems: FloatSemantics) -> dict[str, FloatSemantics]:
    return {sem.name: sem for sem in sems}


SEMANTICS: dict[str, FloatSemantics] = _table(
    FloatSemantics("f16", 16, 11, -14, 15),
    FloatSemantics("bf16", 16, 8, -126, 127),
    FloatSemantics("f32", 32, 24, -126, 127),
    FloatSemantics("f64", 64, 53, -1022, 1023),
    FloatSemantics("f80", 80, 64, -16382, 16383, explicit_integer_bit=True),
    FloatSemantics("f128", 128, 113, -16382, 16383),
    FloatSemantics("tf32", 19, 11, -126, 127),
    FloatSemantics("f8E5M2", 8, 3, -14, 15),
    FloatSemantics("f8E4M3", 8, 4, -6, 7),
    FloatSemantics("f8E3M4", 8, 5, -2, 3),
    FloatSemantics("f8E4M3FN", 8, 4, -6, 8, NAN_ONLY, NAN_ALL_ONES),
    FloatSemantics("f8E5M2FNUZ", 8, 3, -15, 15, NAN_ONLY, NAN_NEGATIVE_ZERO),
    FloatSemantics("f8E4M3FNUZ", 8, 4, -7, 7, NAN_ONLY, NAN_NEGATIVE_ZERO),
    FloatSemantics("f8E4M3B11FNUZ", 8, 4, -10, 4, NAN_ONLY, NAN_NEGATIVE_ZERO),
    FloatSemantics(
        "f8E8M0FNU", 8, 1, -127, 127, NAN_ONLY, NAN_ALL_ONES,
        has_zero=False, has_signed_repr=False,
    ),
    FloatSemantics("f6E3M2FN", 6, 3, -2, 4, FINITE_ONLY),
    FloatSemantics("f6E2M3FN", 6, 4, 0, 2, FINITE_ONLY),
    FloatSemantics("f4E2M1FN", 4, 2, 0, 2, FINITE_ONLY),
)

_F64 = SEMANTICS["f64"]


def semantics_for(type_name: str) -> FloatSemantics:
    """The semantics of an MLIR builtin float type spelled ``type_name``."""
    try:
        return SEMANTICS[type_name]
    except KeyError:
        raise ValueError(f"unknown float type {type_name!r}") from None


# ---------------------------------------------------------------------------
# Decoding bit patterns
# ---------------------------------------------------------------------------


class _Value(NamedTuple):
    """A decoded float; finite magnitudes are ``mant * 2**exp`` with ``mant``
    odd, so equal tuples mean APFloat's ``bitwiseIsEqual``."""

    kind: str  # "zero", "finite", "inf" or "nan"
    negative: bool
    mant: int = 0
    exp: int = 0


def _check_bits(bits: int, sem: FloatSemantics) -> None:
    if not 0 <= bits < 1 << sem.width:
        raise ValueError(f"{bits:#x} is not a {sem.width}-bit pattern for {sem.name}")


def _fields(bits: int, sem: FloatSemantics) -> tuple[bool, int, int]:
    """Split a pattern into (negative, exponent field, significand field)."""
    frac = bits & ((1 << sem.mantissa_bits) - 1)
    field = (bits >> sem.mantissa_bits) & ((1 << sem.exponent_bits) - 1)
    negative = sem.has_signed_repr and bool(bits >> (sem.width - 1))
    return negative, field, frac


def _inf_fraction(sem: FloatSemantics) -> int:
    # x87 infinity keeps its explicit integer bit set.
    return 1 << (sem.precision - 1) if sem.explicit_integer_bit else 0


def _is_nan(bits: int, sem: FloatSemantics) -> bool:
    _, field, frac = _fields(bits, sem)
    top = (1 << sem.exponent_bits) - 1
    if sem.nan_encoding == NAN_NEGATIVE_ZERO:
        return bits == 1 << (sem.width - 1)
    if sem.nan_encoding == NAN_ALL_ONES:
        return field == top and frac == (1 << sem.mantissa_bits) - 1
    if sem.nonfinite == FINITE_ONLY:
        return False
    if sem.explicit_integer_bit and field not in (0, top):
        # x87 "unnormals" (integer bit clear) are treated as NaN by APFloat.
        return not frac >> (sem.precision - 1)
    return field == top and frac != _inf_fraction(sem)


def _decode(bits: int, sem: FloatSemantics) -> _Value:
    _check_bits(bits, sem)
    negative, field, frac = _fields(bits, sem)
    if _is_nan(bits, sem):
        return _Value("nan", negative)
    top = (1 << sem.exponent_bits) - 1
    if sem.nonfinite == IEEE754 and field == top:
        return _Value("inf", negative)
    if sem.has_zero and field == 0 and frac == 0:
        return _Value("zero", negative)
    mant = frac
    if (field and not sem.explicit_integer_bit) or not sem.has_subnormals:
        mant |= 1 << (sem.precision - 1)  # the implicit integer bit
    # The zero exponent code shares the binade of code 1 (subnormals, and
    # x87 pseudo-denormals whose integer bit is set).
    unbiased = max(field - sem.bias, sem.min_exponent)
    return _finite(negative, mant, unbiased - (sem.precision - 1))


def _finite(negative: bool, mant: int, exp: int) -> _Value:
    trailing = (mant & -mant).bit_length() - 1
    return _Value("finite", negative, mant >> trailing, exp + trailing)


# ---------------------------------------------------------------------------
# Encoding and rounding
# ---------------------------------------------------------------------------


def _sign_bit(negative: bool, sem: FloatSemantics) -> int:
    if negative and not sem.has_signed_repr:
        # APFloat hits llvm_unreachable here (MLIR aborts).
        raise ValueError(f"{sem.name} cannot represent negative values")
    return int(negative) << (sem.width - 1)


def _pack(negative: bool, mant: int, exp: int, sem: FloatSemantics) -> int:
    """Encode ``mant * 2**exp``, already rounded: ``mant < 2**precision`` and
    ``exp`` is the weight of the last significand bit."""
    integer_bit = 1 << (sem.precision - 1)
    if mant & integer_bit:
        field = exp + sem.precision - 1 + sem.bias
    else:  # subnormal
        field = 0
    frac = mant if sem.explicit_integer_bit else mant & (integer_bit - 1)
    return _sign_bit(negative, sem) | field << sem.mantissa_bits | frac


def _top_exponent_bits(sem: FloatSemantics) -> int:
    return ((1 << sem.exponent_bits) - 1) << sem.mantissa_bits


def _inf_bits(negative: bool, sem: FloatSemantics) -> int:
    return _sign_bit(negative, sem) | _top_exponent_bits(sem) | _inf_fraction(sem)


def _nan_bits(negative: bool, sem: FloatSemantics) -> int:
    """The NaN APFloat's makeNaN() builds for a NaN-only format."""
    if sem.nan_encoding == NAN_NEGATIVE_ZERO:
        return 1 << (sem.width - 1)
    return _sign_bit(negative, sem) | (1 << (sem.width - int(sem.has_signed_repr))) - 1


def _largest(sem: FloatSemantics) -> tuple[int, int]:
    """(mant, exp) of the largest finite magnitude."""
    mant = (1 << sem.precision) - 1
    if sem.nan_encoding == NAN_ALL_ONES and sem.precision > 1:
        mant -= 1  # the all-ones significand is NaN
    return mant, sem.max_exponent - (sem.precision - 1)


def _overflow_bits(negative: bool, sem: FloatSemantics) -> int:
    """APFloat's handleOverflow() under round-to-nearest."""
    if sem.nonfinite == IEEE754:
        return _inf_bits(negative, sem)
    if sem.nonfinite == NAN_ONLY:
        return _nan_bits(negative, sem)
    return _pack(negative, *_largest(sem), sem)


def _zero_bits(negative: bool, sem: FloatSemantics) -> int:
    if not sem.has_zero:
        # E8M0 has no zero: APFloat substitutes the smallest (positive) normal.
        smallest_normal = 1 << (sem.precision - 1)
        return _pack(False, smallest_normal, sem.min_exponent - (sem.precision - 1), sem)
    if sem.nan_encoding == NAN_NEGATIVE_ZERO:
        negative = False  # -0 is the NaN pattern; zeros canonicalize to +0
    return _sign_bit(negative, sem)


def _div_round_even(num: int, den: int) -> int:
    quot, rem = divmod(num, den)
    if 2 * rem > den or (2 * rem == den and quot & 1):
        quot += 1
    return quot


def _round_to_bits(negative: bool, num: int, den: int, sem: FloatSemantics) -> int:
    """Nearest-even encoding of the exact value ``(-1)**negative * num/den``."""
    if num == 0:
        return _zero_bits(negative, sem)
    top = num.bit_length() - den.bit_length()  # 2**(top-1) < num/den < 2**(top+1)
    if num << max(-top, 0) < den << max(top, 0):
        top -= 1
    # Weight of the last significand bit; fixed at the bottom of the range so
    # that tiny values round as subnormals.
    exp = max(top, sem.min_exponent) - (sem.precision - 1)
    mant = _div_round_even(num << max(-exp, 0), den << max(exp, 0))
    if mant == 0:
        return _zero_bits(negative, sem)
    if mant == 1 << sem.precision:  # rounding carried into the next binade
        mant, exp = mant >> 1, exp + 1
    largest_mant, largest_exp = _largest(sem)
    if exp > largest_exp or (exp == largest_exp and mant > largest_mant):
        return _overflow_bits(negative, sem)
    return _pack(negative, mant, exp, sem)


def _double_fields(value: float) -> tuple[bool, int]:
    """(negative, 52-bit fraction field) of a double."""
    raw = struct.unpack("<Q", struct.pack("<d", value))[0]
    return bool(raw >> 63), raw & ((1 << 52) - 1)


def _nan_from_double(value: float, sem: FloatSemantics) -> int:
    """APFloat::convert() of a double NaN: payload kept from the top, result quiet."""
    negative, payload = _double_fields(value)
    if sem.nonfinite == NAN_ONLY:
        return _nan_bits(negative, sem)
    frac_bits = sem.precision - 1  # stored bits below the integer bit
    shift = 52 - frac_bits
    frac = payload >> shift if shift >= 0 else payload << -shift
    frac |= 1 << (frac_bits - 1)  # quiet bit: a signalling NaN gets quieted
    if sem.explicit_integer_bit:
        frac |= 1 << frac_bits
    return _sign_bit(negative, sem) | _top_exponent_bits(sem) | frac


def bits_from_float(value: float, sem: FloatSemantics) -> int:
    """Convert a double to ``sem`` like ``APFloat::convert(rmNearestTiesToEven)``.

    Overflow gives infinity (IEEE formats), NaN (FN/FNUZ/E8M0; for E4M3FN any
    value above 464 becomes NaN) or the largest finite value (f4/f6 formats).
    -0.0 becomes +0 in FNUZ formats; zero and underflow give 2**-127 in E8M0.
    Raises ValueError where MLIR would abort: infinity or NaN into an
    f4/f6 format, a negative value into E8M0.
    """
    if math.isnan(value) or math.isinf(value):
        if sem.nonfinite == FINITE_ONLY:
            raise ValueError(f"{sem.name} has no infinity or NaN")
        if math.isnan(value):
            return _nan_from_double(value, sem)
        return _overflow_bits(value < 0, sem)  # infinity, or NaN where there is none
    num, den = abs(value).as_integer_ratio()
    return _round_to_bits(math.copysign(1.0, value) < 0, num, den, sem)


def _double_nan(negative: bool, payload: int, payload_bits: int) -> float:
    """A double NaN carrying ``payload`` aligned at the top, as APFloat::convert
    aligns it, so that converting back with bits_from_float restores it."""
    shift = 52 - payload_bits
    fraction = payload << shift if shift >= 0 else payload >> -shift
    fraction = fraction or 1 << 51  # narrowing dropped every bit: stay a NaN
    raw = int(negative) << 63 | 0x7FF << 52 | fraction
    return struct.unpack("<d", struct.pack("<Q", raw))[0]


def float_from_bits(bits: int, sem: FloatSemantics) -> float:
    """The value of a pattern as a Python float.

    Exact for every format up to f64; f80/f128 values are rounded to the
    nearest double. NaNs keep their sign and, in formats with NaN payloads,
    the payload, so bits_from_float gives back every quiet NaN (signalling
    ones come back quieted, as APFloat::convert does).
    """
    value = _decode(bits, sem)
    sign = -1.0 if value.negative else 1.0
    if value.kind == "nan":
        if sem.nonfinite == NAN_ONLY:
            return math.copysign(math.nan, sign)
        payload_bits = sem.precision - 1  # the bits below the integer bit
        return _double_nan(value.negative, bits & ((1 << payload_bits) - 1), payload_bits)
    if value.kind == "inf":
        return sign * math.inf
    if value.kind == "zero":
        return sign * 0.0
    num, den = value.mant << max(value.exp, 0), 1 << max(-value.exp, 0)
    double = _round_to_bits(value.negative, num, den, _F64)
    return struct.unpack("<d", struct.pack("<Q", double))[0]


# ---------------------------------------------------------------------------
# Literals
# ---------------------------------------------------------------------------

# MLIR's lexer: a float literal needs a '.', the exponent is optional, and a
# leading '-' is a separate token that the attribute parser applies.
_DECIMAL_RE = re.compile(r"(-?)([0-9]+)\.([0-9]*)(?:[eE]([-+]?[0-9]+))?")
_HEX_RE = re.compile(r"0x[0-9a-fA-F]+")


def _parse_decimal(text: str) -> tuple[bool, int, int]:
    """(negative, num, den) of an MLIR decimal float literal, exactly."""
    match = _DECIMAL_RE.fullmatch(text)
    if not match:
        raise ValueError(f"not an MLIR float literal: {text!r}")
    sign, whole, fraction, exponent = match.groups()
    exp10 = int(exponent or 0) - len(fraction)
    digits = int(whole + fraction)
    if exp10 >= 0:
        return bool(sign), digits * 10**exp10, 1
    return bool(sign), digits, 10**-exp10


def _bits_from_decimal(text: str, sem: FloatSemantics) -> int:
    """``APFloat(sem, text)``: the decimal string rounded straight into ``sem``.

    Exact arithmetic, meant for ``to_string`` output, whose exponents the
    format's range bounds (unlike arbitrary literals, see bits_from_literal).
    """
    return _round_to_bits(*_parse_decimal(text), sem)


def bits_from_literal(text: str, sem: FloatSemantics) -> int:
    """The bit pattern MLIR gives a float literal of type ``sem``.

    A hex integer literal (``0x7FC00000``) is the bit pattern itself; it may
    not be negated and must fit the type's width.  A decimal literal
    (``1.5``, ``-2.0e-3``; MLIR requires the '.') is read as a double first
    and then rounded to ``sem`` (see ``Parser::parseFloatFromLiteral``), so a
    literal near a tie of a narrow type can round differently from a direct
    conversion.  Decimal integers (``1``) and ``1e10`` are not float literals
    in MLIR and raise ValueError.
    """
    if text.startswith("-0x"):
        raise ValueError("hexadecimal float literal should not have a leading minus")
    if _HEX_RE.fullmatch(text):
        bits = int(text, 16)
        if bits.bit_length() > sem.width:
            raise ValueError(f"hexadecimal float constant out of range for {sem.name}")
        return bits
    if not _DECIMAL_RE.fullmatch(text):
        raise ValueError(f"not an MLIR float literal: {text!r}")
    return bits_from_float(float(text), sem)


# ---------------------------------------------------------------------------
# APFloat::toString
# ---------------------------------------------------------------------------


def _exact_decimal(mant: int, exp: int) -> tuple[int, int]:
    """(digits, exp10) with ``mant * 2**exp == digits * 10**exp10``."""
    if exp >= 0:
        return mant << exp, 0
    return mant * 5**-exp, exp


def _truncate_binary(digits: int, exp10: int, precision: int) -> tuple[int, int]:
    """APFloat's first AdjustToPrecision: drop surplus decimal digits by
    *truncating*, judged by bit count (196/59 over-estimates log2(10)). It can
    leave exactly ``precision`` digits, losing the digit the later half-up
    rounding would have looked at."""
    bits_required = (precision * 196 + 58) // 59
    surplus = digits.bit_length() - bits_required
    removable = surplus * 59 // 196 if surplus > 0 else 0
    return digits // 10**removable, exp10 + removable


def _round_decimal(text: str, exp10: int, precision: int) -> tuple[str, int]:
    """Round a digit string half-up to ``precision`` digits (trailing zeros
    dropped), as APFloat's second AdjustToPrecision does."""
    dropped = len(text) - precision
    if dropped <= 0:
        return text, exp10
    kept = text[:precision]
    if text[precision] >= "5":
        kept = str(int(kept) + 1)
        if len(kept) > precision:  # carried out of all digits: a power of ten
            return "1", exp10 + len(text)
    stripped = kept.rstrip("0")
    return stripped, exp10 + dropped + len(kept) - len(stripped)


def _scientific(digits: str, exp10: int, precision: int, truncate_zero: bool) -> str:
    exponent = exp10 + len(digits) - 1
    fraction = digits[1:]
    if truncate_zero:
        fraction = fraction or "0"
    else:
        fraction = fraction.ljust(precision, "0")
    exp_digits = str(abs(exponent)).rjust(1 if truncate_zero else 2, "0")
    marker = "E" if truncate_zero else "e"
    return f"{digits[0]}.{fraction}{marker}{'-' if exponent < 0 else '+'}{exp_digits}"


def _positional(digits: str, exp10: int) -> str:
    if exp10 >= 0:
        return digits + "0" * exp10
    whole = len(digits) + exp10
    if whole > 0:
        return f"{digits[:whole]}.{digits[whole:]}"
    return "0." + "0" * -whole + digits


def _use_scientific(ndigits: int, exp10: int, precision: int, max_padding: int) -> bool:
    if not max_padding:
        return True
    if exp10 >= 0:  # 765e3 -> 765000, unless that pads or feigns precision
        return exp10 > max_padding or ndigits + exp10 > precision
    leading = exp10 + ndigits - 1  # power of ten of the first digit
    return leading < 0 and -leading > max_padding


def _finite_to_string(value: _Value, sem: FloatSemantics, precision: int,
                      max_padding: int, truncate_zero: bool) -> str:
    if not precision:
        # Enough digits to round-trip any value (Steele & White bound).
        precision = 2 + sem.precision * 59 // 196
    digits, exp10 = _truncate_binary(*_exact_decimal(value.mant, value.exp), precision)
    text = str(digits)
    stripped = text.rstrip("0")
    text, exp10 = _round_decimal(stripped, exp10 + len(text) - len(stripped), precision)
    if _use_scientific(len(text), exp10, precision, max_padding):
        body = _scientific(text, exp10, precision, truncate_zero)
    else:
        body = _positional(text, exp10)
    return "-" + body if value.negative else body


def _zero_to_string(negative: bool, precision: int, max_padding: int,
                    truncate_zero: bool) -> str:
    if max_padding:
        body = "0"
    elif truncate_zero:
        body = "0.0E+0"
    else:
        body = "0." + "0" * max(precision, 1) + "e+00"
    return "-" + body if negative else body


def to_string(bits: int, sem: FloatSemantics, precision: int = 0,
              max_padding: int = 3, truncate_zero: bool = True) -> str:
    """``APFloat::toString(FormatPrecision, FormatMaxPadding, TruncateZero)``.

    ``precision`` 0 means "enough digits to round-trip"; ``max_padding`` 0
    forces scientific notation.
    """
    value = _decode(bits, sem)
    if value.kind == "nan":
        return "NaN"
    if value.kind == "inf":
        return "-Inf" if value.negative else "+Inf"
    if value.kind == "zero":
        return _zero_to_string(value.negative, precision, max_padding, truncate_zero)
    return _finite_to_string(value, sem, precision, max_padding, truncate_zero)


# ---------------------------------------------------------------------------
# MLIR printing
# ---------------------------------------------------------------------------


def hex_literal(bits: int, sem: FloatSemantics) -> str:
    """The bits as MLIR prints them: APInt's C literal, upper case, unpadded."""
    _check_bits(bits, sem)
    return f"0x{bits:X}"


def _bitcast(bits: int, sem: FloatSemantics) -> int:
    """``bitcastToAPInt`` of the APFloat decoded from ``bits``.

    Only x87 changes anything: an unnormal decodes as NaN and is re-encoded
    with the all-ones exponent.
    """
    if sem.explicit_integer_bit and _is_nan(bits, sem):
        return bits | _top_exponent_bits(sem)
    return bits


def format_mlir(bits: int, sem: FloatSemantics) -> str:
    """A float attribute value as MLIR's ``printFloatValue`` prints it.

    ``1.000000e+00`` when six significant digits read back to the same value;
    otherwise the shortest-safe ``toString()`` form if it has a '.'; otherwise
    (large integers, infinities, NaNs) the hex bit pattern.
    """
    value = _decode(bits, sem)
    if value.kind in ("zero", "finite"):
        text = to_string(bits, sem, precision=6, max_padding=0, truncate_zero=False)
        if _decode(_bits_from_decimal(text, sem), sem) == value:
            return text
        text = to_string(bits, sem)
        if "." in text:
            return text
    return hex_literal(_bitcast(bits, sem), sem)
