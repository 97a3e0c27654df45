"""Configurable conformance-test resources ("widgets").

Written only against Heat's public plug-in paths so that the file runs
unmodified on real Heat and on plugin-sdk's runtime.  Every handler, checker
and hook appends one JSON line to the file named by $CALLS_LOG (when set):

    {"call": "<method>", "resource": "<self.name>", ...details}

Knobs (all update_allowed, so changing a knob alone never forces a
replacement; during an update the knobs of the NEW definition apply):

* polls:     {action: n}  the checker of <action> returns False n times
             before it returns True ("create", "update", "delete",
             "suspend", "resume", "check", "snapshot").
* fail:      [method, ...] each named handler/checker raises
             ValueError("<method> failed for <name>").
* in_error:  [method, ...] each named handler/checker raises
             ResourceInError(resource_status="ERROR", status_reason=...).
* in_error_times: the in_error methods raise only on their first n calls
             on one instance (0 = always).
* fail_at_poll: with "fail" naming a checker, the checker raises only from
             that poll on (default 1: the first poll).
* no_rid:    do not call resource_id_set in handle_create.
* replace_failed: value returned by needs_replace_failed().
* quiet:     checkers do not log (for resources whose number of polls is
             legitimately undefined, e.g. siblings cancelled by a failure).

Data properties (what scenarios change): value (update_allowed), size
(Integer, update_allowed), fixed (not update_allowed: a change replaces),
frozen (immutable), rid (the resource_id to set; default "<name>-<fixed>"
or "<name>-id").
"""
import json
import os

from heat.common import exception
from heat.common.i18n import _
from heat.engine import attributes
from heat.engine import constraints
from heat.engine import properties
from heat.engine import resource
from heat.engine import support


def _log(res, call, **details):
    path = os.environ.get('CALLS_LOG')
    if not path:
        return
    line = dict(details)
    line['resource'] = res.name
    line['call'] = call
    with open(path, 'a') as f:
        f.write(json.dumps(line, sort_keys=True, default=repr) + '\n')


DATA_KEYS = ('value', 'size', 'fixed', 'frozen', 'rid')


