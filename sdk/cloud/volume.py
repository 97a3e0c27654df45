"""Cinder v3: volumes that take a few polls to create, attach, detach and
delete, snapshots, backups, volume types, QoS specs and attachments."""
import uuid

import sdk.cloud.core as core
import sdk.cloud.errors as errors

cinder = core.Service("cinder", "volumev3", "/volume", "/volume/v3/%(project)s", errors=errors.nova)
SERVICES = [cinder]

MAX_MICROVERSION = "3.70"
_V = "/v3/{project}"


def _version():
    return {"id": "v3.0", "status": "CURRENT", "version": MAX_MICROVERSION,
            "min_version": "3.0", "updated": "2023-08-31T00:00:00Z",
            "links": [{"rel": "self", "href": core.BASE + "/volume/v3/"}]}


@cinder.route("GET", "")
def versions(cloud, req):
    return core.Reply(300, {"versions": [_version()]})


@cinder.route("GET", "/v3")
def version(cloud, req):
    return core.Reply(200, {"versions": [_version()]})


class CinderCollection(core.Collection):
    def not_found_message(self, object_id):
        return "%s %s could not be found." % (self.label.capitalize(), object_id)

    def create_(self, cloud, req, **groups):
        reply = super().create_(cloud, req, **groups)
        reply.status = 202 if self.status else 200
        return reply


def _volume(cloud, obj):
    if obj.get("volume_type") and _type(cloud, obj["volume_type"]) is None:
        raise core.not_found("Volume type with name %s could not be found."
                             % obj["volume_type"])
    source = obj.get("snapshot_id")
    if source and cloud.lookup("cinder.snapshots", source) is None:
        raise core.not_found("Snapshot %s could not be found." % source)
    if obj.get("imageRef") and cloud.lookup("glance.images", obj["imageRef"]) is None:
        raise core.not_found("Image %s could not be found." % obj["imageRef"])
    obj.setdefault("name", None)
    obj.setdefault("description", None)
    obj.setdefault("size", 1)
    obj["volume_type"] = (_type(cloud, obj.get("volume_type") or "__DEFAULT__") or {}).get(
        "name", "__DEFAULT__")
    obj.setdefault("metadata", {})
    obj.setdefault("availability_zone", "nova")
    obj.setdefault("multiattach", False)
    obj.setdefault("consistencygroup_id", None)
    obj.setdefault("source_volid", None)
    obj.setdefault("snapshot_id", None)
    obj.update(attachments=[], bootable="true" if obj.get("imageRef") else "false",
               encrypted=False, replication_status=None, user_id="admin",
               created_at="2026-01-01T00:00:00.000000", updated_at=None,
               migration_status=None, links=[],
               **{"os-vol-tenant-attr:tenant_id": cloud.request_project,
                  "os-vol-host-attr:host": "devstack@lvmdriver-1#lvmdriver-1"})
    if obj.get("imageRef"):
        obj["volume_image_metadata"] = {"image_id": obj["imageRef"]}


def _type(cloud, name_or_id):
    found = cloud.lookup("cinder.types", name_or_id)
    if found is None:
        found = next(iter(cloud.select("cinder.types", filters={"name": [name_or_id]},
                                       tick=False)), None)
    return found


def _uuid_like(value):
    """Whether Cinder reads ``value`` as an id rather than a name (oslo's is_uuid_like)."""
    try:
        return str(uuid.UUID(value)).replace("-", "") == value.lower().replace("-", "")
    except (TypeError, ValueError, AttributeError):
        return False


def _simple(extra):
    def defaults(cloud, obj):
        obj.setdefault("name", None)
        obj.setdefault("description", None)
        for key, value in extra.items():
            obj.setdefault(key, value)
        obj.setdefault("created_at", "2026-01-01T00:00:00.000000")
    return defaults


def _snapshot(cloud, obj):
    volume = cloud.lookup("cinder.volumes", obj.get("volume_id") or "")
    if volume is None:
        raise core.not_found("Volume %s could not be found." % obj.get("volume_id"))
    _simple({"metadata": {}})(cloud, obj)
    obj["size"] = volume["size"]
    obj.pop("force", None)


