"""Heat's neutron.lbaas.* constraints (LBaaS v2, an extension no longer shipped)."""
from sdk.engine.clients.os.neutron import neutron_constraints as nc

CLIENT_NAME = "neutron"

LoadbalancerConstraint = nc._constraint("LoadbalancerConstraint", nc.NeutronConstraint,
                                        "loadbalancer", "lbaasv2")
ListenerConstraint = nc._constraint("ListenerConstraint", nc.NeutronConstraint, "listener",
                                    "lbaasv2")
PoolConstraint = nc._constraint("PoolConstraint", nc.NeutronConstraint, "pool", "lbaasv2")


class LBaasV2ProviderConstraint(nc.ProviderConstraint):
    service_type = "LOADBALANCERV2"
