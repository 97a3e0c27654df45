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
    assert set(ops) == {"create", "update", "suspend", "resume", "check", "snapshot", "restore",
                        "delete"}
    assert engines == {"convergence", "legacy"}
    assert min(sizes) >= 2 and max(sizes) <= 6
    assert {"My::Widget", "My::NoUpdateWidget", "My::SimpleWidget"} <= types


@pytest.mark.parametrize("index", [0, 1, 2])
def test_generated_scenarios_run_on_the_runtime(tmp_path, index):
    path = tmp_path / "s.yaml"
    fuzz.write(fuzz.generate("5", index), path)
    records = scenario.run(path, engine="legacy")
    assert [r["op"] for r in records] == [s["op"] for s in fuzz.generate("5", index)["steps"]]


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
