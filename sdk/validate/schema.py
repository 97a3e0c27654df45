"""A JSON Schema (draft 2020-12) of HOT templates for the registered
resource types, for editors (yaml-language-server, VS Code): completion of
types and properties, hover text from their descriptions, and the checks
that need no runtime (types, required, allowed values, ranges, lengths,
patterns). Any value may instead be an intrinsic function call.

HIDDEN types and properties are left out of what editors offer, DEPRECATED
ones are marked ``deprecated``. A HIDDEN property is still accepted (Heat
still reads one, e.g. OS::Neutron::Port's ``network_id``): it is matched by
name in ``patternProperties``, and a required property that a translation
rule fills from a HIDDEN one may be given that way instead.
"""
import re

from sdk.engine import constraints as constr
from sdk.engine import support
from sdk.engine.hot import template as hot_template
from sdk.engine.properties import Schema

DIALECT = "https://json-schema.org/draft/2020-12/schema"
_FUNCTION = {"$ref": "#/$defs/function"}
_PARAMETER_TYPES = ["string", "number", "json", "comma_delimited_list", "boolean"]
#: strings Heat reads as numbers or booleans for such properties
_INTEGER_TEXT = {"type": "string", "pattern": r"^\s*[-+]?[0-9]+\s*$"}
_NUMBER_TEXT = {"type": "string", "pattern": r"^\s*[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?\s*$"}
_BOOLEAN_TEXT = {"type": "string", "pattern": "^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$"}


def build(env):
    """The schema for the types registered in ``env`` (an Environment)."""
    types = _types(env)
    defs = {"function": _function(), "parameter": _parameter(), "output": _output(),
            "resource": _resource(sorted(types))}
    branches = []
    for name, cls in sorted(types.items()):
        defs[name] = _type(cls)
        branches.append({"if": {"properties": {"type": {"const": name}}, "required": ["type"]},
                         "then": {"$ref": "#/$defs/%s" % name}})
    defs["resource"]["allOf"] = branches
    return {
        "$schema": DIALECT,
        "$id": "https://plugin-sdk.invalid/schemas/hot-template.json",
        "title": "Heat Orchestration Template",
        "description": "A HOT template for the resource types plugin-sdk found registered.",
        "type": "object",
        "required": ["heat_template_version"],
        "additionalProperties": False,
        "properties": {
            "heat_template_version": {
                "description": "The HOT version: the functions and sections the template may use.",
                "enum": sorted(hot_template.FUNCTIONS)},
            "description": {"type": "string"},
            "parameter_groups": {"type": "array", "items": {
                "type": "object", "additionalProperties": False,
                "properties": {"label": {"type": "string"}, "description": {"type": "string"},
                               "parameters": {"type": "array", "items": {"type": "string"}}}}},
            "parameters": {"type": ["object", "null"],
                           "additionalProperties": {"$ref": "#/$defs/parameter"}},
            "resources": {"type": ["object", "null"],
                          "additionalProperties": {"$ref": "#/$defs/resource"}},
            "outputs": {"type": ["object", "null"],
                        "additionalProperties": {"$ref": "#/$defs/output"}},
            "conditions": {"type": ["object", "null"]},
        },
        "$defs": defs,
    }


def _types(env):
    """Type name -> class for every type a template may name (aliases of
    the environment's resource_registry included), HIDDEN ones left out."""
    out = {}
    for name, cls in env.all_types().items():
        if _status(cls) != support.HIDDEN:
            out[name] = cls
    mappings, node = {}, env
    while node is not None:
        for name in getattr(node, "mappings", {}):
            mappings.setdefault(name, None)
        node = node.parent
    for name in mappings:
        if name.endswith("*") or name in out:
            continue
        try:
            cls = env.get_class(name)
        except Exception:
            continue  # a mapping to a template or an unknown type: nothing to describe
        if _status(cls) != support.HIDDEN:
            out[name] = cls
    return out


def _status(obj):
    return getattr(getattr(obj, "support_status", None), "status", None)


def _function():
    names = sorted({n for table in hot_template.FUNCTIONS.values() for n in table}
                   | {"equals", "not", "and", "or"})
    return {"description": "An intrinsic function call, e.g. {get_param: name}.",
            "type": "object", "minProperties": 1, "maxProperties": 1,
            "propertyNames": {"enum": names}}


def _parameter():
    return {"type": "object", "required": ["type"], "additionalProperties": False,
            "properties": {
                "type": {"enum": _PARAMETER_TYPES}, "label": {"type": "string"},
                "description": {"type": "string"}, "default": {},
                "hidden": {"type": ["boolean", "string"]},
                "immutable": {"type": ["boolean", "string"]},
                "tags": {"type": "array", "items": {"type": "string"}},
                "constraints": {"type": "array", "items": {"type": "object"}}}}


def _output():
    return {"type": "object", "required": ["value"], "additionalProperties": False,
            "properties": {"description": {"type": "string"}, "value": {},
                           "condition": {}}}


def _resource(type_names):
    either = {"anyOf": [{"type": "string"}, _FUNCTION]}
    return {
        "type": "object", "required": ["type"], "additionalProperties": False,
        "properties": {
            "type": {"anyOf": [
                {"enum": type_names},
                {"description": "A provider template.", "type": "string",
                 "pattern": r"(\.yaml|\.template|://.*)$"}]},
            "properties": {"type": ["object", "null"]},
            "metadata": {"anyOf": [{"type": "object"}, {"type": "null"}]},
            "depends_on": {"anyOf": [{"type": "string"},
                                     {"type": "array", "items": {"type": "string"}}]},
            "deletion_policy": {"anyOf": [
                {"enum": ["Delete", "Retain", "Snapshot", "delete", "retain", "snapshot"]},
                _FUNCTION]},
            "update_policy": {"type": "object"},
            "description": {"type": "string"},
            "condition": {"anyOf": [{"type": ["string", "boolean"]}, _FUNCTION]},
            "external_id": either,
        },
    }


