"""tests/conformance/differences.py: how two records of one scenario (legacy
and convergence) are told apart, one class per kind of difference, and the
tables it generates (DIFFERENCES.md, docs/engine_differences.inc)."""
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "conformance"
spec = importlib.util.spec_from_file_location("differences", ROOT / "differences.py")
differences = importlib.util.module_from_spec(spec)
spec.loader.exec_module(differences)


def _rec(op="create", stack=("CREATE", "COMPLETE"), reason="ok", resources=None, outputs=None,
         calls=()):
    return {"op": op, "stack": list(stack), "status_reason": reason,
            "resources": resources or {}, "outputs": outputs or {}, "calls": list(calls)}


def _res(state=("CREATE", "COMPLETE"), rid="a-id", reason="state changed"):
    return {"state": list(state), "resource_id": rid, "status_reason": reason}


def _poll(name, n):
    return {"call": "check_create_complete", "resource": name, "poll": n}


def test_identical_records_have_no_difference():
    rec = [_rec(resources={"a": _res()}, calls=[{"call": "handle_create", "resource": "a"}])]
    assert differences.classify(rec, rec) == {}


def test_a_sibling_polling_on_after_a_failure():
    failed = ("CREATE", "FAILED")
    legacy = [_rec(stack=failed, calls=[_poll("sib", 1)])]
    convergence = [_rec(stack=failed, calls=[_poll("sib", 1), _poll("sib", 2)])]
    assert list(differences.classify(legacy, convergence)) == [
        "sibling polling after failure: +check_create_complete"]


def test_wording_purged_rows_and_output_errors_with_their_steps():
    legacy = [_rec(reason="Resource CREATE failed: x", outputs={"o": None}),
              _rec(op="delete", stack=("DELETE", "COMPLETE"), resources={"a": _res()})]
    convergence = [_rec(reason="x", outputs={"o": {"error": "ValueError: no"}}),
                   _rec(op="delete", stack=("DELETE", "COMPLETE"))]
    assert differences.classify(legacy, convergence) == {
        "stack status reason wording": [1], "output errors": [1], "purged rows": [2]}


def test_same_calls_in_another_order_and_check_aggregation():
    a, b = {"call": "handle_check", "resource": "a"}, {"call": "check_check_complete",
                                                       "resource": "a"}
    legacy = [_rec(op="check", reason="one", calls=[a, b])]
    convergence = [_rec(op="check", reason="two", calls=[b, a])]
    assert list(differences.classify(legacy, convergence)) == [
        "check aggregation", "handler call order"]


def test_the_generated_tables_of_differences_are_current():
    """DIFFERENCES.md and the docs page's table are what the records give."""
    assert differences.stale() == []
