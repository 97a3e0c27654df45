"""The fake cloud as plug-ins see it: polled operations, errors, faults."""
import os

import pytest

from sdk.testing import FakeCloud, Harness
from sdk.testing.fakecloud import BadRequest, Conflict, InjectedFault, NotFound

PLUGINS = os.path.join(os.path.dirname(__file__), "plugins")
GADGET = {"heat_template_version": "2016-10-14",
          "resources": {"g": {"type": "Test::Gadget", "properties": {"name": "one"}}}}


def test_operations_finish_after_the_configured_number_of_polls():
    svc = FakeCloud().service("widgets", polls=3)
    obj = svc.create(name="w")
    assert obj.status == "BUILD"
    assert [svc.get(obj.id).status for _ in range(3)] == ["BUILD", "BUILD", "ACTIVE"]
    svc.action(obj.id, "suspend")
    assert [svc.get(obj.id).status for _ in range(3)] == ["SUSPENDING", "SUSPENDING", "SUSPENDED"]
    svc.delete(obj.id)
    svc.get(obj.id), svc.get(obj.id)
    with pytest.raises(NotFound):
        svc.get(obj.id)


def test_busy_objects_conflict_and_missing_ones_are_not_found():
    svc = FakeCloud().service("widgets", polls=1)
    obj = svc.create(name="w")
    with pytest.raises(Conflict):
        svc.update(obj.id, name="v")
    with pytest.raises(NotFound):
        svc.delete("widgets-99")
    with pytest.raises(BadRequest):
        svc.get(None)
    with pytest.raises(AttributeError, match="no method or sibling service 'craete'"):
        svc.craete  # noqa: B018  the attribute access is what raises


def test_faults_count_calls_from_when_they_are_injected():
    cloud = FakeCloud(polls=0)
    svc = cloud.service("widgets")
    svc.create()
    cloud.fail(call="create", nth=2, error=Conflict("busy"))
    svc.create()
    with pytest.raises(Conflict, match="busy"):
        svc.create()
    svc.create()
    cloud.fail(call="get")
    with pytest.raises(InjectedFault, match="call 1 to widgets.get"):
        svc.get("widgets-1")
    assert [str(c) for c in cloud.calls[-2:]] == ["widgets.create()", "widgets.get('widgets-1')"]


@pytest.fixture
def harness():
    h = Harness(plugin_dirs=[PLUGINS])
    return h, FakeCloud().attach(h)


def test_plugins_reach_the_fake_cloud_through_their_client_name(harness):
    h, cloud = harness
    st = h.create_stack(GADGET)
    assert st.state == ("CREATE", "COMPLETE")
    res = st.resources["g"]
    assert cloud.find(res.resource_id).fields["name"] == "one"
    assert res.FnGetAtt("show")["status"] == "ACTIVE"
    gets = [c for c in cloud.calls if c.method == "get" and c.object_id == res.resource_id]
    assert len(gets) >= 2  # check_create_complete polled until ACTIVE


def test_an_operation_that_never_finishes_times_the_stack_out(harness):
    h, cloud = harness
    cloud.never_finish(call="create")
    st = h.create_stack(GADGET, timeout_mins=1)
    assert st.state == ("CREATE", "FAILED")
    # the convergence engine's wording (the legacy one says "Create timed out")
    assert st.status_reason == "Timed out"


def test_a_failing_poll_fails_the_resource(harness):
    h, cloud = harness
    cloud.fail(call="get", nth=1, error=RuntimeError("lost connection"))
    st = h.create_stack(GADGET)
    assert st.resources["g"].status_reason == "RuntimeError: resources.g: lost connection"


def test_delete_ignores_a_vanished_object_when_the_plugin_ignores_not_found(harness):
    h, cloud = harness
    st = h.create_stack(GADGET)
    assert cloud.vanish(st.resources["g"].resource_id)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE")
    assert cloud.objects() == []


def test_an_operation_can_end_in_error():
    cloud = FakeCloud(polls=1)
    svc = cloud.service("widgets")
    cloud.end_in_error(call="update", nth=2)
    obj = svc.create()
    svc.get(obj.id)
    svc.update(obj.id, size=1)
    assert svc.get(obj.id).status == "ACTIVE"
    svc.update(obj.id, size=2)
    assert svc.get(obj.id).status == "ERROR"


def test_any_client_name_is_a_fake_service_unless_registered():
    from sdk.engine.clients import client_plugin as clients
    h = Harness()
    own = clients.ClientPlugin()
    h.register_client("mine", own)
    cloud = FakeCloud().attach(h)
    assert h.env.get_client_plugin("mine") is own
    plugin = h.env.get_client_plugin("anything")
    assert plugin is h.env.get_client_plugin("anything")
    assert "anything" in cloud.services
