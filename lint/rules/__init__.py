"""The rule catalogue: one class per code, each with its own examples and fix.

A rule's docstring is its explanation (``plugin-sdk lint --explain CODE``
and the generated docs page). ``VALID`` and ``INVALID`` hold complete
modules that the test suite lints, as Fixit's rules do: an :class:`Invalid`
pins where the finding is and, for a rule that fixes, the source ``--fix``
makes of it, so an example that stops showing what it claims fails the
build. Progression rules (PS4xx) take ``(source at --base, source now)``
pairs; their positions are in the source now.
"""
from typing import NamedTuple

#: A module's source, or (source at ``--base``, source now) for progression rules.
Source = str | tuple


class Finding(NamedTuple):
    path: str
    line: int
    col: int
    code: str
    message: str
    severity: str


class Valid(NamedTuple):
    """An example the rule must not report."""
    source: Source
    fixed = None
    title = 'Valid'


class Invalid(NamedTuple):
    """An example the rule reports at ``line``:``column`` (1-based); a fixable
    rule also gives the source ``--fix`` turns it into (None: left as it is)."""
    source: Source
    line: int
    column: int
    fixed: str | None = None

    @property
    def title(self):
        return 'Invalid (line %d, column %d)' % (self.line, self.column)


RULES = {}


class Rule:
    code = ''
    name = ''
    severity = 'error'
    #: What the user should do; details are appended after a colon.
    message = ''
    #: Only enabled when selected by its full code.
    opt_in = False
    #: ``--fix`` can mend it (set for the rules that define :meth:`fix`).
    fixable = False
    #: Runs once suppression comments are applied, on what they did
    #: (``ctx.suppression_problems``) instead of on the plug-ins.
    after_suppressions = False
    #: Needs ``--base``: examples are (old, new) pairs.
    progression = False
    #: Config the examples are linted with (e.g. ``current-release``).
    example_config = {}
    VALID = ()
    INVALID = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.fixable = cls.fix is not Rule.fix
        if cls.code:
            RULES[cls.code] = cls

    def check(self, ctx):
        """Yield ``ctx.finding(...)`` objects; ``ctx`` is a :class:`lint.engine.Context`."""
        raise NotImplementedError

    def fix(self, node, config):
        """The libcst node replacing ``node``, which starts where a finding of this
        rule is; None when ``node`` is not the one to mend or cannot be mended.

        Several nodes may start at a finding's position (a call and its
        callee): a fix checks which one it was given.
        """
        return None

    @classmethod
    def explanation(cls):
        import inspect
        return inspect.cleandoc(cls.__doc__ or '')


def all_rules():
    """Every rule class, by code (importing the rule modules on first use)."""
    from lint.rules import docs, meta, porting, progression, schema, status  # noqa: F401
    return dict(sorted(RULES.items()))
