"""Events (one per state transition) and the in-memory state store."""
import dataclasses
import itertools


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One transition of a resource, or of the stack itself (slotted: a
    stack keeps two per resource per action for its whole life)."""

    id: int
    time: float
    resource_name: str
    physical_resource_id: object
    action: str
    status: str
    reason: str

    @property
    def state(self):
        return "%s_%s" % (self.action, self.status)

    def __str__(self):
        return "%8.1f  %-20s %-22s %s" % (self.time, self.resource_name, self.state, self.reason)


class MemoryStore:
    """Where a stack's state lives; the SQLite store has the same methods."""

    def __init__(self):
        self._ids = itertools.count(1)
        self.events = []

    def next_resource_id(self):
        return next(self._ids)

    def save_resource(self, resource):
        """Called after every change of a resource's persistent state."""

    def delete_resource(self, resource):
        """Called when a resource's record is dropped (after its deletion)."""

    def save_stack(self, stack):
        """Called after every change of the stack's state."""

    def add_event(self, event):
        self.events.append(event)
