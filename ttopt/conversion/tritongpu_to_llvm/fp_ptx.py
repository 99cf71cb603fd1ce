"""The inline PTX of the packed float conversions (Triton 3.6, NVIDIA ElementwiseOpToLLVM.cpp).

These strings are what Triton 3.6 emits, byte for byte (they were read back from its
output for every conversion and target below). Each entry of `FP_CONVERSIONS` maps
(source, destination, rounding) to variants `(minimum compute capability, asm,
input vector bits, output vector bits, elements per asm)`; the variant with the
highest minimum not above the target applies (native cvt instructions from sm_89/90).
"""

from __future__ import annotations

FP_CONVERSIONS: dict[tuple[str, str, str | None], tuple[tuple[int, str, int, int, int], ...]] = {
    ('f8E4M3FN', 'f16', None): (
        (0, '{ \ncvt.rn.f16x2.e4m3x2 $0, $1; \n}', 16, 32, 2),
    ),
    ('f8E5M2', 'f16', None): (
        (0, '{                           \nprmt.b32 $0, 0, $2, 0x5140; \n\tprmt.b32 $1, 0, $2, 0x7362; \n\t}', 32, 32, 4),
        (89, 'cvt.rn.f16x2.e5m2x2 $0, $1; \n\t', 16, 32, 2),
    ),
    ('f16', 'f8E4M3FN', 'rtne'): (
        (0, '{ \ncvt.rn.satfinite.e4m3x2.f16x2 $0, $1; \n}', 32, 16, 2),
    ),
    ('f16', 'f8E5M2', 'rtne'): (
        (0, '{                            \n.reg .b32 a<2>;              \nand.b32 a0, $1, 0xfffefffe;  \nand.b32 a1, $2, 0xfffefffe;  \nadd.u32 a0, a0, 0x00800080;  \nadd.u32 a1, a1, 0x00800080;  \nprmt.b32 $0, a0, a1, 0x7531; \n\t}', 32, 32, 4),
        (89, 'cvt.rn.satfinite.e5m2x2.f16x2 $0, $1; \n\t', 32, 16, 2),
    ),
    ('f8E5M2', 'bf16', None): (
        (0, '{                                        \n.reg .b32 a<2>, b<2>, c<4>, d<4>, e112;  \nmov.u32 e112, 0x77800000;                \nprmt.b32 a0, 0, $2, 0x5140;              \nprmt.b32 a1, 0, $2, 0x7362;              \nlop3.b32 b0, a0, 0x7fff7fff, 0, 0xc0;    \nlop3.b32 b1, a1, 0x7fff7fff, 0, 0xc0;    \nshr.b32  b0, b0, 3;                      \nshr.b32  b1, b1, 3;                      \nand.b32 c0, b0, 0xFFFF0000;              \nshl.b32 c1, b0, 16;                      \nand.b32 c2, b1, 0xFFFF0000;              \nshl.b32 c3, b1, 16;                      \nmul.f32 d0, c0, e112;                    \nmul.f32 d1, c1, e112;                    \nmul.f32 d2, c2, e112;                    \nmul.f32 d3, c3, e112;                    \nprmt.b32 b0, d0, d1, 0x3276;             \nprmt.b32 b1, d2, d3, 0x3276;             \nlop3.b32 $0, b0, 0x80008000, a0, 0xf8;   \nlop3.b32 $1, b1, 0x80008000, a1, 0xf8;   \n}', 32, 32, 4),
        (90, '{                                       \n.reg .b32 a<2>, b<2>;                  \n.reg .b32 e112;                        \nmov.u32 e112, 0x77807780;              \nprmt.b32 a0, 0, $2, 0x5140;            \nprmt.b32 a1, 0, $2, 0x7362;            \nlop3.b32 b0, a0, 0x7fff7fff, 0, 0xc0;  \nlop3.b32 b1, a1, 0x7fff7fff, 0, 0xc0;  \nshr.b32  b0, b0, 3;                    \nshr.b32  b1, b1, 3;                    \nlop3.b32 b0, b0, 0x80008000, a0, 0xf8; \nlop3.b32 b1, b1, 0x80008000, a1, 0xf8; \nmul.rn.bf16x2 $0, b0, e112;            \nmul.rn.bf16x2 $1, b1, e112;            \n}', 32, 32, 4),
    ),
    ('f8E4M3FN', 'bf16', None): (
        (0, '{                                       \n.reg .b32 a;                            \n.reg .f16 a<2>;                         \n.reg .f32 b<2>;                         \n.reg .b16 c<2>;                         \ncvt.rn.f16x2.e4m3x2 a, $1;              \nmov.b32 {a0, a1}, a;                    \ncvt.f32.f16 b0, a0;                     \ncvt.f32.f16 b1, a1;                     \ncvt.rn.bf16.f32 c0, b0;                 \ncvt.rn.bf16.f32 c1, b1;                 \nmov.b32 $0, {c0, c1};                   \n}', 16, 32, 2),
        (90, '{                                       \n.reg .b32 a;                            \n.reg .f16 a<2>;                         \n.reg .b16 b<2>;                         \ncvt.rn.f16x2.e4m3x2 a, $1;              \nmov.b32 {a0, a1}, a;                    \ncvt.bf16.f16 b0, a0;                    \ncvt.bf16.f16 b1, a1;                    \nmov.b32 $0, {b0, b1};                   \n}', 16, 32, 2),
    ),
    ('bf16', 'f8E5M2', 'rtne'): (
        (0, '{                                           \n.reg .u32 sign, sign<2>, nosign, nosign<2>; \n.reg .u32 fp8_min, fp8_max, rn_;            \nmov.u32 fp8_min, 0x38003800;                \nmov.u32 fp8_max, 0x57e057e0;                \nmov.u32 rn_, 0x00100010;                    \nand.b32 sign0, $1, 0x80008000;              \nand.b32 sign1, $2, 0x80008000;              \nprmt.b32 sign, sign0, sign1, 0x7531;        \nand.b32 nosign0, $1, 0x7fff7fff;            \nand.b32 nosign1, $2, 0x7fff7fff;            \n.reg .u32 nosign_0_<2>, nosign_1_<2>;       \nand.b32 nosign_0_0, nosign0, 0xffff0000;    \nmax.u32 nosign_0_0, nosign_0_0, 0x38000000; \nmin.u32 nosign_0_0, nosign_0_0, 0x57e00000; \nand.b32 nosign_0_1, nosign0, 0x0000ffff;    \nmax.u32 nosign_0_1, nosign_0_1, 0x3800;     \nmin.u32 nosign_0_1, nosign_0_1, 0x57e0;     \nor.b32 nosign0, nosign_0_0, nosign_0_1;     \nand.b32 nosign_1_0, nosign1, 0xffff0000;    \nmax.u32 nosign_1_0, nosign_1_0, 0x38000000; \nmin.u32 nosign_1_0, nosign_1_0, 0x57e00000; \nand.b32 nosign_1_1, nosign1, 0x0000ffff;    \nmax.u32 nosign_1_1, nosign_1_1, 0x3800;     \nmin.u32 nosign_1_1, nosign_1_1, 0x57e0;     \nor.b32 nosign1, nosign_1_0, nosign_1_1;     \nadd.u32 nosign0, nosign0, rn_;              \nadd.u32 nosign1, nosign1, rn_;              \nsub.u32 nosign0, nosign0, 0x38003800;       \nsub.u32 nosign1, nosign1, 0x38003800;       \nshl.b32 nosign0, nosign0, 3;                \nshl.b32 nosign1, nosign1, 3;                \nprmt.b32 nosign, nosign0, nosign1, 0x7531;  \nor.b32 $0, nosign, sign;                    \n}', 32, 32, 4),
        (89, '{                                       \n.reg .b16 a<2>;                         \n.reg .f32 b<2>;                         \nmov.b32 {a0, a1}, $1;                   \ncvt.f32.bf16 b0, a0;                    \ncvt.f32.bf16 b1, a1;                    \ncvt.rn.satfinite.e5m2x2.f32 $0, b1, b0; \n}', 32, 16, 2),
    ),
    ('bf16', 'f8E4M3FN', 'rtne'): (
        (0, '{                                       \n.reg .b16 a<2>;                         \n.reg .f32 b<2>;                         \nmov.b32 {a0, a1}, $1;                   \ncvt.f32.bf16 b0, a0;                    \ncvt.f32.bf16 b1, a1;                    \ncvt.rn.satfinite.e4m3x2.f32 $0, b1, b0; \n}', 32, 16, 2),
    ),
    ('f32', 'f8E4M3FN', 'rtne'): (
        (0, 'cvt.rn.satfinite.e4m3x2.f32  $0, $2, $1; \n', 32, 16, 2),
    ),
    ('f32', 'f8E5M2', 'rtne'): (
        (0, 'cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1; \n', 32, 16, 2),
    ),
    ('f16', 'f8E5M2', 'rtz'): (
        (0, '{                            \n.reg .b32 a<2>;              \nand.b32 a0, $1, 0xfffefffe;  \nand.b32 a1, $2, 0xfffefffe;  \nprmt.b32 $0, a0, a1, 0x7531; \n\t}', 32, 32, 4),
    ),
}

