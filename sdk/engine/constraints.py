"""Schemas and the constraints that limit a value: Range, Length, Modulo,
AllowedValues, AllowedPattern and CustomConstraint (looked up by name).

Error texts are Heat's, because template authors read them.
"""
from __future__ import annotations

import collections.abc
import json
import re

from sdk.common import exception
from sdk.engine import resources
from sdk.engine import vocabulary as vocab


class Schema(collections.abc.Mapping):
    """Base schema shared by properties and parameters; serialises with dict()."""

    KEYS = (TYPE, DESCRIPTION, DEFAULT, SCHEMA, REQUIRED, CONSTRAINTS, IMMUTABLE) = (
        "type", "description", "default", "schema", "required", "constraints", "immutable")
    TYPE_KEYS = (INTEGER_TYPE, STRING_TYPE, NUMBER_TYPE, BOOLEAN_TYPE, MAP_TYPE, LIST_TYPE) = vocab.TYPE_KEYS
    TYPES = (INTEGER, STRING, NUMBER, BOOLEAN, MAP, LIST, ANY) = vocab.TYPES

    def __init__(self, data_type, description=None, default=None, schema=None,
                 required=False, constraints=None, label=None, immutable=False):
        self.label = label
        self.type = data_type
        if self.type not in self.TYPES:
            raise exception.InvalidSchemaError(message="Invalid type (%s)" % self.type)
        self.description = description
        self.required = required
        self.immutable = immutable
        if isinstance(schema, type(self)):
            if self.type != self.LIST:
                raise exception.InvalidSchemaError(
                    message="Single schema valid only for %s, not %s" % (self.LIST, self.type))
            self.schema = AnyIndexDict(schema)
        else:
            self.schema = schema
        if self.schema is not None and self.type not in (self.LIST, self.MAP):
            raise exception.InvalidSchemaError(
                message="Schema valid only for %s or %s, not %s" % (self.LIST, self.MAP, self.type))
        self.constraints = constraints or []
        self.default = default

    def validate(self, context=None):
        """Check the schema itself: constraint types, default, nested schemas."""
        for c in self.constraints:
            if not any(self.type == getattr(self, t, None) for t in getattr(c, "valid_types", ())):
                raise exception.InvalidSchemaError(
                    message="%s constraint invalid for %s" % (type(c).__name__, self.type))
        if self.default is not None:
            try:
                self.validate_constraints(self.default, context, [CustomConstraint])
            except (ValueError, TypeError) as exc:
                raise exception.InvalidSchemaError(
                    message="Invalid default %s (%s)" % (self.default, exc))
        if self.schema:
            nested = [self.schema.value] if isinstance(self.schema, AnyIndexDict) else self.schema.values()
            for s in nested:
                s.validate(context)

    def set_default(self, default=None):
        self.default = default

    str_to_num = staticmethod(vocab.str_to_num)

    def to_schema_type(self, value):
        """The value converted to this schema's type, for comparisons."""
        return vocab.to_schema_type(self.type, value)

    def validate_constraints(self, value, context=None, skipped=None):
        skipped = skipped or ()
        try:
            for constraint in self.constraints:
                if type(constraint) not in skipped:
                    constraint.validate(value, self, context)
        except ValueError as ex:
            raise exception.StackValidationFailed(message=str(ex))

    def __getitem__(self, key):
        if key == self.TYPE:
            return self.type.lower()
        if key == self.DESCRIPTION and self.description is not None:
            return self.description
        if key == self.DEFAULT and self.default is not None:
            return self.default
        if key == self.SCHEMA and self.schema is not None:
            return {n: dict(s) for n, s in self.schema.items()}
        if key == self.REQUIRED:
            return self.required
        if key == self.CONSTRAINTS and self.constraints:
            return [dict(c) for c in self.constraints]
        raise KeyError(key)

    def __iter__(self):
        for k in self.KEYS:
            try:
                self[k]
            except KeyError:
                continue
            yield k

    def __len__(self):
        return sum(1 for _ in self)


class AnyIndexDict(collections.abc.Mapping):
    """The element schema of a LIST: the same schema at every index ('*')."""

    ANYTHING = "*"

    def __init__(self, value):
        self.value = value

    def __getitem__(self, key):
        if key != self.ANYTHING and not isinstance(key, int):
            raise KeyError("Invalid key %s" % key)
        return self.value

    def __iter__(self):
        yield self.ANYTHING

    def __len__(self):
        return 1


