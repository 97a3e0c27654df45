"""The update traversal (Heat's ``update.StackUpdate``): move a stack's
resources to a new template in dependency order, updating in place,
replacing (the old resource kept as a backup), adding and removing."""
import collections
import copy

from sdk.common import exception
from sdk.engine import template as templatem

#: states of a backup resource that need no clean-up
GONE = (("INIT", "COMPLETE"), ("DELETE", "COMPLETE"))


class StackUpdate:
    """One update (or rollback) of ``stack``."""

    def __init__(self, stack):
        self.stack = stack

    def __call__(self, tmpl, params, action, parsed=None):
        """Move the resources to ``tmpl``; returns (errors, timed_out)."""
        stack = self.stack
        old_defns = dict(stack.defns)
        old_graph = stack.requires(old_defns, stack.resources)
        old_t, old_params, old_condition = stack.t, stack.params, stack.condition
        stack._set_template(tmpl, params)
        if parsed is not None:
            stack._adopt(parsed)
        new_defns = stack.defns
        existing = dict(stack.resources)
        new_graph = stack.requires(new_defns, existing)
        stack.state_set(action, stack.IN_PROGRESS, "Stack %s started" % action)
        done_defns = dict(old_defns)
        # A rollback keeps the backups: they are what it swaps back in.
        cleanup_errors = stack._remove_backups() if action != stack.ROLLBACK else []

        graph = {}
        for name, reqs in new_graph.items():
            graph[(name, True)] = {(r, True) for r in reqs}
        old_users = collections.defaultdict(set)
        for other, reqs in old_graph.items():
            for req in reqs:
                old_users[req].add(other)
        for name in existing:
            node = (name, False)
            graph.setdefault(node, set())
            for other in old_users.get(name, ()):
                if other in existing:
                    graph[node].add((other, False))
            if name in new_defns:
                graph[node].add((name, True))

        def task(node):
            name, is_new = node
            if is_new:
                swapped = yield from self._update_resource(name, new_defns[name], existing.get(name))
                done_defns[name] = new_defns[name]
                if swapped:
                    # Heat drops what dependents read of a resource it swaps
                    # back in and never captures it again in this update.
                    stack._node_data[name] = None
                    stack._refs.pop(name, None)
                else:
                    stack._capture(stack.resources[name])
            else:
                yield from stack._remove_backup(name)
                if name not in new_defns:
                    # As Heat: a resource whose delete fails stays in the stack,
                    # DELETE_FAILED, and the next update or delete tries again.
                    yield from stack.resources[name].destroy()
                    del stack.resources[name]
                    done_defns.pop(name, None)

        if cleanup_errors:
            errors, timed_out = cleanup_errors, False
        else:
            errors, timed_out = stack._guarded(lambda: stack._run(
                graph, task, cancel_now=lambda node: stack._cancel_now(stack.UPDATE)(node[0])))
            if not errors and not timed_out:
                stack._remove_backups()  # failures stay for the next update or delete
        if errors or timed_out:
            # Heat keeps the old template with what each resource actually has,
            # parameters and conditions merged in, the newer version; the rest
            # (outputs) stays as it was.
            merged = copy.deepcopy(dict(old_t.t))
            for section in (tmpl.PARAMETERS, tmpl.CONDITIONS):
                if section and section in tmpl.t:
                    merged[section] = dict(merged.get(section) or {}, **(tmpl.t[section] or {}))
            if type(tmpl) is type(old_t) and tmpl.date > old_t.date:
                merged[tmpl.version_key] = tmpl.version
            merged[old_t.RESOURCES] = {n: _snippet_of(n, old_t, tmpl, done_defns, new_defns)
                                       for n in stack.resources}
            for name, snippet in (old_t.t.get(old_t.RESOURCES) or {}).items():
                if name not in old_defns and name not in merged[old_t.RESOURCES]:
                    # disabled by a condition: never in the stack, so never removed
                    merged[old_t.RESOURCES][name] = snippet
            stack._set_template(templatem.Template(merged), dict(old_params, **(params or {})))
            # Heat's stack object keeps the conditions resolved so far (with the
            # old parameters); the others resolve with the new ones.
            stack._kept_condition = old_condition
        return errors, timed_out

    def _update_resource(self, name, new_defn, existing):
        """Update, replace or create one resource; True when it swapped a
        backup back in."""
        stack = self.stack
        new_cls = stack.env.get_class_to_instantiate(new_defn.resource_type, resource_name=name)
        if existing is not None:
            current = existing
            if type(existing) is not new_cls and existing.check_is_substituted(new_cls):
                current = stack._fresh(existing, new_cls)
                current.type_name = new_defn.resource_type
                stack.resources[name] = current
            if type(current) is new_cls:
                try:
                    yield from current.update(new_defn)
                    return
                except exception.UpdateReplace:
                    pass
            elif "replace" in stack.env.restricted_actions(name):  # a type change
                ex = exception.ResourceActionRestricted(action="replace")
                stack.add_event(existing, existing.UPDATE, existing.FAILED, str(ex))
                raise exception.ResourceFailure(ex, existing, existing.UPDATE)
        backup = stack._backups.get(name)
        if backup is not None and backup.state not in GONE:
            if backup.status == backup.COMPLETE:
                # The resource left behind by the last replacement is back in
                # use. Heat drops what dependents read of it and does not read
                # it again in this action: their get_attr gives null.
                stack._backups[name], stack.resources[name] = stack.resources[name], backup
                return True
            yield from stack._remove_backup(name)
        if existing is not None:
            existing = stack.resources[name]
            existing.state_set(existing.UPDATE, existing.COMPLETE)
            stack._keep_as_backup(existing)
        res = new_cls(name, new_defn, stack)
        stack.resources[name] = res
        yield from res.create()


def _snippet_of(name, old_t, new_t, done_defns, new_defns):
    if name in done_defns and done_defns[name] is new_defns.get(name):
        return new_t.t[new_t.RESOURCES][name]
    return (old_t.t.get(old_t.RESOURCES) or {}).get(name) or new_t.t[new_t.RESOURCES][name]
