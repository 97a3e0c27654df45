"""The fake cloud's machinery: its state, the request router and REST collections.

The state is one JSON-serialisable dict (``Cloud.data``): collections of
objects keyed by ``"<service>.<collection>"``, each object a dict as the
service's API returns it. Keys starting with ``_`` are the cloud's own
bookkeeping (a running operation, the project that owns the object) and
never leave it.
"""
import copy
import json
import re
import uuid
from urllib import parse

#: every endpoint of the fake cloud lives on this host (``.invalid`` never resolves)
HOST = "cloud.invalid"
BASE = "http://%s" % HOST


#: name -> ``hook(cloud, obj)`` run when an object whose ``_on_gone`` names it is gone
ON_GONE = {}


class HTTPError(Exception):
    """An error response: the service formats ``message`` as its API does."""

    def __init__(self, status, message, kind=None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.kind = kind


def not_found(message, kind=None):
    return HTTPError(404, message, kind)


def conflict(message, kind=None):
    return HTTPError(409, message, kind)


def bad_request(message, kind=None):
    return HTTPError(400, message, kind)


class Reply:
    """A response: status, JSON body (or bytes/text) and headers."""

    def __init__(self, status=200, body=None, headers=None):
        self.status = status
        self.body = body
        self.headers = dict(headers or {})


class Request:
    """What a handler sees: method, path (below the service's prefix), query,
    JSON body, headers, and the URL's named groups."""

    def __init__(self, method, path, query, raw, headers):
        self.method = method
        self.path = path
        self.query = query
        self.raw = raw
        self.headers = headers

    @property
    def json(self):
        if not self.raw:
            return {}
        try:
            return json.loads(self.raw)
        except ValueError:
            raise bad_request("Malformed request body")

    def arg(self, name, default=None):
        values = self.query.get(name)
        return values[-1] if values else default


class Service:
    """One API of the cloud: its catalog entry, URL prefix and routes."""

    def __init__(self, name, service_type, prefix, endpoint=None, errors="openstack"):
        #: the client plug-in name (what fault injection and calls are counted by)
        self.name = name
        self.service_type = service_type
        self.prefix = prefix
        #: the catalog URL below BASE (``%(project)s`` is the token's project)
        self.endpoint = endpoint or prefix
        self.errors = errors
        self.routes = []

    def route(self, method, pattern, call=None):
        """Register ``handler(cloud, request, **groups)`` for ``method`` and a
        path regular expression (``{name}`` is one path segment)."""
        regex = re.compile("^" + re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", pattern) + "/?$")

        def register(handler):
            self.routes.append((method, regex, handler, call))
            return handler
        return register

    def collection(self, coll, path, plural=None, singular=None, **options):
        """CRUD routes for a collection of objects at ``path`` (see Collection)."""
        c = Collection(self, coll, path, plural or coll, singular, **options)
        c.register()
        return c


class Collection:
    """Objects at ``path`` (``GET/POST path``, ``GET/PUT/PATCH/DELETE path/{id}``).

    ``wrap``: bodies are ``{singular: {...}}`` and lists ``{plural: [...]}``
    (Glance v2 and some others send bare objects). ``defaults(cloud, obj)``
    completes a new object. ``status``: (field, busy status on create, final
    status): a new object stays busy for the cloud's ``polls`` reads.
    """

    def __init__(self, service, coll, path, plural, singular=None, wrap=True, key="id",
                 defaults=None, status=None, delete_status=None, detail=False,
                 parent=None, update="PUT", keep_id=False, created=201):
        self.service = service
        self.coll = "%s.%s" % (service.name, coll)
        self.path = path
        self.plural = plural
        self.singular = singular or plural[:-1]
        self.wrap = wrap
        self.key = key
        self.defaults = defaults
        self.status = status
        self.delete_status = delete_status
        self.detail = detail
        self.parent = parent
        self.update_method = update
        #: a create may name the new object's id (Nova's flavors)
        self.keep_id = keep_id
        self.created = created
        self.label = self.singular.replace("_", " ")

    def register(self):
        s = self.service
        s.route("GET", self.path, "list")(self.list_)
        if self.detail:
            s.route("GET", self.path + "/detail", "list")(self.list_)
        s.route("POST", self.path, "create")(self.create_)
        item = self.path + "/{_id}"
        s.route("GET", item, "get")(self.show_)
        s.route("HEAD", item, "get")(self.show_)
        s.route(self.update_method, item, "update")(self.update_)
        s.route("DELETE", item, "delete")(self.delete_)

    # -- the handlers -----------------------------------------------------------------
    def list_(self, cloud, req, **groups):
        objs = cloud.select(self.coll, filters=_filters(req.query), **self._scope(groups))
        return Reply(200, {self.plural: [self.render(cloud, o) for o in objs]})

    def create_(self, cloud, req, **groups):
        body = req.json
        fields = body.get(self.singular, body) if self.wrap else body
        if not isinstance(fields, dict):
            raise bad_request("Invalid body for %s" % self.label)
        obj = self.create(cloud, dict(fields), **groups)
        return Reply(self.created, self._wrap(self.render(cloud, obj)))

    def show_(self, cloud, req, _id, **groups):
        return Reply(200, self._wrap(self.render(cloud, self.get(cloud, _id, **groups))))

    def update_(self, cloud, req, _id, **groups):
        body = req.json
        fields = body.get(self.singular, body) if self.wrap else body
        obj = self.get(cloud, _id, tick=False, **groups)
        cloud.check_idle(obj, self.label)
        obj.update({k: v for k, v in fields.items() if k not in ("id", self.key)})
        return Reply(200, self._wrap(self.render(cloud, obj)))

    def delete_(self, cloud, req, _id, **groups):
        obj = self.get(cloud, _id, tick=False, **groups)
        self.delete(cloud, obj)
        return Reply(204)

    # -- the operations (services extend these) ------------------------------------------
    def render(self, cloud, obj):
        """The object as the API shows it."""
        return cloud.render(obj)

    def create(self, cloud, fields, **groups):
        obj = dict(fields)
        if self.key == "id" and not (self.keep_id and obj.get("id") not in (None, "auto")):
            obj["id"] = cloud.new_id()
        elif self.key not in obj and self.key != "name":
            obj[self.key] = cloud.new_id()
        elif self.key not in obj:
            raise bad_request("%s: %s is required" % (self.label, self.key))
        elif cloud.lookup(self.coll, obj[self.key]) is not None:
            raise conflict("%s with %s %s already exists" % (self.label, self.key, obj[self.key]))
        if self.parent:
            obj["_parent"] = groups[self.parent]
        if self.defaults:
            self.defaults(cloud, obj)
        cloud.add(self.coll, obj, key=self.key)
        if self.status:
            field, busy, final = self.status
            cloud.start(obj, field, busy, final, self.service.name, "create")
        return obj

    def get(self, cloud, object_id, tick=True, **groups):
        obj = cloud.lookup(self.coll, object_id)
        if obj is None or (self.parent and obj.get("_parent") != groups.get(self.parent)):
            raise not_found(self.not_found_message(object_id), self.not_found_kind())
        if tick:
            cloud.tick(obj, self.coll, self.key)
            if cloud.lookup(self.coll, object_id) is None:
                raise not_found(self.not_found_message(object_id), self.not_found_kind())
        return obj

    def delete(self, cloud, obj):
        if self.delete_status:
            field, busy = self.delete_status
            if obj.get(field) != busy:
                cloud.start(obj, field, busy, None, self.service.name, "delete")
            return
        cloud.remove(self.coll, obj[self.key])

    def not_found_message(self, object_id):
        return "%s %s could not be found." % (self.label.capitalize(), object_id)

    def not_found_kind(self):
        return None

    def _wrap(self, obj):
        return {self.singular: obj} if self.wrap else obj

    def _scope(self, groups):
        if self.parent:
            return {"parent": groups[self.parent]}
        return {}


def _filters(query):
    """Query parameters that filter a list (paging and field selection are not filters)."""
    skip = {"fields", "limit", "marker", "sort_key", "sort_dir", "sort", "detail",
            "all_tenants", "all_projects", "is_public", "with_count", "retrieve_all"}
    return {k: v for k, v in query.items() if k not in skip}


def _matches(obj, filters):
    for key, values in filters.items():
        if key not in obj:
            if key in ("tenant_id", "project_id", "project"):
                continue   # every object of the fake cloud is visible to everyone
            return False
        have = obj[key]
        wanted = [v for v in values]
        if isinstance(have, bool):
            have = str(have).lower()
        if isinstance(have, list):
            if not any(w in have for w in wanted):
                return False
        elif str(have) not in wanted:
            return False
    return True


class Cloud:
    """The fake cloud's state and the operations every service shares.

    ``observer`` (optional) is told of every call and may inject faults:
    ``record(service, method, object_id, fields)`` (raising fails the call),
    ``ends_in_error(service, operation)`` and ``stuck(service, operation)``.
    """

    def __init__(self, data=None, polls=1, observer=None):
        from sdk.cloud import devstack
        self.services = _services()
        self.request_project = ""
        self.observer = observer
        if data is None:
            data = {"polls": polls, "next_id": 1, "collections": {}}
            self.data = data
            devstack.populate(self)
        else:
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
            if not filters or _matches(obj, filters):
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
                ON_GONE[hook](self, obj)
        else:
            obj[field] = final

    def _owner(self, obj):
        for coll, objs in self.data["collections"].items():
            if any(v is obj for v in objs.values()):
                return coll, obj
        raise KeyError("object not in the cloud")

    def check_idle(self, obj, label):
        pending = obj.get("_pending")
        if pending:
            raise conflict("%s %s is busy (%s)" % (label, obj.get("id"), obj.get(pending[0])))

    # -- HTTP ----------------------------------------------------------------------------
    def handle(self, method, url, raw, headers):
        """The Reply to one HTTP request (never raises for a request's fault)."""
        parts = parse.urlsplit(url)
        path = parse.unquote(parts.path)
        service = self._service_for(path)
        if service is None:
            return Reply(404, {"error": {"code": 404, "title": "Not Found",
                                         "message": "No service at %s" % path}})
        sub = path[len(service.prefix):] or "/"
        query = parse.parse_qs(parts.query, keep_blank_values=True)
        req = Request(method, sub, query, raw, headers)
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
            try:
                if self.observer is not None and call is not None:
                    self.observer.record(service.name, call, groups.get("_id"),
                                         _fields(req) if method in ("POST", "PUT", "PATCH") else {})
                return handler(self, req, **groups)
            except HTTPError as err:
                return error_reply(service, err)
            except Exception as exc:   # an injected fault
                return error_reply(service, HTTPError(_status_of(exc), str(exc)))
        allowed = any(regex.match(sub) for _, regex, _, _ in service.routes)
        if allowed:
            return error_reply(service, HTTPError(405, "The method %s is not allowed" % method))
        return error_reply(service, not_found("The resource could not be found."))

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
    except HTTPError:
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


_TITLES = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
           405: "Method Not Allowed", 409: "Conflict", 413: "Request Entity Too Large",
           500: "Internal Server Error", 503: "Service Unavailable"}
_NOVA_KINDS = {400: "badRequest", 403: "forbidden", 404: "itemNotFound", 409: "conflictingRequest",
               413: "overLimit", 500: "computeFault"}


def error_reply(service, err):
    """The error body each API family sends, so its client raises its own exception."""
    title = _TITLES.get(err.status, "Error")
    if service.errors == "neutron":
        body = {"NeutronError": {"type": err.kind or title.replace(" ", ""),
                                 "message": err.message, "detail": ""}}
    elif service.errors == "nova":
        body = {_NOVA_KINDS.get(err.status, "computeFault"): {"message": err.message,
                                                              "code": err.status}}
    elif service.errors == "keystone":
        body = {"error": {"code": err.status, "title": title, "message": err.message}}
    else:
        body = {"code": err.status, "title": title, "message": err.message,
                "faultstring": err.message, "description": err.message,
                "error": {"code": err.status, "message": err.message}}
    return Reply(err.status, body)


def _services():
    from sdk.cloud import compute, identity, image, network, others, volume, object_store
    found = {}
    for module in (identity, network, compute, image, volume, object_store, others):
        for service in module.SERVICES:
            found[service.name] = service
    return found
