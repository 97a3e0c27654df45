"""The convergence engine, which Heat 27 runs by default: each stack action
is a traversal of (resource row, is_update) nodes processed by the worker
one message at a time (sdk.engine.worker, sdk.engine.check_resource).

What a plug-in sees differently from the legacy engine: resource rows are
kept per version (``replaces`` / ``replaced_by``), a replacement is created
first and the resource it replaced is deleted later in the same traversal,
a resource that fails ends the traversal without cancelling anything (the
messages still queued are dropped), deleted rows are purged when a
traversal ends, and suspend, resume and check are traversals too.
"""
import collections.abc
import contextlib
import copy
import uuid as uuidlib

from sdk.common import exception
from sdk.engine import environment as environmentm
from sdk.engine import hash_order, scheduler, sync_point, worker
from sdk.engine import template as templatem
from sdk.engine.check_resource import KEEPING_ACTIONS
from sdk.engine.dependencies import dependents_first
from sdk.engine.properties_data import PropertiesData
from sdk.engine.resource import Resource
from sdk.engine.stack import Stack, _action, _Raised
from sdk.engine.status import CHECK, COMPLETE, DELETE, IN_PROGRESS, INIT, RESUME, SNAPSHOT, SUSPEND
from sdk.engine.traversal import Graph, in_set_order, leaves, need

_TRAVERSAL_ACTIONS = (CHECK, SUSPEND, RESUME, SNAPSHOT)
_DONE = object()  # what run_task's next() gives for a finished task


