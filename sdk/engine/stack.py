"""A stack: a template's resources driven through Heat's stack actions.

Between two stack actions the resources are rebuilt from their stored state,
as Heat rebuilds them from its database: only resource_id, data(), metadata
and the stored properties survive.
"""
import collections
import contextlib
import copy
import datetime
import functools
import re
import uuid as uuidlib

from sdk.common import exception, template_format
from sdk.common.context import RequestContext as Context
from sdk.engine import attributes, dependencies, function, parameters, rsrc_defn, scheduler, update
from sdk.engine import environment as environmentm
from sdk.engine import template as templatem
from sdk.engine.event import Event, MemoryStore
from sdk.engine.resource import Resource, stored_text
from sdk.engine.stack_api import StackPluginAPI
from sdk.engine.status import ResourceStatus as RS

_NAME_RE = re.compile(r"^[a-zA-Z][a-zA-Z0-9_.-]{0,254}$")
_ATTR_READY = (RS.CREATE, RS.ADOPT, RS.SUSPEND, RS.RESUME, RS.UPDATE, RS.ROLLBACK, RS.SNAPSHOT, RS.CHECK)


def _action(method):
    """A stack action, run inside ``scheduler.QuietCollector`` (see there
    why the garbage collector waits longer while it runs). Heat loads the
    stack from its record for each call: once a legacy rollback deleted that
    record, later state changes were never stored, and the call starts from
    the state it kept."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        outer = not getattr(self, "_acting", False)
        if outer and self._record_deleted:
            self.action, self.status, self.status_reason = self._record_deleted
        self._acting = True
        try:
            with scheduler.QuietCollector():
                return method(self, *args, **kwargs)
        finally:
            self._acting = not outer
    return run


class Stack(StackPluginAPI):
    """A stack of resources built from one HOT template."""

    ACTIONS = (CREATE, DELETE, UPDATE, ROLLBACK, SUSPEND, RESUME, CHECK, SNAPSHOT, RESTORE,
               ADOPT) = (
        "CREATE", "DELETE", "UPDATE", "ROLLBACK", "SUSPEND", "RESUME", "CHECK", "SNAPSHOT",
        "RESTORE", "ADOPT")
    STATUSES = (IN_PROGRESS, FAILED, COMPLETE) = ("IN_PROGRESS", "FAILED", "COMPLETE")
    #: Heat's ``convergence`` column: False for the legacy engine
    #: (sdk.engine.convergence.ConvergenceStack runs the convergence one)
    convergence = False
    #: whether a convergence worker is processing a message on this stack
    in_convergence_check = False

    def __init__(self, name, tmpl, env, params=None, store=None, clock=None,
                 disable_rollback=True, timeout_mins=None, strict_validate=True,
                 adopt_stack_data=None):
        if not isinstance(name, str):
            raise exception.StackValidationFailed(
                message="Invalid stack name %s, must be a string" % name)
        if not _NAME_RE.match(name):
            raise exception.StackValidationFailed(
                message='Invalid stack name %s must contain only alphanumeric or "_-." characters, '
                        'must start with alpha and must be 255 characters or less.' % name)
        self.name = name
        self.id = str(uuidlib.uuid4())
        self.env = env
        self.context = Context(env)
        self.store = store or MemoryStore()
        self.clock = clock or scheduler.VirtualClock()
        self.disable_rollback = disable_rollback
        self.timeout_mins = timeout_mins
        self.strict_validate = strict_validate
        self.action_retry_limit = 5
        # None: siblings of a failure are cancelled at once, as under Heat's
        # test fixtures; a deployment's default is 240 seconds.
        self.error_wait_time = None
        #: Heat's stack-adopt data: {"resources": {name: {"resource_id",
        #: "resource_data", "metadata"}}} (see adopt()).
        self.adopt_stack_data = adopt_stack_data
        # A new stack reads CREATE_IN_PROGRESS (ADOPT_IN_PROGRESS with adopt
        # data), as Heat's: its validation sees that.
        self.action = self.ADOPT if adopt_stack_data else self.CREATE
        self.status, self.status_reason = self.IN_PROGRESS, ""
        self.condition = lambda name: True
        #: after a failed legacy update, the conditions as the update left
        #: them (see sdk.engine.update) until the stack is next reloaded
        self._kept_condition = None
        self.resources = {}
        self.snapshots = []
        self._backups = {}
        self._record_deleted = False  # (action, status, reason) a legacy create's rollback left
        self._node_data = {}
        self._refs = {}  # resource name -> reference id captured with _node_data
        self._action_started = None
        #: Heat's timestamps (autoscaling's notifications carry them)
        self.created_time, self.updated_time = self._clock_time(), None
        self._set_template(tmpl if isinstance(tmpl, templatem.Template) else templatem.Template(tmpl),
                           params)

    # -- template and definitions ------------------------------------------------
    def _set_template(self, tmpl, params):
        self.t = tmpl
        self.params = dict(params or {})
        # The environment's parameters and defaults apply; explicit ones win.
        self.parameters = tmpl.parameters(
            dict(self.env.params, **self.params), self.name, self.id, self.context.project_id,
            defaults=self.env.param_defaults)
        self._defns = None
        self._referenced = None

    @property
    def defns(self):
        """Resource name -> definition parsed against this stack."""
        if self._defns is None:
            self.t.conditions(self)
            if self._kept_condition is not None:
                self.condition = self._kept_condition
            self._defns = self.t.resource_definitions(self)
        return self._defns

    def __str__(self):
        return 'Stack "%s" [%s]' % (self.name, self.id)

    def __getitem__(self, name):
        return self.resources[name]

    def has_timed_out(self):
        """Whether an action under way has run longer than timeout_secs()."""
        if self.status != self.IN_PROGRESS or self._action_started is None:
            return False
        return self.clock.time() - self._action_started > self.timeout_secs()

    # -- what functions resolve against -----------------------------------------------
    def has_resource(self, name):
        defns = self._defns  # what get_resource asks each time it resolves
        return name in (defns if defns is not None else self.defns)

    def __contains__(self, name):
        return name in self.resources

    def resource_action(self, name):
        res = self.resources.get(name)
        return res.action if res is not None else RS.INIT

    def attributes_schema(self, name):
        res = self.resources.get(name)
        if res is not None:
            return res.attributes_schema
        cls = self.env.get_class(self.defns[name].resource_type, name)
        return dict(getattr(cls, "attributes_schema", {}), **Resource.base_attributes_schema)

    def attribute_known(self, name, attr):
        """Whether get_attr may name ``attr`` of ``name``: any name at all when
        the plug-in overrides get_attribute, as Heat allows."""
        res = self.resources.get(name)
        cls = type(res) if res is not None else self.env.get_class(self.defns[name].resource_type, name)
        return attr in self.attributes_schema(name) or cls.get_attribute is not Resource.get_attribute

    def reference_id(self, name):
        res = self.resources.get(name)
        if res is None or self._node_data.get(name, {}) is None:
            return name  # Heat dropped its data: the name, as before creation
        return res.FnGetRefId()

    @staticmethod
    def _ready(res, any_status=False):
        """Whether get_attr reads ``res``: by its action alone for one
        attribute, also by a non-FAILED status for all of them (as Heat)."""
        return (res is not None and res.action in _ATTR_READY
                and (any_status or res.status in (RS.IN_PROGRESS, RS.COMPLETE)))

    def attribute(self, name, attr, path=()):
        """An attribute as a dependent sees it: the value captured when the
        resource last finished (re-raising what resolving it raised)."""
        res = self.resources.get(name)
        if res is not None and res.action not in _ATTR_READY:
            return None  # e.g. removed by an update that failed: DELETE FAILED
        captured = self._node_data.get(name, {})
        if captured is None:
            return None  # Heat dropped its data: as a resource not created yet
        key = (attr,) + tuple(path) if path else attr
        if key in captured or attr in captured:
            value = captured[key] if key in captured else captured[attr]
            if value is _MISSING:  # Heat's node data has no such key
                raise exception.InvalidTemplateAttribute(resource=name, key=key)
            if isinstance(value, _Raised):
                raise value.exc
            if key in captured:
                return value
            return attributes.select_from_attribute(value, path)
        if not self._ready(res, any_status=True):
            return None
        return res.FnGetAtt(attr, *path)

    def all_attributes(self, name):
        res = self.resources.get(name)
        if not self._ready(res) or self._node_data.get(name, {}) is None:
            return None
        captured = self._node_data.get(name, {})
        return {a: self.attribute(name, a) for a in res.attributes_schema
                if a != "show" and captured.get(a) is not _MISSING}

    @property
    def referenced_attrs(self):
        """Resource name -> attribute names other resources read from it."""
        if self._referenced is None:
            self._referenced = collections.defaultdict(set)
            for name, defn in self.defns.items():
                for fn in defn.dependency_functions():
                    for target in fn.own_dependencies():
                        attrs = fn.own_dep_attrs(target) if target != name else ()
                        if attrs:
                            self._referenced[target].update(attrs)
        return self._referenced

    def _capture(self, res, keys=None):
        """Record the attributes of ``res`` that other resources read (Heat's
        node data), each under its name or (name, *path)."""
        data = {}
        keys = self.referenced_attrs.get(res.name, ()) if keys is None else keys
        if None in keys:  # get_attr [res]: every attribute but show
            keys = (set(keys) - {None}) | (set(res.attributes_schema) - {"show"})
        for key in keys:
            try:
                data[key] = res.FnGetAtt(*((key,) if isinstance(key, str) else key))
            except exception.InvalidTemplateAttribute:
                data[key] = _MISSING  # left out, as Heat's node data leaves it
            except Exception as exc:
                data[key] = _Raised(exc)
        self._node_data[res.name] = data
        self._refs[res.name] = res.FnGetRefId()

    def refresh_attributes(self):
        """Capture again every attribute that resources or outputs read, as
        Heat does before it shows a stack's outputs."""
        output_refs = self._output_refs()
        for name, res in self.resources.items():
            if res.action != res.INIT:
                self._capture(self._as_shown(res),
                              set(self.referenced_attrs.get(name, ())) | output_refs[name])

    def _as_shown(self, res):
        """The instance whose attributes a stack read shows for ``res``."""
        return res

    def _output_refs(self):
        """Resource name -> the attributes (names or (name, *path)) the
        outputs read of it."""
        output_refs = collections.defaultdict(set)
        for _description, value, _enabled in self._outputs().values():
            for fn in function.walk(value):
                for target in fn.own_dependencies():
                    output_refs[target].update(fn.own_dep_attrs(target))
        return output_refs

    # -- dependencies ---------------------------------------------------------------
    def requires(self, defns, resources, check_cycles=True):
        """Resource name -> names it needs first."""
        graph = {}
        for name, defn in defns.items():
            reqs = set()
            external = defn.external_id() is not None
            for dep in defn.explicit_depends() if defn._depends else ():
                if dep not in defns:
                    if dep in (self.t.t.get(self.t.RESOURCES) or {}):
                        continue  # disabled by a condition
                    raise exception.InvalidTemplateReference(resource=dep, key=name)
                if external:
                    raise exception.InvalidExternalResourceDependency(
                        external_id=defn.external_id(), resource_type=defn.resource_type)
                reqs.add(dep)
            if not external:
                for dep, fn in defn.dependency_references():
                    if dep not in defns:
                        raise exception.InvalidTemplateReference(
                            resource=dep, key=fn.reference_key())
                    target = resources.get(dep)
                    if target is None or target.strict_dependency:
                        reqs.add(dep)
            res = resources.get(name)
            if res is not None and type(res).add_dependencies is not Resource.add_dependencies:
                extra = dependencies.Collector(name, reqs, resources)
                try:
                    res.add_dependencies(extra)
                except Exception as exc:
                    # Heat ignores every error for a stored stack, and only
                    # ValueError/TypeError while validating a new one.
                    if self.id is None and not isinstance(exc, (ValueError, TypeError)):
                        raise
                reqs |= {d for d in extra.required if d in defns}
            graph[name] = reqs
        if check_cycles:
            self._check_cycles(graph, resources)
        return graph

    @staticmethod
    def _check_cycles(graph, resources):
        dependencies.check_cycles(graph, lambda n: str(resources[n]) if n in resources else n)

    # -- validation -----------------------------------------------------------------
    @_action
    def validate(self):
        """Validate the template and every resource, in Heat's order (after
        the engine's check of the number of resources)."""
        resources = self.t.t.get(self.t.RESOURCES)
        if isinstance(resources, dict):
            template_format.check_resource_count(len(resources))
        self.t.validate()
        self.parameters.validate(self.context)
        parameters.validate_groups(self.t.t.get(templatem.PARAMETER_GROUPS), list(self.parameters.params))
        defns = self.defns
        dupes = set(self.parameters.params) & set(defns)
        if dupes:
            raise exception.StackValidationFailed(
                message="Duplicate names {%s}" % ", ".join(repr(n) for n in sorted(dupes)))
        instances = {}
        for name, defn in defns.items():
            instances[name] = self.resources.get(name) or Resource(name, defn, self)
        saved, self.resources = self.resources, dict(instances, **self.resources)
        try:
            graph = self.requires(defns, instances, check_cycles=False)
            # Heat reads the outputs section (checking its shape) while it
            # builds the dependency graph, after the references and before
            # looking for cycles.
            self.t.validate_outputs()
            self._check_cycles(graph, instances)
            # in the order of Heat's Dependencies (as its tasks run)
            for name in dependencies.requirements_first(graph, dependencies.heat_insertion(graph)):
                res = instances[name]
                try:
                    if defns[name].external_id() is not None:
                        res.validate_external()
                        continue
                    result = res.validate()
                except exception.HeatException:
                    raise
                except Exception as exc:
                    raise exception.StackValidationFailed(error=exc, resource=res)
                if result:
                    raise exception.StackValidationFailed(message=result)
            for _, value, _ in self.t.outputs(self).values():
                function.validate(value)
        finally:
            self.resources = saved

    # -- state ----------------------------------------------------------------------
    @property
    def state(self):
        return (self.action, self.status)

    def state_set(self, action, status, reason):
        if status == self.IN_PROGRESS:
            self._action_started = self.clock.time()
            if action == self.UPDATE:
                self.updated_time = self._clock_time()
        self.action, self.status, self.status_reason = action, status, reason
        self.store.save_stack(self)
        self.add_event(None, action, status, reason)

    def resource_state_stored(self, res):
        """After ``res`` stored a new state (the convergence engine keeps the
        ids of its stored data then: sdk.engine.properties_data)."""

    def add_event(self, res, action, status, reason):
        event = Event(len(self.store.events) + 1, self.clock.time(),
                      res.name if res is not None else self.name,
                      res.resource_id if res is not None else self.id, action, status, reason)
        self.store.add_event(event)

    @property
    def events(self):
        return list(self.store.events)

    def _clock_time(self):
        return datetime.datetime.fromtimestamp(0, datetime.timezone.utc) + datetime.timedelta(
            seconds=self.clock.time())

    def _started(self, action):
        return "Stack %s started at %s" % (action, self._clock_time().isoformat())

    # -- reloading between actions ----------------------------------------------------
    def _reload(self):
        """Fresh Resource objects carrying only what Heat keeps in its DB."""
        self.resources = {name: self._fresh(old) for name, old in self.resources.items()}
        self._backups = {name: self._fresh(old) for name, old in self._backups.items()
                         if old.state not in update.GONE}
        self._node_data = {}
        self._refs = {}
        self.__dict__.pop("_zones", None)   # asked again, as Heat's reloaded stack asks
        if self._kept_condition is not None:
            # Heat loads the stack anew: conditions resolve with the merged
            # parameters, and a resource they enable now is there, never created;
            # one they disable is gone from the stack (its row stays, never deleted).
            self._kept_condition, self._defns = None, None
            for name in [n for n in self.resources if n not in self.defns]:
                del self.resources[name]
            for name, defn in self.defns.items():
                if name not in self.resources:
                    self.resources[name] = Resource(name, defn, self)

    @contextlib.contextmanager
    def _without_resource_data(self):
        """A stack Heat's legacy engine loads for suspend, resume, check,
        snapshot or delete has no resource data while the action runs (only
        validate and update fill it in): a resource never created, which
        has no stored properties, reads the others' names and null
        attributes. A read afterwards (Heat's API) fills it in again."""
        self._node_data = dict.fromkeys(self.resources)
        try:
            yield
        finally:
            self._node_data = {}

    def _fresh(self, old, cls=None):
        """A new instance (of ``cls``, by default the same class) carrying
        what Heat keeps of ``old`` in its database."""
        res = (cls or type(old))(old.name, old.t, self)
        if old.id is None:
            # No stored record (never created, or destroyed): while the stack
            # is being deleted or rolled back, Heat takes it as already gone.
            if self.action in (self.DELETE, self.ROLLBACK):
                res.action = self.action
            return res
        res.load_stored(old)
        return res

    @classmethod
    def load(cls, name, tmpl, env, params=None, stack_id=None, state=("INIT", "COMPLETE", ""),
             resources=(), snapshots=(), **kwargs):
        """Rebuild a stack from stored state (``sdk.store``), as Heat loads one
        from its database. Each of ``resources`` is a mapping with name, type,
        action, status, status_reason, id, uuid, resource_id, data,
        properties, metadata, and: ``current`` (False for a replaced or
        removed resource still to be deleted) and ``definition`` (its frozen
        HOT snippet, used when the template no longer has it)."""
        st = cls(name, tmpl, env, params, **kwargs)
        st.id = stack_id or st.id
        st.action, st.status, st.status_reason = state
        st.snapshots = list(snapshots)
        for row in sorted(resources, key=lambda r: r["id"]):
            defn = st.defns.get(row["name"]) if row["current"] else None
            current = defn is not None and defn.resource_type == row["type"]
            res = st._resource_from_row(row, defn if current else None)
            (st.resources if current else st._backups)[row["name"]] = res
        for name, defn in st.defns.items():   # never started (INIT) ones
            if name not in st.resources:
                st.resources[name] = Resource(name, defn, st)
        return st

    def _resource_from_row(self, row, defn=None):
        """The resource a stored row (see load()) describes, with ``defn``,
        else the frozen definition the row keeps."""
        if defn is None:
            hot = row["definition"]
            defn = rsrc_defn.ResourceDefinition(
                row["name"], hot["type"], properties=hot.get("properties"),
                metadata=hot.get("metadata"), depends=hot.get("depends_on"),
                deletion_policy=hot.get("deletion_policy"),
                update_policy=hot.get("update_policy"), external_id=hot.get("external_id"))
        res = self.env.get_class_to_instantiate(row["type"], resource_name=row["name"])(
            row["name"], defn, self)
        res.type_name = row["type"]
        for attr, key in (("action", "action"), ("status", "status"),
                          ("status_reason", "status_reason"), ("id", "id"), ("uuid", "uuid"),
                          ("resource_id", "resource_id"), ("_data", "data"),
                          ("_stored_properties_data", "properties"),
                          ("_stored_metadata", "metadata")):
            setattr(res, attr, copy.deepcopy(row[key]))
        res.resource_id = stored_text(res.resource_id)
        return res

    def shown_resources(self):
        """Name -> the resource Heat's API shows (what the store marks current)."""
        return self.resources

    # -- running actions --------------------------------------------------------------
    def timeout_secs(self):
        """The time an action may take: timeout_mins, else Heat's default
        stack_action_timeout of an hour (of virtual time here, so a checker
        that never completes fails the action instead of hanging the test)."""
        return 60 * self.timeout_mins if self.timeout_mins else 3600

    def _run(self, graph, task, reverse=False, aggregate=False, cancel_now=None):
        if all(isinstance(name, str) for name in graph):
            order = dependencies.requirements_first(graph, dependencies.heat_insertion(graph))
            graph = {name: graph[name] for name in order}
        deadline = self.clock.time() + self.timeout_secs()
        return scheduler.run_graph(
            graph, task, self.clock, reverse=reverse, deadline=deadline,
            aggregate_exceptions=aggregate, error_wait_time=self.error_wait_time,
            cancel_now=cancel_now)

    def _cancel_now(self, action):
        def cancel_now(name):
            res = self.resources.get(name)
            return res is not None and callable(getattr(res, "handle_%s_cancel" % action.lower(), None))
        return cancel_now

    def _finish(self, action, errors, timed_out=False):
        if timed_out:
            self.state_set(action, self.FAILED, "%s timed out" % action.capitalize())
        elif errors:
            self.state_set(action, self.FAILED, "Resource %s failed: %s" % (action, errors[0]))
        else:
            self.state_set(action, self.COMPLETE, "Stack %s completed successfully" % action)
        return not errors and not timed_out

    def _graph(self):
        return self.requires(self.defns, self.resources)

    @_action
    def create(self):
        """Create every resource in dependency order."""
        return self._create_all(self.CREATE, lambda res: res.create())

    @_action
    def adopt(self):
        """Heat's stack-adopt: each resource adopts the physical resource
        named in ``adopt_stack_data`` (``handle_adopt(resource_data)``)
        instead of creating one; a failed adopt is rolled back by a delete
        that retains every resource."""
        adopted = (self.adopt_stack_data or {}).get("resources") or {}
        return self._create_all(self.ADOPT, lambda res: res.adopt(adopted.get(res.name)))

    @_action
    def abandon(self):
        """Heat's stack-abandon: returns what Heat hands back (``name``,
        ``action``, ``status``, ``template`` and each resource's
        ``prepare_abandon()`` under ``resources``), then deletes the stack
        while retaining every resource."""
        data = self._abandon_data()
        self._destroy_all(self.DELETE, reload=False, abandon=True)
        return data

    def _abandon_data(self):
        self._reload()
        return {"name": self.name, "id": self.id, "action": self.action, "status": self.status,
                "template": copy.deepcopy(self.t.t),
                "resources": {n: r.prepare_abandon() for n, r in self.resources.items()}}

    def _create_all(self, action, run):
        self.state_set(action, self.IN_PROGRESS, "Stack %s started" % action)
        for name, defn in self.defns.items():
            res = self.resources[name] = Resource(name, defn, self)
            if defn.external_id() is not None:
                # Heat validates the very objects it creates: validate_external
                # left the external id as resource_id, stored even if never adopted.
                res.resource_id = defn.external_id()
        # Heat's validation left each resource's name as its reference.
        self._refs = {name: name for name in self.resources}
        graph = self._graph()
        for name in reversed(dependencies.topological(graph)):
            self.resources[name].store()  # every resource has a record from the start

        def task(name):
            res = self.resources[name]
            yield from run(res)
            if action == self.CREATE:
                self._capture(res)
            else:  # Heat's legacy ADOPT leaves the definition without data:
                self._node_data[name] = None  # dependents read the name, no attributes

        errors, timed_out = self._guarded(lambda: self._run(
            graph, task, cancel_now=self._cancel_now(action)))
        ok = self._finish(action, errors, timed_out)
        if not ok and not self.disable_rollback:
            if action == self.ADOPT:
                for res in self.resources.values():
                    res.abandon_in_progress = True  # nothing adopted is deleted
            # A completed rollback deletes the stack's record, as a delete
            # does (Heat's Stack.delete): the stack can no longer be updated,
            # and the record keeps the state it has now.
            if self._destroy_all(self.ROLLBACK):
                self._record_deleted = (self.action, self.status, self.status_reason)
        return ok

    def _guarded(self, run):
        try:
            return run(), False
        except scheduler.Timeout:
            return [], True

    def _destroy_all(self, action, reload=True, abandon=False):
        self.state_set(action, self.IN_PROGRESS, self._started(action))
        if action == self.DELETE and reload:
            self._reload()  # as Heat, which loads the resources once DELETE is under way
            with self._without_resource_data():
                return self._destroy_loaded(action, abandon)
        return self._destroy_loaded(action, abandon)

    def _destroy_loaded(self, action, abandon):
        self._swap_failed_replacements()
        errors = self._remove_backups()
        if errors:
            self.state_set(action, self.FAILED, "Failed to %s : Error deleting backup resources: "
                           "Resource %s failed: %s" % (action, action, errors[0]))
            return False
        for snap in self.snapshots:
            self._delete_snapshot_data(snap)
        self.snapshots = []
        graph = self.requires(self.defns, self.resources) if self.resources else {}
        for name in self.resources:
            graph.setdefault(name, set())

        def task(name):
            yield from self.resources[name].destroy()

        errors, timed_out = self._guarded(lambda: self._run(graph, task, reverse=True))
        failure = None if errors or timed_out or abandon else self.delete_stack_user_project()
        if failure:
            self.state_set(action, self.FAILED, failure)
            return False
        return self._finish(action, errors, timed_out)

    def _swap_failed_replacements(self):
        """Before deleting the backups, Heat gives a failed (or half-done)
        replacement the physical resource of the original it would have
        replaced, and the backup the replacement's: each is then deleted
        by the stack that holds it (Heat's Stack._delete_backup_stack)."""
        users = None
        for name, backup in self._backups.items():
            current = self.resources.get(name)
            if backup.resource_id is None or current is None:
                continue
            if users is None:
                users = collections.defaultdict(set)
                for user, reqs in self.requires(self.defns, self.resources).items():
                    for req in reqs:
                        users[req].add(user)
            # Heat looks at the part of its graph that starts at the
            # resource: everything that (transitively) requires it
            half_done = any(
                dep in self.resources and self.resources[dep].action == self.CREATE
                and self.resources[dep].status in (self.FAILED, self.IN_PROGRESS)
                for dep in _reachable(users, name))
            if half_done or current.status in (self.FAILED, self.IN_PROGRESS):
                current_id, current_data = current.resource_id, current.data()
                current.resource_id = backup.resource_id
                for key, value in backup.data().items():
                    current.data_set(key, value)
                backup.resource_id = current_id
                for key, value in current_data.items():
                    backup.data_set(key, value)

    def _keep_as_backup(self, res):
        """Move ``res`` to Heat's backup stack, whose definition has no data
        of the other resources: one never created (no stored properties)
        reads their names and null attributes there from now on."""
        if res._stored_properties_data is None:
            saved, self._node_data = self._node_data, dict.fromkeys(self.resources)
            try:
                res.properties = res.t.freeze().properties(res.properties_schema, res.context)
            finally:
                self._node_data = saved
            res.translate_properties(res.properties, ignore_resolve_error=True)
        self._backups[res.name] = res

    def _remove_backups(self):
        """Delete the resources that replacements left behind (Heat's backup
        stack) in reverse dependency order among themselves, so a failure
        leaves the backups that others needed untouched; the ones left stay
        for the next attempt."""
        if not self._backups:
            return []
        # Heat's backup stack has a copy of the stack's template: its other
        # resources (never created there, done at once) order the backups
        # as the whole graph does.
        graph = {name: defn.required_resource_names() for name, defn in self.defns.items()}
        graph.update((name, res.t.required_resource_names()) for name, res in self._backups.items())
        graph = {name: reqs & set(graph) for name, reqs in graph.items()}
        return self._run(graph, self._remove_backup, reverse=True)

    def _remove_backup(self, name):
        res = self._backups.get(name)
        if res is not None and res.state not in update.GONE:
            yield from res.destroy()
        self._backups.pop(name, None)

    @_action
    def delete(self):
        """Delete every resource in reverse dependency order (backups and
        snapshots first)."""
        return self._destroy_all(self.DELETE)

    def _simple_action(self, action, method, reverse=False, aggregate=False, skip_if_done=False):
        if skip_if_done and self.state == (action, self.COMPLETE):
            self._reload()
            return True
        self.state_set(action, self.IN_PROGRESS, "Stack %s started" % action)
        # Heat builds the resources once the action is under way: one whose
        # record a failed delete dropped is then new (INIT), not DELETE.
        self._reload()

        def task(name):
            yield from getattr(self.resources[name], method)()

        with self._without_resource_data():
            errors, timed_out = self._guarded(lambda: self._run(
                self._graph(), task, reverse=reverse, aggregate=aggregate))
        if aggregate and errors:
            errors = [scheduler.ExceptionGroup(errors)]
        return self._finish(action, errors, timed_out)

    @_action
    def suspend(self):
        return self._simple_action(self.SUSPEND, "suspend", reverse=True, skip_if_done=True)

    @_action
    def resume(self):
        return self._simple_action(self.RESUME, "resume", skip_if_done=True)

    @_action
    def check(self):
        ok = self._simple_action(self.CHECK, "check", aggregate=True)
        if any(not callable(getattr(r, "handle_check", None)) for r in self.resources.values()):
            self.status_reason += ". 'CHECK' not fully supported (see resources)"
            self.store.save_stack(self)
        return ok

    @_action
    def snapshot(self, name=None):
        """Snapshot every resource; returns the snapshot's data."""
        self._simple_action(self.SNAPSHOT, "snapshot")
        snap = {"name": name or "snapshot-%d" % (len(self.snapshots) + 1),
                "status": self.status, "template": copy.deepcopy(self.t.t),
                "parameters": dict(self.params), "resources": {
                    n: r.prepare_abandon() for n, r in self.resources.items()}}
        self.snapshots.append(snap)
        return snap  # kept even when FAILED (its "status"), as Heat keeps it

    @_action
    def restore(self, snap):
        """Go back to a snapshot: an update (action RESTORE) to the template
        the snapshot kept, where a plug-in's ``handle_restore(defn, data)``
        may return the definition to restore each resource with."""
        tmpl = self._restored_template(snap)
        errors, timed_out = update.StackUpdate(self)(tmpl, snap["parameters"], self.RESTORE)
        return self._finish_update(self.RESTORE, errors, timed_out)

    def _restored_template(self, snap):
        """The template a restore goes to: the snapshot's, with each
        definition a plug-in's ``handle_restore(defn, data)`` returns."""
        if snap["status"] != self.COMPLETE:
            raise exception.NotSupported(feature="Restoring incomplete snapshot")
        self._reload()
        tmpl = copy.deepcopy(dict(snap["template"]))
        candidate = Stack(self.name, templatem.Template(tmpl), self.env, snap["parameters"],
                          clock=self.clock)
        restored = templatem.Template(tmpl)
        for name, defn in candidate.defns.items():
            handle_restore = getattr(Resource(name, defn, candidate), "handle_restore", None)
            if callable(handle_restore):
                restored.add_resource(handle_restore(defn, snap["resources"].get(name)), name)
        return restored

    @_action
    def delete_snapshot(self, snap):
        self._reload()
        self._delete_snapshot_data(snap)
        self.snapshots.remove(snap)

    def _delete_snapshot_data(self, snap):
        """Heat builds the resources of the snapshot's own template: one the
        stack has dropped since still gets handle_delete_snapshot, and one
        whose type changed since runs the snapshotted type's handler."""
        snapped = Stack(self.name, templatem.Template(copy.deepcopy(dict(snap["template"]))),
                        self.env, snap["parameters"], clock=self.clock)
        for name, defn in snapped.defns.items():
            data = snap["resources"].get(name)
            if not data:
                continue
            res = Resource(name, defn, snapped)
            self._run({name: set()},
                      lambda _n, r=res, d=self._snapshot_of(data): r.delete_snapshot(d))

    @staticmethod
    def _snapshot_of(data):
        """What handle_delete_snapshot gets of a resource's snapshot."""
        return data

    def _find_by_api(self):
        """Heat's API (update, signal, mark-unhealthy) first finds the stack's
        record: a legacy create's rollback deleted it."""
        if self._record_deleted:
            raise exception.EntityNotFound(entity="Stack", name=self.name)

    # -- signal ---------------------------------------------------------------------
    @_action
    def signal(self, resource_name, details=None):
        """Signal one resource (Heat's resource-signal); a resource that
        asks for it makes every other created resource refresh its metadata."""
        self._reload()  # as each operation loads the stack (its record's state)
        self._find_by_api()
        res = self.resources.get(resource_name)
        if res is None:
            raise exception.ResourceNotFound(resource_name=resource_name, stack_name=self.name)
        if res.id is None:
            raise exception.ResourceNotAvailable(resource_name=resource_name)
        if res.signal(details):
            for other in self.resources.values():
                if other.action != other.INIT and other is not res:
                    other.metadata_update()

    @_action
    def mark_unhealthy(self, resource_name, mark_unhealthy, reason=None):
        """Heat's resource-mark-unhealthy: True marks the resource
        CHECK_FAILED (unless it is being deleted); False turns CHECK_FAILED
        back into CHECK_COMPLETE after its handle_metadata_reset()."""
        if not isinstance(mark_unhealthy, bool):
            raise exception.Invalid(reason="mark_unhealthy is not a boolean")
        self._reload()  # as each operation loads the stack (its record's state)
        self._find_by_api()
        res = self._find_resource(resource_name)
        reason = reason or "state changed by resource_mark_unhealthy api"
        if mark_unhealthy:
            if res.action != res.DELETE:
                res.state_set(res.CHECK, res.FAILED, reason)
        elif res.state == (res.CHECK, res.FAILED):
            res.handle_metadata_reset()
            res.state_set(res.CHECK, res.COMPLETE, reason)

    def _find_resource(self, name_or_physical_id):
        """A resource by name, else by resource_id (as Heat's API looks up)."""
        res = self.resources.get(name_or_physical_id)
        if res is not None:
            return res
        if name_or_physical_id in (self.t.t.get(self.t.RESOURCES) or {}):
            # Heat's API asks the stack it just loaded, which answers from the
            # template's names, then finds no such resource (a condition disables it).
            raise KeyError(name_or_physical_id)
        matches = [r for r in self.resources.values() if r.id is not None
                   and r.resource_id is not None and str(r.resource_id) == name_or_physical_id]
        if len(matches) > 1:
            raise exception.PhysicalResourceIDAmbiguity(phys_id=name_or_physical_id)
        if matches:
            return matches[0]
        raise exception.ResourceNotFound(resource_name=name_or_physical_id, stack_name=self.name)

    # -- update ---------------------------------------------------------------------
    def validate_update(self, tmpl, params=None, env=None):
        """Validate a new template as Heat's API does before an update: on a
        fresh stack, and refusing changes to immutable parameters."""
        return self._validate_update(tmpl, params, env)[0]

    def _validate_update(self, tmpl, params, env=None):
        """(template, the definitions parsed to validate it)."""
        if not isinstance(tmpl, templatem.Template):
            tmpl = templatem.Template(tmpl)
        candidate = Stack(self.name, tmpl, env or self.env, params, clock=self.clock,
                          timeout_mins=self.timeout_mins)  # Delay validates against it
        candidate.id = None  # not stored, as Heat's candidate stack
        self._service_checks(tmpl, candidate, params)
        try:
            candidate.validate()
            defns = candidate.defns
        finally:
            candidate._defns = None  # its functions point back at it: free them without the GC
        changed = self.parameters.immutable_changed(candidate.parameters)
        if changed:
            raise exception.ImmutableParameterModified(keys=", ".join(changed))
        return tmpl, defns

    def _refuse_update(self):
        """Heat's API refuses to update a suspended stack or one being deleted."""
        for action, doing in ((self.SUSPEND, "suspended"), (self.DELETE, "deleting")):
            if self.action == action:
                raise exception.NotSupported(feature="Updating a stack when it is %s" % doing)

    def _service_checks(self, tmpl, candidate, params):
        """Heat's service reads the new resources section and the new values
        of the parameters the stack already has (checking immutable ones)
        before it validates: their errors come as they are raised."""
        tmpl.validate_resource_keys()
        given = dict(candidate.env.params, **(params or {}))
        for name in candidate.parameters.params:
            if name in self.parameters.params and name not in given:
                candidate.parameters[name]  # reading a bad value raises here
        changed = self.parameters.immutable_changed(candidate.parameters)
        if changed:
            raise exception.ImmutableParameterModified(keys=", ".join(changed))

    def _adopt(self, defns):
        """Use definitions parsed from this template and these parameters for
        another stack (the update's validation candidate): pointing their
        functions at this stack is much cheaper than parsing again."""
        self.t.conditions(self)
        for defn in defns.values():
            for fn in defn.functions():
                fn.stack = self
        self._defns = defns

    @_action
    def update(self, tmpl, params=None, environment=None, files=None):
        """Update to a new template: in place, replace, add and remove. The new
        template is validated first; a failure there leaves the stack as it was.
        ``environment`` (a Heat environment file's content) replaces the
        stack's one; ``files`` (Heat's files map) replaces the stack's, which
        are kept when none is given (as Heat's PATCH update keeps them)."""
        self._find_by_api()
        self._refuse_update()
        old_env = self.env
        new_env = old_env if environment is None else environmentm.Environment.from_user(
            old_env.parent if old_env.user else old_env, environment)
        if not isinstance(tmpl, templatem.Template):
            tmpl = templatem.Template(tmpl, files=self.t.files if files is None else files)
        tmpl, parsed = self._validate_update(tmpl, params, new_env)
        self._reload()
        # Heat first captures what the resources read of each other (the
        # frozen definitions need it): plug-ins see those attribute reads.
        for res in self.resources.values():
            if res.action != res.INIT:
                self._capture(res)
        old_t, old_params = self.t, self.params
        action = self.UPDATE
        self.env = new_env
        errors, timed_out = update.StackUpdate(self)(tmpl, params, action, parsed)
        if errors and not timed_out and not self.disable_rollback:
            # Heat rolls back by updating to the previous template, leaving
            # UPDATE_FAILED unrecorded.
            action = self.ROLLBACK
            self.env = old_env
            errors, timed_out = update.StackUpdate(self)(old_t, old_params, action)
        ok = self._finish_update(action, errors, timed_out)
        return ok and action == self.UPDATE  # a rolled-back update did not succeed

    def _finish_update(self, action, errors, timed_out):
        if timed_out:
            self.state_set(action, self.FAILED, "Timed out")
        elif errors:
            self.state_set(action, self.FAILED, str(errors[0]))
        else:
            self.state_set(action, self.COMPLETE, "Stack %s completed successfully" % action)
        return not errors and not timed_out

    # -- outputs --------------------------------------------------------------------
    def _outputs(self):
        self.defns  # noqa: B018  conditions are set up with the definitions
        return self.t.outputs(self)

    def output(self, name):
        """(value, error) of one output, resolved now."""
        description, value, enabled = self._outputs()[name]
        if not enabled:
            return None, None
        try:
            return function.resolve(value), None
        except Exception as exc:
            return None, exc

    @property
    def outputs(self):
        if self.action == self.DELETE:
            return {}
        return {name: self.output(name)[0] for name in self._outputs()}

    @property
    def output_errors(self):
        out = {}
        if self.action != self.DELETE:
            for name in self._outputs():
                err = self.output(name)[1]
                if err is not None:
                    out[name] = err
        return out


class _Raised:
    """An exception captured while recording an attribute value."""

    def __init__(self, exc):
        self.exc = exc


#: An attribute whose resolution raised InvalidTemplateAttribute: Heat
#: leaves it out of the node data, so reading it names the whole key.
_MISSING = object()


def _reachable(edges, start):
    """The names reachable from ``start`` along ``edges`` (name -> names)."""
    seen, todo = set(), [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
