"""Attributes declared the pre-Kilo way: plain strings, not attributes.Schema."""
from heat.common.i18n import _
from heat.engine import resource
from heat.engine import support


class OldAttrs(resource.Resource):
    """Old-style attribute declarations."""

    support_status = support.SupportStatus(version='1.0.0')

    attributes_schema = {
        'name': _('Name of the thing.'),
    }

    def handle_create(self):
        self.resource_id_set('x')


def resource_mapping():
    return {'Hypo::OldAttrs': OldAttrs}
