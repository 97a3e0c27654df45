"""PS1xx: property and attribute schemas that real Heat would reject.

Heat builds (and validates) schemas when a plug-in module is imported, so
most of these are import-time crashes of the engine; the checks follow
openstack-heat 27 where it differs from the plug-in guide.
"""
import re
import textwrap

from lint.rules import Invalid, Rule, Valid
from lint.values import (
    ATTRIBUTE_TYPES,
    CACHE_MODES,
    NOTFOUND,
    PROPERTY_TYPES,
    UNKNOWN,
    ClassRef,
    ConstraintV,
    DictV,
    Missing,
    SchemaV,
    StatusV,
    is_known,
    plain,
)
from sdk.engine import vocabulary
from sdk.engine.vocabulary import (
    ALLOWED_PATTERN,
    ALLOWED_VALUES,
    CUSTOM_CONSTRAINT,
    LENGTH,
    LIST,
    MAP,
    MODULO,
    RANGE,
    applies_to,
)

HEAD = ('from heat.common.i18n import _\n'
        'from heat.engine import attributes\n'
        'from heat.engine import constraints\n'
        'from heat.engine import properties\n'
        'from heat.engine import resource\n'
        'from heat.engine import support\n\n\n')


REGISTER = """

def resource_mapping():
    return {'My::Thing': Thing}
"""


def example(body, registered=False):
    """A complete example module: Heat's usual imports plus ``body``, and
    a ``resource_mapping()`` registering ``Thing`` when ``registered``."""
    return HEAD + textwrap.dedent(body).lstrip('\n') + (REGISTER if registered else '')


def _schemas(ctx, kind):
    for schema, _ in ctx.model.schemas.values():
        if schema.kind == kind and ctx.linted(schema):
            yield schema


def _prop_type(schema):
    """The property's type if it is a valid one, else None."""
    t = schema.get('data_type')
    return t if isinstance(t, str) and t in PROPERTY_TYPES else None


def _type_text(value):
    if isinstance(value, Missing):
        return value.path
    return repr(value)


