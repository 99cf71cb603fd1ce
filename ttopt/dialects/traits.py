"""Op traits of MLIR's core dialects that xDSL does not define.

- `ElementwiseMappable` (mlir/IR/OpDefinition.h, OpTrait::ElementwiseMappableTraits): the op
  applies to each element of its (tensor or vector) operands independently. Every arith op
  but `arith.constant` and every math op declares it upstream; passes ask for it through
  `ttopt.transforms.triton.utility.is_elementwise`. Like xDSL's other marker traits it has no
  verifier here: the ops' own verifiers already check their operand and result shapes.
"""

from __future__ import annotations

from xdsl.traits import OpTrait


class ElementwiseMappable(OpTrait):
    """OpTrait::Elementwise with Scalarizable, Vectorizable and Tensorizable."""
