"""The registry a stack looks types, custom constraints and clients up in."""
import collections.abc
import fnmatch
import logging

from sdk.common import exception
from sdk.engine import plugin_manager

LOG = logging.getLogger(__name__)


SECTIONS = ("parameters", "resource_registry", "parameter_defaults", "encrypted_param_names",
            "event_sinks", "parameter_merge_strategies")
RESTRICTED_ACTIONS = ("update", "replace")
HOOK_TYPES = ("pre-create", "pre-update", "pre-delete", "post-create", "post-update", "post-delete")


def _checked(value, allowed, error, text):
    """``value`` (one name or a list of them) as a set, if every name is allowed."""
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, collections.abc.Sequence) or not all(n in allowed for n in names):
        raise error(message=text % (value, allowed))
    return set(names)


class Environment:
    """Resource types, custom constraints and client plug-ins by name; a
    user environment (``Environment.from_user``) adds Heat's environment-file
    mappings, parameters and parameter defaults on top of its parent."""

    def __init__(self, parent=None):
        self.parent = parent
        self.types = {}
        #: {type name: module file} of types a module's available_resource_mapping()
        #: left out (Heat does not register them; saying so explains an empty list)
        self.unavailable = {}
        self.constraints = {}
        self.clients = {}
        #: what OpenStack clients authenticate with (a fake cloud's), None: inherited
        self.credentials = None
        self.user = False
        #: type name or ``Prefix::*`` glob -> type name (resource_registry)
        self.mappings = {}
        #: resource name -> {type name: type name} (resource_registry.resources)
        self.resource_mappings = {}
        #: resource name glob -> actions an update may not take ("update", "replace")
        self.restricted = {}
        self.params = {}
        self.param_defaults = {}
        #: registration steps put off until a type is first missed (see load_lazy_types)
        self.lazy_types = []
        #: the class provider templates are run with (the global environment's
        #: is Heat's TemplateResource, set by sdk.engine.resources)
        self.template_resource = None

    @classmethod
    def from_user(cls, parent, data):
        """The environment of a stack from a Heat environment file's content
        (a mapping, or YAML text), on top of ``parent``."""
        if isinstance(data, str):
            from sdk.common import template_format
            try:
                data = template_format.load(data) or {}
            except template_format.RequestLimitExceeded:
                raise
            except ValueError as exc:
                yea = getattr(exc, "yaml_error", exc)
                raise ValueError(str(yea).replace("\n", " ")) from None
        if not isinstance(data, dict):
            raise ValueError("The environment is not a valid YAML mapping data type.")
        for section, value in data.items():
            if section not in SECTIONS:
                raise ValueError('environment has wrong section "%s"' % section)
            if value is None:
                raise ValueError('environment has empty section "%s"' % section)
        env = cls(parent)
        env.user = True
        try:
            env._load(data)
        except (AttributeError, TypeError) as exc:
            raise exception.unwrapped(exc)
        return env

    def _load(self, data):
        """The sections of a user environment. Heat reads them with dict()
        and .items(): a list or a string given instead fails with those
        functions' own errors."""
        self.params = dict(data.get("parameters", {}))
        self.param_defaults = dict(data.get("parameter_defaults", {}).items())
        for key, value in data.get("resource_registry", {}).items():
            if key == "resources" and isinstance(value, dict):
                self.resource_mappings = {
                    name: _resource_entries(mapping) for name, mapping in value.items()}
                for name, mapping in value.items():
                    self._resource_options(name, mapping or {})
            elif isinstance(value, str):
                if _is_template(key) or _is_template(value):
                    _check_template_url(value)
                self.mappings[key] = value
            elif value is not None:
                # Heat registers it as a resource class and then reads its
                # support_status
                raise AttributeError("'%s' object has no attribute 'support_status'"
                                     % type(value).__name__)
            # None removes an entry of this (fresh) registry: nothing to do

    def _resource_options(self, name, options):
        """``restricted_actions`` and ``hooks`` of a resource_registry
        ``resources`` entry, checked as Heat does when it loads them (plugin-sdk
        does not pause on hooks)."""
        if "restricted_actions" in options:
            self.restricted[name] = _checked(
                options["restricted_actions"], RESTRICTED_ACTIONS, exception.InvalidRestrictedAction,
                'Invalid restricted_action type "%s" for resource, acceptable restricted_action '
                'types are: %s')
        if "hooks" in options:
            _checked(options["hooks"], HOOK_TYPES, exception.InvalidBreakPointHook,
                     'Invalid hook type "%s" for resource breakpoint, acceptable hook types are: %s')

    def layer_as_dict(self):
        """This environment's own sections, not its parents', as an
        environment file holds them (what a nested stack's state keeps)."""
        registry = dict(self.mappings)
        resources = {name: dict(types) for name, types in self.resource_mappings.items()}
        for name, actions in self.restricted.items():
            resources.setdefault(name, {})["restricted_actions"] = sorted(actions)
        if resources:
            registry["resources"] = resources
        return {"parameters": dict(self.params), "parameter_defaults": dict(self.param_defaults),
                "resource_registry": registry}

    def user_env_as_dict(self):
        """The user's part of the environment as Heat's API takes it (what
        OS::Heat::Stack sends with a remote stack): every layer above the
        global environment, nearer layers winning, and this one's parameters."""
        chain, env = [], self
        while env is not None and env.parent is not None:   # the global one is Heat's own
            chain.append(env.layer_as_dict())
            env = env.parent
        registry, defaults = {}, {}
        for layer in reversed(chain):
            resources = layer["resource_registry"].pop("resources", {})
            registry.update(layer["resource_registry"])
            if resources:
                registry.setdefault("resources", {}).update(resources)
            defaults.update(layer["parameter_defaults"])
        return {"resource_registry": registry, "parameters": dict(self.params),
                "parameter_defaults": defaults, "event_sinks": []}

    def restricted_actions(self, resource_name):
        """The actions (``update``, ``replace``) an update may not take on
        the resource: every matching glob of the user environment counts."""
        actions, env = set(), self
        while env is not None:
            for pattern, names in env.restricted.items():
                if fnmatch.fnmatchcase(resource_name, pattern):
                    actions |= names
            env = env.parent
        return actions

    def register_class(self, type_name, cls, path=None):
        if type_name in self.types and self.types[type_name] is not cls:
            LOG.warning("Changing %s from %s to %s", type_name, self.types[type_name], cls)
        self.types[type_name] = cls

    def register_constraint(self, name, cls):
        self.constraints[name] = cls

    def register_client(self, name, client_plugin):
        """Register a client plug-in (see ``sdk.engine.clients.client_plugin.ClientPlugin``)."""
        self.clients[name] = client_plugin

    def _lookup(self, table, name):
        env = self
        while env is not None:
            found = getattr(env, table).get(name)
            if found is not None:
                return found
            env = env.parent
        return None

    def get_constraint(self, name):
        """A custom constraint registered here or above, else one an installed
        package's ``heat.constraints`` entry point provides."""
        return self._lookup("constraints", name) or plugin_manager.installed("heat.constraints", name)

    def get_client_plugin(self, name):
        """A client plug-in registered here or above, else one an installed
        package's ``heat.clients`` entry point provides."""
        return self.registered_client(name) or plugin_manager.installed_client(name)

    def registered_client(self, name):
        return self._lookup("clients", name)

    def get_credentials(self):
        env = self
        while env is not None:
            if env.credentials is not None:
                return env.credentials
            env = env.parent
        return None

    def get_class(self, type_name, resource_name=None):
        wanted, seen = type_name, set()
        while True:
            env = self
            while env is not None:
                if type_name in env.types:
                    return env.types[type_name]
                if _is_template(type_name) and env.template_resource is not None:
                    return env.template_resource.for_template(wanted, type_name)
                mapped = env._mapped(type_name, resource_name)
                if mapped is not None:
                    if (type_name, mapped) in seen:
                        # Heat follows the aliases by recursion, without end
                        raise exception.unwrapped(RecursionError(
                            "maximum recursion depth exceeded while calling a Python object"))
                    seen.add((type_name, mapped))
                    type_name = mapped  # Heat looks the target up from the top again
                    break
                env = env.parent
            else:
                if self._load_lazy_types():
                    continue
                # Heat names the type the template asked for, not an alias target
                error = exception.EntityNotFound(entity="Resource Type", name=wanted)
                hint = _in_tree_hint(wanted)
                if hint:
                    error.message += hint
                    error.args = (error.message,)
                raise error

    def _load_lazy_types(self):
        """Run the registration steps the root environment put off (Heat's
        in-tree types, registered when a template first names a type nothing
        else provides); False when none was pending."""
        root = self
        while root.parent is not None:
            root = root.parent
        pending, root.lazy_types = root.lazy_types, []
        for register in pending:
            register(root)
        return bool(pending)

    def _mapped(self, type_name, resource_name):
        """What this environment's resource_registry maps ``type_name`` to:
        a per-resource entry, an exact one, else the longest matching glob."""
        per_resource = self.resource_mappings.get(resource_name, {}) if resource_name else {}
        if type_name in per_resource:
            return per_resource[type_name]
        if type_name in self.mappings:
            return self.mappings[type_name]
        globs = sorted((k for k, v in self.mappings.items()
                        if k.endswith("*") and type_name.startswith(k[:-1]) and type_name != v),
                       key=len, reverse=True)
        for glob in globs:
            target = self.mappings[glob]
            return target[:-1] + type_name[len(glob) - 1:] if target.endswith("*") else target
        return None

    def get_class_to_instantiate(self, type_name, resource_name=None):
        if type_name == "":
            raise exception.StackValidationFailed(message='Resource "%s" has no type' % resource_name)
        if type_name is None:
            raise exception.StackValidationFailed(
                message='Non-empty resource type is required for resource "%s"' % resource_name)
        if not isinstance(type_name, str):
            raise exception.StackValidationFailed(message='Resource "%s" type is not a string' % resource_name)
        try:
            return self.get_class(type_name, resource_name)
        except exception.EntityNotFound as exc:
            raise exception.StackValidationFailed(message=str(exc))

    def all_types(self):
        """Type name -> class of every registered type, Heat's in-tree ones
        (registered lazily) included."""
        self._load_lazy_types()
        names, env = {}, self
        while env is not None:
            for name, cls in env.types.items():
                names.setdefault(name, cls)
            env = env.parent
        return names


