"""Neutron extensions of vendors' Neutron plug-ins that published Heat
plug-ins call: Group-Based Policy (group-based-policy's ``group-policy``
and ``servicechain``, at python-gbpclient's paths) and Nuage VSP's
(nuage-openstack-neutronclient's paths). Their objects live in the fake
Neutron like its own, with its error bodies."""
import sdk.cloud.core as core
import sdk.cloud.network as network

network.EXTENSIONS += ["group-policy", "servicechain", "net-partition", "nuage-gateway",
                       "nuage-redirect-target"]

#: Group-Based Policy (group-based-policy's group-policy and servicechain
#: extensions, python-gbpclient's paths): plural -> the fields its objects
#: have beyond id, name, description, tenant_id and status
_GBP = {
    "grouppolicy": {
        "policy_targets": {"policy_target_group_id": None, "port_id": None, "fixed_ips": [],
                           "cluster_id": ""},
        "policy_target_groups": {"l2_policy_id": None, "policy_targets": [], "subnets": [],
                                 "provided_policy_rule_sets": [], "consumed_policy_rule_sets": [],
                                 "network_service_policy_id": None,
                                 "application_policy_group_id": None, "shared": False},
        "application_policy_groups": {"policy_target_groups": [], "shared": False},
        "l2_policies": {"l3_policy_id": None, "network_id": None, "policy_target_groups": [],
                        "inject_default_route": True, "shared": False},
        "l3_policies": {"ip_version": 4, "ip_pool": "10.0.0.0/8", "subnet_prefix_length": 24,
                        "l2_policies": [], "routers": [], "external_segments": {},
                        "shared": False},
        "network_service_policies": {"network_service_params": [], "policy_target_groups": [],
                                     "shared": False},
        "external_policies": {"external_segments": [], "provided_policy_rule_sets": [],
                              "consumed_policy_rule_sets": [], "shared": False},
        "external_segments": {"cidr": "172.16.0.0/12", "ip_version": 4, "external_routes": [],
                              "port_address_translation": False, "subnet_id": None,
                              "external_policies": [], "l3_policies": [], "nat_pools": [],
                              "shared": False},
        "nat_pools": {"ip_version": 4, "ip_pool": None, "external_segment_id": None,
                      "shared": False},
        "policy_classifiers": {"protocol": None, "port_range": None, "direction": "bi",
                               "policy_rules": [], "shared": False},
        "policy_actions": {"action_type": "allow", "action_value": None, "policy_rules": [],
                           "shared": False},
        "policy_rules": {"enabled": True, "policy_classifier_id": None, "policy_actions": [],
                         "shared": False},
        "policy_rule_sets": {"parent_id": None, "child_policy_rule_sets": [], "policy_rules": [],
                             "shared": False},
    },
    "servicechain": {
        "servicechain_nodes": {"service_type": None, "service_profile_id": None, "config": "",
                               "shared": False},
        "servicechain_specs": {"nodes": [], "config_param_names": [], "shared": False},
        "servicechain_instances": {"servicechain_specs": [], "provider_ptg_id": None,
                                   "consumer_ptg_id": None, "management_ptg_id": None,
                                   "classifier_id": None, "config_param_values": ""},
        "service_profiles": {"service_type": None, "insertion_mode": None, "vendor": "",
                             "service_flavor": "", "shared": False},
    },
}
for _prefix, _collections in _GBP.items():
    for _coll, _extra in _collections.items():
        _singular = _coll[:-3] + "y" if _coll.endswith("ies") else None
        network._collection(_coll, "/v2.0/%s/%s" % (_prefix, _coll), _singular, network._plain(_extra, status="ACTIVE"))

#: Nuage VSP's extensions (nuage-openstack-neutronclient's paths): an
#: operator's gateways and their ports (made outside Neutron: seed them with
#: ``Cloud.add``), net-partitions and project mappings, the gateway port
#: VLANs and vports tenants make, redirect targets with their VIPs and rules
NET_PARTITIONS = network._collection("net_partitions", defaults=network._plain(
    {"l3dom_tmplt_id": None, "l2dom_tmplt_id": None, "isolated_zone": None, "shared_zone": None}))
GATEWAYS = network._collection("nuage_gateways", defaults=network._plain(
    {"type": "VRSG", "status": "ACTIVE", "template": None, "systemid": None,
     "personality": "VRSG"}))
GATEWAY_PORTS = network._collection("nuage_gateway_ports", defaults=network._plain(
    {"gateway": None, "vlan": "0-4094", "usermnemonic": None, "status": "ACTIVE",
     "physicalname": None}))


def _existing(cloud, collection, object_id):
    """The object ``object_id`` of ``collection``, or Neutron's 404."""
    return collection.get(cloud, object_id or "", tick=False)


def _mapping(cloud, obj):
    network._common(cloud, obj)
    _existing(cloud, NET_PARTITIONS, obj.get("net_partition_id"))


