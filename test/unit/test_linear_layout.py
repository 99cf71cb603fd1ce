"""Tests for the linear-layout algebra (ttopt.layouts.linear_layout) and GF(2) helpers.

Property tests compare each operation with a brute-force evaluation of the
layouts over all of their inputs, so sizes are kept small.
"""

import itertools
import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ttopt.layouts import f2
from ttopt.layouts.linear_layout import (
    ColumnAction,
    LinearLayout,
    divide_left,
    divide_right,
    supremum,
)

PROPERTY = settings(max_examples=60, deadline=None)

HW_DIMS = ("register", "lane", "warp", "block")
TENSOR_DIMS = ("dim0", "dim1", "dim2")
SHARED_DIMS = ("offset", "buffer")

# The blocked layout sizePerThread=[2, 2], threadsPerWarp=[8, 4],
# warpsPerCTA=[1, 2], order=[1, 0] over a 16x16 tensor.  dim1 is the fastest
# dim, so registers, then lanes, then warps first walk along dim1.
BLOCKED = LinearLayout(
    {
        "register": [[0, 1], [1, 0]],
        "lane": [[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]],
        "warp": [[0, 8]],
    },
    ["dim0", "dim1"],
)


def blocked_owner(register: int, lane: int, warp: int) -> dict[str, int]:
    """The element held by a thread of BLOCKED, computed from the blocked-layout rules."""
    lane_row, lane_col = divmod(lane, 4)  # 4 lanes along dim1, the fastest dim
    register_row, register_col = divmod(register, 2)  # 2x2 registers, dim1 fastest
    return {"dim0": 2 * lane_row + register_row, "dim1": 8 * warp + 2 * lane_col + register_col}


# ---------------------------------------------------------------- references


def all_inputs(layout: LinearLayout):
    """Every input of `layout`, as an {in dim: value} dict."""
    dims = layout.in_dims
    for values in itertools.product(*(range(layout.in_dim_size(d)) for d in dims)):
        yield dict(zip(dims, values))


def reference_apply(layout: LinearLayout, ins: dict[str, int]) -> dict[str, int]:
    """Evaluate `layout` from the definition: XOR the bases picked by the input bits."""
    out = dict.fromkeys(layout.out_dims, 0)
    for in_dim, value in ins.items():
        for bit in range(layout.in_dim_size_log2(in_dim)):
            if value >> bit & 1:
                for out_dim in layout.out_dims:
                    out[out_dim] ^= layout.get_basis(in_dim, bit, out_dim)
    return out


def flat_index(layout: LinearLayout, ins: dict[str, int]) -> int:
    """The input's position when the in dims are flattened, first dim least significant."""
    index, shift = 0, 0
    for in_dim in layout.in_dims:
        index |= ins[in_dim] << shift
        shift += layout.in_dim_size_log2(in_dim)
    return index


def span(columns: list[int]) -> set[int]:
    return {f2.mat_vec(columns, x) for x in range(1 << len(columns))}


# ---------------------------------------------------------------- strategies


def ordered_subsets(pool, min_size=0):
    """Subsets of `pool` kept in pool order, so shared dims never conflict in order."""
    if not pool:
        return st.just([])
    return st.lists(st.sampled_from(pool), unique=True, min_size=min_size).map(
        lambda picked: [d for d in pool if d in picked]
    )


def size_log2s(dims, max_log2):
    """Random log2 sizes for `dims`, as a dict in the order of `dims`."""
    return st.tuples(*(st.integers(0, max_log2) for _ in dims)).map(
        lambda logs: dict(zip(dims, logs))
    )


@st.composite
def layouts_between(draw, in_sizes_log2: dict, out_sizes_log2: dict):
    """Random (not necessarily surjective) layouts with exactly these dims and sizes."""
    bases = {
        in_dim: [
            [draw(st.integers(0, (1 << s) - 1)) for s in out_sizes_log2.values()] for _ in range(n)
        ]
        for in_dim, n in in_sizes_log2.items()
    }
    out_sizes = {d: 1 << s for d, s in out_sizes_log2.items()}
    return LinearLayout(bases, out_sizes, require_surjective=False)


@st.composite
def layouts(draw, in_pool=HW_DIMS, out_pool=TENSOR_DIMS, max_log2=2):
    """Random layouts on random subsets of the dim pools."""
    in_dims = draw(ordered_subsets(in_pool))
    out_dims = draw(ordered_subsets(out_pool))
    return draw(
        layouts_between(draw(size_log2s(in_dims, max_log2)), draw(size_log2s(out_dims, max_log2)))
    )


def split_column(column: int, sizes_log2) -> list[int]:
    """One value per out dim from a flattened column, the first out dim in the low bits."""
    values = []
    for size_log2 in sizes_log2:
        values.append(column & ((1 << size_log2) - 1))
        column >>= size_log2
    return values


def layout_from_columns(columns, in_sizes_log2: dict, out_sizes_log2: dict) -> LinearLayout:
    """Split flattened columns into per-in-dim bases of per-out-dim values."""
    columns = iter(columns)
    bases = {
        in_dim: [
            split_column(column, out_sizes_log2.values()) for column in itertools.islice(columns, n)
        ]
        for in_dim, n in in_sizes_log2.items()
    }
    return LinearLayout(
        bases, {d: 1 << s for d, s in out_sizes_log2.items()}, require_surjective=False
    )


@st.composite
def invertible_columns(draw, size: int):
    """A random invertible size x size matrix: permuted unit vectors, then column additions."""
    columns = draw(st.permutations([1 << i for i in range(size)]))
    if size > 1:
        additions = st.tuples(st.integers(0, size - 1), st.integers(0, size - 1))
        for target, source in draw(st.lists(additions, max_size=8)):
            if target != source:
                columns[target] ^= columns[source]
    return columns


@st.composite
def surjective_layouts(draw, in_pool=HW_DIMS, out_pool=TENSOR_DIMS, max_extra=2):
    """Random surjective layouts, injective too when `max_extra` is 0."""
    out_sizes_log2 = draw(size_log2s(draw(ordered_subsets(out_pool, min_size=1)), 2))
    num_out_bits = sum(out_sizes_log2.values())
    extra = draw(st.lists(st.integers(0, (1 << num_out_bits) - 1), max_size=max_extra))
    columns = draw(st.permutations(draw(invertible_columns(num_out_bits)) + extra))
    in_dims = draw(ordered_subsets(in_pool, min_size=1))
    cuts = sorted(
        draw(
            st.lists(
                st.integers(0, len(columns)), min_size=len(in_dims) - 1, max_size=len(in_dims) - 1
            )
        )
    )
    counts = [end - start for start, end in zip([0, *cuts], [*cuts, len(columns)])]
    return layout_from_columns(columns, dict(zip(in_dims, counts)), out_sizes_log2)


