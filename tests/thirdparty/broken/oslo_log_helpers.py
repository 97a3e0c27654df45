"""Uses more of oslo.log than plugin-sdk's stand-in offers."""
from oslo_log import helpers as log_helpers

from heat.engine import resource


class Traced(resource.Resource):
    """Traced."""

    @log_helpers.log_method_call
    def handle_create(self):
        pass


def resource_mapping():
    return {'Hypo::Traced': Traced}
