"""PS3xx: support status chains (see the support status guide).

A chain is one object's ``SupportStatus`` followed, newest first, through
``previous_status``. The life cycle, oldest to newest, is
UNSUPPORTED -> SUPPORTED -> DEPRECATED -> HIDDEN, with DEPRECATED ->
UNSUPPORTED as the other way out; a link may repeat the status before it.
"""
from lint import versions
from lint.model import status_name
from lint.rules import Invalid, Rule, Valid
from lint.rules.schema import example
from lint.values import UNKNOWN, ClassRef, Missing, StatusV, Stub, is_known
from sdk.engine import support

#: What a plug-in may set: Heat's statuses but UNKNOWN (what an invalid one becomes).
VALID_STATUSES = tuple(s for s in support.SUPPORT_STATUSES if s != support.UNKNOWN)
ALLOWED_STEPS = {(support.UNSUPPORTED, support.SUPPORTED), (support.SUPPORTED, support.DEPRECATED),
                 (support.DEPRECATED, support.HIDDEN), (support.DEPRECATED, support.UNSUPPORTED)}


def step_allowed(older, newer):
    return older == newer or (older, newer) in ALLOWED_STEPS


def _links(ctx):
    for link in ctx.model.status_links.values():
        if ctx.linted(link) and link.explicit:
            yield link


def _has_no_version(link):
    return link.version is None


