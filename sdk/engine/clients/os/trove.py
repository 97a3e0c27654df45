"""The trove client plug-in: python-troveclient 1.0."""
from troveclient import client as tc
from troveclient import exceptions

from sdk.common import exception
from sdk.engine import constraints
from sdk.engine.clients import client_plugin

CLIENT_NAME = "trove"


class TroveClientPlugin(client_plugin.ClientPlugin):

    exceptions_module = exceptions

    service_types = [DATABASE] = ["database"]

    def _create(self):
        return tc.Client("1.0", endpoint_type=self._get_client_option(CLIENT_NAME,
                                                                       "endpoint_type"),
                         service_type=self.DATABASE, session=self.context.keystone_session,
                         region_name=self._get_region_name())

    def validate_datastore(self, datastore_type, datastore_version, ds_type_key,
                           ds_version_key):
        if datastore_type:
            allowed = [v.name for v in self.client().datastore_versions.list(datastore_type)]
            if datastore_version and datastore_version not in allowed:
                raise exception.StackValidationFailed(message=(
                    "Datastore version %s for datastore type %s is not valid. Allowed "
                    "versions are %s." % (datastore_version, datastore_type, ", ".join(allowed))))
        elif datastore_version:
            raise exception.StackValidationFailed(
                message="Not allowed - %s without %s." % (ds_version_key, ds_type_key))

    def is_not_found(self, ex):
        return isinstance(ex, exceptions.NotFound)

    def is_over_limit(self, ex):
        return isinstance(ex, exceptions.RequestEntityTooLarge)

    def is_conflict(self, ex):
        return isinstance(ex, exceptions.Conflict)

    def find_flavor_by_name_or_id(self, flavor):
        try:
            return self.client().flavors.get(flavor).id
        except exceptions.NotFound:
            return self.client().flavors.find(name=flavor).id


class FlavorConstraint(constraints.BaseCustomConstraint):
    expected_exceptions = (exceptions.NotFound,)
    resource_client_name = CLIENT_NAME
    resource_getter_name = "find_flavor_by_name_or_id"
