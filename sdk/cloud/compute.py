"""Nova v2.1: flavors, keypairs, and servers that build for a few polls, get
ports on Neutron's networks, take actions, and delete for a few polls."""
import hashlib

import sdk.cloud.core as core
import sdk.cloud.errors as errors
import sdk.cloud.image as image
import sdk.cloud.network as network
import sdk.cloud.volume as volumes

nova = core.Service("nova", "compute", "/compute", "/compute/v2.1", errors=errors.nova)
SERVICES = [nova]

MAX_MICROVERSION = "2.96"
_V = "/v2.1"


def _version():
    return {"id": "v2.1", "status": "CURRENT", "version": MAX_MICROVERSION,
            "min_version": "2.1", "updated": "2013-07-23T11:33:21Z",
            "links": [{"rel": "self", "href": core.BASE + "/compute/v2.1/"}]}


@nova.route("GET", "")
def versions(cloud, req):
    return core.Reply(200, {"versions": [_version()]})


@nova.route("GET", _V)
def version(cloud, req):
    return core.Reply(200, {"version": _version()})


class NovaCollection(core.Collection):
    def not_found_message(self, object_id):
        return "%s %s could not be found." % (self.label.capitalize(), object_id)


def _flavor(cloud, obj):
    obj["id"] = str(obj["id"])
    obj.setdefault("disk", 0)
    obj.setdefault("OS-FLV-EXT-DATA:ephemeral", obj.pop("OS-FLV-EXT-DATA:ephemeral", 0))
    obj.setdefault("swap", 0)
    obj.setdefault("rxtx_factor", 1.0)
    obj.setdefault("os-flavor-access:is_public", True)
    obj.setdefault("OS-FLV-DISABLED:disabled", False)
    obj.setdefault("description", None)
    obj.setdefault("extra_specs", {})
    obj["links"] = [{"rel": "self", "href": core.BASE + "/compute/v2.1/flavors/" + obj["id"]}]
    if obj.get("swap") == "":
        obj["swap"] = 0


FLAVORS = NovaCollection(nova, "flavors", _V + "/flavors", "flavors", "flavor",
                         defaults=_flavor, detail=True, keep_id=True, created=200)
FLAVORS.register()


@nova.route("GET", _V + "/flavors/{_id}/os-extra_specs", "get")
def extra_specs(cloud, req, _id):
    return core.Reply(200, {"extra_specs": FLAVORS.get(cloud, _id)["extra_specs"]})


@nova.route("POST", _V + "/flavors/{_id}/os-extra_specs", "update")
def set_extra_specs(cloud, req, _id):
    flavor = FLAVORS.get(cloud, _id)
    flavor["extra_specs"].update(req.json.get("extra_specs", {}))
    return core.Reply(200, {"extra_specs": flavor["extra_specs"]})


@nova.route("DELETE", _V + "/flavors/{_id}/os-extra_specs/{key}", "update")
def unset_extra_spec(cloud, req, _id, key):
    FLAVORS.get(cloud, _id)["extra_specs"].pop(key, None)
    return core.Reply(200)


@nova.route("POST", _V + "/flavors/{_id}/action", "action")
def flavor_action(cloud, req, _id):
    flavor = FLAVORS.get(cloud, _id)
    body = req.json
    access = flavor.setdefault("_access", [])
    if "addTenantAccess" in body:
        access.append(body["addTenantAccess"]["tenant"])
    if "removeTenantAccess" in body:
        access.remove(body["removeTenantAccess"]["tenant"])
    return core.Reply(200, {"flavor_access": [{"flavor_id": _id, "tenant_id": t}
                                              for t in access]})


# -- keypairs ------------------------------------------------------------------------
class Keypairs(NovaCollection):
    def not_found_message(self, object_id):
        return "Keypair %s not found for user %s" % (object_id, "admin")

    def list_(self, cloud, req, **groups):
        return core.Reply(200, {"keypairs": [{"keypair": self.render(cloud, o)}
                                             for o in cloud.select(self.coll)]})

    def create(self, cloud, fields, **groups):
        if cloud.lookup(self.coll, fields.get("name")) is not None:
            raise core.conflict("Key pair '%s' already exists." % fields.get("name"))
        return super().create(cloud, fields, **groups)


