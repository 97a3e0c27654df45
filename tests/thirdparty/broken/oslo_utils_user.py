"""Uses oslo.utils, which is not Heat and not installed here."""

from oslo_log import log as logging
from oslo_utils import uuidutils

from heat.engine import resource

LOG = logging.getLogger(__name__)


class Tagged(resource.Resource):
    """Tagged."""

    def handle_create(self):
        self.resource_id_set(uuidutils.generate_uuid())


def resource_mapping():
    return {'Hypo::Tagged': Tagged}
