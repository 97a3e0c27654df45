"""The HOT snippet at the end of each type's section.

Placeholders have the shape of the value: a nested MAP is written as a
mapping of its keys, a LIST of maps as a list with one such mapping, a
scalar as its type name. The result is valid YAML a reader can copy.
"""
from sdk.engine import support, vocabulary

TEMPLATE_VERSION = "2018-08-31"
_SCALARS = {vocabulary.ANY: "Value"}


def _inline(prop):
    """A one-line placeholder, or None when the value needs a block."""
    if prop.type == vocabulary.MAP:
        return "{...}" if not _shown(prop.schema) else None
    if prop.type == vocabulary.LIST:
        if prop.item is None:
            return "[Value, Value, ...]"
        inner = _inline(prop.item)
        return None if inner is None else "[%s, %s, ...]" % (inner, inner)
    return _SCALARS.get(prop.type, prop.type)


def _shown(props):
    """Properties worth showing: implemented and not deprecated."""
    return [p for p in props if p.implemented and p.status != support.DEPRECATED]


def _node(prop, key, indent):
    pad = " " * indent
    inline = _inline(prop)
    if inline is not None:
        return ["%s%s %s" % (pad, key, inline)]
    if prop.type == vocabulary.MAP:
        lines = []
        for child in _shown(prop.schema):
            lines += _node(child, child.name + ":", indent + 2)
    else:
        lines = _node(prop.item, "-", indent + 2)
    if key == "-":
        # "- first_key: ..." on one line, the other keys aligned under it.
        return ["%s- %s" % (pad, lines[0][indent + 2:])] + lines[1:]
    return ["%s%s" % (pad, key)] + lines


def hot_example(rtype):
    lines = ["heat_template_version: %s" % TEMPLATE_VERSION,
             "resources:",
             "  the_resource:",
             "    type: %s" % rtype.name]
    props = _shown(rtype.properties)
    if props:
        lines.append("    properties:")
        for prop in props:
            lines += _node(prop, prop.name + ":", 6)
    return "\n".join(lines) + "\n"
