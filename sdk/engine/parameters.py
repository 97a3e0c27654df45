"""Template parameters: types, defaults, constraints and pseudo-parameters."""
import collections.abc
import json

from sdk.common import exception
from sdk.engine import constraints as constr
from sdk.engine import vocabulary

PARAM_KEYS = ("type", "description", "default", "hidden", "label", "immutable",
              "constraints")
#: keys a constraint may have; the first kind present (in this order) wins
CONSTRAINT_KEYS = ("description", "modulo", "range", "length", "allowed_values",
                   "allowed_pattern", "custom_constraint")
TYPES = (STRING, NUMBER, LIST, MAP, BOOLEAN) = (
    "string", "number", "comma_delimited_list", "json", "boolean")
PSEUDO = (STACK_ID, STACK_NAME, PROJECT_ID) = ("OS::stack_id", "OS::stack_name", "OS::project_id")

def _numbers(kind, spec, keys):
    """The numeric bounds of a range, length or modulo constraint. A bound
    that is not a number fails with float()'s own ValueError, as in Heat."""
    if not isinstance(spec, dict):
        raise exception.InvalidSchemaError(message="Invalid %s constraint, expected a mapping" % kind)
    for key in spec:
        if key not in keys:
            raise exception.InvalidSchemaError(
                message="Invalid key '%s' for %s constraint" % (key, kind))
    return [None if spec.get(k) is None else constr.Schema.str_to_num(spec[k]) for k in keys]


_CONSTRAINT_TYPES = {
    "range": lambda s, d: constr.Range(*_numbers("range", s, ("min", "max")), d),
    "length": lambda s, d: constr.Length(*_numbers("length", s, ("min", "max")), d),
    "modulo": lambda s, d: constr.Modulo(*_numbers("modulo", s, ("step", "offset")), d),
    "allowed_values": lambda s, d: constr.AllowedValues(s, d),
    "allowed_pattern": lambda s, d: constr.AllowedPattern(s, d),
    "custom_constraint": lambda s, d: constr.CustomConstraint(s, d),
}
_SCHEMA_TYPE = {STRING: vocabulary.STRING, NUMBER: vocabulary.NUMBER, LIST: vocabulary.LIST,
                MAP: vocabulary.MAP, BOOLEAN: vocabulary.BOOLEAN}


class Schema(constr.Schema):
    """A parameter's declaration in the ``parameters`` section."""

    def __init__(self, name, definition, date="2021-04-16"):
        """``date``: the template version's date, which decides the keys
        (``tags`` from 2018-03-02) and constraints (``modulo`` from 2017-02-24)."""
        if not isinstance(definition, dict):
            raise exception.InvalidSchemaError(
                message="Invalid parameter (%s), expected a mapping" % name)
        keys = PARAM_KEYS + ("tags",) if date >= "2018-03-02" else PARAM_KEYS
        for key in definition:
            if key not in keys:
                raise exception.InvalidSchemaError(
                    message="Invalid key '%s' for parameter (%s)" % (key, name))
        if "type" not in definition:
            raise exception.InvalidSchemaError(
                message="Missing parameter type for parameter: %s" % name)
        if not isinstance(definition.get("tags", []), list):
            raise exception.InvalidSchemaError(
                message="Tags property should be a list for parameter: %s" % name)
        self.param_type = definition["type"]
        if self.param_type not in TYPES:
            raise exception.InvalidSchemaError(message='Invalid type (%s)' % self.param_type)
        super().__init__(_SCHEMA_TYPE[self.param_type], definition.get("description"),
                         definition.get("default"), required="default" not in definition,
                         constraints=self._constraints(name, definition.get("constraints"),
                                                       date >= "2017-02-24"),
                         label=definition.get("label"), immutable=definition.get("immutable", False))
        self.hidden = definition.get("hidden", False)
        self.tags = definition.get("tags")

    def validate(self, context=None):
        """Check the constraint types and that the default meets the
        constraints (custom constraints are checked with the value only)."""
        for c in self.constraints:
            if not any(self.type == getattr(self, t, None) for t in c.valid_types):
                raise exception.InvalidSchemaError(
                    message="%s constraint invalid for %s" % (type(c).__name__, self.param_type))
        default = self.default
        if default is None:
            return
        value = default
        if self.param_type == LIST:
            if isinstance(default, list):
                value = [str(x) for x in default]
            else:
                try:
                    value = default.split(",")
                except AttributeError as err:
                    raise exception.InvalidSchemaError(
                        message="Default must be a comma-delimited list string: %s" % err)
        try:
            self.validate_constraints(value, context, [constr.CustomConstraint])
        except (ValueError, TypeError, exception.StackValidationFailed) as exc:
            msg = exc.error_message if isinstance(exc, exception.StackValidationFailed) else exc
            raise exception.InvalidSchemaError(message="Invalid default %s (%s)" % (default, msg))

    @staticmethod
    def _constraints(name, data, modulo):
        if data is None:
            return []
        if not isinstance(data, list):
            raise exception.InvalidSchemaError(
                message="Invalid parameter constraints for parameter %s, expected a list" % name)
        out = []
        for item in data:
            if not isinstance(item, dict):
                raise exception.InvalidSchemaError(
                    message="Invalid parameter constraints, expected a mapping")
            for key in item:
                if key not in CONSTRAINT_KEYS:
                    raise exception.InvalidSchemaError(
                        message="Invalid key '%s' for parameter constraints" % key)
            kinds = [k for k in CONSTRAINT_KEYS[1 if modulo else 2:] if k in item]
            if not kinds:
                raise exception.InvalidSchemaError(message="No constraint expressed")
            out.append(_CONSTRAINT_TYPES[kinds[0]](item[kinds[0]], item.get("description")))
        return out


