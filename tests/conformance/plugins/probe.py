"""Probes of the resource-level plug-in API: a resource whose handlers call
Heat's helper methods and schema constructors and log what they return or
raise.

`My::Probe` runs the probe groups named in its `groups` property (see
GROUPS) from handle_create, handle_update and handle_delete and logs one
line per probe: {"resource", "call": "probe", "at": <handler>, "probe":
<name>, "ok": <value>} or {..., "error": "<Type>: <message>"}.
Values are JSON (tuples as lists, other objects as repr()).
"""
import collections.abc
import json
import os
import re

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import properties_group
from heat.engine import resource
from heat.engine import support
from heat.engine import translation


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


def _err(exc):
    return '%s: %s' % (type(exc).__name__, exc)


def _plain(value):
    """Nested Mappings (schemas, constraints) as plain dicts, sequences as
    lists, for the log."""
    if isinstance(value, collections.abc.Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _mask(name):
    if name is None:
        return None
    return re.sub(r'[a-z0-9]{12}$', '<short_id>', name)


def _class_attrs(res):
    names = ('default_client_name', 'entity', 'strict_dependency',
             'update_allowed_properties', 'physical_resource_name_limit',
             'required_service_extension', 'requires_deferred_auth',
             'no_signal_actions', 'signal_needs_metadata_updates',
             'always_replace_on_check_failed')
    return {n: getattr(type(res), n) for n in names}


def _ignore_not_found(res):
    with res._default_client_plugin().ignore_not_found:
        raise ValueError('not swallowed')


def _ignore_not_found_called(res):
    with res._default_client_plugin().ignore_not_found():
        raise ValueError('not swallowed')


def _ignore_not_found_ex(res):
    try:
        raise exception.NotFound('a plain HeatException')
    except Exception as ex:
        res._default_client_plugin().ignore_not_found(ex)


def _ignore_conflict(res):
    with res._default_client_plugin().ignore_conflict_and_not_found:
        raise exception.NotFound('not a client error')


def _identity(res):
    return {'type': res.type(), 'name': res.name,
            'stack_name': res.stack.name,
            'ref': res.FnGetRefId(), 'get_reference_id': res.get_reference_id(),
            'physical': _mask(res.physical_resource_name()),
            'physical_or_ref': _mask(res.physical_resource_name_or_FnGetRefId()),
            'state': list(res.state), 'status_reason': res.status_reason,
            'has_id': res.id is not None,
            'external_id': res.external_id}


def _definition(res):
    t = res.t
    return {'name': t.name, 'resource_type': t.resource_type,
            'metadata': t.metadata(), 'deletion_policy': t.deletion_policy(),
            'external_id': t.external_id(),
            'update_policy': dict(res.update_policy),
            'props_data': sorted(res.properties.data),
            'required_by': res.required_by()}


def _data_roundtrip(res):
    steps = [res.data_delete('missing')]
    res.data_set('s', 'text')
    res.data_set('n', 5)
    res.data_set('secret', 'hush', redact=True)
    steps.append(res.data())
    steps.append(res.data_delete('s'))
    steps.append(res.data())
    return steps


def _metadata_roundtrip(res):
    steps = [res.metadata_get()]
    res.metadata_set({'set': 1})
    steps.append(res.metadata_get())
    res.metadata_set({'merged': 2},
                     merge_metadata=lambda new, old: dict(old, **new))
    steps.append(res.metadata_get())
    steps.append(res.metadata_get(refresh=True))
    return steps


GROUPS = {
    'none': [],
    'identity': [
        ('identity', _identity),
        ('class_attrs', _class_attrs),
        ('class_attributes_schema',
         lambda r: sorted(type(r).attributes_schema)),
        ('definition', _definition),
    ],
    'state': [
        ('state_set_bad_action', lambda r: r.state_set('BOGUS', r.COMPLETE)),
        ('state_set_bad_status', lambda r: r.state_set(r.CREATE, 'BOGUS')),
        ('actions', lambda r: list(r.ACTIONS)),
        ('statuses', lambda r: list(r.STATUSES)),
        ('create_again', lambda r: next(iter(r.create()))),
        ('resume_now', lambda r: next(iter(r.resume()))),
    ],
    'data': [
        ('data', _data_roundtrip),
        ('metadata', _metadata_roundtrip),
    ],
    'stored': [
        ('data', lambda r: r.data()),
        ('metadata', lambda r: r.metadata_get()),
        ('resource_id', lambda r: r.resource_id),
    ],
    'clients': [
        ('default_client_plugin',
         lambda r: type(r._default_client_plugin()).__name__),
        ('is_not_found',
         lambda r: r._default_client_plugin().is_not_found(
             exception.NotFound('x'))),
        ('is_conflict',
         lambda r: r._default_client_plugin().is_conflict(ValueError('x'))),
        ('is_over_limit',
         lambda r: r._default_client_plugin().is_over_limit(ValueError('x'))),
        ('ignore_not_found', _ignore_not_found),
        ('ignore_not_found_called', _ignore_not_found_called),
        ('ignore_not_found_ex', _ignore_not_found_ex),
        ('ignore_conflict_and_not_found', _ignore_conflict),
        ('client_no_name', lambda r: r.client()),
        ('client_plugin_no_name', lambda r: r.client_plugin()),
        ('client_unknown', lambda r: r.client('no_such_client')),
        ('client_plugin_unknown',
         lambda r: r.client_plugin('no_such_client')),
        ('is_service_available',
         lambda r: list(r.is_service_available(r.context))),
    ],
    'attributes': [
        ('show', lambda r: r.FnGetAtt('show')),
        ('unknown', lambda r: r.FnGetAtt('no_such_attribute')),
        ('get_attribute_unknown', lambda r: r.get_attribute('nope')),
        ('value', lambda r: r.FnGetAtt('value')),
        ('value_path', lambda r: r.FnGetAtt('value', 'x')),
    ],
    'stack': [
        ('name', lambda r: r.stack.name),
        ('state', lambda r: [r.stack.action, r.stack.status]),
        ('names', lambda r: sorted(r.stack)),
        ('len', lambda r: len(r.stack)),
        ('contains', lambda r: [r.name in r.stack, 'nope' in r.stack]),
        ('item', lambda r: r.stack[r.name].name),
        ('item_missing', lambda r: r.stack['nope']),
        ('by_refid', lambda r: getattr(r.stack.resource_by_refid('p-rid'),
                                       'name', None)),
        ('stack_name_param', lambda r: r.stack.parameters['OS::stack_name']),
        ('param_names', lambda r: sorted(r.stack.parameters)),
        ('disable_rollback', lambda r: r.stack.disable_rollback),
        ('timeout', lambda r: [r.stack.timeout_mins, r.stack.timeout_secs()]),
        ('has_timed_out', lambda r: r.stack.has_timed_out()),
    ],
    'misc': [
        ('prepare_abandon', lambda r: r.prepare_abandon()),
        ('base_class_new',
         lambda r: type(resource.Resource('other', r.t, r.stack)).__name__),
        ('live_resource_data', lambda r: r.get_live_resource_data()),
        ('live_state', lambda r: r.get_live_state(r.properties)),
        ('parse_live', lambda r: r.parse_live_resource_data(
            r.properties, {'value': 'live', 'rid': 'x', 'other': 1})),
        ('update_allowed', lambda r: sorted(r.calc_update_allowed(
            r.properties))),
        ('has_interface', lambda r: [r.has_interface('My::Probe'),
                                     r.has_interface('OS::Nova::Server')]),
        ('translation_rules', lambda r: r.translation_rules(r.properties)),
        ('needs_replace', lambda r: [
            r.needs_replace(r.properties),
            r.needs_replace_with_prop_diff({'value'}, r.properties,
                                           r.properties),
            r.needs_replace_failed()]),
        ('snapshot_policy', lambda r: r.validate_deletion_policy('Snapshot')),
        ('reduce_name', lambda r: [
            resource.Resource.reduce_physical_resource_name('abcdefghij', 5),
            resource.Resource.reduce_physical_resource_name('abc', 5)]),
        ('reduce_name_small',
         lambda r: resource.Resource.reduce_physical_resource_name('abcdef', 3)),
        ('metadata_set_none', lambda r: [r.metadata_set(None),
                                         r.metadata_get()]),
    ],
    'templates': [
        ('hot', lambda r: type(r).resource_to_template(r.type(), 'hot')),
        ('cfn', lambda r: type(r).resource_to_template(r.type(), 'cfn')),
        ('getdoc', lambda r: type(r).getdoc()),
    ],
}


def _run(res, at, groups=None):
    for group in groups or res.properties['groups'] or []:
        for name, probe in GROUPS[group]:
            try:
                _log(res, 'probe', at=at, probe=name, ok=_plain(probe(res)))
            except BaseException as exc:   # probes record every outcome
                _log(res, 'probe', at=at, probe=name, error=_err(exc))


class Probe(resource.Resource):
    """Runs the probe groups named in `groups` from its handlers."""

    properties_schema = {
        'groups': properties.Schema(properties.Schema.LIST,
                                    _('Probe groups to run.'),
                                    update_allowed=True),
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
        'rid': properties.Schema(properties.Schema.STRING,
                                 _('resource_id to set (none if absent).')),
        'validate_groups': properties.Schema(
            properties.Schema.LIST, _('Probe groups validate() runs.'),
            update_allowed=True),
    }

    attributes_schema = {
        'value': attributes.Schema(_('The value property.')),
    }

    update_policy_schema = {
        'batch': properties.Schema(properties.Schema.INTEGER, _('Batch.'),
                                   default=1,
                                   constraints=[constraints.Range(1, 5)]),
    }

    def _resolve_attribute(self, name):
        if name == 'value':
            return self.properties['value']

    def validate(self):
        _run(self, 'validate', self.properties['validate_groups'] or ['none'])
        return super(Probe, self).validate()

    def handle_create(self):
        _run(self, 'handle_create')
        if self.properties['rid']:
            self.resource_id_set(self.properties['rid'])
        _run(self, 'after_resource_id_set')

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff),
             update_policy_changed=tmpl_diff.update_policy_changed(),
             new_update_policy=dict(json_snippet.update_policy(
                 self.update_policy_schema, self.context)),
             old_update_policy=dict(self.update_policy))
        _run(self, 'handle_update')

    def handle_check(self):
        _run(self, 'handle_check')

    def handle_delete(self):
        _run(self, 'handle_delete')


