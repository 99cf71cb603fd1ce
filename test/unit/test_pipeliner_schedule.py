"""CoarseSchedule's cluster list and placement rules (pipeliner_schedule)."""

from xdsl.dialects import test as xdsl_test

from ttopt.transforms.tritongpu.pipeliner.schedule import ClusterList, CoarseSchedule


def test_cluster_ids_follow_list_position():
    clusters = ClusterList()
    first, second = clusters.new_at_back(), clusters.new_at_back()
    front = clusters.new_at_front()
    middle = clusters.new_before(second)
    assert [clusters.id(c) for c in (front, first, middle, second)] == [0, 1, 2, 3]
    assert clusters.is_before(middle, second) and not clusters.is_before(second, first)


def test_insert_if_absent_keeps_the_first_placement():
    schedule = CoarseSchedule(2)
    early, late = schedule.clusters.new_at_back(), schedule.clusters.new_at_back()
    op = xdsl_test.TestOp()
    assert schedule.insert_if_absent(op, 1, late)
    assert not schedule.insert_if_absent(op, 0, early)
    assert schedule[op] == (1, late)


def test_insert_minimum_moves_only_earlier():
    schedule = CoarseSchedule(3)
    early, late = schedule.clusters.new_at_back(), schedule.clusters.new_at_back()
    op = xdsl_test.TestOp()
    schedule.insert(op, 1, early)
    assert not schedule.insert_minimum(op, 2, early)  # later stage
    assert not schedule.insert_minimum(op, 1, late)  # same stage, later cluster
    assert not schedule.insert_minimum(op, 1, early)  # no change
    assert schedule.insert_minimum(op, 0, late)  # earlier stage wins, whatever the cluster
    assert schedule[op] == (0, late)
    assert schedule.insert_minimum(op, 0, early)  # same stage, earlier cluster
    assert schedule[op] == (0, early)
