"""A resource whose attribute ``out`` raises a chosen kind of exception
when it is resolved (``kind``; ``none`` returns the ``value`` property).

Properties:
* kind: what resolving ``out`` raises (see _make below).
* message: the message used by most kinds.
* value: what ``out`` returns for kind none.
Every handler logs {"resource", "call"} to $CALLS_LOG first.
"""
import json
import os

from heat.common import exception
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


KINDS = ('none', 'ValueError', 'KeyError', 'TypeError', 'Exception-empty',
         'Error', 'EntityNotFound', 'NotFound', 'InvalidTemplateAttribute',
         'StackValidationFailed')


def _make(kind, msg, res):
    if kind == 'ValueError':
        return ValueError(msg)
    if kind == 'KeyError':
        return KeyError(msg)
    if kind == 'TypeError':
        return TypeError(msg)
    if kind == 'Exception-empty':
        return Exception('')
    if kind == 'Error':
        return exception.Error(msg)
    if kind == 'EntityNotFound':
        return exception.EntityNotFound(entity='Widget', name=msg)
    if kind == 'NotFound':
        return exception.NotFound(msg)
    if kind == 'InvalidTemplateAttribute':
        return exception.InvalidTemplateAttribute(resource=res.name,
                                                  key='out')
    if kind == 'StackValidationFailed':
        return exception.StackValidationFailed(message=msg)
    return None


class AttrRaiser(resource.Resource):
    """Its attribute ``out`` raises `kind`."""

    properties_schema = {
        'kind': properties.Schema(
            properties.Schema.STRING, _('What resolving out raises.'),
            default='ValueError', update_allowed=True,
            constraints=[constraints.AllowedValues(KINDS)]),
        'message': properties.Schema(
            properties.Schema.STRING, _('Exception message.'),
            default='boom', update_allowed=True),
        'value': properties.Schema(
            properties.Schema.STRING, _('What out returns for kind none.'),
            update_allowed=True),
    }

    attributes_schema = {
        'out': attributes.Schema(
            _('Raises the chosen kind.'), type=attributes.Schema.STRING),
        'map': attributes.Schema(
            _('A map (raises like out).'), type=attributes.Schema.MAP),
    }

    def _resolve_attribute(self, name):
        exc = _make(self.properties['kind'], self.properties['message'], self)
        if exc is not None:
            raise exc
        if name == 'map':
            return {'key': self.properties['value']}
        return self.properties['value']

    def handle_create(self):
        _log(self, 'handle_create')
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)

    def handle_check(self):
        _log(self, 'handle_check')


def resource_mapping():
    return {'My::AttrRaiser': AttrRaiser}