class UnknownPropertyType(Rule):
    """A property's type must be one of ``properties.Schema.TYPES``.

    These are INTEGER, STRING, NUMBER, BOOLEAN, MAP, LIST and ANY; use the
    symbolic names (``properties.Schema.STRING``), not the strings they stand
    for, so a typo cannot slip through.
    """
    code = 'PS101'
    name = 'unknown-property-type'
    message = 'use one of properties.Schema.TYPES as the property type'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.')),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(properties.Schema.FLOAT, _('Size.')),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema('integer', _('Size.')),
            }
        '''), line=11, column=17))

    def check(self, ctx):
        for schema in _schemas(ctx, 'property'):
            t = schema.get('data_type')
            if t is UNKNOWN or 'data_type' not in schema.args:
                continue
            if isinstance(t, Missing) or t not in PROPERTY_TYPES:
                yield ctx.finding(schema.module, schema.pos, 'got %s' % _type_text(t))


class ConstraintTypeMismatch(Rule):
    """A constraint must apply to the property's type (as in Heat 27).

    Range and Modulo take INTEGER and NUMBER; Length takes STRING, LIST and
    MAP; AllowedPattern takes STRING; AllowedValues and CustomConstraint take
    STRING, INTEGER, NUMBER, BOOLEAN and LIST (so neither MAP nor ANY).
    Heat refuses to build such a schema.
    """
    code = 'PS102'
    name = 'constraint-type-mismatch'
    message = 'remove the constraint or change the property type'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    constraints=[constraints.Length(max=64)]),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    constraints=[constraints.Range(max=64)]),
            }
        '''), line=13, column=26), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'tags': properties.Schema(
                    properties.Schema.MAP, _('Tags.'),
                    constraints=[constraints.AllowedValues(['a'])]),
            }
        '''), line=13, column=26))

    def check(self, ctx):
        for constraint, owner in ctx.model.constraints.values():
            t = _prop_type(owner)
            if t is None or not ctx.linted(constraint) or owner.kind != 'property':
                continue
            if not applies_to(constraint.kind, t):
                yield ctx.finding(constraint.module, constraint.pos,
                                  '%s does not apply to %s' % (constraint.kind, t.upper()))


# -- Heat's conversions (the engine's), on literal values -------------------

#: What a default that does not convert is not, by type.
_NOT_A = {vocabulary.INTEGER: 'an integer', vocabulary.NUMBER: 'a number',
          vocabulary.BOOLEAN: 'a valid boolean', MAP: 'a map', LIST: 'a list'}


def conversion_error(t, default, allow_conversion=False):
    """Why reading ``default`` as a ``t`` property fails in Heat, or None."""
    if t == vocabulary.ANY:
        return None
    value = vocabulary.unset_value(t, plain(default))
    try:
        vocabulary.property_value(t, value, allow_conversion)
    except (ValueError, TypeError):
        if t == vocabulary.STRING:
            return 'a %s is not a string' % type(value).__name__
        return '%r is not %s' % (value, _NOT_A[t])
    return None


def constraint_error(constraint, t, value):
    """Why Heat's constraint rejects the (raw) default, or None.

    Returns None too when the constraint's own arguments are not known.
    """
    args = constraint.args
    if not all(is_known(v) for v in args.values()):
        return None
    kind, value = constraint.kind, plain(value)
    try:
        if kind in (RANGE, LENGTH):
            lo, hi = args.get('min'), args.get('max')
            if not all(isinstance(b, (int, float, type(None))) for b in (lo, hi)):
                return None
            n = len(value) if kind == LENGTH else vocabulary.str_to_num(value)
            if (lo is not None and n < lo) or (hi is not None and n > hi):
                return '%r is out of the %s (min: %s, max: %s)' % (
                    value, 'length range' if kind == LENGTH else 'range', lo, hi)
        elif kind == MODULO:
            step, offset = args.get('step'), args.get('offset')
            if not isinstance(step, (int, float)) or not isinstance(offset, (int, float)) or not step:
                return None
            if vocabulary.str_to_num(value) % step != offset:
                return '%r is not a multiple of %s with an offset of %s' % (value, step, offset)
        elif kind == ALLOWED_VALUES:
            allowed = plain(args.get('allowed'))
            if not isinstance(allowed, (list, tuple)):
                return None
            if isinstance(value, list):
                ok = all(v in allowed for v in value)
            else:
                ok = vocabulary.to_schema_type(t, value) in [
                    vocabulary.to_schema_type(t, a) for a in allowed]
            if not ok:
                return '%r is not an allowed value' % (value,)
        elif kind == ALLOWED_PATTERN:
            pattern = args.get('pattern')
            if not isinstance(pattern, str):
                return None
            try:
                compiled = re.compile(pattern)
            except re.error:
                return None
            if not isinstance(value, str):
                raise TypeError(value)
            match = compiled.match(value)
            if match is None or match.end() != len(value):
                return '%r does not match the pattern %r' % (value, pattern)
    except (TypeError, ValueError):
        return '%s cannot check %r' % (kind, value)
    return None


class BadDefault(Rule):
    """A property's default must survive Heat's own conversion and constraints.

    Heat checks the default against the property's (non-custom) constraints
    when the schema is built, and converts it like a template value when
    the property is read. Only what Heat itself rejects is reported: ``'10'``
    is a fine INTEGER default, ``'ten'`` is not; ``11`` breaks
    ``Range(max=10)``.
    """
    code = 'PS103'
    name = 'bad-default'
    message = 'change the default to a value of the property type that meets its constraints'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'), default='10',
                    constraints=[constraints.Range(1, 10)]),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'), default=11,
                    constraints=[constraints.Range(1, 10)]),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'enabled': properties.Schema(
                    properties.Schema.BOOLEAN, _('Enabled.'), default='maybe'),
            }
        '''), line=11, column=20))

    def check(self, ctx):
        for schema in _schemas(ctx, 'property'):
            t = _prop_type(schema)
            default = schema.get('default')
            if t is None or default is None or not is_known(default):
                continue
            conversion = schema.get('allow_conversion', False)
            problem = conversion_error(t, default, conversion is True)
            if problem is None:
                constraints = schema.get('constraints')
                for c in constraints if isinstance(constraints, (list, tuple)) else ():
                    if isinstance(c, ConstraintV) and c.kind != CUSTOM_CONSTRAINT \
                            and applies_to(c.kind, t):
                        problem = constraint_error(c, t, default)
                        if problem:
                            break
            if problem:
                yield ctx.finding(schema.module, schema.pos, problem)


