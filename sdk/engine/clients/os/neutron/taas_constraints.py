"""Heat's neutron.taas.* constraints (tap-as-a-service)."""
from sdk.engine.clients.os.neutron import neutron_constraints as nc

CLIENT_NAME = "neutron"

TapServiceConstraint = nc._constraint("TapServiceConstraint", nc.NeutronExtConstraint,
                                      "tap_service", "taas")
TapFlowConstraint = nc._constraint("TapFlowConstraint", nc.NeutronExtConstraint, "tap_flow",
                                   "taas")


class TaaSProviderConstraint(nc.ProviderConstraint):
    service_type = "TAPASASERVICE"
