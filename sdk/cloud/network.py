"""Neutron v2.0: networks, subnets, ports with addresses from their subnets,
routers and their interfaces, security groups, floating IPs, and the other
collections Heat's Neutron types create."""
import ipaddress

import sdk.cloud.core as core
import sdk.cloud.errors as errors

neutron = core.Service("neutron", "network", "/networking", errors=errors.neutron)
SERVICES = [neutron]

EXTENSIONS = ["agent", "allowed-address-pairs", "address-scope", "auto-allocated-topology",
              "availability_zone", "binding", "dns-integration", "dns-domain-ports",
              "external-net", "extra_dhcp_opt", "extraroute", "extraroute-atomic",
              "fip-port-details", "l3-ha",
              "l3_agent_scheduler", "network_availability_zone", "net-mtu",
              "port-security", "project-id", "provider", "qos", "quotas", "rbac-policies",
              "router", "router_availability_zone", "security-group", "segment",
              "standard-attr-description", "standard-attr-tag", "subnet_allocation",
              "subnetpool-prefix-ops", "tag", "trunk", "trunk-details", "sfc",
              "flow_classifier", "taas", "bgpvpn", "bgpvpn-routes-control", "fwaas_v2", "vpnaas", "l2_adjacency",
              "l2-gateway", "l2-gateway-connection",
              "network-segment-range", "port-mac-address-regenerate", "uplink-status-propagation"]


class NeutronCollection(core.Collection):
    def not_found_message(self, object_id):
        return "%s %s could not be found." % (self.label.title().replace(" ", ""), object_id) \
            if self.singular in ("network", "port", "subnet", "router") else \
            "%s %s could not be found." % (self.label.capitalize(), object_id)

    def not_found_kind(self):
        return "%sNotFound" % "".join(w.title() for w in self.singular.split("_"))

    def create_(self, cloud, req, **groups):
        """One object, or Neutron's bulk create (``{plural: [...]}``)."""
        bulk = req.json.get(self.plural)
        if not isinstance(bulk, list):
            return super().create_(cloud, req, **groups)
        made = [self.create(cloud, dict(fields), **groups) for fields in bulk]
        return core.Reply(201, {self.plural: [self.render(cloud, o) for o in made]})

    def update_(self, cloud, req, _id, **groups):
        obj = self.get(cloud, _id, tick=False, **groups)
        fields = dict(req.json.get(self.singular, {}))
        fields.pop("id", None)
        self.apply_update(cloud, obj, fields)
        obj["revision_number"] = obj.get("revision_number", 0) + 1
        return core.Reply(200, {self.singular: self.render(cloud, obj)})

    @staticmethod
    def apply_update(cloud, obj, fields):
        """Change ``obj`` as the request asks (ports, routers and floating IPs do more)."""
        obj.update(fields)

    def list_(self, cloud, req, **groups):
        reply = super().list_(cloud, req, **groups)
        fields = req.query.get("fields")
        if fields:
            reply.body[self.plural] = [{k: v for k, v in o.items() if k in fields}
                                       for o in reply.body[self.plural]]
        return reply


def _common(cloud, obj):
    project = obj.get("project_id") or obj.get("tenant_id") or cloud.request_project
    obj["project_id"] = obj["tenant_id"] = project
    obj.setdefault("description", "")
    obj.setdefault("tags", [])
    obj.setdefault("revision_number", 0)
    obj.setdefault("created_at", "2026-01-01T00:00:00Z")
    obj.setdefault("updated_at", "2026-01-01T00:00:00Z")


def _network(cloud, obj):
    _common(cloud, obj)
    obj.setdefault("name", "")
    obj.setdefault("admin_state_up", True)
    obj.setdefault("shared", False)
    obj.setdefault("router:external", False)
    obj.setdefault("port_security_enabled", True)
    obj.setdefault("mtu", 1442)
    obj.setdefault("availability_zones", ["nova"])
    obj.setdefault("availability_zone_hints", [])
    obj.setdefault("provider:network_type", "geneve")
    obj.setdefault("provider:physical_network", None)
    obj.setdefault("provider:segmentation_id", 1000 + int(obj["id"][-6:], 16) % 1000)
    obj.setdefault("dns_domain", "")
    obj.setdefault("qos_policy_id", None)
    obj["subnets"] = []
    obj["status"] = "ACTIVE"


