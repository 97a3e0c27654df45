"""A convergence traversal's graph: nodes are (resource row id, is_update),
an update node creating or updating the row, a cleanup node deleting it if
the new template no longer has it (Heat's ConvergenceNode and the edges it
stores as ``current_deps``)."""
import collections


class Node(collections.namedtuple("Node", ("rsrc_id", "is_update"))):
    """(row id, True) for create/update, (row id, False) for cleanup."""

    __slots__ = ()


class Graph:
    """A traversal's dependency graph: node -> the nodes it requires."""

    def __init__(self):
        self._requires = {}
        self._required_by = {}
        self._roots = None

    def add(self, requirer, required=None):
        """Add a node, or the edge ``requirer`` needs ``required``."""
        self._roots = None
        self._requires.setdefault(requirer, set())
        self._required_by.setdefault(requirer, set())
        if required is not None:
            self._requires.setdefault(required, set())
            self._required_by.setdefault(required, set()).add(requirer)
            self._requires[requirer].add(required)

    def __contains__(self, node):
        return node in self._requires

    def __iter__(self):
        return iter(self._requires)

    def __len__(self):
        return len(self._requires)

    def requires(self, node):
        return self._requires[node]

    def required_by(self, node):
        return self._required_by[node]

    def leaves(self):
        """Nodes that need nothing: where the traversal starts."""
        return [n for n, reqs in self._requires.items() if not reqs]

    @property
    def roots(self):
        """Nodes nothing needs: when all are done, so is the traversal."""
        if self._roots is None:
            self._roots = {n for n, users in self._required_by.items() if not users}
        return self._roots
