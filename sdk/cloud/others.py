"""The other services Heat 27's types and constraints reach: Heat itself,
Designate, Octavia, Barbican, Aodh, Blazar, Ironic, Magnum, Manila, Mistral,
Trove, Zaqar and Zun. Each is a set of plain collections (create, show,
list with filters, update, delete); Octavia's objects go through
PENDING_CREATE/PENDING_DELETE as the real service's do."""
import copy

import yaml

import sdk.cloud.core as core
import sdk.cloud.errors as errors
import sdk.cloud.network as network


def _service(name, service_type, prefix, endpoint=None, errors=errors.openstack, version=("v2.0", "")):
    """A service whose catalog URL is ``endpoint`` and whose version
    document (at ``prefix``) names ``version``: (id, path below prefix)."""
    service = core.Service(name, service_type, prefix, endpoint, errors)
    vid, vpath = version

    doc = {"id": vid, "status": "CURRENT", "min_version": "1.0", "max_version": "1.1",
           "version": "1.1", "links": [{"rel": "self",
                                        "href": core.BASE + service.prefix + vpath + "/"}]}

    @service.route("GET", "")
    def versions(cloud, req):
        return core.Reply(200, {"versions": [doc]})

    if vpath:
        @service.route("GET", vpath)
        def version(cloud, req):
            return core.Reply(200, {"version": doc})
    return service


def _defaults(extra):
    def defaults(cloud, obj):
        obj.setdefault("name", "")
        obj.setdefault("project_id", cloud.request_project)
        obj.setdefault("created_at", "2026-01-01T00:00:00")
        for key, value in extra.items():
            obj.setdefault(key, copy.deepcopy(value))
    return defaults


def _collections(service, base, specs):
    return service.add_collections(base, specs, defaults=_defaults)


# -- Heat -------------------------------------------------------------------------------
heat = _service("heat", "orchestration", "/heat-api", "/heat-api/v1/%(project)s")
heat_cfn = _service("heat-cfn", "cloudformation", "/heat-api-cfn", "/heat-api-cfn/v1")
class HeatStacks(core.Collection):
    """Heat's stacks as records: every action completes at once and no
    engine runs (outputs stay empty). A stack is found by id or name and
    redirected to ``stacks/{name}/{id}``, as Heat's API does."""

    ACTIONS = {"check": "CHECK", "suspend": "SUSPEND", "resume": "RESUME",
               "cancel_update": "ROLLBACK", "cancel_without_rollback": "UPDATE"}

    def create(self, cloud, fields, **groups):
        stack = super().create(cloud, fields, **groups)
        stack["creation_time"] = stack.pop("created_at")
        stack["links"] = [{"rel": "self", "href": self._href(stack, groups["project"])}]
        return self._done(stack, "CREATE")

    def create_(self, cloud, req, **groups):
        stack = self.create(cloud, dict(req.json), **groups)
        return core.Reply(201, {"stack": {"id": stack["id"], "links": stack["links"]}})

    def show_(self, cloud, req, _id, **groups):
        """``stacks/{id or name}``: the redirect to the stack's own URL."""
        stack = self._find(cloud, _id)
        return core.Reply(302, {}, {"Location": self._href(stack, groups["project"])})

    def update_(self, cloud, req, _id, **groups):
        stack = self._find(cloud, _id)
        stack.update({k: v for k, v in req.json.items() if k in ("template", "parameters", "files",
                                                               "environment", "timeout_mins")})
        stack["updated_time"] = "2026-01-01T00:00:00"
        self._done(stack, "UPDATE")
        return core.Reply(202)

    def act(self, cloud, req, _id, **groups):
        """``stacks/{id}/actions``: check, suspend, resume or cancel."""
        body = req.json
        action = next((self.ACTIONS[k] for k in body if k in self.ACTIONS), None) if isinstance(
            body, dict) else None
        if action is None:
            raise core.bad_request("Invalid action, must be one of %s" % ", ".join(self.ACTIONS))
        self._done(self._find(cloud, _id), action)
        return core.Reply(200)

    def snapshot(self, cloud, req, _id, **groups):
        stack = self._find(cloud, _id)
        snap = {"id": cloud.new_id(), "name": (req.json or {}).get("name"), "status": "COMPLETE",
                "status_reason": "Stack SNAPSHOT completed successfully",
                "creation_time": "2026-01-01T00:00:00",
                "data": {"template": stack.get("template"), "environment": stack.get("environment") or {},
                         "files": stack.get("files") or {}, "status": "COMPLETE", "action": "SNAPSHOT"}}
        stack.setdefault("_snapshots", {})[snap["id"]] = snap
        self._done(stack, "SNAPSHOT")
        return core.Reply(200, snap)

    def snapshot_show(self, cloud, req, _id, snapshot, **groups):
        snap = self._find(cloud, _id).get("_snapshots", {}).get(snapshot)
        if snap is None:
            raise core.not_found("The Snapshot (%s) could not be found." % snapshot)
        return core.Reply(200, {"snapshot": snap})

    def register(self):
        super().register()
        item = self.path + "/{name}/{_id}"
        route = self.service.route
        route("GET", item, "get")(lambda cloud, req, _id, name, **g: super(HeatStacks, self).show_(
            cloud, req, self._find(cloud, _id)["id"], **g))
        route("DELETE", item, "delete")(lambda cloud, req, name, **g: self.delete_(cloud, req, **g))
        route("PUT", item, "update")(lambda cloud, req, name, **g: self.update_(cloud, req, **g))
        route("PATCH", item, "update")(lambda cloud, req, name, **g: self.update_(cloud, req, **g))
        route("PATCH", self.path + "/{_id}", "update")(self.update_)
        route("GET", item + "/outputs", "list")(
            lambda cloud, req, _id, name, **g: core.Reply(200, {"outputs": self._find(cloud, _id)["outputs"]}))
        for actions in (self.path + "/{_id}/actions", item + "/actions"):
            route("POST", actions, "update")(lambda cloud, req, name=None, **g: self.act(cloud, req, **g))
        route("POST", item + "/snapshots", "snapshot")(
            lambda cloud, req, name, **g: self.snapshot(cloud, req, **g))
        route("GET", item + "/snapshots/{snapshot}", "get")(
            lambda cloud, req, name, **g: self.snapshot_show(cloud, req, **g))

    def _find(self, cloud, ref):
        found = cloud.lookup(self.coll, ref) or next(
            (s for s in cloud.select(self.coll, tick=False) if s.get("stack_name") == ref), None)
        if found is None:
            raise core.not_found("The Stack (%s) could not be found." % ref)
        return found

    @staticmethod
    def _done(stack, action):
        stack["stack_status"] = action + "_COMPLETE"
        stack["stack_status_reason"] = "Stack %s completed successfully" % action
        return stack

    @staticmethod
    def _href(stack, project):
        return core.BASE + "/heat-api/v1/%s/stacks/%s/%s" % (project, stack.get("stack_name"), stack["id"])


