"""Static evaluation of summaries across the modules of the linted tree.

This is where Heat's idioms are resolved: names tuples, class and module
constants, ``_()``, imports (absolute and relative) between modules of the
tree, inheritance, ``dict(Base.properties_schema, **{...})``, copies and
``.update()``. Heat's own framework modules (support, properties,
attributes, constraints, i18n, resource) are modelled by small stubs, so
plug-ins are understood without Heat installed and without importing
anything.

Anything that cannot be resolved evaluates to ``UNKNOWN``; rules skip
what is unknown instead of guessing. ``Missing`` is different: a name that
is known *not* to exist (``attributes.Schema.NUMBER``), which is exactly
what PS101, PS109 and PS303 report.
"""
import functools
import os

import sdk
from sdk.engine import support, vocabulary


class _Unknown:
    __slots__ = ()

    def __repr__(self):
        return 'UNKNOWN'


UNKNOWN = _Unknown()
NOTFOUND = object()


class Missing:
    """An attribute that a known (stub) object does not have."""
    __slots__ = ('path',)

    def __init__(self, path):
        self.path = path

    def __repr__(self):
        return 'Missing(%s)' % self.path


class ModuleRef:
    __slots__ = ('key',)

    def __init__(self, key):
        self.key = key


class ClassRef:
    __slots__ = ('module', 'name')

    def __init__(self, module, name):
        self.module, self.name = module, name

    def __eq__(self, other):
        return isinstance(other, ClassRef) and (self.module, self.name) == (other.module, other.name)

    def __hash__(self):
        return hash((self.module, self.name))

    def __repr__(self):
        return 'ClassRef(%s:%s)' % (self.module, self.name)


class Stub:
    """A Heat framework object known by name; ``closed`` stubs have no other attributes."""
    __slots__ = ('name', 'attrs', 'closed')

    def __init__(self, name, attrs=None, closed=True):
        self.name, self.attrs, self.closed = name, attrs or {}, closed


class DictV:
    """A schema-like dict: key -> (value, pos, module). ``complete`` is False
    when some entries could not be resolved (then absence proves nothing)."""
    __slots__ = ('entries', 'complete')

    def __init__(self, entries=None, complete=True):
        self.entries = dict(entries or {})
        self.complete = complete

    def __len__(self):  # so ``default or []`` behaves as in Heat
        return len(self.entries)

    def __repr__(self):
        return repr(plain(self))


class ConstraintV:
    __slots__ = ('kind', 'args', 'module', 'pos')

    def __init__(self, kind, args, module, pos):
        self.kind, self.args, self.module, self.pos = kind, args, module, pos


class StatusV:
    """One link of a support status chain. ``explicit`` is False for the
    implicit ``SupportStatus()`` a class or schema gets by default."""
    __slots__ = ('status', 'version', 'message', 'previous', 'substitute', 'module', 'pos',
                 'explicit', 'has_version')

    def __init__(self, args, module, pos, explicit=True):
        self.status = args.get('status', support.SUPPORTED)
        self.version = args.get('version')
        self.has_version = 'version' in args
        self.message = args.get('message')
        self.previous = args.get('previous_status')
        self.substitute = args.get('substitute_class')
        self.module, self.pos, self.explicit = module, pos, explicit

    def chain(self):
        """Links newest first; stops at an unknown link (then ends with UNKNOWN)."""
        links, link, seen = [], self, set()
        while isinstance(link, StatusV) and id(link) not in seen:
            seen.add(id(link))
            links.append(link)
            link = link.previous
        if link is UNKNOWN or isinstance(link, Missing) or (
                link is not None and not isinstance(link, StatusV)):
            links.append(UNKNOWN)
        return links


DEFAULT_STATUS = StatusV({}, None, None, explicit=False)


class SchemaV:
    """A ``properties.Schema`` (kind 'property') or ``attributes.Schema`` call."""
    __slots__ = ('kind', 'args', 'module', 'pos', 'opaque', 'positional')

    def __init__(self, kind, args, module, pos, opaque, positional=()):
        self.kind, self.args, self.module, self.pos = kind, args, module, pos
        self.opaque = opaque  # *args/**kwargs: absent arguments are not proof of defaults
        self.positional = positional  # the parameters given positionally, in order

    def get(self, name, default=None):
        """An argument's value; Heat's default when it was not passed."""
        if name in self.args:
            return self.args[name]
        if self.opaque:
            return UNKNOWN
        return SCHEMA_DEFAULTS.get(name, default)

    @property
    def status(self):
        value = self.get('support_status', DEFAULT_STATUS)
        return value if isinstance(value, StatusV) else UNKNOWN

    @property
    def hidden(self):
        """True/False, or None when the status cannot be resolved."""
        status = self.status
        if status is UNKNOWN or not isinstance(status.status, str):
            return None
        return status.status == support.HIDDEN


