"""Client plug-ins: how a resource reaches a service (``self.client()``).

Tests and the fake cloud register ``ClientPlugin`` objects by name in the
environment; ``default_client_name`` picks one for a resource.
"""
import contextlib


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

    @contextlib.contextmanager
    def ignore_not_found(self):
        try:
            yield
        except Exception as ex:
            if not self.is_not_found(ex):
                raise

    @contextlib.contextmanager
    def ignore_conflict_and_not_found(self):
        try:
            yield
        except Exception as ex:
            if not (self.is_not_found(ex) or self.is_conflict(ex)):
                raise


class DefaultClientPlugin(ClientPlugin):
    """What a resource without ``default_client_name`` gets: nothing matches."""

    def is_not_found(self, ex):
        return False

    def is_conflict(self, ex):
        return False

    def is_over_limit(self, ex):
        return False
