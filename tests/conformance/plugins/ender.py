"""A resource whose handler ends the process: sys.exit(code) or a bare
BaseException, from the handler named by `where`.

Properties:
* where: handle_create, check_create_complete, handle_update or
  handle_delete.
* how: "exit" (sys.exit()), an integer (sys.exit(n)) or "BaseException".
* value: anything, to trigger updates.
Every method logs {"resource", "call"} to $CALLS_LOG first.
"""
import json
import os
import sys

from heat.common.i18n import _
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


class Ender(resource.Resource):
    """Ends the process in the handler named by `where`."""

    properties_schema = {
        'where': properties.Schema(
            properties.Schema.STRING, _('The handler that ends.'),
            update_allowed=True),
        'how': properties.Schema(
            properties.Schema.STRING, _('How it ends.'),
            default='7', update_allowed=True),
        'value': properties.Schema(
            properties.Schema.STRING, _('Anything, to trigger updates.'),
            update_allowed=True),
    }

    def _end(self, method, props=None):
        props = props or self.properties
        if props['where'] != method:
            return
        how = props['how']
        if how == 'BaseException':
            raise BaseException('boom')
        sys.exit(None if how == 'exit' else int(how))

    def handle_create(self):
        _log(self, 'handle_create')
        self.resource_id_set('%s-id' % self.name)
        self._end('handle_create')
        return 'token'

    def check_create_complete(self, token):
        _log(self, 'check_create_complete')
        self._end('check_create_complete')
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))
        self._end('handle_update',
                  json_snippet.properties(self.properties_schema, self.context))

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)
        self._end('handle_delete')


def resource_mapping():
    return {'My::Ender': Ender}