def _subnet(cloud, obj):
    _common(cloud, obj)
    net = _require(cloud, "networks", obj.get("network_id"), "Network")
    obj.setdefault("name", "")
    if not obj.get("cidr"):
        pool = cloud.lookup("neutron.subnetpools", obj.get("subnetpool_id") or "")
        if pool is None:
            raise core.bad_request("Bad subnets request: a cidr must be provided when a "
                                   "subnetpool is not specified.", "BadRequest")
        obj["cidr"] = _carve(cloud, pool, obj.get("prefixlen"))
    try:
        cidr = ipaddress.ip_network(obj["cidr"], strict=False)
    except ValueError:
        raise core.bad_request("Invalid input for cidr. Reason: '%s' is not a valid IP subnet."
                               % obj["cidr"], "HTTPBadRequest")
    obj["cidr"] = str(cidr)
    obj["ip_version"] = int(obj.get("ip_version") or cidr.version)
    hosts = cidr.hosts() if cidr.num_addresses > 2 else iter(cidr)
    first = next(hosts)
    if "gateway_ip" not in obj:
        obj["gateway_ip"] = str(first)
    if not obj.get("allocation_pools"):
        start = first + 1 if obj["gateway_ip"] == str(first) else first
        last = cidr.broadcast_address - 1 if cidr.version == 4 else cidr[-2]
        obj["allocation_pools"] = [{"start": str(start), "end": str(last)}]
    obj.setdefault("enable_dhcp", True)
    obj.setdefault("dns_nameservers", [])
    obj.setdefault("host_routes", [])
    obj.setdefault("ipv6_ra_mode", None)
    obj.setdefault("ipv6_address_mode", None)
    obj.setdefault("subnetpool_id", None)
    obj.setdefault("segment_id", None)
    obj.setdefault("service_types", [])
    obj["_next"] = 0
    net["subnets"].append(obj["id"])


def _carve(cloud, pool, prefixlen):
    prefix = ipaddress.ip_network(pool["prefixes"][0])
    length = int(prefixlen or pool.get("default_prefixlen") or prefix.prefixlen + 8)
    used = {s["cidr"] for s in cloud.select("neutron.subnets", tick=False)}
    for candidate in prefix.subnets(new_prefix=length):
        if str(candidate) not in used:
            return str(candidate)
    raise core.conflict("No more IP addresses available in subnet pool %s" % pool["id"],
                        "SubnetAllocationError")


def _allocate(cloud, subnet):
    pool = subnet["allocation_pools"][0]
    start = ipaddress.ip_address(pool["start"])
    taken = {ip["ip_address"] for p in cloud.select("neutron.ports", tick=False)
             for ip in p.get("fixed_ips", []) if ip["subnet_id"] == subnet["id"]}
    # a floating IP holds its address too (Neutron gives it a port of its own)
    taken |= {f.get("floating_ip_address") for f in cloud.select("neutron.floatingips", tick=False)
              if f.get("floating_network_id") == subnet["network_id"]}
    taken |= {ip["ip_address"] for r in cloud.select("neutron.routers", tick=False)
              for ip in (r.get("external_gateway_info") or {}).get("external_fixed_ips", [])
              if ip["subnet_id"] == subnet["id"]}
    end = ipaddress.ip_address(pool["end"])
    address = start
    while address <= end:
        if str(address) not in taken:
            return str(address)
        address += 1
    raise core.conflict("No more IP addresses available on network %s." % subnet["network_id"],
                        "IpAddressGenerationFailure")


