"""A plug-in that reaches OpenStack through Heat's client plug-ins, on both
engines: plugin-sdk's client plug-ins (CI) or real Heat's own (``--engine
heat``), both through the real client libraries to the same fake cloud."""
import os

import pytest

TEMPLATE = {"heat_template_version": "2016-10-14",
            "parameters": {"flavor": {"type": "string", "default": "m1.tiny"}},
            "resources": {"vm": {"type": "Test::Server", "properties": {
                "network": "private", "flavor": {"get_param": "flavor"}}}},
            "outputs": {"address": {"value": {"get_attr": ["vm", "address"]}}}}


@pytest.fixture
def plugin_dirs():
    return [os.path.join(os.path.dirname(__file__), "openstack_plugins")]


def test_a_server_and_its_port_are_made_and_removed_in_the_fake_cloud(make_stack, fake_cloud):
    st = make_stack(TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    server_id = st.resources["vm"].resource_id
    servers = fake_cloud.openstack.collection("nova.servers")
    assert list(servers) == [server_id] and servers[server_id]["status"] == "ACTIVE"
    port = st.resources["vm"].data()["port"]
    address = fake_cloud.openstack.lookup("neutron.ports", port)["fixed_ips"][0]["ip_address"]
    assert st.outputs["address"] == address and address.startswith("10.0.0.")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert fake_cloud.openstack.collection("nova.servers") == {}
    assert fake_cloud.openstack.lookup("neutron.ports", port) is None


def test_heats_flavor_constraint_refuses_an_unknown_flavor(harness, fake_cloud):
    with pytest.raises(harness.validation_error) as info:
        harness.create_stack(dict(TEMPLATE, parameters={
            "flavor": {"type": "string", "default": "m1.huge"}}))
    assert str(info.value) == ("Property error: resources.vm.properties.flavor: Error "
                               "validating value 'm1.huge': No Flavor matching "
                               "{'name': 'm1.huge'}. (HTTP 404)")


def test_a_server_ending_in_error_is_deleted_and_made_again(make_stack, fake_cloud):
    """Heat retries a create that went to ERROR (action_retry_limit)."""
    fake_cloud.end_in_error(call="create", service="nova")
    st = make_stack(TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    made = [c for c in fake_cloud.calls if (c.service, c.method) == ("nova", "create")]
    assert len(made) == 2
    assert list(fake_cloud.openstack.collection("nova.servers")) == [
        st.resources["vm"].resource_id]
