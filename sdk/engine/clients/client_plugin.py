"""Client plug-ins: how a resource reaches a service (``self.client()``).

Tests and the fake cloud register ``ClientPlugin`` objects by name in the
environment; ``default_client_name`` picks one for a resource.
"""
from sdk.common import exception


class ClientPlugin:
    """A service client and the error predicates Heat's plug-ins rely on.

    Subclasses override ``_create()`` and the ``is_*`` predicates; the
    default predicates treat ``exception.EntityNotFound`` and a
    ``NotFound``-named exception as not-found.
    """

    service_types = []
    #: The client library's exceptions module (or a list of them), as in Heat.
    exceptions_module = None
    default_version = None

    def __init__(self, client=None, context=None):
        self._client = client
        self.context = context

    def _create(self):
        return None

    def client(self):
        if self._client is None:
            self._client = self._create()
        return self._client

    def is_client_exception(self, ex):
        """Whether ``ex`` is one of ``exceptions_module``'s classes."""
        modules = self.exceptions_module
        if not modules:
            return False
        modules = modules if isinstance(modules, list) else [modules]
        return any(type(ex) in vars(m).values() for m in modules)

    def is_not_found(self, ex):
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


def retry_if_connection_err(exception):
    """A ``tenacity`` retry predicate: the service could not be reached."""
    return isinstance(exception, ConnectionError) or type(exception).__name__ == "ConnectionError"


def retry_if_result_is_false(result):
    """A ``tenacity`` retry predicate: the call returned False."""
    return result is False
