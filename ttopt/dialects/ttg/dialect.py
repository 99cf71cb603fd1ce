"""The TritonGPU (`ttg`) dialect object: its ops, types, layouts and interfaces (registered in
ttopt.registry)."""

from xdsl.ir import Dialect

from ttopt.dialects.arith import materialize_buildable_constant
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.dialects.tt.layout_patterns import LayoutPatternsInterface
from ttopt.dialects.ttg.convert_layout import CONVERT_LAYOUT_PATTERNS
from ttopt.dialects.ttg.discardable_attributes import verify_operation_attribute
from ttopt.dialects.ttg.infer import TritonGPUInferLayout
from ttopt.dialects.ttg.layouts import TTG_LAYOUT_ATTRIBUTES
from ttopt.dialects.ttg.ops import TTG_OPS
from ttopt.dialects.ttg.types import TTG_TYPES
from ttopt.ir.verifier import OperationAttributeVerifier

# TritonGPUDialect materializes folded values as arith.constant (no poison).
TritonGPU = Dialect(
    "ttg",
    TTG_OPS,
    [*TTG_TYPES, *TTG_LAYOUT_ATTRIBUTES],
    [
        ConstantMaterializer(materialize_buildable_constant),
        TritonGPUInferLayout(),
        OperationAttributeVerifier(verify_operation_attribute),
        LayoutPatternsInterface(CONVERT_LAYOUT_PATTERNS),
    ],
)
