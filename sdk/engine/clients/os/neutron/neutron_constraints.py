"""Heat's neutron.* custom constraints: the value names an existing Neutron
object (by id or unique name), and the extension it needs is enabled."""
from neutronclient.common import exceptions as qe

from sdk.common import exception
from sdk.engine import constraints

CLIENT_NAME = "neutron"


class NeutronConstraint(constraints.BaseCustomConstraint):

    expected_exceptions = (qe.NeutronClientException, exception.EntityNotFound)
    resource_name = None
    extension = None

    def _plugin(self, client):
        plugin = client.client_plugin(CLIENT_NAME)
        if self.extension and not plugin.has_extension(self.extension):
            raise exception.EntityNotFound(entity="neutron extension", name=self.extension)
        return plugin

    def validate_with_client(self, client, value):
        self._plugin(client).find_resourceid_by_name_or_id(self.resource_name, value)


class NeutronExtConstraint(NeutronConstraint):
    """For extension resources neutronclient has no finder for."""

    def validate_with_client(self, client, value):
        self._plugin(client).resolve_ext_resource(self.resource_name, value)


def _constraint(name, base, resource, extension=None):
    return type(name, (base,), {"resource_name": resource, "extension": extension,
                                "__doc__": "The value names a Neutron %s." % resource,
                                "__module__": __name__})


NetworkConstraint = _constraint("NetworkConstraint", NeutronConstraint, "network")
PortConstraint = _constraint("PortConstraint", NeutronConstraint, "port")
RouterConstraint = _constraint("RouterConstraint", NeutronConstraint, "router")
SubnetConstraint = _constraint("SubnetConstraint", NeutronConstraint, "subnet")
SubnetPoolConstraint = _constraint("SubnetPoolConstraint", NeutronConstraint, "subnetpool")
SecurityGroupConstraint = _constraint("SecurityGroupConstraint", NeutronConstraint,
                                      "security_group")
AddressScopeConstraint = _constraint("AddressScopeConstraint", NeutronConstraint,
                                     "address_scope", "address-scope")
QoSPolicyConstraint = _constraint("QoSPolicyConstraint", NeutronConstraint, "policy", "qos")
PortPairConstraint = _constraint("PortPairConstraint", NeutronExtConstraint, "port_pair", "sfc")
PortPairGroupConstraint = _constraint("PortPairGroupConstraint", NeutronExtConstraint,
                                      "port_pair_group", "sfc")
FlowClassifierConstraint = _constraint("FlowClassifierConstraint", NeutronExtConstraint,
                                       "flow_classifier", "sfc")


class ProviderConstraint(constraints.BaseCustomConstraint):
    """The value is one of Neutron's service providers (of ``service_type``)."""

    expected_exceptions = (exception.StackValidationFailed,)
    service_type = None

    def validate_with_client(self, client, value):
        params = {"service_type": self.service_type} if self.service_type else {}
        providers = client.client(CLIENT_NAME).list_service_providers(
            retrieve_all=True, **params)["service_providers"]
        names = [p["name"] for p in providers]
        if value not in names:
            raise exception.StackValidationFailed(
                message="Unable to find neutron provider '%s', available providers are %s."
                % (value, names))