def _port(cloud, obj):
    _common(cloud, obj)
    net = _require(cloud, "networks", obj.get("network_id"), "Network")
    obj.setdefault("name", "")
    obj.setdefault("admin_state_up", True)
    n = int(obj["id"][-6:], 16)
    obj.setdefault("mac_address", "fa:16:3e:%02x:%02x:%02x" % ((n >> 16) & 255, (n >> 8) & 255,
                                                                n & 255))
    obj.setdefault("device_id", "")
    obj.setdefault("device_owner", "")
    obj.setdefault("allowed_address_pairs", [])
    obj.setdefault("extra_dhcp_opts", [])
    obj.setdefault("binding:vnic_type", "normal")
    obj.setdefault("binding:host_id", "")
    obj.setdefault("binding:profile", {})
    obj.setdefault("binding:vif_type", "unbound")
    obj.setdefault("binding:vif_details", {})
    obj.setdefault("port_security_enabled", net.get("port_security_enabled", True))
    obj.setdefault("qos_policy_id", None)
    obj.setdefault("dns_name", "")
    obj.setdefault("dns_assignment", [])
    if "security_groups" not in obj:
        obj["security_groups"] = [_default_group(cloud)] if obj["port_security_enabled"] else []
    obj["fixed_ips"] = _fixed_ips(cloud, net, obj.get("fixed_ips"))
    obj["status"] = "ACTIVE" if obj["device_id"] else "DOWN"


def _fixed_ips(cloud, net, wanted):
    subnets = [cloud.lookup("neutron.subnets", s) for s in net["subnets"]]
    if wanted is None:
        chosen = [s for s in subnets if s is not None][:1]
        return [{"subnet_id": s["id"], "ip_address": _allocate(cloud, s)} for s in chosen]
    out = []
    for ip in wanted:
        subnet = None
        if ip.get("subnet_id"):
            subnet = _require(cloud, "subnets", ip["subnet_id"], "Subnet")
        else:
            for s in subnets:
                if s and ip.get("ip_address") and ipaddress.ip_address(ip["ip_address"]) in \
                        ipaddress.ip_network(s["cidr"]):
                    subnet = s
        if subnet is None:
            raise core.bad_request("Invalid input for operation: IP address %s is not a valid "
                                   "IP for the specified subnet." % ip.get("ip_address"),
                                   "InvalidInput")
        address = ip.get("ip_address") or _allocate(cloud, subnet)
        for port in cloud.select("neutron.ports", tick=False):
            if any(f["ip_address"] == address and f["subnet_id"] == subnet["id"]
                   for f in port.get("fixed_ips", [])):
                raise core.conflict("IP address %s already allocated in subnet %s"
                                    % (address, subnet["id"]), "IpAddressAlreadyAllocated")
        out.append({"subnet_id": subnet["id"], "ip_address": address})
    return out


def _default_group(cloud):
    for group in cloud.select("neutron.security_groups", filters={"name": ["default"]},
                              tick=False):
        return group["id"]
    return None


def _require(cloud, kind, object_id, label):
    obj = cloud.lookup("neutron." + kind, object_id or "")
    if obj is None:
        raise core.not_found("%s %s could not be found." % (label, object_id),
                             "%sNotFound" % label)
    return obj


def _router(cloud, obj):
    _common(cloud, obj)
    obj.setdefault("name", "")
    obj.setdefault("admin_state_up", True)
    obj.setdefault("external_gateway_info", None)
    obj.setdefault("routes", [])
    obj.setdefault("distributed", False)
    obj.setdefault("ha", False)
    obj.setdefault("availability_zones", ["nova"])
    obj.setdefault("availability_zone_hints", [])
    obj["status"] = "ACTIVE"
    _gateway(cloud, obj)


def _gateway(cloud, router):
    info = router.get("external_gateway_info")
    if info and info.get("network_id"):
        net = _require(cloud, "networks", info["network_id"], "Network")
        info.setdefault("enable_snat", True)
        if not info.get("external_fixed_ips"):
            subnet = cloud.lookup("neutron.subnets", net["subnets"][0]) if net["subnets"] else None
            info["external_fixed_ips"] = [] if subnet is None else [
                {"subnet_id": subnet["id"], "ip_address": _allocate(cloud, subnet)}]


def _security_group(cloud, obj):
    _common(cloud, obj)
    obj.setdefault("name", "")
    obj.setdefault("stateful", True)
    obj["security_group_rules"] = []
    cloud.add("neutron.security_groups", obj)   # its rules name it
    for ethertype in ("IPv4", "IPv6"):
        rule = {"direction": "egress", "ethertype": ethertype, "security_group_id": obj["id"],
                "project_id": obj["project_id"]}
        SG_RULES.create(cloud, rule)


