"""What lets the runtime's validation run without a cloud or parameter
values: client plug-ins and client-backed constraints are not consulted,
and a value that only exists once the stack runs is "unknown" (not checked,
as Heat leaves a value from a resource not yet created)."""
from sdk.engine import environment, function
from sdk.engine.cfn import functions as cfn_functions
from sdk.engine.hot import functions
from sdk.engine.resource import Resource

#: the resource an unknown value pretends to come from (no template can name it)
UNKNOWN = "\0unknown"
#: the function name that stands for a value the checks cannot know
UNKNOWN_CALL = "\0unknown"


class Unknown(function.Function):
    """A value known only when the stack runs."""

    def __init__(self, stack, fn_name=UNKNOWN_CALL, args=None):
        super().__init__(stack, fn_name, args)

    def own_dependencies(self):
        return (UNKNOWN,)

    def result(self):
        return None


class _Offline:
    """A parameter read: unknown, not an error, while the parameter has no value."""

    def _unset(self):
        args = self.args
        name = args[0] if isinstance(args, list) and args else args
        params = self.stack.parameters
        return (isinstance(name, str) and name in params.params
                and not params.params[name].has_value())

    def own_dependencies(self):
        return (UNKNOWN,) if self._unset() else ()

    def result(self):
        return None if self._unset() else super().result()


class OfflineGetParam(_Offline, functions.GetParam):
    """get_param of a parameter with no value yet."""


class OfflineParamRef(_Offline, cfn_functions.ParamRef):
    """CFN's Ref of a parameter with no value yet."""


def offline_ref(stack, fn_name, args):
    """CFN's ``Ref``, with a parameter read offline."""
    fn = cfn_functions.Ref(stack, fn_name, args)
    if isinstance(fn, cfn_functions.ParamRef):
        return OfflineParamRef(stack, fn_name, args)
    return fn


class OfflineGetFile(functions.GetFile):
    """get_file of a file plugin-sdk did not read (the template's ``unread``
    URLs: not downloaded, or reported missing): unknown."""

    def _unread(self):
        return isinstance(self.args, str) and self.args in getattr(self.stack.t, "unread", ())

    def own_dependencies(self):
        return (UNKNOWN,) if self._unread() else ()

    def result(self):
        return None if self._unread() else super().result()


_OFFLINE_FUNCTIONS = {functions.GetParam: OfflineGetParam, cfn_functions.ParamRef: OfflineParamRef,
                      cfn_functions.Ref: offline_ref, functions.GetFile: OfflineGetFile}


def offline_functions(table):
    """A template's function table with parameters read offline, and
    unknown values."""
    out = {name: _OFFLINE_FUNCTIONS.get(fn, fn) for name, fn in table.items()}
    out[UNKNOWN_CALL] = Unknown
    return out


class NeedsCloud(Exception):
    """A check reached for a client: what it would find is unknown offline."""


def skipped(env, check):
    """Record ``check`` (what identifies it: a constraint and its value, a
    resource...) as skipped because it needs a cloud, on the offline
    environment ``env`` is (or is nested in)."""
    while env is not None and not isinstance(env, OfflineEnvironment):
        env = env.parent
    if env is not None:
        env.skipped.add(check)


class _AnyClient:
    """Stands for every client plug-in: whatever is asked of it raises
    NeedsCloud, and the check that asked is skipped."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        raise NeedsCloud(name)


_ACCEPTING = {}


def _accepting(name):
    """The class of Heat's constraint ``name`` where it is not registered:
    only a client could check a value, so any is accepted (and the check
    counted as skipped)."""
    if name not in _ACCEPTING:
        def validate(self, value, context):
            skipped(getattr(context, "environment", None), (name, repr(value)))
            return True
        _ACCEPTING[name] = type("Accepting", (), {"validate": validate})
    return _ACCEPTING[name]


#: Heat 27's own custom constraints (its [heat.constraints] entry points): a
#: deployment has them even where plugin-sdk does not register them yet
HEAT_CONSTRAINTS = frozenset("""
    barbican.container barbican.secret blazar.reservation cinder.backup cinder.qos_specs
    cinder.snapshot cinder.volume cinder.vtype cron_expression designate.zone dns_domain
    dns_name expiration glance.image ip_addr ip_or_cidr ironic.node ironic.portgroup iso_8601
    json_string keystone.domain keystone.group keystone.project keystone.region keystone.role
    keystone.service keystone.user mac_addr magnum.cluster_template manila.share_network
    manila.share_snapshot manila.share_type mistral.workflow net_cidr neutron.address_scope
    neutron.flow_classifier neutron.lbaas.listener neutron.lbaas.loadbalancer neutron.lbaas.pool
    neutron.lbaas.provider neutron.network neutron.port neutron.port_pair
    neutron.port_pair_group neutron.qos_policy neutron.router neutron.security_group
    neutron.segment neutron.subnet neutron.subnetpool neutron.taas.tap_flow
    neutron.taas.tap_service nova.flavor nova.host nova.keypair nova.network nova.server
    octavia.availabilityzone octavia.availabilityzoneprofile octavia.flavor
    octavia.flavorprofile octavia.l7policy octavia.listener octavia.loadbalancer octavia.pool
    rel_dns_name test_constr timezone trove.flavor zaqar.queue""".split())
_OFFLINE = {}


def _offline(cls):
    """``cls`` whose validate() accepts a value it could only check with a
    client (one class per constraint class, as the runtime expects)."""
    if cls not in _OFFLINE:
        def validate(self, value, context):
            try:
                return cls.validate(self, value, context)
            except NeedsCloud:
                skipped(getattr(context, "environment", None), (cls.__name__, repr(value)))
                return True
        _OFFLINE[cls] = type(cls.__name__, (cls,), {"validate": validate})
    return _OFFLINE[cls]


class _OfflineClients(dict):
    """The client table of an offline environment: every name is one that
    is not there, for its nested stacks' environments too (they look a
    client up through their parents' tables)."""

    def get(self, name, default=None):
        return _AnyClient()


class _OfflineConstraints(dict):
    """The constraint table of an offline environment: each constraint that
    would ask a client accepts the value; Heat's own that are not
    registered accept any value."""

    def __init__(self, parent):
        super().__init__()
        self._parent = parent

    def get(self, name, default=None):
        cls = self._parent.get_constraint(name)
        if cls is None:
            return _accepting(name) if name in HEAT_CONSTRAINTS else default
        return _offline(cls) if isinstance(cls, type) else cls


class OfflineEnvironment(environment.Environment):
    """``parent`` seen offline, and so the environments of the nested stacks
    made under it: every client plug-in is one that is not there (a check
    that asks it is skipped, and counted), and Heat's own custom
    constraints that are not registered accept any value."""

    def __init__(self, parent):
        super().__init__(parent)
        self.params, self.param_defaults = parent.params, parent.param_defaults
        self.clients = _OfflineClients()
        self.constraints = _OfflineConstraints(parent)
        #: the checks skipped because they need a cloud
        self.skipped = set()


class UnknownType(Resource):
    """A stand-in for a type that is not registered (reported once): any
    attribute may be read of it, so what refers to it is not reported again."""

    properties_schema = {}
    attributes_schema = {}

    def get_attribute(self, key, *path):
        return None


class UnreadTemplate(UnknownType):
    """A provider template plugin-sdk did not read (a URL it does not
    download, or a file reported missing): its properties and attributes
    are unknown."""

    def validate(self):
        return None
