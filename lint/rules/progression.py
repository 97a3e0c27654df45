"""PS4xx: the plug-ins now against what they were at ``--base REV``.

Objects are matched by registered type name and property/attribute key.
Anything that cannot be resolved on either side is not compared. Findings
point at the object as it is now (the class line for a removed property).
"""
from lint.model import status_name
from lint.rules import Invalid, Rule, Valid
from lint.rules.schema import example
from lint.rules.status import VALID_STATUSES, step_allowed
from lint.values import UNKNOWN, ConstraintV, DictV, SchemaV, StatusV, is_known, plain
from sdk.engine import support
from sdk.engine.vocabulary import (
    ALLOWED_VALUES,
    INTEGER,
    LENGTH,
    MODULO,
    NUMBER,
    RANGE,
    applies_to,
)


def _thing(body, doc='A thing.', status="support.SupportStatus(version='5.0.0')"):
    return example('''
        class Thing(resource.Resource):
            """%s"""

            support_status = %s
            properties_schema = {%s
            }
        ''' % (doc, status, body), registered=True)


class TypeSurface:
    """What a registered type offers: its status, properties and attributes."""

    def __init__(self, model, type_name, cref):
        self.name = type_name
        self.cref = cref
        self.module = cref.module
        self.pos = model.project.class_info(cref)['pos']
        self.status = model.class_status(cref)
        self.props = model.class_schema(cref, 'properties_schema')
        self.attrs = model.class_schema(cref, 'attributes_schema')


def surfaces(model):
    return {name: TypeSurface(model, name, cref) for name, cref in model.all_types().items()}


def _removed_type_location(ctx, before):
    """Where to report a removed type: the mapping function of the module that
    registered it, if that is still there, else the top of the (old) module."""
    if before.module in ctx.model.linted:
        mappings = ctx.model.project.summary(before.module).get('mappings') or {}
        if mappings:
            return before.module, next(iter(mappings.values()))['pos']
    return before.module, (1, 1)


def _members(old, new):
    """(kind, key, old schema, new schema or None, new surface) for matching members."""
    for kind, attr in (('property', 'props'), ('attribute', 'attrs')):
        before, after = getattr(old, attr), getattr(new, attr)
        if not (isinstance(before, DictV) and isinstance(after, DictV)):
            continue
        for key, (value, _, _) in before.entries.items():
            if not isinstance(value, SchemaV):
                continue
            if key in after.entries:
                now = after.entries[key][0]
                if isinstance(now, SchemaV):
                    yield kind, key, value, now
            elif after.complete:
                yield kind, key, value, None


def _pairs(ctx):
    """(label, old status, new status, where) for every object on both sides."""
    old, new = ctx.base_surfaces, ctx.surfaces
    for name, after in new.items():
        before = old.get(name)
        if before is None:
            continue
        yield name, before.status, after.status, (after.module, (
            after.status.pos if isinstance(after.status, StatusV) and after.status.explicit
            else after.pos))
        for kind, key, was, now in _members(before, after):
            if now is not None:
                status = now.status
                where = (now.module, status.pos if isinstance(status, StatusV) and status.explicit
                         else now.pos)
                yield '%s %r of %s' % (kind, key, name), was.status, status, where


def _chain(status):
    if not isinstance(status, StatusV):
        return None
    links = status.chain()
    if UNKNOWN in links:
        return None
    chain = [(status_name(link), link.version) for link in links]
    if not all(s in VALID_STATUSES for s, _ in chain):
        return None
    return chain


class RemovedWithoutHiding(Rule):
    """Nothing is removed unless it was HIDDEN at the base revision.

    Existing stacks keep using resource types, properties and attributes;
    the guide's way out is DEPRECATED for a release, then HIDDEN, and only
    then removal. A removed type is reported once, not for each of its
    properties.
    """
    code = 'PS401'
    name = 'removed-without-hiding'
    message = 'restore it; deprecate it, then hide it, before removing it'
    progression = True
    VALID = (Valid((_thing('''
                'old': properties.Schema(
                    properties.Schema.STRING, _('Old.'),
                    support_status=support.SupportStatus(
                        status=support.HIDDEN, version='7.0.0', message=_('Gone.'),
                        previous_status=support.SupportStatus(
                            status=support.DEPRECATED, version='6.0.0'))),'''),
              _thing(''))),)
    INVALID = (Invalid((_thing('''
                'old': properties.Schema(properties.Schema.STRING, _('Old.')),'''),
                _thing('')), line=9, column=1),)

    def check(self, ctx):
        for name, before in ctx.base_surfaces.items():
            after = ctx.surfaces.get(name)
            if after is None:
                if status_name(before.status) in VALID_STATUSES and \
                        status_name(before.status) != support.HIDDEN:
                    module, pos = _removed_type_location(ctx, before)
                    yield ctx.finding(module, pos, 'resource type %s' % name)
                continue
            for kind, key, was, now in _members(before, after):
                if now is None and was.hidden is False:
                    yield ctx.finding(after.module, after.pos, '%s %r of %s' % (kind, key, name))