def _security_group_rule(cloud, obj):
    _common(cloud, obj)
    group = _require(cloud, "security_groups", obj.get("security_group_id"), "SecurityGroup")
    for key in ("port_range_min", "port_range_max", "protocol", "remote_ip_prefix",
                "remote_group_id", "remote_address_group_id"):
        obj.setdefault(key, None)
    obj.setdefault("ethertype", "IPv4")
    for rule in group["security_group_rules"]:
        same = all(rule.get(k) == obj.get(k) for k in (
            "direction", "ethertype", "protocol", "port_range_min", "port_range_max",
            "remote_ip_prefix", "remote_group_id"))
        if same:
            raise core.conflict("Security group rule already exists. Rule id is %s."
                                % rule["id"], "SecurityGroupRuleExists")
    group["security_group_rules"].append(obj)


def _floatingip(cloud, obj):
    _common(cloud, obj)
    net = _require(cloud, "networks", obj.get("floating_network_id"), "Network")
    subnet = cloud.lookup("neutron.subnets", net["subnets"][0]) if net["subnets"] else None
    if subnet is None:
        raise core.bad_request("Bad floatingip request: no subnet on network %s" % net["id"])
    obj.setdefault("floating_ip_address", _allocate(cloud, subnet))
    obj.setdefault("port_id", None)
    obj.setdefault("fixed_ip_address", None)
    obj.setdefault("router_id", None)
    obj.setdefault("dns_name", "")
    obj.setdefault("dns_domain", "")
    if obj["port_id"]:   # associated at once: the port's address, as an update associates it
        _require(cloud, "ports", obj["port_id"], "Port")
        _update_floatingip(cloud, obj, {"fixed_ip_address": obj["fixed_ip_address"]})
    else:
        obj["status"] = "DOWN"


def _plain(extra=None, status=None):
    def defaults(cloud, obj):
        _common(cloud, obj)
        obj.setdefault("name", "")
        for key, value in (extra or {}).items():
            obj.setdefault(key, value)
        if status:
            obj["status"] = status
    return defaults


def _collection(coll, path=None, singular=None, defaults=None, **options):
    c = NeutronCollection(neutron, coll, path or "/v2.0/" + coll.replace("_", "-"), coll,
                          singular, defaults=defaults or _plain(), **options)
    c.register()
    return c


NETWORKS = _collection("networks", defaults=_network)
SUBNETS = _collection("subnets", defaults=_subnet)
PORTS = _collection("ports", defaults=_port)
ROUTERS = _collection("routers", defaults=_router)
SECURITY_GROUPS = _collection("security_groups", defaults=_security_group)
SG_RULES = _collection("security_group_rules", defaults=_security_group_rule)
FLOATINGIPS = _collection("floatingips", "/v2.0/floatingips", "floatingip", _floatingip)
SUBNETPOOLS = _collection("subnetpools", defaults=_plain({"prefixes": [], "shared": False,
                                                           "is_default": False,
                                                           "address_scope_id": None,
                                                           "ip_version": 4}))
