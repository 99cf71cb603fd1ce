"""Layout queries the passes ask of a tensor's encoding.

Upstream answers these through the tensor's linear encoding
(`toLinearEncoding(type).getOrder()`, `getContigPerThread()`); for blocked and
slice layouts those equal what the layout's own fields say, which is what is
read here.
"""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Attribute


def layout_order(tensor_type: TensorType) -> tuple[int, ...]:
    """Dimensions from fastest- to slowest-varying within a thread's elements."""
    return _order(tensor_type.encoding, len(tensor_type.get_shape()))


def _order(encoding: Attribute, rank: int) -> tuple[int, ...]:
    name = getattr(encoding, "name", None)
    if name == "ttg.blocked":
        return tuple(encoding.order)
    if name == "ttg.slice":
        dim = encoding.dim
        parent = _order(encoding.parent, rank + 1)
        return tuple(d - (d > dim) for d in parent if d != dim)
    raise ValueError(f"the order of a {name} layout needs its linear layout")


def contig_per_thread(tensor_type: TensorType) -> tuple[int, ...]:
    """Contiguous distinct elements each thread holds along each dimension."""
    shape = tuple(tensor_type.get_shape())
    return tuple(min(s, n) for s, n in zip(_size_per_thread(tensor_type.encoding, len(shape)), shape))


def _size_per_thread(encoding: Attribute, rank: int) -> tuple[int, ...]:
    name = getattr(encoding, "name", None)
    if name == "ttg.blocked":
        return tuple(encoding.size_per_thread)
    if name == "ttg.slice":
        parent = _size_per_thread(encoding.parent, rank + 1)
        return parent[: encoding.dim] + parent[encoding.dim + 1 :]
    raise ValueError(f"the elements per thread of a {name} layout need its linear layout")
