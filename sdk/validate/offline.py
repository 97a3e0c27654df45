"""What lets the runtime's validation run without a cloud or parameter
values: client plug-ins and client-backed constraints are not consulted,
and a value that only exists once the stack runs is "unknown" (not checked,
as Heat leaves a value from a resource not yet created)."""
from sdk.engine import environment, function
from sdk.engine.constraints import BaseCustomConstraint
from sdk.engine.hot import functions

#: the resource an unknown value pretends to come from (no template can name it)
UNKNOWN = "\0unknown"
#: the function name that stands for a value the checks cannot know
UNKNOWN_CALL = "\0unknown"


class Unknown(function.Function):
    """A value known only when the stack runs."""

    def __init__(self, stack, fn_name=UNKNOWN_CALL, args=None):
        super().__init__(stack, fn_name, args)

    def own_dependencies(self):
        return (UNKNOWN,)

    def result(self):
        return None


class OfflineGetParam(functions.GetParam):
    """get_param of a parameter with no value yet: unknown, not an error."""

    def _unset(self):
        args = self.args
        name = args[0] if isinstance(args, list) and args else args
        params = self.stack.parameters
        return (isinstance(name, str) and name in params.params
                and not params.params[name].has_value())

    def own_dependencies(self):
        return (UNKNOWN,) if self._unset() else ()

    def result(self):
        return None if self._unset() else super().result()


class NeedsCloud(Exception):
    """A check reached for a client: what it would find is unknown offline."""


class _AnyClient:
    """Stands for every client plug-in: whatever is asked of it raises
    NeedsCloud, and the check that asked is skipped."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        raise NeedsCloud(name)


class _Accepting:
    def validate(self, value, context):
        return True


class OfflineEnvironment(environment.Environment):
    """``parent`` with every client present, and client-backed or
    unregistered custom constraints accepting any value (the cloud or the
    deployment that would check them is not here)."""

    def get_client_plugin(self, name):
        return super().get_client_plugin(name) or _AnyClient()

    def get_constraint(self, name):
        cls = super().get_constraint(name)
        if cls is None:
            return _Accepting
        if isinstance(cls, type) and issubclass(cls, BaseCustomConstraint) and (
                cls.resource_client_name or
                cls.validate_with_client is not BaseCustomConstraint.validate_with_client):
            return _Accepting
        return cls
