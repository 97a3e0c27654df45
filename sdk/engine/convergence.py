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
import copy
import uuid as uuidlib

from sdk.common import exception
from sdk.engine import environment as environmentm
from sdk.engine import hash_order, scheduler, sync_point, worker
from sdk.engine import template as templatem
from sdk.engine.check_resource import KEEPING_ACTIONS
from sdk.engine.dependencies import dependents_first
from sdk.engine.resource import Resource
from sdk.engine.status import CHECK, COMPLETE, DELETE, IN_PROGRESS, INIT, RESUME, SNAPSHOT, SUSPEND
from sdk.engine.traversal import Graph, in_set_order, leaves, need

_TRAVERSAL_ACTIONS = (CHECK, SUSPEND, RESUME, SNAPSHOT)
_DONE = object()  # what run_task's next() gives for a finished task


class ConvergenceEngine:
    """The convergence engine of one stack (``convergence`` in Heat's stack
    table): its resource rows, templates, traversal and worker. The stack's
    ``resources`` outside a worker's message are the rows Heat's API shows."""

    convergence = True

    def __init__(self, stack):
        self.stack = stack
        #: row id -> Resource: every stored version of every resource
        self.rows = {}
        self._row_names = set()
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
        #: template id -> (Template, params, environment)
        self._templates = {self.template_id: (stack.t, stack.params, stack.env)}
        #: (name, type) -> class, for the current traversal (resource_class())
        self._classes = {}
        #: timeout_secs() as the traversal's messages read it: Heat's worker
        #: reads the stack's row, which a traversal does not change
        self._timeout = stack.timeout_secs()

    # -- rows -------------------------------------------------------------------------
    def save_row(self, rsrc):
        rid = rsrc.id
        if rid in self.rows:  # (None never is)
            self.rows[rid] = rsrc
            self.stack.store.save_resource(rsrc)

    def drop_row(self, rsrc):
        row = self.rows.pop(rsrc.id, None)
        if row is not None:
            self.stack.store.delete_resource(row)
        self._sync_view()

    def _new_row(self, res, name, defn=None, cls=None, **fields):
        """Store ``res`` (else a new ``cls`` instance of ``defn``) as a new
        row of this template."""
        if res is None:
            res = (cls or Resource)(name, defn, self.stack)
        res.current_template_id = self.template_id
        res.requires = set()
        for key, value in fields.items():
            setattr(res, key, value)
        res.store()
        self.rows[res.id] = res
        return res

    def _copy_row(self, row, cls=None, defn=None):
        """A new instance carrying what Heat's database keeps of ``row``."""
        res = (cls or type(row))(row.name, defn or row.t, self.stack)
        res.type_name = res.t.resource_type
        res.load_stored(row)
        res.current_template_id = row.current_template_id
        res.requires = set(row.requires)
        res.replaces, res.replaced_by = row.replaces, row.replaced_by
        res._stored_attrs = row._stored_attrs
        if res._stored_attrs:
            for key, value in res._stored_attrs.items():
                res.attributes.set_cached_attr(key, value)
        return res

    def load_row(self, row, is_update, traversal):
        """The resource as a worker loads it for one message (Heat's
        Resource.load): a row not created yet takes the latest definition,
        and an update may substitute a compatible type."""
        stack = self.stack
        tid = row.current_template_id
        if tid is not None and tid not in self._templates:
            return None  # Heat cannot load it (see _sync_view()): the message is dropped
        defn, cls = row.t, type(row)
        if not is_update and (stack.action in KEEPING_ACTIONS or tid == self.template_id):
            return row  # a cleanup with nothing to do: no plug-in code runs
        new_defn = stack.defns.get(row.name) if is_update else None
        if new_defn is not None:
            new_cls = self.resource_class(row.name, new_defn)
            if row.action == INIT and traversal == self.current_traversal:
                if row.t is new_defn and type(row) is new_cls:
                    return row  # made by this traversal: as fresh as a load
                defn, cls = new_defn, new_cls
            elif cls is not new_cls and row.check_is_substituted(new_cls):
                cls = new_cls
        if (not is_update and tid is not None and row.action != INIT
                and row._stored_properties_data is None):
            defn = self._own_template_definition(row, tid)
        res = self._copy_row(row, cls, defn)
        res.abandon_in_progress = self._abandoning
        self.rows[row.id] = res
        self._put_in_view(res)
        return res

    def _own_template_definition(self, row, tid):
        """For its cleanup (a delete), the definition of a row never created
        (no stored properties: a failed create left it, a snapshot or check
        went over it) as its own template gives it, parameters included:
        Heat's Resource.load resolves a row of an older template against that
        template (the current one may not even declare them)."""
        tmpl, params, env = self._templates[tid]
        own = type(self.stack)(self.stack.name, tmpl, env, params, clock=self.stack.clock,
                               convergence=True)
        return own.defns.get(row.name, row.t)

    def _sync_view(self):
        """The stack's resources: name -> the row Heat's API shows, the newest
        one whose template Heat still has (a traversal that completes drops
        the previous template, even when rows it did not reach still name
        it: they cannot be loaded again)."""
        view = {}
        rows, templates = self.rows, self._templates
        for rid in sorted(rows):
            row = rows[rid]
            tid = row.current_template_id
            if tid is None or tid in templates:
                view[row.name] = row
        self.stack.own_resources = view
        self._row_names = set(view)

    def _put_in_view(self, res):
        """``res`` replaces its row's older instance in the view (or is newer)."""
        name = res.name
        view = self.stack.own_resources
        shown = view.get(name)
        if shown is None:
            view[name] = res
            self._row_names.add(name)
        elif shown.id <= res.id:
            view[name] = res

    def shown_resources(self):
        return self.stack.own_resources

    # -- what the store keeps -------------------------------------------------------------
    def convergence_state(self):
        """The stack's convergence columns as plain data (sdk.store)."""
        return {"template_id": self.template_id, "prev_template_id": self.prev_template_id,
                "current_traversal": self.current_traversal,
                "templates": {str(tid): [copy.deepcopy(t.t), params]
                              for tid, (t, params, _env) in self._templates.items()}}

    @staticmethod
    def row_state(res):
        """A row's convergence columns as plain data (sdk.store)."""
        return {"current_template_id": res.current_template_id,
                "requires": sorted(res.requires),
                "replaces": res.replaces, "replaced_by": res.replaced_by}

    def load(self, rows, convergence_state=None):
        """The stored ``rows`` (see Stack.load(); each one's ``convergence``:
        row_state()) and the stack's ``convergence_state``
        (convergence_state()). A stack stored by the legacy engine converges
        from its current template (as Heat's migrate_to_convergence)."""
        st = self.stack
        if convergence_state:
            self.template_id = convergence_state["template_id"]
            self.prev_template_id = convergence_state["prev_template_id"]
            self.current_traversal = convergence_state["current_traversal"]
            self._templates = {int(tid): (templatem.Template(data), params_, st.env)
                               for tid, (data, params_) in convergence_state["templates"].items()}
            self._templates[self.template_id] = (st.t, st.params, st.env)
            self._template_ids = iter(range(max(self._templates) + 1, 1 << 62))
        for row in sorted(rows, key=lambda r: r["id"]):
            fields = row.get("convergence") or {
                "current_template_id": self.template_id if row["current"] else None}
            defn = st.defns.get(row["name"])
            if (fields.get("current_template_id") != self.template_id or defn is None
                    or defn.resource_type != row["type"]):
                defn = None
            res = st.resource_from_row(row, defn)
            res.current_template_id = fields.get("current_template_id")
            res.requires = set(fields.get("requires") or ())
            res.replaces, res.replaced_by = fields.get("replaces"), fields.get("replaced_by")
            self.rows[res.id] = res
        self._sync_view()

    # -- what functions resolve against -------------------------------------------------
    def from_record(self):
        pass

    def check_record(self):
        pass

    def conditions(self):
        self.stack.t.conditions(self.stack)

    def has_resource(self, name):
        """A row's own definition refers to the template it was made from:
        names it has stay valid while a newer template lacks them (and, for
        the row a worker loaded, names its template has whose rows are
        unlisted: Heat's definition of them reads the name)."""
        if name in self._row_names:
            return True
        message = self.stack.message
        tid = message.template_id if message is not None else None
        if tid is None or tid not in self._templates:
            return False
        names = self._template_names.get(tid)
        if names is None:
            names = self._template_names[tid] = self._templates[tid][0].validate_resource_keys()
        return name in names

    def unlisted_reference(self, name):
        """An unlisted row's reference, captured by refresh_attributes: Heat
        loads the resource by name whatever template its row was made from."""
        return self.stack.captured_reference(name)

    def readable_resources(self):
        """(name, resource) whose attributes a stack read captures: the
        listed ones and, as Heat's API also loads by name, the row of each
        resource it no longer lists (the template that row was last
        converged to is gone)."""
        stack = self.stack
        for name, res in stack.resources.items():
            if res.action != res.INIT:
                yield name, self._as_shown(res)
        unlisted = {}
        for rid in sorted(self.rows):
            row = self.rows[rid]
            if row.name in stack.defns and row.name not in stack.resources and row.action != row.INIT:
                unlisted[row.name] = row
        for name, row in unlisted.items():
            yield name, self._as_shown(row)

    def _as_shown(self, rsrc):
        """Heat's API builds each resource from the stack's current template
        (with its row's state and cached attributes): a row not converged to
        it yet, or whose update failed, shows attributes computed from
        the new definition's properties."""
        stack = self.stack
        defn = stack.defns.get(rsrc.name)
        if (defn is None or rsrc.t is defn
                or stack.env.get_class_to_instantiate(defn.resource_type, resource_name=rsrc.name)
                is not type(rsrc)):
            return rsrc
        return self._copy_row(rsrc, defn=defn)

    def reload(self):
        self.rows = {rid: self._copy_row(row) for rid, row in self.rows.items()}
        self._sync_view()
        for child in getattr(self.stack, "nested_stacks", {}).values():
            child.reload()  # Heat loads a nested stack from its database too

    # -- what the worker asks of the stack ------------------------------------------
    def resource_class(self, name, defn):
        """The class the environment gives ``name`` of type ``defn``'s, looked
        up once per traversal (its environment is fixed meanwhile; a message
        and the traversal's start each ask for it)."""
        key = (name, defn.resource_type)
        cls = self._classes.get(key)
        if cls is None:
            cls = self._classes[key] = self.stack.env.get_class_to_instantiate(
                defn.resource_type, resource_name=name)
        return cls

    def run_task(self, task, method, rsrc):
        """Run ``rsrc``'s task (its ``method``) to completion, each poll a
        second of the virtual clock; past the stack's timeout the task gets
        Heat's Timeout, which names the task as Heat's TaskRunner does.
        Between two polls the root worker lets other messages through."""
        clock = self.stack.clock
        deadline = (self.stack.action_started or clock.time()) + self._timeout
        started_with = rsrc.resource_id  # Heat's TaskRunner names the task before it starts
        between_steps = self.worker.root.between_steps
        delay = next(task, _DONE)  # a default, not StopIteration: most tasks end at once
        while delay is not _DONE:
            if delay is None or not isinstance(delay, (int, float)) or not delay > 1:
                delay = 1
            clock.sleep(delay)
            between_steps()
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
        stack = self.stack
        if stack.action == stack.ADOPT:  # only the adopt traversal adopts
            adopted = (stack.adopt_stack_data or {}).get("resources") or {}
            return rsrc.adopt(adopted.get(rsrc.name))
        return rsrc.create()

    def make_replacement(self, rsrc, requires):
        """A new INIT row for ``rsrc``'s name that ``replaces`` it (Heat
        writes the row without a status reason: null until it runs)."""
        defn = self.stack.defns[rsrc.name]
        cls = self.resource_class(rsrc.name, defn)
        new = self._new_row(None, rsrc.name, defn, cls, requires=set(requires), replaces=rsrc.id,
                            status_reason=None)
        rsrc.replaced_by = new.id
        self.save_row(rsrc)
        self._put_in_view(new)
        return new

    def node_data(self, rsrc):
        """What ``rsrc`` sends the nodes that need it: the attributes they
        read (an attribute that raised fails the sender, as Heat's
        NodeData.as_dict())."""
        if rsrc.action != rsrc.INIT:
            stack = self.stack
            stack.capture(rsrc)
            self._cache_output_attributes(rsrc)
            error = stack.captured_error(rsrc.name)
            if error is not None:
                raise error
        return {"id": rsrc.id, "name": rsrc.name}

    def _cache_output_attributes(self, rsrc):
        """Heat's node data also resolves the cacheable attributes the
        outputs read, so they are cached with the row."""
        if self._outputs_read is None:
            self._outputs_read = self.stack.output_refs()
        keys = self._outputs_read.get(rsrc.name)
        if not keys:
            return  # most resources: no output reads them
        schema = rsrc.attributes_schema
        keys = set(keys)
        if None in keys:  # get_attr [res]: every attribute but show
            keys = (keys - {None}) | (set(schema) - {"show"})
        for key in keys - set(self.stack.referenced_attrs.get(rsrc.name, ())):
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
            if rsrc._attributes is not None:
                rsrc._attributes.reset_resolved_values()
        elif (rsrc.status == rsrc.COMPLETE and rsrc.action not in (rsrc.INIT, rsrc.DELETE)
              and rsrc._attributes is not None and rsrc._attributes.has_new_cached_attrs()):
            rsrc._stored_attrs = rsrc._attributes.cached_attrs()

    def _check_post_reason(self, reason):
        if self.stack.action == CHECK and not all(
                callable(getattr(r, "handle_check", None)) for r in self.template_resources().values()):
            return reason + ". 'CHECK' not fully supported (see resources)"
        return reason

    def mark_failed(self, reason):
        stack = self.stack
        stack.state_set(stack.action, stack.FAILED, self._check_post_reason(reason))
        if not stack.disable_rollback and stack.action in (stack.CREATE, stack.ADOPT, stack.UPDATE,
                                                           stack.RESTORE):
            self.rollback()
        else:
            self.purge_db()

    def mark_complete(self):
        stack = self.stack
        stack.state_set(stack.action, stack.COMPLETE,
                        self._check_post_reason("Stack %s completed successfully" % stack.action))
        self.purge_db()
        if stack.action == stack.DELETE:   # an abandon's too, as Heat's purge_db
            failure = stack.delete_stack_user_project()
            if failure:
                stack.state_set(stack.action, stack.FAILED, failure)

    def purge_db(self):
        """Drop the rows of deleted resources and end the traversal (a failed
        one leaves no traversal current: queued messages are ignored)."""
        rows, store = self.rows, self.stack.store
        purged = [r for r in rows.values() if r.action == DELETE and r.status == COMPLETE]
        for row in purged:  # drop_row(), the view synced once after
            del rows[row.id]
            store.delete_resource(row)
        self._sync_view()
        traversal = self.current_traversal
        if self.stack.status == self.stack.FAILED:
            self.current_traversal = ""
        elif self.prev_template_id is not None:
            self._templates.pop(self.prev_template_id, None)
            self.prev_template_id = None
        self.sync_points.delete_all(traversal)

    def cancel_update(self, rollback):
        """Heat's service cancels a convergence update at once: a rollback
        traversal, or without one the traversal stopped (what is in
        progress completes, and goes no further)."""
        if rollback:
            self.rollback()
        else:
            self.stop_traversal()

    def stop_traversal(self):
        """Heat's worker stop_traversal: a new traversal id, so that the
        messages under way stop, and the stack FAILED."""
        stack = self.stack
        previous, self.current_traversal = self.current_traversal, str(uuidlib.uuid4())
        stack.state_set(stack.action, stack.FAILED, "Stack %s cancelled" % stack.action)
        self.sync_points.delete_all(previous)

    def rollback(self):
        if self.prev_template_id is None:
            tid = self._empty_template()
        else:
            tid, self.prev_template_id = self.prev_template_id, None
        self._converge(self.stack.ROLLBACK, tid)

    # -- traversals --------------------------------------------------------------------
    def _empty_template(self):
        """A template without resources (what a delete converges to), whose
        environment sets no parameters (it declares none)."""
        stack = self.stack
        tid = next(self._template_ids)
        env = stack.env
        if env.params:
            env = copy.copy(env)
            env.params = {}
        self._templates[tid] = (templatem.Template({stack.t.version_key: stack.t.version}), {}, env)
        return tid

    def _add_template(self, tmpl, params, env):
        tid = next(self._template_ids)
        self._templates[tid] = (tmpl, params, env)
        return tid

    def _converge(self, action, template_id=None, parsed=None):
        """Start a traversal of ``action`` towards the template ``template_id``
        (the current one for create, check, suspend and resume): its first
        messages are queued for the worker."""
        stack = self.stack
        if action not in _TRAVERSAL_ACTIONS and template_id not in (None, self.template_id):
            if action not in (stack.CREATE, stack.ADOPT):
                self.prev_template_id = self.template_id
            tmpl, params, env = self._templates[template_id]
            self.template_id, stack.env = template_id, env
            stack.set_template(tmpl, params, parsed)
        stack.state_set(action, stack.IN_PROGRESS, "Stack %s started" % action)
        self._timeout = stack.timeout_secs()
        previous, self.current_traversal = self.current_traversal, str(uuidlib.uuid4())
        if previous:
            self.sync_points.delete_all(previous)
        stack.forget_node_data()  # each message loads its rows afresh
        self._outputs_read = None
        self._classes = {}  # the traversal's environment may be another one
        existing = {rid: row for rid, row in self.rows.items()
                    if row.action != DELETE or row.status != COMPLETE}
        current = self._store_resources(existing)
        found = self._dependencies(existing, current)
        self.sync_points.create_all(self.current_traversal, found)
        self.sync_points.create_all(self.current_traversal, [(stack.id, True)])
        self.graph = Graph(found)
        starts = leaves(found)
        if not starts:
            self.mark_complete()
            return
        self.worker.start(self.current_traversal, in_set_order(starts))

    def abandon_resources(self):
        """What abandon reports: the template's resources as Heat's stack
        loads them (a row whose type an update changed is of its new type),
        then the rows the template no longer has (a failed delete's), as
        they are, so that abandon still lets go of such a stack."""
        out = self.template_resources()
        for name, row in self.stack.own_resources.items():
            out.setdefault(name, row)
        return out

    def template_resources(self):
        """Instances of the current template's resources carrying their rows'
        data (what Heat's ``stack.resources`` holds). A row serves as it is
        unless its plug-in reads its new definition in add_dependencies();
        a resource without a row gets the instance its new row will be."""
        stack = self.stack
        out = {}
        view = stack.own_resources
        for name, defn in stack.defns.items():
            row = view.get(name)
            cls = self.resource_class(name, defn)
            if row is None:
                out[name] = cls(name, defn, stack)
            elif type(row) is cls and cls.add_dependencies is Resource.add_dependencies:
                out[name] = row
            else:
                out[name] = self._copy_row(row, cls, defn)
        return out

    def _name_graph(self, instances):
        stack = self.stack
        saved, stack.resources = stack.resources, instances  # what add_dependencies() sees
        try:
            return stack.requires(stack.defns, instances)
        finally:
            stack.resources = saved

    def _store_resources(self, existing):
        """Name -> the row each resource of the template is converged in: the
        best existing one, else a new INIT row."""
        stack = self.stack
        instances = self.template_resources()
        graph = self._name_graph(instances)
        # as Heat's graph of the template's resources: in the order of the
        # set of their names, each one's requirements (in their set's order)
        # added before it
        graph = {name: hash_order.names_set(sorted(graph[name]))
                 for name in hash_order.names_set(stack.defns)}
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
                    new = (type(new))(name, stack.defns[name], stack)
                if stack.action == stack.ROLLBACK:
                    # as Heat's Resource() during a rollback: never created,
                    # it reads ROLLBACK_COMPLETE (and is not created by it)
                    new.action = stack.ROLLBACK
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
        return self.stack.status == self.stack.COMPLETE

    def _join_root_worker(self):
        """A nested stack's messages go to its root stack's worker (whose
        resource polls while they run), as Heat's workers serve the tree."""
        stack = self.stack
        parent = getattr(stack, "parent_resource", None)
        if parent is not None and not isinstance(self.worker, worker.NestedWorkerService):
            root = stack._top_stack()
            if root.convergence:
                self.worker = worker.NestedWorkerService(self, root.engine.worker)

    # -- stack actions -------------------------------------------------------------------
    @property
    def worker_errors(self):
        """What the worker's messages raised (heat-oracle's worker_errors)."""
        return self.worker.errors

    def has_timed_out(self):
        stack = self.stack
        if stack.status != IN_PROGRESS:
            return False
        if stack.action_started is None:
            # Heat's stack has no start time before the service stores it
            raise TypeError("unsupported operand type(s) for -: 'datetime.datetime' and "
                            "'NoneType'")
        return stack.clock.time() - stack.action_started > self._timeout

    def validate(self):
        """Heat's service validates a new stack before storing it (no id
        yet: add_dependencies() errors other than ValueError/TypeError fail
        it)."""
        stack = self.stack
        if self.rows:
            return stack.validate_resources()
        saved, stack.id = stack.id, None
        try:
            return stack.validate_resources()
        finally:
            stack.id = saved

    def create(self):
        return self._run_traversal(self.stack.CREATE, self.template_id)

    def adopt(self):
        return self._run_traversal(self.stack.ADOPT, self.template_id)

    def update(self, tmpl, params=None, environment=None, files=None):
        stack = self.stack
        stack.refuse_update()
        new_env = stack.env if environment is None else environmentm.Environment.from_user(
            stack.env.parent if stack.env.user else stack.env, environment)
        if not isinstance(tmpl, templatem.Template):
            tmpl = templatem.Template(tmpl, files=stack.t.files if files is None else files)
        tmpl, parsed = stack.validate_for_update(tmpl, params, new_env)
        ok = self._run_traversal(stack.UPDATE, self._add_template(tmpl, params, new_env), parsed)
        return ok and stack.action == stack.UPDATE

    def delete(self):
        stack = self.stack
        if stack.state == (stack.DELETE, stack.COMPLETE):
            raise exception.EntityNotFound(entity="Stack", name=stack.name)
        return self._delete_traversal()

    def _delete_traversal(self):
        stack = self.stack
        if stack.status == stack.IN_PROGRESS:  # stop the traversal under way
            self.current_traversal = str(uuidlib.uuid4())
            stack.state_set(stack.action, stack.FAILED, "Stack %s cancelled" % stack.action)
        # Heat's delete traversal drops the snapshots (their resources are not
        # in its empty template: no handle_delete_snapshot runs)
        stack.snapshots = []
        return self._run_traversal(stack.DELETE, self._empty_template())

    def abandon(self):
        """Heat's stack-abandon: the stack's data, then a DELETE traversal
        whose every message retains its resource."""
        data = self.stack.abandon_data()
        self._abandoning = True
        try:
            self._delete_traversal()
        finally:
            self._abandoning = False
        return data

    def suspend(self):
        stack = self.stack
        if stack.state == (stack.SUSPEND, stack.COMPLETE):
            return True
        return self._run_traversal(stack.SUSPEND)

    def resume(self):
        stack = self.stack
        if stack.state == (stack.RESUME, stack.COMPLETE):
            return True
        return self._run_traversal(stack.RESUME)

    def check(self):
        return self._run_traversal(self.stack.CHECK)

    def snapshot(self, name=None):
        """A SNAPSHOT traversal; each resource whose snapshot completes keeps
        its data in the snapshot (Heat's resource snapshots). Heat's service
        refuses a stack with an action in progress."""
        stack = self.stack
        if stack.status == stack.IN_PROGRESS:
            raise exception.ActionInProgress(stack_name=stack.name, action=stack.action)
        self._resource_snapshots = {}
        self._run_traversal(stack.SNAPSHOT)
        snap = {"name": name or "snapshot-%d" % (len(stack.snapshots) + 1),
                "status": stack.status, "template": copy.deepcopy(stack.t.t),
                "parameters": dict(stack.params), "resources": self._resource_snapshots}
        stack.snapshots.append(snap)
        return snap

    def resource_snapshot_set(self, rsrc):
        self._resource_snapshots[rsrc.name] = {
            "name": rsrc.name, "resource_id": rsrc.resource_id, "type": rsrc.type(),
            "action": rsrc.action, "status": rsrc.status, "metadata": rsrc.metadata_get(),
            "resource_data": rsrc.data()}

    def restore(self, snap):
        """A RESTORE traversal to the snapshot's template."""
        stack = self.stack
        tmpl = stack.restored_template(snap)
        ok = self._run_traversal(stack.RESTORE, self._add_template(tmpl, snap["parameters"],
                                                                    stack.env))
        return ok and stack.action == stack.RESTORE

    @staticmethod
    def snapshot_data(data):
        """What handle_delete_snapshot gets of a resource's snapshot: the data
        it kept, as Heat's worker passes it (``{"resource_data": ...}``)."""
        return {"resource_data": data.get("resource_data")}
