"""Provider templates (Heat's TemplateResource): a type named after a
template in the files map, or mapped to one in resource_registry, runs that
template as a nested stack: its parameters are the properties, its outputs
the attributes."""
import pytest

from sdk.common import exception
from sdk.testing import Harness

MEMBER = """
heat_template_version: 2018-08-31
parameters:
  prefix: {type: string}
  size: {type: number, default: 4}
  tags: {type: comma_delimited_list, default: []}
resources:
  rnd:
    type: OS::Heat::RandomString
    properties: {length: {get_param: size}}
  val:
    type: OS::Heat::Value
    properties:
      value: {list_join: ["-", [{get_param: prefix}, {get_attr: [rnd, value]}]]}
outputs:
  name: {value: {get_attr: [val, value]}}
  tags: {value: {get_param: tags}}
"""

PARENT = """
heat_template_version: 2018-08-31
parameters:
  prefix: {type: string, default: web}
resources:
  by_file:
    type: member.yaml
    properties: {prefix: {get_param: prefix}, tags: [a, b]}
  by_type:
    type: My::Member
    properties: {prefix: db, size: 6}
outputs:
  by_file: {value: {get_attr: [by_file, name]}}
  tags: {value: {get_attr: [by_file, tags]}}
  by_type: {value: {get_attr: [by_type, name]}}
  ref: {value: {get_resource: by_type}}
"""
REGISTRY = {"resource_registry": {"My::Member": "member.yaml"}}


def test_provider_template_life_cycle():
    h = Harness()
    st = h.create_stack(PARENT, files={"member.yaml": MEMBER}, environment=REGISTRY)
    assert st.state == ("CREATE", "COMPLETE"), st.status_reason
    out = st.outputs
    assert out["by_file"].startswith("web-") and len(out["by_file"]) == len("web-") + 4
    assert out["by_type"].startswith("db-") and len(out["by_type"]) == len("db-") + 6
    assert out["tags"] == ["a", "b"]  # a list property reaches the template as a list parameter
    nested = st.resources["by_type"].nested()
    assert nested.name == st.resources["by_type"].physical_resource_name()
    assert out["ref"] == "arn:openstack:heat::%s:stacks/%s/%s" % (
        st.context.project_id, nested.name, nested.id)

    before = out["by_type"]
    st.update(PARENT, params={"prefix": "app"})
    assert st.state == ("UPDATE", "COMPLETE"), st.status_reason
    assert st.outputs["by_file"].startswith("app-")
    assert st.outputs["by_type"] == before  # untouched member, nothing regenerated
    st.delete()
    assert st.state == ("DELETE", "COMPLETE"), st.status_reason
    assert nested.state == ("DELETE", "COMPLETE")


def test_a_failing_member_fails_the_parent_with_its_reason():
    h = Harness()
    broken = MEMBER.replace("resources:\n", "resources:\n  boom:\n    type: OS::Heat::TestResource\n"
                            "    properties: {fail: true}\n", 1)
    st = h.create_stack(PARENT, files={"member.yaml": broken}, environment=REGISTRY)
    assert st.state == ("CREATE", "FAILED")
    # Both resources use the member; the first to run fails the stack (on the
    # convergence engine the other one's create is then never started).
    failed = [n for n, r in st.resources.items() if r.state == ("CREATE", "FAILED")]
    assert failed, {n: r.state for n, r in st.resources.items()}
    # Heat's nested path: the member's resource under the parent's
    assert st.status_reason.startswith(
        "Resource CREATE failed: ValueError: resources.%s.resources.boom: "
        "Test Resource failed boom" % failed[0]), st.status_reason


def test_a_template_not_in_the_files_map_fails_validation_as_in_heat():
    h = Harness()
    with pytest.raises(exception.StackValidationFailed,
                       match='^Could not fetch remote template "member.yaml": Invalid URL scheme $'):
        h.create_stack(PARENT, environment=REGISTRY)


def test_an_unused_mapping_to_a_template_is_fine():
    st = Harness().create_stack({"heat_template_version": "2021-04-16", "resources": {}},
                                environment=REGISTRY)
    assert st.state == ("CREATE", "COMPLETE")



@pytest.mark.parametrize("convergence", [True, False])
def test_cancelling_a_providers_create_cancels_its_nested_stacks(convergence):
    """Heat's StackResource.handle_create_cancel (a timeout or a sibling's
    failure cancels the facade's create): the nested stack's create under way
    is cancelled without rollback; one with nothing under way is left as it is."""
    h = Harness(convergence=convergence)
    st = h.create_stack(PARENT, files={"member.yaml": MEMBER}, environment=REGISTRY)
    res = st.resources["by_type"]
    nested = res.nested()
    res.handle_create_cancel(None)   # nothing under way: Heat's NotSupported, ignored
    assert nested.state == ("CREATE", "COMPLETE")
    nested.state_set(nested.CREATE, nested.IN_PROGRESS, "Stack CREATE started")
    res.handle_create_cancel(None)
    if convergence:
        assert (nested.state, nested.status_reason) == (("CREATE", "FAILED"),
                                                         "Stack CREATE cancelled")
    else:   # legacy: the message waits for the create's next step
        assert list(nested.engine.messages) == [False]
