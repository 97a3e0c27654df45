"""An in-memory cloud for plug-in tests, with slow operations and faults.

A plug-in reaches it as it reaches any OpenStack service: through a client
plug-in named by ``default_client_name`` (``self.client()``,
``self.client_plugin().ignore_not_found``). Each client name is a
*service* holding objects with an ``id``, a ``status`` and free-form fields:

    svc = cloud.service("widgets", polls=2)
    obj = svc.create(name="w", size=3)   # status BUILD ...
    svc.get(obj.id).status               # ... ACTIVE after 2 polls (gets)

Operations that take time (create, update, delete, suspend/resume actions)
finish after ``polls`` reads of the object, so ``check_*_complete`` loops
are exercised. Faults are injected by call: ``cloud.fail(call="create",
nth=2)``, ``cloud.fail(call="get", nth=3)`` (raise while polling),
``cloud.end_in_error(call="create")``, ``cloud.never_finish(call="delete")``,
``cloud.vanish(obj.id)``.

The same cloud is an OpenStack cloud at the HTTP level (``cloud.openstack``,
an ``sdk.cloud.Cloud`` seeded as DevStack is): Heat's OpenStack client
plug-ins (``neutron``, ``nova``, ... with the ``openstack`` extra) reach it
through the real client libraries while ``attach``/``intercept`` is in force,
and the faults above apply to its calls too, counted by client name
(``cloud.fail(call="create", service="nova")``; an HTTP error is sent, 500
unless the error says otherwise).
"""
import collections
import dataclasses
import itertools

from sdk.engine import environment
from sdk.engine.clients import client_plugin as clients


class NotFound(Exception):
    """The object does not exist (any more)."""


class Conflict(Exception):
    """The object is busy with another operation."""


class OverLimit(Exception):
    """A quota ran out."""


class BadRequest(Exception):
    """The request itself is wrong (e.g. an object id of None)."""


class InjectedFault(Exception):
    """What a call made to fail by ``FakeCloud.fail`` raises by default."""


#: status while an operation runs -> status when it is done (None: gone)
_TRANSITIONS = {"create": ("BUILD", "ACTIVE"), "update": ("UPDATING", "ACTIVE"),
                "delete": ("DELETING", None), "suspend": ("SUSPENDING", "SUSPENDED"),
                "resume": ("RESUMING", "ACTIVE")}
BUSY = frozenset(busy for busy, _ in _TRANSITIONS.values())


@dataclasses.dataclass
class Call:
    """One request a plug-in made: ``service.method(object_id, **fields)``."""

    service: str
    method: str
    object_id: object
    fields: dict

    def __str__(self):
        args = [repr(self.object_id)] if self.object_id is not None else []
        args += ["%s=%r" % kv for kv in sorted(self.fields.items())]
        return "%s.%s(%s)" % (self.service, self.method, ", ".join(args))


class FakeObject:
    """A cloud object: ``id``, ``status`` and its fields as attributes."""

    def __init__(self, service, object_id, fields):
        self.service = service
        self.id = object_id
        self.status = "ACTIVE"
        self.fields = dict(fields)
        self._pending = None  # (final status, polls left or None for never)

    def __getattr__(self, name):
        fields = self.__dict__.get("fields", {})
        if name in fields:
            return fields[name]
        raise AttributeError("%s object %s has no field %r" % (self.service, self.id, name))

    def to_dict(self):
        return dict(self.fields, id=self.id, status=self.status)

    def __repr__(self):
        return "<%s %s %s %r>" % (self.service, self.id, self.status, self.fields)

    def _state(self):
        return {"id": self.id, "status": self.status, "fields": dict(self.fields),
                "pending": None if self._pending is None else list(self._pending)}


