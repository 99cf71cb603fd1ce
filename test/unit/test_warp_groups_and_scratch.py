"""The arithmetic of tritongpu-allocate-warp-groups (padding, start ids, registers) and of
tritongpu-global-scratch-memory-allocation (the scratch layout)."""

from hypothesis import given
from hypothesis import strategies as st

from ttopt.transforms.tritongpu.allocate_warp_groups import (
    actual_registers,
    group_partitions,
    padding_sizes,
    warp_group_start_ids,
)
from ttopt.transforms.tritongpu.global_scratch_memory_allocation import (
    OFFSET_ATTR,
    ScratchLayout,
)

# -- padding ---------------------------------------------------------------------------------------


@given(st.integers(0, 1000))
def test_padding_is_descending_distinct_powers_of_two_summing_to_the_gap(warps):
    sizes = padding_sizes(warps)
    assert sum(sizes) == warps
    assert all(size & (size - 1) == 0 for size in sizes)
    assert sizes == sorted(set(sizes), reverse=True)


def test_padding_examples():
    assert padding_sizes(0) == []
    assert padding_sizes(1) == [1]
    assert padding_sizes(6) == [4, 2]
    assert padding_sizes(7) == [4, 2, 1]


# -- start ids -------------------------------------------------------------------------------------

partition_warps = st.lists(st.sampled_from([1, 2, 4, 8]), max_size=8)


@given(partition_warps, st.sampled_from([4, 8]))
def test_start_ids_tile_the_warps_after_the_kernel_widest_first(num_warps, base):
    start_ids = warp_group_start_ids(num_warps, base)
    spans = sorted((start, start + size) for start, size in zip(start_ids, num_warps))
    position = base
    for start, end in spans:
        assert start == position  # no gap, no overlap
        position = end
    order = sorted(range(len(num_warps)), key=lambda i: start_ids[i])
    widths = [num_warps[i] for i in order]
    assert widths == sorted(widths, reverse=True)
    # Equal widths keep their order.
    for a, b in zip(order, order[1:]):
        if num_warps[a] == num_warps[b]:
            assert a < b


def test_start_ids_example():
    assert warp_group_start_ids([1, 2, 4, 1], 4) == [10, 8, 4, 11]


# -- registers -------------------------------------------------------------------------------------


def test_partitions_group_by_warp_group_boundaries():
    groups = group_partitions([8, 4, 10], [24, 48, 40], [2, 4, 2])
    assert [(g.partitions, g.max_requested, g.num_warps) for g in groups] == [([1], 48, 4), ([0, 2], 40, 4)]


def test_requests_round_up_to_multiples_of_eight():
    (group,) = group_partitions([4, 6, 7], [40, 30, 16], [2, 1, 1])
    assert group.max_requested == 40
    (group,) = group_partitions([4], [33], [4])
    assert group.max_requested == 40


def test_leftover_registers_go_to_the_default_warps():
    # 168*4*32 + (168-48)*4*32 + (168-40)*4*32 = 53248 registers: 416 per default thread.
    assert actual_registers([8, 4, 10], [24, 48, 40], [2, 4, 2], 168, 4, 32) == [416, 40, 48, 40]


def test_fewer_than_24_registers_for_the_default_warps_is_no_allocation():
    assert actual_registers([4], [40], [4], 32, 4, 32) == [24, 40]
    assert actual_registers([4], [48], [4], 32, 4, 32) is None  # 16 per thread
    assert actual_registers([4], [64], [4], 32, 4, 32) is None  # nothing left


# -- global scratch layout ---------------------------------------------------------------------------


class _Placed:
    def __init__(self):
        self.attributes = {}


allocations = st.lists(st.tuples(st.integers(0, 300), st.sampled_from([1, 2, 4, 8, 16, 128])), max_size=10)


@given(allocations)
def test_scratch_offsets_are_aligned_ordered_and_disjoint(requests):
    layout = ScratchLayout()
    placed = []
    for nbytes, alignment in requests:
        op = _Placed()
        layout.place(op, nbytes, alignment)
        if nbytes == 0:
            assert OFFSET_ATTR not in op.attributes
            continue
        offset = op.attributes[OFFSET_ATTR].value.data
        assert offset % alignment == 0
        placed.append((offset, offset + nbytes))
    for (_, end), (start, _) in zip(placed, placed[1:]):
        assert end <= start
    largest = max([a for n, a in requests if n] or [1])
    assert layout.largest_alignment == largest
    assert layout.size % largest == 0
    assert layout.size >= (placed[-1][1] if placed else 0)


def test_scratch_example():
    layout = ScratchLayout()
    for nbytes, alignment in [(5, 4), (48, 16), (100, 128), (3, 2)]:
        layout.place(_Placed(), nbytes, alignment)
    assert (layout.offset, layout.size, layout.largest_alignment) == (231, 256, 128)