MAPPINGS = network._collection("project_net_partition_mappings", key="project", defaults=_mapping)


def _vlan(cloud, obj):
    network._plain({"usermnemonic": None, "assigned": [], "vport": None}, status="READY")(cloud, obj)
    port = _existing(cloud, GATEWAY_PORTS, obj.get("gatewayport"))
    obj["gateway"] = port["gateway"]
    value = int(obj.get("value", -1))
    ranges = [r.split("-") for r in (port.get("vlan") or "").split(",") if r]
    if not any(int(low) <= value <= int(high) for low, high in ranges):
        raise core.bad_request("VLAN %s is not in the port's ranges %s" % (value, port.get("vlan")))
    if cloud.select("neutron.nuage_gateway_vlans", filters={"gatewayport": [port["id"]],
                                                             "value": [str(value)]}, tick=False):
        raise core.conflict("VLAN %s already exists on gateway port %s" % (value, port["id"]))
    obj["value"] = value


def _update_vlan(cloud, obj, fields):
    """``{"action": "assign"|"unassign", "tenant": id}`` gives a VLAN to a
    project or takes it back; other fields change as sent."""
    action, tenant = fields.pop("action", None), fields.pop("tenant", None)
    if action == "assign" and tenant not in obj["assigned"]:
        obj["assigned"].append(tenant)
    elif action == "unassign" and tenant in obj["assigned"]:
        obj["assigned"].remove(tenant)
    elif action not in (None, "assign", "unassign"):
        raise core.bad_request("Invalid action %s: assign or unassign" % action)
    obj.update(fields)


VLANS = network._collection("nuage_gateway_vlans", defaults=_vlan)
VLANS.apply_update = _update_vlan


def _vport(cloud, obj):
    network._common(cloud, obj)
    vlan = _existing(cloud, VLANS, obj.get("gatewayvlan"))
    if bool(obj.get("subnet")) == bool(obj.get("port")):
        raise core.bad_request("A vport needs a subnet or a port, not both")
    if obj.get("subnet"):
        _existing(cloud, network.SUBNETS, obj["subnet"])
    else:
        _existing(cloud, network.PORTS, obj["port"])
    if vlan["vport"]:
        raise core.conflict("VLAN %s already has vport %s" % (vlan["id"], vlan["vport"]))
    obj.update(type="bridge" if obj.get("subnet") else "host", gatewayport=vlan["gatewayport"],
               gateway=vlan["gateway"], interface=cloud.new_id(), name=obj.get("name", ""))
    vlan["vport"] = obj["id"]
    tenant = obj.get("tenant") or obj["tenant_id"]
    if tenant not in vlan["assigned"]:
        vlan["assigned"].append(tenant)


def _delete_vport(cloud, obj):
    vlan = cloud.lookup("neutron.nuage_gateway_vlans", obj["gatewayvlan"])
    if vlan is not None and vlan["vport"] == obj["id"]:
        vlan["vport"] = None
    cloud.remove("neutron.nuage_gateway_vports", obj["id"])


VPORTS = network._collection("nuage_gateway_vports", defaults=_vport)
VPORTS.delete = _delete_vport


def _redirect_target(cloud, obj):
    network._plain({"insertion_mode": None, "redundancy_enabled": "False", "ports": []})(cloud, obj)
    if obj.get("subnet_id"):
        _existing(cloud, network.SUBNETS, obj["subnet_id"])
    if obj.get("router_id"):
        _existing(cloud, network.ROUTERS, obj["router_id"])


def _delete_redirect_target(cloud, obj):
    """A redirect target goes with its virtual IPs."""
    for vip in cloud.select("neutron.nuage_redirect_target_vips",
                            filters={"redirect_target_id": [obj["id"]]}, tick=False):
        cloud.remove("neutron.nuage_redirect_target_vips", vip["id"])
    cloud.remove("neutron.nuage_redirect_targets", obj["id"])


REDIRECT_TARGETS = network._collection("nuage_redirect_targets", defaults=_redirect_target)
REDIRECT_TARGETS.delete = _delete_redirect_target


def _vip(cloud, obj):
    network._plain({"virtual_ip_address": None, "subnet_id": None})(cloud, obj)
    _existing(cloud, REDIRECT_TARGETS, obj.get("redirect_target_id"))


def _rule(cloud, obj):
    network._plain({"priority": None, "port_range_min": None, "port_range_max": None,
                    "remote_ip_prefix": None, "remote_group_id": None})(cloud, obj)
    _existing(cloud, REDIRECT_TARGETS, obj.get("redirect_target_id"))
    for group in (obj.get("origin_group_id"), obj.get("remote_group_id")):
        if group is not None:
            _existing(cloud, network.SECURITY_GROUPS, group)


VIPS = network._collection("nuage_redirect_target_vips", defaults=_vip)
RULES = network._collection("nuage_redirect_target_rules", defaults=_rule)