class NestedSchemaOnScalar(Rule):
    """Only LIST and MAP properties can have a nested ``schema``.

    A MAP takes a dict of schemas (one per key), a LIST takes a single
    ``properties.Schema`` for its items (or a dict); anything else makes Heat
    refuse the schema.
    """
    code = 'PS104'
    name = 'nested-schema-on-scalar'
    message = 'remove the nested schema or make the property a LIST or MAP'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'ports': properties.Schema(
                    properties.Schema.LIST, _('Ports.'),
                    schema=properties.Schema(properties.Schema.INTEGER)),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'port': properties.Schema(
                    properties.Schema.STRING, _('Port.'),
                    schema={'x': properties.Schema(properties.Schema.STRING, _('X.'))}),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'tags': properties.Schema(
                    properties.Schema.MAP, _('Tags.'),
                    schema=properties.Schema(properties.Schema.STRING)),
            }
        '''), line=11, column=17))

    def check(self, ctx):
        for schema in _schemas(ctx, 'property'):
            t = _prop_type(schema)
            nested = schema.get('schema')
            if t is None or nested is None or nested is UNKNOWN:
                continue
            if t not in (LIST, MAP):
                yield ctx.finding(schema.module, schema.pos,
                                  'a %s property cannot have one' % t.upper())
            elif t == MAP and isinstance(nested, SchemaV):
                yield ctx.finding(schema.module, schema.pos,
                                  'a MAP takes a dict of schemas, not a single schema')


def _names_tuple(project, key, cls, name):
    value = project._binding(key, cls, name)
    if isinstance(value, (tuple, list)) and is_known(value) and all(
            isinstance(v, str) for v in value):
        return value
    return None


def _literal_keys(project, key, cls, name):
    """(keys of the schema literal, keys that may be named as well: those of
    nested schemas and of the ``.update()`` calls after it in the class body,
    whether those are all known), or None."""
    ir = project.summary(key)['classes'][cls]['bindings'].get(name)
    updates = ()
    if ir is not None and ir[0] == 'merge':
        ir, updates = ir[1], ir[2]
    if ir is None or ir[0] != 'dict':
        return None
    keys, nested = [], set()
    for kir, vir, _ in ir[1]:
        if kir is None:
            return None
        k = project.eval(kir, key, cls)
        if not isinstance(k, str):
            return None
        keys.append(k)
        _nested_keys(project.eval(vir, key, cls), nested)
    complete = True
    for update in updates:
        added = project.eval(update, key, cls)
        if not isinstance(added, DictV) or not added.complete:
            complete = False
            continue
        for k, (child, _, _) in added.entries.items():
            nested.add(k)  # may be named (commonly by a base class's names), need not be
            _nested_keys(child, nested)
    return keys, nested, complete


def _base_attributes(project, cref):
    """Names of the attributes every resource of the class has (Heat's ``show``);
    None when a base class cannot be read."""
    base = project.class_attr(cref, 'base_attributes_schema')
    if base is NOTFOUND:
        return set()
    return set(base.entries) if isinstance(base, DictV) and base.complete else None


def _nested_keys(schema, out):
    """Keys of nested MAP schemas: Heat plug-ins name them in PROPERTIES too."""
    if not isinstance(schema, SchemaV):
        return
    nested = schema.get('schema')
    if isinstance(nested, DictV):
        for k, (child, _, _) in nested.entries.items():
            out.add(k)
            _nested_keys(child, out)
    elif isinstance(nested, SchemaV):
        _nested_keys(nested, out)


class NamesTupleMismatch(Rule):
    """``PROPERTIES``/``ATTRIBUTES`` must name exactly the keys of the schema literal.

    The names tuple is what the code uses (``self.properties[self.NAME]``),
    the schema literal is what Heat knows; a name missing from one of them is
    a property nobody can set or a constant that refers to nothing. The
    dict literal assigned in the same class body is compared; keys its
    ``.update()`` calls there add may be named too (they are often named by
    a base class instead). When an update cannot be read, a name missing
    from the schema is not reported: the update may add it. Inherited keys
    are not compared. Heat's own
    plug-ins also list the keys of nested MAP schemas in ``PROPERTIES``, and
    ``ATTRIBUTES`` may name Heat's base attribute ``show``; those count as
    present.
    """
    code = 'PS105'
    name = 'names-tuple-mismatch'
    message = 'make the names tuple and the schema keys agree'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            PROPERTIES = (NAME,) = ('name',)
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
            }
        ''')), Valid(example('''
        class Thing(resource.Resource):
            PROPERTIES = (NAME, SIZE) = ('name', 'size')
            ATTRIBUTES = (SHOW,) = ('show',)
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
            }
            properties_schema.update({
                SIZE: properties.Schema(properties.Schema.INTEGER, _('Size.')),
            })
            attributes_schema = {}
        ''')), Valid(example('''
        from vendor import common

        class Thing(resource.Resource):
            PROPERTIES = (NAME, SIZE) = ('name', 'size')
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
            }
            properties_schema.update(common.SIZE_SCHEMA)
        ''')))
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            PROPERTIES = (NAME, SIZE) = ('name', 'size')
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
            }
        '''), line=9, column=1), Invalid(example('''
        from vendor import common

        class Thing(resource.Resource):
            PROPERTIES = (NAME,) = ('name',)
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.')),
            }
            properties_schema.update(common.MORE)
        '''), line=11, column=1))

    def check(self, ctx):
        project = ctx.model.project
        for key, summary in ctx.model.parsed():
            for cls, info in summary['classes'].items():
                for names, schema in (('PROPERTIES', 'properties_schema'),
                                      ('ATTRIBUTES', 'attributes_schema')):
                    if names not in info['bindings'] or schema not in info['bindings']:
                        continue
                    declared = _names_tuple(project, key, cls, names)
                    literal = _literal_keys(project, key, cls, schema)
                    if declared is None or literal is None:
                        continue
                    keys, nested, complete = literal
                    if names == 'ATTRIBUTES':
                        base = _base_attributes(project, ClassRef(key, cls))
                        complete = complete and base is not None
                        nested |= base or set()
                    missing = [n for n in declared if n not in keys and n not in nested] \
                        if complete else []
                    extra = [k for k in keys if k not in declared]
                    if missing or extra:
                        parts = []
                        if missing:
                            parts.append('%s not in %s: %s' % (names, schema, ', '.join(missing)))
                        if extra:
                            parts.append('%s not in %s: %s' % (schema, names, ', '.join(extra)))
                        yield ctx.finding(key, info['pos'], '; '.join(parts))


class ImmutableAndUpdatable(Rule):
    """A property cannot be both ``immutable=True`` and ``update_allowed=True``.

    Heat refuses the combination: immutable means any change fails the
    update, update_allowed means it is applied in place.
    """
    code = 'PS106'
    name = 'immutable-and-update-allowed'
    message = 'choose either immutable=True or update_allowed=True'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name.'),
                                          immutable=True),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name.'),
                                          immutable=True, update_allowed=True),
            }
        '''), line=11, column=17),)

    def check(self, ctx):
        for schema in _schemas(ctx, 'property'):
            if schema.get('immutable') is True and schema.get('update_allowed') is True:
                yield ctx.finding(schema.module, schema.pos)


