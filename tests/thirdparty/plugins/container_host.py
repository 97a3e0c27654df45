"""Containers on a host, in the style of the old docker contrib plug-in:
the driver library is optional and the types are only offered when it is
importable (``available_resource_mapping``)."""

from oslo_log import log as logging

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import properties
from heat.engine import resource

LOG = logging.getLogger(__name__)

# Import conditionally, so that the plug-in loads without the driver.
try:
    import hypothetical_container_driver as driver
    DRIVER_INSTALLED = True
except ImportError:
    driver = None
    DRIVER_INSTALLED = False


class ContainerHost(resource.Resource):
    """A container host reached through the optional container driver."""

    PROPERTIES = (ENDPOINT,) = ('endpoint',)

    ATTRIBUTES = (INFO,) = ('info',)

    properties_schema = {
        ENDPOINT: properties.Schema(
            properties.Schema.STRING,
            _('Container daemon endpoint.'),
            default='unix:///var/run/containers.sock'
        ),
    }

    attributes_schema = {
        INFO: attributes.Schema(_('Host information.')),
    }

    def handle_create(self):
        host = driver.Client(self.properties[self.ENDPOINT]).info()
        self.resource_id_set(host['id'])


class ContainerPort(resource.Resource):
    """A port exposed on the local host; needs no driver."""

    PROPERTIES = (PORT, PROTOCOL) = ('port', 'protocol')

    ATTRIBUTES = (SPEC,) = ('spec',)

    properties_schema = {
        PORT: properties.Schema(
            properties.Schema.INTEGER,
            _('Port number.'),
            required=True
        ),
        PROTOCOL: properties.Schema(
            properties.Schema.STRING,
            _('Protocol of the port.'),
            default='tcp',
            update_allowed=True
        ),
    }

    attributes_schema = {
        SPEC: attributes.Schema(_('Port and protocol as "port/protocol".')),
    }

    def handle_create(self):
        self.resource_id_set('%s/%s' % (self.properties[self.PORT],
                                        self.properties[self.PROTOCOL]))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.PROTOCOL in prop_diff:
            self.resource_id_set('%s/%s' % (self.properties[self.PORT],
                                            prop_diff[self.PROTOCOL]))

    def handle_delete(self):
        return None

    def _resolve_attribute(self, name):
        if name == self.SPEC:
            return self.resource_id


def resource_mapping():
    return {
        'Hypo::Container::Host': ContainerHost,
        'Hypo::Container::Port': ContainerPort,
    }


def available_resource_mapping():
    if DRIVER_INSTALLED:
        return resource_mapping()
    LOG.warning(_("Container driver is not installed; "
                  "Hypo::Container::Host is unavailable."))
    return {'Hypo::Container::Port': ContainerPort}
