"""The magnum client plug-in: python-magnumclient v1."""
from magnumclient import exceptions as mc_exc
from magnumclient.v1 import client as magnum_client

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "magnum"


class MagnumClientPlugin(client_plugin.ClientPlugin):

    service_types = [CONTAINER] = ["container-infra"]

    def _create(self):
        return magnum_client.Client(
            interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
            service_type=self.CONTAINER, session=self.context.keystone_session,
            region_name=self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, mc_exc.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, mc_exc.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, mc_exc.Conflict)

    def _get_rsrc_name_or_id(self, value, entity, entity_msg):
        try:
            return getattr(self.client(), entity).get(value).uuid
        except mc_exc.NotFound:
            raise exception.EntityNotFound(entity=entity_msg, name=value)

    def get_cluster_template(self, value):
        return self._get_rsrc_name_or_id(value, entity="cluster_templates",
                                         entity_msg="ClusterTemplate")


class ClusterTemplateConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_cluster_template"
