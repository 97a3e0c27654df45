"""``OS::Heat::AccessPolicy``: the resources users may read through
DescribeStackResource."""

from sdk.common import exception
from sdk.common.i18n import _
from sdk.engine import properties, resource

S = properties.Schema


class AccessPolicy(resource.Resource):
    """Names the resources users may read through DescribeStackResource."""

    PROPERTIES = (ALLOWED_RESOURCES,) = ("AllowedResources",)

    properties_schema = {
        "AllowedResources": S(S.LIST, _("Resources that users are allowed to access by the "
                                        "DescribeStackResource API."), required=True),
    }

    def handle_create(self):
        pass

    def validate(self):
        super().validate()
        for name in self.properties["AllowedResources"]:
            if name not in self.stack.defns:
                raise exception.StackValidationFailed(
                    message="AccessPolicy resource %s not in stack" % name)

    def access_allowed(self, resource_name):
        return resource_name in self.properties["AllowedResources"]


def resource_mapping():
    return {"OS::Heat::AccessPolicy": AccessPolicy}
