"""The update traversal (Heat's ``update.StackUpdate``): move a stack's
resources to a new template in dependency order, updating in place,
replacing (the old resource kept as a backup), adding and removing."""
import collections
import copy

from sdk.common import exception
from sdk.engine import dependencies, hash_order
from sdk.engine import template as templatem

#: states of a backup resource that need no clean-up
GONE = (("INIT", "COMPLETE"), ("DELETE", "COMPLETE"))


def _in_heat_order(graph, new_graph, old_graph, old_users):
    """``graph`` in the order of the keys of Heat's update DependencyTaskGroup:
    its graph takes the new stack's graph first, then the existing stack's
    reversed (each resource after what must be cleaned up before it)."""
    insertion = {}
    new_users = {r for reqs in new_graph.values() for r in reqs}
    for name in dependencies.heat_insertion(new_graph):
        # Graph.edges(): a node only others require is added with them
        if not new_graph[name] and name not in new_users:
            insertion.setdefault((name, True))
        for req in hash_order.names_set(sorted(new_graph[name])):
            insertion.setdefault((req, True))
            insertion.setdefault((name, True))
    for name in dependencies.heat_insertion(old_graph):
        users = old_users.get(name, ())
        if not users and not old_graph[name]:
            insertion.setdefault((name, False))
        for user in hash_order.names_set(sorted(users)):
            insertion.setdefault((user, False))
            insertion.setdefault((name, False))
    order = [n for n in insertion if n in graph] + [n for n in graph if n not in insertion]
    order = dependencies.requirements_first(graph, order)
    return {node: graph[node] for node in order}


def _frozen(res):
    """What Heat compares a resource's new definition with: its frozen
    definition taken as the update starts (one never created, with no
    stored properties, reads the others as they were then); None when it
    cannot be resolved yet (then it is taken when the resource's turn comes)."""
    try:
        return res.frozen_definition()
    except Exception:
        return None


class UpdateResult(collections.namedtuple("UpdateResult",
                                          "errors timed_out kept_condition ended")):
    """What an update did: its errors, whether it timed out, after a
    failure the conditions the stack keeps (resolved so far, with the old
    parameters) until it is next loaded, else None, and whether a plug-in's
    sys.exit() ended it (Heat's update_task then fails the stack with the
    exception's text and never rolls back)."""