SCHEMA_DEFAULTS = {'required': False, 'update_allowed': False, 'immutable': False,
                   'implemented': True, 'allow_conversion': False,
                   'support_status': DEFAULT_STATUS, 'cache_mode': vocabulary.CACHE_LOCAL}
# The engine's, so lint and runtime agree.
PROPERTY_TYPES = vocabulary.TYPES
ATTRIBUTE_TYPES = vocabulary.ATTRIBUTE_TYPES
STATUSES = support.SUPPORT_STATUSES
CACHE_MODES = vocabulary.CACHE_MODES
CONSTRAINTS = vocabulary.CONSTRAINTS

PARAMS = {
    'SupportStatus': ('status', 'message', 'version', 'previous_status', 'substitute_class'),
    'PropSchema': ('data_type', 'description', 'default', 'schema', 'required', 'constraints',
                   'implemented', 'update_allowed', 'immutable', 'support_status',
                   'allow_conversion'),
    'AttrSchema': ('description', 'support_status', 'cache_mode', 'type'),
    vocabulary.RANGE: ('min', 'max', 'description'),
    vocabulary.LENGTH: ('min', 'max', 'description'),
    vocabulary.MODULO: ('step', 'offset', 'description'),
    vocabulary.ALLOWED_VALUES: ('allowed', 'description'),
    vocabulary.ALLOWED_PATTERN: ('pattern', 'description'),
    vocabulary.CUSTOM_CONSTRAINT: ('name', 'description', 'environment'),
}

_PROP_TYPES = dict(vocabulary.TYPE_CONSTANTS, TYPES=PROPERTY_TYPES)
_ATTR_TYPES = dict(vocabulary.ATTRIBUTE_TYPE_CONSTANTS, TYPES=ATTRIBUTE_TYPES,
                   CACHE_LOCAL=vocabulary.CACHE_LOCAL, CACHE_NONE=vocabulary.CACHE_NONE,
                   CACHE_MODES=CACHE_MODES)
TRANSLATE = Stub('_')
#: Resource.base_attributes_schema: every resource has a ``show`` attribute.
_BASE_ATTRIBUTES = DictV({'show': (UNKNOWN, None, None)})
_RESOURCE = Stub('Resource', {'support_status': DEFAULT_STATUS,
                              'base_attributes_schema': _BASE_ATTRIBUTES}, closed=False)
_SUPPORT = {name: name for name in STATUSES}
_SUPPORT.update(SupportStatus=Stub('SupportStatus'), SUPPORT_STATUSES=STATUSES,
                is_valid_status=Stub('function'))

STUB_MODULES = {
    'heat.engine.support': _SUPPORT,
    'heat.engine.properties': {'Schema': Stub('PropSchema', _PROP_TYPES),
                               'Properties': Stub('Properties', closed=False),
                               'schemata': Stub('function')},
    'heat.engine.attributes': {'Schema': Stub('AttrSchema', _ATTR_TYPES),
                               'Attributes': Stub('Attributes', closed=False),
                               'schemata': Stub('function')},
    'heat.engine.constraints': dict({k: Stub(k) for k in CONSTRAINTS},
                                    Schema=Stub('ConstrSchema', _PROP_TYPES),
                                    BaseCustomConstraint=Stub('class', closed=False)),
    'heat.common.i18n': {'_': TRANSLATE},
    'heat.engine.resource': {'Resource': _RESOURCE},
    'heat.engine.translation': {'TranslationRule': Stub('TranslationRule', closed=False)},
    'copy': {'copy': Stub('copy'), 'deepcopy': Stub('copy')},
}
_STUB_PARENTS = {'heat', 'heat.engine', 'heat.common'}
BUILTINS = {'dict': Stub('dict'), 'object': Stub('object')}
_EMPTY_SCHEMA_ATTRS = ('properties_schema', 'attributes_schema')


