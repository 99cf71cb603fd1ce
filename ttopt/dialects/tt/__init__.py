"""The Triton (`tt`) dialect of Triton 3.6: types, enums and its 50 ops.

Modules: `types` (!tt.ptr, !tt.tensordesc), `enums`, `type_constraints` (TT_* ODS
constraints), `traits` (ODS trait verifiers), `base` (`TTOp` and the verification all
tt ops share), `layouts` (the layout-inference seam for ttg), and one module per op
family.
"""

from xdsl.ir import Dialect

from ttopt.dialects.arith import materialize_buildable_constant
from ttopt.dialects.folding import register_constant_materializer
from ttopt.dialects.tt.base import (
    MAX_TENSOR_ELEMENTS,
    InferenceError,
    TTOp,
    emit_error,
    enclosing_module,
    verify_tensor_layouts,
    verify_tensor_sizes,
)
from ttopt.dialects.tt.descriptor import (
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    MakeTensorDescOp,
)
from ttopt.dialects.tt.dot import DotOp, DotScaledOp
from ttopt.dialects.tt.elementwise import (
    BitcastOp,
    ClampFOp,
    ElementwiseInlineAsmOp,
    ExternElementwiseOp,
    FpToFpOp,
    IntToPtrOp,
    MulhiUIOp,
    PreciseDivFOp,
    PreciseSqrtOp,
    PtrToIntOp,
)
from ttopt.dialects.tt.enums import (
    CACHE_MODIFIER,
    DESCRIPTOR_REDUCE_KIND,
    EVICTION_POLICY,
    INPUT_PRECISION,
    MEM_SEMANTIC,
    MEM_SYNC_SCOPE,
    PADDING_OPTION,
    PROGRAM_ID_DIM,
    PROPAGATE_NAN,
    RMW_OP,
    ROUNDING_MODE,
    SCALE_DOT_ELEM_TYPE,
    TTEnum,
)
from ttopt.dialects.tt.func import CallOp, FuncOp, ReturnOp
from ttopt.dialects.tt.layouts import InferLayoutInterface, infer_layout_interface, register_infer_layout_interface
from ttopt.dialects.tt.memory import AddPtrOp, AdvanceOp, AtomicCASOp, AtomicRMWOp, LoadOp, MakeTensorPtrOp, StoreOp
from ttopt.dialects.tt.misc import AssertOp, GatherOp, HistogramOp, PrintOp
from ttopt.dialects.tt.program import GetNumProgramsOp, GetProgramIdOp, MakeRangeOp
from ttopt.dialects.tt.regions import (
    MapElementwiseOp,
    MapElementwiseReturnOp,
    ReduceOp,
    ReduceReturnOp,
    ScanOp,
    ScanReturnOp,
)
from ttopt.dialects.tt.shape import (
    BroadcastOp,
    CatOp,
    ExpandDimsOp,
    JoinOp,
    ReshapeOp,
    SplatOp,
    SplitOp,
    TransOp,
    UnsplatOp,
)
from ttopt.dialects.tt.types import (
    PointerType,
    TensorDescType,
    i1_same_shape,
    is_tensor_pointer,
    pointee_type,
    pointer_type_same_shape,
)

TT_TYPES = [PointerType, TensorDescType]

TT_OPS = [
    # functions
    FuncOp, ReturnOp, CallOp,
    # program ids and ranges
    GetProgramIdOp, GetNumProgramsOp, MakeRangeOp,
    # shapes
    SplatOp, UnsplatOp, BroadcastOp, ExpandDimsOp, ReshapeOp, TransOp, CatOp, JoinOp, SplitOp,
    # casts and elementwise
    IntToPtrOp, PtrToIntOp, BitcastOp, FpToFpOp, ClampFOp, PreciseSqrtOp, PreciseDivFOp, MulhiUIOp,
    ExternElementwiseOp, ElementwiseInlineAsmOp,
    # pointers and memory
    AddPtrOp, AdvanceOp, MakeTensorPtrOp, LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp,
    # tensor descriptors
    MakeTensorDescOp, DescriptorLoadOp, DescriptorStoreOp, DescriptorReduceOp, DescriptorGatherOp,
    DescriptorScatterOp,
    # dot
    DotOp, DotScaledOp,
    # regions
    ReduceOp, ReduceReturnOp, ScanOp, ScanReturnOp, MapElementwiseOp, MapElementwiseReturnOp,
    # misc
    HistogramOp, GatherOp, PrintOp, AssertOp,
]  # fmt: skip

Triton = Dialect("tt", TT_OPS, TT_TYPES)

# TritonDialect and TritonGPUDialect materialize folded values as arith.constant (no poison).
register_constant_materializer("tt", materialize_buildable_constant)
register_constant_materializer("ttg", materialize_buildable_constant)

__all__ = [
    "AddPtrOp",
    "AdvanceOp",
    "AssertOp",
    "AtomicCASOp",
    "AtomicRMWOp",
    "BitcastOp",
    "BroadcastOp",
    "CACHE_MODIFIER",
    "CallOp",
    "CatOp",
    "ClampFOp",
    "DESCRIPTOR_REDUCE_KIND",
    "DescriptorGatherOp",
    "DescriptorLoadOp",
    "DescriptorReduceOp",
    "DescriptorScatterOp",
    "DescriptorStoreOp",
    "DotOp",
    "DotScaledOp",
    "EVICTION_POLICY",
    "ElementwiseInlineAsmOp",
    "ExpandDimsOp",
    "ExternElementwiseOp",
    "FpToFpOp",
    "FuncOp",
    "GatherOp",
    "GetNumProgramsOp",
    "GetProgramIdOp",
    "HistogramOp",
    "INPUT_PRECISION",
    "InferLayoutInterface",
    "InferenceError",
    "IntToPtrOp",
    "JoinOp",
    "LoadOp",
    "MAX_TENSOR_ELEMENTS",
    "MEM_SEMANTIC",
    "MEM_SYNC_SCOPE",
    "MakeRangeOp",
    "MakeTensorDescOp",
    "MakeTensorPtrOp",
    "MapElementwiseOp",
    "MapElementwiseReturnOp",
    "MulhiUIOp",
    "PADDING_OPTION",
    "PROGRAM_ID_DIM",
    "PROPAGATE_NAN",
    "PointerType",
    "PreciseDivFOp",
    "PreciseSqrtOp",
    "PrintOp",
    "PtrToIntOp",
    "RMW_OP",
    "ROUNDING_MODE",
    "ReduceOp",
    "ReduceReturnOp",
    "ReshapeOp",
    "ReturnOp",
    "SCALE_DOT_ELEM_TYPE",
    "ScanOp",
    "ScanReturnOp",
    "SplatOp",
    "SplitOp",
    "StoreOp",
    "TTEnum",
    "TTOp",
    "TT_OPS",
    "TT_TYPES",
    "TensorDescType",
    "TransOp",
    "Triton",
    "UnsplatOp",
    "emit_error",
    "enclosing_module",
    "i1_same_shape",
    "infer_layout_interface",
    "is_tensor_pointer",
    "pointee_type",
    "pointer_type_same_shape",
    "register_infer_layout_interface",
    "verify_tensor_layouts",
    "verify_tensor_sizes",
]
