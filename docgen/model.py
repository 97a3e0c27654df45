"""Resource plug-in classes introspected into plain data (loading.py loads them).

One model feeds the Sphinx directive, ``plugin-sdk docs --format json`` and
the Markdown writer. HIDDEN filtering happens here, once, at every depth:
nothing HIDDEN ever reaches a renderer.
"""
import collections.abc
import functools
import inspect
import os
import re
import sys
from dataclasses import asdict, dataclass, field
from typing import Any, Optional

from docgen import words
from sdk import plugin_loader
from sdk.engine import support, vocabulary

STATUSES = ("supported", "unsupported", "deprecated")
HIDDEN = support.HIDDEN
# An invalid status string becomes UNKNOWN; it is listed with the unsupported.
_STATUS_GROUP = {support.SUPPORTED: "supported", support.DEPRECATED: "deprecated",
                 support.UNSUPPORTED: "unsupported", support.UNKNOWN: "unsupported"}


@dataclass
class Status:
    status: str
    version: str | None = None
    message: str | None = None


@dataclass
class Constraint:
    kind: str
    value: Any
    description: str | None = None
    text: str = ""


@dataclass
class Property:
    name: str
    #: Dotted path from the type's properties ("networks.port"); list items add nothing.
    path: str
    type: str
    description: str = ""
    required: bool = False
    has_default: bool = False
    default: Any = None
    constraints: list[Constraint] = field(default_factory=list)
    #: "allowed", "replace" or "fail"; a nested property updates as its
    #: top-level property does (as Heat's reference says of it).
    update: str | None = None
    implemented: bool = True
    support: list[Status] = field(default_factory=list)
    #: The keys of a MAP, sorted.
    schema: list["Property"] = field(default_factory=list)
    #: The element of a LIST.
    item: Optional["Property"] = None

    @property
    def status(self):
        return self.support[0].status

    @property
    def is_plain(self):
        """A bare scalar: nothing to say about it beyond its type."""
        return not (self.description or self.constraints or self.has_default or self.schema
                    or self.item or self.type in (vocabulary.LIST, vocabulary.MAP)
                    or words.status_lines(self.support))

    @property
    def type_label(self):
        """"List of String" for a list of plain scalars, else the type."""
        if self.item is not None and self.item.is_plain:
            return "%s of %s" % (self.type, self.item.type)
        return self.type

    def label(self, nested):
        """What follows the name: "Integer", or "Integer, required" for a
        nested key (top-level ones are listed under Required/Optional)."""
        if not nested or self.name == "*":
            return self.type_label
        return "%s, %s" % (self.type_label, "required" if self.required else "optional")


@dataclass
class Attribute:
    name: str
    type: str | None = None
    description: str = ""
    support: list[Status] = field(default_factory=list)

    @property
    def status(self):
        return self.support[0].status


@dataclass
class ResourceType:
    name: str
    class_name: str
    source: str | None = None
    line: int | None = None
    doc: str = ""
    support: list[Status] = field(default_factory=list)
    properties: list[Property] = field(default_factory=list)
    attributes: list[Attribute] = field(default_factory=list)
    #: The keys of the resource's ``update_policy`` section, if it has one.
    update_policy: list[Property] = field(default_factory=list)

    @property
    def status(self):
        return self.support[0].status

    @property
    def required_properties(self):
        return [p for p in self.properties if p.required]

    @property
    def optional_properties(self):
        return [p for p in self.properties if not p.required]


@dataclass
class Deprecation:
    """A DEPRECATED type, property or attribute, for "Deprecations by release"."""
    type_name: str
    kind: str  # "type", "property" or "attribute"
    name: str  # the type name, a property path or an attribute name
    version: str | None
    message: str | None


@dataclass
class Reference:
    types: list[ResourceType]
    #: Source files the reference was made from (for incremental builds).
    sources: list[str] = field(default_factory=list)

    def deprecations(self):
        found = []
        for rtype in self.types:
            if rtype.status == support.DEPRECATED:
                found.append(_deprecation(rtype, "type", rtype.name, rtype.support[0]))
            stack = list(rtype.properties)
            while stack:
                prop = stack.pop(0)
                if prop.status == support.DEPRECATED:
                    found.append(_deprecation(rtype, "property", prop.path, prop.support[0]))
                stack[:0] = prop.schema + ([prop.item] if prop.item else [])
            for attr in rtype.attributes:
                if attr.status == support.DEPRECATED:
                    found.append(_deprecation(rtype, "attribute", attr.name, attr.support[0]))
        return found

    def to_dict(self, relative_to=None):
        """Plain data; source paths under ``relative_to`` are made relative,
        so a committed copy does not depend on where the checkout is."""
        types = [asdict(t) for t in self.types]
        if relative_to:
            root = os.path.abspath(relative_to)
            for data in types:
                source = data["source"]
                if source and os.path.abspath(source).startswith(root + os.sep):
                    data["source"] = os.path.relpath(source, root)
        return {"types": types,
                "deprecations": [asdict(d) for d in self.deprecations()]}


