"""Ampere (cuda:80) kernels for issue 16's convert-triton-gpu-to-llvm gaps: a kernel that
orders its threads with tl.debug_barrier() (gpu.barrier in TTIR), and bf16 matmuls with a
bias + GELU epilogue, GELU as erf (tl.math.erf, exact) or as the tanh approximation through
PTX's tanh.approx.f32 (tl.inline_asm_elementwise), as typical fused kernels write it; and the
same epilogue on an fp32 matmul with input_precision="ieee", which has no tensor-core form and
stays a #ttg.blocked dot (FMA) fed through shared memory.
generate.py writes their TTIR for cuda:80 with Triton 3.6's front end.
"""

import triton
import triton.language as tl


@triton.jit
def barrier_shift(X, Out, N, BLOCK: tl.constexpr):
    """Each program writes its block of X doubled to Out, waits for every thread of the CTA
    (tl.debug_barrier), then reads back the neighbouring element another thread wrote and
    stores the sum: Out[i] = 2 X[i] + 2 X[i + 1] within the block."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask, other=0.0)
    tl.store(Out + offs, x * 2.0, mask=mask)
    tl.debug_barrier()
    neighbour = tl.where(offs % BLOCK == BLOCK - 1, offs, offs + 1)
    y = tl.load(Out + neighbour, mask=neighbour < N, other=0.0)
    tl.debug_barrier()
    tl.store(Out + offs, x * 2.0 + y, mask=mask)


@triton.jit
def _gelu_erf(x):
    return 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))


@triton.jit
def _gelu_tanh(x):
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    tanh = tl.inline_asm_elementwise("tanh.approx.f32 $0, $1;", "=f,f", [inner], dtype=tl.float32,
                                     is_pure=True, pack=1)
    return 0.5 * x * (1.0 + tanh)


@triton.jit
def matmul_bias_gelu(A, B, Bias, C, M, N, K, stride_am, stride_bk, stride_cm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr,
                     APPROXIMATE: tl.constexpr, PRECISION: tl.constexpr):
    """C = gelu(A @ B + bias[None, :]) with fp32 accumulation (A, B, bias and C bf16, or
    fp32); grouped tile order; GELU exact (erf) or, with APPROXIMATE, the tanh form."""
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    group = GROUP * tiles_n
    first_m = (pid // group) * GROUP
    group_m = min(tiles_m - first_m, GROUP)
    pid_m = first_m + (pid % group) % group_m
    pid_n = (pid % group) // group_m
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=PRECISION)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    bias = tl.load(Bias + rn, mask=rn < N, other=0.0).to(tl.float32)
    acc += bias[None, :]
    if APPROXIMATE:
        acc = _gelu_tanh(acc)
    else:
        acc = _gelu_erf(acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(C.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))
