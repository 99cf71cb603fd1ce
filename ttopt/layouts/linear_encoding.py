"""A distributed layout read through its linear layout: upstream's LinearEncodingAttr.

Upstream derives the fields of every distributed encoding (order, sizes per
thread, warp and CTA, contiguity) from its linear layout through the methods
of LinearEncodingAttr (lib/Dialect/TritonGPU/IR/Dialect.cpp, Triton 3.6);
`LinearEncoding` offers the same for any layout from (register, lane, warp,
block) to (dim0, dim1, ...).
"""

from __future__ import annotations

from collections.abc import Sequence

from ttopt.layouts.linear_layout import LinearLayout

REGISTER, LANE, WARP, BLOCK, OFFSET = "register", "lane", "warp", "block", "offset"


def bases_per_dim(
    bases: Sequence[Sequence[int]], rank: int, skip_broadcast: bool = True
) -> tuple[int, ...]:
    """How many distinct values the bases reach along each dim (upstream basesPerDim).

    Each basis moves along at most one dim and doubles its count.  A broadcast
    (all-zero) basis is skipped, or, with `skip_broadcast` false, doubles the
    dim of the last moving basis (dim 0 before any), which counts hardware
    rather than distinct elements.
    """
    counts = [1] * rank
    last_dim = 0
    for basis in bases:
        moving = next((d for d, value in enumerate(basis) if value), None)
        if moving is not None:
            last_dim = moving
        elif skip_broadcast:
            continue
        counts[last_dim] *= 2
    return tuple(counts)


class LinearEncoding:
    """A distributed layout read through its linear layout (upstream LinearEncodingAttr).

    The layout maps (register, lane, warp, block) to (dim0, dim1, ...); each
    basis moves along at most one dim.
    """

    def __init__(self, layout: LinearLayout):
        self.layout = layout
        self.rank = len(layout.out_dims)

    def _bases(self, in_dim: str) -> tuple[tuple[int, ...], ...]:
        return self.layout.bases.get(in_dim, ())

    def bases_per_dim(self, in_dim: str, skip_broadcast: bool = True) -> tuple[int, ...]:
        """How far `in_dim` reaches along each tensor dim (see `bases_per_dim`)."""
        return bases_per_dim(self._bases(in_dim), self.rank, skip_broadcast)

    def order_per_dim(self, in_dim: str, default_order: Sequence[int]) -> tuple[int, ...]:
        """The tensor dims in the order `in_dim`'s bases first move along them.

        Dims it never moves along follow in `default_order`.
        """
        order: list[int] = []
        for basis in self._bases(in_dim):
            moving = next((d for d, value in enumerate(basis) if value), None)
            if moving is not None and moving not in order:
                order.append(moving)
        order += [d for d in default_order if d not in order]
        return tuple(order)

    def order(self) -> tuple[int, ...]:
        """Dims from fastest- to slowest-varying within a thread's registers.

        Dims the registers never move along follow, from the last dim down
        (upstream's arbitrary but observable choice).
        """
        return self.order_per_dim(REGISTER, range(self.rank - 1, -1, -1))

    def thread_order(self) -> tuple[int, ...]:
        return self.order_per_dim(LANE, self.order())

    def warp_order(self) -> tuple[int, ...]:
        return self.order_per_dim(WARP, self.order())

    def threads_per_warp(self) -> tuple[int, ...]:
        return self.bases_per_dim(LANE)

    def warps_per_cta(self) -> tuple[int, ...]:
        return self.bases_per_dim(WARP)

    def cta_split_num(self) -> tuple[int, ...]:
        return self.bases_per_dim(BLOCK)

    def size_per_thread(self) -> tuple[int, ...]:
        """Elements a thread holds along each dim within one tile of the layout.

        The last register bases that only repeat the whole CTA tile (each
        doubling a dim up to the CTA's share, one dim after another) are
        repetitions, not part of the tile.
        """
        cta_shape = [
            size // split
            for size, split in zip(self.layout.out_dim_sizes.values(), self.cta_split_num())
        ]
        registers = list(self._bases(REGISTER))
        repeated_dims: list[int] = []
        while registers:
            basis = registers[-1]
            dim = next((d for d, value in enumerate(basis) if value), None)
            if dim is None:
                break
            if dim not in repeated_dims:
                repeated_dims.append(dim)
            if dim != repeated_dims[-1] or 2 * basis[dim] != cta_shape[dim]:
                break
            cta_shape[dim] //= 2
            registers.pop()
        return bases_per_dim(registers, self.rank)

    def elems_per_thread(self) -> tuple[int, ...]:
        """Registers per thread, attributed to the dims they move along (copies included)."""
        return self.bases_per_dim(REGISTER, skip_broadcast=False)

    def total_elems_per_thread(self) -> int:
        return self.layout.in_dim_size(REGISTER)

    def contig_per_thread(self) -> tuple[int, ...]:
        """Consecutive elements along each dim held in a thread's first registers.

        Walking the register bases in order, a dim (taken in `order()`) counts
        as long as the next basis is the next power of two along it.
        """
        return self._contig(REGISTER, (1,) * self.rank)

    def contig_per_warp(self) -> tuple[int, ...]:
        """Like `contig_per_thread`, continued through the lanes."""
        return self._contig(LANE, self.contig_per_thread())

    def _contig(self, in_dim: str, lower: Sequence[int]) -> tuple[int, ...]:
        bases = self._bases(in_dim)
        contig = list(lower)
        next_basis = 0
        for dim in self.order():
            while next_basis < len(bases) and bases[next_basis] == _unit(
                self.rank, dim, contig[dim]
            ):
                contig[dim] *= 2
                next_basis += 1
        return tuple(contig)


def _unit(rank: int, dim: int, value: int) -> tuple[int, ...]:
    return tuple(value if d == dim else 0 for d in range(rank))
