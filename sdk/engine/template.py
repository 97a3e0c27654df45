"""HOT templates: loading YAML or JSON, sections, function parsing, resource
definitions, conditions and outputs."""
import collections.abc

from sdk.common import exception, template_format
from sdk.engine import function, parameters, rsrc_defn
from sdk.engine.hot import template as hot_template

SECTIONS = (VERSION, DESCRIPTION, PARAMETER_GROUPS, PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS) = (
    "heat_template_version", "description", "parameter_groups", "parameters", "resources",
    "outputs", "conditions")
#: the keys a template may give its format version under
VERSION_KEYS = (VERSION, "HeatTemplateFormatVersion", "AWSTemplateFormatVersion")
RES_KEYS = ("type", "properties", "metadata", "depends_on", "deletion_policy",
            "update_policy", "description")
RES_KEYS_NEWTON = RES_KEYS + ("external_id", "condition")
OUTPUT_KEYS = ("description", "value", "condition")
DELETION_POLICIES = {"Delete": "Delete", "Retain": "Retain", "Snapshot": "Snapshot"}
DELETION_POLICIES_NEWTON = dict(DELETION_POLICIES, delete="Delete", retain="Retain",
                                snapshot="Snapshot")


def parse_text(text, filename="<template>"):
    """A template mapping from JSON or YAML text, with errors that name the
    file and line; Heat's limits refused (``template_format.load``)."""
    try:
        data = template_format.load(text, filename)
    except template_format.RequestLimitExceeded:
        raise
    except ValueError as exc:
        message = str(exc)
        if not message.startswith("Error parsing template"):
            message = "Error parsing template %s: %s" % (filename, message)
        raise ValueError(message) from None
    return _check_mapping(data)


def _check_mapping(data):
    if not isinstance(data, collections.abc.Mapping):
        raise ValueError("The template is not a JSON object or YAML mapping.")
    return data


_IN_PROGRESS = object()
_MACROS = {}


def _is_macro(cls):
    """Whether a function class parses its own arguments (``expand``);
    remembered per class, because hasattr on a class that lacks the name
    costs an exception each time."""
    known = _MACROS.get(cls)
    if known is None:
        known = _MACROS[cls] = hasattr(cls, "expand")
    return known


def _section_map(section):
    """A top-level section as a mapping; Heat iterates a list or a string
    given instead with .items() and fails with that AttributeError."""
    if not section:
        return {}
    if not isinstance(section, collections.abc.Mapping):
        raise exception.unwrapped(
            AttributeError("'%s' object has no attribute 'items'" % type(section).__name__))
    return section


def _check_condition(name, value):
    if not isinstance(value, (bool, function.Function)):
        raise exception.StackValidationFailed(
            error="Condition validation error",
            message='The definition of condition "%s" is invalid: %s' % (name, value))


