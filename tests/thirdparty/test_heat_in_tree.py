"""Heat 27's own plug-in sources (openstack-heat's heat/engine/resources,
fetched without Heat's dependencies by sdk.common.heat_source) loaded on
plugin-sdk's runtime: every resource module imports under its Heat name,
and a client-backed in-tree type runs its life cycle against a fake client."""
import importlib
import os

import pytest

from sdk import plugin_loader
from sdk.common import heat_source
from sdk.engine.clients import client_plugin as clients
from sdk.testing import Harness
from sdk.testing.fakecloud import FakeCloud

from .conftest import HOT, ON_HEAT_ENGINE, run_actions
from .fakes import FakeNeutron


@pytest.fixture
def heat_root(heat_source_root):
    plugin_loader.install_heat_aliases()
    return heat_source_root


def test_every_in_tree_module_loads(heat_root):
    names = heat_source.resource_modules(heat_root)
    failed = {}
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:
            failed[name] = "%s: %s" % (type(exc).__name__, exc)
    assert len(names) == 169
    assert failed == {}


NET = HOT + """
resources:
  net: {type: OS::Neutron::Net, properties: {name: %s, value_specs: {mtu: 1400}}}
outputs:
  status: {value: {get_attr: [net, status]}}
  mtu: {value: {get_attr: [net, show, mtu]}}
"""


def test_heats_own_neutron_net_runs_on_a_fake_client(heat_root):
    h = Harness(modules=["heat.engine.resources.openstack.neutron.net"])
    neutron = FakeNeutron()
    h.register_client("neutron", clients.ClientPlugin(client=neutron))
    st = h.create_stack(NET % "blue")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    net_id = st.resources["net"].resource_id
    assert neutron.objects[net_id]["name"] == "blue"
    assert st.outputs == {"status": "ACTIVE", "mtu": 1400}
    st.update(NET % "green")
    assert st.resources["net"].state == ("UPDATE", "COMPLETE"), st.status_reason
    assert neutron.calls == [("update", {"network": {"name": "green"}})]
    run_actions(st)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert neutron.objects == {}


def test_plugins_on_heats_nested_stacks_signals_and_clients_load(heat_root):
    """Third-party plug-ins built on what only Heat's engine had: StackResource
    and SignalResponder (Heat's own module, from its source)."""
    h = Harness(files=[os.path.join(ON_HEAT_ENGINE, name)
                       for name in ("nested_stack.py", "signal_url.py")])
    assert {"Hypo::Cluster", "Hypo::Hook"} <= set(h.env.types)
    hook = h.env.types["Hypo::Hook"]
    assert [c.__module__ for c in hook.__mro__[1:3]] == [
        "heat.engine.resources.signal_responder", "heat.engine.resources.stack_user"]


SOFTWARE = """
heat_template_version: 2018-08-31
resources:
  cc:
    type: OS::Heat::CloudConfig
    properties:
      cloud_config: {packages: [nginx]}
  sc:
    type: OS::Heat::SoftwareConfig
    properties:
      group: script
      config: "#!/bin/sh\\necho hi"
      outputs: [{name: result}]
  mime:
    type: OS::Heat::MultipartMime
    properties:
      parts:
        - config: {get_resource: cc}
        - config: {get_resource: sc}
  server:
    type: OS::Nova::Server
    properties:
      image: cirros-0.6.3-x86_64-disk
      flavor: m1.tiny
      networks: [{network: private}]
      user_data_format: SOFTWARE_CONFIG
      software_config_transport: POLL_SERVER_HEAT
  deploy:
    type: OS::Heat::SoftwareDeployment
    properties:
      config: {get_resource: sc}
      server: {get_resource: server}
      signal_transport: NO_SIGNAL
      input_values: {colour: %s}
outputs:
  cloud_config: {value: {get_attr: [cc, config]}}
  mime: {value: {get_attr: [mime, config]}}
"""


