"""The zaqar client plug-in: python-zaqarclient's v2 queues client."""
from zaqarclient.queues.v2 import client as zaqarclient
from zaqarclient.transport import errors as zaqar_errors

from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "zaqar"


class ZaqarClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = zaqar_errors

    service_types = [MESSAGING] = ["messaging"]

    DEFAULT_TTL = 3600

    def _create(self):
        return zaqarclient.Client(version=2, session=self.context.keystone_session)

    def _client_at(self, auth_opts):
        return zaqarclient.Client(url=self.url_for(service_type=self.MESSAGING),
                                  conf={"auth_opts": auth_opts}, version=2)

    def create_for_tenant(self, tenant_id, token):
        if token is None:
            return None
        return self._client_at({"backend": "keystone", "options": {
            "os_auth_token": token, "os_auth_url": self.context.auth_url,
            "os_project_id": tenant_id, "os_service_type": self.MESSAGING}})

    def create_from_signed_url(self, project_id, paths, expires, methods, signature):
        return self._client_at({"backend": "signed-url", "options": {
            "paths": paths, "expires": expires, "methods": methods, "signature": signature,
            "os_project_id": project_id}})

    def is_not_found(self, ex):
        return isinstance(ex, zaqar_errors.ResourceNotFound)

    def get_queue(self, queue_name):
        if not isinstance(queue_name, str):
            raise TypeError("Queue name must be a string")
        if not 0 < len(queue_name) <= 64:
            raise ValueError("Queue name length must be 1-64")
        return queue_name


class ZaqarEventSink:
    """Posts each stack event to a Zaqar queue."""

    def __init__(self, target, ttl=None):
        self._target = target
        self._ttl = ttl

    def consume(self, context, event):
        plugin = context.clients.client_plugin("zaqar")
        queue = plugin.client().queue(self._target, auto_create=False)
        queue.post({"body": event, "ttl": self._ttl if self._ttl is not None
                    else plugin.DEFAULT_TTL})


class QueueConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_queue"
