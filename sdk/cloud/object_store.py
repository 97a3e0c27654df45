"""Swift: containers and objects, with their metadata headers."""
import hashlib

import sdk.cloud.core as core

# At the root of its host, as DevStack's (Heat builds TempURLs from the host alone).
swift = core.Service("swift", "object-store", "/v1", "/v1/AUTH_%(project)s")
SERVICES = [swift]

_A = "/{account}"


def _meta(headers, prefix):
    return {_text(k).lower(): _text(v) for k, v in headers.items()
            if _text(k).lower().startswith(prefix)}


def _text(value):
    return value.decode() if isinstance(value, bytes) else str(value)


def _container(cloud, account, name):
    found = cloud.lookup("swift.containers", "%s/%s" % (account, name))
    if found is None:
        raise core.not_found("Container %s not found" % name)
    return found


def _objects(cloud, account, name):
    prefix = "%s/%s/" % (account, name)
    return {k[len(prefix):]: v for k, v in cloud.collection("swift.objects").items()
            if k.startswith(prefix)}


@swift.route("GET", _A, "list")
def list_containers(cloud, req, account):
    found = [c for k, c in sorted(cloud.collection("swift.containers").items())
             if k.startswith(account + "/")]
    return core.Reply(200, [{"name": c["name"], "count": len(_objects(cloud, account, c["name"])),
                             "bytes": 0} for c in found],
                      {"X-Account-Container-Count": str(len(found))})


def _account(cloud, account):
    return cloud.data.setdefault("swift_accounts", {}).setdefault(account, {})


@swift.route("HEAD", _A, "get")
def head_account(cloud, req, account):
    return core.Reply(204, None, dict(_account(cloud, account), **{
        "X-Account-Container-Count": "0", "X-Account-Object-Count": "0",
        "X-Account-Bytes-Used": "0"}))


@swift.route("POST", _A, "update")
def post_account(cloud, req, account):
    _account(cloud, account).update(_meta(req.headers, "x-account-meta-"))
    return core.Reply(204)


@swift.route("PUT", _A + "/{name}", "create")
def put_container(cloud, req, account, name):
    key = "%s/%s" % (account, name)
    found = cloud.lookup("swift.containers", key)
    if found is None:
        cloud.collection("swift.containers")[key] = {"name": name, "headers": _meta(
            req.headers, "x-container-")}
        return core.Reply(201)
    found["headers"].update(_meta(req.headers, "x-container-"))
    return core.Reply(202)


@swift.route("POST", _A + "/{name}", "update")
def post_container(cloud, req, account, name):
    _container(cloud, account, name)["headers"].update(_meta(req.headers, "x-container-"))
    return core.Reply(204)


@swift.route("HEAD", _A + "/{name}", "get")
def head_container(cloud, req, account, name):
    found = _container(cloud, account, name)
    headers = dict(found["headers"], **{"x-container-object-count": str(len(
        _objects(cloud, account, name))), "x-container-bytes-used": "0"})
    return core.Reply(204, None, headers)


@swift.route("GET", _A + "/{name}", "list")
def get_container(cloud, req, account, name):
    found = _container(cloud, account, name)
    objects = [{"name": k, "bytes": len(v["data"]), "hash": v["etag"],
                "last_modified": "2026-01-01T00:00:00.000000",
                "content_type": v["headers"].get("content-type", "application/octet-stream")}
               for k, v in sorted(_objects(cloud, account, name).items())]
    return core.Reply(200, objects, dict(found["headers"], **{
        "x-container-object-count": str(len(objects))}))


@swift.route("DELETE", _A + "/{name}", "delete")
def delete_container(cloud, req, account, name):
    _container(cloud, account, name)
    if _objects(cloud, account, name):
        raise core.conflict("There was a conflict when trying to complete your request.")
    cloud.remove("swift.containers", "%s/%s" % (account, name))
    return core.Reply(204)


_O = _A + "/{name}/(?P<obj>.+)"


@swift.route("PUT", _O, "create")
def put_object(cloud, req, account, name, obj):
    _container(cloud, account, name)
    raw = req.raw or b""
    data = raw if isinstance(raw, bytes) else raw.encode()
    etag = hashlib.md5(data).hexdigest()
    cloud.collection("swift.objects")["%s/%s/%s" % (account, name, obj)] = {
        "data": data.decode("latin-1"), "etag": etag,
        "headers": dict(_meta(req.headers, "x-object-"), **{
            "content-type": req.headers.get("Content-Type", "application/octet-stream")})}
    return core.Reply(201, None, {"Etag": etag})


def _object(cloud, account, name, obj):
    found = cloud.lookup("swift.objects", "%s/%s/%s" % (account, name, obj))
    if found is None:
        raise core.not_found("Object %s not found" % obj)
    return found


@swift.route("GET", _O, "get")
def get_object(cloud, req, account, name, obj):
    found = _object(cloud, account, name, obj)
    return core.Reply(200, found["data"].encode("latin-1"), dict(found["headers"],
                                                                  Etag=found["etag"]))


@swift.route("HEAD", _O, "get")
def head_object(cloud, req, account, name, obj):
    found = _object(cloud, account, name, obj)
    return core.Reply(200, None, dict(found["headers"], Etag=found["etag"],
                                      **{"Content-Length": str(len(found["data"]))}))


@swift.route("DELETE", _O, "delete")
def delete_object(cloud, req, account, name, obj):
    _object(cloud, account, name, obj)
    cloud.remove("swift.objects", "%s/%s/%s" % (account, name, obj))
    return core.Reply(204)