def _keypair(cloud, obj):
    digest = hashlib.md5(obj["name"].encode()).hexdigest()
    if not obj.get("public_key"):
        obj["public_key"] = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC%s plugin-sdk" % digest
        obj["private_key"] = ("-----BEGIN RSA PRIVATE KEY-----\n%s\n"
                              "-----END RSA PRIVATE KEY-----\n" % digest)
    obj["fingerprint"] = ":".join(digest[i:i + 2] for i in range(0, 32, 2))
    obj.setdefault("type", "ssh")
    obj.setdefault("user_id", cloud.request_project and "admin")
    obj["id"] = obj["name"]


KEYPAIRS = Keypairs(nova, "keypairs", _V + "/os-keypairs", "keypairs", "keypair", key="name",
                    defaults=_keypair, created=200)
KEYPAIRS.register()


# -- servers ---------------------------------------------------------------------------
class Servers(NovaCollection):
    def not_found_message(self, object_id):
        return "Instance %s could not be found." % object_id

    def render(self, cloud, obj):
        out = cloud.render(obj)
        out["addresses"] = _addresses(cloud, obj)
        flavor = cloud.lookup("nova.flavors", obj["_flavor"])
        out["flavor"] = ({"id": obj["_flavor"], "links": []} if flavor is None else
                         {"original_name": flavor["name"], "vcpus": flavor["vcpus"],
                          "ram": flavor["ram"], "disk": flavor["disk"], "swap": flavor["swap"],
                          "ephemeral": flavor["OS-FLV-EXT-DATA:ephemeral"],
                          "extras": dict(flavor["extra_specs"]), "id": obj["_flavor"]})
        out["os-extended-volumes:volumes_attached"] = [
            {"id": a["volumeId"], "delete_on_termination": a["delete_on_termination"]}
            for a in cloud.select("nova.volume_attachments", parent=obj["id"], tick=False)]
        out["OS-EXT-STS:vm_state"] = _VM_STATE.get(obj["status"], obj["status"].lower())
        return out

    def create(self, cloud, fields, **groups):
        fields = dict(fields)
        flavor_ref = str(fields.pop("flavorRef", ""))
        if cloud.lookup("nova.flavors", flavor_ref) is None:
            raise core.bad_request("Flavor %s could not be found." % flavor_ref)
        image_ref = fields.pop("imageRef", "") or ""
        bdm = fields.pop("block_device_mapping_v2", None) or fields.pop(
            "block_device_mapping", None)
        if image_ref and cloud.lookup("glance.images", image_ref) is None:
            raise core.bad_request("Image %s could not be found." % image_ref)
        if not image_ref and not bdm:
            raise core.bad_request("Block Device Mapping is Invalid: You specified more local "
                                   "devices than the limit allows")
        key_name = fields.get("key_name")
        if key_name and cloud.lookup("nova.keypairs", key_name) is None:
            raise core.bad_request("Invalid key_name provided.")
        networks = fields.pop("networks", "auto")
        groups_ = [g.get("name") for g in fields.pop("security_groups", None) or []]
        obj = {"name": fields.get("name", ""), "metadata": fields.get("metadata") or {},
               "key_name": key_name, "_flavor": flavor_ref, "_ports": [],
               "image": {"id": image_ref, "links": []} if image_ref else "",
               "accessIPv4": fields.get("accessIPv4", ""),
               "accessIPv6": fields.get("accessIPv6", ""),
               "OS-EXT-AZ:availability_zone": fields.get("availability_zone") or "nova",
               "OS-DCF:diskConfig": fields.get("OS-DCF:diskConfig", "MANUAL"),
               "config_drive": str(fields.get("config_drive") or ""),
               "user_data": fields.get("user_data"), "tags": fields.get("tags", []),
               "OS-EXT-STS:task_state": None, "OS-EXT-STS:power_state": 1,
               "OS-SRV-USG:launched_at": None, "OS-SRV-USG:terminated_at": None,
               "hostId": "fakehost", "OS-EXT-SRV-ATTR:host": "devstack",
               "OS-EXT-SRV-ATTR:hypervisor_hostname": "devstack",
               "OS-EXT-SRV-ATTR:instance_name": "", "locked": False, "description": None,
               "security_groups": [{"name": g} for g in groups_ or ["default"]],
               "tenant_id": cloud.request_project, "user_id": "admin",
               "created": "2026-01-01T00:00:00Z", "updated": "2026-01-01T00:00:00Z",
               "progress": 0, "status": "BUILD"}
        obj["id"] = cloud.new_id()
        obj["links"] = [{"rel": "self", "href": core.BASE + "/compute/v2.1/servers/" + obj["id"]}]
        obj["adminPass"] = fields.get("adminPass") or "fake-password"
        cloud.add(self.coll, obj)
        try:
            self._plug(cloud, obj, networks, groups_)
        except core.HTTPError:
            self._unplug(cloud, obj)
            cloud.remove(self.coll, obj["id"])
            raise
        for mapping in bdm or []:
            if mapping.get("uuid") and mapping.get("source_type") == "volume":
                _attach(cloud, obj, mapping["uuid"], mapping.get("device_name"),
                        mapping.get("delete_on_termination"), boot=True)
        cloud.start(obj, "status", "BUILD", "ACTIVE", "nova", "create")
        return obj

    def create_(self, cloud, req, **groups):
        obj = self.create(cloud, dict(req.json.get("server", {})))
        return core.Reply(202, {"server": {"id": obj["id"], "links": obj["links"],
                                           "OS-DCF:diskConfig": obj["OS-DCF:diskConfig"],
                                           "security_groups": obj["security_groups"],
                                           "adminPass": obj["adminPass"]}})

    def _plug(self, cloud, obj, networks, groups_):
        if networks in ("none",):
            return
        if networks == "auto" or networks is None:
            private = cloud.select("neutron.networks", filters={"name": ["private"]}, tick=False)
            networks = [{"uuid": private[0]["id"]}] if private else []
        secgroups = network.SECURITY_GROUPS.find_ids(cloud, groups_) if groups_ else []
        for net in networks:
            if net.get("port"):
                port = cloud.lookup("neutron.ports", net["port"])
                if port is None:
                    raise core.bad_request("Port id %s could not be found." % net["port"])
                if port.get("device_id"):
                    raise core.conflict("Port %s is still in use." % net["port"])
                port.update(device_id=obj["id"], device_owner="compute:nova", status="ACTIVE")
                obj["_ports"].append([port["id"], False])
                continue
            net_id = net.get("uuid")
            if cloud.lookup("neutron.networks", net_id or "") is None:
                raise core.bad_request("Network %s could not be found." % net_id)
            fields = {"network_id": net_id, "device_id": obj["id"],
                      "device_owner": "compute:nova"}
            if net.get("fixed_ip"):
                fields["fixed_ips"] = [{"ip_address": net["fixed_ip"]}]
            if secgroups:
                fields["security_groups"] = secgroups
            port = network.PORTS.create(cloud, fields)
            obj["_ports"].append([port["id"], True])

    def _unplug(self, cloud, obj):
        for port_id, owned in obj["_ports"]:
            port = cloud.lookup("neutron.ports", port_id)
            if port is None:
                continue
            if owned:
                cloud.remove("neutron.ports", port_id)
            else:
                port.update(device_id="", device_owner="", status="DOWN")
        obj["_ports"] = []

    def delete(self, cloud, obj):
        if obj.get("OS-EXT-STS:task_state") == "deleting":
            return
        obj["OS-EXT-STS:task_state"] = "deleting"
        obj["_on_gone"] = "nova.server"
        cloud.start(obj, "status", obj["status"], None, "nova", "delete")


