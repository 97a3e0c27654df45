"""Every rule's own VALID and INVALID examples, as its tests (as Fixit's are).

A VALID example must not give the rule's code; an INVALID one must give it
at the example's pinned line and column, and a fixable rule's INVALID
example must be turned by ``--fix`` into its pinned ``fixed`` source, which
no longer gives the code (or, without one, be left as it is). Progression examples are committed as the base
revision and linted with --base HEAD.
"""
import pytest

from lint.config import Config
from lint.fix import fix_source
from lint.rules import Invalid, Valid, all_rules

RULES = all_rules()
CASES = [(code, kind, i, example)
         for code, rule in RULES.items()
         for kind, examples in (('valid', rule.VALID), ('invalid', rule.INVALID))
         for i, example in enumerate(examples)]


def _config(rule):
    return {key.replace('-', '_'): value for key, value in rule.example_config.items()}


def _lint(rule, source, run_lint, repo):
    select = ['PS', rule.code] if rule.opt_in else None
    if rule.progression:
        before, after = source
        repo({'plugins/thing.py': before})
        repo.path.joinpath('plugins', 'thing.py').write_text(after)
        result = run_lint({}, select=select, base='HEAD', **_config(rule))
    else:
        result = run_lint({'plugins/thing.py': source}, select=select, **_config(rule))
    assert not result.problems
    return result


@pytest.mark.parametrize('code,kind,index,example', CASES,
                         ids=['%s-%s-%d' % c[:3] for c in CASES])
def test_example(code, kind, index, example, run_lint, repo):
    rule = RULES[code]
    result = _lint(rule, example.source, run_lint, repo)
    found = [f for f in result.findings if f.code == code]
    if kind == 'valid':
        assert not found, found
        return
    assert (example.line, example.column) in [(f.line, f.col) for f in found], found
    if not rule.fixable:
        assert example.fixed is None, 'only a rule that fixes pins a fixed source'
        return
    fixed, count = fix_source(example.source, found, RULES, Config(**_config(rule)))
    if example.fixed is None:  # an example --fix leaves as it is
        assert (fixed, count) == (example.source, 0)
        return
    assert (fixed, count) == (example.fixed, len(found))
    again = _lint(rule, example.fixed, run_lint, repo)
    assert code not in [f.code for f in again.findings]


def test_every_rule_has_examples():
    for code, rule in RULES.items():
        assert rule.VALID and rule.INVALID, code
        assert all(isinstance(e, Valid) for e in rule.VALID), code
        assert all(isinstance(e, Invalid) for e in rule.INVALID), code
        if rule.fixable:
            assert any(e.fixed is not None for e in rule.INVALID), code
        assert rule.__doc__ and rule.message and rule.name, code
