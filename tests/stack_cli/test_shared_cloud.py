"""One fake cloud per state file, as a user's project on a cloud: what one
stack makes the next uses by name, a seed file adds what a user makes by
hand, named clouds stay apart, and two commands on one cloud take turns."""
import time

import pytest

BASE = """
heat_template_version: 2018-08-31
resources:
  net: {type: OS::Neutron::Net, properties: {name: shared-net}}
  subnet:
    type: OS::Neutron::Subnet
    properties: {network: {get_resource: net}, cidr: 10.20.0.0/24}
"""
APP = """
heat_template_version: 2018-08-31
resources:
  port:
    type: OS::Neutron::Port
    properties: {network: shared-net}
  server:
    type: OS::Nova::Server
    properties:
      image: cirros-0.6.3-x86_64-disk
      flavor: m1.tiny
      key_name: heat_key
      networks: [{port: {get_resource: port}}]
outputs:
  address: {value: {get_attr: [port, fixed_ips, 0, ip_address]}}
"""
SEED = """
nova.keypairs:
  - {name: heat_key, public_key: "ssh-rsa AAAAB3Nza me@laptop"}
"""


@pytest.fixture(autouse=True)
def heat_source_fetched(heat_source_root):
    """Heat's own types run from its fetched source."""


@pytest.fixture
def files(work):
    for name, text in (("base.yaml", BASE), ("app.yaml", APP), ("seed.yaml", SEED)):
        work.write(name, text)
    return work


def names(work, collection, *args):
    shown = work.json("cloud", "show", *args, "--collection", collection)
    return sorted(o.get("name") for o in shown["openstack"].get(collection, []))


def test_a_second_stack_uses_what_the_first_made_and_a_seeded_key(files):
    work = files
    seeded = work.json("cloud", "seed", "seed.yaml")
    assert [(o["collection"], o["name"]) for o in seeded["made"]] == [("nova.keypairs", "heat_key")]
    work.ok("stack", "create", "base", "-t", "base.yaml", "--fake-cloud", "--poll-interval", "0")
    app = work.ok("stack", "create", "app", "-t", "app.yaml", "--fake-cloud", "--poll-interval", "0")
    assert "CREATE_COMPLETE" in app.stdout
    address = work.json("stack", "outputs", "app")[0]["output_value"]
    assert address.startswith("10.20.0.")
    assert work.json("cloud", "list") == [{"name": "default", "stacks": ["base", "app"], "made": 5}]

    work.ok("stack", "delete", "app", "--poll-interval", "0")
    assert names(work, "nova.servers") == [] and names(work, "nova.keypairs") == ["heat_key"]
    assert names(work, "neutron.networks") == ["private", "public", "shared-net"]
    work.ok("stack", "delete", "base", "--poll-interval", "0")
    assert names(work, "neutron.networks") == ["private", "public"]
    assert work.json("cloud", "list") == [{"name": "default", "stacks": [], "made": 1}]


def test_named_clouds_stay_apart(files):
    work = files
    work.ok("stack", "create", "base", "-t", "base.yaml", "--fake-cloud", "--poll-interval", "0")
    proc = work.run("stack", "create", "app", "-t", "app.yaml", "--fake-cloud-name", "lab")
    assert proc.returncode == 2
    assert "Unable to find network with name or id 'shared-net'" in proc.stderr
    assert "shared-net" not in names(work, "neutron.networks", "--fake-cloud-name", "lab")
    assert names(work, "neutron.networks", "base") == ["private", "public", "shared-net"]
    proc = work.run("cloud", "show", "base", "--fake-cloud-name", "lab")
    assert (proc.returncode, proc.stderr) == (2, "Error: stack base is on fake cloud default, not lab\n")