def _gone(cloud, obj):
    SERVERS._unplug(cloud, obj)
    for a in cloud.select("nova.volume_attachments", parent=obj["id"], tick=False):
        _detach(cloud, a, synchronous=True)
        gone_with_it = cloud.lookup("cinder.volumes", a["volumeId"])
        if a["delete_on_termination"] and gone_with_it is not None:
            volumes.VOLUMES.delete(cloud, gone_with_it)


core.ON_GONE["nova.server"] = _gone

_VM_STATE = {"ACTIVE": "active", "BUILD": "building", "SHUTOFF": "stopped",
             "SUSPENDED": "suspended", "PAUSED": "paused", "ERROR": "error",
             "VERIFY_RESIZE": "resized", "RESCUE": "rescued",
             "SHELVED_OFFLOADED": "shelved_offloaded"}


def _find_ids(collection, cloud, names):
    ids = []
    for name in names:
        found = cloud.lookup(collection.coll, name) or next(
            iter(cloud.select(collection.coll, filters={"name": [name]}, tick=False)), None)
        if found is None:
            raise core.bad_request("Security group %s not found for project %s."
                                   % (name, cloud.request_project))
        ids.append(found["id"])
    return ids


network.SECURITY_GROUPS.find_ids = lambda cloud, names: _find_ids(network.SECURITY_GROUPS,
                                                                  cloud, names)


