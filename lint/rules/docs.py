"""PS2xx: docstrings and descriptions, which Heat turns into user documentation.

The resource class docstring becomes the resource's documentation page and
``resource-type-show`` description; property and attribute descriptions
become its reference tables. HIDDEN objects are left out of both, so they
need none.
"""
from lint.model import status_name
from lint.rules import Invalid, Rule, Valid
from lint.rules.schema import example
from lint.values import UNKNOWN
from sdk.engine import support


def _doc_classes(ctx):
    """Registered classes of the linted files with their docstring info."""
    for cref in ctx.model.registered_classes():
        info = ctx.model.project.class_info(cref)
        yield cref, info


def summary_line(doc):
    for line in doc.strip().splitlines():
        if line.strip():
            return line.strip()
    return ''


def sentence_problem(text):
    """Why a summary/description is not a sentence, or None."""
    text = text.strip()
    if not text:
        return None
    if text[0].islower():
        return 'it starts lowercase'
    if not text.endswith('.'):
        return 'it does not end with a period'
    return None


def fix_summary(body):
    """The docstring text with its summary line made a sentence."""
    lines = body.split('\n')
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            continue
        lead = line[:len(line) - len(line.lstrip())]
        if stripped[0].islower():
            stripped = stripped[0].upper() + stripped[1:]
        if not stripped.endswith('.'):
            stripped += '.'
        trail = line[len(line.rstrip()):]
        lines[i] = lead + stripped + trail
        break
    return '\n'.join(lines)


def _split(raw):
    """(prefix, quote, body) of a string literal."""
    prefix = raw[:len(raw) - len(raw.lstrip('rRuUbBfF'))]
    rest = raw[len(prefix):]
    quote = rest[:3] if rest[:3] in ('"""', "'''") else rest[0]
    return prefix, quote, rest[len(quote):len(rest) - len(quote)]


def requote(raw):
    """The string literal in triple double quotes, or None when its text does not allow it."""
    prefix, quote, body = _split(raw)
    if quote == '"""':
        return raw
    if '"""' in body or body.endswith('"'):
        return None
    if len(quote) == 1 and 'r' not in prefix.lower():
        # A one-quote string may escape its own quote; inside """ it needs none.
        body = body.replace('\\' + quote, quote)
    return prefix + '"""' + body + '"""'


def _fix_docstring(node, mend):
    """``node`` (a class) with its docstring literal replaced by ``mend(literal)``,
    or None when there is no such docstring or ``mend`` leaves it as it was."""
    import libcst as cst
    if not isinstance(node, cst.ClassDef) or not isinstance(node.body, cst.IndentedBlock):
        return None
    first = node.body.body[0] if node.body.body else None
    if not (isinstance(first, cst.SimpleStatementLine) and isinstance(first.body[0], cst.Expr)
            and isinstance(first.body[0].value, cst.SimpleString)):
        return None
    string = first.body[0].value
    new = mend(string.value)
    if new is None or new == string.value:
        return None
    expr = first.body[0].with_changes(value=string.with_changes(value=new))
    line = first.with_changes(body=[expr] + list(first.body[1:]))
    return node.with_changes(body=node.body.with_changes(body=[line] + list(node.body.body[1:])))