# the plain collections: they take any fields and are ACTIVE at once
neutron.add_collections("", [
    core.CollectionSpec("address_scopes", "/v2.0/address-scopes", "address_scopes",
                        fields={"shared": False, "ip_version": 4}),
    core.CollectionSpec("policies", "/v2.0/qos/policies", "policies", "policy",
                        fields={"shared": False, "rules": []}),
    core.CollectionSpec("bandwidth_limit_rules", "/v2.0/qos/policies/{policy}/bandwidth_limit_rules",
                        "bandwidth_limit_rules", parent="policy"),
    core.CollectionSpec("dscp_marking_rules", "/v2.0/qos/policies/{policy}/dscp_marking_rules",
                        "dscp_marking_rules", parent="policy"),
    core.CollectionSpec("minimum_bandwidth_rules", "/v2.0/qos/policies/{policy}/minimum_bandwidth_rules",
                        "minimum_bandwidth_rules", parent="policy"),
    core.CollectionSpec("minimum_packet_rate_rules", "/v2.0/qos/policies/{policy}/minimum_packet_rate_rules",
                        "minimum_packet_rate_rules", parent="policy"),
    core.CollectionSpec("rbac_policies", "/v2.0/rbac-policies", "rbac_policies"),
    core.CollectionSpec("segments", "/v2.0/segments", "segments",
                        fields={"network_type": "vlan", "physical_network": None, "segmentation_id": None}),
    core.CollectionSpec("trunks", "/v2.0/trunks", "trunks", fields={"sub_ports": [], "admin_state_up": True}),
    core.CollectionSpec("port_pairs", "/v2.0/sfc/port_pairs", "port_pairs"),
    core.CollectionSpec("port_pair_groups", "/v2.0/sfc/port_pair_groups", "port_pair_groups",
                        fields={"port_pairs": []}),
    core.CollectionSpec("flow_classifiers", "/v2.0/sfc/flow_classifiers", "flow_classifiers"),
    core.CollectionSpec("port_chains", "/v2.0/sfc/port_chains", "port_chains"),
    core.CollectionSpec("tap_services", "/v2.0/taas/tap_services", "tap_services"),
    core.CollectionSpec("tap_flows", "/v2.0/taas/tap_flows", "tap_flows"),
    core.CollectionSpec("metering_labels", "/v2.0/metering/metering-labels", "metering_labels"),
    core.CollectionSpec("metering_label_rules", "/v2.0/metering/metering-label-rules",
                        "metering_label_rules"),
    core.CollectionSpec("firewall_groups", "/v2.0/fwaas/firewall_groups", "firewall_groups"),
    core.CollectionSpec("firewall_policies", "/v2.0/fwaas/firewall_policies", "firewall_policies",
                        "firewall_policy"),
    core.CollectionSpec("firewall_rules", "/v2.0/fwaas/firewall_rules", "firewall_rules"),
    core.CollectionSpec("vpnservices", "/v2.0/vpn/vpnservices", "vpnservices"),
    core.CollectionSpec("ikepolicies", "/v2.0/vpn/ikepolicies", "ikepolicies", "ikepolicy"),
    core.CollectionSpec("ipsecpolicies", "/v2.0/vpn/ipsecpolicies", "ipsecpolicies", "ipsecpolicy"),
    core.CollectionSpec("ipsec_site_connections", "/v2.0/vpn/ipsec-site-connections",
                        "ipsec_site_connections"),
    core.CollectionSpec("bgpvpns", "/v2.0/bgpvpn/bgpvpns", "bgpvpns",
                        fields={"route_targets": [], "type": "l3"}),
    core.CollectionSpec("network_associations", "/v2.0/bgpvpn/bgpvpns/{bgpvpn}/network_associations",
                        "network_associations", parent="bgpvpn"),
    core.CollectionSpec("router_associations", "/v2.0/bgpvpn/bgpvpns/{bgpvpn}/router_associations",
                        "router_associations", parent="bgpvpn"),
    core.CollectionSpec("port_associations", "/v2.0/bgpvpn/bgpvpns/{bgpvpn}/port_associations",
                        "port_associations", parent="bgpvpn"),
    core.CollectionSpec("address_groups", "/v2.0/address-groups", "address_groups", fields={"addresses": []}),
    core.CollectionSpec("network_segment_ranges", "/v2.0/network-segment-ranges", "network_segment_ranges"),
    core.CollectionSpec("l2_gateways", "/v2.0/l2-gateways", "l2_gateways"),
    core.CollectionSpec("l2_gateway_connections", "/v2.0/l2-gateway-connections", "l2_gateway_connections"),
], defaults=lambda fields: _plain(fields, status="ACTIVE"), cls=NeutronCollection)


def _delete_network(cloud, obj):
    busy = [p for p in cloud.select("neutron.ports", filters={"network_id": [obj["id"]]},
                                    tick=False) if p.get("device_owner") not in ("network:dhcp",)]
    if busy:
        raise core.conflict("Unable to complete operation on network %s. There are one or more "
                            "ports still in use on the network." % obj["id"], "NetworkInUse")
    for subnet_id in list(obj["subnets"]):
        cloud.remove("neutron.subnets", subnet_id)
    cloud.remove("neutron.networks", obj["id"])


