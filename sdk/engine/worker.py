"""The convergence worker: Heat's ``check_resource`` messages, queued as its
engine casts them and processed one at a time in the order they were sent
(what heat-oracle does with Heat's own worker), so a run is deterministic.

A message that raises is logged as an RPC server would log a failed cast
(``errors``) and the next one is processed; so is one a plug-in's sys.exit()
ends, which ends only the worker's thread in Heat.

Nested stacks' messages wait in their root stack's worker (``nested``) and
run while any resource of the tree waits between two polls (the root
worker's between_steps()), as other workers would take them meanwhile (and
as heat-oracle delivers them): a ResourceGroup's members all start before
the first one polls again.
"""
import collections
import contextlib
import sys

from sdk.engine import scheduler


def _frames_the_stack_holds():
    """How deep nested deliveries may go: the main thread's C stack (8 MB
    by default) holds tens of thousands of this code's frames; a quarter of
    what it would hold at 800 bytes a frame, at most 10000."""
    try:
        import resource
        soft = resource.getrlimit(resource.RLIMIT_STACK)[0]
    except (ImportError, OSError, ValueError):
        return 5000
    if soft == resource.RLIM_INFINITY:
        return 10000
    return max(1000, min(10000, soft // 800))


@contextlib.contextmanager
def _room_for_nested_stacks():
    """Nested stacks' messages run inside the polls of the resources that
    wait for them, as other workers would run them meanwhile: a wide tree
    goes deep (a few frames per resource in progress). Python's default of
    1000 frames would end a tree long before Heat's max_resources_per_stack
    does."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(max(before, _frames_the_stack_holds()))
    try:
        yield
    finally:
        sys.setrecursionlimit(before)


class Message(collections.namedtuple("Message", (
        "resource_id", "traversal", "data", "is_update", "skip_propagate",
        "accumulated_failures"))):
    """One ``check_resource`` cast."""


class WorkerService:
    """The queue of ``check_resource`` casts of one stack (its convergence
    engine's): the root of the worker tree its nested stacks join."""

    def __init__(self, engine):
        self.engine = engine
        #: the worker that delivers this one's messages
        self.root = self
        self.queue = collections.deque()
        #: "<ExceptionType>: <message>" of every message that raised
        self.errors = []
        #: (worker, message) of the nested stacks under this root stack
        self.nested = collections.deque()
        self._checker = None
        self.delivering = False

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

    def checker(self):
        if self._checker is None:
            from sdk.engine import check_resource
            self._checker = check_resource.CheckResource(self.engine, self)
        return self._checker

    def deliver(self):
        """Process the queued messages (and those they send) until none is
        left, the nested stacks' ones included."""
        check = self.checker().check
        queue, nested = self.queue, self.nested
        hook = scheduler.BETWEEN_STEPS.set(self.between_steps)
        self.delivering = True
        try:
            with _room_for_nested_stacks():
                while queue:
                    msg = queue.popleft()
                    try:
                        check(msg)
                    except KeyboardInterrupt:
                        raise
                    except BaseException as exc:
                        self.errors.append("%s: %s" % (type(exc).__name__, exc))
                    if nested:
                        self.deliver_nested()
                self.deliver_nested()
        finally:
            self.delivering = False
            scheduler.BETWEEN_STEPS.reset(hook)

    def between_steps(self):
        """While a resource of the tree waits between two polls: the nested
        stacks' messages queued meanwhile run."""
        if self.nested:
            self.deliver_nested()

    def deliver_nested(self):
        """Process the nested stacks' queued messages until none is left. A
        message of a stack one of whose messages waits (between two polls)
        sees the stack as a new message does; the waiting one's view comes
        back after it."""
        nested = self.nested
        while nested:
            worker, msg = nested.popleft()
            stack = worker.engine.stack
            waiting, stack.message = stack.message, None
            try:
                worker.checker().check(msg)
            except KeyboardInterrupt:
                raise
            except BaseException as exc:
                self.errors.append("%s: %s" % (type(exc).__name__, exc))
            finally:
                stack.message = waiting


class NestedWorkerService(WorkerService):
    """A nested stack's worker: its messages join its root stack worker's
    ``nested`` queue, which that worker delivers."""

    def __init__(self, engine, root):
        super().__init__(engine)
        self.root = root
        self.errors = root.errors  # heat-oracle lists them with the root's step
        self.queue = None

    def check_resource(self, resource_id, traversal, data, is_update,
                       skip_propagate=False, accumulated_failures=None):
        self.root.nested.append((self, tuple.__new__(Message, (
            resource_id, traversal, data, is_update, skip_propagate, accumulated_failures))))

    def start(self, traversal, nodes):
        self.root.nested.extend(
            (self, tuple.__new__(Message, (resource_id, traversal, {}, is_update, False, None)))
            for resource_id, is_update in nodes)

    def deliver(self):
        """The root's worker delivers while the resource that started this
        traversal polls; outside a traversal of the root (a signal's
        resize), it delivers now."""
        if not self.root.delivering:
            self.root.deliver()