class Service:
    """One service of the fake cloud: create/get/list/update/delete/action."""

    def __init__(self, cloud, name, polls):
        self.cloud = cloud
        self.name = name
        self.polls = polls
        self.objects = {}
        self._ids = itertools.count(1)

    def __getattr__(self, name):
        # ``getattr(self.client(), self.entity)``: a service reaches its siblings
        # by name, as an SDK connection does. Only existing services, so a typo
        # still raises AttributeError.
        services = self.__dict__["cloud"].services
        if name in services:
            return services[name]
        raise AttributeError("fake service %r has no method or sibling service %r"
                             % (self.__dict__["name"], name))

    def create(self, **fields):
        self.cloud._record(self.name, "create", None, fields)
        obj = FakeObject(self.name, "%s-%d" % (self.name, next(self._ids)), fields)
        self.objects[obj.id] = obj
        self._start(obj, "create")
        return obj

    def get(self, object_id):
        """Read an object; each read is one poll of its running operation."""
        self.cloud._record(self.name, "get", object_id, {})
        obj = self._find(object_id)
        if obj._pending is not None:
            final, left = obj._pending
            if left is not None:
                left -= 1
                obj._pending = (final, left)
            if left == 0:
                obj._pending = None
                if final is None:
                    del self.objects[obj.id]
                    raise NotFound("%s %s not found" % (self.name, object_id))
                obj.status = final
        return obj

    def list(self, **filters):
        self.cloud._record(self.name, "list", None, filters)
        return [o for o in self.objects.values()
                if all(o.fields.get(k) == v for k, v in filters.items())]

    def update(self, object_id, **fields):
        self.cloud._record(self.name, "update", object_id, fields)
        obj = self._idle(object_id)
        obj.fields.update(fields)
        self._start(obj, "update")
        return obj

    def delete(self, object_id):
        self.cloud._record(self.name, "delete", object_id, {})
        obj = self._find(object_id)
        if obj.status != "DELETING":
            self._start(obj, "delete")
        return None

    def action(self, object_id, name, **fields):
        """Any other operation: ``suspend`` and ``resume`` change the status."""
        self.cloud._record(self.name, name, object_id, fields)
        obj = self._idle(object_id)
        obj.fields.update(fields)
        if name in _TRANSITIONS:
            self._start(obj, name)
        return obj

    def _state(self):
        next_id = next(self._ids)
        self._ids = itertools.count(next_id)   # reading the counter advanced it
        return {"polls": self.polls, "next_id": next_id,
                "objects": [o._state() for o in self.objects.values()]}

    def _restore(self, state):
        self._ids = itertools.count(state["next_id"])
        for saved in state["objects"]:
            obj = self.objects[saved["id"]] = FakeObject(self.name, saved["id"], saved["fields"])
            obj.status = saved["status"]
            obj._pending = tuple(saved["pending"]) if saved["pending"] else None

    def _find(self, object_id):
        if object_id is None:
            raise BadRequest("%s: object id must not be None" % self.name)
        obj = self.objects.get(object_id)
        if obj is None:
            raise NotFound("%s %s not found" % (self.name, object_id))
        return obj

    def _idle(self, object_id):
        obj = self._find(object_id)
        if obj.status in BUSY:
            raise Conflict("%s %s is %s" % (self.name, object_id, obj.status))
        return obj

    def _start(self, obj, operation):
        busy, final = _TRANSITIONS[operation]
        if self.cloud._ends_in_error(self.name, operation):
            final = "ERROR"
        forever = self.cloud._stuck(self.name, operation)
        if not forever and self.polls <= 0:
            if final is None:
                del self.objects[obj.id]
            else:
                obj.status = final
            return
        obj.status = busy
        obj._pending = (final, None if forever else self.polls)


class FakeClientPlugin(clients.ClientPlugin):
    """The client plug-in of one fake service: ``client()`` is the service."""

    def __init__(self, service):
        super().__init__(client=service)

    def client(self, version=None):
        return self._client

    def is_not_found(self, ex):
        return isinstance(ex, NotFound)

    def is_conflict(self, ex):
        return isinstance(ex, Conflict)

    def is_over_limit(self, ex):
        return isinstance(ex, OverLimit)


class FakeClients(environment.Environment):
    """An environment whose client names, unless registered, are fake
    cloud services, created on first use (over installed ``heat.clients``
    entry points too: the plug-in project's own client is one)."""

    def __init__(self, parent, cloud):
        super().__init__(parent)
        self.cloud = cloud
        from sdk import cloud as openstack
        #: Heat's OpenStack client plug-ins authenticate to the cloud's Keystone
        self.credentials = openstack.CREDENTIALS

    def get_client_plugin(self, name):
        plugin = self.registered_client(name)
        if plugin is None:
            plugin = self.cloud.service_plugin(name)
            self.register_client(name, plugin)
        return plugin