def _backup(cloud, obj):
    volume = cloud.lookup("cinder.volumes", obj.get("volume_id") or "")
    if volume is None:
        raise core.not_found("Volume %s could not be found." % obj.get("volume_id"))
    _simple({"container": "volumebackups", "incremental": False})(cloud, obj)
    obj["size"] = volume["size"]


def _collection(coll, path, plural, singular, defaults, status=None, delete_status=None,
                **options):
    c = CinderCollection(cinder, coll, _V + path, plural, singular, defaults=defaults,
                         status=status, delete_status=delete_status, detail=True, **options)
    c.register()
    return c


VOLUMES = _collection("volumes", "/volumes", "volumes", "volume", _volume,
                      ("status", "creating", "available"), ("status", "deleting"))
SNAPSHOTS = _collection("snapshots", "/snapshots", "snapshots", "snapshot", _snapshot,
                        ("status", "creating", "available"), ("status", "deleting"))
BACKUPS = _collection("backups", "/backups", "backups", "backup", _backup,
                      ("status", "creating", "available"), ("status", "deleting"))
def _volume_type(cloud, obj):
    if cloud.select("cinder.types", filters={"name": [obj.get("name")]}, tick=False):
        raise core.conflict("Volume Type %s already exists." % obj.get("name"))
    _simple({"is_public": True, "extra_specs": {}, "qos_specs_id": None,
             "os-volume-type-access:is_public": True})(cloud, obj)


TYPES = _collection("types", "/types", "volume_types", "volume_type", _volume_type)
QOS_SPECS = _collection("qos_specs", "/qos-specs", "qos_specs", "qos_specs",
                        _simple({"specs": {}, "consumer": "back-end"}))


class AttachmentCollection(CinderCollection):
    """Cinder's attachments API (3.27+): a create reserves the volume for a
    server (``attaching`` with a connector), ``os-complete`` attaches it, a
    delete detaches it."""

    def not_found_message(self, object_id):
        return "Volume attachment could not be found with filter: attachment_id = %s." % object_id

    def create(self, cloud, fields, **groups):
        volume = VOLUMES.get(cloud, fields.get("volume_uuid") or "", tick=False)
        attachment = reserve(cloud, volume, fields.get("instance_uuid"),
                             fields.get("mode") or "rw")
        if fields.get("connector"):
            _connect(volume, attachment)
        return attachment

    def update_(self, cloud, req, _id, **groups):
        attachment = self.get(cloud, _id, tick=False)
        if not (req.json.get("attachment") or {}).get("connector"):
            raise core.bad_request("Invalid input received: Must specify 'connector' in "
                                   "attachment update.")
        _connect(VOLUMES.get(cloud, attachment["volume_id"], tick=False), attachment)
        return core.Reply(200, self._wrap(self.render(cloud, attachment)))

    def delete_(self, cloud, req, _id, **groups):
        attachment = self.get(cloud, _id, tick=False)
        detach(cloud, attachment)
        left = cloud.select(self.coll, filters={"volume_id": [attachment["volume_id"]]},
                            tick=False)
        return core.Reply(200, {"attachments": [self.render(cloud, a) for a in left]})


ATTACHMENTS = AttachmentCollection(cinder, "attachments", _V + "/attachments", "attachments",
                                   "attachment", detail=True)
ATTACHMENTS.register()
GROUP_TYPES = _collection("group_types", "/group_types", "group_types", "group_type",
                          _simple({"group_specs": {}, "is_public": True}))
ENCRYPTION = {}


def _delete_volume(cloud, obj):
    if obj["status"] in ("in-use", "attaching", "detaching"):
        raise core.bad_request("Invalid volume: Volume status must be available or error or "
                               "error_restoring or error_extending or error_managing and must "
                               "not be migrating, attached, belong to a group, have snapshots, "
                               "awaiting a transfer, or be disassociated from snapshots after "
                               "volume transfer.")
    if cloud.select("cinder.snapshots", filters={"volume_id": [obj["id"]]}, tick=False):
        raise core.bad_request("Invalid volume: Volume %s has snapshots" % obj["id"])
    core.Collection.delete(VOLUMES, cloud, obj)