class ConvergenceStack(Stack):
    """A stack on Heat's convergence engine (``convergence`` in Heat's stack
    table); the legacy engine is :class:`sdk.stack.Stack`."""

    convergence = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        #: row id -> Resource: every stored version of every resource
        self.rows = {}
        self.in_convergence_check = False
        self._view = {}
        self._row_names = set()
        #: while a worker processes a message, its row's template id
        self._message_template = None
        #: template id -> its resources' names (has_resource() of a row's template)
        self._template_names = {}
        self.graph = Graph()
        self.current_traversal = None
        self.sync_points = sync_point.SyncPoints()
        self.worker = worker.WorkerService(self)
        self._template_ids = iter(range(1, 1 << 62))
        self.template_id = next(self._template_ids)
        self.prev_template_id = None
        self._resource_snapshots = {}
        self._abandoning = False
        self._outputs_read = None
        self.properties_data = PropertiesData()
        #: template id -> (Template, params, environment)
        self._templates = {self.template_id: (self.t, self.params, self.env)}
        #: (name, type) -> class, for the current traversal (resource_class())
        self._classes = {}
        #: timeout_secs() as the traversal's messages read it: Heat's worker
        #: reads the stack's row, which a traversal does not change
        self._timeout = self.timeout_secs()

    # -- rows -------------------------------------------------------------------------
    def save_row(self, rsrc):
        rid = rsrc.id
        if rid in self.rows:  # (None never is)
            self.rows[rid] = rsrc
            self.store.save_resource(rsrc)

    def drop_row(self, rsrc):
        row = self.rows.pop(rsrc.id, None)
        if row is not None:
            self.store.delete_resource(row)
        self._sync_view()

    def _new_row(self, res, name, defn=None, cls=None, **fields):
        """Store ``res`` (else a new ``cls`` instance of ``defn``) as a new
        row of this template."""
        if res is None:
            res = (cls or Resource)(name, defn, self)
        res.current_template_id = self.template_id
        res.requires = set()
        for key, value in fields.items():
            setattr(res, key, value)
        res.store()
        self.rows[res.id] = res
        return res

    def _copy_row(self, row, cls=None, defn=None):
        """A new instance carrying what Heat's database keeps of ``row``."""
        res = (cls or type(row))(row.name, defn or row.t, self)
        res.type_name = res.t.resource_type
        res.load_stored(row)
        res.current_template_id = row.current_template_id
        res.requires = set(row.requires)
        res.replaces, res.replaced_by = row.replaces, row.replaced_by
        PropertiesData.loaded(res, row)
        res._stored_attrs = row._stored_attrs
        if res._stored_attrs:
            for key, value in res._stored_attrs.items():
                res.attributes.set_cached_attr(key, value)
        return res

    def load_row(self, row, is_update, traversal):
        """The resource as a worker loads it for one message (Heat's
        Resource.load): a row not created yet takes the latest definition,
        and an update may substitute a compatible type."""
        tid = row.current_template_id
        if tid is not None and tid not in self._templates:
            return None  # Heat cannot load it (see _sync_view()): the message is dropped
        defn, cls = row.t, type(row)
        if not is_update and (self.action in KEEPING_ACTIONS or tid == self.template_id):
            PropertiesData.loaded(row)
            return row  # a cleanup with nothing to do: no plug-in code runs
        new_defn = self.defns.get(row.name) if is_update else None
        if new_defn is not None:
            new_cls = self.resource_class(row.name, new_defn)
            if row.action == INIT and traversal == self.current_traversal:
                if row.t is new_defn and type(row) is new_cls:
                    PropertiesData.loaded(row)
                    return row  # made by this traversal: as fresh as a load
                defn, cls = new_defn, new_cls
            elif cls is not new_cls and row.check_is_substituted(new_cls):
                cls = new_cls
        res = self._copy_row(row, cls, defn)
        res.abandon_in_progress = self._abandoning
        self.rows[row.id] = res
        self._put_in_view(res)
        return res

    def _sync_view(self):
        """Resource name -> the row Heat's API shows: the newest one whose
        template Heat still has (a traversal that completes drops the
        previous template, even when rows it did not reach still name it:
        they cannot be loaded again)."""
        view = {}
        rows, templates = self.rows, self._templates
        for rid in sorted(rows):
            row = rows[rid]
            tid = row.current_template_id
            if tid is None or tid in templates:
                view[row.name] = row
        self._show(view)

    def _show(self, view):
        self._view = view
        self._row_names = set(view)
        if not self.in_convergence_check:
            self.resources = view

    def _put_in_view(self, res):
        """``res`` replaces its row's older instance in the view (or is newer)."""
        name = res.name
        shown = self._view.get(name)
        if shown is None:
            self._view[name] = res
            self._row_names.add(name)
        elif shown.id <= res.id:
            self._view[name] = res

    def shown_resources(self):
        return self._view

    # -- what the store keeps -------------------------------------------------------------
    def convergence_state(self):
        """The stack's convergence columns as plain data (sdk.store)."""
        return {"template_id": self.template_id, "prev_template_id": self.prev_template_id,
                "current_traversal": self.current_traversal,
                "properties_data": self.properties_data.state(),
                "templates": {str(tid): [copy.deepcopy(t.t), params]
                              for tid, (t, params, _env) in self._templates.items()}}

    @staticmethod
    def row_state(res):
        """A row's convergence columns as plain data (sdk.store)."""
        return {"current_template_id": res.current_template_id,
                "requires": sorted(res.requires),
                "replaces": res.replaces, "replaced_by": res.replaced_by,
                "properties_data_id": res._rpd_id,
                "attr_data_id": res._attr_data_db}

    @classmethod
    def load(cls, name, tmpl, env, params=None, stack_id=None, state=("INIT", "COMPLETE", ""),
             resources=(), snapshots=(), convergence_state=None, **kwargs):
        """Stack.load(), plus the convergence columns: ``convergence_state``
        (convergence_state()) and each resource row's ``convergence``
        (row_state()). A stack stored by the legacy engine converges from
        its current template (as Heat's migrate_to_convergence)."""
        st = super().load(name, tmpl, env, params, stack_id, state, (), snapshots, **kwargs)
        if convergence_state:
            st.template_id = convergence_state["template_id"]
            st.prev_template_id = convergence_state["prev_template_id"]
            st.current_traversal = convergence_state["current_traversal"]
            st._templates = {int(tid): (templatem.Template(data), params_, env)
                             for tid, (data, params_) in convergence_state["templates"].items()}
            st._templates[st.template_id] = (st.t, st.params, env)
            st._template_ids = iter(range(max(st._templates) + 1, 1 << 62))
            st.properties_data = PropertiesData(**convergence_state.get("properties_data") or {})
        for row in sorted(resources, key=lambda r: r["id"]):
            fields = row.get("convergence") or {
                "current_template_id": st.template_id if row["current"] else None}
            defn = st.defns.get(row["name"])
            if (fields.get("current_template_id") != st.template_id or defn is None
                    or defn.resource_type != row["type"]):
                defn = None
            res = st._resource_from_row(row, defn)
            res.current_template_id = fields.get("current_template_id")
            res.requires = set(fields.get("requires") or ())
            res.replaces, res.replaced_by = fields.get("replaces"), fields.get("replaced_by")
            res._rpd_id, res._attr_data_db = (fields.get("properties_data_id"),
                                              fields.get("attr_data_id"))
            PropertiesData.loaded(res)
            st.rows[res.id] = res
        st._sync_view()
        return st

    def has_resource(self, name):
        """A row's own definition refers to the template it was made from:
        names it has stay valid while a newer template lacks them (and, for
        the row a worker loaded, names its template has whose rows are
        unlisted: Heat's definition of them reads the name)."""
        if super().has_resource(name) or name in self._row_names:
            return True
        tid = self._message_template
        if tid is None or tid not in self._templates:
            return False
        names = self._template_names.get(tid)
        if names is None:
            names = self._template_names[tid] = self._templates[tid][0].validate_resource_keys()
        return name in names

    def enter_worker_view(self, data, rsrc):
        """While a worker processes a message, the stack holds what Heat's
        worker loads: the new template's resources, those that sent data
        to the node (``data``) as they are, every other one (the node's own
        resource included) not created yet (leave_worker_view() ends it);
        ``rsrc``'s definition resolves against the template its row has."""
        self.in_convergence_check, self.resources = True, _WorkerView(self, data)
        self._message_template = rsrc.current_template_id

    def leave_worker_view(self):
        self.in_convergence_check, self.resources = False, self._view
        self._message_template = None

    @contextlib.contextmanager
    def outside_worker_view(self):
        """Another message of this stack runs while one of its resources
        waits between polls (a nested stack's members, each in its own
        worker in Heat): the waiting message's view comes back after it."""
        checking, view, tid = self.in_convergence_check, self.resources, self._message_template
        self.leave_worker_view()
        try:
            yield
        finally:
            self.in_convergence_check, self.resources, self._message_template = checking, view, tid

    def _reload(self):
        self.rows = {rid: self._copy_row(row) for rid, row in self.rows.items()}
        self._backups = {}
        self._node_data = {}
        self._refs = {}
        self._sync_view()
        for child in getattr(self, "nested_stacks", {}).values():
            child._reload()  # Heat loads a nested stack from its database too

    # -- what the worker asks of the stack ------------------------------------------
    def resource_class(self, name, defn):
        """The class the environment gives ``name`` of type ``defn``'s, looked
        up once per traversal (its environment is fixed meanwhile; a message
        and the traversal's start each ask for it)."""
        key = (name, defn.resource_type)
        cls = self._classes.get(key)
        if cls is None:
            cls = self._classes[key] = self.env.get_class_to_instantiate(
                defn.resource_type, resource_name=name)
        return cls

    def run_task(self, task, method, rsrc):
        """Run ``rsrc``'s task (its ``method``) to completion, each poll a
        second of the virtual clock; past the stack's timeout the task gets
        Heat's Timeout, which names the task as Heat's TaskRunner does."""
        clock = self.clock
        deadline = (self._action_started or clock.time()) + self._timeout
        started_with = rsrc.resource_id  # Heat's TaskRunner names the task before it starts
        between_steps = scheduler.BETWEEN_STEPS
        delay = next(task, _DONE)  # a default, not StopIteration: most tasks end at once
        while delay is not _DONE:
            if delay is None or not isinstance(delay, (int, float)) or not delay > 1:
                delay = 1
            clock.sleep(delay)
            if between_steps:  # other workers take nested stacks' messages meanwhile
                between_steps[-1]()
            if clock.time() > deadline:
                now, rsrc.resource_id = rsrc.resource_id, started_with
                name = "%s from %s" % (method, rsrc)
                rsrc.resource_id = now
                try:
                    delay = task.throw(scheduler.Timeout(name, self._timeout))
                except StopIteration:
                    return
            else:
                delay = next(task, _DONE)

    def create_task(self, rsrc):
        if self.action == self.ADOPT:  # only the adopt traversal adopts
            adopted = (self.adopt_stack_data or {}).get("resources") or {}
            return rsrc.adopt(adopted.get(rsrc.name))
        return rsrc.create()

    def make_replacement(self, rsrc, requires):
        """A new INIT row for ``rsrc``'s name that ``replaces`` it (Heat
        writes the row without a status reason: null until it runs)."""
        defn = self.defns[rsrc.name]
        cls = self.resource_class(rsrc.name, defn)
        new = self._new_row(None, rsrc.name, defn, cls, requires=set(requires), replaces=rsrc.id,
                            status_reason=None)
        rsrc.replaced_by = new.id
        self.save_row(rsrc)
        self._put_in_view(new)
        return new

    def refresh_attributes(self):
        """Heat's API also loads by name the row of a resource it no longer
        lists (the template that row was last converged to is gone)."""
        super().refresh_attributes()
        unlisted = {}
        for rid in sorted(self.rows):
            row = self.rows[rid]
            if row.name in self.defns and row.name not in self.resources and row.action != row.INIT:
                unlisted[row.name] = row
        output_refs = self._output_refs()
        for name, row in unlisted.items():
            self._capture(self._as_shown(row),
                          set(self.referenced_attrs.get(name, ())) | output_refs[name])

    def reference_id(self, name):
        """An unlisted row's reference, captured by refresh_attributes: Heat
        loads the resource by name whatever template its row was made from."""
        if name not in self.resources and name in self._refs:
            return self._refs[name]
        return super().reference_id(name)

    def _as_shown(self, rsrc):
        """Heat's API builds each resource from the stack's current template
        (with its row's state and cached attributes): a row not converged to
        it yet, or whose update failed, shows attributes computed from
        the new definition's properties."""
        defn = self.defns.get(rsrc.name)
        if (defn is None or rsrc.t is defn
                or self.env.get_class_to_instantiate(defn.resource_type, resource_name=rsrc.name)
                is not type(rsrc)):
            return rsrc
        return self._copy_row(rsrc, defn=defn)

    def node_data(self, rsrc):
        """What ``rsrc`` sends the nodes that need it: the attributes they
        read (an attribute that raised fails the sender, as Heat's
        NodeData.as_dict())."""
        if rsrc.action != rsrc.INIT:
            self._capture(rsrc)
            self._cache_output_attributes(rsrc)
            for value in self._node_data[rsrc.name].values():
                if isinstance(value, _Raised):
                    raise value.exc
        return {"id": rsrc.id, "name": rsrc.name}

    def _cache_output_attributes(self, rsrc):
        """Heat's node data also resolves the cacheable attributes the
        outputs read, so they are cached with the row."""
        if self._outputs_read is None:
            self._outputs_read = self._output_refs()
        keys = self._outputs_read.get(rsrc.name)
        if not keys:
            return  # most resources: no output reads them
        schema = rsrc.attributes_schema
        keys = set(keys)
        if None in keys:  # get_attr [res]: every attribute but show
            keys = (keys - {None}) | (set(schema) - {"show"})
        for key in keys - set(self.referenced_attrs.get(rsrc.name, ())):
            path = (key,) if isinstance(key, str) else tuple(key)
            attr = schema.get(path[0])
            if attr is None or attr.cache_mode == attr.CACHE_NONE:
                continue
            try:
                rsrc.FnGetAtt(*path)
            except Exception:
                pass  # the error shows when the output is read

    def store_attributes(self, rsrc, keep=True):
        """Keep the attribute values ``rsrc`` has cached with its row (Heat's
        attr_data), or (``keep`` False) drop them."""
        if not keep:
            rsrc._stored_attrs = None
            self.properties_data.attributes_cleared(rsrc)
            if rsrc._attributes is not None:
                rsrc._attributes.reset_resolved_values()
        elif (rsrc.status == rsrc.COMPLETE and rsrc.action not in (rsrc.INIT, rsrc.DELETE)
              and rsrc._attributes is not None and rsrc._attributes.has_new_cached_attrs()):
            rsrc._stored_attrs = rsrc._attributes.cached_attrs()
            self.properties_data.attributes_stored(rsrc, rsrc._stored_attrs, self.rows.values())

    def _check_post_reason(self, reason):
        if self.action == self.CHECK and not all(
                callable(getattr(r, "handle_check", None)) for r in self._template_resources().values()):
            return reason + ". 'CHECK' not fully supported (see resources)"
        return reason

    def mark_failed(self, reason):
        self.state_set(self.action, self.FAILED, self._check_post_reason(reason))
        if not self.disable_rollback and self.action in (self.CREATE, self.ADOPT, self.UPDATE,
                                                         self.RESTORE):
            self.rollback()
        else:
            self.purge_db()

    def mark_complete(self):
        self.state_set(self.action, self.COMPLETE,
                       self._check_post_reason("Stack %s completed successfully" % self.action))
        self.purge_db()
        if self.action == self.DELETE:   # an abandon's too, as Heat's purge_db
            failure = self.delete_stack_user_project()
            if failure:
                self.state_set(self.action, self.FAILED, failure)

    def purge_db(self):
        """Drop the rows of deleted resources and end the traversal (a failed
        one leaves no traversal current: queued messages are ignored)."""
        rows, store = self.rows, self.store
        purged = [r for r in rows.values() if r.action == DELETE and r.status == COMPLETE]
        for row in purged:  # drop_row(), the view synced once after
            del rows[row.id]
            store.delete_resource(row)
        if purged:
            self.properties_data.purged(purged, self.rows.values())
        self._sync_view()
        traversal = self.current_traversal
        if self.status == self.FAILED:
            self.current_traversal = ""
        elif self.prev_template_id is not None:
            self._templates.pop(self.prev_template_id, None)
            self.prev_template_id = None
        self.sync_points.delete_all(traversal)

    def rollback(self):
        if self.prev_template_id is None:
            tid = self._empty_template()
        else:
            tid, self.prev_template_id = self.prev_template_id, None
        self._converge(self.ROLLBACK, tid)

    # -- traversals --------------------------------------------------------------------
    def _empty_template(self):
        """A template without resources (what a delete converges to), whose
        environment sets no parameters (it declares none)."""
        tid = next(self._template_ids)
        env = self.env
        if env.params:
            env = copy.copy(env)
            env.params = {}
        self._templates[tid] = (templatem.Template({self.t.version_key: self.t.version}), {}, env)
        return tid

    def _add_template(self, tmpl, params, env):
        tid = next(self._template_ids)
        self._templates[tid] = (tmpl, params, env)
        return tid

    def _converge(self, action, template_id=None, parsed=None):
        """Start a traversal of ``action`` towards the template ``template_id``
        (the current one for create, check, suspend and resume): its first
        messages are queued for the worker."""
        if action not in _TRAVERSAL_ACTIONS and template_id not in (None, self.template_id):
            if action not in (self.CREATE, self.ADOPT):
                self.prev_template_id = self.template_id
            tmpl, params, env = self._templates[template_id]
            self.template_id, self.env = template_id, env
            self._set_template(tmpl, params)
            if parsed is not None:
                self._adopt(parsed)
        self.state_set(action, self.IN_PROGRESS, "Stack %s started" % action)
        self._timeout = self.timeout_secs()
        previous, self.current_traversal = self.current_traversal, str(uuidlib.uuid4())
        if previous:
            self.sync_points.delete_all(previous)
        self._node_data, self._refs = {}, {}  # each message loads its rows afresh
        self._outputs_read = None
        self._classes = {}  # the traversal's environment may be another one
        existing = {rid: row for rid, row in self.rows.items()
                    if row.action != DELETE or row.status != COMPLETE}
        current = self._store_resources(existing)
        found = self._dependencies(existing, current)
        self.sync_points.create_all(self.current_traversal, found)
        self.sync_points.create_all(self.current_traversal, [(self.id, True)])
        self.graph = Graph(found)
        starts = leaves(found)
        if not starts:
            self.mark_complete()
            return
        self.worker.start(self.current_traversal, in_set_order(starts))

    def _template_resources(self):
        """Instances of the current template's resources carrying their rows'
        data (what Heat's ``stack.resources`` holds). A row serves as it is
        unless its plug-in reads its new definition in add_dependencies();
        a resource without a row gets the instance its new row will be."""
        out = {}
        for name, defn in self.defns.items():
            row = self._view.get(name)
            cls = self.resource_class(name, defn)
            if row is None:
                out[name] = cls(name, defn, self)
            elif type(row) is cls and cls.add_dependencies is Resource.add_dependencies:
                out[name] = row
            else:
                out[name] = self._copy_row(row, cls, defn)
        return out

    def _name_graph(self, instances):
        saved, self.resources = self.resources, instances  # what add_dependencies() sees
        try:
            return self.requires(self.defns, instances)
        finally:
            self.resources = saved

    def _store_resources(self, existing):
        """Name -> the row each resource of the template is converged in: the
        best existing one, else a new INIT row."""
        instances = self._template_resources()
        graph = self._name_graph(instances)
        # as Heat's graph of the template's resources: in the order of the
        # set of their names, each one's requirements (in their set's order)
        # added before it
        graph = {name: hash_order.names_set(sorted(graph[name]))
                 for name in hash_order.names_set(self.defns)}
        self._name_deps = graph
        by_name = {}
        for row in existing.values():
            if row.name in graph:  # the rows of names the template dropped only go
                by_name.setdefault(row.name, []).append(row)
        current = {name: self._best_row(by_name.get(name, ())) for name in graph}
        missing = {name for name, best in current.items() if best is None}
        # new rows take their ids in Heat's order (most updates make none)
        for name in dependents_first(graph) if missing else ():
            if name in missing:
                new = instances[name]
                if new.id is not None:
                    new = (type(new))(name, self.defns[name], self)
                if self.action == self.ROLLBACK:
                    # as Heat's Resource() during a rollback: never created,
                    # it reads ROLLBACK_COMPLETE (and is not created by it)
                    new.action = self.ROLLBACK
                current[name] = self._new_row(new, name)
        self._sync_view()
        return current

    def _best_row(self, candidates):
        if len(candidates) < 2:  # most names have one row: nothing to weigh
            return candidates[0] if candidates else None

        def suitability(row):
            score = 0
            if row.status == row.FAILED:
                score -= 30
            if row.action == row.DELETE:
                score -= 50
            if row.replaced_by is not None:
                score -= 1
            if row.current_template_id == self.prev_template_id:
                score += 5
            if row.current_template_id == self.template_id:
                score += 10
            return score, row.id
        return max(candidates, key=suitability)

    def _dependencies(self, existing, current):
        """Node -> the nodes it needs (need() adds an edge), in the order
        Heat finds them: the template's resources, then the existing rows."""
        found = {}
        required = {req for reqs in self._name_deps.values() for req in reqs}
        for name, reqs in self._name_deps.items():
            node = (current[name].id, True)
            if not reqs and name not in required:
                found.setdefault(node, {})
            for req in reqs:
                need(found, node, (current[req].id, True))
        for rid in sorted(existing):
            row = existing[rid]
            cleanup = (rid, False)
            found.setdefault(cleanup, {})
            reqs = row.requires
            if len(reqs) > 1:
                # the set Heat loads from the row's list (its order follows that)
                reqs = set(sorted(reqs, reverse=True))  # noqa: C414
            for req in reqs:
                if req in existing:
                    need(found, (req, False), cleanup)
            if row.replaces in existing:
                need(found, (row.replaces, False), cleanup)
            if (rid, True) in found:
                need(found, cleanup, (rid, True))
        return found

    def _run_traversal(self, action, template_id=None, parsed=None):
        self._join_root_worker()
        self._converge(action, template_id, parsed)
        self.worker.deliver()
        return self.status == self.COMPLETE

    def _join_root_worker(self):
        """A nested stack's messages go to its root stack's worker (whose
        resource polls while they run), as Heat's workers serve the tree."""
        parent = getattr(self, "parent_resource", None)
        if parent is not None and not isinstance(self.worker, worker.NestedWorkerService):
            root = self._top_stack()
            if root.convergence:
                self.worker = worker.NestedWorkerService(self, root.worker)

    # -- stack actions -------------------------------------------------------------------
    @property
    def worker_errors(self):
        """What the worker's messages raised (heat-oracle's worker_errors)."""
        return self.worker.errors

    def has_timed_out(self):
        if self.status != IN_PROGRESS:
            return False
        if self._action_started is None:
            # Heat's stack has no start time before the service stores it
            raise TypeError("unsupported operand type(s) for -: 'datetime.datetime' and "
                            "'NoneType'")
        return self.clock.time() - self._action_started > self._timeout

    def validate(self):
        """Heat's service validates a new stack before storing it (no id
        yet: add_dependencies() errors other than ValueError/TypeError fail
        it)."""
        if self.rows:
            return super().validate()
        saved, self.id = self.id, None
        try:
            return super().validate()
        finally:
            self.id = saved

    @_action
    def create(self):
        return self._run_traversal(self.CREATE, self.template_id)

    @_action
    def adopt(self):
        return self._run_traversal(self.ADOPT, self.template_id)

    @_action
    def update(self, tmpl, params=None, environment=None, files=None):
        self._refuse_update()
        new_env = self.env if environment is None else environmentm.Environment.from_user(
            self.env.parent if self.env.user else self.env, environment)
        if not isinstance(tmpl, templatem.Template):
            tmpl = templatem.Template(tmpl, files=self.t.files if files is None else files)
        tmpl, parsed = self._validate_update(tmpl, params, new_env)
        ok = self._run_traversal(self.UPDATE, self._add_template(tmpl, params, new_env), parsed)
        return ok and self.action == self.UPDATE

    @_action
    def delete(self):
        if self.state == (self.DELETE, self.COMPLETE):
            raise exception.EntityNotFound(entity="Stack", name=self.name)
        return self._delete_traversal()

    def _delete_traversal(self):
        if self.status == self.IN_PROGRESS:  # stop the traversal under way
            self.current_traversal = str(uuidlib.uuid4())
            self.state_set(self.action, self.FAILED, "Stack %s cancelled" % self.action)
        # Heat's delete traversal drops the snapshots (their resources are not
        # in its empty template: no handle_delete_snapshot runs)
        self.snapshots = []
        return self._run_traversal(self.DELETE, self._empty_template())

    @_action
    def abandon(self):
        """Heat's stack-abandon: the stack's data, then a DELETE traversal
        whose every message retains its resource."""
        data = self._abandon_data()
        self._abandoning = True
        try:
            self._delete_traversal()
        finally:
            self._abandoning = False
        return data

    @_action
    def suspend(self):
        if self.state == (self.SUSPEND, self.COMPLETE):
            return True
        return self._run_traversal(self.SUSPEND)

    @_action
    def resume(self):
        if self.state == (self.RESUME, self.COMPLETE):
            return True
        return self._run_traversal(self.RESUME)

    @_action
    def check(self):
        return self._run_traversal(self.CHECK)

    @_action
    def snapshot(self, name=None):
        """A SNAPSHOT traversal; each resource whose snapshot completes keeps
        its data in the snapshot (Heat's resource snapshots). Heat's service
        refuses a stack with an action in progress."""
        if self.status == self.IN_PROGRESS:
            raise exception.ActionInProgress(stack_name=self.name, action=self.action)
        self._resource_snapshots = {}
        self._run_traversal(self.SNAPSHOT)
        snap = {"name": name or "snapshot-%d" % (len(self.snapshots) + 1),
                "status": self.status, "template": copy.deepcopy(self.t.t),
                "parameters": dict(self.params), "resources": self._resource_snapshots}
        self.snapshots.append(snap)
        return snap

    def resource_state_stored(self, res):
        self.properties_data.state_stored(res, res.status == COMPLETE, self.rows.values())

    def resource_snapshot_set(self, rsrc):
        self._resource_snapshots[rsrc.name] = {
            "name": rsrc.name, "resource_id": rsrc.resource_id, "type": rsrc.type(),
            "action": rsrc.action, "status": rsrc.status, "metadata": rsrc.metadata_get(),
            "resource_data": rsrc.data()}

    @_action
    def restore(self, snap):
        """A RESTORE traversal to the snapshot's template."""
        tmpl = self._restored_template(snap)
        ok = self._run_traversal(self.RESTORE, self._add_template(tmpl, snap["parameters"],
                                                                   self.env))
        return ok and self.action == self.RESTORE

    @staticmethod
    def _snapshot_of(data):
        """What handle_delete_snapshot gets of a resource's snapshot: the data
        it kept, as Heat's worker passes it (``{"resource_data": ...}``)."""
        return {"resource_data": data.get("resource_data")}


class _WorkerView(collections.abc.Mapping):
    """Name -> resource as a worker's stack has it (built on first use:
    a traversal's message reads few of them)."""

    __slots__ = ("_stack", "_made")  # one per message

    def __init__(self, stack, data):
        """``data``: what the node's predecessors sent (their rows' ids and names)."""
        self._stack = stack
        self._made = {}
        if data:
            senders = {d["name"]: stack.rows.get(d["id"]) for d in data.values()
                       if isinstance(d, dict)}
            self._made = {n: r for n, r in senders.items() if r is not None}

    def __getitem__(self, name):
        res = self._made.get(name)
        if res is None:
            stack = self._stack
            defn = stack.defns[name]
            res = stack.resource_class(name, defn)(name, defn, stack)
            if stack.action in (stack.DELETE, stack.ROLLBACK):
                res.action = stack.action
            self._made[name] = res
        return res

    def __iter__(self):
        return iter(self._stack.defns)

    def __len__(self):
        return len(self._stack.defns)


def stack_class(convergence):
    """The runtime's stack class for an engine: ConvergenceStack, else the
    legacy engine's Stack."""
    return ConvergenceStack if convergence else Stack
