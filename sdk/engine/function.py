"""Intrinsic functions inside templates, and helpers that walk snippets.

A snippet is template data in which every function call (a one-key mapping
such as ``{get_attr: [r, a]}``) has been parsed into a ``Function``.
"""
import collections.abc

from sdk.common import exception


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
        parts = self.path[1:-1] if self.path[:1] in (["resources"], ["Resources"]) else self.path[:-1]
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


#: leaf types that need no inspection (the common case, checked first for speed)
SCALARS = frozenset((str, int, float, bool, type(None)))


def walk(snippet):
    """Every Function in a snippet, outermost first (a list)."""
    out = []
    _collect(snippet, out)
    return out


def _collect(snippet, out):
    kind = type(snippet)
    if kind is dict:
        values = snippet.values()
    elif kind is list or kind is tuple:
        values = snippet
    elif kind in SCALARS:
        return
    elif isinstance(snippet, Function):
        out.append(snippet)
        values = (snippet.args,)
    elif isinstance(snippet, collections.abc.Mapping):
        values = snippet.values()
    elif isinstance(snippet, (list, tuple)):
        values = snippet
    else:
        return
    for v in values:
        if type(v) not in SCALARS:
            _collect(v, out)


def resolve(snippet, nullable=False):
    """The snippet with every function replaced by its result. Items that
    resolve to Ellipsis (an ``if`` without a false branch) are dropped."""
    kind = type(snippet)
    if kind in SCALARS:
        return snippet
    if kind is dict:
        return _resolve_items(snippet.items())
    if kind is list:
        return _resolve_list(snippet)
    if isinstance(snippet, Function):
        result = snippet.result()
        if type(result) in SCALARS:
            return result
        result = resolve(result, nullable)
        return None if result is Ellipsis and not nullable else result
    if isinstance(snippet, collections.abc.Mapping):
        return _resolve_items(snippet.items())
    if isinstance(snippet, (list, tuple)):
        return _resolve_list(snippet)
    return None if snippet is Ellipsis and not nullable else snippet


def render(snippet):
    """Template data again: every Function as the call it was parsed from."""
    if isinstance(snippet, Function):
        return {snippet.fn_name: render(snippet.args)}
    if isinstance(snippet, collections.abc.Mapping):
        return {k: render(v) for k, v in snippet.items()}
    if isinstance(snippet, (list, tuple)):
        return [render(v) for v in snippet]
    return snippet


def _non_null_item(item):
    """Whether a (key, value) pair stays in a resolved mapping (ResourceGroup
    filters its member properties with it, as Heat's resolve does)."""
    return item[1] is not Ellipsis


def _non_null_value(value):
    return value is not Ellipsis


def _resolve_items(items):
    out = {}
    for k, v in items:
        if type(v) not in SCALARS:
            v = resolve(v, nullable=True)
            if v is Ellipsis:
                continue
        out[k] = v
    return out


def _resolve_list(snippet):
    out = []
    for v in snippet:
        if type(v) not in SCALARS:
            v = resolve(v, nullable=True)
            if v is Ellipsis:
                continue
        out.append(v)
    return out


def validate(snippet):
    """Validate every function call in a snippet; an error names its path."""
    validate_functions(walk(snippet))


def validate_functions(functions):
    """Validate each of these calls (not their arguments); an error names its path."""
    for fn in functions:
        try:
            fn.validate()
        except exception.StackValidationFailed:
            raise
        except Exception as exc:
            if exception.is_unwrapped(exc):
                raise
            raise exception.StackValidationFailed(path=fn.path, message=str(exc))


def dependencies(snippet):
    """Names of every resource a snippet refers to."""
    return {name for fn in walk(snippet) for name in fn.own_dependencies()}


def dep_attrs(snippet, resource_name):
    """Attribute names of ``resource_name`` that a snippet reads."""
    return {attr for fn in walk(snippet) for attr in fn.own_dep_attrs(resource_name)}


def depends_on_init(snippet):
    """True when the snippet refers to a resource that was never created."""
    if type(snippet) in SCALARS:
        return False
    if isinstance(snippet, Function):
        # A parsed call's arguments never change, so the names it refers to
        # are found once (kept as a tuple of strings: nothing for the GC);
        # the calls parsed with it resolve against the same stack.
        names = getattr(snippet, "_referenced_names", None)
        if names is None:
            names = snippet._referenced_names = tuple(
                name for fn in walk(snippet) for name in fn.own_dependencies())
        for name in names:
            if snippet.stack.resource_action(name) == "INIT":
                return True
        return False
    for fn in walk(snippet):
        for name in fn.own_dependencies():
            if fn.stack.resource_action(name) == "INIT":
                return True
    return False
