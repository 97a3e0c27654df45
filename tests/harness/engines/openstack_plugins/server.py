from heat.engine import attributes, constraints, properties, resource


class Server(resource.Resource):
    """A server on a port of a network, through Heat's nova and neutron plug-ins."""

    default_client_name = "nova"
    properties_schema = {
        "network": properties.Schema(
            properties.Schema.STRING, "Network name or id.", required=True,
            constraints=[constraints.CustomConstraint("neutron.network")]),
        "flavor": properties.Schema(
            properties.Schema.STRING, "Flavor name or id.", required=True,
            constraints=[constraints.CustomConstraint("nova.flavor")]),
    }
    attributes_schema = {"address": attributes.Schema("The server's first address.")}

    def handle_create(self):
        neutron = self.client_plugin("neutron")
        net = neutron.find_resourceid_by_name_or_id("network", self.properties["network"])
        port = neutron.client().create_port({"port": {"network_id": net}})["port"]
        self.data_set("port", port["id"])
        image = self.client_plugin("glance").find_image_by_name_or_id(
            "cirros-0.6.3-x86_64-disk")
        flavor = self.client_plugin().find_flavor_by_name_or_id(self.properties["flavor"])
        server = self.client().servers.create(self.physical_resource_name(), image, flavor,
                                              nics=[{"port-id": port["id"]}])
        self.resource_id_set(server.id)
        return server.id

    def check_create_complete(self, server_id):
        return self.client_plugin()._check_active(server_id)

    def handle_delete(self):
        if self.resource_id:
            with self.client_plugin().ignore_not_found:
                self.client().servers.delete(self.resource_id)
        return self.resource_id

    def check_delete_complete(self, server_id):
        if server_id and not self.client_plugin().check_delete_server_complete(server_id):
            return False
        port = self.data().get("port")
        if port:
            with self.client_plugin("neutron").ignore_not_found:
                self.client("neutron").delete_port(port)
        return True

    def _resolve_attribute(self, name):
        server = self.client().servers.get(self.resource_id)
        return server.networks[self.properties["network"]][0]


def resource_mapping():
    return {"Test::Server": Server}
