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
NUM_SMS = 132  # persistent_matmul's constexpr: its grid


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _padded_stride(cols: int) -> int:
    return _cdiv(cols, 16) * 16 + PAD


def _matrix(torch, rows: int, cols: int):
    """Random fp16 values in a tensor whose rows are _padded_stride(cols) apart."""
    return torch.randn(rows, _padded_stride(cols), device="cuda").half()[:, :cols]


def _poisoned(torch, rows: int, cols: int):
    output = torch.full((rows, _padded_stride(cols)), float("nan"), device="cuda", dtype=torch.float16)
    return output, output[:, :cols]


def _matmul(torch, shape, b_k_major: bool):
    """C = A @ B (desc_matmul: B stored K x N) or A @ B^T (persistent_matmul: B stored N x K)."""
    m, n, k = shape
    a = _matrix(torch, m, k)
    b = _matrix(torch, n, k) if b_k_major else _matrix(torch, k, n)
    output, c = _poisoned(torch, m, n)
    a_desc = TensorDescriptor.from_tensor(a, [128, 64])
    b_desc = TensorDescriptor.from_tensor(b, [128, 64] if b_k_major else [64, 128])
    c_desc = TensorDescriptor.from_tensor(c, [128, 128])
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
        "desc_matmul": lambda: _matmul(torch, shape, b_k_major=False),
        "persistent_matmul": lambda: _matmul(torch, shape, b_k_major=True),
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