def _resource_entries(mapping):
    """One resource's type mappings in resource_registry.resources (its
    hooks and restricted_actions are not)."""
    if isinstance(mapping, str):
        raise TypeError("argument of type 'MapResourceInfo' is not iterable")
    return {t: v for t, v in (mapping or {}).items()
            if isinstance(v, str) and t not in ("hooks", "restricted_actions")}


def _is_template(target):
    return target.endswith((".yaml", ".template")) or "://" in target


def _check_template_url(url):
    """A type mapped to a provider template: Heat takes it from the files
    map, or fetches an http(s) URL; any other scheme is refused when the
    environment is loaded."""
    scheme = url.split("://", 1)[0] if "://" in url else ""
    if scheme not in ("http", "https", ""):
        raise exception.StackValidationFailed(
            message='Could not fetch remote template "%s": Invalid URL scheme %s' % (url, scheme))




def get_child_environment(parent_env, child_params, item_to_remove=None,
                          child_resource_name=None):
    """A nested stack's environment, as Heat builds it: the parent's types,
    mappings and clients underneath, and ``child_params`` as the only
    parameters (flat values, or a Heat environment's content)."""
    child = Environment(parent=parent_env)
    params = dict(child_params or {})
    if "parameters" in params or "resource_registry" in params or "parameter_defaults" in params:
        child._load(params)
    else:
        child.params = params
    return child


def _in_tree_hint(type_name):
    """How to get Heat's in-tree types (``OS::``, ``AWS::``) when a template names
    one and Heat's source, which they are loaded from, is not fetched."""
    if not type_name.startswith(("OS::", "AWS::")):
        return ""
    from sdk.common import heat_source
    if heat_source.available() is not None:
        return ""
    return (" Heat's in-tree types are loaded from Heat %s's source, which is not fetched "
            "yet: run `%s` (once: it is kept in plugin-sdk's cache)"
            % (heat_source.HEAT_VERSION, heat_source.FETCH_COMMAND))
