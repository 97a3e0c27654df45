"""The fake cloud through the real client libraries: DevStack's objects,
the life of servers, volumes and ports, and the errors each client raises
as its own exception."""
import json

import pytest
from cinderclient import client as cinder_client
from cinderclient import exceptions as cinder_exc
from glanceclient import client as glance_client
from keystoneauth1 import exceptions as ks_exc
from keystoneclient.v3 import client as keystone_client
from neutronclient.common import exceptions as neutron_exc
from neutronclient.neutron import v2_0 as neutron_v20
from neutronclient.v2_0 import client as neutron_client
from novaclient import client as nova_client
from novaclient import exceptions as nova_exc

from sdk import cloud as fakeos


@pytest.fixture
def neutron(session):
    return neutron_client.Client(session=session)


@pytest.fixture
def nova(session):
    return nova_client.Client("2.1", session=session)


@pytest.fixture
def cinder(session):
    return cinder_client.Client("3", session=session)


def test_the_catalog_names_every_service_at_the_fake_host(session):
    for service_type in ("identity", "network", "compute", "image", "volumev3", "object-store",
                         "orchestration", "dns", "load-balancer", "key-manager"):
        assert session.get_endpoint(service_type=service_type, interface="public").startswith(
            fakeos.BASE + "/")
    project = session.get_project_id()
    assert session.get_endpoint(service_type="volumev3", interface="public").endswith(project)


def test_devstack_defaults(session, neutron, nova):
    assert sorted(n["name"] for n in neutron.list_networks()["networks"]) == ["private", "public"]
    public = neutron.list_networks(name="public")["networks"][0]
    assert public["router:external"] is True
    subnets = {s["name"]: s for s in neutron.list_subnets()["subnets"]}
    assert subnets["private-subnet"]["cidr"] == "10.0.0.0/26"
    assert subnets["public-subnet"]["network_id"] == public["id"]
    assert [g["name"] for g in neutron.list_security_groups()["security_groups"]] == ["default"]
    flavors = {f.name: f for f in nova.flavors.list()}
    assert {"m1.nano", "m1.tiny", "m1.small", "m1.medium", "m1.large", "m1.xlarge"} <= set(flavors)
    assert (flavors["m1.tiny"].id, flavors["m1.tiny"].ram, flavors["m1.tiny"].vcpus) == ("1", 512, 1)
    images = list(glance_client.Client("2", session=session).images.list())
    assert [(i.name, i.status) for i in images] == [("cirros-0.6.3-x86_64-disk", "active")]
    projects = keystone_client.Client(session=session).projects.list()
    assert {"admin", "demo"} <= {p.name for p in projects}


def test_neutron_errors_are_neutronclients_own(neutron):
    with pytest.raises(neutron_exc.NetworkNotFoundClient) as info:
        neutron.show_network("nope")
    assert info.value.status_code == 404
    with pytest.raises(neutron_exc.NotFound, match="Unable to find network with name or id 'nope'"):
        neutron_v20.find_resourceid_by_name_or_id(neutron, "network", "nope")
    net = neutron.create_network({"network": {"name": "n"}})["network"]
    neutron.create_subnet({"subnet": {"network_id": net["id"], "cidr": "192.168.7.0/24"}})
    port = neutron.create_port({"port": {"network_id": net["id"]}})["port"]
    assert port["fixed_ips"][0]["ip_address"] == "192.168.7.2"   # .1 is the gateway
    with pytest.raises(neutron_exc.Conflict) as info:
        neutron.delete_network(net["id"])
    assert "There are one or more ports still in use on the network" in str(info.value)
    neutron.delete_port(port["id"])
    neutron.delete_network(net["id"])
    assert neutron.list_subnets(network_id=net["id"])["subnets"] == []


def test_a_server_builds_gets_a_port_and_goes(os_cloud, neutron, nova):
    os_cloud.polls = 2
    private = neutron.list_networks(name="private")["networks"][0]
    server = nova.servers.create("vm", image=_cirros(os_cloud), flavor="1",
                                 nics=[{"net-id": private["id"]}])
    assert nova.servers.get(server.id).status == "BUILD"
    active = nova.servers.get(server.id)
    assert active.status == "ACTIVE"
    (address,) = active.addresses["private"]
    ports = neutron.list_ports(device_id=server.id)["ports"]
    assert [p["fixed_ips"][0]["ip_address"] for p in ports] == [address["addr"]]
    server.delete()
    assert getattr(nova.servers.get(server.id), "OS-EXT-STS:task_state") == "deleting"
    with pytest.raises(nova_exc.NotFound, match="Instance %s could not be found" % server.id):
        nova.servers.get(server.id)
    assert neutron.list_ports(device_id=server.id)["ports"] == []


