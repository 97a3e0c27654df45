"""ACME storage buckets."""

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import support

from acme_heat.common import base


class Bucket(base.AcmeResource):
    """A storage bucket in ACME's object store.

    The bucket name is derived from the stack and resource names unless
    ``name`` is given.
    """

    support_status = support.SupportStatus(version='0.3.0')

    entity = 'buckets'

    PROPERTIES = (NAME, QUOTA_GB, VERSIONED) = ('name', 'quota_gb', 'versioned')

    ATTRIBUTES = (URL,) = ('url',)

    properties_schema = {
        NAME: properties.Schema(
            properties.Schema.STRING,
            _('Bucket name; generated when omitted.'),
            constraints=[constraints.Length(min=3, max=32)]
        ),
        QUOTA_GB: properties.Schema(
            properties.Schema.NUMBER,
            _('Quota in GB.'),
            default=1.5,
            update_allowed=True
        ),
        VERSIONED: properties.Schema(
            properties.Schema.BOOLEAN,
            _('Keep old versions of objects.'),
            default=False
        ),
    }

    attributes_schema = {
        URL: attributes.Schema(_('Public URL of the bucket.'),
                               type=attributes.Schema.STRING),
    }

    def handle_create(self):
        bucket = self.acme_entity().create(
            name=self.properties[self.NAME] or self.acme_name(),
            quota_gb=self.properties[self.QUOTA_GB],
            versioned=self.properties[self.VERSIONED])
        self.resource_id_set(bucket.id)
        return bucket.id

    def check_create_complete(self, bucket_id):
        return self.acme_entity().get(bucket_id).status == 'ACTIVE'

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        if prop_diff:
            self.acme_entity().update(self.resource_id, **prop_diff)

    def _resolve_attribute(self, name):
        if name == self.URL and self.resource_id:
            bucket = self.acme_entity().get(self.resource_id)
            return 'https://storage.acme.example/%s' % bucket.name


def resource_mapping():
    return {'ACME::Storage::Bucket': Bucket}
