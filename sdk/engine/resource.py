"""The ``Resource`` base class that every plug-in extends.

The base class runs the life cycle (state transitions, events, polling,
update rules, deletion policies, external resources); a plug-in supplies
schemas and ``handle_*`` / ``check_*_complete`` methods.
"""
from __future__ import annotations

import collections.abc
import contextlib
import copy
import inspect
import logging
import uuid as uuidlib
import weakref
from typing import TYPE_CHECKING

from sdk.common import exception
from sdk.common.exception import UpdateReplace
from sdk.engine import attributes, environment, function, resource_template, rsrc_defn, status, support
from sdk.engine.clients import client_plugin as clients
from sdk.engine.scheduler import PollDelay

if TYPE_CHECKING:
    from sdk.engine.properties import Properties
    from sdk.engine.translation import TranslationRule

LOG = logging.getLogger(__name__)


class NoActionRequired(Exception):
    """Raised by handle_signal when a signal needs no action."""

    def __init__(self, res_name="Unknown", reason=""):
        super().__init__("The resource %s skipped an action: %s" % (res_name, reason))


class UpdateInProgress(exception.UpdateInProgress):
    pass


_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"
_SHOW_ATTR = attributes.SHOW_ATTR  # the class body below has its own "attributes"


def _signal_text(details):
    """How Heat describes a signal's details in the SIGNAL event."""
    if details is None:
        return "No signal details provided"
    if isinstance(details, str):
        return details
    if isinstance(details, dict) and all(k in details for k in ("previous", "current", "reason")):
        return "alarm state changed from %(previous)s to %(current)s (%(reason)s)" % details
    return "Unknown"


def stored_text(value):
    """A value as Heat reads it back from a text column of its database
    (resource data, resource_id; SQLite's text affinity): numbers come back
    as strings, booleans as "1"/"0", None stays None."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return str(int(value))
    return str(value)


def _short_id(uid):
    """12 lower-case base32 characters from a uuid, as Heat's short_id."""
    value = uid.int >> 68  # the 60 bits of the time fields
    return "".join(_ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(12)))


class _WeakResolver:
    """``res._resolve_any_attribute`` without a reference cycle (resource ->
    attributes -> bound method -> resource), so a dropped resource is freed at
    once instead of by the garbage collector."""

    __slots__ = ("ref",)

    def __init__(self, res):
        self.ref = weakref.ref(res)

    def __call__(self, attr):
        return self.ref()._resolve_any_attribute(attr)


class _ActionRecorder:
    """``Resource._action_recorder(action)``: a class rather than a
    contextlib generator, because every action of every resource enters one
    and a generator-based context manager costs several times as much."""

    __slots__ = ("res", "action", "expected")

    def __init__(self, res, action, expected_exceptions):
        self.res, self.action, self.expected = res, action, expected_exceptions

    def __enter__(self):
        self.res.state_set(self.action, self.res.IN_PROGRESS)

    def __exit__(self, exc_type, exc, tb):
        res, action = self.res, self.action
        if exc_type is None:
            res.state_set(action, res.COMPLETE)
        elif issubclass(exc_type, self.expected):
            res.state_set(action, res.COMPLETE, str(exc))
        elif issubclass(exc_type, exception.UpdateInProgress):
            pass
        elif issubclass(exc_type, Exception):
            failure = exception.ResourceFailure(exc, res, action)
            res.state_set(action, res.FAILED, str(failure))
            raise failure
        else:
            reason = "%s aborted" % action
            if str(exc):
                reason += " (%s)" % exc
            res.state_set(action, res.FAILED, reason)
            handler = getattr(exc, HANDLER, None)
            if handler is not None:
                # a plug-in's handler ended (sys.exit(), BaseException): it
                # goes on up to the engine, which records it on the stack as
                # Heat's does (and does not end the process running it)
                LOG.warning("%s %s: the resource is %s_FAILED (%s)", handler, _ended(exc),
                            action, reason)
        return False


def handler_ended(exc):
    """``resource NAME (TYPE): HANDLER called sys.exit(N)`` for a
    BaseException a plug-in's handler raised, else None."""
    handler = getattr(exc, HANDLER, None)
    return None if handler is None else "%s %s" % (handler, _ended(exc))


def _ended(exc):
    """How a handler ended, in the plug-in author's words."""
    if isinstance(exc, SystemExit):
        return "called sys.exit(%s)" % ("" if exc.code is None else repr(exc.code))
    return "raised %r" % exc


#: The attribute that names, on a BaseException a plug-in's handler raised
#: (sys.exit() included), the resource and handler it came from.
HANDLER = "plugin_sdk_handler"


def name_handler(exc, res, method):
    """Note on ``exc`` (first come, for a nested stack's resource) which
    resource's handler raised it, for the one line that reports it. Not on
    a KeyboardInterrupt: the user's Ctrl-C stops the command."""
    if not isinstance(exc, KeyboardInterrupt) and not hasattr(exc, HANDLER):
        setattr(exc, HANDLER, "resource %s (%s): %s" % (res.name, res.type(),
                                                        getattr(method, "__name__", method)))


