"""The dialect interfaces ttopt's dialects carry (MLIR's DialectInterface), declared where each
`Dialect` is built and looked up by dialect name through `ttopt.registry.dialect_interface`.

- `ConstantMaterializer`: Dialect::materializeConstant, how a folded value becomes a constant op
  of the dialect (xDSL's ConstantMaterializationInterface, given as a function).
- `ttopt.ir.verifier.OperationAttributeVerifier`: Dialect::verifyOperationAttribute, the check
  of a discardable attribute named after the dialect (`ttg.num-warps`, `nvvm.kernel`) on any op.
- The layout inference of the TritonGPU dialect is `ttopt.dialects.tt.layouts.InferLayoutInterface`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialect_interfaces.constant_materialization import (
    ConstantMaterializationInterface,
)
from xdsl.ir import Attribute, Operation

Materializer = Callable[[Attribute, Attribute], "Operation | None"]


@dataclass(frozen=True)
class ConstantMaterializer(ConstantMaterializationInterface):
    """A dialect's materializeConstant, given as a function of (value, type)."""

    build: Materializer

    def materialize_constant(self, value: Attribute, type: Attribute) -> Operation | None:
        return self.build(value, type)
