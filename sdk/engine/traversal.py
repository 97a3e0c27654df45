"""A convergence traversal's graph: nodes are (resource row id, is_update),
an update node creating or updating the row, a cleanup node deleting it if
the new template no longer has it (Heat's ConvergenceNode and the edges it
stores as ``current_deps``)."""
import collections

from sdk.engine import hash_order


class Node(collections.namedtuple("Node", ("rsrc_id", "is_update"))):
    """(row id, True) for create/update, (row id, False) for cleanup."""

    __slots__ = ()


class Graph:
    """A traversal's dependency graph: node -> the nodes it requires. Nodes
    and edges keep the order they were added in, as Heat's graph does: the
    order of its sets follows it (sdk.engine.hash_order)."""

    def __init__(self):
        self._requires = {}
        self._required_by = {}
        self._roots = None

    def add(self, requirer, required=None):
        """Add a node, or the edge ``requirer`` needs ``required`` (as
        Heat's Dependencies, the required node is added first)."""
        self._roots = None
        if required is not None:
            self._requires.setdefault(required, {})
            self._required_by.setdefault(required, {})[requirer] = None
        self._requires.setdefault(requirer, {})
        self._required_by.setdefault(requirer, {})
        if required is not None:
            self._requires[requirer][required] = None

    def stored(self):
        """The graph as Heat's worker has it: rebuilt from the edges its
        stack stores (``current_deps``), each node's requirements listed in
        the order of its set."""
        out = Graph()
        for node, reqs in self._requires.items():
            if reqs:
                for req in hash_order.nodes_set(reqs):
                    out.add(node, req)
            elif not self._required_by[node]:
                out.add(node)
        return out

    def __contains__(self, node):
        return node in self._requires

    def __iter__(self):
        return iter(self._requires)

    def __len__(self):
        return len(self._requires)

    def requires(self, node):
        return self._requires[node].keys()

    def required_by(self, node):
        return self._required_by[node].keys()

    def leaves(self):
        """Nodes that need nothing: where the traversal starts."""
        return [n for n, reqs in self._requires.items() if not reqs]

    @property
    def roots(self):
        """Nodes nothing needs: when all are done, so is the traversal."""
        if self._roots is None:
            self._roots = {n for n, users in self._required_by.items() if not users}
        return self._roots
