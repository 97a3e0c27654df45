"""The legacy engine (Heat's ``Stack.create``/``Stack.update``, deprecated
since Heat 9 but still there): each stack action runs every resource's task
in one process over the dependency graph (sdk.engine.scheduler), an update
keeps replaced resources in a backup stack (sdk.engine.update), and a
failed create's rollback deletes the stack's record.
"""
import collections
import copy

from sdk.common import exception
from sdk.engine import dependencies, scheduler, update
from sdk.engine import environment as environmentm
from sdk.engine import template as templatem
from sdk.engine.resource import Resource


class Backups:
    """Heat's backup stack: the resources that replacements left behind,
    each until the update or delete that removes it."""

    def __init__(self, stack, resources=None):
        self.stack = stack
        self.resources = resources if resources is not None else {}

    def __bool__(self):
        return bool(self.resources)

    def get(self, name):
        """The backup of ``name`` that still needs a clean-up, else None."""
        res = self.resources.get(name)
        return res if res is not None and res.state not in update.GONE else None

    def fresh(self):
        """The backups as Heat loads them from its database."""
        return Backups(self.stack, {name: self.stack.fresh(old)
                                    for name, old in self.resources.items()
                                    if old.state not in update.GONE})

    def keep(self, res):
        """Move ``res`` to the backup stack, whose definition has no data
        of the other resources: one never created (no stored properties)
        reads their names and null attributes there from now on."""
        if res._stored_properties_data is None:
            with self.stack.without_resource_data():
                res.properties = res.t.freeze().properties(res.properties_schema, res.context)
            res.translate_properties(res.properties, ignore_resolve_error=True)
        self.resources[res.name] = res

    def swap_in(self, name):
        """The completed backup of ``name`` becomes the stack's resource again
        (the current one the backup)."""
        stack = self.stack
        self.resources[name], stack.resources[name] = stack.resources[name], self.resources[name]

    def remove(self, name):
        """Delete the backup of ``name`` (a task)."""
        res = self.get(name)
        if res is not None:
            yield from res.destroy()
        self.resources.pop(name, None)

    def remove_all(self, defns=None, progress=None):
        """Delete every backup in reverse dependency order among themselves,
        so a failure leaves the backups that others needed untouched; the
        ones left stay for the next attempt. Returns the errors.

        Heat's backup stack has a copy of the stack's template: its other
        resources (never created there, done at once) order the backups as
        the whole graph does. An update passes ``defns``, the template the
        backup stack copies: then Heat runs that graph even without a backup
        to delete, and its steps take their time (each a scheduler step, as
        a cancel or a timeout sees them: ``progress``, the update's progress
        callback, runs after each)."""
        if not self.resources and defns is None:
            return []
        stack = self.stack
        graph = {name: defn.required_resource_names()
                 for name, defn in (stack.defns if defns is None else defns).items()}
        graph.update((name, res.t.required_resource_names()) for name, res in self.resources.items())
        graph = {name: reqs & set(graph) for name, reqs in graph.items()}
        return stack.run_graph(graph, self.remove, reverse=True, progress=progress)

    def swap_failed_replacements(self):
        """Before deleting the backups, Heat gives a failed (or half-done)
        replacement the physical resource of the original it would have
        replaced, and the backup the replacement's: each is then deleted
        by the stack that holds it (Heat's Stack._delete_backup_stack)."""
        stack = self.stack
        users = None
        for name, backup in self.resources.items():
            current = stack.resources.get(name)
            if backup.resource_id is None or current is None:
                continue
            if users is None:
                users = collections.defaultdict(set)
                for user, reqs in stack.requires(stack.defns, stack.resources).items():
                    for req in reqs:
                        users[req].add(user)
            if self._half_done(current, users):
                _swap_physical(current, backup)

    def _half_done(self, current, users):
        """Whether the replacement ``current``, or anything that (transitively)
        requires it (the part of Heat's graph that starts there), failed or
        never finished."""
        resources = self.stack.resources
        return current.status in (current.FAILED, current.IN_PROGRESS) or any(
            dep in resources and resources[dep].action == current.CREATE
            and resources[dep].status in (current.FAILED, current.IN_PROGRESS)
            for dep in _reachable(users, current.name))


def _swap_physical(current, backup):
    """Heat's swap of a rolled-back replacement: each takes the other's
    physical id and data on top of its own (the values as stored: a
    StackResource keeps its nested stack's state as a mapping)."""
    current_data, backup_data = current.data(), backup.data()
    current.resource_id, backup.resource_id = backup.resource_id, current.resource_id
    current._data, backup._data = dict(current_data, **backup_data), dict(backup_data, **current_data)
    for res in (current, backup):
        res.stack.store.save_resource(res)


