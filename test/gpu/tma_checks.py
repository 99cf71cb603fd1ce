"""Problems for the tensor-descriptor kernels of test/Inputs/tma/kernels.py.

`problem(name, shape, torch)` makes fresh random fp16 inputs for kernel `name`, host-side
descriptors over them (ttopt.runtime.TensorDescriptor) where the kernel takes descriptors, an
output poisoned with NaN whose rows are padded (a store outside the described tensor shows),
the grid the Triton source implies and a float64 (or exact fp16) reference. Sizes are ragged:
TMA zero-fills the rows and columns a load reads past the descriptor's shape and drops those a
store writes past it. Row strides are padded to 16-element multiples plus PAD (TMA needs
16-byte aligned strides); innermost sizes are multiples of 8 fp16 values, since TMA moves
whole 16-byte units and clips a row only there (Triton 3.6's own device_desc_scale writes
columns 45-47 of a 45-wide view). `shape` is (M, N, K) for the matmuls, (heads, seq_len) for
attention_desc (seq_len a multiple of 64, and of 128 with several heads: a query block's
store must not reach the next head's rows), (M, N) for device_desc_scale and (rows, N,
programs) for gather_scatter (N a multiple of 16).
"""

from __future__ import annotations

from hopper_checks import Problem

from ttopt.runtime import TensorDescriptor

PAD = 16
NUM_SMS = 132  # the persistent matmuls' constexpr: their grid


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _padded_stride(cols: int) -> int:
    return _cdiv(cols, 16) * 16 + PAD


def _matrix(torch, rows: int, cols: int, padded: bool = True):
    """Random fp16 values in a tensor whose rows are _padded_stride(cols) apart (cols apart
    unless padded)."""
    stride = _padded_stride(cols) if padded else cols
    return torch.randn(rows, stride, device="cuda").half()[:, :cols]


def _poisoned(torch, rows: int, cols: int, padded: bool = True):
    stride = _padded_stride(cols) if padded else cols
    output = torch.full((rows, stride), float("nan"), device="cuda", dtype=torch.float16)
    return output, output[:, :cols]


# kernel: (the B block: rows and columns of B as stored, the C block) for matmul(); the
# persistent ones store B N x K.
MATMUL_BLOCKS = {
    "desc_matmul": ([64, 128], [128, 128]),
    "persistent_matmul": ([128, 64], [128, 128]),
    "persistent_matmul_flat": ([256, 64], [128, 256]),
    "persistent_matmul_subtile": ([256, 64], [128, 128]),  # C stored as two halves of the 128x256 tile
}


def matmul(torch, name: str, shape, padded: bool = True) -> Problem:
    """C = A @ B (desc_matmul: B stored K x N) or A @ B^T (the persistent matmuls: B stored
    N x K), A blocks 128 x 64; rows padded as _matrix's, or contiguous tensors (as the
    benchmark's comparison with cuBLAS takes them)."""
    m, n, k = shape
    b_k_major = name != "desc_matmul"
    b_block, c_block = MATMUL_BLOCKS[name]
    a = _matrix(torch, m, k, padded)
    b = _matrix(torch, n, k, padded) if b_k_major else _matrix(torch, k, n, padded)
    output, c = _poisoned(torch, m, n, padded)
    a_desc = TensorDescriptor.from_tensor(a, [128, 64])
    b_desc = TensorDescriptor.from_tensor(b, b_block)
    c_desc = TensorDescriptor.from_tensor(c, c_block)
    grid = (NUM_SMS,) if b_k_major else (_cdiv(m, 128), _cdiv(n, 128))

    def reference():
        return a.double() @ (b.double().T if b_k_major else b.double())

    return Problem((a_desc, b_desc, c_desc, m, n, k), grid, output, c, reference, 1e-2)


def _attention(torch, shape):
    """softmax(Q K^T * sm_scale) V per head over [heads * seq_len, 64] views, HEAD_DIM 64."""
    heads, seq_len = shape
    q, k, v = (_matrix(torch, heads * seq_len, 64) for _ in range(3))
    output, o = _poisoned(torch, heads * seq_len, 64)
    sm_scale = 0.125
    descriptors = [TensorDescriptor.from_tensor(q, [128, 64]), TensorDescriptor.from_tensor(k, [64, 64]),
                   TensorDescriptor.from_tensor(v, [64, 64]), TensorDescriptor.from_tensor(o, [128, 64])]

    def reference():
        def per_head(x):
            return x.double().reshape(heads, seq_len, 64)

        scores = torch.softmax(per_head(q) @ per_head(k).transpose(1, 2) * sm_scale, dim=-1)
        return (scores @ per_head(v)).reshape(heads * seq_len, 64)

    return Problem((*descriptors, sm_scale, seq_len), (_cdiv(seq_len, 128), heads), output, o, reference, 1e-2)


def _device_desc_scale(torch, shape):
    """Y = scale * X through descriptors the kernel builds (in global scratch); exact in fp16."""
    m, n = shape
    x = _matrix(torch, m, n)
    output, y = _poisoned(torch, m, n)
    scale = 1.5
    args = (x, y, m, n, x.stride(0), y.stride(0), scale)
    return Problem(args, (_cdiv(m, 64), _cdiv(n, 64)), output, y, lambda: (x.float() * scale).half(), 0.0)


def _gather_scatter(torch, shape):
    """Y[idx[i], :] = 2 X[idx[i], :] for 8 distinct rows a program; other rows stay poisoned."""
    rows, n, programs = shape
    x = _matrix(torch, rows, n)
    output, y = _poisoned(torch, rows, n)
    index = torch.randperm(rows, device="cuda")[: 8 * programs].to(torch.int32)
    x_desc, y_desc = TensorDescriptor.from_tensor(x, [1, 64]), TensorDescriptor.from_tensor(y, [1, 64])

    def reference():
        expected = torch.full_like(y, float("nan"))
        expected[index.long()] = x[index.long()] * 2
        return expected

    return Problem((x_desc, y_desc, index, n), (programs,), output, y, reference, 0.0)


def problem(name: str, shape: tuple[int, ...], torch) -> Problem:
    makers = {
        **{kernel: (lambda kernel=kernel: matmul(torch, kernel, shape)) for kernel in MATMUL_BLOCKS},
        "attention_desc": lambda: _attention(torch, shape),
        "device_desc_scale": lambda: _device_desc_scale(torch, shape),
        "gather_scatter": lambda: _gather_scatter(torch, shape),
    }
    return makers[name]()


def check(torch, problem: Problem) -> None:
    """The output equals the reference (exactly where the tolerance is 0, NaN where unwritten
    for gather_scatter) and nothing outside the described tensor was written."""
    written = problem.written
    outside = written.numel() != problem.output.numel()
    assert not outside or problem.output[:, written.shape[1]:].isnan().all(), "wrote past the descriptor's shape"
    reference = problem.reference()
    if problem.tolerance == 0.0:
        same = (written == reference) | (written.isnan() & reference.isnan())
        assert same.all(), f"{int((~same).sum())} elements differ"
        return
    assert not written.isnan().any(), "an output element was not written"
    error = float(torch.linalg.norm(written.double() - reference) / torch.linalg.norm(reference))
    assert error < problem.tolerance, f"relative error {error:.2e}"
