"""Ampere (cuda:80) kernels with two dots a loop, or tensor descriptors that cuda:80 has no TMA
for: the inputs of issue 16. generate.py writes their IR with Triton 3.6's front end: NAME.ttir
(after make_ttir for cuda:80, where triton-rewrite-tensor-descriptor-to-pointer has turned every
descriptor into a pointer, sizes and strides) and NAME.source.mlir (before make_ttir).

On cuda:80 the pipeliner sees loads of tensors of pointers (cp.async), not TMA loads, in every
kernel here: the descriptor kernels become masked pointer loads whose masks compare against the
descriptor's sizes.
"""

import triton
import triton.language as tl


@triton.jit
def attention_ptr(Q, K, V, Out, sm_scale, seq_len, stride_qm, stride_kn, stride_vn, stride_om,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward with plain pointers, fp16 in and out, one query block a program
    (program_id(1) picks the head; heads are seq_len rows apart). K is read transposed through
    its pointers (a [HEAD_DIM, BLOCK_N] tile), so the first dot takes it as is."""
    start_m = tl.program_id(0)
    head_rows = tl.program_id(1).to(tl.int64) * seq_len
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rd = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + (head_rows + rm[:, None]) * stride_qm + rd[None, :], mask=rm[:, None] < seq_len, other=0.0)
    kt_ptrs = K + (head_rows + rn[None, :]) * stride_kn + rd[:, None]
    v_ptrs = V + (head_rows + rn[:, None]) * stride_vn + rd[None, :]
    m_i = tl.full([BLOCK_M], -float("inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start_n in range(0, seq_len, BLOCK_N):
        in_seq = (start_n + rn) < seq_len
        kt = tl.load(kt_ptrs, mask=in_seq[None, :], other=0.0)
        qk = tl.where(in_seq[None, :], tl.dot(q, kt) * qk_scale, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptrs, mask=in_seq[:, None], other=0.0)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new
        kt_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vn
    out = (acc / l_i[:, None]).to(tl.float16)
    tl.store(Out + (head_rows + rm[:, None]) * stride_om + rd[None, :], out, mask=rm[:, None] < seq_len)


@triton.jit
def attention_desc(q_desc, k_desc, v_desc, o_desc, sm_scale, seq_len,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward through host-side descriptors (TensorDescriptor arguments) over
    [heads * seq_len, HEAD_DIM] fp16 views; seq_len is a multiple of BLOCK_N so a K/V block
    never spans two heads. The output goes through a descriptor store."""
    start_m = tl.program_id(0)
    row0 = tl.program_id(1) * seq_len
    q = q_desc.load([row0 + start_m * BLOCK_M, 0])
    m_i = tl.full([BLOCK_M], -float("inf"), dtype=tl.float32)
    l_i = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start_n in range(0, seq_len, BLOCK_N):
        k = k_desc.load([row0 + start_n, 0])
        qk = tl.dot(q, k.T)
        m_new = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([row0 + start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    o_desc.store([row0 + start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def desc_matmul_store(a_desc, b_desc, c_desc, bias_ptr, M, N, K,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = relu(A @ B + bias) in fp16 through host-side descriptors: A[M, K] and B[K, N] loaded,
    the bias (a length-N vector) through a pointer, C written by a descriptor store."""
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc += tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]))
    cols = off_n + tl.arange(0, BN)
    bias = tl.load(bias_ptr + cols, mask=cols < N, other=0.0)
    acc = tl.maximum(acc + bias[None, :].to(tl.float32), 0.0)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def attention_device_desc(Q, K, V, Out, sm_scale, seq_len, stride_m,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward through descriptors built on the device from 16-byte aligned
    pointers and a 16-divisible row stride (one [seq_len, HEAD_DIM] matrix a head), so that once
    rewritten to pointers the K/V loads are contiguous and aligned and become cp.async copies
    masked against the descriptor's sizes. Causal: the loop stops at the diagonal block."""
    start_m = tl.program_id(0)
    head = tl.program_id(1).to(tl.int64) * seq_len * stride_m
    q_desc = tl.make_tensor_descriptor(Q + head, shape=[seq_len, HEAD_DIM], strides=[stride_m, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    k_desc = tl.make_tensor_descriptor(K + head, shape=[seq_len, HEAD_DIM], strides=[stride_m, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    v_desc = tl.make_tensor_descriptor(V + head, shape=[seq_len, HEAD_DIM], strides=[stride_m, 1],
                                       block_shape=[BLOCK_N, HEAD_DIM])
    o_desc = tl.make_tensor_descriptor(Out + head, shape=[seq_len, HEAD_DIM], strides=[stride_m, 1],
                                       block_shape=[BLOCK_M, HEAD_DIM])
    q = q_desc.load([start_m * BLOCK_M, 0])
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    m_i = tl.full([BLOCK_M], -float("inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for start_n in range(0, (start_m + 1) * BLOCK_M, BLOCK_N):
        k = k_desc.load([start_n, 0])
        qk = tl.dot(q, k.T) * qk_scale
        qk = tl.where(rm[:, None] >= (start_n + rn)[None, :], qk, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    o_desc.store([start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def attention_ptr_bf16(Q, K, V, Out, sm_scale, seq_len, stride_m,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward with plain bf16 pointers and a 128-wide head (8 warps): K is
    loaded row-major and transposed for the first dot; the scale is folded into the
    exponent."""
    start_m = tl.program_id(0)
    head = tl.program_id(1).to(tl.int64) * seq_len * stride_m
    rm = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    rd = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + head + rm[:, None] * stride_m + rd[None, :])
    k_ptrs = K + head + rn[:, None] * stride_m + rd[None, :]
    v_ptrs = V + head + rn[:, None] * stride_m + rd[None, :]
    m_i = tl.full([BLOCK_M], -float("inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.4426950408889634
    for _ in range(0, seq_len, BLOCK_N):
        qk = tl.dot(q, tl.trans(tl.load(k_ptrs)))
        m_new = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = tl.dot(p.to(tl.bfloat16), tl.load(v_ptrs), acc * alpha[:, None])
        m_i = m_new
        k_ptrs += BLOCK_N * stride_m
        v_ptrs += BLOCK_N * stride_m
    tl.store(Out + head + rm[:, None] * stride_m + rd[None, :], (acc / l_i[:, None]).to(tl.bfloat16))
