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
    """The sync points of one stack: traversal -> (entity, is_update) -> its
    state, made when the first predecessor reports (most nodes of a
    traversal hear from one or none: its creation is kept off the rest)."""

    def __init__(self):
        self._points = {}

    def create_all(self, traversal, keys):
        """A sync point for each (entity_id, is_update) of ``keys``."""
        self._points.setdefault(traversal, {}).update(dict.fromkeys(keys))

    def delete_all(self, traversal):
        self._points.pop(traversal, None)

    def sync(self, entity_id, traversal, is_update, predecessors, sender, data,
             failures=None, is_skip=False):
        """Record the ``data`` that ``sender`` (one of ``predecessors``) sent,
        with its ``failures`` and whether it skips the node: once all of
        ``predecessors`` have, (input_data, failures, skip) of them all, else
        None. A node that needs one node only has nothing to wait for."""
        try:
            points = self._points[traversal]
            point = points[entity_id, is_update]
        except KeyError:
            raise SyncPointMissing(entity_id) from None
        if point is None:
            if len(predecessors) == 1:
                return {sender: data}, dict(failures) if failures else {}, is_skip
            point = points[entity_id, is_update] = _Point()
            point.waiting = set(predecessors)
        if failures:
            point.failures.update(failures)
        if is_skip:
            point.skip = True
        point.input_data[sender] = data
        point.waiting.discard(sender)
        if point.waiting:
            return None
        return dict(point.input_data), dict(point.failures), point.skip
