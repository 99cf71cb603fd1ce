"""ttopt-compile's command line on bad input: a diagnostic, exit code 1, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttopt.backend.compile import main

VECADD = Path(__file__).resolve().parents[2] / "examples" / "vecadd.ttir"


@pytest.mark.parametrize("target", ["cuda:100", "cuda:75", "cuda:99", "cuda:85", "hip:gfx942", "cuda:"])
def test_unsupported_target_is_an_option_error(target: str, tmp_path: Path, capsys):
    out = tmp_path / "out"
    with pytest.raises(SystemExit) as exit_info:
        main([str(VECADD), "--target", target, "-o", str(out)])
    assert exit_info.value.code == 1
    error = capsys.readouterr().err
    assert "ttopt-compile: error: argument --target: " in error
    assert "Traceback" not in error
    assert not out.exists()


def test_blackwell_target_names_what_is_missing(tmp_path: Path, capsys):
    with pytest.raises(SystemExit):
        main([str(VECADD), "--target", "cuda:100", "-o", str(tmp_path / "out")])
    assert "cuda:100 is not supported: ttopt compiles for Ampere and Hopper" in capsys.readouterr().err


def test_a_capability_no_gpu_has_names_the_targets(tmp_path: Path, capsys):
    with pytest.raises(SystemExit):
        main([str(VECADD), "--target", "cuda:99", "-o", str(tmp_path / "out")])
    error = capsys.readouterr().err
    assert "cuda:99 is no NVIDIA GPU: the Ampere and Hopper targets are cuda:80, cuda:86" in error


@pytest.mark.parametrize("target", ["cuda:86", "cuda:89"])
def test_every_ampere_capability_is_a_target(target: str, tmp_path: Path):
    assert main([str(VECADD), "--target", target, "--stop-after", "ptx", "-o", str(tmp_path)]) == 0
    (ptx,) = tmp_path.glob("*.ptx")
    assert f".target sm_{target[5:]}" in ptx.read_text()


def test_bad_ttir_gets_a_located_error_and_writes_nothing(tmp_path: Path, capsys):
    bad = tmp_path / "bad.ttir"
    bad.write_text("module {\n  tt.func @f() {\n    %0 = arith.addi %x, %x : i32\n    tt.return\n  }\n}\n")
    out = tmp_path / "out"
    assert main([str(bad), "--target", "cuda:90", "-o", str(out)]) == 1
    error = capsys.readouterr().err
    assert f"{bad}:3:" in error and "error:" in error
    assert not out.exists() or not any(out.iterdir())


def test_missing_input_file(tmp_path: Path, capsys):
    assert main([str(tmp_path / "absent.ttir")]) == 1
    assert "cannot read" in capsys.readouterr().err