def test_software_configs_and_a_deployment_on_a_server(heat_root):
    """Heat's software config types keep their configs in the engine
    (sdk.engine.service); a deployment's derived config reaches the
    server's metadata, where the agent on the server reads it."""
    h = Harness()
    cloud = FakeCloud().attach(h)
    try:
        st = h.create_stack(SOFTWARE % "blue")
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        assert st.outputs["cloud_config"] == "#cloud-config\npackages:\n- nginx\n"
        assert st.outputs["mime"].startswith("Content-Type: multipart/mixed")
        assert "#cloud-config" in st.outputs["mime"] and "echo hi" in st.outputs["mime"]
        [deployment] = st.resources["server"].metadata_get()["deployments"]
        inputs = {i["name"]: i["value"] for i in deployment["inputs"]}
        assert (deployment["group"], deployment["config"]) == ("script", "#!/bin/sh\necho hi")
        assert inputs["colour"] == "blue" and inputs["deploy_action"] == "CREATE"
        assert inputs["deploy_server_id"] == st.resources["server"].resource_id

        st.update(SOFTWARE % "green")
        assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
        [deployment] = st.resources["server"].metadata_get()["deployments"]
        inputs = {i["name"]: i["value"] for i in deployment["inputs"]}
        assert (inputs["colour"], inputs["deploy_action"]) == ("green", "UPDATE")
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
        assert cloud.openstack.select("nova.servers", tick=False) == []
    finally:
        h.close()


GROUPS = """
heat_template_version: 2018-08-31
parameters:
  size: {type: number, default: 2}
resources:
  asg:
    type: OS::Heat::AutoScalingGroup
    properties:
      min_size: 1
      max_size: 5
      desired_capacity: {get_param: size}
      resource: {type: OS::Heat::RandomString, properties: {length: 12}}
  chain:
    type: OS::Heat::ResourceChain
    properties:
      resources: [OS::Heat::Value, OS::Heat::Value]
      resource_properties: {value: v}
outputs:
  size: {value: {get_attr: [asg, current_size]}}
  values: {value: {get_attr: [asg, outputs_list, value]}}
  chain: {value: {get_attr: [chain, refs]}}
"""


def test_autoscaling_group_and_resource_chain(heat_root):
    h = Harness()
    st = h.create_stack(GROUPS)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert st.outputs["size"] == 2
    assert [len(v) for v in st.outputs["values"]] == [12, 12]
    # members named after their index in the chain's nested stack
    assert [ref.split("-")[3] for ref in st.outputs["chain"]] == ["0", "1"]
    st.update(GROUPS, params={"size": 4})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.outputs["size"] == 4
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


SIGNALS = """
heat_template_version: 2018-08-31
resources:
  handle: {type: OS::Heat::WaitConditionHandle}
  swift_handle: {type: OS::Heat::SwiftSignalHandle}
outputs:
  curl: {value: {get_attr: [handle, curl_cli]}}
  swift_url: {value: {get_attr: [swift_handle, endpoint]}}
"""


def test_signal_handles_from_heats_signal_responder(heat_root):
    """A stack user with a token (WaitConditionHandle) and a Swift TempURL
    (SwiftSignalHandle), both from Heat's own signal_responder, on the fake
    cloud's Keystone and Swift; a signal lands in the handle's metadata."""
    h = Harness()
    cloud = FakeCloud().attach(h)
    try:
        st = h.create_stack(SIGNALS)
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        assert st.outputs["curl"].startswith("curl -i -X POST -H 'X-Auth-Token: ")
        assert "/resources/handle/signal" in st.outputs["curl"]
        assert "temp_url_sig=" in st.outputs["swift_url"]
        users = [u["name"] for u in cloud.openstack.select("keystone.users", tick=False)]
        assert users == ["admin", "demo", "alt_demo",
                         st.resources["handle"].physical_resource_name()]  # its stack user
        st.signal("handle", {"status": "SUCCESS", "reason": "booted", "data": "ok", "id": "1"})
        assert st.resources["handle"].metadata_get() == {
            "1": {"status": "SUCCESS", "reason": "booted", "data": "ok"}}
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
        assert [u["name"] for u in cloud.openstack.select("keystone.users", tick=False)] == [
            "admin", "demo", "alt_demo"]
    finally:
        h.close()
