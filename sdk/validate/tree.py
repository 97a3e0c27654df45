"""The resources a stack's whole nested tree will hold, counted from the
templates alone: Heat checks max_resources_per_stack over the tree each
time it makes a nested stack, so a tree past it fails its create part-way
(its validation passes: nothing is stored yet).

The count is a lower bound: a group whose size is not known until the
stack runs counts as empty, a value from a parameter counts only when the
parameter has one (given or its default); conditions are not evaluated.
"""
import json

#: group type -> (its size properties, most telling first; its member definition property)
_GROUPS = {"OS::Heat::ResourceGroup": (("count",), "resource_def"),
           "OS::Heat::AutoScalingGroup": (("desired_capacity", "min_size"), "resource")}


def total(data, params, files, registry, depth):
    """Resources of template ``data`` and of the nested stacks under it,
    ``depth`` levels of them at most (max_nested_stack_depth); ``params``
    the known parameter values, ``files`` Heat's files map, ``registry``
    type -> the type or URL it is mapped to."""
    counter = _Counter(files, registry)
    return counter.count(data, params, depth)


class _Counter:
    def __init__(self, files, registry):
        self.files, self.registry = files, registry
        self._templates = {}

    def count(self, data, params, depth):
        """Resources of ``data``'s stack, and below it while ``depth`` levels remain."""
        resources = data.get("resources") if isinstance(data, dict) else None
        if not isinstance(resources, dict):
            return 0
        known = dict(_defaults(data), **params)
        found = 0
        for res in resources.values():
            found += 1
            if isinstance(res, dict) and depth > 0:
                found += self.nested(res.get("type"), res.get("properties"), known, depth)
        return found

    def nested(self, type_name, props, params, depth):
        """Resources of the nested stacks of a resource of ``type_name``
        (its own stack's ``depth`` levels remain below it)."""
        if not isinstance(type_name, str):
            return 0  # the resource's own error
        props = props if isinstance(props, dict) else {}
        if type_name in _GROUPS:
            sizes, member = _GROUPS[type_name]
            size = next((v for v in (_value(props.get(k), params) for k in sizes) if v is not None), 0)
            definition = props.get(member)
            if not isinstance(size, int) or size <= 0 or not isinstance(definition, dict):
                return 0
            # the members, in the group's stack one level down, and what is under each
            each = 1 + (self.nested(definition.get("type"), definition.get("properties"), params,
                                    depth - 1) if depth > 1 else 0)
            return size * each
        child = self.template(type_name)
        if child is None:
            return 0
        given = {k: v for k, v in ((k, _value(v, params)) for k, v in props.items()) if v is not None}
        return self.count(child, given, depth - 1)

    def template(self, type_name):
        """The provider template a type names (directly or by the registry)."""
        for _ in range(10):  # a few aliases deep
            if not isinstance(type_name, str) or type_name in _GROUPS:
                return None
            if type_name in self.files:
                break
            type_name = self.registry.get(type_name)
        else:
            return None
        if type_name not in self._templates:
            try:
                self._templates[type_name] = json.loads(self.files[type_name])
            except ValueError:
                self._templates[type_name] = None
        return self._templates[type_name]


def _defaults(data):
    params = data.get("parameters")
    return {name: defn["default"] for name, defn in (params.items() if isinstance(params, dict) else ())
            if isinstance(defn, dict) and "default" in defn}


def _value(value, params):
    """A literal or a get_param of a known parameter, as an int when it is
    one (None when it is not known)."""
    if isinstance(value, dict) and len(value) == 1 and "get_param" in value:
        name = value["get_param"]
        value = params.get(name) if isinstance(name, str) else None
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, str)):
        try:
            return int(value)
        except ValueError:
            return value
    return None
