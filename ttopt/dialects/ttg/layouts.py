"""The layout attributes of TritonGPU (`#ttg.blocked`, `#ttg.nvidia_mma`, ...), as Triton 3.6 spells them.

Each attribute keeps upstream's parameter names (camelCase) as its xDSL parameters and
offers snake_case accessors that return plain Python ints and tuples for passes.

Parsing follows upstream's hand-written parsers: most bodies are an MLIR dictionary
whose entries are walked in sorted key order, so when several entries are wrong the
first in byte order is reported; errors are located where upstream locates them (the
mnemonic, the token after the attribute, or the offending token).

A tensor encoding takes part in VerifyTensorLayoutsTrait through
`verify_tensor_layout(tensor_type, scope)`; shared-memory encodings are checked by
`!ttg.memdesc` (see ttg.py).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from xdsl.dialects.builtin import (
    ArrayAttr,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Position

from ttopt.dialects.tt.base import LayoutScope
from ttopt.ir.parser import parse_int32
from ttopt.ir.printer import print_attribute_text
from ttopt.layouts.linear_layout import LinearLayout
from ttopt.support.class_tests import is_subclass
from ttopt.support.identity_memo import identity_memo
from ttopt.support.math_extras import is_power_of_two

Bases = tuple[tuple[int, ...], ...]
"""Basis vectors of a linear layout, one tuple of per-dim values each."""

# -- storage --------------------------------------------------------------------------------


def int_array(values: Iterable[int]) -> ArrayAttr[IntAttr]:
    return ArrayAttr([IntAttr(v) for v in values])


def int_tuple(array: ArrayAttr[IntAttr]) -> tuple[int, ...]:
    return tuple(v.data for v in array.data)


def bases_array(bases: Iterable[Iterable[int]]) -> ArrayAttr[ArrayAttr[IntAttr]]:
    return ArrayAttr([int_array(b) for b in bases])


def bases_tuple(array: ArrayAttr[ArrayAttr[IntAttr]]) -> Bases:
    return tuple(int_tuple(b) for b in array.data)


def _is_permutation(order: Sequence[int]) -> bool:
    return sorted(order) == list(range(len(order)))


def _ints_text(values: Iterable[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _bases_text(bases: Iterable[Iterable[int]]) -> str:
    return "[" + ", ".join(_ints_text(b) for b in bases) + "]"


def _standard_out_dims(rank: int) -> list[str]:
    return [f"dim{d}" for d in range(rank)]


# -- parsing helpers --------------------------------------------------------------------------


def name_loc(parser: AttrParser, mnemonic: str) -> Position:
    """Where the attribute's mnemonic starts (MLIR's `getNameLoc()`).

    Called with the parser at the `<` that follows the mnemonic.
    """
    return end_of_previous_token(parser) - len(mnemonic)


def expect(parser: AttrParser, punctuation: str) -> None:
    """`parser.parseX()` for punctuation, with MLIR's message and location.

    MLIR reports a missing token just after the previous one (emitWrongTokenError).
    """
    if parser.parse_optional_punctuation(punctuation) is None:
        parser.raise_error(f"expected '{punctuation}'", at_position=end_of_previous_token(parser))


def end_of_previous_token(parser: AttrParser) -> Position:
    text = parser.lexer.input.content
    position = parser._current_token.span.start
    while position > 0 and text[position - 1].isspace():
        position -= 1
    return position


def parse_dictionary(parser: AttrParser) -> list[tuple[str, Attribute]]:
    """An MLIR dictionary attribute body `{key = value, ...}`, entries sorted by key.

    DictionaryAttr::get sorts its entries; layout parsers walk them in that order.
    """
    entries: dict[str, Attribute] = {}

    def entry() -> None:
        start = parser._current_token.span.start
        key = parser.parse_optional_identifier_or_str_literal()
        if key is None:
            parser.raise_error("expected attribute name")
        if key in entries:
            parser.raise_error(f"duplicate key '{key}' in dictionary attribute", at_position=start)
        entries[key] = UnitAttr() if parser.parse_optional_punctuation("=") is None else parser.parse_attribute()

    if parser._current_token.text != "{":
        parser.raise_error("expected '{'")
    parser.parse_comma_separated_list(parser.Delimiter.BRACES, entry)
    return sorted(entries.items(), key=lambda item: item[0].encode())


def parse_angle_dictionary(parser: AttrParser) -> list[tuple[str, Attribute]]:
    """`<{...}>`: the body of most layout attributes."""
    expect(parser, "<")
    entries = parse_dictionary(parser)
    expect(parser, ">")
    return entries


def _is_negative(attr: IntegerAttr) -> bool:
    """APInt::isNegative: a set sign bit (`true` is a negative i1)."""
    value = attr.value.data
    if isinstance(attr.type, IntegerType) and attr.type.width.data == 1:
        return value != 0
    return value < 0


def parse_unsigned(parser: AttrParser, at: Position, value: Attribute, desc: str) -> int:
    if not isinstance(value, IntegerAttr):
        parser.raise_error(f"expected an integer type in {desc}", at_position=at)
    if _is_negative(value):
        parser.raise_error(f"expected an unsigned integer value in {desc}", at_position=at)
    # Upstream stores the value in a 32-bit `unsigned`: 2**40 becomes 0, which the
    # verifiers then reject, instead of a layout too large to build.
    return value.value.data % 2**32


def parse_unsigned_array(parser: AttrParser, at: Position, value: Attribute, desc: str) -> tuple[int, ...]:
    if not isinstance(value, ArrayAttr):
        parser.raise_error(f"expected an array for {desc}", at_position=at)
    return tuple(parse_unsigned(parser, at, element, desc) for element in value.data)


def parse_bool(parser: AttrParser, at: Position, value: Attribute, desc: str) -> bool:
    if not (isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType) and value.type.width.data == 1):
        parser.raise_error(f"expected a bool type in {desc}", at_position=at)
    return value.value.data != 0


def parse_cga_layout(parser: AttrParser, at: Position, value: Attribute | None, rank: int) -> Bases:
    """The `CGALayout = [[...], ...]` block bases; absent means one CTA."""
    if value is None:
        return ()
    if not isinstance(value, ArrayAttr):
        parser.raise_error("expected array value for 'CGALayout'", at_position=at)
    bases = []
    for entry in value.data:
        if not isinstance(entry, ArrayAttr):
            parser.raise_error("expected an array for CGALayout entry", at_position=at)
        basis = []
        for element in entry.data:
            if not isinstance(element, IntegerAttr):
                parser.raise_error("expected an integer type in CGALayout entry", at_position=at)
            if _is_negative(element):
                parser.raise_error("expected an unsigned integer value in CGALayout entry", at_position=at)
            basis.append(element.value.data)
        if len(basis) != rank:
            parser.raise_error(f"'CGALayout' entry length does not match rank {rank}", at_position=at)
        bases.append(tuple(basis))
    return tuple(bases)


def checked_parameters(parser: AttrParser, at: Position, cls: type[ParametrizedAttribute], params: Sequence[Attribute]):
    """Run the attribute's verifier now, so its message is reported at `at`."""
    try:
        cls.new(params)
    except VerifyException as error:
        parser.raise_error(str(error), at_position=at)
    return params


def _cga_text(bases: Bases) -> str:
    return f", CGALayout = {_bases_text(bases)}" if bases else ""