class StackUpdate:
    """One update (or rollback) of ``stack``, whose replaced resources go to
    ``backups`` (sdk.engine.legacy.Backups)."""

    def __init__(self, stack, backups, progress=None):
        """``progress``: the update's progress callback (a cancel's check)."""
        self.stack = stack
        self.backups = backups
        self.progress = progress

    def __call__(self, tmpl, params, action, parsed=None):
        """Move the resources to ``tmpl``; returns an UpdateResult."""
        stack = self.stack
        old_defns = dict(stack.defns)
        old_graph = stack.requires(old_defns, stack.resources)
        old_t, old_params, old_condition = stack.t, stack.params, stack.condition
        self._before = {name: _frozen(res) for name, res in stack.resources.items()}
        stack.set_template(tmpl, params, parsed)
        self.new_defns = stack.defns
        self.existing = dict(stack.resources)
        new_graph = stack.requires(self.new_defns, self.existing)
        stack.state_set(action, stack.IN_PROGRESS, "Stack %s started" % action)
        self._done_defns = dict(old_defns)
        # A rollback keeps the backups: they are what it swaps back in.
        progress = self.progress if action == stack.UPDATE else None
        cleanup_errors = (self.backups.remove_all(old_defns, progress)
                          if action != stack.ROLLBACK else [])
        ended = False
        if cleanup_errors:
            errors, timed_out = cleanup_errors, False
        else:
            try:
                errors, timed_out = stack.run_tasks(
                    self._graph(new_graph, old_graph), self._task,
                    cancel_now=lambda node: stack.cancels_at_once(stack.UPDATE)(node[0]),
                    progress=progress)
            except KeyboardInterrupt:
                raise
            except BaseException as exc:  # a plug-in's sys.exit()
                errors, timed_out, ended = [exc], False, True
            if not errors and not timed_out:
                # Heat deletes its backup stack: failures stay for the next update or delete
                self.backups.remove_all(old_defns if action != stack.ROLLBACK else None)
        if not errors and not timed_out:
            return UpdateResult(errors, timed_out, None, False)
        # Heat keeps the old template with what each resource actually has,
        # parameters and conditions merged in, the newer version; the rest
        # (outputs) stays as it was.
        stack.set_template(self._merged_template(old_t, tmpl, old_defns),
                           dict(old_params, **(params or {})))
        # Heat's stack object keeps the conditions resolved so far (with the
        # old parameters); the others resolve with the new ones.
        return UpdateResult(errors, timed_out, old_condition, ended)

    def _graph(self, new_graph, old_graph):
        """(name, is_new) -> the nodes it needs first: each resource's update
        after those of its new requirements, the clean-up of each existing
        one after its old dependents' and its own update."""
        graph = {}
        for name, reqs in new_graph.items():
            graph[(name, True)] = {(r, True) for r in reqs}
        old_users = collections.defaultdict(set)
        for other, reqs in old_graph.items():
            for req in reqs:
                old_users[req].add(other)
        for name in self.existing:
            node = (name, False)
            graph.setdefault(node, set())
            for other in old_users.get(name, ()):
                if other in self.existing:
                    graph[node].add((other, False))
            if name in self.new_defns:
                graph[node].add((name, True))
        return _in_heat_order(graph, new_graph, old_graph, old_users)

    def _task(self, node):
        stack = self.stack
        name, is_new = node
        if is_new:
            new_defn = self.new_defns[name]
            swapped = yield from self._update_resource(name, new_defn, self.existing.get(name))
            self._done_defns[name] = new_defn
            if swapped:
                # Heat drops what dependents read of a resource it swaps
                # back in and never captures it again in this update.
                stack.drop_node_data(name, reference=True)
            else:
                stack.capture(stack.resources[name])
        else:
            yield from self.backups.remove(name)
            if name not in self.new_defns:
                # As Heat: a resource whose delete fails stays in the stack,
                # DELETE_FAILED, and the next update or delete tries again.
                yield from stack.resources[name].destroy()
                del stack.resources[name]
                self._done_defns.pop(name, None)

    def _merged_template(self, old_t, tmpl, old_defns):
        merged = copy.deepcopy(dict(old_t.t))
        for section in (tmpl.PARAMETERS, tmpl.CONDITIONS):
            if section and section in tmpl.t:
                merged[section] = dict(merged.get(section) or {}, **(tmpl.t[section] or {}))
        if type(tmpl) is type(old_t) and tmpl.date > old_t.date:
            merged[tmpl.version_key] = tmpl.version
        merged[old_t.RESOURCES] = {n: _snippet_of(n, old_t, tmpl, self._done_defns, self.new_defns)
                                   for n in self.stack.resources}
        for name, snippet in (old_t.t.get(old_t.RESOURCES) or {}).items():
            if name not in old_defns and name not in merged[old_t.RESOURCES]:
                # disabled by a condition: never in the stack, so never removed
                merged[old_t.RESOURCES][name] = snippet
        return templatem.Template(merged)

    def _update_resource(self, name, new_defn, existing):
        """Update, replace or create one resource; True when it swapped a
        backup back in."""
        stack = self.stack
        new_cls = stack.env.get_class_to_instantiate(new_defn.resource_type, resource_name=name)
        if existing is not None:
            current = existing
            if type(existing) is not new_cls and existing.check_is_substituted(new_cls):
                current = stack.fresh(existing, new_cls)
                current.type_name = new_defn.resource_type
                stack.resources[name] = current
            if type(current) is new_cls:
                try:
                    yield from current.update(
                        new_defn, before=self._before.get(name) if current is existing else None)
                    return
                except exception.UpdateReplace:
                    pass
            elif "replace" in stack.env.restricted_actions(name):  # a type change
                ex = exception.ResourceActionRestricted(action="replace")
                stack.add_event(existing, existing.UPDATE, existing.FAILED, str(ex))
                raise exception.ResourceFailure(ex, existing, existing.UPDATE)
        backup = self.backups.get(name)
        if backup is not None:
            if backup.status == backup.COMPLETE:
                # The resource left behind by the last replacement is back in
                # use. Heat drops what dependents read of it and does not read
                # it again in this action: their get_attr gives null.
                self.backups.swap_in(name)
                return True
            yield from self.backups.remove(name)
        if existing is not None:
            existing = stack.resources[name]
            existing.state_set(existing.UPDATE, existing.COMPLETE)
            self.backups.keep(existing)
        res = new_cls(name, new_defn, stack)
        stack.resources[name] = res
        # Heat puts the replacement's definition in the stack's template
        # before creating it: a failed create keeps it there
        self._done_defns[name] = new_defn
        yield from res.create()


def _snippet_of(name, old_t, new_t, done_defns, new_defns):
    if name in done_defns and done_defns[name] is new_defns.get(name):
        return new_t.t[new_t.RESOURCES][name]
    return (old_t.t.get(old_t.RESOURCES) or {}).get(name) or new_t.t[new_t.RESOURCES][name]
