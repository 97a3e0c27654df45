# Copyright 2014 Hypothetical Messaging Ltd.
"""A message queue, written the way 2014-era contrib plug-ins were."""

try:
    from heat.openstack.common import log as logging
except ImportError:
    from oslo_log import log as logging

import json

from heat.common.i18n import _
try:
    from heat.common.i18n import _LW
except ImportError:   # Heat 27 has no log markers
    _LW = str
from heat.engine import attributes
from heat.engine import properties
from heat.engine import resource
from heat.engine import scheduler

LOG = logging.getLogger(__name__)


class LegacyQueue(resource.Resource):
    """A named queue with optional metadata.

    Messages are not managed by the plug-in; only the queue itself is.
    """

    PROPERTIES = (
        NAME, METADATA,
    ) = (
        'name', 'metadata',
    )

    ATTRIBUTES = (
        QUEUE_ID, HREF,
    ) = (
        'queue_id', 'href',
    )

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _("Name of the queue instance to create."),
            required=True),
        METADATA: properties.Schema(
            properties.Schema.MAP,
            description=_("Arbitrary key/value metadata to store "
                          "contextual information about this queue."),
            update_allowed=True)
    }

    attributes_schema = {
        QUEUE_ID: attributes.Schema(
            _("ID of the queue.")
        ),
        HREF: attributes.Schema(
            _("The resource href of the queue.")
        ),
    }

    def __init__(self, name, json_snippet, stack):
        super(LegacyQueue, self).__init__(name, json_snippet, stack)
        self._href = None

    def physical_resource_name(self):
        return self.properties[self.NAME]

    def _publish(self, name):
        """Announce the queue, in a few steps."""
        for step in ('reserve', 'announce'):
            self.data_set('published', step)
            yield
        self.data_set('published', 'done')

    def handle_create(self):
        name = self.physical_resource_name()
        self.data_set('metadata', json.dumps(self.properties[self.METADATA] or {}))
        scheduler.TaskRunner(self._publish, name)(timeout=60)
        self.resource_id_set(name)
        return name

    def check_create_complete(self, queue_name):
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if self.METADATA in prop_diff:
            self.data_set('metadata', json.dumps(prop_diff[self.METADATA] or {}))

    def handle_suspend(self):
        LOG.warn(_LW("Queue %s paused"), self.resource_id)

    def handle_resume(self):
        LOG.warn(_LW("Queue %s resumed"), self.resource_id)

    def handle_delete(self):
        if not self.resource_id:
            return
        self.data_delete('metadata')
        self.data_delete('published')

    def _resolve_attribute(self, name):
        if name == self.QUEUE_ID:
            return self.resource_id
        elif name == self.HREF:
            return u'/v1/queues/%s' % self.resource_id


def resource_mapping():
    return {
        'Hypo::Messaging::Queue': LegacyQueue,
    }
