"""Glance v2: images (bare JSON objects, JSON-patch updates, uploads) and the
schemas glanceclient validates its models with."""
import hashlib

import sdk.cloud.core as core

glance = core.Service("glance", "image", "/image")
SERVICES = [glance]

_V = "/v2"
_READ_ONLY = {"id", "status", "checksum", "size", "virtual_size", "created_at", "updated_at",
              "file", "schema", "self", "direct_url", "locations", "owner", "os_hash_algo",
              "os_hash_value"}


def _version():
    return {"id": "v2.16", "status": "CURRENT",
            "links": [{"rel": "self", "href": core.BASE + "/image/v2/"}]}


@glance.route("GET", "")
def versions(cloud, req):
    return core.Reply(300, {"versions": [_version()]})


@glance.route("GET", _V + "/schemas/image")
def image_schema(cloud, req):
    return core.Reply(200, SCHEMA)


@glance.route("GET", _V + "/schemas/images")
def images_schema(cloud, req):
    return core.Reply(200, {"name": "images", "properties": {
        "images": {"type": "array", "items": SCHEMA}, "first": {"type": "string"},
        "next": {"type": "string"}, "schema": {"type": "string"}},
        "links": [{"rel": "first", "href": "{first}"}, {"rel": "next", "href": "{next}"}]})


@glance.route("GET", _V + "/schemas/{kind}")
def other_schema(cloud, req, kind):
    return core.Reply(200, {"name": kind, "properties": {}, "additionalProperties": True})


SCHEMA = {
    "name": "image",
    "additionalProperties": {"type": "string"},
    "properties": {
        "id": {"type": "string"}, "name": {"type": ["null", "string"]},
        "status": {"type": "string"}, "visibility": {"type": "string"},
        "protected": {"type": "boolean"}, "os_hidden": {"type": "boolean"},
        "checksum": {"type": ["null", "string"]}, "owner": {"type": ["null", "string"]},
        "size": {"type": ["null", "integer"]}, "virtual_size": {"type": ["null", "integer"]},
        "container_format": {"type": ["null", "string"]},
        "disk_format": {"type": ["null", "string"]},
        "created_at": {"type": "string"}, "updated_at": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "min_ram": {"type": "integer"}, "min_disk": {"type": "integer"},
        "self": {"type": "string"}, "file": {"type": "string"}, "schema": {"type": "string"},
        "locations": {"type": "array"}, "direct_url": {"type": "string"},
        "os_hash_algo": {"type": ["null", "string"]},
        "os_hash_value": {"type": ["null", "string"]},
    },
    "links": [{"rel": "self", "href": "{self}"}, {"rel": "enclosure", "href": "{file}"},
              {"rel": "describedby", "href": "{schema}"}],
}


class Images(core.Collection):
    def not_found_message(self, object_id):
        return "No image found with ID %s" % object_id

    def list_(self, cloud, req, **groups):
        reply = super().list_(cloud, req, **groups)
        reply.body.update(first=_V + "/images", schema=_V + "/schemas/images")
        return reply

    def update_(self, cloud, req, _id, **groups):
        """A JSON patch (RFC 6902 add/replace/remove), as Glance v2 takes."""
        image = self.get(cloud, _id, tick=False)
        ops = req.json
        if not isinstance(ops, list):
            raise core.bad_request("Expected a JSON-patch list")
        for op in ops:
            key = op.get("path", "").lstrip("/")
            if key in _READ_ONLY:
                raise core.HTTPError(403, "Attribute '%s' is read-only." % key)
            if op.get("op") in ("add", "replace"):
                image[key] = op.get("value")
            elif op.get("op") == "remove":
                if key not in image:
                    raise core.conflict("Property %s does not exist." % key)
                del image[key]
        return core.Reply(200, cloud.render(image))


def _image(cloud, obj):
    active = obj.pop("_active", False)
    obj.setdefault("name", None)
    obj.setdefault("visibility", "shared")
    obj.setdefault("protected", False)
    obj.setdefault("os_hidden", False)
    obj.setdefault("tags", [])
    obj.setdefault("min_ram", 0)
    obj.setdefault("min_disk", 0)
    obj.setdefault("container_format", None)
    obj.setdefault("disk_format", None)
    obj.update(status="active" if active else "queued", owner=cloud.request_project or None,
               created_at="2026-01-01T00:00:00Z", updated_at="2026-01-01T00:00:00Z",
               checksum=None, size=None, virtual_size=None, os_hash_algo=None,
               os_hash_value=None, self=_V + "/images/" + obj["id"],
               file=_V + "/images/%s/file" % obj["id"], schema=_V + "/schemas/image")
    if active:
        _uploaded(obj, b"")


def _uploaded(obj, data):
    obj.update(status="active", size=len(data), virtual_size=len(data),
               checksum=hashlib.md5(data).hexdigest(), os_hash_algo="sha512",
               os_hash_value=hashlib.sha512(data).hexdigest())


IMAGES = Images(glance, "images", _V + "/images", "images", "image", wrap=False,
                defaults=_image, update="PATCH")
IMAGES.register()


@glance.route("PUT", _V + "/images/{_id}/file", "upload")
def upload(cloud, req, _id):
    image = IMAGES.get(cloud, _id, tick=False)
    raw = req.raw or b""
    _uploaded(image, raw if isinstance(raw, bytes) else raw.encode())
    return core.Reply(204)


@glance.route("PUT", _V + "/images/{_id}/import", "import")
def image_import(cloud, req, _id):
    image = IMAGES.get(cloud, _id, tick=False)
    _uploaded(image, b"")
    return core.Reply(202)


@glance.route("GET", _V + "/images/{_id}/file", "download")
def download(cloud, req, _id):
    IMAGES.get(cloud, _id, tick=False)
    return core.Reply(200, b"", {"Content-Type": "application/octet-stream"})


@glance.route("PUT", _V + "/images/{_id}/tags/{tag}", "update")
def add_tag(cloud, req, _id, tag):
    image = IMAGES.get(cloud, _id, tick=False)
    if tag not in image["tags"]:
        image["tags"].append(tag)
    return core.Reply(204)


@glance.route("DELETE", _V + "/images/{_id}/tags/{tag}", "update")
def delete_tag(cloud, req, _id, tag):
    image = IMAGES.get(cloud, _id, tick=False)
    if tag not in image["tags"]:
        raise core.not_found("Tag %s not found" % tag)
    image["tags"].remove(tag)
    return core.Reply(204)


@glance.route("GET", _V + "/info/import", "get")
def import_info(cloud, req):
    return core.Reply(200, {"import-methods": {"type": "array", "value": [
        "glance-direct", "web-download"]}})
