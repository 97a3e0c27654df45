"""The registry a stack looks types, custom constraints and clients up in."""
import logging

from sdk import exception

LOG = logging.getLogger(__name__)


class Environment:
    """Resource types, custom constraints and client plug-ins by name."""

    def __init__(self, parent=None):
        self.parent = parent
        self.types = {}
        self.constraints = {}
        self.clients = {}

    def register_class(self, type_name, cls, path=None):
        if type_name in self.types and self.types[type_name] is not cls:
            LOG.warning("Changing %s from %s to %s", type_name, self.types[type_name], cls)
        self.types[type_name] = cls

    def register_constraint(self, name, cls):
        self.constraints[name] = cls

    def register_client(self, name, client_plugin):
        """Register a client plug-in (see ``sdk.clients.ClientPlugin``)."""
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
        return self._lookup("constraints", name)

    def get_client_plugin(self, name):
        return self._lookup("clients", name)

    def get_class(self, type_name):
        cls = self._lookup("types", type_name)
        if cls is None:
            raise exception.EntityNotFound(entity="Resource Type", name=type_name)
        return cls

    def get_class_to_instantiate(self, type_name, resource_name=None):
        if type_name == "":
            raise exception.StackValidationFailed(message='Resource "%s" has no type' % resource_name)
        if type_name is None:
            raise exception.StackValidationFailed(
                message='Non-empty resource type is required for resource "%s"' % resource_name)
        if not isinstance(type_name, str):
            raise exception.StackValidationFailed(message='Resource "%s" type is not a string' % resource_name)
        try:
            return self.get_class(type_name)
        except exception.EntityNotFound as exc:
            raise exception.StackValidationFailed(message=str(exc))

    def all_types(self):
        names, env = {}, self
        while env is not None:
            for name, cls in env.types.items():
                names.setdefault(name, cls)
            env = env.parent
        return names


_GLOBAL = None


def global_env():
    """The process-wide environment: Heat's built-in constraints and its
    client-free resource types (OS::Heat::None, Value, RandomString, TestResource)."""
    global _GLOBAL
    if _GLOBAL is None:
        from sdk import builtin_constraints, builtin_resources
        _GLOBAL = Environment()
        for name, cls in builtin_constraints.constraint_mapping().items():
            _GLOBAL.register_constraint(name, cls)
        for name, cls in builtin_resources.resource_mapping().items():
            _GLOBAL.register_class(name, cls)
    return _GLOBAL
