"""Translation rules: how a resource maps deprecated or hidden properties
onto their replacements (ADD, REPLACE, DELETE) and resolves names to ids
through a client (RESOLVE).

Rules are keyed by the dotted property path without list indices and are
applied lazily, when that property is read.
"""
import functools
import logging
import weakref

from sdk.common import exception
from sdk.engine import function

LOG = logging.getLogger(__name__)


@functools.total_ordering
class TranslationRule:
    """One rule; several on the same path run ADD, REPLACE, RESOLVE, DELETE."""

    RULE_KEYS = (ADD, REPLACE, DELETE, RESOLVE) = ("Add", "Replace", "Delete", "Resolve")
    _ORDER = (ADD, REPLACE, RESOLVE, DELETE)

    def __init__(self, properties, rule, translation_path, value=None, value_name=None,
                 value_path=None, client_plugin=None, finder=None, entity=None,
                 custom_value_path=None):
        self.properties = properties
        self.rule = rule
        self.translation_path = translation_path
        self.value = value or None
        self.value_name = value_name
        self.value_path = value_path
        self.client_plugin = client_plugin
        self.finder = finder
        self.entity = entity
        self.custom_value_path = custom_value_path
        self.validate()

    def __lt__(self, other):
        return self._ORDER.index(self.rule) < self._ORDER.index(other.rule)

    def validate(self):
        if self.rule not in self.RULE_KEYS:
            raise ValueError("There is no rule %s. List of allowed rules is: %s."
                             % (self.rule, ", ".join(self.RULE_KEYS)))
        if not isinstance(self.translation_path, list) or not self.translation_path:
            raise ValueError('"translation_path" should be non-empty list with path to translate.')
        given = [self.value_path is not None, self.value is not None, self.value_name is not None]
        if given.count(True) > 1:
            raise ValueError('"value_path", "value" and "value_name" are mutually exclusive '
                             'and cannot be specified at the same time.')
        if self.rule == self.ADD and self.value is not None and not isinstance(self.value, list):
            raise ValueError('"value" must be list type when rule is Add.')
        if self.rule == self.RESOLVE and not (self.client_plugin or self.finder):
            raise ValueError('"client_plugin" and "finder" should be specified for %s rule'
                             % self.RESOLVE)

    def get_value_absolute_path(self, full_value_name=False):
        path = []
        if self.value_name:
            if full_value_name:
                path.extend(self.translation_path[:-1])
            path.append(self.value_name)
        elif self.value_path:
            path.extend(self.value_path)
        if self.custom_value_path:
            path.extend(self.custom_value_path)
        return path


@functools.lru_cache(maxsize=4096)
def _rule_key(key):
    """A property path with its list indices removed: ``a.0.b`` -> ``a.b``
    (cached: every property read asks for its path's key)."""
    return ".".join(part for part in key.split(".") if not part.isdigit())


def _weak(obj):
    """A callable returning ``obj``: a weak reference where ``obj`` allows one."""
    try:
        return weakref.ref(obj)
    except TypeError:  # None, or a plain mapping handed in by a plug-in's test
        return lambda: obj