class Constraint(collections.abc.Mapping):
    """A limit on allowed values; ``description`` replaces the error text."""

    (DESCRIPTION,) = ("description",)
    valid_types = ()

    def __init__(self, description: str | None = None):
        self.description = description

    def __str__(self):
        return "\n".join(t for t in (self.description, self._str()) if t)

    def validate(self, value, schema=None, context=None):
        if not self._is_valid(value, schema, context):
            raise ValueError(self.description or self._err_msg(value))

    @classmethod
    def _name(cls):
        return "_".join(w.lower() for w in re.findall("[A-Z]?[a-z]+", cls.__name__))

    def __getitem__(self, key):
        if key == self.DESCRIPTION and self.description is not None:
            return self.description
        if key == self._name():
            return self._constraint()
        raise KeyError(key)

    def __iter__(self):
        if self.description is not None:
            yield self.DESCRIPTION
        yield self._name()

    def __len__(self):
        return 2 if self.description is not None else 1


def _bounds(min_, max_, numeric_types, kind):
    for param in (min_, max_):
        if not isinstance(param, numeric_types + (type(None),)):
            raise exception.InvalidSchemaError(
                message="min/max must be numeric" if kind == "range"
                else "min/max length must be integral")


class Range(Constraint):
    """An inclusive numeric range; either bound may be omitted."""

    (MIN, MAX) = ("min", "max")
    valid_types = vocab.VALID_TYPES[vocab.RANGE]

    def __init__(self, min: float | None = None, max: float | None = None, description: str | None = None):
        super().__init__(description)
        self.min, self.max = min, max
        _bounds(min, max, (float, int), "range")
        if min is None and max is None:
            raise exception.InvalidSchemaError(
                message="A range constraint must have a min value and/or a max value specified.")

    def _str(self):
        if self.max is None:
            return "The value must be at least %(min)s." % self._constraint()
        if self.min is None:
            return "The value must be no greater than %(max)s." % self._constraint()
        return "The value must be in the range %(min)s to %(max)s." % self._constraint()

    def _err_msg(self, value):
        return "%s is out of range (min: %s, max: %s)" % (value, self.min, self.max)

    def _in_range(self, value):
        return ((self.min is None or value >= self.min)
                and (self.max is None or value <= self.max))

    def _is_valid(self, value, schema, context):
        return self._in_range(Schema.str_to_num(value))

    def _constraint(self):
        return {k: v for k, v in ((self.MIN, self.min), (self.MAX, self.max)) if v is not None}


class Length(Range):
    """An inclusive range on ``len(value)``."""

    valid_types = vocab.VALID_TYPES[vocab.LENGTH]

    def __init__(self, min: int | None = None, max: int | None = None, description: str | None = None):
        if min is None and max is None:
            raise exception.InvalidSchemaError(
                message="A length constraint must have a min value and/or a max value specified.")
        super().__init__(min, max, description)
        _bounds(min, max, (int,), "length")

    def _str(self):
        if self.max is None:
            return "The length must be at least %(min)s." % self._constraint()
        if self.min is None:
            return "The length must be no greater than %(max)s." % self._constraint()
        return "The length must be in the range %(min)s to %(max)s." % self._constraint()

    def _err_msg(self, value):
        return "length (%d) is out of range (min: %s, max: %s)" % (len(value), self.min, self.max)

    def _is_valid(self, value, schema, context):
        return self._in_range(len(value))


class Modulo(Constraint):
    """Values ``offset + k * step``."""

    (STEP, OFFSET) = ("step", "offset")
    valid_types = vocab.VALID_TYPES[vocab.MODULO]

    def __init__(self, step: int | None = None, offset: int | None = None, description: str | None = None):
        super().__init__(description)
        self.step, self.offset = step, offset
        if step is None or offset is None:
            raise exception.InvalidSchemaError(
                message="A modulo constraint must have a step value and an offset value specified.")
        for param in (step, offset):
            if not isinstance(param, (float, int)):
                raise exception.InvalidSchemaError(message="step/offset must be numeric")
            if int(param) != param:
                raise exception.InvalidSchemaError(message="step/offset must be integer")
        step, offset = int(step), int(offset)
        if step == 0:
            raise exception.InvalidSchemaError(message="step cannot be 0.")
        if abs(offset) >= abs(step):
            raise exception.InvalidSchemaError(
                message="offset must be smaller (by absolute value) than step.")
        if step * offset < 0:
            raise exception.InvalidSchemaError(
                message="step and offset must be both positive or both negative.")

    def _str(self):
        return ("The value must be a multiple of %(step)s with an offset of %(offset)s."
                % self._constraint())

    def _err_msg(self, value):
        return "%s is not a multiple of %s with an offset of %s" % (value, self.step, self.offset)

    def _is_valid(self, value, schema, context):
        return Schema.str_to_num(value) % self.step == self.offset

    def _constraint(self):
        return {self.STEP: self.step, self.OFFSET: self.offset}


