"""Processing one node of a convergence traversal (Heat's
``heat.engine.check_resource``): run the resource's part of the stack action
(create/update for an update node, delete of what the new template no longer
has for a cleanup node), then tell the nodes that need it, and the stack once
the traversal's roots are done."""
import collections.abc

from sdk.common import exception
from sdk.engine import scheduler, sync_point
from sdk.engine.resource import stored_text
from sdk.engine.status import ADOPT, CHECK, FAILED, IN_PROGRESS, INIT, RESUME, ROLLBACK, SNAPSHOT, SUSPEND, UPDATE
from sdk.engine.traversal import in_set_order

#: traversals whose cleanup nodes leave every row as it is (their update
#: nodes run the action itself)
KEEPING_ACTIONS = (CHECK, RESUME, SNAPSHOT)


class CheckResource:
    """Heat's CheckResource, for the stack of a convergence ``engine``."""

    def __init__(self, engine, worker):
        self.engine = engine
        self.stack = engine.stack
        self.worker = worker

    # -- one message -------------------------------------------------------------
    def check(self, msg):
        resource_id, traversal, data, is_update, skip_propagate, failures = msg
        engine, stack = self.engine, self.stack
        row = engine.rows.get(resource_id)
        if row is None:
            return  # purged: nothing to do (Heat ignores ResourceNotFound)
        rsrc = engine.load_row(row, is_update, traversal)
        if rsrc is None:
            return
        if traversal != engine.current_traversal:
            self._retrigger_replaced(rsrc, is_update)
            return
        if stack.has_timed_out():
            engine.mark_failed("Timed out")
            return
        stack.message = MessageView(engine, data if is_update else None, rsrc)
        try:
            if skip_propagate:
                done, is_skip, failure = True, True, None
            else:
                done, is_skip, failure = self._do_check(rsrc, is_update, traversal, data)
            if done:
                if failure:
                    failures = dict(failures or {}, **failure)
                self._propagate(rsrc, is_update, traversal, is_skip, failures or None)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # a plug-in's sys.exit() too, as Heat's
            self._handle_failure(rsrc, traversal, str(exc))
            raise
        finally:
            stack.message = None
        rid = rsrc.resource_id
        if rid is not None and not isinstance(rid, str):
            rsrc.resource_id = stored_text(rid)  # as its row reads back

    def _retrigger_replaced(self, rsrc, is_update):
        """A message of a finished traversal: a replacement it would have
        created is not needed any more and goes with the next purge."""
        if (rsrc.id, is_update) not in self.engine.graph and rsrc.replaces is not None:
            rsrc.action = rsrc.DELETE
            self.engine.save_row(rsrc)

    def _handle_failure(self, rsrc, traversal, reason):
        """(done, skip, failures) after a failure: a CHECK goes on, skipping
        what depends on the failed resource; any other action fails, unless
        its traversal has ended meanwhile (a sibling of a nested stack failed
        first while this one polled): Heat's stack row then keeps the first
        failure (its state is written only for the current traversal)."""
        stack = self.stack
        if stack.action == CHECK:
            return True, True, {rsrc.name: reason}
        if traversal == self.engine.current_traversal:
            self.engine.mark_failed(reason)
        return False, False, None

    def _do_check(self, rsrc, is_update, traversal, data):
        try:
            if is_update:
                requires = {d["id"] for d in data.values() if isinstance(d, dict)}
                try:
                    self._update(rsrc, requires)
                except exception.UpdateReplace:
                    self._replace(rsrc, requires, traversal, data)
                    return False, False, None
            else:
                self._cleanup(rsrc)
            return True, False, None
        except exception.ResourceFailure as ex:
            action = ex.action or rsrc.action
            return self._handle_failure(rsrc, traversal, "Resource %s failed: %s" % (action, ex))
        except scheduler.Timeout:
            return self._handle_failure(rsrc, traversal, "Timed out")
        finally:
            self.engine.save_row(rsrc)

    # -- what a node does to its resource ------------------------------------------
    def _update(self, rsrc, requires):
        engine = self.engine
        action = self.stack.action
        if action == SUSPEND:
            return
        if action in KEEPING_ACTIONS:
            engine.run_task(getattr(rsrc, action.lower())(), action.lower(), rsrc)
            if action == SNAPSHOT:
                engine.resource_snapshot_set(rsrc)
        elif rsrc.action == INIT:
            rsrc.requires = set(requires)
            rsrc.current_template_id = engine.template_id
            engine.run_task(engine.create_task(rsrc), "adopt" if action == ADOPT else "create",
                            rsrc)
        else:
            self._update_convergence(rsrc, requires)

    def _update_convergence(self, rsrc, requires):
        engine, stack = self.engine, self.stack
        new_defn = stack.defns[rsrc.name]
        new_cls = engine.resource_class(rsrc.name, new_defn)
        if type(rsrc) is not new_cls:
            if "replace" in stack.env.restricted_actions(rsrc.name):
                ex = exception.ResourceActionRestricted(action="replace")
                stack.add_event(rsrc, UPDATE, FAILED, str(ex))
                raise exception.ResourceFailure(ex, rsrc, UPDATE)
            raise exception.UpdateReplace(rsrc.name)
        if (stack.action == ROLLBACK and stack.status == IN_PROGRESS
                and rsrc.replaced_by is not None):
            try:
                rsrc.restore_prev_rsrc(convergence=True)
            except Exception as exc:
                failure = exception.ResourceFailure(exc, rsrc, rsrc.action)
                rsrc.state_set(UPDATE, FAILED, str(failure))
                raise failure
        rsrc.replaced_by = None
        try:
            engine.run_task(rsrc.update(new_defn, new_template_id=engine.template_id,
                                        new_requires=set(requires)), "update", rsrc)
        except exception.ResourceFailure:
            if rsrc.current_template_id == engine.template_id:
                rsrc.t = new_defn  # the row reads back its new template's definition
            raise

    def _replace(self, rsrc, requires, traversal, data):
        """A new row replaces ``rsrc``; its own check creates it."""
        new = self.engine.make_replacement(rsrc, requires)
        self.worker.check_resource(new.id, traversal, data, True)

    def _cleanup(self, rsrc):
        engine = self.engine
        action = self.stack.action
        if action in KEEPING_ACTIONS:
            return
        if action == SUSPEND:
            engine.run_task(rsrc.suspend(), "suspend", rsrc)
            return
        if rsrc.current_template_id == engine.template_id:
            return
        if rsrc.action == INIT:
            engine.drop_row(rsrc)  # never created: only its row goes
            return
        engine.run_task(rsrc.delete(), "delete", rsrc)
        if rsrc.replaced_by is None:
            return
        replacement = engine.rows.get(rsrc.replaced_by)
        if replacement is not None and replacement.current_template_id == engine.template_id:
            replacement.replaces = None
            engine.save_row(replacement)

    # -- telling the next nodes ----------------------------------------------------------
    def _propagate(self, rsrc, is_update, traversal, is_skip, failures):
        engine = self.engine
        graph = engine.graph
        key = (rsrc.id, is_update)
        if key not in graph:
            if rsrc.replaces is None:
                return
            # A replacement stands in for the resource it replaces: everyone
            # works from the same graph.
            key = (rsrc.replaces, is_update)
            if key not in graph:
                return
        forwarded = self._tell_successors(rsrc, key, traversal, is_skip, failures)
        if is_update:
            # what was resolved for the nodes that need it stays cached on the
            # row; when nothing was resolved, the old values go
            engine.store_attributes(rsrc, keep=forwarded)
        if key in graph.roots:
            self._tell_stack(key, traversal, failures)

    def _tell_successors(self, rsrc, key, traversal, is_skip, failures):
        """Send each node that needs ``key`` what it gets of ``rsrc``; True
        when an update node got its node data."""
        engine = self.engine
        graph = engine.graph
        sync = engine.sync_points.sync
        forward = None
        succs = graph.required_by[key]
        if len(succs) > 1:  # in the order of Heat's set, updates last
            succs = in_set_order(succs)
        for succ in succs:
            succ_id, succ_update = succ
            if succ_update:
                if forward is None:
                    forward = engine.node_data(rsrc)
                data = forward
            elif succ_id != key[0]:
                data = rsrc.replaced_by if rsrc.replaced_by is not None else rsrc.id
            else:
                data = None
            try:
                ready = sync(succ_id, traversal, succ_update, graph[succ], key, data,
                             failures, is_skip)
            except sync_point.SyncPointMissing:
                continue
            if ready is not None:
                input_data, all_failures, skip = ready
                self.worker.check_resource(succ_id, traversal, input_data, succ_update, skip,
                                           all_failures or None)
        return forward is not None

    def _tell_stack(self, key, traversal, failures):
        """A root of the graph is done: once all are, so is the traversal."""
        engine, stack = self.engine, self.stack
        try:
            ready = engine.sync_points.sync(stack.id, traversal, True, engine.graph.roots, key,
                                            None, failures)
        except sync_point.SyncPointMissing:
            return
        if ready is None:
            return
        all_failures = ready[1]
        if stack.action == CHECK and all_failures:
            engine.mark_failed("Resource CHECK failed: " + "; ".join(
                "%s: %s" % item for item in all_failures.items()))
        else:
            engine.mark_complete()


