"""What the runtime reuses to stay fast (parsed definitions, shared property
schemas, lazily built parts of a resource) must never show: every stack and
action sees its own values."""
import sys

import pytest

from sdk.common import exception

PLUGIN = """
CALLS = []

class Box(resource.Resource):
    properties_schema = {
        'label': properties.Schema(properties.Schema.STRING, 'Label.', update_allowed=True),
    }
    attributes_schema = {'shown': attributes.Schema('The label.', type=attributes.Schema.STRING)}

    def handle_create(self):
        CALLS.append(('create', self.name, self.properties['label']))
        self.resource_id_set('id-' + self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        CALLS.append(('update', self.name, self.properties['label'], dict(prop_diff)))

    def _resolve_attribute(self, name):
        return self.properties['label']


class After(Box):
    def add_dependencies(self, deps):
        deps += (self, self.stack['first'])


def resource_mapping():
    return {'Test::Box': Box, 'Test::After': After}
"""


@pytest.fixture
def h(make_harness):
    harness = make_harness(PLUGIN)
    harness.calls = sys.modules[harness.env.get_class("Test::Box").__module__].CALLS
    harness.calls.clear()
    return harness


def box(label, kind="Test::Box"):
    return {"type": kind, "properties": {"label": label}}


def template(**resources):
    return {"heat_template_version": "2016-10-14", "resources": resources,
            "outputs": {"shown": {"value": {"get_attr": ["b", "shown"]}}}}


def test_updated_functions_resolve_against_the_stack_itself(h):
    st = h.create_stack(template(a=box("one"), b=box({"get_resource": "a"})))
    st.update(template(a=box("two"), b=box({"list_join": [":", [
        {"get_param": "OS::stack_id"}, {"get_resource": "a"}]]})))
    assert st.state == ("UPDATE", "COMPLETE")
    expected = "%s:id-a" % st.id
    assert st.resources["b"].properties["label"] == expected
    assert st.outputs == {"shown": expected}
    assert ("update", "b", "id-a", {"label": expected}) in h.calls


def test_two_stacks_of_one_plugin_keep_their_own_values(h):
    first = h.create_stack(template(a=box("x"), b=box({"get_resource": "a"})), name="first")
    second = h.create_stack(template(a=box("y"), b=box({"get_param": "OS::stack_name"})),
                            name="second")
    first.update(template(a=box("x2"), b=box({"get_param": "OS::stack_name"})))
    assert first.outputs == {"shown": "first"}
    assert second.outputs == {"shown": "second"}
    assert first.resources["a"].properties["label"] == "x2"
    assert second.resources["a"].properties["label"] == "y"


def test_attributes_after_the_stack_rebuilds_its_resources(h):
    st = h.create_stack(template(a=box("one"), b=box("shown")))
    st.check()  # rebuilds every resource from its stored state
    assert st.resources["b"].FnGetAtt("shown") == "shown"
    assert st.outputs == {"shown": "shown"}


def test_add_dependencies_of_a_plugin_orders_creation(h):
    h.create_stack({"heat_template_version": "2016-10-14", "resources": {
        "later": box("l", "Test::After"), "first": box("f")}})
    assert [c[1] for c in h.calls if c[0] == "create"] == ["first", "later"]


def test_translation_keeps_the_properties_it_was_given():
    from sdk.engine import properties, translation
    props = properties.Properties({}, {})
    assert translation.Translation(props).properties is props
    assert translation.Translation({"plain": "mapping"}).properties == {"plain": "mapping"}
    assert translation.Translation().properties is None


def test_a_resource_keeps_its_uuid_when_the_stack_rebuilds_it(h):
    st = h.create_stack(template(a=box("one"), b=box("two")))
    st.check()  # rebuilt before anyone read the uuid
    name = st.resources["a"].physical_resource_name()
    uuid = st.resources["a"].uuid
    st.update(template(a=box("three"), b=box("two")))  # in place
    st.suspend()
    assert st.resources["a"].uuid == uuid
    assert st.resources["a"].physical_resource_name() == name
    assert st.resources["b"].uuid != uuid


def test_properties_compare_as_mappings_do(h):
    st = h.create_stack(template(a=box("one"), b=box({"get_resource": "a"})))
    props = st.resources["b"].properties
    assert props == {"label": "id-a"}
    assert props != {"label": "other"}
    assert props != {"label": "id-a", "extra": 1}
    assert (props == ["label"]) is False


class _Cycle:
    def __init__(self):
        self.me = self


def test_an_action_restores_the_collector_thresholds_even_when_it_fails(h):
    """Stack actions let the garbage collector wait longer while they run
    (scheduler.QuietCollector); a program's own settings come back after."""
    import gc
    saved = gc.get_threshold()
    gc.set_threshold(500, 7, 9)
    try:
        st = h.create_stack(template(a=box("one"), b=box("two")))
        st.update(template(a=box("three"), b=box("two")))
        assert gc.get_threshold() == (500, 7, 9)
        with pytest.raises(exception.StackValidationFailed):
            st.update(template(a=box("four"), b={"type": "Test::Missing"}))
        assert gc.get_threshold() == (500, 7, 9)
        gc.set_threshold(0)  # collection turned off by the program stays off
        st.delete()
        assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*saved)


def test_cycles_made_during_a_long_action_are_still_collected():
    import gc
    import weakref

    from sdk.engine import scheduler
    with scheduler.QuietCollector(young_threshold=2000):
        cycle = _Cycle()
        ref = weakref.ref(cycle)
        del cycle
        kept = [[] for _ in range(5000)]  # allocations past the raised threshold
        assert ref() is None
        del kept
    assert gc.get_threshold()[0] != 2000
