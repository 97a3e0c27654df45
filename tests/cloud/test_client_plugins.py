"""Heat's client plug-ins (heat.engine.clients.os) on the fake cloud: the
real client libraries' clients, the helpers plug-ins call, Heat's error
predicates, fault injection, and the one-line error without the extra."""
import importlib
import re
import sys

import pytest

from sdk.common import exception
from sdk.engine.clients import os as os_clients
from sdk.testing.harness import Harness

#: client name -> the module of the client object it returns
LIBRARIES = {"aodh": "aodhclient", "barbican": "barbicanclient", "blazar": "blazarclient",
             "cinder": "cinderclient", "designate": "designateclient",
             "glance": "glanceclient", "heat": "heatclient", "ironic": "ironicclient",
             "keystone": "sdk.engine.clients.os.keystone", "magnum": "magnumclient",
             "manila": "manilaclient", "mistral": "mistralclient",
             "neutron": "neutronclient", "nova": "novaclient", "octavia": "octaviaclient",
             "openstack": "openstack", "swift": "swiftclient", "trove": "troveclient",
             "zaqar": "zaqarclient", "zun": "zunclient"}

PLUGIN = '''
from heat.engine import resource


class Probe(resource.Resource):
    """Reaches Heat's client plug-ins (the test drives them)."""

    properties_schema = {}
'''


@pytest.fixture
def probe(tmp_path, fake_cloud):
    (tmp_path / "probe.py").write_text(PLUGIN + "\ndef resource_mapping():\n"
                                       "    return {'Test::Probe': Probe}\n")
    h = Harness(files=[str(tmp_path / "probe.py")])
    fake_cloud.attach(h)
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"p": {"type": "Test::Probe"}}})
    yield st.resources["p"]
    h.close()


def test_heats_list_of_client_plugins():
    assert sorted(os_clients.PLUGINS) == sorted(LIBRARIES)


@pytest.mark.parametrize("name", sorted(LIBRARIES))
def test_each_plugin_returns_its_real_library_client(probe, name):
    plugin = probe.client_plugin(name)
    assert type(plugin).__module__.startswith("sdk.engine.clients.os")
    assert type(probe.client(name)).__module__.startswith(LIBRARIES[name])
    assert probe.client_plugin(name) is plugin   # one per context, as Heat's


def test_neutron_helpers_and_predicates(probe):
    neutron = probe.client_plugin("neutron")
    private = neutron.find_resourceid_by_name_or_id("network", "private")
    assert neutron.client().show_network(private)["network"]["name"] == "private"
    assert neutron.find_resourceid_by_name_or_id("network", private) == private
    subnet = neutron.find_resourceid_by_name_or_id("subnet", "private-subnet")
    assert neutron.network_id_from_subnet_id(subnet) == private
    assert neutron.has_extension("qos") and not neutron.has_extension("lbaasv2")
    assert neutron.get_secgroup_uuids(["default"]) == [
        neutron.find_resourceid_by_name_or_id("security_group", "default")]
    try:
        neutron.client().show_network("nope")
    except Exception as ex:
        assert neutron.is_not_found(ex) and not neutron.is_conflict(ex)
        neutron.ignore_not_found(ex)
        neutron.ignore_conflict_and_not_found(ex)
    port = neutron.client().create_port({"port": {"network_id": private}})["port"]
    with pytest.raises(Exception) as info:
        neutron.client().delete_network(private)
    assert neutron.is_conflict(info.value) and not neutron.is_not_found(info.value)
    with neutron.ignore_conflict_and_not_found:
        neutron.client().delete_network(private)
    with neutron.ignore_not_found:
        neutron.client().delete_port(port["id"])
        neutron.client().delete_port(port["id"])   # gone: swallowed
    with pytest.raises(Exception) as info:
        with neutron.ignore_not_found:
            neutron.client().delete_network(private)   # a conflict is not swallowed
    assert neutron.is_conflict(info.value)


def test_nova_helpers(probe, fake_cloud):
    nova = probe.client_plugin("nova")
    assert nova.get_flavor("m1.small").id == "2" == nova.find_flavor_by_name_or_id("2")
    assert nova.get_max_microversion() == "2.96"
    with pytest.raises(exception.EntityNotFound, match=r"The Server \(nope\) could not be found."):
        nova.get_server("nope")
    with pytest.raises(exception.EntityNotFound, match=r"The Key \(k\) could not be found."):
        nova.get_keypair("k")
    image = probe.client_plugin("glance").find_image_by_name_or_id("cirros-0.6.3-x86_64-disk")
    server = nova.client().servers.create("vm", image, "1", nics="auto")
    assert not nova._check_active(server.id)       # BUILD for two polls
    assert nova._check_active(server.id)
    found = fake_cloud.find(server.id)
    assert (found.service, found.status, found.name) == ("nova.servers", "ACTIVE", "vm")
    assert list(nova.client().servers.get(server.id).networks) == ["private"]
    nova.client().servers.delete(server.id)
    assert not nova.check_delete_server_complete(server.id)
    assert nova.check_delete_server_complete(server.id)


