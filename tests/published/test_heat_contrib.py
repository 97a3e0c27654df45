"""Heat's former contrib plug-ins (MANIFEST.md), published as separate
packages before their types moved into Heat's tree: the vendored plug-in
replaces Heat 27's in-tree type of the same name, as a plug-in directory
does in Heat, and runs next to Heat's own types on the fake cloud."""
import os
import re

import pytest

from sdk.cloud import volume

from .conftest import HERE

EXTRAROUTE = os.path.join(HERE, "plugins", "heat-contrib-extraroute", "extraroute", "resources")
VOLUME_TYPE = os.path.join(HERE, "plugins", "heat-contrib-cinder-volume-type",
                           "cinder_volume_type", "resources")


def objects(cloud, collection):
    return cloud.openstack.select(collection, tick=False)


def on_cloud_with(on_cloud, directory, type_name):
    h, cloud = on_cloud(plugin_dirs=[directory])
    # the plug-in's class, not Heat 27's in-tree one of the same name
    assert h.resource_class(type_name).__module__.endswith(
        "." + os.path.basename(os.path.dirname(directory)))
    return h, cloud


def routes(cloud, router_id):
    return cloud.openstack.lookup("neutron.routers", router_id)["routes"]


# The README's example (router_id, destination, nexthop) on a router of
# Heat's own with an interface on the next hop's subnet.
ROUTED = """
heat_template_version: 2013-05-23
parameters:
  destination: {type: string, default: 172.16.0.0/24}
resources:
  net: {type: OS::Neutron::Net}
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: 192.168.0.0/24}
  router: {type: OS::Neutron::Router}
  iface:
    type: OS::Neutron::RouterInterface
    properties: {%(iface_router)s: {get_resource: router}, subnet: {get_resource: subnet}}
  router_extraroute:
    type: OS::Neutron::ExtraRoute
    %(depends)s
    properties:
      router_id: {get_resource: router}
      destination: {get_param: destination}
      nexthop: 192.168.0.254
"""


@pytest.mark.parametrize("iface_router", ["router", "router_id"])
def test_extraroute_no_longer_waits_for_its_router_interface(on_cloud, iface_router):
    """The plug-in makes its route depend on the router's interfaces by
    reading their ``router_id``, which Heat 27's RouterInterface has only
    as a hidden property translated to ``router`` (so it is always empty):
    the route is added before the interface, and Neutron refuses a next hop
    the router is not connected to, on Heat 27 too."""
    h, cloud = on_cloud_with(on_cloud, EXTRAROUTE, "OS::Neutron::ExtraRoute")
    st = h.create_stack(ROUTED % {"iface_router": iface_router, "depends": ""})
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == (
        "Resource CREATE failed: BadRequest: resources.router_extraroute: Invalid format for "
        "routes: [{'destination': '172.16.0.0/24', 'nexthop': '192.168.0.254'}], the nexthop "
        "is not connected with router")
    assert routes(cloud, st.resources["router"].resource_id) == []
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert [r["name"] for r in objects(cloud, "neutron.routers")] == ["router1"]  # DevStack's


