"""The manila client plug-in: python-manilaclient; shares' companions by id or name."""
from manilaclient import client as manila_client
from manilaclient import exceptions

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

MANILACLIENT_VERSION = "2.13"
CLIENT_NAME = "manila"


class ManilaClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [SHARE] = ["sharev2"]

    def _create(self):
        return manila_client.Client(
            MANILACLIENT_VERSION,
            endpoint_type=self._get_client_option(CLIENT_NAME, "endpoint_type"),
            service_type=self.SHARE, session=self.context.keystone_session,
            region_name=self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.Conflict)

    @staticmethod
    def _find_resource_by_id_or_name(id_or_name, resource_list, resource_type_name):
        """The item with this id, else the one item with this name."""
        by_id = [r for r in resource_list if r.id == id_or_name]
        if by_id:
            return by_id[0]
        by_name = [r for r in resource_list if r.name == id_or_name]
        if len(by_name) > 1:
            raise exceptions.NoUniqueMatch(
                "Ambiguous %s name '%s'. Found more than one %s for this name in Manila."
                % (resource_type_name, id_or_name, resource_type_name))
        if not by_name:
            raise exception.EntityNotFound(entity=resource_type_name, name=id_or_name)
        return by_name[0]

    def get_share_type(self, share_type_identity):
        return self._find_resource_by_id_or_name(
            share_type_identity, self.client().share_types.list(), "share type")

    def get_share_network(self, share_network_identity):
        return self._find_resource_by_id_or_name(
            share_network_identity, self.client().share_networks.list(), "share network")

    def get_share_snapshot(self, snapshot_identity):
        return self._find_resource_by_id_or_name(
            snapshot_identity, self.client().share_snapshots.list(), "share snapshot")

    def get_security_service(self, service_identity):
        return self._find_resource_by_id_or_name(
            service_identity, self.client().security_services.list(), "security service")


class ManilaShareBaseConstraint(constraints.BaseCustomConstraint):
    expected_exceptions = (exception.EntityNotFound, exceptions.NoUniqueMatch)
    resource_client_name = CLIENT_NAME


class ManilaShareNetworkConstraint(ManilaShareBaseConstraint):
    resource_getter_name = "get_share_network"


class ManilaShareTypeConstraint(ManilaShareBaseConstraint):
    resource_getter_name = "get_share_type"


class ManilaShareSnapshotConstraint(ManilaShareBaseConstraint):
    resource_getter_name = "get_share_snapshot"
