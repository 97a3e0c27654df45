"""A resource that raises a chosen kind of exception at a chosen place.

Properties:
* where: the method that raises: handle_create, check_create_complete,
  handle_update, handle_delete, check_delete_complete, handle_suspend,
  handle_check or validate.
* kind: what it raises (see _make below).
* message: the message used by most kinds.
Every method logs {"resource", "call"} to $CALLS_LOG first.
"""
import json
import os

from heat.common import exception
from heat.common.i18n import _
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


KINDS = ('none', 'ValueError', 'ValueError-empty', 'Exception-empty',
         'StopIteration', 'KeyError', 'ResourceInError',
         'ResourceInError-bare', 'Error', 'NotFound', 'EntityNotFound',
         'StackValidationFailed', 'StackValidationFailed-path',
         'NotSupported', 'UpdateReplace', 'return-string', 'return-true',
         'PollDelay', 'ResourceUnknownStatus')


def _make(kind, msg, res):
    if kind == 'ValueError':
        return ValueError(msg)
    if kind == 'ValueError-empty':
        return ValueError()
    if kind == 'Exception-empty':
        return Exception('')
    if kind == 'StopIteration':
        return StopIteration()
    if kind == 'KeyError':
        return KeyError(msg)
    if kind == 'ResourceInError':
        return exception.ResourceInError(resource_status='ERROR',
                                         status_reason=msg)
    if kind == 'ResourceInError-bare':
        return exception.ResourceInError()
    if kind == 'Error':
        return exception.Error(msg)
    if kind == 'NotFound':
        return exception.NotFound(msg)
    if kind == 'EntityNotFound':
        return exception.EntityNotFound(entity='Widget', name=msg)
    if kind == 'StackValidationFailed':
        return exception.StackValidationFailed(message=msg)
    if kind == 'StackValidationFailed-path':
        return exception.StackValidationFailed(
            error='Bad thing', path=['resources', res.name, 'properties',
                                     'message'], message=msg)
    if kind == 'NotSupported':
        return exception.NotSupported(feature=msg)
    if kind == 'UpdateReplace':
        return resource.UpdateReplace(res.name)
    if kind == 'ResourceUnknownStatus':
        return exception.ResourceUnknownStatus(resource_status='WEIRD',
                                               status_reason=msg)
    return None


class Raiser(resource.Resource):
    """Raises `kind` from `where`."""

    properties_schema = {
        'where': properties.Schema(
            properties.Schema.STRING, _('Method that raises.'),
            update_allowed=True),
        'kind': properties.Schema(
            properties.Schema.STRING, _('What to raise.'),
            default='ValueError', update_allowed=True,
            constraints=[constraints.AllowedValues(KINDS)]),
        'message': properties.Schema(
            properties.Schema.STRING, _('Exception message.'),
            default='boom', update_allowed=True),
        'value': properties.Schema(
            properties.Schema.STRING, _('Anything, to trigger updates.'),
            update_allowed=True),
    }

    def _maybe(self, method, props=None):
        props = props or self.properties
        if props['where'] != method:
            return None
        kind = props['kind']
        if kind == 'return-string':
            return props['message']
        if kind == 'return-true':
            return True
        if kind == 'PollDelay':
            raise resource.PollDelay(2)
        exc = _make(kind, props['message'], self)
        if exc is not None:
            raise exc
        return None

    def validate(self):
        res = super(Raiser, self).validate()
        if res:
            return res
        _log(self, 'validate')
        return self._maybe('validate')

    def handle_create(self):
        _log(self, 'handle_create')
        self._maybe('handle_create')
        self.resource_id_set('%s-id' % self.name)
        self._polls = 0
        return 'token'

    def check_create_complete(self, token):
        self._polls = getattr(self, '_polls', 0) + 1
        _log(self, 'check_create_complete', poll=self._polls)
        if self.properties['kind'] == 'PollDelay':
            if (self.properties['where'] == 'check_create_complete' and
                    self._polls < 3):
                raise resource.PollDelay(2)
            return True
        self._maybe('check_create_complete')
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        new = json_snippet.properties(self.properties_schema, self.context)
        _log(self, 'handle_update', prop_diff=dict(prop_diff))
        self._maybe('handle_update', new)

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)
        self._maybe('handle_delete')
        return 'token'

    def check_delete_complete(self, token):
        _log(self, 'check_delete_complete')
        self._maybe('check_delete_complete')
        return True

    def handle_suspend(self):
        _log(self, 'handle_suspend')
        self._maybe('handle_suspend')

    def handle_check(self):
        _log(self, 'handle_check')
        self._maybe('handle_check')


def resource_mapping():
    return {'My::Raiser': Raiser}
