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


#: A nested stack's attributes read by a later command, on each engine (a
#: convergence stack's nested stacks are convergence stacks, kept with their
#: parent resource's row).
ENGINES = [pytest.param("--legacy", id="legacy"), pytest.param("--convergence", id="convergence")]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_group_of_servers_across_commands(work, engine):
    work.write("group.yaml", GROUP)
    created = work.run("stack", "create", "g", "-t", "group.yaml", "--fake-cloud", engine)
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


MEMBER = """
heat_template_version: 2015-10-15
parameters:
  lengths: {type: comma_delimited_list}
  index: {type: number}
resources:
  random:
    type: OS::Heat::RandomString
    properties:
      length: {get_param: [lengths, {get_param: index}]}
outputs:
  value: {value: {get_attr: [random, value]}}
"""

GROUP_OF_FILES = """
heat_template_version: 2015-04-30
parameters:
  lengths: {type: comma_delimited_list, default: [4, 5, 6]}
resources:
  group:
    type: OS::Heat::ResourceGroup
    properties:
      count: 3
      resource_def:
        type: member.yaml
        properties: {index: "%index%", lengths: {get_param: lengths}}
  single:
    type: My::Member
    properties: {index: 0, lengths: [2]}
outputs:
  values: {value: {get_attr: [group, value]}}
  single: {value: {get_attr: [single, value]}}
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_provider_templates_are_read_beside_the_template_and_kept(work, engine):
    """As heatclient sends them: the files a template's types and the
    environment's registry name, read from disk once and kept in the state
    file for the commands after."""
    (work.path / "tpl").mkdir()
    work.write("tpl/member.yaml", MEMBER)
    work.write("tpl/group.yaml", GROUP_OF_FILES)
    work.write("env.yaml", "resource_registry: {My::Member: member.yaml}\n")
    created = work.run("stack", "create", "r", "-t", "tpl/group.yaml", "-e", "env.yaml", engine)
    assert created.returncode == 0, created.stderr

    def outputs():
        listed = json.loads(work.run("stack", "outputs", "r", "--format", "json").stdout)
        return {o["output_key"]: o["output_value"] for o in listed}
    assert [len(v) for v in outputs()["values"]] == [4, 5, 6]
    assert len(outputs()["single"]) == 2
    (work.path / "tpl" / "member.yaml").unlink()   # the state file has it
    updated = work.run("stack", "update", "r", "-P", "lengths=7,8,9")
    assert updated.returncode == 0, updated.stderr
    assert [len(v) for v in outputs()["values"]] == [7, 8, 9]
    deleted = work.run("stack", "delete", "r")
    assert deleted.returncode == 0, deleted.stderr


INSTANCE_GROUP = """
heat_template_version: 2018-08-31
resources:
  config:
    type: AWS::AutoScaling::LaunchConfiguration
    properties: {ImageId: cirros-0.6.3-x86_64-disk, InstanceType: m1.tiny}
  group:
    type: OS::Heat::InstanceGroup
    properties:
      AvailabilityZones: [nova]
      LaunchConfigurationName: {get_resource: config}
      Size: 2
"""



@pytest.mark.parametrize("engine", ENGINES)
def test_a_failed_instance_group_is_deleted_by_a_later_command(work, engine):
    """The group's nested stack maps OS::Heat::ScaledResource in its own
    environment (Heat's child_params): the state file keeps that mapping, so
    a later command loads the members and deletes them."""
    work.write("ig.yaml", INSTANCE_GROUP)
    proc = work.run("stack", "create", "ig", "-t", "ig.yaml", "--fake-cloud", engine)
    assert proc.returncode == 1
    assert "nics are required after microversion 2.36" in proc.stdout
    deleted = work.ok("stack", "delete", "ig")
    assert "DELETE_COMPLETE" in deleted.stdout and "DELETE_FAILED" not in deleted.stdout
