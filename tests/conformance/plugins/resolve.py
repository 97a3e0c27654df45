"""RESOLVE translation rules with a finder object defined in the plug-in
(no client needed): `thing` and every element of `things` are looked up
with Finder.find_thing(entity, value); "name-X" resolves to "id-X",
"missing" raises EntityNotFound, "bad" raises ValueError, other values
resolve to themselves. `plain` uses a finder without an entity.

Handlers log {"resource", "call", ...}: handle_create `props`,
handle_update `prop_diff` and `old` (self.properties), handle_delete
`props`.
"""
import json
import os

from heat.common import exception
from heat.engine import properties
from heat.engine import resource
from heat.engine import translation


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


class Finder(object):
    """Stands in for a client plug-in's finder methods."""

    def find_thing(self, entity, value):
        if value == 'missing':
            raise exception.EntityNotFound(entity=entity, name=value)
        if value == 'bad':
            raise ValueError('cannot look up %s' % value)
        if isinstance(value, str) and value.startswith('name-'):
            return 'id-' + value[5:]
        return value

    def find_plain(self, value):
        return 'plain-%s' % value


class Resolved(resource.Resource):
    """Properties resolved by RESOLVE rules."""

    properties_schema = {
        'thing': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
        'things': properties.Schema(
            properties.Schema.LIST, update_allowed=True,
            schema=properties.Schema(properties.Schema.STRING)),
        'plain': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
    }

    def translation_rules(self, props):
        finder = Finder()
        return [
            translation.TranslationRule(
                props, translation.TranslationRule.RESOLVE, ['thing'],
                client_plugin=finder, finder='find_thing', entity='Thing'),
            translation.TranslationRule(
                props, translation.TranslationRule.RESOLVE, ['things'],
                client_plugin=finder, finder='find_thing', entity='Thing'),
            translation.TranslationRule(
                props, translation.TranslationRule.RESOLVE, ['plain'],
                client_plugin=finder, finder='find_plain'),
        ]

    def _props(self):
        return dict(self.properties)

    def handle_create(self):
        _log(self, 'handle_create', props=self._props())
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff),
             old=self._props())

    def handle_delete(self):
        _log(self, 'handle_delete', props=self._props())


def resource_mapping():
    return {'My::Resolved': Resolved}
