"""Properties groups: AND/OR/XOR relations between properties, declared as
a one-key dict whose value lists property paths (lists of names) or nested
groups. Heat checks only the shape of the declaration; nothing enforces it."""
from sdk.common import exception

OPERATORS = (AND, OR, XOR) = ("AND", "OR", "XOR")

_PREFIX = "Properties group schema incorrectly specified."


def _invalid(detail):
    return exception.InvalidSchemaError(message="%s %s" % (_PREFIX, detail))


class PropertiesGroup:
    """A validated group declaration (``.schema``)."""

    def __init__(self, schema, properties=None):
        self._properties = properties
        self.validate_schema(schema)
        self.schema = schema

    def validate_schema(self, current_schema):
        if not isinstance(current_schema, dict):
            raise _invalid("Schema should be a mapping, found %s instead." % type(current_schema))
        if len(current_schema) > 1:
            raise _invalid("Schema should be one-key dict.")
        operator = next(iter(current_schema))  # an empty dict raises StopIteration, as in Heat
        if operator not in OPERATORS:
            raise _invalid("Properties group schema key should be one of the operators: %s."
                           % ", ".join(OPERATORS))
        items = current_schema[operator]
        if not isinstance(items, list):
            raise _invalid("Schemas' values should be lists of properties names or nested schemas.")
        for item in items:
            if isinstance(item, dict):
                self.validate_schema(item)
            elif not isinstance(item, list) or not all(isinstance(n, str) for n in item):
                raise _invalid('List items should be properties list-type names with format '
                               '"[prop, prop_child, prop_sub_child, ...]" or nested properties '
                               'group schemas.')