def _delete_subnet(cloud, obj):
    for port in cloud.select("neutron.ports", tick=False):
        if any(ip["subnet_id"] == obj["id"] for ip in port.get("fixed_ips", [])):
            raise core.conflict("Unable to complete operation on subnet %s: One or more ports "
                                "have an IP allocation from this subnet." % obj["id"],
                                "SubnetInUse")
    net = cloud.lookup("neutron.networks", obj["network_id"])
    if net is not None and obj["id"] in net["subnets"]:
        net["subnets"].remove(obj["id"])
    cloud.remove("neutron.subnets", obj["id"])


def _delete_router(cloud, obj):
    if cloud.select("neutron.ports", filters={"device_id": [obj["id"]],
                                              "device_owner": ["network:router_interface"]},
                    tick=False):
        raise core.conflict("Router %s still has ports" % obj["id"], "RouterInUse")
    cloud.remove("neutron.routers", obj["id"])


def _delete_port(cloud, obj):
    for fip in cloud.select("neutron.floatingips", filters={"port_id": [obj["id"]]}, tick=False):
        fip.update(port_id=None, fixed_ip_address=None, router_id=None, status="DOWN")
    cloud.remove("neutron.ports", obj["id"])


def _delete_security_group(cloud, obj):
    if obj.get("name") == "default" and obj.get("_seeded"):
        raise core.conflict("Removing default security group not allowed.", "SecurityGroupCannotRemoveDefault")
    users = [p for p in cloud.select("neutron.ports", tick=False)
             if obj["id"] in p.get("security_groups", [])]
    if users:
        raise core.conflict("Security Group %s in use." % obj["id"], "SecurityGroupInUse")
    for rule in obj["security_group_rules"]:
        cloud.remove("neutron.security_group_rules", rule["id"])
    cloud.remove("neutron.security_groups", obj["id"])


def _delete_rule(cloud, obj):
    group = cloud.lookup("neutron.security_groups", obj["security_group_id"])
    if group is not None:
        group["security_group_rules"] = [r for r in group["security_group_rules"]
                                         if r["id"] != obj["id"]]
    cloud.remove("neutron.security_group_rules", obj["id"])


for _c, _fn in ((NETWORKS, _delete_network), (SUBNETS, _delete_subnet), (ROUTERS, _delete_router),
                (PORTS, _delete_port), (SECURITY_GROUPS, _delete_security_group),
                (SG_RULES, _delete_rule)):
    _c.delete = _fn


def _update_port(cloud, obj, fields):
    if "fixed_ips" in fields:
        net = cloud.lookup("neutron.networks", obj["network_id"])
        old, obj["fixed_ips"] = obj["fixed_ips"], []
        try:
            fields["fixed_ips"] = _fixed_ips(cloud, net, fields["fixed_ips"])
        except core.HTTPError:
            obj["fixed_ips"] = old
            raise
    obj.update(fields)
    obj["status"] = "ACTIVE" if obj.get("device_id") else "DOWN"


def _update_router(cloud, obj, fields):
    if "routes" in fields:
        _validate_routes(cloud, obj, fields["routes"])
    obj.update(fields)
    _gateway(cloud, obj)


def _interfaces(cloud, router):
    """(CIDR, address) of each fixed IP of the router's ports."""
    return [(cloud.lookup("neutron.subnets", ip["subnet_id"])["cidr"], ip["ip_address"])
            for p in cloud.select("neutron.ports", filters={"device_id": [router["id"]]},
                                  tick=False)
            for ip in p["fixed_ips"]]


def _validate_routes(cloud, router, routes):
    """Neutron's extraroute check: every next hop is on a subnet the router
    has a port on, and is none of the router's own addresses."""
    interfaces = _interfaces(cloud, router)
    for route in routes:
        nexthop = ipaddress.ip_address(route["nexthop"])
        if not any(nexthop in ipaddress.ip_network(cidr) for cidr, _ in interfaces):
            reason = "the nexthop is not connected with router"
        elif route["nexthop"] in [address for _, address in interfaces]:
            reason = "the nexthop is used by router"
        else:
            continue
        raise core.bad_request("Invalid format for routes: %s, %s" % (routes, reason),
                               "InvalidRoutes")