def test_a_volume_attaches_and_detaches(os_cloud, session, nova, cinder):
    volume = cinder.volumes.create(1, name="v")
    assert (volume.status, cinder.volumes.get(volume.id).status) == ("creating", "available")
    server = nova.servers.create("vm", image=_cirros(os_cloud), flavor="1", nics=[])
    nova.servers.get(server.id)
    nova.volumes.create_server_volume(server.id, volume.id)
    assert cinder.volumes.get(volume.id).status == "in-use"
    with pytest.raises(cinder_exc.BadRequest):
        cinder.volumes.delete(volume.id)
    nova.volumes.delete_server_volume(server.id, volume.id)
    assert cinder.volumes.get(volume.id).status == "available"
    cinder.volumes.delete(volume.id)
    with pytest.raises(cinder_exc.NotFound, match="Volume %s could not be found" % volume.id):
        cinder.volumes.get(volume.id)


def test_keystone_errors_are_keystoneauths_own(session):
    keystone = keystone_client.Client(session=session)
    with pytest.raises(ks_exc.NotFound, match="Could not find project: nope"):
        keystone.projects.get("nope")
    made = keystone.projects.create(name="p", domain="default")
    assert keystone.projects.get(made.id).name == "p"


def test_the_state_is_json_and_goes_on_after_a_round_trip(os_cloud, neutron):
    net = neutron.create_network({"network": {"name": "kept"}})["network"]
    again = fakeos.Cloud.from_dict(json.loads(json.dumps(os_cloud.to_dict())))
    with fakeos.intercept(again):
        assert neutron.show_network(net["id"])["network"]["name"] == "kept"
        second = neutron.create_network({"network": {"name": "second"}})["network"]
    assert second["id"] != net["id"]


def _cirros(cloud):
    return next(o["id"] for coll, o in cloud.objects() if coll == "glance.images")


def test_the_last_started_cloud_answers_until_it_stops(os_cloud, neutron):
    first = neutron.create_network({"network": {"name": "in-first"}})["network"]
    second = fakeos.Cloud()
    with fakeos.intercept(second):
        with pytest.raises(neutron_exc.NetworkNotFoundClient):
            neutron.show_network(first["id"])
    assert neutron.show_network(first["id"])["network"]["name"] == "in-first"


def test_designate_octavia_barbican_and_heat_through_their_clients(os_cloud, session):
    from barbicanclient import client as barbican_client
    from designateclient import client as designate_client
    from heatclient import client as heat_client
    from octaviaclient.api import exceptions as octavia_exceptions
    from octaviaclient.api.v2 import octavia
    from osc_lib import exceptions as osc_exceptions

    designate = designate_client.Client(version="2", session=session)
    zone = designate.zones.create("example.org.", email="admin@example.org")
    assert designate.zones.get(zone["id"])["name"] == "example.org."
    assert [z["name"] for z in designate.zones.list()] == ["example.org."]

    lbaas = octavia.OctaviaAPI(session=session, service_type="load-balancer",
                               endpoint=session.get_endpoint(service_type="load-balancer",
                                                             interface="public"))
    subnet = os_cloud.select("neutron.subnets", {"name": ["private-subnet"]}, tick=False)[0]
    lb = lbaas.load_balancer_create(json={"loadbalancer": {
        "name": "lb", "vip_subnet_id": subnet["id"]}})["loadbalancer"]
    assert lb["provisioning_status"] == "PENDING_CREATE"
    assert lbaas.load_balancer_show(lb["id"])["provisioning_status"] == "ACTIVE"
    vip = os_cloud.lookup("neutron.ports", lb["vip_port_id"])
    assert (vip["device_owner"], vip["fixed_ips"]) == (
        "Octavia", [{"subnet_id": subnet["id"], "ip_address": lb["vip_address"]}])
    assert lb["vip_network_id"] == subnet["network_id"]
    lbaas.load_balancer_delete(lb["id"])
    with pytest.raises(osc_exceptions.NotFound):
        lbaas.load_balancer_show(lb["id"])
    assert os_cloud.lookup("neutron.ports", lb["vip_port_id"]) is None, "the VIP port goes with it"
    with pytest.raises(octavia_exceptions.OctaviaClientException, match=r"Subnet x not found. \(HTTP 400\)"):
        lbaas.load_balancer_create(json={"loadbalancer": {"name": "lb", "vip_subnet_id": "x"}})
    assert os_cloud.select("octavia.loadbalancers", tick=False) == []
    with pytest.raises(osc_exceptions.NotFound, match="nope not found"):
        lbaas.load_balancer_show("nope")

    barbican = barbican_client.Client(session=session)
    secret = barbican.secrets.create(name="s", payload="top")
    ref = secret.store()
    assert ref.startswith(fakeos.BASE + "/key-manager/v1/secrets/")
    assert barbican.secrets.get(ref).name == "s"

    heat = heat_client.Client("1", session=session, endpoint_override=session.get_endpoint(
        service_type="orchestration", interface="public"))
    assert list(heat.stacks.list()) == []