def _addresses(cloud, obj):
    out = {}
    for port_id, _ in obj.get("_ports", []):
        port = cloud.lookup("neutron.ports", port_id)
        if port is None:
            continue
        net = cloud.lookup("neutron.networks", port["network_id"]) or {"name": port["network_id"]}
        for ip in port["fixed_ips"]:
            version = 6 if ":" in ip["ip_address"] else 4
            out.setdefault(net["name"], []).append(
                {"addr": ip["ip_address"], "version": version, "OS-EXT-IPS:type": "fixed",
                 "OS-EXT-IPS-MAC:mac_addr": port["mac_address"]})
        for fip in cloud.select("neutron.floatingips", filters={"port_id": [port_id]},
                                tick=False):
            out.setdefault(net["name"], []).append(
                {"addr": fip["floating_ip_address"], "version": 4, "OS-EXT-IPS:type": "floating",
                 "OS-EXT-IPS-MAC:mac_addr": port["mac_address"]})
    return out


SERVERS = Servers(nova, "servers", _V + "/servers", "servers", "server", detail=True)
SERVERS.register()

#: action -> (status while it runs, status after; None: unchanged)
_ACTIONS = {"reboot": ("REBOOT", "ACTIVE"), "os-stop": ("ACTIVE", "SHUTOFF"),
            "os-start": ("SHUTOFF", "ACTIVE"), "suspend": ("ACTIVE", "SUSPENDED"),
            "resume": ("SUSPENDED", "ACTIVE"), "pause": ("ACTIVE", "PAUSED"),
            "unpause": ("PAUSED", "ACTIVE"), "rebuild": ("REBUILD", "ACTIVE"),
            "resize": ("RESIZE", "VERIFY_RESIZE"), "confirmResize": (None, "ACTIVE"),
            "revertResize": ("REVERT_RESIZE", "ACTIVE"), "shelve": ("ACTIVE", "SHELVED_OFFLOADED"),
            "unshelve": ("SHELVED_OFFLOADED", "ACTIVE"), "rescue": ("ACTIVE", "RESCUE"),
            "unrescue": ("RESCUE", "ACTIVE"), "lock": (None, None), "unlock": (None, None),
            "changePassword": (None, None), "createBackup": (None, None),
            "addSecurityGroup": (None, None), "removeSecurityGroup": (None, None),
            "migrate": (None, None), "os-migrateLive": (None, None), "trigger_crash_dump": (
                None, None), "os-resetState": (None, None)}