# -- the context a tensor layout is checked against -----------------------------------------


def _module_of(scope: Operation | None) -> ModuleOp | None:
    while scope is not None and not is_subclass(type(scope), ModuleOp):
        scope = scope.parent_op()
    return scope


def _module_int(scope: Operation | None, name: str, default: int) -> int:
    module = _module_of(scope)
    value = module.attributes.get(name) if module is not None else None
    return value.value.data if isinstance(value, IntegerAttr) else default


def threads_per_warp_of(scope: Operation | None) -> int:
    """The module's `ttg.threads-per-warp` (default 32)."""
    return _module_int(scope, "ttg.threads-per-warp", 32)


def num_ctas_of(scope: Operation | None) -> int:
    """The module's `ttg.num-ctas` (default 1)."""
    return _module_int(scope, "ttg.num-ctas", 1)


def num_warps_of(scope: Operation | None) -> int | None:
    """The warps per CTA around `scope` (upstream's maybeLookupNumWarps).

    The innermost of: the `num_warps` of the `ttg.warp_specialize` partition holding
    it, `ttg.num-warps` on the enclosing `tt.func`, on the module. `scope` itself counts.
    """
    op = scope
    while op is not None:
        if op.name in ("builtin.module", "tt.func"):
            value = op.attributes.get("ttg.num-warps")
            if is_subclass(type(value), IntegerAttr):
                return value.value.data
        parent = op.parent_op()
        if parent is not None and parent.name == "ttg.warp_specialize.partitions":
            region = op.parent_region()
            region_index = next(i for i, r in enumerate(parent.regions) if r is region)
            return parent.parent_op().partition_num_warps[region_index]
        op = parent
    return None


# -- the layout interfaces -----------------------------------------------------------------------


class LayoutEncoding:
    """LayoutEncodingTrait: a distributed or shared layout with a rank and a CGA layout."""

    @property
    def rank(self) -> int:
        raise NotImplementedError

    @property
    def cga_layout(self) -> Bases:
        """The block bases of the CTA layout (empty: one CTA)."""
        return bases_tuple(self.CGALayout)  # type: ignore[attr-defined]

    @property
    def num_ctas(self) -> int:
        return 1 << len(self.cga_layout)


class DistributedLayout(LayoutEncoding):
    """DistributedEncodingTrait: a layout of a tensor over registers, lanes, warps and CTAs.

    `num_lanes`, `num_warps` and `num_ctas` are the sizes of the lane, warp and block
    dims of the layout's linear layout, which is what the context checks compare.
    """

    @property
    def num_lanes(self) -> int:
        raise NotImplementedError

    @property
    def num_warps(self) -> int:
        raise NotImplementedError

    def verify_tensor_layout(self, tensor_type: TensorType, scope: LayoutScope) -> str | None:
        """VerifyTensorLayoutsTrait's checks; the message after `... has an invalid layout: `.

        `scope` holds the op being verified (or its module): warps are looked up from it outward.
        """
        layout_rank, lanes, layout_warps, layout_ctas = _layout_counts(self)
        rank = len(tensor_type.get_shape())
        if layout_rank != rank:
            return f"Layout has rank {layout_rank}, but the tensor it's attached to has rank {rank}."
        threads = scope.lookup(threads_per_warp_of)
        if lanes != threads:
            return self._mismatch(
                f"Layout has {lanes} threads per warp, but the module specifies {threads} threads per warp."
            )
        warps = scope.lookup(num_warps_of)
        if warps is None:
            return (
                "Could not determine the number of warps per CTA. Operation is not in a context with `ttg.num-warps`."
            )
        if layout_warps != warps:
            return self._mismatch(
                f"Layout has {layout_warps} warps per CTA, but the context requires {warps} warps per CTA."
            )
        ctas = scope.lookup(num_ctas_of)
        if layout_ctas != ctas:
            return self._mismatch(
                f"Layout has {layout_ctas} CTAs per CGA, but the context requires {ctas} CTAs per CGA."
            )
        return None

    def _mismatch(self, text: str) -> str:
        """The layout, printed in full, then what does not fit on its own line."""
        return f"{print_attribute_text(self)}.\n{text}"  # type: ignore[arg-type]


@identity_memo
def _layout_counts(layout: DistributedLayout) -> tuple[int, int, int, int]:
    """(rank, lanes, warps, CTAs) of a layout, read once per layout object (attributes are
    immutable; the verifier asks this of every tensor of every new tt/ttg op)."""
    return layout.rank, layout.num_lanes, layout.num_warps, layout.num_ctas


class SharedLayout(LayoutEncoding):
    """SharedEncodingTrait: a layout of a buffer in shared memory (only on `!ttg.memdesc`)."""

    @property
    def alignment(self) -> int:
        """The byte alignment the buffer needs (upstream's default is 16)."""
        return 16

    def asm_alias(self) -> str:
        return "shared"

    def verify_tensor_layout(self, tensor_type: TensorType, scope: LayoutScope) -> str | None:
        return "Non-distributed layout is not allowed in tensor type."


# -- #ttg.blocked --------------------------------------------------------------------------------

_BLOCKED_ARRAYS = {
    "sizePerThread": "number of elements per thread",
    "threadsPerWarp": "number of threads per warp",
    "warpsPerCTA": "number of warps per CTA",
    "order": "order",
}