def test_extraroute_after_its_interface_creates_replaces_and_deletes(on_cloud):
    """With ``depends_on`` the interface the route is added after it and
    removed before it; a new destination replaces the route (the plug-in
    has no update), the new one added before the old one is removed."""
    h, cloud = on_cloud_with(on_cloud, EXTRAROUTE, "OS::Neutron::ExtraRoute")
    template = ROUTED % {"iface_router": "router", "depends": "depends_on: iface"}
    st = h.create_stack(template)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    router = st.resources["router"].resource_id
    assert routes(cloud, router) == [{"destination": "172.16.0.0/24", "nexthop": "192.168.0.254"}]
    old = st.resources["router_extraroute"].resource_id
    assert old == "%s:172.16.0.0/24:192.168.0.254" % router

    st.update(template, params={"destination": "172.17.0.0/24"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert routes(cloud, router) == [{"destination": "172.17.0.0/24", "nexthop": "192.168.0.254"}]
    assert st.resources["router_extraroute"].resource_id == "%s:172.17.0.0/24:192.168.0.254" % router

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert [r["name"] for r in objects(cloud, "neutron.routers")] == ["router1"]
    assert sorted(n["name"] for n in objects(cloud, "neutron.networks")) == ["private", "public"]


def test_extraroute_refuses_a_route_the_router_has(on_cloud):
    h, cloud = on_cloud_with(on_cloud, EXTRAROUTE, "OS::Neutron::ExtraRoute")
    template = (ROUTED % {"iface_router": "router", "depends": "depends_on: iface"}) + """
  again:
    type: OS::Neutron::ExtraRoute
    depends_on: router_extraroute
    properties:
      router_id: {get_resource: router}
      destination: 172.16.0.0/24
      nexthop: 192.168.0.254
"""
    st = h.create_stack(template)
    assert st.state == ("CREATE", "FAILED")
    assert st.status_reason == ("Resource CREATE failed: Error: resources.again: "
                                "Route duplicates an existing route.")
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert [r["name"] for r in objects(cloud, "neutron.routers")] == ["router1"]


def test_extraroute_of_an_ipv6_destination_cannot_be_deleted(on_cloud):
    """The plug-in keeps ``router:destination:nexthop`` as its id and splits
    it on ``:`` to delete the route, which an IPv6 route cannot survive
    (Heat's in-tree type reads its properties instead): the route is added,
    and every delete fails, even once the route is gone from the router."""
    h, cloud = on_cloud_with(on_cloud, EXTRAROUTE, "OS::Neutron::ExtraRoute")
    st = h.create_stack("""
heat_template_version: 2013-05-23
resources:
  net: {type: OS::Neutron::Net}
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: "fd00:1::/64", ip_version: 6}
  router: {type: OS::Neutron::Router}
  iface:
    type: OS::Neutron::RouterInterface
    properties: {router: {get_resource: router}, subnet: {get_resource: subnet}}
  route:
    type: OS::Neutron::ExtraRoute
    depends_on: iface
    properties:
      router_id: {get_resource: router}
      destination: "fd00:2::/64"
      nexthop: "fd00:1::fe"
""")
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    router = st.resources["router"].resource_id
    assert routes(cloud, router) == [{"destination": "fd00:2::/64", "nexthop": "fd00:1::fe"}]
    st.delete()
    assert st.state == ("DELETE", "FAILED")
    assert st.status_reason == ("Resource DELETE failed: ValueError: resources.route: "
                                "too many values to unpack (expected 3)")
    # Neutron keeps the route, so the interface it needs cannot go either
    assert routes(cloud, router) == [{"destination": "fd00:2::/64", "nexthop": "fd00:1::fe"}]
    cloud.openstack.lookup("neutron.routers", router)["routes"] = []
    st.delete()
    assert st.state == ("DELETE", "FAILED")  # its id still cannot be split


def test_extraroute_router_must_exist(on_cloud):
    h, _cloud = on_cloud_with(on_cloud, EXTRAROUTE, "OS::Neutron::ExtraRoute")
    with pytest.raises(h.validation_error) as err:
        h.create_stack({"heat_template_version": "2013-05-23", "resources": {"route": {
            "type": "OS::Neutron::ExtraRoute", "properties": {
                "router_id": "nope", "destination": "172.16.0.0/24", "nexthop": "10.0.0.9"}}}})
    assert str(err.value) == ("Property error: resources.route.properties.router_id: Error "
                              "validating value 'nope': Unable to find router with name or id "
                              "'nope'")


# The plug-in README's example: its volume type and a volume of Heat's own of that type.
TYPED_VOLUME = """
heat_template_version: 2013-05-23
description:  Heat Cinder creation with volume_type example
resources:
  my_volume_type:
    type: OS::Cinder::VolumeType
    properties:
      name: volumeBackend
      metadata: {volume_backend_name: lvmdriver}
  my_volume:
    type: OS::Cinder::Volume
    properties:
      size: 1
      volume_type: {get_resource: my_volume_type}
"""


def vtype(cloud, name):
    return next(t for t in objects(cloud, "cinder.types") if t["name"] == name)


def test_volume_type_readme_example_creates_updates_and_deletes(on_cloud):
    """New extra specs change the type in place (the old keys unset, the new
    set); a new name replaces it, and Heat's volume is retyped to the new
    type before the old one is deleted."""
    h, cloud = on_cloud_with(on_cloud, VOLUME_TYPE, "OS::Cinder::VolumeType")
    st = h.create_stack(TYPED_VOLUME)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    made = vtype(cloud, "volumeBackend")
    assert made["id"] == st.resources["my_volume_type"].resource_id
    assert made["extra_specs"] == {"volume_backend_name": "lvmdriver"}
    [vol] = objects(cloud, "cinder.volumes")
    assert (vol["id"], vol["volume_type"]) == (st.resources["my_volume"].resource_id, "volumeBackend")

    st.update(TYPED_VOLUME.replace("{volume_backend_name: lvmdriver}", "{tier: gold, iops: '300'}"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert vtype(cloud, "volumeBackend")["id"] == made["id"]
    assert vtype(cloud, "volumeBackend")["extra_specs"] == {"tier": "gold", "iops": "300"}

    st.update(TYPED_VOLUME.replace("name: volumeBackend", "name: fastBackend"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert [t["name"] for t in objects(cloud, "cinder.types")
            if t["name"] in ("volumeBackend", "fastBackend")] == ["fastBackend"]
    assert vtype(cloud, "fastBackend")["extra_specs"] == {"volume_backend_name": "lvmdriver"}
    [retyped] = objects(cloud, "cinder.volumes")
    assert (retyped["id"], retyped["volume_type"]) == (vol["id"], "fastBackend")

    st.update(TYPED_VOLUME.replace("name: volumeBackend", "name: fastBackend")
              .replace("      metadata: {volume_backend_name: lvmdriver}\n", ""))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert vtype(cloud, "fastBackend")["extra_specs"] == {}

    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert objects(cloud, "cinder.volumes") == []
    assert sorted(t["name"] for t in objects(cloud, "cinder.types")) == ["__DEFAULT__", "lvmdriver-1"]


def test_volume_type_name_is_cinders_to_give(on_cloud):
    """DevStack's lvmdriver-1 exists: Cinder refuses the name with a 409,
    which python-cinderclient raises as its base ClientException (it has no
    class for 409)."""
    h, cloud = on_cloud_with(on_cloud, VOLUME_TYPE, "OS::Cinder::VolumeType")
    st = h.create_stack(TYPED_VOLUME.replace("name: volumeBackend", "name: lvmdriver-1"))
    assert st.state == ("CREATE", "FAILED")
    assert re.fullmatch(r"Resource CREATE failed: ClientException: resources\.my_volume_type: Volume "
                        r"Type lvmdriver-1 already exists\. \(HTTP 409\)( \(Request-ID: \S+\))?",
                        st.status_reason), st.status_reason
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert sorted(t["name"] for t in objects(cloud, "cinder.types")) == ["__DEFAULT__", "lvmdriver-1"]


def test_volume_type_in_use_outside_the_stack_is_kept(on_cloud):
    """A volume made outside the stack holds the type: Cinder refuses its
    delete, and the stack deletes once that volume is gone."""
    h, cloud = on_cloud_with(on_cloud, VOLUME_TYPE, "OS::Cinder::VolumeType")
    st = h.create_stack(TYPED_VOLUME)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    other = volume.VOLUMES.create(cloud.openstack, {"size": 1, "volume_type": "volumeBackend"})
    st.delete()
    assert st.state == ("DELETE", "FAILED")
    assert re.fullmatch(r"Resource DELETE failed: BadRequest: resources\.my_volume_type: Target "
                        r"volume type is still in use\. \(HTTP 400\)( \(Request-ID: \S+\))?",
                        st.status_reason), st.status_reason
    assert [v["id"] for v in objects(cloud, "cinder.volumes")] == [other["id"]]
    cloud.openstack.remove("cinder.volumes", other["id"])
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert sorted(t["name"] for t in objects(cloud, "cinder.types")) == ["__DEFAULT__", "lvmdriver-1"]
