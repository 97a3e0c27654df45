# Copyright 2019 Hypothetical Networks Inc.
"""Network segments of a vendor SDN controller, exposed through Neutron
extensions (the style of vendor networking plug-ins: a NeutronResource
subclass talking python-neutronclient's create/show/update/delete API)."""

from oslo_log import log as logging

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine.resources.openstack.neutron import neutron
from heat.engine import support

LOG = logging.getLogger(__name__)


class VendorSegment(neutron.NeutronResource):
    """A segment of the vendor fabric bound to a VLAN.

    The controller builds the segment asynchronously; it is ready once its
    status is ACTIVE.
    """

    support_status = support.SupportStatus(version='12.0.0')

    entity = 'vendor_segment'

    PROPERTIES = (
        NAME, VLAN, FABRIC, VALUE_SPECS,
    ) = (
        'name', 'vlan', 'fabric', 'value_specs',
    )

    ATTRIBUTES = (STATUS, FABRIC_ID) = ('status', 'fabric_id')

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _('Name of the segment.'),
            update_allowed=True
        ),
        VLAN: properties.Schema(
            properties.Schema.INTEGER,
            _('VLAN tag.'),
            required=True,
            constraints=[constraints.Range(1, 4094)]
        ),
        FABRIC: properties.Schema(
            properties.Schema.STRING,
            _('Fabric the segment belongs to.'),
            default='default'
        ),
        VALUE_SPECS: properties.Schema(
            properties.Schema.MAP,
            _('Extra arguments for the controller.'),
            default={},
            update_allowed=True
        ),
    }

    attributes_schema = {
        STATUS: attributes.Schema(_('Status of the segment.'),
                                  type=attributes.Schema.STRING),
        FABRIC_ID: attributes.Schema(_('ID of the fabric.'),
                                     type=attributes.Schema.STRING),
    }

    def handle_create(self):
        props = self.prepare_properties(self.properties,
                                        self.physical_resource_name())
        seg = self.client().create_vendor_segment(
            {'vendor_segment': props})['vendor_segment']
        self.resource_id_set(seg['id'])

    def check_create_complete(self, *args):
        attributes = self._show_resource()
        return self.is_built(attributes)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff:
            self.prepare_update_properties(prop_diff)
            self.client().update_vendor_segment(
                self.resource_id, {'vendor_segment': prop_diff})

    def handle_delete(self):
        try:
            self.client().delete_vendor_segment(self.resource_id)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
        else:
            return True


def resource_mapping():
    return {'Hypo::Neutron::Segment': VendorSegment}
