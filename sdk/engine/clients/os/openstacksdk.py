"""The openstack client plug-in: an openstacksdk Connection on the context's session."""
from openstack import connection, exceptions
from openstack.config import cloud_region

from sdk.engine import constraints
from sdk.engine.clients import client_plugin
from sdk.engine.clients import os as os_client

CLIENT_NAME = "openstack"


class OpenStackSDKPlugin(os_client.ExtensionMixin, client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [NETWORK] = ["network"]

    def _create(self, version=None):
        config = cloud_region.from_session(
            name="local", session=self.context.keystone_session,
            region_name=self._get_region_name(), app_name="heat",
            **self._get_additional_create_args(version))
        return connection.Connection(config=config)

    def _get_additional_create_args(self, version):
        return {}

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFoundException)

    def find_network_segment(self, value):
        return self.client().network.find_segment(value, ignore_missing=False).id

    def find_network_port(self, value):
        return self.client().network.find_port(value, ignore_missing=False).id

    def find_network_ip(self, value):
        return self.client().network.find_ip(value, ignore_missing=False).id

    @os_client.MEMOIZE_EXTENSIONS
    def _list_extensions(self):
        return {e.alias for e in self.client().network.extensions()}


class SegmentConstraint(constraints.BaseCustomConstraint):

    expected_exceptions = (exceptions.ResourceNotFound, exceptions.DuplicateResource)

    def validate_with_client(self, client, value):
        client.client_plugin(CLIENT_NAME).find_network_segment(value)
