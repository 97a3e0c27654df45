"""Heat's client-free resource types (OS::Heat::None, Value, RandomString,
TestResource, Delay, AccessPolicy) behave as recorded from real Heat 27
(data/NAME.yaml, recorded on both of Heat's engines into data/legacy/ and
data/convergence/ by ``tests/conformance/record.py --builtin``), with
random ids masked; builtin_subclasses.* subclasses them through Heat's
import paths. Each engine's records are replayed in that engine mode (as in
test_conformance.py); data/unstable.json lists the records whose runs on
real Heat disagreed (independent resources in string-hash order): each
record is the PYTHONHASHSEED=1 run, whose order the runtime takes, so they
are compared strictly too."""
import json
import pathlib

import pytest

from sdk.common import exception
from sdk.common.password_gen import CLASS_CHARACTERS, random_string
from sdk.testing import Harness, scenario

DATA = pathlib.Path(__file__).resolve().parent / "data"
ENGINES = ("legacy", "convergence")
RECORDED = sorted(p.stem for p in DATA.glob("*.yaml"))


def masked(records):
    return scenario.masked(scenario.comparable(records))


def _replays_heat(name, engine):
    actual = scenario.run(DATA / ("%s.yaml" % name), engine=engine)
    expected = json.loads((DATA / engine / ("%s.json" % name)).read_text())
    assert masked(actual) == masked(expected)


@pytest.mark.parametrize("engine, name", [
    pytest.param(engine, name, id="%s-%s" % (engine, name))
    for engine in ENGINES for name in RECORDED])
def test_builtin_types_match_heat(name, engine):
    _replays_heat(name, engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_every_builtin_scenario_is_recorded_on_each_engine(engine):
    assert len(RECORDED) >= 18
    assert {p.stem for p in (DATA / engine).glob("*.json")} == set(RECORDED)


def test_random_string_honours_minimums():
    pools = [("abc", 3), (CLASS_CHARACTERS["digits"], 2)]
    for _ in range(20):
        value = random_string(8, pools)
        assert len(value) == 8
        assert sum(c in "abc" for c in value) >= 3 and sum(c.isdigit() for c in value) >= 2
        assert set(value) <= set("abc0123456789")


def test_random_string_reference_is_the_string_and_survives_reload():
    st = Harness().create_stack({"heat_template_version": "2021-04-16", "resources": {
        "r": {"type": "OS::Heat::RandomString", "properties": {"length": 10}}},
        "outputs": {"ref": {"value": {"get_resource": "r"}}, "val": {"value": {"get_attr": ["r", "value"]}}}})
    first = st.outputs
    assert len(first["ref"]) == 10 and first["ref"] == first["val"]
    assert st.check() and st.outputs == first


def test_test_resource_waits_on_the_virtual_clock():
    st = Harness().create_stack({"heat_template_version": "2021-04-16", "resources": {
        "t": {"type": "OS::Heat::TestResource", "properties": {"wait_secs": 30}}}})
    assert st.state == ("CREATE", "COMPLETE")
    created = [e.time for e in st.events if e.resource_name == "t"]
    assert created[-1] - created[0] > 30


def test_none_accepts_anything_and_is_never_replaced():
    st = Harness().create_stack({"heat_template_version": "2021-04-16", "resources": {
        "n": {"type": "OS::Heat::None", "properties": {"x": 1}}}})
    rid = st.resources["n"].resource_id
    assert st.update({"heat_template_version": "2021-04-16", "resources": {
        "n": {"type": "OS::Heat::None", "properties": {"y": [2]}}}})
    assert st.resources["n"].resource_id == rid and st.resources["n"].state == ("CREATE", "COMPLETE")


def test_value_requires_a_value():
    with pytest.raises(exception.StackValidationFailed, match="Property value not assigned"):
        Harness().create_stack({"heat_template_version": "2021-04-16",
                                "resources": {"v": {"type": "OS::Heat::Value"}}})


def test_delay_waits_on_the_virtual_clock_and_refuses_delays_beyond_the_timeout():
    h = Harness()
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
        "d": {"type": "OS::Heat::Delay", "properties": {"min_wait": 600}}}})
    assert st.state == ("CREATE", "COMPLETE") and 600 <= h.clock.time() < 620
    with pytest.raises(exception.StackValidationFailed,
                       match=r"^<bound method Resource.type of <heat.engine.resources.openstack.heat.delay.Delay "
                             r"object at 0x[0-9a-f]+>> maximum delay 120.0s exceeds stack timeout.: $"):
        h.create_stack({"heat_template_version": "2021-04-16", "resources": {
            "d": {"type": "OS::Heat::Delay", "properties": {"min_wait": 100, "max_jitter": 20}}}},
            timeout_mins=1)




BUILTIN_TYPES = json.loads((DATA / "builtin_resource_types.json").read_text())


@pytest.mark.parametrize("type_name", sorted(BUILTIN_TYPES))
def test_builtin_type_show_and_template_match_heat(type_name):
    # recorded by tests/conformance/record_resource_types.py --builtin
    h, heat = Harness(), BUILTIN_TYPES[type_name]
    shown = h.resource_type_show(type_name)
    shown.pop("description", None)
    assert json.loads(json.dumps(shown)) == heat["show"]
    template = json.loads(json.dumps(h.resource_type_template(type_name)))
    if heat["template"] == "KeyError('Any')":
        # Heat cannot generate it (no parameter type for Any); plugin-sdk uses json.
        assert template["parameters"]["value"]["type"] == "json"
    else:
        assert template == heat["template"]


def test_delay_subclass_timeout_error_names_the_subclass(make_harness):
    h = make_harness("""
        from heat.engine.resources.openstack.heat import delay

        class Slow(delay.Delay):
            pass

        def resource_mapping():
            return {"My::Slow": Slow}
        """)
    with pytest.raises(exception.StackValidationFailed,
                       match=r"^<bound method Resource.type of <\S+\.Slow object at 0x[0-9a-f]+>> "
                             r"maximum delay 100.0s exceeds stack timeout.: $"):
        h.create_stack({"heat_template_version": "2021-04-16", "resources": {
            "d": {"type": "My::Slow", "properties": {"min_wait": 100}}}}, timeout_mins=1)


def test_test_resource_polls_the_named_client_entity_while_it_waits():
    seen = []

    class Things:
        def get(self, entity_id):
            seen.append(entity_id)
            raise LookupError("ignored, as Heat ignores it")

    class Client:
        things = Things()

    class Plugin:
        def client(self):
            return Client()

    h = Harness()
    h.register_client("gadgets", Plugin())
    st = h.create_stack({"heat_template_version": "2021-04-16", "resources": {
        "t": {"type": "OS::Heat::TestResource", "properties": {
            "value": "v1", "wait_secs": 3, "client_name": "gadgets", "entity_name": "things"}}}})
    assert st.state == ("CREATE", "COMPLETE")
    assert seen and set(seen) == {"v1"}