def _delete_type(cloud, obj):
    if cloud.select("cinder.volumes", filters={"volume_type": [obj["name"]]}, tick=False):
        raise core.bad_request("Target volume type is still in use.")
    core.Collection.delete(TYPES, cloud, obj)


VOLUMES.delete = _delete_volume
TYPES.delete = _delete_type


@cinder.route("POST", _V + "/volumes/{_id}/action", "action")
def volume_action(cloud, req, project, _id):
    volume = VOLUMES.get(cloud, _id, tick=False)
    body = req.json
    name, args = next(iter(body.items())) if body else ("", {})
    args = args or {}
    if name == "os-extend":
        if volume["status"] not in ("available", "in-use"):
            raise core.bad_request("Invalid volume: Volume %s status must be available or "
                                   "in-use" % _id)
        if int(args.get("new_size", 0)) <= volume["size"]:
            raise core.bad_request("Invalid input received: New size for extend must be "
                                   "greater than current size. (current: %s, extended: %s)."
                                   % (volume["size"], args.get("new_size")))
        volume["size"] = int(args["new_size"])
        cloud.start(volume, "status", "extending", volume["status"], "cinder", "extend")
    elif name == "os-set_bootable":
        volume["bootable"] = str(bool(args.get("bootable"))).lower()
    elif name == "os-update_readonly_flag":
        volume["metadata"]["readonly"] = str(bool(args.get("readonly")))
    elif name == "os-retype":
        wanted = args.get("new_type") or ""
        new_type = _type(cloud, wanted)
        if new_type is None:
            raise core.not_found(("Volume type %s could not be found." if _uuid_like(wanted)
                                  else "Volume type with name %s could not be found.") % wanted)
        volume["volume_type"] = new_type["name"]
    elif name == "os-reset_status":
        volume["status"] = args.get("status", volume["status"])
    elif name in _ATTACH_ACTIONS:
        return _ATTACH_ACTIONS[name](cloud, volume, args)
    elif name in ("os-initialize_connection", "os-terminate_connection",
                  "os-volume_upload_image"):
        pass
    else:
        raise core.bad_request("There is no such action: %s" % name)
    return core.Reply(202)


@cinder.route("POST", _V + "/volumes/{_id}/metadata", "update")
def volume_metadata(cloud, req, project, _id):
    volume = VOLUMES.get(cloud, _id, tick=False)
    volume["metadata"].update(req.json.get("metadata", {}))
    return core.Reply(200, {"metadata": volume["metadata"]})


@cinder.route("PUT", _V + "/volumes/{_id}/metadata", "update")
def set_volume_metadata(cloud, req, project, _id):
    volume = VOLUMES.get(cloud, _id, tick=False)
    volume["metadata"] = dict(req.json.get("metadata", {}))
    return core.Reply(200, {"metadata": volume["metadata"]})


@cinder.route("DELETE", _V + "/volumes/{_id}/metadata/{key}", "update")
def delete_volume_metadata(cloud, req, project, _id, key):
    VOLUMES.get(cloud, _id, tick=False)["metadata"].pop(key, None)
    return core.Reply(200)


@cinder.route("POST", _V + "/backups/{_id}/restore", "restore")
def restore_backup(cloud, req, project, _id):
    backup = BACKUPS.get(cloud, _id, tick=False)
    target = req.json.get("restore", {}).get("volume_id")
    if target:
        volume = VOLUMES.get(cloud, target, tick=False)
    else:
        volume = VOLUMES.create(cloud, {"size": backup["size"]}, project=project)
    return core.Reply(202, {"restore": {"backup_id": _id, "volume_id": volume["id"]}})


@cinder.route("POST", _V + "/types/{_id}/extra_specs", "update")
def type_extra_specs(cloud, req, project, _id):
    vtype = TYPES.get(cloud, _id, tick=False)
    vtype["extra_specs"].update(req.json.get("extra_specs", {}))
    return core.Reply(200, {"extra_specs": vtype["extra_specs"]})


@cinder.route("GET", _V + "/types/{_id}/extra_specs", "get")
def get_type_extra_specs(cloud, req, project, _id):
    return core.Reply(200, {"extra_specs": TYPES.get(cloud, _id, tick=False)["extra_specs"]})