HEAT = heat.add_collections("/v1/{project}", [core.CollectionSpec(
    "stacks", "/stacks", "stacks", "stack", fields={"outputs": [], "parameters": {}, "description": ""})],
    defaults=_defaults, cls=HeatStacks)
HEAT.update(_collections(heat, "/v1/{project}", [
    core.CollectionSpec("software_configs", "/software_configs", "software_configs", "software_config",
                        fields={"config": "", "group": "Heat::Ungrouped", "inputs": [], "outputs": [], "options": {}}),
    core.CollectionSpec("software_deployments", "/software_deployments", "software_deployments",
                        "software_deployment",
                        fields={"status": "COMPLETE", "action": "CREATE", "input_values": {}, "output_values": {}}),
]))


@heat.route("POST", "/v1/{project}/validate", "validate")
def validate_template(cloud, req, project):
    """What Heat's template-validate answers, from the template's own
    parameters section (the fake Heat keeps stacks as records and runs no
    engine: it checks only that a template is a mapping with a version)."""
    template = req.json.get("template")
    if isinstance(template, str):
        try:
            template = yaml.safe_load(template)
        except yaml.YAMLError as exc:
            raise core.bad_request(str(exc).replace("\n", " ")) from None
    if not isinstance(template, dict) or not ({"heat_template_version", "HeatTemplateFormatVersion",
                                               "AWSTemplateFormatVersion"} & set(template)):
        raise core.bad_request("Template format version not found.")
    params = {name: {"Type": str((spec or {}).get("type", "string")).capitalize(),
                     "Description": (spec or {}).get("description", ""), "Label": name,
                     "NoEcho": "false", **({"Default": spec["default"]}
                                           if isinstance(spec, dict) and "default" in spec else {})}
              for name, spec in (template.get("parameters") or {}).items()}
    return core.Reply(200, {"Description": template.get("description", "No description"),
                            "Parameters": params})


