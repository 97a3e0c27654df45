"""Client plug-ins: how a resource reaches a service (``self.client()``).

Tests and the fake cloud register ``ClientPlugin`` objects by name in the
environment; ``default_client_name`` picks one for a resource.
"""


class ClientPlugin:
    """A service client and the error predicates Heat's plug-ins rely on.

    Subclasses override ``_create()`` and the ``is_*`` predicates; the
    default predicates treat ``exception.EntityNotFound`` and a
    ``NotFound``-named exception as not-found.
    """

    service_types = []

    def __init__(self, client=None, context=None):
        self._client = client
        self.context = context

    def _create(self):
        return None

    def client(self):
        if self._client is None:
            self._client = self._create()
        return self._client

    def is_not_found(self, ex):
        from sdk import exception
        return isinstance(ex, exception.EntityNotFound) or type(ex).__name__ in ("NotFound", "ResourceNotFound")

    def is_conflict(self, ex):
        return type(ex).__name__ == "Conflict"

    def is_over_limit(self, ex):
        return type(ex).__name__ == "OverLimit"

    @property
    def ignore_not_found(self):
        """``with plugin.ignore_not_found:`` swallows not-found errors;
        ``plugin.ignore_not_found(ex)`` in an ``except`` block re-raises
        anything else."""
        return ExceptionFilter(self.is_not_found)

    @property
    def ignore_conflict_and_not_found(self):
        return ExceptionFilter(lambda ex: self.is_not_found(ex) or self.is_conflict(ex))


class ExceptionFilter:
    """A context manager that swallows the exceptions ``predicate`` accepts.

    Called with an exception (inside an ``except`` block) it re-raises it
    unless accepted, as oslo's exception filters do. As in Heat, it must be
    called with the exception: ``with f():`` is a TypeError.
    """

    def __init__(self, predicate):
        self.predicate = predicate

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        return exc is not None and isinstance(exc, Exception) and bool(self.predicate(exc))

    def __call__(self, ex):
        if not self.predicate(ex):
            raise ex

    # Heat's filters are oslo's exception_filter objects; a wrong call reads
    # "exception_filter.__call__() missing 1 required positional argument".
    __call__.__qualname__ = "exception_filter.__call__"


class DefaultClientPlugin(ClientPlugin):
    """What a resource without ``default_client_name`` gets: nothing matches."""

    def is_not_found(self, ex):
        return False

    def is_conflict(self, ex):
        return False

    def is_over_limit(self, ex):
        return False
