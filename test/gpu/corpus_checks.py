"""Launch-and-check routines for the corpus kernels (shared by every GPU test).

Each `check_<kernel>(kernel, size, torch)` makes inputs, launches `kernel` (a CompiledKernel)
on the grid the Triton source implies and compares with a torch reference. Sizes keep the
kernels' `tt.divisibility = 16` specializations (n, strides multiples of 16) while leaving
ragged tails against the block sizes.
"""

from ttopt.runtime.launcher import synchronize

VECADD_BLOCK = 1024
ROW_BLOCK = 1024  # softmax and layernorm: one program per row, BLOCK columns
ROW_SUM_BM, ROW_SUM_BN = 16, 256
MATMUL_BM, MATMUL_BN = 128, 128


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _padded_rows(torch, rows: int, cols: int, dtype=None, padding: int = 16):
    """A rows x cols view whose row stride is a multiple of 16 elements larger than cols."""
    stride = 16 * _cdiv(cols, 16) + padding
    return torch.randn(rows, stride, device="cuda", dtype=dtype)[:, :cols]


def check_vecadd(kernel, n: int, torch) -> None:
    x, y = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    out = torch.full((n,), float("nan"), device="cuda")
    kernel[_cdiv(n, VECADD_BLOCK)](x, y, out, n)
    synchronize()
    assert torch.equal(out, x + y)


def check_softmax(kernel, shape: tuple[int, int], torch) -> None:
    rows, cols = shape
    x = _padded_rows(torch, rows, cols)
    out = _padded_rows(torch, rows, cols, padding=32)  # a row stride unlike the input's
    kernel[rows](out, x, x.stride(0), out.stride(0), cols)
    synchronize()
    torch.testing.assert_close(out, torch.softmax(x, dim=1), rtol=1e-5, atol=1e-6)


def check_layernorm(kernel, shape: tuple[int, int], torch) -> None:
    rows, cols = shape
    x = torch.randn(rows, cols, device="cuda", dtype=torch.float16)
    w = torch.randn(cols, device="cuda", dtype=torch.float16)
    b = torch.randn(cols, device="cuda", dtype=torch.float16)
    y = torch.empty_like(x)
    eps = 1e-5
    kernel[rows](x, y, w, b, x.stride(0), cols, eps)
    synchronize()
    reference = torch.nn.functional.layer_norm(x.float(), (cols,), w.float(), b.float(), eps).half()
    torch.testing.assert_close(y, reference, rtol=1e-2, atol=1e-2)


def check_row_sum(kernel, shape: tuple[int, int], torch) -> None:
    rows, cols = shape  # rows: a multiple of BM (the kernel stores unmasked)
    x = _padded_rows(torch, rows, cols)
    y = torch.full((rows,), float("nan"), device="cuda")
    kernel[_cdiv(rows, ROW_SUM_BM)](x, y, x.stride(0), cols)
    synchronize()
    torch.testing.assert_close(y, x.sum(dim=1), rtol=1e-4, atol=1e-3)


def check_matmul(kernel, shape: tuple[int, int, int], torch) -> None:
    """C = A @ B in f16 with f32 accumulation; A's and C's rows padded (strides unlike K, N)."""
    m, n, k = shape
    a = _padded_rows(torch, m, k, dtype=torch.float16)
    b = torch.randn(k, n, device="cuda", dtype=torch.float16)
    c = _padded_rows(torch, m, n, dtype=torch.float16, padding=32)
    c.fill_(float("nan"))
    grid = _cdiv(m, MATMUL_BM) * _cdiv(n, MATMUL_BN)
    kernel[grid](a, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
    synchronize()
    reference = (a.float() @ b.float()).half()
    torch.testing.assert_close(c, reference, rtol=1e-2, atol=1e-2)
