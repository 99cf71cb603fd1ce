"""How tt ops infer and check the layouts (tensor encodings) of their results.

Upstream asks the encoding's dialect through DialectInferLayoutInterface. A layout
dialect (ttg) carries an `InferLayoutInterface` (a dialect interface); tt ops look it up
for any operand encoding they must propagate. Tensors without an encoding (TTIR) never
reach it. Methods raise `InferenceError` (tt.base) with upstream's message when a layout
cannot be inferred, or `VerifyException`/`DiagnosticError` for verifier failures.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import VerifyException

from ttopt import registry
from ttopt.dialects.constraints import type_text


class InferLayoutInterface(DialectInterface, ABC):
    """The layout rules tt ops need; a layout dialect implements all of them."""

    @abstractmethod
    def infer_reduce_op_encoding(self, operand_encoding: Attribute, axis: int) -> Attribute:
        """The encoding of a reduction's result along `axis`."""

    @abstractmethod
    def infer_expand_dims_op_encoding(self, operand_encoding: Attribute, axis: int) -> Attribute:
        """The encoding after inserting a unit dimension at `axis`."""

    @abstractmethod
    def infer_trans_op_encoding(self, operand_encoding: Attribute, shape: Sequence[int], order: Sequence[int]) -> Attribute:
        """The encoding of a transpose by `order` of a tensor of `shape`."""

    @abstractmethod
    def infer_split_op_encoding(self, operand_encoding: Attribute, shape: Sequence[int]) -> Attribute:
        """The encoding of split's results given its operand's (also used to check joins)."""

    @abstractmethod
    def infer_reshape_op_encoding(
        self,
        source_shape: Sequence[int],
        source_encoding: Attribute,
        result_shape: Sequence[int],
        result_hint: Attribute,
        allow_reorder: bool,
    ) -> Attribute:
        """The encoding of a reshape's result; `result_hint` is the one it has (kept when valid)."""

    @abstractmethod
    def infer_dot_op_encoding(self, operand_encoding: Attribute, operand_index: int, result_encoding: Attribute) -> None:
        """Check a dot operand's encoding against the result's."""

    @abstractmethod
    def verify_dot_op_encoding_compatibility(self, op: Operation, a_encoding: Attribute, b_encoding: Attribute) -> None:
        """Check that a dot's operand encodings fit together."""

    @abstractmethod
    def verify_layouts_are_equal(self, shape: Sequence[int], expected: Attribute, actual: Attribute) -> None:
        """Report (with upstream's message) two encodings that place elements differently."""

    @abstractmethod
    def layouts_are_equivalent(self, shape: Sequence[int], a: Attribute, b: Attribute) -> bool:
        """Whether two encodings place the same elements (InferTypeOpWithLayoutEquivalence)."""


def infer_layout_interface(encoding: Attribute) -> InferLayoutInterface:
    """The interface of the dialect an encoding belongs to."""
    dialect_name = encoding.name.split(".")[0]
    interface = registry.dialect_interface(dialect_name, InferLayoutInterface)
    if interface is None:
        # Upstream asserts: only layout dialects give tensors encodings.
        raise VerifyException(f"encoding {type_text(encoding)} has no layout inference")
    return interface
