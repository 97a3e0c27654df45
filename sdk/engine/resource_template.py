"""Provider templates generated from a resource class (Heat's
``Resource.resource_to_template``, behind resource-type-template): each
implemented, non-HIDDEN property becomes a parameter fed back into the
resource, each non-HIDDEN attribute (plus ``show``) an output."""
from sdk.engine import constraints, properties, support, vocabulary

#: property type -> (HOT, CFN) parameter type. Heat has no parameter type for
#: ``Any`` (its generator fails there); plugin-sdk offers ``json``.
_PARAM_TYPES = {vocabulary.INTEGER: ("number", "Number"), vocabulary.NUMBER: ("number", "Number"),
                vocabulary.STRING: ("string", "String"), vocabulary.BOOLEAN: ("boolean", "Boolean"),
                vocabulary.LIST: ("comma_delimited_list", "CommaDelimitedList"),
                vocabulary.MAP: ("json", "Json"), vocabulary.ANY: ("json", "Json")}


def build(cls, resource_type, template_type="cfn"):
    hot = template_type == "hot"
    res_name = cls.__name__
    params, props = {}, {}
    for name, schema in properties.schemata(cls.properties_schema).items():
        if not schema.implemented or schema.support_status.status == support.HIDDEN:
            continue
        params[name] = (_hot_param if hot else _cfn_param)(schema)
        if hot:
            props[name] = {"get_param": name}
        elif schema.type == schema.LIST:
            props[name] = {"Fn::Split": [",", {"Ref": name}]}
        else:
            props[name] = {"Ref": name}
    attrs = {n: s for n, s in cls.attributes_schema.items()
             if s.support_status.status != support.HIDDEN}
    attrs.update(cls.base_attributes_schema)
    if hot:
        outputs = {n: {"value": {"get_attr": [res_name, n]}, "description": s.description}
                   for n, s in attrs.items()}
        outputs["OS::stack_id"] = {"value": {"get_resource": res_name}}
        return {"heat_template_version": "2016-10-14",
                "description": "Initial template of %s" % res_name,
                "parameters": params, "outputs": outputs,
                "resources": {res_name: {"type": resource_type, "properties": props}}}
    outputs = {n: {"Value": {"Fn::GetAtt": [res_name, n]}, "Description": s.description}
               for n, s in attrs.items()}
    outputs["OS::stack_id"] = {"Value": {"Ref": res_name}}
    return {"HeatTemplateFormatVersion": "2012-12-12",
            "Description": "Initial template of %s" % res_name,
            "Parameters": params, "Outputs": outputs,
            "Resources": {res_name: {"Type": resource_type, "Properties": props}}}


def _hot_param(schema):
    param = {"type": _PARAM_TYPES[schema.type][0]}
    if schema.description is not None:
        param["description"] = schema.description
    if schema.default is not None:
        param["default"] = schema.default
    if schema.constraints:
        param["constraints"] = [_hot_constraint(c) for c in schema.constraints]
    return param


def _hot_constraint(c):
    if isinstance(c, (constraints.Length, constraints.Range)):
        kind = "length" if isinstance(c, constraints.Length) else "range"
        return {kind: {k: v for k, v in (("min", c.min), ("max", c.max)) if v is not None}}
    if isinstance(c, constraints.AllowedValues):
        return {"allowed_values": list(c.allowed)}
    if isinstance(c, constraints.AllowedPattern):
        return {"allowed_pattern": c.pattern}
    return {}  # Heat writes other constraints as empty mappings


def _cfn_param(schema):
    param = {"Type": _PARAM_TYPES[schema.type][1]}
    if schema.description is not None:
        param["Description"] = schema.description
    if schema.default is not None:
        param["Default"] = schema.default
    for c in schema.constraints:
        if isinstance(c, (constraints.Length, constraints.Range)):
            kind = "Length" if isinstance(c, constraints.Length) else "Value"
            if c.min is not None:
                param["Min" + kind] = c.min
            if c.max is not None:
                param["Max" + kind] = c.max
        elif isinstance(c, constraints.AllowedValues):
            param["AllowedValues"] = list(c.allowed)
        elif isinstance(c, constraints.AllowedPattern):
            param["AllowedPattern"] = c.pattern
    if schema.type == schema.BOOLEAN:
        param["AllowedValues"] = ["True", "true", "False", "false"]
    return param

