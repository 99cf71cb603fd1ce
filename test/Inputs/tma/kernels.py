"""Hopper (cuda:90) kernels with tensor descriptors: the inputs of ttopt's TMA work. Their TTIR
(NAME.ttir, after make_ttir) is made by generate.py with Triton 3.6's front end; expected.py
stores what the real Triton 3.6 compiles it to (expected/NAME.{ttgir,llir,ptx,meta.json}).

Host-side descriptors (`tensordesc<...>` arguments, a TensorDescriptor on the host) carry the
tensor's shape and strides; the hardware clips out-of-bounds tiles, so the kernels need no
masks and every size may be ragged (strides must be 16-byte multiples, a TMA rule).
Device-side descriptors (tl.make_tensor_descriptor) are built in global scratch.
"""

import triton
import triton.language as tl


@triton.jit
def desc_matmul(a_desc, b_desc, c_desc, M, N, K,
                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """C = A @ B with fp16 A[M, K], B[K, N] loaded by TMA, fp32 accumulation, C stored by TMA."""
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([off_m, k * BK])
        b = b_desc.load([k * BK, off_n])
        acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def persistent_matmul(a_desc, b_desc, c_desc, M, N, K, NUM_SMS: tl.constexpr,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """A persistent matmul: NUM_SMS programs walk the output tiles; B is stored N x K (K-major)."""
    tiles_n = tl.cdiv(N, BN)
    num_tiles = tl.cdiv(M, BM) * tiles_n
    k_tiles = tl.cdiv(K, BK)
    for tile in range(tl.program_id(0), num_tiles, NUM_SMS):
        off_m = (tile // tiles_n) * BM
        off_n = (tile % tiles_n) * BN
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, k_tiles):
            a = a_desc.load([off_m, k * BK])
            b = b_desc.load([off_n, k * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def attention_desc(q_desc, k_desc, v_desc, o_desc, sm_scale, seq_len,
                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash attention forward with descriptors over [heads * seq_len, HEAD_DIM] fp16 views; one
    (query block, head) a program; seq_len a multiple of BLOCK_N (rows of a head do not spill
    into the next head's)."""
    start_m = tl.program_id(0)
    row0 = tl.program_id(1) * seq_len
    q = q_desc.load([row0 + start_m * BLOCK_M, 0])
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, seq_len, BLOCK_N):
        k = k_desc.load([row0 + start_n, 0])
        qk = tl.dot(q, k.T) * qk_scale
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([row0 + start_n, 0])
        acc = tl.dot(p.to(tl.float16), v, acc * alpha[:, None])
        m_i = m_new
    o_desc.store([row0 + start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def device_desc_scale(X, Y, M, N, stride_x, stride_y, scale,
                      BM: tl.constexpr, BN: tl.constexpr):
    """Y = scale * X through descriptors built on the device (tl.make_tensor_descriptor)."""
    x_desc = tl.make_tensor_descriptor(X, shape=[M, N], strides=[stride_x, 1], block_shape=[BM, BN])
    y_desc = tl.make_tensor_descriptor(Y, shape=[M, N], strides=[stride_y, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    y_desc.store([off_m, off_n], x_desc.load([off_m, off_n]) * scale)


@triton.jit
def gather_scatter(x_desc, y_desc, idx_ptr, N, BR: tl.constexpr, BN: tl.constexpr):
    """Y[idx[i], :] = X[idx[i], :] * 2 for BR rows a program: descriptor gather and scatter."""
    rows = tl.load(idx_ptr + tl.program_id(0) * BR + tl.arange(0, BR))
    for n in range(0, N, BN):
        x = x_desc.gather(rows, n)
        y_desc.scatter(x * 2, rows, n)



@triton.jit
def _grouped_tile(tile, tiles_m, tiles_n, BM: tl.constexpr, BN: tl.constexpr, GROUP_M: tl.constexpr):
    """The offsets of output tile `tile` when tiles are walked in groups of GROUP_M tile rows,
    so that a wave of programs shares A and B tiles in L2."""
    tiles_per_group = GROUP_M * tiles_n
    first_m = (tile // tiles_per_group) * GROUP_M
    group_m = min(tiles_m - first_m, GROUP_M)
    return (first_m + (tile % group_m)) * BM, ((tile % tiles_per_group) // group_m) * BN


@triton.jit
def persistent_matmul_flat(a_desc, b_desc, c_desc, M, N, K, NUM_SMS: tl.constexpr, BM: tl.constexpr,
                           BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    """A persistent matmul over grouped tiles (B stored N x K) whose tile loop is flattened into
    the K loop (tl.range(flatten=True): tritongpu-fuse-nested-loops), so loads of the next
    tile are in flight during the previous tile's epilogue."""
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    k_tiles = tl.cdiv(K, BK)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, NUM_SMS, flatten=True):
        off_m, off_n = _grouped_tile(tile, tiles_m, tiles_n, BM, BN, GROUP_M)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, k_tiles):
            a = a_desc.load([off_m, k * BK])
            b = b_desc.load([off_n, k * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def persistent_matmul_subtile(a_desc, b_desc, c_desc, M, N, K, NUM_SMS: tl.constexpr, BM: tl.constexpr,
                              BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    """The tuned persistent matmul (the fastest of the configurations tried on an H100): grouped
    tiles, and an epilogue that stores the accumulator as two BM x BN/2 halves (reshape,
    permute, split), so the store buffer is half the size and a fourth pipeline stage fits in
    shared memory."""
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    k_tiles = tl.cdiv(K, BK)
    for tile in range(tl.program_id(0), tiles_m * tiles_n, NUM_SMS):
        off_m, off_n = _grouped_tile(tile, tiles_m, tiles_n, BM, BN, GROUP_M)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, k_tiles):
            a = a_desc.load([off_m, k * BK])
            b = b_desc.load([off_n, k * BK])
            acc = tl.dot(a, b.T, acc)
        halves = tl.permute(tl.reshape(acc, (BM, 2, BN // 2)), (0, 2, 1))
        left, right = tl.split(halves)
        c_desc.store([off_m, off_n], left.to(tl.float16))
        c_desc.store([off_m, off_n + BN // 2], right.to(tl.float16))
