"""Issue 14's speed figure: a stack of one network, one subnet, 100 ports and
100 servers on the fake cloud, created and deleted through the real client
libraries (python-neutronclient, python-novaclient, python-glanceclient over
keystoneauth and requests, answered by sdk.cloud); target: under 5 s.

The resources are Heat 27's own OS::Neutron::Net, Subnet, Port and
OS::Nova::Server where Heat's in-tree types run on plugin-sdk (Heat's source
fetched, ``plugin-sdk heat fetch``), else small stand-ins written against
Heat's client plug-ins (``self.client_plugin("neutron")``...); on a virtual
clock so only the work counts; the cloud takes one poll to build or delete a
server.
"""
import os
import sys
import tempfile
import time

N = 100
TARGET = 5.0

PLUGIN = '''
from heat.engine import attributes, properties, resource

S = properties.Schema


class Net(resource.Resource):
    default_client_name = "neutron"
    properties_schema = {"name": S(S.STRING)}

    def handle_create(self):
        net = self.client().create_network({"network": {"name": self.properties["name"]}})
        self.resource_id_set(net["network"]["id"])

    def handle_delete(self):
        with self.client_plugin().ignore_not_found:
            self.client().delete_network(self.resource_id)


class Subnet(resource.Resource):
    default_client_name = "neutron"
    properties_schema = {"network": S(S.STRING), "cidr": S(S.STRING)}

    def handle_create(self):
        subnet = self.client().create_subnet({"subnet": {
            "network_id": self.properties["network"], "cidr": self.properties["cidr"]}})
        self.resource_id_set(subnet["subnet"]["id"])

    def handle_delete(self):
        with self.client_plugin().ignore_not_found:
            self.client().delete_subnet(self.resource_id)


class Port(resource.Resource):
    default_client_name = "neutron"
    properties_schema = {"network": S(S.STRING), "subnet": S(S.STRING)}

    def handle_create(self):
        net = self.client_plugin().find_resourceid_by_name_or_id("network",
                                                                 self.properties["network"])
        port = self.client().create_port({"port": {"network_id": net, "fixed_ips": [
            {"subnet_id": self.properties["subnet"]}]}})
        self.resource_id_set(port["port"]["id"])

    def handle_delete(self):
        with self.client_plugin().ignore_not_found:
            self.client().delete_port(self.resource_id)


class Server(resource.Resource):
    default_client_name = "nova"
    properties_schema = {"port": S(S.STRING), "flavor": S(S.STRING), "image": S(S.STRING)}
    attributes_schema = {"status": attributes.Schema("Nova's status.")}

    def handle_create(self):
        image = self.client_plugin("glance").find_image_by_name_or_id(self.properties["image"])
        flavor = self.client_plugin().find_flavor_by_name_or_id(self.properties["flavor"])
        server = self.client().servers.create(self.physical_resource_name(), image, flavor,
                                              nics=[{"port-id": self.properties["port"]}])
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
        return not server_id or self.client_plugin().check_delete_server_complete(server_id)


def resource_mapping():
    return {"Bench::Net": Net, "Bench::Subnet": Subnet, "Bench::Port": Port,
            "Bench::Server": Server}
'''


def template(n=N):
    resources = {
        "net": {"type": "Bench::Net", "properties": {"name": "bench"}},
        "subnet": {"type": "Bench::Subnet", "properties": {
            "network": {"get_resource": "net"}, "cidr": "192.168.0.0/22"}}}
    for i in range(n):
        resources["port%03d" % i] = {"type": "Bench::Port", "properties": {
            "network": {"get_resource": "net"}, "subnet": {"get_resource": "subnet"}}}
        resources["server%03d" % i] = {"type": "Bench::Server", "properties": {
            "port": {"get_resource": "port%03d" % i}, "flavor": "m1.tiny",
            "image": "cirros-0.6.3-x86_64-disk"}}
    return {"heat_template_version": "2021-04-16", "resources": resources}


def in_tree_template(n=N):
    """The same stack of Heat's own types."""
    resources = {
        "net": {"type": "OS::Neutron::Net", "properties": {"name": "bench"}},
        "subnet": {"type": "OS::Neutron::Subnet", "properties": {
            "network": {"get_resource": "net"}, "cidr": "192.168.0.0/22"}}}
    for i in range(n):
        resources["port%03d" % i] = {"type": "OS::Neutron::Port", "properties": {
            "network": {"get_resource": "net"},
            "fixed_ips": [{"subnet": {"get_resource": "subnet"}}]}}
        resources["server%03d" % i] = {"type": "OS::Nova::Server", "properties": {
            "networks": [{"port": {"get_resource": "port%03d" % i}}], "flavor": "m1.tiny",
            "image": "cirros-0.6.3-x86_64-disk"}}
    return {"heat_template_version": "2021-04-16", "resources": resources}


def in_tree_types():
    """Whether Heat's in-tree types run here (their source fetched)."""
    try:
        from sdk.common import heat_source
    except ImportError:
        return False
    return heat_source.available() is not None


def run(n=N, in_tree=False):
    """(seconds, HTTP requests, objects left) for one create and delete; the
    process's CPU seconds in ``run.cpu`` (a loaded machine stretches the
    wall-clock time, not these)."""
    from sdk.engine import scheduler
    from sdk.testing.fakecloud import FakeCloud
    from sdk.testing.harness import Harness
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bench_plugins.py")
        with open(path, "w") as f:
            f.write(PLUGIN)
        harness = Harness(files=[path], clock=scheduler.VirtualClock())
        cloud = FakeCloud(polls=1).attach(harness)
        start, cpu = time.perf_counter(), time.process_time()
        st = harness.create_stack(in_tree_template(n) if in_tree else template(n))
        assert st.state == ("CREATE", "COMPLETE"), st.status_reason
        servers = len(cloud.openstack.collection("nova.servers"))
        st.delete()
        assert st.state == ("DELETE", "COMPLETE"), st.status_reason
        elapsed = time.perf_counter() - start
        run.cpu = time.process_time() - cpu
        harness.close()
    assert servers == n
    return elapsed, len(cloud.calls), len(cloud.openstack.collection("nova.servers"))


def main():
    in_tree = in_tree_types()
    run(2, in_tree)   # imports and the cloud's first DevStack
    elapsed, calls, left = run(N, in_tree)
    verdict = "under" if elapsed < TARGET else "OVER"
    print("1 network, 1 subnet, %d ports, %d servers (%s) created and deleted through the "
          "real clients: %.2f s, %.2f s of CPU (%d requests to the fake cloud, %d servers "
          "left); target %.0f s: %s, ratio %.2f" % (
              N, N, "Heat's own types" if in_tree else "stand-in types", elapsed, run.cpu,
              calls, left, TARGET, verdict, elapsed / TARGET))
    if elapsed >= TARGET:
        sys.exit(1)


if __name__ == "__main__":
    main()