def _type(cls):
    """The ``properties`` of one resource type (any at all for a type that
    parses its own, as OS::Heat::None does)."""
    from sdk.engine.resource import Resource
    schemas = getattr(cls, "properties_schema", {}) or {}
    if not schemas and cls.reparse is not Resource.reparse:
        out = {}
    else:
        out = {"properties": {"properties": dict(
            _members(schemas, _aliases(cls), ()), type=["object", "null"])}}
    doc = (cls.__doc__ or "").strip()
    if doc:
        out["description"] = " ".join(doc.split("\n\n")[0].split())
    if _status(cls) == support.DEPRECATED:
        out["deprecated"] = True
    return out


def _members(schemas, aliases, path):
    """The JSON Schema of a map of ``schemas`` (a properties schema dict) at
    ``path`` (property names, list items left out, as translation paths
    name them); ``aliases``: what _aliases() found."""
    props, hidden, required, either = {}, {}, [], []
    for name, schema in schemas.items():
        schema = Schema.from_legacy(schema)
        if not schema.implemented:
            continue
        described = _property(schema, aliases, path + (name,))
        if _status(schema) == support.HIDDEN:
            hidden["^%s$" % re.escape(name)] = dict(described, deprecated=True)
            continue
        props[name] = described
        if schema.required:
            stand_ins = sorted(aliases.get(path + (name,), ()))
            if stand_ins:
                either.append({"anyOf": [{"required": [n]} for n in [name] + stand_ins]})
            else:
                required.append(name)
    out = {"properties": props, "additionalProperties": False}
    if hidden:
        out["patternProperties"] = hidden
    if required:
        out["required"] = sorted(required)
    if either:
        out["allOf"] = either
    return out


class _Anything:
    """Whatever a translation rule asks of a client plug-in (the rules are
    only read, never run)."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self

    def __call__(self, *args, **kwargs):
        return self


def _aliases(cls):
    """(path of a property) -> the HIDDEN properties beside it that Heat
    copies into it (the type's REPLACE translation rules), read from a
    resource that is never made: a type whose rules need a real one has none."""
    from sdk.engine import translation
    probe = object.__new__(cls)
    probe.client_plugin = _Anything()
    try:
        rules = cls.translation_rules(probe, {}) or []
    except Exception:
        return {}
    found = {}
    for rule in rules:
        if getattr(rule, "rule", None) != translation.TranslationRule.REPLACE:
            continue
        target = tuple(rule.translation_path)
        source = tuple(rule.value_path or ()) or (target[:-1] + (rule.value_name,)
                                                   if rule.value_name else ())
        if source and source[:-1] == target[:-1]:
            found.setdefault(target, set()).add(source[-1])
    return found


def _property(schema, aliases, path):
    typed = _typed(schema, aliases, path)
    out = {"anyOf": [typed, _FUNCTION] + ([] if schema.required else [{"type": "null"}])}
    if schema.description:
        out["description"] = str(schema.description)
    if schema.default is not None:
        out["default"] = schema.default
    if _status(schema) == support.DEPRECATED:
        out["deprecated"] = True
    return out


def _typed(schema, aliases, path):
    """The JSON Schema of a property value of this type and constraints."""
    kind = schema.type
    out = {}
    if kind == Schema.STRING:
        out["type"] = "string"
    elif kind in (Schema.INTEGER, Schema.NUMBER):
        out["type"] = "integer" if kind == Schema.INTEGER else "number"
    elif kind == Schema.BOOLEAN:
        out["type"] = "boolean"
    elif kind == Schema.LIST:
        out["type"] = "array"
        if schema.schema is not None:
            out["items"] = _property(Schema.from_legacy(schema.schema["*"]), aliases, path)
    elif kind == Schema.MAP:
        out["type"] = "object"
        if schema.schema is not None:
            out.update(_members(schema.schema, aliases, path))
    for c in schema.constraints:
        _constrain(out, kind, c)
    if kind == Schema.STRING:
        # Heat turns numbers and booleans given for a string into text
        return {"anyOf": [out, {"type": ["integer", "boolean"]}]} if len(out) == 1 else out
    if kind in (Schema.INTEGER, Schema.NUMBER):
        return {"anyOf": [out, _INTEGER_TEXT if kind == Schema.INTEGER else _NUMBER_TEXT]}
    if kind == Schema.BOOLEAN:
        return {"anyOf": [out, _BOOLEAN_TEXT]}
    return out


def _constrain(out, kind, c):
    if isinstance(c, constr.AllowedValues):
        out["enum"] = list(c.allowed)
    elif isinstance(c, constr.Length):
        low, high = {Schema.STRING: ("minLength", "maxLength"), Schema.LIST: ("minItems", "maxItems"),
                     Schema.MAP: ("minProperties", "maxProperties")}.get(kind, (None, None))
        if low is not None and c.min is not None:
            out[low] = int(c.min)
        if high is not None and c.max is not None:
            out[high] = int(c.max)
    elif isinstance(c, constr.Range):
        if c.min is not None:
            out["minimum"] = c.min
        if c.max is not None:
            out["maximum"] = c.max
    elif isinstance(c, constr.AllowedPattern):
        # Heat matches from the start to the end of the value
        out["pattern"] = "^(?:%s)$" % c.pattern
    elif isinstance(c, constr.Modulo) and not c.offset and c.step:
        out["multipleOf"] = c.step
    if c.description:
        out.setdefault("description", str(c.description))
