"""Vendors' Neutron extensions in the fake cloud (sdk/cloud/network_vendors.py),
through the vendors' own client code (vendored as test data in
tests/published/clients): Group-Based Policy through python-gbpclient, Nuage
through python-neutronclient extended with nuage-openstack-neutronclient."""
import os

import pytest
from neutronclient.common import exceptions as neutron_exc
from neutronclient.v2_0 import client as neutron_client

from sdk.cloud import network_vendors

CLIENTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "published", "clients")


@pytest.fixture
def gbp(session, monkeypatch):
    monkeypatch.syspath_prepend(os.path.join(CLIENTS, "python-group-based-policy-client"))
    from gbpclient.v2_0 import client
    return client.Client(session=session)


@pytest.fixture
def nuage(session, monkeypatch):
    """python-neutronclient with Nuage's extension modules, as its
    ``neutronclient.extension`` entry points add them to each client."""
    monkeypatch.syspath_prepend(os.path.join(CLIENTS, "nuage-openstack-neutronclient"))
    import importlib
    modules = [importlib.import_module("nuage_neutronclient." + m)
               for m in ("gateway", "netpartition", "redirecttarget")]
    monkeypatch.setattr(neutron_client.Client, "_register_extensions", lambda self, version: [
        self._extend_client_with_module(m, version) for m in modules])
    return neutron_client.Client(session=session)


def test_the_extensions_are_listed(gbp):
    aliases = {e["alias"] for e in gbp.list_extensions()["extensions"]}
    assert {"group-policy", "servicechain", "net-partition", "nuage-gateway",
            "nuage-redirect-target"} <= aliases


def test_gbp_objects_are_created_shown_listed_updated_and_deleted(os_cloud, gbp):
    l3p = gbp.create_l3_policy({"l3_policy": {"name": "l3p", "ip_pool": "10.20.0.0/16"}})["l3_policy"]
    assert (l3p["ip_pool"], l3p["subnet_prefix_length"], l3p["status"]) == ("10.20.0.0/16", 24, "ACTIVE")
    l2p = gbp.create_l2_policy({"l2_policy": {"name": "l2p", "l3_policy_id": l3p["id"]}})["l2_policy"]
    ptg = gbp.create_policy_target_group({"policy_target_group": {
        "name": "web", "l2_policy_id": l2p["id"]}})["policy_target_group"]
    assert gbp.show_policy_target_group(ptg["id"])["policy_target_group"]["l2_policy_id"] == l2p["id"]
    assert [p["name"] for p in gbp.list_l2_policies(name="l2p")["l2_policies"]] == ["l2p"]
    node = gbp.create_servicechain_node({"servicechain_node": {
        "name": "fw", "service_type": "FIREWALL"}})["servicechain_node"]
    spec = gbp.create_servicechain_spec({"servicechain_spec": {
        "name": "chain", "nodes": [node["id"]]}})["servicechain_spec"]
    assert os_cloud.lookup("neutron.servicechain_specs", spec["id"])["nodes"] == [node["id"]]

    updated = gbp.update_l3_policy(l3p["id"], {"l3_policy": {"name": "renamed"}})["l3_policy"]
    assert (updated["name"], updated["revision_number"]) == ("renamed", 1)

    gbp.delete_policy_target_group(ptg["id"])
    with pytest.raises(neutron_exc.NotFound) as info:
        gbp.show_policy_target_group(ptg["id"])
    assert info.value.status_code == 404
    assert str(info.value).startswith("Policy target group %s could not be found." % ptg["id"])


def test_nuage_gateway_vlans_and_vports(os_cloud, session, nuage):
    gw = network_vendors.GATEWAYS.create(os_cloud, {"name": "gw1"})
    port = network_vendors.GATEWAY_PORTS.create(os_cloud, {"name": "p1", "gateway": gw["id"],
                                                           "vlan": "100-200"})
    assert [p["id"] for p in nuage.list_nuage_gateway_ports(gateway=gw["id"])["nuage_gateway_ports"]] == \
        [port["id"]]
    with pytest.raises(neutron_exc.BadRequest, match="VLAN 99 is not in the port's ranges 100-200"):
        nuage.create_nuage_gateway_vlan({"nuage_gateway_vlan": {"gatewayport": port["id"], "value": 99}})
    vlan = nuage.create_nuage_gateway_vlan({"nuage_gateway_vlan": {
        "gatewayport": port["id"], "value": 150}})["nuage_gateway_vlan"]
    assert (vlan["gateway"], vlan["status"], vlan["assigned"]) == (gw["id"], "READY", [])
    with pytest.raises(neutron_exc.Conflict):
        nuage.create_nuage_gateway_vlan({"nuage_gateway_vlan": {"gatewayport": port["id"], "value": 150}})

    [subnet] = [s for s in os_cloud.select("neutron.subnets", tick=False) if s["name"] == "private-subnet"]
    vport = nuage.create_nuage_gateway_vport({"nuage_gateway_vport": {
        "gatewayvlan": vlan["id"], "subnet": subnet["id"], "tenant": "demo"}})["nuage_gateway_vport"]
    assert (vport["type"], vport["gatewayport"]) == ("bridge", port["id"])
    vlan = nuage.show_nuage_gateway_vlan(vlan["id"])["nuage_gateway_vlan"]
    assert (vlan["vport"], vlan["assigned"]) == (vport["id"], ["demo"])
    nuage.delete_nuage_gateway_vport(vport["id"])
    nuage.update_nuage_gateway_vlan(vlan["id"], {"nuage_gateway_vlan": {"action": "unassign",
                                                                        "tenant": "demo"}})
    vlan = nuage.show_nuage_gateway_vlan(vlan["id"])["nuage_gateway_vlan"]
    assert (vlan["vport"], vlan["assigned"]) == (None, [])


def test_nuage_mappings_need_their_net_partition_and_targets_take_their_vips(os_cloud, nuage):
    with pytest.raises(neutron_exc.NotFound, match="Net partition nope could not be found"):
        nuage.create_project_net_partition_mapping({"project_net_partition_mapping": {
            "project": "demo", "net_partition_id": "nope"}})
    partition = nuage.create_net_partition({"net_partition": {"name": "a"}})["net_partition"]
    nuage.create_project_net_partition_mapping({"project_net_partition_mapping": {
        "project": "demo", "net_partition_id": partition["id"]}})
    shown = nuage.show_project_net_partition_mapping("demo")["project_net_partition_mapping"]
    assert shown["net_partition_id"] == partition["id"]

    target = nuage.create_nuage_redirect_target({"nuage_redirect_target": {
        "name": "rt", "insertion_mode": "VIRTUAL_WIRE"}})["nuage_redirect_target"]
    nuage.create_nuage_redirect_target_vip({"nuage_redirect_target_vip": {
        "redirect_target_id": target["id"], "virtual_ip_address": "10.0.0.50"}})
    nuage.delete_nuage_redirect_target(target["id"])
    assert os_cloud.select("neutron.nuage_redirect_target_vips", tick=False) == []

