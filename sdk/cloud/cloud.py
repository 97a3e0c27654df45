"""The fake cloud: its state (JSON data), the operations every service
shares, and the dispatch of an HTTP request to a service's route."""
import copy
import uuid
from urllib import parse

import sdk.cloud.core as core
import sdk.cloud.devstack as devstack
import sdk.cloud.network_vendors  # noqa: F401 (registers its collections in the fake Neutron)
import sdk.cloud.registry as registry


class Cloud:
    """The fake cloud's state and the operations every service shares.

    ``observer`` (optional) is told of every call and may inject faults:
    ``record(service, method, object_id, fields)`` (raising fails the call),
    ``ends_in_error(service, operation)`` and ``stuck(service, operation)``.
    """

    def __init__(self, data=None, polls=1, observer=None):
        self.services = registry.services()
        self.request_project = ""
        self.observer = observer
        if data is None:
            data = copy.deepcopy(_devstack_state())
            data["polls"] = polls
        self.data = data

    # -- persistence --------------------------------------------------------------------
    def to_dict(self):
        return copy.deepcopy(self.data)

    @classmethod
    def from_dict(cls, data, observer=None):
        return cls(copy.deepcopy(data), observer=observer)

    @property
    def polls(self):
        return self.data["polls"]

    @polls.setter
    def polls(self, value):
        self.data["polls"] = value

    # -- objects ------------------------------------------------------------------------
    def new_id(self):
        n = self.data["next_id"]
        self.data["next_id"] = n + 1
        return str(uuid.UUID(int=(0x5053444B << 96) | n))

    def create(self, coll, fields):
        """Make an object of ``coll`` (``service.collection``) as its API's
        create does (ids, defaults, busy states); a scoped collection's
        parent id is the field its path names (``zone`` of a recordset)."""
        service, _, name = coll.partition(".")
        collection = getattr(self.services.get(service), "collections", {}).get(name)
        if collection is None:
            raise KeyError(coll)
        fields = dict(fields)
        groups = {collection.parent: fields.pop(collection.parent, None)} if collection.parent else {}
        return collection.create(self, fields, **groups)

    def collection(self, coll):
        return self.data["collections"].setdefault(coll, {})

    def add(self, coll, obj, key="id"):
        self.collection(coll)[obj[key]] = obj
        return obj

    def lookup(self, coll, object_id):
        return self.data["collections"].get(coll, {}).get(object_id)

    def remove(self, coll, object_id):
        return self.data["collections"].get(coll, {}).pop(object_id, None)

    def select(self, coll, filters=None, parent=None, tick=True):
        found = []
        for key, obj in list(self.data["collections"].get(coll, {}).items()):
            if parent is not None and obj.get("_parent") != parent:
                continue
            if tick:
                self.tick(obj, coll, key=None, object_id=key)
                if self.lookup(coll, key) is None:
                    continue
            if not filters or core._matches(obj, filters):
                found.append(obj)
        return found

    def find(self, object_id):
        """(collection, object) holding ``object_id`` in any collection, or (None, None)."""
        for coll, objs in self.data["collections"].items():
            if object_id in objs:
                return coll, objs[object_id]
        return None, None

    def objects(self):
        """(collection, object) for every object, bookkeeping keys left out."""
        return [(coll, self.render(obj)) for coll, objs in sorted(self.data["collections"].items())
                for obj in objs.values()]

    def made(self):
        """(collection, key, object) of every object a new DevStack cloud
        does not have: what the cloud's users made."""
        seeded = _devstack_state()["collections"]
        return [(coll, key, self.render(obj))
                for coll, objs in sorted(self.data["collections"].items())
                for key, obj in objs.items() if key not in seeded.get(coll, {})]

    @staticmethod
    def render(obj):
        return {k: v for k, v in obj.items() if not k.startswith("_")}

    # -- operations that take time -------------------------------------------------------
    def start(self, obj, field, busy, final, service, operation):
        """``obj[field]`` reads ``busy`` for ``polls`` reads, then ``final``
        (None: the object is gone); fault injection may change either."""
        if self.observer is not None:
            if final is not None and self.observer.ends_in_error(service, operation):
                final = "ERROR"
            forever = self.observer.stuck(service, operation)
        else:
            forever = False
        if not forever and self.polls <= 0:
            obj["_pending"] = [field, final, 0]
            self._finish(obj)
            return
        obj[field] = busy
        obj["_pending"] = [field, final, None if forever else self.polls]

    def tick(self, obj, coll, key="id", object_id=None):
        """One read of ``obj``: its running operation gets one poll nearer its end."""
        pending = obj.get("_pending")
        if not pending or pending[2] is None:
            return
        pending[2] -= 1
        if pending[2] <= 0:
            self._finish(obj, coll, object_id if object_id is not None else obj.get(key))

    def _finish(self, obj, coll=None, object_id=None):
        field, final, _ = obj.pop("_pending")
        if final is None:
            if coll is None:
                coll, _found = self._owner(obj)
                object_id = next(k for k, v in self.data["collections"][coll].items() if v is obj)
            self.remove(coll, object_id)
            hook = obj.get("_on_gone")
            if hook:
                core.ON_GONE[hook](self, obj)
        else:
            obj[field] = final
            hook = obj.pop("_on_done", None)
            if hook:
                core.ON_DONE[hook](self, obj)

    def _owner(self, obj):
        for coll, objs in self.data["collections"].items():
            if any(v is obj for v in objs.values()):
                return coll, obj
        raise KeyError("object not in the cloud")

    def check_idle(self, obj, label):
        pending = obj.get("_pending")
        if pending:
            raise core.conflict("%s %s is busy (%s)" % (label, obj.get("id"), obj.get(pending[0])))

    # -- HTTP ----------------------------------------------------------------------------
    def handle(self, method, url, raw, headers):
        """The core.Reply to one HTTP request (never raises for a request's fault)."""
        parts = parse.urlsplit(url)
        path = parse.unquote(parts.path)
        service = self._service_for(path)
        if service is None:
            return core.Reply(404, {"error": {"code": 404, "title": "Not Found",
                                         "message": "No service at %s" % path}})
        sub = path[len(service.prefix):] or "/"
        query = parse.parse_qs(parts.query, keep_blank_values=True)
        req = core.Request(method, sub, query, raw, headers)
        token = headers.get("X-Auth-Token") or ""
        if isinstance(token, bytes):
            token = token.decode()
        #: the project of the request's token (what new objects belong to)
        self.request_project = token.split(".")[2] if token.count(".") == 2 else ""
        for verb, regex, handler, call in service.routes:
            m = regex.match(sub) if verb == method else None
            if m is None:
                continue
            groups = {k: parse.unquote(v) for k, v in m.groupdict().items()}
            if self.observer is not None and call is not None:
                try:
                    self.observer.record(service.name, call, groups.get("_id"),
                                         _fields(req) if method in ("POST", "PUT", "PATCH") else {})
                except Exception as exc:   # an injected fault
                    return core.error_reply(service, core.HTTPError(_status_of(exc), str(exc)))
            try:
                return handler(self, req, **groups)
            except core.HTTPError as err:
                return core.error_reply(service, err)
            except Exception as exc:   # the fake cloud's own bug: a 500 that says so
                return core.error_reply(service, core.HTTPError(
                    500, "plugin-sdk's fake cloud failed on %s %s: %s: %s"
                    % (method, path, type(exc).__name__, exc)))
        allowed = any(regex.match(sub) for _, regex, _, _ in service.routes)
        if allowed:
            return core.error_reply(service, core.HTTPError(405, "The method %s is not allowed" % method))
        return core.error_reply(service, core.not_found("The resource could not be found."))

    def _service_for(self, path):
        best = None
        for service in self.services.values():
            p = service.prefix
            if (path == p or path.startswith(p + "/")) and (best is None or len(p) > len(best.prefix)):
                best = service
        return best


def _fields(req):
    try:
        body = req.json
    except core.HTTPError:
        return {}
    return body if isinstance(body, dict) else {"body": body}


def _status_of(exc):
    """The HTTP status of an injected exception: its ``status``/``http_status``/
    ``code``, else by its class name, else 500."""
    for attr in ("status", "http_status", "status_code", "code"):
        value = getattr(exc, attr, None)
        if isinstance(value, int) and 400 <= value < 600:
            return value
    return {"NotFound": 404, "Conflict": 409, "OverLimit": 413,
            "BadRequest": 400}.get(type(exc).__name__, 500)


#: (the providers it was made with, the state of a new DevStack cloud)
_PRISTINE = []


def _devstack_state():
    """The state of a new DevStack cloud, built once per set of providers."""
    providers = registry.providers()
    if not _PRISTINE or _PRISTINE[0] is not providers:
        cloud = Cloud({"polls": 1, "next_id": 1, "collections": {}})
        devstack.populate(cloud)
        for module in registry.installed():
            if hasattr(module, "populate"):
                module.populate(cloud)
        _PRISTINE[:] = [providers, cloud.data]
    return _PRISTINE[1]
