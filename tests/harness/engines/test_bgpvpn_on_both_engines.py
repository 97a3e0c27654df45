"""networking-bgpvpn's published Heat plug-in (tests/published) next to
Heat's own OS::Neutron::Net and Subnet, on both engines and the same fake
cloud."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
BGPVPN = os.path.join(HERE, os.pardir, os.pardir, "published", "networking-bgpvpn")
EXAMPLE = os.path.join(BGPVPN, "networking_bgpvpn_heat", "examples", "bgpvpn_test-00.yaml")


@pytest.fixture
def plugin_dirs():
    return [BGPVPN]


@pytest.fixture(autouse=True)
def heats_own_types(request):
    """plugin-sdk runs Heat's types from Heat's fetched source; real Heat has its own."""
    if request.config.getoption("plugin_sdk_engine") != "heat":
        request.getfixturevalue("heat_source_root")


def test_bgpvpn_and_its_network_association(harness, make_stack, fake_cloud):
    # Heat finds the constraint through the package's heat.constraints entry point.
    module = sys.modules[harness.resource_class("OS::Neutron::BGPVPN").__module__]
    harness.register_constraint("neutron.bgpvpn", module.BGPVPNConstraint)
    with open(EXAMPLE) as f:
        template = f.read()
    st = make_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    [vpn] = fake_cloud.openstack.select("neutron.bgpvpns", tick=False)
    assert (vpn["name"], vpn["route_targets"]) == ("default VPN", ["100:1000"])
    [assoc] = fake_cloud.openstack.select("neutron.network_associations", tick=False)
    assert assoc["network_id"] == st.resources["Net1"].resource_id
    st.update(template.replace('"default VPN"', '"renamed VPN"'))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    [vpn] = fake_cloud.openstack.select("neutron.bgpvpns", tick=False)
    assert vpn["name"] == "renamed VPN"
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert fake_cloud.openstack.select("neutron.bgpvpns", tick=False) == []