class WidgetBase(resource.Resource):
    """A configurable widget without any handler."""

    support_status = support.SupportStatus(version='27.0.0')

    properties_schema = {
        'value': properties.Schema(
            properties.Schema.STRING, _('A value, updatable in place.'),
            update_allowed=True),
        'size': properties.Schema(
            properties.Schema.INTEGER, _('A size, updatable in place.'),
            default=1, update_allowed=True,
            constraints=[constraints.Range(min=0, max=100)]),
        'fixed': properties.Schema(
            properties.Schema.STRING,
            _('Changing this replaces the resource.')),
        'frozen': properties.Schema(
            properties.Schema.STRING, _('Cannot be changed.'),
            immutable=True),
        'rid': properties.Schema(
            properties.Schema.STRING, _('resource_id to set.'),
            update_allowed=True),
        'polls': properties.Schema(
            properties.Schema.MAP, _('Polls per action.'),
            update_allowed=True),
        'fail': properties.Schema(
            properties.Schema.LIST, _('Methods that raise ValueError.'),
            update_allowed=True),
        'in_error': properties.Schema(
            properties.Schema.LIST,
            _('Methods that raise ResourceInError.'), update_allowed=True),
        'in_error_times': properties.Schema(
            properties.Schema.INTEGER,
            _('How many calls of in_error methods raise (0: all).'),
            default=0, update_allowed=True),
        'no_rid': properties.Schema(
            properties.Schema.BOOLEAN, _('Do not set resource_id.'),
            default=False, update_allowed=True),
        'fail_at_poll': properties.Schema(
            properties.Schema.INTEGER,
            _('First poll at which a failing checker raises.'),
            default=1, update_allowed=True),
        'quiet': properties.Schema(
            properties.Schema.BOOLEAN, _('Checkers do not log.'),
            default=False, update_allowed=True),
        'replace_failed': properties.Schema(
            properties.Schema.BOOLEAN,
            _('Result of needs_replace_failed().'),
            default=True, update_allowed=True),
    }

    attributes_schema = {
        'value': attributes.Schema(
            _('The value property.'), type=attributes.Schema.STRING),
        'size': attributes.Schema(
            _('The size property.'), type=attributes.Schema.INTEGER),
        'info': attributes.Schema(
            _('A nested map.'), type=attributes.Schema.MAP),
        'items': attributes.Schema(
            _('A list.'), type=attributes.Schema.LIST),
        'nothing': attributes.Schema(
            _('Always None.'), type=attributes.Schema.STRING),
        'broken': attributes.Schema(
            _('Resolving it raises ValueError.'),
            type=attributes.Schema.STRING),
        'live': attributes.Schema(
            _('The value property, never cached.'),
            cache_mode=attributes.Schema.CACHE_NONE,
            type=attributes.Schema.STRING),
    }

    # -- helpers ---------------------------------------------------------
    def _props(self):
        return {k: self.properties[k] for k in DATA_KEYS}

    def _knobs(self):
        knobs = getattr(self, '_update_knobs', None)
        return knobs if knobs is not None else self.properties

    def _failure(self, method, poll=None):
        """The exception the knobs make `method` raise now, or None."""
        knobs = self._knobs()
        if poll is not None and poll < knobs['fail_at_poll']:
            return None
        if method in (knobs['fail'] or []):
            return ValueError('%s failed for %s' % (method, self.name))
        if method in (knobs['in_error'] or []):
            counts = self.__dict__.setdefault('_in_error_counts', {})
            counts[method] = counts.get(method, 0) + 1
            times = knobs['in_error_times']
            if not times or counts[method] <= times:
                return exception.ResourceInError(
                    resource_status='ERROR',
                    status_reason='%s broke (%d)' % (method, counts[method]))
        return None

    def _start(self, action, method, **details):
        self.__dict__.setdefault('_polls', {})[action] = 0
        exc = self._failure(method)
        if exc is not None:
            details['raises'] = type(exc).__name__
        _log(self, method, **details)
        if exc is not None:
            raise exc
        return '%s-token-%s' % (action, self.name)

    def _poll(self, action, token):
        method = 'check_%s_complete' % action
        polls = self.__dict__.setdefault('_polls', {})
        polls[action] = polls.get(action, 0) + 1
        n = polls[action]
        wanted = int((self._knobs()['polls'] or {}).get(action, 0))
        done = n > wanted
        exc = self._failure(method, n)
        if not self._knobs()['quiet']:
            if exc is None:
                _log(self, method, token=token, poll=n, done=done)
            else:
                _log(self, method, token=token, poll=n,
                     raises=type(exc).__name__)
        if exc is not None:
            raise exc
        return done

    def needs_replace_failed(self):
        res = self.properties['replace_failed']
        _log(self, 'needs_replace_failed', state=list(self.state),
             result=res)
        return res

    def _resolve_attribute(self, name):
        if name == 'value':
            return self.properties['value']
        if name == 'live':
            return self.properties['value']
        if name == 'size':
            return self.properties['size']
        if name == 'info':
            return {'id': self.resource_id, 'name': self.name,
                    'nested': {'list': [10, 20, 30], 'key': 'deep'}}
        if name == 'items':
            return [self.properties['value'], self.properties['size']]
        if name == 'broken':
            raise ValueError('attribute broken of %s' % self.name)
        return None


class CreateMixin(object):
    def handle_create(self):
        token = self._start('create', 'handle_create', props=self._props(),
                            resource_id=self.resource_id)
        if not self.properties['no_rid']:
            rid = self.properties['rid']
            if not rid:
                fixed = self.properties['fixed']
                rid = '%s-%s' % (self.name, fixed) if fixed else (
                    '%s-id' % self.name)
            self.resource_id_set(rid)
        return token


class CreateCheckMixin(object):
    def check_create_complete(self, token):
        return self._poll('create', token)


class UpdateMixin(object):
    def handle_update(self, json_snippet, tmpl_diff, prop_diff):
        new_props = json_snippet.properties(self.properties_schema,
                                            self.context)
        self._update_knobs = new_props
        return self._start(
            'update', 'handle_update',
            prop_diff=dict(prop_diff),
            old_props=self._props(),
            new_props={k: new_props[k] for k in DATA_KEYS},
            tmpl_diff={
                'truthy': bool(tmpl_diff),
                'properties_changed': tmpl_diff.properties_changed(),
                'metadata_changed': tmpl_diff.metadata_changed(),
                'update_policy_changed': tmpl_diff.update_policy_changed()},
            deletion_policy=json_snippet.deletion_policy())