@nova.route("POST", _V + "/servers/{_id}/action", "action")
def server_action(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    body = req.json
    if len(body) != 1:
        raise core.bad_request("Invalid action")
    name, args = next(iter(body.items()))
    args = args or {}
    if name == "createImage":
        made = image.IMAGES.create(
            cloud, {"name": args.get("name"), "disk_format": "qcow2",
                    "container_format": "bare", "_active": True})
        return core.Reply(202, {"image_id": made["id"]},
                          {"Location": core.BASE + "/image/v2/images/" + made["id"]})
    if name == "os-getConsoleOutput":
        return core.Reply(200, {"output": "cirros login: \n"})
    if name in ("os-getVNCConsole", "os-getSPICEConsole", "os-getRDPConsole",
                "os-getSerialConsole"):
        kind = name[6:-7].lower()
        return core.Reply(200, {"console": {"type": args.get("type", kind),
                                            "url": core.BASE + "/console/" + _id}})
    if name not in _ACTIONS:
        raise core.bad_request("There is no such action: %s" % name)
    if name != "os-resetState":
        cloud.check_idle(server, "Instance")
    busy, final = _ACTIONS[name]
    if name == "resize":
        flavor = str(args.get("flavorRef"))
        if cloud.lookup("nova.flavors", flavor) is None:
            raise core.bad_request("Flavor %s could not be found." % flavor)
        server["_old_flavor"], server["_flavor"] = server["_flavor"], flavor
    elif name == "revertResize" and server.get("_old_flavor"):
        server["_flavor"] = server.pop("_old_flavor")
    elif name == "rebuild":
        server["image"] = {"id": args.get("imageRef"), "links": []}
    elif name == "lock":
        server["locked"] = True
    elif name == "unlock":
        server["locked"] = False
    elif name == "addSecurityGroup":
        server["security_groups"].append({"name": args["name"]})
    elif name == "removeSecurityGroup":
        server["security_groups"] = [g for g in server["security_groups"]
                                     if g["name"] != args["name"]]
    elif name == "os-resetState":
        server["status"] = args.get("state", "active").upper()
    if final is not None:
        if busy is None:
            server["status"] = final
        else:
            cloud.start(server, "status", busy, final, "nova", name)
    return core.Reply(202)


@nova.route("GET", _V + "/servers/{_id}/metadata", "get")
def server_metadata(cloud, req, _id):
    return core.Reply(200, {"metadata": SERVERS.get(cloud, _id, tick=False)["metadata"]})


@nova.route("POST", _V + "/servers/{_id}/metadata", "update")
def add_server_metadata(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    server["metadata"].update(req.json.get("metadata", {}))
    return core.Reply(200, {"metadata": server["metadata"]})


@nova.route("PUT", _V + "/servers/{_id}/metadata", "update")
def set_server_metadata(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    server["metadata"] = dict(req.json.get("metadata", {}))
    return core.Reply(200, {"metadata": server["metadata"]})


@nova.route("DELETE", _V + "/servers/{_id}/metadata/{key}", "update")
def delete_server_metadata(cloud, req, _id, key):
    SERVERS.get(cloud, _id, tick=False)["metadata"].pop(key, None)
    return core.Reply(204)


@nova.route("GET", _V + "/servers/{_id}/ips", "get")
def server_ips(cloud, req, _id):
    return core.Reply(200, {"addresses": _addresses(cloud, SERVERS.get(cloud, _id, tick=False))})


@nova.route("POST", _V + "/servers/{_id}/remote-consoles", "action")
def remote_console(cloud, req, _id):
    SERVERS.get(cloud, _id, tick=False)
    console = req.json.get("remote_console", {})
    return core.Reply(200, {"remote_console": dict(console, url=core.BASE + "/console/" + _id)})


# -- interfaces --------------------------------------------------------------------------
def _interface(cloud, port):
    return {"port_id": port["id"], "net_id": port["network_id"], "mac_addr": port["mac_address"],
            "port_state": port["status"], "fixed_ips": port["fixed_ips"]}


@nova.route("GET", _V + "/servers/{_id}/os-interface", "list")
def interfaces(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    ports = [cloud.lookup("neutron.ports", p) for p, _ in server["_ports"]]
    return core.Reply(200, {"interfaceAttachments": [_interface(cloud, p) for p in ports if p]})


@nova.route("POST", _V + "/servers/{_id}/os-interface", "interface_attach")
def interface_attach(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    spec = req.json.get("interfaceAttachment", {})
    net = {"port": spec["port_id"]} if spec.get("port_id") else {"uuid": spec.get("net_id")}
    if spec.get("fixed_ips"):
        net["fixed_ip"] = spec["fixed_ips"][0].get("ip_address")
    SERVERS._plug(cloud, server, [net], [])
    port = cloud.lookup("neutron.ports", server["_ports"][-1][0])
    return core.Reply(200, {"interfaceAttachment": _interface(cloud, port)})


@nova.route("DELETE", _V + "/servers/{_id}/os-interface/{port}", "interface_detach")
def interface_detach(cloud, req, _id, port):
    server = SERVERS.get(cloud, _id, tick=False)
    mine = [p for p in server["_ports"] if p[0] == port]
    if not mine:
        raise core.not_found("Port %s is not attached" % port)
    server["_ports"].remove(mine[0])
    target = cloud.lookup("neutron.ports", port)
    if target is not None:
        if mine[0][1]:
            cloud.remove("neutron.ports", port)
        else:
            target.update(device_id="", device_owner="", status="DOWN")
    return core.Reply(202)


# -- volume attachments -------------------------------------------------------------------
def _attach(cloud, server, volume_id, device=None, delete_on_termination=False, boot=False):
    """Attach as Nova does: a Cinder attachment reserved, then completed (a
    volume of the server's block device mapping before the server is ACTIVE)."""
    found = cloud.lookup("cinder.volumes", volume_id or "")
    if found is None:
        raise core.not_found("Volume %s could not be found." % volume_id)
    try:
        cinder_attachment = volumes.reserve(cloud, found, server["id"])
    except core.HTTPError as err:   # Nova passes Cinder's refusal on as bad input
        raise core.bad_request("Invalid input received: %s (HTTP 400)" % err.message)
    count = len(cloud.select("nova.volume_attachments", parent=server["id"], tick=False))
    attachment = {"id": volume_id, "volumeId": volume_id, "serverId": server["id"],
                  "device": device or "/dev/vd%s" % "bcdefghijklmnop"[count],
                  "tag": None, "delete_on_termination": bool(delete_on_termination),
                  "_parent": server["id"], "_attachment": cinder_attachment["id"]}
    cloud.collection("nova.volume_attachments")["%s:%s" % (server["id"], volume_id)] = attachment
    volumes.complete(cloud, cinder_attachment, attachment["device"], _HOST, synchronous=boot)
    return attachment


def _detach(cloud, attachment, synchronous=False):
    """Detach as Nova does: the Cinder attachment deleted; Nova's record goes
    when the volume is detached."""
    cinder_attachment = cloud.lookup("cinder.attachments", attachment["_attachment"])
    if cinder_attachment is None:
        cloud.remove("nova.volume_attachments", "%s:%s" % (attachment["serverId"],
                                                          attachment["volumeId"]))
    else:
        volumes.detach(cloud, cinder_attachment, synchronous)


def _not_attached(server_id, volume_id):
    return core.not_found("Instance %s is not attached to volume %s" % (server_id, volume_id))


@nova.route("GET", _V + "/servers/{_id}/os-volume_attachments", "list")
def volume_attachments(cloud, req, _id):
    SERVERS.get(cloud, _id, tick=False)
    found = cloud.select("nova.volume_attachments", parent=_id, tick=False)
    return core.Reply(200, {"volumeAttachments": [cloud.render(a) for a in found]})


@nova.route("GET", _V + "/servers/{_id}/os-volume_attachments/{volume}", "get")
def volume_attachment(cloud, req, _id, volume):
    found = cloud.lookup("nova.volume_attachments", "%s:%s" % (_id, volume))
    if found is None:
        raise _not_attached(_id, volume)
    return core.Reply(200, {"volumeAttachment": cloud.render(found)})


@nova.route("POST", _V + "/servers/{_id}/os-volume_attachments", "attach_volume")
def attach_volume(cloud, req, _id):
    server = SERVERS.get(cloud, _id, tick=False)
    spec = req.json.get("volumeAttachment", {})
    attachment = _attach(cloud, server, spec.get("volumeId"), spec.get("device"))
    return core.Reply(200, {"volumeAttachment": cloud.render(attachment)})


@nova.route("DELETE", _V + "/servers/{_id}/os-volume_attachments/{volume}", "detach_volume")
def detach_volume(cloud, req, _id, volume):
    found = cloud.lookup("nova.volume_attachments", "%s:%s" % (_id, volume))
    if found is None:
        raise _not_attached(_id, volume)
    _detach(cloud, found)
    return core.Reply(202)


# -- the rest: listings Heat's types and constraints read ------------------------------------
NovaCollection(nova, "server_groups", _V + "/os-server-groups", "server_groups", "server_group",
               created=200, defaults=lambda cloud, obj: obj.setdefault("members", [])
               ).register()


class AggregateCollection(NovaCollection):
    """Host aggregates: hosts (of the cloud's one compute host) and metadata,
    the availability zone kept as Nova keeps it, in the metadata."""

    def not_found_message(self, object_id):
        return "Aggregate %s could not be found." % object_id

    def create(self, cloud, fields, **groups):
        name = fields.get("name")
        if cloud.select(self.coll, filters={"name": [name]}, tick=False):
            raise core.conflict("Aggregate %s already exists." % name)
        zone = fields.get("availability_zone")
        return super().create(cloud, {"name": name, "availability_zone": zone, "hosts": [],
                                      "metadata": {"availability_zone": zone} if zone else {},
                                      "deleted": False, "created_at": _CREATED,
                                      "updated_at": None, "deleted_at": None}, **groups)

    def update_(self, cloud, req, _id, **groups):
        aggregate = self.get(cloud, _id, tick=False)
        fields = req.json.get("aggregate", {})
        if "availability_zone" in fields:
            _set_zone(aggregate, fields["availability_zone"])
        aggregate.update({k: v for k, v in fields.items() if k == "name"})
        return core.Reply(200, self._wrap(self.render(cloud, aggregate)))

    def delete(self, cloud, obj):
        if obj["hosts"]:
            raise core.bad_request("Cannot perform action 'delete' on aggregate %s. Reason: Host "
                                   "aggregate is not empty." % obj["id"])
        super().delete(cloud, obj)


_CREATED = "2026-01-01T00:00:00.000000"


def _set_zone(aggregate, zone):
    aggregate["availability_zone"] = zone
    if zone:
        aggregate["metadata"]["availability_zone"] = zone
    else:
        aggregate["metadata"].pop("availability_zone", None)


AGGREGATES = AggregateCollection(nova, "aggregates", _V + "/os-aggregates", "aggregates",
                                 "aggregate", created=200)
AGGREGATES.register()


@nova.route("POST", _V + "/os-aggregates/{_id}/action", "action")
def aggregate_action(cloud, req, _id):
    aggregate = AGGREGATES.get(cloud, _id, tick=False)
    (name, args), = (req.json or {"": {}}).items()
    host = (args or {}).get("host")
    if name == "add_host":
        if host != _HOST:
            raise core.not_found("Compute host %s could not be found." % host)
        if host in aggregate["hosts"]:
            raise core.conflict("Aggregate %s already has host %s." % (_id, host))
        aggregate["hosts"].append(host)
    elif name == "remove_host":
        if host not in aggregate["hosts"]:
            raise core.not_found("Cannot remove host %s in aggregate %s" % (host, _id))
        aggregate["hosts"].remove(host)
    elif name == "set_metadata":
        for key, value in (args.get("metadata") or {}).items():
            if key == "availability_zone":
                _set_zone(aggregate, value)
            elif value is None:
                aggregate["metadata"].pop(key, None)
            else:
                aggregate["metadata"][key] = value
    else:
        raise core.bad_request("Invalid input for action: %s" % name)
    return core.Reply(200, {"aggregate": cloud.render(aggregate)})


#: DevStack's nova services on its one host: (id, binary, zone); the scheduler
#: and conductor are in Nova's internal zone
_SERVICES = (("1", "nova-compute", "nova"), ("2", "nova-scheduler", "internal"),
             ("3", "nova-conductor", "internal"))
_HOST = "devstack"
_INTERNAL_ZONE = "internal"


def _services(cloud):
    """(id, binary, zone) of each service: a compute host in a host aggregate
    with an availability zone is in that zone, as in Nova."""
    zoned = [a["metadata"]["availability_zone"] for a in cloud.select("nova.aggregates", tick=False)
             if _HOST in a["hosts"] and a["metadata"].get("availability_zone")]
    return [(_id, binary, zoned[0] if zoned and binary == "nova-compute" else zone)
            for _id, binary, zone in _SERVICES]


def _zones(cloud):
    """zone name -> its services' binaries, zones in the order Nova lists them."""
    zones = {}
    for _id, binary, zone in sorted(_services(cloud), key=lambda s: (s[2], s[0])):
        zones.setdefault(zone, []).append(binary)
    return zones


@nova.route("GET", _V + "/os-availability-zone", "list")
def availability_zones(cloud, req):
    """The zones, without Nova's internal one (as Nova hides it here)."""
    return core.Reply(200, {"availabilityZoneInfo": [
        {"zoneName": zone, "zoneState": {"available": True}, "hosts": None}
        for zone in _zones(cloud) if zone != _INTERNAL_ZONE]})


@nova.route("GET", _V + "/os-availability-zone/detail", "list")
def availability_zones_detail(cloud, req):
    """Every zone with its host's services, the internal zone included."""
    state = {"available": True, "active": True, "updated_at": "2026-01-01T00:00:00.000000"}
    return core.Reply(200, {"availabilityZoneInfo": [
        {"zoneName": zone, "zoneState": {"available": True},
         "hosts": {_HOST: {binary: dict(state) for binary in binaries}}}
        for zone, binaries in _zones(cloud).items()]})


_HYPERVISOR = {"id": "1", "hypervisor_hostname": _HOST, "state": "up", "status": "enabled",
               "host_ip": "10.0.0.10", "hypervisor_type": "QEMU", "service": {
                   "host": _HOST, "id": "1", "disabled_reason": None}}


@nova.route("GET", _V + "/os-hypervisors", "list")
def hypervisors(cloud, req):
    name = req.arg("hypervisor_hostname_pattern")
    found = [_HYPERVISOR] if name in (None, "devstack") else []
    if name is not None and not found:
        raise core.not_found("No hypervisor matching '%s' could be found." % name)
    return core.Reply(200, {"hypervisors": found})


@nova.route("GET", _V + "/os-hypervisors/detail", "list")
def hypervisors_detail(cloud, req):
    return hypervisors(cloud, req)


@nova.route("GET", _V + "/os-hypervisors/{name}/search", "list")
def hypervisor_search(cloud, req, name):
    if name != "devstack":
        raise core.not_found("No hypervisor matching '%s' could be found." % name)
    return core.Reply(200, {"hypervisors": [_HYPERVISOR]})


@nova.route("GET", _V + "/os-services", "list")
def services(cloud, req):
    return core.Reply(200, {"services": [
        {"id": _id, "binary": binary, "host": _HOST, "zone": zone, "status": "enabled",
         "state": "up"} for _id, binary, zone in _services(cloud)]})


@nova.route("GET", _V + "/limits", "get")
def limits(cloud, req):
    return core.Reply(200, {"limits": {"rate": [], "absolute": {
        "maxTotalInstances": 100, "maxTotalCores": 200, "maxTotalRAMSize": 512000,
        "maxServerMeta": 128, "maxPersonality": 5, "maxPersonalitySize": 10240,
        "maxTotalKeypairs": 100, "maxServerGroups": 10, "maxServerGroupMembers": 10,
        "totalInstancesUsed": len(cloud.select("nova.servers", tick=False)),
        "totalCoresUsed": 0, "totalRAMUsed": 0, "totalServerGroupsUsed": 0}}})


@nova.route("GET", _V + "/os-quota-sets/{_id}", "get")
def quota_set(cloud, req, _id):
    return core.Reply(200, {"quota_set": dict(cloud.data.get("nova_quotas", {}), id=_id,
                                              instances=100, cores=200, ram=512000)})


@nova.route("PUT", _V + "/os-quota-sets/{_id}", "update")
def update_quota_set(cloud, req, _id):
    cloud.data.setdefault("nova_quotas", {}).update(req.json.get("quota_set", {}))
    return quota_set(cloud, req, _id)


@nova.route("DELETE", _V + "/os-quota-sets/{_id}", "delete")
def delete_quota_set(cloud, req, _id):
    cloud.data.pop("nova_quotas", None)
    return core.Reply(202)
