"""Purpose-built resources: substitute_class, HIDDEN support status,
needs_replace hooks, translation rules, attributes edge cases.

Every handler logs {"resource", "call", "cls": <class name>, ...} to
$CALLS_LOG.
"""
import json
import os
import re

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import properties
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
    line['cls'] = type(res).__name__
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


class Thing(resource.Resource):
    """Base of the substitution pair."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
        'fixed': properties.Schema(properties.Schema.STRING, _('Fixed.')),
    }

    attributes_schema = {
        'value': attributes.Schema(_('Value.'),
                                   type=attributes.Schema.STRING),
    }

    def _resolve_attribute(self, name):
        if name == 'value':
            return self.properties['value']

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'])
        self.resource_id_set('%s-%s' % (self.name, type(self).__name__))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff),
             old_value=self.properties['value'],
             new_type=json_snippet.resource_type)

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)


class NewThing(Thing):
    """The replacement implementation."""

    support_status = support.SupportStatus(version='27.0.0')


class OldThing(Thing):
    """Deprecated; substituted by NewThing."""

    support_status = support.SupportStatus(
        status=support.DEPRECATED, version='26.0.0',
        message=_('Use My::NewThing instead.'),
        substitute_class=NewThing,
        previous_status=support.SupportStatus(version='25.0.0'))


class HiddenThing(Thing):
    """A HIDDEN type: still usable in templates."""

    support_status = support.SupportStatus(
        status=support.HIDDEN, version='27.0.0',
        message=_('Hidden.'),
        previous_status=support.SupportStatus(
            status=support.DEPRECATED, version='26.0.0'))


class InvalidStatusThing(Thing):
    """An unknown support status silently becomes UNKNOWN."""

    support_status = support.SupportStatus(status='BOGUS')


class ReplaceHooks(Thing):
    """needs_replace* hooks driven by the new property values."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
        'replace_if': properties.Schema(
            properties.Schema.STRING,
            _('needs_replace(after_props) is True when value == this.'),
            update_allowed=True),
    }

    def needs_replace(self, after_props):
        res = after_props['value'] == 'replace-me'
        _log(self, 'needs_replace', after_value=after_props['value'],
             result=res)
        return res

    def needs_replace_with_prop_diff(self, changed, after_props,
                                     before_props):
        res = after_props['value'] == 'replace-by-diff'
        _log(self, 'needs_replace_with_prop_diff', changed=sorted(changed),
             before_value=before_props['value'],
             after_value=after_props['value'], result=res)
        return res

    def needs_replace_with_tmpl_diff(self, tmpl_diff):
        res = tmpl_diff.metadata_changed()
        _log(self, 'needs_replace_with_tmpl_diff',
             properties_changed=tmpl_diff.properties_changed(),
             metadata_changed=tmpl_diff.metadata_changed(), result=res)
        return res


class Translated(resource.Resource):
    """Translation rules: old_name -> name (REPLACE with value_path),
    extra -> ADD to items, gone -> DELETE, nets[].old_id -> nets[].id
    (REPLACE with value_name), fixed -> REPLACE with value."""

    properties_schema = {
        'name': properties.Schema(properties.Schema.STRING, _('New name.'),
                                  update_allowed=True),
        'old_name': properties.Schema(
            properties.Schema.STRING, _('Deprecated name.'),
            update_allowed=True,
            support_status=support.SupportStatus(
                status=support.HIDDEN, version='27.0.0',
                previous_status=support.SupportStatus(
                    status=support.DEPRECATED, version='26.0.0'))),
        'items': properties.Schema(properties.Schema.LIST, _('Items.'),
                                   default=['dflt'], update_allowed=True),
        'extra': properties.Schema(properties.Schema.STRING,
                                   _('Added to items.'),
                                   update_allowed=True),
        'gone': properties.Schema(properties.Schema.STRING,
                                  _('Deleted by translation.'),
                                  default='gone-default',
                                  update_allowed=True),
        'nets': properties.Schema(
            properties.Schema.LIST, _('Networks.'), update_allowed=True,
            schema=properties.Schema(properties.Schema.MAP, schema={
                'id': properties.Schema(properties.Schema.STRING),
                'old_id': properties.Schema(properties.Schema.STRING),
            })),
        'forced': properties.Schema(properties.Schema.STRING,
                                    _('Always replaced by a value.'),
                                    update_allowed=True),
    }

    def translation_rules(self, props):
        return [
            translation.TranslationRule(
                props, translation.TranslationRule.REPLACE, ['name'],
                value_path=['old_name']),
            translation.TranslationRule(
                props, translation.TranslationRule.ADD, ['items'],
                value_path=['extra']),
            translation.TranslationRule(
                props, translation.TranslationRule.DELETE, ['extra']),
            translation.TranslationRule(
                props, translation.TranslationRule.DELETE, ['gone']),
            translation.TranslationRule(
                props, translation.TranslationRule.REPLACE, ['nets', 'id'],
                value_name='old_id'),
            translation.TranslationRule(
                props, translation.TranslationRule.REPLACE, ['forced'],
                value='forced-value'),
        ]

    def _props(self):
        return dict(self.properties)

    def handle_create(self):
        _log(self, 'handle_create', props=self._props(),
             data_keys=sorted(self.properties.data))
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', props=self._props())


