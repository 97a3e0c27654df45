"""Dependency graphs of resources: {name: names it requires}, ordered
requirements first, and Heat's error for a cycle."""
from sdk.common import exception


class Collector:
    """What a plug-in's add_dependencies() sees: ``deps += (self, other)``."""

    def __init__(self, name):
        self.name = name
        self.required = set()

    def __iadd__(self, edge):
        requirer, required = edge
        if getattr(requirer, "name", requirer) == self.name:
            self.required.add(getattr(required, "name", required))
        return self


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


def check_cycles(graph, label):
    """Raise Heat's CircularDependencyException, showing what is left of the
    graph once every resource that can be ordered is taken out."""
    order = topological(graph, stable=False)
    if len(order) != len(graph):
        done = set(order)
        cycle = ", ".join("%s: {%s}" % (label(n), ", ".join(label(r) for r in sorted(reqs - done)))
                          for n, reqs in graph.items() if n not in done)
        raise exception.CircularDependencyException(cycle="{%s}" % cycle)