class TypeWithoutVersion(Rule):
    """A registered resource type's support status must say since when it exists.

    Give the class ``support_status = support.SupportStatus(version=...)``
    with the release the type first appeared in; the docs show it, and
    ``resource-type-list --with-version`` filters on it. This is the finding
    for a type whose status comes from no ``SupportStatus(...)`` of the
    linted files (Heat's default, inherited through ``Resource`` and any
    mixin before it); a ``SupportStatus(...)`` written without a version is
    PS302's, which ``--fix`` mends.
    """
    code = 'PS301'
    name = 'type-without-version'
    message = 'give the resource type a support_status with the version it appeared in'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """A thing."""
        ''', registered=True), line=9, column=1), Invalid(example('''
        class ThingMixin(object):
            def client(self):
                return self.client_plugin('thing')


        class Thing(ThingMixin, resource.Resource):
            """A thing."""
        ''', registered=True), line=14, column=1))

    def check(self, ctx):
        for cref in ctx.model.registered_classes():
            status = ctx.model.class_status(cref)
            if isinstance(status, StatusV) and _has_no_version(status) and not (
                    status.explicit and ctx.linted(status)):
                yield ctx.finding(cref.module, ctx.model.project.class_info(cref)['pos'])


class StatusWithoutVersion(Rule):
    """An explicit SupportStatus must have a version.

    Every status change is tied to the release it happened in; without it
    the docs cannot say since when. This includes a registered type's own
    ``support_status = support.SupportStatus()``. ``--fix`` adds
    ``version=`` with the configured ``current-release`` (without one it
    leaves the finding).
    """
    code = 'PS302'
    name = 'status-without-version'
    message = 'add version= (the release this status starts in) to the SupportStatus'
    example_config = {'current-release': '8.0.0'}
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    support_status=support.SupportStatus(version='7.0.0')),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus()
        ''', registered=True), line=12, column=22, fixed=example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='8.0.0')
        ''', registered=True)), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    support_status=support.SupportStatus(
                        status=support.DEPRECATED,
                        message=_('Use title.'),
                    )),
            }
        '''), line=13, column=28, fixed=example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(
                    properties.Schema.STRING, _('Name.'),
                    support_status=support.SupportStatus(
                        status=support.DEPRECATED,
                        message=_('Use title.'),
                        version='8.0.0',
                    )),
            }
        ''')))

    def check(self, ctx):
        for link in _links(ctx):
            if _has_no_version(link):
                yield ctx.finding(link.module, link.pos)

    def fix(self, node, config):
        import libcst as cst
        if not isinstance(node, cst.Call) or not config.current_release or any(
                arg.keyword is not None and arg.keyword.value == 'version' for arg in node.args):
            return None
        no_space = cst.SimpleWhitespace('')
        new = cst.Arg(keyword=cst.Name('version'),
                      value=cst.SimpleString(repr(config.current_release)),
                      equal=cst.AssignEqual(whitespace_before=no_space, whitespace_after=no_space))
        args = list(node.args)
        if not args:
            args = [new]
        elif isinstance(args[-1].comma, cst.Comma):
            # Trailing comma: the new argument takes over the closing layout, the
            # old last one the separator its predecessor uses (often a new line).
            between = args[-2].comma if len(args) > 1 and isinstance(args[-2].comma, cst.Comma) \
                else cst.Comma(whitespace_after=cst.SimpleWhitespace(' '))
            args.append(new.with_changes(comma=args[-1].comma))
            args[-2] = args[-2].with_changes(comma=between)
        else:
            args[-1] = args[-1].with_changes(comma=cst.Comma(
                whitespace_after=cst.SimpleWhitespace(' ')))
            args.append(new)
        return node.with_changes(args=args)


class InvalidStatus(Rule):
    """A status is one of SUPPORTED, DEPRECATED, HIDDEN or UNSUPPORTED.

    Heat silently turns anything else into UNKNOWN and drops the version
    and previous status with it.
    """
    code = 'PS303'
    name = 'invalid-status'
    message = 'use support.SUPPORTED, DEPRECATED, HIDDEN or UNSUPPORTED'
    VALID = (Valid(example('''
        status = support.SupportStatus(status=support.UNSUPPORTED, version='7.0.0')
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(status=support.OBSOLETE, version='7.0.0')
        '''), line=9, column=10), Invalid(example('''
        status = support.SupportStatus(status='deprecated', version='7.0.0')
        '''), line=9, column=10))

    def check(self, ctx):
        for link in _links(ctx):
            name = status_name(link)
            if name is not None and name not in VALID_STATUSES:
                written = link.status.path if isinstance(link.status, Missing) else repr(name)
                yield ctx.finding(link.module, link.pos, 'got %s' % written)


class ForbiddenStep(Rule):
    """Each link of a chain follows the life cycle from the link before it.

    Allowed, oldest to newest: UNSUPPORTED -> SUPPORTED, SUPPORTED ->
    DEPRECATED, DEPRECATED -> HIDDEN, DEPRECATED -> UNSUPPORTED, and a
    repeat of the same status. A HIDDEN status needs a DEPRECATED step
    before it: objects are deprecated for a release before they are hidden.
    A DEPRECATED status with no previous link is fine.
    """
    code = 'PS304'
    name = 'forbidden-status-step'
    message = 'follow the life cycle UNSUPPORTED -> SUPPORTED -> DEPRECATED -> HIDDEN/UNSUPPORTED'
    VALID = (Valid(example('''
        status = support.SupportStatus(
            status=support.HIDDEN, version='7.0.0', message=_('Use other.'),
            previous_status=support.SupportStatus(
                status=support.DEPRECATED, version='6.0.0',
                previous_status=support.SupportStatus(version='5.0.0')))
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(
            status=support.HIDDEN, version='7.0.0', message=_('Gone.'))
        '''), line=9, column=10), Invalid(example('''
        status = support.SupportStatus(
            status=support.SUPPORTED, version='7.0.0',
            previous_status=support.SupportStatus(
                status=support.DEPRECATED, version='6.0.0'))
        '''), line=9, column=10))

    def check(self, ctx):
        for link in _links(ctx):
            newer = status_name(link)
            if newer not in VALID_STATUSES:
                continue
            previous = link.previous
            if previous is None:
                if newer == support.HIDDEN:
                    yield ctx.finding(link.module, link.pos, 'HIDDEN without a DEPRECATED step')
                continue
            older = status_name(previous) if isinstance(previous, StatusV) else None
            if older in VALID_STATUSES and not step_allowed(older, newer):
                yield ctx.finding(link.module, link.pos, '%s -> %s' % (older, newer))


def _pair(ctx, link):
    """(older link, comparison of older vs newer version) or None."""
    previous = link.previous
    if not isinstance(previous, StatusV):
        return None
    cmp = versions.compare(previous.version, link.version, ctx.releases)
    return None if cmp is None else (previous, cmp)


class VersionsNotIncreasing(Rule):
    """Versions along a chain increase strictly from oldest to newest.

    Heat's year versions (2014.2, 2015.1) come before 5.0.0-style ones; a
    ``releases`` list in the config sets the order instead. Links without a
    version are not compared. A DEPRECATED -> HIDDEN pair in the same
    release is PS307 instead.
    """
    code = 'PS305'
    name = 'versions-not-increasing'
    message = 'give each newer status a later version than the one before it'
    VALID = (Valid(example('''
        status = support.SupportStatus(
            status=support.DEPRECATED, version='5.0.0', message=_('Use other.'),
            previous_status=support.SupportStatus(version='2015.1'))
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(
            status=support.DEPRECATED, version='2015.1', message=_('Use other.'),
            previous_status=support.SupportStatus(version='5.0.0'))
        '''), line=9, column=10),)

    def check(self, ctx):
        for link in _links(ctx):
            pair = _pair(ctx, link)
            if pair is None or pair[1] < 0:
                continue
            previous, cmp = pair
            if cmp == 0 and (status_name(previous), status_name(link)) == (support.DEPRECATED, support.HIDDEN):
                continue
            yield ctx.finding(link.module, link.pos, '%s is not later than %s' % (
                link.version, previous.version))


class StatusWithoutMessage(Rule):
    """A DEPRECATED or HIDDEN object says what to use instead.

    Only the current (newest) status is checked: its message is what users
    see.
    """
    code = 'PS306'
    name = 'status-without-message'
    message = "add message= telling users what to use instead"
    VALID = (Valid(example('''
        status = support.SupportStatus(
            status=support.DEPRECATED, version='7.0.0', message=_('Use OS::Other.'))
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(status=support.DEPRECATED, version='7.0.0')
        '''), line=9, column=10),)

    def check(self, ctx):
        for head in ctx.model.status_heads.values():
            if not (ctx.linted(head) and head.explicit):
                continue
            if status_name(head) in (support.DEPRECATED, support.HIDDEN) and is_known(head.message) and (
                    not head.message or not str(head.message).strip()):
                yield ctx.finding(head.module, head.pos)


class HiddenSameRelease(Rule):
    """An object is hidden at least one release after it was deprecated.

    The guide: "after at least one full release cycle deprecated object
    should be hidden". Hiding it in the release that deprecated it gives
    users no warning.
    """
    code = 'PS307'
    name = 'hidden-same-release'
    message = 'hide the object in a later release than the one that deprecated it'
    VALID = (Valid(example('''
        status = support.SupportStatus(
            status=support.HIDDEN, version='8.0.0', message=_('Use other.'),
            previous_status=support.SupportStatus(
                status=support.DEPRECATED, version='7.0.0'))
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(
            status=support.HIDDEN, version='7.0.0', message=_('Use other.'),
            previous_status=support.SupportStatus(
                status=support.DEPRECATED, version='7.0.0'))
        '''), line=9, column=10),)

    def check(self, ctx):
        for link in _links(ctx):
            pair = _pair(ctx, link)
            if pair is not None and pair[1] == 0 and (
                    status_name(pair[0]), status_name(link)) == (support.DEPRECATED, support.HIDDEN):
                yield ctx.finding(link.module, link.pos, 'both in %s' % link.version)


class SubstituteOnWrongStatus(Rule):
    """Only a DEPRECATED or HIDDEN status names a ``substitute_class``.

    The substitute is what replaces an obsolete object; a supported one has
    nothing to be replaced by.
    """
    code = 'PS308'
    name = 'substitute-on-wrong-status'
    message = 'remove substitute_class, or deprecate the object'
    VALID = (Valid(example('''
        class New(resource.Resource):
            """New."""


        status = support.SupportStatus(
            status=support.DEPRECATED, version='7.0.0', message=_('Use New.'),
            substitute_class=New)
        ''')),)
    INVALID = (Invalid(example('''
        class New(resource.Resource):
            """New."""


        status = support.SupportStatus(version='7.0.0', substitute_class=New)
        '''), line=13, column=10),)

    def check(self, ctx):
        for link in _links(ctx):
            name = status_name(link)
            if link.substitute is not None and name in VALID_STATUSES \
                    and name not in (support.DEPRECATED, support.HIDDEN):
                yield ctx.finding(link.module, link.pos, 'status is %s' % name)


class HiddenWithoutTranslation(Rule):
    """(Opt-in.) A HIDDEN property is mapped by a translation rule of its resource.

    Templates still use hidden properties; the guide asks that a hidden
    property with a replacement be translated to it (``translation_rules``
    returning ``TranslationRule(...)`` objects that name it). Only enabled
    with ``--select PS309``, because not every hidden property has a
    replacement. Resources whose rules cannot be read statically are skipped.
    """
    code = 'PS309'
    name = 'hidden-without-translation'
    message = 'add a translation rule mapping the hidden property to its replacement'
    opt_in = True
    VALID = (Valid(example('''
        from heat.engine import translation


        class Thing(resource.Resource):
            """A thing."""

            PROPERTIES = (NAME, OLD_NAME) = ('name', 'old_name')
            support_status = support.SupportStatus(version='5.0.0')
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
                OLD_NAME: properties.Schema(
                    properties.Schema.STRING,
                    support_status=support.SupportStatus(
                        status=support.HIDDEN, version='7.0.0', message=_('Use name.'),
                        previous_status=support.SupportStatus(
                            status=support.DEPRECATED, version='6.0.0'))),
            }

            def translation_rules(self, props):
                return [translation.TranslationRule(
                    props, translation.TranslationRule.REPLACE, [self.NAME],
                    value_path=[self.OLD_NAME])]
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """A thing."""

            PROPERTIES = (NAME, OLD_NAME) = ('name', 'old_name')
            support_status = support.SupportStatus(version='5.0.0')
            properties_schema = {
                NAME: properties.Schema(properties.Schema.STRING, _('Name.')),
                OLD_NAME: properties.Schema(
                    properties.Schema.STRING,
                    support_status=support.SupportStatus(
                        status=support.HIDDEN, version='7.0.0', message=_('Use name.'),
                        previous_status=support.SupportStatus(
                            status=support.DEPRECATED, version='6.0.0'))),
            }
        ''', registered=True), line=16, column=19),)

    def _mapped(self, project, cref):
        """Property names the class's translation rules mention; None if unreadable."""
        names, todo, seen = set(), [cref], set()
        while todo:
            cls = todo.pop()
            if cls in seen:
                continue
            seen.add(cls)
            for ir in project.class_info(cls)['translation']:
                value = project.eval(ir, cls.module, cls.name, self_cls=cref)
                items = value if isinstance(value, (list, tuple)) else [value]
                if not all(isinstance(v, str) for v in items):
                    return None
                names.update(items)
            for base in project.bases(cls):
                if isinstance(base, ClassRef):
                    todo.append(base)
                elif not (isinstance(base, Stub) and base.name in ('Resource', 'object')):
                    return None
        return names

    def check(self, ctx):
        project = ctx.model.project
        for cref in ctx.model.registered_classes():
            schema = ctx.model.class_schema(cref, 'properties_schema')
            if schema is UNKNOWN:
                continue
            hidden = [(k, v[0]) for k, v in schema.entries.items()
                      if getattr(v[0], 'hidden', None) is True and ctx.linted(v[0])]
            if not hidden:
                continue
            mapped = self._mapped(project, cref)
            if mapped is None:
                continue
            for key, prop in hidden:
                if key not in mapped:
                    yield ctx.finding(prop.module, prop.pos, 'property %r' % key)


class MalformedVersion(Rule):
    """A version is digits separated by dots, two or three parts, nothing else.

    ``'5.0.0'`` and ``'2014.2'`` are versions; ``' 5.0.0'``, ``'5.0.0 '``,
    ``'liberty'``, ``'5'`` and a number like ``5.0`` are not, and they break
    the docs' release grouping and ordering.
    """
    code = 'PS310'
    name = 'malformed-version'
    message = "write the version like '5.0.0' (or Heat's old '2014.2')"
    VALID = (Valid(example('''
        status = support.SupportStatus(version='2014.2')
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(version='5.0.0 ')
        '''), line=9, column=10), Invalid(example('''
        status = support.SupportStatus(version=5.0)
        '''), line=9, column=10))

    def check(self, ctx):
        for link in _links(ctx):
            version = link.version
            if version is None or not is_known(version):
                continue
            if not versions.is_valid(version):
                yield ctx.finding(link.module, link.pos, 'got %r' % (version,))


class VersionAfterCurrentRelease(Rule):
    """A version is not later than the configured ``current-release``.

    A later version is a typo or a change claiming a release that does not
    exist yet. Needs ``current-release`` in ``[tool.plugin-sdk.lint]``.
    """
    code = 'PS311'
    name = 'version-after-current-release'
    message = 'use a version no later than current-release'
    example_config = {'current-release': '8.0.0'}
    VALID = (Valid(example('''
        status = support.SupportStatus(version='8.0.0')
        ''')),)
    INVALID = (Invalid(example('''
        status = support.SupportStatus(version='9.0.0')
        '''), line=9, column=10),)

    def check(self, ctx):
        current = ctx.config.current_release
        if not current:
            return
        for link in _links(ctx):
            if versions.compare(link.version, current, ctx.releases) == 1:
                yield ctx.finding(link.module, link.pos, '%s is after %s' % (
                    link.version, current))
