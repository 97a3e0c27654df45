"""Signals, metadata hooks and odd failure messages.

Every logged line is {"resource", "call", ...details} (keys sorted).

* My::Signal: handle_signal(details) logs `details`, `value` (the
  property, i.e. the frozen one), `state` and `metadata`; then, by the
  property `on_signal`: "return" returns "handled <details>", "raise"
  raises ValueError, "no_action" raises NoActionRequired, "metadata"
  stores the details as metadata; anything else returns None.
  metadata_update(new_metadata) and handle_metadata_reset() log.
* My::NoMetaSignal: the same with signal_needs_metadata_updates = False.
* My::Unsignallable: no handle_signal; metadata_update logs.
* My::Odd: raises the exception named by `kind` from the method named by
  `where` (see ODD); needs_replace_failed() is False so a failed resource
  is updated in place again.
"""
import json
import os

from heat.common import exception
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


class Watcher(resource.Resource):
    """Logs metadata_update and handle_metadata_reset."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
        'on_signal': properties.Schema(properties.Schema.STRING,
                                       _('What handle_signal does.'),
                                       update_allowed=True),
    }

    def handle_create(self):
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_suspend(self):
        _log(self, 'handle_suspend')

    def handle_resume(self):
        _log(self, 'handle_resume')

    def metadata_update(self, new_metadata=None):
        _log(self, 'metadata_update', new_metadata=new_metadata,
             state=list(self.state))

    def handle_metadata_reset(self):
        _log(self, 'handle_metadata_reset', state=list(self.state))


class Signal(Watcher):
    """Handles signals."""

    def handle_signal(self, details=None):
        _log(self, 'handle_signal', details=details,
             value=self.properties['value'], state=list(self.state),
             metadata=self.metadata_get())
        mode = self.properties['on_signal']
        if mode == 'return':
            return 'handled %s' % (details,)
        if mode == 'raise':
            raise ValueError('signal to %s refused' % self.name)
        if mode == 'no_action':
            raise resource.NoActionRequired(res_name=self.name,
                                            reason='nothing to do')
        if mode == 'metadata':
            self.metadata_set({'signal': details})


class NoMetaSignal(Signal):
    """Signals without a metadata refresh of the other resources."""

    signal_needs_metadata_updates = False


class Unsignallable(Watcher):
    """No handle_signal."""


ODD = {
    'unicode': lambda: ValueError('f\u00e4il\u00fcre \u2603 \u00e9t\u00e9'),
    'empty': lambda: ValueError(''),
    'long': lambda: ValueError('x' * 300 + ' end'),
    'multiline': lambda: ValueError('line one\nline two'),
    'int_arg': lambda: ValueError(42),
    'dict_arg': lambda: ValueError({'k': 'v'}),
    'two_args': lambda: ValueError('a', 'b'),
    'no_args': lambda: RuntimeError(),
    'none_arg': lambda: Exception(None),
    'keyerror_tuple': lambda: KeyError(('t', 1)),
    'error_unicode': lambda: exception.Error('\u00fcnicode error'),
    'not_found': lambda: exception.EntityNotFound(entity='Widget',
                                                  name='\u00e4'),
}


class Odd(resource.Resource):
    """Raises odd exceptions."""

    properties_schema = {
        'where': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
        'kind': properties.Schema(properties.Schema.STRING,
                                  update_allowed=True),
        'failure': properties.Schema(properties.Schema.STRING,
                                     _('Raise ResourceFailure instead.'),
                                     update_allowed=True),
    }

    def _maybe_raise(self, method, where, kind):
        if where != method:
            return
        _log(self, method, raises=kind)
        if kind == 'failure':
            raise exception.ResourceFailure(ValueError('inner problem'), self,
                                            self.properties['failure'])
        if kind == 'failure_plain':
            raise exception.ResourceFailure(
                exception.Error('plain failure'), None)
        raise ODD[kind]()

    def _check(self, method):
        self._maybe_raise(method, self.properties['where'],
                          self.properties['kind'])

    def handle_create(self):
        self._check('handle_create')
        self.resource_id_set('%s-id' % self.name)
        return 'token'

    def check_create_complete(self, token):
        self._check('check_create_complete')
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        new = json_snippet.properties(self.properties_schema, self.context)
        self._maybe_raise('handle_update', new['where'], new['kind'])
        return 'token'

    def check_update_complete(self, token):
        return True

    def handle_delete(self):
        self._check('handle_delete')
        return self.resource_id

    def check_delete_complete(self, token):
        self._check('check_delete_complete')
        return True

    def needs_replace_failed(self):
        return False


def resource_mapping():
    return {
        'My::Signal': Signal,
        'My::NoMetaSignal': NoMetaSignal,
        'My::Unsignallable': Unsignallable,
        'My::Odd': Odd,
    }