@irdl_attr_definition
class BlockedEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.blocked<{sizePerThread = [..], threadsPerWarp = [..], warpsPerCTA = [..], order = [..]}>`."""

    name = "ttg.blocked"
    sizePerThread: ArrayAttr[IntAttr] = param_def()
    threadsPerWarp: ArrayAttr[IntAttr] = param_def()
    warpsPerCTA: ArrayAttr[IntAttr] = param_def()
    order_: ArrayAttr[IntAttr] = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()

    def __init__(
        self,
        size_per_thread: Sequence[int],
        threads_per_warp: Sequence[int],
        warps_per_cta: Sequence[int],
        order: Sequence[int],
        cga_layout: Iterable[Iterable[int]] = (),
    ):
        super().__init__(
            int_array(size_per_thread),
            int_array(threads_per_warp),
            int_array(warps_per_cta),
            int_array(order),
            bases_array(cga_layout),
        )

    @property
    def size_per_thread(self) -> tuple[int, ...]:
        return int_tuple(self.sizePerThread)

    @property
    def threads_per_warp(self) -> tuple[int, ...]:
        return int_tuple(self.threadsPerWarp)

    @property
    def warps_per_cta(self) -> tuple[int, ...]:
        return int_tuple(self.warpsPerCTA)

    @property
    def order(self) -> tuple[int, ...]:
        return int_tuple(self.order_)

    @property
    def rank(self) -> int:
        return len(self.size_per_thread)

    @property
    def num_lanes(self) -> int:
        return math.prod(self.threads_per_warp)

    @property
    def num_warps(self) -> int:
        return math.prod(self.warps_per_cta)

    def asm_alias(self) -> str:
        return "blocked"

    def verify(self) -> None:
        fields = (self.size_per_thread, self.threads_per_warp, self.warps_per_cta, self.order)
        if len({len(f) for f in fields}) != 1:
            raise VerifyException("sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.")
        for name, values in zip(("sizePerThread", "threadsPerWarp", "warpsPerCTA"), fields):
            if not all(is_power_of_two(v) for v in values):
                raise VerifyException(f"Every element in {name} must be a power of two.")
        if not _is_permutation(self.order):
            raise VerifyException(
                f"order must be a permutation of 0..(rank-1), but was [{', '.join(map(str, self.order))}]"
            )

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{sizePerThread = {_ints_text(self.size_per_thread)}, "
            f"threadsPerWarp = {_ints_text(self.threads_per_warp)}, "
            f"warpsPerCTA = {_ints_text(self.warps_per_cta)}, "
            f"order = {_ints_text(self.order)}{_cga_text(self.cga_layout)}}}>"
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "blocked")
        fields = {key: () for key in _BLOCKED_ARRAYS}
        cga_value = None
        for key, value in parse_angle_dictionary(parser):
            if key == "CGALayout":
                cga_value = value
            elif key in _BLOCKED_ARRAYS:
                fields[key] = parse_unsigned_array(parser, at, value, _BLOCKED_ARRAYS[key])
            else:
                parser.raise_error(f"unexpected key: {key}", at_position=at)
        cga = parse_cga_layout(parser, at, cga_value, len(fields["sizePerThread"]))
        params = (*(int_array(fields[key]) for key in _BLOCKED_ARRAYS), bases_array(cga))
        return checked_parameters(parser, at, cls, params)


def cga_bases_from_split_params(
    ctas_per_cga: Sequence[int], cta_split_num: Sequence[int], cta_order: Sequence[int]
) -> Bases:
    """The CGA block bases of the legacy CTA parameters (CGAEncodingAttr::fromSplitParams).

    Along each dim, in `cta_order`, the CTAs that split it come first, then those that
    hold copies of the same part (zero bases).
    """
    rank = len(cta_order)
    bases: list[tuple[int, ...]] = []
    for dim in cta_order:
        split = cta_split_num[dim]
        for bit in range(split.bit_length() - 1):
            bases.append(tuple(1 << bit if d == dim else 0 for d in range(rank)))
        copies = ctas_per_cga[dim] // split
        bases.extend([(0,) * rank] * (copies.bit_length() - 1))
    return tuple(bases)


def blocked_encoding_for_num_ctas(
    shape: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
    num_ctas: int,
) -> BlockedEncodingAttr:
    """BlockedEncodingAttr::get(ctx, shape, sizePerThread, order, numWarps, threadsPerWarp, numCTAs).

    CTAs split the dims from the slowest (in `order`) while the shape has room, the rest
    wrap onto the last dim (by index); then lanes and warps cover the shape of one CTA
    from the fastest dim, and the slowest dim takes what is left.
    """
    rank = len(shape)
    ctas_per_cga = [1] * rank
    remaining_ctas = num_ctas
    for dim in reversed(order):
        ctas_per_cga[dim] = _clamp(remaining_ctas, 1, max(1, shape[dim] // size_per_thread[dim]))
        remaining_ctas //= ctas_per_cga[dim]
    cta_split_num = list(ctas_per_cga)
    # Upstream wraps the CTAs left over onto the last dim (by index, not by order).
    ctas_per_cga[rank - 1] *= remaining_ctas
    cga = cga_bases_from_split_params(ctas_per_cga, cta_split_num, order)
    shape_per_cta = [size // min(size, split) for size, split in zip(shape, cta_split_num)]
    lanes, warps = _spread_threads(shape_per_cta, size_per_thread, order, num_warps, threads_per_warp)
    return BlockedEncodingAttr(size_per_thread, lanes, warps, order, cga)


def default_blocked_encoding(
    shape: Sequence[int], num_warps: int, threads_per_warp: int, num_ctas: int
) -> BlockedEncodingAttr:
    """getDefaultBlockedEncoding: one element per thread, row-major, lanes then warps from the fastest dim."""
    rank = len(shape)
    order = list(reversed(range(rank)))
    return blocked_encoding_for_num_ctas(shape, [1] * rank, order, num_warps, threads_per_warp, num_ctas)


def blocked_encoding_for_shape(
    shape: Sequence[int],
    size_per_thread: Sequence[int],
    order: Sequence[int],
    num_warps: int,
    threads_per_warp: int,
    cga_layout: Bases = (),
) -> BlockedEncodingAttr:
    """BlockedEncodingAttr::get(shape, sizePerThread, order, numWarps, threadsPerWarp, CGALayout):
    lanes, then warps, spread from the fastest dim over each CTA's share of `shape`."""
    rank = len(shape)
    split = [1] * rank
    for basis in cga_layout:
        moving = next((d for d, value in enumerate(basis) if value), None)
        if moving is not None:
            split[moving] *= 2
    shape_per_cta = [size // min(size, parts) for size, parts in zip(shape, split)]
    lanes, warps = _spread_threads(shape_per_cta, size_per_thread, order, num_warps, threads_per_warp)
    return BlockedEncodingAttr(size_per_thread, lanes, warps, order, cga_layout)


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


def _spread_threads(
    shape: Sequence[int], size_per_thread: Sequence[int], order: Sequence[int], num_warps: int, threads_per_warp: int
) -> tuple[list[int], list[int]]:
    """threadsPerWarp and warpsPerCTA covering `shape` from the fastest dim; the slowest takes what is left."""
    rank = len(shape)
    lanes, warps = [0] * rank, [0] * rank
    remaining_lanes, remaining_warps = threads_per_warp, num_warps
    remaining_threads = num_warps * threads_per_warp
    used_lanes = used_warps = 1
    for dim in order[:-1]:
        threads = _clamp(remaining_threads, 1, max(1, shape[dim] // size_per_thread[dim]))
        lanes[dim] = _clamp(threads, 1, remaining_lanes)
        warps[dim] = _clamp(threads // lanes[dim], 1, remaining_warps)
        remaining_warps //= warps[dim]
        remaining_lanes //= lanes[dim]
        remaining_threads //= threads
        used_lanes *= lanes[dim]
        used_warps *= warps[dim]
    lanes[order[-1]] = threads_per_warp // used_lanes
    warps[order[-1]] = num_warps // used_warps
    return lanes, warps


# -- #ttg.slice -----------------------------------------------------------------------------------


@irdl_attr_definition
class SliceEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.slice<{dim = D, parent = P}>`: `P` with dimension `D` removed."""

    name = "ttg.slice"
    dim_: IntAttr = param_def()
    parent: Attribute = param_def()

    def __init__(self, dim: int, parent: Attribute):
        super().__init__(IntAttr(dim), parent)

    @property
    def dim(self) -> int:
        return self.dim_.data

    @property
    def rank(self) -> int:
        return self.parent.rank - 1

    @property
    def cga_layout(self) -> Bases:
        return self.parent.cga_layout

    @property
    def num_lanes(self) -> int:
        return self.parent.num_lanes

    @property
    def num_warps(self) -> int:
        return self.parent.num_warps

    def verify(self) -> None:
        if not isinstance(self.parent, DistributedLayout):
            raise VerifyException("expected a distributed encoding trait")
        if self.parent.rank <= 1:
            raise VerifyException("parent layout must have at least rank >= 2")
        if self.dim >= self.parent.rank:
            raise VerifyException(f"slice dim={self.dim} must be less than the parent rank={self.parent.rank}")

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{{dim = {self.dim}, parent = ")
        printer.print_attribute(self.parent)
        printer.print_string("}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        # Upstream reads the body with parseOptionalAttrDict and ignores other keys.
        at = name_loc(parser, "slice")
        entries = dict(parse_angle_dictionary(parser))
        dim, parent = entries.get("dim"), entries.get("parent")
        if not isinstance(dim, IntegerAttr):
            parser.raise_error("expected an integer 'dim' in #ttg.slice", at_position=at)
        if parent is None or not isinstance(parent, DistributedLayout):
            parser.raise_error("expected a distributed encoding trait", at_position=at)
        # The dim is read as a 32-bit unsigned: `-1` is 4294967295.
        params = (IntAttr(dim.value.data & 0xFFFFFFFF), parent)
        return checked_parameters(parser, at, cls, params)


# -- #ttg.nvidia_mma -------------------------------------------------------------------------------


@irdl_attr_definition
class NvidiaMmaEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.nvidia_mma<{versionMajor, versionMinor, warpsPerCTA, [CGALayout,] instrShape}>`.

    Ampere: versionMajor 2, instrShape [16, 8]; Hopper: versionMajor 3, instrShape [16, N, K].
    """

    name = "ttg.nvidia_mma"
    versionMajor: IntAttr = param_def()
    versionMinor: IntAttr = param_def()
    warpsPerCTA: ArrayAttr[IntAttr] = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    instrShape: ArrayAttr[IntAttr] = param_def()

    def __init__(
        self,
        version_major: int,
        version_minor: int,
        warps_per_cta: Sequence[int],
        instr_shape: Sequence[int],
        cga_layout: Iterable[Iterable[int]] = (),
    ):
        super().__init__(
            IntAttr(version_major),
            IntAttr(version_minor),
            int_array(warps_per_cta),
            bases_array(cga_layout),
            int_array(instr_shape),
        )

    @property
    def version_major(self) -> int:
        return self.versionMajor.data

    @property
    def version_minor(self) -> int:
        return self.versionMinor.data

    @property
    def warps_per_cta(self) -> tuple[int, ...]:
        return int_tuple(self.warpsPerCTA)

    @property
    def instr_shape(self) -> tuple[int, ...]:
        return int_tuple(self.instrShape)

    @property
    def is_ampere(self) -> bool:
        return self.version_major == 2

    @property
    def is_hopper(self) -> bool:
        return self.version_major == 3

    @property
    def rank(self) -> int:
        return len(self.warps_per_cta)

    @property
    def num_lanes(self) -> int:
        return 32

    @property
    def num_warps(self) -> int:
        return math.prod(self.warps_per_cta)

    def asm_alias(self) -> str:
        return "mma"

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{versionMajor = {self.version_major}, versionMinor = {self.version_minor}, "
            f"warpsPerCTA = {_ints_text(self.warps_per_cta)}{_cga_text(self.cga_layout)}, "
            f"instrShape = {_ints_text(self.instr_shape)}}}>"
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "nvidia_mma")
        versions = {"versionMajor": 0, "versionMinor": 0}
        arrays: dict[str, tuple[int, ...]] = {"warpsPerCTA": (), "instrShape": ()}
        cga_value = None
        for key, value in parse_angle_dictionary(parser):
            if key in versions:
                versions[key] = parse_unsigned(parser, at, value, key)
            elif key in arrays:
                arrays[key] = parse_unsigned_array(parser, at, value, key)
            elif key == "CGALayout":
                cga_value = value
        cga = parse_cga_layout(parser, at, cga_value, len(arrays["warpsPerCTA"]))
        return (
            IntAttr(versions["versionMajor"]),
            IntAttr(versions["versionMinor"]),
            int_array(arrays["warpsPerCTA"]),
            bases_array(cga),
            int_array(arrays["instrShape"]),
        )


