"""Life-cycle behaviour a plug-in author relies on (spec IDs in brackets)."""
import sys

import pytest

from sdk.common import exception

WIDGET = """
CALLS = []

class Widget(resource.Resource):
    properties_schema = {
        'size': properties.Schema(properties.Schema.INTEGER, 'Size.', default=1,
                                  constraints=[constraints.Range(1, 10)]),
        'colour': properties.Schema(properties.Schema.STRING, 'Colour.', update_allowed=True),
        'tag': properties.Schema(properties.Schema.STRING, 'Tag.', immutable=True),
        'polls': properties.Schema(properties.Schema.INTEGER, 'Polls.', default=0),
        'fail': properties.Schema(properties.Schema.STRING, 'Fail in.', default=''),
    }
    attributes_schema = {'label': attributes.Schema('Label.', type=attributes.Schema.STRING)}

    def handle_create(self):
        CALLS.append((self.name, 'handle_create'))
        if self.properties['fail'] == 'create':
            raise ValueError('boom')
        self.resource_id_set('id-' + self.name)
        return self.properties['polls']

    def check_create_complete(self, polls):
        CALLS.append((self.name, 'check_create_complete'))
        n = int(self.data().get('n', 0)) + 1
        self.data_set('n', str(n))
        return n > polls

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        CALLS.append((self.name, 'handle_update', dict(prop_diff), self.properties['colour']))

    def handle_delete(self):
        CALLS.append((self.name, 'handle_delete', self.resource_id))
        return self.resource_id

    def _resolve_attribute(self, name):
        return '%s-%s' % (self.properties['size'], self.properties['colour'])

def resource_mapping():
    return {'My::Widget': Widget}
"""


def tmpl(**resources):
    return {"heat_template_version": "2016-10-14", "resources": {
        name: {"type": "My::Widget", "properties": props} for name, props in resources.items()}}


@pytest.fixture
def h(make_harness):
    harness = make_harness(WIDGET)
    harness.calls = _module(harness).CALLS
    harness.calls.clear()
    return harness


def _module(harness):
    return sys.modules[harness.env.get_class("My::Widget").__module__]


def test_create_polls_then_completes(h):
    st = h.create_stack(tmpl(w={"polls": 2}))
    assert st.state == ("CREATE", "COMPLETE")
    assert st.status_reason == "Stack CREATE completed successfully"
    w = st.resources["w"]
    assert (w.state, w.resource_id, w.status_reason) == (("CREATE", "COMPLETE"), "id-w", "state changed")
    assert h.calls == [("w", "handle_create")] + [("w", "check_create_complete")] * 3


def test_create_failure_reasons(h):  # R13, K8, H1
    st = h.create_stack(tmpl(w={"fail": "create"}))
    assert st.state == ("CREATE", "FAILED")
    assert st.resources["w"].status_reason == "ValueError: resources.w: boom"
    assert st.status_reason == "Resource CREATE failed: ValueError: resources.w: boom"


def test_delete_after_failed_create_calls_handle_delete_with_none(h):  # R24, H10
    st = h.create_stack(tmpl(w={"fail": "create"}))
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert ("w", "handle_delete", None) in h.calls


def test_validation_errors_are_heat_messages(h):  # R52, P5, P10, C3
    with pytest.raises(exception.StackValidationFailed) as err:
        h.create_stack(tmpl(w={"size": "abc"}))
    assert str(err.value) == ("Property error: resources.w.properties.size: "
                              "Value 'abc' is not an integer")
    with pytest.raises(exception.StackValidationFailed) as err:
        h.create_stack(tmpl(w={"size": 11}))
    assert str(err.value) == ("Property error: resources.w.properties.size: "
                              "11 is out of range (min: 1, max: 10)")
    with pytest.raises(exception.StackValidationFailed) as err:
        h.create_stack(tmpl(w={"bogus": 1}))
    assert str(err.value) == "Property error: resources.w.properties: Unknown Property bogus"


