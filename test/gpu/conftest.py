"""GPU tests: skipped cleanly where there is no GPU (CI), run on the device machine.

    pytest -q test/gpu          # on a machine with an NVIDIA GPU, torch and cuda-bindings
"""

import pytest

from ttopt.runtime.launcher import gpu_available


def pytest_collection_modifyitems(config, items):
    if gpu_available():
        return
    skip = pytest.mark.skip(reason="no NVIDIA GPU (or no cuda-bindings / driver) on this machine")
    for item in items:
        if "test/gpu/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(skip)


@pytest.fixture(scope="session")
def torch():
    return pytest.importorskip("torch")


@pytest.fixture(scope="session")
def sm(torch) -> int:
    major, minor = torch.cuda.get_device_capability()
    return 10 * major + minor
