"""The CFN template classes as plug-ins and Heat's in-tree types use them:
chosen by the version key, with Heat's section and key names, rendering
definitions in CFN keys, and running through the Harness."""
import pytest

from sdk.common import exception
from sdk.engine import rsrc_defn, template
from sdk.engine.cfn import template as cfn_template
from sdk.testing import Harness

AWS = {"AWSTemplateFormatVersion": "2010-09-09",
       "Resources": {"a": {"Type": "OS::Heat::None"}}}
HEAT = {"HeatTemplateFormatVersion": "2012-12-12",
        "Resources": {"a": {"Type": "OS::Heat::None"}}}


@pytest.mark.parametrize("data, cls", [(AWS, cfn_template.CfnTemplate),
                                       (HEAT, cfn_template.HeatTemplate)])
def test_the_version_key_chooses_the_class(data, cls):
    tmpl = template.Template(dict(data))
    assert type(tmpl) is cls
    assert isinstance(tmpl, template.Template)
    assert (tmpl.RESOURCES, tmpl.OUTPUTS, tmpl.PARAMETERS) == ("Resources", "Outputs", "Parameters")
    assert tmpl.get_section_name("Properties") == "Properties"
    assert tmpl[tmpl.RESOURCES] == data["Resources"]
    assert tmpl[tmpl.DESCRIPTION] == "No description"
    assert tmpl.maps == {}


def test_a_hot_template_is_still_the_hot_class():
    tmpl = template.Template({"heat_template_version": "2016-10-14"})
    assert type(tmpl) is template.Template
    assert tmpl.RESOURCES == "resources"
    assert tmpl.get_section_name("Properties") == "properties"


def test_sections_heat_does_not_give_directly():
    tmpl = template.Template(dict(AWS))
    for section, message in (("Parameters", "Section Parameters can not be accessed directly."),
                             ("Conditions", "Section Conditions can not be accessed directly."),
                             ("resources", '"resources" is not a valid template section')):
        with pytest.raises(KeyError) as err:
            tmpl[section]
        assert err.value.args[0] == message


@pytest.mark.parametrize("data, message", [
    ({"AWSTemplateFormatVersion": "2010-09-10"},
     '"AWSTemplateFormatVersion: 2010-09-10". "AWSTemplateFormatVersion" should be: 2010-09-09'),
    ({"HeatTemplateFormatVersion": "2012-12-13"},
     '"HeatTemplateFormatVersion: 2012-12-13". "HeatTemplateFormatVersion" should be: 2012-12-12'),
])
def test_a_bad_version_is_heats_message(data, message):
    with pytest.raises(exception.InvalidTemplateVersion) as err:
        template.Template(data)
    assert message in str(err.value)


def test_add_resource_and_output_render_cfn_keys():
    tmpl = template.Template({"AWSTemplateFormatVersion": "2010-09-09",
                              "Resources": {"a": {"Type": "OS::Heat::None"}}})
    tmpl.add_resource(rsrc_defn.ResourceDefinition(
        "b", "OS::Heat::Value", properties={"value": 1}, depends=["a", "gone"],
        deletion_policy="Retain"))
    tmpl.add_resource(rsrc_defn.ResourceDefinition("c", "OS::Heat::None", depends=["gone"]))
    tmpl.add_resource(rsrc_defn.ResourceDefinition("d", "OS::Heat::None", depends=["a"]))
    resources = tmpl.t["Resources"]
    assert resources["b"] == {"Type": "OS::Heat::Value", "Properties": {"value": 1},
                              "DependsOn": ["a"], "DeletionPolicy": "Retain"}
    assert resources["c"] == {"Type": "OS::Heat::None"}
    assert resources["d"] == {"Type": "OS::Heat::None", "DependsOn": "a"}


def test_a_cfn_stack_through_the_harness():
    harness = Harness()
    st = harness.create_stack({
        "AWSTemplateFormatVersion": "2010-09-09",
        "Parameters": {"Words": {"Type": "CommaDelimitedList", "Default": "x,y"}},
        "Mappings": {"M": {"k": {"v": "mapped"}}},
        "Resources": {"v": {"Type": "OS::Heat::Value",
                            "Properties": {"value": {"Fn::FindInMap": ["M", "k", "v"]}}}},
        "Outputs": {"o": {"Value": {"Fn::Join": ["-", [{"Fn::GetAtt": ["v", "value"]},
                                                       {"Fn::Select": [1, {"Ref": "Words"}]}]]}},
                    "id": {"Value": {"Ref": "AWS::StackId"}}}})
    assert st.state == ("CREATE", "COMPLETE")
    assert st.output("o") == ("mapped-y", None)
    arn, error = st.output("id")
    assert error is None
    assert arn == "arn:openstack:heat::%s:stacks/%s/%s" % (st.context.project_id, st.name, st.id)


def test_getazs_without_a_cloud_is_a_single_zone_clouds_answer(monkeypatch):
    """No fake cloud and no OS_* variables: nothing to ask, so ``["nova"]``
    (with a cloud, Nova's zone list: tests/published/test_in_tree_on_cloud.py)."""
    monkeypatch.delenv("OS_AUTH_URL", raising=False)
    st = Harness().create_stack({"AWSTemplateFormatVersion": "2010-09-09",
                                 "Outputs": {"zones": {"Value": {"Fn::GetAZs": ""}}}})
    assert st.outputs["zones"] == ["nova"]
