"""Linear layouts: maps from hardware locations to tensor indices, linear over GF(2).

A `LinearLayout` maps named *input* dims (e.g. "register", "lane", "warp",
"block", or "offset" for shared memory) to named *output* dims ("dim0",
"dim1", ...).  Every dim has a power-of-two size.  An input dim of size 2**k
has k *basis vectors*, one per bit: `bases[in_dim][i]` is the output (one
value per output dim) of the input that is 2**i on `in_dim` and 0 elsewhere.
Every other input maps to the XOR of the bases selected by its set bits, so a
layout is a linear map over GF(2) and always sends 0 to 0.

The order of the dims is significant: it is the flattening order (the first
dim is the most minor) used by reshapes, products and the flattened matrix
view, and it takes part in equality.

Output dim sizes are either inferred from the bases (the smallest powers of two
that hold them, in which case the layout must be surjective) or given
explicitly, which allows non-surjective layouts such as the result of
`invert_and_compose`.

This mirrors Triton's `include/triton/Tools/LinearLayout.h`.  The module has
no dependency on the IR; names are dims' plain strings.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from ttopt.layouts import f2
from ttopt.layouts.f2 import ColumnEchelon, set_bits
from ttopt.support.math_extras import is_power_of_two, log2_floor, lowest_set_bit

Basis = tuple[int, ...]
"""One basis vector: a value for each output dim, in output-dim order."""

DimSizes = Mapping[str, int] | Iterable[tuple[str, int]]
"""Named dim sizes, in order: a dict or a sequence of (name, size) pairs."""

_T = TypeVar("_T")

# In dims of up to 2**_TABLE_BITS values keep a table of their images (LinearLayout._image).
_TABLE_BITS = 8


def _flatten(values: Iterable[int], shifts: Iterable[int]) -> int:
    """Concatenate per-dim values into one bit-vector, dim k at bit shifts[k]."""
    return sum(value << shift for value, shift in zip(values, shifts, strict=True))


def _unflatten(value: int, sizes_log2: Iterable[int]) -> list[int]:
    """Split a bit-vector into per-dim values, the first dim in the lowest bits."""
    parts = []
    for size_log2 in sizes_log2:
        parts.append(value & ((1 << size_log2) - 1))
        value >>= size_log2
    return parts


def _shifts(sizes_log2: Iterable[int]) -> list[int]:
    """The bit offset of each dim when the dims are flattened in order."""
    offsets, total = [], 0
    for size_log2 in sizes_log2:
        offsets.append(total)
        total += size_log2
    return offsets


def _dim_size_pairs(dims: DimSizes) -> list[tuple[str, int]]:
    return list(dims.items()) if isinstance(dims, Mapping) else list(dims)


def _check_new_dims(pairs: list[tuple[str, int]], expected_total: int, what: str) -> None:
    """Validate the (name, size) list given to a reshape."""
    names = [name for name, _ in pairs]
    if len(set(names)) != len(names):
        raise ValueError(f"duplicate {what} dim names in {names}")
    for name, size in pairs:
        if not is_power_of_two(size):
            raise ValueError(f"{what} dim '{name}' has size {size}, which is not a power of two")
    total = 1
    for _, size in pairs:
        total *= size
    if total != expected_total:
        raise ValueError(
            f"reshaping {what} dims to {pairs} changes the total size "
            f"from {expected_total} to {total}"
        )


def _require_same_dims(given: Iterable[str], expected: Iterable[str], what: str) -> None:
    given, expected = list(given), list(expected)
    if len(given) != len(expected) or set(given) != set(expected):
        raise ValueError(f"{what} must be a reordering of {expected}, got {given}")


def _require_subset(given: Iterable[str], available: Iterable[str], what: str) -> None:
    missing = set(given) - set(available)
    if missing:
        raise ValueError(f"{what} {sorted(missing)} are not in the layout's {list(available)}")


def _normalized_bases(
    bases: Mapping[str, Sequence[Sequence[int]]], num_out_dims: int
) -> dict[str, tuple[Basis, ...]]:
    """Copy `bases` into immutable tuples, checking names, lengths and signs."""
    normalized = {}
    for in_dim, in_dim_bases in bases.items():
        if not isinstance(in_dim, str):
            raise TypeError(f"in dim names must be strings, got {in_dim!r}")
        normalized[in_dim] = tuple(
            tuple(operator.index(value) for value in basis) for basis in in_dim_bases
        )
        for basis in normalized[in_dim]:
            if len(basis) != num_out_dims:
                raise _basis_length_error(in_dim, basis, num_out_dims)
            if any(value < 0 for value in basis):
                raise ValueError(f"basis {list(basis)} of in dim '{in_dim}' has a negative value")
    return normalized


def _basis_length_error(in_dim: str, basis: Basis, num_out_dims: int) -> ValueError:
    return ValueError(
        f"basis {list(basis)} of in dim '{in_dim}' has {len(basis)} values, "
        f"expected one per out dim ({num_out_dims})"
    )


def _out_dim_names(out_dims: Sequence[str] | Mapping[str, int]) -> list[str]:
    if isinstance(out_dims, str):
        raise TypeError(
            f"out dims must be a sequence of names or a dict of sizes, got {out_dims!r}"
        )
    names = list(out_dims)
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"out dim names must be strings, got {name!r}")
    if len(set(names)) != len(names):
        raise ValueError(f"duplicate out dim names in {names}")
    return names


def _inferred_out_sizes(names: list[str], bases: dict[str, tuple[Basis, ...]]) -> dict[str, int]:
    """The smallest power-of-two size of each out dim that holds every basis value."""
    largest = [0] * len(names)
    for in_dim_bases in bases.values():
        for basis in in_dim_bases:
            largest = [max(a, b) for a, b in zip(largest, basis)]
    return {name: 1 << value.bit_length() for name, value in zip(names, largest)}


class LinearLayout:
    """An immutable linear map over GF(2) from named input dims to named output dims."""

    __slots__ = ("_bases", "_out_sizes", "_rank", "_images")

    def __init__(
        self,
        bases: Mapping[str, Sequence[Sequence[int]]],
        out_dims: Sequence[str] | Mapping[str, int],
        *,
        require_surjective: bool = True,
    ):
        """Build a layout from its bases.

        `bases` maps each in dim, in order, to its basis vectors (the i-th is
        the image of 2**i); each basis holds one value per out dim.  `out_dims`
        is either the ordered out dim names, in which case their sizes are
        inferred as the smallest powers of two holding every basis value, or an
        ordered dict of explicit out dim sizes.

        Raises ValueError if a basis has the wrong length or a negative value,
        a size is not a power of two, a basis value does not fit its out dim,
        or `require_surjective` is set and some output is never produced.
        """
        names = _out_dim_names(out_dims)
        self._bases = _normalized_bases(bases, len(names))
        if isinstance(out_dims, Mapping):
            self._out_sizes = {name: operator.index(out_dims[name]) for name in names}
        else:
            self._out_sizes = _inferred_out_sizes(names, self._bases)
        self._check_bases_fit_out_sizes()
        self._rank: int | None = None  # computed when first asked (rank())
        self._images: dict[str, list[int] | tuple[int, ...]] | None = None  # see _image
        if require_surjective and not self.is_surjective():
            raise ValueError(
                "layout is expected to be surjective, i.e. every out coordinate can be "
                f"reached by some in coordinate, but it is not:{self}"
            )

    def _check_bases_fit_out_sizes(self) -> None:
        for name, size in self._out_sizes.items():
            if not is_power_of_two(size):
                raise ValueError(f"out dim '{name}' has size {size}, which is not a power of two")
        for in_dim, in_dim_bases in self._bases.items():
            for basis in in_dim_bases:
                if len(basis) != len(self._out_sizes):
                    raise _basis_length_error(in_dim, basis, len(self._out_sizes))
                for (out_dim, size), value in zip(self._out_sizes.items(), basis):
                    if value >= size:
                        raise ValueError(
                            f"basis value {value} of in dim '{in_dim}' does not fit "
                            f"out dim '{out_dim}' of size {size}"
                        )

    # ----------------------------------------------------------------- factories

    @staticmethod
    def empty() -> LinearLayout:
        """The layout with no dims; the identity of the product `*`."""
        return LinearLayout({}, [])

    @staticmethod
    def strided_1d(size: int, stride: int, in_dim: str, out_dim: str) -> LinearLayout:
        """L(x) = stride * x for x in [0, size); out dim size is stride * size.

        Like upstream, size 0 yields `empty()`.
        """
        if size == 0:
            return LinearLayout.empty()
        if not is_power_of_two(size):
            raise ValueError(f"size {size} is not a power of two")
        bases = [[stride << i] for i in range(log2_floor(size))]
        return LinearLayout({in_dim: bases}, {out_dim: stride * size}, require_surjective=False)

    @staticmethod
    def identity_1d(size: int, in_dim: str, out_dim: str) -> LinearLayout:
        """L(x) = x for x in [0, size).  Like upstream, size 0 yields `empty()`."""
        return LinearLayout.strided_1d(size, 1, in_dim, out_dim)

    @staticmethod
    def zeros_1d(size: int, in_dim: str, out_dim: str, out_dim_size: int = 1) -> LinearLayout:
        """L(x) = 0 for x in [0, size), into an out dim of `out_dim_size`.

        With the default out size of 1 the layout is surjective.  Like upstream,
        size 0 yields `empty()`.
        """
        if size == 0:
            return LinearLayout.empty()
        if not is_power_of_two(size):
            raise ValueError(f"size {size} is not a power of two")
        bases = [[0]] * log2_floor(size)
        return LinearLayout({in_dim: bases}, {out_dim: out_dim_size}, require_surjective=False)

    # ------------------------------------------------------------------- queries

    @property
    def in_dims(self) -> tuple[str, ...]:
        """In dim names, most minor first."""
        return tuple(self._bases)

    @property
    def out_dims(self) -> tuple[str, ...]:
        """Out dim names, most minor first."""
        return tuple(self._out_sizes)

    @property
    def bases(self) -> dict[str, tuple[Basis, ...]]:
        """A copy of the bases: in dim -> its basis vectors, in order."""
        return dict(self._bases)

    @property
    def in_dim_sizes(self) -> dict[str, int]:
        return {in_dim: 1 << len(bases) for in_dim, bases in self._bases.items()}

    @property
    def out_dim_sizes(self) -> dict[str, int]:
        return dict(self._out_sizes)

    def has_in_dim(self, in_dim: str) -> bool:
        return in_dim in self._bases

    def has_out_dim(self, out_dim: str) -> bool:
        return out_dim in self._out_sizes

    def out_dim_index(self, out_dim: str) -> int:
        """The position of `out_dim` in `out_dims`."""
        self._require_out_dim(out_dim)
        return self.out_dims.index(out_dim)

    def _require_in_dim(self, in_dim: str) -> None:
        if in_dim not in self._bases:
            raise ValueError(f"in dim '{in_dim}' is not in the layout's {list(self._bases)}")

    def _require_out_dim(self, out_dim: str) -> None:
        if out_dim not in self._out_sizes:
            raise ValueError(f"out dim '{out_dim}' is not in the layout's {list(self._out_sizes)}")

    def in_dim_size_log2(self, in_dim: str) -> int:
        self._require_in_dim(in_dim)
        return len(self._bases[in_dim])

    def in_dim_size(self, in_dim: str) -> int:
        return 1 << self.in_dim_size_log2(in_dim)

    def out_dim_size_log2(self, out_dim: str) -> int:
        return log2_floor(self.out_dim_size(out_dim))

    def out_dim_size(self, out_dim: str) -> int:
        self._require_out_dim(out_dim)
        return self._out_sizes[out_dim]

    def total_in_dim_size_log2(self) -> int:
        return sum(len(bases) for bases in self._bases.values())

    def total_in_dim_size(self) -> int:
        return 1 << self.total_in_dim_size_log2()

    def total_out_dim_size_log2(self) -> int:
        return sum(log2_floor(size) for size in self._out_sizes.values())

    def total_out_dim_size(self) -> int:
        return 1 << self.total_out_dim_size_log2()

    def get_basis(self, in_dim: str, pos: int, out_dim: str | None = None) -> Basis | int:
        """L(in_dim = 2**pos, other in dims = 0): the whole basis, or its `out_dim` value."""
        self._require_in_dim(in_dim)
        if not 0 <= pos < len(self._bases[in_dim]):
            raise ValueError(f"in dim '{in_dim}' has no basis {pos}")
        basis = self._bases[in_dim][pos]
        return basis if out_dim is None else basis[self.out_dim_index(out_dim)]

    def rank(self) -> int:
        """The number of linearly independent bases (the log2 of the image's size); computed
        once, when first asked: most layouts the lowering derives are never asked."""
        if self._rank is None:
            self._rank = f2.rank(self._flat_columns(self.in_dims))
        return self._rank

    def is_surjective(self) -> bool:
        """Whether every output in the out dims' ranges is produced by some input."""
        return self.rank() == self.total_out_dim_size_log2()

    def is_injective(self) -> bool:
        """Whether distinct inputs always give distinct outputs."""
        return self.rank() == self.total_in_dim_size_log2()

    def is_invertible(self) -> bool:
        return self.is_surjective() and self.is_injective()

    def get_free_variable_masks(self) -> dict[str, int]:
        """For each in dim, the mask of its input bits that are free variables.

        Reading the input bits in flattening order, a bit is free when its basis
        is a combination of the bases of earlier bits; flipping it (and some
        earlier bits) leaves the output unchanged.  The layout is injective iff
        every mask is 0.
        """
        pivots = ColumnEchelon(self._flat_columns(self.in_dims)).pivot_mask
        masks, offset = {}, 0
        for in_dim, bases in self._bases.items():
            all_bits = (1 << len(bases)) - 1
            masks[in_dim] = ~(pivots >> offset) & all_bits
            offset += len(bases)
        return masks

    def get_num_consecutive_in_out(self) -> int:
        """The largest V with L(a*V + v, rest) == L(a*V, rest) + (v, 0, ..., 0).

        That is, how many consecutive values of the first (most minor) in dim
        land on consecutive values of the first out dim, for every a in the
        first in dim, every v < V and every value `rest` of the other in dims.
        E.g. with in dims (register, lane) and out dims (dim1, dim0), how many
        consecutive registers hold consecutive elements along dim1.
        """
        if not self._bases or not self._out_sizes:
            return 1
        first_in_dim, first_bases = next(iter(self._bases.items()))
        # The leading bases of the first in dim must be 1, 2, 4, ... along the
        # first out dim and 0 elsewhere ...
        consecutive = 0
        num_out_dims = len(self._out_sizes)
        while consecutive < len(first_bases) and first_bases[consecutive] == _unit_vector(
            num_out_dims, 0, 1 << consecutive
        ):
            consecutive += 1
        # ... and no other basis may touch those low bits of the first out dim,
        # or the + in the contract would carry into (or XOR with) them.
        other_bits = 0
        for in_dim, bases in self._bases.items():
            for basis in bases[consecutive if in_dim == first_in_dim else 0 :]:
                other_bits |= basis[0]
        if other_bits:
            consecutive = min(consecutive, lowest_set_bit(other_bits))
        return 1 << consecutive

    # -------------------------------------------------------------- application

    def apply(self, ins: Mapping[str, int]) -> list[tuple[str, int]]:
        """L(ins): the (out dim, value) pairs, in out-dim order.

        `ins` must give a value in [0, size) for every in dim (in any order).
        """
        bases = self._bases
        if ins.keys() != bases.keys():
            _require_same_dims(ins.keys(), bases, "apply's in dims")
        for in_dim, value in ins.items():
            if not 0 <= value < 1 << len(bases[in_dim]):
                raise ValueError(
                    f"value {value} is out of range for in dim '{in_dim}' "
                    f"of size {self.in_dim_size(in_dim)}"
                )
        return list(zip(self._out_sizes, self._image(ins)))

    def _image(self, ins: Mapping[str, int]) -> Basis:
        """L(ins) as a tuple in out-dim order; in dims missing from `ins` read as 0.

        Computed on the layout's matrix (each basis flattened to one bit-vector, out dims
        packed by their sizes, as _flat_columns does): an in dim of up to 2**_TABLE_BITS values
        looks its image up in a table of all of them, a larger one XORs the columns its value's
        set bits select. The lowering applies layouts to every register's indices, and tests to
        every element of a tensor."""
        images = self._images
        if images is None:
            images = self._images = self._images_by_in_dim()
        flat = 0
        for in_dim, value in ins.items():
            in_dim_images = images[in_dim]
            if type(in_dim_images) is list:
                flat ^= in_dim_images[value]
                continue
            position = 0
            while value:
                if value & 1:
                    flat ^= in_dim_images[position]
                value >>= 1
                position += 1
        return tuple(_unflatten(flat, map(log2_floor, self._out_sizes.values())))

    def _images_by_in_dim(self) -> dict[str, list[int] | tuple[int, ...]]:
        """For _image: per in dim, the flattened image of each of its values (a list), or of
        each of its bases (a tuple) when it has more than _TABLE_BITS."""
        images: dict[str, list[int] | tuple[int, ...]] = {}
        for in_dim in self._bases:
            columns = tuple(self._flat_columns([in_dim]))
            if len(columns) > _TABLE_BITS:
                images[in_dim] = columns
                continue
            table = [0]
            for column in columns:  # the values below 2**(i+1): those below 2**i, then with bit i
                table += [image ^ column for image in table]
            images[in_dim] = table
        return images

    def _flat_columns(
        self, in_dims: Iterable[str], shifts: Sequence[int] | None = None
    ) -> list[int]:
        """The bases of `in_dims`, in order, each flattened to one bit-vector.

        Out dim k starts at bit `shifts[k]`; by default the out dims are packed
        by their own sizes.  These are the columns of the layout's matrix.
        """
        if shifts is None:
            shifts = _shifts(log2_floor(size) for size in self._out_sizes.values())
        return [_flatten(basis, shifts) for in_dim in in_dims for basis in self._bases[in_dim]]

    # --------------------------------------------------------------- reshaping

    def transpose_ins(self, new_order: Sequence[str]) -> LinearLayout:
        """The same map with its in dims listed in `new_order`."""
        _require_same_dims(new_order, self._bases, "the new in dim order")
        return self._with({in_dim: self._bases[in_dim] for in_dim in new_order})

    def transpose_outs(self, new_order: Sequence[str]) -> LinearLayout:
        """The same map with its out dims listed in `new_order`."""
        _require_same_dims(new_order, self._out_sizes, "the new out dim order")
        positions = [self.out_dim_index(out_dim) for out_dim in new_order]
        bases = {
            in_dim: [[basis[k] for k in positions] for basis in in_dim_bases]
            for in_dim, in_dim_bases in self._bases.items()
        }
        return self._with(bases, {out_dim: self._out_sizes[out_dim] for out_dim in new_order})

    def reshape_ins(self, new_in_dims: DimSizes) -> LinearLayout:
        """Flatten the in dims in order, then split them into `new_in_dims`.

        The total in size must be unchanged.
        """
        pairs = _dim_size_pairs(new_in_dims)
        _check_new_dims(pairs, self.total_in_dim_size(), "in")
        flat_bases = [basis for bases in self._bases.values() for basis in bases]
        bases, start = {}, 0
        for in_dim, size in pairs:
            bases[in_dim] = flat_bases[start : start + log2_floor(size)]
            start += log2_floor(size)
        return self._with(bases)

    def reshape_outs(self, new_out_dims: DimSizes) -> LinearLayout:
        """Flatten the out dims in order, then split them into `new_out_dims`.

        The total out size must be unchanged.
        """
        pairs = _dim_size_pairs(new_out_dims)
        _check_new_dims(pairs, self.total_out_dim_size(), "out")
        new_sizes_log2 = [log2_floor(size) for _, size in pairs]
        bases = {
            in_dim: [_unflatten(column, new_sizes_log2) for column in self._flat_columns([in_dim])]
            for in_dim in self._bases
        }
        return self._with(bases, dict(pairs))

    def flatten_ins(self) -> LinearLayout:
        """Merge all in dims into one, named after the first in dim."""
        if not self._bases:
            return self
        return self.reshape_ins([(self.in_dims[0], self.total_in_dim_size())])

    def flatten_outs(self) -> LinearLayout:
        """Merge all out dims into one, named after the first out dim."""
        if not self._out_sizes:
            return self
        return self.reshape_outs([(self.out_dims[0], self.total_out_dim_size())])

    def squeeze_ins(self, in_dim: str) -> LinearLayout:
        """Remove `in_dim`, which must have size 1."""
        if self.in_dim_size(in_dim) != 1:
            raise ValueError(f"cannot squeeze in dim '{in_dim}' of size {self.in_dim_size(in_dim)}")
        return self._with({d: bases for d, bases in self._bases.items() if d != in_dim})

    def squeeze_outs(self, out_dim: str) -> LinearLayout:
        """Remove `out_dim`, which must have size 1 (so every basis is 0 on it)."""
        if self.out_dim_size(out_dim) != 1:
            raise ValueError(
                f"cannot squeeze out dim '{out_dim}' of size {self.out_dim_size(out_dim)}"
            )
        kept = [name for name in self._out_sizes if name != out_dim]
        return self.sublayout(self.in_dims, kept)

    def resize_in_dim(self, in_dim: str, new_size: int) -> LinearLayout:
        """Keep only the first `new_size` values of `in_dim` (a power of two, not larger)."""
        if not is_power_of_two(new_size) or new_size > self.in_dim_size(in_dim):
            raise ValueError(
                f"cannot resize in dim '{in_dim}' of size {self.in_dim_size(in_dim)} to {new_size}"
            )
        bases = dict(self._bases)
        bases[in_dim] = bases[in_dim][: log2_floor(new_size)]
        return self._with(bases)

    def resize_out_dim(self, out_dim: str, new_size: int) -> LinearLayout:
        """Shrink `out_dim` to `new_size`; basis values that no longer fit become 0.

        As upstream, an out-of-range value is dropped whole rather than masked,
        which is the natural reading when bases are powers of two (a basis that
        walks off the end of the dim now broadcasts instead).
        """
        if not is_power_of_two(new_size) or new_size > self.out_dim_size(out_dim):
            raise ValueError(
                f"cannot resize out dim '{out_dim}' of size {self.out_dim_size(out_dim)} "
                f"to {new_size}"
            )
        k = self.out_dim_index(out_dim)
        bases = {
            in_dim: [
                _replaced(basis, k, 0) if basis[k] >= new_size else basis for basis in in_dim_bases
            ]
            for in_dim, in_dim_bases in self._bases.items()
        }
        return self._with(bases, {**self._out_sizes, out_dim: new_size})

    def remove_zero_bases_along_dim(self, in_dim: str) -> LinearLayout:
        """Drop the all-zero bases of `in_dim`, i.e. the bits along which it broadcasts.

        The result enumerates each distinct output of `in_dim` once.
        """
        self._require_in_dim(in_dim)
        bases = dict(self._bases)
        bases[in_dim] = tuple(basis for basis in bases[in_dim] if any(basis))
        return self._with(bases)

    def concat_ins(self, other: LinearLayout) -> LinearLayout:
        """The layout whose in dims are this one's followed by `other`'s.

        Both layouts must have the same out dims, in the same order, with the
        same sizes, and disjoint in dims.  The inverse of `sublayout` on ins.
        """
        if list(self._out_sizes.items()) != list(other._out_sizes.items()):
            raise ValueError(
                "concat_ins needs equal out dims, "
                f"got {self.out_dim_sizes} and {other.out_dim_sizes}"
            )
        shared = set(self._bases) & set(other._bases)
        if shared:
            raise ValueError(f"concat_ins needs disjoint in dims, both have {sorted(shared)}")
        return self._with({**self._bases, **other._bases})

    def concat_outs(self, other: LinearLayout) -> LinearLayout:
        """The layout whose out dims are this one's followed by `other`'s.

        Both layouts must have the same in dims, in the same order, with the
        same sizes, and disjoint out dims.  The inverse of `sublayout` on outs.
        """
        if list(self.in_dim_sizes.items()) != list(other.in_dim_sizes.items()):
            raise ValueError(
                f"concat_outs needs equal in dims, got {self.in_dim_sizes} and {other.in_dim_sizes}"
            )
        shared = set(self._out_sizes) & set(other._out_sizes)
        if shared:
            raise ValueError(f"concat_outs needs disjoint out dims, both have {sorted(shared)}")
        bases = {
            in_dim: [mine + theirs for mine, theirs in zip(in_dim_bases, other._bases[in_dim])]
            for in_dim, in_dim_bases in self._bases.items()
        }
        return self._with(bases, {**self._out_sizes, **other._out_sizes})

    def _with(
        self,
        bases: Mapping[str, Sequence[Sequence[int]]],
        out_sizes: Mapping[str, int] | None = None,
    ) -> LinearLayout:
        """A layout with new bases and (by default) this layout's out dim sizes.

        The bases are computed from valid layouts (ints, one per out dim): they are made
        tuples and checked against the out sizes, without the per-value checks of an
        outside caller's bases (~40% of building a layout; the lowering's layout algebra
        builds thousands)."""
        out_sizes = self._out_sizes if out_sizes is None else out_sizes
        layout = LinearLayout.__new__(LinearLayout)
        layout._bases = {in_dim: tuple(map(tuple, in_dim_bases)) for in_dim, in_dim_bases in bases.items()}
        layout._out_sizes = dict(out_sizes)
        layout._rank = None
        layout._images = None
        layout._check_bases_fit_out_sizes()
        return layout

    # -------------------------------------------------------------- sublayouts

    def sublayout(self, in_dims: Iterable[str], out_dims: Iterable[str]) -> LinearLayout:
        """The restriction to `in_dims` (others fixed at 0) projected onto `out_dims`.

        Out dim sizes are unchanged, and dims keep this layout's order, not the
        order of the arguments.
        """
        in_dims, out_dims = set(in_dims), set(out_dims)
        _require_subset(in_dims, self._bases, "in dims")
        _require_subset(out_dims, self._out_sizes, "out dims")
        positions = [k for k, name in enumerate(self._out_sizes) if name in out_dims]
        bases = {
            in_dim: [[basis[k] for k in positions] for basis in in_dim_bases]
            for in_dim, in_dim_bases in self._bases.items()
            if in_dim in in_dims
        }
        out_sizes = {name: size for name, size in self._out_sizes.items() if name in out_dims}
        return self._with(bases, out_sizes)

    def sublayout_is_zero(self, in_dims: Iterable[str], out_dims: Iterable[str]) -> bool:
        """Whether `in_dims` never reach `out_dims`."""
        restricted = self.sublayout(in_dims, out_dims)
        return not any(any(basis) for bases in restricted._bases.values() for basis in bases)

    def square_sublayout_is_identity(self, dims: Iterable[str]) -> bool:
        """Whether the map from `dims` (as in dims) to `dims` (as out dims) is the identity.

        Each dim must be both an in and an out dim, with equal sizes, and its
        i-th basis must be 2**i on itself and 0 on the other `dims`.  Unlike
        upstream, which compares the flattened sublayout, this does not depend
        on the in and out dims being listed in the same order.
        """
        dims = list(dims)
        _require_subset(dims, self._bases, "in dims")
        _require_subset(dims, self._out_sizes, "out dims")
        restricted = self.sublayout(dims, dims)
        num_out_dims = len(restricted._out_sizes)
        for dim in dims:
            if self.in_dim_size(dim) != self.out_dim_size(dim):
                return False
            k = restricted.out_dim_index(dim)
            if any(
                basis != _unit_vector(num_out_dims, k, 1 << i)
                for i, basis in enumerate(restricted._bases[dim])
            ):
                return False
        return True

    def is_trivial_over(self, dims: Iterable[str]) -> bool:
        """Whether the layout acts as the identity on `dims` and keeps them apart.

        That is, the square sublayout on `dims` is the identity, the other in
        dims never reach `dims`, and `dims` never reach the other out dims.
        Every dim must be both an in and an out dim.
        """
        dims = list(dims)
        other_ins = [d for d in self._bases if d not in dims]
        other_outs = [d for d in self._out_sizes if d not in dims]
        return (
            self.square_sublayout_is_identity(dims)
            and self.sublayout_is_zero(other_ins, dims)
            and self.sublayout_is_zero(dims, other_outs)
        )

    def quotient(self, dims: Iterable[str]) -> LinearLayout | None:
        """The layout on the remaining dims if it is trivial over `dims`, else None.

        Also None if some dim is not both an in and an out dim.
        """
        dims = list(dims)
        if not all(d in self._bases and d in self._out_sizes for d in dims):
            return None
        if not self.is_trivial_over(dims):
            return None
        return self.sublayout(
            [d for d in self._bases if d not in dims], [d for d in self._out_sizes if d not in dims]
        )

    # ------------------------------------------------------------ combination

    def __mul__(self, outer: LinearLayout) -> LinearLayout:
        """The product: `self` acts on the minor part of each dim, `outer` on the major part.

        Dims are merged by name (see `supremum` for the order).  For an in dim
        present in both, its low bits feed `self` and its high bits feed
        `outer`; for an out dim present in both, `self` fills its low bits and
        `outer` its high bits.  Dims missing from one side count as size 1.
        E.g. identity_1d(4, "i", "o") * zeros_1d(2, "i", "o") is x -> x % 4
        over [0, 8).  The product is not commutative; it is associative up to
        the order in which the merged dims are listed, and has `empty()` as
        its identity.  Raises ValueError if shared dims appear in a different
        relative order in the two layouts.
        """
        if not isinstance(outer, LinearLayout):
            return NotImplemented
        in_dims = supremum(self.in_dims, outer.in_dims)
        out_dims = supremum(self.out_dims, outer.out_dims)
        inner_out_log2 = {d: log2_floor(self._out_sizes.get(d, 1)) for d in out_dims}
        bases = {
            in_dim: self._embedded_bases(in_dim, out_dims, {})
            + outer._embedded_bases(in_dim, out_dims, inner_out_log2)
            for in_dim in in_dims
        }
        out_sizes = {d: self._out_sizes.get(d, 1) * outer._out_sizes.get(d, 1) for d in out_dims}
        return self._with(bases, out_sizes)

    def _embedded_bases(
        self, in_dim: str, out_dims: Sequence[str], shifts: Mapping[str, int]
    ) -> list[Basis]:
        """The bases of `in_dim` over `out_dims`, each value shifted left by shifts[out].

        Out dims this layout lacks read as 0; an absent in dim has no bases.
        """
        if in_dim not in self._bases:
            return []
        positions = {name: k for k, name in enumerate(self._out_sizes)}
        return [
            tuple(
                basis[positions[d]] << shifts.get(d, 0) if d in positions else 0 for d in out_dims
            )
            for basis in self._bases[in_dim]
        ]

    def compose(self, outer: LinearLayout) -> LinearLayout:
        """outer ∘ self: the layout x -> outer(self(x)).

        `outer`'s in dims must be this layout's out dims (in any order), each
        at least as large.  The result has this layout's in dims and `outer`'s
        out dims.
        """
        _require_same_dims(outer.in_dims, self._out_sizes, "compose's outer in dims")
        for out_dim, size in self._out_sizes.items():
            if size > outer.in_dim_size(out_dim):
                raise ValueError(
                    f"dim '{out_dim}' of size {size} does not fit the outer layout's "
                    f"in dim of size {outer.in_dim_size(out_dim)}"
                )
        bases = {
            in_dim: [outer._image(dict(zip(self._out_sizes, basis))) for basis in in_dim_bases]
            for in_dim, in_dim_bases in self._bases.items()
        }
        return LinearLayout(bases, outer._out_sizes, require_surjective=False)

    def invert_and_compose(self, outer: LinearLayout) -> LinearLayout:
        """A layout C with outer(C(x)) == self(x) for every input x of this layout.

        When `outer` is invertible, C is outer⁻¹ ∘ self, hence the name.  The
        typical use is a layout conversion: with `self` a register layout and
        `outer` a shared-memory layout over the same tensor, C maps each
        (register, lane, warp, block) to the offset holding the same element.

        C has this layout's in dims and, as out dims, `outer`'s in dims with
        their sizes (in that order); it is in general not surjective.

        When `outer` stores elements more than once, C is chosen as follows:

        - An in dim present in both layouts that both map identically (the
          same bases, e.g. warps that broadcast the same way) is mapped to
          itself, so that the conversion leaves it alone.
        - Everything else goes to the smallest preimage under `outer`'s other
          in dims, flattened in order (first dim least significant); i.e.
          `outer`'s free variables (see `get_free_variable_masks`) are 0.  This
          favours broadcasting: equal elements map to the same location.

        If keeping those dims apart leaves no solution (another in dim of
        `self` lands in what only such a dim of `outer` reaches), C is instead
        the smallest preimage under all of `outer`'s in dims.

        Requires: the same out dim names (order may differ), each of `outer`'s
        out dims at least as large as this layout's, and every output of this
        layout produced by `outer` (e.g. `outer` surjective).  Raises
        ValueError otherwise.

        Remembered by value (layouts are immutable): a matmul's compile asks it
        42 times of 18 pairs (the allocation analysis, the lowering's
        conversions and shared-memory accesses).
        """
        return _remembered_invert_and_compose(self, outer)

    def _invert_and_compose(self, outer: LinearLayout) -> LinearLayout:
        out_dims = self.out_dims
        _require_same_dims(outer.out_dims, out_dims, "invert_and_compose's outer out dims")
        target = outer.transpose_outs(out_dims)
        for out_dim in out_dims:
            if target.out_dim_size(out_dim) < self.out_dim_size(out_dim):
                raise ValueError(
                    f"out dim '{out_dim}' of the outer layout "
                    f"(size {target.out_dim_size(out_dim)}) is smaller than "
                    f"this layout's (size {self.out_dim_size(out_dim)})"
                )
        shared = [
            in_dim
            for in_dim in target.in_dims
            if in_dim in self._bases
            and target.sublayout([in_dim], out_dims).equal_ignoring_out_dim_sizes(
                self.sublayout([in_dim], out_dims)
            )
        ]
        conversion = self._solve_through(target, shared)
        if conversion is None and shared:
            conversion = self._solve_through(target, [])
        if conversion is None:
            raise ValueError(
                "invert_and_compose: some output of this layout is not produced by the "
                f"outer layout.\nthis layout:{self}\nouter layout:{outer}"
            )
        return conversion.transpose_ins(self.in_dims).transpose_outs(target.in_dims)

    def _solve_through(self, target: LinearLayout, shared: Sequence[str]) -> LinearLayout | None:
        """The conversion of `invert_and_compose`, mapping `shared` in dims to themselves.

        The other in dims get the smallest preimage under `target`'s non-shared
        in dims.  `target` has this layout's out dims, in the same order.
        Returns None if some basis has no such preimage.  Dims are in no
        particular order.
        """
        source_dims = [d for d in self._bases if d not in shared]
        target_dims = [d for d in target._bases if d not in shared]
        # Flatten both layouts over the target's (larger) out dims so that
        # equal outputs give equal bit-vectors.
        shifts = _shifts(log2_floor(size) for size in target._out_sizes.values())
        echelon = ColumnEchelon(target._flat_columns(target_dims, shifts))
        target_dims_log2 = [len(target._bases[d]) for d in target_dims]
        bases = {}
        for in_dim in source_dims:
            bases[in_dim] = []
            for column in self._flat_columns([in_dim], shifts):
                preimage = echelon.solve(column)
                if preimage is None:
                    return None
                bases[in_dim].append(_unflatten(preimage, target_dims_log2))
        out_sizes = {d: target.in_dim_size(d) for d in target_dims}
        conversion = LinearLayout(bases, out_sizes, require_surjective=False)
        for dim in shared:
            conversion *= LinearLayout.identity_1d(target.in_dim_size(dim), dim, dim)
        return conversion

    def invert(self) -> LinearLayout:
        """The inverse map; the layout must be invertible (bijective)."""
        if not self.is_invertible():
            raise ValueError(
                f"layout is not invertible (it must be surjective and injective):{self}"
            )
        return self.pseudoinvert()

    def pseudoinvert(self) -> LinearLayout:
        """A right inverse P of this surjective layout: self(P(y)) == y for every y.

        P maps the out dims back to the in dims; it is the inverse when the
        layout is invertible, and otherwise picks the preimages described in
        `invert_and_compose`.
        """
        identity = LinearLayout.empty()
        for out_dim, size in self._out_sizes.items():
            identity *= LinearLayout.identity_1d(size, out_dim, out_dim)
        return identity.invert_and_compose(self)

    # --------------------------------------------------------------- equality

    def __eq__(self, other: object) -> bool:
        """Equal bases, dim names and out sizes, with the dims in the same order."""
        if not isinstance(other, LinearLayout):
            return NotImplemented
        same_out_dims = list(self._out_sizes.items()) == list(other._out_sizes.items())
        return same_out_dims and list(self._bases.items()) == list(other._bases.items())

    def equal_ignoring_out_dim_sizes(self, other: LinearLayout) -> bool:
        """Equality that allows the out dims to differ in size (not in name or order)."""
        same_out_names = list(self._out_sizes) == list(other._out_sizes)
        return same_out_names and list(self._bases.items()) == list(other._bases.items())

    def __hash__(self) -> int:
        return hash((tuple(self._bases.items()), tuple(self._out_sizes.items())))

    # ---------------------------------------------------------------- printing

    def to_string(self) -> str:
        """Upstream's toString: a bulleted list of bases, starting with a newline."""
        out_dims = (
            "[" + ", ".join(f"{name} (size {size})" for name, size in self._out_sizes.items()) + "]"
        )
        if not self._bases:
            if not self._out_sizes:
                return "\n(empty layout)"
            return f"\n(empty layout with out-dims {out_dims})"
        text = "\n"
        for in_dim, bases in self._bases.items():
            if not bases:
                text += f" - {in_dim} is a size 1 dimension\n"
                continue
            lines = (
                f"{in_dim}={1 << i} -> ({', '.join(map(str, basis))})"
                for i, basis in enumerate(bases)
            )
            text += " - " + "\n   ".join(lines) + "\n"
        return text + f"where out dims are: {out_dims}"

    def __str__(self) -> str:
        return self.to_string()

    def __repr__(self) -> str:
        """A constructor call that rebuilds this layout."""
        bases = {in_dim: [list(basis) for basis in bases] for in_dim, bases in self._bases.items()}
        flag = "" if self.is_surjective() else ", require_surjective=False"
        return f"LinearLayout({bases!r}, {self._out_sizes!r}{flag})"


def _replaced(basis: Basis, position: int, value: int) -> Basis:
    return basis[:position] + (value,) + basis[position + 1 :]


def _unit_vector(length: int, position: int, value: int) -> Basis:
    """The basis that is `value` at `position` and 0 elsewhere."""
    return _replaced((0,) * length, position, value)


def supremum(first: Sequence[_T], second: Sequence[_T]) -> list[_T]:
    """The shortest list containing both lists as subsequences, biased to `first`.

    Elements common to both must appear in the same relative order in each,
    else ValueError.  When both lists offer an element the other lacks,
    `first`'s comes first: supremum([a, b], [a, c]) == [a, b, c].
    """
    first_set, second_set = set(first), set(second)
    if [x for x in first if x in second_set] != [x for x in second if x in first_set]:
        raise ValueError(
            f"dims common to {list(first)} and {list(second)} appear in different orders"
        )
    merged: list[_T] = []
    i = j = 0
    while i < len(first) or j < len(second):
        if i < len(first) and first[i] not in second_set:
            merged.append(first[i])
            i += 1
        elif j < len(second) and second[j] not in first_set:
            merged.append(second[j])
            j += 1
        else:
            # Both point at the same common element: the common elements are in
            # the same order and each is consumed from both lists at once.
            merged.append(first[i])
            i += 1
            j += 1
    return merged


def divide_left(a: LinearLayout, b: LinearLayout) -> LinearLayout | None:
    """The C with the same dims as `a` such that `b * c == a`, or None if there is none.

    Such a C exists iff, on the dims `b` has, `a` is block-diagonal with `b`
    as its minor block: the first bases of each in dim are `b`'s, and the
    remaining bases avoid `b`'s low bits.  Missing dims count as size 1; C
    keeping all of `a`'s dims (possibly of size 1) makes it unique.
    """
    out_log2 = _quotient_sizes_log2(a.out_dim_sizes, b.out_dim_sizes)
    in_log2 = _quotient_sizes_log2(a.in_dim_sizes, b.in_dim_sizes)
    if out_log2 is None or in_log2 is None:
        return None
    shifts = [log2_floor(b._out_sizes.get(d, 1)) for d in a.out_dims]
    bases = {
        in_dim: [
            [value >> shift for value, shift in zip(basis, shifts)]
            for basis in bases[len(bases) - in_log2[in_dim] :]
        ]
        for in_dim, bases in a._bases.items()
    }
    c = LinearLayout(bases, {d: 1 << n for d, n in out_log2.items()}, require_surjective=False)
    # Building C only read the bits of `a` that C owns; the product check
    # covers the rest (b's block, and the zeros in between).
    return c if _product_is(b, c, a) else None


def divide_right(a: LinearLayout, b: LinearLayout) -> LinearLayout | None:
    """The C with the same dims as `a` such that `c * b == a`, or None if there is none.

    The mirror image of `divide_left`: `b` must be the major block of `a`.
    """
    out_log2 = _quotient_sizes_log2(a.out_dim_sizes, b.out_dim_sizes)
    in_log2 = _quotient_sizes_log2(a.in_dim_sizes, b.in_dim_sizes)
    if out_log2 is None or in_log2 is None:
        return None
    bases = {in_dim: bases[: in_log2[in_dim]] for in_dim, bases in a._bases.items()}
    limits = [1 << out_log2[d] for d in a.out_dims]
    if any(
        value >= limit
        for in_dim_bases in bases.values()
        for basis in in_dim_bases
        for value, limit in zip(basis, limits)
    ):
        return None
    c = LinearLayout(bases, {d: 1 << n for d, n in out_log2.items()}, require_surjective=False)
    return c if _product_is(c, b, a) else None


def _quotient_sizes_log2(
    dividend: Mapping[str, int], divisor: Mapping[str, int]
) -> dict[str, int] | None:
    """log2(dividend[d] / divisor[d]) for each dim d of the dividend.

    None if a quotient would be below 1 or the divisor has a dim the dividend lacks.
    """
    if not set(divisor) <= set(dividend):
        return None
    quotient = {d: log2_floor(size) - log2_floor(divisor.get(d, 1)) for d, size in dividend.items()}
    return None if any(n < 0 for n in quotient.values()) else quotient


def _product_is(left: LinearLayout, right: LinearLayout, expected: LinearLayout) -> bool:
    try:
        return left * right == expected
    except ValueError:  # the dims are ordered inconsistently, so no product exists
        return False


@lru_cache(maxsize=256)
def _remembered_invert_and_compose(inner: LinearLayout, outer: LinearLayout) -> LinearLayout:
    return inner._invert_and_compose(outer)  # pyright: ignore[reportPrivateUsage]


@dataclass(frozen=True)
class ColumnAction:
    """A permutation (possibly dropping some) of the bases of one in dim.

    The result's i-th basis is the input's `action[i]`-th basis.  E.g. with
    action [2, 0, 1], bases [1, 2, 4] become [4, 1, 2].  The same action
    reorders the values held in the in dim's positions (e.g. registers) to
    match: see `apply_to_values`.
    """

    action: tuple[int, ...]
    in_dim: str
    in_size_log2: int

    def __post_init__(self):
        object.__setattr__(self, "action", tuple(self.action))
        if len(set(self.action)) != len(self.action) or not all(
            0 <= a < self.in_size_log2 for a in self.action
        ):
            raise ValueError(
                f"column action {list(self.action)} must pick distinct bases "
                f"in [0, {self.in_size_log2})"
            )

    @staticmethod
    def identity(in_dim: str, in_size_log2: int) -> ColumnAction:
        return ColumnAction(tuple(range(in_size_log2)), in_dim, in_size_log2)

    def is_identity(self) -> bool:
        return self.action == tuple(range(self.in_size_log2))

    def apply(self, layout: LinearLayout) -> LinearLayout:
        """`layout` with the bases of `in_dim` permuted (and perhaps dropped)."""
        if layout.in_dim_size_log2(self.in_dim) != self.in_size_log2:
            raise ValueError(
                f"{self} acts on {self.in_size_log2} bases but in dim '{self.in_dim}' "
                f"has {layout.in_dim_size_log2(self.in_dim)}"
            )
        bases = layout.bases
        bases[self.in_dim] = [bases[self.in_dim][a] for a in self.action]
        return LinearLayout(bases, layout.out_dim_sizes, require_surjective=False)

    def apply_to_values(self, values: Sequence[_T]) -> list[_T]:
        """Reorder the 2**in_size_log2 values held along `in_dim` like `apply` reorders bases.

        Position i of the result takes the value at the position whose bit
        action[k] is set for each set bit k of i.  E.g. action [2, 0, 1] turns
        [x0, ..., x7] into [x0, x4, x1, x5, x2, x6, x3, x7].
        """
        if len(values) != 1 << self.in_size_log2:
            raise ValueError(f"{self} acts on {1 << self.in_size_log2} values, got {len(values)}")
        source_positions = [1 << a for a in self.action]
        return [
            values[sum(source_positions[k] for k in set_bits(i))]
            for i in range(1 << len(self.action))
        ]

    def inverse(self) -> ColumnAction:
        """The action undoing this one, which must be a permutation."""
        if len(self.action) != self.in_size_log2:
            raise ValueError(f"{self} drops bases, so it has no inverse")
        inverse = [0] * self.in_size_log2
        for position, a in enumerate(self.action):
            inverse[a] = position
        return ColumnAction(tuple(inverse), self.in_dim, self.in_size_log2)

    def left_compose(self, other: ColumnAction) -> ColumnAction:
        """The action equal to applying this one, then `other`."""
        if other.in_dim != self.in_dim or other.in_size_log2 != len(self.action):
            raise ValueError(f"{other} cannot act on the result of {self}")
        return ColumnAction(
            tuple(self.action[a] for a in other.action), self.in_dim, self.in_size_log2
        )

    def __str__(self) -> str:
        return f"ColumnAction({list(self.action)}, {self.in_dim}, {self.in_size_log2})"
