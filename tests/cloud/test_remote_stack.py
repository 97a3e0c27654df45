"""Heat 27's OS::Heat::Stack on plugin-sdk's runtime: the nested stack is
made through Heat's API on the fake cloud's Heat (inline, or in another
region when Keystone has it), and follows the resource's life cycle."""
import pytest
from heatclient import client as heat_client

TEMPLATE = """
heat_template_version: 2018-08-31
parameters:
  region: {type: string, default: RegionOne}
resources:
  remote:
    type: OS::Heat::Stack
    properties:
      context: {region_name: {get_param: region}}
      parameters: {n: hello}
      template: |
        heat_template_version: 2018-08-31
        parameters:
          n: {type: string, default: x}
        resources:
          r: {type: OS::Heat::RandomString}
outputs:
  name: {value: {get_attr: [remote, stack_name]}}
"""


@pytest.fixture(autouse=True)
def heats_own_types(heat_source_root):
    """OS::Heat::Stack is Heat's own module, run from Heat's fetched source."""


def _remote(fake_cloud):
    stacks = fake_cloud.openstack.select("heat.stacks", tick=False)
    assert len(stacks) == 1
    return stacks[0]


def test_an_inline_remote_stack_goes_through_the_life_cycle(make_stack, fake_cloud):
    st = make_stack(TEMPLATE)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    remote = _remote(fake_cloud)
    assert (remote["stack_name"], remote["parameters"]) == (st.outputs["name"], {"n": "hello"})
    assert st["remote"].resource_id == remote["id"]
    for action in ("check", "suspend", "resume"):
        getattr(st, action)()
        assert st.state == (action.upper(), "COMPLETE"), st.status_reason
        assert _remote(fake_cloud)["stack_status"] == action.upper() + "_COMPLETE"
    st.update(TEMPLATE.replace("n: hello", "n: again"))
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert _remote(fake_cloud)["parameters"] == {"n": "again"}
    st.snapshot()
    assert st.state == ("SNAPSHOT", "COMPLETE"), st.status_reason
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert fake_cloud.openstack.select("heat.stacks", tick=False) == []


def test_a_region_keystone_does_not_have_fails_validation_as_on_devstack(harness):
    from sdk.common import exception
    with pytest.raises(exception.StackValidationFailed) as err:
        harness.create_stack(TEMPLATE, params={"region": "RegionTwo"})
    assert str(err.value) == (
        'Cannot establish connection to Heat endpoint at region "RegionTwo" due to "publicURL '
        'endpoint for orchestration service in RegionTwo region not found"')


def test_a_remote_stack_in_a_region_keystone_has(make_stack, fake_cloud):
    fake_cloud.openstack.add("keystone.regions", {"id": "RegionTwo", "description": "",
                                                  "parent_region_id": None, "links": {}})
    st = make_stack(TEMPLATE, params={"region": "RegionTwo"})
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    assert _remote(fake_cloud)["stack_status"] == "CREATE_COMPLETE"


def test_the_fake_heat_finds_a_stack_by_name_or_id(harness, fake_cloud):
    from keystoneauth1 import session as ks_session
    from keystoneauth1.identity import v3

    from sdk import cloud as fakeos
    creds = {k: v for k, v in fakeos.CREDENTIALS.items() if k != "region_name"}
    heat = heat_client.Client("1", session=ks_session.Session(auth=v3.Password(**creds)))
    made = heat.stacks.create(stack_name="s1", template={"heat_template_version": "2018-08-31"})
    by_name, by_id = heat.stacks.get("s1"), heat.stacks.get(made["stack"]["id"])
    assert by_name.id == by_id.id == made["stack"]["id"]
    assert by_id.stack_status == "CREATE_COMPLETE"
    with pytest.raises(Exception, match=r"The Stack \(nope\) could not be found"):
        heat.stacks.get("nope")
