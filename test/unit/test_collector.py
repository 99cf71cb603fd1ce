"""ttopt.support.collector: imports made on demand run without collections; in a one-run
process (a console command) what they made is frozen, anywhere else nothing is."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

import pytest

from ttopt.support import collector

# A module that notes, while it is imported, whether the collector could run.
RECORDING_MODULE = "import gc\nCOLLECTOR_ENABLED = gc.isenabled()\n"


@pytest.fixture
def module_dir(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in [name for name in sys.modules if name.startswith("_ttopt_collector_probe")]:
        del sys.modules[name]


def test_an_import_on_demand_runs_without_collections_and_freezes_nothing_outside_one_run(module_dir):
    (module_dir / "_ttopt_collector_probe_a.py").write_text(RECORDING_MODULE)
    frozen = gc.get_freeze_count()
    assert gc.isenabled()
    module = collector.import_on_demand("_ttopt_collector_probe_a")
    assert module.COLLECTOR_ENABLED is False
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen


def test_a_failing_import_gives_the_collector_back(module_dir):
    (module_dir / "_ttopt_collector_probe_b.py").write_text("raise RuntimeError('broken module')\n")
    with pytest.raises(RuntimeError, match="broken module"):
        collector.import_on_demand("_ttopt_collector_probe_b")
    assert gc.isenabled()


def test_a_paused_collector_stays_paused(module_dir):
    (module_dir / "_ttopt_collector_probe_c.py").write_text(RECORDING_MODULE)
    gc.disable()
    try:
        assert collector.import_on_demand("_ttopt_collector_probe_c").COLLECTOR_ENABLED is False
        assert not gc.isenabled()
    finally:
        gc.enable()


# start_one_run changes the whole process, so it runs in a child of its own.
ONE_RUN = """
import gc, sys
sys.path.insert(0, sys.argv[1])
from ttopt.support import collector
collector.start_one_run()
assert gc.get_threshold() == collector.ONE_RUN_THRESHOLDS, gc.get_threshold()
kept = [[index] for index in range(1000)]  # young objects, alive across the import
assert gc.get_count()[0] >= 1000
frozen = gc.get_freeze_count()
module = collector.import_on_demand("_ttopt_collector_probe_d")
assert module.COLLECTOR_ENABLED is False and gc.isenabled()
assert gc.get_freeze_count() >= frozen + 1000, (frozen, gc.get_freeze_count())
assert gc.get_count()[0] < 10, gc.get_count()
print("ok")
"""


def test_in_a_one_run_process_what_exists_after_an_import_is_frozen(module_dir):
    (module_dir / "_ttopt_collector_probe_d.py").write_text(RECORDING_MODULE)
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(ONE_RUN), str(module_dir)], capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr
