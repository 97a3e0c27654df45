"""openstack/heat-templates' templates of Heat's own types (tests/published)
on both engines and the same fake cloud: Heat 27's own resource modules on
plugin-sdk's runtime (CI), or real Heat (``--engine heat``). The Keystone and
ResourceGroup templates run in tests/published on plugin-sdk only: under
Heat's test fixtures its keystone client is a stub, and its nested stacks
need a running engine service."""
import ipaddress
import os

import pytest

from sdk.cloud import compute

PUBLISHED = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "published",
                         "heat-templates", "hot")


def published(*path):
    with open(os.path.join(PUBLISHED, *path)) as f:
        return f.read()


@pytest.fixture
def plugin_dirs():
    return []


@pytest.fixture(autouse=True)
def heats_own_types(request):
    """plugin-sdk runs Heat's types from Heat's fetched source; real Heat has its own."""
    if request.config.getoption("plugin_sdk_engine") != "heat":
        request.getfixturevalue("heat_source_root")


def names(fake_cloud, collection):
    return sorted(o["name"] for o in fake_cloud.openstack.select(collection, tick=False))


def test_hello_world_fails_on_a_current_nova(make_stack, fake_cloud):
    compute.KEYPAIRS.create(fake_cloud.openstack, {"name": "heat_key"})
    st = make_stack(published("hello_world.yaml"), params={
        "key_name": "heat_key", "image": "cirros-0.6.3-x86_64-disk", "admin_pass": "Secr3t"})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: ValueError: resources.server: "
                                "nics are required after microversion 2.36")


def test_servers_in_new_neutron_net(make_stack, fake_cloud):
    compute.KEYPAIRS.create(fake_cloud.openstack, {"name": "heat_key"})
    st = make_stack(published("servers_in_new_neutron_net.yaml"), params={
        "key_name": "heat_key", "image": "cirros-0.6.3-x86_64-disk", "flavor": "m1.tiny",
        "public_net": "public", "private_net_name": "heat-net",
        "private_net_cidr": "10.10.10.0/24", "private_net_gateway": "10.10.10.1",
        "private_net_pool_start": "10.10.10.10", "private_net_pool_end": "10.10.10.100"})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    out = st.outputs
    assert {out["server1_private_ip"], out["server2_private_ip"]} == {"10.10.10.10", "10.10.10.11"}
    assert ipaddress.ip_address(out["server1_public_ip"]) in ipaddress.ip_network("172.24.4.0/24")
    assert out["server1_public_ip"] != out["server2_public_ip"]
    assert names(fake_cloud, "nova.servers") == ["Server1", "Server2"]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert names(fake_cloud, "nova.servers") == []
    assert names(fake_cloud, "neutron.networks") == ["private", "public"]