class ForbiddenStatusChange(Rule):
    """A status changes only along the life cycle.

    SUPPORTED may become DEPRECATED, DEPRECATED may become HIDDEN or
    UNSUPPORTED, UNSUPPORTED may become SUPPORTED. Going back (DEPRECATED to
    SUPPORTED) or skipping a step (SUPPORTED straight to HIDDEN) is reported.
    """
    code = 'PS402'
    name = 'forbidden-status-change'
    message = 'change the status one life-cycle step at a time, never backwards'
    progression = True
    VALID = (Valid((_thing(''), _thing('', status='''support.SupportStatus(
                status=support.DEPRECATED, version='7.0.0', message=_('Use other.'),
                previous_status=support.SupportStatus(version='5.0.0'))'''))),)
    INVALID = (Invalid((_thing(''), _thing('', status='''support.SupportStatus(
                status=support.HIDDEN, version='7.0.0', message=_('Gone.'),
                previous_status=support.SupportStatus(version='5.0.0'))''')), line=12, column=22),)

    def check(self, ctx):
        for label, was, now, where in _pairs(ctx):
            before, after = status_name(was), status_name(now)
            if before in VALID_STATUSES and after in VALID_STATUSES and \
                    not step_allowed(before, after):
                yield ctx.finding(where[0], where[1], '%s: %s -> %s' % (label, before, after))


def _chain_problems(was, now):
    """(dropped, edited) comparing the chain at the base with the chain now."""
    old, new = _chain(was), _chain(now)
    if old is None or new is None or not was.explicit:
        return False, False
    aligned = new if new[0][0] == old[0][0] else new[1:]
    if not aligned or aligned[0][0] != old[0][0]:
        return True, False
    dropped = len(aligned) < len(old)
    edited = any(a != b for a, b in zip(aligned, old))
    return dropped, edited


class PreviousStatusDropped(Rule):
    """A new status keeps the old one as its ``previous_status``.

    When a status changes, the status at the base revision becomes the
    previous link of the new one, so the chain keeps the whole history;
    dropping a link loses it.
    """
    code = 'PS403'
    name = 'previous-status-dropped'
    message = "keep the base revision's status as previous_status of the new one"
    progression = True
    VALID = (Valid((_thing(''), _thing('', status='''support.SupportStatus(
                status=support.DEPRECATED, version='7.0.0', message=_('Use other.'),
                previous_status=support.SupportStatus(version='5.0.0'))'''))),)
    INVALID = (Invalid((_thing(''), _thing('', status='''support.SupportStatus(
                status=support.DEPRECATED, version='7.0.0', message=_('Use other.'))''')), line=12, column=22),)

    def check(self, ctx):
        for label, was, now, where in _pairs(ctx):
            if _chain_problems(was, now)[0]:
                yield ctx.finding(where[0], where[1], label)


class StatusLinkEdited(Rule):
    """Existing links of a status chain are history: their version and status stay.

    To change an object's status, add a new link on top; editing an old
    link rewrites when things happened.
    """
    code = 'PS404'
    name = 'status-link-edited'
    message = 'restore the existing link and add a new status on top of it'
    progression = True
    VALID = (Valid((_thing(''), _thing(''))),)
    INVALID = (Invalid((_thing(''), _thing('', status="support.SupportStatus(version='6.0.0')")), line=12, column=22),)

    def check(self, ctx):
        for label, was, now, where in _pairs(ctx):
            if _chain_problems(was, now)[1]:
                yield ctx.finding(where[0], where[1], label)


def _constraints(schema):
    value = schema.get('constraints') or []
    if not isinstance(value, (list, tuple)) or not all(
            isinstance(c, ConstraintV) and is_known(list(c.args.values())) for c in value):
        return None
    return value


def _narrowed(old, new):
    """Descriptions of how the new constraints admit less than the old ones."""
    found = []
    for c in new:
        same = [o for o in old if o.kind == c.kind]
        if not same:
            found.append('%s added' % c.kind)
            continue
        o = same[0]
        if c.kind in (RANGE, LENGTH):
            lo, hi, olo, ohi = (c.args.get('min'), c.args.get('max'),
                                o.args.get('min'), o.args.get('max'))
            if (lo is not None and (olo is None or lo > olo)) or (
                    hi is not None and (ohi is None or hi < ohi)):
                found.append('%s narrowed' % c.kind)
        elif c.kind == ALLOWED_VALUES:
            allowed = c.args.get('allowed') or ()
            removed = [v for v in (o.args.get('allowed') or ()) if v not in allowed]
            if removed:
                found.append('allowed value removed: %s' % ', '.join(map(repr, removed)))
        elif c.kind == MODULO:
            step, offset = c.args.get('step'), c.args.get('offset')
            ostep, ooffset = o.args.get('step'), o.args.get('offset')
            if all(isinstance(v, int) for v in (step, offset, ostep, ooffset)) and step and not (
                    ostep % step == 0 and ooffset % step == offset % step):
                found.append('Modulo narrowed')
    return found