# -- #ttg.dot_op -----------------------------------------------------------------------------------


@irdl_attr_definition
class DotOperandEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>`: operand `opIdx` of a dot whose result is `parent`."""

    name = "ttg.dot_op"
    opIdx: IntAttr = param_def()
    parent: Attribute = param_def()
    kWidth: IntAttr = param_def()

    def __init__(self, op_idx: int, parent: Attribute, k_width: int = 0):
        super().__init__(IntAttr(op_idx), parent, IntAttr(k_width))

    @property
    def op_idx(self) -> int:
        return self.opIdx.data

    @property
    def k_width(self) -> int:
        return self.kWidth.data

    @property
    def rank(self) -> int:
        return self.parent.rank

    @property
    def cga_layout(self) -> Bases:
        return self.parent.cga_layout

    @property
    def num_lanes(self) -> int:
        return self.parent.num_lanes

    @property
    def num_warps(self) -> int:
        return self.parent.num_warps

    def verify(self) -> None:
        if self.op_idx not in (0, 1):
            raise VerifyException(f"ttg.dot_op opIdx parameter can be 0 or 1, got: {self.op_idx}")
        check = _DOT_PARENT_CHECKS.get(type(self.parent))
        if check is None:
            raise VerifyException(f"ttg.dot_op unexpected parent layout: {print_attribute_text(self.parent)}")
        problem = check(self)
        if problem is not None:
            raise VerifyException(problem)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{{opIdx = {self.op_idx}, parent = ")
        printer.print_attribute(self.parent)
        if self.k_width:
            printer.print_string(f", kWidth = {self.k_width}")
        printer.print_string("}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        # An ODS `struct` body: errors are located at the offending token, and the
        # verifier reports at the `<`.
        at = parser._current_token.span.start
        expect(parser, "<")
        expect(parser, "{")
        values: dict[str, Attribute] = {}

        def parameter(key: str) -> None:
            expect(parser, "=")
            if key in values or key not in ("opIdx", "parent", "kWidth"):
                parser.raise_error(f"duplicate or unknown struct parameter name: {key}")
            values[key] = parser.parse_attribute() if key == "parent" else IntAttr(parse_int32(parser, unsigned=True))

        first = parser.parse_optional_identifier()
        if first is not None:
            parameter(first)
            while parser.parse_optional_punctuation(",") is not None:
                key = parser.parse_optional_identifier()
                if key is None:
                    parser.raise_error("expected valid keyword")
                parameter(key)
        for required in ("opIdx", "parent"):
            if required not in values:
                parser.raise_error(f"struct is missing required parameter: {required}")
        expect(parser, "}")
        expect(parser, ">")
        params = (values["opIdx"], values["parent"], values.get("kWidth", IntAttr(0)))
        return checked_parameters(parser, at, cls, params)


def _check_nvidia_mma_parent(dot: DotOperandEncodingAttr) -> str | None:
    mma: NvidiaMmaEncodingAttr = dot.parent  # type: ignore[assignment]
    modern = mma.is_ampere or mma.is_hopper
    if dot.k_width != 0 and not modern:
        return "ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper MMA parent"
    if dot.k_width == 0 and modern:
        return "ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent"
    if dot.op_idx != 0 and mma.is_hopper:
        return (
            "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, "
            "since Hopper WGMMA only allows first operand to be in registers"
        )
    return None


def _check_blocked_parent(dot: DotOperandEncodingAttr) -> str | None:
    if dot.k_width != 0:
        return "ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout"
    return None


def _check_mfma_parent(dot: DotOperandEncodingAttr) -> str | None:
    if dot.k_width == 0:
        return "ttg.dot_op kWidth parameter is mandatory for MFMA parent"
    return None


_WMMA_K_WIDTHS = {1: (8, 16), 2: (4, 8, 16), 3: (2, 8, 16)}


def _check_wmma_parent(dot: DotOperandEncodingAttr) -> str | None:
    version = dot.parent.version  # type: ignore[attr-defined]
    allowed = _WMMA_K_WIDTHS.get(version)
    if allowed is None or dot.k_width in allowed:
        return None
    suffix = " (including packed cases for `scaled_dot`)" if version < 3 else ""
    return f"ttg.dot_op kWidth parameter must be {'/'.join(map(str, allowed))} for WMMA v{version}{suffix}"


# -- #ttg.linear -----------------------------------------------------------------------------------

_LINEAR_IN_DIMS = ("register", "lane", "warp", "block")


def _parse_named_bases(parser: AttrParser, entries: dict[str, Attribute], in_dims: Sequence[str]) -> dict[str, Bases]:
    """Upstream's parseLinearLayout: each in dim's bases, errors at the current token."""
    bases: dict[str, Bases] = {}
    for in_dim in in_dims:
        value = entries.get(in_dim)
        if value is None:
            parser.raise_error(f"Expected basis of '{in_dim}' not found")
        if not isinstance(value, ArrayAttr):
            parser.raise_error(f"Expected array of arrays for basis of '{in_dim}'")
        in_dim_bases = []
        for basis in value.data:
            if not isinstance(basis, ArrayAttr):
                parser.raise_error(f"Expected array of integers in basis for '{in_dim}'")
            if not all(isinstance(v, IntegerAttr) for v in basis.data):
                parser.raise_error(f"Expected integer in basis for '{in_dim}'")
            in_dim_bases.append(tuple(v.value.data for v in basis.data))
        bases[in_dim] = tuple(in_dim_bases)
    return bases


def _bases_rank(bases: Iterable[Bases]) -> int | None:
    """The number of out dims: the length of the first basis vector."""
    for in_dim_bases in bases:
        if in_dim_bases:
            return len(in_dim_bases[0])
    return None


def _linear_layout(named_bases: dict[str, Bases], rank: int, parser: AttrParser | None = None) -> LinearLayout:
    """The LinearLayout the bases denote; upstream aborts on a non-surjective one."""
    try:
        return LinearLayout(dict(named_bases), _standard_out_dims(rank))
    except ValueError as error:
        if parser is None:
            raise VerifyException(str(error)) from None
        parser.raise_error(f"Layout is expected to be surjective: {error}")


@irdl_attr_definition
class LinearEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.linear<{register = [[..]], lane = [[..]], warp = [[..]], block = [[..]]}>`."""

    name = "ttg.linear"
    register: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    lane: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    warp: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    block: ArrayAttr[ArrayAttr[IntAttr]] = param_def()

    def __init__(self, register: Bases, lane: Bases, warp: Bases, block: Bases):
        super().__init__(bases_array(register), bases_array(lane), bases_array(warp), bases_array(block))

    @staticmethod
    def from_linear_layout(layout: LinearLayout) -> LinearEncodingAttr:
        bases = layout.bases
        return LinearEncodingAttr(*(bases.get(d, ()) for d in _LINEAR_IN_DIMS))

    @property
    def bases(self) -> dict[str, Bases]:
        return {d: bases_tuple(getattr(self, d)) for d in _LINEAR_IN_DIMS}

    @property
    def rank(self) -> int:
        return _bases_rank(self.bases.values()) or 0

    @property
    def cga_layout(self) -> Bases:
        return self.bases["block"]

    @property
    def num_lanes(self) -> int:
        return 1 << len(self.lane.data)

    @property
    def num_warps(self) -> int:
        return 1 << len(self.warp.data)

    def linear_layout(self) -> LinearLayout:
        return _linear_layout(self.bases, self.rank)

    def asm_alias(self) -> str:
        return "linear"

    def verify(self) -> None:
        for in_dim_bases in self.bases.values():
            for basis in in_dim_bases:
                if sum(1 for v in basis if v != 0) > 1:
                    raise VerifyException("In a distributed layout, each base must move in at most one dimension.")

    def print_parameters(self, printer: Printer) -> None:
        body = ", ".join(f"{d} = {_bases_text(b)}" for d, b in self.bases.items())
        printer.print_string(f"<{{{body}}}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "linear")
        bases = _parse_named_bases(parser, dict(parse_angle_dictionary(parser)), _LINEAR_IN_DIMS)
        rank = _bases_rank(bases.values())
        if rank is None:
            parser.raise_error("Empty Layout not supported")
        _linear_layout(bases, rank, parser)
        params = tuple(bases_array(bases[d]) for d in _LINEAR_IN_DIMS)
        return checked_parameters(parser, at, cls, params)


# -- #ttg.swizzled_shared ---------------------------------------------------------------------------


def _parse_swizzled_body(parser: AttrParser, at: Position) -> tuple[tuple[int, int, int], tuple[int, ...], Bases]:
    """The `{vec, perPhase, maxPhase, order, CGALayout}` body shared by swizzled and AMD rotating layouts."""
    scalars = {"vec": 0, "perPhase": 0, "maxPhase": 0}
    order: tuple[int, ...] = ()
    cga_value = None
    for key, value in parse_angle_dictionary(parser):
        if key in scalars:
            scalars[key] = parse_unsigned(parser, at, value, key)
        elif key == "order":
            order = parse_unsigned_array(parser, at, value, "order")
        elif key == "CGALayout":
            cga_value = value
        else:
            parser.raise_error(f"unexpected key: {key}", at_position=at)
    cga = parse_cga_layout(parser, at, cga_value, len(order))
    return (scalars["vec"], scalars["perPhase"], scalars["maxPhase"]), order, cga


class _SwizzledBase(SharedLayout):
    """Accessors of `vec`/`perPhase`/`maxPhase`/`order` layouts (parameters live in subclasses)."""

    @property
    def vec(self) -> int:
        return self.vec_.data  # type: ignore[attr-defined]

    @property
    def per_phase(self) -> int:
        return self.perPhase.data  # type: ignore[attr-defined]

    @property
    def max_phase(self) -> int:
        return self.maxPhase.data  # type: ignore[attr-defined]

    @property
    def order(self) -> tuple[int, ...]:
        return int_tuple(self.order_)  # type: ignore[attr-defined]

    @property
    def rank(self) -> int:
        return len(self.order)

    def verify(self) -> None:
        if not _is_permutation(self.order):
            raise VerifyException(
                f"order must be a permutation of 0..(rank-1), but was [{', '.join(map(str, self.order))}]"
            )

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(
            f"<{{vec = {self.vec}, perPhase = {self.per_phase}, maxPhase = {self.max_phase}, "
            f"order = {_ints_text(self.order)}{_cga_text(self.cga_layout)}}}>"
        )

    @classmethod
    def _parse_swizzled(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, cls.name.split(".", 1)[1])
        (vec, per_phase, max_phase), order, cga = _parse_swizzled_body(parser, at)
        params = (IntAttr(vec), IntAttr(per_phase), IntAttr(max_phase), int_array(order), bases_array(cga))
        return checked_parameters(parser, at, cls, params)  # type: ignore[arg-type]


@irdl_attr_definition
class SwizzledSharedEncodingAttr(_SwizzledBase, ParametrizedAttribute):
    """`#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>`."""

    name = "ttg.swizzled_shared"
    vec_: IntAttr = param_def()
    perPhase: IntAttr = param_def()
    maxPhase: IntAttr = param_def()
    order_: ArrayAttr[IntAttr] = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()

    def __init__(
        self, vec: int, per_phase: int, max_phase: int, order: Sequence[int], cga_layout: Iterable[Iterable[int]] = ()
    ):
        super().__init__(
            IntAttr(vec), IntAttr(per_phase), IntAttr(max_phase), int_array(order), bases_array(cga_layout)
        )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return cls._parse_swizzled(parser)


# -- #ttg.nvmma_shared ---------------------------------------------------------------------------------

_NVMMA_UNSIGNED = ("swizzlingByteWidth", "elementBitWidth", "rank")
_NVMMA_BOOLS = ("transposed", "fp4Padded")


@irdl_attr_definition
class NVMMASharedEncodingAttr(SharedLayout, ParametrizedAttribute):
    """`#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>`.

    The layout wgmma and TMA read: rows of `swizzlingByteWidth` bytes, swizzled in 16-byte units.
    """

    name = "ttg.nvmma_shared"
    swizzlingByteWidth: IntAttr = param_def()
    transposed_: IntAttr = param_def()
    elementBitWidth: IntAttr = param_def()
    fp4Padded: IntAttr = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    rank_: IntAttr = param_def()

    def __init__(
        self,
        swizzling_byte_width: int,
        transposed: bool,
        element_bit_width: int,
        fp4_padded: bool = False,
        cga_layout: Iterable[Iterable[int]] = (),
        rank: int = 2,
    ):
        super().__init__(
            IntAttr(swizzling_byte_width),
            IntAttr(int(transposed)),
            IntAttr(element_bit_width),
            IntAttr(int(fp4_padded)),
            bases_array(cga_layout),
            IntAttr(rank),
        )

    @property
    def swizzling_byte_width(self) -> int:
        return self.swizzlingByteWidth.data

    @property
    def transposed(self) -> bool:
        return bool(self.transposed_.data)

    @property
    def element_bit_width(self) -> int:
        return self.elementBitWidth.data

    @property
    def fp4_padded(self) -> bool:
        return bool(self.fp4Padded.data)

    @property
    def vec(self) -> int:
        """Elements per 16-byte swizzle unit."""
        return 128 // self.element_bit_width if self.swizzling_byte_width else 1

    @property
    def per_phase(self) -> int:
        """Rows sharing one swizzle phase."""
        return 128 // self.swizzling_byte_width if self.swizzling_byte_width else 1

    @property
    def max_phase(self) -> int:
        """Distinct swizzle phases."""
        return self.swizzling_byte_width // 16 if self.swizzling_byte_width else 1

    @property
    def alignment(self) -> int:
        return 128 * self.max_phase

    @property
    def rank(self) -> int:
        return self.rank_.data

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{swizzlingByteWidth = {self.swizzling_byte_width}, "
            f"transposed = {'true' if self.transposed else 'false'}, "
            f"elementBitWidth = {self.element_bit_width}"
        )
        if self.fp4_padded:
            text += ", fp4Padded = true"
        # Upstream prints the rank only for a default CGA layout, so a non-default CGA
        # layout of rank != 2 does not re-parse (kept as 3.6 has it).
        if self.cga_layout:
            text += _cga_text(self.cga_layout)
        elif self.rank != 2:
            text += f", rank = {self.rank}"
        printer.print_string(text + "}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "nvmma_shared")
        # Upstream reads an uninitialised elementBitWidth when the key is absent (Triton's own
        # tests omit it); ttopt takes 16, the width of the f16/bf16 operands those tests use.
        values = {"rank": 2, "transposed": False, "fp4Padded": False, "elementBitWidth": 16}
        cga_value = None
        for key, value in parse_angle_dictionary(parser):
            if key in _NVMMA_UNSIGNED:
                values[key] = parse_unsigned(parser, at, value, key)
            elif key in _NVMMA_BOOLS:
                values[key] = parse_bool(parser, at, value, key)
            elif key == "CGALayout":
                cga_value = value
            else:
                parser.raise_error(f"unexpected key: {key}", at_position=at)
        if "swizzlingByteWidth" not in values:
            # Upstream leaves it uninitialised (and prints garbage); require it.
            parser.raise_error("expected key: swizzlingByteWidth", at_position=at)
        cga = parse_cga_layout(parser, at, cga_value, values["rank"])
        return (
            IntAttr(values["swizzlingByteWidth"]),
            IntAttr(int(values["transposed"])),
            IntAttr(values["elementBitWidth"]),
            IntAttr(int(values["fp4Padded"])),
            bases_array(cga),
            IntAttr(values["rank"]),
        )


# -- #ttg.shared_linear --------------------------------------------------------------------------------


def _shared_linear_layout(offset: Bases, block: Bases, rank: int) -> LinearLayout | None:
    try:
        return LinearLayout({"offset": offset, "block": block}, _standard_out_dims(rank))
    except ValueError:
        return None


@irdl_attr_definition
class SharedLinearEncodingAttr(SharedLayout, ParametrizedAttribute):
    """`#ttg.shared_linear<{offset = [[..]], block = [[..]]}, alignment = A>`: a shared layout as a linear layout."""

    name = "ttg.shared_linear"
    offset: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    block: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    alignment_: IntAttr = param_def()

    def __init__(self, offset: Bases, block: Bases, alignment: int):
        super().__init__(bases_array(offset), bases_array(block), IntAttr(alignment))

    @property
    def offset_bases(self) -> Bases:
        return bases_tuple(self.offset)

    @property
    def block_bases(self) -> Bases:
        return bases_tuple(self.block)

    @property
    def alignment(self) -> int:
        return self.alignment_.data

    @property
    def rank(self) -> int:
        return _bases_rank((self.offset_bases, self.block_bases)) or 0

    @property
    def cga_layout(self) -> Bases:
        return self.block_bases

    def linear_layout(self) -> LinearLayout:
        return LinearLayout({"offset": self.offset_bases, "block": self.block_bases}, _standard_out_dims(self.rank))

    def verify(self) -> None:
        if not is_power_of_two(self.alignment):
            raise VerifyException("alignment must be a positive power of two")
        if self.rank == 0:
            raise VerifyException("SharedLinearEncodingAttr requires at least one output dimension.")
        layout = _shared_linear_layout(self.offset_bases, self.block_bases, self.rank)
        if layout is None:
            raise VerifyException("The layout must be surjective")
        if not layout.remove_zero_bases_along_dim("block").is_invertible():
            raise VerifyException("After removing the zero bases the layout must be bijective")

    def print_parameters(self, printer: Printer) -> None:
        body = f"offset = {_bases_text(self.offset_bases)}"
        if self.block_bases:
            body += f", block = {_bases_text(self.block_bases)}"
        printer.print_string(f"<{{{body}}}, alignment = {self.alignment}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "shared_linear")
        expect(parser, "<")
        entries = dict(parse_dictionary(parser))
        if "alignment" in entries:
            parser.raise_error("alignment must be specified outside of the linear layout braces")
        entries.setdefault("block", ArrayAttr([]))
        expect(parser, ",")
        if parser.parse_optional_keyword("alignment") is None:
            parser.raise_error("expected 'alignment'")
        expect(parser, "=")
        alignment = parse_int32(parser, unsigned=True)
        expect(parser, ">")
        bases = _parse_named_bases(parser, entries, ("offset", "block"))
        if len(entries) != 2:
            parser.raise_error("SharedLinearEncodingAttr must have exactly two attributes: offset and block")
        params = (bases_array(bases["offset"]), bases_array(bases["block"]), IntAttr(alignment))
        return checked_parameters(parser, at, cls, params)


# -- #ttg.padded_shared -----------------------------------------------------------------------------------


def _identity_bases(shape: Sequence[int], order: Sequence[int]) -> Bases:
    """The offset bases that lay `shape` out contiguously, fastest dim `order[0]` first."""
    bases = []
    for dim in order:
        for bit in range(max(shape[dim], 1).bit_length() - 1):
            basis = [0] * len(shape)
            basis[dim] = 1 << bit
            bases.append(tuple(basis))
    return tuple(bases)


def _identity_order(bases: Bases, rank: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """(order, shape) when `bases` are `_identity_bases(shape, order)`, else None."""
    order: list[int] = []
    shape = [1] * rank
    for basis in bases:
        moving = [d for d, v in enumerate(basis) if v]
        if len(moving) != 1:
            return None
        dim = moving[0]
        if basis[dim] != shape[dim] or (order and order[-1] != dim and dim in order):
            return None
        if not order or order[-1] != dim:
            order.append(dim)
        shape[dim] *= 2
    order += [d for d in reversed(range(rank)) if d not in order]
    return tuple(order), tuple(shape)


@irdl_attr_definition
class PaddedSharedEncodingAttr(SharedLayout, ParametrizedAttribute):
    """`#ttg.padded_shared<[I:+P, ...] {order = [..], shape = [..]}>` (or `{offset = [[..]], block = [[..]]}`).

    After every `I` elements `P` elements of padding; the element order is a linear layout.
    """

    name = "ttg.padded_shared"
    intervals: ArrayAttr[IntAttr] = param_def()
    paddings: ArrayAttr[IntAttr] = param_def()
    offset: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    block: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    rank_: IntAttr = param_def()

    def __init__(self, intervals: Sequence[int], paddings: Sequence[int], offset: Bases, block: Bases, rank: int):
        super().__init__(
            int_array(intervals), int_array(paddings), bases_array(offset), bases_array(block), IntAttr(rank)
        )

    @property
    def interval_paddings(self) -> tuple[tuple[int, int], ...]:
        return tuple(zip(int_tuple(self.intervals), int_tuple(self.paddings)))

    @property
    def offset_bases(self) -> Bases:
        return bases_tuple(self.offset)

    @property
    def block_bases(self) -> Bases:
        return bases_tuple(self.block)

    @property
    def rank(self) -> int:
        return self.rank_.data

    @property
    def cga_layout(self) -> Bases:
        return self.block_bases

    def linear_component(self) -> LinearLayout:
        """The element order without padding: (offset, block) -> (dim0, dim1, ...)."""
        return LinearLayout({"offset": self.offset_bases, "block": self.block_bases}, _standard_out_dims(self.rank))

    @property
    def shape(self) -> tuple[int, ...]:
        """The out-dim sizes of the linear component."""
        sizes = [1] * self.rank
        for basis in (*self.offset_bases, *self.block_bases):
            for dim, value in enumerate(basis):
                sizes[dim] = max(sizes[dim], value * 2)
        return tuple(sizes)

    def verify(self) -> None:
        intervals = int_tuple(self.intervals)
        if not all(is_power_of_two(v) for v in intervals):
            raise VerifyException("interval values must all be power of two")
        if not all(is_power_of_two(v) for v in int_tuple(self.paddings)):
            raise VerifyException("padding values must all be power of two")
        if len(set(intervals)) != len(intervals):
            raise VerifyException("interval values cannot have duplicates")
        if any(not any(b) for b in self.block_bases):
            raise VerifyException("Broadcasting is not supported.")
        for basis in self.offset_bases:
            moving = [v for v in basis if v]
            if len(moving) > 1:
                raise VerifyException("Each offset basis must move in at most one dimension.")
            if moving and not is_power_of_two(moving[0]):
                raise VerifyException("Each offset basis must be 0 or a power of two.")

    def print_parameters(self, printer: Printer) -> None:
        pairs = ", ".join(f"{i}:+{p}" for i, p in self.interval_paddings)
        identity = None if self.block_bases else _identity_order(self.offset_bases, self.rank)
        if identity is not None:
            order, shape = identity
            body = f"order = {_ints_text(order)}, shape = {_ints_text(shape)}"
        else:
            body = f"offset = {_bases_text(self.offset_bases)}, block = {_bases_text(self.block_bases)}"
        printer.print_string(f"<[{pairs}] {{{body}}}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "padded_shared")
        expect(parser, "<")
        expect(parser, "[")
        pairs = [_parse_interval_padding(parser)]
        while parser.parse_optional_punctuation(",") is not None:
            pairs.append(_parse_interval_padding(parser))
        expect(parser, "]")
        entries = dict(parse_dictionary(parser))
        # PaddedSharedEncodingAttr::parse: the bases form as soon as `offset` or `block` is given.
        if "offset" in entries or "block" in entries:
            offset, block, rank = _padded_from_bases(parser, entries)
        else:
            offset, block, rank = _padded_from_order(parser, at, entries)
        expect(parser, ">")
        params = (
            int_array(i for i, _ in pairs),
            int_array(p for _, p in pairs),
            bases_array(offset),
            bases_array(block),
            IntAttr(rank),
        )
        return checked_parameters(parser, at, cls, params)


def _parse_interval_padding(parser: AttrParser) -> tuple[int, int]:
    if parser._current_token.kind.name != "INTEGER_LIT":
        parser.raise_error("expected integer value")
    interval = parse_int32(parser, unsigned=True)
    expect(parser, ":")
    expect(parser, "+")
    return interval, parse_int32(parser, unsigned=True)


def _padded_from_order(parser: AttrParser, at: Position, entries: dict[str, Attribute]) -> tuple[Bases, Bases, int]:
    for key in entries:
        if key not in ("order", "shape"):
            parser.raise_error(f'Unexpected attribute "{key}" found')
    order = parse_unsigned_array(parser, at, entries.get("order", ArrayAttr([])), "order")
    shape = parse_unsigned_array(parser, at, entries.get("shape", ArrayAttr([])), "shape")
    if len(order) != len(shape):
        parser.raise_error("Mismatch of shape and order ranks in padded layout")
    # Upstream asserts on both when it builds the layout.
    if not _is_permutation(order):
        parser.raise_error(f"order must be a permutation of 0..(rank-1), but was [{', '.join(map(str, order))}]")
    if not all(is_power_of_two(size) for size in shape):
        parser.raise_error(f"shape must be powers of two, but was [{', '.join(map(str, shape))}]")
    return _identity_bases(shape, order), (), len(order)


def _padded_from_bases(parser: AttrParser, entries: dict[str, Attribute]) -> tuple[Bases, Bases, int]:
    for key in entries:
        if key not in ("offset", "block"):
            parser.raise_error(f'Unexpected attribute "{key}" found')
    bases = _parse_named_bases(parser, entries, ("offset", "block"))
    return bases["offset"], bases["block"], _bases_rank(bases.values()) or 0


# -- #ttg.shared_memory ------------------------------------------------------------------------------------


@irdl_attr_definition
class SharedMemorySpaceAttr(ParametrizedAttribute):
    """`#ttg.shared_memory`: the memory space of shared-memory buffers."""

    name = "ttg.shared_memory"

    def asm_alias(self) -> str:
        return "smem"

    def print_parameters(self, printer: Printer) -> None:
        return

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser.parse_optional_punctuation("<") is not None:
            expect(parser, ">")
        return ()


# -- AMD layouts: parsed and printed so IR from other targets reads; not verified ------------------------


def _parse_amd_mma_body(parser: AttrParser, at: Position, scalars: dict[str, int], bools: dict[str, bool]):
    """Keys of the AMD mma layouts; unknown keys are ignored, as upstream does."""
    arrays: dict[str, tuple[int, ...]] = {"warpsPerCTA": (), "instrShape": (), "tilesPerWarp": ()}
    cga_value = None
    for key, value in parse_angle_dictionary(parser):
        if key in scalars:
            scalars[key] = parse_unsigned(parser, at, value, key)
        elif key in bools:
            bools[key] = parse_bool(parser, at, value, key)
        elif key in arrays:
            arrays[key] = parse_unsigned_array(parser, at, value, key)
        elif key == "CGALayout":
            cga_value = value
    return arrays, parse_cga_layout(parser, at, cga_value, len(arrays["warpsPerCTA"]))


def _tiles_text(tiles: tuple[int, ...]) -> str:
    return f", tilesPerWarp = {_ints_text(tiles)}" if any(t != 1 for t in tiles) else ""


@irdl_attr_definition
class AMDMfmaEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.amd_mfma<{version = 3, warpsPerCTA = [..], instrShape = [..], isTransposed = B}>`."""

    name = "ttg.amd_mfma"
    version_: IntAttr = param_def()
    warpsPerCTA: ArrayAttr[IntAttr] = param_def()
    instrShape: ArrayAttr[IntAttr] = param_def()
    isTransposed: IntAttr = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    tilesPerWarp: ArrayAttr[IntAttr] = param_def()
    elementBitWidth: IntAttr = param_def()
    """0 when not given (upstream's default, 32, is not printed either)."""

    @property
    def version(self) -> int:
        return self.version_.data

    @property
    def warps_per_cta(self) -> tuple[int, ...]:
        return int_tuple(self.warpsPerCTA)

    @property
    def rank(self) -> int:
        return len(self.warps_per_cta)

    @property
    def num_lanes(self) -> int:
        return 64

    @property
    def num_warps(self) -> int:
        return math.prod(self.warps_per_cta)

    def asm_alias(self) -> str:
        return "mma"

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{version = {self.version}, warpsPerCTA = {_ints_text(self.warps_per_cta)}, "
            f"instrShape = {_ints_text(int_tuple(self.instrShape))}, "
            f"isTransposed = {'true' if self.isTransposed.data else 'false'}"
            f"{_cga_text(self.cga_layout)}{_tiles_text(int_tuple(self.tilesPerWarp))}"
        )
        if self.elementBitWidth.data not in (0, 32):
            text += f", elementBitWidth = {self.elementBitWidth.data}"
        printer.print_string(text + "}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "amd_mfma")
        scalars = {"version": 0, "elementBitWidth": 0}
        bools = {"isTransposed": False}
        arrays, cga = _parse_amd_mma_body(parser, at, scalars, bools)
        return (
            IntAttr(scalars["version"]),
            int_array(arrays["warpsPerCTA"]),
            int_array(arrays["instrShape"]),
            IntAttr(int(bools["isTransposed"])),
            bases_array(cga),
            int_array(arrays["tilesPerWarp"]),
            IntAttr(scalars["elementBitWidth"]),
        )


_WMMA_DEFAULT_INSTR_SHAPE = (16, 16, 16)


@irdl_attr_definition
class AMDWmmaEncodingAttr(DistributedLayout, ParametrizedAttribute):
    """`#ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [..]}>`."""

    name = "ttg.amd_wmma"
    version_: IntAttr = param_def()
    isTranspose: IntAttr = param_def()
    warpsPerCTA: ArrayAttr[IntAttr] = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()
    instrShape: ArrayAttr[IntAttr] = param_def()
    tilesPerWarp: ArrayAttr[IntAttr] = param_def()

    @property
    def version(self) -> int:
        return self.version_.data

    @property
    def warps_per_cta(self) -> tuple[int, ...]:
        return int_tuple(self.warpsPerCTA)

    @property
    def rank(self) -> int:
        return len(self.warps_per_cta)

    @property
    def num_lanes(self) -> int:
        return 32

    @property
    def num_warps(self) -> int:
        return math.prod(self.warps_per_cta)

    def asm_alias(self) -> str:
        return "mma"

    def print_parameters(self, printer: Printer) -> None:
        text = (
            f"<{{version = {self.version}, isTranspose = {'true' if self.isTranspose.data else 'false'}, "
            f"warpsPerCTA = {_ints_text(self.warps_per_cta)}{_cga_text(self.cga_layout)}"
        )
        instr_shape = int_tuple(self.instrShape)
        if instr_shape and instr_shape != _WMMA_DEFAULT_INSTR_SHAPE:
            text += f", instrShape = {_ints_text(instr_shape)}"
        printer.print_string(text + _tiles_text(int_tuple(self.tilesPerWarp)) + "}>")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        at = name_loc(parser, "amd_wmma")
        scalars = {"version": 0}
        bools = {"isTranspose": False}
        arrays, cga = _parse_amd_mma_body(parser, at, scalars, bools)
        return (
            IntAttr(scalars["version"]),
            IntAttr(int(bools["isTranspose"])),
            int_array(arrays["warpsPerCTA"]),
            bases_array(cga),
            int_array(arrays["instrShape"]),
            int_array(arrays["tilesPerWarp"]),
        )


@irdl_attr_definition
class AMDRotatingSharedEncodingAttr(_SwizzledBase, ParametrizedAttribute):
    """`#ttg.amd_rotating_shared<{vec, perPhase, maxPhase, order}>`: swizzling that rotates per block."""

    name = "ttg.amd_rotating_shared"
    vec_: IntAttr = param_def()
    perPhase: IntAttr = param_def()
    maxPhase: IntAttr = param_def()
    order_: ArrayAttr[IntAttr] = param_def()
    CGALayout: ArrayAttr[ArrayAttr[IntAttr]] = param_def()

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return cls._parse_swizzled(parser)


_DOT_PARENT_CHECKS = {
    NvidiaMmaEncodingAttr: _check_nvidia_mma_parent,
    BlockedEncodingAttr: _check_blocked_parent,
    AMDMfmaEncodingAttr: _check_mfma_parent,
    AMDWmmaEncodingAttr: _check_wmma_parent,
}

SHARED_ENCODINGS: tuple[type[Attribute], ...] = (
    SwizzledSharedEncodingAttr,
    NVMMASharedEncodingAttr,
    SharedLinearEncodingAttr,
    PaddedSharedEncodingAttr,
    AMDRotatingSharedEncodingAttr,
)

TTG_LAYOUT_ATTRIBUTES: list[type[Attribute]] = [
    BlockedEncodingAttr,
    SliceEncodingAttr,
    NvidiaMmaEncodingAttr,
    DotOperandEncodingAttr,
    LinearEncodingAttr,
    *SHARED_ENCODINGS,
    SharedMemorySpaceAttr,
    AMDMfmaEncodingAttr,
    AMDWmmaEncodingAttr,
]
