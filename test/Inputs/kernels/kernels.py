"""ttopt's own test kernels beyond the corpus: scan, atomics, histogram, gather, control flow,
float casts, libdevice. Their TTIR (NAME.ttir, after make_ttir, as Triton's cache keeps it) is
made by generate.py with Triton 3.6's front end; ttopt compiles that TTIR and the GPU smoke
tests (test/gpu/test_compiled_kernels.py) check the results against torch.

Every pointer argument is 16-byte aligned and every integer argument is a multiple of 16
unless it is marked otherwise in generate.py (Triton's `tt.divisibility = 16` specialization).
"""

import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def cumsum(X, Y, N, BLOCK: tl.constexpr):
    """Inclusive prefix sum of a vector of at most BLOCK floats, in one program."""
    offs = tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=0.0)
    tl.store(Y + offs, tl.cumsum(x, axis=0), mask=offs < N)


@triton.jit
def scan_rows(X, Y, stride, N, BM: tl.constexpr, BN: tl.constexpr):
    """Per row: reverse inclusive prefix sums of int32 (axis 1), BM rows a program."""
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = cols[None, :] < N
    x = tl.load(X + rows[:, None] * stride + cols[None, :], mask=mask, other=0)
    tl.store(Y + rows[:, None] * stride + cols[None, :], tl.cumsum(x, axis=1, reverse=True), mask=mask)


@triton.jit
def atomics(X, Bins, Total, Maximum, N, NUM_BINS: tl.constexpr, BLOCK: tl.constexpr):
    """Tensor atomic add into bins, a scalar atomic add of the program's sum, a scalar atomic max."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask, other=0)
    tl.atomic_add(Bins + (x % NUM_BINS), 1, mask=mask)
    tl.atomic_add(Total, tl.sum(x, axis=0))
    tl.atomic_max(Maximum, tl.max(tl.where(mask, x, -1), axis=0))


@triton.jit
def atomic_cas(Locks, Winners, Order):
    """Every program takes lock pid % 4 with compare-and-swap; the first one wins it."""
    pid = tl.program_id(0)
    old = tl.atomic_cas(Locks + pid % 4, 0, pid + 1, sem="acq_rel")
    tl.store(Winners + pid, old)
    tl.atomic_xchg(Order + pid, pid)


@triton.jit
def histogram(X, Hist, N, NUM_BINS: tl.constexpr, BLOCK: tl.constexpr):
    """A histogram of values in [0, NUM_BINS) per program, accumulated into Hist."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < N, other=0)
    h = tl.histogram(x, NUM_BINS, mask=offs < N)
    tl.atomic_add(Hist + tl.arange(0, NUM_BINS), h)


@triton.jit
def gather(Src, Idx, Out, BM: tl.constexpr, BN: tl.constexpr):
    """Out[i, j] = Src[Idx[i, j], j] over one BM x BN tile."""
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    tile = rows[:, None] * BN + cols[None, :]
    src = tl.load(Src + tile)
    idx = tl.load(Idx + tile)
    tl.store(Out + tile, tl.gather(src, idx, axis=0))


@triton.jit
def collatz(X, Steps, N, BLOCK: tl.constexpr):
    """Collatz steps of each element, with a data-dependent while loop and an if per program."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask, other=1)
    steps = tl.zeros([BLOCK], dtype=tl.int32)
    while tl.max(x, axis=0) > 1:
        active = x > 1
        odd = (x % 2) == 1
        x = tl.where(active, tl.where(odd, 3 * x + 1, x // 2), x)
        steps += active.to(tl.int32)
    if tl.program_id(0) % 2 == 1:
        steps = -steps
    tl.store(Steps + offs, steps, mask=mask)


@triton.jit
def casts(X, F16, BF16, F8, Back, N, BLOCK: tl.constexpr):
    """f32 to f16, bf16 and fp8 (e5m2), and the fp8 value back to f32."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    tl.store(F16 + offs, x.to(tl.float16), mask=mask)
    tl.store(BF16 + offs, x.to(tl.bfloat16), mask=mask)
    f8 = x.to(tl.float8e5, fp_downcast_rounding="rtne")
    tl.store(F8 + offs, f8, mask=mask)
    tl.store(Back + offs, f8.to(tl.float32), mask=mask)


@triton.jit
def libdevice_math(X, Y, N, BLOCK: tl.constexpr):
    """erf, pow and tanh from libdevice, and a fast exp."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(X + offs, mask=mask)
    y = libdevice.erf(x) + libdevice.pow(tl.abs(x), 1.5) + libdevice.tanh(x) + tl.exp(x * 0.5)
    tl.store(Y + offs, y, mask=mask)
