"""Intrinsic functions inside templates, and helpers that walk snippets.

A snippet is template data in which every function call (a one-key mapping
such as ``{get_attr: [r, a]}``) has been parsed into a ``Function``.
"""
import collections.abc


class Function:
    """A parsed function call; ``result()`` evaluates it against its stack."""

    def __init__(self, stack, fn_name, args):
        self.stack = stack
        self.fn_name = fn_name
        self.args = args
        #: where the call stands in the template, e.g. [resources, r, properties, p, get_attr]
        self.path = [fn_name]

    def validate(self):
        """Check this call's own arguments (nested calls are checked by
        ``function.validate``)."""

    def result(self):
        raise NotImplementedError

    def reference_key(self):
        """Heat's name for where this call stands, e.g. ``res.Properties.prop``."""
        sections = {"properties": "Properties", "metadata": "Metadata"}
        parts = self.path[1:-1] if self.path[:1] == ["resources"] else self.path[:-1]
        return ".".join(str(sections.get(p, p) if i == 1 else p) for i, p in enumerate(parts))

    def own_dependencies(self):
        """Names of resources this call itself refers to."""
        return ()

    def own_dep_attrs(self, resource_name):
        """Attribute names of ``resource_name`` this call itself reads."""
        return ()

    def __repr__(self):
        return "{%s: %r}" % (self.fn_name, self.args)

    def __eq__(self, other):
        if isinstance(other, Function):
            return self.fn_name == other.fn_name and self.args == other.args
        return resolve(self) == other

    __hash__ = None


def walk(snippet):
    """Every Function in a snippet, outermost first."""
    if isinstance(snippet, Function):
        yield snippet
        yield from walk(snippet.args)
    elif isinstance(snippet, collections.abc.Mapping):
        for v in snippet.values():
            yield from walk(v)
    elif isinstance(snippet, (list, tuple)):
        for v in snippet:
            yield from walk(v)


def resolve(snippet, nullable=False):
    """The snippet with every function replaced by its result. Items that
    resolve to Ellipsis (an ``if`` without a false branch) are dropped."""
    if isinstance(snippet, Function):
        result = resolve(snippet.result(), nullable)
        return None if result is Ellipsis and not nullable else result
    if isinstance(snippet, collections.abc.Mapping):
        out = {}
        for k, v in snippet.items():
            v = resolve(v, nullable=True)
            if v is not Ellipsis:
                out[k] = v
        return out
    if isinstance(snippet, (list, tuple)):
        return [v for v in (resolve(v, nullable=True) for v in snippet) if v is not Ellipsis]
    return None if snippet is Ellipsis and not nullable else snippet


def validate(snippet):
    """Validate every function call in a snippet; an error names its path."""
    from sdk import exception
    for fn in walk(snippet):
        try:
            fn.validate()
        except exception.StackValidationFailed:
            raise
        except Exception as exc:
            raise exception.StackValidationFailed(path=fn.path, message=str(exc))


def dependencies(snippet):
    """Names of every resource a snippet refers to."""
    return {name for fn in walk(snippet) for name in fn.own_dependencies()}


def dep_attrs(snippet, resource_name):
    """Attribute names of ``resource_name`` that a snippet reads."""
    return {attr for fn in walk(snippet) for attr in fn.own_dep_attrs(resource_name)}


def depends_on_init(snippet):
    """True when the snippet refers to a resource that was never created."""
    return any(fn.stack.resource_action(name) == "INIT"
               for fn in walk(snippet) for name in fn.own_dependencies())
