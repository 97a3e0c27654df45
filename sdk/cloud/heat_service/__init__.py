"""``plugin-sdk heat serve``: real Heat 27 as a local service on 127.0.0.1.

Heat's API (the ``heat-api`` paste app, ``noauth`` flavour) and its engine
run in one process (oslo.messaging's ``fake://`` transport), on SQLite kept
in a state directory across restarts, with the project's plug-in
directories on ``plugin_dirs``. Heat's client plug-ins find the cloud in the
catalog of the ``noauth`` token response: plugin-sdk's fake DevStack cloud
over HTTP (sdk.cloud.server), or a real cloud's catalog and token
(``--os-cloud``). See docs/laptop-to-cloud.rst and
/work/shared/reference/local-heat-service.md's findings, which the modules
here follow:

- ``sqlite``: the three SQLite fixes parallel and nested stacks need;
- ``cloud``: the catalog and token Heat's clients use, and the clouds.yaml
  entry ``plugin-sdk-local`` the standard clients use;
- ``service``: the process itself (start, serve, stop with a hard timeout);
- ``launcher``: a running service in a child process, for tests and benchmarks.
"""


class ServiceError(Exception):
    """The service cannot start (a port in use, no Heat, an unreachable cloud,
    a plug-in that fails to load): one line naming the cause."""


class HeatMissing(ServiceError):
    """Real Heat 27 is not installed here (the command says how to add it)."""
