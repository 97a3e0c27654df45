"""Plug-ins that override Resource methods and class attributes.

Every logged line is {"resource", "call", ...details} (keys sorted).

* My::RefOverride: get_reference_id() returns "ref:<name>:<resource_id>".
* My::FnRefOverride: overrides FnGetRefId() only ("fnref:<name>").
* My::AttrOverride: overrides get_attribute(key, *path); returns
  "<key>#<n>/<path...>" where n counts the calls with that key and path on
  this instance; attribute `live` is CACHE_NONE, `fixed` CACHE_LOCAL.
* My::Counter: _resolve_attribute counts its calls (see the class).
* My::ShowRes: _show_resource() returns a dict (None-valued `show` while
  resource_id is None: property `no_rid`).
* My::Consumer: logs the values of its properties in handle_create /
  handle_update (`ref`, `attr`, `again`, `show`, `any`).
* My::Deps: add_dependencies() adds (self, stack[n]) for every name in
  property `after`; `deps_error` makes it raise that exception type
  instead; handle_create logs the states of the `after` resources.
* My::NoSchema: no properties_schema. My::LegacyAttrs: attributes_schema
  with a legacy string value. My::StarAttr: an attribute named '*'.
* My::Replacer: handle_update raises UpdateReplace when `value` becomes
  "replace"; prepare_for_replace / restore_prev_rsrc log (and raise when
  the property `hook_fails` names them); `fail_create` fails handle_create.
* My::CheckReplacer: UpdateReplace from check_update_complete or
  handle_create (see the class).
* My::OddRid: resource_id_set() with a non-string value.
"""
import json
import os

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
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


class Base(resource.Resource):
    """Creates with resource_id "<name>-id" and logs its handlers."""

    properties_schema = {
        'value': properties.Schema(properties.Schema.STRING, _('Value.'),
                                   update_allowed=True),
        'no_rid': properties.Schema(properties.Schema.BOOLEAN,
                                    _('Do not set a resource_id.'),
                                    default=False),
    }

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'])
        if not self.properties['no_rid']:
            self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)


class RefOverride(Base):
    """get_reference_id overridden."""

    def get_reference_id(self):
        return 'ref:%s:%s' % (self.name, self.resource_id)


class FnRefOverride(Base):
    """FnGetRefId overridden (not get_reference_id)."""

    def FnGetRefId(self):
        return 'fnref:%s' % self.name


class AttrOverride(Base):
    """get_attribute overridden; counts its calls per instance."""

    attributes_schema = {
        'fixed': attributes.Schema(_('Cached.')),
        'live': attributes.Schema(_('Not cached.'),
                                  cache_mode=attributes.Schema.CACHE_NONE),
    }

    def get_attribute(self, key, *path):
        # Not logged: Heat reads attributes of independent resources in hash
        # order. A count per (key, path) shows how often each was computed.
        counts = self.__dict__.setdefault('_counts', {})
        n = counts[(key,) + path] = counts.get((key,) + path, 0) + 1
        if key == 'broken':
            raise ValueError('broken attribute of %s' % self.name)
        return '%s#%d%s' % (key, n, ''.join('/%s' % p for p in path))


class Counter(Base):
    """_resolve_attribute counting its calls per attribute on this instance:
    `local` (CACHE_LOCAL) gives "local#n"; `late` gives None on the first
    call, then "late#n"; `live` (CACHE_NONE) "live#n"; `int_attr` (type
    Integer) returns a string and `bool_attr` (type Boolean) "yes"."""

    attributes_schema = {
        'local': attributes.Schema(_('Cached.')),
        'late': attributes.Schema(_('None at first.')),
        'live': attributes.Schema(_('Not cached.'),
                                  cache_mode=attributes.Schema.CACHE_NONE),
        'int_attr': attributes.Schema(_('Integer, wrongly.'),
                                      type=attributes.Schema.INTEGER),
        'bool_attr': attributes.Schema(_('Boolean, wrongly.'),
                                       type=attributes.Schema.BOOLEAN),
    }

    def _resolve_attribute(self, name):
        counts = self.__dict__.setdefault('_counts', {})
        n = counts[name] = counts.get(name, 0) + 1
        if name == 'late' and n == 1:
            return None
        if name == 'int_attr':
            return 'not-an-int'
        if name == 'bool_attr':
            return 'yes'
        return '%s#%d' % (name, n)


class ShowRes(Base):
    """_show_resource overridden."""

    attributes_schema = {
        'name': attributes.Schema(_('Name from show.'),
                                  type=attributes.Schema.STRING),
    }

    def _show_resource(self):
        _log(self, '_show_resource', resource_id=self.resource_id)
        return {'id': self.resource_id, 'name': 'shown-%s' % self.name,
                'nested': {'k': [1, 2]}}

    def _resolve_attribute(self, name):
        if name == 'name':
            return self._show_resource()['name']


