"""tests/conformance/fuzz.py, the randomised differential generator: a seed
gives the same scenarios everywhere, and they are valid scenarios that cover
what the generator promises (the real-Heat side is a developer run)."""
import collections
import importlib.util
import pathlib

import pytest

from sdk.testing import scenario

FUZZ = pathlib.Path(__file__).resolve().parents[1] / "conformance" / "fuzz.py"
_spec = importlib.util.spec_from_file_location("conformance_fuzz", FUZZ)
fuzz = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fuzz)


def test_a_seed_gives_the_same_scenarios(tmp_path):
    first = [fuzz.generate("7", i) for i in range(10)]
    assert first == [fuzz.generate("7", i) for i in range(10)]
    assert first != [fuzz.generate("8", i) for i in range(10)]
    fuzz.main(["generate", "--seed", "7", "--count", "3", "--start", "4", "--out", str(tmp_path)])
    texts = sorted(p.name for p in tmp_path.iterdir())
    assert texts == ["fuzz_7_4.yaml", "fuzz_7_5.yaml", "fuzz_7_6.yaml"]
    assert fuzz.read(tmp_path / "fuzz_7_5.yaml") == fuzz.generate("7", 5)


def test_generated_scenarios_are_valid_and_varied(tmp_path):
    ops, types, sizes, engines = collections.Counter(), set(), set(), set()
    for i in range(60):
        path = tmp_path / ("s%d.yaml" % i)
        fuzz.write(fuzz.generate("3", i), path)
        data = scenario.load(path)
        engines.add(data["engine"])
        ops.update(s["op"] for s in data["steps"])
        for step in data["steps"]:
            if "template" in step:
                res = step["template"]["resources"]
                sizes.add(len(res))
                types.update(r["type"] for r in res.values())
    assert set(ops) >= {"create", "update", "suspend", "resume", "check", "snapshot", "restore",
                        "delete", "mark_unhealthy"}
    assert set(ops) <= set(scenario.OPS)
    assert engines == {"convergence", "legacy"}
    assert min(sizes) >= 2 and max(sizes) <= 6
    assert {"My::Widget", "My::NoUpdateWidget", "My::SimpleWidget"} <= types


@pytest.mark.parametrize("index", [0, 1, 2])
def test_generated_scenarios_run_on_the_runtime(tmp_path, index):
    path = tmp_path / "s.yaml"
    fuzz.write(fuzz.generate("5", index), path)
    records = scenario.run(path, engine="legacy")
    ops = [s["op"] for s in fuzz.generate("5", index)["steps"]]
    if "validate_error" in records[0]:  # a create that does not validate ends the scenario
        ops = ops[:1]
    assert [r["op"] for r in records] == ops


def test_removing_a_resource_drops_every_read_of_it():
    resources = {"a": {"type": "My::Widget", "properties": {"value": "a1"}},
                 "b": {"type": "My::Widget", "depends_on": ["a"],
                       "properties": {"value": {"get_attr": ["a", "value"]}}}}
    outputs = {"o0": {"value": {"get_resource": "a"}}, "o1": {"value": {"get_resource": "b"}}}
    res, outs = fuzz._without(resources, outputs, "a")
    assert res == {"b": {"type": "My::Widget", "properties": {"value": "was-a"}}}
    assert outs == {"o1": {"value": {"get_resource": "b"}}}


def test_minimising_candidates_are_smaller_valid_scenarios(tmp_path):
    data = fuzz.generate("2", 0)
    size = len(repr(data))
    for i, cand in enumerate(fuzz._candidates(data)):
        assert len(repr(cand)) < size
        fuzz.write(cand, tmp_path / ("c%d.yaml" % i))
        scenario.load(tmp_path / ("c%d.yaml" % i))


def test_generated_scenarios_cover_the_wider_features():
    """Parameters (constrained, immutable) passed and changed, conditions
    toggled, bad property values, external_id, restricted_actions,
    update_policy, timeouts, rollback and the per-resource calls all occur."""
    seen = collections.Counter()
    for i in range(200):
        data = fuzz.generate("4", i)
        for step in data["steps"]:
            seen[step["op"]] += 1
            for key in ("params", "environment", "timeout_mins"):
                seen[key] += key in step
            seen["rollback"] += step.get("disable_rollback") is False
            if step["op"] == "update" and "flag" in step.get("params", {}):
                seen["flag toggled"] += 1
            if "template" not in step:
                continue
            tmpl = step["template"]
            params = tmpl.get("parameters", {})
            seen["immutable"] += any(p.get("immutable") for p in params.values())
            seen["constrained"] += any("constraints" in p for p in params.values())
            seen["conditions"] += "conditions" in tmpl
            for res in tmpl["resources"].values():
                for key in ("condition", "external_id", "update_policy"):
                    seen[key] += key in res
                seen["bad size"] += res["properties"].get("size") in fuzz.BAD_SIZES
                seen["get_param"] += "get_param" in repr(res["properties"])
            seen["guarded output"] += any("condition" in o for o in tmpl.get("outputs", {}).values())
    wanted = {"params", "environment", "timeout_mins", "rollback", "flag toggled", "immutable",
              "constrained", "conditions", "condition", "external_id", "update_policy",
              "bad size", "get_param", "guarded output", "mark_unhealthy", "signal",
              "delete_snapshot", "abandon", "restore"}
    assert {k for k in wanted if not seen[k]} == set()


@pytest.mark.parametrize("seed", ["1", "4", "9"])
def test_conditioned_resources_are_read_only_by_outputs_under_their_condition(seed):
    for i in range(80):
        for step in fuzz.generate(seed, i)["steps"]:
            if "template" not in step:
                continue
            resources = step["template"]["resources"]
            conds = {n: r["condition"] for n, r in resources.items() if "condition" in r}
            for name, res in resources.items():
                read = fuzz._refs(res.get("properties")) | set(res.get("depends_on", []))
                assert not read & (set(conds) - {name})
            for out in step["template"].get("outputs", {}).values():
                names = fuzz._refs(out["value"]) & set(conds)
                assert out.get("condition") == (conds[min(names)] if names else None)


def test_guard_strips_reads_of_a_conditioned_resource():
    resources = {"a": {"type": "My::Widget", "properties": {"value": "a1"}, "condition": "c_on"},
                 "b": {"type": "My::Widget", "depends_on": ["a"],
                       "properties": {"value": {"get_attr": ["a", "value"]}}}}
    outputs = {"o0": {"value": {"get_resource": "a"}}, "o1": {"value": {"get_resource": "b"},
                                                               "condition": "c_off"}}
    res, outs = fuzz._guard(resources, outputs)
    assert res["b"] == {"type": "My::Widget", "properties": {"value": "was-a"}}
    assert res["a"] == resources["a"]
    assert outs == {"o0": {"value": {"get_resource": "a"}, "condition": "c_on"},
                    "o1": {"value": {"get_resource": "b"}}}


def test_minimising_keeps_the_template_head():
    data = next(fuzz.generate("4", i) for i in range(100)
                if "parameters" in fuzz.generate("4", i)["steps"][0]["template"])
    head = data["steps"][0]["template"]["parameters"]
    for cand in fuzz._candidates(data):
        tmpl = cand["steps"][0]["template"]
        assert tmpl["parameters"] == head
