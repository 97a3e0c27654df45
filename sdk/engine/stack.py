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
from sdk.engine import attributes, dependencies, function, parameters, rsrc_defn, scheduler
from sdk.engine import template as templatem
from sdk.engine.convergence import ConvergenceEngine
from sdk.engine.event import Event, MemoryStore
from sdk.engine.legacy import LegacyEngine
from sdk.engine.resource import Resource, handler_ended, stored_text
from sdk.engine.stack_api import StackPluginAPI
from sdk.engine.status import ResourceStatus as RS

_NAME_RE = re.compile(r"^[a-zA-Z][a-zA-Z0-9_.-]{0,254}$")
_ATTR_READY = (RS.CREATE, RS.ADOPT, RS.SUSPEND, RS.RESUME, RS.UPDATE, RS.ROLLBACK, RS.SNAPSHOT, RS.CHECK)


def _action(method=None, *, ended=lambda stack: False):
    """A stack action, run inside ``scheduler.QuietCollector`` (see there
    why the garbage collector waits longer while it runs). Heat loads the
    stack from its record for each call (the engine's from_record()).

    A plug-in's sys.exit() or BaseException that reaches the action ends it
    as it ends Heat's engine thread (reset_state_on_error): a stack left
    IN_PROGRESS is FAILED with ``Type(message)``, and the action returns
    ``ended(stack)`` (the process running it goes on); one from a handler
    run outside an action (handle_signal) is the call's error."""
    if method is None:
        return functools.partial(_action, ended=ended)

    @functools.wraps(method)
    def run(self, *args, **kwargs):
        outer = not getattr(self, "_acting", False)
        if outer:
            self.engine.from_record()
        self._acting = True
        try:
            with scheduler.QuietCollector():
                return method(self, *args, **kwargs)
        except (Exception, KeyboardInterrupt):
            raise
        except BaseException as exc:
            if not outer:
                raise
            if self.status == self.IN_PROGRESS:
                self.engine.mark_failed("%s(%s)" % (type(exc).__name__, exc))
                return ended(self)
            line = handler_ended(exc)
            if line is None:
                raise
            # outside an action (a signal): the call fails, as Heat's API call would
            raise exception.Error(line) from None
        finally:
            self._acting = not outer
    return run


def cancel_refusal(action, status, rollback):
    """Heat's refusal of stack_cancel_update for a stack in ``(action,
    status)``, else None: only an update (without rollback: or a create)
    under way can be cancelled."""
    allowed = (RS.UPDATE,) if rollback else (RS.UPDATE, RS.CREATE)
    if status == RS.IN_PROGRESS and action in allowed:
        return None
    return exception.NotSupported(
        feature="Cancelling update when stack is %s_%s" % (action, status))


