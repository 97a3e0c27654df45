"""Heat's client plug-ins for the OpenStack services (``heat.engine.clients.os``).

Each returns the real client library's client (python-neutronclient,
python-novaclient, openstacksdk, ...) on the context's keystoneauth session,
so a plug-in's calls go over HTTP to whatever cloud the session reaches: a
real one, or the fake cloud (``sdk.cloud``). The client libraries are the
``openstack`` extra; ``PLUGINS`` and ``CONSTRAINTS`` are Heat 27's
``heat.clients`` and ``heat.constraints`` entry points that need them.
"""
import abc
import functools
import importlib

from sdk.common import exception, install

#: client name -> "module:class" below this package (Heat 27's heat.clients)
PLUGINS = {
    "aodh": "aodh:AodhClientPlugin", "barbican": "barbican:BarbicanClientPlugin",
    "blazar": "blazar:BlazarClientPlugin", "cinder": "cinder:CinderClientPlugin",
    "designate": "designate:DesignateClientPlugin", "glance": "glance:GlanceClientPlugin",
    "heat": "heat_plugin:HeatClientPlugin", "ironic": "ironic:IronicClientPlugin",
    "keystone": "keystone:KeystoneClientPlugin", "magnum": "magnum:MagnumClientPlugin",
    "manila": "manila:ManilaClientPlugin", "mistral": "mistral:MistralClientPlugin",
    "neutron": "neutron:NeutronClientPlugin", "nova": "nova:NovaClientPlugin",
    "octavia": "octavia:OctaviaClientPlugin", "openstack": "openstacksdk:OpenStackSDKPlugin",
    "swift": "swift:SwiftClientPlugin", "trove": "trove:TroveClientPlugin",
    "zaqar": "zaqar:ZaqarClientPlugin", "zun": "zun:ZunClientPlugin",
}

_NEUTRON = "neutron.neutron_constraints:"
_LBAAS = "neutron.lbaas_constraints:"
_KEYSTONE = "keystone.keystone_constraints:Keystone"
_OCTAVIA = "octavia:"
#: constraint name -> "module:class" below this package (Heat 27's heat.constraints
#: that validate through a client)
CONSTRAINTS = {
    "barbican.container": "barbican:ContainerConstraint",
    "barbican.secret": "barbican:SecretConstraint",
    "blazar.reservation": "blazar:ReservationConstraint",
    "cinder.backup": "cinder:VolumeBackupConstraint",
    "cinder.qos_specs": "cinder:QoSSpecsConstraint",
    "cinder.snapshot": "cinder:VolumeSnapshotConstraint",
    "cinder.volume": "cinder:VolumeConstraint",
    "cinder.vtype": "cinder:VolumeTypeConstraint",
    "designate.zone": "designate:DesignateZoneConstraint",
    "glance.image": "glance:ImageConstraint",
    "ironic.node": "ironic:NodeConstraint",
    "ironic.portgroup": "ironic:PortGroupConstraint",
    "keystone.domain": _KEYSTONE + "DomainConstraint",
    "keystone.group": _KEYSTONE + "GroupConstraint",
    "keystone.project": _KEYSTONE + "ProjectConstraint",
    "keystone.region": _KEYSTONE + "RegionConstraint",
    "keystone.role": _KEYSTONE + "RoleConstraint",
    "keystone.service": _KEYSTONE + "ServiceConstraint",
    "keystone.user": _KEYSTONE + "UserConstraint",
    "magnum.cluster_template": "magnum:ClusterTemplateConstraint",
    "manila.share_network": "manila:ManilaShareNetworkConstraint",
    "manila.share_snapshot": "manila:ManilaShareSnapshotConstraint",
    "manila.share_type": "manila:ManilaShareTypeConstraint",
    "mistral.workflow": "mistral:WorkflowConstraint",
    "neutron.address_scope": _NEUTRON + "AddressScopeConstraint",
    "neutron.flow_classifier": _NEUTRON + "FlowClassifierConstraint",
    "neutron.lbaas.listener": _LBAAS + "ListenerConstraint",
    "neutron.lbaas.loadbalancer": _LBAAS + "LoadbalancerConstraint",
    "neutron.lbaas.pool": _LBAAS + "PoolConstraint",
    "neutron.lbaas.provider": _LBAAS + "LBaasV2ProviderConstraint",
    "neutron.network": _NEUTRON + "NetworkConstraint",
    "neutron.port": _NEUTRON + "PortConstraint",
    "neutron.port_pair": _NEUTRON + "PortPairConstraint",
    "neutron.port_pair_group": _NEUTRON + "PortPairGroupConstraint",
    "neutron.qos_policy": _NEUTRON + "QoSPolicyConstraint",
    "neutron.router": _NEUTRON + "RouterConstraint",
    "neutron.security_group": _NEUTRON + "SecurityGroupConstraint",
    "neutron.segment": "openstacksdk:SegmentConstraint",
    "neutron.subnet": _NEUTRON + "SubnetConstraint",
    "neutron.subnetpool": _NEUTRON + "SubnetPoolConstraint",
    "neutron.taas.tap_flow": "neutron.taas_constraints:TapFlowConstraint",
    "neutron.taas.tap_service": "neutron.taas_constraints:TapServiceConstraint",
    "nova.flavor": "nova:FlavorConstraint",
    "nova.host": "nova:HostConstraint",
    "nova.keypair": "nova:KeypairConstraint",
    "nova.server": "nova:ServerConstraint",
    "octavia.availabilityzone": _OCTAVIA + "AvailabilityZoneConstraint",
    "octavia.availabilityzoneprofile": _OCTAVIA + "AvailabilityZoneProfileConstraint",
    "octavia.flavor": _OCTAVIA + "FlavorConstraint",
    "octavia.flavorprofile": _OCTAVIA + "FlavorProfileConstraint",
    "octavia.l7policy": _OCTAVIA + "L7PolicyConstraint",
    "octavia.listener": _OCTAVIA + "ListenerConstraint",
    "octavia.loadbalancer": _OCTAVIA + "LoadbalancerConstraint",
    "octavia.pool": _OCTAVIA + "PoolConstraint",
    "trove.flavor": "trove:FlavorConstraint",
    "zaqar.queue": "zaqar:QueueConstraint",
}