def test_router_routes_need_a_connected_next_hop(neutron):
    """Neutron's extraroute checks, through python-neutronclient: a next hop
    on a subnet the router has a port on and not the router's own address;
    an interface a route needs stays."""
    net = neutron.create_network({"network": {"name": "n"}})["network"]
    subnet = neutron.create_subnet({"subnet": {"network_id": net["id"],
                                               "cidr": "192.168.0.0/24"}})["subnet"]
    router = neutron.create_router({"router": {"name": "r"}})["router"]
    route = {"destination": "172.16.0.0/24", "nexthop": "192.168.0.254"}
    with pytest.raises(neutron_exc.BadRequest) as info:
        neutron.update_router(router["id"], {"router": {"routes": [route]}})
    assert str(info.value) == ("Invalid format for routes: [{'destination': '172.16.0.0/24', "
                               "'nexthop': '192.168.0.254'}], the nexthop is not connected "
                               "with router")
    neutron.add_interface_router(router["id"], {"subnet_id": subnet["id"]})
    with pytest.raises(neutron_exc.BadRequest, match="the nexthop is used by router"):
        neutron.add_extra_routes_to_router(router["id"], {"router": {"routes": [
            {"destination": "172.17.0.0/24", "nexthop": "192.168.0.1"}]}})  # the gateway port
    neutron.update_router(router["id"], {"router": {"routes": [route]}})
    assert neutron.show_router(router["id"])["router"]["routes"] == [route]
    with pytest.raises(neutron_exc.Conflict) as info:
        neutron.remove_interface_router(router["id"], {"subnet_id": subnet["id"]})
    assert str(info.value) == ("Router interface for subnet %s on router %s cannot be deleted, "
                               "as it is required by one or more routes."
                               % (subnet["id"], router["id"]))
    neutron.remove_extra_routes_from_router(router["id"], {"router": {"routes": [route]}})
    neutron.remove_interface_router(router["id"], {"subnet_id": subnet["id"]})
    neutron.delete_router(router["id"])


def test_volume_type_names_are_unique_and_a_type_in_use_stays(cinder):
    with pytest.raises(cinder_exc.ClientException) as info:
        cinder.volume_types.create("lvmdriver-1")  # DevStack's
    assert (info.value.code, info.value.message) == (409, "Volume Type lvmdriver-1 already exists.")
    gold, silver = cinder.volume_types.create("gold"), cinder.volume_types.create("silver")
    vol = cinder.volumes.create(1, volume_type="gold")
    with pytest.raises(cinder_exc.BadRequest, match=r"^Target volume type is still in use\."):
        cinder.volume_types.delete(gold.id)
    with pytest.raises(cinder_exc.NotFound, match="^Volume type with name bronze could not be found"):
        cinder.volumes.retype(vol.id, "bronze", "never")
    cinder.volumes.retype(vol.id, silver.id, "never")
    assert cinder.volumes.get(vol.id).volume_type == "silver"
    cinder.volume_types.delete(gold.id)
    cinder.volumes.delete(vol.id)
    with pytest.raises(cinder_exc.BadRequest):  # a volume being deleted still has its type
        cinder.volume_types.delete(silver.id)
    with pytest.raises(cinder_exc.NotFound):
        cinder.volumes.get(vol.id)
    cinder.volume_types.delete(silver.id)
    assert sorted(t.name for t in cinder.volume_types.list()) == ["__DEFAULT__", "lvmdriver-1"]


