"""Replay every scenario recorded from real Heat (tests/conformance/) on
plugin-sdk's runtime and compare what a plug-in author can observe: stack
and resource states, status reasons, resource ids, outputs and, per
resource, the order of handler calls (the order of independent resources is
undefined in Heat, so calls are compared resource by resource)."""
import collections
import importlib.util
import json
import os
import pathlib
import uuid

import pytest
import yaml

from sdk import environment, exception, plugin_loader, template
from sdk import stack as stackm

ROOT = pathlib.Path(__file__).resolve().parents[1] / "conformance"
SCENARIOS = sorted(ROOT / "scenarios" / (p.stem + ".yaml") for p in (ROOT / "expected").glob("*.json"))

#: Scenarios whose behaviour plugin-sdk does not match yet, with why. Each is
#: a strict xfail: when the runtime is fixed, the test fails until removed.
KNOWN_GAPS = {}


def _load_env(scenario_path, plugin_names):
    plugin_loader.install_heat_aliases()
    env = environment.Environment(parent=environment.global_env())
    for rel in plugin_names:
        path = (scenario_path.parent / rel).resolve()
        name = "conformance_%s_%s" % (path.stem, uuid.uuid4().hex[:8])
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        plugin_loader.register_modules(env, [module])
    return env


def _err(exc):
    return "%s: %s" % (type(exc).__name__, exc)


def _calls(log):
    with open(log) as f:
        lines = [json.loads(line) for line in f if line.strip()]
    open(log, "w").close()
    return lines


def _record(st, calls):
    outputs = {}
    if st.action != "DELETE":
        for key in st.t.outputs(st):
            value, error = st.output(key)
            outputs[key] = {"error": _err(error)} if error is not None else value
    return {
        "stack": [st.action, st.status], "status_reason": st.status_reason,
        "resources": {n: {"state": [r.action, r.status], "resource_id": r.resource_id,
                          "status_reason": r.status_reason}
                      for n, r in sorted(st.resources.items())},
        "outputs": outputs, "calls": calls,
    }


def run_scenario(path, log):
    scenario = yaml.load(path.read_text(), Loader=template._Loader)
    env = _load_env(path, scenario.get("plugins", []))
    results, st, snapshots = [], None, {}
    for step in scenario["steps"]:
        op = step["op"]
        if op in ("create", "update"):
            # Stack.update validates the new template first and raises, leaving
            # the stack untouched, as Heat's API does; create is validated here.
            try:
                tmpl = template.Template(json.loads(json.dumps(step["template"])))
                if op == "create":
                    st = stackm.Stack("oracle", tmpl, env, step.get("params"),
                                      disable_rollback=step.get("disable_rollback", True))
                    st.validate()
                else:
                    st.disable_rollback = step.get("disable_rollback", True)
                    st.update(tmpl, step.get("params"))
            except Exception as exc:
                results.append({"op": op, "validate_error": _err(exc), "calls": _calls(log)})
                if op == "create":
                    break
                continue
            if op == "create":
                st.create()
        elif op == "snapshot":
            snapshots[step.get("name")] = st.snapshot(step.get("name"))
        elif op == "restore":
            st.restore(snapshots[step.get("name")])
        elif op == "delete_snapshot":
            st.delete_snapshot(snapshots.pop(step.get("name")))
        elif op in ("suspend", "resume", "check", "delete"):
            getattr(st, op)()
        else:
            raise ValueError("unknown op %r" % op)
        rec = _record(st, _calls(log))
        rec["op"] = op
        results.append(rec)
    return json.loads(json.dumps(results, sort_keys=True, default=str))


def _comparable(records):
    """Calls grouped by resource, order kept within each resource."""
    out = []
    for rec in records:
        rec = dict(rec)
        per = collections.defaultdict(list)
        for call in rec.pop("calls", []):
            per[call.get("resource")].append(call)
        rec["calls"] = dict(per)
        out.append(rec)
    return out


@pytest.mark.parametrize("path", [
    pytest.param(p, id=p.stem, marks=[pytest.mark.xfail(reason=KNOWN_GAPS[p.stem], strict=True)]
                 if p.stem in KNOWN_GAPS else []) for p in SCENARIOS])
def test_matches_real_heat(path, tmp_path, monkeypatch):
    log = tmp_path / "calls.log"
    log.write_text("")
    monkeypatch.setenv("CALLS_LOG", str(log))
    # The recordings come from Heat's unit-test fixtures, which make
    # exception format errors fatal (see the README's fixture caveats).
    monkeypatch.setattr(exception, "_FATAL_EXCEPTION_FORMAT_ERRORS", True)
    expected = json.loads((ROOT / "expected" / (path.stem + ".json")).read_text())
    actual = run_scenario(path, str(log))
    assert _comparable(actual) == _comparable(expected)


def test_scenarios_are_present():
    assert len(SCENARIOS) >= 70
    for p in SCENARIOS:
        assert p.exists(), p.stem