def _bounds_problem(c):
    args = c.args
    if c.kind in (RANGE, LENGTH):
        lo, hi = args.get('min'), args.get('max')
        if not (is_known(lo) and is_known(hi)):
            return None
        if lo is None and hi is None:
            return 'a %s needs a min and/or a max' % c.kind
        number = int if c.kind == LENGTH else (int, float)
        for bound in (lo, hi):
            if bound is not None and (not isinstance(bound, number) or isinstance(bound, bool)):
                return '%s bounds must be %s' % (c.kind, 'integers' if c.kind == LENGTH
                                                 else 'numbers')
        if lo is not None and hi is not None and lo > hi:
            return 'min %s is greater than max %s' % (lo, hi)
    elif c.kind == MODULO:
        step, offset = args.get('step'), args.get('offset')
        if not (is_known(step) and is_known(offset)):
            return None
        if step is None or offset is None:
            return 'a Modulo needs both step and offset'
        for v in (step, offset):
            if not isinstance(v, (int, float)) or isinstance(v, bool) or int(v) != v:
                return 'step and offset must be integers'
        step, offset = int(step), int(offset)
        if step == 0:
            return 'step cannot be 0'
        if abs(offset) >= abs(step):
            return 'offset %s must be smaller (by absolute value) than step %s' % (offset, step)
        if step * offset < 0:
            return 'step and offset must not differ in sign'
    return None


