"""Heat's schema vocabulary, defined once: the data types of properties and
attributes, attribute cache modes, the constraint classes and the types each
applies to, and how a value converts to a data type.

The engine's schema classes take their names from here (``properties.Schema.TYPES``
is :data:`TYPES`) and lint and docgen read them here, so nothing restates
them. A leaf: it imports nothing of the SDK and only ``collections.abc``,
``json`` and ``numbers`` of the standard library, so a one-file lint pays for
this module, not for the engine (tests/layout holds it to that).
"""
from __future__ import annotations

import collections.abc
import json
import numbers

# -- data types ------------------------------------------------------------

#: The type keywords: the names of the type constants on a schema class
#: (``valid_types`` of a constraint lists them).
TYPE_KEYS = (INTEGER_TYPE, STRING_TYPE, NUMBER_TYPE, BOOLEAN_TYPE, MAP_TYPE, LIST_TYPE) = (
    "INTEGER", "STRING", "NUMBER", "BOOLEAN", "MAP", "LIST")
#: ``properties.Schema.TYPES`` (and ``constraints.Schema.TYPES``).
TYPES = (INTEGER, STRING, NUMBER, BOOLEAN, MAP, LIST, ANY) = (
    "Integer", "String", "Number", "Boolean", "Map", "List", "Any")
#: The constants ``properties.Schema`` has for them, by name.
TYPE_CONSTANTS = dict(zip(TYPE_KEYS, TYPES), ANY=ANY)

#: ``attributes.Schema.TYPES``: no NUMBER or ANY; an attribute may have no type.
ATTRIBUTE_TYPES = (None, STRING, MAP, LIST, INTEGER, BOOLEAN)
#: The constants ``attributes.Schema`` has for them, by name.
ATTRIBUTE_TYPE_CONSTANTS = dict({k: v for k, v in TYPE_CONSTANTS.items() if v in ATTRIBUTE_TYPES},
                                UNKNOWN=None)
#: ``attributes.Schema.CACHE_MODES``.
CACHE_MODES = (CACHE_LOCAL, CACHE_NONE) = ("cache_local", "cache_none")

# -- constraints -----------------------------------------------------------

#: The constraint classes of ``constraints``, by class name.
CONSTRAINTS = (RANGE, LENGTH, MODULO, ALLOWED_VALUES, ALLOWED_PATTERN, CUSTOM_CONSTRAINT) = (
    "Range", "Length", "Modulo", "AllowedValues", "AllowedPattern", "CustomConstraint")
#: Each constraint class's ``valid_types``: the type keywords it applies to.
VALID_TYPES = {
    RANGE: (INTEGER_TYPE, NUMBER_TYPE),
    LENGTH: (STRING_TYPE, LIST_TYPE, MAP_TYPE),
    MODULO: (INTEGER_TYPE, NUMBER_TYPE),
    ALLOWED_VALUES: (STRING_TYPE, INTEGER_TYPE, NUMBER_TYPE, BOOLEAN_TYPE, LIST_TYPE),
    ALLOWED_PATTERN: (STRING_TYPE,),
    CUSTOM_CONSTRAINT: (STRING_TYPE, INTEGER_TYPE, NUMBER_TYPE, BOOLEAN_TYPE, LIST_TYPE),
}


def applies_to(constraint, data_type):
    """True when the constraint class named ``constraint`` takes a ``data_type`` property."""
    return any(TYPE_CONSTANTS[key] == data_type for key in VALID_TYPES[constraint])


# -- conversions -----------------------------------------------------------

#: The strings oslo's ``bool_from_string`` reads as True and as False.
TRUE_STRINGS = ("1", "t", "true", "on", "y", "yes")
FALSE_STRINGS = ("0", "f", "false", "off", "n", "no")
#: The only strings a Boolean property takes (any case).
BOOLEAN_STRINGS = (TRUE, FALSE) = ("true", "false")


def bool_from_string(value, strict=False):
    """Heat's (oslo's) reading of a boolean string."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in TRUE_STRINGS:
        return True
    if text in FALSE_STRINGS or not strict:
        return False
    raise ValueError("Unrecognized value '%s', acceptable values are: '%s'"
                     % (value, "', '".join(sorted(TRUE_STRINGS + FALSE_STRINGS))))


def str_to_num(value):
    """A number from a number or its text: an int if it reads as one, else a float."""
    if isinstance(value, numbers.Number):
        return value
    try:
        return int(value)
    except ValueError:
        return float(value)


def to_schema_type(data_type, value):
    """The value as ``data_type`` for comparing it (constraints.Schema.to_schema_type);
    ValueError with Heat's message when it is not one."""
    try:
        if data_type == INTEGER:
            num = str_to_num(value)
            if isinstance(num, float):
                raise ValueError("%s is not an integer." % num)
            return num
        if data_type == NUMBER:
            return str_to_num(value)
        if data_type == STRING:
            return str(value)
        if data_type == BOOLEAN:
            return bool_from_string(str(value), strict=True)
    except ValueError:
        raise ValueError('Value "%s" is invalid for data type "%s".' % (value, data_type))
    return value


_EMPTY = {INTEGER: 0, NUMBER: 0, STRING: "", BOOLEAN: False}


def unset_value(data_type, default):
    """What a property of a data type other than Any that is given no value
    reads as before conversion: its default, else its type's empty value (also
    for a falsy default but a Map's: Heat writes ``default or empty``)."""
    if data_type == MAP:
        return {} if default is None else default
    if data_type == LIST:
        return default or []
    return default or _EMPTY[data_type]


def _string(value, allow_conversion):
    if isinstance(value, str):
        return value
    if isinstance(value, (bool, int)):
        return str(value)
    raise ValueError("Value must be a string; got %r" % value)


def _integer(value, allow_conversion):
    try:
        return int(value)
    except ValueError:
        raise TypeError("Value '%s' is not an integer" % value)


def _number(value, allow_conversion):
    return str_to_num(value)


def _boolean(value, allow_conversion):
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        normalised = value.lower()
        if normalised not in BOOLEAN_STRINGS:
            raise ValueError('"%s" is not a valid boolean' % normalised)
        return normalised == TRUE
    raise TypeError('"%s" is not a valid boolean' % value)


def _map(value, allow_conversion):
    if isinstance(value, collections.abc.Mapping):
        return value
    if allow_conversion:
        if isinstance(value, str):
            return value
        if isinstance(value, collections.abc.Sequence):
            return json.dumps(value)
    raise TypeError('"%s" is not a map' % value)


def _list(value, allow_conversion):
    if allow_conversion and isinstance(value, str):
        value = [v.strip() for v in value.split(",")] if value else []
    if not isinstance(value, collections.abc.Sequence) or isinstance(value, str):
        raise TypeError('"%s" is not a list' % repr(value))
    return value


def _any(value, allow_conversion):
    return value


#: data type -> conversion of a property's (non-None) value to it, as reading
#: the property in Heat does: ``(value, allow_conversion) -> value``. A Map or
#: List keeps its items (the caller converts those). Raises ValueError or
#: TypeError with Heat's message when the value is not one.
CONVERSIONS = {STRING: _string, INTEGER: _integer, NUMBER: _number, BOOLEAN: _boolean,
               MAP: _map, LIST: _list, ANY: _any}


def property_value(data_type, value, allow_conversion=False):
    """A property's (non-None) value converted to its type (see CONVERSIONS)."""
    return CONVERSIONS[data_type](value, allow_conversion)