def by_release(entries, deprecation_of=lambda entry: entry):
    """[(version, entries)], newest release first, entries without a version
    last; within a release by type, the type itself before its parts."""
    from docgen import releases
    groups = {}
    for entry in entries:
        groups.setdefault(deprecation_of(entry).version, []).append(entry)
    versions = sorted((v for v in groups if v is not None), key=releases.version_key, reverse=True)

    def order(entry):
        dep = deprecation_of(entry)
        return (dep.type_name, dep.kind != "type", dep.kind, dep.name)
    return [(v, sorted(groups[v], key=order)) for v in versions + ([None] if None in groups else [])]


def _deprecation(rtype, kind, name, status):
    return Deprecation(rtype.name, kind, name, status.version,
                       None if status.message is None else str(status.message))


# -- introspection ------------------------------------------------------------------

def _chain(support_status):
    chain = []
    while support_status is not None:
        message = support_status.message
        chain.append(Status(str(support_status.status),
                            None if support_status.version is None else str(support_status.version),
                            None if message is None else str(message)))
        support_status = support_status.previous_status
    return chain or [Status(support.SUPPORTED)]


def _status_of(schema):
    status = getattr(schema, "support_status", None)
    return _chain(status) if status is not None else [Status(support.SUPPORTED)]


def _is_hidden(schema):
    status = getattr(schema, "support_status", None)
    return status is not None and status.status == HIDDEN


#: docgen's name for each constraint class (Length before Range, its base class).
_CONSTRAINT_KINDS = ((vocabulary.LENGTH, "length"), (vocabulary.RANGE, "range"),
                     (vocabulary.MODULO, "modulo"), (vocabulary.ALLOWED_VALUES, "allowed_values"),
                     (vocabulary.ALLOWED_PATTERN, "allowed_pattern"),
                     (vocabulary.CUSTOM_CONSTRAINT, "custom"))


def _constraint(constraint):
    bases = {c.__name__ for c in type(constraint).__mro__}
    kind = next((k for cls, k in _CONSTRAINT_KINDS if cls in bases), "other")
    if kind in ("range", "length"):
        value = {k: v for k, v in (("min", constraint.min), ("max", constraint.max)) if v is not None}
    elif kind == "modulo":
        value = {"step": constraint.step, "offset": constraint.offset}
    elif kind == "allowed_values":
        value = list(constraint.allowed)
    elif kind == "allowed_pattern":
        value = constraint.pattern
    elif kind == "custom":
        value = constraint.name
    else:
        value = str(constraint)
    description = getattr(constraint, "description", None)
    description = None if description is None else str(description)
    return Constraint(kind, value, description,
                      words.plain(words.constraint_segments(kind, value, description)))


def _as_schema(schema):
    """Heat also accepts the older dict form ({'Type': 'String'})."""
    if isinstance(schema, collections.abc.Mapping) and not hasattr(schema, "support_status"):
        from sdk.engine import properties
        return properties.Schema.from_legacy(schema)
    return schema


def _update(schema):
    if getattr(schema, "update_allowed", False):
        return "allowed"
    return "fail" if getattr(schema, "immutable", False) else "replace"


def _sort_key(prop):
    # Deprecated ones last: readers should reach for the current ones first.
    return (prop.status == support.DEPRECATED, prop.name)


#: docgen's ``max_property_depth``: maps and lists of properties inside each
#: other (Heat's deepest, OS::Nova::Server's, is 6); deeper ones would
#: overflow the builders (Sphinx's text writer, its pickled doctrees)
MAX_PROPERTY_DEPTH = 20