def invertible_layouts():
    return surjective_layouts(max_extra=0)


@st.composite
def layouts_with_the_same_dims(draw, count=2):
    """`count` random layouts on the same in and out dims, listed in the same order."""
    in_dims = draw(ordered_subsets(HW_DIMS))
    out_dims = draw(ordered_subsets(TENSOR_DIMS))
    return [
        draw(layouts_between(draw(size_log2s(in_dims, 1)), draw(size_log2s(out_dims, 1))))
        for _ in range(count)
    ]


@st.composite
def layouts_before(draw, target: LinearLayout, in_pool=HW_DIMS):
    """A random layout whose out dims are `target`'s in dims (same sizes, random order)."""
    out_dims = draw(st.permutations(target.in_dims))
    out_sizes_log2 = {d: target.in_dim_size_log2(d) for d in out_dims}
    in_sizes_log2 = draw(size_log2s(draw(ordered_subsets(in_pool)), 2))
    return draw(layouts_between(in_sizes_log2, out_sizes_log2))


@st.composite
def layouts_after(draw, source: LinearLayout, out_pool=SHARED_DIMS):
    """A random layout whose in dims are `source`'s out dims (same sizes, random order)."""
    in_dims = draw(st.permutations(source.out_dims))
    in_sizes_log2 = {d: source.out_dim_size_log2(d) for d in in_dims}
    out_sizes_log2 = draw(size_log2s(draw(ordered_subsets(out_pool)), 2))
    return draw(layouts_between(in_sizes_log2, out_sizes_log2))


# --------------------------------------------------------------------- GF(2)


@PROPERTY
@given(st.lists(st.integers(0, 31), max_size=6))
def test_f2_rank_is_log2_of_span_size(columns):
    assert 1 << f2.rank(columns) == len(span(columns))


@PROPERTY
@given(st.lists(st.integers(0, 15), max_size=6), st.integers(0, 15))
def test_f2_solve_returns_smallest_solution(columns, target):
    solutions = [x for x in range(1 << len(columns)) if f2.mat_vec(columns, x) == target]
    assert f2.solve(columns, target) == (min(solutions) if solutions else None)


def test_f2_pivot_columns_are_the_first_basis_met():
    # col 0 is zero, col 3 == col 1 ^ col 2: both are free.
    echelon = f2.ColumnEchelon([0b000, 0b010, 0b001, 0b011, 0b100])
    assert echelon.pivot_mask == 0b10110
    assert echelon.rank == 3
    assert echelon.solve(0b111) == 0b10110
    assert f2.ColumnEchelon([0b01, 0b10]).solve(0b100) is None


@PROPERTY
@given(st.integers(0, 5).flatmap(invertible_columns))
def test_f2_inverse_is_two_sided(columns):
    inverse = f2.inverse(columns)
    for y in range(1 << len(columns)):
        assert f2.mat_vec(columns, f2.mat_vec(inverse, y)) == y
        assert f2.mat_vec(inverse, f2.mat_vec(columns, y)) == y


def test_f2_inverse_rejects_singular_and_non_square():
    with pytest.raises(ValueError, match="singular"):
        f2.inverse([0b01, 0b01])
    with pytest.raises(ValueError, match="not square"):
        f2.inverse([0b100, 0b001])


# -------------------------------------------------------------- construction


def test_out_sizes_are_inferred_as_smallest_powers_of_two():
    layout = LinearLayout(
        {"lane": [[0, 0], [0, 0], [0, 1]], "register": [[1, 0], [2, 0]]}, ["dim0", "dim1"]
    )
    assert layout.out_dim_sizes == {"dim0": 4, "dim1": 2}
    assert layout.out_dims == ("dim0", "dim1")
    assert layout.in_dims == ("lane", "register")


def test_explicit_out_sizes_allow_non_surjective_layouts():
    layout = LinearLayout({"register": [[1], [4]]}, {"dim0": 16}, require_surjective=False)
    assert layout.out_dim_size("dim0") == 16
    assert not layout.is_surjective()
    with pytest.raises(ValueError, match="surjective"):
        LinearLayout({"register": [[1], [4]]}, {"dim0": 16})
    # Inferred sizes (8 here) still require every output to be reachable.
    with pytest.raises(ValueError, match="surjective"):
        LinearLayout({"register": [[1], [4]]}, ["dim0"])


