"""Property schemas and the ``Properties`` mapping a plug-in reads.

Reading ``self.properties[key]`` resolves intrinsic functions, applies
translation rules and defaults, and converts the value to the property's type,
each time it is read, exactly as Heat does.
"""
from __future__ import annotations

import collections.abc

from sdk.common import exception
from sdk.engine import constraints as constr
from sdk.engine import function, support, vocabulary
from sdk.engine import translation as trans

SCHEMA_KEYS = (REQUIRED, IMPLEMENTED, DEFAULT, TYPE, SCHEMA, ALLOWED_PATTERN,
               MIN_VALUE, MAX_VALUE, ALLOWED_VALUES, MIN_LENGTH, MAX_LENGTH,
               DESCRIPTION, UPDATE_ALLOWED, IMMUTABLE) = (
    "Required", "Implemented", "Default", "Type", "Schema", "AllowedPattern",
    "MinValue", "MaxValue", "AllowedValues", "MinLength", "MaxLength",
    "Description", "UpdateAllowed", "Immutable")


class Schema(constr.Schema):
    """The schema of one resource property."""

    KEYS = (TYPE, DESCRIPTION, DEFAULT, SCHEMA, REQUIRED, CONSTRAINTS,
            UPDATE_ALLOWED, IMMUTABLE) = (
        "type", "description", "default", "schema", "required", "constraints",
        "update_allowed", "immutable")

    def __init__(self, data_type: str, description: str | None = None, default: object = None,
                 schema: dict[str, Schema] | Schema | None = None, required: bool = False,
                 constraints: list[constr.Constraint] | None = None, implemented: bool = True,
                 update_allowed: bool = False, immutable: bool = False,
                 support_status: support.SupportStatus = support.SupportStatus(),
                 allow_conversion: bool = False):
        super().__init__(data_type, description, default, schema, required,
                         constraints, immutable=immutable)
        self.implemented = implemented
        self.update_allowed = update_allowed
        self.support_status = support_status
        self.allow_conversion = allow_conversion
        self.validate()

    def validate(self, context=None):
        super().validate()
        if self.update_allowed and self.immutable:
            raise exception.InvalidSchemaError(
                message="Options %s and %s cannot both be True" % (UPDATE_ALLOWED, IMMUTABLE))

    @classmethod
    def from_legacy(cls, schema_dict):
        """A Schema from Heat's older dictionary form (``{'Type': 'String'}``)."""
        if isinstance(schema_dict, cls):
            return schema_dict
        unknown = [k for k in schema_dict if k not in SCHEMA_KEYS]
        if unknown:
            raise exception.InvalidSchemaError(message="Unknown key(s) %s" % unknown)

        def num(key):
            val = schema_dict.get(key)
            return None if val is None else cls.str_to_num(val)

        cons = []
        if MIN_VALUE in schema_dict or MAX_VALUE in schema_dict:
            cons.append(constr.Range(num(MIN_VALUE), num(MAX_VALUE)))
        if MIN_LENGTH in schema_dict or MAX_LENGTH in schema_dict:
            cons.append(constr.Length(num(MIN_LENGTH), num(MAX_LENGTH)))
        if ALLOWED_VALUES in schema_dict:
            cons.append(constr.AllowedValues(schema_dict[ALLOWED_VALUES]))
        if ALLOWED_PATTERN in schema_dict:
            cons.append(constr.AllowedPattern(schema_dict[ALLOWED_PATTERN]))
        if TYPE not in schema_dict:
            raise exception.InvalidSchemaError(message="No %s specified" % TYPE)
        data_type = schema_dict[TYPE]
        nested = None
        if SCHEMA in schema_dict:
            if data_type == cls.LIST:
                nested = cls.from_legacy(schema_dict[SCHEMA])
            elif data_type == cls.MAP:
                nested = {n: cls.from_legacy(s) for n, s in schema_dict[SCHEMA].items()}
            else:
                raise exception.InvalidSchemaError(
                    message="%s supplied for %s %s" % (SCHEMA, TYPE, data_type))
        return cls(data_type, description=schema_dict.get(DESCRIPTION),
                   default=schema_dict.get(DEFAULT), schema=nested,
                   required=schema_dict.get(REQUIRED, False), constraints=cons,
                   implemented=schema_dict.get(IMPLEMENTED, True),
                   update_allowed=schema_dict.get(UPDATE_ALLOWED, False),
                   immutable=schema_dict.get(IMMUTABLE, False))

    def __getitem__(self, key):
        if key == self.UPDATE_ALLOWED:
            return self.update_allowed
        if key == self.IMMUTABLE:
            return self.immutable
        return super().__getitem__(key)


