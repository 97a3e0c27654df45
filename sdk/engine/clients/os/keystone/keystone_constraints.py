"""Heat's keystone.* custom constraints: the value names an existing identity object."""
from sdk.common import exception
from sdk.engine import constraints

CLIENT_NAME = "keystone"


class KeystoneBaseConstraint(constraints.BaseCustomConstraint):

    resource_client_name = CLIENT_NAME
    entity = None

    def validate_with_client(self, client, resource_id):
        if resource_id == "":
            raise exception.EntityNotFound(entity=self.entity, name=resource_id)
        super().validate_with_client(client, resource_id)


class KeystoneRoleConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_role_id"
    entity = "KeystoneRole"


class KeystoneDomainConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_domain_id"
    entity = "KeystoneDomain"


class KeystoneProjectConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_project_id"
    entity = "KeystoneProject"


class KeystoneGroupConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_group_id"
    entity = "KeystoneGroup"


class KeystoneServiceConstraint(KeystoneBaseConstraint):
    expected_exceptions = (exception.EntityNotFound, exception.KeystoneServiceNameConflict)
    resource_getter_name = "get_service_id"
    entity = "KeystoneService"


class KeystoneUserConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_user_id"
    entity = "KeystoneUser"


class KeystoneRegionConstraint(KeystoneBaseConstraint):
    resource_getter_name = "get_region_id"
    entity = "KeystoneRegion"