PROJECT_MARKERS = ('pyproject.toml', 'setup.py', 'setup.cfg', '.git')
SDK_DIR = os.path.dirname(os.path.abspath(sdk.__file__))


def heat_name(dotted):
    """``sdk.engine.X``/``sdk.common.X`` (the SDK's own imports) as Heat names them."""
    if dotted.startswith(('sdk.engine', 'sdk.common')):
        return 'heat' + dotted[3:]
    return dotted


@functools.cache
def _installed_dirs():
    """site-packages: where installed plug-in packages and their bases live."""
    import site
    dirs = list(site.getsitepackages()) if hasattr(site, 'getsitepackages') else []
    user = site.getusersitepackages() if hasattr(site, 'getusersitepackages') else None
    return tuple(d for d in dirs + [user] if d and os.path.isdir(d))


class Project:
    """All modules reachable from the linted files, evaluated on demand.

    ``source`` reads files (the working tree, or a git revision for
    ``--base``); ``load`` turns text into a summary (with caching).
    An absolute import is looked for where Python would find it whatever
    path was linted (see :meth:`search_dirs`), so the findings never depend
    on the path given.
    """

    def __init__(self, plugin_dirs, source, load):
        self.plugin_dirs = [os.path.abspath(d) for d in plugin_dirs]
        self.source = source
        self.load = load
        self.summaries = {}
        self._exists = {}
        self._pkgroot = {}
        self._dirs = {}
        self._memo = {}
        self._busy = set()
        self.duplicates = []  # (module, pos, key, value) of repeated keys in dict literals

    # -- modules --------------------------------------------------------
    def add(self, key, summary):
        self.summaries[key] = summary

    def summary(self, key):
        if key not in self.summaries:
            self.summaries[key] = self.load(key)
        return self.summaries[key]

    def _isfile(self, path):
        if path not in self._exists:
            self._exists[path] = self.source.isfile(path)
        return self._exists[path]

    def _package_root(self, key):
        """The directory holding the top package of a module (its sys.path entry)."""
        directory = os.path.dirname(key)
        if directory not in self._pkgroot:
            top = directory
            while self._isfile(os.path.join(top, '__init__.py')):
                parent = os.path.dirname(top)
                if parent == top:
                    break
                top = parent
            self._pkgroot[directory] = top
        return self._pkgroot[directory]

    def search_dirs(self, importer):
        """Where ``import a.b`` in ``importer`` is looked for, in order.

        The importer's package root, then every directory above it up to its
        project root (the nearest holding pyproject.toml, setup.py, setup.cfg
        or .git), then the configured plug-in dirs. (Installed packages come
        after these, see :meth:`find_module`.)
        """
        start = self._package_root(importer) if importer else None
        if start not in self._dirs:
            dirs = []
            directory = start
            while directory:
                dirs.append(directory)
                if any(self._isfile(os.path.join(directory, m)) or
                       os.path.isdir(os.path.join(directory, m)) for m in PROJECT_MARKERS):
                    break
                parent = os.path.dirname(directory)
                directory = parent if parent != directory else None
            self._dirs[start] = dirs + self.plugin_dirs
        return self._dirs[start]

    def _file_for(self, base_dir, parts):
        path = os.path.join(base_dir, *parts)
        for candidate in (path + '.py', os.path.join(path, '__init__.py')):
            if self._isfile(candidate):
                return candidate
        return None

    def find_module(self, dotted, importer, level=0):
        """ModuleRef for an import seen in module ``importer``, or None."""
        if level == 0:
            dotted = heat_name(dotted)
            if dotted in STUB_MODULES or dotted in _STUB_PARENTS:
                return ModuleRef('stub:' + dotted)
            parts = dotted.split('.')
            bases = self.search_dirs(importer)
            if parts[0] == 'heat':
                # Unless Heat's own tree is linted, Heat's modules are the
                # SDK's, path for path (as plugin_loader maps them).
                path = self._local_file(bases, parts) or (
                    self._file_for(SDK_DIR, parts[1:]) if len(parts) > 2 else None)
                return self._module_ref(path) if path else None
            bases = bases + list(_installed_dirs())
            if importer:
                # Python 2 looked beside the importer too (PS004 reports it):
                # what is found there is read, as Heat's Python 2 would have.
                bases.append(os.path.dirname(importer))
        else:
            base = os.path.dirname(importer)
            for _ in range(level - 1):
                base = os.path.dirname(base)
            bases = [base]
            parts = dotted.split('.') if dotted else []
        path = self._local_file(bases, parts)
        return self._module_ref(path) if path else None

    def _local_file(self, bases, parts):
        for base in bases:
            path = self._file_for(base, parts) if parts else (
                os.path.join(base, '__init__.py') if self._isfile(os.path.join(base, '__init__.py'))
                else None)
            if path:
                return path
        return None

    @staticmethod
    def _module_ref(path):
        """A module file; one of the SDK's framework modules is its stub."""
        if path.startswith(SDK_DIR + os.sep):
            rel = os.path.relpath(path, SDK_DIR)[:-3].replace(os.sep, '.')
            dotted = 'heat.' + (rel[:-len('.__init__')] if rel.endswith('.__init__') else rel)
            if dotted in STUB_MODULES or dotted in _STUB_PARENTS:
                return ModuleRef('stub:' + dotted)
        return ModuleRef(path)

    def _import(self, spec, importer):
        if spec[0] == 'mod':
            return self.find_module(spec[1], importer) or UNKNOWN
        _, module, name, level = spec
        dotted = module + '.' + name if module else name
        sub = self.find_module(dotted, importer, level)
        if sub is not None:
            return sub
        parent = self.find_module(module or '', importer, level) if (module or level) else None
        if parent is None:
            return UNKNOWN
        return self.attribute(parent, name)

    # -- names ------------------------------------------------------------
    def module_name(self, key, name):
        """Value of a module-level name (binding, class or import)."""
        if key.startswith('stub:'):
            dotted = key[5:]
            attrs = STUB_MODULES.get(dotted)
            if attrs is None:  # heat, heat.engine: a package of stub modules
                return self.find_module(dotted + '.' + name, None) or UNKNOWN
            return attrs.get(name, Missing(dotted + '.' + name))
        summary = self.summary(key)
        if summary.get('error') is not None:
            return UNKNOWN
        return self._binding(key, None, name)

    def _binding(self, key, cls, name):
        """A name bound in a module (cls None) or class body; NOTFOUND if unbound."""
        memo_key = ('b', key, cls, name)
        if memo_key in self._memo:
            return self._memo[memo_key]
        summary = self.summary(key)
        scope = summary['classes'][cls] if cls else summary
        if name in scope['bindings']:
            ir = scope['bindings'][name]
            if ir[0] == 'classdef' and cls is None:
                value = ClassRef(key, ir[1])
            elif memo_key in self._busy:
                return UNKNOWN
            else:
                self._busy.add(memo_key)
                try:
                    value = self.eval(ir, key, cls)
                finally:
                    self._busy.discard(memo_key)
        elif cls is None and name in summary.get('imports', {}):
            value = self._import(summary['imports'][name], key)
        elif cls is None:
            value = NOTFOUND
            if os.path.basename(key) == '__init__.py':
                sub = self.find_module(name, key, level=1)
                if sub is not None:
                    value = sub
        else:
            value = NOTFOUND
        self._memo[memo_key] = value
        return value

    def lookup(self, name, key, cls, self_cls=None):
        if self_cls is not None and name in ('self', 'cls'):
            return self_cls
        if cls is not None:
            value = self._binding(key, cls, name)
            if value is not NOTFOUND:
                return value
        value = self._binding(key, None, name)
        if value is NOTFOUND:
            return BUILTINS.get(name, UNKNOWN)
        return value

    def attribute(self, value, name):
        if isinstance(value, ModuleRef):
            if value.key.startswith('stub:'):
                return self.module_name(value.key, name)
            result = self.module_name(value.key, name)
            return UNKNOWN if result is NOTFOUND else result
        if isinstance(value, ClassRef):
            result = self.class_attr(value, name)
            return UNKNOWN if result is NOTFOUND else result
        if isinstance(value, Stub):
            if name in value.attrs:
                return value.attrs[name]
            return Missing(value.name + '.' + name) if value.closed else UNKNOWN
        if isinstance(value, Missing):
            return value
        return UNKNOWN

    def class_info(self, cref):
        return self.summary(cref.module)['classes'][cref.name]

    def bases(self, cref):
        return [self.eval(b, cref.module, None) for b in self.class_info(cref)['bases']]

    def mro(self, cref):
        """The class's method resolution order (C3, as Python computes it).

        Bases that cannot be resolved stay in it as opaque markers, so a
        lookup stops there instead of guessing past them.
        """
        memo_key = ('mro', cref)
        if memo_key not in self._memo:
            self._memo[memo_key] = [cref]  # a cycle in the bases ends here
            self._memo[memo_key] = self._linearize(cref, 0)
        return self._memo[memo_key]

    def _linearize(self, cref, depth):
        bases = []
        for base in self.bases(cref):
            if isinstance(base, Stub) and base.name == 'object':
                continue
            bases.append(base if isinstance(base, (ClassRef, Stub)) else _Opaque())
        if depth > 50:
            return [cref, _Opaque()]
        chains = [self.mro(b) if isinstance(b, ClassRef) else [b] for b in bases]
        return [cref] + _c3_merge([list(c) for c in chains] + [list(bases)])

    def class_attr(self, cref, name):
        """Attribute lookup along the MRO; UNKNOWN past an unresolved base."""
        memo_key = ('c', cref, name)
        if memo_key in self._memo:
            return self._memo[memo_key]
        value = NOTFOUND
        for klass in self.mro(cref):
            if isinstance(klass, ClassRef):
                value = self._binding(klass.module, klass.name, name)
            elif isinstance(klass, Stub):
                value = klass.attrs.get(name, DictV() if name in _EMPTY_SCHEMA_ATTRS
                                        else UNKNOWN)
            else:
                value = UNKNOWN
            if value is not NOTFOUND:
                break
        self._memo[memo_key] = value
        return value

    # -- expressions ------------------------------------------------------
    def eval(self, ir, key, cls, self_cls=None):
        kind = ir[0]
        if kind == 'lit':
            return ir[1]
        if kind == 'name':
            return self.lookup(ir[1], key, cls, self_cls)
        if kind == 'global':
            value = self._binding(key, None, ir[1]) if cls is not None else NOTFOUND
            return BUILTINS.get(ir[1], UNKNOWN) if value is NOTFOUND else value
        if kind == 'attr':
            base = self.eval(ir[1], key, cls, self_cls)
            value = self.attribute(base, ir[2])
            if isinstance(value, Missing) and not isinstance(base, Missing):
                # Named as the plug-in spells it (``props.Schema.FLOAT``), not as the stub is.
                return Missing(_written(ir) or value.path)
            return value
        if kind in ('tuple', 'list'):
            items = []
            for item in ir[1]:
                if item[0] == 'star':
                    inner = self.eval(item[1], key, cls, self_cls)
                    if not isinstance(inner, (tuple, list)):
                        return UNKNOWN
                    items.extend(inner)
                else:
                    items.append(self.eval(item, key, cls, self_cls))
            return tuple(items) if kind == 'tuple' else items
        if kind == 'call':
            memo_key = ('v', key, ir[4])
            if memo_key not in self._memo:
                self._memo[memo_key] = self._call(ir, key, cls, self_cls)
            return self._memo[memo_key]
        if kind == 'dict':
            memo_key = ('v', key, ir[2])
            if memo_key not in self._memo:
                self._memo[memo_key] = self._dict(ir, key, cls, self_cls)
            return self._memo[memo_key]
        if kind == 'merge':
            parts = [self.eval(ir[1], key, cls, self_cls)] + [
                self.eval(u, key, cls, self_cls) for u in ir[2]]
            return _merge(parts)
        if kind == 'index':
            value = self.eval(ir[1], key, cls, self_cls)
            if isinstance(value, (tuple, list)) and ir[2] < len(value):
                return value[ir[2]]
            return UNKNOWN
        if kind == 'sub':
            base = self.eval(ir[1], key, cls, self_cls)
            index = self.eval(ir[2], key, cls, self_cls)
            if isinstance(base, (tuple, list)) and type(index) is int and -len(base) <= index < len(base):
                return base[index]
            if isinstance(base, DictV) and _hashable(index) and index in base.entries:
                return base.entries[index][0]
            return UNKNOWN
        if kind == 'binop':
            left = self.eval(ir[2], key, cls, self_cls)
            right = self.eval(ir[3], key, cls, self_cls)
            if ir[1] == 'Add' and type(left) is type(right) and isinstance(left, (str, tuple, list)):
                return left + right
            return UNKNOWN
        return UNKNOWN

    def _dict(self, ir, key, cls, self_cls):
        result = DictV()
        for kir, vir, pos in ir[1]:
            value = self.eval(vir, key, cls, self_cls)
            if kir is None:
                if isinstance(value, DictV):
                    result.entries.update(value.entries)
                    result.complete = result.complete and value.complete
                else:
                    result.complete = False
                continue
            k = self.eval(kir, key, cls, self_cls)
            if not _hashable(k) or k is UNKNOWN or isinstance(k, Missing):
                result.complete = False
                continue
            if k in result.entries:
                self.duplicates.append((key, pos, k, value))
            result.entries[k] = (value, pos, key)
        return result

    def _call(self, ir, key, cls, self_cls):
        _, fir, airs, kwirs, pos = ir
        if fir[0] == 'attr' and fir[2] == 'copy' and not airs and not kwirs:
            return self.eval(fir[1], key, cls, self_cls)
        func = self.eval(fir, key, cls, self_cls)
        if func is UNKNOWN and fir == ('name', '_'):
            # gettext's ``_`` however it got here: the project's own _i18n
            # module, a try/except import, oslo_i18n's TranslatorFactory.
            func = TRANSLATE
        if not isinstance(func, Stub):
            return UNKNOWN
        name = func.name
        if name in ('_', 'copy'):
            return self.eval(airs[0], key, cls, self_cls) if len(airs) == 1 and not kwirs else UNKNOWN
        if name == 'dict':
            parts = []
            for a in airs:
                parts.append(UNKNOWN if a[0] == 'star' else self.eval(a, key, cls, self_cls))
            if len(parts) > 1:
                return UNKNOWN
            extra = DictV()
            for kw, vir in kwirs:
                value = self.eval(vir, key, cls, self_cls)
                if kw is None:
                    parts.append(value)
                else:
                    extra.entries[kw] = (value, pos, key)
            return _merge(parts + [extra])
        params = PARAMS.get(name)
        if params is None:
            return UNKNOWN
        args, opaque, positional = {}, False, []
        for i, a in enumerate(airs):
            if a[0] == 'star' or i >= len(params):
                opaque = True
                continue
            args[params[i]] = self.eval(a, key, cls, self_cls)
            positional.append(params[i])
        for kw, vir in kwirs:
            if kw is None:
                opaque = True
            else:
                args[kw] = self.eval(vir, key, cls, self_cls)
        if name == 'SupportStatus':
            if opaque:
                return UNKNOWN
            return StatusV(args, key, pos)
        if name in ('PropSchema', 'AttrSchema'):
            return SchemaV('property' if name == 'PropSchema' else 'attribute', args, key, pos,
                           opaque, tuple(positional))
        if opaque:
            return UNKNOWN
        return ConstraintV(name, args, key, pos)


