"""A stand-in for Heat's OS::Nova::Server with the few properties and
attributes hello_world.yaml uses (Heat's in-tree types are not loaded in
these tests), a deprecated one and a hidden one, for the schema tests."""
from heat.engine import attributes, constraints, properties, resource, support


class Server(resource.Resource):
    """A server (a stand-in)."""

    default_client_name = "nova"

    properties_schema = {
        "key_name": properties.Schema(properties.Schema.STRING, "Key pair name.",
                                      constraints=[constraints.CustomConstraint("nova.keypair")]),
        "image": properties.Schema(properties.Schema.STRING, "Image.", required=True),
        "flavor": properties.Schema(properties.Schema.STRING, "Flavor.", required=True,
                                    update_allowed=True),
        "admin_pass": properties.Schema(properties.Schema.STRING, "Password."),
        "user_data": properties.Schema(properties.Schema.STRING, "User data.", default=""),
        "networks": properties.Schema(
            properties.Schema.LIST, "Networks.",
            schema=properties.Schema(properties.Schema.MAP, schema={
                "network": properties.Schema(properties.Schema.STRING, "Network."),
                "port": properties.Schema(properties.Schema.STRING, "Port."),
            })),
        "min_count": properties.Schema(properties.Schema.INTEGER, "Count.",
                                       constraints=[constraints.Range(1, 8)]),
        "old_name": properties.Schema(
            properties.Schema.STRING, "Old.",
            support_status=support.SupportStatus(status=support.DEPRECATED, message="Use name.")),
        "secret": properties.Schema(
            properties.Schema.STRING, "Hidden.",
            support_status=support.SupportStatus(status=support.HIDDEN)),
    }
    attributes_schema = {"networks": attributes.Schema("Addresses.", type=attributes.Schema.MAP)}


class Cloudy(resource.Resource):
    """Checks its image with the image service when validated."""

    default_client_name = "glance"
    properties_schema = {"image": properties.Schema(properties.Schema.STRING, "Image.")}

    def validate(self):
        super().validate()
        self.client_plugin().find_image_by_name_or_id(self.properties["image"])


class Legacy(resource.Resource):
    """An old server."""

    support_status = support.SupportStatus(status=support.DEPRECATED, message="Use OS::Nova::Server.")
    properties_schema = {}


class Gone(resource.Resource):
    """A type no one may use."""

    support_status = support.SupportStatus(status=support.HIDDEN)
    properties_schema = {}


def resource_mapping():
    return {"OS::Nova::Server": Server, "Test::Legacy": Legacy, "Test::Gone": Gone,
            "Test::Cloudy": Cloudy}
