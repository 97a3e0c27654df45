"""The convergence worker: Heat's ``check_resource`` messages, queued as its
engine casts them and processed one at a time in the order they were sent
(what heat-oracle does with Heat's own worker), so a run is deterministic.

A message that raises is logged as an RPC server would log a failed cast
(``errors``) and the next one is processed.
"""
import collections


class Message(collections.namedtuple("Message", (
        "resource_id", "traversal", "data", "is_update", "skip_propagate",
        "accumulated_failures"))):
    """One ``check_resource`` cast."""


class WorkerService:
    """The queue of ``check_resource`` casts of one stack."""

    def __init__(self, stack):
        self.stack = stack
        self.queue = collections.deque()
        #: "<ExceptionType>: <message>" of every message that raised
        self.errors = []

    def check_resource(self, resource_id, traversal, data, is_update,
                       skip_propagate=False, accumulated_failures=None):
        # tuple.__new__: the namedtuple's own __new__ is a Python call, and
        # a traversal sends one message per node
        self.queue.append(tuple.__new__(Message, (resource_id, traversal, data, is_update,
                                                  skip_propagate, accumulated_failures)))

    def start(self, traversal, nodes):
        """Queue a traversal's first messages: one per (resource_id,
        is_update) of ``nodes``, with no data yet (check_resource() for
        each, in one step: a wide stack starts with a message per resource)."""
        self.queue.extend(tuple.__new__(Message, (resource_id, traversal, {}, is_update, False,
                                                  None))
                          for resource_id, is_update in nodes)

    def deliver(self):
        """Process the queued messages (and those they send) until none is left."""
        from sdk.engine import check_resource
        checker = check_resource.CheckResource(self.stack, self)
        queue = self.queue
        while queue:
            msg = queue.popleft()
            try:
                checker.check(msg)
            except Exception as exc:
                self.errors.append("%s: %s" % (type(exc).__name__, exc))
