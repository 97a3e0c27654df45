"""What HOT and CFN templates share (Heat's template_common): function
parsing, conditions, resource definitions and outputs, written against
the section and key names each format's class gives."""
import collections.abc

from sdk.common import exception, template_format
from sdk.engine import function, rsrc_defn


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


def section_map(section):
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


class CommonTemplate(collections.abc.Mapping):
    """A template of either format. Subclasses name the sections and keys
    (``RESOURCES``, ``RES_TYPE``, ``OUTPUT_VALUE``...) and set the function
    tables; functions are parsed per stack, because they resolve against
    that stack's parameters and resources."""

    #: Heat's database id of a stored template (plugin-sdk stores none)
    id = None
    #: sections whose missing or empty value reads as {}
    MAPPING_SECTIONS = ()
    #: whether resources and outputs may name a condition
    has_conditions = False

    def _load(self, data, files):
        if isinstance(data, str):
            data = parse_text(data)
        else:
            template_format.check_depth(data)
        self.t = data
        self.files = files or {}
        self._keys_checked = False

    def __getitem__(self, key):
        return self.t.get(key) or ({} if key in self.MAPPING_SECTIONS else None)

    def __iter__(self):
        return iter(self.t)

    def __len__(self):
        return len(self.t)

    @staticmethod
    def get_section_name(section):
        return section

    def parameter_schemas(self):
        """Parameter name -> Schema."""
        params = section_map(self.t.get(self.PARAMETERS))
        return {name: self.parameter_schema(name, defn) for name, defn in params.items()}

    def validate_resource_keys(self):
        """The resources section (HOT also checks each resource's shape)."""
        return section_map(self.t.get(self.RESOURCES))

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
        raw = (self.t.get(self.CONDITIONS) if self.CONDITIONS else None) or {}
        if not isinstance(raw, collections.abc.Mapping):
            raise exception.StackValidationFailed(
                error="Conditions validation error",
                message="Condition definitions must be a map. Found a %s instead"
                % type(raw).__name__)
        parsed = {}
        for name, defn in raw.items():
            parsed[name] = self.parse(stack, defn, [self.CONDITIONS, name], self.condition_functions)
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
        for name, data in (self.t.get(self.RESOURCES) or {}).items():
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
        cond = data.get(self.RES_CONDITION) if self.has_conditions else None
        if self.enabled(stack, cond, [self.RESOURCES, name, self.RES_CONDITION]):
            return defn
        return None

    def _field(self, stack, name, data, key, types, typename, parse=True, table=None):
        if key is None or key not in data:
            return None
        value = data[key]
        if parse:
            value = self.parse(stack, value, [self.RESOURCES, name, key], table)
        if not isinstance(value, types):
            raise TypeError("Resource %s %s type must be %s" % (name, key, typename))
        return value

    def _check_resource_keys(self, name, data):
        """Refuse keys a resource may not have (HOT only)."""

    def _definition(self, stack, name, data):
        self._check_resource_keys(name, data)
        if self.RES_TYPE not in data:
            raise KeyError('Resource %s is missing "%s"' % (name, self.RES_TYPE))
        obj = (collections.abc.Mapping, function.Function)
        rtype = self._field(stack, name, data, self.RES_TYPE, str, "string")
        props = self._field(stack, name, data, self.RES_PROPERTIES, obj, "object")
        metadata = self._field(stack, name, data, self.RES_METADATA, obj, "object")
        depends = self._field(stack, name, data, self.RES_DEPENDS_ON, collections.abc.Sequence,
                              "list or string", parse=False)
        if isinstance(depends, str):
            depends = [depends]
        elif depends:
            for dep in depends:
                if not isinstance(dep, str):
                    raise exception.StackValidationFailed(
                        message="Resource %s %s must be a list of strings"
                        % (name, self.RES_DEPENDS_ON))
        policy = function.resolve(self._field(stack, name, data, self.RES_DELETION_POLICY,
                                              (str, function.Function), "string"))
        if policy is not None:
            if policy not in self.deletion_policies:
                raise exception.StackValidationFailed(message='Invalid deletion policy "%s"' % policy)
            policy = self.deletion_policies[policy]
        update_policy = self._field(stack, name, data, self.RES_UPDATE_POLICY, obj, "object")
        description = self._field(stack, name, data, self.RES_DESCRIPTION, str, "string",
                                  parse=False) or ""
        external_id = self._field(stack, name, data, self.RES_EXTERNAL_ID,
                                  (str, function.Function), "string")
        condition = data.get(self.RES_CONDITION) if self.has_conditions else None
        if self.has_conditions and self.RES_CONDITION in data:
            self._field(stack, name, data, self.RES_CONDITION, (str, bool, function.Function),
                        self.CONDITION_TYPENAME, table=self.condition_functions)
        return rsrc_defn.ResourceDefinition(
            name, rtype, properties=props, metadata=metadata, depends=depends,
            deletion_policy=policy, update_policy=update_policy, description=description,
            external_id=external_id, condition=condition)

    def validate_outputs(self):
        """The shape of each output definition (a map with a value)."""
        for name, data in (self.t.get(self.OUTPUTS) or {}).items():
            path = [self.OUTPUTS, name]
            if not isinstance(data, collections.abc.Mapping):
                raise exception.StackValidationFailed(
                    error="Output validation error", path=path,
                    message="Output definitions must be a map. Found a %s instead"
                    % type(data).__name__)
            if self.OUTPUT_VALUE not in data:
                raise exception.StackValidationFailed(
                    error="Output validation error", path=path,
                    message="Each output definition must contain a %s key." % self.OUTPUT_VALUE)

    def outputs(self, stack):
        """Output name -> (description, parsed value, enabled)."""
        self.validate_outputs()
        out = {}
        for name, data in (self.t.get(self.OUTPUTS) or {}).items():
            path = [self.OUTPUTS, name]
            # a template version without conditions ignores an output's condition key
            enabled = (self.enabled(stack, data.get(self.OUTPUT_CONDITION),
                                    path + [self.OUTPUT_CONDITION])
                       if self.has_conditions else True)
            # A disabled output's value is never parsed: it may name disabled resources.
            value = (self.parse(stack, data[self.OUTPUT_VALUE], path + [self.OUTPUT_VALUE])
                     if enabled else None)
            description = data.get(self.OUTPUT_DESCRIPTION)
            # as Heat's Output.description(): only a missing one gets the default
            description = "No description given" if description is None else str(description)
            out[name] = (description, value, enabled)
        return out
