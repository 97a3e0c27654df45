"""What the rules look at: the linted modules' resources, schemas and statuses.

Built once per run from a :class:`~lint.values.Project`. Every object is
collected where it is defined (its module and position), so a schema shared
by several classes is checked, and reported, once.
"""
from lint.values import UNKNOWN, ClassRef, ConstraintV, DictV, Missing, SchemaV, StatusV


class Model:
    def __init__(self, project, modules):
        self.project = project
        self.modules = list(modules)  # the linted module keys
        self.linted = set(self.modules)
        self.schemas = {}      # id -> [SchemaV, needs_description]
        self.constraints = {}  # id -> (ConstraintV, owning SchemaV)
        self.status_heads = {}  # id -> StatusV used as an object's current status
        self.status_links = {}  # id -> StatusV, every link of every chain
        self.registered = {}   # ClassRef -> [(type name, module, pos)]
        self._seen = set()
        for key, summary in self.parsed():
            self._collect_module(key, summary)

    def parsed(self):
        """(key, summary) of each linted module that parsed (a syntax error
        is PS001's finding; no other rule looks into that module)."""
        for key in self.modules:
            summary = self.project.summary(key)
            if summary.get('error') is None:
                yield key, summary

    def _collect_module(self, key, summary):
        for name in summary['bindings']:
            self._walk(self.project.module_name(key, name), False, False)
        for cname, info in summary['classes'].items():
            for name in info['bindings']:
                self._walk(self.project._binding(key, cname, name), False, False)
        for func in summary['mappings'].values():
            self._registrations(key, func, set())

    def _registrations(self, key, func, seen):
        project = self.project
        for kir, vir in func['entries']:
            type_name = project.eval(kir, key, None)
            cls = project.eval(vir, key, None)
            if isinstance(type_name, str) and isinstance(cls, ClassRef):
                self.registered.setdefault(cls, []).append((type_name, key, func['pos']))
        for name in func['delegates']:
            other = project.summary(key)['mappings'].get(name)
            if other is not None and name not in seen:
                seen.add(name)
                self._registrations(key, other, seen)

    def _walk(self, value, in_dict, parent_hidden):
        marker = (id(value), in_dict, parent_hidden)
        if marker in self._seen:
            return
        if isinstance(value, (SchemaV, DictV, StatusV, tuple, list)):
            self._seen.add(marker)
        if isinstance(value, SchemaV):
            entry = self.schemas.setdefault(id(value), [value, False])
            if in_dict and not parent_hidden:
                entry[1] = True
            hidden = value.hidden
            child_hidden = parent_hidden or hidden is not False
            nested = value.get('schema')
            if isinstance(nested, DictV):
                for child, _, _ in nested.entries.values():
                    self._walk(child, True, child_hidden)
            elif isinstance(nested, SchemaV):
                self._walk(nested, False, child_hidden)
            constraints = value.get('constraints')
            if isinstance(constraints, (list, tuple)):
                for c in constraints:
                    if isinstance(c, ConstraintV):
                        self.constraints[id(c)] = (c, value)
            self._walk_status(value.get('support_status'))
        elif isinstance(value, DictV):
            for child, _, _ in value.entries.values():
                self._walk(child, True, parent_hidden)
        elif isinstance(value, StatusV):
            self._walk_status(value)
        elif isinstance(value, (tuple, list)):
            for item in value:
                self._walk(item, in_dict, parent_hidden)

    def _walk_status(self, status):
        if not isinstance(status, StatusV):
            return
        self.status_heads[id(status)] = status
        for link in status.chain():
            if isinstance(link, StatusV):
                self.status_links[id(link)] = link

    # -- queries used by the rules -----------------------------------------
    def registered_classes(self):
        """Registered classes defined in linted modules, in source order."""
        found = [c for c in self.registered if c.module in self.linted]
        return sorted(found, key=lambda c: (c.module, self.project.class_info(c)['pos']))

    def class_status(self, cref):
        value = self.project.class_attr(cref, 'support_status')
        return value if isinstance(value, StatusV) else UNKNOWN

    def class_schema(self, cref, name):
        value = self.project.class_attr(cref, name)
        return value if isinstance(value, DictV) else UNKNOWN

    def all_types(self):
        """type name -> ClassRef of every registration seen in linted modules."""
        types = {}
        for cref, regs in self.registered.items():
            for type_name, key, _ in regs:
                if key in self.linted:
                    types[type_name] = cref
        return types


def status_name(value):
    """The status string of a link, or None when it cannot be known."""
    if isinstance(value, StatusV):
        value = value.status
    if isinstance(value, Missing):
        return value.path.rsplit('.', 1)[-1]
    return value if isinstance(value, str) else None
