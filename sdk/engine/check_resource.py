"""Processing one node of a convergence traversal (Heat's
``heat.engine.check_resource``): run the resource's part of the stack action
(create/update for an update node, delete of what the new template no longer
has for a cleanup node), then tell the nodes that need it, and the stack once
the traversal's roots are done."""
from sdk.common import exception
from sdk.engine import scheduler, sync_point
from sdk.engine.resource import stored_text
from sdk.engine.status import ADOPT, CHECK, FAILED, IN_PROGRESS, INIT, RESUME, ROLLBACK, SNAPSHOT, SUSPEND, UPDATE
from sdk.engine.traversal import in_set_order

#: traversals whose cleanup nodes leave every row as it is (their update
#: nodes run the action itself)
KEEPING_ACTIONS = (CHECK, RESUME, SNAPSHOT)


class CheckResource:
    def __init__(self, stack, worker):
        self.stack = stack
        self.worker = worker

    # -- one message -------------------------------------------------------------
    def check(self, msg):
        resource_id, traversal, data, is_update, skip_propagate, failures = msg
        stack = self.stack
        row = stack.rows.get(resource_id)
        if row is None:
            return  # purged: nothing to do (Heat ignores ResourceNotFound)
        rsrc = stack.load_row(row, is_update, traversal)
        if rsrc is None:
            return
        if traversal != stack.current_traversal:
            self._retrigger_replaced(rsrc, is_update)
            return
        if stack.has_timed_out():
            stack.mark_failed("Timed out")
            return
        stack.enter_worker_view(data if is_update else None, rsrc)
        try:
            if skip_propagate:
                done, is_skip, failure = True, True, None
            else:
                done, is_skip, failure = self._do_check(rsrc, is_update, traversal, data)
            if done:
                if failure:
                    failures = dict(failures or {}, **failure)
                self._propagate(rsrc, is_update, traversal, is_skip, failures or None)
        except Exception as exc:
            self._handle_failure(rsrc, traversal, str(exc))
            raise
        finally:
            stack.leave_worker_view()
        rid = rsrc.resource_id
        if rid is not None and not isinstance(rid, str):
            rsrc.resource_id = stored_text(rid)  # as its row reads back

    def _retrigger_replaced(self, rsrc, is_update):
        """A message of a finished traversal: a replacement it would have
        created is not needed any more and goes with the next purge."""
        if (rsrc.id, is_update) not in self.stack.graph and rsrc.replaces is not None:
            rsrc.action = rsrc.DELETE
            self.stack.save_row(rsrc)

    def _handle_failure(self, rsrc, traversal, reason):
        """(done, skip, failures) after a failure: a CHECK goes on, skipping
        what depends on the failed resource; any other action fails, unless
        its traversal has ended meanwhile (a sibling of a nested stack failed
        first while this one polled): Heat's stack row then keeps the first
        failure (its state is written only for the current traversal)."""
        stack = self.stack
        if stack.action == CHECK:
            return True, True, {rsrc.name: reason}
        if traversal == stack.current_traversal:
            stack.mark_failed(reason)
        return False, False, None

    def _do_check(self, rsrc, is_update, traversal, data):
        stack = self.stack
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
            stack.save_row(rsrc)

    # -- what a node does to its resource ------------------------------------------
    def _update(self, rsrc, requires):
        stack = self.stack
        action = stack.action
        if action == SUSPEND:
            return
        if action in KEEPING_ACTIONS:
            stack.run_task(getattr(rsrc, action.lower())(), action.lower(), rsrc)
            if action == SNAPSHOT:
                stack.resource_snapshot_set(rsrc)
        elif rsrc.action == INIT:
            rsrc.requires = set(requires)
            rsrc.current_template_id = stack.template_id
            stack.run_task(stack.create_task(rsrc), "adopt" if action == ADOPT else "create",
                           rsrc)
        else:
            self._update_convergence(rsrc, requires)

    def _update_convergence(self, rsrc, requires):
        stack = self.stack
        new_defn = stack.defns[rsrc.name]
        new_cls = stack.resource_class(rsrc.name, new_defn)
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
            stack.run_task(rsrc.update(new_defn, new_template_id=stack.template_id,
                                       new_requires=set(requires)), "update", rsrc)
        except exception.ResourceFailure:
            if rsrc.current_template_id == stack.template_id:
                rsrc.t = new_defn  # the row reads back its new template's definition
            raise

    def _replace(self, rsrc, requires, traversal, data):
        """A new row replaces ``rsrc``; its own check creates it."""
        new = self.stack.make_replacement(rsrc, requires)
        self.worker.check_resource(new.id, traversal, data, True)

    def _cleanup(self, rsrc):
        stack = self.stack
        action = stack.action
        if action in KEEPING_ACTIONS:
            return
        if action == SUSPEND:
            stack.run_task(rsrc.suspend(), "suspend", rsrc)
            return
        if rsrc.current_template_id == stack.template_id:
            return
        if rsrc.action == INIT:
            stack.drop_row(rsrc)  # never created: only its row goes
            return
        stack.run_task(rsrc.delete(), "delete", rsrc)
        if rsrc.replaced_by is None:
            return
        replacement = stack.rows.get(rsrc.replaced_by)
        if replacement is not None and replacement.current_template_id == stack.template_id:
            replacement.replaces = None
            stack.save_row(replacement)

    # -- telling the next nodes ----------------------------------------------------------
    def _propagate(self, rsrc, is_update, traversal, is_skip, failures):
        stack = self.stack
        graph = stack.graph
        key = (rsrc.id, is_update)
        if key not in graph:
            if rsrc.replaces is None:
                return
            # A replacement stands in for the resource it replaces: everyone
            # works from the same graph.
            key = (rsrc.replaces, is_update)
            if key not in graph:
                return
        sync = stack.sync_points.sync
        forward = None
        succs = graph.required_by[key]
        if len(succs) > 1:  # in the order of Heat's set, updates last
            succs = in_set_order(succs)
        for succ in succs:
            succ_id, succ_update = succ
            if succ_update:
                if forward is None:
                    forward = stack.node_data(rsrc)
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
        if is_update:
            # what was resolved for the nodes that need it stays cached on the
            # row; when nothing was resolved, the old values go
            stack.store_attributes(rsrc, keep=forward is not None)
        if key in graph.roots:
            try:
                ready = sync(stack.id, traversal, True, graph.roots, key, None, failures)
            except sync_point.SyncPointMissing:
                return
            if ready is None:
                return
            all_failures = ready[1]
            if stack.action == CHECK and all_failures:
                stack.mark_failed("Resource CHECK failed: " + "; ".join(
                    "%s: %s" % item for item in all_failures.items()))
            else:
                stack.mark_complete()