def _written(ir):
    """The dotted name an expression spells (``props.Schema.FLOAT``), or None."""
    if ir[0] in ('name', 'global'):
        return ir[1]
    if ir[0] == 'attr':
        base = _written(ir[1])
        return base and base + '.' + ir[2]
    return None


class _Opaque:
    """A base class that could not be resolved (one per occurrence)."""
    __slots__ = ()


def _c3_merge(chains):
    """Python's C3 merge; depth-first order if the bases are inconsistent."""
    result, chains = [], [c for c in chains if c]
    while chains:
        for chain in chains:
            head = chain[0]
            if not any(head in c[1:] for c in chains):
                break
        else:  # Python would refuse the class; any order will do for linting
            head = chains[0][0]
        result.append(head)
        chains = [[x for x in c if x != head] for c in chains]
        chains = [c for c in chains if c]
    return result


def _hashable(value):
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _merge(parts):
    result = DictV()
    for part in parts:
        if isinstance(part, DictV):
            result.entries.update(part.entries)
            result.complete = result.complete and part.complete
        else:
            return UNKNOWN
    return result


def plain(value):
    """A literal value with dicts as plain dicts (for messages and comparison)."""
    if isinstance(value, DictV):
        return {k: plain(v[0]) for k, v in value.entries.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(plain(v) for v in value)
    return value


def is_known(value):
    """True when a literal value holds nothing unknown or missing."""
    if value is UNKNOWN or isinstance(value, Missing):
        return False
    if isinstance(value, (tuple, list)):
        return all(is_known(v) for v in value)
    if isinstance(value, DictV):
        return value.complete and all(is_known(v[0]) for v in value.entries.values())
    return True