@pytest.mark.parametrize(
    ("bases", "out_dims", "message"),
    [
        ({"lane": [[1, 0], [2]]}, ["dim0", "dim1"], "has 1 values, expected one per out dim"),
        ({"lane": [[-1]]}, ["dim0"], "negative"),
        ({"lane": [[1]]}, {"dim0": 3}, "not a power of two"),
        ({"lane": [[4]]}, {"dim0": 4}, "does not fit out dim 'dim0' of size 4"),
        ({"lane": [[1, 1]]}, ["dim0", "dim0"], "duplicate out dim"),
    ],
)
def test_invalid_layouts_are_rejected(bases, out_dims, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        LinearLayout(bases, out_dims, require_surjective=False)


def test_bad_types_are_rejected():
    with pytest.raises(TypeError):
        LinearLayout({"lane": [[1]]}, "dim0")
    with pytest.raises(TypeError):
        LinearLayout({"lane": [[1.5]]}, ["dim0"])


def test_one_d_factories():
    assert LinearLayout.identity_1d(8, "lane", "dim0") == LinearLayout(
        {"lane": [[1], [2], [4]]}, ["dim0"]
    )
    strided = LinearLayout.strided_1d(4, 4, "lane", "dim0")
    assert strided == LinearLayout({"lane": [[4], [8]]}, {"dim0": 16}, require_surjective=False)
    assert not strided.is_surjective()
    zeros = LinearLayout.zeros_1d(4, "lane", "dim0")
    assert zeros == LinearLayout({"lane": [[0], [0]]}, ["dim0"])
    assert zeros.out_dim_size("dim0") == 1 and zeros.is_surjective()
    wide_zeros = LinearLayout.zeros_1d(4, "lane", "dim0", out_dim_size=8)
    assert wide_zeros.out_dim_size("dim0") == 8 and not wide_zeros.is_surjective()
    assert LinearLayout.identity_1d(1, "lane", "dim0").in_dim_sizes == {"lane": 1}
    assert LinearLayout.identity_1d(0, "lane", "dim0") == LinearLayout.empty()
    with pytest.raises(ValueError, match="not a power of two"):
        LinearLayout.identity_1d(6, "lane", "dim0")


def test_empty_layout():
    empty = LinearLayout.empty()
    assert empty.in_dims == () and empty.out_dims == ()
    assert empty.total_in_dim_size() == 1 and empty.total_out_dim_size() == 1
    assert empty.is_invertible()
    assert empty.apply({}) == []


# ------------------------------------------------------------------- queries


def test_size_queries():
    assert BLOCKED.in_dim_sizes == {"register": 4, "lane": 32, "warp": 2}
    assert BLOCKED.in_dim_size_log2("lane") == 5
    assert BLOCKED.out_dim_size("dim1") == 16 and BLOCKED.out_dim_size_log2("dim1") == 4
    assert BLOCKED.total_in_dim_size() == 256 and BLOCKED.total_in_dim_size_log2() == 8
    assert BLOCKED.total_out_dim_size() == 256 and BLOCKED.total_out_dim_size_log2() == 8
    assert BLOCKED.has_in_dim("warp") and not BLOCKED.has_in_dim("block")
    assert BLOCKED.has_out_dim("dim0") and not BLOCKED.has_out_dim("dim2")
    assert BLOCKED.out_dim_index("dim1") == 1
    with pytest.raises(ValueError, match="not in the layout"):
        BLOCKED.in_dim_size("block")


def test_get_basis():
    assert BLOCKED.get_basis("lane", 2) == (2, 0)
    assert BLOCKED.get_basis("lane", 2, "dim0") == 2
    assert BLOCKED.get_basis("warp", 0, "dim1") == 8
    with pytest.raises(ValueError, match="no basis 1"):
        BLOCKED.get_basis("warp", 1)


def test_bases_are_a_copy():
    bases = BLOCKED.bases
    bases["warp"] = ()
    assert BLOCKED.in_dim_size("warp") == 2


def test_surjectivity_and_injectivity():
    assert BLOCKED.is_surjective() and BLOCKED.is_injective() and BLOCKED.is_invertible()
    broadcasting = LinearLayout({"register": [[1], [0]]}, ["dim0"])
    assert broadcasting.is_surjective() and not broadcasting.is_injective()
    sparse = LinearLayout({"register": [[1], [2]]}, {"dim0": 8}, require_surjective=False)
    assert sparse.is_injective() and not sparse.is_surjective() and not sparse.is_invertible()
    assert sparse.rank() == 2


def test_free_variable_masks():
    # Flattened columns: 1, 0, 2 (register) then 1, 4 (lane).  Register bit 1
    # is zero and lane bit 0 repeats register bit 0: both are free.
    layout = LinearLayout({"register": [[1], [0], [2]], "lane": [[1], [4]]}, ["dim0"])
    assert layout.get_free_variable_masks() == {"register": 0b010, "lane": 0b01}
    assert BLOCKED.get_free_variable_masks() == {"register": 0, "lane": 0, "warp": 0}


@PROPERTY
@given(layouts())
def test_inputs_without_free_bits_cover_the_image_once(layout):
    masks = layout.get_free_variable_masks()
    assert (
        sum(mask.bit_count() for mask in masks.values())
        == layout.total_in_dim_size_log2() - layout.rank()
    )
    image = {tuple(reference_apply(layout, ins).values()) for ins in all_inputs(layout)}
    pivot_outputs = [
        tuple(reference_apply(layout, ins).values())
        for ins in all_inputs(layout)
        if not any(ins[d] & masks[d] for d in ins)
    ]
    assert len(pivot_outputs) == len(set(pivot_outputs)) == len(image)


# --------------------------------------------------------------------- apply


def test_apply_blocked_layout_gives_each_thread_its_elements():
    assert BLOCKED.apply({"register": 3, "lane": 5, "warp": 1}) == [("dim0", 3), ("dim1", 11)]
    assert BLOCKED.apply({"warp": 0, "lane": 31, "register": 0}) == [("dim0", 14), ("dim1", 6)]
    for ins in all_inputs(BLOCKED):
        assert dict(BLOCKED.apply(ins)) == blocked_owner(**ins)


@PROPERTY
@given(layouts(), st.data())
def test_apply_is_linear(layout, data):
    def random_input():
        return {d: data.draw(st.integers(0, layout.in_dim_size(d) - 1)) for d in layout.in_dims}

    a, b = random_input(), random_input()
    a_xor_b = {d: a[d] ^ b[d] for d in layout.in_dims}
    combined = [(d, x ^ y) for (d, x), (_, y) in zip(layout.apply(a), layout.apply(b))]
    assert layout.apply(a_xor_b) == combined


@PROPERTY
@given(layouts())
def test_apply_matches_definition(layout):
    for ins in all_inputs(layout):
        assert dict(layout.apply(ins)) == reference_apply(layout, ins)


@PROPERTY
@given(st.data())
def test_apply_matches_definition_on_large_in_dims(data):
    # In dims above 2**8 values are applied basis by basis, smaller ones through a table of
    # images (LinearLayout._image): both, on random inputs.
    in_sizes_log2 = {"register": data.draw(st.integers(0, 12)), "lane": data.draw(st.integers(7, 10))}
    out_sizes_log2 = {"dim0": data.draw(st.integers(0, 9)), "dim1": data.draw(st.integers(0, 9))}
    layout = data.draw(layouts_between(in_sizes_log2, out_sizes_log2))
    for _ in range(8):
        ins = {d: data.draw(st.integers(0, layout.in_dim_size(d) - 1)) for d in layout.in_dims}
        assert dict(layout.apply(ins)) == reference_apply(layout, ins)


def test_apply_rejects_bad_inputs():
    with pytest.raises(ValueError, match="reordering"):
        BLOCKED.apply({"register": 0, "lane": 0})
    with pytest.raises(ValueError, match="out of range"):
        BLOCKED.apply({"register": 4, "lane": 0, "warp": 0})


# ------------------------------------------------------------------- product


def test_product_examples():
    identity = LinearLayout.identity_1d
    zeros = LinearLayout.zeros_1d
    assert identity(4, "i", "o") * identity(8, "i", "o") == identity(32, "i", "o")
    assert identity(4, "i1", "o1") * identity(2, "i2", "o2") == LinearLayout(
        {"i1": [[1, 0], [2, 0]], "i2": [[0, 1]]}, ["o1", "o2"]
    )
    # Outer zeros: x -> x % 4.  Inner zeros: x -> x / 2.
    assert identity(4, "i", "o") * zeros(2, "i", "o") == LinearLayout({"i": [[1], [2], [0]]}, ["o"])
    assert zeros(2, "i", "o") * identity(4, "i", "o") == LinearLayout({"i": [[0], [1], [2]]}, ["o"])
    # One in dim feeding two out dims: x -> (x % 2, x / 2).
    assert identity(2, "i", "o1") * identity(4, "i", "o2") == LinearLayout(
        {"i": [[1, 0], [0, 1], [0, 2]]}, ["o1", "o2"]
    )
    # Blocked layouts are products of per-level pieces.
    per_thread = identity(2, "register", "dim1") * identity(2, "register", "dim0")
    per_warp = identity(4, "lane", "dim1") * identity(8, "lane", "dim0")
    per_cta = identity(2, "warp", "dim1") * identity(1, "warp", "dim0")
    assert (per_thread * per_warp * per_cta).transpose_outs(["dim0", "dim1"]) == BLOCKED


def test_product_requires_consistent_dim_order():
    ab = LinearLayout.identity_1d(2, "a", "x") * LinearLayout.identity_1d(2, "b", "y")
    ba = LinearLayout.identity_1d(2, "b", "y") * LinearLayout.identity_1d(2, "a", "x")
    with pytest.raises(ValueError, match="different orders"):
        ab * ba


def product_reference(inner, outer, ins):
    """(inner * outer)(ins) from the definition: low bits to inner, high bits to outer."""
    inner_ins = {d: ins[d] & (inner.in_dim_size(d) - 1) for d in inner.in_dims}
    outer_ins = {
        d: ins[d] >> inner.in_dim_size_log2(d) if inner.has_in_dim(d) else ins[d]
        for d in outer.in_dims
    }
    inner_out, outer_out = reference_apply(inner, inner_ins), reference_apply(outer, outer_ins)
    shift = {d: inner.out_dim_size_log2(d) if inner.has_out_dim(d) else 0 for d in outer.out_dims}
    return {
        d: inner_out.get(d, 0) ^ (outer_out.get(d, 0) << shift.get(d, 0))
        for d in (*inner.out_dims, *outer.out_dims)
    }


@PROPERTY
@given(layouts(max_log2=1), layouts(max_log2=1))
def test_product_matches_definition(inner, outer):
    product = inner * outer
    for d in set(inner.in_dims) | set(outer.in_dims):
        expected = (inner.in_dim_size(d) if inner.has_in_dim(d) else 1) * (
            outer.in_dim_size(d) if outer.has_in_dim(d) else 1
        )
        assert product.in_dim_size(d) == expected
    for d in set(inner.out_dims) | set(outer.out_dims):
        expected = (inner.out_dim_size(d) if inner.has_out_dim(d) else 1) * (
            outer.out_dim_size(d) if outer.has_out_dim(d) else 1
        )
        assert product.out_dim_size(d) == expected
    for ins in all_inputs(product):
        assert dict(product.apply(ins)) == product_reference(inner, outer, ins)


@PROPERTY
@given(layouts_with_the_same_dims(count=3))
def test_product_is_associative_with_empty_as_identity(triple):
    a, b, c = triple
    assert (a * b) * c == a * (b * c)
    assert a * LinearLayout.empty() == a == LinearLayout.empty() * a


@PROPERTY
@given(layouts(max_log2=1), layouts(max_log2=1), layouts(max_log2=1))
def test_product_is_associative_up_to_dim_order(a, b, c):
    # Merging dim lists is only associative up to order: with a on
    # [register], b on [lane] and c on [register], (a * b) * c lists register
    # first while a * (b * c) lists lane first.  Either grouping may even
    # list shared dims in conflicting orders, leaving no product.
    try:
        left, right = (a * b) * c, a * (b * c)
    except ValueError:
        assume(False)
    assert left == right.transpose_ins(left.in_dims).transpose_outs(left.out_dims)


@PROPERTY
@given(surjective_layouts(), surjective_layouts())
def test_product_of_surjective_layouts_is_surjective(a, b):
    assert (a * b).is_surjective()


def rebuilt(layout: LinearLayout) -> LinearLayout:
    """The layout made again by the public constructor, from its bases and out sizes."""
    bases = {
        in_dim: [list(layout.get_basis(in_dim, i)) for i in range(layout.in_dim_size_log2(in_dim))]
        for in_dim in layout.in_dims
    }
    return LinearLayout(bases, dict(layout.out_dim_sizes), require_surjective=False)


@PROPERTY
@given(layouts(), layouts(), st.data())
def test_derived_layouts_are_the_layouts_their_bases_make(a, b, data):
    """Layouts an operation derives (built without the constructor's per-value checks, their
    rank computed when asked) equal the constructor's from the same bases, rank included."""
    in_dims = data.draw(st.sets(st.sampled_from(a.in_dims))) if a.in_dims else set()
    out_dims = data.draw(st.sets(st.sampled_from(a.out_dims))) if a.out_dims else set()
    derived = [
        a * b, a.sublayout(in_dims, out_dims), a.transpose_outs(list(reversed(a.out_dims))), a.flatten_outs()
    ]  # fmt: skip
    for layout in derived:
        again = rebuilt(layout)
        assert layout == again
        assert (layout.rank(), layout.is_surjective(), layout.is_injective()) == (
            again.rank(), again.is_surjective(), again.is_injective()
        )


# ------------------------------------------------------------------- compose


def test_compose_example():
    # (lane) -> (dim0, dim1), then a transpose-and-swizzle (dim0, dim1) -> (row, col).
    inner = LinearLayout({"lane": [[1, 0], [0, 1], [0, 2]]}, ["dim0", "dim1"])
    outer = LinearLayout({"dim1": [[1, 1], [2, 0]], "dim0": [[0, 1]]}, ["row", "col"])
    assert inner.compose(outer) == LinearLayout(
        {"lane": [[0, 1], [1, 1], [2, 0]]}, {"row": 4, "col": 2}, require_surjective=False
    )
    # The outer layout may accept more than the inner one produces.
    assert LinearLayout.identity_1d(4, "lane", "dim0").compose(
        LinearLayout.identity_1d(8, "dim0", "offset")
    ) == LinearLayout({"lane": [[1], [2]]}, {"offset": 8}, require_surjective=False)


def test_compose_rejects_mismatched_dims():
    inner = LinearLayout.identity_1d(8, "lane", "dim0")
    with pytest.raises(ValueError, match="reordering"):
        inner.compose(LinearLayout.identity_1d(8, "dim1", "x"))
    with pytest.raises(ValueError, match="does not fit"):
        inner.compose(LinearLayout.identity_1d(4, "dim0", "x"))


@PROPERTY
@given(st.data())
def test_compose_matches_function_composition_and_is_associative(data):
    a = data.draw(layouts())
    b = data.draw(layouts_after(a, out_pool=SHARED_DIMS))
    c = data.draw(layouts_after(b, out_pool=("row", "col")))
    a_then_b = a.compose(b)
    assert a_then_b.in_dims == a.in_dims and a_then_b.out_dim_sizes == b.out_dim_sizes
    for ins in all_inputs(a):
        assert reference_apply(a_then_b, ins) == reference_apply(b, reference_apply(a, ins))
    assert a_then_b.compose(c) == a.compose(b.compose(c))


# ------------------------------------------------------------------- inverses


def test_invert_blocked_layout_finds_the_owner_of_each_element():
    owner = BLOCKED.invert()
    assert owner.in_dims == ("dim0", "dim1")
    assert owner.out_dim_sizes == {"register": 4, "lane": 32, "warp": 2}
    assert owner.apply({"dim0": 3, "dim1": 11}) == [("register", 3), ("lane", 5), ("warp", 1)]


def test_invert_rejects_non_invertible_layouts():
    with pytest.raises(ValueError, match="not invertible"):
        LinearLayout({"register": [[1], [0]]}, ["dim0"]).invert()


@PROPERTY
@given(invertible_layouts())
def test_invert_is_a_two_sided_inverse(layout):
    inverse = layout.invert()
    for ins in all_inputs(layout):
        assert reference_apply(inverse, reference_apply(layout, ins)) == ins
    assert inverse.invert() == layout


@PROPERTY
@given(surjective_layouts())
def test_pseudoinvert_is_a_right_inverse_of_surjective_layouts(layout):
    right_inverse = layout.pseudoinvert()
    assert right_inverse.in_dims == layout.out_dims
    assert right_inverse.out_dim_sizes == layout.in_dim_sizes
    for outs in all_inputs(right_inverse):
        assert reference_apply(layout, reference_apply(right_inverse, outs)) == outs


def test_pseudoinvert_picks_the_smallest_preimage():
    # Offset bits 1 and 3 are free: offset 2 holds what offset 0 holds, and
    # offset 8 repeats offset 1 ^ 4.
    shared = LinearLayout({"offset": [[1], [0], [2], [3]]}, ["dim0"])
    assert shared.pseudoinvert() == LinearLayout(
        {"dim0": [[1], [4]]}, {"offset": 16}, require_surjective=False
    )


# --------------------------------------------------------- invert_and_compose


def test_invert_and_compose_with_a_broadcasting_outer_layout():
    # Offset bit 1 is free (zero basis): preimages avoid it.
    shared = LinearLayout({"offset": [[1], [0], [4], [2]]}, ["dim0"])
    registers = LinearLayout({"register": [[4], [2], [1]]}, ["dim0"])
    conversion = registers.invert_and_compose(shared)
    assert conversion == LinearLayout(
        {"register": [[4], [8], [1]]}, {"offset": 16}, require_surjective=False
    )
    assert conversion.compose(shared) == registers


def test_invert_and_compose_into_a_larger_outer_layout():
    registers = LinearLayout({"register": [[1], [2]]}, ["dim0"])
    shared = LinearLayout({"offset": [[4], [1], [2]]}, ["dim0"])
    conversion = registers.invert_and_compose(shared)
    assert conversion == LinearLayout(
        {"register": [[2], [4]]}, {"offset": 8}, require_surjective=False
    )


def test_invert_and_compose_maps_identically_laid_out_dims_to_themselves():
    # Warps broadcast the same way in both layouts.  The smallest preimage
    # would send every warp to warp 0; the conversion keeps each warp instead.
    source = LinearLayout({"register": [[1], [2]], "warp": [[0]]}, ["dim0"])
    target = LinearLayout({"register": [[2], [1]], "warp": [[0]]}, ["dim0"])
    conversion = source.invert_and_compose(target)
    assert conversion == LinearLayout(
        {"register": [[2, 0], [1, 0]], "warp": [[0, 1]]}, ["register", "warp"]
    )


def test_invert_and_compose_falls_back_when_identical_dims_cannot_be_kept_apart():
    # Lanes agree, but the source's register reaches what only the target's
    # lane reaches, so lanes cannot map to themselves alone.
    source = LinearLayout({"lane": [[1]], "register": [[1]]}, {"dim0": 4}, require_surjective=False)
    target = LinearLayout({"lane": [[1]], "register": [[2]]}, ["dim0"])
    conversion = source.invert_and_compose(target)
    assert conversion == LinearLayout(
        {"lane": [[1, 0]], "register": [[1, 0]]},
        {"lane": 2, "register": 2},
        require_surjective=False,
    )
    assert conversion.compose(target) == source


def test_invert_and_compose_orders_dims_like_its_operands():
    source = LinearLayout({"lane": [[0, 1]], "register": [[1, 0]]}, ["dim1", "dim0"])
    target = LinearLayout({"offset": [[1, 0], [0, 1]]}, ["dim0", "dim1"])
    conversion = source.invert_and_compose(target)
    assert conversion.in_dims == ("lane", "register") and conversion.out_dims == ("offset",)
    assert conversion == LinearLayout({"lane": [[1]], "register": [[2]]}, ["offset"])


def test_invert_and_compose_is_remembered_by_value():
    def layouts():
        return (
            LinearLayout({"register": [[4], [2], [1]]}, ["dim0"]),
            LinearLayout({"offset": [[1], [0], [4], [2]]}, ["dim0"]),
        )

    registers, shared = layouts()
    again_registers, again_shared = layouts()  # equal, not the same objects
    conversion = registers.invert_and_compose(shared)
    assert again_registers.invert_and_compose(again_shared) is conversion
    assert registers._invert_and_compose(shared) == conversion  # what computing it gives
    # An error is raised again, not remembered as an answer.
    for _ in range(2):
        with pytest.raises(ValueError, match="smaller"):
            registers.invert_and_compose(LinearLayout.identity_1d(4, "offset", "dim0"))


def test_invert_and_compose_rejects_incompatible_layouts():
    source = LinearLayout.identity_1d(8, "register", "dim0")
    with pytest.raises(ValueError, match="reordering"):
        source.invert_and_compose(LinearLayout.identity_1d(8, "offset", "dim1"))
    with pytest.raises(ValueError, match="smaller"):
        source.invert_and_compose(LinearLayout.identity_1d(4, "offset", "dim0"))
    sparse = LinearLayout({"offset": [[1], [2]]}, {"dim0": 8}, require_surjective=False)
    with pytest.raises(ValueError, match="not produced by the outer layout"):
        source.invert_and_compose(sparse)


@PROPERTY
@given(st.data())
def test_invert_and_compose_finds_the_smallest_preimage(data):
    outer = data.draw(layouts(in_pool=SHARED_DIMS))
    # Composing through `outer` guarantees every output is produced by it.
    source = data.draw(layouts_before(outer, in_pool=HW_DIMS)).compose(outer)
    conversion = source.invert_and_compose(outer)
    assert conversion.in_dims == source.in_dims
    assert conversion.out_dim_sizes == outer.in_dim_sizes
    preimages = {}
    for offsets in sorted(all_inputs(outer), key=lambda ins: flat_index(outer, ins), reverse=True):
        preimages[tuple(reference_apply(outer, offsets).values())] = offsets
    for ins in all_inputs(source):
        assert (
            reference_apply(conversion, ins)
            == preimages[tuple(reference_apply(source, ins).values())]
        )


@PROPERTY
@given(st.data())
def test_invert_and_compose_contract_with_shared_in_dims(data):
    outer = data.draw(layouts(in_pool=HW_DIMS))
    # Copy some of outer's in dims verbatim, so that both layouts lay them out
    # identically, and route the other in dims through `outer`.
    copied = data.draw(ordered_subsets(outer.in_dims))
    others = [d for d in HW_DIMS if d not in copied]
    routed = data.draw(layouts_before(outer, in_pool=others)).compose(outer)
    source = outer.sublayout(copied, outer.out_dims).concat_ins(routed)
    conversion = source.invert_and_compose(outer)
    for ins in all_inputs(source):
        assert reference_apply(outer, reference_apply(conversion, ins)) == reference_apply(
            source, ins
        )


# ----------------------------------------------------------------- reshaping


@PROPERTY
@given(layouts(), st.data())
def test_transposes_round_trip_and_keep_the_map(layout, data):
    ins_order = data.draw(st.permutations(layout.in_dims))
    outs_order = data.draw(st.permutations(layout.out_dims))
    transposed = layout.transpose_ins(ins_order).transpose_outs(outs_order)
    assert transposed.in_dims == tuple(ins_order) and transposed.out_dims == tuple(outs_order)
    assert transposed.transpose_ins(layout.in_dims).transpose_outs(layout.out_dims) == layout
    for ins in all_inputs(layout):
        assert reference_apply(transposed, ins) == reference_apply(layout, ins)


@PROPERTY
@given(layouts())
def test_flatten_then_reshape_round_trips(layout):
    flat_ins = layout.flatten_ins()
    flat_outs = layout.flatten_outs()
    assert len(flat_ins.in_dims) <= 1 and len(flat_outs.out_dims) <= 1
    assert flat_ins.reshape_ins(layout.in_dim_sizes) == layout
    assert flat_outs.reshape_outs(layout.out_dim_sizes) == layout
    for ins in all_inputs(layout):
        outs = reference_apply(layout, ins)
        if flat_ins.in_dims:
            assert reference_apply(flat_ins, {flat_ins.in_dims[0]: flat_index(layout, ins)}) == outs
        if flat_outs.out_dims:
            flat_out = reference_apply(flat_outs, ins)[flat_outs.out_dims[0]]
            shift, expected = 0, 0
            for out_dim in layout.out_dims:
                expected |= outs[out_dim] << shift
                shift += layout.out_dim_size_log2(out_dim)
            assert flat_out == expected


def test_reshape_examples():
    layout = LinearLayout({"register": [[1], [4]], "lane": [[2], [8]]}, ["dim0"])
    assert layout.reshape_ins([("a", 2), ("b", 8)]) == LinearLayout(
        {"a": [[1]], "b": [[4], [2], [8]]}, ["dim0"]
    )
    sparse = LinearLayout({"offset": [[5], [8]]}, {"dim0": 16}, require_surjective=False)
    assert sparse.reshape_outs({"x": 4, "y": 4}) == LinearLayout(
        {"offset": [[1, 1], [0, 2]]}, {"x": 4, "y": 4}, require_surjective=False
    )


@pytest.mark.parametrize(
    ("new_dims", "message"),
    [
        ({"a": 2, "b": 2}, "changes the total size"),
        ({"a": 3, "b": 4}, "not a power of two"),
        ([("a", 4), ("a", 4)], "duplicate"),
    ],
)
def test_reshape_rejects_bad_shapes(new_dims, message):
    with pytest.raises(ValueError, match=message):
        BLOCKED.flatten_ins().reshape_ins(new_dims)


# ------------------------------------------------------------------ division


@PROPERTY
@given(layouts_with_the_same_dims())
def test_division_undoes_the_product(pair):
    a, b = pair
    assert divide_left(a * b, a) == b
    assert divide_right(a * b, b) == a


def test_division_examples():
    identity = LinearLayout.identity_1d
    zeros = LinearLayout.zeros_1d
    assert divide_left(identity(16, "i", "o"), identity(4, "i", "o")) == identity(4, "i", "o")
    assert divide_right(identity(16, "i", "o"), identity(4, "i", "o")) == identity(4, "i", "o")
    broadcast_then_walk = zeros(2, "register", "dim0") * identity(4, "register", "dim0")
    assert divide_left(broadcast_then_walk, zeros(2, "register", "dim0")) == identity(
        4, "register", "dim0"
    )
    assert divide_right(broadcast_then_walk, identity(4, "register", "dim0")) == zeros(
        2, "register", "dim0"
    )
    # The quotient keeps every dim of the dividend, here at size 1.
    tile = identity(4, "register", "dim0")
    assert divide_left(tile * identity(2, "lane", "dim1"), tile) == LinearLayout(
        {"register": [], "lane": [[0, 1]]}, ["dim0", "dim1"]
    )


def test_division_fails_when_there_is_no_quotient():
    identity = LinearLayout.identity_1d
    assert divide_left(identity(8, "i", "o"), LinearLayout.zeros_1d(2, "i", "o")) is None
    assert divide_left(identity(8, "i", "o"), identity(16, "i", "o")) is None
    assert divide_left(identity(8, "i", "o"), identity(2, "j", "o")) is None
    assert divide_right(identity(8, "i", "o"), identity(2, "i", "p")) is None
    # The major block of `swizzled` is not `tile` shifted by the minor block.
    swizzled = LinearLayout({"i": [[1], [3], [6]]}, ["o"])
    assert divide_left(swizzled, identity(2, "i", "o")) is None
    assert divide_right(swizzled, identity(2, "i", "o")) is None


# ------------------------------------------------- consecutive elements per thread


def test_num_consecutive_in_out_examples():
    # Two registers per thread walk along dim1, the blocked layout's fastest dim.
    assert BLOCKED.transpose_outs(["dim1", "dim0"]).get_num_consecutive_in_out() == 2
    # dim0 comes first here, and the first register moves along dim1.
    assert BLOCKED.get_num_consecutive_in_out() == 1
    four_per_thread = LinearLayout({"register": [[1], [2]], "lane": [[4], [8]]}, ["dim0"])
    assert four_per_thread.get_num_consecutive_in_out() == 4
    # Lane 1 lands on element 2, inside a run of four registers.
    overlapping = LinearLayout(
        {"register": [[1], [2], [8]], "lane": [[2]]}, {"dim0": 16}, require_surjective=False
    )
    assert overlapping.get_num_consecutive_in_out() == 2
    assert LinearLayout({"register": [[1], [2]]}, ["dim0"]).get_num_consecutive_in_out() == 4
    assert LinearLayout.empty().get_num_consecutive_in_out() == 1


def runs_are_consecutive(layout: LinearLayout, run: int) -> bool:
    """The contract of get_num_consecutive_in_out, checked over all inputs."""
    first_in, first_out = layout.in_dims[0], layout.out_dims[0]
    for ins in all_inputs(layout):
        offset = ins[first_in] % run
        start = reference_apply(layout, {**ins, first_in: ins[first_in] - offset})
        expected = {**start, first_out: start[first_out] + offset}
        if reference_apply(layout, ins) != expected:
            return False
    return True


@PROPERTY
@given(layouts(max_log2=3).filter(lambda layout: layout.in_dims and layout.out_dims))
def test_num_consecutive_in_out_is_the_longest_run(layout):
    run = layout.get_num_consecutive_in_out()
    assert runs_are_consecutive(layout, run)
    if 2 * run <= layout.in_dim_size(layout.in_dims[0]):
        assert not runs_are_consecutive(layout, 2 * run)


# --------------------------------------------------------------- sublayouts


def test_sublayout_keeps_the_layout_order_and_sizes():
    sub = BLOCKED.sublayout(["warp", "register"], ["dim1"])
    assert sub == LinearLayout(
        {"register": [[1], [0]], "warp": [[8]]}, {"dim1": 16}, require_surjective=False
    )
    assert BLOCKED.sublayout_is_zero(["warp"], ["dim0"])
    assert not BLOCKED.sublayout_is_zero(["warp"], ["dim1"])
    with pytest.raises(ValueError, match="not in the layout"):
        BLOCKED.sublayout(["block"], ["dim0"])


def test_quotient_removes_dims_the_layout_leaves_alone():
    per_block = LinearLayout.identity_1d(4, "register", "dim0") * LinearLayout.identity_1d(
        2, "block", "block"
    )
    assert per_block.square_sublayout_is_identity(["block"])
    assert per_block.is_trivial_over(["block"])
    assert per_block.quotient(["block"]) == LinearLayout.identity_1d(4, "register", "dim0")
    # Block 1 also moves along dim0: not trivial, although block -> block is the identity.
    leaking = LinearLayout({"register": [[1, 0], [2, 0]], "block": [[1, 1]]}, ["dim0", "block"])
    assert leaking.square_sublayout_is_identity(["block"])
    assert not leaking.is_trivial_over(["block"])
    assert leaking.quotient(["block"]) is None
    assert per_block.quotient(["register"]) is None


def test_square_sublayout_identity_checks_the_map_not_the_dim_order():
    listed_in_other_order = LinearLayout({"a": [[0, 1]], "b": [[1, 0]]}, ["b", "a"])
    assert listed_in_other_order.square_sublayout_is_identity(["a", "b"])
    swapped = LinearLayout({"a": [[1, 0]], "b": [[0, 1]]}, ["b", "a"])
    assert not swapped.square_sublayout_is_identity(["a", "b"])
    wider_out = LinearLayout({"block": [[1]]}, {"block": 4}, require_surjective=False)
    assert not wider_out.square_sublayout_is_identity(["block"])
    assert LinearLayout.empty().square_sublayout_is_identity([])


# ------------------------------------------------------ dims and bases editing


def test_squeeze_removes_size_one_dims():
    layout = LinearLayout({"register": [[1, 0]], "block": []}, {"dim0": 2, "dim1": 1})
    assert layout.squeeze_ins("block") == LinearLayout(
        {"register": [[1, 0]]}, {"dim0": 2, "dim1": 1}
    )
    assert layout.squeeze_outs("dim1") == LinearLayout({"register": [[1]], "block": []}, ["dim0"])
    with pytest.raises(ValueError, match="cannot squeeze"):
        layout.squeeze_ins("register")
    with pytest.raises(ValueError, match="cannot squeeze"):
        layout.squeeze_outs("dim0")


def test_resize_dims():
    assert BLOCKED.resize_in_dim("lane", 4) == LinearLayout(
        {"register": [[0, 1], [1, 0]], "lane": [[0, 2], [0, 4]], "warp": [[0, 8]]},
        {"dim0": 16, "dim1": 16},
        require_surjective=False,
    )
    assert BLOCKED.resize_out_dim("dim1", 4) == LinearLayout(
        {
            "register": [[0, 1], [1, 0]],
            "lane": [[0, 2], [0, 0], [2, 0], [4, 0], [8, 0]],
            "warp": [[0, 0]],
        },
        {"dim0": 16, "dim1": 4},
    )
    # Values beyond the new size are dropped whole, not masked.
    assert LinearLayout({"i": [[5]]}, {"o": 8}, require_surjective=False).resize_out_dim(
        "o", 4
    ) == (LinearLayout({"i": [[0]]}, {"o": 4}, require_surjective=False))
    with pytest.raises(ValueError, match="cannot resize"):
        BLOCKED.resize_in_dim("warp", 4)
    with pytest.raises(ValueError, match="cannot resize"):
        BLOCKED.resize_out_dim("dim0", 6)


def test_remove_zero_bases_along_dim():
    broadcasting = LinearLayout({"register": [[0], [1], [0], [2]], "lane": [[0]]}, ["dim0"])
    assert broadcasting.remove_zero_bases_along_dim("register") == LinearLayout(
        {"register": [[1], [2]], "lane": [[0]]}, ["dim0"]
    )


def test_concat_ins_and_outs():
    registers = LinearLayout.identity_1d(4, "register", "dim0")
    lanes = LinearLayout({"lane": [[0]]}, {"dim0": 4}, require_surjective=False)
    assert registers.concat_ins(lanes) == LinearLayout(
        {"register": [[1], [2]], "lane": [[0]]}, ["dim0"]
    )
    rows = LinearLayout({"register": [[1], [0]]}, ["dim0"])
    cols = LinearLayout({"register": [[0], [1]]}, ["dim1"])
    assert rows.concat_outs(cols) == LinearLayout({"register": [[1, 0], [0, 1]]}, ["dim0", "dim1"])
    with pytest.raises(ValueError, match="disjoint in dims"):
        registers.concat_ins(registers)
    with pytest.raises(ValueError, match="equal out dims"):
        registers.concat_ins(LinearLayout.identity_1d(2, "lane", "dim0"))
    with pytest.raises(ValueError, match="disjoint out dims"):
        rows.concat_outs(rows)
    with pytest.raises(ValueError, match="equal in dims"):
        rows.concat_outs(LinearLayout.identity_1d(2, "register", "dim1"))


# ------------------------------------------------------ equality and printing


def test_equality_depends_on_dim_order_and_sizes():
    layout = LinearLayout({"a": [[1]], "b": [[2]]}, ["o"])
    reordered = layout.transpose_ins(["b", "a"])
    assert layout != reordered and hash(layout) != hash(reordered)
    assert reordered.transpose_ins(["a", "b"]) == layout
    assert hash(reordered.transpose_ins(["a", "b"])) == hash(layout)
    narrow = LinearLayout.zeros_1d(2, "i", "o")
    wide = LinearLayout.zeros_1d(2, "i", "o", out_dim_size=4)
    assert narrow != wide and narrow.equal_ignoring_out_dim_sizes(wide)
    assert not layout.equal_ignoring_out_dim_sizes(reordered)
    assert layout != "layout"


def test_str_follows_upstream_format():
    layout = LinearLayout(
        {"register": [[0, 1], [2, 0]], "block": []},
        {"dim0": 4, "dim1": 2},
        require_surjective=False,
    )
    assert str(layout) == (
        "\n - register=1 -> (0, 1)"
        "\n   register=2 -> (2, 0)"
        "\n - block is a size 1 dimension"
        "\nwhere out dims are: [dim0 (size 4), dim1 (size 2)]"
    )
    assert str(LinearLayout.empty()) == "\n(empty layout)"
    assert str(LinearLayout({}, {"dim0": 1})) == "\n(empty layout with out-dims [dim0 (size 1)])"


@PROPERTY
@given(layouts())
def test_repr_rebuilds_the_layout(layout):
    assert eval(repr(layout), {"LinearLayout": LinearLayout}) == layout


# ----------------------------------------------------------------- supremum


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        (["register", "lane"], ["lane", "warp"], ["register", "lane", "warp"]),
        (["register", "warp"], ["register", "lane"], ["register", "warp", "lane"]),
        (["lane", "warp"], ["register", "warp"], ["lane", "register", "warp"]),
        (["dim0"], [], ["dim0"]),
        ([], [], []),
    ],
)
def test_supremum(first, second, expected):
    assert supremum(first, second) == expected


