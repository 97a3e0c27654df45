"""Published plug-ins that call OpenStack clients (MANIFEST.md), next to
Heat's own types, created, updated and deleted on the fake cloud."""
import os
import re
import sys

from .conftest import HERE, published

BGPVPN = os.path.join(HERE, "networking-bgpvpn")
EXAMPLES = ("networking-bgpvpn", "networking_bgpvpn_heat", "examples")


def bgpvpn_on_cloud(on_cloud):
    h, cloud = on_cloud(plugin_dirs=[BGPVPN])
    # Heat finds the constraint through the package's heat.constraints entry
    # point (its pyproject.toml); the vendored copy is not installed.
    module = sys.modules[h.env.get_class("OS::Neutron::BGPVPN").__module__]
    h.register_constraint("neutron.bgpvpn", module.BGPVPNConstraint)
    return h, cloud


def objects(cloud, collection):
    return cloud.openstack.select(collection, tick=False)


def test_bgpvpn_next_to_heats_network_creates_updates_and_deletes(on_cloud):
    """bgpvpn_test-00: the plug-in's BGPVPN and network association next to
    Heat's own OS::Neutron::Net and Subnet."""
    h, cloud = bgpvpn_on_cloud(on_cloud)
    template = published(*EXAMPLES, "bgpvpn_test-00.yaml")
    st = h.create_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    [vpn] = objects(cloud, "neutron.bgpvpns")
    assert (vpn["name"], vpn["route_targets"], vpn["import_targets"]) == (
        "default VPN", ["100:1000"], ["100:1001"])
    [assoc] = objects(cloud, "neutron.network_associations")
    assert assoc["network_id"] == st.resources["Net1"].resource_id
    assert type(st.resources["Net1"]).__module__ == "heat.engine.resources.openstack.neutron.net"

    st.update(template.replace('"default VPN"', '"renamed VPN"')
              .replace('import_targets: [ "100:1001"]', 'import_targets: [ "100:1001", "100:1003"]'))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    [vpn] = objects(cloud, "neutron.bgpvpns")
    assert (vpn["name"], vpn["import_targets"]) == ("renamed VPN", ["100:1001", "100:1003"])

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "neutron.bgpvpns") == []
    assert sorted(n["name"] for n in objects(cloud, "neutron.networks")) == ["private", "public"]


def test_bgpvpn_router_and_port_associations(on_cloud):
    """The tenant examples, bound to BGPVPNs an admin made first (by id, as
    their parameters ask)."""
    h, cloud = bgpvpn_on_cloud(on_cloud)
    admin = h.create_stack({"heat_template_version": "2013-05-23", "resources": {
        name: {"type": "OS::Neutron::BGPVPN", "properties": {"name": name}}
        for name in ("vpn", "vpn_bis")}})
    assert admin.state == ("CREATE", "COMPLETE"), admin.status_reason
    ids = {n: admin.resources[n].resource_id for n in ("vpn", "vpn_bis")}
    router = h.create_stack(published(*EXAMPLES, "bgpvpn_test-01bis_router-tenant.yaml"),
                            params={"bgpvpn": ids["vpn"]})
    assert router.state == ("CREATE", "COMPLETE"), router.status_reason
    [assoc] = objects(cloud, "neutron.router_associations")
    assert assoc["router_id"] == router.resources["Router1"].resource_id
    port = h.create_stack(published(*EXAMPLES, "bgpvpn_test-01ter_port-tenant.yaml"),
                          params={"bgpvpn": ids["vpn"], "bgpvpn_bis": ids["vpn_bis"]})
    assert port.state == ("CREATE", "COMPLETE"), port.status_reason
    assocs = {a["port_id"]: a for a in objects(cloud, "neutron.port_associations")}
    port1, port2 = (port.resources[p].resource_id for p in ("Port1", "Port2"))
    assert set(assocs) == {port1, port2}
    assert {a["_parent"] for a in assocs.values()} == {ids["vpn"]}
    assert assocs[port2]["advertise_fixed_ips"] is False
    assert assocs[port2]["routes"] == [
        {"type": "prefix", "prefix": "1.1.1.1/32", "local_pref": 42},
        {"type": "bgpvpn", "bgpvpn_id": ids["vpn_bis"]}]
    # The plug-in polls a deleted port association with show_port_association,
    # which python-neutronclient does not have (its name is
    # show_bgpvpn_port_assoc): on Heat 27 too the delete fails after the
    # association is gone, and deleting again completes.
    port.delete()
    assert port.state == ("DELETE", "FAILED")
    # (which association is deleted first follows the engine's order)
    assert re.fullmatch(
        r"Resource DELETE failed: AttributeError: resources\.BGPVPN_port_assoc[12]: "
        r"'Client' object has no attribute 'show_port_association'", port.status_reason), port.status_reason
    # the failing association is gone (the other one is deleted next time)
    assert len(objects(cloud, "neutron.port_associations")) < 2
    if port.convergence:
        # The convergence engine stops the traversal at the first failure,
        # so the other association's delete fails the same way next time.
        port.delete()
        assert port.state == ("DELETE", "FAILED")
        assert "show_port_association" in port.status_reason
        assert objects(cloud, "neutron.port_associations") == []
    for st in (port, router, admin):
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    for coll in ("bgpvpns", "router_associations", "port_associations"):
        assert objects(cloud, "neutron." + coll) == []
