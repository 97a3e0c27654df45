"""A py2-era plug-in that needs six (hidden from the test that loads it)."""
import six

from heat.engine import resource


class Old(resource.Resource):
    """Old."""

    def handle_create(self):
        for k, v in six.iteritems(self.properties):
            pass


def resource_mapping():
    return {'Hypo::Old': Old}