class BadBounds(Rule):
    """Range and Length bounds must make sense; so must Modulo's step and offset.

    Reported: min greater than max, no bound at all, non-numeric bounds
    (non-integral for Length); a Modulo step of 0, an offset not smaller
    than the step by absolute value, or a step and offset of different
    signs. Heat refuses all of these when the schema is built, except min
    greater than max, which it accepts although then no value can pass.
    """
    code = 'PS107'
    name = 'bad-bounds'
    message = 'fix the constraint bounds'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'),
                    constraints=[constraints.Range(1, 10), constraints.Modulo(2, 1)]),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'),
                    constraints=[constraints.Range(min=10, max=1)]),
            }
        '''), line=13, column=26), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'),
                    constraints=[constraints.Modulo(step=2, offset=-1)]),
            }
        '''), line=13, column=26))

    def check(self, ctx):
        for c, _ in ctx.model.constraints.values():
            if ctx.linted(c):
                problem = _bounds_problem(c)
                if problem:
                    yield ctx.finding(c.module, c.pos, problem)


class BadPatternOrValues(Rule):
    """AllowedPattern must compile; AllowedValues must be a non-empty list.

    A pattern Python's ``re`` cannot compile makes Heat fail to build the
    schema; an empty (or string) ``allowed`` list rejects every value.
    """
    code = 'PS108'
    name = 'bad-pattern-or-values'
    message = 'fix the pattern or list at least one allowed value'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    constraints=[constraints.AllowedPattern('[a-z]+'),
                                 constraints.AllowedValues(['ab', 'cd'])]),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    constraints=[constraints.AllowedPattern('[a-z')]),
            }
        '''), line=13, column=26), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    constraints=[constraints.AllowedValues([])]),
            }
        '''), line=13, column=26))

    def check(self, ctx):
        for c, _ in ctx.model.constraints.values():
            if not ctx.linted(c):
                continue
            if c.kind == ALLOWED_PATTERN:
                pattern = c.args.get('pattern', UNKNOWN)
                if not is_known(pattern):
                    continue
                if not isinstance(pattern, str):
                    yield ctx.finding(c.module, c.pos, 'the pattern must be a string')
                    continue
                try:
                    re.compile(pattern)
                except re.error as exc:
                    yield ctx.finding(c.module, c.pos, 'pattern does not compile (%s)' % exc)
            elif c.kind == ALLOWED_VALUES:
                allowed = c.args.get('allowed', UNKNOWN)
                if allowed is UNKNOWN or isinstance(allowed, Missing):
                    continue
                if not isinstance(allowed, (list, tuple)):
                    yield ctx.finding(c.module, c.pos, 'allowed values must be a list')
                elif not allowed:
                    yield ctx.finding(c.module, c.pos, 'the list of allowed values is empty')


