"""Plug-in hooks that fail or return odd values.

Every logged line is {"resource", "call", ...details} (keys sorted).

* My::HookRaiser: needs_replace(after_props) and
  needs_replace_with_prop_diff(...) raise ValueError("<hook> failed for
  <name>") when the hook is named in the NEW `raise_in` property;
  needs_replace_with_tmpl_diff and needs_replace_failed when it is named in
  the OLD (stored) one; each logs its call first. `fixed` is not
  update_allowed.
* My::BadRef: get_reference_id() raises ValueError once a resource_id is
  set.
* My::ValidateOdd: validate() does what `mode` says after
  super().validate(): "none", "dict" (returns a dict), "list" (returns a
  list), "zero" (returns 0), "int_arg" (raises ValueError(42)), "unicode"
  (raises ValueError with non-ASCII text), "key" (raises KeyError('k')),
  "svf_unicode" (StackValidationFailed with a non-ASCII message),
  "metadata_set" (calls metadata_set, which is refused before create).
"""
import json
import os

from heat.common import exception
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
        'value': properties.Schema(properties.Schema.STRING,
                                   update_allowed=True),
        'fixed': properties.Schema(properties.Schema.STRING),
        'raise_in': properties.Schema(properties.Schema.LIST, default=[],
                                      update_allowed=True),
        'mode': properties.Schema(properties.Schema.STRING, default='none',
                                  update_allowed=True),
    }

    def handle_create(self):
        _log(self, 'handle_create', value=self.properties['value'])
        self.resource_id_set('%s-id' % self.name)

    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        _log(self, 'handle_update', prop_diff=dict(prop_diff))

    def handle_delete(self):
        _log(self, 'handle_delete', resource_id=self.resource_id)


class HookRaiser(_Base):
    """needs_replace* hooks that raise."""

    def _maybe(self, hook, props):
        _log(self, hook, state=list(self.state))
        if hook in (props['raise_in'] or []):
            raise ValueError('%s failed for %s' % (hook, self.name))

    def needs_replace(self, after_props):
        self._maybe('needs_replace', after_props)
        return False

    def needs_replace_with_prop_diff(self, changed, after_props, before_props):
        self._maybe('needs_replace_with_prop_diff', after_props)
        return False

    def needs_replace_with_tmpl_diff(self, tmpl_diff):
        self._maybe('needs_replace_with_tmpl_diff', self.properties)
        return False

    def needs_replace_failed(self):
        self._maybe('needs_replace_failed', self.properties)
        return True


class BadRef(_Base):
    """get_reference_id raises once there is a resource_id."""

    def get_reference_id(self):
        if self.resource_id is not None:
            raise ValueError('no reference for %s' % self.name)
        return self.name


class ValidateOdd(_Base):
    """validate() returning or raising odd things."""

    def validate(self):
        super(ValidateOdd, self).validate()
        mode = self.properties['mode']
        _log(self, 'validate', mode=mode)
        if mode == 'dict':
            return {'problem': 'a dict'}
        if mode == 'list':
            return ['a', 'list']
        if mode == 'zero':
            return 0
        if mode == 'int_arg':
            raise ValueError(42)
        if mode == 'unicode':
            raise ValueError('\u00fcng\u00fcltig \u2603')
        if mode == 'key':
            raise KeyError('k')
        if mode == 'svf_unicode':
            raise exception.StackValidationFailed(message='\u00e9chec')
        if mode == 'metadata_set':
            self.metadata_set({'too': 'early'})


def resource_mapping():
    return {
        'My::HookRaiser': HookRaiser,
        'My::BadRef': BadRef,
        'My::ValidateOdd': ValidateOdd,
    }