def _update_floatingip(cloud, obj, fields):
    obj.update(fields)
    port = cloud.lookup("neutron.ports", obj.get("port_id") or "")
    if port is not None:
        obj["fixed_ip_address"] = fields.get("fixed_ip_address") or (
            port["fixed_ips"][0]["ip_address"] if port["fixed_ips"] else None)
        obj["status"] = "ACTIVE"
    else:
        obj.update(port_id=None, fixed_ip_address=None, status="DOWN")


PORTS.apply_update = _update_port
ROUTERS.apply_update = _update_router
FLOATINGIPS.apply_update = _update_floatingip


@neutron.route("GET", "")
def versions(cloud, req):
    return core.Reply(200, {"versions": [{"id": "v2.0", "status": "CURRENT", "links": [
        {"rel": "self", "href": core.BASE + "/networking/v2.0/"}]}]})


@neutron.route("GET", "/v2.0")
def resources(cloud, req):
    return core.Reply(200, {"resources": []})


@neutron.route("GET", "/v2.0/extensions", "list")
def extensions(cloud, req):
    return core.Reply(200, {"extensions": [{"alias": a, "name": a, "description": "",
                                            "updated": "2026-01-01T00:00:00Z", "links": []}
                                           for a in EXTENSIONS]})


@neutron.route("GET", "/v2.0/extensions/{alias}", "get")
def extension(cloud, req, alias):
    if alias not in EXTENSIONS:
        raise core.not_found("Extension with alias %s does not exist" % alias)
    return core.Reply(200, {"extension": {"alias": alias, "name": alias, "description": "",
                                          "links": []}})


@neutron.route("PUT", "/v2.0/routers/{_id}/add_router_interface", "add_router_interface")
def add_router_interface(cloud, req, _id):
    router = ROUTERS.get(cloud, _id, tick=False)
    body = req.json
    if body.get("port_id"):
        port = _require(cloud, "ports", body["port_id"], "Port")
        if port.get("device_id"):
            raise core.conflict("Port %s is already in use" % port["id"], "PortInUse")
    else:
        subnet = _require(cloud, "subnets", body.get("subnet_id"), "Subnet")
        for p in cloud.select("neutron.ports", filters={"device_id": [router["id"]]}, tick=False):
            if any(ip["subnet_id"] == subnet["id"] for ip in p["fixed_ips"]):
                raise core.bad_request("Bad router request: Router already has a port on "
                                       "subnet %s." % subnet["id"], "BadRequest")
        port = PORTS.create(cloud, {"network_id": subnet["network_id"], "fixed_ips": [
            {"subnet_id": subnet["id"], "ip_address": subnet["gateway_ip"]}],
            "security_groups": []})
    port.update(device_id=router["id"], device_owner="network:router_interface", status="ACTIVE")
    subnet_id = port["fixed_ips"][0]["subnet_id"] if port["fixed_ips"] else None
    return core.Reply(200, {"id": router["id"], "tenant_id": router["tenant_id"],
                            "project_id": router["project_id"], "port_id": port["id"],
                            "subnet_id": subnet_id, "subnet_ids": [subnet_id],
                            "network_id": port["network_id"]})


