"""The base class of Neutron resources (Heat's
``heat.engine.resources.openstack.neutron.neutron``), for vendor networking
plug-ins that subclass it.

It needs no Heat, only a client registered as ``neutron``
(``Harness.register_client("neutron", ClientPlugin(client=fake))``) that
answers the python-neutronclient calls a plug-in makes: ``show_<entity>``
for the ``show`` attribute, attributes and delete checks, ``replace_tag``
for ``set_tags``.
"""
import logging

from sdk.common import exception
from sdk.engine import resource

LOG = logging.getLogger(__name__)

_ALLOWED_SECURITY_GROUP_PROTOCOL_NAMES = [
    "ah", "dccp", "egp", "esp", "gre", "icmp", "icmpv6", "igmp", "ipv6-encap", "ipv6-frag",
    "ipv6-icmp", "ipv6-nonxt", "ipv6-opts", "ipv6-route", "ospf", "pgm", "rsvp", "sctp", "tcp",
    "udp", "udplite", "vrrp"]

#: What a security group rule's protocol may be: a name or a number 0-255.
ALLOWED_SECURITY_GROUP_PROTOCOLS = list(range(256)) + _ALLOWED_SECURITY_GROUP_PROTOCOL_NAMES

SECURITY_GROUP_PROTOCOL_DESCRIPTION = (
    "The protocol that is matched by the security group rule. Allowed values are "
    + ", ".join(_ALLOWED_SECURITY_GROUP_PROTOCOL_NAMES) + " and integer representations [0-255].")


class NeutronResource(resource.Resource):
    """A resource of the Networking service; subclasses set ``entity``."""

    default_client_name = "neutron"

    #: Key of the object in a ``show_<entity>`` reply (default: ``entity``).
    res_info_key = None

    def get_resource_plural(self):
        """The API's collection name, for tags (override for irregular plurals)."""
        return self.entity + "s" if self.entity else None

    def validate(self):
        return super().validate() or self.validate_properties(self.properties)

    @staticmethod
    def validate_properties(properties):
        """An error text when ``value_specs`` repeats a property, ``shared``
        or ``tenant_id``; None otherwise."""
        if "value_specs" in properties:
            banned = {"shared", "tenant_id"}.union(set(properties))
            found = banned.intersection(set(properties["value_specs"] or {}))
            if found:
                return "%s not allowed in value_specs" % ", ".join(found)
        return None

    @staticmethod
    def prepare_properties(properties, name):
        """The properties as a create call's body: no None values, ``name``
        defaulted, ``value_specs`` merged in."""
        props = {k: v for k, v in properties.items() if v is not None}
        if "name" in properties:
            props.setdefault("name", name)
        if "value_specs" in props:
            NeutronResource.merge_value_specs(props)
        return props

    def _store_config_default_properties(self, attrs):
        if "port_security_enabled" in attrs:
            self.data_set("port_security_enabled", attrs["port_security_enabled"])

    @staticmethod
    def merge_value_specs(props, before_value_specs=None):
        """Move ``value_specs`` into ``props``, leaving out entries unchanged
        from ``before_value_specs``."""
        specs = props.pop("value_specs")
        if specs is None:
            return
        if before_value_specs:
            specs = {k: v for k, v in specs.items() if before_value_specs.get(k) != v}
        props.update(specs)

    def prepare_update_properties(self, prop_diff):
        """``prop_diff`` as an update call's body (value_specs merged, a
        removed name back to the physical resource name)."""
        if "value_specs" in prop_diff:
            NeutronResource.merge_value_specs(prop_diff, self.properties["value_specs"])
        if "name" in prop_diff and prop_diff["name"] is None:
            prop_diff["name"] = self.physical_resource_name()

    @staticmethod
    def is_built(attributes):
        """Whether a Neutron object's ``status`` says it is ready."""
        status = attributes["status"]
        if status == "BUILD":
            return False
        if status in ("ACTIVE", "DOWN"):
            return True
        if status in ("ERROR", "DEGRADED"):
            raise exception.ResourceInError(resource_status=status)
        raise exception.ResourceUnknownStatus(resource_status=status,
                                              result="Resource is not built")

    def _res_get_args(self):
        return [self.resource_id]

    def _show_resource(self):
        try:
            reply = getattr(self.client(), "show_" + self.entity)(*self._res_get_args())
        except AttributeError as ex:
            LOG.warning("Resolving 'show' attribute has failed : %s", ex)
            return None
        return reply[self.res_info_key or self.entity]

    def _resolve_attribute(self, name):
        if self.resource_id is None:
            return None
        return self._show_resource()[name]

    def needs_replace_failed(self):
        if not self.resource_id:
            return True
        with self.client_plugin().ignore_not_found:
            attrs = self._show_resource()
            return attrs.get("status") == "ERROR" if "status" in attrs else False
        return True

    def get_reference_id(self):
        return self.resource_id

    def _not_found_in_call(self, func, *args, **kwargs):
        try:
            func(*args, **kwargs)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
            return True
        return False

    def check_delete_complete(self, check):
        if not check:
            return True
        if not self._not_found_in_call(self._show_resource):
            raise exception.PhysicalResourceExists(name=self.physical_resource_name_or_FnGetRefId())
        return True

    def set_tags(self, tags):
        plural = self.get_resource_plural()
        if plural:
            self.client().replace_tag(plural, self.resource_id, {"tags": tags or []})

    def parse_live_resource_data(self, resource_properties, resource_data):
        result = super().parse_live_resource_data(resource_properties, resource_data)
        if "value_specs" in self.properties.keys():
            result["value_specs"] = {k: resource_data[k]
                                     for k in self.properties.get("value_specs") or {}
                                     if k in resource_data}
        if "port_security_enabled" in self.properties.keys():
            old = bool(self.data().get("port_security_enabled"))
            if old == resource_data.get("port_security_enabled"):
                result.pop("port_security_enabled", None)
        return result