# -- Designate --------------------------------------------------------------------------
designate = _service("designate", "dns", "/dns", version=("v2", "/v2"))
DESIGNATE = _collections(designate, "/v2", [
    core.CollectionSpec("zones", "/zones", "zones", "zone",
                        fields={"status": "ACTIVE", "type": "PRIMARY", "ttl": 3600, "serial": 1, "pool_id": "default"},
                        wrap=False, update="PATCH", created=202),
    core.CollectionSpec("recordsets", "/zones/{zone}/recordsets", "recordsets", "recordset",
                        fields={"status": "ACTIVE", "ttl": None, "records": []}, wrap=False, parent="zone",
                        created=202),
])


# -- Octavia ----------------------------------------------------------------------------
octavia = _service("octavia", "load-balancer", "/load-balancer")
_LB = ("provisioning_status", "PENDING_CREATE", "ACTIVE")
_LB_DELETE = ("provisioning_status", "PENDING_DELETE")


class LoadBalancers(core.Collection):
    """Octavia's load balancers hold their VIP on a Neutron port of the VIP
    subnet or network (or the port given), as the amphora driver makes it;
    a port Octavia made goes with its load balancer."""

    def create(self, cloud, fields, **groups):
        port = self._given_port(cloud, fields)
        wanted = None if port else self._vip_port(cloud, fields)
        lb = super().create(cloud, fields, **groups)
        if wanted is not None:
            port = network.PORTS.create(cloud, dict(wanted, name="octavia-lb-" + lb["id"],
                                                    device_id="lb-" + lb["id"]))
            lb["_on_gone"] = "octavia.loadbalancer"
        fixed = port["fixed_ips"][0] if port["fixed_ips"] else {}
        lb.update(vip_port_id=port["id"], vip_network_id=port["network_id"],
                  vip_subnet_id=fixed.get("subnet_id"), vip_address=fixed.get("ip_address"))
        return lb

    @staticmethod
    def _given_port(cloud, fields):
        if not fields.get("vip_port_id"):
            return None
        port = cloud.lookup("neutron.ports", fields["vip_port_id"])
        if port is None:
            raise core.bad_request("Port %s not found." % fields["vip_port_id"])
        return port

    @staticmethod
    def _vip_port(cloud, fields):
        """The Neutron port a new load balancer's VIP takes, checked as Octavia's API checks it."""
        subnet_id, network_id = fields.get("vip_subnet_id"), fields.get("vip_network_id")
        if subnet_id:
            subnet = cloud.lookup("neutron.subnets", subnet_id)
            if subnet is None:
                raise core.bad_request("Subnet %s not found." % subnet_id)
            network_id = subnet["network_id"]
        elif not network_id:
            raise core.bad_request("Validation failure: VIP must contain one of: vip_port_id, "
                                   "vip_network_id, vip_subnet_id.")
        elif cloud.lookup("neutron.networks", network_id) is None:
            raise core.bad_request("Network %s not found." % network_id)
        ip = {"subnet_id": subnet_id} if subnet_id else {}
        if fields.get("vip_address"):
            ip["ip_address"] = fields["vip_address"]
        return {"network_id": network_id, "device_owner": "Octavia", "fixed_ips": [ip] if ip else None}