class MissingDocstring(Rule):
    """A registered, non-HIDDEN resource class needs its own docstring.

    The docstring is the resource's description in the generated docs and in
    ``resource-type-show``; a docstring inherited from a base class describes
    the base, not this resource.
    """
    code = 'PS201'
    name = 'missing-docstring'
    message = 'add a docstring describing the resource to the class'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing that does something useful."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)), Valid(example('''
        class Thing(resource.Resource):
            support_status = support.SupportStatus(
                status=support.HIDDEN, version='6.0.0', message=_('Gone.'),
                previous_status=support.SupportStatus(
                    status=support.DEPRECATED, version='5.0.0'))
        ''', registered=True)))
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True), line=9, column=1),)

    def check(self, ctx):
        for cref, info in _doc_classes(ctx):
            status = ctx.model.class_status(cref)
            if status is UNKNOWN or status_name(status) in (None, support.HIDDEN):
                continue
            doc = info['doc']
            if doc is None or (isinstance(doc[0], str) and not doc[0].strip()):
                yield ctx.finding(cref.module, info['pos'])


class DocstringSummary(Rule):
    """A resource docstring's summary line is a sentence (PEP 257).

    It starts with a capital letter (or anything but a lowercase letter) and
    ends with a period. ``--fix`` adds the period and capitalises the first
    letter.
    """
    code = 'PS202'
    name = 'docstring-summary'
    message = 'start the docstring summary with a capital letter and end it with a period'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """a thing"""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True), line=9, column=1, fixed=example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)

    def check(self, ctx):
        for cref, info in _doc_classes(ctx):
            doc = info['doc']
            if doc is None or not isinstance(doc[0], str):
                continue
            problem = sentence_problem(summary_line(doc[0]))
            if problem:
                yield ctx.finding(cref.module, info['pos'], problem)

    def fix(self, node, config):
        def mend(raw):
            prefix, quote, body = _split(raw)
            return prefix + quote + fix_summary(body) + quote
        return _fix_docstring(node, mend)


class DocstringBlankLine(Rule):
    """A multi-line resource docstring has a blank line after its summary (PEP 257).

    Tools (and Heat's docs generator) take the first paragraph as the
    summary; without the blank line the summary runs into the body.
    """
    code = 'PS203'
    name = 'docstring-blank-line'
    message = 'put a one-line summary, then a blank line, then the rest of the docstring'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing.

            It does something useful.
            """

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            """A thing
            that does something useful.
            """

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True), line=9, column=1),)

    def check(self, ctx):
        for cref, info in _doc_classes(ctx):
            doc = info['doc']
            if doc is None or not isinstance(doc[0], str):
                continue
            lines = doc[0].strip().splitlines()
            if len(lines) > 1 and lines[1].strip():
                yield ctx.finding(cref.module, info['pos'])


def docstring_quotes_ok(raw):
    if raw is None:
        return False
    return raw.lstrip('rRuUbBfF').startswith('"""')


class DocstringQuotes(Rule):
    """A resource docstring is written in triple double quotes (PEP 257).

    ``--fix`` rewrites the quotes when the text allows it.
    """
    code = 'PS204'
    name = 'docstring-quotes'
    message = 'write the docstring in triple double quotes'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            """A thing."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)
    INVALID = (Invalid(example("""
        class Thing(resource.Resource):
            'A thing\\'s thing.'

            support_status = support.SupportStatus(version='5.0.0')
        """, registered=True), line=9, column=1, fixed=example('''
        class Thing(resource.Resource):
            """A thing's thing."""

            support_status = support.SupportStatus(version='5.0.0')
        ''', registered=True)),)

    def check(self, ctx):
        for cref, info in _doc_classes(ctx):
            doc = info['doc']
            if doc is not None and not docstring_quotes_ok(doc[1]):
                yield ctx.finding(cref.module, info['pos'])

    def fix(self, node, config):
        return _fix_docstring(node, requote)


def _description_missing(schema):
    desc = schema.get('description')
    if desc is UNKNOWN:
        return False
    return desc is None or (isinstance(desc, str) and not desc.strip())


class PropertyDescription(Rule):
    """A non-HIDDEN property needs a description.

    This includes the keys of a MAP property's nested schema; the item
    schema of a LIST is described by the list itself. Nested keys of a
    HIDDEN property are exempt with it.
    """
    code = 'PS210'
    name = 'property-description'
    message = 'add a description to the property'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'ports': properties.Schema(
                    properties.Schema.LIST, _('Ports to open.'),
                    schema=properties.Schema(properties.Schema.INTEGER)),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'server': properties.Schema(
                    properties.Schema.MAP, _('The server.'),
                    schema={'flavor': properties.Schema(properties.Schema.STRING)}),
            }
        '''), line=13, column=31))
    kind = 'property'

    def check(self, ctx):
        for schema, needs in ctx.model.schemas.values():
            if schema.kind == self.kind and needs and ctx.linted(schema) \
                    and schema.hidden is False and _description_missing(schema):
                yield ctx.finding(schema.module, schema.pos)


class AttributeDescription(PropertyDescription):
    """A non-HIDDEN attribute needs a description."""
    code = 'PS211'
    name = 'attribute-description'
    message = 'add a description to the attribute'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'ip': attributes.Schema(_('The IP address.'), type=attributes.Schema.STRING),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'ip': attributes.Schema(type=attributes.Schema.STRING),
            }
        '''), line=11, column=15),)
    kind = 'attribute'


class DescriptionSentence(Rule):
    """A property or attribute description is a sentence.

    It starts with anything but a lowercase letter and ends with a period,
    like every other description in the generated reference.
    """
    code = 'PS212'
    name = 'description-sentence'
    message = 'start the description with a capital letter and end it with a period'
    VALID = (Valid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('Name of the thing.')),
            }
        ''')),)
    INVALID = (Invalid(example('''
        class Thing(resource.Resource):
            properties_schema = {
                'name': properties.Schema(properties.Schema.STRING, _('name of the thing')),
            }
        '''), line=11, column=17), Invalid(example('''
        class Thing(resource.Resource):
            attributes_schema = {
                'ip': attributes.Schema(_('The IP address')),
            }
        '''), line=11, column=15))

    def check(self, ctx):
        for schema, _ in ctx.model.schemas.values():
            if not ctx.linted(schema):
                continue
            desc = schema.get('description')
            if isinstance(desc, str):
                problem = sentence_problem(desc)
                if problem:
                    yield ctx.finding(schema.module, schema.pos, problem)
