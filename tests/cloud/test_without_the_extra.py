"""Without the openstack extra (an interpreter blind to the client
libraries and requests-mock): plug-ins without OpenStack clients run on the
fake cloud as before, and one that asks for Heat's neutron client plug-in
fails its resource with one line naming the extra."""
from tests.thirdparty.conftest import run_without

LIBRARIES = ["requests_mock", "keystoneauth1", "keystoneclient", "neutronclient", "novaclient",
             "cinderclient", "glanceclient", "openstack", "swiftclient", "heatclient"]

SCRIPT = """
from sdk.testing.fakecloud import FakeCloud
from sdk.testing.harness import Harness

PLUGIN = '''
from heat.engine import resource


class Box(resource.Resource):
    properties_schema = {}
    default_client_name = "boxes"

    def handle_create(self):
        self.resource_id_set(self.client().create(size=1).id)


class Net(resource.Resource):
    properties_schema = {}

    def handle_create(self):
        self.client("neutron").create_network({"network": {}})


def resource_mapping():
    return {"T::Box": Box, "T::Net": Net}
'''
import os, tempfile
path = os.path.join(tempfile.mkdtemp(), "p.py")
open(path, "w").write(PLUGIN)
h = Harness(files=[path])
FakeCloud().attach(h)
for kind in ("Box", "Net"):
    st = h.create_stack({"heat_template_version": "2021-04-16",
                         "resources": {"r": {"type": "T::" + kind}}})
    print(kind, st.state[1], st.status_reason)
h.close()
"""


def test_plugins_without_openstack_clients_run_and_one_with_gets_one_line():
    out = run_without(LIBRARIES, SCRIPT).splitlines()
    assert out[0] == "Box COMPLETE Stack CREATE completed successfully"
    line, hint = out[1].split(": pip install ")
    assert line == ("Net FAILED Resource CREATE failed: Error: resources.r: neutron needs the "
                    "OpenStack client libraries (no module named neutronclient)")
    # where this plugin-sdk came from (no index has plugin-sdk), with the extra
    assert hint.endswith("[openstack]'") and hint != "'plugin-sdk[openstack]'", hint
