"""Plug-ins built on Heat's own client-free resource classes, imported the
way Heat's tree names them (heat.engine.resources.openstack.heat.*). Each
subclass logs the calls Heat makes and what the base class returned, so a
scenario shows how many polls the base classes need and what they store.
"""
import json
import os

from heat.engine.resources.openstack.heat import access_policy
from heat.engine.resources.openstack.heat import delay
from heat.engine.resources.openstack.heat import none_resource
from heat.engine.resources.openstack.heat import random_string
from heat.engine.resources.openstack.heat import test_resource
from heat.engine.resources.openstack.heat import value


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


#: Heat's constant names of each base class (subclasses read properties
#: through them); handle_create logs the property each one names.
CONSTANTS = {
    'TestResource': ('VALUE', 'UPDATE_REPLACE', 'FAIL', 'CLIENT_NAME',
                     'ENTITY_NAME', 'WAIT_SECS', 'ACTION_WAIT_SECS',
                     'ATTR_WAIT_SECS', 'CONSTRAINT_PROP_SECS',
                     'UPDATE_REPLACE_VALUE'),
    'Delay': ('MIN_WAIT_SECS', 'MAX_JITTER', 'JITTER_MULTIPLIER_SECS',
              'DELAY_ACTIONS'),
    'Value': ('VALUE', 'TYPE'),
    'RandomString': ('LENGTH', 'SEQUENCE', 'CHARACTER_CLASSES',
                     'CHARACTER_SEQUENCES', 'SALT'),
    'AccessPolicy': ('ALLOWED_RESOURCES',),
    'NoneResource': (),
}


def _logged(base, *methods):
    """A subclass of ``base`` whose ``methods`` log their result (checkers:
    ``done``; handlers: whether they returned something)."""
    def wrap(name):
        def method(self, *args):
            try:
                result = getattr(base, name)(self, *args)
            except Exception as exc:
                _log(self, name, raises=type(exc).__name__, msg=str(exc),
                     rid=self.resource_id)
                raise
            if name == 'handle_create':
                _log(self, 'constants', props={
                    c: self.properties.get(getattr(self, c))
                    for c in CONSTANTS[base.__name__]})
            if name.startswith('check_'):
                _log(self, name, done=result, rid=self.resource_id)
            else:
                _log(self, name, returned=result is not None,
                     rid=self.resource_id,
                     data=dict(self.data()))
            return result
        method.__name__ = name
        return method
    return type('My' + base.__name__, (base,),
                {name: wrap(name) for name in methods})


_ALL = ('handle_create', 'check_create_complete', 'handle_update',
        'check_update_complete', 'handle_delete', 'check_delete_complete',
        'handle_suspend', 'check_suspend_complete', 'handle_resume',
        'check_resume_complete', 'handle_check')


def _present(cls):
    return [m for m in _ALL if callable(getattr(cls, m, None))]


MyTest = _logged(test_resource.TestResource,
                 *_present(test_resource.TestResource))
MyDelay = _logged(delay.Delay, *_present(delay.Delay))
MyNone = _logged(none_resource.NoneResource,
                 *_present(none_resource.NoneResource))
MyValue = _logged(value.Value, *_present(value.Value))
MyRandom = _logged(random_string.RandomString,
                   *_present(random_string.RandomString))
MyPolicy = _logged(access_policy.AccessPolicy,
                   *_present(access_policy.AccessPolicy))


class NoWaitTest(test_resource.TestResource):
    """Overrides Heat's wait helper: never waits, whatever wait_secs says."""

    def _wait_secs(self):
        _log(self, '_wait_secs', base=super()._wait_secs())
        return 0


class FixedRandom(random_string.RandomString):
    """Overrides Heat's generator helper with a known sequence."""

    def _generate_random_string(self, char_sequences, char_classes, length):
        _log(self, '_generate_random_string', sequences=char_sequences,
             classes=char_classes, length=length)
        return super()._generate_random_string(
            [{'sequence': 'q', 'min': 1}], [], length)


class ShortDelay(delay.Delay):
    """Reads Heat's delay helper, then waits for nothing."""

    def _delay_parameters(self):
        _log(self, '_delay_parameters', base=list(super()._delay_parameters()))
        return 0, 0


def resource_mapping():
    return {
        'My::Test': MyTest,
        'My::Delay': MyDelay,
        'My::None': MyNone,
        'My::Value': MyValue,
        'My::Random': MyRandom,
        'My::Policy': MyPolicy,
        'My::NoWaitTest': NoWaitTest,
        'My::FixedRandom': FixedRandom,
        'My::ShortDelay': ShortDelay,
    }
