"""Adopt and abandon: handle_adopt, check_adopt_complete and
prepare_abandon as plug-ins see them.

Every logged line is {"resource", "call", ...details} (keys sorted).

* My::Adoptable: the default handle_adopt; check_adopt_complete logs
  `resource_id`, `data`, `metadata`, `state`, `value`; handle_delete logs.
* My::CustomAdopt: its own handle_adopt(resource_data) logs what it gets
  and sets resource_id "custom-<resource_id>"; it raises ValueError when
  the data says {"fail": true}.
"""
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


class Adoptable(resource.Resource):
    """The default handle_adopt."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
        'count': properties.Schema(properties.Schema.INTEGER),
    }

    def handle_create(self):
        _log(self, 'handle_create')
        self.resource_id_set('%s-created' % self.name)

    def check_adopt_complete(self, token):
        _log(self, 'check_adopt_complete', token=token,
             resource_id=self.resource_id, data=self.data(),
             metadata=self.metadata_get(), state=list(self.state),
             value=self.properties['value'])
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff),
             data=self.data())

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id,
             data=self.data())


class CustomAdopt(Adoptable):
    """handle_adopt overridden."""

    def handle_adopt(self, resource_data=None):
        _log(self, 'handle_adopt', resource_data=resource_data,
             state=list(self.state))
        if (resource_data or {}).get('resource_data', {}).get('fail'):
            raise ValueError('cannot adopt %s' % self.name)
        self.resource_id_set('custom-%s' % (resource_data or {}).get(
            'resource_id'))
        return 'adopt-token'


def resource_mapping():
    return {'My::Adoptable': Adoptable, 'My::CustomAdopt': CustomAdopt}
