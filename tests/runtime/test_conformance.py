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

#: Scenarios whose behaviour plugin-sdk does not match yet, with why. Each is
#: a strict xfail: when the runtime is fixed, the test fails until removed.
KNOWN_GAPS = {}


@pytest.mark.parametrize("path", [
    pytest.param(p, id=p.stem, marks=[pytest.mark.xfail(reason=KNOWN_GAPS[p.stem], strict=True)]
                 if p.stem in KNOWN_GAPS else []) for p in SCENARIOS])
def test_matches_real_heat(path):
    expected = json.loads((ROOT / "expected" / (path.stem + ".json")).read_text())
    assert scenario.differences(scenario.run(path), expected) == []


def test_scenarios_are_present():
    assert len(SCENARIOS) >= 70
    for p in SCENARIOS:
        assert p.exists(), p.stem
