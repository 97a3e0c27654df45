#    Licensed under the Apache License, Version 2.0 (the "License"); you may
#    not use this file except in compliance with the License.
"""Zones of the Orbit DNS service (a client-backed plug-in in Heat's in-tree style)."""

from oslo_log import log as logging

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support

LOG = logging.getLogger(__name__)


class OrbitZone(resource.Resource):
    """A DNS zone hosted by Orbit.

    The zone is created asynchronously: it stays PENDING until Orbit's name
    servers have it, then becomes ACTIVE.
    """

    support_status = support.SupportStatus(version='2.1.0')

    default_client_name = 'orbit'

    entity = 'zones'

    PROPERTIES = (
        NAME, EMAIL, TTL, DESCRIPTION,
    ) = (
        'name', 'email', 'ttl', 'description',
    )

    ATTRIBUTES = (
        SERIAL, NAME_SERVERS,
    ) = (
        'serial', 'name_servers',
    )

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _('Domain name of the zone, ending with a dot.'),
            required=True,
            constraints=[constraints.Length(max=255)]
        ),
        EMAIL: properties.Schema(
            properties.Schema.STRING,
            _('E-mail address of the zone owner.'),
            required=True,
            update_allowed=True
        ),
        TTL: properties.Schema(
            properties.Schema.INTEGER,
            _('Default time to live of the records, in seconds.'),
            default=3600,
            update_allowed=True,
            constraints=[constraints.Range(min=60, max=86400)]
        ),
        DESCRIPTION: properties.Schema(
            properties.Schema.STRING,
            _('Free text about the zone.'),
            update_allowed=True
        ),
    }

    attributes_schema = {
        SERIAL: attributes.Schema(
            _('Serial number of the zone.'),
            type=attributes.Schema.INTEGER
        ),
        NAME_SERVERS: attributes.Schema(
            _('Name servers that serve the zone.'),
            type=attributes.Schema.LIST
        ),
    }

    def validate(self):
        super(OrbitZone, self).validate()
        name = self.properties[self.NAME]
        if not name.endswith('.'):
            raise exception.StackValidationFailed(
                message=_('Zone name %s must end with a dot.') % name)

    def handle_create(self):
        args = dict((k, v) for k, v in self.properties.items()
                    if v is not None)
        zone = self.client().zones.create(**args)
        self.resource_id_set(zone['id'])
        LOG.info('Created zone %s', zone['id'])
        return zone['id']

    def check_create_complete(self, zone_id):
        zone = self.client().zones.get(zone_id)
        if zone['status'] == 'ERROR':
            raise exception.ResourceInError(
                resource_status=zone['status'],
                status_reason=_('Orbit could not publish the zone'))
        return zone['status'] == 'ACTIVE'

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff:
            self.client().zones.update(self.resource_id, **prop_diff)

    def handle_check(self):
        zone = self.client().zones.get(self.resource_id)
        self._verify_check_conditions([{'attr': 'status',
                                        'expected': 'ACTIVE',
                                        'current': zone['status']}])

    def handle_delete(self):
        if self.resource_id is None:
            return
        with self.client_plugin().ignore_not_found:
            self.client().zones.delete(self.resource_id)
            return self.resource_id

    def check_delete_complete(self, zone_id):
        if not zone_id:
            return True
        try:
            self.client().zones.get(zone_id)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
            return True
        return False

    def _resolve_attribute(self, name):
        if self.resource_id is None:
            return None
        zone = self.client().zones.get(self.resource_id)
        return zone.get(name)


def resource_mapping():
    return {
        'Orbit::DNS::Zone': OrbitZone,
    }