def schemata(schema_dicts):
    """Schema objects for a dict of schemas in either form."""
    return {n: Schema.from_legacy(s) for n, s in schema_dicts.items()}


class Property:
    """One property's schema bound to its name and dotted path."""

    def __init__(self, schema, name=None, context=None, path=None):
        self.schema = Schema.from_legacy(schema)
        self.name = name
        self.context = context
        name = "" if name is None else str(name)
        path = path or ""
        self.path = path + ("" if not path or path.endswith(".") else ".") + name if path else name

    def required(self):
        return self.schema.required

    def implemented(self):
        return self.schema.implemented

    def update_allowed(self):
        return self.schema.update_allowed

    def immutable(self):
        return self.schema.immutable

    def has_default(self):
        return self.schema.default is not None

    def default(self):
        return self.schema.default

    def type(self):
        return self.schema.type

    def support_status(self):
        return self.schema.support_status

    def _children(self, items, keys, validate, translation):
        if self.schema.schema is None:
            return items
        schemas = {k: self.schema.schema[k] for k in keys}
        props = Properties(schemas, dict(items), context=self.context,
                           parent_name=self.path, translation=translation)
        if validate:
            props.validate()
        return ((k, props[k]) for k in keys)

    def get_value(self, value, validate=False, translation=None):
        """The value converted to the schema type (and checked, if validate)."""
        t = self.schema.type
        if t == Schema.ANY or (t == Schema.STRING and type(value) is str):
            result = value
        else:
            if value is None:
                value = vocabulary.unset_value(t, self.schema.default)
            result = vocabulary.CONVERSIONS[t](value, self.schema.allow_conversion)
            if t == Schema.MAP and isinstance(result, collections.abc.Mapping):
                keys = list(self.schema.schema) if self.schema.schema is not None else None
                result = dict(self._children(result.items(), keys, validate, translation))
            elif t == Schema.LIST:
                result = [v for _, v in self._children(enumerate(result), range(len(result)),
                                                       validate, translation)]
        if validate:
            self.schema.validate_constraints(result, self.context)
        return result


#: (id(schema), id(context)) -> (schema items, context, {name: Property})
_BOUND = {}


def _bound_properties(schema, context):
    """The Property objects of a resource's schema, shared by every
    Properties built from the same schema and context: a stack action builds
    several per resource. The entry keeps the schema and context alive, so
    their ids are not reused while it stands."""
    items = tuple(schema.items())
    key = (id(schema), id(context))
    hit = _BOUND.get(key)
    if hit is None or hit[0] != items or hit[1] is not context:
        if len(_BOUND) >= 1024:
            _BOUND.clear()
        hit = _BOUND[key] = (items, context, {k: Property(s, k, context) for k, s in items})
    return dict(hit[2])


def _default_resolver(snippet, nullable=False):
    return snippet


#: resolvers known to return plain values unchanged (a plug-in may pass its own)
_PLAIN_DATA_RESOLVERS = (function.resolve, _default_resolver)


