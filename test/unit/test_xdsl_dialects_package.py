"""ttopt.xdsl_dialects_package: the body of xDSL's `xdsl.dialects` package runs when first
needed, and the package and `sys.meta_path` then answer as they do when it runs at import."""

from __future__ import annotations

import textwrap

from declared_classes import summary_of

# What a process sees of the package, before and after asking for a name its body defines; a
# `mydialect.irdl` file in the working directory is there to be found.
SCRIPT = textwrap.dedent(
    """
    import importlib.util, json, sys
    import ttopt
    import xdsl.dialects.builtin
    import xdsl.dialects

    seen = {"loaded at first": sorted(m for m in ("xdsl.utils.dialect_loader", "importlib.abc", "tempfile")
                                     if m in sys.modules)}
    seen["finders at first"] = [type(f).__name__ for f in sys.meta_path]
    seen["no such module"] = importlib.util.find_spec("no_such_module_anywhere") is None
    seen["loaded after a miss"] = "xdsl.utils.dialect_loader" in sys.modules
    seen["submodule not imported"] = hasattr(xdsl.dialects, "arith")
    if sys.argv[1] == "irdl":
        spec = importlib.util.find_spec("mydialect")
        seen["irdl spec"] = [spec.name, type(spec.loader).__name__, spec.origin.endswith("mydialect.irdl")]
    else:
        seen["dialects"] = sorted(xdsl.dialects.get_all_dialects())
    seen["finder"] = type(xdsl.dialects.IRDLDialectFinder).__name__
    seen["finders"] = [type(f).__name__ for f in sys.meta_path]
    import xdsl.dialects.arith
    seen["submodule imported"] = xdsl.dialects.arith.__name__
    print(json.dumps(seen))
    """
)


def run(case: str, eager: bool, directory) -> dict:
    (directory / "mydialect.irdl").write_text("")
    return summary_of(SCRIPT, "TTOPT_EAGER_XDSL_DIALECTS", eager, case, cwd=directory)


def test_the_body_runs_when_a_name_it_defines_is_asked_for(tmp_path):
    deferred, eager = run("names", eager=False, directory=tmp_path), run("names", eager=True, directory=tmp_path)
    assert deferred["loaded at first"] == [] and deferred["finders at first"][-1] == "DeferredBody"
    assert not deferred["loaded after a miss"], "a module found nowhere leaves the body alone"
    assert eager["loaded at first"] == ["importlib.abc", "tempfile", "xdsl.utils.dialect_loader"]
    for key in ("no such module", "submodule not imported", "dialects", "finder", "finders", "submodule imported"):
        assert deferred[key] == eager[key], key
    assert len(deferred["dialects"]) > 50 and deferred["finders"][-1] == "IRDLDialectFinder"


def test_a_module_in_an_irdl_file_is_found_by_xdsls_finder(tmp_path):
    deferred, eager = run("irdl", eager=False, directory=tmp_path), run("irdl", eager=True, directory=tmp_path)
    assert deferred["irdl spec"] == ["mydialect", "IRDLDialectLoader", True]
    assert deferred["irdl spec"] == eager["irdl spec"]
    assert deferred["finders"] == eager["finders"]
