"""The barbican client plug-in: python-barbicanclient; secrets and containers by href."""
from barbicanclient import client as barbican_client
from barbicanclient import exceptions
from barbicanclient.v1 import containers

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "barbican"


class BarbicanClientPlugin(client_plugin.ClientPlugin):

    service_types = [KEY_MANAGER] = ["key-manager"]

    def _create(self):
        return barbican_client.Client(
            session=self.context.keystone_session, service_type=self.KEY_MANAGER,
            interface=self._get_client_option(CLIENT_NAME, "endpoint_type"),
            region_name=self._get_region_name())

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.HTTPClientError) and ex.status_code == 404

    def create_generic_container(self, **props):
        return containers.Container(self.client().containers._api, **props)

    def create_certificate(self, **props):
        return containers.CertificateContainer(self.client().containers._api, **props)

    def create_rsa(self, **props):
        return containers.RSAContainer(self.client().containers._api, **props)

    def get_secret_by_ref(self, secret_ref):
        try:
            secret = self.client().secrets.get(secret_ref)
            _ = secret.name   # secrets load lazily: reading one fetches it
            return secret
        except Exception as ex:
            if self.is_not_found(ex):
                raise exception.EntityNotFound(entity="Secret", name=secret_ref)
            raise

    def get_secret_payload_by_ref(self, secret_ref):
        return self.get_secret_by_ref(secret_ref).payload

    def get_container_by_ref(self, container_ref):
        try:
            return self.client().containers.get(container_ref)
        except Exception as ex:
            if self.is_not_found(ex):
                raise exception.EntityNotFound(entity="Container", name=container_ref)
            raise


class SecretConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_secret_by_ref"
    expected_exceptions = (exception.EntityNotFound,)


class ContainerConstraint(constraints.BaseCustomConstraint):
    resource_client_name = CLIENT_NAME
    resource_getter_name = "get_container_by_ref"
    expected_exceptions = (exception.EntityNotFound,)
