"""The tt types, `!tt.ptr` and `!tt.tensordesc`, and the type functions tt ops share."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntAttr, IntegerType, Signedness, TensorType, i1
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition, param_def
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from ttopt.dialects.constraints import with_element_type
from ttopt.ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ttopt.ir.parser import parse_int32

GLOBAL_ADDRESS_SPACE = 1


@irdl_attr_definition
class PointerType(ParametrizedAttribute, TypeAttribute):
    """`!tt.ptr<pointee[, addrspace]>`; address space 1 (global) is not printed."""

    name = "tt.ptr"
    pointee: Attribute = param_def()
    address_space: IntAttr = param_def()

    def __init__(self, pointee: Attribute, address_space: int = GLOBAL_ADDRESS_SPACE):
        super().__init__(pointee, IntAttr(address_space))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.pointee)
        if self.address_space.data != GLOBAL_ADDRESS_SPACE:
            printer.print_string(f", {self.address_space.data}")
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        pointee = _parse_non_function_type(parser)
        address_space = GLOBAL_ADDRESS_SPACE
        if parser.parse_optional_punctuation(",") is not None:
            address_space = parse_int32(parser)
        if parser.parse_optional_punctuation(">") is None:
            parser.raise_error("expected '>'")
        return (pointee, IntAttr(address_space))


@irdl_attr_definition
class TensorDescType(ParametrizedAttribute, TypeAttribute):
    """`!tt.tensordesc<tensor<64x32xf16>>`: a TMA tensor descriptor."""

    name = "tt.tensordesc"
    block_type: TensorType = param_def()

    def __init__(self, block_type: TensorType):
        super().__init__(block_type)

    @property
    def signless_block_type(self) -> TensorType:
        """The block type with signed/unsigned integers made signless, as descriptor checks see it."""
        element = self.block_type.element_type
        if isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
            return with_element_type(self.block_type, IntegerType(element.width.data))
        return self.block_type

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.block_type)
        printer.print_string(">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        parser.parse_punctuation("<")
        start = parser._current_token.span.start
        block_type = parser.parse_optional_type()
        if not isinstance(block_type, TensorType):
            # MLIR reports the failed type and then the failed parameter, both at the type.
            raise _parse_errors(
                parser,
                start,
                "expected non-function type",
                "failed to parse TT_TensorDescType parameter 'blockType' which is to be a `RankedTensorType`",
            )
        parser.parse_punctuation(">")
        return (block_type,)


def _parse_non_function_type(parser: AttrParser) -> Attribute:
    type_ = parser.parse_optional_type()
    if type_ is None:
        parser.raise_error("expected non-function type")
    return type_


def _parse_errors(parser: AttrParser, offset: int, *messages: str) -> DiagnosticError:
    """Several parse errors at one position (a DiagnosticError carries the later ones as extra errors)."""
    location = parser.source_loc(offset)
    first, *rest = (Diagnostic(Severity.ERROR, message, location) for message in messages)
    first.notes.extend(rest)
    return DiagnosticError(first)


# -- type functions (Triton's Types.h) ---------------------------------------------------


def pointee_type(type_: Attribute) -> Attribute:
    """getPointeeType: what a pointer, tensor of pointers or tensor pointer points to."""
    if isinstance(type_, TensorType) and isinstance(type_.element_type, PointerType):
        return with_element_type(type_, type_.element_type.pointee)
    if isinstance(type_, PointerType):
        return type_.pointee
    return type_


def pointer_type_same_shape(type_: Attribute) -> Attribute:
    """getPointerTypeSameShape: a global pointer to `type_`'s elements, with its shape."""
    if isinstance(type_, TensorType):
        return with_element_type(type_, PointerType(type_.element_type))
    return PointerType(type_)


def i1_same_shape(type_: Attribute) -> Attribute:
    """getI1SameShape: i1 with the shape (and encoding) of `type_`."""
    return with_element_type(type_, i1)


def is_tensor_pointer(type_: Attribute) -> bool:
    """A block pointer, `!tt.ptr<tensor<...>>`."""
    return isinstance(type_, PointerType) and isinstance(type_.pointee, TensorType)


def element_bit_width(type_: Attribute) -> int:
    """The bit width of a tensor's (or a scalar's) integer or float element."""
    element = type_.element_type if isinstance(type_, TensorType) else type_
    if isinstance(element, IntegerType):
        return element.width.data
    return element.bitwidth
