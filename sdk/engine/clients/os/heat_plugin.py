"""The heat client plug-in: python-heatclient v1 on the orchestration endpoint."""
from heatclient import client as hc
from heatclient import exc

from sdk.engine.clients import client_plugin

CLIENT_NAME = "heat"


class HeatClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = exc

    service_types = [ORCHESTRATION, CLOUDFORMATION] = ["orchestration", "cloudformation"]

    def _create(self):
        return hc.Client("1", endpoint_override=self.get_heat_url(),
                         session=self.context.keystone_session)

    def is_not_found(self, ex):
        return isinstance(ex, exc.HTTPNotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, exc.HTTPOverLimit)

    def is_conflict(self, ex):
        return isinstance(ex, exc.HTTPConflict)

    def _endpoint(self, service_type):
        return self.url_for(service_type=service_type,
                            endpoint_type=self._get_client_option(CLIENT_NAME, "endpoint_type"))

    def get_heat_url(self):
        return self._endpoint(self.ORCHESTRATION)

    def get_heat_cfn_url(self):
        return self._endpoint(self.CLOUDFORMATION)

    def get_cfn_metadata_server_url(self):
        url = self.get_heat_cfn_url()
        if "/v1" not in url:
            url += "/v1"
        return url if url.endswith("/") else url + "/"

    def get_insecure_option(self):
        return self._get_client_option(CLIENT_NAME, "insecure")
