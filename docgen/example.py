"""The HOT snippet at the end of each type's section.

Placeholders have the shape of the value: a nested MAP is written as a
mapping of its keys, a LIST of maps as a list with one such mapping, a
scalar as its type name. The result is valid YAML a reader can copy.
"""
from sdk.engine import support, vocabulary

TEMPLATE_VERSION = "2018-08-31"
_NAME = "the_resource"
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
             "  %s:" % _NAME,
             "    type: %s" % rtype.name]
    props = _shown(rtype.properties)
    if props:
        lines.append("    properties:")
        for prop in props:
            lines += _node(prop, prop.name + ":", 6)
    return "\n".join(lines) + "\n"


#: findings that are not the example's: a DEPRECATED type (its example
#: names it on purpose), and the type's own validate() (it judges values,
#: which an example has none of)
_NOT_THE_EXAMPLES = ("HT310", "HT308")


def findings(rtype, env):
    """What ``plugin-sdk template validate`` finds in the example against
    the types registered in ``env`` (an Environment), each placeholder
    standing as a value known only when the stack runs: one line each
    ("LINE:COLUMN: CODE message"). An example over one of Heat's limits (a
    schema so big or deep) is one line too."""
    from sdk.common import template_format
    from sdk.validate.check import check_text
    try:
        found = check_text(hot_example(rtype), rtype.name, env,
                           stand_ins=lambda data: _stand_ins(rtype, data))
    except template_format.RequestLimitExceeded as exc:
        return [str(exc)]
    return ["%d:%d: %s %s" % (f.line, f.col, f.code, f.message) for f in found
            if f.code not in _NOT_THE_EXAMPLES]


def _stand_ins(rtype, data):
    from sdk.validate.offline import UNKNOWN_CALL
    unknown = {UNKNOWN_CALL: None}

    def value(prop, given):
        if prop.type == vocabulary.MAP and _shown(prop.schema) and isinstance(given, dict):
            fill(prop.schema, given)
            return given
        if prop.type == vocabulary.LIST and prop.item is not None and isinstance(given, list) and given:
            item = value(prop.item, given[0])     # "[X, X, ...]" is a list of X
            return unknown if item is unknown else [item]
        return unknown

    def fill(props, given):
        for prop in _shown(props):
            if prop.name in given:  # a name YAML reads otherwise stays, to be reported
                given[prop.name] = value(prop, given[prop.name])

    resource = ((data.get("resources") or {}).get(_NAME) or {}) if isinstance(data, dict) else {}
    if isinstance(resource.get("properties"), dict):
        fill(rtype.properties, resource["properties"])