class MessageView:
    """What a worker's message sees of its stack while the worker processes
    it, as Heat's worker loads the stack for it: the new template's
    resources, those that sent data to the node as they are, every other
    one (the node's own resource included) not created yet; and the
    template the row was made from, whose names its definition resolves."""

    __slots__ = ("resources", "template_id")

    def __init__(self, engine, data, rsrc):
        """``data``: what the node's predecessors sent (for an update node)."""
        self.resources = _WorkerView(engine, data)
        self.template_id = rsrc.current_template_id


class _WorkerView(collections.abc.Mapping):
    """Name -> resource as a worker's stack has it (built on first use:
    a traversal's message reads few of them)."""

    __slots__ = ("_engine", "_made")  # one per message

    def __init__(self, engine, data):
        """``data``: what the node's predecessors sent (their rows' ids and names)."""
        self._engine = engine
        self._made = {}
        if data:
            senders = {d["name"]: engine.rows.get(d["id"]) for d in data.values()
                       if isinstance(d, dict)}
            self._made = {n: r for n, r in senders.items() if r is not None}

    def __getitem__(self, name):
        res = self._made.get(name)
        if res is None:
            stack = self._engine.stack
            defn = stack.defns[name]
            res = self._engine.resource_class(name, defn)(name, defn, stack)
            if stack.action in (stack.DELETE, stack.ROLLBACK):
                res.action = stack.action
            self._made[name] = res
        return res

    def __iter__(self):
        return iter(self._engine.stack.defns)

    def __len__(self):
        return len(self._engine.stack.defns)