class Attrs(resource.Resource):
    """Attribute edge cases."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.ANY, _('Value.'),
                                   update_allowed=True),
    }

    attributes_schema = {
        'value': attributes.Schema(_('The value property.')),
        'nested': attributes.Schema(_('A nested structure.'),
                                    type=attributes.Schema.MAP),
        'list': attributes.Schema(_('A list.'),
                                  type=attributes.Schema.LIST),
        'wrong_type': attributes.Schema(
            _('Declared Integer, returns a string.'),
            type=attributes.Schema.INTEGER),
        'none': attributes.Schema(_('None.')),
        'broken': attributes.Schema(_('Raises ValueError.')),
        'not_found': attributes.Schema(_('Raises EntityNotFound.')),
        'invalid': attributes.Schema(
            _('Raises InvalidTemplateAttribute.')),
        'hidden_attr': attributes.Schema(
            _('A HIDDEN attribute.'),
            support_status=support.SupportStatus(status=support.HIDDEN)),
    }

    def _resolve_attribute(self, name):
        if name == 'value':
            return self.properties['value']
        if name == 'nested':
            return {'a': {'b': ['x', 'y', {'c': 'deep'}]}, 'n': 1}
        if name == 'list':
            return ['zero', 'one', {'k': 'two'}]
        if name == 'wrong_type':
            return 'not-an-int'
        if name == 'broken':
            raise ValueError('cannot compute broken for %s' % self.name)
        if name == 'not_found':
            raise exception.EntityNotFound(entity='Thing', name=self.name)
        if name == 'invalid':
            raise exception.InvalidTemplateAttribute(resource=self.name,
                                                     key=name)
        if name == 'hidden_attr':
            return 'hidden-value'
        return None

    def _show_resource(self):
        return {'id': self.resource_id, 'value': self.properties['value']}

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'])
        self.resource_id_set('%s-id' % self.name)


class AttrsNoShow(Attrs):
    """Uses the default _show_resource (None without entity/client)."""

    def _show_resource(self):
        return super(Attrs, self)._show_resource()


class Persist(resource.Resource):
    """What survives between operations: resource_id, data() and metadata
    do; instance attributes do not (Heat reloads resources from its
    database between stack operations). Also logs the shape of
    physical_resource_name() with its random short id masked."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
    }

    def _seen(self, call):
        prn = self.physical_resource_name()
        if prn is not None:
            prn = re.sub(r'-[a-z0-9]{12}$', '-<short_id>', prn)
        _log(self, call, instance_marker=getattr(self, '_marker', None),
             data=self.data(), metadata=self.metadata_get(),
             resource_id=self.resource_id, physical_name=prn,
             value=self.properties['value'])

    def handle_create(self):
        self._marker = 'set-in-create'
        self._seen('handle_create')
        self.data_set('created_with', self.properties['value'])
        self.resource_id_set('%s-id' % self.name)
        return 'token'

    def check_create_complete(self, token):
        self._seen('check_create_complete')
        return True

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        self._seen('handle_update')
        self.data_set('updated_with', prop_diff.get('value'))
        if tmpl_diff.metadata_changed():
            self.metadata_set(json_snippet.metadata())

    def handle_suspend(self):
        self._seen('handle_suspend')
        self._marker = 'set-in-suspend'

    def handle_resume(self):
        self._seen('handle_resume')

    def handle_delete(self):
        self._seen('handle_delete')
        self.data_delete('created_with')


def resource_mapping():
    return {
        'My::OldThing': OldThing,
        'My::NewThing': NewThing,
        'My::HiddenThing': HiddenThing,
        'My::InvalidStatusThing': InvalidStatusThing,
        'My::ReplaceHooks': ReplaceHooks,
        'My::Translated': Translated,
        'My::Attrs': Attrs,
        'My::AttrsNoShow': AttrsNoShow,
        'My::Persist': Persist,
    }
