"""``plugin-sdk template schema``: a draft 2020-12 JSON Schema that accepts
real templates and flags what Heat refuses, checked with jsonschema."""
import json

import jsonschema
import pytest

from sdk.common import template_format

from .conftest import DATA, HEAT_TEMPLATES, HERE, PLUGINS


@pytest.fixture(scope="module")
def schema(tmp_path_factory):
    from click.testing import CliRunner

    from sdk.validate.cli import template
    out = tmp_path_factory.mktemp("schema") / "hot.json"
    result = CliRunner().invoke(template, ["schema", "--plugin-dir", PLUGINS, "-o", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    jsonschema.Draft202012Validator.check_schema(data)
    return data


def _errors(schema, data):
    validator = jsonschema.Draft202012Validator(schema)
    return sorted((list(e.absolute_path), e.message) for e in validator.iter_errors(data))


@pytest.mark.parametrize("path", HEAT_TEMPLATES, ids=lambda p: p.name)
def test_real_templates_validate(schema, path):
    assert _errors(schema, template_format.load(path.read_text())) == []


def test_mistakes_are_flagged(schema):
    data = template_format.load((DATA / "mistakes.yaml").read_text())
    flagged = {tuple(p) for p, _ in _errors(schema, data)}
    assert flagged == {
        ("outputs", "o2"), ("parameters", "flavor", "type"),
        ("resources", "a", "properties"),                       # nope
        ("resources", "a", "properties", "length"),             # -1 < min 1
        ("resources", "a", "properties", "character_classes"),  # class: weird
        ("resources", "b", "type"), ("resources", "c", "properties", "type"),
        ("resources", "d", "deletion_policy")}


def test_types_properties_and_constraints(schema):
    defs = schema["$defs"]
    types = defs["resource"]["properties"]["type"]["anyOf"][0]["enum"]
    assert "OS::Nova::Server" in types and "OS::Heat::RandomString" in types
    assert "Test::Gone" not in types and "Test::Gone" not in defs  # HIDDEN
    assert defs["Test::Legacy"]["deprecated"] is True
    server = defs["OS::Nova::Server"]["properties"]["properties"]
    assert server["required"] == ["flavor", "image"]
    assert "secret" not in server["properties"]                 # a HIDDEN property
    assert server["properties"]["old_name"]["deprecated"] is True
    assert server["properties"]["flavor"]["description"] == "Flavor."
    count = server["properties"]["min_count"]["anyOf"][0]["anyOf"][0]
    assert (count["type"], count["minimum"], count["maximum"]) == ("integer", 1, 8)
    network = server["properties"]["networks"]["anyOf"][0]["items"]["anyOf"][0]
    assert set(network["properties"]) == {"network", "port"}
    assert network["additionalProperties"] is False


@pytest.mark.parametrize("properties, ok", [
    ({"image": "i", "flavor": {"get_param": "f"}}, True),       # any value may be a function
    ({"image": "i", "flavor": "f", "min_count": "3"}, True),     # Heat reads "3" as 3
    ({"image": "i", "flavor": "f", "min_count": 9}, False),
    ({"image": "i", "flavor": "f", "networks": [{"network": "n"}]}, True),
    ({"image": "i", "flavor": "f", "networks": [{"nope": "n"}]}, False),
    ({"image": "i"}, False),
    ({"image": "i", "flavor": "f", "user_data": 5}, True),       # Heat turns numbers into text
])
def test_property_values(schema, properties, ok):
    data = {"heat_template_version": "2021-04-16",
            "resources": {"s": {"type": "OS::Nova::Server", "properties": properties}}}
    assert (_errors(schema, data) == []) is ok


def test_environment_aliases_are_types(run, tmp_path):
    env = run.write("e.yaml", "resource_registry: {My::Thing: OS::Heat::None}\n")
    result = run("schema", "-e", env)
    assert result.exit_code == 0
    enum = json.loads(result.stdout)["$defs"]["resource"]["properties"]["type"]["anyOf"][0]["enum"]
    assert "My::Thing" in enum and "OS::Heat::None" in enum


PUBLISHED = sorted((HERE.parent / "published" / "heat-templates").rglob("*.yaml"))


@pytest.fixture(scope="module")
def heat_schema(heat_source_root):
    """The schema of Heat 27's in-tree types (from its fetched source)."""
    from sdk import plugin_loader
    from sdk.validate import schema as schemam
    data = schemam.build(plugin_loader.load_environment())
    jsonschema.Draft202012Validator.check_schema(data)
    return data


@pytest.mark.parametrize("path", PUBLISHED, ids=lambda p: p.name)
def test_openstack_heat_templates_validate_against_heats_types(heat_schema, path):
    assert _errors(heat_schema, template_format.load(path.read_text())) == []


def test_heats_in_tree_types_are_there(heat_schema):
    defs = heat_schema["$defs"]
    for name in ("OS::Nova::Server", "OS::Neutron::Port", "OS::Heat::ResourceGroup",
                 "AWS::EC2::Instance"):
        assert name in defs
    assert "OS::Heat::HARestarter" not in defs   # HIDDEN in Heat 27


@pytest.mark.parametrize("properties, ok", [
    ({"network": "n"}, True),
    ({"network_id": "n"}, True),       # HIDDEN, still read: Heat copies it into network
    ({}, False),                       # neither
    ({"network": "n", "fixed_ips": [{"subnet_id": "s"}]}, True),
    ({"network": "n", "fixed_ips": [{"subnet_idd": "s"}]}, False),
])
def test_a_hidden_property_is_accepted_but_not_offered(heat_schema, properties, ok):
    port = heat_schema["$defs"]["OS::Neutron::Port"]["properties"]["properties"]
    assert "network_id" not in port["properties"] and "network" in port["properties"]
    data = {"heat_template_version": "2021-04-16",
            "resources": {"p": {"type": "OS::Neutron::Port", "properties": properties}}}
    assert (_errors(heat_schema, data) == []) is ok


CONSTRAINED = '''
from heat.engine import constraints, properties, resource


class Shaped(resource.Resource):
    """A type whose properties have every kind of constraint."""

    properties_schema = {
        "name": properties.Schema(properties.Schema.STRING, "Name.", constraints=[
            constraints.Length(2, 5), constraints.AllowedPattern("[a-z]+")]),
        "tags": properties.Schema(properties.Schema.LIST, "Tags.",
                                  constraints=[constraints.Length(max=2)]),
        "mode": properties.Schema(properties.Schema.STRING, "Mode.",
                                  constraints=[constraints.AllowedValues(["a", "b"])]),
        "even": properties.Schema(properties.Schema.INTEGER, "Even.",
                                  constraints=[constraints.Modulo(step=2, offset=0)]),
        "meta": properties.Schema(properties.Schema.MAP, "Meta.",
                                  constraints=[constraints.Length(min=1)]),
    }


def resource_mapping():
    return {"Test::Shaped": Shaped}
'''


@pytest.fixture(scope="module")
def shaped(tmp_path_factory):
    from click.testing import CliRunner

    from sdk.validate.cli import template
    plugins = tmp_path_factory.mktemp("shaped")
    (plugins / "shaped.py").write_text(CONSTRAINED)
    out = plugins / "hot.json"
    result = CliRunner().invoke(template, ["schema", "--plugin-dir", str(plugins), "-o", str(out)])
    assert result.exit_code == 0, result.output
    return json.loads(out.read_text())


def test_the_dialect_is_draft_2020_12(shaped):
    assert shaped["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(shaped)
    assert jsonschema.validators.validator_for(shaped) is jsonschema.Draft202012Validator


@pytest.mark.parametrize("properties, flagged", [
    ({"name": "abc", "tags": ["x"], "mode": "a", "even": 4, "meta": {"k": 1}}, None),
    ({"name": "a"}, "name"),                 # shorter than 2
    ({"name": "abcdef"}, "name"),            # longer than 5
    ({"name": "ab1"}, "name"),               # not [a-z]+ from start to end
    ({"tags": ["x", "y", "z"]}, "tags"),     # more than 2 items
    ({"mode": "c"}, "mode"),
    ({"even": 3}, "even"),
    ({"meta": {}}, "meta"),                  # fewer than 1 key
    ({"name": {"get_param": "n"}, "even": {"get_attr": ["r", "n"]}}, None),
])
def test_constraints_become_json_schema_keywords(shaped, properties, flagged):
    data = {"heat_template_version": "2021-04-16",
            "resources": {"s": {"type": "Test::Shaped", "properties": properties}}}
    paths = {tuple(p) for p, _ in _errors(shaped, data)}
    assert paths == ({("resources", "s", "properties", flagged)} if flagged else set())
