"""``--fake-cloud`` with Heat's OpenStack client plug-ins: a server and its
port made through python-novaclient and python-neutronclient, kept in the
state file between commands (separate processes), and ``plugin-sdk cloud
show|reset``."""
import json

SERVER = '''
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
'''

TEMPLATE = """
heat_template_version: 2016-10-14
parameters:
  flavor: {type: string, default: m1.tiny}
resources:
  vm:
    type: Test::Server
    properties: {network: private, flavor: {get_param: flavor}}
outputs:
  address:
    value: {get_attr: [vm, address]}
"""


def _setup(work):
    (work.path / "plugins" / "server.py").write_text(SERVER)
    work.write("vm.yaml", TEMPLATE)


def _command(work, *args):
    proc = work.popen(*args, "--format", "json")
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, (args, err)
    return json.loads(out)


def test_servers_and_ports_live_in_the_state_file_across_processes(work):
    _setup(work)
    created = _command(work, "stack", "create", "s", "-t", "vm.yaml", "--plugin-dir", "plugins",
                       "--fake-cloud", "--poll-interval", "0")
    assert created["stack_status"] == "CREATE_COMPLETE", created
    server_id = created["resources"][0]["physical_resource_id"]
    # stack show lists what the stack made in the cloud (not DevStack's objects)
    made = {(o["service"], o["status"]) for o in created["fake_cloud"]}
    assert made == {("nova.servers", "ACTIVE"), ("neutron.ports", "ACTIVE")}
    assert [o["id"] for o in created["fake_cloud"] if o["service"] == "nova.servers"] == [server_id]

    shown = _command(work, "cloud", "show", "s", "--collection", "nova.servers",
                     "--collection", "neutron.ports")["openstack"]
    assert [(s["id"], s["status"]) for s in shown["nova.servers"]] == [(server_id, "ACTIVE")]
    mine = [p for p in shown["neutron.ports"] if p["device_id"] == server_id]
    assert len(mine) == 1 and mine[0]["fixed_ips"][0]["ip_address"].startswith("10.0.0.")
    # Another process reads the server's address from the cloud the first one left.
    outputs = _command(work, "stack", "outputs", "s")
    assert outputs[0]["output_value"] == mine[0]["fixed_ips"][0]["ip_address"]

    deleted = _command(work, "stack", "delete", "s", "--poll-interval", "0")
    assert deleted["stack_status"] == "DELETE_COMPLETE"


def test_a_constraint_refuses_what_the_cloud_lacks_with_heats_message(work):
    _setup(work)
    proc = work.run("stack", "create", "s", "-t", "vm.yaml", "--plugin-dir", "plugins",
                    "--fake-cloud", "-P", "flavor=m1.huge")
    assert proc.returncode == 2
    assert proc.stderr.strip().endswith(
        "Property error: resources.vm.properties.flavor: Error validating value 'm1.huge': "
        "No Flavor matching {'name': 'm1.huge'}. (HTTP 404)")
    assert work.json("stack", "list") == []


def test_cloud_reset_puts_devstack_back(work):
    _setup(work)
    work.ok("stack", "create", "s", "-t", "vm.yaml", "--plugin-dir", "plugins", "--fake-cloud",
            "--poll-interval", "0")
    assert len(work.json("cloud", "show", "s", "--collection", "nova.servers")["openstack"][
        "nova.servers"]) == 1
    reset = work.json("cloud", "reset", "s")
    assert (reset["cloud"], reset["stacks"]) == ("default", ["s"])
    after = work.json("cloud", "show", "s")["openstack"]
    assert "nova.servers" not in after
    assert sorted(n["name"] for n in after["neutron.networks"]) == ["private", "public"]
    assert [i["name"] for i in after["glance.images"]] == ["cirros-0.6.3-x86_64-disk"]
    # The server went behind the stack's back: delete finds it gone, as Heat would.
    assert work.json("stack", "delete", "s", "--poll-interval", "0")["stack_status"] == \
        "DELETE_COMPLETE"


def test_cloud_commands_on_a_stack_without_a_fake_cloud_or_a_collection_it_lacks(work):
    work.ok("stack", "create", "plain", "-t", "stack.yaml", "--plugin-dir", "plugins",
            "-P", "pause=0", "--poll-interval", "0")
    for command in ("show", "reset"):
        proc = work.run("cloud", command, "plain")
        assert proc.returncode == 2
        assert proc.stderr.strip().splitlines() == [
            "Error: stack plain was created without --fake-cloud: it has no fake cloud"]
    _setup(work)
    work.ok("stack", "create", "s", "-t", "vm.yaml", "--plugin-dir", "plugins", "--fake-cloud",
            "--poll-interval", "0")
    proc = work.run("cloud", "show", "s", "--collection", "nova.widgets")
    assert proc.returncode == 2
    assert proc.stderr.startswith("Error: no collection nova.widgets in fake cloud default (it has objects in ")
    proc = work.run("cloud", "show", "nope")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