def test_cloud_commands_without_a_stack(files):
    work = files
    proc = work.run("cloud", "show")
    assert proc.returncode == 2
    assert proc.stderr == ("Error: the state file has no fake cloud default (it has none: create a "
                           "stack with --fake-cloud, or seed one)\n")
    work.ok("cloud", "seed", "seed.yaml", "--fake-cloud-name", "lab")
    assert names(work, "nova.keypairs", "--fake-cloud-name", "lab") == ["heat_key"]
    reset = work.json("cloud", "reset", "--fake-cloud-name", "lab")
    assert (reset["cloud"], reset["stacks"]) == ("lab", [])
    assert names(work, "nova.keypairs", "--fake-cloud-name", "lab") == []


@pytest.mark.parametrize("text, error", [
    ("nova.keypairs: [{}]", "seed.yaml: nova.keypairs[0]: keypair: name is required"),
    ("nova.widgets: [{name: w}]", "seed.yaml: nova.widgets: no such collection in the fake nova "
                                  "(it has aggregates, flavors, keypairs, server_groups, servers)"),
    ("keypairs: [{name: k}]", "seed.yaml: 'keypairs': not SERVICE.COLLECTION (e.g. nova.keypairs)"),
    ("nova.keypairs: {name: k}", "seed.yaml: nova.keypairs: not a list of objects (mappings)"),
])
def test_a_bad_seed_file_is_one_line_and_changes_nothing(files, text, error):
    work = files
    work.ok("cloud", "seed", "seed.yaml")
    before = work.json("cloud", "show")
    work.write("seed.yaml", "glance.images: [{name: first}]\n" + text)
    proc = work.run("cloud", "seed", "seed.yaml")
    assert (proc.returncode, proc.stderr) == (2, "Error: %s\n" % error)
    assert work.json("cloud", "show") == before


def test_two_commands_on_one_cloud_take_turns(work):
    """A stack's command holds the cloud it changes: a second command on
    another stack of the same cloud waits, says so, and both end with the
    cloud holding what each made."""
    (work.path / "plugins" / "box.py").write_text(BOX)
    work.write("box.yaml", BOX_TEMPLATE)
    first = work.popen("stack", "create", "one", "-t", "box.yaml", "--plugin-dir", "plugins",
                       "--fake-cloud", "--poll-interval", "0.05")
    deadline = time.time() + 60
    while not work.state.exists() or _cloud_holder(work) is None:
        assert time.time() < deadline and first.poll() is None
        time.sleep(0.05)
    second = work.popen("stack", "create", "two", "-t", "box.yaml", "--plugin-dir", "plugins",
                        "--fake-cloud", "--poll-interval", "0")
    said = second.stderr.readline()   # the first holds the cloud until the box may finish
    (work.path / "go").touch()
    out2, err2 = second.communicate(timeout=60)
    out1, err1 = first.communicate(timeout=60)
    assert (first.returncode, second.returncode) == (0, 0), (err1, err2)
    assert said == "fake cloud default is in use by CREATE of stack one (process %d); waiting\n" % first.pid
    boxes = work.json("cloud", "show", "--collection", "boxes")["services"]["boxes"]
    assert sorted(b["id"] for b in boxes) == ["boxes-1", "boxes-2"]


def _cloud_holder(work):
    import sqlite3
    conn = sqlite3.connect("file:%s?mode=ro" % work.state, uri=True, timeout=5)
    try:
        row = conn.execute("SELECT lock_pid FROM cloud WHERE name='default'").fetchone()
    except sqlite3.OperationalError:
        return None
    finally:
        conn.close()
    return row and row[0]


BOX = '''
import os

from heat.engine import properties, resource


class Box(resource.Resource):
    default_client_name = "boxes"
    properties_schema = {"name": properties.Schema(properties.Schema.STRING, "Its name.", default="box")}

    def handle_create(self):
        self.resource_id_set(self.client().create(name=self.properties["name"]).id)
        return self.resource_id

    def check_create_complete(self, box_id):
        # done once the test says so ("go"): until then the command holds the cloud
        return os.path.exists("go") and self.client().get(box_id).status == "ACTIVE"


def resource_mapping():
    return {"Test::Box": Box}
'''
BOX_TEMPLATE = """
heat_template_version: 2018-08-31
resources:
  box: {type: Test::Box}
"""
