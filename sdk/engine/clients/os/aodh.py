"""The aodh client plug-in: aodhclient v2."""
from aodhclient import client as ac
from aodhclient import exceptions

from sdk.engine.clients import client_plugin

CLIENT_NAME = "aodh"


class AodhClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [ALARMING] = ["alarming"]

    supported_versions = [V2] = ["2"]

    default_version = V2

    def _create(self, version=None):
        return ac.Client(version, session=self.context.keystone_session,
                         interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                         service_type=self.ALARMING, region_name=self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.OverLimit)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.Conflict)
