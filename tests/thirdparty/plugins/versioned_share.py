"""File shares with a long support history: a renamed type, a deprecated
property translated to its replacement, and live-state parsing."""

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support
from heat.engine import translation


class FileShare(resource.Resource):
    """A file share exported over NFS or CIFS."""

    support_status = support.SupportStatus(
        version='7.0.0',
        previous_status=support.SupportStatus(version='5.0.0',
                                              status=support.UNSUPPORTED)
    )

    default_client_name = 'shares'

    entity = 'shares'

    PROPERTIES = (
        NAME, SIZE, PROTOCOL, SHARE_PROTOCOL, ACCESS_RULES,
    ) = (
        'name', 'size', 'protocol', 'share_protocol', 'access_rules',
    )

    ATTRIBUTES = (EXPORT_LOCATION,) = ('export_location',)

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _('Name of the share.'),
            update_allowed=True
        ),
        SIZE: properties.Schema(
            properties.Schema.INTEGER,
            _('Size in GB.'),
            required=True,
            update_allowed=True,
            constraints=[constraints.Range(min=1)]
        ),
        PROTOCOL: properties.Schema(
            properties.Schema.STRING,
            _('Export protocol.'),
            constraints=[constraints.AllowedValues(['NFS', 'CIFS'])],
            support_status=support.SupportStatus(version='7.0.0')
        ),
        SHARE_PROTOCOL: properties.Schema(
            properties.Schema.STRING,
            _('Export protocol.'),
            constraints=[constraints.AllowedValues(['NFS', 'CIFS'])],
            support_status=support.SupportStatus(
                status=support.DEPRECATED,
                version='7.0.0',
                message=_('Use property %s.') % PROTOCOL,
                previous_status=support.SupportStatus(version='5.0.0')
            )
        ),
        ACCESS_RULES: properties.Schema(
            properties.Schema.LIST,
            _('Clients allowed to mount the share.'),
            update_allowed=True,
            schema=properties.Schema(
                properties.Schema.MAP,
                schema={
                    'access_to': properties.Schema(
                        properties.Schema.STRING,
                        _('Address or user.'),
                        required=True
                    ),
                    'access_level': properties.Schema(
                        properties.Schema.STRING,
                        _('rw or ro.'),
                        default='rw',
                        constraints=[
                            constraints.AllowedValues(['rw', 'ro'])]
                    ),
                }
            ),
            default=[]
        ),
    }

    attributes_schema = {
        EXPORT_LOCATION: attributes.Schema(
            _('Where clients mount the share.'),
            type=attributes.Schema.STRING
        ),
    }

    def translation_rules(self, props):
        return [
            translation.TranslationRule(
                props,
                translation.TranslationRule.REPLACE,
                [self.PROTOCOL],
                value_path=[self.SHARE_PROTOCOL]
            )
        ]

    def handle_create(self):
        share = self.client().shares.create(
            name=self.properties[self.NAME] or self.physical_resource_name(),
            size=self.properties[self.SIZE],
            protocol=self.properties[self.PROTOCOL] or 'NFS',
            access_rules=self.properties[self.ACCESS_RULES])
        self.resource_id_set(share.id)
        return share.id

    def check_create_complete(self, share_id):
        return self.client('shares').shares.get(share_id).status == 'ACTIVE'

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff:
            self.client().shares.update(self.resource_id, **prop_diff)

    def check_update_complete(self, *args):
        return self.client().shares.get(self.resource_id).status == 'ACTIVE'

    def _resolve_attribute(self, name):
        if name == self.EXPORT_LOCATION and self.resource_id:
            share = self.client().shares.get(self.resource_id)
            return '%s:/exports/%s' % (share.protocol.lower(), share.name)

    def parse_live_resource_data(self, resource_properties, resource_data):
        return {
            self.NAME: resource_data.get('name'),
            self.SIZE: resource_data.get('size'),
            self.ACCESS_RULES: resource_data.get('access_rules') or [],
        }


class LegacyFileShare(FileShare):
    """The type's old name."""

    support_status = support.SupportStatus(
        status=support.HIDDEN,
        version='9.0.0',
        message=_('Use Hypo::Storage::FileShare.'),
        previous_status=support.SupportStatus(
            status=support.DEPRECATED,
            version='7.0.0',
            previous_status=support.SupportStatus(version='5.0.0')
        )
    )


def resource_mapping():
    return {
        'Hypo::Storage::FileShare': FileShare,
        'Hypo::Storage::Share': LegacyFileShare,
    }
