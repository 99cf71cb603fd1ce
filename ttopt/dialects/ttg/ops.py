"""The ops of the TritonGPU (`ttg`) dialect of Triton 3.6, gathered from the modules of their families.

Each family's module holds its ops with their verifiers, folders and canonicalization patterns:
`convert_layout`, `async_ops`, `memory` (local_* and the memdesc views), `pipelining`, `misc`
and `warp_specialize`. Every op derives from `TTOp`, so its checks run in upstream's order: ODS
constraints and traits (`verify_types`), TensorSizeTrait, VerifyTensorLayoutsTrait, then the
op's own verifier (`verify_op`). `TTG_OPS` lists them for the Dialect object.
"""

from ttopt.dialects.ttg.async_ops import AsyncCommitGroupOp, AsyncCopyGlobalToLocalOp, AsyncWaitOp
from ttopt.dialects.ttg.convert_layout import ConvertLayoutOp
from ttopt.dialects.ttg.memory import (
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    LocalStoreOp,
    MemDescIndexOp,
    MemDescReinterpretOp,
    MemDescReshapeOp,
    MemDescSubsliceOp,
    MemDescTransOp,
    infer_reshape_type,
)
from ttopt.dialects.ttg.misc import Fp4ToFpOp, GlobalScratchAllocOp, LocalBarrierOp
from ttopt.dialects.ttg.pipelining import MaskOp, MaskReturnOp, PredicateStageOp
from ttopt.dialects.ttg.properties import i32_attr
from ttopt.dialects.ttg.warp_specialize import (
    WarpReturnOp,
    WarpSpecializeOp,
    WarpSpecializePartitionsOp,
    WarpYieldOp,
)

TTG_OPS = [
    ConvertLayoutOp,
    AsyncWaitOp,
    AsyncCommitGroupOp,
    AsyncCopyGlobalToLocalOp,
    LocalAllocOp,
    LocalDeallocOp,
    LocalLoadOp,
    LocalStoreOp,
    MemDescIndexOp,
    MemDescSubsliceOp,
    MemDescTransOp,
    MemDescReshapeOp,
    MemDescReinterpretOp,
    PredicateStageOp,
    MaskOp,
    MaskReturnOp,
    Fp4ToFpOp,
    GlobalScratchAllocOp,
    LocalBarrierOp,
    WarpSpecializeOp,
    WarpSpecializePartitionsOp,
    WarpYieldOp,
    WarpReturnOp,
]

__all__ = [
    "TTG_OPS",
    "AsyncCommitGroupOp",
    "AsyncCopyGlobalToLocalOp",
    "AsyncWaitOp",
    "ConvertLayoutOp",
    "Fp4ToFpOp",
    "GlobalScratchAllocOp",
    "LocalAllocOp",
    "LocalBarrierOp",
    "LocalDeallocOp",
    "LocalLoadOp",
    "LocalStoreOp",
    "MaskOp",
    "MaskReturnOp",
    "MemDescIndexOp",
    "MemDescReinterpretOp",
    "MemDescReshapeOp",
    "MemDescSubsliceOp",
    "MemDescTransOp",
    "PredicateStageOp",
    "WarpReturnOp",
    "WarpSpecializeOp",
    "WarpSpecializePartitionsOp",
    "WarpYieldOp",
    "i32_attr",
    "infer_reshape_type",
]