class AllowedValues(Constraint):
    """An explicit list of allowed values (every element, for a list value)."""

    valid_types = vocab.VALID_TYPES[vocab.ALLOWED_VALUES]

    def __init__(self, allowed: list | tuple, description: str | None = None):
        super().__init__(description)
        if not isinstance(allowed, collections.abc.Sequence) or isinstance(allowed, str):
            raise exception.InvalidSchemaError(message="AllowedValues must be a list")
        self.allowed = tuple(allowed)

    def _str(self):
        return "Allowed values: %s" % ", ".join(json.dumps(a) for a in self.allowed)

    def _err_msg(self, value):
        return "%s is not an allowed value [%s]" % (
            json.dumps(value), ", ".join(json.dumps(a) for a in self.allowed))

    def _is_valid(self, value, schema, context):
        if isinstance(value, list):
            return all(v in self.allowed for v in value)
        if schema is not None:
            allowed = tuple(schema.to_schema_type(v) for v in self.allowed)
            return schema.to_schema_type(value) in allowed
        return value in self.allowed

    def _constraint(self):
        return list(self.allowed)


class AllowedPattern(Constraint):
    """A regular expression that must match from the start to the very end."""

    valid_types = vocab.VALID_TYPES[vocab.ALLOWED_PATTERN]

    def __init__(self, pattern: str, description: str | None = None):
        super().__init__(description)
        if not isinstance(pattern, str):
            raise exception.InvalidSchemaError(message="AllowedPattern must be a string")
        self.pattern = pattern
        self.match = re.compile(pattern).match

    def _str(self):
        return "Value must match pattern: %s" % self.pattern

    def _err_msg(self, value):
        return '"%s" does not match pattern "%s"' % (value, self.pattern)

    def _is_valid(self, value, schema, context):
        # Heat checks match.end(), which is not re.fullmatch: 'a|ab' refuses 'ab'.
        match = self.match(value)
        return match is not None and match.end() == len(value)

    def _constraint(self):
        return self.pattern


class CustomConstraint(Constraint):
    """A named constraint class from the environment's constraint registry."""

    valid_types = vocab.VALID_TYPES[vocab.CUSTOM_CONSTRAINT]

    def __init__(self, name: str, description: str | None = None, environment: object = None):
        super().__init__(description)
        self.name = name
        self._environment = environment
        self._custom_constraint = None

    def _constraint(self):
        return self.name

    @property
    def custom_constraint(self):
        if self._custom_constraint is None:
            if self._environment is None:
                self._environment = resources.global_env()
            cls = self._environment.get_constraint(self.name)
            if cls:
                self._custom_constraint = cls()
        return self._custom_constraint

    def _str(self):
        return getattr(self.custom_constraint, "message", None) or "Value must be of type %s" % self.name

    def _instance(self, context):
        """The constraint object registered under the name in the stack's
        environment (plug-in modules' constraint_mapping()), else the global
        one; one object per class, so its error state survives to error()."""
        env = self._environment or getattr(context, "environment", None)
        if env is None or not hasattr(env, "get_constraint"):
            return self.custom_constraint
        cls = env.get_constraint(self.name)
        if cls is None:
            return None
        if self._custom_constraint is None or type(self._custom_constraint) is not cls:
            self._custom_constraint = cls()
        return self._custom_constraint

    def validate(self, value, schema=None, context=None):
        constraint = self._instance(context)
        if not (constraint and constraint.validate(value, context)):
            raise ValueError(self.description or self._message(constraint, value))

    def _err_msg(self, value):
        return self._message(self.custom_constraint, value)

    def _message(self, constraint, value):
        if constraint is None:
            return '"%s" does not validate %s (constraint not found)' % (value, self.name)
        error = getattr(constraint, "error", None)
        if error:
            return error(value)
        return '"%s" does not validate %s' % (value, self.name)

    def _is_valid(self, value, schema, context):
        constraint = self._instance(context)
        return bool(constraint) and constraint.validate(value, context)


class BaseCustomConstraint:
    """Base for custom constraints that validate a value through a client."""

    expected_exceptions = (exception.EntityNotFound,)
    resource_client_name = None
    resource_getter_name = None
    _error_message = None

    def error(self, value):
        if self._error_message is None:
            return "Error validating value '%s'" % value
        return "Error validating value '%s': %s" % (value, self._error_message)

    def validate(self, value, context):
        try:
            self.validate_with_client(context.clients, value)
        except self.expected_exceptions as exc:
            self._error_message = str(exc)
            return False
        return True

    def validate_with_client(self, client, resource_id):
        if not (self.resource_client_name and self.resource_getter_name):
            raise exception.InvalidSchemaError(
                message="Client name and resource getter name must be specified.")
        getattr(client.client_plugin(self.resource_client_name), self.resource_getter_name)(resource_id)