def test_nova_lists_devstacks_zones_without_its_internal_one(nova):
    """The zone list Heat's Fn::GetAZs reads (not detailed) hides Nova's
    internal zone; the detailed one shows it with the scheduler and conductor."""
    zones = nova.availability_zones.list(detailed=False)
    assert [(z.zoneName, z.zoneState, z.hosts) for z in zones] == [
        ("nova", {"available": True}, None)]
    detail = {z.zoneName: z.hosts for z in nova.availability_zones.list()}
    assert list(detail) == ["internal", "nova"]
    assert sorted(detail["internal"]["devstack"]) == ["nova-conductor", "nova-scheduler"]
    assert list(detail["nova"]["devstack"]) == ["nova-compute"]
    assert detail["nova"]["devstack"]["nova-compute"]["available"] is True
    assert sorted((s.binary, s.zone) for s in nova.services.list()) == [
        ("nova-compute", "nova"), ("nova-conductor", "internal"), ("nova-scheduler", "internal")]


def _server(os_cloud, nova, name="vm"):
    server = nova.servers.create(name, image=_cirros(os_cloud), flavor="1", nics=[])
    nova.servers.get(server.id)
    return server


def _settled(cinder, volume_id):
    """The volume's status once its running operation ended (polled)."""
    for _ in range(5):
        status = cinder.volumes.get(volume_id).status
        if status not in ("attaching", "detaching", "creating"):
            return status
    return status


def test_cinders_legacy_attach_actions(os_cloud, nova, cinder):
    """os-reserve/os-attach/os-begin_detaching/os-detach as Nova once called
    them; a detach of a volume with no attachment is no error in Cinder."""
    volume = cinder.volumes.create(1, name="v")
    server = _server(os_cloud, nova)
    assert _settled(cinder, volume.id) == "available"
    with pytest.raises(cinder_exc.BadRequest, match="Volume status must be 'in-use' and "
                       "attach_status must be 'attached' to detach"):
        cinder.volumes.begin_detaching(volume.id)
    cinder.volumes.reserve(volume.id)
    assert cinder.volumes.get(volume.id).status == "attaching"
    with pytest.raises(cinder_exc.BadRequest, match="Invalid volume: Volume status must be "
                       "available to reserve, but the status is attaching."):
        cinder.volumes.reserve(volume.id)
    cinder.volumes.attach(volume.id, server.id, "/dev/vdb")
    shown = cinder.volumes.get(volume.id)
    assert shown.status == "in-use"
    assert [(a["server_id"], a["device"]) for a in shown.attachments] == [(server.id, "/dev/vdb")]
    with pytest.raises(cinder_exc.BadRequest, match="volume is already attached"):
        cinder.volumes.attach(volume.id, server.id, "/dev/vdc")
    with pytest.raises(cinder_exc.BadRequest, match="Invalid volume: Volume status must be "
                       "available or error or error_restoring"):
        cinder.volumes.delete(volume.id)
    cinder.volumes.begin_detaching(volume.id)
    assert cinder.volumes.get(volume.id).status == "detaching"
    cinder.volumes.roll_detaching(volume.id)
    assert cinder.volumes.get(volume.id).status == "in-use"
    cinder.volumes.detach(volume.id, shown.attachments[0]["attachment_id"])
    assert (cinder.volumes.get(volume.id).status, cinder.volumes.get(volume.id).attachments) == (
        "available", [])
    cinder.volumes.detach(volume.id)   # nothing attached: Cinder says nothing
    assert cinder.volumes.get(volume.id).status == "available"
    cinder.volumes.delete(volume.id)


