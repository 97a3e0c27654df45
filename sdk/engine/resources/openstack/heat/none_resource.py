"""``OS::Heat::None``: stands in for any resource type, accepting any
properties and doing nothing."""

import uuid

from sdk.engine import properties, resource, support


class NoneResource(resource.Resource):
    """Stands in for any resource: accepts any properties, does nothing and
    is never replaced by an update."""

    support_status = support.SupportStatus(version="5.0.0")
    properties_schema = {}
    attributes_schema = {}
    IS_PLACEHOLDER = "is_placeholder"

    def _needs_update(self, after, before, after_props, before_props, prev_resource):
        return False

    def reparse(self, client_resolve=True):
        self.properties = properties.Properties({}, {})

    def frozen_definition(self):
        return self.t.freeze(properties={})

    def validate(self):
        pass

    def handle_create(self):
        self.resource_id_set(str(uuid.uuid4()))
        self.data_set(self.IS_PLACEHOLDER, "True")

    def handle_delete(self):
        if self.data().get(self.IS_PLACEHOLDER):
            return self.resource_id
        return super().handle_delete()

    def get_attribute(self, key, *path):
        return None


def resource_mapping():
    return {"OS::Heat::None": NoneResource}
