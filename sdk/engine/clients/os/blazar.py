"""The blazar client plug-in: python-blazarclient (leases and hosts)."""
from blazarclient import client as blazar_client
from blazarclient import exception as client_exception

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "blazar"


class BlazarClientPlugin(client_plugin.ClientPlugin):

    service_types = [RESERVATION] = ["reservation"]

    def _create(self, version=None):
        return blazar_client.Client(
            session=self.context.keystone_session, service_type=self.RESERVATION,
            interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
            region_name=self._get_region_name())

    def is_not_found(self, exc):
        return (isinstance(exc, client_exception.BlazarClientException)
                and exc.kwargs["code"] == 404)

    def has_host(self):
        return bool(self.client().host.list())

    def create_lease(self, **args):
        return self.client().lease.create(**args)

    def get_lease(self, id):
        return self.client().lease.get(id)

    def create_host(self, **args):
        return self.client().host.create(**args)

    def get_host(self, id):
        return self.client().host.get(id)


class BlazarBaseConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME


class ReservationConstraint(BlazarBaseConstraint):
    expected_exceptions = (exception.EntityNotFound, client_exception.BlazarClientException)
    resource_getter_name = "get_lease"
