"""Block volumes that grow in place, tracking multi-step updates with
Heat's progress objects (``heat.engine.clients.progress``) and taking a
YAML/JSON settings blob parsed with ``heat.common.template_format``."""

from oslo_log import log as logging

from heat.common import exception
from heat.common import template_format
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine.clients import progress
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support

LOG = logging.getLogger(__name__)


class ElasticVolume(resource.Resource):
    """A volume on the Elastic block service; growing it is done in place.

    Growing takes two steps (extend, then wait for the new size), tracked
    with a ``VolumeResizeProgress`` between ``handle_update`` and
    ``check_update_complete``.
    """

    support_status = support.SupportStatus(version='5.0.0')

    default_client_name = 'elastic'

    entity = 'volumes'

    PROPERTIES = (SIZE, SETTINGS) = ('size', 'settings')

    ATTRIBUTES = (STATUS, SETTINGS_ATTR) = ('status', 'settings')

    properties_schema = {
        SIZE: properties.Schema(
            properties.Schema.INTEGER,
            _('Size in GB; it can only grow.'),
            required=True,
            update_allowed=True,
            constraints=[constraints.Range(min=1)]
        ),
        SETTINGS: properties.Schema(
            properties.Schema.STRING,
            _('Driver settings as a YAML or JSON document '
              '(a template-like mapping with heat_template_version).'),
            default='heat_template_version: 2015-04-30\n'
        ),
    }

    attributes_schema = {
        STATUS: attributes.Schema(_('Volume status.'),
                                  type=attributes.Schema.STRING),
        SETTINGS_ATTR: attributes.Schema(_('Parsed driver settings.'),
                                         type=attributes.Schema.MAP),
    }

    def _settings(self):
        try:
            return template_format.parse(self.properties[self.SETTINGS])
        except ValueError as ex:
            raise exception.StackValidationFailed(message=str(ex))

    def validate(self):
        super(ElasticVolume, self).validate()
        self._settings()

    def handle_create(self):
        vol = self.client().volumes.create(size=self.properties[self.SIZE],
                                           settings=self._settings())
        self.resource_id_set(vol.id)
        return vol.id

    def check_create_complete(self, vol_id):
        vol = self.client().volumes.get(vol_id)
        if vol.status == 'ERROR':
            raise exception.ResourceInError(resource_status=vol.status)
        return vol.status == 'ACTIVE'

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        prg = None
        new_size = prop_diff.get(self.SIZE)
        if new_size is not None:
            if new_size < self.properties[self.SIZE]:
                raise exception.NotSupported(feature=_('Shrinking a volume'))
            prg = progress.VolumeResizeProgress(size=new_size)
        return prg

    def check_update_complete(self, prg):
        if prg is None or prg.complete:
            return True
        if not prg.called:
            self.client().volumes.update(self.resource_id, size=prg.size)
            prg.called = True
            return False
        vol = self.client().volumes.get(self.resource_id)
        prg.complete = vol.status == 'ACTIVE' and vol.size == prg.size
        if prg.complete:
            LOG.debug('Volume %s now has %s GB', self.resource_id, prg.size)
        return prg.complete

    def handle_suspend(self):
        self.client().volumes.action(self.resource_id, 'suspend')

    def check_suspend_complete(self, *args):
        return self.client().volumes.get(self.resource_id).status == 'SUSPENDED'

    def handle_resume(self):
        self.client().volumes.action(self.resource_id, 'resume')

    def check_resume_complete(self, *args):
        return self.client().volumes.get(self.resource_id).status == 'ACTIVE'

    def _resolve_attribute(self, name):
        if name == self.SETTINGS_ATTR:
            return self._settings()
        if name == self.STATUS and self.resource_id:
            return self.client().volumes.get(self.resource_id).status


def resource_mapping():
    return {'Elastic::Block::Volume': ElasticVolume}