class ClientLibrariesMissing(ImportError):
    """A client plug-in's library is not installed."""


def load(spec):
    """The class ``spec`` ("module:class" below this package) names; without
    the client libraries, ``ClientLibrariesMissing`` naming the extra."""
    module_name, _, class_name = spec.partition(":")
    try:
        module = importlib.import_module("%s.%s" % (__name__, module_name))
    except ModuleNotFoundError as exc:
        if (exc.name or "").startswith(__name__):
            raise
        raise ClientLibrariesMissing(
            "%s needs the OpenStack client libraries (no module named %s): %s"
            % (spec.split(":")[0].replace(".", "/"), exc.name.partition(".")[0],
               install.pip_install("openstack"))) from None
    return getattr(module, class_name)


class PluginFactory:
    """Heat's client plug-in ``name``, made for each request context
    (``context.clients``) from its module, imported on first use."""

    def __init__(self, name):
        self.name = name

    def for_context(self, context):
        try:
            cls = load(PLUGINS[self.name])
        except ClientLibrariesMissing as exc:
            raise exception.Error(str(exc)) from None
        return cls(context)


class LazyConstraint:
    """Heat's constraint ``spec`` names, imported (with its client library)
    only when a value is validated; without the libraries, validating says
    which extra to install."""

    name = spec = None
    _real = None

    def _constraint(self):
        if self._real is None:
            try:
                self._real = load(self.spec)()
            except ClientLibrariesMissing as exc:
                raise exception.Error("custom constraint %s: %s" % (self.name, exc)) from None
        return self._real

    def validate(self, value, context):
        return self._constraint().validate(value, context)

    def error(self, value):
        return self._constraint().error(value)

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        try:
            return getattr(self._constraint(), attr)
        except exception.Error:
            raise AttributeError(attr) from None


def _lazy_constraint(name, spec):
    return type(spec.rpartition(":")[2], (LazyConstraint,),
                {"name": name, "spec": spec, "__doc__": "Heat's %s constraint." % name})


def register(env):
    """Register Heat's OpenStack client plug-ins and their constraints in ``env``."""
    for name in PLUGINS:
        env.register_client(name, PluginFactory(name))
    for name, spec in CONSTRAINTS.items():
        env.register_constraint(name, _lazy_constraint(name, spec))


def _no_cache(func):
    """Heat memoizes finders only when its cache is configured (off by
    default); plugin-sdk never caches, so every lookup reaches the cloud."""
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper


MEMOIZE_EXTENSIONS = _no_cache
MEMOIZE_FINDER = _no_cache


class ExtensionMixin(metaclass=abc.ABCMeta):
    """``has_extension(alias)`` from the service's list of extensions."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._extensions = None

    @abc.abstractmethod
    def _list_extensions(self):
        return []

    def has_extension(self, alias):
        if self._extensions is None:
            self._extensions = set(self._list_extensions())
        return alias in self._extensions
