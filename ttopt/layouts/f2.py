"""Linear algebra over GF(2) on bit-vectors stored as Python ints.

A vector is an int whose bit `r` is its `r`-th coordinate; a matrix is the
sequence of its columns.  Multiplying a matrix by a vector `x` XORs together
the columns selected by the set bits of `x`.  Python ints are unbounded, so
there is no 64-row limit as in upstream's f2reduce.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence


def set_bits(value: int) -> Iterator[int]:
    """The positions of the set bits of a non-negative int, lowest first."""
    position = 0
    while value:
        if value & 1:
            yield position
        value >>= 1
        position += 1


def mat_vec(columns: Sequence[int], x: int) -> int:
    """The product of the matrix `columns` with the vector `x`."""
    result = 0
    for position in set_bits(x):
        result ^= columns[position]
    return result


class ColumnEchelon:
    """Gaussian elimination of a matrix, visiting its columns left to right.

    Column `j` is a *pivot* column iff it is not in the span of columns
    `0..j-1`.  The pivot columns are therefore the first basis of the column
    space one meets when reading the columns in order, and every other column
    (a *free* column) is a combination of pivot columns to its left.

    Elimination keeps one reduced vector per leading row bit, together with
    the set of original columns that XOR to it, so that any vector of the
    column space can be written back in terms of the pivot columns.
    """

    def __init__(self, columns: Sequence[int]):
        # leading bit -> (reduced vector, mask of the pivot columns that XOR to it)
        self._reducers: dict[int, tuple[int, int]] = {}
        self.pivot_mask = 0
        """Bit `j` is set iff column `j` is a pivot column."""
        for index, column in enumerate(columns):
            residual, combination = self._reduce(column)
            if residual:
                leading_bit = residual.bit_length() - 1
                self._reducers[leading_bit] = (residual, combination | 1 << index)
                self.pivot_mask |= 1 << index

    @property
    def rank(self) -> int:
        return len(self._reducers)

    def _reduce(self, vector: int) -> tuple[int, int]:
        """Cancel leading bits of `vector` against the reducers.

        Returns the residual and the mask of columns XORed in.  The residual is
        0 iff `vector` lies in the span: a combination of reducers always leads
        with one of their (distinct) leading bits.
        """
        combination = 0
        while vector:
            reducer = self._reducers.get(vector.bit_length() - 1)
            if reducer is None:
                break
            vector ^= reducer[0]
            combination ^= reducer[1]
        return vector, combination

    def solve(self, target: int) -> int | None:
        """An `x` with `mat_vec(columns, x) == target`, or None if none exists.

        `x` only uses pivot columns (the free variables are 0), which makes it
        the numerically smallest solution: any other solution differs by a
        kernel vector, whose highest set bit is a free column.
        """
        residual, combination = self._reduce(target)
        return None if residual else combination


def rank(columns: Sequence[int]) -> int:
    """The rank of the matrix `columns`."""
    return ColumnEchelon(columns).rank


def solve(columns: Sequence[int], target: int) -> int | None:
    """The smallest `x` with `mat_vec(columns, x) == target`, or None."""
    return ColumnEchelon(columns).solve(target)


def inverse(columns: Sequence[int]) -> list[int]:
    """The columns of the inverse of the square matrix `columns`.

    Raises ValueError if the matrix is not square (n columns of n bits) or is
    singular.
    """
    size = len(columns)
    if any(column >> size for column in columns):
        raise ValueError(f"matrix is not square: {size} columns but more than {size} rows")
    echelon = ColumnEchelon(columns)
    if echelon.rank != size:
        raise ValueError(f"matrix is singular: rank {echelon.rank} < {size}")
    # Column i of the inverse is the preimage of the i-th unit vector, which
    # exists because the matrix has full rank.
    inverse_columns = []
    for row in range(size):
        preimage = echelon.solve(1 << row)
        assert preimage is not None
        inverse_columns.append(preimage)
    return inverse_columns