class LegacyEngine:
    """The legacy engine of one stack (``convergence`` False in Heat's stack
    table); the state only it keeps: the backup stack, the record a create's
    rollback deleted, and the conditions a failed update left."""

    convergence = False
    #: Heat's column, which the legacy engine leaves empty
    current_traversal = None

    def __init__(self, stack):
        self.stack = stack
        self.backups = Backups(stack)
        #: the running create's or update's messages (Heat's msg_queue):
        #: whether each cancel asks for a rollback
        self.messages = collections.deque()
        #: (action, status, reason) a legacy create's rollback left
        self.record_deleted = False
        #: after a failed update, the conditions as the update left them
        #: until the stack is next reloaded
        self.kept_condition = None

    # -- what the stack asks of its engine -----------------------------------------
    def from_record(self):
        """Heat loads the stack from its record for each call: once a rollback
        deleted that record, later state changes were never stored, and the
        call starts from the state it kept."""
        if self.record_deleted:
            stack = self.stack
            stack.action, stack.status, stack.status_reason = self.record_deleted

    def check_record(self):
        """Heat's API (update, signal, mark-unhealthy) first finds the stack's
        record: a create's rollback deleted it."""
        if self.record_deleted:
            raise exception.EntityNotFound(entity="Stack", name=self.stack.name)

    def conditions(self):
        stack = self.stack
        stack.t.conditions(stack)
        if self.kept_condition is not None:
            stack.condition = self.kept_condition

    def has_resource(self, name):
        return False

    def unlisted_reference(self, name):
        return name

    def readable_resources(self):
        """(name, resource) of the resources whose attributes a stack read
        captures."""
        return ((name, res) for name, res in self.stack.resources.items() if res.action != res.INIT)

    def shown_resources(self):
        return self.stack.resources

    def abandon_resources(self):
        return self.stack.resources

    def has_timed_out(self):
        stack = self.stack
        if stack.status != stack.IN_PROGRESS or stack.action_started is None:
            return False
        return stack.clock.time() - stack.action_started > stack.timeout_secs()

    def validate(self):
        return self.stack.validate_resources()

    @staticmethod
    def snapshot_data(data):
        """What handle_delete_snapshot gets of a resource's snapshot."""
        return data

    def load(self, rows, _convergence_state=None):
        """The stored ``rows`` (see Stack.load()) as the stack's resources and
        its backups."""
        stack = self.stack
        for row in sorted(rows, key=lambda r: r["id"]):
            defn = stack.defns.get(row["name"]) if row["current"] else None
            current = defn is not None and defn.resource_type == row["type"]
            res = stack.resource_from_row(row, defn if current else None)
            (stack.resources if current else self.backups.resources)[row["name"]] = res
        for name, defn in stack.defns.items():   # never started (INIT) ones
            if name not in stack.resources:
                stack.resources[name] = Resource(name, defn, stack)

    def reload(self):
        """Fresh Resource objects carrying only what Heat keeps in its DB."""
        stack = self.stack
        stack.resources = {name: stack.fresh(old) for name, old in stack.resources.items()}
        self.backups = self.backups.fresh()
        if self.kept_condition is not None:
            # Heat loads the stack anew: conditions resolve with the merged
            # parameters, and a resource they enable now is there, never created;
            # one they disable is gone from the stack (its row stays, never deleted).
            self.kept_condition = None
            stack.forget_definitions()
            for name in [n for n in stack.resources if n not in stack.defns]:
                del stack.resources[name]
            for name, defn in stack.defns.items():
                if name not in stack.resources:
                    stack.resources[name] = Resource(name, defn, stack)

    # -- running actions --------------------------------------------------------------
    def cancel_update(self, rollback):
        self.messages.append(rollback)

    def check_message(self):
        """The running create's or update's progress callback: a cancel
        (Heat's ForcedCancel) goes into its task group."""
        if self.messages:
            raise ForcedCancel(with_rollback=self.messages.popleft())

    def mark_failed(self, reason):
        """The action in progress failed (Heat's Stack.mark_failed, which on
        legacy only records it)."""
        stack = self.stack
        stack.state_set(stack.action, stack.FAILED, reason)

    def _finish(self, action, errors, timed_out=False):
        stack = self.stack
        if timed_out:
            stack.state_set(action, stack.FAILED, "%s timed out" % action.capitalize())
        elif errors:
            stack.state_set(action, stack.FAILED, "Resource %s failed: %s" % (action, errors[0]))
        else:
            stack.state_set(action, stack.COMPLETE, "Stack %s completed successfully" % action)
        return not errors and not timed_out

    def _graph(self):
        stack = self.stack
        return stack.requires(stack.defns, stack.resources)

    def create(self):
        """Create every resource in dependency order."""
        return self._create_all(self.stack.CREATE, lambda res: res.create())

    def adopt(self):
        """Heat's stack-adopt: each resource adopts the physical resource
        named in ``adopt_stack_data`` (``handle_adopt(resource_data)``)
        instead of creating one; a failed adopt is rolled back by a delete
        that retains every resource."""
        adopted = (self.stack.adopt_stack_data or {}).get("resources") or {}
        return self._create_all(self.stack.ADOPT, lambda res: res.adopt(adopted.get(res.name)))

    def abandon(self):
        """Heat's stack-abandon: returns what Heat hands back (``name``,
        ``action``, ``status``, ``template`` and each resource's
        ``prepare_abandon()`` under ``resources``), then deletes the stack
        while retaining every resource."""
        data = self.stack.abandon_data()
        self._destroy_all(self.stack.DELETE, reload=False, abandon=True)
        return data

    def _create_all(self, action, run):
        stack = self.stack
        stack.state_set(action, stack.IN_PROGRESS, "Stack %s started" % action)
        for name, defn in stack.defns.items():
            res = stack.resources[name] = Resource(name, defn, stack)
            if defn.external_id() is not None:
                # Heat validates the very objects it creates: validate_external
                # left the external id as resource_id, stored even if never adopted.
                res.resource_id = defn.external_id()
        # Heat's validation left each resource's name as its reference.
        stack.set_references({name: name for name in stack.resources})
        graph = self._graph()
        for name in reversed(dependencies.topological(graph)):
            stack.resources[name].store()  # every resource has a record from the start

        def task(name):
            res = stack.resources[name]
            yield from run(res)
            if action == stack.CREATE:
                stack.capture(res)
            else:  # Heat's legacy ADOPT leaves the definition without data:
                stack.drop_node_data(name)  # dependents read the name, no attributes

        self.messages.clear()  # each operation has its own queue
        errors, timed_out = stack.run_tasks(
            graph, task, cancel_now=stack.cancels_at_once(action),
            progress=self.check_message if action == stack.CREATE else None)
        ok = self._finish(action, errors, timed_out)
        if not ok and not stack.disable_rollback:
            if action == stack.ADOPT:
                for res in stack.resources.values():
                    res.abandon_in_progress = True  # nothing adopted is deleted
            # A completed rollback deletes the stack's record, as a delete
            # does (Heat's Stack.delete): the stack can no longer be updated,
            # and the record keeps the state it has now.
            if self._destroy_all(stack.ROLLBACK):
                self.record_deleted = (stack.action, stack.status, stack.status_reason)
        return ok

    def _destroy_all(self, action, reload=True, abandon=False):
        stack = self.stack
        stack.state_set(action, stack.IN_PROGRESS, stack.started_reason(action))
        if action == stack.DELETE and reload:
            stack.reload()  # as Heat, which loads the resources once DELETE is under way
            with stack.without_resource_data():
                return self._destroy_loaded(action, abandon)
        return self._destroy_loaded(action, abandon)

    def _destroy_loaded(self, action, abandon):
        stack = self.stack
        self.backups.swap_failed_replacements()
        errors = self.backups.remove_all()
        if errors:
            stack.state_set(action, stack.FAILED, "Failed to %s : Error deleting backup resources: "
                            "Resource %s failed: %s" % (action, action, errors[0]))
            return False
        for snap in stack.snapshots:
            stack.delete_snapshot_data(snap)
        stack.snapshots = []
        graph = stack.requires(stack.defns, stack.resources) if stack.resources else {}
        for name in stack.resources:
            graph.setdefault(name, set())

        def task(name):
            yield from stack.resources[name].destroy()

        errors, timed_out = stack.run_tasks(graph, task, reverse=True)
        failure = None if errors or timed_out or abandon else stack.delete_stack_user_project()
        if failure:
            stack.state_set(action, stack.FAILED, failure)
            return False
        return self._finish(action, errors, timed_out)

    def delete(self):
        """Delete every resource in reverse dependency order (backups and
        snapshots first)."""
        return self._destroy_all(self.stack.DELETE)

    def _simple_action(self, action, method, reverse=False, aggregate=False, skip_if_done=False):
        stack = self.stack
        if skip_if_done and stack.state == (action, stack.COMPLETE):
            stack.reload()
            return True
        stack.state_set(action, stack.IN_PROGRESS, "Stack %s started" % action)
        # Heat builds the resources once the action is under way: one whose
        # record a failed delete dropped is then new (INIT), not DELETE.
        stack.reload()

        def task(name):
            yield from getattr(stack.resources[name], method)()

        with stack.without_resource_data():
            errors, timed_out = stack.run_tasks(self._graph(), task, reverse=reverse,
                                                aggregate=aggregate)
        if aggregate and errors:
            errors = [scheduler.ExceptionGroup(errors)]
        return self._finish(action, errors, timed_out)

    def suspend(self):
        return self._simple_action(self.stack.SUSPEND, "suspend", reverse=True, skip_if_done=True)

    def resume(self):
        return self._simple_action(self.stack.RESUME, "resume", skip_if_done=True)

    def check(self):
        stack = self.stack
        ok = self._simple_action(stack.CHECK, "check", aggregate=True)
        if any(not callable(getattr(r, "handle_check", None)) for r in stack.resources.values()):
            stack.status_reason += ". 'CHECK' not fully supported (see resources)"
            stack.store.save_stack(stack)
        return ok

    def snapshot(self, name=None):
        """Snapshot every resource; returns the snapshot's data. Its entry
        is there from the start (IN_PROGRESS, no resources), as Heat's row:
        an action a plug-in's sys.exit() ended leaves it so."""
        stack = self.stack
        snap = {"name": name or "snapshot-%d" % (len(stack.snapshots) + 1),
                "status": stack.IN_PROGRESS, "template": copy.deepcopy(stack.t.t),
                "parameters": dict(stack.params), "resources": {}}
        stack.snapshots.append(snap)
        self._simple_action(stack.SNAPSHOT, "snapshot")
        snap["status"] = stack.status
        snap["resources"] = {n: r.prepare_abandon() for n, r in stack.resources.items()}
        return snap  # kept even when FAILED (its "status"), as Heat keeps it

    def restore(self, snap):
        """Go back to a snapshot: an update (action RESTORE) to the template
        the snapshot kept, where a plug-in's ``handle_restore(defn, data)``
        may return the definition to restore each resource with."""
        stack = self.stack
        tmpl = stack.restored_template(snap)
        result = self._update_to(tmpl, snap["parameters"], stack.RESTORE)
        return self._finish_update(stack.RESTORE, result)

    def update(self, tmpl, params=None, environment=None, files=None):
        """Update to a new template: in place, replace, add and remove; a
        failure rolls back to the previous template unless disable_rollback."""
        stack = self.stack
        self.check_record()
        stack.refuse_update()
        old_env = stack.env
        new_env = old_env if environment is None else environmentm.Environment.from_user(
            old_env.parent if old_env.user else old_env, environment)
        if not isinstance(tmpl, templatem.Template):
            tmpl = templatem.Template(tmpl, files=stack.t.files if files is None else files)
        tmpl, parsed = stack.validate_for_update(tmpl, params, new_env)
        stack.reload()
        # Heat first captures what the resources read of each other (the
        # frozen definitions need it): plug-ins see those attribute reads.
        for res in stack.resources.values():
            if res.action != res.INIT:
                stack.capture(res)
        old_t, old_params = stack.t, stack.params
        action = stack.UPDATE
        stack.env = new_env
        result = self._update_to(tmpl, params, action, parsed)
        if self._rolls_back(result):
            # Heat rolls back by updating to the previous template, leaving
            # UPDATE_FAILED unrecorded.
            action = stack.ROLLBACK
            stack.env = old_env
            result = self._update_to(old_t, old_params, action)
        ok = self._finish_update(action, result)
        return ok and action == stack.UPDATE  # a rolled-back update did not succeed

    def _rolls_back(self, result):
        """Heat rolls a failed update back unless disable_rollback; a cancel
        when asked to; never after a timeout or a plug-in's sys.exit()."""
        if not result.errors or result.timed_out or result.ended:
            return False
        first = result.errors[0]
        if isinstance(first, ForcedCancel) and first.with_rollback:
            return True
        return not self.stack.disable_rollback

    def _update_to(self, tmpl, params, action, parsed=None):
        if action == self.stack.UPDATE:
            self.messages.clear()  # each operation has its own queue
        result = update.StackUpdate(self.stack, self.backups, self.check_message)(
            tmpl, params, action, parsed)
        if result.kept_condition is not None:
            self.kept_condition = result.kept_condition
        return result

    def _finish_update(self, action, result):
        stack = self.stack
        if result.timed_out:
            stack.state_set(action, stack.FAILED, "Timed out")
        elif result.errors:
            stack.state_set(action, stack.FAILED, str(result.errors[0]))
        else:
            stack.state_set(action, stack.COMPLETE, "Stack %s completed successfully" % action)
        return not result.errors and not result.timed_out


class ForcedCancel(Exception):
    """A cancel of the running create or update (Heat's, raised by its
    progress callback)."""

    def __init__(self, with_rollback=True):
        super().__init__()
        self.with_rollback = with_rollback

    def __str__(self):
        return "Operation cancelled"


def _reachable(edges, start):
    """The names reachable from ``start`` along ``edges`` (name -> names)."""
    seen, todo = set(), [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
