"""Sync points: a traversal's node waits here until every node it needs has
reported (Heat's ``sync_point`` table; one per node and traversal, plus one
for the stack itself)."""


class SyncPointMissing(LookupError):
    """The traversal the sync point belonged to is over (Heat raises
    EntityNotFound for 'Sync Point')."""


class _Point:
    __slots__ = ("input_data", "failures", "skip", "waiting")

    def __init__(self):
        self.input_data = {}
        self.failures = {}
        self.skip = False
        self.waiting = None  # the predecessors not heard from yet


class SyncPoints:
    """The sync points of one stack, keyed by (entity, traversal, is_update)."""

    def __init__(self):
        self._points = {}

    def create(self, entity_id, traversal, is_update):
        self._points[(entity_id, traversal, is_update)] = _Point()

    def delete_all(self, traversal):
        for key in [k for k in self._points if k[1] == traversal]:
            del self._points[key]

    def sync(self, entity_id, traversal, is_update, propagate, predecessors, new_data,
             new_failures=None, is_skip=False):
        """Record what a predecessor sent; once all of ``predecessors`` have,
        call ``propagate(entity_id, input_data, failures, skip)``."""
        point = self._points.get((entity_id, traversal, is_update))
        if point is None:
            raise SyncPointMissing(entity_id)
        if new_failures:
            point.failures.update(new_failures)
        if is_skip:
            point.skip = True
        if new_data is not None:
            point.input_data.update(new_data)
        if point.waiting is None:
            point.waiting = set(predecessors).difference(point.input_data)
        elif new_data is not None:
            point.waiting.difference_update(new_data)
        if not point.waiting:
            propagate(entity_id, dict(point.input_data), dict(point.failures), point.skip)