core.ON_GONE["octavia.loadbalancer"] = lambda cloud, lb: cloud.remove("neutron.ports", lb["vip_port_id"])
_OCTAVIA_SPECS = [
    core.CollectionSpec("listeners", "/lbaas/listeners", "listeners", "listener",
                        fields={"operating_status": "ONLINE", "admin_state_up": True, "default_pool_id": None,
                                "l7policies": []},
                        status=_LB, delete_status=_LB_DELETE),
    core.CollectionSpec("pools", "/lbaas/pools", "pools", "pool",
                        fields={"operating_status": "ONLINE", "admin_state_up": True, "members": [],
                                "healthmonitor_id": None},
                        status=_LB, delete_status=_LB_DELETE),
    core.CollectionSpec("members", "/lbaas/pools/{pool}/members", "members", "member",
                        fields={"operating_status": "ONLINE", "admin_state_up": True, "weight": 1}, status=_LB,
                        delete_status=_LB_DELETE, parent="pool"),
    core.CollectionSpec("healthmonitors", "/lbaas/healthmonitors", "healthmonitors", "healthmonitor",
                        fields={"operating_status": "ONLINE", "admin_state_up": True}, status=_LB,
                        delete_status=_LB_DELETE),
    core.CollectionSpec("l7policies", "/lbaas/l7policies", "l7policies", "l7policy",
                        fields={"operating_status": "ONLINE", "admin_state_up": True, "rules": []}, status=_LB,
                        delete_status=_LB_DELETE),
    core.CollectionSpec("l7rules", "/lbaas/l7policies/{l7policy}/rules", "rules", "rule",
                        fields={"operating_status": "ONLINE", "admin_state_up": True}, status=_LB,
                        delete_status=_LB_DELETE, parent="l7policy"),
    core.CollectionSpec("flavors", "/lbaas/flavors", "flavors", "flavor", fields={"enabled": True}),
    core.CollectionSpec("flavorprofiles", "/lbaas/flavorprofiles", "flavorprofiles", "flavorprofile",
                        fields={"provider_name": "amphora", "flavor_data": "{}"}),
    core.CollectionSpec("availabilityzones", "/lbaas/availabilityzones", "availability_zones",
                        "availability_zone", fields={"enabled": True}, key="name"),
    core.CollectionSpec("availabilityzoneprofiles", "/lbaas/availabilityzoneprofiles",
                        "availability_zone_profiles", "availability_zone_profile",
                        fields={"provider_name": "amphora", "availability_zone_data": "{}"}),
    core.CollectionSpec("quotas", "/lbaas/quotas", "quotas", "quota"),
]
_LOADBALANCERS = core.CollectionSpec(
    "loadbalancers", "/lbaas/loadbalancers", "loadbalancers", "loadbalancer",
    fields={"operating_status": "ONLINE", "listeners": [], "pools": [], "admin_state_up": True,
            "provider": "amphora"}, status=_LB, delete_status=_LB_DELETE)
# Octavia answers at /v2 and /v2.0 alike
for _base in ("/v2", "/v2.0"):
    OCTAVIA = octavia.add_collections(_base, [_LOADBALANCERS], defaults=_defaults, cls=LoadBalancers)
    OCTAVIA.update(_collections(octavia, _base, _OCTAVIA_SPECS))


# -- Barbican (objects are addressed by their href) ----------------------------------------
barbican = _service("barbican", "key-manager", "/key-manager", version=("v1", "/v1"))


def _ref(kind):
    def defaults(cloud, obj):
        _defaults({"status": "ACTIVE"})(cloud, obj)
        obj["%s_ref" % kind] = core.BASE + "/key-manager/v1/%ss/%s" % (kind, obj["id"])
    return defaults


class RefCollection(core.Collection):
    """Barbican answers a create with the new object's href only."""

    def create_(self, cloud, req, **groups):
        ref = "%s_ref" % self.singular
        return core.Reply(201, {ref: self.create(cloud, dict(req.json))[ref]})


class OrderCollection(RefCollection):
    """Barbican's orders complete at once: a key order makes a secret, an
    asymmetric or certificate order a container of its key secrets; an order
    shows only Barbican's order fields (python-barbicanclient builds its
    typed orders from them and refuses any other)."""

    FIELDS = ("created", "updated", "meta", "order_ref", "status",
              "sub_status", "sub_status_message", "type", "secret_ref", "container_ref")

    def create(self, cloud, fields, **groups):
        order = super().create(cloud, fields, **groups)
        meta = dict(order.get("meta") or {})
        order.update({"sub_status": "Unknown",
                      "sub_status_message": "Unknown", "updated": order["created_at"]})
        kind = (order.get("type") or "key").lower()
        secret = {k: meta[k] for k in ("name", "algorithm", "bit_length", "mode", "expiration")
                  if meta.get(k) is not None}
        if kind == "key":
            made = BARBICAN["secret"].create(cloud, dict(secret, secret_type="symmetric"))
            order["secret_ref"] = made["secret_ref"]
        else:
            refs = [{"name": name, "secret_ref": BARBICAN["secret"].create(
                cloud, dict(secret, secret_type=name))["secret_ref"]}
                for name in ("private_key", "public_key")]
            made = BARBICAN["container"].create(cloud, {
                "name": meta.get("name"), "secret_refs": refs,
                "type": "rsa" if kind == "asymmetric" else "certificate"})
            order["container_ref"] = made["container_ref"]
        return order

    def render(self, cloud, obj):
        shown = super().render(cloud, obj)
        shown["created"] = obj.get("created_at")
        return {k: shown[k] for k in self.FIELDS if k in shown}


