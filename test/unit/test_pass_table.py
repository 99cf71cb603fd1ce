"""The registry is the one list of passes: every row resolves to its pass class, and the pass table
of docs/ARCHITECTURE.md is exactly what dev/pass_table.py generates from it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ttopt import registry

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "dev"))
import pass_table  # noqa: E402  (dev/pass_table.py)


@pytest.mark.parametrize("name", sorted(registry.PASSES))
def test_every_registered_pass_resolves_to_its_class(name):
    cls = registry.pass_class(name)
    assert cls is not None and cls.name == name
    assert cls.cpp_file.endswith(".cpp")


@pytest.mark.parametrize("name", sorted(registry.DIALECTS))
def test_every_registered_dialect_resolves(name):
    assert registry.dialect(name).name == name


def test_unknown_names_are_none():
    assert registry.pass_class("no-such-pass") is None and registry.dialect("nope") is None


def test_the_architecture_document_has_the_current_pass_table():
    document = pass_table.DOCUMENT.read_text()
    assert pass_table.with_table(document, pass_table.table()) == document, "run python dev/pass_table.py --write"


def test_pass_flags_are_found_in_run_lines():
    assert pass_table.runs_pass("// RUN: ttopt %s -tritongpu-coalesce | FileCheck %s", "tritongpu-coalesce")
    assert pass_table.runs_pass("// RUN: ttopt %s --pass-pipeline='builtin.module(cse,canonicalize{a=1})'", "canonicalize")
    assert not pass_table.runs_pass("// RUN: ttopt %s -tritongpu-coalesce-async-copy", "tritongpu-coalesce")
    assert not pass_table.runs_pass("// RUN: ttopt %s -triton-licm", "licm")