class UnknownAttributeType(Rule):
    """An attribute's type must be one of ``attributes.Schema.TYPES``.

    In real Heat these are STRING, MAP, LIST, INTEGER and BOOLEAN (or no type
    at all); the NUMBER the guide mentions does not exist and makes Heat fail.
    """
    code = 'PS109'
    name = 'unknown-attribute-type'
    message = 'use one of STRING, MAP, LIST, INTEGER, BOOLEAN of attributes.Schema'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'size': attributes.Schema(_('Size.'), type=attributes.Schema.INTEGER),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'size': attributes.Schema(_('Size.'), type=attributes.Schema.NUMBER),
            }
        '''), line=11, column=17),)

    def check(self, ctx):
        for schema in _schemas(ctx, 'attribute'):
            t = schema.get('type')
            if t is UNKNOWN:
                continue
            if isinstance(t, Missing) or t not in ATTRIBUTE_TYPES:
                yield ctx.finding(schema.module, schema.pos, 'got %s' % _type_text(t))


class DuplicateSchemaKey(Rule):
    """A key must appear once in a schema dict literal.

    Python keeps only the last entry of a repeated key, so the first
    definition is silently lost.
    """
    code = 'PS110'
    name = 'duplicate-schema-key'
    message = 'remove or rename the repeated schema key'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'a': properties.Schema(properties.Schema.STRING, _('A.')),
                'b': properties.Schema(properties.Schema.STRING, _('B.')),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            PROPERTIES = (A, B) = ('a', 'a')
            properties_schema = {
                A: properties.Schema(properties.Schema.STRING, _('A.')),
                B: properties.Schema(properties.Schema.STRING, _('B.')),
            }
        '''), line=13, column=9),)

    def check(self, ctx):
        seen = set()
        for key, pos, k, value in ctx.model.project.duplicates:
            if key in ctx.model.linted and isinstance(value, SchemaV) and (key, pos) not in seen:
                seen.add((key, pos))
                yield ctx.finding(key, pos, 'key %r' % (k,))


class OldAttributeSchema(Rule):
    """Each ``attributes_schema`` value must be an ``attributes.Schema``.

    Plug-ins written before Kilo declared attributes as plain description
    strings (``'name': _('The name.')``). Heat 27 no longer converts them:
    showing the type or creating the resource fails with "Old attribute
    schema is not supported".
    """
    code = 'PS111'
    name = 'old-attribute-schema'
    message = 'wrap the description in attributes.Schema(...)'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'name': attributes.Schema(_('The name.')),
            }
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'name': _('The name.'),
            }
        ''', registered=True), line=11, column=9),)

    def check(self, ctx):
        seen = set()
        for cref in ctx.model.registered_classes():
            schema = ctx.model.class_schema(cref, 'attributes_schema')
            if schema is UNKNOWN:
                continue
            for key, (value, pos, module) in schema.entries.items():
                if isinstance(value, str) and module in ctx.model.linted and (module, pos) not in seen:
                    seen.add((module, pos))
                    yield ctx.finding(module, pos, 'attribute %r is a plain string' % (key,))


_ORDINALS = ('first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth',
             'ninth', 'tenth', 'eleventh')


def _slot_of(value, kind):
    """The parameter a value can only be meant for, or None when it could be any."""
    if isinstance(value, StatusV):
        return 'support_status'
    if isinstance(value, (list, tuple)) and value and all(
            isinstance(v, ConstraintV) for v in value):
        return 'constraints' if kind == 'property' else None
    if kind == 'property' and (isinstance(value, SchemaV) or (
            isinstance(value, DictV) and value.entries and all(
                isinstance(v[0], SchemaV) for v in value.entries.values()))):
        return 'schema'
    if kind == 'attribute' and isinstance(value, str):
        if value in ATTRIBUTE_TYPES:
            return 'type'
        if value in CACHE_MODES:
            return 'cache_mode'
    return None


class MisplacedPositional(Rule):
    """A positional argument of a schema must be the parameter in its position.

    ``attributes.Schema`` takes ``(description, support_status, cache_mode,
    type)`` and ``properties.Schema`` takes ``(data_type, description,
    default, schema, required, constraints, implemented, update_allowed,
    immutable, support_status, allow_conversion)``. A value passed
    positionally lands in whatever parameter has its position:
    ``attributes.Schema(_('Size.'), attributes.Schema.INTEGER)`` makes the
    type the support status, which breaks the type's documentation and
    ``resource-type-show``. Only values that can belong to one parameter are
    judged (a type, a cache mode, a ``SupportStatus``, a list of
    constraints, a nested schema); pass them by keyword.
    """
    code = 'PS112'
    name = 'misplaced-positional'
    message = 'pass the argument by keyword'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'size': attributes.Schema(_('Size.'), type=attributes.Schema.INTEGER),
            }
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name.'), 'x'),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'size': attributes.Schema(_('Size.'), attributes.Schema.INTEGER),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name.'),
                                          [constraints.Length(max=8)]),
            }
        '''), line=11, column=17))

    def check(self, ctx):
        for schema, _ in ctx.model.schemas.values():
            if not ctx.linted(schema):
                continue
            call = 'properties.Schema' if schema.kind == 'property' else 'attributes.Schema'
            for i, param in enumerate(schema.positional):
                meant = _slot_of(schema.args[param], schema.kind)
                if meant is not None and meant != param:
                    yield ctx.finding(schema.module, schema.pos, (
                        'the %s positional argument of %s is %s, but it is given a %s; '
                        'pass it as %s=' % (_ORDINALS[i], call, param, meant, meant)))


