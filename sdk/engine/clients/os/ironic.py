"""The ironic client plug-in: python-ironicclient v1 at the latest microversion."""
from ironicclient.common import http
from ironicclient.common.apiclient import exceptions as ic_exc
from ironicclient.v1 import client as ironic_client
from oslo_utils import versionutils

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin, microversion_mixin

CLIENT_NAME = "ironic"


class IronicClientPlugin(microversion_mixin.MicroversionMixin, client_plugin.ClientPlugin):

    service_types = [BAREMETAL] = ["baremetal"]

    IRONIC_API_VERSION = http.LATEST_VERSION

    max_microversion = None

    def _get_service_name(self):
        return self.BAREMETAL

    def _create(self, version=None):
        args = {"interface": self._get_client_option(CLIENT_NAME, "endpoint_type"),
                "service_type": self.BAREMETAL, "session": self.context.keystone_session,
                "region_name": self._get_region_name()}
        if version:
            args["os_ironic_api_version"] = version
        return ironic_client.Client(**args)

    def is_not_found(self, ex):
        return isinstance(ex, ic_exc.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, ic_exc.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, ic_exc.Conflict)

    def _get_rsrc_name_or_id(self, value, entity, entity_msg):
        try:
            return getattr(self.client(), entity).get(value).uuid
        except ic_exc.NotFound:
            raise exception.EntityNotFound(entity=entity_msg, name=value)

    def get_portgroup(self, value):
        return self._get_rsrc_name_or_id(value, entity="portgroup", entity_msg="PortGroup")

    def get_node(self, value):
        return self._get_rsrc_name_or_id(value, entity="node", entity_msg="Node")

    def get_max_microversion(self):
        if not self.max_microversion:
            self.max_microversion = self.IRONIC_API_VERSION
        return self.max_microversion

    def is_version_supported(self, version):
        return versionutils.is_compatible(version, self.get_max_microversion())


class PortGroupConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_portgroup"


class NodeConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_node"
