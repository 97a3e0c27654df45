"""Client plug-ins: how a resource reaches a service (``self.client()``).

Tests and the fake cloud register ``ClientPlugin`` objects by name in the
environment; ``default_client_name`` picks one for a resource.
"""
from sdk.common import exception

#: Heat's ``[clients]`` options and their defaults
CLIENT_OPTIONS = {"endpoint_type": "publicURL", "ca_file": None, "cert_file": None,
                  "key_file": None, "insecure": False, "http_log_debug": False, "url": ""}


class ClientPlugin:
    """A service client and the error predicates Heat's plug-ins rely on.

    As in Heat, a plug-in is made for a request context (``Plugin(context)``)
    and ``_create(version=None)`` makes its client, once per version; a test
    may instead hand it a ready client (``ClientPlugin(client=obj)``). The
    default predicates treat ``exception.EntityNotFound`` and a
    ``NotFound``-named exception as not-found.
    """

    service_types = []
    #: The client library's exceptions module (or a list of them), as in Heat.
    exceptions_module = None
    default_version = None
    supported_versions = []

    def __init__(self, context=None, client=None):
        self.context = context
        self._client = client
        self._client_instances = {}
        self._endpoint_existence = {}

    @property
    def clients(self):
        """The context's clients (``self.clients.client('neutron')``)."""
        return self.context.clients

    def _create(self, version=None):
        return None

    def _get_service_name(self):
        return self.service_types[0] if self.service_types else type(self).__name__

    def client(self, version=None):
        """The client for ``version`` (default_version if None), made once."""
        if self._client is not None:
            return self._client
        version = version or self.default_version
        if version not in self._client_instances:
            if version is None:
                self._client_instances[None] = self._create()
            elif version not in self.supported_versions:
                raise exception.InvalidServiceVersion(version=version,
                                                      service=self._get_service_name())
            else:
                self._client_instances[version] = self._create(version=version)
        return self._client_instances[version]

    @staticmethod
    def _get_client_option(client, option):
        """Heat's ``[clients_<name>]`` option, at its default value."""
        return CLIENT_OPTIONS.get(option)

    def _get_region_name(self):
        return getattr(self.context, "region_name", None)

    def url_for(self, **kwargs):
        """The catalog's endpoint for ``service_type`` (and ``endpoint_type``)."""
        from keystoneauth1 import exceptions as ks_exceptions
        if "endpoint_type" in kwargs:
            kwargs.setdefault("interface", kwargs.pop("endpoint_type"))
        kwargs.setdefault("region_name", self._get_region_name())
        url = self.context.keystone_session.get_endpoint(**kwargs)
        if url is None:
            raise ks_exceptions.EndpointNotFound()
        return url

    def does_endpoint_exist(self, service_type, service_name):
        from keystoneauth1 import exceptions as ks_exceptions
        key = (service_type, service_name)
        if key not in self._endpoint_existence:
            try:
                self.url_for(service_type=service_type,
                             endpoint_type=self._get_client_option(service_name, "endpoint_type"))
                self._endpoint_existence[key] = True
            except ks_exceptions.EndpointNotFound:
                self._endpoint_existence[key] = False
        return self._endpoint_existence[key]

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