class Stack(StackPluginAPI):
    """A stack of resources built from one HOT template, run by its engine
    (``engine``): the convergence one (sdk.engine.convergence), else the
    legacy one (sdk.engine.legacy). The stack holds what both share: the
    template and its definitions, the resources as functions resolve
    against them, the state and events."""

    ACTIONS = (CREATE, DELETE, UPDATE, ROLLBACK, SUSPEND, RESUME, CHECK, SNAPSHOT, RESTORE,
               ADOPT) = (
        "CREATE", "DELETE", "UPDATE", "ROLLBACK", "SUSPEND", "RESUME", "CHECK", "SNAPSHOT",
        "RESTORE", "ADOPT")
    STATUSES = (IN_PROGRESS, FAILED, COMPLETE) = ("IN_PROGRESS", "FAILED", "COMPLETE")

    def __init__(self, name, tmpl, env, params=None, store=None, clock=None,
                 disable_rollback=True, timeout_mins=None, strict_validate=True,
                 adopt_stack_data=None, convergence=False):
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
        #: the message a convergence worker processes on this stack (a
        #: sdk.engine.convergence.MessageView), while it does
        self.message = None
        self.own_resources = {}
        self.snapshots = []
        self._node_data = {}
        self._refs = {}  # resource name -> reference id captured with _node_data
        self.action_started = None
        #: Heat's timestamps (autoscaling's notifications carry them)
        self.created_time, self.updated_time = self._clock_time(), None
        self.set_template(tmpl if isinstance(tmpl, templatem.Template) else templatem.Template(tmpl),
                          params)
        #: Heat's ``convergence`` column: which engine runs the stack
        self.convergence = convergence
        self.engine = (ConvergenceEngine if convergence else LegacyEngine)(self)

    # -- template and definitions ------------------------------------------------
    def set_template(self, tmpl, params, parsed=None):
        """Make ``tmpl`` with ``params`` the stack's template; ``parsed``:
        definitions already parsed from them (see validate_for_update())."""
        self.t = tmpl
        self.params = dict(params or {})
        # The environment's parameters and defaults apply; explicit ones win.
        self.parameters = tmpl.parameters(
            dict(self.env.params, **self.params), self.name, self.id, self.context.project_id,
            defaults=self.env.param_defaults)
        self._defns = None
        self._referenced = None
        if parsed is not None:
            # pointing their functions at this stack is much cheaper than
            # parsing again
            self.t.conditions(self)
            for defn in parsed.values():
                for fn in defn.functions():
                    fn.stack = self
            self._defns = parsed

    @property
    def defns(self):
        """Resource name -> definition parsed against this stack."""
        if self._defns is None:
            self.engine.conditions()
            self._defns = self.t.resource_definitions(self)
        return self._defns

    def forget_definitions(self):
        """Parse the definitions again when next asked (conditions too)."""
        self._defns = None

    @property
    def resources(self):
        """Name -> resource: as the message a convergence worker processes
        sees them while it does, else the stack's own (``own_resources``, which
        the convergence engine keeps as the rows Heat's API shows)."""
        message = self.message
        return self.own_resources if message is None else message.resources

    @resources.setter
    def resources(self, value):
        message = self.message
        if message is None:
            self.own_resources = value
        else:
            message.resources = value

    @property
    def current_traversal(self):
        """Heat's ``current_traversal`` column: the convergence engine's
        traversal under way ("" after a failed one), None on the legacy engine."""
        return self.engine.current_traversal

    @property
    def in_convergence_check(self):
        """Heat's flag: whether a convergence worker is processing a message
        on this stack."""
        return self.message is not None

    def __str__(self):
        return 'Stack "%s" [%s]' % (self.name, self.id)

    def __getitem__(self, name):
        return self.resources[name]

    def has_timed_out(self):
        """Whether an action under way has run longer than its engine allows."""
        return self.engine.has_timed_out()

    # -- what functions resolve against -----------------------------------------------
    def has_resource(self, name):
        defns = self._defns  # what get_resource asks each time it resolves
        return name in (defns if defns is not None else self.defns) or self.engine.has_resource(name)

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
        if res is None:
            return self.engine.unlisted_reference(name)
        if self._node_data.get(name, {}) is None:
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

    def capture(self, res, keys=None):
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

    def captured_error(self, name):
        """The first exception reading an attribute of ``name`` raised when
        it was last captured, else None."""
        for value in self._node_data[name].values():
            if isinstance(value, _Raised):
                return value.exc
        return None

    def drop_node_data(self, name, reference=False):
        """What dependents read of ``name`` is dropped (they read its name and
        null attributes), and its captured reference with ``reference``."""
        self._node_data[name] = None
        if reference:
            self._refs.pop(name, None)

    def captured_reference(self, name):
        """The reference id of ``name`` captured with its attributes, else the name."""
        return self._refs.get(name, name)

    def set_references(self, refs):
        """Resource name -> the reference id dependents read of it."""
        self._refs = refs

    def forget_node_data(self):
        """Each resource's attributes are read afresh when next needed."""
        self._node_data, self._refs = {}, {}

    @contextlib.contextmanager
    def without_resource_data(self):
        """A stack Heat's legacy engine loads for suspend, resume, check,
        snapshot or delete (and its backup stack) has no resource data while
        the action runs (only validate and update fill it in): a resource
        never created, which has no stored properties, reads the others'
        names and null attributes. A read afterwards (Heat's API) fills it
        in again."""
        saved, self._node_data = self._node_data, dict.fromkeys(self.resources)
        try:
            yield
        finally:
            self._node_data = saved

    def refresh_attributes(self):
        """Capture again every attribute that resources or outputs read, as
        Heat does before it shows a stack's outputs."""
        output_refs = self.output_refs()
        for name, res in self.engine.readable_resources():
            self.capture(res, set(self.referenced_attrs.get(name, ())) | output_refs[name])

    def output_refs(self):
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
    def validate(self):
        """Validate the template and every resource, as the engine does for
        a stack it has not stored yet."""
        return self.engine.validate()

    @_action
    def validate_resources(self):
        """Validate the template and every resource, in Heat's order (after
        the engine's check of the number of resources)."""
        resources = self.t.t.get(self.t.RESOURCES)
        if isinstance(resources, dict):
            template_format.check_resource_count(len(resources))
        self.t.validate()
        self.parameters.validate(self.context, validate_value=self.strict_validate)
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
            self.action_started = self.clock.time()
            if action == self.UPDATE:
                self.updated_time = self._clock_time()
        self.action, self.status, self.status_reason = action, status, reason
        self.store.save_stack(self)
        self.add_event(None, action, status, reason)

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

    def started_reason(self, action):
        return "Stack %s started at %s" % (action, self._clock_time().isoformat())

    # -- reloading between actions ----------------------------------------------------
    def reload(self):
        """Resources as Heat loads them from its database for the next call."""
        self.forget_node_data()
        self.__dict__.pop("_zones", None)   # asked again, as Heat's reloaded stack asks
        self.engine.reload()

    def fresh(self, old, cls=None):
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
             resources=(), snapshots=(), convergence=False, convergence_state=None, **kwargs):
        """Rebuild a stack from stored state (``sdk.store``), as Heat loads one
        from its database. Each of ``resources`` is a mapping with name, type,
        action, status, status_reason, id, uuid, resource_id, data,
        properties, metadata, and: ``current`` (False for a replaced or
        removed resource still to be deleted), ``definition`` (its frozen
        HOT snippet, used when the template no longer has it) and, for the
        convergence engine, ``convergence`` (its row's columns: see
        sdk.engine.convergence). ``convergence_state``: the convergence
        engine's columns of the stack."""
        st = cls(name, tmpl, env, params, convergence=convergence, **kwargs)
        st.id = stack_id or st.id
        st.action, st.status, st.status_reason = state
        st.snapshots = list(snapshots)
        st.engine.load(resources, convergence_state)
        return st

    def resource_from_row(self, row, defn=None):
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
        return self.engine.shown_resources()

    # -- running actions --------------------------------------------------------------
    def timeout_secs(self):
        """The time an action may take: timeout_mins, else Heat's default
        stack_action_timeout of an hour (of virtual time here, so a checker
        that never completes fails the action instead of hanging the test)."""
        return 60 * self.timeout_mins if self.timeout_mins else 3600

    def run_graph(self, graph, task, reverse=False, aggregate=False, cancel_now=None,
                  progress=None):
        """Run ``task(key)`` over ``graph`` (key -> keys it needs first) in
        Heat's order, within timeout_secs(); returns the errors (see
        scheduler.DependencyTaskGroup)."""
        if all(isinstance(name, str) for name in graph):
            order = dependencies.requirements_first(graph, dependencies.heat_insertion(graph))
            graph = {name: graph[name] for name in order}
        deadline = self.clock.time() + self.timeout_secs()
        return scheduler.DependencyTaskGroup(
            graph, task, self.clock, reverse=reverse, deadline=deadline,
            aggregate_exceptions=aggregate, error_wait_time=self.error_wait_time,
            cancel_now=cancel_now, progress=progress)()

    def run_tasks(self, graph, task, **kwargs):
        """run_graph(), as (errors, timed_out)."""
        try:
            return self.run_graph(graph, task, **kwargs), False
        except scheduler.Timeout:
            return [], True

    def cancels_at_once(self, action):
        """Whether a resource's running ``action`` is cancelled at once after
        another's failure: its plug-in has a handle_<action>_cancel."""
        def cancel_now(name):
            res = self.resources.get(name)
            return res is not None and callable(getattr(res, "handle_%s_cancel" % action.lower(), None))
        return cancel_now

    def cancel_update(self, rollback=True):
        """Heat's stack_cancel_update (``openstack stack cancel``): refused
        unless an update (without rollback: or a create) is under way; the
        engine cancels it (legacy: at the operation's next step)."""
        refusal = cancel_refusal(self.action, self.status, rollback)
        if refusal is not None:
            raise refusal
        self.engine.cancel_update(rollback)

    # -- stack actions: the engine's ------------------------------------------------------
    @_action
    def create(self):
        """Create every resource in dependency order."""
        return self.engine.create()

    @_action
    def adopt(self):
        """Heat's stack-adopt: each resource adopts the physical resource
        named in ``adopt_stack_data`` (``handle_adopt(resource_data)``)
        instead of creating one."""
        return self.engine.adopt()

    @_action
    def abandon(self):
        """Heat's stack-abandon: returns what Heat hands back (``name``,
        ``action``, ``status``, ``template`` and each resource's
        ``prepare_abandon()`` under ``resources``), then deletes the stack
        while retaining every resource."""
        return self.engine.abandon()

    def abandon_data(self):
        self.reload()
        return {"name": self.name, "id": self.id, "action": self.action, "status": self.status,
                "template": copy.deepcopy(self.t.t),
                "resources": {n: r.prepare_abandon()
                              for n, r in self.engine.abandon_resources().items()}}

    @_action
    def delete(self):
        """Delete every resource in reverse dependency order."""
        return self.engine.delete()

    @_action
    def suspend(self):
        return self.engine.suspend()

    @_action
    def resume(self):
        return self.engine.resume()

    @_action
    def check(self):
        return self.engine.check()

    @_action(ended=lambda stack: stack.snapshots[-1])
    def snapshot(self, name=None):
        """Snapshot every resource; returns the snapshot's data (kept even
        when FAILED, its "status", as Heat keeps it)."""
        return self.engine.snapshot(name)

    @_action
    def restore(self, snap):
        """Go back to a snapshot: an update (action RESTORE) to the template
        the snapshot kept, where a plug-in's ``handle_restore(defn, data)``
        may return the definition to restore each resource with."""
        return self.engine.restore(snap)

    @_action
    def update(self, tmpl, params=None, environment=None, files=None):
        """Update to a new template: in place, replace, add and remove. The new
        template is validated first; a failure there leaves the stack as it was.
        ``environment`` (a Heat environment file's content) replaces the
        stack's one; ``files`` (Heat's files map) replaces the stack's, which
        are kept when none is given (as Heat's PATCH update keeps them)."""
        return self.engine.update(tmpl, params, environment, files)

    def restored_template(self, snap):
        """The template a restore goes to: the snapshot's, with each
        definition a plug-in's ``handle_restore(defn, data)`` returns."""
        if snap["status"] != self.COMPLETE:
            raise exception.NotSupported(feature="Restoring incomplete snapshot")
        self.reload()
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
        self.reload()
        self.delete_snapshot_data(snap)
        self.snapshots.remove(snap)

    def delete_snapshot_data(self, snap):
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
            self.run_graph({name: set()},
                           lambda _n, r=res, d=self.engine.snapshot_data(data): r.delete_snapshot(d))

    # -- signal ---------------------------------------------------------------------
    @_action
    def signal(self, resource_name, details=None):
        """Signal one resource (Heat's resource-signal); a resource that
        asks for it makes every other created resource refresh its metadata."""
        self.reload()  # as each operation loads the stack (its record's state)
        self.engine.check_record()
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
        self.reload()  # as each operation loads the stack (its record's state)
        self.engine.check_record()
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
        return self.validate_for_update(tmpl, params, env)[0]

    def validate_for_update(self, tmpl, params, env=None):
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

    def refuse_update(self):
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