BARBICAN = {}
for _kind in ("secret", "container", "order"):
    BARBICAN[_kind] = (OrderCollection if _kind == "order" else RefCollection)(
        barbican, _kind + "s", "/v1/%ss" % _kind, _kind + "s", _kind, wrap=False,
        defaults=_ref(_kind))
    BARBICAN[_kind].register()


@barbican.route("GET", "/v1/secrets/{_id}/payload", "get")
def secret_payload(cloud, req, _id):
    secret = BARBICAN["secret"].get(cloud, _id)
    return core.Reply(200, secret.get("payload") or "", {"Content-Type": "text/plain"})


# -- the rest -------------------------------------------------------------------------------
aodh = _service("aodh", "alarming", "/alarming")
AODH = _collections(aodh, "/v2", [core.CollectionSpec("alarms", "/alarms", "alarms", "alarm",
                                                      fields={"state": "insufficient data", "enabled": True},
                                                      key="alarm_id", wrap=False)])
blazar = _service("blazar", "reservation", "/reservation", "/reservation/v1",
                  errors=errors.blazar, version=("v1", "/v1"))
BLAZAR = _collections(blazar, "/v1", [
    core.CollectionSpec("leases", "/leases", "leases", "lease", fields={"status": "ACTIVE", "reservations": []}),
    core.CollectionSpec("hosts", "/os-hosts", "hosts", "host")])
ironic = _service("ironic", "baremetal", "/baremetal")
IRONIC = _collections(ironic, "/v1", [
    core.CollectionSpec("nodes", "/nodes", "nodes", "node", fields={"provision_state": "available"}, wrap=False,
                        key="uuid"),
    core.CollectionSpec("portgroups", "/portgroups", "portgroups", "portgroup", wrap=False, key="uuid"),
    core.CollectionSpec("ports", "/ports", "ports", "port", wrap=False, key="uuid")])
magnum = _service("magnum", "container-infra", "/container-infra", "/container-infra/v1",
                  errors=errors.magnum, version=("v1", "/v1"))
MAGNUM = _collections(magnum, "/v1", [
    core.CollectionSpec("clustertemplates", "/clustertemplates", "clustertemplates", "clustertemplate",
                        wrap=False, key="uuid", update="PATCH"),
    core.CollectionSpec("clusters", "/clusters", "clusters", "cluster", fields={"status": "CREATE_COMPLETE"},
                        wrap=False, key="uuid", update="PATCH")])
manila = _service("manila", "sharev2", "/share", "/share/v2/%(project)s", errors=errors.nova)
MANILA = _collections(manila, "/v2/{project}", [
    core.CollectionSpec("shares", "/shares", "shares", "share", fields={"status": "available"}, detail=True),
    core.CollectionSpec("share_networks", "/share-networks", "share_networks", "share_network", detail=True),
    core.CollectionSpec("share_types", "/types", "share_types", "share_type", fields={"extra_specs": {}}),
    core.CollectionSpec("snapshots", "/snapshots", "snapshots", "snapshot", fields={"status": "available"},
                        detail=True),
    core.CollectionSpec("security_services", "/security-services", "security_services", "security_service",
                        detail=True)])
mistral = _service("mistral", "workflowv2", "/workflow", "/workflow/v2", version=("v2", "/v2"))


class WorkflowCollection(core.Collection):
    """Mistral's workflows: created and updated from a workflow language
    document sent as text (each workflow in it is one object, named by its
    key), found by name."""

    def _definitions(self, req):
        try:
            doc = yaml.safe_load(req.raw.decode() if isinstance(req.raw, bytes) else req.raw)
        except yaml.YAMLError as exc:
            raise core.bad_request("Definition could not be parsed: %s" % exc) from None
        if not isinstance(doc, dict) or not any(k != "version" for k in doc):
            raise core.bad_request("Definition could not be parsed: no workflow in it")
        for name, spec in doc.items():
            if name == "version":
                continue
            spec = spec if isinstance(spec, dict) else {}
            inputs = [i if isinstance(i, str) else "%s=%s" % next(iter(i.items()))
                      for i in spec.get("input") or []]
            yield {"name": name, "input": ", ".join(inputs), "tags": spec.get("tags") or [],
                   "definition": yaml.safe_dump({"version": doc.get("version", "2.0"),
                                                 name: spec}, sort_keys=False)}

    def create_(self, cloud, req, **groups):
        made = [self.create(cloud, dict(fields, scope=req.arg("scope", "private"),
                                        namespace=req.arg("namespace", "")))
                for fields in self._definitions(req)]
        return core.Reply(201, {"workflows": [self.render(cloud, w) for w in made]})

    def update_all_(self, cloud, req, **groups):
        changed = []
        for fields in self._definitions(req):
            workflow = self.get(cloud, fields["name"], tick=False)
            workflow.update(fields, updated_at="2026-01-01T00:00:00")
            changed.append(workflow)
        return core.Reply(200, {"workflows": [self.render(cloud, w) for w in changed]})

    def register(self):
        super().register()
        self.service.route("PUT", self.path, "update")(self.update_all_)