def breaking_changes(was, now):
    reasons = []
    if was.get('required') is False and now.get('required') is True:
        reasons.append('became required')
    t0, t1 = was.get('data_type'), now.get('data_type')
    if isinstance(t0, str) and isinstance(t1, str) and t0 != t1 and (t0, t1) != (INTEGER, NUMBER):
        reasons.append('type changed from %s to %s' % (t0.upper(), t1.upper()))
    if was.get('update_allowed') is True and now.get('update_allowed') is False:
        reasons.append('update_allowed turned off')
    if was.get('immutable') is False and now.get('immutable') is True:
        reasons.append('immutable turned on')
    old_c, new_c = _constraints(was), _constraints(now)
    if old_c is not None and new_c is not None and isinstance(t1, str):
        applicable = [c for c in new_c if applies_to(c.kind, t1)]
        reasons.extend(_narrowed(old_c, applicable))
    d0, d1 = was.get('default'), now.get('default')
    if is_known(d0) and is_known(d1) and plain(d0) != plain(d1):
        reasons.append('default changed from %r to %r' % (plain(d0), plain(d1)))
    return reasons


class BreakingSchemaChange(Rule):
    """A visible property's schema only changes in ways existing templates survive.

    Breaking: becoming required, a type change (except INTEGER to NUMBER),
    ``update_allowed`` turned off, ``immutable`` turned on, a constraint
    narrowed or added, an allowed value removed, a changed default. Add a new
    property (and deprecate the old one) instead.
    """
    code = 'PS405'
    name = 'breaking-schema-change'
    message = 'keep the property compatible, or add a new property and deprecate this one'
    progression = True
    VALID = (Valid((_thing('''
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.')),'''),
              _thing('''
                'size': properties.Schema(properties.Schema.NUMBER, _('Size.')),'''))),)
    INVALID = (Invalid((_thing('''
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.')),'''),
                _thing('''
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.'),
                                          required=True),''')), line=14, column=17),)

    def check(self, ctx):
        for name, after in ctx.surfaces.items():
            before = ctx.base_surfaces.get(name)
            if before is None:
                continue
            for kind, key, was, now in _members(before, after):
                if kind != 'property' or now is None or now.hidden is not False:
                    continue
                reasons = breaking_changes(was, now)
                if reasons:
                    yield ctx.finding(now.module, now.pos, 'property %r of %s: %s' % (
                        key, name, '; '.join(reasons)))


def _version(status):
    if not isinstance(status, StatusV):
        return UNKNOWN
    return status.version


class NewWithoutCurrentRelease(Rule):
    """A new type, property or attribute says it appeared in ``current-release``.

    New objects carry ``support_status=support.SupportStatus(version=...)``
    with the release being developed, configured as ``current-release``.
    Properties of a new type need no version of their own.
    """
    code = 'PS406'
    name = 'new-without-current-release'
    message = 'give the new object support_status=SupportStatus(version=<current-release>)'
    progression = True
    example_config = {'current-release': '8.0.0'}
    VALID = (Valid((_thing(''), _thing('''
                'size': properties.Schema(
                    properties.Schema.INTEGER, _('Size.'),
                    support_status=support.SupportStatus(version='8.0.0')),'''))),)
    INVALID = (Invalid((_thing(''), _thing('''
                'size': properties.Schema(properties.Schema.INTEGER, _('Size.')),''')), line=14, column=17),)

    def check(self, ctx):
        current = ctx.config.current_release
        if not current:
            return
        for name, after in ctx.surfaces.items():
            before = ctx.base_surfaces.get(name)
            if before is None:
                version = _version(after.status)
                if version is not UNKNOWN and version != current:
                    yield ctx.finding(after.module, after.pos, 'resource type %s has version %r' % (
                        name, version))
                continue
            for kind, attr in (('property', 'props'), ('attribute', 'attrs')):
                old, new = getattr(before, attr), getattr(after, attr)
                if not (isinstance(old, DictV) and old.complete and isinstance(new, DictV)):
                    continue
                for key, (schema, _, _) in new.entries.items():
                    if key in old.entries or not isinstance(schema, SchemaV):
                        continue
                    version = _version(schema.status)
                    if version is not UNKNOWN and version != current:
                        yield ctx.finding(schema.module, schema.pos, '%s %r has version %r' % (
                            kind, key, version))