class Translation:
    """The rules of one Properties object and the values they produced."""

    def __init__(self, properties=None):
        self._properties = _weak(properties)
        self._rules = {}
        self.resolved_translations = {}
        # Off while a rule reads its source value, so reading it does not recurse.
        self.is_active = True
        self.store_translated_values = True
        self._ignore_resolve_error = False
        # Tuples until a rule needs a list: an empty tuple is not tracked by the GC.
        self._deleted_props = ()
        self._replaced_props = ()

    @property
    def properties(self):
        """The Properties these rules belong to. Held weakly: the Properties
        holds its Translation, and without a cycle both are freed as soon as
        they are dropped instead of waiting for the garbage collector."""
        return self._properties()

    def set_rules(self, rules, client_resolve=True, ignore_resolve_error=False):
        if not rules:
            return
        self._rules = {}
        self._deleted_props = list(self._deleted_props)
        self._replaced_props = list(self._replaced_props)
        self.store_translated_values = client_resolve
        self._ignore_resolve_error = ignore_resolve_error
        for rule in rules:
            if not client_resolve and rule.rule == TranslationRule.RESOLVE:
                continue
            key = ".".join(rule.translation_path)
            self._rules.setdefault(key, set()).add(rule)
            if rule.rule == TranslationRule.DELETE:
                self._deleted_props.append(key)
            if rule.rule == TranslationRule.REPLACE:
                self._replaced_props.append(".".join(rule.get_value_absolute_path(True)))

    def is_deleted(self, key):
        return bool(self._deleted_props) and self.is_active and _rule_key(key) in self._deleted_props

    def is_replaced(self, key):
        return bool(self._replaced_props) and self.is_active and _rule_key(key) in self._replaced_props

    def cast_key_to_rule(self, key):
        return _rule_key(key)

    def has_translation(self, key):
        if not (self._rules or self.resolved_translations):
            return False
        key = _rule_key(key)
        return self.is_active and (key in self._rules or key in self.resolved_translations)

    def _remember(self, key, value):
        if self.store_translated_values:
            self.resolved_translations[key] = value

    def translate(self, key, prop_value=None, prop_data=None, validate=False):
        if key in self.resolved_translations:
            return self.resolved_translations[key]
        result = prop_value
        for rule in sorted(self._rules.get(_rule_key(key)) or ()):
            if rule.rule == TranslationRule.DELETE:
                self._remember(key, None)
                result = None
            elif rule.rule == TranslationRule.REPLACE:
                result = self._replace(key, rule, result, prop_data, validate)
            elif rule.rule == TranslationRule.ADD:
                result = self._add(key, rule, result, prop_data, validate)
            else:
                result = resolve_and_find(result, rule.client_plugin, rule.finder,
                                          rule.entity, self._ignore_resolve_error)
                self._remember(key, result)
        return result

    def _read_source(self, path, props, validate):
        self.is_active = False
        try:
            return get_value(path, props, validate)
        finally:
            self.is_active = True

    def _add(self, key, rule, prop_value, prop_data, validate):
        if prop_value is None:
            prop_value = []
        if not isinstance(prop_value, list):
            raise ValueError('Incorrect translation rule using - cannot resolve Add rule for '
                             'non-list translation value "%s".' % key)
        value_path = rule.get_value_absolute_path()
        if rule.value:
            prop_value.extend(rule.value)
        elif value_path:
            if self.has_translation(".".join(value_path)):
                self.translate(".".join(value_path), prop_data=prop_data)
            value = self._read_source(value_path, prop_data if rule.value_name else self.properties,
                                      validate)
            if value is not None:
                prop_value.extend(value if isinstance(value, list) else [value])
        self._remember(key, prop_value)
        return prop_value

    def _replace(self, key, rule, prop_value, prop_data, validate):
        value = None
        value_path = rule.get_value_absolute_path(full_value_name=True)
        short_path = rule.get_value_absolute_path()
        if value_path:
            if rule.value_name is not None:
                source_key = ".".join(key.split(".")[:-1] + short_path)
                subpath = short_path
            else:
                source_key = ".".join(value_path)
                subpath = value_path
            value = self._read_source(subpath, prop_data if rule.value_name else self.properties,
                                      validate)
            if self.has_translation(source_key):
                self.translate(source_key, value, prop_data=prop_data)
            if value and prop_value:
                raise exception.StackValidationFailed(
                    message="Cannot define the following properties at the same time: %s"
                    % ", ".join([_rule_key(key), ".".join(value_path)]))
        elif rule.value is not None:
            value = rule.value
        result = value if value is not None else prop_value
        if self.store_translated_values:
            self.resolved_translations[key] = result
            if value_path:
                if rule.value_name:
                    value_path = key.split(".")[:-1] + short_path
                self.resolved_translations[".".join(value_path)] = None
        return result


def get_value(path, props, validate=False):
    """The value at ``path`` in a Properties object or raw data (lists fan out)."""
    if not props:
        return None
    key = path[0]
    prop = props.get(key) if isinstance(props, dict) else props._get_property_value(key, validate)
    if len(path) == 1:
        return prop
    if isinstance(prop, list):
        return [get_value(path[1:], item) for item in prop]
    if isinstance(prop, dict):
        return get_value(path[1:], prop)
    return None


def resolve_and_find(value, client_plugin, finder, entity=None, ignore_resolve_error=False):
    """Look a name up through ``client_plugin.<finder>`` (element-wise for lists)."""
    if isinstance(value, function.Function):
        value = function.resolve(value)
    if not value:
        return value
    if isinstance(value, list):
        return [resolve_and_find(v, client_plugin, finder, entity, ignore_resolve_error)
                for v in value]
    find = getattr(client_plugin, finder)
    try:
        return find(entity, value) if entity else find(value)
    except Exception as exc:
        if ignore_resolve_error:
            LOG.info("Ignoring error in RESOLVE translation: %s", exc)
            return value
        raise