def test_supremum_rejects_conflicting_orders():
    with pytest.raises(ValueError, match="different orders"):
        supremum(["lane", "warp"], ["warp", "lane"])


# ------------------------------------------------------------ column actions


def test_column_action_permutes_and_drops_bases():
    registers = LinearLayout({"register": [[1], [2], [4]]}, ["dim0"])
    rotate = ColumnAction((1, 2, 0), "register", 3)
    assert rotate.apply(registers) == LinearLayout({"register": [[2], [4], [1]]}, ["dim0"])
    keep_last = ColumnAction((2,), "register", 3)
    assert keep_last.apply(registers) == LinearLayout(
        {"register": [[4]]}, {"dim0": 8}, require_surjective=False
    )
    assert rotate.apply_to_values(list("abcdefgh")) == list("acegbdfh")
    assert keep_last.apply_to_values(list("abcdefgh")) == list("ae")
    assert str(rotate) == "ColumnAction([1, 2, 0], register, 3)"


def test_column_action_validation():
    assert ColumnAction.identity("register", 2).is_identity()
    assert not ColumnAction((1, 0), "register", 2).is_identity()
    with pytest.raises(ValueError, match="distinct"):
        ColumnAction((0, 0), "register", 2)
    with pytest.raises(ValueError, match="distinct"):
        ColumnAction((2,), "register", 2)
    with pytest.raises(ValueError, match="no inverse"):
        ColumnAction((1,), "register", 2).inverse()
    with pytest.raises(ValueError, match="acts on 3 bases"):
        ColumnAction((1, 0, 2), "register", 3).apply(BLOCKED)
    with pytest.raises(ValueError, match="acts on 4 values"):
        ColumnAction((1, 0), "register", 2).apply_to_values([0, 1])