class Resource(status.ResourceStatus):
    """Base class of resource plug-ins."""

    # properties_schema has no default, as in Heat: a plug-in must declare it.
    attributes_schema = {}
    update_policy_schema = {}
    support_status = support.SupportStatus()
    base_attributes_schema = {
        attributes.SHOW_ATTR: attributes.Schema(
            "Detailed information about resource.",
            cache_mode=attributes.Schema.CACHE_NONE, type=attributes.Schema.MAP),
    }
    default_client_name = None
    entity = None
    strict_dependency = True
    update_allowed_properties = ()
    physical_resource_name_limit = 255
    required_service_extension = None
    requires_deferred_auth = False
    no_signal_actions = (status.ResourceStatus.SUSPEND, status.ResourceStatus.DELETE)
    signal_needs_metadata_updates = True
    always_replace_on_check_failed = True
    #: the attribute values the convergence engine cached with the row (Heat's attr_data)
    _stored_attrs = None

    def __new__(cls, name, definition, stack):
        if cls is Resource:
            cls = stack.env.get_class_to_instantiate(definition.resource_type, resource_name=name)
        return super().__new__(cls)

    def __init__(self, name, definition, stack):
        if "/" in name:
            raise exception.StackValidationFailed(message='Resource name may not contain "/"')
        if stack.message is not None and name not in stack.defns:
            # a convergence worker's resource reads its data from the stack's
            # definition (Heat: ``self.stack.defn[self.name]``)
            raise KeyError(name)
        self.name = name
        self.t = self._init_defn = definition
        self.stack = stack
        self.context = stack.context
        self.type_name = definition.resource_type
        # Heat merges `show` into the class-level dict; plug-ins can observe it.
        self.attributes_schema.update(self.base_attributes_schema)
        attributes.schemata(self.attributes_schema)  # a bad schema fails here, not on first use
        self._attributes = None
        self.action = self.INIT
        self.status = self.COMPLETE
        self.status_reason = ""
        self.id = None
        self._uuid = None
        self.resource_id = None
        self._data = None
        self._stored_properties_data = None
        self._stored_metadata = None
        self.replaced_by = None
        self.replaces = None
        #: convergence engine: the template this row was last converged to,
        #: and the rows it required then (Heat's resource columns)
        self.current_template_id = None
        self.requires = set()
        self.abandon_in_progress = False
        self._update_policy = None
        self.reparse(client_resolve=False)

    @property
    def update_policy(self):
        """The definition's update_policy as Properties of update_policy_schema
        (Heat builds it once, from the definition the resource was made with)."""
        if self._update_policy is None:
            self._update_policy = self._init_defn.update_policy(self.update_policy_schema, self.context)
        return self._update_policy

    # -- identity and stored state -------------------------------------------------
    @property
    def uuid(self):
        """Drawn when first read: the stack rebuilds resources often, and few
        of those copies ever need a fresh uuid (uuid4 costs a system call)."""
        if self._uuid is None:
            self._uuid = str(uuidlib.uuid4())
        return self._uuid

    @uuid.setter
    def uuid(self, value):
        self._uuid = value

    @property
    def attributes(self):
        """Built when first used: a stack rebuilds its resources for every
        action, and most of those copies never read an attribute."""
        if self._attributes is None:
            self._attributes = attributes.Attributes(self.name, self.attributes_schema,
                                                     _WeakResolver(self))
        return self._attributes

    @attributes.setter
    def attributes(self, value):
        self._attributes = value

    def type(self):
        return self.type_name

    @property
    def state(self):
        return (self.action, self.status)

    def __str__(self):
        text = '%s "%s"' % (type(self).__name__, self.name)
        if self.stack is None or self.stack.id is None:
            return text
        if self.resource_id is not None:
            text += " [%s]" % self.resource_id
        return "%s %s" % (text, self.stack)

    def physical_resource_name(self) -> str | None:
        if self.id is None or self.action == self.INIT:
            return None
        name = "%s-%s-%s" % (self.stack.name.rstrip("*"), self.name,
                             _short_id(uuidlib.UUID(self.uuid)))
        return self.reduce_physical_resource_name(name, self.physical_resource_name_limit)

    @staticmethod
    def reduce_physical_resource_name(name: str, limit: int) -> str:
        if len(name) <= limit:
            return name
        if limit < 4:
            raise ValueError("limit cannot be less than 4")
        return name[:2] + "-" + name[-(limit - 3):]

    def resource_id_set(self, inst: str | None) -> None:
        self.resource_id = inst
        self.stack.store.save_resource(self)

    def get_reference_id(self) -> str:
        return str(self.resource_id) if self.resource_id is not None else str(self.name)

    def FnGetRefId(self):
        return self.get_reference_id()

    def data(self) -> dict[str, str]:
        if self._data is None:
            self._data = {}
        return dict(self._data)

    def data_set(self, key: str, value: object, redact: bool = False) -> None:
        if self._data is None:
            self._data = {}
        self._data[key] = stored_text(value)
        self.stack.store.save_resource(self)

    def data_delete(self, key: str) -> bool:
        if not self._data or key not in self._data:
            return False
        del self._data[key]
        self.stack.store.save_resource(self)
        return True

    def metadata_get(self, refresh: bool = False) -> dict:
        if self.id is None or self.action == self.INIT:
            return self.t.metadata()
        # Stored on the first state change; metadata_set(None) stores None.
        return self._stored_metadata

    def metadata_set(self, metadata: dict, merge_metadata: object = None) -> None:
        if self.id is None or self.action in (self.INIT, self.DELETE):
            raise exception.ResourceNotAvailable(resource_name=self.name)
        if merge_metadata is not None:
            metadata = merge_metadata(metadata, self.metadata_get())
        self._stored_metadata = metadata
        self.stack.store.save_resource(self)

    def load_stored(self, row):
        """Take what Heat's database keeps of ``row`` (its state, ids, stored
        properties, metadata and data), as a freshly loaded instance has it.
        The private uuid slot, not the property: reading it would draw a uuid
        nobody may ever read."""
        self.action, self.status, self.status_reason = row.action, row.status, row.status_reason
        self.id, self.resource_id = row.id, stored_text(row.resource_id)  # a text column
        self._uuid = row._uuid
        self._stored_properties_data = row._stored_properties_data
        self._stored_metadata = row._stored_metadata
        self._data = None if row._data is None else copy.deepcopy(row._data)

    def store(self):
        """Give the resource its stored record (an id) and save it."""
        if self.id is None:
            self.id = self.stack.store.next_resource_id()
        self.stack.store.save_resource(self)

    def state_set(self, action, status, reason="state changed"):
        if action not in self.ACTIONS:
            raise ValueError("Invalid action %s" % action)
        if status not in self.STATUSES:
            raise ValueError("Invalid status %s" % status)
        old_action = self.action
        self.action, self.status, self.status_reason = action, status, str(reason)
        if old_action == self.INIT and self._stored_metadata is None:
            self._stored_metadata = self.t.metadata()
        if status != self.COMPLETE:  # Heat's clear_stored_attributes()
            self._stored_attrs = None
            if self._attributes is not None:
                self._attributes.reset_resolved_values()
        self.store()
        self.stack.add_event(self, action, status, self.status_reason)

    # -- properties and translation -------------------------------------------------
    def translation_rules(self, properties: Properties) -> list[TranslationRule]:
        """Override to return TranslationRule objects for this resource."""
        return []

    def translate_properties(self, properties, client_resolve=True, ignore_resolve_error=False):
        rules = self.translation_rules(properties) or []
        properties.update_translation(rules, client_resolve=client_resolve,
                                      ignore_resolve_error=ignore_resolve_error)

    def reparse(self, client_resolve=True):
        self.properties = self.t.properties(self.properties_schema, self.context)
        self.translate_properties(self.properties, client_resolve)

    def identifier(self):
        """Heat's identifier of this resource (its stack's, plus its name)."""
        from sdk.engine import stack_api
        return stack_api.ResourceIdentifier(resource_name=self.name, **self.stack.identifier())

    def stored_definition(self):
        """The definition as HOT with every function resolved: what a store
        keeps so the resource can be deleted after its template dropped it."""
        try:
            return self.frozen_definition().render_hot()
        except Exception:
            return {"type": self.type_name, "properties": self._stored_properties_data}

    def frozen_definition(self):
        if self._stored_properties_data is not None:
            return self.t.freeze(properties=self._stored_properties_data)
        return self.t.freeze()

    @contextlib.contextmanager
    def frozen_properties(self):
        """``with self.frozen_properties():`` the stored property values (as
        Heat gives check, suspend, resume, snapshot and signal handlers:
        translation rules are not applied); the live ones come back after."""
        live = self.properties
        self.properties = self.frozen_definition().properties(self.properties_schema, self.context)
        try:
            yield self.properties
        finally:
            self.properties = live

    def _update_stored_properties(self):
        old = self._stored_properties_data
        self._stored_properties_data = function.resolve(self.properties.data)
        if self._stored_properties_data != old and self._attributes is not None:
            self._attributes.reset_resolved_values()  # cached attributes are stale now
        self.stack.store.save_resource(self)

    def clear_stored_attributes(self):
        """Forget the attribute values read so far (Heat's groups call it when
        their members change)."""
        if self._attributes is not None:
            self._attributes.reset_resolved_values()

    def referenced_attrs(self, stk_defn=None, in_resources=True, in_outputs=True,
                         load_all=False):
        """This resource's attributes that the stack's resources and outputs
        read (each a name, or a tuple of the name and a path), as Heat's
        groups ask to decide which outputs their nested stack needs."""
        snippets = []
        if in_resources:
            snippets.extend(defn.dependencies_snippets() for defn in self.stack.defns.values())
        if in_outputs:
            outputs = self.stack._outputs()
            wanted = in_outputs if isinstance(in_outputs, collections.abc.Iterable) else outputs
            snippets.extend(outputs[name][1] for name in wanted if name in outputs)
        found = set()
        for snippet in snippets:
            found |= function.dep_attrs(snippet, self.name)
        found.discard(None)
        return found

    # -- clients --------------------------------------------------------------------
    def rpc_client(self):
        """The engine API Heat's own types call (software configs, nested
        stacks), answered in-process by sdk.engine.service."""
        from sdk.engine import service
        service.register_stack(self.stack)
        return service.EngineClient()

    def client(self, name: str | None = None, version: str | None = None) -> object:
        plugin = self.client_plugin(name)
        if plugin is None:
            return None
        return plugin.client(version) if version else plugin.client()

    def client_plugin(self, name: str | None = None) -> clients.ClientPlugin | None:
        name = name or self.default_client_name
        if not name:  # Heat's assert, raised so pytest and -O keep its message
            raise AssertionError("Must specify client name")
        return self.stack.context.clients.client_plugin(name)

    def _default_client_plugin(self):
        if self.default_client_name:
            plugin = self.client_plugin()
            if plugin is not None:
                return plugin
        return clients.DefaultClientPlugin()

    @classmethod
    def is_service_available(cls, context):
        """(available, reason): a type with default_client_name needs that
        client plug-in registered, and the service extension it names in
        required_service_extension (a class method, as in Heat)."""
        if cls.default_client_name is None:
            return True, None
        plugin = context.clients.get_client_plugin(cls.default_client_name)
        if plugin is None:
            return False, exception.ClientNotAvailable(client_name=cls.default_client_name)
        extension = cls.required_service_extension
        if extension and hasattr(plugin, "has_extension") and not plugin.has_extension(extension):
            return False, "Required extension %s in %s service is not available." % (
                extension, cls.default_client_name)
        return True, None

    @classmethod
    def resource_to_template(cls, resource_type, template_type="cfn"):
        """A provider template mirroring this class ("cfn" or "hot")."""
        return resource_template.build(cls, resource_type, template_type)

    @classmethod
    def getdoc(cls):
        if cls.__doc__ is None:
            return "No description available"
        return inspect.cleandoc(cls.__doc__)

    # -- attributes -----------------------------------------------------------------
    def _resolve_any_attribute(self, attr):
        if attr == attributes.SHOW_ATTR:
            return self._show_resource() if self.resource_id is not None else None
        with self._default_client_plugin().ignore_not_found:
            return self._resolve_attribute(attr)
        return None

    def _resolve_attribute(self, name):
        return None

    def _show_resource(self):
        if self.entity and self.default_client_name:
            try:
                obj = getattr(self.client(), self.entity)
                resource = obj.get(self.resource_id)
                return resource.to_dict() if hasattr(resource, "to_dict") else resource
            except AttributeError as ex:
                LOG.warning("Resolving 'show' attribute has failed : %s", ex)
        return None

    def get_attribute(self, key: str, *path: object) -> object:
        try:
            attribute = self.attributes[key]
        except KeyError:
            raise exception.InvalidTemplateAttribute(resource=self.name, key=key)
        return attributes.select_from_attribute(attribute, path)

    def FnGetAtt(self, key, *path):
        if type(self).get_attribute is Resource.get_attribute:
            return self.get_attribute(key, *path)
        # A plug-in's own get_attribute is cached per (key, *path) unless the
        # attribute is CACHE_NONE (unknown keys count as cached), as in Heat.
        schema = self.attributes_schema.get(key)
        if schema is not None and schema.cache_mode == attributes.Schema.CACHE_NONE:
            return self.get_attribute(key, *path)
        full_key = (key,) + path if path else key
        cached = self.attributes.cached_attrs()
        if full_key in cached:
            return cached[full_key]
        value = self.get_attribute(key, *path)
        self.attributes.set_cached_attr(full_key, value)
        return value

    # -- validation -----------------------------------------------------------------
    def validate(self) -> None:
        return self.validate_template()

    def validate_template(self):
        available, reason = self.is_service_available(self.context)
        if not available:
            raise exception.ResourceTypeUnavailable(
                resource_type=self.type(), service_name=self.default_client_name, reason=str(reason))
        self.t.validate()
        try:
            self.validate_deletion_policy(self.t.deletion_policy())
            if self.update_policy_schema or self.t._update_policy:  # nothing to check otherwise
                self.t.update_policy(self.update_policy_schema, self.context).validate()
            self.properties.validate(with_value=self.stack.strict_validate)
        except exception.StackValidationFailed as ex:
            path = [self.stack.t.RESOURCES, self.t.name]
            if ex.path:
                path.append(self.stack.t.get_section_name(ex.path[0]))
                path.extend(ex.path[1:])
            raise exception.StackValidationFailed(error=ex.error, path=path, message=ex.error_message)

    @classmethod
    def validate_deletion_policy(cls, policy):
        if policy not in rsrc_defn.DELETION_POLICIES:
            message = 'Invalid deletion policy "%s"' % policy
        elif policy == rsrc_defn.SNAPSHOT and not callable(getattr(cls, "handle_snapshot_delete", None)):
            message = '"%s" deletion policy not supported' % policy
        else:
            return
        raise exception.StackValidationFailed(error="", path=[rsrc_defn.DELETION_POLICY], message=message)

    def validate_external(self):
        external_id = self.t.external_id()
        if external_id is None:
            return
        self.resource_id = external_id
        try:
            self._show_resource()
        except Exception as ex:
            if self._default_client_plugin().is_not_found(ex):
                raise exception.StackValidationFailed(
                    message="Invalid external resource: Resource %s (%s) can not be found."
                    % (external_id, self.type()))
            raise

    # -- action machinery -----------------------------------------------------------
    def _action_recorder(self, action, expected_exceptions=()):
        """A context manager: ``action`` IN_PROGRESS on entry, then COMPLETE,
        or FAILED with the reason Heat gives."""
        return _ActionRecorder(self, action, expected_exceptions)

    def action_handler_task(self, action, args=(), action_prefix=None):
        """Run handle_<action> then poll check_<action>_complete (a generator)."""
        handler_action = action if action_prefix is None else "%s_%s" % (action_prefix, action)
        handler = getattr(self, "handle_%s" % handler_action.lower(), None)
        check = getattr(self, "check_%s_complete" % action.lower(), None)
        if not callable(handler):
            return
        token = self._run_handler(handler, *args)
        yield
        if not callable(check):
            return
        try:
            while True:
                try:
                    done = self._run_handler(check, token)
                except PollDelay as delay:
                    yield delay.period
                else:
                    if done:
                        break
                    yield
        except Exception:
            raise
        except BaseException:
            cancel = getattr(self, "handle_%s_cancel" % action.lower(), None)
            if callable(cancel):
                try:
                    cancel(token)
                except Exception as exc:
                    LOG.warning("Exception during %s cancel: %s", action, exc)
            raise

    def _run_handler(self, method, *args):
        """A plug-in's handle_* or check_*_complete: a StopIteration it raises
        is a RuntimeError, as in Heat; a BaseException (sys.exit()) notes which
        resource and handler raised it."""
        try:
            return method(*args)
        except StopIteration:
            raise RuntimeError("Plugin method raised StopIteration")
        except (Exception, GeneratorExit):
            raise
        except BaseException as exc:
            name_handler(exc, self, method)
            raise

    def _do_action(self, action, pre_func=None, resource_data=None):
        with self._action_recorder(action):
            if callable(pre_func):
                pre_func()
            args = [resource_data] if resource_data is not None else []
            yield from self.action_handler_task(action, args)

    # -- create ---------------------------------------------------------------------
    def create(self):
        """The CREATE action (a generator driven by the stack)."""
        if (self.action, self.status) != (self.INIT, self.COMPLETE):
            raise exception.ResourceFailure(
                exception.Error(message="State %s invalid for create" % str(self.state)), self, self.CREATE)
        if self.t.external_id() is not None:
            yield from self._do_action(self.ADOPT, resource_data={"resource_id": self.t.external_id()})
            yield from self.check()
            return
        self.reparse()
        self._update_stored_properties()
        retry_limit = self.stack.action_retry_limit
        first_failure = None
        for attempt in range(retry_limit + 1):
            if attempt:
                yield from self._delete_for_retry()
                yield int(2 ** attempt + 1)
            try:
                yield from self._do_action(self.CREATE,
                                           self.properties.validate if attempt == 0 else None)
                return
            except exception.ResourceFailure as failure:
                if not self._is_retryable(failure.exc) or attempt == retry_limit:
                    if isinstance(failure.exc, exception.StackValidationFailed):
                        raise exception.ResourceFailure(
                            exception.StackValidationFailed(
                                error=failure.exc.error, path=[self.name] + failure.exc.path,
                                message=failure.exc.error_message), self, self.CREATE)
                    raise first_failure or failure
                first_failure = first_failure or failure

    def _is_retryable(self, exc):
        return (isinstance(exc, exception.ResourceInError)
                or self._default_client_plugin().is_conflict(exc))

    def _delete_for_retry(self):
        with self._action_recorder(self.DELETE):
            yield from self.action_handler_task(self.DELETE)
        self.state_set(self.INIT, self.COMPLETE, "state changed")

    def adopt(self, resource_data):
        """The ADOPT action (a generator): ``handle_adopt(resource_data)``
        (without arguments when there is no data), then
        ``check_adopt_complete`` is polled; properties are stored, not
        validated."""
        self._update_stored_properties()
        yield from self._do_action(self.ADOPT, resource_data=resource_data)

    def handle_adopt(self, resource_data=None):
        """Take over the physical resource: its resource_id, resource data
        and metadata (None when the adopt data has none, replacing the
        template's, as in Heat)."""
        resource_data = resource_data or {}
        if not resource_data.get("resource_id"):
            raise exception.ResourceFailure(Exception("Resource ID was not provided."), self)
        self.resource_id_set(resource_data["resource_id"])
        data = resource_data.get("resource_data")
        if data and isinstance(data, dict):
            for key, value in data.items():
                self.data_set(key, value)
        self.metadata_set(resource_data.get("metadata"))

    # -- update ---------------------------------------------------------------------
    def needs_replace(self, after_props: Properties) -> bool:
        return False

    def needs_replace_with_tmpl_diff(self, tmpl_diff):
        return False

    def needs_replace_with_prop_diff(self, changed_properties_set, after_props, before_props):
        return False

    def needs_replace_failed(self) -> bool:
        return True

    def prepare_for_replace(self):
        pass

    def restore_prev_rsrc(self, convergence=False):
        pass

    def _prepare_update_replace(self, action):
        """Before a replacement: ``restore_prev_rsrc()`` during a rollback,
        else ``prepare_for_replace()``; a failure leaves the resource FAILED."""
        rolling_back = self.stack.state == (self.stack.ROLLBACK, self.stack.IN_PROGRESS)
        handler = self.restore_prev_rsrc if rolling_back else self.prepare_for_replace
        try:
            handler()
        except Exception as ex:
            failure = exception.ResourceFailure(ex, self, action)
            self.state_set(action, self.FAILED, str(failure))
            raise failure

    def check_is_substituted(self, new_res_type):
        return self.support_status.is_substituted(new_res_type)

    def _needs_update(self, after, before, after_props, before_props, prev_resource):
        if self.status == self.FAILED:
            if (self.action == self.CHECK and self.always_replace_on_check_failed) \
                    or self.needs_replace_failed():
                raise UpdateReplace(self)
        if self.state == (self.DELETE, self.COMPLETE):
            raise UpdateReplace(self)
        if self.state == (self.INIT, self.COMPLETE):
            raise UpdateReplace(self)
        if self.needs_replace(after_props):
            raise UpdateReplace(self)
        frozen = after.freeze()
        if self.stack.convergence:
            # The convergence engine compares conditions resolved: a function
            # gives the value that enabled the resource; a name stays a name.
            before, frozen = _resolved_condition(before), _resolved_condition(frozen)
        elif before.condition() is None and frozen.condition() is not None:
            # Heat 27's legacy engine does not see a condition added to a
            # resource that had none (conformance scenario definition_changes)
            frozen = copy.copy(frozen)
            frozen._condition = None
        if before != frozen:
            return True
        try:
            return before_props != after_props
        except ValueError:
            return True

    def preview_update(self, after, before, after_props, before_props, prev_resource):
        """What an update would do, without doing it: True for an in-place
        update, False for none; raises UpdateReplace for a replacement."""
        if not self._needs_update(after, before, after_props, before_props, prev_resource):
            return False
        tmpl_diff = rsrc_defn.ResourceDefinition.Diff(before, after)
        if tmpl_diff and self.needs_replace_with_tmpl_diff(tmpl_diff):
            raise UpdateReplace(self)
        self.update_template_diff_properties(after_props, before_props)
        return True

    def _check_restricted_actions(self, actions, after, before, after_props, before_props,
                                  prev_resource):
        """preview_update, refusing the update or replacement the
        environment's ``restricted_actions`` forbid."""
        try:
            if self.preview_update(after, before, after_props, before_props, prev_resource):
                if "update" in actions:
                    raise exception.ResourceActionRestricted(action="update")
                return True
        except UpdateReplace:
            if "replace" in actions:
                raise exception.ResourceActionRestricted(action="replace")
            raise
        return False

    def update_template_diff(self, after, before):
        return rsrc_defn.ResourceDefinition.Diff(before, after)

    def update_template_diff_properties(self, after_props, before_props):
        update_allowed = self.calc_update_allowed(after_props)
        changed = set()
        for key in after_props:
            try:
                if before_props.get(key) != after_props.get(key):
                    changed.add(key)
            except ValueError:
                changed.add(key)
        if not changed:
            return {}
        changed_immutable = sorted(k for k in changed if after_props.props[k].immutable())
        if changed_immutable:
            raise exception.NotSupported(feature="Update to properties %s of %s (%s)" % (
                ", ".join(changed_immutable), self.name, self.type()))
        if self.needs_replace_with_prop_diff(changed, after_props, before_props):
            raise UpdateReplace(self)
        if not changed <= update_allowed:
            raise UpdateReplace(self.name)
        return {k: after_props.get(k) for k in sorted(changed)}

    def _prepare_update_props(self, after, before):
        before_props = before.properties(self.properties_schema, self.context)
        self.translate_properties(before_props, ignore_resolve_error=True)
        # as Heat: the definition gets the current rules (handle_update reads
        # its properties), then the new properties their own
        after.set_translation_rules(self.translation_rules(self.properties))
        after_props = after.properties(self.properties_schema, self.context)
        self.translate_properties(after_props)
        return after_props, before_props

    def _update_external(self, before, after, new_template_id):
        """An update of a resource with an external_id: nothing to run (True),
        unless it has none (False); changing the external_id fails."""
        before_external, after_external = before.external_id(), after.external_id()
        if before_external != after_external:
            raise exception.ResourceFailure(exception.NotSupported(
                feature="Update to property external_id of %s (%s)" % (self.name, self.type())),
                self, self.UPDATE)
        if after_external is None:
            return False
        self._persist_update_no_change(new_template_id)
        self.t = after
        return True

    def _persist_update_no_change(self, new_template_id):
        """Heat's end of an update that neither updates nor replaces: a
        FAILED resource is COMPLETE again."""
        if new_template_id is not None:
            self.current_template_id = new_template_id
        if self.status == self.FAILED:
            self.state_set(self.action, self.COMPLETE,
                           "Update status to COMPLETE for FAILED resource neither update nor replace.")

    def _update_needed(self, after, before, after_props, before_props, prev_resource):
        """Whether the update runs the handler; raises UpdateReplace when it
        replaces, ResourceFailure when restricted_actions forbid it."""
        restricted = self.stack.env.restricted_actions(self.name)
        try:
            if restricted:
                return self._check_restricted_actions(restricted, after, before, after_props,
                                                      before_props, prev_resource)
            return self._needs_update(after, before, after_props, before_props, prev_resource)
        except UpdateReplace:
            self._prepare_update_replace(self.UPDATE)
            raise
        except exception.ResourceActionRestricted as ex:
            self.stack.add_event(self, self.UPDATE, self.FAILED, str(ex))
            raise exception.ResourceFailure(ex, self, self.UPDATE)

    def update(self, after, before=None, prev_resource=None, new_template_id=None,
               new_requires=None):
        """The UPDATE action (a generator); raises UpdateReplace for replacement.
        The convergence engine passes the template and required rows the
        resource is converged to (recorded once its handler runs)."""
        if before is None:
            before = self.frozen_definition()
        if self._update_external(before, after, new_template_id):
            return
        after_props, before_props = self._prepare_update_props(after, before)
        if not self._update_needed(after, before, after_props, before_props, prev_resource):
            self._persist_update_no_change(new_template_id)
            self.t = after
            self.reparse()
            return
        if (not self.stack.convergence and self.status == self.IN_PROGRESS
                and self.action in (self.CREATE, self.UPDATE, self.ADOPT)):
            raise exception.ResourceFailure(Exception("Resource update already requested"), self, self.UPDATE)
        if new_requires is not None:
            self.requires = self.requires | new_requires
        tmpl_diff = rsrc_defn.ResourceDefinition.Diff(before, after)
        with self._action_recorder(self.UPDATE, UpdateReplace):
            after_props.validate()
            self.properties = before_props
            old_template_id = self.current_template_id
            try:
                if tmpl_diff and self.needs_replace_with_tmpl_diff(tmpl_diff):
                    raise UpdateReplace(self)
                prop_diff = self.update_template_diff_properties(after_props, before_props)
                if new_template_id is not None:
                    self.current_template_id = new_template_id
                yield from self.action_handler_task(self.UPDATE, args=[after, tmpl_diff, prop_diff])
            except UpdateReplace:
                # Still UPDATE_IN_PROGRESS here, as in Heat: the recorder
                # turns the UpdateReplace into UPDATE_COMPLETE afterwards.
                self.current_template_id = old_template_id
                self._prepare_update_replace(self.UPDATE)
                raise
            # as Heat: before UPDATE_COMPLETE is stored
            self.t = after
            self.reparse()
            self._update_stored_properties()
            if new_requires is not None:
                self.requires = new_requires

    def handle_update(self, json_snippet: rsrc_defn.ResourceDefinition, tmpl_diff: dict,
                      prop_diff: dict) -> object:
        if prop_diff:
            raise UpdateReplace(self.name)

    # -- check / suspend / resume / snapshot -------------------------------------
    def check(self):
        """The CHECK action (a generator)."""
        if callable(getattr(self, "handle_check", None)):
            if self.state == (self.INIT, self.COMPLETE):
                reason = "Can not check %s, resource not created yet." % self.name
                self.state_set(self.CHECK, self.FAILED, reason)
                raise exception.ResourceFailure(
                    Exception("Resource %s not created yet." % self.name), self, self.CHECK)
            with self.frozen_properties():
                yield from self._do_action(self.CHECK)
            return
        if self.state == (self.INIT, self.COMPLETE):
            return
        self.state_set(self.CHECK, self.COMPLETE, "CHECK not supported for %s" % self.type())
        return
        yield

    def _verify_check_conditions(self, checks):
        def valid(check):
            if isinstance(check["expected"], list):
                return check["current"] in check["expected"]
            return check["current"] == check["expected"]

        msg = "'%(attr)s': expected '%(expected)s', got '%(current)s'"
        invalid = "; ".join(msg % c for c in checks if not valid(c))
        if invalid:
            raise exception.Error(message=invalid)

    def suspend(self):
        """The SUSPEND action (a generator)."""
        if self.action == self.DELETE or (self.action != self.SUSPEND and self.status != self.COMPLETE):
            raise exception.ResourceFailure(
                exception.Error(message="State %s invalid for suspend" % str(self.state)), self, self.SUSPEND)
        with self.frozen_properties():
            yield from self._do_action(self.SUSPEND)

    def resume(self):
        """The RESUME action (a generator)."""
        allowed = ((self.SUSPEND, self.COMPLETE), (self.RESUME, self.FAILED), (self.RESUME, self.COMPLETE))
        if self.state not in allowed:
            raise exception.ResourceFailure(
                exception.Error(message="State %s invalid for resume" % str(self.state)), self, self.RESUME)
        with self.frozen_properties():
            yield from self._do_action(self.RESUME)

    def snapshot(self):
        """The SNAPSHOT action (a generator)."""
        with self.frozen_properties():
            yield from self._do_action(self.SNAPSHOT)

    def prepare_abandon(self):
        self.abandon_in_progress = True  # its delete now retains it
        return {"name": self.name, "resource_id": self.resource_id, "type": self.type(),
                "action": self.action, "status": self.status, "metadata": self.metadata_get(),
                "resource_data": self.data()}

    def delete_snapshot(self, data):
        """Delete one stored snapshot of this resource (no state change)."""
        yield from self.action_handler_task("delete_snapshot", args=[data])

    # -- signal ---------------------------------------------------------------------
    def signal(self, details: object = None) -> None:
        """Deliver a signal to ``handle_signal`` (with the frozen properties);
        returns whether other resources' metadata needs refreshing."""
        if self.action in self.no_signal_actions:
            self.stack.add_event(self, self.action, self.status,
                                 "Cannot signal resource during %s" % self.action)
            raise exception.NotSupported(feature="Signal resource during %s" % self.action)
        if details and "unset_hook" in details:
            # Heat clears a breakpoint hook here; plugin-sdk sets none, so
            # every hook is unknown or not defined (Heat's two messages).
            hook = details["unset_hook"]
            if hook not in environment.HOOK_TYPES:
                raise exception.InvalidBreakPointHook(
                    message='Invalid hook type "%s" for %s' % (hook, self))
            raise exception.InvalidBreakPointHook(
                message='The "%s" hook is not defined on %s' % (hook, self))
        handler = getattr(self, "handle_signal", None)
        if not callable(handler):
            raise exception.ResourceActionNotSupported(action="signal")
        try:
            with self.frozen_properties():
                result = self._run_handler(handler, details)
        except NoActionRequired:
            return self.signal_needs_metadata_updates
        except Exception as ex:
            raise exception.ResourceFailure(ex, self)
        self.stack.add_event(self, "SIGNAL", self.status,
                             "Signal: %s" % result if result else _signal_text(details))
        return self.signal_needs_metadata_updates

    # -- delete ---------------------------------------------------------------------
    def handle_delete(self) -> object:
        if self.entity and self.resource_id is not None:
            with self._default_client_plugin().ignore_not_found:
                getattr(self.client(), self.entity).delete(self.resource_id)
                return self.resource_id
        return None

    def delete(self):
        """The DELETE action (a generator), following the deletion policy."""
        if self.state == (self.DELETE, self.COMPLETE) or self.action == self.INIT:
            return
        initial_state = self.state
        if self._stored_properties_data is not None:
            # The stored values; a finder that fails now must not block the
            # delete, so its raw value is kept.
            self.properties = self.frozen_definition().properties(self.properties_schema, self.context)
            self.translate_properties(self.properties, ignore_resolve_error=True)
        with self._action_recorder(self.DELETE):
            policy = self.t.deletion_policy()
            if self.abandon_in_progress:
                policy = "Retain"
            if policy == "Retain":
                return
            args = [initial_state] if policy == "Snapshot" else []
            prefix = "snapshot" if policy == "Snapshot" else None
            for attempt in range(self.stack.action_retry_limit + 1):
                if attempt:
                    yield int(2 ** attempt + 1)  # Heat's backoff, on the virtual clock
                try:
                    yield from self.action_handler_task(self.DELETE, args=args, action_prefix=prefix)
                    return
                except Exception as ex:
                    retry = (self._default_client_plugin().is_conflict(ex)
                             or isinstance(ex, exception.PhysicalResourceExists))
                    if not retry or attempt == self.stack.action_retry_limit:
                        raise

    def destroy(self):
        """Delete, then drop the stored record (a reload starts afresh)."""
        yield from self.delete()
        if self.id is not None:
            self.stack.store.delete_resource(self)
            self.id = None

    # -- helpers Heat offers plug-ins --------------------------------------------------
    BASE_ATTRIBUTES = (SHOW,) = (_SHOW_ATTR,)

    @property
    def external_id(self):
        return self.t.external_id()

    def physical_resource_name_or_FnGetRefId(self):
        name = self.physical_resource_name()
        return str(name) if name is not None else Resource.get_reference_id(self)

    def calc_update_allowed(self, props):
        """Names of the properties an in-place update may change."""
        allowed = set(self.update_allowed_properties)
        for name, prop in props.props.items():
            if prop.update_allowed():
                allowed.add(name)
        return allowed

    def has_interface(self, resource_type):
        return self.type() == resource_type

    def required_by(self):
        """Names of the resources that depend on this one directly."""
        graph = self.stack.requires(self.stack.defns, self.stack.resources)
        return sorted(name for name, reqs in graph.items() if self.name in reqs)

    def state_reset(self):
        self.action, self.status = self.INIT, self.COMPLETE

    def cancel_grace_period(self):
        """Seconds a running action gets after a sibling failed (None: cancel now)."""
        if callable(getattr(self, "handle_%s_cancel" % self.action.lower(), None)):
            return None
        return self.stack.error_wait_time

    def get_live_resource_data(self):
        try:
            return self._show_resource()
        except Exception as ex:
            if self._default_client_plugin().is_not_found(ex):
                raise exception.EntityNotFound(entity="Resource", name=self.name)
            raise

    def parse_live_resource_data(self, resource_properties, resource_data):
        """The update-allowed properties found in the live data."""
        result = {}
        for key in self.calc_update_allowed(self.properties):
            if key in resource_data:
                if key == "name" and resource_properties.get(key) is None:
                    continue  # a name Heat generated is not the user's
                result[key] = resource_data.get(key)
        return result

    # -- hooks plug-ins may override ----------------------------------------------
    def add_dependencies(self, deps: object) -> None:
        pass

    def get_live_state(self, resource_properties):
        """The live values of the properties ({} when nothing can be read)."""
        data = self.get_live_resource_data()
        if data is None:
            return {}
        return self.parse_live_resource_data(resource_properties, data)

    def metadata_update(self, new_metadata=None):
        pass

    def handle_metadata_reset(self):
        pass


def _resolved_condition(defn):
    """``defn`` with a condition function replaced by True (it is enabled)."""
    if isinstance(defn.condition(), (dict, function.Function)):
        defn = copy.copy(defn)
        defn._condition = True
    return defn


def _client_shortcut(name):
    def shortcut(self):
        return self.client(name)
    shortcut.__name__ = shortcut.__qualname__ = name
    shortcut.__doc__ = "``self.client(%r)``, a shortcut Heat offers plug-ins." % name
    return shortcut


for _name in ("keystone", "nova", "swift", "neutron", "cinder", "trove", "heat", "glance"):
    setattr(Resource, _name, _client_shortcut(_name))
