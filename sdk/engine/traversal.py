"""A convergence traversal's graph: nodes are (resource row id, is_update)
tuples, an update node (True) creating or updating the row, a cleanup node
(False) deleting it if the new template no longer has it (Heat's
ConvergenceNode and the edges it stores as ``current_deps``). Plain
tuples: a traversal builds and looks up several per resource."""
import operator

from sdk.engine import hash_order


def in_set_order(nodes):
    """``nodes`` in the order Heat's worker sends to them: its set's, the
    update nodes last."""
    return sorted(hash_order.nodes_set(nodes), key=_IS_UPDATE)


_IS_UPDATE = operator.itemgetter(1)  # a node's is_update, without a Python call per node


def need(found, requirer, required):
    """Record in ``found`` (node -> {required node: None}) that ``requirer``
    needs ``required``, as Heat's Dependencies does: the required node is
    added first."""
    found.setdefault(required, {})
    found.setdefault(requirer, {})[required] = None


def leaves(found):
    """Nodes of ``found`` that need nothing: where the traversal starts."""
    return [n for n, reqs in found.items() if not reqs]


class Graph(dict):
    """A traversal's dependency graph as Heat's worker has it: node -> the
    nodes it requires ({node: None}), rebuilt from the edges its stack
    stores (``current_deps``, the nodes and edges in the order they were
    found), each node's requirements listed in the order of their set
    (sdk.engine.hash_order), nodes and edges keeping the order they were
    added in. A dict, so that the worker's lookups (one or more per
    message) run no Python code."""

    __slots__ = ("required_by", "roots")

    def __init__(self, found=None):
        """``found``: node -> {required node: None} (see need())."""
        super().__init__()
        #: node -> the nodes that require it ({node: None})
        self.required_by = required_by = {}
        found = found or {}
        needed = {req for reqs in found.values() for req in reqs}
        for node, reqs in found.items():
            if reqs:
                if len(reqs) > 1:  # (a single one has no order to take)
                    reqs = hash_order.nodes_set(reqs)
                for req in reqs:
                    if req not in self:
                        self[req], required_by[req] = {}, {}
                    required_by[req][node] = None
                    if node not in self:
                        self[node], required_by[node] = {}, {}
                    self[node][req] = None
            elif node not in needed:
                self[node], required_by[node] = {}, {}
        #: nodes nothing needs: when all are done, so is the traversal
        self.roots = {n for n, users in required_by.items() if not users}