class LimitedProbe(Probe):
    """physical_resource_name_limit overridden."""

    physical_resource_name_limit = 20


class NoPolicyProbe(Probe):
    """No update_policy_schema."""

    update_policy_schema = {}


def _schema_probes():
    S = properties.Schema
    C = constraints
    return [
        ('prop_bad_type', lambda: S('Bogus')),
        ('prop_schema_on_string', lambda: S(S.STRING, schema={'a': S(S.STRING)})),
        ('prop_single_schema_on_map', lambda: S(S.MAP, schema=S(S.STRING))),
        ('prop_range_on_string',
         lambda: S(S.STRING, constraints=[C.Range(1, 2)])),
        ('prop_length_on_integer',
         lambda: S(S.INTEGER, constraints=[C.Length(1, 2)])),
        ('prop_pattern_on_list',
         lambda: S(S.LIST, constraints=[C.AllowedPattern('a.*')])),
        ('prop_custom_on_map',
         lambda: S(S.MAP, constraints=[C.CustomConstraint('x')])),
        ('prop_both_flags',
         lambda: S(S.STRING, update_allowed=True, immutable=True)),
        ('prop_default_out_of_range',
         lambda: S(S.INTEGER, default=11, constraints=[C.Range(1, 10)])),
        ('prop_default_bad_length',
         lambda: S(S.STRING, default=5, constraints=[C.Length(max=3)])),
        ('prop_default_not_allowed',
         lambda: S(S.STRING, default='z',
                   constraints=[C.AllowedValues(['a', 'b'])])),
        ('prop_default_pattern',
         lambda: S(S.STRING, default='zz',
                   constraints=[C.AllowedPattern('a+')])),
        ('prop_default_custom_skipped',
         lambda: dict(S(S.STRING, default='zz',
                        constraints=[C.CustomConstraint('nope')]))),
        ('prop_required_with_default',
         lambda: dict(S(S.STRING, required=True, default='x'))),
        ('prop_dict_list', lambda: dict(S(S.LIST, _('L.'),
                                          schema=S(S.STRING)))),
        ('prop_dict_map', lambda: dict(S(S.MAP, schema={
            'k': S(S.INTEGER, default=3, required=True)}))),
        ('prop_dict_constraints', lambda: dict(S(S.INTEGER, constraints=[
            C.Range(1, 10, description='one to ten'),
            C.AllowedValues([1, 2]), C.Modulo(2, 1)]))),
        ('prop_dict_string_constraints', lambda: dict(S(S.STRING, constraints=[
            C.Length(min=2), C.AllowedPattern('[a-z]+'),
            C.CustomConstraint('ip_addr')]))),
        ('prop_dict_flags', lambda: dict(S(S.STRING, update_allowed=True,
                                           implemented=False))),
        ('legacy_unknown_key',
         lambda: S.from_legacy({'Type': 'String', 'Bogus': 1})),
        ('legacy_no_type', lambda: S.from_legacy({'Required': True})),
        ('legacy_dict', lambda: dict(S.from_legacy(
            {'Type': 'Number', 'MinValue': 1, 'MaxValue': 3,
             'Default': 2, 'UpdateAllowed': True}))),
        ('legacy_string_schema', lambda: dict(S.from_legacy(
            {'Type': 'String', 'AllowedValues': ['a'], 'MinLength': 1,
             'AllowedPattern': 'a', 'Description': 'd'}))),
        ('range_none', lambda: C.Range()),
        ('range_str', lambda: C.Range('a')),
        ('length_float', lambda: C.Length(1.5)),
        ('length_none', lambda: C.Length()),
        ('modulo_none', lambda: C.Modulo()),
        ('modulo_zero', lambda: C.Modulo(0, 0)),
        ('modulo_big_offset', lambda: C.Modulo(2, 3)),
        ('modulo_signs', lambda: C.Modulo(2, -1)),
        ('modulo_float', lambda: C.Modulo(2.5, 1)),
        ('allowed_values_str', lambda: C.AllowedValues('abc')),
        ('attr_bad_type', lambda: attributes.Schema('d', type='Number')),
        ('attr_ok', lambda: [attributes.Schema('d').type,
                             attributes.Schema('d').cache_mode,
                             list(attributes.Schema.TYPES),
                             attributes.Schema.CACHE_NONE]),
        ('support_statuses', lambda: list(support.SUPPORT_STATUSES)),
        ('support_to_dict', lambda: support.SupportStatus(
            status=support.DEPRECATED, message='m', version='1.0',
            previous_status=support.SupportStatus(version='0.1')).to_dict()),
        ('support_default', lambda: support.SupportStatus().to_dict()),
        ('support_valid',
         lambda: [support.is_valid_status(s) for s in
                  ('SUPPORTED', 'HIDDEN', 'BOGUS', 'supported')]),
        ('support_bad_previous',
         lambda: support.SupportStatus(previous_status='x')),
        ('support_bad_status',
         lambda: support.SupportStatus(status='BOGUS').to_dict()),
        ('group_ok', lambda: properties_group.PropertiesGroup(
            {'AND': [['a'], {'OR': [['b', 'c'], ['d']]}]}).schema),
        ('group_not_dict', lambda: properties_group.PropertiesGroup(['a'])),
        ('group_two_keys', lambda: properties_group.PropertiesGroup(
            {'AND': [['a']], 'OR': [['b']]})),
        ('group_bad_op', lambda: properties_group.PropertiesGroup(
            {'nand': [['a']]})),
        ('group_not_list', lambda: properties_group.PropertiesGroup(
            {'AND': 'a'})),
        ('group_bad_path', lambda: properties_group.PropertiesGroup(
            {'AND': [['a', 1]]})),
        ('group_lower_case', lambda: properties_group.PropertiesGroup(
            {'and': [['a']]})),
        ('group_empty_path', lambda: properties_group.PropertiesGroup(
            {'OR': [[]]}).schema),
        ('group_empty', lambda: properties_group.PropertiesGroup({})),
        ('group_nested_bad', lambda: properties_group.PropertiesGroup(
            {'AND': [{'OR': 'x'}]})),
        ('group_path_not_list', lambda: properties_group.PropertiesGroup(
            {'XOR': ['a']})),
    ]


