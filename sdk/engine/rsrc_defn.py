"""A resource's definition in a template, and the diff between two of them."""
import copy

from sdk.engine import function, properties

PROPERTIES, METADATA, UPDATE_POLICY = "Properties", "Metadata", "UpdatePolicy"
DELETION_POLICY = "DeletionPolicy"
#: how HOT templates name those sections in messages
HOT_SECTIONS = {PROPERTIES: "properties", METADATA: "metadata", UPDATE_POLICY: "update_policy",
                DELETION_POLICY: "deletion_policy"}
DELETION_POLICIES = (DELETE, RETAIN, SNAPSHOT) = ("Delete", "Retain", "Snapshot")
_SECTION_ATTRS = {PROPERTIES: "_properties", METADATA: "_metadata", UPDATE_POLICY: "_update_policy"}
#: (freeze keyword, attribute) of the sections freeze() resolves
_FREEZE_SECTIONS = (("properties", "_properties"), ("metadata", "_metadata"),
                    ("update_policy", "_update_policy"))


class ResourceDefinition:
    """What a template says about one resource (the ``json_snippet`` a
    plug-in's handle_update receives)."""

    DELETION_POLICIES = DELETION_POLICIES
    DELETE, RETAIN, SNAPSHOT = DELETE, RETAIN, SNAPSHOT

    class Diff:
        """What changed between two definitions; truthy when properties,
        metadata or update policy changed."""

        def __init__(self, old_defn, new_defn):
            self.old_defn, self.new_defn = old_defn, new_defn

        def properties_changed(self):
            return self.old_defn._resolved(PROPERTIES) != self.new_defn._resolved(PROPERTIES)

        def metadata_changed(self):
            return self.old_defn._resolved(METADATA) != self.new_defn._resolved(METADATA)

        def update_policy_changed(self):
            return self.old_defn._resolved(UPDATE_POLICY) != self.new_defn._resolved(UPDATE_POLICY)

        def __bool__(self):
            return (self.properties_changed() or self.metadata_changed()
                    or self.update_policy_changed())

    def __init__(self, name, resource_type, properties=None, metadata=None, depends=None,
                 deletion_policy=None, update_policy=None, description=None,
                 external_id=None, condition=None):
        self.name = name
        self.resource_type = resource_type
        self._properties = properties
        self._metadata = metadata
        # An empty tuple, not an empty list: it is not tracked by the GC.
        self._depends = list(depends) if depends else ()
        # "depends_on: []" differs from no depends_on when an update compares
        # definitions, as in Heat
        self._depends_given = depends is not None
        self._external_id = external_id
        self._deletion_policy = RETAIN if external_id is not None else deletion_policy
        self._update_policy = update_policy
        self.description = description or ""
        self._condition = condition
        self._dep_functions = None
        self._dep_refs = None
        self._frozen = False  # set by freeze(): every section is plain data

    def _resolved(self, section):
        data = getattr(self, _SECTION_ATTRS[section])
        return function.resolve(data) if data is not None else None

    #: translation rules the properties get (set by the resource being updated to this)
    _rules = ()
    _client_resolve = True

    def set_translation_rules(self, rules=None, client_resolve=True):
        """Rules ``properties()`` applies, as Heat sets a new definition's
        before an update, so ``handle_update`` reads translated values (a
        server's flavor as an id)."""
        self._rules = rules or ()
        self._client_resolve = client_resolve

    def properties(self, schema, context=None):
        props = properties.Properties(schema, self._properties or {}, function.resolve,
                                      context=context, section=PROPERTIES,
                                      rsrc_description=self.description)
        if self._rules:
            props.update_translation(list(self._rules), client_resolve=self._client_resolve)
        return props

    def update_policy(self, schema, context=None):
        return properties.Properties(schema, self._update_policy or {}, function.resolve,
                                     context=context, section=UPDATE_POLICY)

    def metadata(self):
        return function.resolve(self._metadata) or {}

    def deletion_policy(self):
        return self._deletion_policy or DELETE

    def external_id(self):
        if self._external_id is None:
            return None
        return function.resolve(self._external_id)

    def condition(self):
        return self._condition

    def explicit_depends(self):
        return list(self._depends)

    def dependencies_snippets(self):
        """The parts of the definition whose functions create dependencies."""
        return (self._properties, self._metadata)

    def dependency_functions(self):
        """Every function in the dependency sections (parsed once, so found once)."""
        if self._dep_functions is None:
            self._dep_functions = tuple(function.walk(self.dependencies_snippets()))
        return self._dep_functions

    def dependency_references(self):
        """(resource name, function naming it) for every reference in the
        dependency sections: each dependency graph of the stack reads them,
        so they are found once."""
        if self._dep_refs is None:
            self._dep_refs = tuple((name, fn) for fn in self.dependency_functions()
                                   for name in fn.own_dependencies())
        return self._dep_refs

    def functions(self):
        """Every function in the definition."""
        rest = (self._update_policy, self._external_id)
        if rest == (None, None):
            return list(self.dependency_functions())
        return list(self.dependency_functions()) + function.walk(rest)

    def required_resource_names(self):
        names = set(self._depends)
        for fn in self.dependency_functions():
            names.update(fn.own_dependencies())
        return names

    def validate(self):
        function.validate_functions(self.dependency_functions())
        if self._update_policy is not None:
            function.validate(self._update_policy)

    def freeze(self, **overrides):
        """A copy with every function resolved to plain data. As in Heat, a
        section given in ``overrides`` replaces this one's unresolved."""
        args = {"name": self.name, "resource_type": self.resource_type,
                    "depends": self._depends if self._depends_given else None,
                    "deletion_policy": self._deletion_policy, "description": self.description,
                    "condition": _copy(self._condition)}
        for key, attr in _FREEZE_SECTIONS:
            if key not in overrides:
                data = getattr(self, attr)
                args[key] = function.resolve(data) if data is not None else None
        if "external_id" not in overrides:
            args["external_id"] = self.external_id()
        for key, value in overrides.items():
            args[key] = _copy(value)
        for key, attr in _FREEZE_SECTIONS:
            # An empty override of an absent section stays absent (Heat's rule).
            if key in overrides and not overrides[key] and getattr(self, attr) is None:
                args[key] = None
        frozen = ResourceDefinition(**args)
        frozen._frozen = not overrides or not function.walk(overrides)
        return frozen

    def render_hot(self):
        """The definition as HOT data (what an update compares)."""
        out = {"type": self.resource_type}
        for key, value in (("properties", self._properties), ("metadata", self._metadata),
                           ("depends_on", self._depends if self._depends_given else None),
                           ("deletion_policy", self._deletion_policy),
                           ("update_policy", self._update_policy),
                           ("external_id", self._external_id), ("condition", self._condition)):
            if value is not None:
                out[key] = value
        return out

    def __eq__(self, other):
        if not isinstance(other, ResourceDefinition):
            return NotImplemented
        if self._frozen and other._frozen:
            return self.render_hot() == other.render_hot()
        return function.resolve(self.render_hot()) == function.resolve(other.render_hot())

    def __hash__(self):
        # Heat's are hashable (InstanceGroup puts them in sets to find the
        # members an update changes); equal definitions have equal types
        return hash(self.resource_type)

    def __repr__(self):
        return "ResourceDefinition(%r, %r)" % (self.name, self.resource_type)


def _copy(data):
    """A deep copy of template data; plain JSON types are copied directly
    because copy.deepcopy is slow for them."""
    kind = type(data)
    if kind in function.SCALARS:
        return data
    if kind is dict:
        return {k: _copy(v) for k, v in data.items()}
    if kind is list:
        return [_copy(v) for v in data]
    return copy.deepcopy(data)
