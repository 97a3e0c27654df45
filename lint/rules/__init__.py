"""The rule catalogue: one class per code, each with its own examples.

A rule's docstring is its explanation (``plugin-sdk lint --explain CODE``
and the generated docs page); ``VALID`` and ``INVALID`` are complete
modules that the test suite lints, so an example that stops showing what
it claims fails the build. Progression rules (PS4xx) take
``(source at --base, source now)`` pairs.
"""
from typing import NamedTuple


class Finding(NamedTuple):
    path: str
    line: int
    col: int
    code: str
    message: str
    severity: str


RULES = {}


class Rule:
    code = ''
    name = ''
    severity = 'error'
    #: What the user should do; details are appended after a colon.
    message = ''
    #: Only enabled when selected by its full code.
    opt_in = False
    #: ``--fix`` can mend it.
    fixable = False
    #: Needs ``--base``: examples are (old, new) pairs.
    progression = False
    #: Config the examples are linted with (e.g. ``current-release``).
    example_config = {}
    VALID = ()
    INVALID = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.code:
            RULES[cls.code] = cls

    def check(self, ctx):
        """Yield ``ctx.finding(...)`` objects; ``ctx`` is a :class:`lint.engine.Context`."""
        raise NotImplementedError

    @classmethod
    def explanation(cls):
        import inspect
        return inspect.cleandoc(cls.__doc__ or '')


def all_rules():
    """Every rule class, by code (importing the rule modules on first use)."""
    from lint.rules import docs, meta, progression, schema, status  # noqa: F401
    return dict(sorted(RULES.items()))
