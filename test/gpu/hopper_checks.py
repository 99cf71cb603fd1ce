"""Problems for the Hopper dot kernels of test/Inputs/hopper/kernels.py.

`problem(name, shape, torch)` makes fresh random inputs for kernel `name`, an output poisoned
with NaN (its rows padded, so a store outside the tile shows), the grid the Triton source
implies, and a float64 reference (computed on demand); integer outputs are poisoned with
their smallest value. The tests (test_hopper.py) and the
benchmarks (bench/gpu_matmul.py, bench/gpu_attention.py) share it. `shape` is (M, N, K) for the matmuls, (batch, M, N, K) for the
batched ones, (heads, seq_len) for attention_fwd and (seq_len,) for attention_causal. N and K must be multiples of 16 and strides are
(kernels.py specializes them to 16); M, seq_len, and for matmul_f16_unaligned also N and K, may
be anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

PAD = 16  # extra elements per row: row strides differ from the logical width, stay 16-divisible


@dataclass
class Problem:
    args: tuple
    grid: tuple[int, ...]
    output: object  # the poisoned torch tensor the kernel writes (padded rows)
    written: object  # the view of `output` the kernel must fill
    reference: Callable[[], object]  # float64, the shape of `written` (computed when asked: benchmarks don't)
    tolerance: float  # bound on |written - reference| / |reference| (Frobenius norms)


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _round16(n: int) -> int:
    return _cdiv(n, 16) * 16


def _matrix(torch, rows: int, cols: int, dtype, *batch: int):
    """Random values in a tensor whose rows are padded to a 16-multiple stride plus PAD."""
    if dtype == torch.int8:
        full = torch.randint(-128, 128, (*batch, rows, _round16(cols) + PAD), device="cuda", dtype=dtype)
        return full[..., :cols]
    full = torch.randn(*batch, rows, _round16(cols) + PAD, device="cuda")
    if dtype in (torch.float8_e4m3fn, torch.float8_e5m2):
        full = full.clamp(-4, 4)
    return full.to(dtype)[..., :cols]


def _poisoned(torch, rows: int, cols: int, dtype, *batch: int):
    """NaN (or, for integers, the smallest value) everywhere, the rows padded."""
    poison = torch.iinfo(dtype).min if dtype == torch.int32 else float("nan")
    output = torch.full((*batch, rows, _round16(cols) + PAD), poison, device="cuda", dtype=dtype)
    return output, output[..., :cols]


def is_poison(torch, tensor):
    return tensor == torch.iinfo(tensor.dtype).min if tensor.dtype == torch.int32 else tensor.isnan()


def _grouped_grid(m: int, n: int, bm: int, bn: int) -> tuple[int]:
    return (_cdiv(m, bm) * _cdiv(n, bn),)


def _plain_matmul(torch, shape, dtype, out_dtype, tiles, grouped, tolerance):
    """C = A @ B, A[M, K] and B[K, N] row-major: matmul_f16/_unaligned/bf16/tf32/stages4/stages2."""
    m, n, k = shape
    a, b = _matrix(torch, m, k, dtype), _matrix(torch, k, n, dtype)
    output, c = _poisoned(torch, m, n, out_dtype)
    grid = _grouped_grid(m, n, *tiles) if grouped else (_cdiv(m, tiles[0]), _cdiv(n, tiles[1]))
    args = (a, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    return Problem(args, grid, output, c, lambda: a.double() @ b.double(), tolerance)


def _fp8_matmul(torch, shape, dtype, tiles, grouped):
    """C = A @ B^T with A[M, K], B[N, K] in fp8: matmul_fp8e4m3 (fp16 out) and _fp8e5m2 (fp32 out,
    scaled)."""
    m, n, k = shape
    a, b = _matrix(torch, m, k, dtype), _matrix(torch, n, k, dtype)
    def reference():
        return a.double() @ b.double().T

    if grouped:
        output, c = _poisoned(torch, m, n, torch.float16)
        args = (a, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
        return Problem(args, _grouped_grid(m, n, *tiles), output, c, reference, 1e-2)
    output, c = _poisoned(torch, m, n, torch.float32)
    scale = 0.5
    args = (a, b, c, scale, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    grid = (_cdiv(m, tiles[0]), _cdiv(n, tiles[1]))
    # the default fp8 dot accumulates imprecisely (wgmma's reduced-precision fp8 accumulator)
    return Problem(args, grid, output, c, lambda: scale * reference(), 2e-2)


def _transposed_a(torch, shape):
    """C = A @ B with A stored K x M (matmul_at), fp16 in and out."""
    m, n, k = shape
    at, b = _matrix(torch, k, m, torch.float16), _matrix(torch, k, n, torch.float16)
    output, c = _poisoned(torch, m, n, torch.float16)
    args = (at, b, c, m, n, k, at.stride(0), b.stride(0), c.stride(0))
    grid = (_cdiv(m, 128), _cdiv(n, 128))
    return Problem(args, grid, output, c, lambda: at.double().T @ b.double(), 1e-2)


def _mixed_fp8(torch, shape):
    """C = A @ B^T with A in fp8 e4m3 and B in e5m2 (matmul_fp8_mixed), bf16 out, the default
    (imprecise) fp8 accumulation."""
    m, n, k = shape
    a, b = _matrix(torch, m, k, torch.float8_e4m3fn), _matrix(torch, n, k, torch.float8_e5m2)
    output, c = _poisoned(torch, m, n, torch.bfloat16)
    args = (a, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    grid = (_cdiv(m, 128), _cdiv(n, 128))
    return Problem(args, grid, output, c, lambda: a.double() @ b.double().T, 2e-2)


def _causal_attention(torch, shape):
    """Causal softmax(Q K^T * sm_scale) V for one head, bf16, HEAD_DIM 128 (attention_causal)."""
    (seq_len,) = shape
    q, k, v = (_matrix(torch, seq_len, 128, torch.bfloat16) for _ in range(3))
    output, o = _poisoned(torch, seq_len, 128, torch.bfloat16)
    sm_scale = 0.0883

    def reference():
        scores = q.double() @ k.double().T * sm_scale
        future = torch.ones(seq_len, seq_len, device="cuda", dtype=torch.bool).triu(1)
        return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1) @ v.double()

    args = (q, k, v, o, sm_scale, seq_len, q.stride(0), k.stride(0), v.stride(0), o.stride(0))
    return Problem(args, (_cdiv(seq_len, 128),), output, o, reference, 2e-2)


def _epilogue(torch, shape):
    """act(A @ B + bias) with GELU's sigmoid approximation, bf16 in, fp16 out."""
    m, n, k = shape
    a, b = _matrix(torch, m, k, torch.bfloat16), _matrix(torch, k, n, torch.bfloat16)
    bias = torch.randn(n, device="cuda")
    output, c = _poisoned(torch, m, n, torch.float16)

    def reference():
        x = a.double() @ b.double() + bias.double()[None, :]
        return x * torch.sigmoid(1.702 * x)

    args = (a, b, bias, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    return Problem(args, _grouped_grid(m, n, 128, 128), output, c, reference, 1e-2)


def _batched(torch, shape, tiles, dot3d):
    """C[b] = A[b] @ B[b], fp16: batched_matmul (a batch a program) and batched_dot3d (BB = 2
    batches a program, N <= BN = 64, the batch a multiple of 2)."""
    batch, m, n, k = shape
    a, b = _matrix(torch, m, k, torch.float16, batch), _matrix(torch, k, n, torch.float16, batch)
    output, c = _poisoned(torch, m, n, torch.float16, batch)
    strides = (a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1))
    args = (a, b, c, m, n, k, *strides)
    grid = (_cdiv(m, tiles[0]), batch // 2) if dot3d else (_cdiv(m, tiles[0]) * _cdiv(n, tiles[1]), batch)
    return Problem(args, grid, output, c, lambda: a.double() @ b.double(), 1e-2)


def _attention(torch, shape):
    """softmax(Q K^T * sm_scale) V per head, fp16, HEAD_DIM 64, BLOCK_M 128; seq_len ragged."""
    heads, seq_len = shape
    q, k, v = (_matrix(torch, seq_len, 64, torch.float16, heads) for _ in range(3))
    output, o = _poisoned(torch, seq_len, 64, torch.float16, heads)
    sm_scale = 0.125

    def reference():
        scores = torch.softmax(q.double() @ k.double().transpose(1, 2) * sm_scale, dim=-1)
        return scores @ v.double()

    strides = (q.stride(0), q.stride(1), k.stride(0), k.stride(1), v.stride(0), v.stride(1), o.stride(0), o.stride(1))
    args = (q, k, v, o, sm_scale, seq_len, *strides)
    return Problem(args, (_cdiv(seq_len, 128), heads), output, o, reference, 1e-2)


def _dot_a_regs(torch, shape):
    """C = (diag(scale) A) @ B, A scaled in fp32 and cast to fp16 in registers, fp32 out."""
    m, n, k = shape
    a, b = _matrix(torch, m, k, torch.float16), _matrix(torch, k, n, torch.float16)
    scale = torch.rand(m, device="cuda") + 0.5
    output, c = _poisoned(torch, m, n, torch.float32)

    def reference():
        return (a.float() * scale[:, None]).half().double() @ b.double()

    args = (a, scale, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    return Problem(args, (_cdiv(m, 64), _cdiv(n, 128)), output, c, reference, 1e-3)


def problem(name: str, shape: tuple[int, ...], torch) -> Problem:
    f16, f32 = torch.float16, torch.float32
    makers = {
        "matmul_f16": lambda: _plain_matmul(torch, shape, f16, f16, (128, 128), True, 1e-2),
        "matmul_f16_unaligned": lambda: _plain_matmul(torch, shape, f16, f16, (128, 128), True, 1e-2),
        "matmul_bf16": lambda: _plain_matmul(torch, shape, torch.bfloat16, torch.bfloat16, (128, 128),
                                             False, 2e-2),
        "matmul_tf32": lambda: _plain_matmul(torch, shape, f32, f32, (128, 128), True, 5e-3),
        "matmul_stages4": lambda: _plain_matmul(torch, shape, f16, f32, (64, 256), False, 1e-3),
        "matmul_stages2": lambda: _plain_matmul(torch, shape, f16, f16, (128, 64), False, 1e-2),
        "matmul_fp8e4m3": lambda: _fp8_matmul(torch, shape, torch.float8_e4m3fn, (128, 128), True),
        "matmul_fp8e5m2": lambda: _fp8_matmul(torch, shape, torch.float8_e5m2, (128, 256), False),
        "matmul_epilogue": lambda: _epilogue(torch, shape),
        "batched_matmul": lambda: _batched(torch, shape, (128, 128), False),
        "batched_dot3d": lambda: _batched(torch, shape, (64, 64), True),
        "attention_fwd": lambda: _attention(torch, shape),
        "dot_a_regs": lambda: _dot_a_regs(torch, shape),
        # integers are exact: the float64 reference is too (|C| < 2**53)
        "matmul_i8": lambda: _plain_matmul(torch, shape, torch.int8, torch.int32, (128, 128), False, 1e-12),
        # an fp16 accumulator rounds once per k16 step
        "matmul_f16acc": lambda: _plain_matmul(torch, shape, f16, f16, (128, 128), False, 2e-2),
        "matmul_small": lambda: _plain_matmul(torch, shape, f16, f32, (64, 32), False, 1e-3),
        "matmul_at": lambda: _transposed_a(torch, shape),
        "matmul_fp8_mixed": lambda: _mixed_fp8(torch, shape),
        "attention_causal": lambda: _causal_attention(torch, shape),
    }
    return makers[name]()


def relative_error(torch, problem: Problem) -> float:
    reference = problem.reference()
    return float(torch.linalg.norm(problem.written.double() - reference) / torch.linalg.norm(reference))
