"""The README's `pytest -n auto --dist loadgroup` runs the tests of one kernel in one worker,
which then compiles the kernel once (kernel_compiles.same_worker). pytest-xdist's loadgroup
scheduler reads a test's group from the end of its node id. Where a pytest release no longer
carries it there (pytest 9.2 with pytest-xdist 3.8: pytest-dev/pytest-xdist#1386), nothing
fails, but each shared kernel is compiled in several workers: the suite took 93 s instead of
76 s on two cores. This test fails instead."""

import pytest
from kernel_compiles import same_worker


@same_worker("corpus", "vecadd", 80)
def test_a_grouped_test_carries_its_group_where_the_scheduler_reads_it(request):
    if not getattr(request.config.option, "loadgroup", False):
        pytest.skip("runs under pytest -n with --dist loadgroup")
    assert request.node.nodeid.endswith("@corpus/vecadd/80")