def test_faults_injected_in_the_fake_cloud_reach_the_real_clients(probe, fake_cloud):
    nova = probe.client_plugin("nova")
    image = probe.client_plugin("glance").find_image_by_name_or_id("cirros-0.6.3-x86_64-disk")
    fake_cloud.fail(call="create", service="nova")
    with pytest.raises(Exception) as info:
        nova.client().servers.create("vm", image, "1", nics="auto")
    assert info.value.code == 500 and "injected failure of call 1 to nova.create" in str(info.value)
    fake_cloud.end_in_error(call="create", service="nova")
    server = nova.client().servers.create("vm", image, "1", nics="auto")
    nova._check_active(server.id)
    with pytest.raises(exception.ResourceInError, match="Went to status ERROR"):
        nova._check_active(server.id)
    assert fake_cloud.vanish(server.id)
    with nova.ignore_not_found:
        nova.client().servers.get(server.id)
        pytest.fail("vanished, so not found")
    assert [c.method for c in fake_cloud.calls if c.service == "nova"][:2] == ["create", "create"]


def test_glance_cinder_and_keystone_helpers(probe):
    glance = probe.client_plugin("glance")
    with pytest.raises(Exception, match=r"No images matching \{'name': 'nope'\}."):
        glance.find_image_by_name_or_id("nope")
    cinder = probe.client_plugin("cinder")
    volume = cinder.client().volumes.create(1)
    assert cinder.get_volume(volume.id).status == "creating"
    assert cinder.get_volume(volume.id).status == "available"
    assert cinder.get_volume_type("lvmdriver-1") != cinder.get_volume_type("__DEFAULT__")
    keystone = probe.client_plugin("keystone")
    demo = keystone.get_project_id("demo")
    assert keystone.get_project_id("demo{Default}") == demo
    assert keystone.client().client.projects.get(demo).name == "demo"
    assert keystone.get_role_id("member") and keystone.get_domain_id("Default") == "default"
    with pytest.raises(exception.EntityNotFound, match=r"The KeystoneUser \(nope\)"):
        keystone.get_user_id("nope")


def test_swift_and_heat_endpoints(probe):
    swift = probe.client_plugin("swift")
    url = swift.get_signal_url("signals", "handle")
    assert url.startswith("http://cloud.invalid/v1/AUTH_") and "temp_url_sig" in url
    assert swift.client().get_object("signals", "handle")[1] == b"in progress"
    heat = probe.client_plugin("heat")
    assert heat.get_heat_url().startswith("http://cloud.invalid/heat-api/v1/")
    assert heat.get_cfn_metadata_server_url() == "http://cloud.invalid/heat-api-cfn/v1/"


def test_without_the_client_library_one_line_names_the_extra(probe, monkeypatch):
    for name in [m for m in sys.modules if m.split(".")[0] == "neutronclient"]:
        monkeypatch.setitem(sys.modules, name, None)
    for name in [m for m in sys.modules if m.startswith("sdk.engine.clients.os.neutron")]:
        monkeypatch.delitem(sys.modules, name)
    with pytest.raises(exception.Error) as info:
        probe.client_plugin("neutron")
    from sdk.common import install
    hint = install.pip_install("openstack")   # where this plugin-sdk came from
    assert str(info.value) == ("neutron needs the OpenStack client libraries (no module named "
                               "neutronclient): " + hint)
    constraint = probe.stack.env.get_constraint("neutron.network")()
    with pytest.raises(exception.Error, match=r"^custom constraint neutron.network: neutron/"
                       r"neutron_constraints needs .*: %s$" % re.escape(hint)):
        constraint.validate("private", probe.context)
    importlib.invalidate_caches()


def test_without_a_cloud_a_request_says_how_to_get_one(tmp_path):
    (tmp_path / "probe.py").write_text(PLUGIN + "\ndef resource_mapping():\n"
                                       "    return {'Test::Probe': Probe}\n")
    h = Harness(files=[str(tmp_path / "probe.py")])
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"p": {"type": "Test::Probe"}}})
    with pytest.raises(exception.Error, match="No cloud for the OpenStack clients: set OS_AUTH_URL"):
        st.resources["p"].client("neutron").list_networks()


def test_a_type_needs_the_service_extension_it_names(tmp_path, fake_cloud, heat_source_root):
    """required_service_extension is asked of the service, as Heat 27 asks:
    the fake Neutron serves FWaaS v2 only (``fwaas_v2``), so Heat's FWaaS v1
    OS::Neutron::FirewallRule (``fwaas``) is refused before anything is made;
    a plug-in naming one the cloud has (bgpvpn) is not."""
    (tmp_path / "vpn.py").write_text(
        "from heat.engine.resources.openstack.neutron import neutron\n\n\n"
        "class Vpn(neutron.NeutronResource):\n"
        "    required_service_extension = 'bgpvpn'\n    properties_schema = {}\n\n"
        "    def handle_create(self):\n        self.resource_id_set('v')\n\n\n"
        "def resource_mapping():\n    return {'Test::Vpn': Vpn}\n")
    h = Harness(files=[str(tmp_path / "vpn.py")])
    fake_cloud.attach(h)
    with pytest.raises(exception.ResourceTypeUnavailable) as err:
        h.create_stack({"heat_template_version": "2021-04-16", "resources": {
            "rule": {"type": "OS::Neutron::FirewallRule"}}})
    assert str(err.value) == (
        "HEAT-E99001 Service neutron is not available for resource type "
        "OS::Neutron::FirewallRule, reason: Required extension fwaas in neutron service is not "
        "available.")
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"vpn": {"type": "Test::Vpn"}}})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    h.close()
