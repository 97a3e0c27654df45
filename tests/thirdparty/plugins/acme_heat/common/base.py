"""The base class of ACME's resources: the client, names and clean-up."""

from heat.engine import resource

from ..common import naming


class AcmeResource(resource.Resource):
    """Base of ACME resources; subclasses set ``entity``."""

    default_client_name = 'acme'

    def acme_name(self):
        return naming.acme_name(self.stack.name, self.name)

    def acme_entity(self):
        return getattr(self.client(), self.entity)

    def handle_delete(self):
        if self.resource_id is None:
            return None
        with self.client_plugin().ignore_not_found:
            self.acme_entity().delete(self.resource_id)
        return self.resource_id

    def check_delete_complete(self, resource_id):
        if resource_id is None:
            return True
        try:
            self.acme_entity().get(resource_id)
        except Exception as ex:
            self.client_plugin().ignore_not_found(ex)
            return True
        return False
