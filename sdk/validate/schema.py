"""A JSON Schema (draft 2020-12) of HOT templates for the registered
resource types, for editors (yaml-language-server, VS Code): completion of
types and properties, hover text from their descriptions, and the checks
that need no runtime (types, required, allowed values, ranges, lengths,
patterns). Any value may instead be an intrinsic function call.

HIDDEN types and properties are left out; DEPRECATED ones are marked
``deprecated``.
"""
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
        props, required = _members(schemas)
        out = {"properties": {"properties": {
            "type": ["object", "null"], "properties": props, "additionalProperties": False,
            **({"required": required} if required else {})}}}
    doc = (cls.__doc__ or "").strip()
    if doc:
        out["description"] = " ".join(doc.split("\n\n")[0].split())
    if _status(cls) == support.DEPRECATED:
        out["deprecated"] = True
    return out


def _members(schemas):
    """(name -> JSON Schema, required names) of a properties schema dict."""
    props, required = {}, []
    for name, schema in schemas.items():
        schema = Schema.from_legacy(schema)
        if _status(schema) == support.HIDDEN or not schema.implemented:
            continue
        props[name] = _property(schema)
        if schema.required:
            required.append(name)
    return props, sorted(required)


def _property(schema):
    typed = _typed(schema)
    out = {"anyOf": [typed, _FUNCTION] + ([] if schema.required else [{"type": "null"}])}
    if schema.description:
        out["description"] = str(schema.description)
    if schema.default is not None:
        out["default"] = schema.default
    if _status(schema) == support.DEPRECATED:
        out["deprecated"] = True
    return out


def _typed(schema):
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
            out["items"] = _property(Schema.from_legacy(schema.schema["*"]))
    elif kind == Schema.MAP:
        out["type"] = "object"
        if schema.schema is not None:
            props, required = _members(schema.schema)
            out.update(properties=props, additionalProperties=False)
            if required:
                out["required"] = required
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