@st.composite
def column_actions(draw, size_log2):
    picked = draw(st.permutations(range(size_log2)))
    return ColumnAction(tuple(picked[: draw(st.integers(0, size_log2))]), "register", size_log2)


@PROPERTY
@given(
    st.integers(0, 3).flatmap(
        lambda n: st.tuples(column_actions(n), layouts_between({"register": n}, {"dim0": 3}))
    )
)
def test_column_action_moves_values_like_bases(action_and_layout):
    action, layout = action_and_layout
    held = [reference_apply(layout, {"register": r}) for r in range(layout.in_dim_size("register"))]
    moved = action.apply(layout)
    assert action.apply_to_values(held) == [
        reference_apply(moved, {"register": r}) for r in range(moved.in_dim_size("register"))
    ]


@PROPERTY
@given(
    st.integers(0, 3).flatmap(
        lambda n: st.tuples(
            column_actions(n), layouts_between({"register": n}, {"dim0": 3}), st.data()
        )
    )
)
def test_column_action_composition_and_inverse(action_action_data):
    action, layout, data = action_action_data
    then = data.draw(column_actions(len(action.action)))
    assert action.left_compose(then).apply(layout) == then.apply(action.apply(layout))
    if len(action.action) == action.in_size_log2:
        assert action.inverse().apply(action.apply(layout)) == layout
        assert action.left_compose(action.inverse()).is_identity()
