"""The designate client plug-in: python-designateclient v2."""
from designateclient import client, exceptions

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "designate"


class DesignateClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = [exceptions]

    service_types = [DNS] = ["dns"]

    def _create(self):
        return client.Client(version="2", session=self.context.keystone_session,
                             endpoint_type=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                             service_type=self.DNS, region_name=self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound)

    def get_zone_id(self, zone_id_or_name):
        """The id of the zone with this id, else of the one zone with this name."""
        zones = self.client().zones
        try:
            return zones.get(zone_id_or_name)["id"]
        except exceptions.NotFound:
            found = zones.list(criterion={"name": zone_id_or_name})
            if len(found) == 1:
                return found[0]["id"]
        raise exception.EntityNotFound(entity="Designate Zone", name=zone_id_or_name)


class DesignateZoneConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_zone_id"
