"""The zun client plug-in: python-zunclient, and container network helpers."""
from zunclient import client as zun_client
from zunclient import exceptions as zc_exc

from sdk.engine.clients import client_plugin

CLIENT_NAME = "zun"


class ZunClientPlugin(client_plugin.ClientPlugin):

    service_types = [CONTAINER] = ["container"]

    default_version = "1.12"

    supported_versions = [V1_12, V1_18, V1_36] = ["1.12", "1.18", "1.36"]

    def _create(self, version=None):
        return zun_client.Client(version or self.default_version,
                                 interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
                                 service_type=self.CONTAINER,
                                 session=self.context.keystone_session,
                                 region_name=self._get_region_name())

    def _containers(self):
        return self.client(version=self.V1_18).containers

    def update_container(self, container_id, **prop_diff):
        if prop_diff:
            self._containers().update(container_id, **prop_diff)

    def network_detach(self, container_id, port_id):
        with self.ignore_not_found:
            self._containers().network_detach(container_id, port=port_id)
            return True

    def network_attach(self, container_id, port_id=None, net_id=None, fip=None,
                       security_groups=None):
        with self.ignore_not_found:
            kwargs = {k: v for k, v in (("port", port_id), ("network", net_id),
                                        ("fixed_ip", fip)) if v}
            self._containers().network_attach(container_id, **kwargs)
            return True

    def check_network_detach(self, container_id, port_id):
        with self.ignore_not_found:
            if any(i.port_id == port_id for i in self._containers().network_list(container_id)):
                return False
        return True

    def check_network_attach(self, container_id, port_id):
        if not port_id:
            return True
        return any(i.port_id == port_id for i in self._containers().network_list(container_id))

    def is_not_found(self, ex):
        return isinstance(ex, zc_exc.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, zc_exc.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, zc_exc.Conflict)
