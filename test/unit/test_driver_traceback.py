"""A pass that raises: one diagnostic line with a hint, and the Python traceback only when asked
for (`--show-traceback`, or `--debug`), so that people stepping through passes keep the stack."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from xdsl.passes import ModulePass

from ttopt import cli, registry
from ttopt.pass_manager import INTERNAL_ERROR_HINT


@dataclass(frozen=True)
class RaisingPass(ModulePass):
    """A stand-in for a buggy pass."""

    name = "test-raise"

    def apply(self, ctx, op) -> None:
        missing_key_lookup({})


def missing_key_lookup(table: dict) -> None:
    table["missing"]


@pytest.fixture
def raising_pass(monkeypatch):
    monkeypatch.setitem(registry.PASSES, RaisingPass.name, f"{__name__}:RaisingPass")
    registry.pass_class.cache_clear()
    yield
    registry.pass_class.cache_clear()


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "in.mlir"
    path.write_text("module {\n}\n")
    return str(path)


def test_a_raising_pass_is_one_error_with_a_hint(raising_pass, source, capsys):
    assert cli.main([source, "-test-raise"]) == 1
    err = capsys.readouterr().err
    assert f"{source}:1:1: error: pass 'test-raise' failed: KeyError: 'missing'" in err
    assert f"note: {INTERNAL_ERROR_HINT}" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("flag", ["--show-traceback", "--debug"])
def test_the_traceback_is_printed_on_request(raising_pass, source, capsys, flag):
    assert cli.main([source, "-test-raise", flag]) == 1
    err = capsys.readouterr().err
    assert "error: pass 'test-raise' failed: KeyError: 'missing'" in err
    assert "Traceback (most recent call last)" in err
    # The stack reaches into the pass, down to the line that raised.
    assert "in missing_key_lookup" in err and 'table["missing"]' in err


def test_a_diagnostic_a_pass_emits_on_purpose_has_no_traceback(source, tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text('module attributes {"ttg.num-warps" = 3 : i32} {\n}\n')
    assert cli.main([str(bad), "-convert-triton-to-tritongpu=num-warps=3", "--show-traceback"]) == 1
    err = capsys.readouterr().err
    assert "error:" in err and "Traceback" not in err