def _rule_probes(props):
    R = translation.TranslationRule
    return [
        ('rule_unknown', lambda: R(props, 'Bogus', ['value'])),
        ('rule_path_not_list', lambda: R(props, R.REPLACE, 'value',
                                         value='x')),
        ('rule_path_empty', lambda: R(props, R.REPLACE, [], value='x')),
        ('rule_two_values', lambda: R(props, R.REPLACE, ['value'],
                                      value='x', value_path=['groups'])),
        ('rule_value_and_name', lambda: R(props, R.REPLACE, ['value'],
                                          value='x', value_name='n')),
        ('rule_add_not_list', lambda: R(props, R.ADD, ['groups'],
                                        value='x')),
        ('rule_resolve_nothing', lambda: R(props, R.RESOLVE, ['value'])),
        ('rule_ok', lambda: [R(props, R.ADD, ['groups'], value=['x']).rule,
                             list(R.RULE_KEYS)]),
    ]


class SchemaProbe(Probe):
    """Logs the result of building schemas, constraints, support statuses,
    properties groups and translation rules (one line per probe)."""

    def handle_create(self):
        probes = _schema_probes() + _rule_probes(self.properties)
        for name, probe in probes:
            try:
                _log(self, 'probe', probe=name, ok=_plain(probe()))
            except Exception as exc:
                _log(self, 'probe', probe=name, error=_err(exc))
        self.resource_id_set('schema-probe')


def resource_mapping():
    return {
        'My::Probe': Probe,
        'My::LimitedProbe': LimitedProbe,
        'My::NoPolicyProbe': NoPolicyProbe,
        'My::SchemaProbe': SchemaProbe,
    }
