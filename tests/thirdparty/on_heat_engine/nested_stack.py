"""A cluster as a nested stack: Heat's StackResource (served by plugin-sdk's
nested stacks)."""
from heat.common.i18n import _
from heat.engine import properties
from heat.engine.resources import stack_resource


class Cluster(stack_resource.StackResource):
    """A cluster built as a nested stack."""

    properties_schema = {
        'size': properties.Schema(properties.Schema.INTEGER, _('Nodes.')),
    }


def resource_mapping():
    return {'Hypo::Cluster': Cluster}