@cinder.route("DELETE", _V + "/types/{_id}/extra_specs/{key}", "update")
def unset_type_extra_spec(cloud, req, project, _id, key):
    TYPES.get(cloud, _id, tick=False)["extra_specs"].pop(key, None)
    return core.Reply(202)


@cinder.route("POST", _V + "/types/{_id}/action", "action")
def type_action(cloud, req, project, _id):
    TYPES.get(cloud, _id, tick=False)
    return core.Reply(202)


@cinder.route("GET", _V + "/types/{_id}/os-volume-type-access", "list")
def type_access(cloud, req, project, _id):
    TYPES.get(cloud, _id, tick=False)
    return core.Reply(200, {"volume_type_access": []})


@cinder.route("GET", _V + "/types/{_id}/encryption", "get")
def get_encryption(cloud, req, project, _id):
    return core.Reply(200, cloud.data.get("cinder_encryption", {}).get(_id, {}))


@cinder.route("POST", _V + "/types/{_id}/encryption", "create")
def create_encryption(cloud, req, project, _id):
    TYPES.get(cloud, _id, tick=False)
    spec = dict(req.json.get("encryption", {}), volume_type_id=_id, encryption_id=_id)
    cloud.data.setdefault("cinder_encryption", {})[_id] = spec
    return core.Reply(200, {"encryption": spec})


@cinder.route("PUT", _V + "/types/{_id}/encryption/{eid}", "update")
def update_encryption(cloud, req, project, _id, eid):
    spec = cloud.data.setdefault("cinder_encryption", {}).setdefault(_id, {})
    spec.update(req.json.get("encryption", {}))
    return core.Reply(200, {"encryption": spec})


@cinder.route("DELETE", _V + "/types/{_id}/encryption/{eid}", "delete")
def delete_encryption(cloud, req, project, _id, eid):
    if cloud.data.get("cinder_encryption", {}).pop(_id, None) is None:
        raise core.not_found("Volume type encryption for type %s does not exist." % _id)
    return core.Reply(202)


@cinder.route("PUT", _V + "/qos-specs/{_id}", "update")
def update_qos(cloud, req, project, _id):
    qos = QOS_SPECS.get(cloud, _id, tick=False)
    qos["specs"].update(req.json.get("qos_specs", {}))
    return core.Reply(200, {"qos_specs": qos["specs"]})


@cinder.route("PUT", _V + "/qos-specs/{_id}/delete_keys", "update")
def qos_delete_keys(cloud, req, project, _id):
    qos = QOS_SPECS.get(cloud, _id, tick=False)
    for key in req.json.get("keys", []):
        qos["specs"].pop(key, None)
    return core.Reply(202)


@cinder.route("GET", _V + "/qos-specs/{_id}/{op}", "action")
def qos_association(cloud, req, project, _id, op):
    qos = QOS_SPECS.get(cloud, _id, tick=False)
    vtype = req.arg("vol_type_id")
    assoc = qos.setdefault("_types", [])
    if op == "associate" and vtype not in assoc:
        assoc.append(vtype)
    elif op == "disassociate" and vtype in assoc:
        assoc.remove(vtype)
    elif op == "disassociate_all":
        assoc.clear()
    elif op == "associations":
        return core.Reply(200, {"qos_associations": [{"id": t, "association_type": "volume_type"}
                                                     for t in assoc]})
    return core.Reply(202)


@cinder.route("GET", _V + "/os-quota-sets/{_id}", "get")
def quota_set(cloud, req, project, _id):
    return core.Reply(200, {"quota_set": dict({"volumes": 10, "gigabytes": 1000,
                                               "snapshots": 10, "backups": 10},
                                              **cloud.data.get("cinder_quotas", {}), id=_id)})


@cinder.route("PUT", _V + "/os-quota-sets/{_id}", "update")
def update_quota_set(cloud, req, project, _id):
    cloud.data.setdefault("cinder_quotas", {}).update(req.json.get("quota_set", {}))
    return quota_set(cloud, req, project, _id)


