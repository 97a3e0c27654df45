"""Plug-ins that override Resource class attributes.

Every logged line is {"resource", "call", ...details} (keys sorted).

* My::LegacyAllowed: `update_allowed_properties = ('value',)` while the
  `value` property itself is not update_allowed.
* My::CheckFails: handle_check raises ValueError when `fail_check` is
  true; needs_replace_failed() is False. My::CheckFailsKeep also sets
  `always_replace_on_check_failed = False`.
* My::SignalAnytime: `no_signal_actions = ()`; handle_signal logs.
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


class _Base(resource.Resource):
    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING),
        'fail_check': properties.Schema(properties.Schema.BOOLEAN,
                                        default=False, update_allowed=True),
    }

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'])
        self.resource_id_set('%s-%s' % (self.name, self.properties['value']))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)

    def handle_suspend(self):
        _log(self, 'handle_suspend')


class LegacyAllowed(_Base):
    """update_allowed_properties names `value`."""

    update_allowed_properties = ('value',)


class CheckFails(_Base):
    """A check that can fail; failed resources are not replaced."""

    def handle_check(self):
        _log(self, 'handle_check', fail=self.properties['fail_check'])
        if self.properties['fail_check']:
            raise ValueError('check of %s failed' % self.name)

    def needs_replace_failed(self):
        return False


class CheckFailsKeep(CheckFails):
    """...and CHECK_FAILED is not replaced either."""

    always_replace_on_check_failed = False


class SignalAnytime(_Base):
    """Signals are accepted in every action."""

    no_signal_actions = ()

    def handle_signal(self, details=None):
        _log(self, 'handle_signal', details=details, state=list(self.state))


def resource_mapping():
    return {
        'My::LegacyAllowed': LegacyAllowed,
        'My::CheckFails': CheckFails,
        'My::CheckFailsKeep': CheckFailsKeep,
        'My::SignalAnytime': SignalAnytime,
    }
