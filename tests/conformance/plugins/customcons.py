"""Custom constraints defined in a plug-in module (constraint_mapping()),
and resources with special class attributes.

Constraints: `my.even` (BaseCustomConstraint, ValueError expected, fails
odd integers), `my.notfound` (BaseCustomConstraint with the default
expected exceptions: raises EntityNotFound for values other than
"exists"), `my.unexpected` (BaseCustomConstraint raising an exception it
does not expect for "boom"), `my.nohooks` (BaseCustomConstraint with
neither hook), `my.plain` (a plain class with validate(value, context):
values must start with "ok").

Types: `My::Constrained` (one property per constraint; handle_create logs
`props`), `My::NeedsClient` (default_client_name names a client nobody
registered), `My::HeatClient` (default_client_name "heat").
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


class EvenConstraint(constraints.BaseCustomConstraint):
    expected_exceptions = (ValueError,)

    def validate_with_client(self, client, value):
        if int(value) % 2:
            raise ValueError('%s is odd' % value)


class NotFoundConstraint(constraints.BaseCustomConstraint):

    def validate_with_client(self, client, value):
        if value != 'exists':
            raise exception.EntityNotFound(entity='Thing', name=value)


class UnexpectedConstraint(constraints.BaseCustomConstraint):

    def validate_with_client(self, client, value):
        if value == 'boom':
            raise KeyError('boom')


class NoHooksConstraint(constraints.BaseCustomConstraint):
    """Neither resource_client_name nor validate_with_client."""


class PlainConstraint(object):

    def validate(self, value, context):
        return str(value).startswith('ok')


def constraint_mapping():
    return {
        'my.even': EvenConstraint,
        'my.notfound': NotFoundConstraint,
        'my.unexpected': UnexpectedConstraint,
        'my.nohooks': NoHooksConstraint,
        'my.plain': PlainConstraint,
    }


def _custom(name, data_type=properties.Schema.STRING, **kwargs):
    return properties.Schema(
        data_type, constraints=[constraints.CustomConstraint(name)],
        update_allowed=True, **kwargs)


class Constrained(resource.Resource):
    """One property per custom constraint."""

    properties_schema = {
        'even': _custom('my.even', properties.Schema.INTEGER),
        'evens': properties.Schema(
            properties.Schema.LIST, update_allowed=True,
            schema=_custom('my.even', properties.Schema.INTEGER)),
        'found': _custom('my.notfound'),
        'unexpected': _custom('my.unexpected'),
        'nohooks': _custom('my.nohooks'),
        'plain': _custom('my.plain'),
        'described': properties.Schema(
            properties.Schema.STRING, update_allowed=True,
            constraints=[constraints.CustomConstraint(
                'my.plain', description='must start with ok')]),
    }

    def handle_create(self):
        _log(self, 'handle_create', props=dict(self.properties))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))


class NeedsClient(resource.Resource):
    """default_client_name names a client that is not registered."""

    properties_schema = {}
    default_client_name = 'no_such_client'

    def handle_create(self):
        _log(self, 'handle_create')


class HeatClient(NeedsClient):
    """default_client_name is Heat's own 'heat' client."""

    default_client_name = 'heat'


def resource_mapping():
    return {
        'My::Constrained': Constrained,
        'My::NeedsClient': NeedsClient,
        'My::HeatClient': HeatClient,
    }