class UpdateCheckMixin(object):
    def check_update_complete(self, token):
        old_value = self.properties['value']
        done = self._poll('update', token)
        _log(self, 'check_update_complete.properties', value=old_value)
        return done


class DeleteMixin(object):
    def handle_delete(self):
        return self._start('delete', 'handle_delete', props=self._props(),
                           resource_id=self.resource_id,
                           state=list(self.state))


class DeleteCheckMixin(object):
    def check_delete_complete(self, token):
        return self._poll('delete', token)


class SnapshotDeleteMixin(object):
    def handle_snapshot_delete(self, state):
        return self._start('delete', 'handle_snapshot_delete',
                           state=list(state), resource_id=self.resource_id)


class SuspendResumeMixin(object):
    def handle_suspend(self):
        return self._start('suspend', 'handle_suspend', props=self._props(),
                           resource_id=self.resource_id)

    def check_suspend_complete(self, token):
        return self._poll('suspend', token)

    def handle_resume(self):
        return self._start('resume', 'handle_resume', props=self._props(),
                           resource_id=self.resource_id)

    def check_resume_complete(self, token):
        return self._poll('resume', token)


class CheckMixin(object):
    def handle_check(self):
        return self._start('check', 'handle_check', props=self._props(),
                           resource_id=self.resource_id)

    def check_check_complete(self, token):
        return self._poll('check', token)


class SnapshotMixin(object):
    def handle_snapshot(self):
        token = self._start('snapshot', 'handle_snapshot',
                            props=self._props(), resource_id=self.resource_id)
        self.data_set('snap', 'snap-of-%s' % self.resource_id)
        return token

    def check_snapshot_complete(self, token):
        return self._poll('snapshot', token)

    def handle_delete_snapshot(self, snapshot):
        _log(self, 'handle_delete_snapshot',
             snapshot_keys=sorted(snapshot),
             resource_data=snapshot.get('resource_data'))
        return 'delete-snapshot-token-%s' % self.name

    def check_delete_snapshot_complete(self, token):
        _log(self, 'check_delete_snapshot_complete', token=token)
        return True


class Widget(CreateMixin, CreateCheckMixin, UpdateMixin, UpdateCheckMixin,
             DeleteMixin, DeleteCheckMixin, SnapshotDeleteMixin,
             SuspendResumeMixin, CheckMixin, SnapshotMixin, WidgetBase):
    """Widget with every handler and checker."""


class CancellableWidget(Widget):
    """Widget that also defines handle_<action>_cancel for create, update
    and delete (Heat cancels such resources at once after a sibling fails
    instead of granting them error_wait_time)."""

    def handle_create_cancel(self, token):
        _log(self, 'handle_create_cancel', token=token)

    def handle_update_cancel(self, token):
        _log(self, 'handle_update_cancel', token=token)

    def handle_delete_cancel(self, token):
        _log(self, 'handle_delete_cancel', token=token)


class OtherWidget(Widget):
    """Same behaviour as Widget, a different class (type change test)."""


class SimpleWidget(CreateMixin, UpdateMixin, DeleteMixin, WidgetBase):
    """Handlers for create, update and delete; no checkers at all."""


class NoUpdateWidget(CreateMixin, CreateCheckMixin, DeleteMixin,
                     DeleteCheckMixin, WidgetBase):
    """No handle_update: Heat's default raises UpdateReplace."""


class CheckersOnlyWidget(CreateCheckMixin, UpdateCheckMixin,
                         DeleteCheckMixin, WidgetBase):
    """Checkers without handlers: the checkers must never be called."""

    def check_suspend_complete(self, token):
        return self._poll('suspend', token)

    def check_resume_complete(self, token):
        return self._poll('resume', token)

    def check_check_complete(self, token):
        return self._poll('check', token)


class BareWidget(WidgetBase):
    """No handler and no checker at all (Heat's defaults only)."""


def resource_mapping():
    return {
        'My::Widget': Widget,
        'My::OtherWidget': OtherWidget,
        'My::CancellableWidget': CancellableWidget,
        'My::WidgetAlias': Widget,
        'My::SimpleWidget': SimpleWidget,
        'My::NoUpdateWidget': NoUpdateWidget,
        'My::CheckersOnlyWidget': CheckersOnlyWidget,
        'My::BareWidget': BareWidget,
    }
