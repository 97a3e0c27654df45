"""Needs Heat's nested stacks, which plugin-sdk does not serve without Heat."""
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
