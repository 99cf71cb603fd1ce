"""Launch-and-check routines for ttopt's own test kernels (test/Inputs/kernels/kernels.py).

Each `check_<kernel>(kernel, size, torch)` makes inputs, launches `kernel` (a CompiledKernel)
on the grid the Triton source implies, and compares with a torch reference: exactly for
integer work, with tight tolerances for floats. Sizes that are passed as kernel arguments
not specialized to 16 (`N`) may be ragged.
"""

from ttopt.runtime.launcher import synchronize


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _wrap_i32(value: int) -> int:
    """An integer as int32 arithmetic leaves it (two's complement wrap-around)."""
    value %= 1 << 32
    return value - (1 << 32) if value >= 1 << 31 else value


def check_cumsum(kernel, n: int, torch) -> None:
    x = torch.randn(1024, device="cuda")
    y = torch.full((1024,), float("nan"), device="cuda")
    kernel[1](x, y, n)
    synchronize()
    torch.testing.assert_close(y[:n], torch.cumsum(x[:n], 0), rtol=1e-5, atol=1e-4)
    assert torch.isnan(y[n:]).all()


def check_scan_rows(kernel, shape: tuple[int, int], torch) -> None:
    rows, cols = shape  # rows: a multiple of BM = 4; row stride 256 (BN)
    x = torch.randint(-1000, 1000, (rows, 256), device="cuda", dtype=torch.int32)
    y = torch.zeros_like(x)
    kernel[rows // 4](x, y, 256, cols)
    synchronize()
    expected = torch.flip(torch.cumsum(torch.flip(x[:, :cols], [1]), 1), [1]).to(torch.int32)
    assert torch.equal(y[:, :cols], expected)
    assert not y[:, cols:].any()


def check_atomics(kernel, n: int, torch) -> None:
    x = torch.randint(0, 1 << 20, (n,), device="cuda", dtype=torch.int32)
    bins = torch.zeros(16, device="cuda", dtype=torch.int32)
    total = torch.zeros(1, device="cuda", dtype=torch.int32)
    maximum = torch.full((1,), -7, device="cuda", dtype=torch.int32)
    kernel[_cdiv(n, 512)](x, bins, total, maximum, n)
    synchronize()
    assert torch.equal(bins, torch.bincount(x.long() % 16, minlength=16).to(torch.int32))
    assert total.item() == _wrap_i32(int(x.long().sum()))
    assert maximum.item() == int(x.max())


def check_atomic_cas(kernel, programs: int, torch) -> None:
    locks = torch.zeros(4, device="cuda", dtype=torch.int32)
    winners = torch.full((programs,), -1, device="cuda", dtype=torch.int32)
    order = torch.full((programs,), -1, device="cuda", dtype=torch.int32)
    kernel[programs](locks, winners, order)
    synchronize()
    for lock in range(min(4, programs)):
        takers = winners[lock::4]
        # Exactly one program found the lock free (0); the others saw the winner's pid + 1.
        assert int((takers == 0).sum()) == 1
        assert locks[lock].item() - 1 in range(lock, programs, 4)
        assert bool(((takers == 0) | (takers == locks[lock])).all())
    assert torch.equal(order, torch.arange(programs, device="cuda", dtype=torch.int32))


def check_histogram(kernel, n: int, torch) -> None:
    x = torch.randint(0, 64, (n,), device="cuda", dtype=torch.int32)
    hist = torch.zeros(64, device="cuda", dtype=torch.int32)
    kernel[_cdiv(n, 1024)](x, hist, n)
    synchronize()
    assert torch.equal(hist, torch.bincount(x.long(), minlength=64).to(torch.int32))


def check_gather(kernel, seed: int, torch) -> None:
    generator = torch.Generator(device="cuda").manual_seed(seed)
    src = torch.randn(32, 32, device="cuda", generator=generator)
    idx = torch.randint(0, 32, (32, 32), device="cuda", dtype=torch.int32, generator=generator)
    out = torch.empty_like(src)
    kernel[1](src, idx, out)
    synchronize()
    assert torch.equal(out, torch.gather(src, 0, idx.long()))


def _collatz_steps(value: int) -> int:
    steps = 0
    while value > 1:
        value = 3 * value + 1 if value % 2 else value // 2
        steps += 1
    return steps


def check_collatz(kernel, n: int, torch) -> None:
    values = torch.randint(1, 200, (n,), dtype=torch.int32)
    steps = torch.zeros(n, device="cuda", dtype=torch.int32)
    kernel[_cdiv(n, 256)](values.cuda(), steps, n)
    synchronize()
    expected = torch.tensor([_collatz_steps(int(v)) for v in values], dtype=torch.int32)
    odd_programs = (torch.arange(n) // 256) % 2 == 1
    expected[odd_programs] = -expected[odd_programs]
    assert torch.equal(steps.cpu(), expected)


def check_casts(kernel, n: int, torch) -> None:
    x = torch.randn(n, device="cuda") * 100
    f16 = torch.empty(n, device="cuda", dtype=torch.float16)
    bf16 = torch.empty(n, device="cuda", dtype=torch.bfloat16)
    f8 = torch.empty(n, device="cuda", dtype=torch.float8_e5m2)
    back = torch.empty(n, device="cuda")
    kernel[_cdiv(n, 1024)](x, f16, bf16, f8, back, n)
    synchronize()
    assert torch.equal(f16, x.half())
    assert torch.equal(bf16, x.bfloat16())
    assert torch.equal(f8.view(torch.uint8), x.to(torch.float8_e5m2).view(torch.uint8))
    assert torch.equal(back, x.to(torch.float8_e5m2).float())


def check_libdevice_math(kernel, n: int, torch) -> None:
    x = torch.randn(n, device="cuda")
    y = torch.empty(n, device="cuda")
    kernel[_cdiv(n, 1024)](x, y, n)
    synchronize()
    expected = torch.erf(x) + torch.abs(x) ** 1.5 + torch.tanh(x) + torch.exp(x * 0.5)
    torch.testing.assert_close(y, expected, rtol=1e-5, atol=1e-5)


def check_device_print(kernel, _size: int, torch, capfd) -> None:
    x = torch.arange(128, device="cuda", dtype=torch.float32) * 0.5
    kernel[1](x)
    synchronize()
    lines = [line for line in capfd.readouterr().out.splitlines() if " x: " in line]
    assert len(lines) == 128
    # Triton's format: `pid (0, 0, 0) idx (  i) x: value`, one line per element.
    printed = sorted((int(line.split("idx (")[1].split(")")[0]), line.split(" x: ")[1].strip()) for line in lines)
    assert printed == [(i, f"{i * 0.5:.6f}") for i in range(128)]