#: The class attributes whose shape Heat relies on, and the kind of Schema
#: each dict holds.
_SCHEMA_KINDS = (('properties_schema', 'property'), ('attributes_schema', 'attribute'))
_KIND_NAMES = {'property': 'properties.Schema', 'attribute': 'attributes.Schema'}
#: What a value certainly is when it is one of these (a ClassRef, a Stub or
#: anything unresolved is not judged).
_PLAIN = (int, float, str, type(None), list, tuple)


def _shown(value):
    """A value as a message shows it: literals as written, objects by kind."""
    if isinstance(value, SchemaV):
        return ('an ' if value.kind == 'attribute' else 'a ') + _KIND_NAMES[value.kind]
    if isinstance(value, StatusV):
        return 'a SupportStatus'
    text = repr(plain(value))
    return text if len(text) <= 40 else text[:37] + '...'


def _wrong(value, kind=None):
    """Whether ``value`` is certainly not what Heat reads: a plain literal (a
    string attribute schema is PS111's, a dict property schema is Heat's legacy
    form), a status, or a Schema of the other kind."""
    if isinstance(value, SchemaV):
        return value.kind != kind
    if kind == 'attribute' and isinstance(value, str):
        return False
    return isinstance(value, _PLAIN + (StatusV,)) and is_known(value)


class WrongSchemaShape(Rule):
    """A resource class's schemas and status have the shapes Heat reads.

    ``properties_schema`` is a dict of ``properties.Schema`` (or of Heat's
    legacy schema dicts), ``attributes_schema`` a dict of
    ``attributes.Schema``, ``support_status`` a ``support.SupportStatus``.
    Anything else (``properties_schema = 5`` or ``[1]``, a string or None as
    a property's schema, ``support_status = 'SUPPORTED'``) makes Heat fail
    when it loads, lists or documents the type, with a traceback instead of
    a message. One finding per class names every wrong shape it has.
    """
    code = 'PS113'
    name = 'wrong-schema-shape'
    message = 'give the class the schema and status shapes Heat reads'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name.')),
                'size': {'Type': 'Integer', 'Description': _('Size.')},
            }
            attributes_schema = {'id': attributes.Schema(_('The id.'))}
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
            properties_schema = 5
            attributes_schema = [1]
        ''', registered=True), line=9, column=1), Invalid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = 'SUPPORTED'
            properties_schema = {
                'name': _('Name.'),
                'size': None,
            }
        ''', registered=True), line=9, column=1))

    def check(self, ctx):
        project = ctx.model.project
        for cref in ctx.model.registered_classes():
            problems = []
            for attr, kind in _SCHEMA_KINDS:
                value = project.class_attr(cref, attr)
                if isinstance(value, DictV):
                    problems += ['%s[%r] is %s, not %s' % (attr, key, _shown(v), _KIND_NAMES[kind])
                                 for key, (v, _, _) in value.entries.items() if _wrong(v, kind)]
                elif _wrong(value) or isinstance(value, SchemaV):
                    problems.append('%s is %s, not a dict of %s'
                                    % (attr, _shown(value), _KIND_NAMES[kind]))
            status = project.class_attr(cref, 'support_status')
            if not isinstance(status, StatusV) and _wrong(status):
                problems.append('support_status is %s, not a support.SupportStatus'
                                % _shown(status))
            if problems:
                yield ctx.finding(cref.module, project.class_info(cref)['pos'],
                                  '%s: %s' % (cref.name, '; '.join(problems)))
