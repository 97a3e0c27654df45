"""What a fresh DevStack has: its projects, users and roles, the `public` and
`private` networks with their subnets and router, the `default` security
groups, the m1.* flavors, the CirrOS image and the LVM volume type."""
import sdk.cloud.compute as compute
import sdk.cloud.identity as identity
import sdk.cloud.image as image
import sdk.cloud.network as network
import sdk.cloud.volume as volume

PROJECTS = ("admin", "demo", "alt_demo", "service")
USERS = {"admin": ("admin", "admin"), "demo": ("demo", "member"),
         "alt_demo": ("alt_demo", "member")}
ROLES = ("admin", "member", "reader", "anotherrole", "service", "ResellerAdmin")
#: (id, name, ram MB, disk GB, vcpus), as DevStack's nova creates them
FLAVORS = (("42", "m1.nano", 128, 1, 1), ("84", "m1.micro", 192, 1, 1),
           ("1", "m1.tiny", 512, 1, 1), ("2", "m1.small", 2048, 20, 1),
           ("3", "m1.medium", 4096, 40, 2), ("4", "m1.large", 8192, 80, 4),
           ("5", "m1.xlarge", 16384, 160, 8), ("c1", "cirros256", 256, 1, 1),
           ("d1", "ds512M", 512, 5, 1), ("d2", "ds1G", 1024, 10, 1),
           ("d3", "ds2G", 2048, 10, 2), ("d4", "ds4G", 4096, 20, 4))
IMAGE = "cirros-0.6.3-x86_64-disk"
STACK_USER_DOMAIN = "heat"
#: the admin project's id (the first id the cloud gives), so a client knows it
#: without asking Keystone
ADMIN_PROJECT_ID = "5053444b-0000-0000-0000-000000000001"


def populate(cloud):
    """Fill an empty cloud as DevStack leaves it."""
    cloud.add("keystone.domains", {"id": "default", "name": "Default", "enabled": True,
                                   "description": "The default domain", "links": {}})
    cloud.add("keystone.regions", {"id": "RegionOne", "description": "",
                                   "parent_region_id": None, "links": {}})
    ids = {}
    for name in PROJECTS:
        ids[name] = identity.COLLECTIONS["projects"].create(cloud, {"name": name})["id"]
    roles = {name: identity.COLLECTIONS["roles"].create(cloud, {"name": name})["id"]
             for name in ROLES}
    for user, (project, role) in USERS.items():
        uid = identity.COLLECTIONS["users"].create(
            cloud, {"name": user, "default_project_id": ids[project]})["id"]
        _grant(cloud, ids[project], uid, roles[role])
        if user == "admin":
            for other in ("demo", "alt_demo"):
                _grant(cloud, ids[other], uid, roles["admin"])
    assert ids["admin"] == ADMIN_PROJECT_ID
    # DevStack's Heat: the domain its stack users and their projects live in
    # (heat.conf's stack_user_domain_name)
    identity.COLLECTIONS["domains"].create(cloud, {
        "name": STACK_USER_DOMAIN, "description": "Owns users and projects created by heat"})

    cloud.request_project = ids["admin"]
    public = network.NETWORKS.create(cloud, {"name": "public", "router:external": True,
                                             "provider:network_type": "flat",
                                             "provider:physical_network": "public",
                                             "is_default": True})
    network.SUBNETS.create(cloud, {"name": "public-subnet", "network_id": public["id"],
                                   "cidr": "172.24.4.0/24", "enable_dhcp": False,
                                   "gateway_ip": "172.24.4.1"})
    network.SUBNETS.create(cloud, {"name": "ipv6-public-subnet", "network_id": public["id"],
                                   "cidr": "2001:db8::/64", "ip_version": 6,
                                   "enable_dhcp": False, "gateway_ip": "2001:db8::2"})
    network.SUBNETPOOLS.create(cloud, {"name": "shared-default-subnetpool-v4",
                                       "prefixes": ["192.168.0.0/22"], "shared": True,
                                       "is_default": True, "default_prefixlen": 26})
    # Neutron makes a project's `default` group when the project first uses it;
    # the clients here are admin's, so admin's is the one there is.
    group = network.SECURITY_GROUPS.create(cloud, {"name": "default",
                                                   "description": "Default security group"})
    group["_seeded"] = True
    cloud.request_project = ids["demo"]
    private = network.NETWORKS.create(cloud, {"name": "private"})
    subnet = network.SUBNETS.create(cloud, {"name": "private-subnet",
                                            "network_id": private["id"],
                                            "cidr": "10.0.0.0/26", "gateway_ip": "10.0.0.1"})
    network.SUBNETS.create(cloud, {"name": "ipv6-private-subnet", "network_id": private["id"],
                                   "cidr": "fd4d:bb0c:bbd2::/64", "ip_version": 6,
                                   "ipv6_ra_mode": "slaac", "ipv6_address_mode": "slaac"})
    router = network.ROUTERS.create(cloud, {"name": "router1", "external_gateway_info": {
        "network_id": public["id"]}})
    port = network.PORTS.create(cloud, {"network_id": private["id"], "security_groups": [],
                                        "fixed_ips": [{"subnet_id": subnet["id"],
                                                       "ip_address": "10.0.0.1"}]})
    port.update(device_id=router["id"], device_owner="network:router_interface",
                status="ACTIVE")

    cloud.request_project = ids["admin"]
    for flavor_id, name, ram, disk, vcpus in FLAVORS:
        compute.FLAVORS.create(cloud, {"id": flavor_id, "name": name, "ram": ram,
                                       "disk": disk, "vcpus": vcpus})
    cirros = image.IMAGES.create(cloud, {"name": IMAGE, "disk_format": "qcow2",
                                         "container_format": "bare", "visibility": "public",
                                         "_active": True})
    cirros.update(size=21692416, virtual_size=117440512,
                  checksum="87617e24a5e1d8fd9fd2a8fa8e1cb6cb")
    for name in ("lvmdriver-1", "__DEFAULT__"):
        volume.TYPES.create(cloud, {"name": name, "description": (
            "Default Volume Type" if name == "__DEFAULT__" else None),
            "extra_specs": {"volume_backend_name": name} if name != "__DEFAULT__" else {}})
    cloud.request_project = ""


def _grant(cloud, project_id, user_id, role_id):
    cloud.add("keystone.role_assignments", {
        "id": "%s:%s:%s" % (project_id, user_id, role_id), "scope": project_id,
        "scope_kind": "projects", "user": user_id, "group": None, "role": role_id})
