"""Markers that subclass Heat's own client-free types."""

from heat.common.i18n import _
from heat.engine import properties
from heat.engine.resources.openstack.heat import none_resource
from heat.engine.resources.openstack.heat import test_resource
from heat.engine import support


class DisabledFeature(none_resource.NoneResource):
    """Stands in for a vendor feature that is switched off in this cloud.

    Accepts any properties and creates nothing, as OS::Heat::None does, so
    templates written for clouds with the feature still deploy.
    """

    support_status = support.SupportStatus(version='1.0.0')


class SlowProbe(test_resource.TestResource):
    """A TestResource with a longer default wait and a label."""

    properties_schema = dict(test_resource.TestResource.properties_schema)
    properties_schema['label'] = properties.Schema(
        properties.Schema.STRING,
        _('Label of the probe.'),
        default='probe',
        update_allowed=True
    )


def resource_mapping():
    return {
        'Hypo::Feature::Disabled': DisabledFeature,
        'Hypo::Test::SlowProbe': SlowProbe,
    }