class Consumer(Base):
    """Logs its property values."""

    properties_schema = {
        'ref': properties.Schema(properties.Schema.STRING,
                                 update_allowed=True),
        'attr': properties.Schema(properties.Schema.ANY,
                                  update_allowed=True),
        'again': properties.Schema(properties.Schema.ANY,
                                   update_allowed=True),
        'show': properties.Schema(properties.Schema.ANY,
                                  update_allowed=True),
        'any': properties.Schema(properties.Schema.ANY,
                                 update_allowed=True),
        'value': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
        'no_rid': properties.Schema(properties.Schema.BOOLEAN, default=False),
    }

    def _props(self):
        return {k: self.properties[k]
                for k in ('ref', 'attr', 'again', 'show', 'any')}

    def handle_create(self):
        _log(self, 'handle_create', props=self._props())
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))


class Deps(Base):
    """Implicit dependencies through add_dependencies."""

    properties_schema = dict(Base.properties_schema, **{
        'after': properties.Schema(properties.Schema.LIST,
                                   _('Resources this one depends on.'),
                                   default=[], update_allowed=True),
        'deps_error': properties.Schema(properties.Schema.STRING,
                                        _('Exception type to raise.'),
                                        update_allowed=True),
    })

    def add_dependencies(self, deps):
        kind = self.properties['deps_error']
        if kind == 'ValueError':
            raise ValueError('bad deps in %s' % self.name)
        if kind == 'TypeError':
            raise TypeError('bad deps type in %s' % self.name)
        if kind == 'KeyError':
            raise KeyError('bad deps key in %s' % self.name)
        for name in self.properties['after']:
            deps += (self, self.stack[name])

    def handle_create(self):
        _log(self, 'handle_create',
             after_states={n: list(self.stack[n].state)
                           for n in self.properties['after']})
        self.resource_id_set('%s-id' % self.name)

    def handle_delete(self):
        _log(self, 'handle_delete',
             after_states={n: list(self.stack[n].state)
                           for n in self.properties['after']})


class NoSchema(resource.Resource):
    """No properties_schema at all."""

    def handle_create(self):
        _log(self, 'handle_create')


class LegacyAttrs(Base):
    """attributes_schema in the legacy string form."""

    attributes_schema = {'old': 'A legacy description.'}


class StarAttr(Base):
    """An attribute named '*'."""

    attributes_schema = {'*': attributes.Schema(_('Star.'))}


class Replacer(Base):
    """handle_update raises UpdateReplace itself."""

    properties_schema = dict(Base.properties_schema, **{
        'hook_fails': properties.Schema(properties.Schema.LIST,
                                        default=[], update_allowed=True),
        'fail_create': properties.Schema(properties.Schema.BOOLEAN,
                                         default=False, update_allowed=True),
    })

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'],
             state=list(self.state))
        if self.properties['fail_create']:
            raise ValueError('create of %s failed' % self.name)
        self.resource_id_set('%s-%s' % (self.name, self.properties['value']))

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        new = json_snippet.properties(self.properties_schema, self.context)
        _log(self, 'handle_update', prop_diff=dict(prop_diff))
        if new['value'] == 'replace':
            raise resource.UpdateReplace(self)

    def prepare_for_replace(self):
        _log(self, 'prepare_for_replace', resource_id=self.resource_id,
             state=list(self.state))
        if 'prepare_for_replace' in self.properties['hook_fails']:
            raise ValueError('prepare_for_replace of %s failed' % self.name)

    def restore_prev_rsrc(self, convergence=False):
        _log(self, 'restore_prev_rsrc', resource_id=self.resource_id,
             state=list(self.state), convergence=convergence)
        if 'restore_prev_rsrc' in self.properties['hook_fails']:
            raise ValueError('restore_prev_rsrc of %s failed' % self.name)


class CheckReplacer(Replacer):
    """check_update_complete raises UpdateReplace when `value` became
    "replace-late"; handle_create raises UpdateReplace when it is
    "replace-create"."""

    def handle_create(self):
        if self.properties['value'] == 'replace-create':
            _log(self, 'handle_create', raises='UpdateReplace')
            raise resource.UpdateReplace(self.name)
        return super(CheckReplacer, self).handle_create()

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        super(CheckReplacer, self).handle_update(json_snippet, tmpl_diff,
                                                 prop_diff)
        return json_snippet.properties(self.properties_schema,
                                       self.context)['value']

    def check_update_complete(self, new_value):
        _log(self, 'check_update_complete', new_value=new_value,
             state=list(self.state))
        if new_value == 'replace-late':
            raise resource.UpdateReplace(self)
        return True


class OddRid(Base):
    """resource_id_set() with the value of the Any property `rid`."""

    properties_schema = dict(Base.properties_schema, **{
        'rid': properties.Schema(properties.Schema.ANY, update_allowed=True),
    })

    def handle_create(self):
        self.resource_id_set(self.properties['rid'])
        _log(self, 'handle_create', resource_id=self.resource_id,
             ref=self.FnGetRefId())

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', resource_id=self.resource_id,
             ref=self.FnGetRefId())


def resource_mapping():
    return {
        'My::RefOverride': RefOverride,
        'My::FnRefOverride': FnRefOverride,
        'My::AttrOverride': AttrOverride,
        'My::ShowRes': ShowRes,
        'My::Counter': Counter,
        'My::Consumer': Consumer,
        'My::Deps': Deps,
        'My::NoSchema': NoSchema,
        'My::LegacyAttrs': LegacyAttrs,
        'My::StarAttr': StarAttr,
        'My::Replacer': Replacer,
        'My::CheckReplacer': CheckReplacer,
        'My::OddRid': OddRid,
    }