def _property(name, schema, parent_path, update=None, depth=1):
    """A property's model; ``update`` is its top-level property's behaviour
    (None for a top-level one, which has its own)."""
    if depth > MAX_PROPERTY_DEPTH:
        raise ValueError("properties nested deeper than %d levels (max_property_depth)"
                         % MAX_PROPERTY_DEPTH)
    schema = _as_schema(schema)
    path = name if not parent_path else (parent_path if name == "*" else parent_path + "." + name)
    default = getattr(schema, "default", None)
    prop = Property(
        name=name, path=path, type=str(schema.type),
        description=str(schema.description or "").strip(),
        required=bool(schema.required), has_default=default is not None, default=default,
        constraints=[_constraint(c) for c in (schema.constraints or ())],
        update=update or _update(schema),
        implemented=bool(getattr(schema, "implemented", True)),
        support=_status_of(schema))
    nested = schema.schema
    # Heat's reference says only "Not implemented." of such a property:
    # what its schema holds (AWS Tags' Key and Value) is not listed.
    if nested and prop.implemented:
        if prop.type == vocabulary.LIST:
            item = nested["*"] if "*" in nested else next(iter(nested.values()), None)
            if item is not None and not _is_hidden(item):
                prop.item = _property("*", item, path, prop.update, depth + 1)
        else:
            prop.schema = _properties(nested, path, prop.update, depth + 1)
    return prop


def _properties(schemas, parent_path="", update=None, depth=1):
    props = [_property(str(name), schema, parent_path, update, depth)
             for name, schema in schemas.items() if not _is_hidden(_as_schema(schema))]
    return sorted(props, key=_sort_key)


def _attributes(cls):
    schemas = dict(getattr(cls, "attributes_schema", None) or {})
    schemas.update(getattr(cls, "base_attributes_schema", None) or {})
    attrs = [Attribute(name=str(name), type=None if s.type is None else str(s.type),
                       description=str(s.description or "").strip(), support=_status_of(s))
             for name, s in schemas.items() if not _is_hidden(s)]
    return sorted(attrs, key=_sort_key)


def _source(cls):
    """(file, line) of the class statement. A text search, once per file:
    inspect.getsourcelines re-parses the whole module for every class."""
    path = getattr(sys.modules.get(cls.__module__), "__file__", None)
    if not path or not path.endswith(".py"):
        return path, None
    try:
        lines = _file_lines(path, os.stat(path).st_mtime_ns)
    except OSError:
        return path, None
    pattern = re.compile(r"\s*class\s+%s\b" % re.escape(cls.__name__))
    line = next((i + 1 for i, text in enumerate(lines) if pattern.match(text)), None)
    return path, line


@functools.lru_cache(maxsize=256)
def _file_lines(path, mtime):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read().splitlines()


#: Framework base classes: their docstrings describe the SDK, not a plug-in.
_FRAMEWORK_MODULES = ("heat.engine.resource", "sdk.engine.resource", "builtins")


def _docstring(cls):
    """The class's own docstring, else the nearest plug-in base class's (a
    type that only renames or tweaks its parent shares its description)."""
    for klass in cls.__mro__:
        if klass.__module__ in _FRAMEWORK_MODULES:
            break
        doc = klass.__dict__.get("__doc__")
        if isinstance(doc, str) and doc.strip():
            return inspect.cleandoc(doc)
    return ""


def resource_type(name, cls):
    """The model of one (non-HIDDEN) resource type class."""
    source, line = _source(cls)
    return ResourceType(
        name=name, class_name="%s.%s" % (plugin_loader.public_module_name(cls.__module__),
                                          cls.__qualname__),
        source=source, line=line, doc=_docstring(cls),
        support=_status_of(cls),
        properties=_properties(getattr(cls, "properties_schema", None) or {}),
        attributes=_attributes(cls),
        update_policy=_properties(getattr(cls, "update_policy_schema", None) or {}))


def select(types, prefix=None, statuses=STATUSES):
    """The type names to document: not HIDDEN, matching the prefix and statuses."""
    chosen = []
    for name in sorted(types):
        status = getattr(getattr(types[name], "support_status", None), "status", support.SUPPORTED)
        if status == HIDDEN or (prefix and not name.startswith(prefix)):
            continue
        if _STATUS_GROUP.get(status, "unsupported") in statuses:
            chosen.append(name)
    return chosen


class DocumentationError(Exception):
    """A class that cannot be documented (a broken schema); names the type."""


def build(types, prefix=None, statuses=STATUSES, sources=(), on_error=None):
    """A Reference for the chosen types of a {name: class} mapping. A class
    that cannot be documented raises DocumentationError, or, with
    ``on_error``, is reported through it and left out."""
    documented = []
    for name in select(types, prefix, statuses):
        try:
            documented.append(resource_type(name, types[name]))
        except Exception as exc:
            error = DocumentationError("cannot document %s (%s): %s: %s" % (
                name, types[name].__module__, type(exc).__name__, exc))
            if on_error is None:
                raise error from None
            on_error(error)
    return Reference(documented, list(sources))