def test_update_in_place_sees_old_properties(h):  # R30, R33, H3
    st = h.create_stack(tmpl(w={"colour": "red"}))
    h.calls.clear()
    st.update(tmpl(w={"colour": "blue"}))
    assert st.state == ("UPDATE", "COMPLETE")
    assert h.calls == [("w", "handle_update", {"colour": "blue"}, "red")]
    assert st.resources["w"].state == ("UPDATE", "COMPLETE")


def test_update_replaces_when_not_update_allowed(h):  # R30, R36
    st = h.create_stack(tmpl(w={"size": 2}))
    h.calls.clear()
    st.update(tmpl(w={"size": 3}))
    assert st.state == ("UPDATE", "COMPLETE")
    assert h.calls[0] == ("w", "handle_create")
    assert h.calls[-1] == ("w", "handle_delete", "id-w")
    assert st.resources["w"].state == ("CREATE", "COMPLETE")


def test_immutable_change_fails_update(h):  # R30, H4
    st = h.create_stack(tmpl(w={"tag": "a"}))
    st.update(tmpl(w={"tag": "b"}))
    w = st.resources["w"]
    assert w.state == ("UPDATE", "FAILED")
    assert w.status_reason == ("NotSupported: resources.w: Update to properties tag of w "
                               "(My::Widget) is not supported.")


def test_failed_resource_is_replaced_on_next_update(h):  # R28, H5
    st = h.create_stack(tmpl(w={"fail": "create"}))
    h.calls.clear()
    st.update(tmpl(w={"fail": ""}))
    assert st.state == ("UPDATE", "COMPLETE")
    assert st.resources["w"].state == ("CREATE", "COMPLETE")


def test_dependencies_order_create_and_delete(h):  # K1, K10
    t = tmpl(a={}, b={"colour": {"get_attr": ["a", "label"]}})
    t["resources"]["c"] = {"type": "My::Widget", "depends_on": "b"}
    st = h.create_stack(t)
    creates = [c[0] for c in h.calls if c[1] == "handle_create"]
    assert creates == ["a", "b", "c"]
    st.delete()
    deletes = [c[0] for c in h.calls if c[1] == "handle_delete"]
    assert deletes == ["c", "b", "a"]


def test_get_attr_and_outputs(h):  # K12, F8
    t = tmpl(a={"size": 3, "colour": "red"})
    t["outputs"] = {"label": {"value": {"get_attr": ["a", "label"]}},
                    "ref": {"value": {"get_resource": "a"}}}
    st = h.create_stack(t)
    assert st.outputs == {"label": "3-red", "ref": "id-a"}


def test_cycle_is_refused(h):  # K3
    t = tmpl(a={}, b={})
    t["resources"]["a"]["depends_on"] = "b"
    t["resources"]["b"]["depends_on"] = "a"
    with pytest.raises(exception.CircularDependencyException, match="Circular Dependency Found"):
        h.create_stack(t)


def test_unknown_type_is_refused(h):  # L6
    with pytest.raises(exception.StackValidationFailed,
                       match=r"The Resource Type \(No::Such\) could not be found."):
        h.create_stack({"heat_template_version": "2016-10-14",
                        "resources": {"x": {"type": "No::Such"}}})


def test_many_resources_poll_concurrently(h):  # K5: about the critical path, not the sum
    st = h.create_stack(tmpl(**{"r%d" % i: {"polls": 5} for i in range(20)}))
    assert st.state == ("CREATE", "COMPLETE")
    assert h.clock.time() <= 7


def test_fresh_instances_between_actions(h):  # K19
    st = h.create_stack(tmpl(w={}))
    first = st.resources["w"]
    st.check()
    assert st.resources["w"] is not first
    assert st.resources["w"].resource_id == "id-w"
    assert st.resources["w"].data() == {"n": "1"}
