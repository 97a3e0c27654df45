"""Findings about the files themselves rather than their plug-ins."""
from lint.rules import Invalid, Rule, Valid


class CannotParse(Rule):
    """A file that Python 3 cannot parse is reported where parsing failed
    (Python 2 code too, which Heat cannot import).

    Nothing else is checked in that file, but every other file is still
    linted, and modules that import from it simply see unresolved names.
    """
    code = 'PS001'
    name = 'syntax-error'
    message = 'file cannot be parsed; fix the syntax error'
    VALID = (Valid('x = 1\n'),)
    INVALID = (Invalid('class Broken(:\n    pass\n', line=1, column=14),
               Invalid('try:\n    pass\nexcept ImportError, e:\n    pass\n', line=3, column=8))

    def check(self, ctx):
        for key in ctx.model.modules:
            error = ctx.model.project.summary(key).get('error')
            if error is not None:
                yield ctx.finding(key, error[:2], error[2])


class BadSuppression(Rule):
    """A ``# noqa: PS...`` comment must name codes that it actually silences.

    A suppression goes on the line a finding is reported on and lists the
    codes, ``# noqa: PS301`` or ``# noqa: PS210,PS212``. A code that
    silenced nothing on its line (the problem was fixed, or the comment is
    on the wrong line) is reported, and so is a malformed one: a missing
    colon, an empty code list, or a ``PS`` code that does not exist. Codes of
    other tools (``# noqa: E501``) and a bare ``# noqa`` are left alone;
    plugin-sdk never honours a bare ``# noqa``.
    """
    code = 'PS002'
    name = 'bad-suppression'
    severity = 'warning'
    message = 'remove or correct the noqa comment'
    after_suppressions = True
    VALID = (
        Valid('from heat.engine import resource, support\n\n\n'
              'class Thing(resource.Resource):  # noqa: PS201\n'
              '    support_status = support.SupportStatus(version=\'5.0.0\')\n\n\n'
              'def resource_mapping():\n'
              '    return {\'My::Thing\': Thing}\n'),
        Valid('import os  # noqa: F401\n'),
    )
    INVALID = (
        Invalid('x = 1  # noqa: PS301\n', line=1, column=8),
        Invalid('x = 1  # noqa PS301\n', line=1, column=8),
        Invalid('x = 1  # noqa: PS999\n', line=1, column=8),
    )

    def check(self, ctx):
        for key, pos, detail in ctx.suppression_problems:
            yield ctx.finding(key, pos, detail)
