"""Registers My::Dup (and, in dup_b, OS::Heat::None) to test that a later
registration of a type name overrides the earlier one."""
import json
import os

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


class DupA(resource.Resource):
    """Implementation A."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING),
    }

    def handle_create(self):
        _log(self, 'handle_create', cls=type(self).__name__)
        self.resource_id_set('%s-a' % self.name)

    def handle_delete(self):
        _log(self, 'handle_delete', cls=type(self).__name__)


def resource_mapping():
    return {'My::Dup': DupA, 'My::OnlyA': DupA}
