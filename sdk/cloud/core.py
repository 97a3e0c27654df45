"""The fake cloud's machinery: its state, the request router and REST collections.

The state is one JSON-serialisable dict (``Cloud.data``): collections of
objects keyed by ``"<service>.<collection>"``, each object a dict as the
service's API returns it. Keys starting with ``_`` are the cloud's own
bookkeeping (a running operation, the project that owns the object) and
never leave it.
"""
import copy
import dataclasses
import json
import re

import sdk.cloud.errors as errors

#: every endpoint of the fake cloud lives on this host (``.invalid`` never resolves)
HOST = "cloud.invalid"
BASE = "http://%s" % HOST


#: name -> ``hook(cloud, obj)`` run when an object whose ``_on_gone`` names it is gone
ON_GONE = {}
#: name -> ``hook(cloud, obj)`` run when the operation of an object whose ``_on_done``
#: names it ends (the hook is dropped then)
ON_DONE = {}


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

    def __init__(self, name, service_type, prefix, endpoint=None, errors=errors.openstack):
        #: the client plug-in name (what fault injection and calls are counted by)
        self.name = name
        self.service_type = service_type
        self.prefix = prefix
        #: the catalog URL below BASE (``%(project)s`` is the token's project)
        self.endpoint = endpoint or prefix
        self.errors = errors
        self.routes = []
        #: name -> the Collection serving it (what Cloud.create makes objects with)
        self.collections = {}

    def add_collections(self, base, specs, defaults=None, cls=None):
        """Serve each ``CollectionSpec`` of ``specs`` below ``base``; ``defaults(fields)``
        makes a spec's ``defaults(cloud, obj)`` (by default: the spec's fields);
        ``cls``: a ``Collection`` subclass. Returns the collections by name."""
        made = {}
        for spec in specs:
            made[spec.coll] = spec.build(self, base, (defaults or _field_defaults)(spec.fields),
                                         cls or Collection)
        return made

    def route(self, method, pattern, call=None):
        """Register ``handler(cloud, request, **groups)`` for ``method`` and a
        path regular expression (``{name}`` is one path segment)."""
        regex = re.compile("^" + re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", pattern) + "/?$")

        def register(handler):
            self.routes.append((method, regex, handler, call))
            return handler
        return register


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
        s.collections[self.coll.split(".", 1)[1]] = self
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


@dataclasses.dataclass(frozen=True)
class CollectionSpec:
    """A plain collection as data (see ``Collection`` for the options):
    ``Service.add_collections`` serves a list of them."""
    coll: str
    path: str
    plural: str
    singular: str = None
    #: the fields a new object gets where its create leaves them out
    fields: dict = dataclasses.field(default_factory=dict)
    wrap: bool = True
    key: str = "id"
    status: tuple = None
    delete_status: tuple = None
    detail: bool = False
    parent: str = None
    update: str = "PUT"
    created: int = 201

    def build(self, service, base, defaults, cls):
        made = cls(service, self.coll, base + self.path, self.plural, self.singular,
                   wrap=self.wrap, key=self.key, defaults=defaults, status=self.status,
                   delete_status=self.delete_status, detail=self.detail, parent=self.parent,
                   update=self.update, created=self.created)
        made.register()
        return made


def _field_defaults(fields):
    def defaults(cloud, obj):
        for key, value in fields.items():
            obj.setdefault(key, copy.deepcopy(value))
    return defaults


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
        wanted = list(values)
        if isinstance(have, bool):
            have = str(have).lower()
        if isinstance(have, list):
            if not any(w in have for w in wanted):
                return False
        elif str(have) not in wanted:
            return False
    return True


def error_reply(service, err):
    """The error response ``service``'s API sends, so its client raises its own exception."""
    title = errors.TITLES.get(err.status, "Error")
    return Reply(err.status, service.errors(err.status, title, err.message, err.kind))