def _workflow_defaults(cloud, obj):
    _defaults({})(cloud, obj)
    obj.setdefault("id", cloud.new_id())


MISTRAL = {"workflows": WorkflowCollection(mistral, "workflows", "/v2/workflows", "workflows",
                                           "workflow", wrap=False, key="name",
                                           defaults=_workflow_defaults)}
MISTRAL["workflows"].register()
MISTRAL.update(_collections(mistral, "/v2", [
    core.CollectionSpec("executions", "/executions", "executions", "execution",
                        fields={"state": "SUCCESS", "state_info": None, "input": "{}", "output": "{}",
                                "params": "{}"}, wrap=False),
    core.CollectionSpec("cron_triggers", "/cron_triggers", "cron_triggers", "cron_trigger", wrap=False,
                        key="name")]))
trove = _service("trove", "database", "/database", "/database/v1.0/%(project)s",
                 errors=errors.nova)
TROVE = _collections(trove, "/v1.0/{project}", [
    core.CollectionSpec("flavors", "/flavors", "flavors", "flavor", fields={"ram": 512}),
    core.CollectionSpec("instances", "/instances", "instances", "instance", fields={"status": "ACTIVE"})])
zaqar = _service("zaqar", "messaging", "/messaging")
ZAQAR = _collections(zaqar, "/v2", [core.CollectionSpec("queues", "/queues", "queues", "queue", wrap=False,
                                                        key="name")])
zun = _service("zun", "container", "/container", "/container/v1", errors=errors.magnum,
               version=("v1", "/v1"))


class Containers(core.Collection):
    """Zun's containers: each of ``nets`` (``network`` or ``port``; none: the
    private network) is a Neutron port, listed in ``addresses`` by network;
    the ports Zun made go with the container."""

    def create(self, cloud, fields, **groups):
        nets = fields.pop("nets", None) or [
            {"network": n["id"]} for n in cloud.select("neutron.networks", {"name": ["private"]}, tick=False)]
        container = super().create(cloud, fields, **groups)
        container["addresses"] = addresses = {}
        for nic in nets:
            if nic.get("port"):
                port, preserve = network.PORTS.get(cloud, nic["port"], tick=False), True
            else:
                ip = [{"ip_address": nic["v4-fixed-ip"]}] if nic.get("v4-fixed-ip") else None
                port, preserve = network.PORTS.create(cloud, {
                    "network_id": network.NETWORKS.get(cloud, nic["network"], tick=False)["id"],
                    "device_owner": "compute:kuryr", "device_id": container["uuid"], "fixed_ips": ip}), False
            addresses.setdefault(port["network_id"], []).extend(
                {"addr": f["ip_address"], "version": 6 if ":" in f["ip_address"] else 4, "port": port["id"],
                 "subnet_id": f["subnet_id"], "preserve_on_delete": preserve} for f in port["fixed_ips"])
        return container

    def delete(self, cloud, obj):
        for address in (a for addrs in obj.get("addresses", {}).values() for a in addrs):
            if not address["preserve_on_delete"]:
                cloud.remove("neutron.ports", address["port"])
        super().delete(cloud, obj)


ZUN = zun.add_collections("/v1", [core.CollectionSpec("containers", "/containers", "containers", "container",
                                                      fields={"status": "Running"}, wrap=False, key="uuid")],
                          defaults=_defaults, cls=Containers)
placement = _service("placement", "placement", "/placement")

SERVICES = [heat, heat_cfn, designate, octavia, barbican, aodh, blazar, ironic, magnum,
            manila, mistral, trove, zaqar, zun, placement]