class Properties(collections.abc.Mapping):
    """The properties of one resource, read through its schema."""

    def __init__(self, schema, data, resolver=_default_resolver, parent_name=None,
                 context=None, section=None, translation=None, rsrc_description=None):
        if parent_name is None:
            self.props = _bound_properties(schema, context)
        else:
            self.props = {k: Property(s, k, context, path=parent_name) for k, s in schema.items()}
        self.resolve = resolver
        self.data = data
        self._section = section
        self.parent_name = parent_name
        self.context = context
        self._translation = translation  # created when first needed: most resources have no rules
        self.rsrc_description = rsrc_description or None

    @property
    def error_prefix(self):
        """Where errors are reported: the section, if any (built on demand:
        Properties objects are created often and should stay small)."""
        return [self._section] if self._section is not None else []

    @property
    def translation(self):
        if self._translation is None:
            self._translation = trans.Translation(properties=self)
        return self._translation

    # Callers of the next two check ``self._translation is not None`` first:
    # most Properties have no translation, and reads are the hot path.
    def _skipped(self, prop):
        """True when a translation rule deletes or replaces this property."""
        tr = self._translation
        return tr.is_deleted(prop.path) or tr.is_replaced(prop.path)

    def _translates(self, prop):
        return self._translation.has_translation(prop.path)

    def update_translation(self, rules, client_resolve=True, ignore_resolve_error=False):
        if not rules:
            return
        self.translation.set_rules(rules, client_resolve=client_resolve,
                                   ignore_resolve_error=ignore_resolve_error)

    def validate(self, with_value=True):
        try:
            for key in self.data:
                if key not in self.props:
                    raise exception.StackValidationFailed(message="Unknown Property %s" % key)
            for key, prop in self.props.items():
                if self._translation is not None and self._skipped(prop):
                    continue
                if with_value:
                    try:
                        self._get_property_value(key, validate=True)
                    except exception.StackValidationFailed as ex:
                        raise exception.StackValidationFailed(
                            path=[key] + ex.path, message=ex.error_message)
                    except ValueError as ex:
                        path = [] if prop.required() and key not in self.data else [key]
                        raise exception.StackValidationFailed(path=path, message=str(ex))
                if not prop.implemented() and key in self.data:
                    raise exception.StackValidationFailed(
                        message="Property %s not implemented yet" % key)
        except exception.StackValidationFailed as ex:
            raise exception.StackValidationFailed(
                error=ex.error or "Property error", path=self.error_prefix + ex.path,
                message=ex.error_message)

    def get_user_value(self, key):
        if key not in self:
            raise KeyError("Invalid Property %s" % key)
        return self._resolve_user_value(key, self.props[key], validate=False)[0]

    def _resolve_user_value(self, key, prop, validate):
        """(value, found): found is False for an absent value or an Ellipsis."""
        if key not in self.data:
            return None, False
        if self._translation is not None and self._skipped(prop):
            return None, False
        try:
            raw = self.data[key]
            if type(raw) in function.SCALARS and self.resolve in _PLAIN_DATA_RESOLVERS:
                value = raw  # what these resolvers return for plain data
            else:
                if validate and function.depends_on_init(raw):
                    validate = False
                value = self.resolve(raw, nullable=True)
                if value is Ellipsis:
                    return None, False
            if self._translation is not None and self._translates(prop):
                value = self.translation.translate(prop.path, value, self.data)
            return prop.get_value(value, validate, translation=self._translation), True
        except exception.StackValidationFailed as ex:
            raise exception.StackValidationFailed(path=ex.path, message=ex.error_message)
        except Exception as ex:
            raise ValueError(str(ex))

    def _get_property_value(self, key, validate=False):
        prop = self.props.get(key)
        if prop is None:
            raise KeyError("Invalid Property %s" % key)
        value, found = self._resolve_user_value(key, prop, validate)
        if found:
            return value
        if self._translation is not None and self._translates(prop):
            value = self.translation.translate(prop.path, prop_data=self.data, validate=validate)
            if value is not None or prop.has_default():
                return prop.get_value(value)
        if prop.has_default():
            return prop.get_value(None, validate, translation=self._translation)
        if prop.required():
            raise ValueError("Property %s not assigned" % key)
        if key == "description" and prop.schema.update_allowed:
            return self.rsrc_description
        return None

    def __getitem__(self, key):
        return self._get_property_value(key)

    def get(self, key, default=None):
        # Mapping.get, without its extra call through __getitem__: plug-ins
        # and updates read properties this way a lot.
        try:
            return self._get_property_value(key)
        except KeyError:
            return default

    def __eq__(self, other):
        # Mapping's comparison without its item views and generators: an
        # update compares two of these for every resource.
        if not isinstance(other, collections.abc.Mapping):
            return NotImplemented
        return {k: self[k] for k in self} == {k: other[k] for k in other}

    __hash__ = None

    def __len__(self):
        return len(self.props)

    def __contains__(self, key):
        return key in self.props

    def __iter__(self):
        return iter(self.props)
