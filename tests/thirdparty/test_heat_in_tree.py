"""Heat 27's own plug-in sources (openstack-heat's heat/engine/resources,
fetched without Heat's dependencies by sdk.heat_source) loaded on
plugin-sdk's runtime: every resource module imports under its Heat name,
and a client-backed in-tree type runs its life cycle against a fake client."""
import importlib
import os

import pytest

from sdk import heat_source, plugin_loader
from sdk.engine.clients import client_plugin as clients
from sdk.testing import Harness

from .conftest import HOT, ON_HEAT_ENGINE, run_actions
from .fakes import FakeNeutron


@pytest.fixture(scope="module")
def heat_root():
    root = heat_source.available()
    if root is None:
        message = "Heat's source is not fetched: run %s" % heat_source.FETCH_COMMAND
        if os.environ.get("CI"):
            pytest.fail(message)  # CI's nox session fetches it first
        pytest.skip(message)
    plugin_loader.install_heat_aliases()
    heat_source.install(root)
    return root


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