S8_TO_BF16 = '{                                           \n.reg .s8 s<4>;                              \n.reg .f32 f<4>;                             \nmov.b32 {s0, s1, s2, s3}, $2;               \ncvt.rn.f32.s8 f0, s0;                       \ncvt.rn.f32.s8 f1, s1;                       \ncvt.rn.f32.s8 f2, s2;                       \ncvt.rn.f32.s8 f3, s3;                       \nprmt.b32 $0, f0, f1, 0x7632;                \nprmt.b32 $1, f2, f3, 0x7632;                \n}'
"""Four s8 to four bf16 through f32 (before sm_90)."""

S8_TO_BF16_SM90 = '{                               \n.reg .b32 l<3>;                 \n.reg .b32 h<3>;                 \nprmt.b32 l0, $2, 0x43, 0x4140;  \nprmt.b32 h0, $2, 0x43, 0x4342;  \nand.b32 l1, l0, 0xff7fff7f;     \nand.b32 h1, h0, 0xff7fff7f;     \nand.b32 l2, l0, 0xff80ff80;     \nand.b32 h2, h0, 0xff80ff80;     \nsub.bf16x2 $0, l1, l2;          \nsub.bf16x2 $1, h1, h2;          \n}'
"""Four s8 to four bf16 with bit tricks (sm_90: conversions have low throughput)."""
