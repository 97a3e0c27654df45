"""docgen states what Heat's own reference states of nested properties: they
update as their top-level property does, and what the schema of a
not-implemented property holds is not listed (AWS Tags' Key and Value)."""
from docgen import model
from sdk.engine import properties

STRING, LIST, MAP = properties.Schema.STRING, properties.Schema.LIST, properties.Schema.MAP


class Thing:
    properties_schema = {
        "networks": properties.Schema(LIST, "Networks.", update_allowed=True, schema=properties.Schema(
            MAP, schema={"port": properties.Schema(STRING, "Port."),
                         "fixed": properties.Schema(MAP, schema={
                             "ip": properties.Schema(STRING, "IP.")})})),
        "name": properties.Schema(STRING, "Name.", immutable=True),
        "Tags": properties.Schema(LIST, schema=properties.Schema(
            MAP, implemented=False, schema={"Key": properties.Schema(STRING, required=True)})),
    }
    attributes_schema = {}


def test_nested_properties_update_as_their_top_level_property():
    props = {p.name: p for p in model.resource_type("My::Thing", Thing).properties}
    item = props["networks"].item
    assert props["networks"].update == "allowed"
    assert item.update == "allowed"
    assert {p.name: p.update for p in item.schema} == {"fixed": "allowed", "port": "allowed"}
    assert item.schema[0].schema[0].update == "allowed"
    assert props["name"].update == "fail"


def test_not_implemented_item_lists_nothing_of_its_schema():
    tags = {p.name: p for p in model.resource_type("My::Thing", Thing).properties}["Tags"]
    assert tags.item.implemented is False
    assert tags.item.schema == [] and tags.item.item is None
    assert tags.update == "replace"