@cinder.route("DELETE", _V + "/os-quota-sets/{_id}", "delete")
def delete_quota_set(cloud, req, project, _id):
    cloud.data.pop("cinder_quotas", None)
    return core.Reply(200)


@cinder.route("GET", _V + "/extensions", "list")
def extensions(cloud, req, project):
    return core.Reply(200, {"extensions": [{"alias": a, "name": a, "description": "",
                                            "updated": "2026-01-01T00:00:00Z", "links": []}
                                           for a in ("os-volume-actions", "backups",
                                                     "qos-specs", "os-quota-sets",
                                                     "encryption", "os-extended-snapshot-"
                                                     "attributes")]})


@cinder.route("GET", _V + "/os-availability-zone", "list")
def availability_zones(cloud, req, project):
    return core.Reply(200, {"availabilityZoneInfo": [{"zoneName": "nova",
                                                      "zoneState": {"available": True}}]})


# -- attachments: the attachments API, the volume actions Nova used before it, Nova's attach --
_ATTACHED_AT = "2026-01-01T00:00:00.000000"


def reserve(cloud, volume, instance_uuid, mode="rw"):
    """A new attachment of ``volume`` to a server, the volume ``reserved``
    (Cinder's attachment_create; a volume another server has is refused
    unless it is multiattach)."""
    allowed = ("available", "in-use", "downloading") if volume["multiattach"] else (
        "available", "downloading")
    if volume["status"] not in allowed:
        raise core.bad_request(
            "Invalid volume: Volume %s status must be %s to reserve, but the current status "
            "is %s." % (volume["id"], " or ".join(allowed), volume["status"]))
    attachment = cloud.add("cinder.attachments", {
        "id": cloud.new_id(), "volume_id": volume["id"], "instance": instance_uuid,
        "status": "reserved", "attach_mode": mode, "attached_at": None, "detached_at": None,
        "connection_info": {}})
    if volume["status"] != "in-use":
        volume["status"] = "reserved"
    return attachment


def _connect(volume, attachment):
    attachment.update(status="attaching", connection_info={
        "driver_volume_type": "iscsi", "data": {"volume_id": volume["id"]}})
    if volume["status"] != "in-use":
        volume["status"] = "attaching"


def complete(cloud, attachment, mountpoint=None, host_name=None, synchronous=False):
    """The attachment made (``os-complete``, Nova's attach): the volume
    ``attaching`` for a few polls, then ``in-use`` and listing it; at once
    if ``synchronous``."""
    volume = cloud.lookup("cinder.volumes", attachment["volume_id"])
    attachment.update(status="attached", attached_at=_ATTACHED_AT)
    volume["attachments"].append({
        "server_id": attachment["instance"], "attachment_id": attachment["id"],
        "volume_id": volume["id"], "device": mountpoint, "id": volume["id"],
        "host_name": host_name, "attached_at": _ATTACHED_AT})
    if synchronous:
        volume.pop("_pending", None)
        volume["status"] = "in-use"
    else:
        cloud.start(volume, "status", "attaching", "in-use", "cinder", "attach")


def detach(cloud, attachment, synchronous=False):
    """Let the attachment go: the volume ``detaching`` (still listing it, as
    Heat's detach check expects) for a few polls, then ``available``
    (``in-use`` while it has other attachments); at once if ``synchronous``."""
    attachment["status"] = "detaching"
    volume = cloud.lookup("cinder.volumes", attachment["volume_id"])
    if volume is None:
        cloud.remove("cinder.attachments", attachment["id"])
        return
    if synchronous:
        volume.pop("_pending", None)
        _detached(cloud, volume)
        volume["status"] = _idle_status(cloud, volume)
        return
    volume["_on_done"] = "cinder.detached"
    cloud.start(volume, "status", "detaching", _idle_status(cloud, volume), "cinder", "detach")


def _detached(cloud, volume):
    """The end of a detach: the detaching attachments gone, Nova's with them."""
    for attachment in cloud.select("cinder.attachments", tick=False, filters={
            "volume_id": [volume["id"]], "status": ["detaching"]}):
        cloud.remove("cinder.attachments", attachment["id"])
        cloud.remove("nova.volume_attachments", "%s:%s" % (attachment["instance"], volume["id"]))
    volume["attachments"] = [a for a in volume["attachments"]
                             if cloud.lookup("cinder.attachments", a["attachment_id"])]


