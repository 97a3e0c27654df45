"""A plug-in declaring its properties with Heat's legacy dict schemas
(Type, Required, Default, AllowedValues, MinLength, MaxValue, Schema,
UpdateAllowed). handle_create and handle_update log `props` / `prop_diff`.
"""
import json
import os

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


class Legacy(resource.Resource):
    """Legacy dict schemas."""

    properties_schema = {
        'name': {'Type': 'String', 'Required': True, 'MinLength': 2,
                 'UpdateAllowed': True},
        'size': {'Type': 'Number', 'Default': 3, 'MinValue': 1,
                 'MaxValue': 5, 'UpdateAllowed': True},
        'kind': {'Type': 'String', 'AllowedValues': ['a', 'b'],
                 'Default': 'a'},
        'tags': {'Type': 'List', 'Schema': {'Type': 'String'}},
        'opts': {'Type': 'Map', 'Schema': {'k': {'Type': 'Integer'}}},
        'flag': {'Type': 'Boolean', 'Implemented': False},
    }

    def handle_create(self):
        _log(self, 'handle_create', props=dict(self.properties))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))


def resource_mapping():
    return {'My::Legacy': Legacy}
