"""Attribute schemas and the cached ``Attributes`` mapping of a resource."""
from __future__ import annotations

import collections.abc
import logging

from sdk.common import exception
from sdk.engine import constraints, support, vocabulary
from sdk.engine.status import ResourceStatus as _RS

LOG = logging.getLogger(__name__)


class Schema(constraints.Schema):
    """The schema of one attribute: a description, a type and a cache mode."""

    KEYS = (DESCRIPTION, TYPE) = ("description", "type")
    CACHE_MODES = (CACHE_LOCAL, CACHE_NONE) = vocabulary.CACHE_MODES
    # Heat's attributes have no Number type.
    TYPES = (UNKNOWN, STRING, MAP, LIST, INTEGER, BOOLEAN) = vocabulary.ATTRIBUTE_TYPES

    def __init__(self, description: str | None = None,
                 support_status: support.SupportStatus = support.SupportStatus(),
                 cache_mode: str = CACHE_LOCAL, type: str | None = None):
        self.description = description
        self.support_status = support_status
        self.cache_mode = cache_mode
        self.type = type
        if self.type not in self.TYPES:
            raise exception.InvalidSchemaError(message="Invalid type (%s)" % self.type)

    def __getitem__(self, key):
        if key == self.DESCRIPTION and self.description is not None:
            return self.description
        if key == self.TYPE and self.type is not None:
            return self.type.lower()
        raise KeyError(key)

    def __len__(self):
        return sum(1 for _ in self)


BASE_ATTRIBUTES = (SHOW_ATTR,) = ("show",)

_ACTIVE_ACTIONS = (_RS.CREATE, _RS.ADOPT, _RS.SUSPEND, _RS.RESUME, _RS.UPDATE, _RS.CHECK, _RS.SNAPSHOT)


def schemata(schema):
    """Validate and return an attributes schema dict.

    Heat asserts these; raised explicitly here, so the message is the same
    under ``python -O`` and when pytest rewrites this module's asserts."""
    if not all(isinstance(s, Schema) for s in schema.values()):
        raise AssertionError("Old attribute schema is not supported")
    if "*" in schema:
        raise AssertionError("Invalid attribute name '*'")
    return schema


def select_from_attribute(attribute_value, path):
    """Walk ``path`` (keys and indices) into a value; None where it leads
    nowhere. As in Heat, a string is a sequence too (``[attr, 0]`` gives its
    first character) and only string or integer keys are followed."""
    try:
        for key in path:
            if not isinstance(attribute_value, (collections.abc.Mapping, collections.abc.Sequence)) \
                    or not isinstance(key, (str, int)):
                return None
            attribute_value = attribute_value[key]
        return attribute_value
    except (KeyError, IndexError, TypeError):
        return None


def _type_ok(schema_type, value):
    if schema_type == Schema.STRING:
        return isinstance(value, str)
    if schema_type == Schema.LIST:
        return isinstance(value, collections.abc.Sequence) and not isinstance(value, str)
    if schema_type == Schema.MAP:
        return isinstance(value, collections.abc.Mapping)
    if schema_type == Schema.INTEGER:
        return isinstance(value, int)
    if schema_type == Schema.BOOLEAN:
        try:
            vocabulary.bool_from_string(value, strict=True)
        except ValueError:
            return False
    return True


class Attributes(collections.abc.Mapping):
    """A resource's attributes, resolved through ``resolver(name)`` and cached
    (CACHE_LOCAL, non-None values only) until the resource leaves COMPLETE."""

    def __init__(self, res_name, schema, resolver):
        self._resource_name = res_name
        self._resolver = resolver
        self.set_schema(schema)
        self.reset_resolved_values()

    def set_schema(self, schema):
        self._attributes = schemata(schema)

    def reset_resolved_values(self):
        self._resolved_values = {}

    def set_cached_attr(self, key, value):
        self._resolved_values[key] = value

    def has_new_cached_attrs(self):
        return bool(self._resolved_values)

    def cached_attrs(self):
        return dict(self._resolved_values)

    def __getitem__(self, key):
        if key not in self:
            raise KeyError("%s: Invalid attribute %s" % (self._resource_name, key))
        schema = self._attributes[key]
        if schema.cache_mode != Schema.CACHE_NONE and key in self._resolved_values:
            return self._resolved_values[key]
        value = self._resolver(key)
        if value is not None:
            if not _type_ok(schema.type, value):
                LOG.warning("Attribute %s is not of type %s", key, schema.type)
            if schema.cache_mode != Schema.CACHE_NONE:
                self._resolved_values[key] = value
        return value

    def __len__(self):
        return len(self._attributes)

    def __contains__(self, key):
        return key in self._attributes

    def __iter__(self):
        return iter(self._attributes)