core.ON_DONE["cinder.detached"] = _detached


def _idle_status(cloud, volume):
    """What the volume reads once its detaching attachments are gone."""
    left = {a["status"] for a in cloud.select("cinder.attachments", tick=False,
                                              filters={"volume_id": [volume["id"]]})}
    if "attached" in left:
        return "in-use"
    return "reserved" if left - {"detaching"} else "available"


def _os_reserve(cloud, volume, args):
    allowed = ("available", "in-use") if volume["multiattach"] else ("available",)
    if volume["status"] not in allowed:
        raise core.bad_request("Invalid volume: Volume status must be %s to reserve, but the "
                               "status is %s." % (" or ".join(allowed), volume["status"]))
    volume["status"] = "attaching"
    return core.Reply(202)


def _os_unreserve(cloud, volume, args):
    if volume["status"] == "attaching":
        volume["status"] = _idle_status(cloud, volume)
    return core.Reply(202)


def _os_attach(cloud, volume, args):
    if not (args.get("instance_uuid") or args.get("host_name")):
        raise core.bad_request("Invalid request to attach volume to an invalid target")
    if volume["status"] == "in-use" and not volume["multiattach"]:
        raise core.bad_request("Error attaching volume - InvalidVolume: Invalid volume: volume "
                               "is already attached")
    attachment = cloud.add("cinder.attachments", {
        "id": cloud.new_id(), "volume_id": volume["id"], "instance": args.get("instance_uuid"),
        "status": "attaching", "attach_mode": args.get("mode") or "rw", "attached_at": None,
        "detached_at": None, "connection_info": {}})
    # Cinder's os-attach is a synchronous call
    complete(cloud, attachment, args.get("mountpoint"), args.get("host_name"), synchronous=True)
    return core.Reply(202)


def _os_begin_detaching(cloud, volume, args):
    if volume["status"] != "in-use" or not volume["attachments"]:
        raise core.bad_request("Invalid volume: Unable to detach volume. Volume status must be "
                               "'in-use' and attach_status must be 'attached' to detach.")
    volume["status"] = "detaching"
    return core.Reply(202)


def _os_roll_detaching(cloud, volume, args):
    if volume["status"] == "detaching":
        volume["status"] = "in-use"
    return core.Reply(202)


def _os_detach(cloud, volume, args):
    """Cinder's legacy detach: an unknown attachment, or a volume with none,
    is no error (the volume is left ``available``, as Cinder leaves it)."""
    wanted = args.get("attachment_id")
    mine = cloud.select("cinder.attachments", filters={"volume_id": [volume["id"]]}, tick=False)
    if wanted:
        mine = [a for a in mine if a["id"] == wanted]
    elif len(mine) > 1:
        raise core.bad_request("Error detaching volume - InvalidVolume: Invalid volume: Detach "
                               "volume failed: More than one attachment, but no attachment_id "
                               "provided.")
    for attachment in mine:
        detach(cloud, attachment, synchronous=True)   # a synchronous call in Cinder
    volume["status"] = _idle_status(cloud, volume)
    return core.Reply(202)


def _os_force_detach(cloud, volume, args):
    return _os_detach(cloud, volume, {"attachment_id": args.get("attachment_id")})


_ATTACH_ACTIONS = {"os-reserve": _os_reserve, "os-unreserve": _os_unreserve,
                   "os-attach": _os_attach, "os-begin_detaching": _os_begin_detaching,
                   "os-roll_detaching": _os_roll_detaching, "os-detach": _os_detach,
                   "os-force_detach": _os_force_detach}


@cinder.route("POST", _V + "/attachments/{_id}/action", "action")
def attachment_action(cloud, req, project, _id):
    attachment = ATTACHMENTS.get(cloud, _id, tick=False)
    if "os-complete" not in (req.json or {}):
        raise core.bad_request("There is no such action: %s" % ", ".join(req.json or {}))
    complete(cloud, attachment)
    return core.Reply(204)