class FakeCloud:
    """Services by name, the calls made to them and the faults to inject."""

    def __init__(self, polls=2):
        self.polls = polls
        self.services = {}
        self._openstack = None
        self.calls = []
        self._counts = collections.Counter()
        self._faults = []   # [call, service, nth, error]
        self._stuck_on = []  # (call, service)
        self._errors = []  # [call, service, nth]

    # -- set-up ---------------------------------------------------------------
    def service(self, name, polls=None):
        """The service ``name`` (created on first use)."""
        svc = self.services.get(name)
        if svc is None:
            svc = self.services[name] = Service(self, name, self.polls if polls is None else polls)
        elif polls is not None:
            svc.polls = polls
        return svc

    def service_plugin(self, name):
        """The client plug-in of the service ``name`` (made on first use)."""
        return FakeClientPlugin(self.service(name))

    def environment(self, parent):
        """``parent`` with every client name a plug-in asks for
        (``default_client_name``, ``self.client(name)``) served by this
        cloud's service of that name, unless a client plug-in is registered."""
        return FakeClients(parent, self)

    def attach(self, harness):
        """Serve the harness's plug-ins from this cloud (see ``environment``),
        and its OpenStack clients until the harness is closed."""
        if hasattr(harness, "use_fake_cloud"):   # real Heat's (sdk.testing.heat_engine)
            harness.use_fake_cloud(self)
        else:
            harness.env = self.environment(harness.env)
        interceptor = self.intercept()
        if interceptor is not None:
            harness.on_close(interceptor.stop)
            interceptor.start()
        return self

    # -- the OpenStack cloud ----------------------------------------------------
    @property
    def openstack(self):
        """The OpenStack part (``sdk.cloud.Cloud``), made on first use."""
        if self._openstack is None:
            from sdk import cloud
            self._openstack = cloud.Cloud(polls=self.polls, observer=self)
        return self._openstack

    def intercept(self):
        """An ``sdk.cloud.Interceptor`` that answers the real clients' HTTP
        requests from ``openstack`` (None without the openstack extra)."""
        try:
            from sdk import cloud
            return cloud.Interceptor(self)
        except ImportError:
            return None

    def handle(self, method, url, body, headers):
        return self.openstack.handle(method, url, body, headers)

    # the fault injection hooks sdk.cloud calls
    def record(self, service, method, object_id, fields):
        self._record(service, method, object_id, fields)

    def ends_in_error(self, service, operation):
        return self._ends_in_error(service, operation)

    def stuck(self, service, operation):
        return self._stuck(service, operation)

    # -- fault injection ------------------------------------------------------
    def fail(self, call, nth=1, error=None, service=None):
        """Make the ``nth`` ``call`` (counted from now, on ``service`` or any)
        raise ``error`` (an exception or class; default ``InjectedFault``).
        ``call="get"`` fails a poll."""
        self._faults.append([call, service, self._count(call, service) + nth, error])

    def end_in_error(self, call, nth=1, service=None):
        """The ``nth`` operation started by ``call`` (counted from now) ends in
        status ``ERROR`` instead of its normal final status."""
        self._errors.append([call, service, self._count(call, service) + nth])

    def never_finish(self, call, service=None):
        """Operations started by ``call`` from now on never complete."""
        self._stuck_on.append((call, service))

    def vanish(self, object_id):
        """Remove an object behind the plug-in's back (deleted out of band)."""
        for svc in self.services.values():
            if svc.objects.pop(object_id, None) is not None:
                return True
        if self._openstack is not None:
            coll, _ = self._openstack.find(object_id)
            if coll is not None:
                self._openstack.remove(coll, object_id)
                return True
        return False

    # -- inspection -----------------------------------------------------------
    def find(self, object_id):
        """The object with this id in any service or OpenStack collection
        (one of those as a FakeObject of service "nova.servers" ...), or None;
        no poll is counted."""
        for svc in self.services.values():
            if object_id in svc.objects:
                return svc.objects[object_id]
        if self._openstack is not None:
            coll, obj = self._openstack.find(object_id)
            if obj is not None:
                shown = self._openstack.render(obj)
                found = FakeObject(coll, object_id, shown)
                found.status = shown.get("status", shown.get("provisioning_status", ""))
                return found
        return None

    def objects(self):
        """Every object that still exists."""
        return [o for svc in self.services.values() for o in svc.objects.values()]

    # -- persistence ----------------------------------------------------------
    def to_dict(self):
        """The services and their objects (running operations included) as
        JSON data, so another process can go on with the same cloud
        (``from_dict``). Calls, faults and attached harnesses are not kept."""
        data = {"polls": self.polls,
                "services": {name: svc._state() for name, svc in self.services.items()}}
        if self._openstack is not None:
            data["openstack"] = self._openstack.to_dict()
        return data

    @classmethod
    def from_dict(cls, data):
        """The cloud ``to_dict`` gave ``data`` of; ``{}`` is a new cloud."""
        cloud = cls(**{k: v for k, v in data.items() if k == "polls"})
        for name, state in data.get("services", {}).items():
            cloud.service(name, polls=state["polls"])._restore(state)
        if "openstack" in data:
            from sdk import cloud as openstack
            cloud._openstack = openstack.Cloud.from_dict(data["openstack"], observer=cloud)
        return cloud

    # -- internals ------------------------------------------------------------
    def _count(self, call, service):
        if service is None:
            return sum(n for (c, _), n in self._counts.items() if c == call)
        return self._counts[(call, service)]

    def _record(self, name, method, object_id, fields):
        self.calls.append(Call(name, method, object_id, dict(fields)))
        self._counts[(method, name)] += 1
        for fault in self._faults:
            call, service, nth, error = fault
            if call == method and service in (None, name) and self._count(call, service) == nth:
                self._faults.remove(fault)
                if error is None:
                    error = InjectedFault("injected failure of call %d to %s.%s"
                                          % (nth, name, method))
                raise error() if isinstance(error, type) else error

    def _ends_in_error(self, service, operation):
        for rule in self._errors:
            call, svc, nth = rule
            if call == operation and svc in (None, service) and self._count(call, svc) == nth:
                self._errors.remove(rule)
                return True
        return False

    def _stuck(self, service, operation):
        return any(c == operation and s in (None, service) for c, s in self._stuck_on)