@neutron.route("PUT", "/v2.0/routers/{_id}/remove_router_interface", "remove_router_interface")
def remove_router_interface(cloud, req, _id):
    router = ROUTERS.get(cloud, _id, tick=False)
    body = req.json
    ports = cloud.select("neutron.ports", filters={"device_id": [router["id"]]}, tick=False)
    if body.get("port_id"):
        ports = [p for p in ports if p["id"] == body["port_id"]]
        if not ports:
            raise core.not_found("Router %s does not have an interface with id %s"
                                 % (router["id"], body["port_id"]), "RouterInterfaceNotFound")
    else:
        ports = [p for p in ports if any(ip["subnet_id"] == body.get("subnet_id")
                                         for ip in p["fixed_ips"])]
        if not ports:
            raise core.not_found("Router %s has no interface on subnet %s"
                                 % (router["id"], body.get("subnet_id")),
                                 "RouterInterfaceNotFoundForSubnet")
    port = ports[0]
    for ip in port["fixed_ips"]:
        cidr = ipaddress.ip_network(cloud.lookup("neutron.subnets", ip["subnet_id"])["cidr"])
        if any(ipaddress.ip_address(r["nexthop"]) in cidr for r in router["routes"]):
            raise core.conflict("Router interface for subnet %s on router %s cannot be deleted, "
                                "as it is required by one or more routes."
                                % (ip["subnet_id"], router["id"]), "RouterInterfaceInUseByRoute")
    cloud.remove("neutron.ports", port["id"])
    subnet_id = port["fixed_ips"][0]["subnet_id"] if port["fixed_ips"] else None
    return core.Reply(200, {"id": router["id"], "port_id": port["id"], "subnet_id": subnet_id,
                            "tenant_id": router["tenant_id"], "network_id": port["network_id"]})


@neutron.route("PUT", "/v2.0/routers/{_id}/add_extraroutes", "update")
def add_extraroutes(cloud, req, _id):
    router = ROUTERS.get(cloud, _id, tick=False)
    routes = list(router["routes"])
    for route in req.json.get("router", {}).get("routes", []):
        if route not in routes:
            routes.append(route)
    _validate_routes(cloud, router, routes)
    router["routes"] = routes
    return core.Reply(200, {"router": cloud.render(router)})


@neutron.route("PUT", "/v2.0/routers/{_id}/remove_extraroutes", "update")
def remove_extraroutes(cloud, req, _id):
    router = ROUTERS.get(cloud, _id, tick=False)
    gone = req.json.get("router", {}).get("routes", [])
    router["routes"] = [r for r in router["routes"] if r not in gone]
    return core.Reply(200, {"router": cloud.render(router)})


@neutron.route("PUT", "/v2.0/trunks/{_id}/add_subports", "update")
def add_subports(cloud, req, _id):
    trunk = cloud.lookup("neutron.trunks", _id)
    if trunk is None:
        raise core.not_found("Trunk %s could not be found." % _id, "TrunkNotFound")
    trunk["sub_ports"].extend(req.json.get("sub_ports", []))
    return core.Reply(200, cloud.render(trunk))


@neutron.route("PUT", "/v2.0/trunks/{_id}/remove_subports", "update")
def remove_subports(cloud, req, _id):
    trunk = cloud.lookup("neutron.trunks", _id)
    if trunk is None:
        raise core.not_found("Trunk %s could not be found." % _id, "TrunkNotFound")
    gone = {p["port_id"] for p in req.json.get("sub_ports", [])}
    trunk["sub_ports"] = [p for p in trunk["sub_ports"] if p["port_id"] not in gone]
    return core.Reply(200, cloud.render(trunk))


@neutron.route("GET", "/v2.0/network-ip-availabilities/{_id}", "get")
def ip_availability(cloud, req, _id):
    net = _require(cloud, "networks", _id, "Network")
    used = len(cloud.select("neutron.ports", filters={"network_id": [_id]}, tick=False))
    return core.Reply(200, {"network_ip_availability": {
        "network_id": _id, "network_name": net["name"], "used_ips": used, "total_ips": 253,
        "subnet_ip_availability": [], "project_id": net["project_id"]}})


@neutron.route("GET", "/v2.0/quotas/{_id}", "get")
def quotas(cloud, req, _id):
    return core.Reply(200, {"quota": {"network": 100, "subnet": 100, "port": 500, "router": 10,
                                      "floatingip": 50, "security_group": 10,
                                      "security_group_rule": 100}})


@neutron.route("GET", "/v2.0/service-providers", "list")
def service_providers(cloud, req):
    return core.Reply(200, {"service_providers": []})


@neutron.route("GET", "/v2.0/availability_zones", "list")
def availability_zones(cloud, req):
    return core.Reply(200, {"availability_zones": [
        {"name": "nova", "resource": r, "state": "available"} for r in ("network", "router")]})
