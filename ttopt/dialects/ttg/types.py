"""The types of the TritonGPU (`ttg`) dialect: `!ttg.memdesc` and `!ttg.async.token`, with their
ODS type constraints."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from ttopt.dialects.constraints import TypeConstraint
from ttopt.dialects.ttg.layouts import (
    SHARED_ENCODINGS,
    PaddedSharedEncodingAttr,
    SharedMemorySpaceAttr,
    checked_parameters,
    expect,
    int_array,
    int_tuple,
)
from ttopt.ir.printer import print_attribute_text

# -- types -----------------------------------------------------------------------------------------


def shape_text(shape: Sequence[int], separator: str = ", ") -> str:
    return separator.join(str(d) for d in shape)


@irdl_attr_definition
class MemDescType(ParametrizedAttribute, TypeAttribute):
    """`!ttg.memdesc<3x64x64xf16, #shared, #smem, mutable[, 4x64x64]>`: a buffer in shared (or tensor) memory.

    The alloc shape is the shape of the whole allocation a view was taken from; it equals
    the shape unless written.
    """

    name = "ttg.memdesc"
    shape_: ArrayAttr[IntAttr] = param_def()
    elementType: Attribute = param_def()
    encoding: Attribute = param_def()
    memorySpace: Attribute = param_def()
    mutableMemory: IntAttr = param_def()
    allocShape: ArrayAttr[IntAttr] = param_def()

    def __init__(
        self,
        shape: Sequence[int],
        element_type: Attribute,
        encoding: Attribute,
        memory_space: Attribute,
        mutable: bool = False,
        alloc_shape: Sequence[int] | None = None,
    ):
        super().__init__(
            int_array(shape),
            element_type,
            encoding,
            memory_space,
            IntAttr(int(mutable)),
            int_array(shape if alloc_shape is None else alloc_shape),
        )

    @property
    def shape(self) -> tuple[int, ...]:
        return int_tuple(self.shape_)

    def get_shape(self) -> tuple[int, ...]:
        return self.shape

    @property
    def element_type(self) -> Attribute:
        return self.elementType

    def get_element_type(self) -> Attribute:
        return self.elementType

    @property
    def memory_space(self) -> Attribute:
        return self.memorySpace

    @property
    def mutable(self) -> bool:
        return bool(self.mutableMemory.data)

    @property
    def alloc_shape(self) -> tuple[int, ...]:
        return int_tuple(self.allocShape)

    @property
    def rank(self) -> int:
        return len(self.shape)

    def with_(self, **changes) -> MemDescType:
        """A copy with some of shape/element_type/encoding/memory_space/mutable/alloc_shape replaced."""
        fields = {
            "shape": self.shape,
            "element_type": self.element_type,
            "encoding": self.encoding,
            "memory_space": self.memory_space,
            "mutable": self.mutable,
            "alloc_shape": self.alloc_shape,
        }
        fields.update(changes)
        return MemDescType(**fields)

    def verify(self) -> None:
        shape, alloc_shape = self.shape, self.alloc_shape
        if not shape:
            raise VerifyException("rank 0 memdesc is not allowed")
        # Every dim but the first (which a pipelined buffer uses for its stages) is a power of 2.
        if not all(d > 0 and d & (d - 1) == 0 for d in shape[1:]):
            raise VerifyException(f"shape must have power-of-2 and non-zero dimensions; got {shape_text(shape)}")
        if len(alloc_shape) < len(shape):
            raise VerifyException("alloc shape must have at least as many dimensions as shape")
        if any(s > a for s, a in zip(shape, alloc_shape[len(alloc_shape) - len(shape) :])):
            raise VerifyException(
                "shape must be less than or equal to allocShape. "
                f"shape = {shape_text(shape)}, allocShape = {shape_text(alloc_shape)}"
            )
        self._verify_encoding()

    def _verify_encoding(self) -> None:
        if not isinstance(self.encoding, SHARED_ENCODINGS):
            raise VerifyException(f"{print_attribute_text(self.encoding)} is not a valid encoding")
        if not isinstance(self.memory_space, SharedMemorySpaceAttr):
            space = print_attribute_text(self.memory_space)
            raise VerifyException(f"memorySpace must be SharedMemorySpace for shared encoding. Got {space}")
        rank = self.encoding.rank
        if rank not in (self.rank, self.rank - 1):
            raise VerifyException(f"rank must be equal to or one less than the shape size. Got {rank} and {self.rank}")
        if isinstance(self.encoding, PaddedSharedEncodingAttr):
            expected = self.alloc_shape[len(self.alloc_shape) - rank :]
            for dim, (want, have) in enumerate(zip(expected, self.encoding.shape)):
                if want != have:
                    raise VerifyException(
                        f"Mismatch in expected shape for dimension {dim}. Expected: {want}, got: {have}"
                    )

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + "".join(f"{d}x" for d in self.shape))
        printer.print_attribute(self.element_type)
        printer.print_string(", ")
        printer.print_attribute(self.encoding)
        printer.print_string(", ")
        printer.print_attribute(self.memory_space)
        if self.mutable:
            printer.print_string(", mutable")
        if self.alloc_shape != self.shape:
            printer.print_string(", " + shape_text(self.alloc_shape, "x"))
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        # Verifier errors are reported at the `<`.
        at = parser._current_token.span.start
        expect(parser, "<")
        shape = _parse_static_dims(parser, trailing_x=True)
        element_type = parser.parse_type()
        expect(parser, ",")
        encoding = parser.parse_attribute()
        expect(parser, ",")
        memory_space = parser.parse_attribute()
        mutable, alloc_shape = False, shape
        if parser.parse_optional_punctuation(",") is not None:
            if parser.parse_optional_keyword("mutable") is not None:
                mutable = True
                if parser.parse_optional_punctuation(",") is not None:
                    alloc_shape = _parse_static_dims(parser, trailing_x=False)
            else:
                alloc_shape = _parse_static_dims(parser, trailing_x=False)
        expect(parser, ">")
        params = (
            int_array(shape),
            element_type,
            encoding,
            memory_space,
            IntAttr(int(mutable)),
            int_array(alloc_shape),
        )
        return checked_parameters(parser, at, cls, params)


def _parse_static_dims(parser: AttrParser, trailing_x: bool) -> list[int]:
    """MLIR's parseDimensionList(allowDynamic=false): `64x64x` before a type, or `3x64x64`."""
    dims: list[int] = []
    while True:
        token = parser._current_token
        if token.text == "?":
            parser.raise_error("expected static shape")
        if token.kind.name != "INTEGER_LIT":
            return dims
        dims.append(parser.parse_shape_dimension(allow_dynamic=False))
        if not trailing_x and parser._current_token.text[:1] != "x":
            return dims
        parser.parse_shape_delimiter()


@irdl_attr_definition
class AsyncTokenType(ParametrizedAttribute, TypeAttribute):
    """`!ttg.async.token`: completion of an async copy group."""

    name = "ttg.async.token"

    def print_parameters(self, printer: Printer) -> None:
        return

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        # 3.6 quirk: `!ttg.async.token<1>` is accepted (and printed without the parameter).
        if parser.parse_optional_punctuation("<") is not None:
            parser.parse_integer()
            expect(parser, ">")
        return ()


ASYNC_TOKEN = AsyncTokenType()

# -- ODS type constraints of ttg ----------------------------------------------------------------------------

MEMDESC = TypeConstraint(
    "memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system",
    lambda t: isinstance(t, MemDescType),
    cpp_type=MemDescType,
)
TOKEN = TypeConstraint(
    "async token type", lambda t: isinstance(t, AsyncTokenType), cpp_type=AsyncTokenType, buildable_type=ASYNC_TOKEN
)


TTG_TYPES = [MemDescType, AsyncTokenType]