def test_cinders_attachments_api(os_cloud, session, nova):
    """attachment create/update/complete/delete (3.27, 3.44): reserved,
    attaching, in-use, available; a second server is refused a volume in use."""
    cinder = cinder_client.Client("3.44", session=session)
    volume = cinder.volumes.create(1, name="v")
    one, two = _server(os_cloud, nova, "one"), _server(os_cloud, nova, "two")
    assert _settled(cinder, volume.id) == "available"
    made = cinder.attachments.create(volume.id, None, instance_id=one.id)   # a dict
    assert (made["status"], made["instance"], cinder.volumes.get(volume.id).status) == (
        "reserved", one.id, "reserved")
    made = cinder.attachments.show(made["id"])
    updated = cinder.attachments.update(made.id, {"host": "devstack", "initiator": "iqn"})
    assert updated.status == "attaching" and updated.connection_info["driver_volume_type"]
    cinder.attachments.complete(made.id)
    assert _settled(cinder, volume.id) == "in-use"
    assert cinder.attachments.show(made.id).status == "attached"
    assert [a["attachment_id"] for a in cinder.volumes.get(volume.id).attachments] == [made.id]
    with pytest.raises(cinder_exc.BadRequest, match=(
            "Invalid volume: Volume %s status must be available or downloading to reserve, "
            "but the current status is in-use." % volume.id)):
        cinder.attachments.create(volume.id, None, instance_id=two.id)
    with pytest.raises(cinder_exc.BadRequest):
        cinder.volumes.delete(volume.id)
    cinder.attachments.delete(made.id)
    assert _settled(cinder, volume.id) == "available"
    assert cinder.attachments.list() == []
    with pytest.raises(cinder_exc.NotFound, match=(
            "Volume attachment could not be found with filter: attachment_id = %s." % made.id)):
        cinder.attachments.delete(made.id)


def test_novas_attach_is_a_cinder_attachment(os_cloud, nova, cinder):
    """Nova attaches through Cinder's attachments: the volume lists Nova's
    attachment; a volume in use is refused to another server, a detach of a
    volume not attached is Nova's 404; a boot volume with
    delete_on_termination goes with its server."""
    volume = cinder.volumes.create(1, name="v")
    one, two = _server(os_cloud, nova, "one"), _server(os_cloud, nova, "two")
    _settled(cinder, volume.id)
    nova.volumes.create_server_volume(one.id, volume.id)
    assert _settled(cinder, volume.id) == "in-use"
    (attachment,) = cinder.volumes.get(volume.id).attachments
    assert attachment["server_id"] == one.id and attachment["host_name"] == "devstack"
    assert os_cloud.lookup("cinder.attachments", attachment["attachment_id"])["status"] == "attached"
    with pytest.raises(nova_exc.BadRequest, match="Invalid input received: Invalid volume: "
                       "Volume %s status must be available or downloading" % volume.id):
        nova.volumes.create_server_volume(two.id, volume.id)
    with pytest.raises(nova_exc.NotFound, match="Instance %s is not attached to volume %s"
                       % (two.id, volume.id)):
        nova.volumes.delete_server_volume(two.id, volume.id)
    nova.volumes.delete_server_volume(one.id, volume.id)
    assert _settled(cinder, volume.id) == "available"
    assert os_cloud.select("cinder.attachments", tick=False) == []

    boot = nova.servers.create("boot", image=None, flavor="1", nics=[], block_device_mapping_v2=[
        {"uuid": volume.id, "source_type": "volume", "destination_type": "volume",
         "boot_index": 0, "delete_on_termination": True}])
    nova.servers.get(boot.id)
    assert getattr(nova.servers.get(boot.id), "os-extended-volumes:volumes_attached") == [
        {"id": volume.id, "delete_on_termination": True}]
    boot.delete()
    with pytest.raises(nova_exc.NotFound):
        nova.servers.get(boot.id)
    with pytest.raises(cinder_exc.NotFound):
        for _ in range(5):
            cinder.volumes.get(volume.id)


def test_a_host_aggregate_with_a_zone_moves_the_compute_host(nova):
    """Nova's host aggregates: hosts, metadata, and an availability zone
    that the zone list then shows for the compute host instead of ``nova``."""
    agg = nova.aggregates.create("fast", "az-2")
    with pytest.raises(nova_exc.NotFound, match="Compute host nohost could not be found."):
        nova.aggregates.add_host(agg.id, "nohost")
    nova.aggregates.add_host(agg.id, "devstack")
    with pytest.raises(nova_exc.Conflict, match="already has host devstack"):
        nova.aggregates.add_host(agg.id, "devstack")
    nova.aggregates.set_metadata(agg.id, {"ssd": "true"})
    shown = nova.aggregates.get(agg.id)
    assert (shown.hosts, shown.metadata) == (["devstack"], {"availability_zone": "az-2",
                                                            "ssd": "true"})
    assert [z.zoneName for z in nova.availability_zones.list(detailed=False)] == ["az-2"]
    with pytest.raises(nova_exc.BadRequest, match="Host aggregate is not empty"):
        nova.aggregates.delete(agg.id)
    nova.aggregates.remove_host(agg.id, "devstack")
    nova.aggregates.delete(agg.id)
    assert [z.zoneName for z in nova.availability_zones.list(detailed=False)] == ["nova"]