class Parameter:
    """One parameter with its user value (or default), parsed to its type."""

    def __init__(self, name, schema, value=None, default=None):
        self.name = name
        self.schema = schema
        self.user_value = value
        #: an environment's parameter_defaults entry, which overrides the template's
        self.user_default = default

    def default(self):
        return self.user_default if self.user_default is not None else self.schema.default

    def has_value(self):
        return self.user_value is not None or self.default() is not None

    def _parse(self, value):
        t = self.schema.param_type
        if t == NUMBER:
            return constr.Schema.str_to_num(value)
        if t == BOOLEAN:
            return vocabulary.bool_from_string(value, strict=True)
        if t == LIST:
            if isinstance(value, list):
                return [str(x) for x in value]
            if not value:
                return []
            try:
                # Heat splits on commas and keeps the spaces around the items.
                return value.split(",")
            except AttributeError as err:
                raise ValueError("Value must be a comma-delimited list string: %s" % err)
        if t == MAP:
            try:
                text = value if isinstance(value, str) else json.dumps(value)
                return json.loads(text) if text else value
            except (ValueError, TypeError) as err:
                raise ValueError("Value must be valid JSON: %s" % err)
        return value if isinstance(value, str) else str(value)

    def validate(self, context=None, validate_value=True):
        """Heat's: the schema and its default; the value given too unless
        ``validate_value`` is False (a nested stack validated with its parent)."""
        try:
            self.schema.validate(context)
        except exception.InvalidSchemaError as exc:
            raise exception.InvalidSchemaError(
                message="Parameter '%s' is invalid: %s" % (self.name, exc))
        for value in (self.user_value, self.default()) if validate_value else (self.default(),):
            if value is None:
                continue
            try:
                parsed = self._parse(value)
                # Heat checks numbers and booleans as given (an allowed-values
                # error quotes the string), lists and maps once parsed.
                raw = self.schema.param_type in (NUMBER, BOOLEAN)
                self.schema.validate_constraints(value if raw else parsed, context)
            except (ValueError, TypeError, exception.StackValidationFailed) as exc:
                msg = exc.error_message if isinstance(exc, exception.StackValidationFailed) else str(exc)
                raise exception.StackValidationFailed(
                    message="Parameter '%s' is invalid: %s" % (self.name, msg))
            return

    def value(self):
        if self.user_value is not None:
            return self._parse(self.user_value)
        if self.default() is not None:
            return self._parse(self.default())
        raise exception.UserParameterMissing(key=self.name)


class Parameters(collections.abc.Mapping):
    """The stack's parameters by name, values parsed to their types."""

    def __init__(self, schemas, user_params, stack_name, stack_id=None, project_id=None,
                 defaults=None):
        user_params = dict(user_params or {})
        #: values given for parameters the template lacks (validate() refuses them)
        self._unknown = [key for key in user_params if key not in schemas]
        defaults = defaults or {}
        self.params = {n: Parameter(n, s, user_params.get(n), defaults.get(n))
                       for n, s in schemas.items()}
        self.pseudo = self._pseudo(stack_name, stack_id, project_id)
        self._cache = {}

    def _pseudo(self, stack_name, stack_id, project_id):
        """Pseudo parameter name -> value."""
        return {STACK_NAME: stack_name, STACK_ID: stack_id, PROJECT_ID: project_id}

    def validate(self, context=None, validate_value=True):
        """Heat's: ``validate_value`` is its stack's strict_validate, False
        for a nested stack validated with its parent, whose values Heat
        checks only when the nested stack is made."""
        if self._unknown:
            raise exception.UnknownUserParameter(key=self._unknown[0])
        for param in self.params.values():
            if validate_value and not param.has_value():
                raise exception.UserParameterMissing(key=param.name)
            param.validate(context, validate_value)

    def set_stack_id(self, stack_id):
        self.pseudo[STACK_ID] = stack_id

    def immutable_changed(self, other):
        """Names of immutable parameters whose value differs in ``other``."""
        return sorted(n for n, p in self.params.items()
                      if p.schema.immutable and n in other.params
                      and p.value() != other.params[n].value())

    def __getitem__(self, key):
        if key in self.pseudo:
            return self.pseudo[key]
        if key not in self._cache:
            self._cache[key] = self.params[key].value()
        return self._cache[key]

    def __iter__(self):
        yield from self.params
        yield from self.pseudo

    def __len__(self):
        return len(self.params) + len(self.pseudo)


def validate_groups(groups, names):
    """Heat's checks of the ``parameter_groups`` section: a list of groups,
    each listing existing parameters, every parameter in one group at most."""
    if not groups:
        return

    def fail(path, message):
        raise exception.StackValidationFailed(error="Parameter Groups error",
                                              path=["parameter_groups"] + path, message=message)

    if not isinstance(groups, list):
        fail([], "The parameter_groups should be a list.")
    grouped = []
    for group in groups:
        if not isinstance(group, collections.abc.Mapping):
            # Heat reads each group with .get()
            raise exception.unwrapped(
                AttributeError("'%s' object has no attribute 'get'" % type(group).__name__))
        label = group.get("label", "")
        members = group.get("parameters")
        if members is None:
            fail([label], "The parameters must be provided for each parameter group.")
        if not isinstance(members, list):
            fail([label], "The parameters of parameter group should be a list.")
        for name in members:
            if name in grouped:
                fail([label], "The %s parameter must be assigned to one parameter group only."
                     % name)
            grouped.append(name)
            if name not in names:
                fail([label], "The grouped parameter %s does not reference a valid parameter."
                     % name)
