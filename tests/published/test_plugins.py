"""Published plug-ins that call OpenStack clients (MANIFEST.md), next to
Heat's own types, created, updated and deleted on the fake cloud."""
import os
import sys

from .conftest import HERE, published

BGPVPN = os.path.join(HERE, "networking-bgpvpn")
CONTRIB = os.path.join(HERE, "heat-contrib", "contrib")
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
    assert port.status_reason == (
        "Resource DELETE failed: AttributeError: resources.BGPVPN_port_assoc1: "
        "'Client' object has no attribute 'show_port_association'")
    assert objects(cloud, "neutron.port_associations") == []
    for st in (port, router, admin):
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    for coll in ("bgpvpns", "router_associations", "port_associations"):
        assert objects(cloud, "neutron." + coll) == []


def contrib(on_cloud, path):
    return on_cloud(files=[os.path.join(CONTRIB, path)])


def hot(resources, outputs=None):
    return {"heat_template_version": "2015-04-30", "resources": resources,
            "outputs": outputs or {}}


def test_contrib_nova_flavor(on_cloud):
    h, cloud = contrib(on_cloud, "nova_flavor/nova_flavor/resources/nova_flavor.py")
    flavor = {"type": "OS::Nova::Flavor", "properties": {"ram": 512, "vcpus": 2, "disk": 5}}
    st = h.create_stack(hot({"flavor": flavor}))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    made = cloud.openstack.lookup("nova.flavors", st.resources["flavor"].resource_id)
    assert (made["ram"], made["vcpus"], made["disk"]) == (512, 2, 5)
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.lookup("nova.flavors", made["id"]) is None


def test_contrib_cinder_volume_type(on_cloud):
    h, cloud = contrib(on_cloud, "cinder_volume_type/cinder_volume_type/resources/cinder_volume_type.py")
    vtype = {"type": "OS::Cinder::VolumeType", "properties": {"name": "gold",
                                                              "metadata": {"tier": "1"}}}
    st = h.create_stack(hot({"vtype": vtype}))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    vtype["properties"]["metadata"] = {"tier": "2"}
    st.update(hot({"vtype": vtype}))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    made = cloud.openstack.lookup("cinder.types", st.resources["vtype"].resource_id)
    assert made["name"] == "gold" and made["extra_specs"] == {"tier": "2"}
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason


def test_contrib_extra_route_on_heats_router(on_cloud):
    """The plug-in's route on a router, network and interface of Heat's own types."""
    h, cloud = contrib(on_cloud, "extraroute/extraroute/resources/extraroute.py")
    resources = {
        "net": {"type": "OS::Neutron::Net"},
        "subnet": {"type": "OS::Neutron::Subnet", "properties": {
            "network": {"get_resource": "net"}, "cidr": "10.8.0.0/24"}},
        "router": {"type": "OS::Neutron::Router"},
        "iface": {"type": "OS::Neutron::RouterInterface", "properties": {
            "router": {"get_resource": "router"}, "subnet": {"get_resource": "subnet"}}},
        "route": {"type": "OS::Neutron::ExtraRoute", "depends_on": "iface", "properties": {
            "router_id": {"get_resource": "router"}, "destination": "10.9.0.0/24",
            "nexthop": "10.8.0.5"}}}
    st = h.create_stack(hot(resources))
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    router = cloud.openstack.lookup("neutron.routers", st.resources["router"].resource_id)
    assert router["routes"] == [{"destination": "10.9.0.0/24", "nexthop": "10.8.0.5"}]
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.lookup("neutron.routers", router["id"]) is None


def test_contrib_keystone_project_and_role(on_cloud):
    h, cloud = on_cloud(files=[os.path.join(CONTRIB, "heat_keystone", "heat_keystone",
                                            "resources", name) for name in ("project.py", "role.py")])
    template = hot({"project": {"type": "OS::Keystone::Project",
                                "properties": {"name": "contrib-project", "domain": "default"}},
                    "role": {"type": "OS::Keystone::Role", "properties": {"name": "contrib-role"}}})
    st = h.create_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    template["resources"]["project"]["properties"]["name"] = "renamed-project"
    st.update(template)
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    project = cloud.openstack.lookup("keystone.projects", st.resources["project"].resource_id)
    assert project["name"] == "renamed-project"
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert cloud.openstack.lookup("keystone.projects", project["id"]) is None
