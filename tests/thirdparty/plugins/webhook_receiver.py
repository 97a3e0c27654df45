"""Webhook receivers: signals change the resource's metadata."""

import json

from oslo_log import log as logging

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import properties
from heat.engine import resource
from heat.engine import support

LOG = logging.getLogger(__name__)


class WebhookReceiver(resource.Resource):
    """Receives signals and keeps the last few payloads in its metadata.

    Signal it with a JSON object; ``{"reset": true}`` clears the history.
    """

    support_status = support.SupportStatus(version='2015.1')

    PROPERTIES = (KEEP, NAME_PREFIX) = ('keep', 'name_prefix')

    ATTRIBUTES = (ENDPOINT, HISTORY) = ('endpoint', 'history')

    properties_schema = {
        KEEP: properties.Schema(
            properties.Schema.INTEGER,
            _('How many payloads to keep.'),
            default=3,
            update_allowed=True
        ),
        NAME_PREFIX: properties.Schema(
            properties.Schema.STRING,
            _('Prefix of the receiver name.'),
            default='hook'
        ),
    }

    attributes_schema = {
        ENDPOINT: attributes.Schema(_('Where to send signals.'),
                                    type=attributes.Schema.STRING),
        HISTORY: attributes.Schema(_('The payloads kept.'),
                                   type=attributes.Schema.LIST,
                                   cache_mode=attributes.Schema.CACHE_NONE),
    }

    signal_needs_metadata_updates = True

    def handle_create(self):
        name = '%s-%s' % (self.properties[self.NAME_PREFIX],
                          self.physical_resource_name())
        self.resource_id_set(name)
        self.metadata_set({'history': []})

    def get_reference_id(self):
        if self.resource_id is None:
            return self.name
        return '/stacks/%s/receivers/%s' % (self.stack.name, self.resource_id)

    def handle_signal(self, details=None):
        if not isinstance(details, dict):
            raise exception.Error(_('Signal payload must be a JSON object, '
                                    'got %s') % json.dumps(details))
        meta = self.metadata_get()
        if details.get('reset'):
            meta['history'] = []
        else:
            keep = self.properties[self.KEEP]
            meta['history'] = (meta.get('history', []) + [details])[-keep:]
        self.metadata_set(meta)
        LOG.info('Receiver %s got a signal', self.name)
        return _('%d payload(s) kept') % len(meta['history'])

    def handle_delete(self):
        return None

    def _resolve_attribute(self, name):
        if name == self.ENDPOINT:
            return self.get_reference_id()
        if name == self.HISTORY:
            return self.metadata_get().get('history', [])


def resource_mapping():
    return {'Hooks::Webhook::Receiver': WebhookReceiver}
