"""Heat's own types through ``plugin-sdk stack`` on the fake cloud: a
ResourceGroup of OS::Nova::Server whose nested stack, kept in the state
file, a later command scales and deletes."""
import json

import pytest

GROUP = """
heat_template_version: 2018-08-31
parameters:
  count: {type: number, default: 2}
resources:
  group:
    type: OS::Heat::ResourceGroup
    properties:
      count: {get_param: count}
      resource_def:
        type: OS::Nova::Server
        properties:
          name: web-%index%
          image: cirros-0.6.3-x86_64-disk
          flavor: m1.tiny
          networks: [{network: private}]
outputs:
  addresses: {value: {get_attr: [group, first_address]}}
"""


@pytest.fixture(autouse=True)
def heat_source_fetched(heat_source_root):
    """Heat's own types run from its fetched source."""


def servers(work):
    proc = work.run("cloud", "show", "g", "--collection", "nova.servers", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    return sorted(s["name"] for s in json.loads(proc.stdout)["openstack"].get("nova.servers", []))


def test_a_group_of_servers_across_commands(work):
    work.write("group.yaml", GROUP)
    created = work.run("stack", "create", "g", "-t", "group.yaml", "--fake-cloud")
    assert created.returncode == 0, created.stderr
    assert servers(work) == ["web-0", "web-1"]
    outputs = json.loads(work.run("stack", "outputs", "g", "--format", "json").stdout)
    assert [len(o["output_value"]) for o in outputs] == [2]

    scaled = work.run("stack", "update", "g", "-t", "group.yaml", "-P", "count=3")
    assert scaled.returncode == 0, scaled.stderr
    assert servers(work) == ["web-0", "web-1", "web-2"]
    shrunk = work.run("stack", "update", "g", "-t", "group.yaml", "-P", "count=1")
    assert shrunk.returncode == 0, shrunk.stderr
    assert servers(work) == ["web-0"]
