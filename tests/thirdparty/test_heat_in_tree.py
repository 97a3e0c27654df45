"""Heat 27's own plug-in sources (openstack-heat's heat/engine/resources,
fetched once by lint.corpus) loaded by plugin-sdk without Heat installed:
the modules that use only the plug-in API plugin-sdk serves load, every
other one fails with a one-line PluginLoadError, and a client-backed
in-tree type runs its life cycle against a fake client."""
import glob
import os

import pytest

from lint import corpus
from sdk import plugin_loader
from sdk.engine.clients import client_plugin as clients
from sdk.testing import Harness

from .conftest import HOT, run_actions
from .fakes import FakeNeutron


@pytest.fixture(scope="module")
def heat_tree():
    try:
        return corpus.heat_resources()
    except corpus.CorpusUnavailable as exc:
        pytest.skip(str(exc))


def test_in_tree_modules_load_or_fail_in_one_line(heat_tree):
    loaded, failed = [], []
    for path in sorted(glob.glob(os.path.join(heat_tree, "**", "*.py"), recursive=True)):
        if os.path.basename(path) == "__init__.py":
            continue
        try:
            plugin_loader.load_module_file(path)
        except plugin_loader.PluginLoadError as exc:
            failed.append(str(exc))
        else:
            loaded.append(os.path.relpath(path, heat_tree))
    # 63 of 169 before progress, template_format, password_gen, NeutronResource
    # and oslo_log were served.
    assert len(loaded) + len(failed) == 169
    assert len(loaded) >= 94, len(loaded)
    assert {"openstack/neutron/net.py", "openstack/neutron/security_group.py",
            "openstack/nova/keypair.py", "openstack/heat/none_resource.py",
            "openstack/designate/zone.py"} <= set(loaded)
    assert all("\n" not in message and ".py:" in message for message in failed)
    # What is not served says what to install.
    assert all("pip install" in message for message in failed
               if "ModuleNotFoundError" in message), failed


NET = HOT + """
resources:
  net: {type: OS::Neutron::Net, properties: {name: %s, value_specs: {mtu: 1400}}}
outputs:
  status: {value: {get_attr: [net, status]}}
  mtu: {value: {get_attr: [net, show, mtu]}}
"""


def test_heats_own_neutron_net_runs_on_a_fake_client(heat_tree):
    h = Harness(files=[os.path.join(heat_tree, "openstack", "neutron", "net.py")])
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
