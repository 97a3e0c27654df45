"""Replay every scenario recorded from real Heat (tests/conformance/) on
plugin-sdk's runtime and compare what a plug-in author can observe: stack
and resource states, status reasons, resource ids, outputs and, per
resource, the order of handler calls (the order of independent resources is
undefined in Heat, so calls are compared resource by resource)."""
import json
import pathlib

import pytest

from sdk.testing import scenario

ROOT = pathlib.Path(__file__).resolve().parents[1] / "conformance"
SCENARIOS = sorted(ROOT / "scenarios" / (p.stem + ".yaml") for p in (ROOT / "expected").glob("*.json"))
# expected/NAME.json: Heat's legacy engine; expected/convergence/NAME.json: its
# convergence engine (heat-oracle with engine: convergence).

#: Scenarios whose behaviour plugin-sdk does not match yet, with why. Each is
#: a strict xfail: when the runtime is fixed, the test fails until removed.
KNOWN_GAPS = {}


@pytest.mark.parametrize("path", [
    pytest.param(p, id=p.stem, marks=[pytest.mark.xfail(reason=KNOWN_GAPS[p.stem], strict=True)]
                 if p.stem in KNOWN_GAPS else []) for p in SCENARIOS])
def test_matches_real_heat(path):
    expected = json.loads((ROOT / "expected" / (path.stem + ".json")).read_text())
    assert scenario.differences(scenario.run(path, engine="legacy"), expected) == []


CONVERGENCE = sorted(ROOT / "scenarios" / (p.stem + ".yaml")
                     for p in (ROOT / "expected" / "convergence").glob("*.json"))

#: Convergence records plugin-sdk does not match yet, with why (strict xfail).
CONVERGENCE_GAPS = {
    "add_dependencies": "Heat's worker casts independent leaves in string-hash order; "
                        "the recorded run failed d before deleting t and v",
    "create_fail_sibling": "the recorded run processed the failing resource before its "
                           "sibling (string-hash order of the leaves)",
    "edge_delete_aborted_sibling": "string-hash order of the delete's leaves",
    "heat_delay_policy": "string-hash order of the resume's leaves (Delay fails first)",
    "update_failed_no_replace": "string-hash order of the create's leaves",
    "edge_swap_back_dependents": "the properties a row swapped back by a later update "
                                 "shows in its delete",
    "external_id": "an update keeping an external_id leaves the row's definition as it was",
}


@pytest.mark.parametrize("path", [
    pytest.param(p, id=p.stem, marks=[pytest.mark.xfail(reason=CONVERGENCE_GAPS[p.stem],
                                                        strict=True)]
                 if p.stem in CONVERGENCE_GAPS else []) for p in CONVERGENCE])
def test_matches_real_heat_convergence(path):
    expected = json.loads((ROOT / "expected" / "convergence" / (path.stem + ".json")).read_text())
    assert scenario.differences(scenario.run(path, engine="convergence"), expected) == []


def test_scenarios_are_present():
    assert len(SCENARIOS) >= 70
    for p in SCENARIOS:
        assert p.exists(), p.stem
