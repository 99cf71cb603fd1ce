"""The Triton (`tt`) dialect object: its ops, types and interfaces (registered in ttopt.registry)."""

from xdsl.ir import Dialect

from ttopt.dialects.arith import materialize_buildable_constant
from ttopt.dialects.interfaces import ConstantMaterializer
from ttopt.dialects.tt import (
    AddPtrOp,
    AdvanceOp,
    AssertOp,
    AtomicCASOp,
    AtomicRMWOp,
    BitcastOp,
    BroadcastOp,
    CallOp,
    CatOp,
    ClampFOp,
    DescriptorGatherOp,
    DescriptorLoadOp,
    DescriptorReduceOp,
    DescriptorScatterOp,
    DescriptorStoreOp,
    DotOp,
    DotScaledOp,
    ElementwiseInlineAsmOp,
    ExpandDimsOp,
    ExternElementwiseOp,
    FpToFpOp,
    FuncOp,
    GatherOp,
    GetNumProgramsOp,
    GetProgramIdOp,
    HistogramOp,
    IntToPtrOp,
    JoinOp,
    LoadOp,
    MakeRangeOp,
    MakeTensorDescOp,
    MakeTensorPtrOp,
    MapElementwiseOp,
    MapElementwiseReturnOp,
    MulhiUIOp,
    PointerType,
    PreciseDivFOp,
    PreciseSqrtOp,
    PrintOp,
    PtrToIntOp,
    ReduceOp,
    ReduceReturnOp,
    ReshapeOp,
    ReturnOp,
    ScanOp,
    ScanReturnOp,
    SplatOp,
    SplitOp,
    StoreOp,
    TensorDescType,
    TransOp,
    UnsplatOp,
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

# TritonDialect materializes folded values as arith.constant (no poison).
Triton = Dialect("tt", TT_OPS, TT_TYPES, [ConstantMaterializer(materialize_buildable_constant)])
