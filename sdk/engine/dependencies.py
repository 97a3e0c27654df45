"""Dependency graphs of resources: {name: names it requires}, ordered
requirements first, and Heat's error for a cycle."""
import heapq

from sdk.common import exception
from sdk.engine import hash_order


class Collector:
    """What a plug-in's add_dependencies() sees: ``deps += (self, other)``,
    and ``deps.graph()[self]``, what the resource requires so far (Heat's
    FloatingIP looks there for the port it sits on)."""

    def __init__(self, name, required=(), resources=None):
        self.name = name
        self.required = set(required)
        self._resources = resources or {}

    def graph(self):
        resources = self._resources
        return _ByName({self.name: {resources[n] for n in self.required if n in resources}})

    def __iadd__(self, edge):
        requirer, required = edge
        if getattr(requirer, "name", requirer) == self.name:
            self.required.add(getattr(required, "name", required))
        return self


class _ByName(dict):
    """A graph keyed by resource name that also takes the resource."""

    def __getitem__(self, key):
        return super().__getitem__(getattr(key, "name", key))


def topological(graph, stable=True):
    """Names in an order where requirements come first (stable: by name;
    checking for cycles needs no order)."""
    indeg, users = {}, {}
    for n, reqs in graph.items():
        indeg[n] = len(reqs)
        for r in reqs:
            if r in users:
                users[r].append(n)
            else:
                users[r] = [n]
    out = [n for n, d in indeg.items() if not d]
    if stable:
        out.sort()
    i = 0
    while i < len(out):  # ``out`` is also the queue: first in, first out
        followers = users.get(out[i])
        i += 1
        if followers:
            if stable:
                followers.sort()
            for u in followers:
                indeg[u] -= 1
                if not indeg[u]:
                    out.append(u)
    return out


def dependents_first(graph):
    """Names with every resource before those it requires, in the order of
    Heat's ``reversed(Dependencies)``: its graph keeps the resources in the
    order they were added (each resource's requirements, then itself, in
    template order), and each step takes the first one nothing left
    requires. The convergence engine stores new rows in this order, so row
    ids (and which of two independent resources goes first) are Heat's:
    ``graph`` lists the resources, and each one's requirements, in the
    order Heat adds them (sdk.engine.hash_order)."""
    order = {}
    for name, reqs in graph.items():
        for req in reqs:
            order.setdefault(req)
        order.setdefault(name)
    users = dict.fromkeys(order, 0)
    for reqs in graph.values():
        for req in reqs:
            users[req] += 1
    return _earliest_first(list(order), graph, users)


def check_cycles(graph, label):
    """Raise Heat's CircularDependencyException, showing what is left of the
    graph once every resource that can be ordered is taken out."""
    order = topological(graph, stable=False)
    if len(order) != len(graph):
        done = set(order)
        cycle = ", ".join("%s: {%s}" % (label(n), ", ".join(label(r) for r in sorted(reqs - done)))
                          for n, reqs in graph.items() if n not in done)
        raise exception.CircularDependencyException(cycle="{%s}" % cycle)


def heat_insertion(graph):
    """The order in which Heat's legacy engine adds ``graph``'s names to its
    Dependencies: the stack's resources as ``set(names)`` iterates them
    (sdk.engine.hash_order), each one's requirements before itself."""
    order = {}
    for name in hash_order.names_set(graph):
        for req in hash_order.names_set(sorted(graph[name])):
            if req in graph:
                order.setdefault(req)
        order.setdefault(name)
    return list(order)


def requirements_first(graph, insertion):
    """``graph``'s keys as ``list(Dependencies)`` gives them in Heat: each
    time the first node, in ``insertion`` order, that requires nothing left;
    Heat's DependencyTaskGroup starts and steps its tasks in this order (a
    cycle's nodes come last, in ``insertion`` order)."""
    waiting = {n: sum(1 for r in set(graph[n]) if r in graph) for n in insertion}
    users = {}
    for name in insertion:
        for req in set(graph[name]):
            if req in graph:
                users.setdefault(req, []).append(name)
    out = _earliest_first(insertion, users, waiting)
    done = set(out)
    return out + [n for n in insertion if n not in done]


def _earliest_first(insertion, released, waiting):
    """A topological order that takes, each time, the earliest node of
    ``insertion`` no longer waiting: ``waiting[n]`` is how many nodes ``n``
    waits for, ``released[n]`` the nodes (one per edge) that wait for ``n``."""
    index = {n: i for i, n in enumerate(insertion)}
    ready = [index[n] for n in insertion if not waiting[n]]
    heapq.heapify(ready)
    out = []
    while ready:
        name = insertion[heapq.heappop(ready)]
        out.append(name)
        for other in released.get(name, ()):
            waiting[other] -= 1
            if not waiting[other]:
                heapq.heappush(ready, index[other])
    return out
