"""Schema defaults and attribute values of another type than declared.

My::Defaults      -- property defaults written as strings (Integer "5",
                     Boolean "true", Number "2.5"), a String default that
                     is an int, List and Map defaults; handle_create / handle_update
                     log dict(self.properties) ("props") and prop_diff.
My::LooseAttrs    -- attributes whose values do not match their declared
                     type (an INTEGER attribute returning "7", a BOOLEAN
                     returning "true", a LIST returning a tuple, a MAP
                     returning a JSON string, a STRING returning a map).
"""
import json
import os

from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


S = properties.Schema


class _Base(resource.Resource):
    def handle_create(self):
        _log(self, 'handle_create', props=dict(self.properties))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', props=dict(self.properties))


class Defaults(_Base):
    """Defaults written with other types."""

    properties_schema = {
        'i': S(S.INTEGER, _('Integer, default "5".'), default='5',
               update_allowed=True),
        'b': S(S.BOOLEAN, _('Boolean, default "true".'), default='true',
               update_allowed=True),
        'n': S(S.NUMBER, _('Number, default "2.5".'), default='2.5',
               update_allowed=True),
        's': S(S.STRING, _('String, default 7.'), default=7,
               update_allowed=True),
        'l': S(S.LIST, _('List with a default.'), default=['a', 'b'],
               update_allowed=True),
        'm': S(S.MAP, _('Map with a default.'), default={'k': 'v'},
               update_allowed=True),
        'r': S(S.INTEGER, _('Integer 1..10, default 3.'), default=3,
               update_allowed=True, constraints=[constraints.Range(1, 10)]),
    }


class LooseAttrs(_Base):
    """Attribute values that do not match their declared types."""

    properties_schema = {
        'value': S(S.STRING, _('Value.'), update_allowed=True),
    }

    attributes_schema = {
        'int_str': attributes.Schema(_('INTEGER returning "7".'),
                                     type=attributes.Schema.INTEGER),
        'bool_str': attributes.Schema(_('BOOLEAN returning "true".'),
                                      type=attributes.Schema.BOOLEAN),
        'list_tuple': attributes.Schema(_('LIST returning a tuple.'),
                                        type=attributes.Schema.LIST),
        'map_json': attributes.Schema(_('MAP returning a JSON string.'),
                                      type=attributes.Schema.MAP),
        'str_map': attributes.Schema(_('STRING returning a map.'),
                                     type=attributes.Schema.STRING),
        'untyped': attributes.Schema(_('No type, returns an int.')),
    }

    def _resolve_attribute(self, name):
        return {
            'int_str': '7',
            'bool_str': 'true',
            'list_tuple': ('x', self.properties['value']),
            'map_json': '{"k": [1, 2]}',
            'str_map': {'k': self.properties['value']},
            'untyped': 42,
        }.get(name)


def resource_mapping():
    return {
        'My::Defaults': Defaults,
        'My::LooseAttrs': LooseAttrs,
    }