class Template(collections.abc.Mapping):
    """One HOT template. Functions are parsed per stack, because they resolve
    against that stack's parameters and resources."""

    #: Heat's names of the sections (``tmpl.RESOURCES``...)
    VERSION, DESCRIPTION, PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS = (
        VERSION, "description", PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS)

    #: Heat's database id of a stored template (plugin-sdk stores none)
    id = None

    def __init__(self, data, files=None, env=None, template_id=None):
        if isinstance(data, str):
            data = parse_text(data)
        else:
            template_format.check_depth(data)
        self.t = data
        self.files = files or {}
        self._keys_checked = False
        keys = [k for k in VERSION_KEYS if k in data]
        if not keys:
            # Heat's template parser refuses the text before looking further
            raise ValueError("Template format version not found.")
        keys = [k for k in keys if isinstance(data[k], str)]
        if len(keys) > 1:
            raise exception.InvalidTemplateVersion(
                explanation="Ambiguous versions (%s)" % ", ".join(keys))
        if not keys:
            raise exception.InvalidTemplateVersion(explanation="Template version was not provided")
        if keys[0] != VERSION:
            raise exception.InvalidTemplateVersion(
                explanation="plugin-sdk runs HOT templates (heat_template_version) only")
        self.version = data[VERSION]
        if self.version not in hot_template.FUNCTIONS:
            raise exception.InvalidTemplateVersion(
                explanation='"heat_template_version: %s". "heat_template_version" should be one of: %s'
                % (self.version, ", ".join(sorted(hot_template.FUNCTIONS))))
        self.date = hot_template.VERSION_DATES[self.version]
        self.functions = hot_template.FUNCTIONS[self.version]
        self.condition_functions = hot_template.CONDITION_FUNCTIONS[self.version]
        newton = self.date >= "2016-10-14"
        self.resource_keys = RES_KEYS_NEWTON if newton else RES_KEYS
        self._resource_key_set = frozenset(self.resource_keys)
        self.deletion_policies = DELETION_POLICIES_NEWTON if newton else DELETION_POLICIES
        self.has_conditions = newton

    def add_resource(self, definition, name=None):
        """Add a resource to the template's data, as Heat's groups build their
        nested templates (``definition`` is a ResourceDefinition)."""
        self.t.setdefault(RESOURCES, {})[name or definition.name] = function.render(
            definition.render_hot())

    def add_output(self, definition):
        """Add an output (Heat's OutputDefinition) to the template's data."""
        self.t.setdefault(OUTPUTS, {})[definition.name] = function.render(
            definition.render_hot())

    def __getitem__(self, key):
        return self.t.get(key) or ({} if key in (PARAMETERS, RESOURCES, OUTPUTS, CONDITIONS) else None)

    def __iter__(self):
        return iter(self.t)

    def __len__(self):
        return len(self.t)

    @staticmethod
    def get_section_name(section):
        return section

    def validate(self):
        """Top-level sections and the shape of each resource."""
        allowed = SECTIONS if self.has_conditions else SECTIONS[:-1]
        for key in self.t:
            if key not in allowed:
                raise exception.InvalidTemplateSection(section=key)
        resources = self.validate_resource_keys()
        for attrs in resources.values():
            if not attrs.get("type"):
                raise exception.StackValidationFailed(message="Each Resource must contain a Type key.")
        _section_map(self.t.get(OUTPUTS))

    def validate_resource_keys(self):
        """The shape of each resource, which Heat checks whenever it reads
        the resources section (its service counts them before validating an
        update); the section."""
        resources = _section_map(self.t.get(RESOURCES))
        if self._keys_checked:
            return resources
        for _name, attrs in sorted(resources.items(), key=lambda item: str(item[0])):
            if not attrs:
                raise exception.StackValidationFailed(message="Each resource must contain a type key.")
            if not isinstance(attrs, collections.abc.Mapping):
                raise exception.StackValidationFailed(
                    message='"resources" must contain a map of resource maps. Found a [%s] instead'
                    % type(attrs))
            for attr in attrs:
                if attr not in RES_KEYS_NEWTON:
                    raise exception.StackValidationFailed(
                        message='"%s" is not a valid keyword inside a resource definition' % attr)
            if "type" not in attrs:
                raise exception.StackValidationFailed(message="Each resource must contain a type key.")
        self._keys_checked = True
        return resources

    def parameter_schemas(self):
        params = _section_map(self.t.get(PARAMETERS))
        out = {}
        for name, defn in params.items():
            out[name] = parameters.Schema(name, defn, self.date)
        return out

    def parse(self, stack, snippet, path=(), table=None):
        """The snippet with every function call parsed into a Function;
        ``path`` is where the snippet stands, as a list of keys and indices."""
        if type(snippet) in function.SCALARS:
            return snippet
        path = list(path)
        table = self.functions if table is None else table
        if type(snippet) is dict or isinstance(snippet, collections.abc.Mapping):
            if len(snippet) == 1:
                fn_name, args = next(iter(snippet.items()))
                cls = table.get(fn_name)
                if cls is not None:
                    path.append(fn_name)
                    try:
                        if _is_macro(cls):  # a macro (if) parses its own arguments
                            return cls.expand(self, stack, fn_name, args, path)
                        fn = cls(stack, fn_name, self.parse(stack, args, path, table))
                    except (ValueError, TypeError, KeyError) as exc:
                        raise exception.StackValidationFailed(path=path, message=str(exc))
                    fn.path = path
                    return fn
            return {k: v if type(v) in function.SCALARS else self.parse(stack, v, path + [str(k)], table)
                    for k, v in snippet.items()}
        if isinstance(snippet, list):
            return [v if type(v) in function.SCALARS else self.parse(stack, v, path + [i], table)
                    for i, v in enumerate(snippet)]
        return snippet

    def conditions(self, stack):
        """Check every condition definition and make ``stack.condition(name)``
        evaluate one on first use, as Heat does (an unused condition is
        never evaluated)."""
        raw = self.t.get(CONDITIONS) or {}
        if not isinstance(raw, collections.abc.Mapping):
            raise exception.StackValidationFailed(
                error="Conditions validation error",
                message="Condition definitions must be a map. Found a %s instead"
                % type(raw).__name__)
        parsed = {}
        for name, defn in raw.items():
            parsed[name] = self.parse(stack, defn, [CONDITIONS, name], self.condition_functions)
            _check_condition(name, parsed[name])
            function.validate(parsed[name])
        results = {}

        def evaluate(name):
            if not isinstance(name, str) or name not in parsed:
                raise ValueError('Invalid condition "%s"' % name)
            if name not in results:
                results[name] = _IN_PROGRESS
                results[name] = function.resolve(parsed[name])
                _check_condition(name, results[name])
            if results[name] is _IN_PROGRESS:
                raise exception.StackValidationFailed(
                    error="Condition validation error",
                    message='Circular definition for condition "%s"' % name)
            return results[name]

        stack.condition = evaluate

    def enabled(self, stack, cond, path):
        if cond is None:
            return True
        try:
            if isinstance(cond, bool):
                return cond
            if isinstance(cond, str):
                return stack.condition(cond)
            value = function.resolve(self.parse(stack, cond, path, self.condition_functions))
            if not isinstance(value, bool):
                raise ValueError('Invalid condition "%s"' % value)
            return value
        except ValueError as exc:
            raise exception.StackValidationFailed(path=path, message=str(exc))

    def resource_definitions(self, stack):
        """Resource name -> ResourceDefinition, leaving out disabled ones."""
        defns = {}
        for name, data in (self.t.get(RESOURCES) or {}).items():
            defn = self.resource_definition(stack, name, data)
            if defn is not None:
                defns[name] = defn
        return defns

    def resource_definition(self, stack, name, data):
        """The ResourceDefinition of one resource, None when its condition
        disables it (the template's validator checks them one by one)."""
        try:
            defn = self._definition(stack, name, data)
        except (TypeError, ValueError, KeyError) as exc:
            raise exception.StackValidationFailed(message=str(exc))
        if self.enabled(stack, data.get("condition"), [RESOURCES, name, "condition"]):
            return defn
        return None

    def _field(self, stack, name, data, key, types, typename, parse=True, table=None):
        if key not in data:
            return None
        value = data[key]
        if parse:
            value = self.parse(stack, value, [RESOURCES, name, key], table)
        if not isinstance(value, types):
            raise TypeError("Resource %s %s type must be %s" % (name, key, typename))
        return value

    def _definition(self, stack, name, data):
        invalid = set(data) - self._resource_key_set
        if invalid:
            raise ValueError("Invalid keyword(s) inside a resource definition: %s" % ", ".join(invalid))
        if "type" not in data:
            raise KeyError('Resource %s is missing "type"' % name)
        obj = (collections.abc.Mapping, function.Function)
        rtype = self._field(stack, name, data, "type", str, "string")
        props = self._field(stack, name, data, "properties", obj, "object")
        metadata = self._field(stack, name, data, "metadata", obj, "object")
        depends = self._field(stack, name, data, "depends_on", collections.abc.Sequence,
                              "list or string", parse=False)
        if isinstance(depends, str):
            depends = [depends]
        elif depends:
            for dep in depends:
                if not isinstance(dep, str):
                    raise exception.StackValidationFailed(
                        message="Resource %s depends_on must be a list of strings" % name)
        policy = function.resolve(self._field(stack, name, data, "deletion_policy",
                                              (str, function.Function), "string"))
        if policy is not None:
            if policy not in self.deletion_policies:
                raise exception.StackValidationFailed(message='Invalid deletion policy "%s"' % policy)
            policy = self.deletion_policies[policy]
        update_policy = self._field(stack, name, data, "update_policy", obj, "object")
        description = self._field(stack, name, data, "description", str, "string",
                                  parse=False) or ""
        external_id = self._field(stack, name, data, "external_id", (str, function.Function), "string")
        if "condition" in data:
            self._field(stack, name, data, "condition", (str, bool, function.Function),
                        "string_or_boolean", table=self.condition_functions)
        return rsrc_defn.ResourceDefinition(
            name, rtype, properties=props, metadata=metadata, depends=depends,
            deletion_policy=policy, update_policy=update_policy, description=description,
            external_id=external_id, condition=data.get("condition"))

    def validate_outputs(self):
        """The shape of each output definition (a map with a value)."""
        for name, data in (self.t.get(OUTPUTS) or {}).items():
            path = [OUTPUTS, name]
            if not isinstance(data, collections.abc.Mapping):
                raise exception.StackValidationFailed(
                    error="Output validation error", path=path,
                    message="Output definitions must be a map. Found a %s instead"
                    % type(data).__name__)
            if "value" not in data:
                raise exception.StackValidationFailed(
                    error="Output validation error", path=path,
                    message="Each output definition must contain a value key.")

    def outputs(self, stack):
        """Output name -> (description, parsed value, enabled)."""
        self.validate_outputs()
        out = {}
        for name, data in (self.t.get(OUTPUTS) or {}).items():
            path = [OUTPUTS, name]
            # before 2016-10-14 an output's condition key means nothing
            enabled = (self.enabled(stack, data.get("condition"), path + ["condition"])
                       if self.has_conditions else True)
            # A disabled output's value is never parsed: it may name disabled resources.
            value = self.parse(stack, data["value"], [OUTPUTS, name, "value"]) if enabled else None
            description = data.get("description")
            # as Heat's Output.description(): only a missing one gets the default
            description = "No description given" if description is None else str(description)
            out[name] = (description, value, enabled)
        return out
