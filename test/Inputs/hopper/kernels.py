"""Hopper (cuda:90) dot kernels: the inputs of ttopt's wgmma work. Their TTIR (NAME.ttir, after
make_ttir) is made by generate.py with Triton 3.6's front end; expected.py stores what the real
Triton 3.6 compiles it to (expected/NAME.{ttgir,llir,ptx,meta.json}).

Every pointer argument is 16-byte aligned and every stride argument is a multiple of 16
(Triton's `tt.divisibility = 16` specialization, set in generate.py), and so are N and K; M and
the sequence length are not, and every load and store is masked, so ragged tiles work. N and K
are 16-divisible because a mask along a load's contiguous dimension that compares with an
unaligned size makes the load 1 element wide, too narrow for cp.async, and upstream then
pipelines neither operand (an unaligned M only masks whole rows). matmul_f16_unaligned is
matmul_f16 compiled with M, N and K all unaligned: no load is pipelined there. Innermost strides
are 1 (the kernels index contiguous dimensions without a stride argument).
"""

import triton
import triton.language as tl


@triton.jit
def _tile(M, N, BM: tl.constexpr, BN: tl.constexpr, GROUP: tl.constexpr):
    """(pid_m, pid_n) of this program, GROUP row tiles at a time (grouped ordering for L2 reuse)."""
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    in_group = GROUP * tiles_n
    first_m = (pid // in_group) * GROUP
    rows = min(tiles_m - first_m, GROUP)
    return first_m + (pid % in_group) % rows, (pid % in_group) // rows


@triton.jit
def matmul_f16(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    """C[M, N] = A[M, K] @ B[K, N]: fp16 in, fp32 accumulator, fp16 out, row-major everything."""
    pid_m, pid_n = _tile(M, N, BM, BN, GROUP)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_ptrs = C + rm[:, None] * stride_cm + rn[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_bf16(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """bf16 in, fp32 accumulator (tl.dot's out_dtype), bf16 out; a plain row-major tile order."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        a = tl.load(A + rm[:, None] * stride_am + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        b = tl.load(B + kk[:, None] * stride_bk + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a, b, out_dtype=tl.float32)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_tf32(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr):
    """fp32 in and out, the dot in tf32 (input_precision="tf32")."""
    pid_m, pid_n = _tile(M, N, BM, BN, GROUP)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision="tf32")
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_fp8e4m3(A, B, C, M, N, K, stride_am, stride_bn, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr,
                   IMPRECISE: tl.constexpr):
    """C = A @ B^T with A[M, K] and B[N, K] in fp8 e4m3 (both K-major: the dot's B operand is a
    transposed tile), fp32 accumulator promoted every IMPRECISE elements of K, fp16 out."""
    pid_m, pid_n = _tile(M, N, BM, BN, GROUP)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rn[:, None] * stride_bn + rk[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rn[:, None] < N) & (rk[None, :] < K - k), other=0.0)
        acc = tl.dot(a, tl.trans(b), acc, max_num_imprecise_acc=IMPRECISE)
        a_ptrs += BK
        b_ptrs += BK
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_fp8e5m2(A, B, C, scale, M, N, K, stride_am, stride_bn, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = scale * (A @ B^T), A[M, K] and B[N, K] in fp8 e5m2, the default (fast, imprecise) fp8
    accumulation, fp32 out."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        bt = tl.load(B + rn[:, None] * stride_bn + (k + rk)[None, :],
                     mask=(rn[:, None] < N) & ((k + rk)[None, :] < K), other=0.0)
        acc = tl.dot(a, bt.T, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc * scale, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_epilogue(A, B, Bias, C, M, N, K, stride_am, stride_bk, stride_cm,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP: tl.constexpr,
                    ACTIVATION: tl.constexpr):
    """C = act(A @ B + bias[None, :]) with bf16 A and B, an fp32 bias, and fp16 out; act is GELU
    (sigmoid approximation, x * sigmoid(1.702 x)) or ReLU."""
    pid_m, pid_n = _tile(M, N, BM, BN, GROUP)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    acc += tl.load(Bias + rn, mask=rn < N, other=0.0)[None, :]
    if ACTIVATION == "gelu":
        acc = acc * tl.sigmoid(1.702 * acc)
    else:
        acc = tl.maximum(acc, 0.0)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def batched_matmul(A, B, C, M, N, K, stride_ab, stride_am, stride_bb, stride_bk, stride_cb, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C[b] = A[b] @ B[b] for fp16 batches: the batch is program axis 1, each program a 2D dot."""
    pid = tl.program_id(0)
    batch = tl.program_id(1)
    tiles_n = tl.cdiv(N, BN)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + batch.to(tl.int64) * stride_ab + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = B + batch.to(tl.int64) * stride_bb + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < K - k) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_ptrs = C + batch.to(tl.int64) * stride_cb + rm[:, None] * stride_cm + rn[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def batched_dot3d(A, B, C, M, N, K, stride_ab, stride_am, stride_bb, stride_bk, stride_cb, stride_cm,
                  BB: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """BB batches in one program, with tl.dot on 3D blocks [BB, BM, BK] @ [BB, BK, BN], fp16."""
    rb = tl.program_id(1) * BB + tl.arange(0, BB)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = A + rb[:, None, None] * stride_ab + rm[None, :, None] * stride_am + rk[None, None, :]
    b_ptrs = B + rb[:, None, None] * stride_bb + rk[None, :, None] * stride_bk + rn[None, None, :]
    acc = tl.zeros((BB, BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptrs, mask=(rm[None, :, None] < M) & (rk[None, None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(rk[None, :, None] < K - k) & (rn[None, None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    c_ptrs = C + rb[:, None, None] * stride_cb + rm[None, :, None] * stride_cm + rn[None, None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=(rm[None, :, None] < M) & (rn[None, None, :] < N))


@triton.jit
def attention_fwd(Q, K, V, Out, sm_scale, seq_len, stride_qh, stride_qm, stride_kh, stride_kn,
                  stride_vh, stride_vn, stride_oh, stride_om,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward, fp16, one (query block, head) a program: the Q tile stays in
    registers, the loop runs over K/V blocks with two dots and an online (exp2) softmax."""
    start_m = tl.program_id(0)
    head = tl.program_id(1).to(tl.int64)
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rd = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + head * stride_qh + rm[:, None] * stride_qm + rd[None, :], mask=rm[:, None] < seq_len, other=0.0)
    k_ptrs = K + head * stride_kh + rn[:, None] * stride_kn + rd[None, :]
    v_ptrs = V + head * stride_vh + rn[:, None] * stride_vn + rd[None, :]
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504  # log2(e)
    for start_n in range(0, seq_len, BLOCK_N):
        k = tl.load(k_ptrs, mask=(start_n + rn)[:, None] < seq_len, other=0.0)
        qk = tl.dot(q, tl.trans(k))
        qk = tl.where((start_n + rn)[None, :] < seq_len, qk * qk_scale, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptrs, mask=(start_n + rn)[:, None] < seq_len, other=0.0)
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
        k_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vn
    acc = acc / l_i[:, None]
    tl.store(Out + head * stride_oh + rm[:, None] * stride_om + rd[None, :], acc.to(tl.float16),
             mask=rm[:, None] < seq_len)


@triton.jit
def dot_a_regs(A, Scale, B, C, M, N, K, stride_am, stride_bk, stride_cm,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = (diag(scale) A) @ B: A is fp16, scaled per row in fp32 and cast back to fp16 before the
    dot, so the dot's A operand is computed in registers; fp32 out."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    scale = tl.load(Scale + rm, mask=rm < M, other=0.0)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        a = (a.to(tl.float32) * scale[:, None]).to(tl.float16)
        acc = tl.dot(a, b, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_stages4(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """fp16 matmul with a deep pipeline (num_stages=4) on a wide 64 x 256 tile, fp32 out; rows and
    columns past M and N wrap around (% M, % N, with tl.multiple_of / tl.max_contiguous hints so
    the loads stay vectorized) instead of being masked; only K is masked."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BM), BM)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BN), BN)
    a_ptrs = A + ram[:, None] * stride_am + rk[None, :]
    b_ptrs = B + rk[:, None] * stride_bk + rbn[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
        b_ptrs += BK * stride_bk
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_stages2(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """fp16 matmul with a double buffer (num_stages=2), 128 x 64 x 32 tiles, fp16 out."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_i8(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """int8 in, int32 accumulator and out (wgmma's s8 form, k32)."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0)
        acc += tl.dot(a, b)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_f16acc(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """fp16 in, an fp16 accumulator (out_dtype=tl.float16: wgmma's f16 accumulator form)."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float16)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_at(A, B, C, M, N, K, stride_ak, stride_bk, stride_cm,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = A @ B with A stored transposed (K x M, M contiguous): the dot's A operand is
    M-major in shared memory (a transposed wgmma descriptor)."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        at = tl.load(A + (k + rk)[:, None] * stride_ak + rm[None, :],
                     mask=((k + rk)[:, None] < K) & (rm[None, :] < M), other=0.0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(tl.trans(at), b, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_fp8_mixed(A, B, C, M, N, K, stride_am, stride_bn, stride_cm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = A @ B^T with A in fp8 e4m3 and B in fp8 e5m2 (wgmma's mixed fp8 form), bf16 out."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(B + rn[:, None] * stride_bn + (k + rk)[None, :],
                    mask=(rn[:, None] < N) & ((k + rk)[None, :] < K), other=0.0)
        acc = tl.dot(a, b.T, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.bfloat16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_small(A, B, C, M, N, K, stride_am, stride_bk, stride_cm,
                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """A small 64 x 32 x 32 tile (wgmma n32), fp16 in, fp32 out."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(A + rm[:, None] * stride_am + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(B + (k + rk)[:, None] * stride_bk + rn[None, :],
                    mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(C + rm[:, None] * stride_cm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def attention_causal(Q, K, V, Out, sm_scale, seq_len, stride_qm, stride_kn, stride_vn, stride_om,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Causal flash attention forward for one head, bf16, HEAD_DIM 128, 8 warps: K is loaded
    as K^T (HEAD_DIM x BLOCK_N) and the loop stops at the diagonal block."""
    start_m = tl.program_id(0)
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rd = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + rm[:, None] * stride_qm + rd[None, :], mask=rm[:, None] < seq_len, other=0.0)
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    hi = tl.minimum((start_m + 1) * BLOCK_M, seq_len)
    for start_n in range(0, hi, BLOCK_N):
        k = tl.load(K + (start_n + rn)[None, :] * stride_kn + rd[:, None],
                    mask=(start_n + rn)[None, :] < seq_len, other=0.0)
        qk = tl.dot(q, k) * sm_scale
        qk = tl.where(rm[:, None] >= (start_n + rn)[None, :], qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.exp(qk - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + (start_n + rn)[:, None] * stride_vn + rd[None, :],
                    mask=(start_n + rn)[:, None] < seq_len, other=0.0)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(Out + rm[:, None] * stride_om + rd[None, :], acc.to(tl.bfloat16), mask=rm[:, None] < seq_len)
